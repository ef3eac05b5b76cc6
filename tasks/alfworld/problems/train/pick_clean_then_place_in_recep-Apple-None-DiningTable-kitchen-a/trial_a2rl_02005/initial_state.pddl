(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        DishSpongeType - otype
        ForkType - otype
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
        Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89 - object
        Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92 - object
        Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38 - object
        SaltShaker_bar__minus_03_dot_05_bar__plus_02_dot_30_bar__plus_03_dot_03 - object
        DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28 - object
        Cabinet_bar__minus_03_dot_66_bar__plus_03_dot_99_bar__plus_00_dot_10 - receptacle
        Cabinet_bar__plus_02_dot_84_bar__plus_02_dot_49_bar__minus_00_dot_80 - receptacle
        Cabinet_bar__minus_02_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_17 - receptacle
        CounterTop_bar__minus_00_dot_47_bar__plus_01_dot_61_bar__minus_03_dot_22 - receptacle
        CounterTop_bar__plus_00_dot_83_bar__minus_01_dot_57_bar__plus_00_dot_49 - receptacle
        Drawer_bar__plus_03_dot_55_bar__plus_01_dot_28_bar__minus_02_dot_02 - receptacle
        Drawer_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__plus_03_dot_17 - receptacle
        Fridge_bar__plus_03_dot_11_bar__minus_03_dot_49_bar__plus_00_dot_42 - receptacle
        Microwave_bar__minus_01_dot_41_bar__plus_00_dot_04_bar__minus_00_dot_03 - receptacle
        Sink_bar__minus_03_dot_27_bar__plus_01_dot_94_bar__minus_03_dot_69_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_03_dot_62_bar__minus_01_dot_55_bar__plus_01_dot_05 - receptacle
        StoveBurner_bar__plus_02_dot_79_bar__plus_02_dot_46_bar__plus_02_dot_02 - receptacle
        DiningTable_bar__minus_00_dot_83_bar__minus_03_dot_25_bar__minus_03_dot_09 - receptacle
        GarbageCan_bar__plus_01_dot_98_bar__minus_03_dot_33_bar__plus_00_dot_81 - receptacle
        CoffeeMachine_bar__minus_00_dot_57_bar__minus_03_dot_09_bar__plus_03_dot_53 - receptacle
        loc_bar_0_bar_6_bar_1_bar_0 - location
        loc_bar_0_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_1_bar_3_bar_0_bar_60 - location
        loc_bar_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_2_bar_4_bar_3_bar_0 - location
        loc_bar_6_bar_8_bar_0_bar_45 - location
        loc_bar_6_bar__minus_3_bar_2_bar_60 - location
        loc_bar_8_bar_6_bar_0_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_45 - location
        loc_bar__minus_3_bar_3_bar_3_bar_60 - location
        loc_bar__minus_3_bar_5_bar_0_bar_60 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_45 - location
        loc_bar__minus_5_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_7_bar_2_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_8_bar_2_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_7_bar_2_bar_3_bar__minus_30)
        (receptacleType Cabinet_bar__minus_03_dot_66_bar__plus_03_dot_99_bar__plus_00_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_66_bar__plus_03_dot_99_bar__plus_00_dot_10 loc_bar__minus_5_bar__minus_8_bar_3_bar_60)
        (openable Cabinet_bar__minus_03_dot_66_bar__plus_03_dot_99_bar__plus_00_dot_10)
        (receptacleType Cabinet_bar__plus_02_dot_84_bar__plus_02_dot_49_bar__minus_00_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_84_bar__plus_02_dot_49_bar__minus_00_dot_80 loc_bar_6_bar__minus_3_bar_2_bar_60)
        (openable Cabinet_bar__plus_02_dot_84_bar__plus_02_dot_49_bar__minus_00_dot_80)
        (receptacleType Cabinet_bar__minus_02_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_17 loc_bar__minus_5_bar__minus_3_bar_1_bar_45)
        (openable Cabinet_bar__minus_02_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_17)
        (receptacleType CounterTop_bar__minus_00_dot_47_bar__plus_01_dot_61_bar__minus_03_dot_22 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_47_bar__plus_01_dot_61_bar__minus_03_dot_22 loc_bar__minus_3_bar_3_bar_3_bar_60)
        (receptacleType CounterTop_bar__plus_00_dot_83_bar__minus_01_dot_57_bar__plus_00_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_83_bar__minus_01_dot_57_bar__plus_00_dot_49 loc_bar_2_bar_4_bar_3_bar_0)
        (receptacleType Drawer_bar__plus_03_dot_55_bar__plus_01_dot_28_bar__minus_02_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_55_bar__plus_01_dot_28_bar__minus_02_dot_02 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__plus_03_dot_55_bar__plus_01_dot_28_bar__minus_02_dot_02)
        (receptacleType Drawer_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__plus_03_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__plus_03_dot_17 loc_bar__minus_8_bar_8_bar_2_bar_0)
        (openable Drawer_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__plus_03_dot_17)
        (receptacleType Fridge_bar__plus_03_dot_11_bar__minus_03_dot_49_bar__plus_00_dot_42 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_11_bar__minus_03_dot_49_bar__plus_00_dot_42 loc_bar_0_bar__minus_4_bar_0_bar__minus_30)
        (openable Fridge_bar__plus_03_dot_11_bar__minus_03_dot_49_bar__plus_00_dot_42)
        (receptacleType Microwave_bar__minus_01_dot_41_bar__plus_00_dot_04_bar__minus_00_dot_03 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_41_bar__plus_00_dot_04_bar__minus_00_dot_03 loc_bar_1_bar_3_bar_0_bar_60)
        (openable Microwave_bar__minus_01_dot_41_bar__plus_00_dot_04_bar__minus_00_dot_03)
        (receptacleType Sink_bar__minus_03_dot_27_bar__plus_01_dot_94_bar__minus_03_dot_69_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_27_bar__plus_01_dot_94_bar__minus_03_dot_69_bar_SinkBasin loc_bar__minus_3_bar_5_bar_0_bar_60)
        (receptacleType StoveBurner_bar__plus_03_dot_62_bar__minus_01_dot_55_bar__plus_01_dot_05 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_62_bar__minus_01_dot_55_bar__plus_01_dot_05 loc_bar_9_bar__minus_3_bar_1_bar_45)
        (receptacleType StoveBurner_bar__plus_02_dot_79_bar__plus_02_dot_46_bar__plus_02_dot_02 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_79_bar__plus_02_dot_46_bar__plus_02_dot_02 loc_bar_0_bar_6_bar_1_bar_0)
        (receptacleType DiningTable_bar__minus_00_dot_83_bar__minus_03_dot_25_bar__minus_03_dot_09 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_83_bar__minus_03_dot_25_bar__minus_03_dot_09 loc_bar_6_bar_8_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_01_dot_98_bar__minus_03_dot_33_bar__plus_00_dot_81 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_98_bar__minus_03_dot_33_bar__plus_00_dot_81 loc_bar_8_bar_6_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_57_bar__minus_03_dot_09_bar__plus_03_dot_53 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_57_bar__minus_03_dot_09_bar__plus_03_dot_53 loc_bar_1_bar__minus_7_bar_2_bar__minus_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89 CounterTop_bar__minus_00_dot_47_bar__plus_01_dot_61_bar__minus_03_dot_22)
        (objectAtLocation Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89 loc_bar__minus_3_bar_3_bar_3_bar_60)
        (pickupable Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89)
        (heatable Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89)
        (coolable Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89)
        (cleanable Apple_bar__plus_02_dot_36_bar__minus_02_dot_99_bar__plus_01_dot_89)
        (objectType Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92 Drawer_bar__plus_03_dot_55_bar__plus_01_dot_28_bar__minus_02_dot_02)
        (objectAtLocation Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (pickupable Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92)
        (cleanable Fork_bar__minus_02_dot_00_bar__plus_00_dot_72_bar__minus_03_dot_92)
        (objectType Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38 SpoonType)
        (inReceptacle Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38 Drawer_bar__plus_00_dot_53_bar__plus_00_dot_21_bar__plus_03_dot_17)
        (objectAtLocation Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38 loc_bar__minus_8_bar_8_bar_2_bar_0)
        (pickupable Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38)
        (cleanable Spoon_bar__minus_03_dot_03_bar__minus_00_dot_02_bar__minus_00_dot_38)
        (objectType SaltShaker_bar__minus_03_dot_05_bar__plus_02_dot_30_bar__plus_03_dot_03 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_05_bar__plus_02_dot_30_bar__plus_03_dot_03 Cabinet_bar__plus_02_dot_84_bar__plus_02_dot_49_bar__minus_00_dot_80)
        (objectAtLocation SaltShaker_bar__minus_03_dot_05_bar__plus_02_dot_30_bar__plus_03_dot_03 loc_bar_6_bar__minus_3_bar_2_bar_60)
        (pickupable SaltShaker_bar__minus_03_dot_05_bar__plus_02_dot_30_bar__plus_03_dot_03)
        (objectType DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28 Cabinet_bar__minus_03_dot_66_bar__plus_03_dot_99_bar__plus_00_dot_10)
        (objectAtLocation DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28 loc_bar__minus_5_bar__minus_8_bar_3_bar_60)
        (pickupable DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28)
        (cleanable DishSponge_bar__plus_03_dot_84_bar__plus_02_dot_03_bar__plus_01_dot_28)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
