(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        CDType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        LettuceType - otype
        MugType - otype
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
        Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42 - object
        Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57 - object
        CD_bar__minus_03_dot_74_bar__minus_03_dot_54_bar__plus_01_dot_43 - object
        Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87 - object
        Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67 - object
        Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61 - object
        Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06 - object
        DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11 - object
        Cabinet_bar__plus_00_dot_94_bar__plus_00_dot_61_bar__minus_01_dot_79 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_02_dot_95_bar__minus_01_dot_38 - receptacle
        Cabinet_bar__minus_03_dot_82_bar__plus_01_dot_87_bar__plus_02_dot_77 - receptacle
        CounterTop_bar__plus_02_dot_00_bar__minus_02_dot_51_bar__plus_01_dot_59 - receptacle
        CounterTop_bar__minus_01_dot_16_bar__plus_03_dot_99_bar__minus_01_dot_91 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_16_bar__minus_02_dot_25 - receptacle
        Drawer_bar__plus_02_dot_36_bar__plus_01_dot_16_bar__plus_03_dot_56 - receptacle
        Fridge_bar__minus_00_dot_70_bar__minus_02_dot_69_bar__plus_02_dot_99 - receptacle
        Microwave_bar__plus_01_dot_04_bar__minus_00_dot_36_bar__plus_01_dot_48 - receptacle
        Sink_bar__plus_03_dot_24_bar__minus_02_dot_87_bar__minus_03_dot_04_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_94_bar__plus_03_dot_49_bar__plus_03_dot_99 - receptacle
        StoveBurner_bar__minus_02_dot_55_bar__minus_03_dot_52_bar__plus_03_dot_73 - receptacle
        DiningTable_bar__minus_02_dot_04_bar__minus_00_dot_80_bar__plus_00_dot_76 - receptacle
        GarbageCan_bar__minus_01_dot_03_bar__minus_00_dot_69_bar__plus_03_dot_30 - receptacle
        CoffeeMachine_bar__minus_03_dot_74_bar__minus_00_dot_99_bar__minus_00_dot_19 - receptacle
        loc_bar_2_bar_6_bar_3_bar_30 - location
        loc_bar_2_bar__minus_2_bar_1_bar_0 - location
        loc_bar_4_bar_6_bar_3_bar__minus_30 - location
        loc_bar_5_bar_5_bar_1_bar_60 - location
        loc_bar_6_bar_9_bar_1_bar_45 - location
        loc_bar_6_bar__minus_9_bar_0_bar_30 - location
        loc_bar_7_bar_8_bar_0_bar_60 - location
        loc_bar_9_bar__minus_1_bar_0_bar_30 - location
        loc_bar_9_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_0_bar_2_bar_60 - location
        loc_bar__minus_6_bar_2_bar_0_bar_60 - location
        loc_bar__minus_8_bar_9_bar_0_bar_45 - location
        loc_bar__minus_9_bar_5_bar_0_bar_0 - location
        loc_bar__minus_9_bar_5_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_5_bar_3_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_3_bar_0_bar_2_bar_60)
        (receptacleType Cabinet_bar__plus_00_dot_94_bar__plus_00_dot_61_bar__minus_01_dot_79 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_94_bar__plus_00_dot_61_bar__minus_01_dot_79 loc_bar__minus_9_bar__minus_5_bar_3_bar_45)
        (openable Cabinet_bar__plus_00_dot_94_bar__plus_00_dot_61_bar__minus_01_dot_79)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_02_dot_95_bar__minus_01_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_02_dot_95_bar__minus_01_dot_38 loc_bar_2_bar__minus_2_bar_1_bar_0)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_02_dot_95_bar__minus_01_dot_38)
        (receptacleType Cabinet_bar__minus_03_dot_82_bar__plus_01_dot_87_bar__plus_02_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_82_bar__plus_01_dot_87_bar__plus_02_dot_77 loc_bar_2_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_82_bar__plus_01_dot_87_bar__plus_02_dot_77)
        (receptacleType CounterTop_bar__plus_02_dot_00_bar__minus_02_dot_51_bar__plus_01_dot_59 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_00_bar__minus_02_dot_51_bar__plus_01_dot_59 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_16_bar__plus_03_dot_99_bar__minus_01_dot_91 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_16_bar__plus_03_dot_99_bar__minus_01_dot_91 loc_bar_6_bar__minus_9_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_16_bar__minus_02_dot_25 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_16_bar__minus_02_dot_25 loc_bar__minus_9_bar_5_bar_0_bar_0)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_16_bar__minus_02_dot_25)
        (receptacleType Drawer_bar__plus_02_dot_36_bar__plus_01_dot_16_bar__plus_03_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_36_bar__plus_01_dot_16_bar__plus_03_dot_56 loc_bar_5_bar_5_bar_1_bar_60)
        (openable Drawer_bar__plus_02_dot_36_bar__plus_01_dot_16_bar__plus_03_dot_56)
        (receptacleType Fridge_bar__minus_00_dot_70_bar__minus_02_dot_69_bar__plus_02_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_70_bar__minus_02_dot_69_bar__plus_02_dot_99 loc_bar__minus_9_bar_5_bar_2_bar_30)
        (openable Fridge_bar__minus_00_dot_70_bar__minus_02_dot_69_bar__plus_02_dot_99)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__minus_00_dot_36_bar__plus_01_dot_48 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__minus_00_dot_36_bar__plus_01_dot_48 loc_bar_9_bar__minus_9_bar_2_bar_30)
        (openable Microwave_bar__plus_01_dot_04_bar__minus_00_dot_36_bar__plus_01_dot_48)
        (receptacleType Sink_bar__plus_03_dot_24_bar__minus_02_dot_87_bar__minus_03_dot_04_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_24_bar__minus_02_dot_87_bar__minus_03_dot_04_bar_SinkBasin loc_bar__minus_6_bar_2_bar_0_bar_60)
        (receptacleType StoveBurner_bar__plus_00_dot_94_bar__plus_03_dot_49_bar__plus_03_dot_99 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_94_bar__plus_03_dot_49_bar__plus_03_dot_99 loc_bar_4_bar_6_bar_3_bar__minus_30)
        (receptacleType StoveBurner_bar__minus_02_dot_55_bar__minus_03_dot_52_bar__plus_03_dot_73 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_55_bar__minus_03_dot_52_bar__plus_03_dot_73 loc_bar_6_bar_9_bar_1_bar_45)
        (receptacleType DiningTable_bar__minus_02_dot_04_bar__minus_00_dot_80_bar__plus_00_dot_76 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_04_bar__minus_00_dot_80_bar__plus_00_dot_76 loc_bar__minus_8_bar_9_bar_0_bar_45)
        (receptacleType GarbageCan_bar__minus_01_dot_03_bar__minus_00_dot_69_bar__plus_03_dot_30 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_03_bar__minus_00_dot_69_bar__plus_03_dot_30 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType CoffeeMachine_bar__minus_03_dot_74_bar__minus_00_dot_99_bar__minus_00_dot_19 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_03_dot_74_bar__minus_00_dot_99_bar__minus_00_dot_19 loc_bar_7_bar_8_bar_0_bar_60)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42 LettuceType)
        (inReceptacle Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42 CounterTop_bar__minus_01_dot_16_bar__plus_03_dot_99_bar__minus_01_dot_91)
        (objectAtLocation Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42 loc_bar_6_bar__minus_9_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42)
        (coolable Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42)
        (cleanable Lettuce_bar__minus_03_dot_80_bar__plus_03_dot_47_bar__plus_03_dot_42)
        (objectType Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57 MugType)
        (inReceptacle Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57 Fridge_bar__minus_00_dot_70_bar__minus_02_dot_69_bar__plus_02_dot_99)
        (objectAtLocation Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57 loc_bar__minus_9_bar_5_bar_2_bar_30)
        (pickupable Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57)
        (isReceptacleObject Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57)
        (heatable Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57)
        (coolable Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57)
        (cleanable Mug_bar__minus_01_dot_36_bar__minus_03_dot_63_bar__plus_02_dot_57)
        (objectType CD_bar__minus_03_dot_74_bar__minus_03_dot_54_bar__plus_01_dot_43 CDType)
        (inReceptacle CD_bar__minus_03_dot_74_bar__minus_03_dot_54_bar__plus_01_dot_43 Cabinet_bar__minus_03_dot_82_bar__plus_01_dot_87_bar__plus_02_dot_77)
        (objectAtLocation CD_bar__minus_03_dot_74_bar__minus_03_dot_54_bar__plus_01_dot_43 loc_bar_2_bar_6_bar_3_bar_30)
        (pickupable CD_bar__minus_03_dot_74_bar__minus_03_dot_54_bar__plus_01_dot_43)
        (objectType Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87 Drawer_bar__minus_00_dot_78_bar__plus_00_dot_16_bar__minus_02_dot_25)
        (objectAtLocation Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87 loc_bar__minus_9_bar_5_bar_0_bar_0)
        (pickupable Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87)
        (cleanable Fork_bar__plus_00_dot_98_bar__plus_01_dot_49_bar__minus_00_dot_87)
        (objectType Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67 CounterTop_bar__plus_02_dot_00_bar__minus_02_dot_51_bar__plus_01_dot_59)
        (objectAtLocation Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (pickupable Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67)
        (cleanable Spoon_bar__plus_00_dot_51_bar__minus_03_dot_86_bar__minus_00_dot_67)
        (objectType Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61 GarbageCan_bar__minus_01_dot_03_bar__minus_00_dot_69_bar__plus_03_dot_30)
        (objectAtLocation Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61)
        (heatable Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61)
        (coolable Bread_bar__minus_00_dot_81_bar__plus_03_dot_91_bar__minus_02_dot_61)
        (objectType Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06 Sink_bar__plus_03_dot_24_bar__minus_02_dot_87_bar__minus_03_dot_04_bar_SinkBasin)
        (objectAtLocation Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06 loc_bar__minus_6_bar_2_bar_0_bar_60)
        (pickupable Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06)
        (cleanable Kettle_bar__plus_00_dot_24_bar__plus_00_dot_68_bar__plus_01_dot_06)
        (objectType DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11 CounterTop_bar__plus_02_dot_00_bar__minus_02_dot_51_bar__plus_01_dot_59)
        (objectAtLocation DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11 loc_bar_9_bar__minus_1_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11)
        (cleanable DishSponge_bar__plus_00_dot_11_bar__plus_02_dot_00_bar__minus_03_dot_11)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
