(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BreadType - otype
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
        Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88 - object
        Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08 - object
        Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33 - object
        Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89 - object
        Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04 - object
        Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36 - object
        SaltShaker_bar__plus_03_dot_00_bar__plus_00_dot_77_bar__minus_03_dot_73 - object
        Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83 - object
        DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18 - object
        Cabinet_bar__plus_03_dot_07_bar__plus_03_dot_26_bar__minus_00_dot_66 - receptacle
        Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_65_bar__plus_02_dot_79 - receptacle
        Cabinet_bar__minus_00_dot_21_bar__plus_02_dot_29_bar__plus_01_dot_67 - receptacle
        CounterTop_bar__plus_03_dot_19_bar__minus_00_dot_70_bar__minus_01_dot_52 - receptacle
        CounterTop_bar__plus_02_dot_05_bar__plus_00_dot_82_bar__plus_03_dot_76 - receptacle
        Drawer_bar__minus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_63 - receptacle
        Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04 - receptacle
        Fridge_bar__minus_00_dot_95_bar__plus_03_dot_31_bar__minus_00_dot_81 - receptacle
        Microwave_bar__minus_00_dot_76_bar__minus_02_dot_27_bar__minus_02_dot_27 - receptacle
        Sink_bar__minus_02_dot_94_bar__minus_00_dot_13_bar__plus_01_dot_55_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_00_dot_80_bar__minus_01_dot_51_bar__minus_01_dot_27 - receptacle
        StoveBurner_bar__minus_02_dot_02_bar__minus_02_dot_97_bar__minus_01_dot_19 - receptacle
        DiningTable_bar__minus_01_dot_74_bar__plus_00_dot_15_bar__minus_00_dot_64 - receptacle
        GarbageCan_bar__minus_00_dot_80_bar__plus_03_dot_69_bar__plus_01_dot_44 - receptacle
        CoffeeMachine_bar__plus_00_dot_15_bar__plus_00_dot_77_bar__plus_03_dot_30 - receptacle
        loc_bar_0_bar_5_bar_2_bar_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_2_bar__minus_6_bar_2_bar_45 - location
        loc_bar_3_bar__minus_3_bar_0_bar__minus_30 - location
        loc_bar_5_bar__minus_9_bar_2_bar_30 - location
        loc_bar_7_bar__minus_2_bar_0_bar_30 - location
        loc_bar_8_bar_2_bar_0_bar_60 - location
        loc_bar_8_bar_6_bar_2_bar_0 - location
        loc_bar_9_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_1_bar_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar__minus_6_bar_8_bar_0_bar_0 - location
        loc_bar__minus_7_bar_7_bar_0_bar_60 - location
        loc_bar__minus_7_bar_8_bar_0_bar_45 - location
        loc_bar__minus_9_bar_0_bar_1_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_0_bar_5_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_03_dot_07_bar__plus_03_dot_26_bar__minus_00_dot_66 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_07_bar__plus_03_dot_26_bar__minus_00_dot_66 loc_bar__minus_1_bar__minus_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_03_dot_07_bar__plus_03_dot_26_bar__minus_00_dot_66)
        (receptacleType Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_65_bar__plus_02_dot_79 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_65_bar__plus_02_dot_79 loc_bar_2_bar__minus_6_bar_2_bar_45)
        (openable Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_65_bar__plus_02_dot_79)
        (receptacleType Cabinet_bar__minus_00_dot_21_bar__plus_02_dot_29_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_21_bar__plus_02_dot_29_bar__plus_01_dot_67 loc_bar__minus_9_bar_0_bar_1_bar_60)
        (openable Cabinet_bar__minus_00_dot_21_bar__plus_02_dot_29_bar__plus_01_dot_67)
        (receptacleType CounterTop_bar__plus_03_dot_19_bar__minus_00_dot_70_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_19_bar__minus_00_dot_70_bar__minus_01_dot_52 loc_bar_3_bar__minus_3_bar_0_bar__minus_30)
        (receptacleType CounterTop_bar__plus_02_dot_05_bar__plus_00_dot_82_bar__plus_03_dot_76 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_05_bar__plus_00_dot_82_bar__plus_03_dot_76 loc_bar__minus_5_bar__minus_4_bar_1_bar__minus_30)
        (receptacleType Drawer_bar__minus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_63 loc_bar_8_bar_2_bar_0_bar_60)
        (openable Drawer_bar__minus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_63)
        (receptacleType Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04 loc_bar__minus_7_bar_7_bar_0_bar_60)
        (openable Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04)
        (receptacleType Fridge_bar__minus_00_dot_95_bar__plus_03_dot_31_bar__minus_00_dot_81 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_95_bar__plus_03_dot_31_bar__minus_00_dot_81 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Fridge_bar__minus_00_dot_95_bar__plus_03_dot_31_bar__minus_00_dot_81)
        (receptacleType Microwave_bar__minus_00_dot_76_bar__minus_02_dot_27_bar__minus_02_dot_27 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_76_bar__minus_02_dot_27_bar__minus_02_dot_27 loc_bar__minus_1_bar_5_bar_0_bar_30)
        (openable Microwave_bar__minus_00_dot_76_bar__minus_02_dot_27_bar__minus_02_dot_27)
        (receptacleType Sink_bar__minus_02_dot_94_bar__minus_00_dot_13_bar__plus_01_dot_55_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_94_bar__minus_00_dot_13_bar__plus_01_dot_55_bar_SinkBasin loc_bar_5_bar__minus_9_bar_2_bar_30)
        (receptacleType StoveBurner_bar__minus_00_dot_80_bar__minus_01_dot_51_bar__minus_01_dot_27 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_80_bar__minus_01_dot_51_bar__minus_01_dot_27 loc_bar__minus_7_bar_8_bar_0_bar_45)
        (receptacleType StoveBurner_bar__minus_02_dot_02_bar__minus_02_dot_97_bar__minus_01_dot_19 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_02_bar__minus_02_dot_97_bar__minus_01_dot_19 loc_bar_7_bar__minus_2_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_74_bar__plus_00_dot_15_bar__minus_00_dot_64 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_74_bar__plus_00_dot_15_bar__minus_00_dot_64 loc_bar__minus_6_bar_8_bar_0_bar_0)
        (receptacleType GarbageCan_bar__minus_00_dot_80_bar__plus_03_dot_69_bar__plus_01_dot_44 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_80_bar__plus_03_dot_69_bar__plus_01_dot_44 loc_bar_8_bar_6_bar_2_bar_0)
        (receptacleType CoffeeMachine_bar__plus_00_dot_15_bar__plus_00_dot_77_bar__plus_03_dot_30 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_15_bar__plus_00_dot_77_bar__plus_03_dot_30 loc_bar_9_bar__minus_4_bar_2_bar_0)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88 EggType)
        (inReceptacle Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88 GarbageCan_bar__minus_00_dot_80_bar__plus_03_dot_69_bar__plus_01_dot_44)
        (objectAtLocation Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88 loc_bar_8_bar_6_bar_2_bar_0)
        (pickupable Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88)
        (heatable Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88)
        (coolable Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88)
        (cleanable Egg_bar__minus_01_dot_20_bar__plus_01_dot_17_bar__minus_02_dot_88)
        (objectType Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08 MugType)
        (inReceptacle Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08 Sink_bar__minus_02_dot_94_bar__minus_00_dot_13_bar__plus_01_dot_55_bar_SinkBasin)
        (objectAtLocation Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08 loc_bar_5_bar__minus_9_bar_2_bar_30)
        (pickupable Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08)
        (isReceptacleObject Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08)
        (heatable Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08)
        (coolable Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08)
        (cleanable Mug_bar__minus_03_dot_99_bar__plus_03_dot_39_bar__minus_03_dot_08)
        (objectType Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33 BowlType)
        (inReceptacle Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33 Sink_bar__minus_02_dot_94_bar__minus_00_dot_13_bar__plus_01_dot_55_bar_SinkBasin)
        (objectAtLocation Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33 loc_bar_5_bar__minus_9_bar_2_bar_30)
        (pickupable Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33)
        (isReceptacleObject Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33)
        (coolable Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33)
        (cleanable Bowl_bar__plus_03_dot_15_bar__minus_01_dot_19_bar__plus_02_dot_33)
        (objectType Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89 Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04)
        (objectAtLocation Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89 loc_bar__minus_7_bar_7_bar_0_bar_60)
        (pickupable Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89)
        (cleanable Fork_bar__plus_02_dot_17_bar__minus_01_dot_50_bar__plus_01_dot_89)
        (objectType Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04 Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04)
        (objectAtLocation Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04 loc_bar__minus_7_bar_7_bar_0_bar_60)
        (pickupable Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04)
        (cleanable Spoon_bar__minus_00_dot_25_bar__plus_01_dot_36_bar__plus_00_dot_04)
        (objectType Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36 CounterTop_bar__plus_03_dot_19_bar__minus_00_dot_70_bar__minus_01_dot_52)
        (objectAtLocation Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36 loc_bar_3_bar__minus_3_bar_0_bar__minus_30)
        (pickupable Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36)
        (heatable Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36)
        (coolable Bread_bar__minus_01_dot_50_bar__minus_01_dot_27_bar__minus_02_dot_36)
        (objectType SaltShaker_bar__plus_03_dot_00_bar__plus_00_dot_77_bar__minus_03_dot_73 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_03_dot_00_bar__plus_00_dot_77_bar__minus_03_dot_73 Drawer_bar__minus_00_dot_91_bar__minus_00_dot_09_bar__minus_03_dot_04)
        (objectAtLocation SaltShaker_bar__plus_03_dot_00_bar__plus_00_dot_77_bar__minus_03_dot_73 loc_bar__minus_7_bar_7_bar_0_bar_60)
        (pickupable SaltShaker_bar__plus_03_dot_00_bar__plus_00_dot_77_bar__minus_03_dot_73)
        (objectType Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83 DiningTable_bar__minus_01_dot_74_bar__plus_00_dot_15_bar__minus_00_dot_64)
        (objectAtLocation Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83 loc_bar__minus_6_bar_8_bar_0_bar_0)
        (pickupable Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83)
        (cleanable Kettle_bar__plus_00_dot_01_bar__minus_02_dot_10_bar__plus_02_dot_83)
        (objectType DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18 Cabinet_bar__minus_00_dot_21_bar__plus_02_dot_29_bar__plus_01_dot_67)
        (objectAtLocation DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18 loc_bar__minus_9_bar_0_bar_1_bar_60)
        (pickupable DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18)
        (cleanable DishSponge_bar__minus_03_dot_90_bar__minus_01_dot_20_bar__minus_02_dot_18)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
