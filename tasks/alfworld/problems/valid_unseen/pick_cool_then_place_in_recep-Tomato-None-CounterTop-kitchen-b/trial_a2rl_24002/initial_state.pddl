(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        KnifeType - otype
        LadleType - otype
        SpatulaType - otype
        TomatoType - otype
        WineBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14 - object
        Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92 - object
        Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01 - object
        WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41 - object
        Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02 - object
        Cabinet_bar__plus_03_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__minus_03_dot_29_bar__minus_03_dot_47_bar__minus_03_dot_49 - receptacle
        Cabinet_bar__plus_02_dot_09_bar__minus_03_dot_10_bar__minus_02_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_83_bar__minus_00_dot_73_bar__minus_02_dot_84 - receptacle
        CounterTop_bar__minus_02_dot_55_bar__minus_02_dot_21_bar__plus_03_dot_60 - receptacle
        Drawer_bar__plus_03_dot_74_bar__minus_00_dot_04_bar__plus_03_dot_65 - receptacle
        Drawer_bar__minus_00_dot_39_bar__minus_00_dot_79_bar__plus_00_dot_95 - receptacle
        Drawer_bar__plus_00_dot_58_bar__plus_03_dot_17_bar__plus_03_dot_97 - receptacle
        Fridge_bar__minus_03_dot_70_bar__plus_01_dot_06_bar__plus_00_dot_16 - receptacle
        Microwave_bar__plus_01_dot_07_bar__plus_01_dot_70_bar__plus_00_dot_36 - receptacle
        Sink_bar__plus_00_dot_44_bar__minus_01_dot_82_bar__plus_01_dot_00_bar_SinkBasin - receptacle
        Shelf_bar__minus_03_dot_03_bar__minus_00_dot_73_bar__minus_02_dot_89 - receptacle
        Shelf_bar__minus_03_dot_30_bar__minus_00_dot_77_bar__minus_03_dot_64 - receptacle
        GarbageCan_bar__plus_02_dot_82_bar__minus_02_dot_57_bar__minus_02_dot_03 - receptacle
        Toaster_bar__minus_00_dot_15_bar__plus_01_dot_91_bar__minus_03_dot_99 - receptacle
        loc_bar_1_bar_2_bar_3_bar_45 - location
        loc_bar_1_bar_6_bar_0_bar_60 - location
        loc_bar_2_bar_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_9_bar_1_bar_60 - location
        loc_bar_4_bar_1_bar_3_bar_0 - location
        loc_bar_5_bar_4_bar_0_bar_45 - location
        loc_bar_6_bar_8_bar_0_bar_0 - location
        loc_bar_6_bar__minus_7_bar_3_bar_30 - location
        loc_bar_7_bar_9_bar_0_bar_0 - location
        loc_bar__minus_1_bar__minus_3_bar_0_bar_0 - location
        loc_bar__minus_3_bar_4_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar_9_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_6_bar_7_bar_2_bar_45 - location
        loc_bar__minus_6_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_9_bar_7_bar_3_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_03_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_00 loc_bar__minus_6_bar_7_bar_2_bar_45)
        (openable Cabinet_bar__plus_03_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__minus_03_dot_29_bar__minus_03_dot_47_bar__minus_03_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_29_bar__minus_03_dot_47_bar__minus_03_dot_49 loc_bar_4_bar_1_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_29_bar__minus_03_dot_47_bar__minus_03_dot_49)
        (receptacleType Cabinet_bar__plus_02_dot_09_bar__minus_03_dot_10_bar__minus_02_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_09_bar__minus_03_dot_10_bar__minus_02_dot_71 loc_bar__minus_4_bar_9_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_09_bar__minus_03_dot_10_bar__minus_02_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_83_bar__minus_00_dot_73_bar__minus_02_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_83_bar__minus_00_dot_73_bar__minus_02_dot_84 loc_bar_6_bar__minus_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_02_dot_83_bar__minus_00_dot_73_bar__minus_02_dot_84)
        (receptacleType CounterTop_bar__minus_02_dot_55_bar__minus_02_dot_21_bar__plus_03_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_55_bar__minus_02_dot_21_bar__plus_03_dot_60 loc_bar_6_bar_8_bar_0_bar_0)
        (receptacleType Drawer_bar__plus_03_dot_74_bar__minus_00_dot_04_bar__plus_03_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_74_bar__minus_00_dot_04_bar__plus_03_dot_65 loc_bar__minus_6_bar__minus_8_bar_1_bar_0)
        (openable Drawer_bar__plus_03_dot_74_bar__minus_00_dot_04_bar__plus_03_dot_65)
        (receptacleType Drawer_bar__minus_00_dot_39_bar__minus_00_dot_79_bar__plus_00_dot_95 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_39_bar__minus_00_dot_79_bar__plus_00_dot_95 loc_bar_1_bar_2_bar_3_bar_45)
        (openable Drawer_bar__minus_00_dot_39_bar__minus_00_dot_79_bar__plus_00_dot_95)
        (receptacleType Drawer_bar__plus_00_dot_58_bar__plus_03_dot_17_bar__plus_03_dot_97 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_58_bar__plus_03_dot_17_bar__plus_03_dot_97 loc_bar_5_bar_4_bar_0_bar_45)
        (openable Drawer_bar__plus_00_dot_58_bar__plus_03_dot_17_bar__plus_03_dot_97)
        (receptacleType Fridge_bar__minus_03_dot_70_bar__plus_01_dot_06_bar__plus_00_dot_16 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_70_bar__plus_01_dot_06_bar__plus_00_dot_16 loc_bar__minus_3_bar_4_bar_0_bar__minus_30)
        (openable Fridge_bar__minus_03_dot_70_bar__plus_01_dot_06_bar__plus_00_dot_16)
        (receptacleType Microwave_bar__plus_01_dot_07_bar__plus_01_dot_70_bar__plus_00_dot_36 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_07_bar__plus_01_dot_70_bar__plus_00_dot_36 loc_bar_1_bar_6_bar_0_bar_60)
        (openable Microwave_bar__plus_01_dot_07_bar__plus_01_dot_70_bar__plus_00_dot_36)
        (receptacleType Sink_bar__plus_00_dot_44_bar__minus_01_dot_82_bar__plus_01_dot_00_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_44_bar__minus_01_dot_82_bar__plus_01_dot_00_bar_SinkBasin loc_bar_2_bar_5_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_03_dot_03_bar__minus_00_dot_73_bar__minus_02_dot_89 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_03_bar__minus_00_dot_73_bar__minus_02_dot_89 loc_bar_7_bar_9_bar_0_bar_0)
        (receptacleType Shelf_bar__minus_03_dot_30_bar__minus_00_dot_77_bar__minus_03_dot_64 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_30_bar__minus_00_dot_77_bar__minus_03_dot_64 loc_bar_3_bar__minus_9_bar_1_bar_60)
        (receptacleType GarbageCan_bar__plus_02_dot_82_bar__minus_02_dot_57_bar__minus_02_dot_03 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_82_bar__minus_02_dot_57_bar__minus_02_dot_03 loc_bar__minus_1_bar__minus_3_bar_0_bar_0)
        (receptacleType Toaster_bar__minus_00_dot_15_bar__plus_01_dot_91_bar__minus_03_dot_99 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_15_bar__plus_01_dot_91_bar__minus_03_dot_99 loc_bar__minus_9_bar_7_bar_3_bar_0)
        (canContain CabinetType LadleType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14 Fridge_bar__minus_03_dot_70_bar__plus_01_dot_06_bar__plus_00_dot_16)
        (objectAtLocation Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14 loc_bar__minus_3_bar_4_bar_0_bar__minus_30)
        (pickupable Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14)
        (heatable Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14)
        (coolable Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14)
        (cleanable Tomato_bar__minus_01_dot_05_bar__plus_00_dot_75_bar__plus_01_dot_14)
        (objectType Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92 Drawer_bar__plus_00_dot_58_bar__plus_03_dot_17_bar__plus_03_dot_97)
        (objectAtLocation Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92 loc_bar_5_bar_4_bar_0_bar_45)
        (pickupable Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92)
        (cleanable Ladle_bar__minus_00_dot_99_bar__minus_03_dot_30_bar__minus_02_dot_92)
        (objectType Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01 CounterTop_bar__minus_02_dot_55_bar__minus_02_dot_21_bar__plus_03_dot_60)
        (objectAtLocation Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01 loc_bar_6_bar_8_bar_0_bar_0)
        (pickupable Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01)
        (cleanable Spatula_bar__minus_01_dot_50_bar__plus_01_dot_17_bar__plus_03_dot_01)
        (objectType WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41 WineBottleType)
        (inReceptacle WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41 Shelf_bar__minus_03_dot_03_bar__minus_00_dot_73_bar__minus_02_dot_89)
        (objectAtLocation WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41 loc_bar_7_bar_9_bar_0_bar_0)
        (pickupable WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41)
        (coolable WineBottle_bar__minus_02_dot_08_bar__plus_03_dot_33_bar__minus_03_dot_41)
        (objectType Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02 CounterTop_bar__minus_02_dot_55_bar__minus_02_dot_21_bar__plus_03_dot_60)
        (objectAtLocation Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02 loc_bar_6_bar_8_bar_0_bar_0)
        (pickupable Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02)
        (cleanable Knife_bar__minus_00_dot_86_bar__minus_03_dot_77_bar__minus_02_dot_02)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
