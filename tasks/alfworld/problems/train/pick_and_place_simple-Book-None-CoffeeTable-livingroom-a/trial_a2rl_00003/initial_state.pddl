(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CDType - otype
        EggType - otype
        KeyChainType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        Book_bar__plus_02_dot_53_bar__minus_00_dot_15_bar__minus_00_dot_86 - object
        CD_bar__minus_00_dot_37_bar__minus_02_dot_39_bar__minus_02_dot_53 - object
        Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53 - object
        Pillow_bar__plus_02_dot_62_bar__minus_03_dot_50_bar__minus_03_dot_66 - object
        KeyChain_bar__minus_00_dot_90_bar__minus_02_dot_61_bar__minus_01_dot_48 - object
        Statue_bar__minus_01_dot_89_bar__minus_01_dot_62_bar__plus_01_dot_54 - object
        Vase_bar__minus_01_dot_65_bar__plus_00_dot_70_bar__minus_03_dot_96 - object
        Sofa_bar__plus_02_dot_54_bar__plus_02_dot_20_bar__plus_01_dot_70 - receptacle
        ArmChair_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_00_dot_47 - receptacle
        CoffeeTable_bar__minus_03_dot_20_bar__minus_00_dot_54_bar__plus_02_dot_24 - receptacle
        SideTable_bar__plus_03_dot_05_bar__plus_00_dot_07_bar__minus_02_dot_28 - receptacle
        SideTable_bar__minus_01_dot_81_bar__minus_00_dot_59_bar__minus_01_dot_33 - receptacle
        Drawer_bar__minus_01_dot_39_bar__minus_01_dot_38_bar__minus_00_dot_09 - receptacle
        Drawer_bar__minus_03_dot_73_bar__plus_02_dot_92_bar__minus_02_dot_17 - receptacle
        Shelf_bar__plus_03_dot_07_bar__plus_03_dot_81_bar__minus_03_dot_75 - receptacle
        GarbageCan_bar__plus_02_dot_43_bar__plus_01_dot_17_bar__minus_03_dot_91 - receptacle
        loc_bar_4_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_3_bar_45 - location
        loc_bar_6_bar__minus_7_bar_3_bar_30 - location
        loc_bar_8_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar_9_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_1_bar_7_bar_0_bar_45 - location
        loc_bar__minus_3_bar_3_bar_1_bar_45 - location
        loc_bar__minus_3_bar__minus_9_bar_0_bar_60 - location
        loc_bar__minus_4_bar_2_bar_1_bar_60 - location
        loc_bar__minus_8_bar__minus_8_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_4_bar__minus_3_bar_3_bar_45)
        (receptacleType Sofa_bar__plus_02_dot_54_bar__plus_02_dot_20_bar__plus_01_dot_70 SofaType)
        (receptacleAtLocation Sofa_bar__plus_02_dot_54_bar__plus_02_dot_20_bar__plus_01_dot_70 loc_bar_9_bar__minus_8_bar_3_bar_60)
        (receptacleType ArmChair_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_00_dot_47 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_00_dot_47 loc_bar_8_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_20_bar__minus_00_dot_54_bar__plus_02_dot_24 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_20_bar__minus_00_dot_54_bar__plus_02_dot_24 loc_bar__minus_1_bar_7_bar_0_bar_45)
        (receptacleType SideTable_bar__plus_03_dot_05_bar__plus_00_dot_07_bar__minus_02_dot_28 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_05_bar__plus_00_dot_07_bar__minus_02_dot_28 loc_bar_6_bar__minus_7_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_01_dot_81_bar__minus_00_dot_59_bar__minus_01_dot_33 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_81_bar__minus_00_dot_59_bar__minus_01_dot_33 loc_bar__minus_4_bar_2_bar_1_bar_60)
        (receptacleType Drawer_bar__minus_01_dot_39_bar__minus_01_dot_38_bar__minus_00_dot_09 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_39_bar__minus_01_dot_38_bar__minus_00_dot_09 loc_bar__minus_3_bar_3_bar_1_bar_45)
        (openable Drawer_bar__minus_01_dot_39_bar__minus_01_dot_38_bar__minus_00_dot_09)
        (receptacleType Drawer_bar__minus_03_dot_73_bar__plus_02_dot_92_bar__minus_02_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_73_bar__plus_02_dot_92_bar__minus_02_dot_17 loc_bar__minus_3_bar__minus_9_bar_0_bar_60)
        (openable Drawer_bar__minus_03_dot_73_bar__plus_02_dot_92_bar__minus_02_dot_17)
        (receptacleType Shelf_bar__plus_03_dot_07_bar__plus_03_dot_81_bar__minus_03_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_07_bar__plus_03_dot_81_bar__minus_03_dot_75 loc_bar_4_bar_9_bar_1_bar_30)
        (receptacleType GarbageCan_bar__plus_02_dot_43_bar__plus_01_dot_17_bar__minus_03_dot_91 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_43_bar__plus_01_dot_17_bar__minus_03_dot_91 loc_bar__minus_8_bar__minus_8_bar_0_bar_60)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType CDType)
        (canContain CoffeeTableType EggType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType EggType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BookType)
        (canContain SofaType KeyChainType)
        (canContain SofaType PillowType)
        (objectType Book_bar__plus_02_dot_53_bar__minus_00_dot_15_bar__minus_00_dot_86 BookType)
        (inReceptacle Book_bar__plus_02_dot_53_bar__minus_00_dot_15_bar__minus_00_dot_86 Drawer_bar__minus_01_dot_39_bar__minus_01_dot_38_bar__minus_00_dot_09)
        (objectAtLocation Book_bar__plus_02_dot_53_bar__minus_00_dot_15_bar__minus_00_dot_86 loc_bar__minus_3_bar_3_bar_1_bar_45)
        (pickupable Book_bar__plus_02_dot_53_bar__minus_00_dot_15_bar__minus_00_dot_86)
        (objectType CD_bar__minus_00_dot_37_bar__minus_02_dot_39_bar__minus_02_dot_53 CDType)
        (inReceptacle CD_bar__minus_00_dot_37_bar__minus_02_dot_39_bar__minus_02_dot_53 GarbageCan_bar__plus_02_dot_43_bar__plus_01_dot_17_bar__minus_03_dot_91)
        (objectAtLocation CD_bar__minus_00_dot_37_bar__minus_02_dot_39_bar__minus_02_dot_53 loc_bar__minus_8_bar__minus_8_bar_0_bar_60)
        (pickupable CD_bar__minus_00_dot_37_bar__minus_02_dot_39_bar__minus_02_dot_53)
        (objectType Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53 EggType)
        (inReceptacle Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53 SideTable_bar__plus_03_dot_05_bar__plus_00_dot_07_bar__minus_02_dot_28)
        (objectAtLocation Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53 loc_bar_6_bar__minus_7_bar_3_bar_30)
        (pickupable Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53)
        (heatable Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53)
        (coolable Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53)
        (cleanable Egg_bar__minus_03_dot_41_bar__minus_00_dot_47_bar__minus_03_dot_53)
        (objectType Pillow_bar__plus_02_dot_62_bar__minus_03_dot_50_bar__minus_03_dot_66 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_62_bar__minus_03_dot_50_bar__minus_03_dot_66 Sofa_bar__plus_02_dot_54_bar__plus_02_dot_20_bar__plus_01_dot_70)
        (objectAtLocation Pillow_bar__plus_02_dot_62_bar__minus_03_dot_50_bar__minus_03_dot_66 loc_bar_9_bar__minus_8_bar_3_bar_60)
        (pickupable Pillow_bar__plus_02_dot_62_bar__minus_03_dot_50_bar__minus_03_dot_66)
        (objectType KeyChain_bar__minus_00_dot_90_bar__minus_02_dot_61_bar__minus_01_dot_48 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_90_bar__minus_02_dot_61_bar__minus_01_dot_48 ArmChair_bar__plus_00_dot_02_bar__plus_00_dot_05_bar__minus_00_dot_47)
        (objectAtLocation KeyChain_bar__minus_00_dot_90_bar__minus_02_dot_61_bar__minus_01_dot_48 loc_bar_8_bar__minus_4_bar_0_bar__minus_30)
        (pickupable KeyChain_bar__minus_00_dot_90_bar__minus_02_dot_61_bar__minus_01_dot_48)
        (objectType Statue_bar__minus_01_dot_89_bar__minus_01_dot_62_bar__plus_01_dot_54 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_89_bar__minus_01_dot_62_bar__plus_01_dot_54 Shelf_bar__plus_03_dot_07_bar__plus_03_dot_81_bar__minus_03_dot_75)
        (objectAtLocation Statue_bar__minus_01_dot_89_bar__minus_01_dot_62_bar__plus_01_dot_54 loc_bar_4_bar_9_bar_1_bar_30)
        (pickupable Statue_bar__minus_01_dot_89_bar__minus_01_dot_62_bar__plus_01_dot_54)
        (objectType Vase_bar__minus_01_dot_65_bar__plus_00_dot_70_bar__minus_03_dot_96 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_65_bar__plus_00_dot_70_bar__minus_03_dot_96 Shelf_bar__plus_03_dot_07_bar__plus_03_dot_81_bar__minus_03_dot_75)
        (objectAtLocation Vase_bar__minus_01_dot_65_bar__plus_00_dot_70_bar__minus_03_dot_96 loc_bar_4_bar_9_bar_1_bar_30)
        (pickupable Vase_bar__minus_01_dot_65_bar__plus_00_dot_70_bar__minus_03_dot_96)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BookType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
