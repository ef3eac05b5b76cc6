(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BreadType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        PanType - otype
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
        Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42 - object
        Book_bar__plus_03_dot_40_bar__plus_02_dot_11_bar__plus_03_dot_11 - object
        Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61 - object
        Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59 - object
        Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91 - object
        SaltShaker_bar__plus_02_dot_61_bar__minus_02_dot_29_bar__minus_00_dot_03 - object
        Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45 - object
        DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02 - object
        Cabinet_bar__plus_01_dot_91_bar__plus_03_dot_25_bar__minus_01_dot_56 - receptacle
        Cabinet_bar__plus_01_dot_42_bar__minus_01_dot_51_bar__plus_02_dot_07 - receptacle
        Cabinet_bar__plus_00_dot_33_bar__minus_01_dot_42_bar__plus_00_dot_19 - receptacle
        CounterTop_bar__plus_00_dot_02_bar__plus_03_dot_89_bar__plus_01_dot_99 - receptacle
        CounterTop_bar__minus_03_dot_81_bar__minus_03_dot_74_bar__plus_02_dot_51 - receptacle
        Drawer_bar__plus_02_dot_14_bar__minus_01_dot_60_bar__minus_03_dot_39 - receptacle
        Drawer_bar__plus_03_dot_80_bar__plus_00_dot_05_bar__plus_01_dot_64 - receptacle
        Fridge_bar__plus_01_dot_97_bar__minus_00_dot_22_bar__minus_02_dot_49 - receptacle
        Microwave_bar__plus_03_dot_03_bar__minus_01_dot_16_bar__plus_02_dot_91 - receptacle
        Sink_bar__minus_02_dot_02_bar__minus_03_dot_20_bar__minus_03_dot_53_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_38_bar__minus_03_dot_22_bar__minus_01_dot_71 - receptacle
        StoveBurner_bar__plus_03_dot_31_bar__plus_00_dot_42_bar__minus_00_dot_53 - receptacle
        DiningTable_bar__minus_01_dot_90_bar__minus_03_dot_67_bar__minus_02_dot_30 - receptacle
        GarbageCan_bar__minus_02_dot_32_bar__plus_03_dot_41_bar__minus_02_dot_52 - receptacle
        CoffeeMachine_bar__minus_00_dot_72_bar__plus_02_dot_20_bar__plus_03_dot_38 - receptacle
        loc_bar_1_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_2_bar_1_bar_0 - location
        loc_bar_5_bar_4_bar_3_bar_0 - location
        loc_bar_5_bar_8_bar_2_bar_60 - location
        loc_bar_6_bar__minus_7_bar_2_bar_45 - location
        loc_bar_8_bar_1_bar_3_bar_60 - location
        loc_bar_8_bar__minus_1_bar_0_bar_0 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_45 - location
        loc_bar__minus_5_bar_9_bar_1_bar_60 - location
        loc_bar__minus_6_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_7_bar_7_bar_3_bar_30 - location
        loc_bar__minus_8_bar_8_bar_1_bar_60 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_1_bar_0 - location
        loc_bar__minus_9_bar__minus_6_bar_3_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_8_bar__minus_1_bar_0_bar_0)
        (receptacleType Cabinet_bar__plus_01_dot_91_bar__plus_03_dot_25_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_91_bar__plus_03_dot_25_bar__minus_01_dot_56 loc_bar_1_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_91_bar__plus_03_dot_25_bar__minus_01_dot_56)
        (receptacleType Cabinet_bar__plus_01_dot_42_bar__minus_01_dot_51_bar__plus_02_dot_07 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_42_bar__minus_01_dot_51_bar__plus_02_dot_07 loc_bar_5_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__plus_01_dot_42_bar__minus_01_dot_51_bar__plus_02_dot_07)
        (receptacleType Cabinet_bar__plus_00_dot_33_bar__minus_01_dot_42_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_33_bar__minus_01_dot_42_bar__plus_00_dot_19 loc_bar__minus_8_bar_8_bar_1_bar_60)
        (openable Cabinet_bar__plus_00_dot_33_bar__minus_01_dot_42_bar__plus_00_dot_19)
        (receptacleType CounterTop_bar__plus_00_dot_02_bar__plus_03_dot_89_bar__plus_01_dot_99 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_02_bar__plus_03_dot_89_bar__plus_01_dot_99 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_81_bar__minus_03_dot_74_bar__plus_02_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_81_bar__minus_03_dot_74_bar__plus_02_dot_51 loc_bar__minus_5_bar_9_bar_1_bar_60)
        (receptacleType Drawer_bar__plus_02_dot_14_bar__minus_01_dot_60_bar__minus_03_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_14_bar__minus_01_dot_60_bar__minus_03_dot_39 loc_bar__minus_6_bar__minus_9_bar_2_bar_0)
        (openable Drawer_bar__plus_02_dot_14_bar__minus_01_dot_60_bar__minus_03_dot_39)
        (receptacleType Drawer_bar__plus_03_dot_80_bar__plus_00_dot_05_bar__plus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_80_bar__plus_00_dot_05_bar__plus_01_dot_64 loc_bar_2_bar__minus_2_bar_1_bar_0)
        (openable Drawer_bar__plus_03_dot_80_bar__plus_00_dot_05_bar__plus_01_dot_64)
        (receptacleType Fridge_bar__plus_01_dot_97_bar__minus_00_dot_22_bar__minus_02_dot_49 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_97_bar__minus_00_dot_22_bar__minus_02_dot_49 loc_bar_6_bar__minus_7_bar_2_bar_45)
        (openable Fridge_bar__plus_01_dot_97_bar__minus_00_dot_22_bar__minus_02_dot_49)
        (receptacleType Microwave_bar__plus_03_dot_03_bar__minus_01_dot_16_bar__plus_02_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_03_dot_03_bar__minus_01_dot_16_bar__plus_02_dot_91 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (openable Microwave_bar__plus_03_dot_03_bar__minus_01_dot_16_bar__plus_02_dot_91)
        (receptacleType Sink_bar__minus_02_dot_02_bar__minus_03_dot_20_bar__minus_03_dot_53_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_02_bar__minus_03_dot_20_bar__minus_03_dot_53_bar_SinkBasin loc_bar_8_bar_1_bar_3_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_38_bar__minus_03_dot_22_bar__minus_01_dot_71 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_38_bar__minus_03_dot_22_bar__minus_01_dot_71 loc_bar__minus_6_bar__minus_1_bar_0_bar_60)
        (receptacleType StoveBurner_bar__plus_03_dot_31_bar__plus_00_dot_42_bar__minus_00_dot_53 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_31_bar__plus_00_dot_42_bar__minus_00_dot_53 loc_bar_5_bar_8_bar_2_bar_60)
        (receptacleType DiningTable_bar__minus_01_dot_90_bar__minus_03_dot_67_bar__minus_02_dot_30 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_90_bar__minus_03_dot_67_bar__minus_02_dot_30 loc_bar__minus_9_bar__minus_6_bar_3_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_02_dot_32_bar__plus_03_dot_41_bar__minus_02_dot_52 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_32_bar__plus_03_dot_41_bar__minus_02_dot_52 loc_bar__minus_4_bar__minus_5_bar_1_bar_45)
        (receptacleType CoffeeMachine_bar__minus_00_dot_72_bar__plus_02_dot_20_bar__plus_03_dot_38 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_72_bar__plus_02_dot_20_bar__plus_03_dot_38 loc_bar__minus_9_bar_7_bar_1_bar_0)
        (canContain CabinetType BookType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (objectType Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42 PanType)
        (inReceptacle Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42 Cabinet_bar__plus_01_dot_42_bar__minus_01_dot_51_bar__plus_02_dot_07)
        (objectAtLocation Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42 loc_bar_5_bar_4_bar_3_bar_0)
        (pickupable Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42)
        (isReceptacleObject Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42)
        (coolable Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42)
        (cleanable Pan_bar__plus_02_dot_95_bar__minus_01_dot_20_bar__minus_01_dot_42)
        (objectType Book_bar__plus_03_dot_40_bar__plus_02_dot_11_bar__plus_03_dot_11 BookType)
        (inReceptacle Book_bar__plus_03_dot_40_bar__plus_02_dot_11_bar__plus_03_dot_11 Cabinet_bar__plus_00_dot_33_bar__minus_01_dot_42_bar__plus_00_dot_19)
        (objectAtLocation Book_bar__plus_03_dot_40_bar__plus_02_dot_11_bar__plus_03_dot_11 loc_bar__minus_8_bar_8_bar_1_bar_60)
        (pickupable Book_bar__plus_03_dot_40_bar__plus_02_dot_11_bar__plus_03_dot_11)
        (objectType Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61 ForkType)
        (inReceptacle Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61 CounterTop_bar__plus_00_dot_02_bar__plus_03_dot_89_bar__plus_01_dot_99)
        (objectAtLocation Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61)
        (cleanable Fork_bar__minus_03_dot_96_bar__minus_00_dot_35_bar__plus_00_dot_61)
        (objectType Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59 SpoonType)
        (inReceptacle Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59 Sink_bar__minus_02_dot_02_bar__minus_03_dot_20_bar__minus_03_dot_53_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59 loc_bar_8_bar_1_bar_3_bar_60)
        (pickupable Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59)
        (cleanable Spoon_bar__plus_03_dot_78_bar__minus_00_dot_60_bar__minus_03_dot_59)
        (objectType Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91 Microwave_bar__plus_03_dot_03_bar__minus_01_dot_16_bar__plus_02_dot_91)
        (objectAtLocation Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91 loc_bar__minus_7_bar_7_bar_3_bar_30)
        (pickupable Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91)
        (heatable Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91)
        (coolable Bread_bar__minus_01_dot_24_bar__minus_00_dot_68_bar__minus_02_dot_91)
        (objectType SaltShaker_bar__plus_02_dot_61_bar__minus_02_dot_29_bar__minus_00_dot_03 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_61_bar__minus_02_dot_29_bar__minus_00_dot_03 Cabinet_bar__plus_01_dot_91_bar__plus_03_dot_25_bar__minus_01_dot_56)
        (objectAtLocation SaltShaker_bar__plus_02_dot_61_bar__minus_02_dot_29_bar__minus_00_dot_03 loc_bar_1_bar__minus_5_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_61_bar__minus_02_dot_29_bar__minus_00_dot_03)
        (objectType Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45 CounterTop_bar__plus_00_dot_02_bar__plus_03_dot_89_bar__plus_01_dot_99)
        (objectAtLocation Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45)
        (cleanable Kettle_bar__minus_02_dot_11_bar__plus_01_dot_05_bar__plus_02_dot_45)
        (objectType DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02 Drawer_bar__plus_02_dot_14_bar__minus_01_dot_60_bar__minus_03_dot_39)
        (objectAtLocation DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02 loc_bar__minus_6_bar__minus_9_bar_2_bar_0)
        (pickupable DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02)
        (cleanable DishSponge_bar__minus_03_dot_40_bar__minus_03_dot_33_bar__plus_00_dot_02)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r StoveBurnerType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
