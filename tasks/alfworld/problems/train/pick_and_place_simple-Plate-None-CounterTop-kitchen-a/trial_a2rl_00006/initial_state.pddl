(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BowlType - otype
        BreadType - otype
        CDType - otype
        DishSpongeType - otype
        ForkType - otype
        PlateType - otype
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
        Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27 - object
        Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71 - object
        CD_bar__plus_01_dot_49_bar__plus_01_dot_34_bar__plus_01_dot_59 - object
        Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05 - object
        Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32 - object
        Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24 - object
        Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39 - object
        SaltShaker_bar__plus_02_dot_32_bar__plus_01_dot_27_bar__minus_02_dot_39 - object
        DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02 - object
        Cabinet_bar__minus_02_dot_11_bar__plus_00_dot_88_bar__minus_03_dot_09 - receptacle
        Cabinet_bar__minus_00_dot_86_bar__minus_00_dot_28_bar__plus_03_dot_58 - receptacle
        Cabinet_bar__minus_03_dot_86_bar__plus_00_dot_19_bar__minus_01_dot_63 - receptacle
        CounterTop_bar__minus_03_dot_62_bar__minus_03_dot_48_bar__minus_02_dot_08 - receptacle
        CounterTop_bar__plus_02_dot_83_bar__minus_01_dot_57_bar__minus_02_dot_97 - receptacle
        Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75 - receptacle
        Drawer_bar__minus_03_dot_61_bar__minus_01_dot_98_bar__minus_03_dot_85 - receptacle
        Fridge_bar__minus_03_dot_90_bar__plus_02_dot_39_bar__minus_00_dot_71 - receptacle
        Microwave_bar__minus_01_dot_44_bar__plus_01_dot_97_bar__minus_00_dot_10 - receptacle
        Sink_bar__plus_02_dot_99_bar__minus_03_dot_75_bar__minus_03_dot_26_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_01_dot_61_bar__plus_01_dot_15_bar__plus_00_dot_23 - receptacle
        StoveBurner_bar__minus_01_dot_85_bar__minus_02_dot_15_bar__minus_00_dot_18 - receptacle
        DiningTable_bar__minus_02_dot_20_bar__plus_02_dot_52_bar__plus_02_dot_45 - receptacle
        GarbageCan_bar__plus_02_dot_96_bar__minus_01_dot_83_bar__plus_03_dot_83 - receptacle
        CoffeeMachine_bar__plus_03_dot_48_bar__minus_00_dot_55_bar__plus_01_dot_72 - receptacle
        loc_bar_3_bar_0_bar_0_bar_60 - location
        loc_bar_3_bar_9_bar_3_bar_30 - location
        loc_bar_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar_1_bar_3_bar_60 - location
        loc_bar_6_bar__minus_3_bar_0_bar_45 - location
        loc_bar_9_bar_6_bar_1_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_1_bar_0_bar_0 - location
        loc_bar__minus_3_bar_0_bar_2_bar_60 - location
        loc_bar__minus_4_bar_3_bar_2_bar_30 - location
        loc_bar__minus_5_bar_2_bar_2_bar_45 - location
        loc_bar__minus_5_bar_9_bar_0_bar_0 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_8_bar_1_bar_60 - location
        loc_bar__minus_7_bar_8_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_60 - location
        loc_bar__minus_8_bar__minus_5_bar_2_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_6_bar_1_bar_3_bar_60)
        (receptacleType Cabinet_bar__minus_02_dot_11_bar__plus_00_dot_88_bar__minus_03_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_11_bar__plus_00_dot_88_bar__minus_03_dot_09 loc_bar__minus_6_bar__minus_8_bar_1_bar_60)
        (openable Cabinet_bar__minus_02_dot_11_bar__plus_00_dot_88_bar__minus_03_dot_09)
        (receptacleType Cabinet_bar__minus_00_dot_86_bar__minus_00_dot_28_bar__plus_03_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_86_bar__minus_00_dot_28_bar__plus_03_dot_58 loc_bar__minus_2_bar__minus_1_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_86_bar__minus_00_dot_28_bar__plus_03_dot_58)
        (receptacleType Cabinet_bar__minus_03_dot_86_bar__plus_00_dot_19_bar__minus_01_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_86_bar__plus_00_dot_19_bar__minus_01_dot_63 loc_bar__minus_8_bar_9_bar_3_bar_60)
        (openable Cabinet_bar__minus_03_dot_86_bar__plus_00_dot_19_bar__minus_01_dot_63)
        (receptacleType CounterTop_bar__minus_03_dot_62_bar__minus_03_dot_48_bar__minus_02_dot_08 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_62_bar__minus_03_dot_48_bar__minus_02_dot_08 loc_bar__minus_5_bar__minus_6_bar_3_bar__minus_30)
        (receptacleType CounterTop_bar__plus_02_dot_83_bar__minus_01_dot_57_bar__minus_02_dot_97 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_83_bar__minus_01_dot_57_bar__minus_02_dot_97 loc_bar__minus_5_bar_2_bar_2_bar_45)
        (receptacleType Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75 loc_bar_6_bar__minus_3_bar_0_bar_45)
        (openable Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75)
        (receptacleType Drawer_bar__minus_03_dot_61_bar__minus_01_dot_98_bar__minus_03_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_61_bar__minus_01_dot_98_bar__minus_03_dot_85 loc_bar__minus_4_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_61_bar__minus_01_dot_98_bar__minus_03_dot_85)
        (receptacleType Fridge_bar__minus_03_dot_90_bar__plus_02_dot_39_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_90_bar__plus_02_dot_39_bar__minus_00_dot_71 loc_bar_3_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_90_bar__plus_02_dot_39_bar__minus_00_dot_71)
        (receptacleType Microwave_bar__minus_01_dot_44_bar__plus_01_dot_97_bar__minus_00_dot_10 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_44_bar__plus_01_dot_97_bar__minus_00_dot_10 loc_bar__minus_8_bar__minus_5_bar_2_bar__minus_30)
        (openable Microwave_bar__minus_01_dot_44_bar__plus_01_dot_97_bar__minus_00_dot_10)
        (receptacleType Sink_bar__plus_02_dot_99_bar__minus_03_dot_75_bar__minus_03_dot_26_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_99_bar__minus_03_dot_75_bar__minus_03_dot_26_bar_SinkBasin loc_bar_9_bar_6_bar_1_bar__minus_30)
        (receptacleType StoveBurner_bar__minus_01_dot_61_bar__plus_01_dot_15_bar__plus_00_dot_23 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_61_bar__plus_01_dot_15_bar__plus_00_dot_23 loc_bar_3_bar_0_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_01_dot_85_bar__minus_02_dot_15_bar__minus_00_dot_18 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_85_bar__minus_02_dot_15_bar__minus_00_dot_18 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_20_bar__plus_02_dot_52_bar__plus_02_dot_45 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_20_bar__plus_02_dot_52_bar__plus_02_dot_45 loc_bar__minus_5_bar_9_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_02_dot_96_bar__minus_01_dot_83_bar__plus_03_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_96_bar__minus_01_dot_83_bar__plus_03_dot_83 loc_bar__minus_7_bar_8_bar_2_bar__minus_30)
        (receptacleType CoffeeMachine_bar__plus_03_dot_48_bar__minus_00_dot_55_bar__plus_01_dot_72 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_03_dot_48_bar__minus_00_dot_55_bar__plus_01_dot_72 loc_bar__minus_3_bar_0_bar_2_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (objectType Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27 Fridge_bar__minus_03_dot_90_bar__plus_02_dot_39_bar__minus_00_dot_71)
        (objectAtLocation Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27 loc_bar_3_bar_9_bar_3_bar_30)
        (pickupable Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27)
        (isReceptacleObject Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27)
        (heatable Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27)
        (coolable Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27)
        (cleanable Plate_bar__minus_00_dot_59_bar__plus_00_dot_44_bar__minus_00_dot_27)
        (objectType Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71 DiningTable_bar__minus_02_dot_20_bar__plus_02_dot_52_bar__plus_02_dot_45)
        (objectAtLocation Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71 loc_bar__minus_5_bar_9_bar_0_bar_0)
        (pickupable Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71)
        (isReceptacleObject Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71)
        (coolable Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71)
        (cleanable Bowl_bar__minus_02_dot_83_bar__plus_03_dot_72_bar__minus_03_dot_71)
        (objectType CD_bar__plus_01_dot_49_bar__plus_01_dot_34_bar__plus_01_dot_59 CDType)
        (inReceptacle CD_bar__plus_01_dot_49_bar__plus_01_dot_34_bar__plus_01_dot_59 Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75)
        (objectAtLocation CD_bar__plus_01_dot_49_bar__plus_01_dot_34_bar__plus_01_dot_59 loc_bar_6_bar__minus_3_bar_0_bar_45)
        (pickupable CD_bar__plus_01_dot_49_bar__plus_01_dot_34_bar__plus_01_dot_59)
        (objectType Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05 Sink_bar__plus_02_dot_99_bar__minus_03_dot_75_bar__minus_03_dot_26_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05 loc_bar_9_bar_6_bar_1_bar__minus_30)
        (pickupable Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05)
        (heatable Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05)
        (coolable Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05)
        (cleanable Apple_bar__minus_01_dot_68_bar__plus_02_dot_02_bar__plus_00_dot_05)
        (objectType Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32 CounterTop_bar__minus_03_dot_62_bar__minus_03_dot_48_bar__minus_02_dot_08)
        (objectAtLocation Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32 loc_bar__minus_5_bar__minus_6_bar_3_bar__minus_30)
        (pickupable Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32)
        (cleanable Fork_bar__plus_00_dot_43_bar__plus_00_dot_68_bar__plus_03_dot_32)
        (objectType Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24 CounterTop_bar__plus_02_dot_83_bar__minus_01_dot_57_bar__minus_02_dot_97)
        (objectAtLocation Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24 loc_bar__minus_5_bar_2_bar_2_bar_45)
        (pickupable Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24)
        (cleanable Spoon_bar__minus_01_dot_70_bar__minus_02_dot_05_bar__minus_02_dot_24)
        (objectType Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39 DiningTable_bar__minus_02_dot_20_bar__plus_02_dot_52_bar__plus_02_dot_45)
        (objectAtLocation Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39 loc_bar__minus_5_bar_9_bar_0_bar_0)
        (pickupable Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39)
        (heatable Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39)
        (coolable Bread_bar__plus_00_dot_65_bar__minus_01_dot_84_bar__minus_01_dot_39)
        (objectType SaltShaker_bar__plus_02_dot_32_bar__plus_01_dot_27_bar__minus_02_dot_39 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_32_bar__plus_01_dot_27_bar__minus_02_dot_39 Drawer_bar__plus_01_dot_16_bar__minus_00_dot_70_bar__minus_00_dot_75)
        (objectAtLocation SaltShaker_bar__plus_02_dot_32_bar__plus_01_dot_27_bar__minus_02_dot_39 loc_bar_6_bar__minus_3_bar_0_bar_45)
        (pickupable SaltShaker_bar__plus_02_dot_32_bar__plus_01_dot_27_bar__minus_02_dot_39)
        (objectType DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02 Drawer_bar__minus_03_dot_61_bar__minus_01_dot_98_bar__minus_03_dot_85)
        (objectAtLocation DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02 loc_bar__minus_4_bar_3_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02)
        (cleanable DishSponge_bar__minus_02_dot_55_bar__plus_00_dot_35_bar__minus_03_dot_02)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PlateType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
