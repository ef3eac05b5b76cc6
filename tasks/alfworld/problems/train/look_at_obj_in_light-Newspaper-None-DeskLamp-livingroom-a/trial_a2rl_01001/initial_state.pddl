(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        CDType - otype
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
        Newspaper_bar__plus_03_dot_45_bar__minus_00_dot_06_bar__plus_01_dot_83 - object
        DeskLamp_bar__minus_02_dot_53_bar__minus_02_dot_85_bar__minus_02_dot_30 - object
        Book_bar__plus_03_dot_78_bar__plus_02_dot_88_bar__minus_01_dot_39 - object
        CD_bar__minus_03_dot_93_bar__plus_03_dot_49_bar__plus_02_dot_93 - object
        Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19 - object
        Pillow_bar__minus_01_dot_70_bar__minus_02_dot_19_bar__plus_03_dot_67 - object
        Newspaper_bar__minus_00_dot_37_bar__plus_02_dot_72_bar__plus_00_dot_67 - object
        KeyChain_bar__minus_03_dot_90_bar__minus_03_dot_88_bar__plus_03_dot_76 - object
        Statue_bar__plus_02_dot_34_bar__minus_01_dot_31_bar__plus_02_dot_43 - object
        Vase_bar__plus_03_dot_24_bar__plus_00_dot_28_bar__plus_00_dot_52 - object
        Sofa_bar__plus_00_dot_14_bar__minus_02_dot_91_bar__plus_02_dot_38 - receptacle
        ArmChair_bar__minus_03_dot_03_bar__plus_01_dot_89_bar__minus_03_dot_37 - receptacle
        CoffeeTable_bar__minus_01_dot_49_bar__plus_02_dot_86_bar__plus_03_dot_95 - receptacle
        SideTable_bar__plus_00_dot_70_bar__minus_01_dot_47_bar__plus_00_dot_61 - receptacle
        SideTable_bar__minus_01_dot_29_bar__minus_01_dot_08_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_02_dot_16_bar__plus_00_dot_19_bar__plus_02_dot_57 - receptacle
        Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17 - receptacle
        Shelf_bar__plus_03_dot_68_bar__plus_01_dot_66_bar__minus_01_dot_33 - receptacle
        GarbageCan_bar__minus_01_dot_82_bar__minus_03_dot_96_bar__minus_01_dot_93 - receptacle
        loc_bar_3_bar_0_bar_1_bar__minus_30 - location
        loc_bar_3_bar_1_bar_2_bar_45 - location
        loc_bar_3_bar_6_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_0_bar_60 - location
        loc_bar_5_bar__minus_5_bar_1_bar_60 - location
        loc_bar_7_bar_1_bar_1_bar_45 - location
        loc_bar__minus_6_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar_8_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_6_bar_2_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_6_bar_2_bar_45)
        (receptacleType Sofa_bar__plus_00_dot_14_bar__minus_02_dot_91_bar__plus_02_dot_38 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_14_bar__minus_02_dot_91_bar__plus_02_dot_38 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (receptacleType ArmChair_bar__minus_03_dot_03_bar__plus_01_dot_89_bar__minus_03_dot_37 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_03_bar__plus_01_dot_89_bar__minus_03_dot_37 loc_bar_3_bar_1_bar_2_bar_45)
        (receptacleType CoffeeTable_bar__minus_01_dot_49_bar__plus_02_dot_86_bar__plus_03_dot_95 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_49_bar__plus_02_dot_86_bar__plus_03_dot_95 loc_bar__minus_8_bar_8_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_70_bar__minus_01_dot_47_bar__plus_00_dot_61 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_70_bar__minus_01_dot_47_bar__plus_00_dot_61 loc_bar_3_bar_6_bar_2_bar_30)
        (receptacleType SideTable_bar__minus_01_dot_29_bar__minus_01_dot_08_bar__plus_00_dot_28 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_29_bar__minus_01_dot_08_bar__plus_00_dot_28 loc_bar_5_bar__minus_5_bar_1_bar_60)
        (receptacleType Drawer_bar__minus_02_dot_16_bar__plus_00_dot_19_bar__plus_02_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_16_bar__plus_00_dot_19_bar__plus_02_dot_57 loc_bar_3_bar_0_bar_1_bar__minus_30)
        (openable Drawer_bar__minus_02_dot_16_bar__plus_00_dot_19_bar__plus_02_dot_57)
        (receptacleType Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17 loc_bar_7_bar_1_bar_1_bar_45)
        (openable Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17)
        (receptacleType Shelf_bar__plus_03_dot_68_bar__plus_01_dot_66_bar__minus_01_dot_33 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_68_bar__plus_01_dot_66_bar__minus_01_dot_33 loc_bar__minus_6_bar_3_bar_3_bar_0)
        (receptacleType GarbageCan_bar__minus_01_dot_82_bar__minus_03_dot_96_bar__minus_01_dot_93 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_82_bar__minus_03_dot_96_bar__minus_01_dot_93 loc_bar_5_bar_5_bar_0_bar_60)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType AppleType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType CDType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SofaType BookType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Newspaper_bar__plus_03_dot_45_bar__minus_00_dot_06_bar__plus_01_dot_83 NewspaperType)
        (inReceptacle Newspaper_bar__plus_03_dot_45_bar__minus_00_dot_06_bar__plus_01_dot_83 Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17)
        (objectAtLocation Newspaper_bar__plus_03_dot_45_bar__minus_00_dot_06_bar__plus_01_dot_83 loc_bar_7_bar_1_bar_1_bar_45)
        (pickupable Newspaper_bar__plus_03_dot_45_bar__minus_00_dot_06_bar__plus_01_dot_83)
        (objectType DeskLamp_bar__minus_02_dot_53_bar__minus_02_dot_85_bar__minus_02_dot_30 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_02_dot_53_bar__minus_02_dot_85_bar__minus_02_dot_30 SideTable_bar__minus_01_dot_29_bar__minus_01_dot_08_bar__plus_00_dot_28)
        (objectAtLocation DeskLamp_bar__minus_02_dot_53_bar__minus_02_dot_85_bar__minus_02_dot_30 loc_bar_5_bar__minus_5_bar_1_bar_60)
        (toggleable DeskLamp_bar__minus_02_dot_53_bar__minus_02_dot_85_bar__minus_02_dot_30)
        (objectType Book_bar__plus_03_dot_78_bar__plus_02_dot_88_bar__minus_01_dot_39 BookType)
        (inReceptacle Book_bar__plus_03_dot_78_bar__plus_02_dot_88_bar__minus_01_dot_39 Sofa_bar__plus_00_dot_14_bar__minus_02_dot_91_bar__plus_02_dot_38)
        (objectAtLocation Book_bar__plus_03_dot_78_bar__plus_02_dot_88_bar__minus_01_dot_39 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (pickupable Book_bar__plus_03_dot_78_bar__plus_02_dot_88_bar__minus_01_dot_39)
        (objectType CD_bar__minus_03_dot_93_bar__plus_03_dot_49_bar__plus_02_dot_93 CDType)
        (inReceptacle CD_bar__minus_03_dot_93_bar__plus_03_dot_49_bar__plus_02_dot_93 GarbageCan_bar__minus_01_dot_82_bar__minus_03_dot_96_bar__minus_01_dot_93)
        (objectAtLocation CD_bar__minus_03_dot_93_bar__plus_03_dot_49_bar__plus_02_dot_93 loc_bar_5_bar_5_bar_0_bar_60)
        (pickupable CD_bar__minus_03_dot_93_bar__plus_03_dot_49_bar__plus_02_dot_93)
        (objectType Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19 CoffeeTable_bar__minus_01_dot_49_bar__plus_02_dot_86_bar__plus_03_dot_95)
        (objectAtLocation Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_8_bar_8_bar_3_bar_30)
        (pickupable Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (heatable Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (coolable Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (cleanable Apple_bar__minus_00_dot_88_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (objectType Pillow_bar__minus_01_dot_70_bar__minus_02_dot_19_bar__plus_03_dot_67 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_70_bar__minus_02_dot_19_bar__plus_03_dot_67 ArmChair_bar__minus_03_dot_03_bar__plus_01_dot_89_bar__minus_03_dot_37)
        (objectAtLocation Pillow_bar__minus_01_dot_70_bar__minus_02_dot_19_bar__plus_03_dot_67 loc_bar_3_bar_1_bar_2_bar_45)
        (pickupable Pillow_bar__minus_01_dot_70_bar__minus_02_dot_19_bar__plus_03_dot_67)
        (objectType Newspaper_bar__minus_00_dot_37_bar__plus_02_dot_72_bar__plus_00_dot_67 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_37_bar__plus_02_dot_72_bar__plus_00_dot_67 SideTable_bar__plus_00_dot_70_bar__minus_01_dot_47_bar__plus_00_dot_61)
        (objectAtLocation Newspaper_bar__minus_00_dot_37_bar__plus_02_dot_72_bar__plus_00_dot_67 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_37_bar__plus_02_dot_72_bar__plus_00_dot_67)
        (objectType KeyChain_bar__minus_03_dot_90_bar__minus_03_dot_88_bar__plus_03_dot_76 KeyChainType)
        (inReceptacle KeyChain_bar__minus_03_dot_90_bar__minus_03_dot_88_bar__plus_03_dot_76 Drawer_bar__minus_03_dot_41_bar__plus_00_dot_56_bar__minus_03_dot_17)
        (objectAtLocation KeyChain_bar__minus_03_dot_90_bar__minus_03_dot_88_bar__plus_03_dot_76 loc_bar_7_bar_1_bar_1_bar_45)
        (pickupable KeyChain_bar__minus_03_dot_90_bar__minus_03_dot_88_bar__plus_03_dot_76)
        (objectType Statue_bar__plus_02_dot_34_bar__minus_01_dot_31_bar__plus_02_dot_43 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_34_bar__minus_01_dot_31_bar__plus_02_dot_43 SideTable_bar__minus_01_dot_29_bar__minus_01_dot_08_bar__plus_00_dot_28)
        (objectAtLocation Statue_bar__plus_02_dot_34_bar__minus_01_dot_31_bar__plus_02_dot_43 loc_bar_5_bar__minus_5_bar_1_bar_60)
        (pickupable Statue_bar__plus_02_dot_34_bar__minus_01_dot_31_bar__plus_02_dot_43)
        (objectType Vase_bar__plus_03_dot_24_bar__plus_00_dot_28_bar__plus_00_dot_52 VaseType)
        (inReceptacle Vase_bar__plus_03_dot_24_bar__plus_00_dot_28_bar__plus_00_dot_52 CoffeeTable_bar__minus_01_dot_49_bar__plus_02_dot_86_bar__plus_03_dot_95)
        (objectAtLocation Vase_bar__plus_03_dot_24_bar__plus_00_dot_28_bar__plus_00_dot_52 loc_bar__minus_8_bar_8_bar_3_bar_30)
        (pickupable Vase_bar__plus_03_dot_24_bar__plus_00_dot_28_bar__plus_00_dot_52)
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
