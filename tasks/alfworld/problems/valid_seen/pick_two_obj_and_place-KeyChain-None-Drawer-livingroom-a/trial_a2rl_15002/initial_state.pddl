(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        KeyChainType - otype
        MugType - otype
        NewspaperType - otype
        PillowType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        KeyChain_bar__minus_01_dot_94_bar__plus_01_dot_63_bar__plus_00_dot_14 - object
        KeyChain_bar__plus_03_dot_93_bar__minus_03_dot_76_bar__minus_02_dot_48 - object
        Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64 - object
        Pillow_bar__minus_02_dot_98_bar__plus_00_dot_39_bar__minus_00_dot_48 - object
        Newspaper_bar__minus_02_dot_81_bar__minus_03_dot_22_bar__plus_01_dot_31 - object
        KeyChain_bar__plus_01_dot_92_bar__plus_01_dot_85_bar__plus_03_dot_37 - object
        Sofa_bar__plus_01_dot_69_bar__plus_00_dot_57_bar__plus_01_dot_84 - receptacle
        ArmChair_bar__minus_03_dot_06_bar__minus_01_dot_08_bar__minus_02_dot_85 - receptacle
        CoffeeTable_bar__minus_01_dot_26_bar__plus_02_dot_67_bar__plus_00_dot_37 - receptacle
        SideTable_bar__minus_01_dot_74_bar__plus_02_dot_01_bar__plus_01_dot_02 - receptacle
        SideTable_bar__minus_02_dot_27_bar__plus_03_dot_23_bar__minus_00_dot_43 - receptacle
        Drawer_bar__minus_00_dot_27_bar__minus_01_dot_13_bar__minus_01_dot_31 - receptacle
        Drawer_bar__minus_00_dot_80_bar__minus_01_dot_27_bar__minus_02_dot_37 - receptacle
        Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83 - receptacle
        GarbageCan_bar__minus_01_dot_09_bar__minus_01_dot_05_bar__plus_02_dot_08 - receptacle
        loc_bar_0_bar__minus_3_bar_3_bar_45 - location
        loc_bar_3_bar_6_bar_3_bar_0 - location
        loc_bar_4_bar__minus_8_bar_0_bar_0 - location
        loc_bar_8_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_2_bar_45 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_5_bar__minus_7_bar_0_bar_45 - location
        loc_bar__minus_8_bar__minus_6_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_8_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_0_bar__minus_3_bar_3_bar_45)
        (receptacleType Sofa_bar__plus_01_dot_69_bar__plus_00_dot_57_bar__plus_01_dot_84 SofaType)
        (receptacleAtLocation Sofa_bar__plus_01_dot_69_bar__plus_00_dot_57_bar__plus_01_dot_84 loc_bar_3_bar_6_bar_3_bar_0)
        (receptacleType ArmChair_bar__minus_03_dot_06_bar__minus_01_dot_08_bar__minus_02_dot_85 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_06_bar__minus_01_dot_08_bar__minus_02_dot_85 loc_bar__minus_9_bar__minus_8_bar_0_bar_0)
        (receptacleType CoffeeTable_bar__minus_01_dot_26_bar__plus_02_dot_67_bar__plus_00_dot_37 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_26_bar__plus_02_dot_67_bar__plus_00_dot_37 loc_bar__minus_8_bar__minus_6_bar_3_bar__minus_30)
        (receptacleType SideTable_bar__minus_01_dot_74_bar__plus_02_dot_01_bar__plus_01_dot_02 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_74_bar__plus_02_dot_01_bar__plus_01_dot_02 loc_bar_4_bar__minus_8_bar_0_bar_0)
        (receptacleType SideTable_bar__minus_02_dot_27_bar__plus_03_dot_23_bar__minus_00_dot_43 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_27_bar__plus_03_dot_23_bar__minus_00_dot_43 loc_bar__minus_5_bar__minus_7_bar_0_bar_45)
        (receptacleType Drawer_bar__minus_00_dot_27_bar__minus_01_dot_13_bar__minus_01_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_27_bar__minus_01_dot_13_bar__minus_01_dot_31 loc_bar__minus_5_bar__minus_2_bar_2_bar_45)
        (openable Drawer_bar__minus_00_dot_27_bar__minus_01_dot_13_bar__minus_01_dot_31)
        (receptacleType Drawer_bar__minus_00_dot_80_bar__minus_01_dot_27_bar__minus_02_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_80_bar__minus_01_dot_27_bar__minus_02_dot_37 loc_bar__minus_3_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_80_bar__minus_01_dot_27_bar__minus_02_dot_37)
        (receptacleType Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83 loc_bar__minus_4_bar_2_bar_2_bar_45)
        (receptacleType GarbageCan_bar__minus_01_dot_09_bar__minus_01_dot_05_bar__plus_02_dot_08 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_09_bar__minus_01_dot_05_bar__plus_02_dot_08 loc_bar_8_bar_6_bar_1_bar_30)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType MugType)
        (canContain CoffeeTableType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType NewspaperType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType MugType)
        (canContain SideTableType NewspaperType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType KeyChain_bar__minus_01_dot_94_bar__plus_01_dot_63_bar__plus_00_dot_14 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_94_bar__plus_01_dot_63_bar__plus_00_dot_14 Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83)
        (objectAtLocation KeyChain_bar__minus_01_dot_94_bar__plus_01_dot_63_bar__plus_00_dot_14 loc_bar__minus_4_bar_2_bar_2_bar_45)
        (pickupable KeyChain_bar__minus_01_dot_94_bar__plus_01_dot_63_bar__plus_00_dot_14)
        (objectType KeyChain_bar__plus_03_dot_93_bar__minus_03_dot_76_bar__minus_02_dot_48 KeyChainType)
        (inReceptacle KeyChain_bar__plus_03_dot_93_bar__minus_03_dot_76_bar__minus_02_dot_48 Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83)
        (objectAtLocation KeyChain_bar__plus_03_dot_93_bar__minus_03_dot_76_bar__minus_02_dot_48 loc_bar__minus_4_bar_2_bar_2_bar_45)
        (pickupable KeyChain_bar__plus_03_dot_93_bar__minus_03_dot_76_bar__minus_02_dot_48)
        (objectType Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64 MugType)
        (inReceptacle Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64 SideTable_bar__minus_01_dot_74_bar__plus_02_dot_01_bar__plus_01_dot_02)
        (objectAtLocation Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64 loc_bar_4_bar__minus_8_bar_0_bar_0)
        (pickupable Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64)
        (isReceptacleObject Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64)
        (heatable Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64)
        (coolable Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64)
        (cleanable Mug_bar__plus_00_dot_45_bar__plus_01_dot_08_bar__plus_01_dot_64)
        (objectType Pillow_bar__minus_02_dot_98_bar__plus_00_dot_39_bar__minus_00_dot_48 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_98_bar__plus_00_dot_39_bar__minus_00_dot_48 Sofa_bar__plus_01_dot_69_bar__plus_00_dot_57_bar__plus_01_dot_84)
        (objectAtLocation Pillow_bar__minus_02_dot_98_bar__plus_00_dot_39_bar__minus_00_dot_48 loc_bar_3_bar_6_bar_3_bar_0)
        (pickupable Pillow_bar__minus_02_dot_98_bar__plus_00_dot_39_bar__minus_00_dot_48)
        (objectType Newspaper_bar__minus_02_dot_81_bar__minus_03_dot_22_bar__plus_01_dot_31 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_81_bar__minus_03_dot_22_bar__plus_01_dot_31 ArmChair_bar__minus_03_dot_06_bar__minus_01_dot_08_bar__minus_02_dot_85)
        (objectAtLocation Newspaper_bar__minus_02_dot_81_bar__minus_03_dot_22_bar__plus_01_dot_31 loc_bar__minus_9_bar__minus_8_bar_0_bar_0)
        (pickupable Newspaper_bar__minus_02_dot_81_bar__minus_03_dot_22_bar__plus_01_dot_31)
        (objectType KeyChain_bar__plus_01_dot_92_bar__plus_01_dot_85_bar__plus_03_dot_37 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_92_bar__plus_01_dot_85_bar__plus_03_dot_37 Shelf_bar__plus_03_dot_72_bar__plus_00_dot_55_bar__minus_03_dot_83)
        (objectAtLocation KeyChain_bar__plus_01_dot_92_bar__plus_01_dot_85_bar__plus_03_dot_37 loc_bar__minus_4_bar_2_bar_2_bar_45)
        (pickupable KeyChain_bar__plus_01_dot_92_bar__plus_01_dot_85_bar__plus_03_dot_37)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
