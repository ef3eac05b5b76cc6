(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BreadType - otype
        CDType - otype
        ForkType - otype
        KettleType - otype
        MugType - otype
        PlateType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpoonType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76 - object
        Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57 - object
        Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44 - object
        Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13 - object
        CD_bar__plus_00_dot_48_bar__plus_03_dot_45_bar__plus_03_dot_20 - object
        Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60 - object
        Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31 - object
        Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08 - object
        SaltShaker_bar__minus_00_dot_91_bar__minus_03_dot_77_bar__minus_01_dot_55 - object
        Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84 - object
        Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54 - receptacle
        Cabinet_bar__minus_00_dot_86_bar__plus_00_dot_86_bar__minus_01_dot_26 - receptacle
        Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09 - receptacle
        CounterTop_bar__plus_03_dot_80_bar__minus_02_dot_92_bar__plus_00_dot_17 - receptacle
        CounterTop_bar__minus_02_dot_04_bar__minus_02_dot_53_bar__plus_01_dot_99 - receptacle
        Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27 - receptacle
        Drawer_bar__plus_00_dot_61_bar__plus_03_dot_00_bar__minus_02_dot_37 - receptacle
        Fridge_bar__minus_03_dot_99_bar__plus_03_dot_87_bar__plus_00_dot_86 - receptacle
        Microwave_bar__minus_02_dot_97_bar__plus_00_dot_08_bar__minus_02_dot_31 - receptacle
        Sink_bar__minus_03_dot_92_bar__minus_00_dot_66_bar__minus_01_dot_28_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_90_bar__minus_03_dot_12_bar__minus_03_dot_05 - receptacle
        StoveBurner_bar__minus_02_dot_38_bar__minus_01_dot_11_bar__minus_02_dot_29 - receptacle
        DiningTable_bar__plus_02_dot_88_bar__minus_01_dot_66_bar__plus_00_dot_07 - receptacle
        GarbageCan_bar__plus_00_dot_25_bar__plus_00_dot_80_bar__minus_02_dot_97 - receptacle
        CoffeeMachine_bar__plus_01_dot_62_bar__minus_03_dot_72_bar__plus_01_dot_70 - receptacle
        loc_bar_0_bar__minus_9_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_0_bar_0 - location
        loc_bar_1_bar__minus_8_bar_0_bar_60 - location
        loc_bar_3_bar_0_bar_0_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_45 - location
        loc_bar_6_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_8_bar_7_bar_3_bar_45 - location
        loc_bar_9_bar_5_bar_3_bar__minus_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_45 - location
        loc_bar__minus_4_bar_1_bar_1_bar__minus_30 - location
        loc_bar__minus_4_bar_1_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_6_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar__minus_30 - location
        loc_bar__minus_8_bar_8_bar_2_bar_0 - location
        loc_bar__minus_9_bar_5_bar_1_bar_60 - location
        loc_bar__minus_9_bar_8_bar_3_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_8_bar_8_bar_2_bar_0)
        (receptacleType Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54 loc_bar__minus_4_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54)
        (receptacleType Cabinet_bar__minus_00_dot_86_bar__plus_00_dot_86_bar__minus_01_dot_26 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_86_bar__plus_00_dot_86_bar__minus_01_dot_26 loc_bar_1_bar__minus_4_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_86_bar__plus_00_dot_86_bar__minus_01_dot_26)
        (receptacleType Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09 loc_bar_0_bar__minus_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09)
        (receptacleType CounterTop_bar__plus_03_dot_80_bar__minus_02_dot_92_bar__plus_00_dot_17 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_80_bar__minus_02_dot_92_bar__plus_00_dot_17 loc_bar__minus_9_bar_8_bar_3_bar_45)
        (receptacleType CounterTop_bar__minus_02_dot_04_bar__minus_02_dot_53_bar__plus_01_dot_99 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_04_bar__minus_02_dot_53_bar__plus_01_dot_99 loc_bar_1_bar__minus_8_bar_0_bar_60)
        (receptacleType Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27 loc_bar__minus_3_bar_5_bar_3_bar_45)
        (openable Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27)
        (receptacleType Drawer_bar__plus_00_dot_61_bar__plus_03_dot_00_bar__minus_02_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_61_bar__plus_03_dot_00_bar__minus_02_dot_37 loc_bar_9_bar_5_bar_3_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_61_bar__plus_03_dot_00_bar__minus_02_dot_37)
        (receptacleType Fridge_bar__minus_03_dot_99_bar__plus_03_dot_87_bar__plus_00_dot_86 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_99_bar__plus_03_dot_87_bar__plus_00_dot_86 loc_bar_6_bar__minus_2_bar_2_bar__minus_30)
        (openable Fridge_bar__minus_03_dot_99_bar__plus_03_dot_87_bar__plus_00_dot_86)
        (receptacleType Microwave_bar__minus_02_dot_97_bar__plus_00_dot_08_bar__minus_02_dot_31 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_97_bar__plus_00_dot_08_bar__minus_02_dot_31 loc_bar__minus_5_bar__minus_9_bar_1_bar__minus_30)
        (openable Microwave_bar__minus_02_dot_97_bar__plus_00_dot_08_bar__minus_02_dot_31)
        (receptacleType Sink_bar__minus_03_dot_92_bar__minus_00_dot_66_bar__minus_01_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_92_bar__minus_00_dot_66_bar__minus_01_dot_28_bar_SinkBasin loc_bar__minus_4_bar__minus_6_bar_3_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_90_bar__minus_03_dot_12_bar__minus_03_dot_05 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_90_bar__minus_03_dot_12_bar__minus_03_dot_05 loc_bar__minus_4_bar_1_bar_2_bar__minus_30)
        (receptacleType StoveBurner_bar__minus_02_dot_38_bar__minus_01_dot_11_bar__minus_02_dot_29 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_38_bar__minus_01_dot_11_bar__minus_02_dot_29 loc_bar_8_bar_7_bar_3_bar_45)
        (receptacleType DiningTable_bar__plus_02_dot_88_bar__minus_01_dot_66_bar__plus_00_dot_07 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_02_dot_88_bar__minus_01_dot_66_bar__plus_00_dot_07 loc_bar_4_bar__minus_3_bar_1_bar_45)
        (receptacleType GarbageCan_bar__plus_00_dot_25_bar__plus_00_dot_80_bar__minus_02_dot_97 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_25_bar__plus_00_dot_80_bar__minus_02_dot_97 loc_bar_3_bar_0_bar_0_bar__minus_30)
        (receptacleType CoffeeMachine_bar__plus_01_dot_62_bar__minus_03_dot_72_bar__plus_01_dot_70 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_62_bar__minus_03_dot_72_bar__plus_01_dot_70 loc_bar__minus_9_bar_5_bar_1_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76 Sink_bar__minus_03_dot_92_bar__minus_00_dot_66_bar__minus_01_dot_28_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76 loc_bar__minus_4_bar__minus_6_bar_3_bar_0)
        (pickupable Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76)
        (heatable Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76)
        (coolable Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76)
        (cleanable Potato_bar__minus_01_dot_26_bar__plus_03_dot_60_bar__minus_02_dot_76)
        (objectType Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57 MugType)
        (inReceptacle Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57 Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09)
        (objectAtLocation Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57 loc_bar_0_bar__minus_9_bar_1_bar_30)
        (pickupable Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57)
        (isReceptacleObject Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57)
        (heatable Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57)
        (coolable Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57)
        (cleanable Mug_bar__minus_01_dot_33_bar__plus_02_dot_90_bar__plus_02_dot_57)
        (objectType Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44 Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54)
        (objectAtLocation Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44 loc_bar__minus_4_bar_1_bar_1_bar__minus_30)
        (pickupable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44)
        (isReceptacleObject Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44)
        (coolable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44)
        (cleanable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_48_bar__minus_02_dot_44)
        (objectType Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13 Sink_bar__minus_03_dot_92_bar__minus_00_dot_66_bar__minus_01_dot_28_bar_SinkBasin)
        (objectAtLocation Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13 loc_bar__minus_4_bar__minus_6_bar_3_bar_0)
        (pickupable Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13)
        (isReceptacleObject Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13)
        (heatable Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13)
        (coolable Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13)
        (cleanable Plate_bar__minus_00_dot_86_bar__minus_03_dot_03_bar__plus_03_dot_13)
        (objectType CD_bar__plus_00_dot_48_bar__plus_03_dot_45_bar__plus_03_dot_20 CDType)
        (inReceptacle CD_bar__plus_00_dot_48_bar__plus_03_dot_45_bar__plus_03_dot_20 Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27)
        (objectAtLocation CD_bar__plus_00_dot_48_bar__plus_03_dot_45_bar__plus_03_dot_20 loc_bar__minus_3_bar_5_bar_3_bar_45)
        (pickupable CD_bar__plus_00_dot_48_bar__plus_03_dot_45_bar__plus_03_dot_20)
        (objectType Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60 Drawer_bar__plus_03_dot_50_bar__minus_01_dot_45_bar__minus_02_dot_27)
        (objectAtLocation Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60 loc_bar__minus_3_bar_5_bar_3_bar_45)
        (pickupable Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60)
        (cleanable Fork_bar__plus_00_dot_99_bar__minus_01_dot_69_bar__plus_01_dot_60)
        (objectType Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31 SpoonType)
        (inReceptacle Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31 DiningTable_bar__plus_02_dot_88_bar__minus_01_dot_66_bar__plus_00_dot_07)
        (objectAtLocation Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31 loc_bar_4_bar__minus_3_bar_1_bar_45)
        (pickupable Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31)
        (cleanable Spoon_bar__minus_03_dot_78_bar__minus_02_dot_22_bar__minus_00_dot_31)
        (objectType Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08 CounterTop_bar__minus_02_dot_04_bar__minus_02_dot_53_bar__plus_01_dot_99)
        (objectAtLocation Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08 loc_bar_1_bar__minus_8_bar_0_bar_60)
        (pickupable Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08)
        (heatable Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08)
        (coolable Bread_bar__minus_01_dot_93_bar__plus_00_dot_15_bar__minus_01_dot_08)
        (objectType SaltShaker_bar__minus_00_dot_91_bar__minus_03_dot_77_bar__minus_01_dot_55 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_91_bar__minus_03_dot_77_bar__minus_01_dot_55 Cabinet_bar__minus_01_dot_95_bar__minus_03_dot_86_bar__plus_02_dot_54)
        (objectAtLocation SaltShaker_bar__minus_00_dot_91_bar__minus_03_dot_77_bar__minus_01_dot_55 loc_bar__minus_4_bar_1_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__minus_00_dot_91_bar__minus_03_dot_77_bar__minus_01_dot_55)
        (objectType Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84 KettleType)
        (inReceptacle Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84 Cabinet_bar__plus_03_dot_05_bar__minus_03_dot_64_bar__plus_00_dot_09)
        (objectAtLocation Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84 loc_bar_0_bar__minus_9_bar_1_bar_30)
        (pickupable Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84)
        (cleanable Kettle_bar__minus_03_dot_80_bar__plus_02_dot_74_bar__minus_00_dot_84)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
