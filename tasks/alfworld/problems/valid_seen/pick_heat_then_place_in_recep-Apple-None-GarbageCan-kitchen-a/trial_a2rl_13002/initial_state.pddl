(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        BreadType - otype
        CDType - otype
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
        Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78 - object
        Book_bar__plus_00_dot_20_bar__plus_00_dot_24_bar__plus_02_dot_36 - object
        CD_bar__minus_02_dot_61_bar__plus_02_dot_77_bar__minus_00_dot_98 - object
        Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37 - object
        Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13 - object
        Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31 - object
        SaltShaker_bar__plus_00_dot_32_bar__minus_03_dot_08_bar__plus_03_dot_74 - object
        DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62 - object
        Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40 - receptacle
        Cabinet_bar__plus_00_dot_71_bar__plus_01_dot_45_bar__minus_01_dot_44 - receptacle
        Cabinet_bar__minus_01_dot_63_bar__plus_00_dot_75_bar__plus_03_dot_47 - receptacle
        CounterTop_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_02_dot_72 - receptacle
        CounterTop_bar__minus_00_dot_31_bar__plus_01_dot_49_bar__minus_01_dot_68 - receptacle
        Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_01_dot_77_bar__plus_01_dot_77 - receptacle
        Fridge_bar__minus_02_dot_73_bar__plus_02_dot_76_bar__plus_00_dot_98 - receptacle
        Microwave_bar__plus_01_dot_24_bar__plus_01_dot_10_bar__minus_01_dot_30 - receptacle
        Sink_bar__plus_03_dot_98_bar__minus_00_dot_74_bar__minus_00_dot_92_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_03_dot_41_bar__minus_02_dot_57_bar__plus_03_dot_34 - receptacle
        StoveBurner_bar__plus_00_dot_79_bar__plus_03_dot_26_bar__plus_02_dot_62 - receptacle
        DiningTable_bar__minus_01_dot_64_bar__plus_00_dot_52_bar__plus_01_dot_91 - receptacle
        GarbageCan_bar__plus_00_dot_63_bar__minus_03_dot_55_bar__minus_02_dot_12 - receptacle
        CoffeeMachine_bar__minus_00_dot_30_bar__minus_01_dot_83_bar__minus_01_dot_19 - receptacle
        loc_bar_0_bar__minus_9_bar_3_bar_30 - location
        loc_bar_3_bar_1_bar_2_bar_30 - location
        loc_bar_3_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar_5_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar_6_bar__minus_7_bar_1_bar_0 - location
        loc_bar_6_bar__minus_8_bar_0_bar_45 - location
        loc_bar_6_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_7_bar__minus_6_bar_2_bar_30 - location
        loc_bar_8_bar_1_bar_0_bar__minus_30 - location
        loc_bar_9_bar__minus_2_bar_3_bar_60 - location
        loc_bar__minus_1_bar_2_bar_0_bar_0 - location
        loc_bar__minus_2_bar_1_bar_0_bar_0 - location
        loc_bar__minus_5_bar__minus_2_bar_3_bar_45 - location
        loc_bar__minus_5_bar__minus_3_bar_0_bar_60 - location
        loc_bar__minus_6_bar_4_bar_0_bar__minus_30 - location
        loc_bar__minus_8_bar_3_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_9_bar__minus_2_bar_3_bar_60)
        (receptacleType Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40 loc_bar_6_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40)
        (receptacleType Cabinet_bar__plus_00_dot_71_bar__plus_01_dot_45_bar__minus_01_dot_44 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_71_bar__plus_01_dot_45_bar__minus_01_dot_44 loc_bar__minus_5_bar__minus_3_bar_0_bar_60)
        (openable Cabinet_bar__plus_00_dot_71_bar__plus_01_dot_45_bar__minus_01_dot_44)
        (receptacleType Cabinet_bar__minus_01_dot_63_bar__plus_00_dot_75_bar__plus_03_dot_47 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_63_bar__plus_00_dot_75_bar__plus_03_dot_47 loc_bar__minus_1_bar_2_bar_0_bar_0)
        (openable Cabinet_bar__minus_01_dot_63_bar__plus_00_dot_75_bar__plus_03_dot_47)
        (receptacleType CounterTop_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_02_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_57_bar__plus_01_dot_37_bar__minus_02_dot_72 loc_bar__minus_5_bar__minus_2_bar_3_bar_45)
        (receptacleType CounterTop_bar__minus_00_dot_31_bar__plus_01_dot_49_bar__minus_01_dot_68 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_31_bar__plus_01_dot_49_bar__minus_01_dot_68 loc_bar_5_bar__minus_1_bar_2_bar__minus_30)
        (receptacleType Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38 loc_bar_7_bar__minus_6_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_01_dot_77_bar__plus_01_dot_77 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_01_dot_77_bar__plus_01_dot_77 loc_bar_6_bar__minus_7_bar_1_bar_0)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_01_dot_77_bar__plus_01_dot_77)
        (receptacleType Fridge_bar__minus_02_dot_73_bar__plus_02_dot_76_bar__plus_00_dot_98 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_73_bar__plus_02_dot_76_bar__plus_00_dot_98 loc_bar__minus_2_bar_1_bar_0_bar_0)
        (openable Fridge_bar__minus_02_dot_73_bar__plus_02_dot_76_bar__plus_00_dot_98)
        (receptacleType Microwave_bar__plus_01_dot_24_bar__plus_01_dot_10_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_24_bar__plus_01_dot_10_bar__minus_01_dot_30 loc_bar_3_bar__minus_3_bar_3_bar__minus_30)
        (openable Microwave_bar__plus_01_dot_24_bar__plus_01_dot_10_bar__minus_01_dot_30)
        (receptacleType Sink_bar__plus_03_dot_98_bar__minus_00_dot_74_bar__minus_00_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_98_bar__minus_00_dot_74_bar__minus_00_dot_92_bar_SinkBasin loc_bar__minus_8_bar_3_bar_0_bar_60)
        (receptacleType StoveBurner_bar__plus_03_dot_41_bar__minus_02_dot_57_bar__plus_03_dot_34 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_41_bar__minus_02_dot_57_bar__plus_03_dot_34 loc_bar_0_bar__minus_9_bar_3_bar_30)
        (receptacleType StoveBurner_bar__plus_00_dot_79_bar__plus_03_dot_26_bar__plus_02_dot_62 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_79_bar__plus_03_dot_26_bar__plus_02_dot_62 loc_bar_3_bar_1_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_64_bar__plus_00_dot_52_bar__plus_01_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_64_bar__plus_00_dot_52_bar__plus_01_dot_91 loc_bar_6_bar__minus_8_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_00_dot_63_bar__minus_03_dot_55_bar__minus_02_dot_12 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_63_bar__minus_03_dot_55_bar__minus_02_dot_12 loc_bar_8_bar_1_bar_0_bar__minus_30)
        (receptacleType CoffeeMachine_bar__minus_00_dot_30_bar__minus_01_dot_83_bar__minus_01_dot_19 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_30_bar__minus_01_dot_83_bar__minus_01_dot_19 loc_bar__minus_6_bar_4_bar_0_bar__minus_30)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78 CounterTop_bar__minus_00_dot_31_bar__plus_01_dot_49_bar__minus_01_dot_68)
        (objectAtLocation Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78 loc_bar_5_bar__minus_1_bar_2_bar__minus_30)
        (pickupable Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78)
        (heatable Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78)
        (coolable Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78)
        (cleanable Apple_bar__plus_02_dot_02_bar__plus_02_dot_80_bar__minus_00_dot_78)
        (objectType Book_bar__plus_00_dot_20_bar__plus_00_dot_24_bar__plus_02_dot_36 BookType)
        (inReceptacle Book_bar__plus_00_dot_20_bar__plus_00_dot_24_bar__plus_02_dot_36 Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40)
        (objectAtLocation Book_bar__plus_00_dot_20_bar__plus_00_dot_24_bar__plus_02_dot_36 loc_bar_6_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Book_bar__plus_00_dot_20_bar__plus_00_dot_24_bar__plus_02_dot_36)
        (objectType CD_bar__minus_02_dot_61_bar__plus_02_dot_77_bar__minus_00_dot_98 CDType)
        (inReceptacle CD_bar__minus_02_dot_61_bar__plus_02_dot_77_bar__minus_00_dot_98 Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38)
        (objectAtLocation CD_bar__minus_02_dot_61_bar__plus_02_dot_77_bar__minus_00_dot_98 loc_bar_7_bar__minus_6_bar_2_bar_30)
        (pickupable CD_bar__minus_02_dot_61_bar__plus_02_dot_77_bar__minus_00_dot_98)
        (objectType Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37 DiningTable_bar__minus_01_dot_64_bar__plus_00_dot_52_bar__plus_01_dot_91)
        (objectAtLocation Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37 loc_bar_6_bar__minus_8_bar_0_bar_45)
        (pickupable Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37)
        (cleanable Fork_bar__plus_01_dot_65_bar__minus_03_dot_26_bar__plus_00_dot_37)
        (objectType Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13 Sink_bar__plus_03_dot_98_bar__minus_00_dot_74_bar__minus_00_dot_92_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13 loc_bar__minus_8_bar_3_bar_0_bar_60)
        (pickupable Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13)
        (cleanable Spoon_bar__plus_02_dot_76_bar__plus_02_dot_02_bar__minus_00_dot_13)
        (objectType Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31 GarbageCan_bar__plus_00_dot_63_bar__minus_03_dot_55_bar__minus_02_dot_12)
        (objectAtLocation Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31 loc_bar_8_bar_1_bar_0_bar__minus_30)
        (pickupable Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31)
        (heatable Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31)
        (coolable Bread_bar__minus_01_dot_73_bar__minus_00_dot_52_bar__minus_02_dot_31)
        (objectType SaltShaker_bar__plus_00_dot_32_bar__minus_03_dot_08_bar__plus_03_dot_74 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_32_bar__minus_03_dot_08_bar__plus_03_dot_74 Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_36_bar__minus_01_dot_40)
        (objectAtLocation SaltShaker_bar__plus_00_dot_32_bar__minus_03_dot_08_bar__plus_03_dot_74 loc_bar_6_bar__minus_8_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__plus_00_dot_32_bar__minus_03_dot_08_bar__plus_03_dot_74)
        (objectType DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62 Drawer_bar__minus_02_dot_64_bar__minus_01_dot_43_bar__plus_01_dot_38)
        (objectAtLocation DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62 loc_bar_7_bar__minus_6_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62)
        (cleanable DishSponge_bar__plus_03_dot_48_bar__plus_03_dot_70_bar__minus_01_dot_62)
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
