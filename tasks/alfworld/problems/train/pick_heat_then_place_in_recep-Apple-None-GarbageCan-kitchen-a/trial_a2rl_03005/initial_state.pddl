(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        BreadType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
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
        Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67 - object
        Book_bar__minus_02_dot_08_bar__plus_03_dot_14_bar__plus_02_dot_22 - object
        Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58 - object
        Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73 - object
        Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03 - object
        SaltShaker_bar__plus_01_dot_18_bar__plus_03_dot_00_bar__minus_02_dot_71 - object
        Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01 - object
        DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14 - object
        Cabinet_bar__minus_01_dot_24_bar__plus_01_dot_85_bar__plus_00_dot_72 - receptacle
        Cabinet_bar__minus_00_dot_40_bar__minus_02_dot_60_bar__plus_03_dot_03 - receptacle
        Cabinet_bar__minus_00_dot_89_bar__minus_02_dot_99_bar__plus_02_dot_33 - receptacle
        CounterTop_bar__plus_03_dot_96_bar__plus_03_dot_73_bar__plus_00_dot_03 - receptacle
        CounterTop_bar__minus_01_dot_93_bar__minus_03_dot_66_bar__minus_03_dot_09 - receptacle
        Drawer_bar__minus_00_dot_39_bar__minus_02_dot_52_bar__minus_00_dot_56 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84 - receptacle
        Fridge_bar__plus_03_dot_99_bar__plus_03_dot_64_bar__plus_00_dot_28 - receptacle
        Microwave_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_28 - receptacle
        Sink_bar__minus_00_dot_94_bar__minus_02_dot_52_bar__minus_03_dot_82_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_03_dot_50_bar__minus_02_dot_43_bar__minus_00_dot_26 - receptacle
        StoveBurner_bar__plus_03_dot_48_bar__plus_03_dot_65_bar__plus_03_dot_53 - receptacle
        DiningTable_bar__plus_01_dot_42_bar__minus_03_dot_65_bar__minus_03_dot_49 - receptacle
        GarbageCan_bar__plus_00_dot_70_bar__plus_00_dot_56_bar__plus_03_dot_83 - receptacle
        CoffeeMachine_bar__minus_03_dot_13_bar__minus_00_dot_67_bar__plus_03_dot_24 - receptacle
        loc_bar_0_bar__minus_6_bar_1_bar__minus_30 - location
        loc_bar_1_bar_3_bar_0_bar_45 - location
        loc_bar_3_bar_7_bar_1_bar_45 - location
        loc_bar_5_bar__minus_1_bar_0_bar__minus_30 - location
        loc_bar_6_bar_0_bar_2_bar_30 - location
        loc_bar_9_bar_6_bar_0_bar_0 - location
        loc_bar__minus_1_bar_2_bar_0_bar_45 - location
        loc_bar__minus_3_bar_2_bar_1_bar_60 - location
        loc_bar__minus_3_bar__minus_6_bar_2_bar_60 - location
        loc_bar__minus_4_bar_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar__minus_30 - location
        loc_bar__minus_5_bar_6_bar_2_bar_45 - location
        loc_bar__minus_7_bar_1_bar_1_bar_30 - location
        loc_bar__minus_7_bar_8_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_9_bar__minus_1_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_3_bar_7_bar_1_bar_45)
        (receptacleType Cabinet_bar__minus_01_dot_24_bar__plus_01_dot_85_bar__plus_00_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_24_bar__plus_01_dot_85_bar__plus_00_dot_72 loc_bar__minus_8_bar__minus_2_bar_2_bar_45)
        (openable Cabinet_bar__minus_01_dot_24_bar__plus_01_dot_85_bar__plus_00_dot_72)
        (receptacleType Cabinet_bar__minus_00_dot_40_bar__minus_02_dot_60_bar__plus_03_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_40_bar__minus_02_dot_60_bar__plus_03_dot_03 loc_bar__minus_9_bar__minus_1_bar_0_bar_60)
        (openable Cabinet_bar__minus_00_dot_40_bar__minus_02_dot_60_bar__plus_03_dot_03)
        (receptacleType Cabinet_bar__minus_00_dot_89_bar__minus_02_dot_99_bar__plus_02_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_89_bar__minus_02_dot_99_bar__plus_02_dot_33 loc_bar__minus_5_bar_6_bar_2_bar_45)
        (openable Cabinet_bar__minus_00_dot_89_bar__minus_02_dot_99_bar__plus_02_dot_33)
        (receptacleType CounterTop_bar__plus_03_dot_96_bar__plus_03_dot_73_bar__plus_00_dot_03 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_96_bar__plus_03_dot_73_bar__plus_00_dot_03 loc_bar__minus_7_bar_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_93_bar__minus_03_dot_66_bar__minus_03_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_93_bar__minus_03_dot_66_bar__minus_03_dot_09 loc_bar__minus_7_bar_8_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__minus_02_dot_52_bar__minus_00_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__minus_02_dot_52_bar__minus_00_dot_56 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_39_bar__minus_02_dot_52_bar__minus_00_dot_56)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84 loc_bar__minus_3_bar_2_bar_1_bar_60)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84)
        (receptacleType Fridge_bar__plus_03_dot_99_bar__plus_03_dot_64_bar__plus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_99_bar__plus_03_dot_64_bar__plus_00_dot_28 loc_bar_1_bar_3_bar_0_bar_45)
        (openable Fridge_bar__plus_03_dot_99_bar__plus_03_dot_64_bar__plus_00_dot_28)
        (receptacleType Microwave_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_28 loc_bar_0_bar__minus_6_bar_1_bar__minus_30)
        (openable Microwave_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_28)
        (receptacleType Sink_bar__minus_00_dot_94_bar__minus_02_dot_52_bar__minus_03_dot_82_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_94_bar__minus_02_dot_52_bar__minus_03_dot_82_bar_SinkBasin loc_bar__minus_1_bar_2_bar_0_bar_45)
        (receptacleType StoveBurner_bar__minus_03_dot_50_bar__minus_02_dot_43_bar__minus_00_dot_26 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_03_dot_50_bar__minus_02_dot_43_bar__minus_00_dot_26 loc_bar_6_bar_0_bar_2_bar_30)
        (receptacleType StoveBurner_bar__plus_03_dot_48_bar__plus_03_dot_65_bar__plus_03_dot_53 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_48_bar__plus_03_dot_65_bar__plus_03_dot_53 loc_bar__minus_3_bar__minus_6_bar_2_bar_60)
        (receptacleType DiningTable_bar__plus_01_dot_42_bar__minus_03_dot_65_bar__minus_03_dot_49 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_42_bar__minus_03_dot_65_bar__minus_03_dot_49 loc_bar_9_bar_6_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_00_dot_70_bar__plus_00_dot_56_bar__plus_03_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_70_bar__plus_00_dot_56_bar__plus_03_dot_83 loc_bar_5_bar__minus_1_bar_0_bar__minus_30)
        (receptacleType CoffeeMachine_bar__minus_03_dot_13_bar__minus_00_dot_67_bar__plus_03_dot_24 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_03_dot_13_bar__minus_00_dot_67_bar__plus_03_dot_24 loc_bar__minus_4_bar_7_bar_1_bar__minus_30)
        (canContain CabinetType BookType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67 DiningTable_bar__plus_01_dot_42_bar__minus_03_dot_65_bar__minus_03_dot_49)
        (objectAtLocation Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67 loc_bar_9_bar_6_bar_0_bar_0)
        (pickupable Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67)
        (heatable Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67)
        (coolable Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67)
        (cleanable Apple_bar__plus_00_dot_00_bar__plus_03_dot_78_bar__plus_02_dot_67)
        (objectType Book_bar__minus_02_dot_08_bar__plus_03_dot_14_bar__plus_02_dot_22 BookType)
        (inReceptacle Book_bar__minus_02_dot_08_bar__plus_03_dot_14_bar__plus_02_dot_22 Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84)
        (objectAtLocation Book_bar__minus_02_dot_08_bar__plus_03_dot_14_bar__plus_02_dot_22 loc_bar__minus_3_bar_2_bar_1_bar_60)
        (pickupable Book_bar__minus_02_dot_08_bar__plus_03_dot_14_bar__plus_02_dot_22)
        (objectType Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58 DiningTable_bar__plus_01_dot_42_bar__minus_03_dot_65_bar__minus_03_dot_49)
        (objectAtLocation Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58 loc_bar_9_bar_6_bar_0_bar_0)
        (pickupable Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58)
        (cleanable Fork_bar__plus_01_dot_54_bar__plus_03_dot_13_bar__plus_00_dot_58)
        (objectType Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73 SpoonType)
        (inReceptacle Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73 Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84)
        (objectAtLocation Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73 loc_bar__minus_3_bar_2_bar_1_bar_60)
        (pickupable Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73)
        (cleanable Spoon_bar__plus_03_dot_75_bar__minus_03_dot_97_bar__minus_02_dot_73)
        (objectType Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03 BreadType)
        (inReceptacle Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03 Microwave_bar__plus_00_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_28)
        (objectAtLocation Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03 loc_bar_0_bar__minus_6_bar_1_bar__minus_30)
        (pickupable Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03)
        (heatable Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03)
        (coolable Bread_bar__minus_03_dot_04_bar__plus_03_dot_43_bar__plus_00_dot_03)
        (objectType SaltShaker_bar__plus_01_dot_18_bar__plus_03_dot_00_bar__minus_02_dot_71 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_18_bar__plus_03_dot_00_bar__minus_02_dot_71 CounterTop_bar__plus_03_dot_96_bar__plus_03_dot_73_bar__plus_00_dot_03)
        (objectAtLocation SaltShaker_bar__plus_01_dot_18_bar__plus_03_dot_00_bar__minus_02_dot_71 loc_bar__minus_7_bar_1_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_01_dot_18_bar__plus_03_dot_00_bar__minus_02_dot_71)
        (objectType Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01 Sink_bar__minus_00_dot_94_bar__minus_02_dot_52_bar__minus_03_dot_82_bar_SinkBasin)
        (objectAtLocation Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01 loc_bar__minus_1_bar_2_bar_0_bar_45)
        (pickupable Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01)
        (cleanable Kettle_bar__minus_01_dot_51_bar__minus_00_dot_56_bar__minus_00_dot_01)
        (objectType DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14 Drawer_bar__minus_02_dot_28_bar__plus_03_dot_37_bar__minus_00_dot_84)
        (objectAtLocation DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14 loc_bar__minus_3_bar_2_bar_1_bar_60)
        (pickupable DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14)
        (cleanable DishSponge_bar__minus_02_dot_89_bar__plus_01_dot_69_bar__plus_00_dot_14)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
