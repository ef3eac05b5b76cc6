(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
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
        Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26 - object
        Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22 - object
        CD_bar__plus_02_dot_00_bar__plus_02_dot_12_bar__minus_01_dot_58 - object
        PepperShaker_bar__plus_03_dot_98_bar__minus_02_dot_27_bar__plus_03_dot_93 - object
        WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54 - object
        Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52 - object
        Cabinet_bar__minus_02_dot_54_bar__minus_03_dot_26_bar__minus_01_dot_75 - receptacle
        Cabinet_bar__minus_02_dot_20_bar__minus_03_dot_15_bar__plus_03_dot_08 - receptacle
        Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_08_bar__plus_01_dot_60 - receptacle
        Cabinet_bar__plus_00_dot_82_bar__minus_03_dot_46_bar__plus_03_dot_86 - receptacle
        CounterTop_bar__minus_03_dot_06_bar__minus_02_dot_73_bar__minus_03_dot_78 - receptacle
        Drawer_bar__minus_01_dot_91_bar__minus_00_dot_68_bar__minus_02_dot_63 - receptacle
        Drawer_bar__plus_03_dot_55_bar__plus_02_dot_85_bar__minus_02_dot_68 - receptacle
        Drawer_bar__plus_02_dot_12_bar__plus_02_dot_36_bar__plus_03_dot_76 - receptacle
        Fridge_bar__plus_03_dot_77_bar__plus_00_dot_86_bar__minus_00_dot_54 - receptacle
        Microwave_bar__minus_03_dot_42_bar__minus_02_dot_76_bar__plus_03_dot_14 - receptacle
        Sink_bar__plus_02_dot_62_bar__plus_00_dot_62_bar__minus_03_dot_84_bar_SinkBasin - receptacle
        Shelf_bar__minus_02_dot_12_bar__plus_00_dot_32_bar__plus_03_dot_92 - receptacle
        Shelf_bar__minus_01_dot_77_bar__minus_01_dot_75_bar__plus_01_dot_63 - receptacle
        GarbageCan_bar__plus_01_dot_34_bar__plus_03_dot_32_bar__minus_01_dot_30 - receptacle
        Toaster_bar__minus_00_dot_81_bar__minus_02_dot_05_bar__minus_02_dot_21 - receptacle
        loc_bar_0_bar_0_bar_3_bar_45 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_8_bar_2_bar_45 - location
        loc_bar_2_bar_9_bar_3_bar_60 - location
        loc_bar_9_bar__minus_4_bar_1_bar_45 - location
        loc_bar__minus_1_bar_6_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_1_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_5_bar_0_bar_45 - location
        loc_bar__minus_4_bar_4_bar_2_bar_60 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_0 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_60 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_9_bar_0_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar_6_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_54_bar__minus_03_dot_26_bar__minus_01_dot_75 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_54_bar__minus_03_dot_26_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_54_bar__minus_03_dot_26_bar__minus_01_dot_75)
        (receptacleType Cabinet_bar__minus_02_dot_20_bar__minus_03_dot_15_bar__plus_03_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_20_bar__minus_03_dot_15_bar__plus_03_dot_08 loc_bar__minus_4_bar__minus_1_bar_0_bar_0)
        (openable Cabinet_bar__minus_02_dot_20_bar__minus_03_dot_15_bar__plus_03_dot_08)
        (receptacleType Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_08_bar__plus_01_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_08_bar__plus_01_dot_60 loc_bar__minus_4_bar__minus_7_bar_2_bar_60)
        (openable Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_08_bar__plus_01_dot_60)
        (receptacleType Cabinet_bar__plus_00_dot_82_bar__minus_03_dot_46_bar__plus_03_dot_86 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_82_bar__minus_03_dot_46_bar__plus_03_dot_86 loc_bar_2_bar_9_bar_3_bar_60)
        (openable Cabinet_bar__plus_00_dot_82_bar__minus_03_dot_46_bar__plus_03_dot_86)
        (receptacleType CounterTop_bar__minus_03_dot_06_bar__minus_02_dot_73_bar__minus_03_dot_78 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_06_bar__minus_02_dot_73_bar__minus_03_dot_78 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_91_bar__minus_00_dot_68_bar__minus_02_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_91_bar__minus_00_dot_68_bar__minus_02_dot_63 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_01_dot_91_bar__minus_00_dot_68_bar__minus_02_dot_63)
        (receptacleType Drawer_bar__plus_03_dot_55_bar__plus_02_dot_85_bar__minus_02_dot_68 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_55_bar__plus_02_dot_85_bar__minus_02_dot_68 loc_bar_0_bar_0_bar_3_bar_45)
        (openable Drawer_bar__plus_03_dot_55_bar__plus_02_dot_85_bar__minus_02_dot_68)
        (receptacleType Drawer_bar__plus_02_dot_12_bar__plus_02_dot_36_bar__plus_03_dot_76 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_12_bar__plus_02_dot_36_bar__plus_03_dot_76 loc_bar__minus_1_bar__minus_3_bar_1_bar_0)
        (openable Drawer_bar__plus_02_dot_12_bar__plus_02_dot_36_bar__plus_03_dot_76)
        (receptacleType Fridge_bar__plus_03_dot_77_bar__plus_00_dot_86_bar__minus_00_dot_54 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_77_bar__plus_00_dot_86_bar__minus_00_dot_54 loc_bar_1_bar__minus_8_bar_2_bar_45)
        (openable Fridge_bar__plus_03_dot_77_bar__plus_00_dot_86_bar__minus_00_dot_54)
        (receptacleType Microwave_bar__minus_03_dot_42_bar__minus_02_dot_76_bar__plus_03_dot_14 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_42_bar__minus_02_dot_76_bar__plus_03_dot_14 loc_bar__minus_4_bar_4_bar_2_bar_60)
        (openable Microwave_bar__minus_03_dot_42_bar__minus_02_dot_76_bar__plus_03_dot_14)
        (receptacleType Sink_bar__plus_02_dot_62_bar__plus_00_dot_62_bar__minus_03_dot_84_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_62_bar__plus_00_dot_62_bar__minus_03_dot_84_bar_SinkBasin loc_bar__minus_7_bar__minus_9_bar_0_bar_45)
        (receptacleType Shelf_bar__minus_02_dot_12_bar__plus_00_dot_32_bar__plus_03_dot_92 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_12_bar__plus_00_dot_32_bar__plus_03_dot_92 loc_bar__minus_5_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_77_bar__minus_01_dot_75_bar__plus_01_dot_63 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_77_bar__minus_01_dot_75_bar__plus_01_dot_63 loc_bar__minus_2_bar__minus_5_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_01_dot_34_bar__plus_03_dot_32_bar__minus_01_dot_30 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_34_bar__plus_03_dot_32_bar__minus_01_dot_30 loc_bar__minus_1_bar__minus_4_bar_3_bar_0)
        (receptacleType Toaster_bar__minus_00_dot_81_bar__minus_02_dot_05_bar__minus_02_dot_21 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_00_dot_81_bar__minus_02_dot_05_bar__minus_02_dot_21 loc_bar_9_bar__minus_4_bar_1_bar_45)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (objectType Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26 Shelf_bar__minus_02_dot_12_bar__plus_00_dot_32_bar__plus_03_dot_92)
        (objectAtLocation Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26 loc_bar__minus_5_bar__minus_4_bar_0_bar__minus_30)
        (pickupable Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26)
        (isReceptacleObject Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26)
        (coolable Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26)
        (cleanable Bowl_bar__plus_01_dot_84_bar__plus_00_dot_10_bar__minus_03_dot_26)
        (objectType Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22 PlateType)
        (inReceptacle Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22 Fridge_bar__plus_03_dot_77_bar__plus_00_dot_86_bar__minus_00_dot_54)
        (objectAtLocation Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22 loc_bar_1_bar__minus_8_bar_2_bar_45)
        (pickupable Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22)
        (isReceptacleObject Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22)
        (heatable Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22)
        (coolable Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22)
        (cleanable Plate_bar__minus_03_dot_75_bar__minus_03_dot_60_bar__minus_00_dot_22)
        (objectType CD_bar__plus_02_dot_00_bar__plus_02_dot_12_bar__minus_01_dot_58 CDType)
        (inReceptacle CD_bar__plus_02_dot_00_bar__plus_02_dot_12_bar__minus_01_dot_58 Drawer_bar__plus_02_dot_12_bar__plus_02_dot_36_bar__plus_03_dot_76)
        (objectAtLocation CD_bar__plus_02_dot_00_bar__plus_02_dot_12_bar__minus_01_dot_58 loc_bar__minus_1_bar__minus_3_bar_1_bar_0)
        (pickupable CD_bar__plus_02_dot_00_bar__plus_02_dot_12_bar__minus_01_dot_58)
        (objectType PepperShaker_bar__plus_03_dot_98_bar__minus_02_dot_27_bar__plus_03_dot_93 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_03_dot_98_bar__minus_02_dot_27_bar__plus_03_dot_93 Cabinet_bar__plus_01_dot_78_bar__plus_02_dot_08_bar__plus_01_dot_60)
        (objectAtLocation PepperShaker_bar__plus_03_dot_98_bar__minus_02_dot_27_bar__plus_03_dot_93 loc_bar__minus_4_bar__minus_7_bar_2_bar_60)
        (pickupable PepperShaker_bar__plus_03_dot_98_bar__minus_02_dot_27_bar__plus_03_dot_93)
        (objectType WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54 WineBottleType)
        (inReceptacle WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54 Cabinet_bar__minus_02_dot_54_bar__minus_03_dot_26_bar__minus_01_dot_75)
        (objectAtLocation WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54 loc_bar__minus_1_bar__minus_1_bar_3_bar__minus_30)
        (pickupable WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54)
        (coolable WineBottle_bar__minus_00_dot_13_bar__minus_01_dot_74_bar__plus_01_dot_54)
        (objectType Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52 Sink_bar__plus_02_dot_62_bar__plus_00_dot_62_bar__minus_03_dot_84_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52 loc_bar__minus_7_bar__minus_9_bar_0_bar_45)
        (pickupable Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52)
        (cleanable Knife_bar__minus_00_dot_52_bar__plus_02_dot_25_bar__minus_02_dot_52)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
