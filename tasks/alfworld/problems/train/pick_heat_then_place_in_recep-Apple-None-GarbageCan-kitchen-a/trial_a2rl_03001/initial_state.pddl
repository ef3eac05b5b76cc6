(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        CDType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        MugType - otype
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
        Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30 - object
        Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92 - object
        CD_bar__plus_00_dot_97_bar__plus_01_dot_25_bar__minus_03_dot_18 - object
        Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10 - object
        Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00 - object
        Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05 - object
        SaltShaker_bar__plus_01_dot_41_bar__plus_03_dot_61_bar__plus_02_dot_43 - object
        Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78 - object
        DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96 - object
        Cabinet_bar__plus_00_dot_68_bar__minus_00_dot_78_bar__plus_00_dot_66 - receptacle
        Cabinet_bar__plus_00_dot_91_bar__minus_01_dot_08_bar__plus_02_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_06_bar__plus_03_dot_59 - receptacle
        CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73 - receptacle
        CounterTop_bar__plus_00_dot_82_bar__minus_00_dot_62_bar__plus_02_dot_41 - receptacle
        Drawer_bar__plus_02_dot_60_bar__minus_03_dot_84_bar__minus_02_dot_69 - receptacle
        Drawer_bar__plus_00_dot_49_bar__minus_02_dot_57_bar__minus_01_dot_53 - receptacle
        Fridge_bar__plus_03_dot_78_bar__minus_00_dot_46_bar__plus_00_dot_94 - receptacle
        Microwave_bar__plus_01_dot_54_bar__plus_01_dot_89_bar__plus_00_dot_51 - receptacle
        Sink_bar__plus_02_dot_81_bar__plus_00_dot_20_bar__plus_02_dot_56_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_02_dot_85_bar__minus_03_dot_95_bar__minus_02_dot_89 - receptacle
        StoveBurner_bar__plus_00_dot_68_bar__minus_03_dot_01_bar__plus_02_dot_86 - receptacle
        DiningTable_bar__plus_01_dot_28_bar__plus_03_dot_71_bar__plus_01_dot_87 - receptacle
        GarbageCan_bar__minus_02_dot_82_bar__plus_00_dot_50_bar__minus_00_dot_21 - receptacle
        CoffeeMachine_bar__minus_00_dot_62_bar__minus_00_dot_50_bar__minus_02_dot_40 - receptacle
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar__minus_9_bar_0_bar_0 - location
        loc_bar_6_bar__minus_5_bar_1_bar_0 - location
        loc_bar_6_bar__minus_9_bar_3_bar_60 - location
        loc_bar_7_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar_8_bar_4_bar_2_bar_0 - location
        loc_bar_8_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar_9_bar__minus_7_bar_2_bar_45 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar_60 - location
        loc_bar__minus_4_bar__minus_5_bar_0_bar_45 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_6_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_1_bar_60 - location
        loc_bar__minus_7_bar__minus_9_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_7_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_6_bar__minus_9_bar_3_bar_60)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__minus_00_dot_78_bar__plus_00_dot_66 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__minus_00_dot_78_bar__plus_00_dot_66 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__minus_00_dot_78_bar__plus_00_dot_66)
        (receptacleType Cabinet_bar__plus_00_dot_91_bar__minus_01_dot_08_bar__plus_02_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_91_bar__minus_01_dot_08_bar__plus_02_dot_31 loc_bar_6_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_91_bar__minus_01_dot_08_bar__plus_02_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_06_bar__plus_03_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_06_bar__plus_03_dot_59 loc_bar__minus_4_bar__minus_5_bar_0_bar_45)
        (openable Cabinet_bar__plus_00_dot_97_bar__plus_02_dot_06_bar__plus_03_dot_59)
        (receptacleType CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73 loc_bar_8_bar_4_bar_2_bar_0)
        (receptacleType CounterTop_bar__plus_00_dot_82_bar__minus_00_dot_62_bar__plus_02_dot_41 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_82_bar__minus_00_dot_62_bar__plus_02_dot_41 loc_bar_7_bar__minus_1_bar_2_bar__minus_30)
        (receptacleType Drawer_bar__plus_02_dot_60_bar__minus_03_dot_84_bar__minus_02_dot_69 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_60_bar__minus_03_dot_84_bar__minus_02_dot_69 loc_bar_0_bar__minus_9_bar_0_bar_0)
        (openable Drawer_bar__plus_02_dot_60_bar__minus_03_dot_84_bar__minus_02_dot_69)
        (receptacleType Drawer_bar__plus_00_dot_49_bar__minus_02_dot_57_bar__minus_01_dot_53 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_49_bar__minus_02_dot_57_bar__minus_01_dot_53 loc_bar__minus_7_bar__minus_9_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_49_bar__minus_02_dot_57_bar__minus_01_dot_53)
        (receptacleType Fridge_bar__plus_03_dot_78_bar__minus_00_dot_46_bar__plus_00_dot_94 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_78_bar__minus_00_dot_46_bar__plus_00_dot_94 loc_bar_8_bar__minus_3_bar_3_bar__minus_30)
        (openable Fridge_bar__plus_03_dot_78_bar__minus_00_dot_46_bar__plus_00_dot_94)
        (receptacleType Microwave_bar__plus_01_dot_54_bar__plus_01_dot_89_bar__plus_00_dot_51 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_54_bar__plus_01_dot_89_bar__plus_00_dot_51 loc_bar_9_bar__minus_7_bar_2_bar_45)
        (openable Microwave_bar__plus_01_dot_54_bar__plus_01_dot_89_bar__plus_00_dot_51)
        (receptacleType Sink_bar__plus_02_dot_81_bar__plus_00_dot_20_bar__plus_02_dot_56_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_81_bar__plus_00_dot_20_bar__plus_02_dot_56_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_0)
        (receptacleType StoveBurner_bar__plus_02_dot_85_bar__minus_03_dot_95_bar__minus_02_dot_89 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_85_bar__minus_03_dot_95_bar__minus_02_dot_89 loc_bar__minus_8_bar__minus_7_bar_0_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_68_bar__minus_03_dot_01_bar__plus_02_dot_86 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_68_bar__minus_03_dot_01_bar__plus_02_dot_86 loc_bar__minus_2_bar__minus_5_bar_2_bar_60)
        (receptacleType DiningTable_bar__plus_01_dot_28_bar__plus_03_dot_71_bar__plus_01_dot_87 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_28_bar__plus_03_dot_71_bar__plus_01_dot_87 loc_bar__minus_5_bar__minus_6_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_02_dot_82_bar__plus_00_dot_50_bar__minus_00_dot_21 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_82_bar__plus_00_dot_50_bar__minus_00_dot_21 loc_bar__minus_7_bar_3_bar_1_bar_60)
        (receptacleType CoffeeMachine_bar__minus_00_dot_62_bar__minus_00_dot_50_bar__minus_02_dot_40 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_62_bar__minus_00_dot_50_bar__minus_02_dot_40 loc_bar__minus_5_bar__minus_1_bar_2_bar__minus_30)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30 CounterTop_bar__plus_00_dot_82_bar__minus_00_dot_62_bar__plus_02_dot_41)
        (objectAtLocation Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30 loc_bar_7_bar__minus_1_bar_2_bar__minus_30)
        (pickupable Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30)
        (heatable Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30)
        (coolable Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30)
        (cleanable Apple_bar__plus_02_dot_59_bar__minus_03_dot_40_bar__minus_03_dot_30)
        (objectType Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92 MugType)
        (inReceptacle Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92 CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73)
        (objectAtLocation Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92 loc_bar_8_bar_4_bar_2_bar_0)
        (pickupable Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92)
        (isReceptacleObject Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92)
        (heatable Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92)
        (coolable Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92)
        (cleanable Mug_bar__minus_00_dot_19_bar__minus_02_dot_40_bar__minus_01_dot_92)
        (objectType CD_bar__plus_00_dot_97_bar__plus_01_dot_25_bar__minus_03_dot_18 CDType)
        (inReceptacle CD_bar__plus_00_dot_97_bar__plus_01_dot_25_bar__minus_03_dot_18 CounterTop_bar__plus_00_dot_82_bar__minus_00_dot_62_bar__plus_02_dot_41)
        (objectAtLocation CD_bar__plus_00_dot_97_bar__plus_01_dot_25_bar__minus_03_dot_18 loc_bar_7_bar__minus_1_bar_2_bar__minus_30)
        (pickupable CD_bar__plus_00_dot_97_bar__plus_01_dot_25_bar__minus_03_dot_18)
        (objectType Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10 EggType)
        (inReceptacle Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10 DiningTable_bar__plus_01_dot_28_bar__plus_03_dot_71_bar__plus_01_dot_87)
        (objectAtLocation Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10 loc_bar__minus_5_bar__minus_6_bar_2_bar__minus_30)
        (pickupable Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10)
        (heatable Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10)
        (coolable Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10)
        (cleanable Egg_bar__minus_01_dot_37_bar__plus_01_dot_71_bar__minus_00_dot_10)
        (objectType Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00 Sink_bar__plus_02_dot_81_bar__plus_00_dot_20_bar__plus_02_dot_56_bar_SinkBasin)
        (objectAtLocation Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00 loc_bar__minus_1_bar__minus_4_bar_2_bar_0)
        (pickupable Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00)
        (cleanable Fork_bar__minus_01_dot_32_bar__minus_00_dot_52_bar__plus_03_dot_00)
        (objectType Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05 DiningTable_bar__plus_01_dot_28_bar__plus_03_dot_71_bar__plus_01_dot_87)
        (objectAtLocation Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05 loc_bar__minus_5_bar__minus_6_bar_2_bar__minus_30)
        (pickupable Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05)
        (cleanable Spoon_bar__minus_00_dot_07_bar__plus_03_dot_67_bar__plus_00_dot_05)
        (objectType SaltShaker_bar__plus_01_dot_41_bar__plus_03_dot_61_bar__plus_02_dot_43 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_41_bar__plus_03_dot_61_bar__plus_02_dot_43 CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73)
        (objectAtLocation SaltShaker_bar__plus_01_dot_41_bar__plus_03_dot_61_bar__plus_02_dot_43 loc_bar_8_bar_4_bar_2_bar_0)
        (pickupable SaltShaker_bar__plus_01_dot_41_bar__plus_03_dot_61_bar__plus_02_dot_43)
        (objectType Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78 KettleType)
        (inReceptacle Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78 Sink_bar__plus_02_dot_81_bar__plus_00_dot_20_bar__plus_02_dot_56_bar_SinkBasin)
        (objectAtLocation Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78 loc_bar__minus_1_bar__minus_4_bar_2_bar_0)
        (pickupable Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78)
        (cleanable Kettle_bar__minus_03_dot_33_bar__plus_01_dot_11_bar__minus_03_dot_78)
        (objectType DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96 CounterTop_bar__plus_01_dot_16_bar__minus_02_dot_19_bar__plus_03_dot_73)
        (objectAtLocation DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96 loc_bar_8_bar_4_bar_2_bar_0)
        (pickupable DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96)
        (cleanable DishSponge_bar__minus_03_dot_26_bar__minus_00_dot_28_bar__plus_01_dot_96)
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
