(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
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
        Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48 - object
        Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86 - object
        Book_bar__plus_03_dot_10_bar__minus_00_dot_93_bar__plus_02_dot_41 - object
        Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13 - object
        Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91 - object
        Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03 - object
        SaltShaker_bar__plus_01_dot_88_bar__minus_02_dot_71_bar__minus_01_dot_20 - object
        Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48 - object
        DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96 - object
        Cabinet_bar__plus_00_dot_06_bar__plus_02_dot_85_bar__minus_01_dot_94 - receptacle
        Cabinet_bar__minus_00_dot_73_bar__plus_03_dot_11_bar__minus_01_dot_47 - receptacle
        Cabinet_bar__plus_00_dot_70_bar__plus_01_dot_63_bar__plus_00_dot_05 - receptacle
        CounterTop_bar__plus_03_dot_36_bar__minus_02_dot_02_bar__plus_00_dot_78 - receptacle
        CounterTop_bar__plus_02_dot_86_bar__minus_03_dot_11_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_01_dot_39_bar__minus_03_dot_79 - receptacle
        Drawer_bar__plus_03_dot_51_bar__plus_00_dot_06_bar__plus_01_dot_01 - receptacle
        Fridge_bar__minus_02_dot_32_bar__plus_00_dot_10_bar__minus_00_dot_23 - receptacle
        Microwave_bar__plus_03_dot_07_bar__minus_00_dot_96_bar__plus_00_dot_73 - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_03_dot_38_bar__plus_01_dot_73_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_84_bar__plus_03_dot_89_bar__plus_00_dot_18 - receptacle
        StoveBurner_bar__plus_01_dot_71_bar__minus_01_dot_21_bar__plus_03_dot_45 - receptacle
        DiningTable_bar__minus_00_dot_42_bar__plus_02_dot_10_bar__minus_00_dot_67 - receptacle
        GarbageCan_bar__plus_03_dot_80_bar__minus_02_dot_65_bar__plus_00_dot_88 - receptacle
        CoffeeMachine_bar__plus_02_dot_11_bar__plus_03_dot_90_bar__plus_02_dot_99 - receptacle
        loc_bar_0_bar__minus_2_bar_1_bar_0 - location
        loc_bar_2_bar__minus_3_bar_0_bar_60 - location
        loc_bar_2_bar__minus_7_bar_0_bar_60 - location
        loc_bar_3_bar__minus_7_bar_0_bar_45 - location
        loc_bar_4_bar__minus_8_bar_0_bar_30 - location
        loc_bar_5_bar_0_bar_3_bar_45 - location
        loc_bar_6_bar_5_bar_2_bar_0 - location
        loc_bar_6_bar__minus_9_bar_0_bar_30 - location
        loc_bar_9_bar_3_bar_1_bar_60 - location
        loc_bar__minus_1_bar_4_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_5_bar_2_bar_3_bar__minus_30 - location
        loc_bar__minus_5_bar_3_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_6_bar_1_bar_2_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar_4_bar_0_bar__minus_30)
        (receptacleType Cabinet_bar__plus_00_dot_06_bar__plus_02_dot_85_bar__minus_01_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_06_bar__plus_02_dot_85_bar__minus_01_dot_94 loc_bar_9_bar_3_bar_1_bar_60)
        (openable Cabinet_bar__plus_00_dot_06_bar__plus_02_dot_85_bar__minus_01_dot_94)
        (receptacleType Cabinet_bar__minus_00_dot_73_bar__plus_03_dot_11_bar__minus_01_dot_47 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_73_bar__plus_03_dot_11_bar__minus_01_dot_47 loc_bar__minus_5_bar_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_73_bar__plus_03_dot_11_bar__minus_01_dot_47)
        (receptacleType Cabinet_bar__plus_00_dot_70_bar__plus_01_dot_63_bar__plus_00_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_70_bar__plus_01_dot_63_bar__plus_00_dot_05 loc_bar_5_bar_0_bar_3_bar_45)
        (openable Cabinet_bar__plus_00_dot_70_bar__plus_01_dot_63_bar__plus_00_dot_05)
        (receptacleType CounterTop_bar__plus_03_dot_36_bar__minus_02_dot_02_bar__plus_00_dot_78 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_36_bar__minus_02_dot_02_bar__plus_00_dot_78 loc_bar_4_bar__minus_8_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_86_bar__minus_03_dot_11_bar__plus_00_dot_88 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_86_bar__minus_03_dot_11_bar__plus_00_dot_88 loc_bar_2_bar__minus_7_bar_0_bar_60)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_01_dot_39_bar__minus_03_dot_79 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_01_dot_39_bar__minus_03_dot_79 loc_bar_3_bar__minus_7_bar_0_bar_45)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_01_dot_39_bar__minus_03_dot_79)
        (receptacleType Drawer_bar__plus_03_dot_51_bar__plus_00_dot_06_bar__plus_01_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_51_bar__plus_00_dot_06_bar__plus_01_dot_01 loc_bar_6_bar__minus_9_bar_0_bar_30)
        (openable Drawer_bar__plus_03_dot_51_bar__plus_00_dot_06_bar__plus_01_dot_01)
        (receptacleType Fridge_bar__minus_02_dot_32_bar__plus_00_dot_10_bar__minus_00_dot_23 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_32_bar__plus_00_dot_10_bar__minus_00_dot_23 loc_bar__minus_4_bar__minus_5_bar_3_bar__minus_30)
        (openable Fridge_bar__minus_02_dot_32_bar__plus_00_dot_10_bar__minus_00_dot_23)
        (receptacleType Microwave_bar__plus_03_dot_07_bar__minus_00_dot_96_bar__plus_00_dot_73 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_03_dot_07_bar__minus_00_dot_96_bar__plus_00_dot_73 loc_bar_2_bar__minus_3_bar_0_bar_60)
        (openable Microwave_bar__plus_03_dot_07_bar__minus_00_dot_96_bar__plus_00_dot_73)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_03_dot_38_bar__plus_01_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_03_dot_38_bar__plus_01_dot_73_bar_SinkBasin loc_bar_6_bar_5_bar_2_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_84_bar__plus_03_dot_89_bar__plus_00_dot_18 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_84_bar__plus_03_dot_89_bar__plus_00_dot_18 loc_bar__minus_5_bar__minus_8_bar_2_bar_30)
        (receptacleType StoveBurner_bar__plus_01_dot_71_bar__minus_01_dot_21_bar__plus_03_dot_45 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_71_bar__minus_01_dot_21_bar__plus_03_dot_45 loc_bar__minus_6_bar_1_bar_2_bar__minus_30)
        (receptacleType DiningTable_bar__minus_00_dot_42_bar__plus_02_dot_10_bar__minus_00_dot_67 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_42_bar__plus_02_dot_10_bar__minus_00_dot_67 loc_bar__minus_4_bar__minus_1_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_03_dot_80_bar__minus_02_dot_65_bar__plus_00_dot_88 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_80_bar__minus_02_dot_65_bar__plus_00_dot_88 loc_bar__minus_5_bar_3_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__plus_02_dot_11_bar__plus_03_dot_90_bar__plus_02_dot_99 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_11_bar__plus_03_dot_90_bar__plus_02_dot_99 loc_bar_0_bar__minus_2_bar_1_bar_0)
        (canContain CabinetType BookType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48 EggType)
        (inReceptacle Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48 DiningTable_bar__minus_00_dot_42_bar__plus_02_dot_10_bar__minus_00_dot_67)
        (objectAtLocation Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48 loc_bar__minus_4_bar__minus_1_bar_2_bar__minus_30)
        (pickupable Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48)
        (heatable Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48)
        (coolable Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48)
        (cleanable Egg_bar__plus_00_dot_17_bar__plus_01_dot_39_bar__minus_03_dot_48)
        (objectType Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86 MugType)
        (inReceptacle Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86 Microwave_bar__plus_03_dot_07_bar__minus_00_dot_96_bar__plus_00_dot_73)
        (objectAtLocation Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86 loc_bar_2_bar__minus_3_bar_0_bar_60)
        (pickupable Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86)
        (isReceptacleObject Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86)
        (heatable Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86)
        (coolable Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86)
        (cleanable Mug_bar__plus_00_dot_02_bar__plus_03_dot_79_bar__minus_03_dot_86)
        (objectType Book_bar__plus_03_dot_10_bar__minus_00_dot_93_bar__plus_02_dot_41 BookType)
        (inReceptacle Book_bar__plus_03_dot_10_bar__minus_00_dot_93_bar__plus_02_dot_41 CounterTop_bar__plus_02_dot_86_bar__minus_03_dot_11_bar__plus_00_dot_88)
        (objectAtLocation Book_bar__plus_03_dot_10_bar__minus_00_dot_93_bar__plus_02_dot_41 loc_bar_2_bar__minus_7_bar_0_bar_60)
        (pickupable Book_bar__plus_03_dot_10_bar__minus_00_dot_93_bar__plus_02_dot_41)
        (objectType Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13 CounterTop_bar__plus_03_dot_36_bar__minus_02_dot_02_bar__plus_00_dot_78)
        (objectAtLocation Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13 loc_bar_4_bar__minus_8_bar_0_bar_30)
        (pickupable Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13)
        (cleanable Fork_bar__minus_02_dot_11_bar__minus_01_dot_56_bar__minus_02_dot_13)
        (objectType Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91 Sink_bar__minus_03_dot_39_bar__plus_03_dot_38_bar__plus_01_dot_73_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91 loc_bar_6_bar_5_bar_2_bar_0)
        (pickupable Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91)
        (cleanable Spoon_bar__plus_02_dot_77_bar__minus_01_dot_54_bar__minus_02_dot_91)
        (objectType Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03 Fridge_bar__minus_02_dot_32_bar__plus_00_dot_10_bar__minus_00_dot_23)
        (objectAtLocation Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03 loc_bar__minus_4_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03)
        (heatable Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03)
        (coolable Bread_bar__plus_01_dot_87_bar__plus_02_dot_29_bar__minus_03_dot_03)
        (objectType SaltShaker_bar__plus_01_dot_88_bar__minus_02_dot_71_bar__minus_01_dot_20 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_88_bar__minus_02_dot_71_bar__minus_01_dot_20 DiningTable_bar__minus_00_dot_42_bar__plus_02_dot_10_bar__minus_00_dot_67)
        (objectAtLocation SaltShaker_bar__plus_01_dot_88_bar__minus_02_dot_71_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_01_dot_88_bar__minus_02_dot_71_bar__minus_01_dot_20)
        (objectType Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48 KettleType)
        (inReceptacle Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48 Cabinet_bar__plus_00_dot_70_bar__plus_01_dot_63_bar__plus_00_dot_05)
        (objectAtLocation Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48 loc_bar_5_bar_0_bar_3_bar_45)
        (pickupable Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48)
        (cleanable Kettle_bar__plus_03_dot_19_bar__minus_01_dot_15_bar__plus_03_dot_48)
        (objectType DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96 Cabinet_bar__minus_00_dot_73_bar__plus_03_dot_11_bar__minus_01_dot_47)
        (objectAtLocation DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96 loc_bar__minus_5_bar_2_bar_3_bar__minus_30)
        (pickupable DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96)
        (cleanable DishSponge_bar__plus_03_dot_13_bar__plus_02_dot_70_bar__minus_02_dot_96)
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
