(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        MugType - otype
        PlateType - otype
        SaltShakerType - otype
        TomatoType - otype
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
        Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95 - object
        Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08 - object
        Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89 - object
        Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51 - object
        Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70 - object
        Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44 - object
        SaltShaker_bar__minus_01_dot_60_bar__minus_01_dot_84_bar__plus_02_dot_10 - object
        Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06 - object
        DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95 - object
        Cabinet_bar__plus_01_dot_06_bar__minus_03_dot_02_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__plus_03_dot_41_bar__plus_01_dot_53_bar__minus_01_dot_88 - receptacle
        Cabinet_bar__plus_01_dot_82_bar__plus_03_dot_44_bar__minus_00_dot_57 - receptacle
        CounterTop_bar__plus_02_dot_62_bar__minus_03_dot_11_bar__minus_03_dot_13 - receptacle
        CounterTop_bar__plus_01_dot_10_bar__minus_00_dot_96_bar__plus_00_dot_48 - receptacle
        Drawer_bar__plus_00_dot_25_bar__plus_03_dot_78_bar__minus_01_dot_98 - receptacle
        Drawer_bar__plus_01_dot_83_bar__minus_03_dot_00_bar__plus_03_dot_67 - receptacle
        Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16 - receptacle
        Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09 - receptacle
        Sink_bar__plus_00_dot_04_bar__minus_02_dot_29_bar__minus_00_dot_57_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_02_dot_84_bar__minus_02_dot_78_bar__plus_02_dot_52 - receptacle
        StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_80_bar__minus_00_dot_40 - receptacle
        DiningTable_bar__minus_02_dot_85_bar__minus_01_dot_86_bar__minus_00_dot_53 - receptacle
        GarbageCan_bar__plus_02_dot_84_bar__plus_01_dot_98_bar__minus_03_dot_88 - receptacle
        CoffeeMachine_bar__minus_02_dot_81_bar__minus_02_dot_34_bar__minus_02_dot_27 - receptacle
        loc_bar_0_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar_3_bar_0_bar_0 - location
        loc_bar_2_bar_4_bar_2_bar_60 - location
        loc_bar_4_bar_9_bar_2_bar_45 - location
        loc_bar_5_bar_4_bar_1_bar_0 - location
        loc_bar_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar_7_bar_3_bar_2_bar_60 - location
        loc_bar_7_bar__minus_9_bar_1_bar_45 - location
        loc_bar__minus_1_bar_8_bar_3_bar_0 - location
        loc_bar__minus_3_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar__minus_4_bar_6_bar_3_bar_45 - location
        loc_bar__minus_6_bar_1_bar_1_bar_0 - location
        loc_bar__minus_7_bar_1_bar_1_bar_0 - location
        loc_bar__minus_7_bar_2_bar_3_bar_0 - location
        loc_bar__minus_7_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_8_bar_3_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar_7_bar_3_bar_2_bar_60)
        (receptacleType Cabinet_bar__plus_01_dot_06_bar__minus_03_dot_02_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_06_bar__minus_03_dot_02_bar__plus_00_dot_56 loc_bar__minus_7_bar_2_bar_3_bar_0)
        (openable Cabinet_bar__plus_01_dot_06_bar__minus_03_dot_02_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__plus_03_dot_41_bar__plus_01_dot_53_bar__minus_01_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_41_bar__plus_01_dot_53_bar__minus_01_dot_88 loc_bar_0_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_03_dot_41_bar__plus_01_dot_53_bar__minus_01_dot_88)
        (receptacleType Cabinet_bar__plus_01_dot_82_bar__plus_03_dot_44_bar__minus_00_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_82_bar__plus_03_dot_44_bar__minus_00_dot_57 loc_bar__minus_7_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_82_bar__plus_03_dot_44_bar__minus_00_dot_57)
        (receptacleType CounterTop_bar__plus_02_dot_62_bar__minus_03_dot_11_bar__minus_03_dot_13 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_62_bar__minus_03_dot_11_bar__minus_03_dot_13 loc_bar_5_bar_4_bar_1_bar_0)
        (receptacleType CounterTop_bar__plus_01_dot_10_bar__minus_00_dot_96_bar__plus_00_dot_48 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_10_bar__minus_00_dot_96_bar__plus_00_dot_48 loc_bar_2_bar_4_bar_2_bar_60)
        (receptacleType Drawer_bar__plus_00_dot_25_bar__plus_03_dot_78_bar__minus_01_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_25_bar__plus_03_dot_78_bar__minus_01_dot_98 loc_bar__minus_7_bar__minus_4_bar_0_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_25_bar__plus_03_dot_78_bar__minus_01_dot_98)
        (receptacleType Drawer_bar__plus_01_dot_83_bar__minus_03_dot_00_bar__plus_03_dot_67 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_83_bar__minus_03_dot_00_bar__plus_03_dot_67 loc_bar_1_bar_3_bar_0_bar_0)
        (openable Drawer_bar__plus_01_dot_83_bar__minus_03_dot_00_bar__plus_03_dot_67)
        (receptacleType Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (openable Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16)
        (receptacleType Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09 loc_bar__minus_6_bar_1_bar_1_bar_0)
        (openable Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09)
        (receptacleType Sink_bar__plus_00_dot_04_bar__minus_02_dot_29_bar__minus_00_dot_57_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_04_bar__minus_02_dot_29_bar__minus_00_dot_57_bar_SinkBasin loc_bar_4_bar_9_bar_2_bar_45)
        (receptacleType StoveBurner_bar__plus_02_dot_84_bar__minus_02_dot_78_bar__plus_02_dot_52 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_84_bar__minus_02_dot_78_bar__plus_02_dot_52 loc_bar__minus_1_bar_8_bar_3_bar_0)
        (receptacleType StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_80_bar__minus_00_dot_40 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_80_bar__minus_00_dot_40 loc_bar__minus_3_bar__minus_3_bar_1_bar__minus_30)
        (receptacleType DiningTable_bar__minus_02_dot_85_bar__minus_01_dot_86_bar__minus_00_dot_53 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_85_bar__minus_01_dot_86_bar__minus_00_dot_53 loc_bar__minus_8_bar__minus_8_bar_3_bar_45)
        (receptacleType GarbageCan_bar__plus_02_dot_84_bar__plus_01_dot_98_bar__minus_03_dot_88 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_84_bar__plus_01_dot_98_bar__minus_03_dot_88 loc_bar__minus_4_bar_6_bar_3_bar_45)
        (receptacleType CoffeeMachine_bar__minus_02_dot_81_bar__minus_02_dot_34_bar__minus_02_dot_27 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_81_bar__minus_02_dot_34_bar__minus_02_dot_27 loc_bar_7_bar__minus_9_bar_1_bar_45)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (objectType Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95 TomatoType)
        (inReceptacle Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95 DiningTable_bar__minus_02_dot_85_bar__minus_01_dot_86_bar__minus_00_dot_53)
        (objectAtLocation Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95 loc_bar__minus_8_bar__minus_8_bar_3_bar_45)
        (pickupable Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95)
        (heatable Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95)
        (coolable Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95)
        (cleanable Tomato_bar__plus_03_dot_64_bar__plus_00_dot_63_bar__plus_00_dot_95)
        (objectType Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08 MugType)
        (inReceptacle Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08 Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16)
        (objectAtLocation Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (pickupable Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08)
        (isReceptacleObject Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08)
        (heatable Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08)
        (coolable Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08)
        (cleanable Mug_bar__plus_00_dot_21_bar__plus_02_dot_01_bar__minus_01_dot_08)
        (objectType Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89 Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09)
        (objectAtLocation Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89 loc_bar__minus_6_bar_1_bar_1_bar_0)
        (pickupable Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89)
        (isReceptacleObject Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89)
        (heatable Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89)
        (coolable Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89)
        (cleanable Plate_bar__plus_00_dot_92_bar__minus_00_dot_23_bar__minus_02_dot_89)
        (objectType Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51 Fridge_bar__minus_00_dot_28_bar__plus_01_dot_34_bar__minus_02_dot_16)
        (objectAtLocation Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51)
        (heatable Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51)
        (coolable Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51)
        (cleanable Apple_bar__plus_00_dot_68_bar__minus_03_dot_75_bar__minus_00_dot_51)
        (objectType Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70 CounterTop_bar__plus_01_dot_10_bar__minus_00_dot_96_bar__plus_00_dot_48)
        (objectAtLocation Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70 loc_bar_2_bar_4_bar_2_bar_60)
        (pickupable Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70)
        (cleanable Fork_bar__minus_00_dot_08_bar__plus_03_dot_28_bar__minus_00_dot_70)
        (objectType Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44 BreadType)
        (inReceptacle Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44 Microwave_bar__plus_03_dot_73_bar__minus_03_dot_82_bar__minus_03_dot_09)
        (objectAtLocation Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44 loc_bar__minus_6_bar_1_bar_1_bar_0)
        (pickupable Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44)
        (heatable Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44)
        (coolable Bread_bar__plus_03_dot_26_bar__minus_02_dot_89_bar__minus_03_dot_44)
        (objectType SaltShaker_bar__minus_01_dot_60_bar__minus_01_dot_84_bar__plus_02_dot_10 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_60_bar__minus_01_dot_84_bar__plus_02_dot_10 CounterTop_bar__plus_01_dot_10_bar__minus_00_dot_96_bar__plus_00_dot_48)
        (objectAtLocation SaltShaker_bar__minus_01_dot_60_bar__minus_01_dot_84_bar__plus_02_dot_10 loc_bar_2_bar_4_bar_2_bar_60)
        (pickupable SaltShaker_bar__minus_01_dot_60_bar__minus_01_dot_84_bar__plus_02_dot_10)
        (objectType Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06 KettleType)
        (inReceptacle Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06 Sink_bar__plus_00_dot_04_bar__minus_02_dot_29_bar__minus_00_dot_57_bar_SinkBasin)
        (objectAtLocation Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06 loc_bar_4_bar_9_bar_2_bar_45)
        (pickupable Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06)
        (cleanable Kettle_bar__minus_03_dot_51_bar__minus_01_dot_41_bar__minus_03_dot_06)
        (objectType DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95 GarbageCan_bar__plus_02_dot_84_bar__plus_01_dot_98_bar__minus_03_dot_88)
        (objectAtLocation DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95 loc_bar__minus_4_bar_6_bar_3_bar_45)
        (pickupable DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95)
        (cleanable DishSponge_bar__minus_00_dot_84_bar__minus_01_dot_25_bar__plus_01_dot_95)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
