(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        DeskLampType - otype
        KeyChainType - otype
        NewspaperType - otype
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
        Newspaper_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_00_dot_55 - object
        DeskLamp_bar__plus_02_dot_78_bar__plus_01_dot_53_bar__plus_03_dot_09 - object
        Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91 - object
        Book_bar__plus_03_dot_96_bar__minus_01_dot_43_bar__minus_00_dot_88 - object
        Pillow_bar__plus_01_dot_92_bar__plus_00_dot_66_bar__plus_00_dot_11 - object
        Newspaper_bar__minus_02_dot_74_bar__minus_00_dot_64_bar__minus_00_dot_16 - object
        KeyChain_bar__plus_02_dot_47_bar__minus_02_dot_23_bar__minus_00_dot_90 - object
        Statue_bar__plus_01_dot_41_bar__plus_02_dot_91_bar__plus_01_dot_32 - object
        Vase_bar__minus_01_dot_57_bar__plus_02_dot_15_bar__minus_00_dot_53 - object
        Sofa_bar__minus_03_dot_14_bar__plus_03_dot_52_bar__minus_03_dot_56 - receptacle
        ArmChair_bar__minus_01_dot_61_bar__plus_00_dot_23_bar__minus_02_dot_77 - receptacle
        CoffeeTable_bar__minus_01_dot_73_bar__plus_03_dot_07_bar__minus_02_dot_94 - receptacle
        SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37 - receptacle
        SideTable_bar__minus_00_dot_41_bar__plus_00_dot_35_bar__plus_03_dot_43 - receptacle
        Drawer_bar__plus_03_dot_26_bar__plus_00_dot_23_bar__minus_01_dot_92 - receptacle
        Drawer_bar__minus_02_dot_29_bar__plus_03_dot_75_bar__plus_00_dot_17 - receptacle
        Shelf_bar__plus_02_dot_14_bar__minus_01_dot_54_bar__plus_01_dot_13 - receptacle
        GarbageCan_bar__plus_02_dot_64_bar__minus_02_dot_03_bar__plus_02_dot_36 - receptacle
        loc_bar_2_bar_1_bar_3_bar_45 - location
        loc_bar_2_bar__minus_8_bar_3_bar_30 - location
        loc_bar_3_bar_3_bar_0_bar_60 - location
        loc_bar_4_bar_0_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_3_bar__minus_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_45 - location
        loc_bar_8_bar__minus_8_bar_1_bar_30 - location
        loc_bar_9_bar__minus_8_bar_3_bar_60 - location
        loc_bar__minus_4_bar_3_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_4_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_2_bar_1_bar_3_bar_45)
        (receptacleType Sofa_bar__minus_03_dot_14_bar__plus_03_dot_52_bar__minus_03_dot_56 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_14_bar__plus_03_dot_52_bar__minus_03_dot_56 loc_bar_2_bar__minus_8_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_61_bar__plus_00_dot_23_bar__minus_02_dot_77 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_61_bar__plus_00_dot_23_bar__minus_02_dot_77 loc_bar_5_bar_5_bar_3_bar__minus_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_73_bar__plus_03_dot_07_bar__minus_02_dot_94 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_73_bar__plus_03_dot_07_bar__minus_02_dot_94 loc_bar_3_bar_3_bar_0_bar_60)
        (receptacleType SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37 loc_bar_8_bar__minus_8_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_41_bar__plus_00_dot_35_bar__plus_03_dot_43 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_41_bar__plus_00_dot_35_bar__plus_03_dot_43 loc_bar_4_bar_0_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_26_bar__plus_00_dot_23_bar__minus_01_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_26_bar__plus_00_dot_23_bar__minus_01_dot_92 loc_bar__minus_4_bar_3_bar_3_bar__minus_30)
        (openable Drawer_bar__plus_03_dot_26_bar__plus_00_dot_23_bar__minus_01_dot_92)
        (receptacleType Drawer_bar__minus_02_dot_29_bar__plus_03_dot_75_bar__plus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_29_bar__plus_03_dot_75_bar__plus_00_dot_17 loc_bar_8_bar__minus_3_bar_1_bar_45)
        (openable Drawer_bar__minus_02_dot_29_bar__plus_03_dot_75_bar__plus_00_dot_17)
        (receptacleType Shelf_bar__plus_02_dot_14_bar__minus_01_dot_54_bar__plus_01_dot_13 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_14_bar__minus_01_dot_54_bar__plus_01_dot_13 loc_bar__minus_7_bar__minus_4_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_02_dot_64_bar__minus_02_dot_03_bar__plus_02_dot_36 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_64_bar__minus_02_dot_03_bar__plus_02_dot_36 loc_bar_9_bar__minus_8_bar_3_bar_60)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BookType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Newspaper_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_00_dot_55 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_00_dot_55 Sofa_bar__minus_03_dot_14_bar__plus_03_dot_52_bar__minus_03_dot_56)
        (objectAtLocation Newspaper_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_00_dot_55 loc_bar_2_bar__minus_8_bar_3_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_00_dot_55)
        (objectType DeskLamp_bar__plus_02_dot_78_bar__plus_01_dot_53_bar__plus_03_dot_09 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_78_bar__plus_01_dot_53_bar__plus_03_dot_09 SideTable_bar__minus_00_dot_41_bar__plus_00_dot_35_bar__plus_03_dot_43)
        (objectAtLocation DeskLamp_bar__plus_02_dot_78_bar__plus_01_dot_53_bar__plus_03_dot_09 loc_bar_4_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_78_bar__plus_01_dot_53_bar__plus_03_dot_09)
        (objectType Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91 BowlType)
        (inReceptacle Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91 SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37)
        (objectAtLocation Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91 loc_bar_8_bar__minus_8_bar_1_bar_30)
        (pickupable Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91)
        (isReceptacleObject Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91)
        (coolable Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91)
        (cleanable Bowl_bar__minus_03_dot_87_bar__plus_02_dot_76_bar__minus_02_dot_91)
        (objectType Book_bar__plus_03_dot_96_bar__minus_01_dot_43_bar__minus_00_dot_88 BookType)
        (inReceptacle Book_bar__plus_03_dot_96_bar__minus_01_dot_43_bar__minus_00_dot_88 CoffeeTable_bar__minus_01_dot_73_bar__plus_03_dot_07_bar__minus_02_dot_94)
        (objectAtLocation Book_bar__plus_03_dot_96_bar__minus_01_dot_43_bar__minus_00_dot_88 loc_bar_3_bar_3_bar_0_bar_60)
        (pickupable Book_bar__plus_03_dot_96_bar__minus_01_dot_43_bar__minus_00_dot_88)
        (objectType Pillow_bar__plus_01_dot_92_bar__plus_00_dot_66_bar__plus_00_dot_11 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_92_bar__plus_00_dot_66_bar__plus_00_dot_11 Sofa_bar__minus_03_dot_14_bar__plus_03_dot_52_bar__minus_03_dot_56)
        (objectAtLocation Pillow_bar__plus_01_dot_92_bar__plus_00_dot_66_bar__plus_00_dot_11 loc_bar_2_bar__minus_8_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_92_bar__plus_00_dot_66_bar__plus_00_dot_11)
        (objectType Newspaper_bar__minus_02_dot_74_bar__minus_00_dot_64_bar__minus_00_dot_16 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_74_bar__minus_00_dot_64_bar__minus_00_dot_16 SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37)
        (objectAtLocation Newspaper_bar__minus_02_dot_74_bar__minus_00_dot_64_bar__minus_00_dot_16 loc_bar_8_bar__minus_8_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_74_bar__minus_00_dot_64_bar__minus_00_dot_16)
        (objectType KeyChain_bar__plus_02_dot_47_bar__minus_02_dot_23_bar__minus_00_dot_90 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_47_bar__minus_02_dot_23_bar__minus_00_dot_90 Drawer_bar__minus_02_dot_29_bar__plus_03_dot_75_bar__plus_00_dot_17)
        (objectAtLocation KeyChain_bar__plus_02_dot_47_bar__minus_02_dot_23_bar__minus_00_dot_90 loc_bar_8_bar__minus_3_bar_1_bar_45)
        (pickupable KeyChain_bar__plus_02_dot_47_bar__minus_02_dot_23_bar__minus_00_dot_90)
        (objectType Statue_bar__plus_01_dot_41_bar__plus_02_dot_91_bar__plus_01_dot_32 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_41_bar__plus_02_dot_91_bar__plus_01_dot_32 CoffeeTable_bar__minus_01_dot_73_bar__plus_03_dot_07_bar__minus_02_dot_94)
        (objectAtLocation Statue_bar__plus_01_dot_41_bar__plus_02_dot_91_bar__plus_01_dot_32 loc_bar_3_bar_3_bar_0_bar_60)
        (pickupable Statue_bar__plus_01_dot_41_bar__plus_02_dot_91_bar__plus_01_dot_32)
        (objectType Vase_bar__minus_01_dot_57_bar__plus_02_dot_15_bar__minus_00_dot_53 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_57_bar__plus_02_dot_15_bar__minus_00_dot_53 SideTable_bar__plus_03_dot_78_bar__minus_00_dot_85_bar__minus_03_dot_37)
        (objectAtLocation Vase_bar__minus_01_dot_57_bar__plus_02_dot_15_bar__minus_00_dot_53 loc_bar_8_bar__minus_8_bar_1_bar_30)
        (pickupable Vase_bar__minus_01_dot_57_bar__plus_02_dot_15_bar__minus_00_dot_53)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
