(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BowlType - otype
        CDType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60 - object
        Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42 - object
        Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61 - object
        CD_bar__minus_03_dot_54_bar__plus_01_dot_63_bar__plus_00_dot_00 - object
        Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14 - object
        Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46 - object
        Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33 - object
        Cabinet_bar__minus_03_dot_65_bar__plus_03_dot_46_bar__minus_03_dot_84 - receptacle
        Cabinet_bar__minus_03_dot_36_bar__plus_00_dot_96_bar__plus_01_dot_54 - receptacle
        Cabinet_bar__minus_01_dot_98_bar__minus_02_dot_24_bar__plus_01_dot_61 - receptacle
        Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_46_bar__plus_03_dot_34 - receptacle
        CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67 - receptacle
        Drawer_bar__plus_03_dot_61_bar__minus_00_dot_29_bar__plus_02_dot_51 - receptacle
        Drawer_bar__plus_03_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_26 - receptacle
        Drawer_bar__plus_03_dot_50_bar__minus_03_dot_76_bar__minus_00_dot_28 - receptacle
        Fridge_bar__minus_01_dot_15_bar__plus_02_dot_07_bar__minus_01_dot_84 - receptacle
        Microwave_bar__plus_02_dot_40_bar__plus_03_dot_79_bar__minus_02_dot_10 - receptacle
        Sink_bar__minus_01_dot_33_bar__plus_02_dot_88_bar__plus_02_dot_95_bar_SinkBasin - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_01_dot_30_bar__minus_02_dot_22 - receptacle
        Shelf_bar__minus_02_dot_82_bar__plus_01_dot_04_bar__plus_01_dot_60 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__minus_02_dot_45_bar__plus_01_dot_28 - receptacle
        Toaster_bar__minus_01_dot_22_bar__plus_00_dot_85_bar__plus_03_dot_27 - receptacle
        loc_bar_2_bar__minus_8_bar_2_bar_0 - location
        loc_bar_5_bar__minus_8_bar_2_bar_0 - location
        loc_bar_6_bar_3_bar_3_bar__minus_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_7_bar__minus_6_bar_2_bar_45 - location
        loc_bar__minus_1_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar_2_bar_1_bar_0 - location
        loc_bar__minus_2_bar_4_bar_3_bar_45 - location
        loc_bar__minus_2_bar_6_bar_0_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_60 - location
        loc_bar__minus_4_bar__minus_5_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_7_bar_1_bar_60 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_0 - location
        loc_bar__minus_7_bar_7_bar_0_bar_0 - location
        loc_bar__minus_9_bar_5_bar_2_bar_30 - location
        loc_bar__minus_9_bar_6_bar_2_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_2_bar_4_bar_3_bar_45)
        (receptacleType Cabinet_bar__minus_03_dot_65_bar__plus_03_dot_46_bar__minus_03_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_65_bar__plus_03_dot_46_bar__minus_03_dot_84 loc_bar_2_bar__minus_8_bar_2_bar_0)
        (openable Cabinet_bar__minus_03_dot_65_bar__plus_03_dot_46_bar__minus_03_dot_84)
        (receptacleType Cabinet_bar__minus_03_dot_36_bar__plus_00_dot_96_bar__plus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_36_bar__plus_00_dot_96_bar__plus_01_dot_54 loc_bar__minus_6_bar__minus_9_bar_1_bar_0)
        (openable Cabinet_bar__minus_03_dot_36_bar__plus_00_dot_96_bar__plus_01_dot_54)
        (receptacleType Cabinet_bar__minus_01_dot_98_bar__minus_02_dot_24_bar__plus_01_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_98_bar__minus_02_dot_24_bar__plus_01_dot_61 loc_bar_6_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_98_bar__minus_02_dot_24_bar__plus_01_dot_61)
        (receptacleType Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_46_bar__plus_03_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_46_bar__plus_03_dot_34 loc_bar_5_bar__minus_8_bar_2_bar_0)
        (openable Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_46_bar__plus_03_dot_34)
        (receptacleType CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67 loc_bar__minus_4_bar__minus_7_bar_1_bar_60)
        (receptacleType Drawer_bar__plus_03_dot_61_bar__minus_00_dot_29_bar__plus_02_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_61_bar__minus_00_dot_29_bar__plus_02_dot_51 loc_bar__minus_2_bar_6_bar_0_bar_30)
        (openable Drawer_bar__plus_03_dot_61_bar__minus_00_dot_29_bar__plus_02_dot_51)
        (receptacleType Drawer_bar__plus_03_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_26 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_26 loc_bar__minus_4_bar_6_bar_2_bar_60)
        (openable Drawer_bar__plus_03_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_26)
        (receptacleType Drawer_bar__plus_03_dot_50_bar__minus_03_dot_76_bar__minus_00_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_50_bar__minus_03_dot_76_bar__minus_00_dot_28 loc_bar__minus_7_bar_7_bar_0_bar_0)
        (openable Drawer_bar__plus_03_dot_50_bar__minus_03_dot_76_bar__minus_00_dot_28)
        (receptacleType Fridge_bar__minus_01_dot_15_bar__plus_02_dot_07_bar__minus_01_dot_84 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_15_bar__plus_02_dot_07_bar__minus_01_dot_84 loc_bar__minus_9_bar_5_bar_2_bar_30)
        (openable Fridge_bar__minus_01_dot_15_bar__plus_02_dot_07_bar__minus_01_dot_84)
        (receptacleType Microwave_bar__plus_02_dot_40_bar__plus_03_dot_79_bar__minus_02_dot_10 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_02_dot_40_bar__plus_03_dot_79_bar__minus_02_dot_10 loc_bar_7_bar__minus_6_bar_2_bar_45)
        (openable Microwave_bar__plus_02_dot_40_bar__plus_03_dot_79_bar__minus_02_dot_10)
        (receptacleType Sink_bar__minus_01_dot_33_bar__plus_02_dot_88_bar__plus_02_dot_95_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_33_bar__plus_02_dot_88_bar__plus_02_dot_95_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_0)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_01_dot_30_bar__minus_02_dot_22 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_01_dot_30_bar__minus_02_dot_22 loc_bar__minus_1_bar__minus_3_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_02_dot_82_bar__plus_01_dot_04_bar__plus_01_dot_60 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_82_bar__plus_01_dot_04_bar__plus_01_dot_60 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__minus_02_dot_45_bar__plus_01_dot_28 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__minus_02_dot_45_bar__plus_01_dot_28 loc_bar__minus_9_bar_6_bar_2_bar_60)
        (receptacleType Toaster_bar__minus_01_dot_22_bar__plus_00_dot_85_bar__plus_03_dot_27 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_01_dot_22_bar__plus_00_dot_85_bar__plus_03_dot_27 loc_bar__minus_4_bar__minus_5_bar_2_bar_0)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType LadleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (objectType Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60 EggType)
        (inReceptacle Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60 CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67)
        (objectAtLocation Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60 loc_bar__minus_4_bar__minus_7_bar_1_bar_60)
        (pickupable Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60)
        (heatable Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60)
        (coolable Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60)
        (cleanable Egg_bar__minus_00_dot_73_bar__minus_03_dot_07_bar__plus_01_dot_60)
        (objectType Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42 EggType)
        (inReceptacle Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42 CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67)
        (objectAtLocation Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42 loc_bar__minus_4_bar__minus_7_bar_1_bar_60)
        (pickupable Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42)
        (heatable Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42)
        (coolable Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42)
        (cleanable Egg_bar__minus_02_dot_02_bar__minus_00_dot_27_bar__minus_01_dot_42)
        (objectType Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61 BowlType)
        (inReceptacle Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61 Fridge_bar__minus_01_dot_15_bar__plus_02_dot_07_bar__minus_01_dot_84)
        (objectAtLocation Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61 loc_bar__minus_9_bar_5_bar_2_bar_30)
        (pickupable Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61)
        (isReceptacleObject Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61)
        (coolable Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61)
        (cleanable Bowl_bar__plus_03_dot_11_bar__minus_03_dot_32_bar__minus_03_dot_61)
        (objectType CD_bar__minus_03_dot_54_bar__plus_01_dot_63_bar__plus_00_dot_00 CDType)
        (inReceptacle CD_bar__minus_03_dot_54_bar__plus_01_dot_63_bar__plus_00_dot_00 Cabinet_bar__minus_01_dot_98_bar__minus_02_dot_24_bar__plus_01_dot_61)
        (objectAtLocation CD_bar__minus_03_dot_54_bar__plus_01_dot_63_bar__plus_00_dot_00 loc_bar_6_bar_3_bar_3_bar__minus_30)
        (pickupable CD_bar__minus_03_dot_54_bar__plus_01_dot_63_bar__plus_00_dot_00)
        (objectType Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14 GarbageCan_bar__minus_00_dot_65_bar__minus_02_dot_45_bar__plus_01_dot_28)
        (objectAtLocation Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14 loc_bar__minus_9_bar_6_bar_2_bar_60)
        (pickupable Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14)
        (heatable Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14)
        (coolable Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14)
        (cleanable Apple_bar__plus_01_dot_44_bar__plus_00_dot_32_bar__plus_01_dot_14)
        (objectType Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46 LadleType)
        (inReceptacle Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46 CounterTop_bar__plus_02_dot_93_bar__plus_02_dot_65_bar__plus_02_dot_67)
        (objectAtLocation Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46 loc_bar__minus_4_bar__minus_7_bar_1_bar_60)
        (pickupable Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46)
        (cleanable Ladle_bar__minus_01_dot_89_bar__minus_00_dot_23_bar__minus_01_dot_46)
        (objectType Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33 Drawer_bar__plus_03_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_26)
        (objectAtLocation Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33 loc_bar__minus_4_bar_6_bar_2_bar_60)
        (pickupable Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33)
        (cleanable Knife_bar__plus_01_dot_09_bar__minus_00_dot_34_bar__plus_02_dot_33)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 EggType)
                                    (receptacleType ?r FridgeType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 EggType)
                                            (receptacleType ?r FridgeType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
