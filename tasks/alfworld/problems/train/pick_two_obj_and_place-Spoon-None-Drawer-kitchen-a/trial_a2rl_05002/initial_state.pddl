(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        MugType - otype
        PlateType - otype
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
        Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17 - object
        Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11 - object
        Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21 - object
        Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84 - object
        Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56 - object
        CD_bar__plus_03_dot_89_bar__minus_02_dot_65_bar__plus_03_dot_23 - object
        Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99 - object
        Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15 - object
        Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95 - object
        Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86 - object
        DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01 - object
        Cabinet_bar__plus_02_dot_13_bar__plus_01_dot_18_bar__plus_01_dot_22 - receptacle
        Cabinet_bar__plus_01_dot_52_bar__minus_03_dot_32_bar__minus_03_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05 - receptacle
        CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91 - receptacle
        CounterTop_bar__plus_02_dot_40_bar__minus_02_dot_98_bar__plus_01_dot_13 - receptacle
        Drawer_bar__plus_02_dot_24_bar__minus_01_dot_32_bar__plus_01_dot_56 - receptacle
        Drawer_bar__minus_00_dot_18_bar__minus_03_dot_94_bar__minus_02_dot_36 - receptacle
        Fridge_bar__minus_02_dot_50_bar__plus_02_dot_04_bar__plus_01_dot_01 - receptacle
        Microwave_bar__plus_01_dot_68_bar__plus_02_dot_80_bar__minus_00_dot_98 - receptacle
        Sink_bar__minus_03_dot_47_bar__plus_00_dot_00_bar__minus_03_dot_64_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_02_dot_39_bar__minus_01_dot_23_bar__minus_03_dot_36 - receptacle
        StoveBurner_bar__minus_02_dot_80_bar__minus_00_dot_68_bar__plus_00_dot_40 - receptacle
        DiningTable_bar__plus_03_dot_54_bar__minus_00_dot_02_bar__minus_03_dot_37 - receptacle
        GarbageCan_bar__plus_01_dot_74_bar__minus_00_dot_94_bar__minus_02_dot_48 - receptacle
        CoffeeMachine_bar__plus_02_dot_76_bar__plus_02_dot_58_bar__minus_01_dot_75 - receptacle
        loc_bar_0_bar_4_bar_0_bar_0 - location
        loc_bar_1_bar_4_bar_0_bar_60 - location
        loc_bar_1_bar_8_bar_2_bar_45 - location
        loc_bar_2_bar_9_bar_1_bar_60 - location
        loc_bar_2_bar__minus_4_bar_1_bar_0 - location
        loc_bar_4_bar_2_bar_2_bar__minus_30 - location
        loc_bar_4_bar_3_bar_3_bar__minus_30 - location
        loc_bar_4_bar_9_bar_0_bar_60 - location
        loc_bar_6_bar_4_bar_1_bar_60 - location
        loc_bar_7_bar__minus_3_bar_1_bar_0 - location
        loc_bar_8_bar_5_bar_2_bar_0 - location
        loc_bar__minus_1_bar_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_9_bar_2_bar_0 - location
        loc_bar__minus_2_bar__minus_9_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar_1_bar_3_bar_0 - location
        loc_bar__minus_5_bar_4_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_3_bar_1_bar_3_bar_0)
        (receptacleType Cabinet_bar__plus_02_dot_13_bar__plus_01_dot_18_bar__plus_01_dot_22 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_13_bar__plus_01_dot_18_bar__plus_01_dot_22 loc_bar_2_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_13_bar__plus_01_dot_18_bar__plus_01_dot_22)
        (receptacleType Cabinet_bar__plus_01_dot_52_bar__minus_03_dot_32_bar__minus_03_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_52_bar__minus_03_dot_32_bar__minus_03_dot_68 loc_bar_4_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_52_bar__minus_03_dot_32_bar__minus_03_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05 loc_bar__minus_2_bar_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05)
        (receptacleType CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91 loc_bar_0_bar_4_bar_0_bar_0)
        (receptacleType CounterTop_bar__plus_02_dot_40_bar__minus_02_dot_98_bar__plus_01_dot_13 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_40_bar__minus_02_dot_98_bar__plus_01_dot_13 loc_bar__minus_5_bar_4_bar_0_bar_60)
        (receptacleType Drawer_bar__plus_02_dot_24_bar__minus_01_dot_32_bar__plus_01_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_24_bar__minus_01_dot_32_bar__plus_01_dot_56 loc_bar_2_bar_9_bar_1_bar_60)
        (openable Drawer_bar__plus_02_dot_24_bar__minus_01_dot_32_bar__plus_01_dot_56)
        (receptacleType Drawer_bar__minus_00_dot_18_bar__minus_03_dot_94_bar__minus_02_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_18_bar__minus_03_dot_94_bar__minus_02_dot_36 loc_bar__minus_1_bar_8_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_18_bar__minus_03_dot_94_bar__minus_02_dot_36)
        (receptacleType Fridge_bar__minus_02_dot_50_bar__plus_02_dot_04_bar__plus_01_dot_01 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_50_bar__plus_02_dot_04_bar__plus_01_dot_01 loc_bar_4_bar_9_bar_0_bar_60)
        (openable Fridge_bar__minus_02_dot_50_bar__plus_02_dot_04_bar__plus_01_dot_01)
        (receptacleType Microwave_bar__plus_01_dot_68_bar__plus_02_dot_80_bar__minus_00_dot_98 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_68_bar__plus_02_dot_80_bar__minus_00_dot_98 loc_bar_1_bar_8_bar_2_bar_45)
        (openable Microwave_bar__plus_01_dot_68_bar__plus_02_dot_80_bar__minus_00_dot_98)
        (receptacleType Sink_bar__minus_03_dot_47_bar__plus_00_dot_00_bar__minus_03_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_47_bar__plus_00_dot_00_bar__minus_03_dot_64_bar_SinkBasin loc_bar_8_bar_5_bar_2_bar_0)
        (receptacleType StoveBurner_bar__minus_02_dot_39_bar__minus_01_dot_23_bar__minus_03_dot_36 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_39_bar__minus_01_dot_23_bar__minus_03_dot_36 loc_bar_1_bar_4_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_02_dot_80_bar__minus_00_dot_68_bar__plus_00_dot_40 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_80_bar__minus_00_dot_68_bar__plus_00_dot_40 loc_bar_6_bar_4_bar_1_bar_60)
        (receptacleType DiningTable_bar__plus_03_dot_54_bar__minus_00_dot_02_bar__minus_03_dot_37 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_03_dot_54_bar__minus_00_dot_02_bar__minus_03_dot_37 loc_bar_4_bar_2_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_01_dot_74_bar__minus_00_dot_94_bar__minus_02_dot_48 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_74_bar__minus_00_dot_94_bar__minus_02_dot_48 loc_bar__minus_2_bar__minus_9_bar_1_bar__minus_30)
        (receptacleType CoffeeMachine_bar__plus_02_dot_76_bar__plus_02_dot_58_bar__minus_01_dot_75 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_76_bar__plus_02_dot_58_bar__minus_01_dot_75 loc_bar_7_bar__minus_3_bar_1_bar_0)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17 CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91)
        (objectAtLocation Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17 loc_bar_0_bar_4_bar_0_bar_0)
        (pickupable Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17)
        (cleanable Spoon_bar__plus_01_dot_98_bar__minus_02_dot_94_bar__plus_00_dot_17)
        (objectType Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11 CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91)
        (objectAtLocation Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11 loc_bar_0_bar_4_bar_0_bar_0)
        (pickupable Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11)
        (cleanable Spoon_bar__minus_02_dot_45_bar__minus_00_dot_01_bar__minus_03_dot_11)
        (objectType Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21 MugType)
        (inReceptacle Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21 Cabinet_bar__plus_01_dot_52_bar__minus_03_dot_32_bar__minus_03_dot_68)
        (objectAtLocation Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21 loc_bar_4_bar_3_bar_3_bar__minus_30)
        (pickupable Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21)
        (isReceptacleObject Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21)
        (heatable Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21)
        (coolable Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21)
        (cleanable Mug_bar__minus_02_dot_25_bar__minus_02_dot_05_bar__plus_01_dot_21)
        (objectType Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84 BowlType)
        (inReceptacle Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84 Microwave_bar__plus_01_dot_68_bar__plus_02_dot_80_bar__minus_00_dot_98)
        (objectAtLocation Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84 loc_bar_1_bar_8_bar_2_bar_45)
        (pickupable Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84)
        (isReceptacleObject Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84)
        (coolable Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84)
        (cleanable Bowl_bar__minus_03_dot_43_bar__minus_00_dot_28_bar__plus_02_dot_84)
        (objectType Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56 CounterTop_bar__plus_02_dot_40_bar__minus_02_dot_98_bar__plus_01_dot_13)
        (objectAtLocation Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56 loc_bar__minus_5_bar_4_bar_0_bar_60)
        (pickupable Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56)
        (isReceptacleObject Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56)
        (heatable Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56)
        (coolable Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56)
        (cleanable Plate_bar__minus_01_dot_28_bar__minus_03_dot_33_bar__plus_01_dot_56)
        (objectType CD_bar__plus_03_dot_89_bar__minus_02_dot_65_bar__plus_03_dot_23 CDType)
        (inReceptacle CD_bar__plus_03_dot_89_bar__minus_02_dot_65_bar__plus_03_dot_23 GarbageCan_bar__plus_01_dot_74_bar__minus_00_dot_94_bar__minus_02_dot_48)
        (objectAtLocation CD_bar__plus_03_dot_89_bar__minus_02_dot_65_bar__plus_03_dot_23 loc_bar__minus_2_bar__minus_9_bar_1_bar__minus_30)
        (pickupable CD_bar__plus_03_dot_89_bar__minus_02_dot_65_bar__plus_03_dot_23)
        (objectType Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99 EggType)
        (inReceptacle Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99 Sink_bar__minus_03_dot_47_bar__plus_00_dot_00_bar__minus_03_dot_64_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99 loc_bar_8_bar_5_bar_2_bar_0)
        (pickupable Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99)
        (heatable Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99)
        (coolable Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99)
        (cleanable Egg_bar__minus_03_dot_62_bar__minus_03_dot_13_bar__plus_03_dot_99)
        (objectType Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15 ForkType)
        (inReceptacle Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15 Drawer_bar__minus_00_dot_18_bar__minus_03_dot_94_bar__minus_02_dot_36)
        (objectAtLocation Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15 loc_bar__minus_1_bar_8_bar_2_bar_30)
        (pickupable Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15)
        (cleanable Fork_bar__plus_03_dot_69_bar__plus_00_dot_01_bar__minus_00_dot_15)
        (objectType Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95 CounterTop_bar__plus_01_dot_50_bar__plus_02_dot_45_bar__plus_00_dot_91)
        (objectAtLocation Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95 loc_bar_0_bar_4_bar_0_bar_0)
        (pickupable Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95)
        (cleanable Spoon_bar__minus_00_dot_28_bar__plus_00_dot_65_bar__minus_02_dot_95)
        (objectType Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86 Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05)
        (objectAtLocation Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86 loc_bar__minus_2_bar_9_bar_2_bar_0)
        (pickupable Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86)
        (cleanable Kettle_bar__plus_00_dot_60_bar__plus_00_dot_36_bar__minus_02_dot_86)
        (objectType DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01 Cabinet_bar__minus_02_dot_50_bar__plus_03_dot_85_bar__plus_02_dot_05)
        (objectAtLocation DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01 loc_bar__minus_2_bar_9_bar_2_bar_0)
        (pickupable DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01)
        (cleanable DishSponge_bar__plus_02_dot_86_bar__plus_00_dot_07_bar__minus_03_dot_01)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SpoonType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SpoonType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
