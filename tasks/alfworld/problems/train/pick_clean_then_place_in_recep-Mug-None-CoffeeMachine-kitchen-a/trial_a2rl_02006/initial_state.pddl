(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        BreadType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        MugType - otype
        PlateType - otype
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
        Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28 - object
        Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62 - object
        Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91 - object
        Book_bar__minus_01_dot_50_bar__plus_01_dot_51_bar__minus_02_dot_86 - object
        Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18 - object
        Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26 - object
        Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94 - object
        Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37 - object
        DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30 - object
        Cabinet_bar__minus_00_dot_05_bar__plus_02_dot_26_bar__plus_01_dot_56 - receptacle
        Cabinet_bar__minus_03_dot_94_bar__minus_00_dot_97_bar__plus_02_dot_76 - receptacle
        Cabinet_bar__minus_00_dot_04_bar__minus_02_dot_01_bar__plus_02_dot_59 - receptacle
        CounterTop_bar__minus_02_dot_02_bar__plus_03_dot_27_bar__minus_03_dot_99 - receptacle
        CounterTop_bar__plus_02_dot_76_bar__plus_00_dot_28_bar__minus_03_dot_64 - receptacle
        Drawer_bar__plus_02_dot_23_bar__minus_02_dot_21_bar__minus_01_dot_91 - receptacle
        Drawer_bar__plus_00_dot_99_bar__plus_03_dot_57_bar__minus_01_dot_95 - receptacle
        Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91 - receptacle
        Microwave_bar__plus_01_dot_04_bar__minus_00_dot_07_bar__plus_03_dot_42 - receptacle
        Sink_bar__minus_02_dot_93_bar__plus_00_dot_04_bar__plus_02_dot_83_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_02_dot_81_bar__plus_01_dot_40_bar__minus_03_dot_69 - receptacle
        StoveBurner_bar__plus_00_dot_12_bar__minus_01_dot_00_bar__minus_01_dot_76 - receptacle
        DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02 - receptacle
        GarbageCan_bar__plus_02_dot_20_bar__minus_00_dot_96_bar__minus_01_dot_50 - receptacle
        CoffeeMachine_bar__minus_00_dot_24_bar__plus_00_dot_46_bar__plus_00_dot_18 - receptacle
        loc_bar_0_bar_6_bar_1_bar_45 - location
        loc_bar_1_bar__minus_1_bar_0_bar__minus_30 - location
        loc_bar_1_bar__minus_2_bar_3_bar_60 - location
        loc_bar_1_bar__minus_5_bar_2_bar_0 - location
        loc_bar_2_bar_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_5_bar_0_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_45 - location
        loc_bar_3_bar_1_bar_3_bar_30 - location
        loc_bar_6_bar_7_bar_2_bar_60 - location
        loc_bar_7_bar__minus_7_bar_2_bar_30 - location
        loc_bar_9_bar__minus_6_bar_3_bar_45 - location
        loc_bar__minus_3_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_7_bar_0_bar_2_bar_0 - location
        loc_bar__minus_7_bar_6_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_6_bar_7_bar_2_bar_60)
        (receptacleType Cabinet_bar__minus_00_dot_05_bar__plus_02_dot_26_bar__plus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_05_bar__plus_02_dot_26_bar__plus_01_dot_56 loc_bar_7_bar__minus_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_05_bar__plus_02_dot_26_bar__plus_01_dot_56)
        (receptacleType Cabinet_bar__minus_03_dot_94_bar__minus_00_dot_97_bar__plus_02_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_94_bar__minus_00_dot_97_bar__plus_02_dot_76 loc_bar_1_bar__minus_1_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_94_bar__minus_00_dot_97_bar__plus_02_dot_76)
        (receptacleType Cabinet_bar__minus_00_dot_04_bar__minus_02_dot_01_bar__plus_02_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_04_bar__minus_02_dot_01_bar__plus_02_dot_59 loc_bar_2_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_04_bar__minus_02_dot_01_bar__plus_02_dot_59)
        (receptacleType CounterTop_bar__minus_02_dot_02_bar__plus_03_dot_27_bar__minus_03_dot_99 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_02_bar__plus_03_dot_27_bar__minus_03_dot_99 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_76_bar__plus_00_dot_28_bar__minus_03_dot_64 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_76_bar__plus_00_dot_28_bar__minus_03_dot_64 loc_bar_1_bar__minus_5_bar_2_bar_0)
        (receptacleType Drawer_bar__plus_02_dot_23_bar__minus_02_dot_21_bar__minus_01_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_23_bar__minus_02_dot_21_bar__minus_01_dot_91 loc_bar__minus_6_bar__minus_9_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_23_bar__minus_02_dot_21_bar__minus_01_dot_91)
        (receptacleType Drawer_bar__plus_00_dot_99_bar__plus_03_dot_57_bar__minus_01_dot_95 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_99_bar__plus_03_dot_57_bar__minus_01_dot_95 loc_bar__minus_3_bar_4_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_99_bar__plus_03_dot_57_bar__minus_01_dot_95)
        (receptacleType Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91 loc_bar_9_bar__minus_6_bar_3_bar_45)
        (openable Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__minus_00_dot_07_bar__plus_03_dot_42 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__minus_00_dot_07_bar__plus_03_dot_42 loc_bar__minus_7_bar__minus_2_bar_3_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__minus_00_dot_07_bar__plus_03_dot_42)
        (receptacleType Sink_bar__minus_02_dot_93_bar__plus_00_dot_04_bar__plus_02_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_93_bar__plus_00_dot_04_bar__plus_02_dot_83_bar_SinkBasin loc_bar_2_bar__minus_5_bar_1_bar_45)
        (receptacleType StoveBurner_bar__minus_02_dot_81_bar__plus_01_dot_40_bar__minus_03_dot_69 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_81_bar__plus_01_dot_40_bar__minus_03_dot_69 loc_bar_0_bar_6_bar_1_bar_45)
        (receptacleType StoveBurner_bar__plus_00_dot_12_bar__minus_01_dot_00_bar__minus_01_dot_76 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_12_bar__minus_01_dot_00_bar__minus_01_dot_76 loc_bar_3_bar_1_bar_3_bar_30)
        (receptacleType DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02 loc_bar__minus_7_bar_6_bar_3_bar_60)
        (receptacleType GarbageCan_bar__plus_02_dot_20_bar__minus_00_dot_96_bar__minus_01_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_20_bar__minus_00_dot_96_bar__minus_01_dot_50 loc_bar__minus_7_bar_0_bar_2_bar_0)
        (receptacleType CoffeeMachine_bar__minus_00_dot_24_bar__plus_00_dot_46_bar__plus_00_dot_18 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_24_bar__plus_00_dot_46_bar__plus_00_dot_18 loc_bar_1_bar__minus_2_bar_3_bar_60)
        (canContain CabinetType BookType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DrawerType BookType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
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
        (canContain StoveBurnerType KettleType)
        (objectType Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28 MugType)
        (inReceptacle Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28 DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02)
        (objectAtLocation Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28 loc_bar__minus_7_bar_6_bar_3_bar_60)
        (pickupable Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28)
        (isReceptacleObject Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28)
        (heatable Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28)
        (coolable Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28)
        (cleanable Mug_bar__minus_03_dot_76_bar__plus_03_dot_27_bar__minus_00_dot_28)
        (objectType Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62 Cabinet_bar__minus_00_dot_05_bar__plus_02_dot_26_bar__plus_01_dot_56)
        (objectAtLocation Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62 loc_bar_7_bar__minus_7_bar_2_bar_30)
        (pickupable Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62)
        (isReceptacleObject Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62)
        (coolable Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62)
        (cleanable Bowl_bar__plus_01_dot_76_bar__plus_03_dot_49_bar__plus_00_dot_62)
        (objectType Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91 Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91)
        (objectAtLocation Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91 loc_bar_9_bar__minus_6_bar_3_bar_45)
        (pickupable Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91)
        (isReceptacleObject Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91)
        (heatable Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91)
        (coolable Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91)
        (cleanable Plate_bar__minus_00_dot_16_bar__minus_00_dot_04_bar__minus_01_dot_91)
        (objectType Book_bar__minus_01_dot_50_bar__plus_01_dot_51_bar__minus_02_dot_86 BookType)
        (inReceptacle Book_bar__minus_01_dot_50_bar__plus_01_dot_51_bar__minus_02_dot_86 CounterTop_bar__minus_02_dot_02_bar__plus_03_dot_27_bar__minus_03_dot_99)
        (objectAtLocation Book_bar__minus_01_dot_50_bar__plus_01_dot_51_bar__minus_02_dot_86 loc_bar_2_bar__minus_5_bar_0_bar_30)
        (pickupable Book_bar__minus_01_dot_50_bar__plus_01_dot_51_bar__minus_02_dot_86)
        (objectType Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18 EggType)
        (inReceptacle Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18 DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02)
        (objectAtLocation Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18 loc_bar__minus_7_bar_6_bar_3_bar_60)
        (pickupable Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18)
        (heatable Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18)
        (coolable Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18)
        (cleanable Egg_bar__minus_01_dot_09_bar__plus_02_dot_03_bar__plus_00_dot_18)
        (objectType Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26 DiningTable_bar__plus_02_dot_07_bar__minus_00_dot_36_bar__plus_00_dot_02)
        (objectAtLocation Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26 loc_bar__minus_7_bar_6_bar_3_bar_60)
        (pickupable Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26)
        (cleanable Fork_bar__plus_01_dot_29_bar__plus_03_dot_15_bar__minus_02_dot_26)
        (objectType Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94 Fridge_bar__minus_00_dot_67_bar__minus_02_dot_41_bar__minus_00_dot_91)
        (objectAtLocation Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94 loc_bar_9_bar__minus_6_bar_3_bar_45)
        (pickupable Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94)
        (heatable Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94)
        (coolable Bread_bar__plus_01_dot_13_bar__plus_01_dot_98_bar__plus_02_dot_94)
        (objectType Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37 Cabinet_bar__minus_00_dot_04_bar__minus_02_dot_01_bar__plus_02_dot_59)
        (objectAtLocation Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37 loc_bar_2_bar_4_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37)
        (cleanable Kettle_bar__minus_01_dot_39_bar__minus_03_dot_44_bar__plus_03_dot_37)
        (objectType DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30 GarbageCan_bar__plus_02_dot_20_bar__minus_00_dot_96_bar__minus_01_dot_50)
        (objectAtLocation DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30 loc_bar__minus_7_bar_0_bar_2_bar_0)
        (pickupable DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30)
        (cleanable DishSponge_bar__plus_01_dot_62_bar__minus_02_dot_32_bar__plus_03_dot_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
