(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        CDType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
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
        Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91 - object
        Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36 - object
        CD_bar__minus_01_dot_73_bar__minus_00_dot_66_bar__plus_02_dot_85 - object
        Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96 - object
        WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75 - object
        Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35 - object
        Cabinet_bar__plus_01_dot_05_bar__minus_00_dot_30_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__plus_02_dot_60_bar__plus_01_dot_14_bar__plus_02_dot_59 - receptacle
        Cabinet_bar__minus_00_dot_46_bar__minus_01_dot_81_bar__plus_00_dot_34 - receptacle
        Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_96_bar__plus_02_dot_99 - receptacle
        CounterTop_bar__plus_00_dot_75_bar__plus_01_dot_76_bar__minus_00_dot_26 - receptacle
        Drawer_bar__plus_01_dot_32_bar__minus_02_dot_80_bar__minus_03_dot_71 - receptacle
        Drawer_bar__plus_01_dot_51_bar__minus_01_dot_71_bar__minus_00_dot_83 - receptacle
        Drawer_bar__minus_01_dot_55_bar__minus_02_dot_46_bar__minus_01_dot_55 - receptacle
        Fridge_bar__minus_01_dot_93_bar__minus_02_dot_88_bar__minus_00_dot_41 - receptacle
        Microwave_bar__minus_00_dot_83_bar__minus_00_dot_20_bar__plus_03_dot_87 - receptacle
        Sink_bar__minus_02_dot_71_bar__plus_00_dot_29_bar__minus_00_dot_91_bar_SinkBasin - receptacle
        Shelf_bar__minus_02_dot_09_bar__minus_00_dot_72_bar__plus_02_dot_43 - receptacle
        Shelf_bar__minus_01_dot_51_bar__minus_03_dot_41_bar__plus_02_dot_00 - receptacle
        GarbageCan_bar__plus_03_dot_69_bar__minus_00_dot_51_bar__plus_01_dot_58 - receptacle
        Toaster_bar__plus_00_dot_71_bar__plus_00_dot_43_bar__plus_03_dot_95 - receptacle
        loc_bar_0_bar__minus_7_bar_0_bar_60 - location
        loc_bar_1_bar__minus_6_bar_2_bar_60 - location
        loc_bar_5_bar__minus_8_bar_0_bar_30 - location
        loc_bar_6_bar_7_bar_2_bar_0 - location
        loc_bar_7_bar_4_bar_2_bar_0 - location
        loc_bar_7_bar_8_bar_1_bar_45 - location
        loc_bar_7_bar__minus_2_bar_2_bar_60 - location
        loc_bar_7_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar_9_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar_3_bar_1_bar_60 - location
        loc_bar__minus_5_bar_9_bar_3_bar_45 - location
        loc_bar__minus_5_bar__minus_1_bar_1_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_0_bar_0 - location
        loc_bar__minus_8_bar_1_bar_1_bar_0 - location
        loc_bar__minus_9_bar_8_bar_0_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_5_bar_9_bar_3_bar_45)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__minus_00_dot_30_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__minus_00_dot_30_bar__minus_01_dot_24 loc_bar_6_bar_7_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_05_bar__minus_00_dot_30_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__plus_02_dot_60_bar__plus_01_dot_14_bar__plus_02_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_60_bar__plus_01_dot_14_bar__plus_02_dot_59 loc_bar__minus_5_bar__minus_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_60_bar__plus_01_dot_14_bar__plus_02_dot_59)
        (receptacleType Cabinet_bar__minus_00_dot_46_bar__minus_01_dot_81_bar__plus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_46_bar__minus_01_dot_81_bar__plus_00_dot_34 loc_bar_7_bar__minus_2_bar_2_bar_60)
        (openable Cabinet_bar__minus_00_dot_46_bar__minus_01_dot_81_bar__plus_00_dot_34)
        (receptacleType Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_96_bar__plus_02_dot_99 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_96_bar__plus_02_dot_99 loc_bar__minus_3_bar_3_bar_1_bar_60)
        (openable Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_96_bar__plus_02_dot_99)
        (receptacleType CounterTop_bar__plus_00_dot_75_bar__plus_01_dot_76_bar__minus_00_dot_26 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_75_bar__plus_01_dot_76_bar__minus_00_dot_26 loc_bar__minus_5_bar__minus_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_32_bar__minus_02_dot_80_bar__minus_03_dot_71 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_32_bar__minus_02_dot_80_bar__minus_03_dot_71 loc_bar_0_bar__minus_7_bar_0_bar_60)
        (openable Drawer_bar__plus_01_dot_32_bar__minus_02_dot_80_bar__minus_03_dot_71)
        (receptacleType Drawer_bar__plus_01_dot_51_bar__minus_01_dot_71_bar__minus_00_dot_83 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_51_bar__minus_01_dot_71_bar__minus_00_dot_83 loc_bar__minus_8_bar_1_bar_1_bar_0)
        (openable Drawer_bar__plus_01_dot_51_bar__minus_01_dot_71_bar__minus_00_dot_83)
        (receptacleType Drawer_bar__minus_01_dot_55_bar__minus_02_dot_46_bar__minus_01_dot_55 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_55_bar__minus_02_dot_46_bar__minus_01_dot_55 loc_bar__minus_6_bar__minus_4_bar_0_bar_0)
        (openable Drawer_bar__minus_01_dot_55_bar__minus_02_dot_46_bar__minus_01_dot_55)
        (receptacleType Fridge_bar__minus_01_dot_93_bar__minus_02_dot_88_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_93_bar__minus_02_dot_88_bar__minus_00_dot_41 loc_bar_9_bar__minus_5_bar_1_bar__minus_30)
        (openable Fridge_bar__minus_01_dot_93_bar__minus_02_dot_88_bar__minus_00_dot_41)
        (receptacleType Microwave_bar__minus_00_dot_83_bar__minus_00_dot_20_bar__plus_03_dot_87 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_83_bar__minus_00_dot_20_bar__plus_03_dot_87 loc_bar_7_bar__minus_5_bar_3_bar__minus_30)
        (openable Microwave_bar__minus_00_dot_83_bar__minus_00_dot_20_bar__plus_03_dot_87)
        (receptacleType Sink_bar__minus_02_dot_71_bar__plus_00_dot_29_bar__minus_00_dot_91_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_71_bar__plus_00_dot_29_bar__minus_00_dot_91_bar_SinkBasin loc_bar_1_bar__minus_6_bar_2_bar_60)
        (receptacleType Shelf_bar__minus_02_dot_09_bar__minus_00_dot_72_bar__plus_02_dot_43 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_09_bar__minus_00_dot_72_bar__plus_02_dot_43 loc_bar_7_bar_4_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_51_bar__minus_03_dot_41_bar__plus_02_dot_00 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_51_bar__minus_03_dot_41_bar__plus_02_dot_00 loc_bar_7_bar_8_bar_1_bar_45)
        (receptacleType GarbageCan_bar__plus_03_dot_69_bar__minus_00_dot_51_bar__plus_01_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_69_bar__minus_00_dot_51_bar__plus_01_dot_58 loc_bar_5_bar__minus_8_bar_0_bar_30)
        (receptacleType Toaster_bar__plus_00_dot_71_bar__plus_00_dot_43_bar__plus_03_dot_95 ToasterType)
        (receptacleAtLocation Toaster_bar__plus_00_dot_71_bar__plus_00_dot_43_bar__plus_03_dot_95 loc_bar__minus_9_bar_8_bar_0_bar_45)
        (canContain CabinetType CDType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType CDType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (objectType Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91 MugType)
        (inReceptacle Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91 Shelf_bar__minus_02_dot_09_bar__minus_00_dot_72_bar__plus_02_dot_43)
        (objectAtLocation Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91 loc_bar_7_bar_4_bar_2_bar_0)
        (pickupable Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91)
        (isReceptacleObject Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91)
        (heatable Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91)
        (coolable Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91)
        (cleanable Mug_bar__minus_00_dot_68_bar__plus_02_dot_09_bar__minus_02_dot_91)
        (objectType Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36 Microwave_bar__minus_00_dot_83_bar__minus_00_dot_20_bar__plus_03_dot_87)
        (objectAtLocation Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36 loc_bar_7_bar__minus_5_bar_3_bar__minus_30)
        (pickupable Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36)
        (isReceptacleObject Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36)
        (heatable Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36)
        (coolable Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36)
        (cleanable Plate_bar__minus_00_dot_37_bar__plus_03_dot_53_bar__plus_00_dot_36)
        (objectType CD_bar__minus_01_dot_73_bar__minus_00_dot_66_bar__plus_02_dot_85 CDType)
        (inReceptacle CD_bar__minus_01_dot_73_bar__minus_00_dot_66_bar__plus_02_dot_85 CounterTop_bar__plus_00_dot_75_bar__plus_01_dot_76_bar__minus_00_dot_26)
        (objectAtLocation CD_bar__minus_01_dot_73_bar__minus_00_dot_66_bar__plus_02_dot_85 loc_bar__minus_5_bar__minus_8_bar_1_bar_30)
        (pickupable CD_bar__minus_01_dot_73_bar__minus_00_dot_66_bar__plus_02_dot_85)
        (objectType Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96 Sink_bar__minus_02_dot_71_bar__plus_00_dot_29_bar__minus_00_dot_91_bar_SinkBasin)
        (objectAtLocation Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96 loc_bar_1_bar__minus_6_bar_2_bar_60)
        (pickupable Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96)
        (cleanable Spatula_bar__plus_02_dot_01_bar__plus_02_dot_27_bar__minus_03_dot_96)
        (objectType WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75 WineBottleType)
        (inReceptacle WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75 Cabinet_bar__plus_02_dot_60_bar__plus_01_dot_14_bar__plus_02_dot_59)
        (objectAtLocation WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75 loc_bar__minus_5_bar__minus_1_bar_1_bar__minus_30)
        (pickupable WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75)
        (coolable WineBottle_bar__plus_00_dot_42_bar__minus_01_dot_58_bar__minus_02_dot_75)
        (objectType Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35 Sink_bar__minus_02_dot_71_bar__plus_00_dot_29_bar__minus_00_dot_91_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35 loc_bar_1_bar__minus_6_bar_2_bar_60)
        (pickupable Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35)
        (cleanable Knife_bar__plus_01_dot_65_bar__plus_03_dot_35_bar__plus_03_dot_35)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
