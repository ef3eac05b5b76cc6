(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        CDType - otype
        KnifeType - otype
        LadleType - otype
        PepperShakerType - otype
        SpatulaType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07 - object
        CD_bar__minus_02_dot_91_bar__minus_02_dot_83_bar__minus_02_dot_69 - object
        Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86 - object
        Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55 - object
        PepperShaker_bar__plus_01_dot_61_bar__minus_03_dot_51_bar__plus_02_dot_48 - object
        Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70 - object
        Cabinet_bar__plus_02_dot_40_bar__minus_01_dot_10_bar__minus_03_dot_90 - receptacle
        Cabinet_bar__minus_01_dot_24_bar__plus_02_dot_74_bar__minus_03_dot_81 - receptacle
        Cabinet_bar__minus_02_dot_33_bar__plus_01_dot_49_bar__minus_00_dot_64 - receptacle
        Cabinet_bar__minus_00_dot_08_bar__plus_00_dot_95_bar__plus_01_dot_32 - receptacle
        CounterTop_bar__minus_00_dot_11_bar__minus_00_dot_76_bar__minus_02_dot_04 - receptacle
        Drawer_bar__minus_01_dot_50_bar__minus_02_dot_44_bar__plus_03_dot_10 - receptacle
        Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61 - receptacle
        Drawer_bar__minus_02_dot_94_bar__plus_01_dot_43_bar__minus_00_dot_29 - receptacle
        Fridge_bar__minus_00_dot_78_bar__minus_00_dot_18_bar__minus_01_dot_52 - receptacle
        Microwave_bar__minus_03_dot_36_bar__minus_02_dot_07_bar__plus_01_dot_01 - receptacle
        Sink_bar__minus_00_dot_57_bar__plus_02_dot_83_bar__minus_03_dot_64_bar_SinkBasin - receptacle
        Shelf_bar__plus_00_dot_91_bar__plus_03_dot_97_bar__plus_02_dot_36 - receptacle
        Shelf_bar__minus_03_dot_36_bar__minus_00_dot_72_bar__minus_00_dot_83 - receptacle
        GarbageCan_bar__plus_03_dot_77_bar__plus_00_dot_64_bar__minus_03_dot_43 - receptacle
        Toaster_bar__minus_03_dot_98_bar__minus_00_dot_09_bar__minus_00_dot_02 - receptacle
        loc_bar_1_bar_0_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_5_bar__minus_4_bar_0_bar_45 - location
        loc_bar_9_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_3_bar_5_bar_3_bar_45 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_45 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_3_bar_45 - location
        loc_bar__minus_5_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_1_bar_2_bar_45 - location
        loc_bar__minus_7_bar__minus_4_bar_2_bar_45 - location
        loc_bar__minus_8_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_7_bar_0_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_3_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_40_bar__minus_01_dot_10_bar__minus_03_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_40_bar__minus_01_dot_10_bar__minus_03_dot_90 loc_bar__minus_5_bar_4_bar_3_bar_45)
        (openable Cabinet_bar__plus_02_dot_40_bar__minus_01_dot_10_bar__minus_03_dot_90)
        (receptacleType Cabinet_bar__minus_01_dot_24_bar__plus_02_dot_74_bar__minus_03_dot_81 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_24_bar__plus_02_dot_74_bar__minus_03_dot_81 loc_bar__minus_7_bar__minus_1_bar_2_bar_45)
        (openable Cabinet_bar__minus_01_dot_24_bar__plus_02_dot_74_bar__minus_03_dot_81)
        (receptacleType Cabinet_bar__minus_02_dot_33_bar__plus_01_dot_49_bar__minus_00_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_33_bar__plus_01_dot_49_bar__minus_00_dot_64 loc_bar_5_bar__minus_4_bar_0_bar_45)
        (openable Cabinet_bar__minus_02_dot_33_bar__plus_01_dot_49_bar__minus_00_dot_64)
        (receptacleType Cabinet_bar__minus_00_dot_08_bar__plus_00_dot_95_bar__plus_01_dot_32 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_08_bar__plus_00_dot_95_bar__plus_01_dot_32 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_08_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (receptacleType CounterTop_bar__minus_00_dot_11_bar__minus_00_dot_76_bar__minus_02_dot_04 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_11_bar__minus_00_dot_76_bar__minus_02_dot_04 loc_bar__minus_4_bar_2_bar_0_bar_45)
        (receptacleType Drawer_bar__minus_01_dot_50_bar__minus_02_dot_44_bar__plus_03_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__minus_02_dot_44_bar__plus_03_dot_10 loc_bar_1_bar_0_bar_1_bar__minus_30)
        (openable Drawer_bar__minus_01_dot_50_bar__minus_02_dot_44_bar__plus_03_dot_10)
        (receptacleType Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61 loc_bar_9_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61)
        (receptacleType Drawer_bar__minus_02_dot_94_bar__plus_01_dot_43_bar__minus_00_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_94_bar__plus_01_dot_43_bar__minus_00_dot_29 loc_bar__minus_3_bar_5_bar_3_bar_45)
        (openable Drawer_bar__minus_02_dot_94_bar__plus_01_dot_43_bar__minus_00_dot_29)
        (receptacleType Fridge_bar__minus_00_dot_78_bar__minus_00_dot_18_bar__minus_01_dot_52 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_78_bar__minus_00_dot_18_bar__minus_01_dot_52 loc_bar__minus_7_bar__minus_4_bar_2_bar_45)
        (openable Fridge_bar__minus_00_dot_78_bar__minus_00_dot_18_bar__minus_01_dot_52)
        (receptacleType Microwave_bar__minus_03_dot_36_bar__minus_02_dot_07_bar__plus_01_dot_01 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_36_bar__minus_02_dot_07_bar__plus_01_dot_01 loc_bar__minus_5_bar__minus_8_bar_3_bar_60)
        (openable Microwave_bar__minus_03_dot_36_bar__minus_02_dot_07_bar__plus_01_dot_01)
        (receptacleType Sink_bar__minus_00_dot_57_bar__plus_02_dot_83_bar__minus_03_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_57_bar__plus_02_dot_83_bar__minus_03_dot_64_bar_SinkBasin loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__plus_00_dot_91_bar__plus_03_dot_97_bar__plus_02_dot_36 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_91_bar__plus_03_dot_97_bar__plus_02_dot_36 loc_bar__minus_7_bar__minus_1_bar_2_bar_45)
        (receptacleType Shelf_bar__minus_03_dot_36_bar__minus_00_dot_72_bar__minus_00_dot_83 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_36_bar__minus_00_dot_72_bar__minus_00_dot_83 loc_bar__minus_9_bar__minus_7_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_03_dot_77_bar__plus_00_dot_64_bar__minus_03_dot_43 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_77_bar__plus_00_dot_64_bar__minus_03_dot_43 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleType Toaster_bar__minus_03_dot_98_bar__minus_00_dot_09_bar__minus_00_dot_02 ToasterType)
        (receptacleAtLocation Toaster_bar__minus_03_dot_98_bar__minus_00_dot_09_bar__minus_00_dot_02 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (canContain CabinetType CDType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain MicrowaveType AppleType)
        (canContain ShelfType CDType)
        (canContain ShelfType PepperShakerType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType SpatulaType)
        (objectType Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07 CounterTop_bar__minus_00_dot_11_bar__minus_00_dot_76_bar__minus_02_dot_04)
        (objectAtLocation Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07 loc_bar__minus_4_bar_2_bar_0_bar_45)
        (pickupable Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07)
        (heatable Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07)
        (coolable Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07)
        (cleanable Apple_bar__minus_01_dot_61_bar__minus_02_dot_78_bar__minus_00_dot_07)
        (objectType CD_bar__minus_02_dot_91_bar__minus_02_dot_83_bar__minus_02_dot_69 CDType)
        (inReceptacle CD_bar__minus_02_dot_91_bar__minus_02_dot_83_bar__minus_02_dot_69 Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61)
        (objectAtLocation CD_bar__minus_02_dot_91_bar__minus_02_dot_83_bar__minus_02_dot_69 loc_bar_9_bar__minus_2_bar_0_bar_30)
        (pickupable CD_bar__minus_02_dot_91_bar__minus_02_dot_83_bar__minus_02_dot_69)
        (objectType Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86 LadleType)
        (inReceptacle Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86 Cabinet_bar__minus_00_dot_08_bar__plus_00_dot_95_bar__plus_01_dot_32)
        (objectAtLocation Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (pickupable Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86)
        (cleanable Ladle_bar__minus_01_dot_32_bar__minus_03_dot_68_bar__plus_01_dot_86)
        (objectType Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55 Drawer_bar__minus_02_dot_94_bar__plus_01_dot_43_bar__minus_00_dot_29)
        (objectAtLocation Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55 loc_bar__minus_3_bar_5_bar_3_bar_45)
        (pickupable Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55)
        (cleanable Spatula_bar__minus_02_dot_39_bar__plus_00_dot_02_bar__minus_00_dot_55)
        (objectType PepperShaker_bar__plus_01_dot_61_bar__minus_03_dot_51_bar__plus_02_dot_48 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_61_bar__minus_03_dot_51_bar__plus_02_dot_48 Drawer_bar__minus_01_dot_50_bar__minus_02_dot_44_bar__plus_03_dot_10)
        (objectAtLocation PepperShaker_bar__plus_01_dot_61_bar__minus_03_dot_51_bar__plus_02_dot_48 loc_bar_1_bar_0_bar_1_bar__minus_30)
        (pickupable PepperShaker_bar__plus_01_dot_61_bar__minus_03_dot_51_bar__plus_02_dot_48)
        (objectType Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70 KnifeType)
        (inReceptacle Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70 Drawer_bar__minus_00_dot_10_bar__minus_02_dot_11_bar__plus_01_dot_61)
        (objectAtLocation Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70 loc_bar_9_bar__minus_2_bar_0_bar_30)
        (pickupable Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70)
        (cleanable Knife_bar__minus_03_dot_36_bar__plus_00_dot_11_bar__minus_02_dot_70)
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
