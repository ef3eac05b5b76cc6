(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
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
        Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09 - object
        Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49 - object
        Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14 - object
        Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06 - object
        Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23 - object
        Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05 - object
        SaltShaker_bar__plus_00_dot_06_bar__minus_01_dot_92_bar__minus_00_dot_25 - object
        DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69 - object
        Cabinet_bar__plus_03_dot_01_bar__plus_01_dot_92_bar__plus_03_dot_05 - receptacle
        Cabinet_bar__minus_02_dot_27_bar__plus_01_dot_08_bar__plus_01_dot_95 - receptacle
        Cabinet_bar__minus_03_dot_65_bar__minus_02_dot_15_bar__plus_02_dot_83 - receptacle
        CounterTop_bar__plus_03_dot_10_bar__plus_02_dot_50_bar__minus_03_dot_74 - receptacle
        CounterTop_bar__plus_02_dot_25_bar__plus_00_dot_29_bar__plus_02_dot_37 - receptacle
        Drawer_bar__minus_02_dot_96_bar__minus_00_dot_60_bar__minus_00_dot_76 - receptacle
        Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87 - receptacle
        Fridge_bar__minus_03_dot_45_bar__plus_01_dot_25_bar__plus_02_dot_03 - receptacle
        Microwave_bar__plus_01_dot_84_bar__minus_03_dot_51_bar__minus_02_dot_64 - receptacle
        Sink_bar__plus_01_dot_60_bar__minus_01_dot_01_bar__plus_01_dot_44_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_03_dot_74_bar__minus_03_dot_53_bar__plus_00_dot_40 - receptacle
        StoveBurner_bar__plus_01_dot_71_bar__plus_02_dot_99_bar__plus_01_dot_72 - receptacle
        DiningTable_bar__minus_00_dot_24_bar__minus_03_dot_89_bar__plus_00_dot_44 - receptacle
        GarbageCan_bar__plus_03_dot_01_bar__minus_01_dot_61_bar__minus_00_dot_02 - receptacle
        CoffeeMachine_bar__plus_03_dot_24_bar__plus_02_dot_59_bar__minus_03_dot_63 - receptacle
        loc_bar_0_bar_0_bar_2_bar_0 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar__minus_2_bar_1_bar_0 - location
        loc_bar_2_bar_3_bar_0_bar_0 - location
        loc_bar_2_bar_4_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_1_bar_45 - location
        loc_bar_9_bar__minus_1_bar_0_bar_0 - location
        loc_bar__minus_1_bar_3_bar_0_bar_60 - location
        loc_bar__minus_4_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_6_bar_8_bar_0_bar_0 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_7_bar_8_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_4_bar_3_bar_45 - location
        loc_bar__minus_9_bar_1_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_1_bar_45 - location
        loc_bar__minus_9_bar__minus_4_bar_3_bar_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_2_bar_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_03_dot_01_bar__plus_01_dot_92_bar__plus_03_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_01_bar__plus_01_dot_92_bar__plus_03_dot_05 loc_bar__minus_4_bar__minus_4_bar_3_bar_0)
        (openable Cabinet_bar__plus_03_dot_01_bar__plus_01_dot_92_bar__plus_03_dot_05)
        (receptacleType Cabinet_bar__minus_02_dot_27_bar__plus_01_dot_08_bar__plus_01_dot_95 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_27_bar__plus_01_dot_08_bar__plus_01_dot_95 loc_bar__minus_9_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_27_bar__plus_01_dot_08_bar__plus_01_dot_95)
        (receptacleType Cabinet_bar__minus_03_dot_65_bar__minus_02_dot_15_bar__plus_02_dot_83 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_65_bar__minus_02_dot_15_bar__plus_02_dot_83 loc_bar__minus_6_bar_8_bar_0_bar_0)
        (openable Cabinet_bar__minus_03_dot_65_bar__minus_02_dot_15_bar__plus_02_dot_83)
        (receptacleType CounterTop_bar__plus_03_dot_10_bar__plus_02_dot_50_bar__minus_03_dot_74 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_10_bar__plus_02_dot_50_bar__minus_03_dot_74 loc_bar_1_bar__minus_2_bar_1_bar_0)
        (receptacleType CounterTop_bar__plus_02_dot_25_bar__plus_00_dot_29_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_25_bar__plus_00_dot_29_bar__plus_02_dot_37 loc_bar_4_bar_0_bar_1_bar_45)
        (receptacleType Drawer_bar__minus_02_dot_96_bar__minus_00_dot_60_bar__minus_00_dot_76 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_96_bar__minus_00_dot_60_bar__minus_00_dot_76 loc_bar__minus_7_bar_8_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_96_bar__minus_00_dot_60_bar__minus_00_dot_76)
        (receptacleType Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87 loc_bar__minus_8_bar__minus_4_bar_3_bar_45)
        (openable Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87)
        (receptacleType Fridge_bar__minus_03_dot_45_bar__plus_01_dot_25_bar__plus_02_dot_03 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_45_bar__plus_01_dot_25_bar__plus_02_dot_03 loc_bar__minus_6_bar__minus_2_bar_0_bar_60)
        (openable Fridge_bar__minus_03_dot_45_bar__plus_01_dot_25_bar__plus_02_dot_03)
        (receptacleType Microwave_bar__plus_01_dot_84_bar__minus_03_dot_51_bar__minus_02_dot_64 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_84_bar__minus_03_dot_51_bar__minus_02_dot_64 loc_bar__minus_9_bar__minus_2_bar_1_bar_45)
        (openable Microwave_bar__plus_01_dot_84_bar__minus_03_dot_51_bar__minus_02_dot_64)
        (receptacleType Sink_bar__plus_01_dot_60_bar__minus_01_dot_01_bar__plus_01_dot_44_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_60_bar__minus_01_dot_01_bar__plus_01_dot_44_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (receptacleType StoveBurner_bar__minus_03_dot_74_bar__minus_03_dot_53_bar__plus_00_dot_40 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_03_dot_74_bar__minus_03_dot_53_bar__plus_00_dot_40 loc_bar_2_bar_3_bar_0_bar_0)
        (receptacleType StoveBurner_bar__plus_01_dot_71_bar__plus_02_dot_99_bar__plus_01_dot_72 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_71_bar__plus_02_dot_99_bar__plus_01_dot_72 loc_bar__minus_9_bar_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_24_bar__minus_03_dot_89_bar__plus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_24_bar__minus_03_dot_89_bar__plus_00_dot_44 loc_bar_9_bar__minus_1_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_03_dot_01_bar__minus_01_dot_61_bar__minus_00_dot_02 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_01_bar__minus_01_dot_61_bar__minus_00_dot_02 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (receptacleType CoffeeMachine_bar__plus_03_dot_24_bar__plus_02_dot_59_bar__minus_03_dot_63 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_03_dot_24_bar__plus_02_dot_59_bar__minus_03_dot_63 loc_bar_0_bar_0_bar_2_bar_0)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09 Sink_bar__plus_01_dot_60_bar__minus_01_dot_01_bar__plus_01_dot_44_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09)
        (heatable Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09)
        (coolable Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09)
        (cleanable Apple_bar__plus_02_dot_69_bar__plus_03_dot_31_bar__minus_00_dot_09)
        (objectType Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49 MugType)
        (inReceptacle Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49 DiningTable_bar__minus_00_dot_24_bar__minus_03_dot_89_bar__plus_00_dot_44)
        (objectAtLocation Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49 loc_bar_9_bar__minus_1_bar_0_bar_0)
        (pickupable Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49)
        (isReceptacleObject Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49)
        (heatable Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49)
        (coolable Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49)
        (cleanable Mug_bar__plus_03_dot_08_bar__plus_02_dot_83_bar__minus_03_dot_49)
        (objectType Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14 EggType)
        (inReceptacle Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14 CounterTop_bar__plus_02_dot_25_bar__plus_00_dot_29_bar__plus_02_dot_37)
        (objectAtLocation Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14 loc_bar_4_bar_0_bar_1_bar_45)
        (pickupable Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14)
        (heatable Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14)
        (coolable Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14)
        (cleanable Egg_bar__minus_01_dot_99_bar__plus_00_dot_76_bar__minus_03_dot_14)
        (objectType Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06 ForkType)
        (inReceptacle Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06 Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87)
        (objectAtLocation Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06 loc_bar__minus_8_bar__minus_4_bar_3_bar_45)
        (pickupable Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06)
        (cleanable Fork_bar__minus_03_dot_63_bar__minus_01_dot_74_bar__plus_03_dot_06)
        (objectType Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23 DiningTable_bar__minus_00_dot_24_bar__minus_03_dot_89_bar__plus_00_dot_44)
        (objectAtLocation Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23 loc_bar_9_bar__minus_1_bar_0_bar_0)
        (pickupable Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23)
        (cleanable Spoon_bar__minus_02_dot_68_bar__minus_02_dot_63_bar__minus_01_dot_23)
        (objectType Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05 Microwave_bar__plus_01_dot_84_bar__minus_03_dot_51_bar__minus_02_dot_64)
        (objectAtLocation Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05 loc_bar__minus_9_bar__minus_2_bar_1_bar_45)
        (pickupable Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05)
        (heatable Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05)
        (coolable Bread_bar__plus_01_dot_72_bar__minus_03_dot_53_bar__plus_01_dot_05)
        (objectType SaltShaker_bar__plus_00_dot_06_bar__minus_01_dot_92_bar__minus_00_dot_25 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_06_bar__minus_01_dot_92_bar__minus_00_dot_25 Drawer_bar__minus_01_dot_77_bar__plus_00_dot_62_bar__plus_02_dot_87)
        (objectAtLocation SaltShaker_bar__plus_00_dot_06_bar__minus_01_dot_92_bar__minus_00_dot_25 loc_bar__minus_8_bar__minus_4_bar_3_bar_45)
        (pickupable SaltShaker_bar__plus_00_dot_06_bar__minus_01_dot_92_bar__minus_00_dot_25)
        (objectType DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69 CounterTop_bar__plus_02_dot_25_bar__plus_00_dot_29_bar__plus_02_dot_37)
        (objectAtLocation DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69 loc_bar_4_bar_0_bar_1_bar_45)
        (pickupable DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69)
        (cleanable DishSponge_bar__plus_03_dot_99_bar__plus_03_dot_59_bar__plus_00_dot_69)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
