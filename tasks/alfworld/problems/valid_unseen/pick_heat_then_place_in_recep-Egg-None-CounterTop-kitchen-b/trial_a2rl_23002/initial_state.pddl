(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        CDType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        PepperShakerType - otype
        SpatulaType - otype
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
        Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72 - object
        Book_bar__plus_03_dot_45_bar__minus_01_dot_65_bar__plus_03_dot_89 - object
        CD_bar__minus_03_dot_68_bar__plus_02_dot_88_bar__minus_03_dot_97 - object
        Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05 - object
        Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52 - object
        Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53 - object
        PepperShaker_bar__minus_00_dot_71_bar__minus_03_dot_02_bar__minus_02_dot_74 - object
        WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09 - object
        Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70 - object
        Cabinet_bar__plus_01_dot_16_bar__plus_03_dot_93_bar__minus_03_dot_28 - receptacle
        Cabinet_bar__plus_01_dot_86_bar__minus_03_dot_45_bar__minus_00_dot_13 - receptacle
        Cabinet_bar__plus_00_dot_61_bar__plus_03_dot_23_bar__minus_03_dot_01 - receptacle
        Cabinet_bar__minus_03_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_96 - receptacle
        CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76 - receptacle
        Drawer_bar__plus_00_dot_21_bar__plus_01_dot_11_bar__minus_01_dot_71 - receptacle
        Drawer_bar__minus_00_dot_42_bar__plus_00_dot_54_bar__minus_01_dot_21 - receptacle
        Drawer_bar__minus_00_dot_73_bar__minus_02_dot_85_bar__plus_02_dot_51 - receptacle
        Fridge_bar__plus_00_dot_54_bar__plus_01_dot_43_bar__minus_02_dot_88 - receptacle
        Microwave_bar__plus_02_dot_64_bar__minus_00_dot_79_bar__plus_01_dot_15 - receptacle
        Sink_bar__minus_01_dot_36_bar__minus_02_dot_78_bar__plus_00_dot_12_bar_SinkBasin - receptacle
        Shelf_bar__minus_01_dot_71_bar__minus_03_dot_25_bar__plus_01_dot_13 - receptacle
        Shelf_bar__minus_02_dot_75_bar__plus_03_dot_57_bar__minus_02_dot_93 - receptacle
        GarbageCan_bar__minus_03_dot_69_bar__minus_02_dot_95_bar__minus_02_dot_48 - receptacle
        Toaster_bar__plus_02_dot_26_bar__plus_03_dot_64_bar__minus_03_dot_88 - receptacle
        loc_bar_0_bar_2_bar_1_bar__minus_30 - location
        loc_bar_0_bar_2_bar_2_bar__minus_30 - location
        loc_bar_1_bar_7_bar_2_bar_45 - location
        loc_bar_1_bar__minus_3_bar_2_bar_60 - location
        loc_bar_1_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar_1_bar__minus_6_bar_1_bar_45 - location
        loc_bar_3_bar_4_bar_2_bar_60 - location
        loc_bar_3_bar_7_bar_3_bar__minus_30 - location
        loc_bar_5_bar_1_bar_0_bar_0 - location
        loc_bar_6_bar__minus_2_bar_0_bar_45 - location
        loc_bar_7_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar__minus_7_bar_2_bar_60 - location
        loc_bar_9_bar_6_bar_2_bar_60 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_60 - location
        loc_bar__minus_7_bar_0_bar_2_bar_60 - location
        loc_bar__minus_7_bar_1_bar_0_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_4_bar_2_bar_60)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_03_dot_93_bar__minus_03_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_03_dot_93_bar__minus_03_dot_28 loc_bar_3_bar_4_bar_2_bar_60)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_03_dot_93_bar__minus_03_dot_28)
        (receptacleType Cabinet_bar__plus_01_dot_86_bar__minus_03_dot_45_bar__minus_00_dot_13 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_86_bar__minus_03_dot_45_bar__minus_00_dot_13 loc_bar_6_bar__minus_2_bar_0_bar_45)
        (openable Cabinet_bar__plus_01_dot_86_bar__minus_03_dot_45_bar__minus_00_dot_13)
        (receptacleType Cabinet_bar__plus_00_dot_61_bar__plus_03_dot_23_bar__minus_03_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_61_bar__plus_03_dot_23_bar__minus_03_dot_01 loc_bar__minus_7_bar_0_bar_2_bar_60)
        (openable Cabinet_bar__plus_00_dot_61_bar__plus_03_dot_23_bar__minus_03_dot_01)
        (receptacleType Cabinet_bar__minus_03_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_96 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_96 loc_bar_3_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_96)
        (receptacleType CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76 loc_bar_0_bar_2_bar_1_bar__minus_30)
        (receptacleType Drawer_bar__plus_00_dot_21_bar__plus_01_dot_11_bar__minus_01_dot_71 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_21_bar__plus_01_dot_11_bar__minus_01_dot_71 loc_bar_7_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_21_bar__plus_01_dot_11_bar__minus_01_dot_71)
        (receptacleType Drawer_bar__minus_00_dot_42_bar__plus_00_dot_54_bar__minus_01_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_42_bar__plus_00_dot_54_bar__minus_01_dot_21 loc_bar__minus_7_bar_1_bar_0_bar__minus_30)
        (openable Drawer_bar__minus_00_dot_42_bar__plus_00_dot_54_bar__minus_01_dot_21)
        (receptacleType Drawer_bar__minus_00_dot_73_bar__minus_02_dot_85_bar__plus_02_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_73_bar__minus_02_dot_85_bar__plus_02_dot_51 loc_bar_0_bar_2_bar_2_bar__minus_30)
        (openable Drawer_bar__minus_00_dot_73_bar__minus_02_dot_85_bar__plus_02_dot_51)
        (receptacleType Fridge_bar__plus_00_dot_54_bar__plus_01_dot_43_bar__minus_02_dot_88 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_54_bar__plus_01_dot_43_bar__minus_02_dot_88 loc_bar_5_bar_1_bar_0_bar_0)
        (openable Fridge_bar__plus_00_dot_54_bar__plus_01_dot_43_bar__minus_02_dot_88)
        (receptacleType Microwave_bar__plus_02_dot_64_bar__minus_00_dot_79_bar__plus_01_dot_15 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_02_dot_64_bar__minus_00_dot_79_bar__plus_01_dot_15 loc_bar_1_bar__minus_6_bar_1_bar_45)
        (openable Microwave_bar__plus_02_dot_64_bar__minus_00_dot_79_bar__plus_01_dot_15)
        (receptacleType Sink_bar__minus_01_dot_36_bar__minus_02_dot_78_bar__plus_00_dot_12_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_36_bar__minus_02_dot_78_bar__plus_00_dot_12_bar_SinkBasin loc_bar_1_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_71_bar__minus_03_dot_25_bar__plus_01_dot_13 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_71_bar__minus_03_dot_25_bar__plus_01_dot_13 loc_bar_8_bar__minus_7_bar_2_bar_60)
        (receptacleType Shelf_bar__minus_02_dot_75_bar__plus_03_dot_57_bar__minus_02_dot_93 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_75_bar__plus_03_dot_57_bar__minus_02_dot_93 loc_bar_9_bar_6_bar_2_bar_60)
        (receptacleType GarbageCan_bar__minus_03_dot_69_bar__minus_02_dot_95_bar__minus_02_dot_48 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_69_bar__minus_02_dot_95_bar__minus_02_dot_48 loc_bar_1_bar_7_bar_2_bar_45)
        (receptacleType Toaster_bar__plus_02_dot_26_bar__plus_03_dot_64_bar__minus_03_dot_88 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_02_dot_26_bar__plus_03_dot_64_bar__minus_03_dot_88 loc_bar_1_bar__minus_3_bar_2_bar_60)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType SpatulaType)
        (objectType Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72 EggType)
        (inReceptacle Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72 Sink_bar__minus_01_dot_36_bar__minus_02_dot_78_bar__plus_00_dot_12_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72 loc_bar_1_bar__minus_4_bar_0_bar__minus_30)
        (pickupable Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72)
        (heatable Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72)
        (coolable Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72)
        (cleanable Egg_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_72)
        (objectType Book_bar__plus_03_dot_45_bar__minus_01_dot_65_bar__plus_03_dot_89 BookType)
        (inReceptacle Book_bar__plus_03_dot_45_bar__minus_01_dot_65_bar__plus_03_dot_89 Shelf_bar__minus_01_dot_71_bar__minus_03_dot_25_bar__plus_01_dot_13)
        (objectAtLocation Book_bar__plus_03_dot_45_bar__minus_01_dot_65_bar__plus_03_dot_89 loc_bar_8_bar__minus_7_bar_2_bar_60)
        (pickupable Book_bar__plus_03_dot_45_bar__minus_01_dot_65_bar__plus_03_dot_89)
        (objectType CD_bar__minus_03_dot_68_bar__plus_02_dot_88_bar__minus_03_dot_97 CDType)
        (inReceptacle CD_bar__minus_03_dot_68_bar__plus_02_dot_88_bar__minus_03_dot_97 CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76)
        (objectAtLocation CD_bar__minus_03_dot_68_bar__plus_02_dot_88_bar__minus_03_dot_97 loc_bar_0_bar_2_bar_1_bar__minus_30)
        (pickupable CD_bar__minus_03_dot_68_bar__plus_02_dot_88_bar__minus_03_dot_97)
        (objectType Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05 Sink_bar__minus_01_dot_36_bar__minus_02_dot_78_bar__plus_00_dot_12_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05 loc_bar_1_bar__minus_4_bar_0_bar__minus_30)
        (pickupable Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05)
        (heatable Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05)
        (coolable Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05)
        (cleanable Apple_bar__plus_00_dot_16_bar__plus_01_dot_05_bar__minus_02_dot_05)
        (objectType Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52 LadleType)
        (inReceptacle Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52 Drawer_bar__minus_00_dot_73_bar__minus_02_dot_85_bar__plus_02_dot_51)
        (objectAtLocation Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52 loc_bar_0_bar_2_bar_2_bar__minus_30)
        (pickupable Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52)
        (cleanable Ladle_bar__minus_03_dot_11_bar__plus_01_dot_34_bar__minus_00_dot_52)
        (objectType Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53 CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76)
        (objectAtLocation Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53 loc_bar_0_bar_2_bar_1_bar__minus_30)
        (pickupable Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53)
        (cleanable Spatula_bar__minus_00_dot_79_bar__minus_02_dot_31_bar__minus_03_dot_53)
        (objectType PepperShaker_bar__minus_00_dot_71_bar__minus_03_dot_02_bar__minus_02_dot_74 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_71_bar__minus_03_dot_02_bar__minus_02_dot_74 Cabinet_bar__plus_01_dot_86_bar__minus_03_dot_45_bar__minus_00_dot_13)
        (objectAtLocation PepperShaker_bar__minus_00_dot_71_bar__minus_03_dot_02_bar__minus_02_dot_74 loc_bar_6_bar__minus_2_bar_0_bar_45)
        (pickupable PepperShaker_bar__minus_00_dot_71_bar__minus_03_dot_02_bar__minus_02_dot_74)
        (objectType WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09 Shelf_bar__minus_02_dot_75_bar__plus_03_dot_57_bar__minus_02_dot_93)
        (objectAtLocation WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09 loc_bar_9_bar_6_bar_2_bar_60)
        (pickupable WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09)
        (coolable WineBottle_bar__plus_00_dot_02_bar__plus_03_dot_67_bar__plus_00_dot_09)
        (objectType Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70 CounterTop_bar__minus_00_dot_90_bar__minus_00_dot_49_bar__plus_02_dot_76)
        (objectAtLocation Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70 loc_bar_0_bar_2_bar_1_bar__minus_30)
        (pickupable Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70)
        (cleanable Knife_bar__minus_00_dot_25_bar__plus_03_dot_07_bar__minus_02_dot_70)
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
