(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CDType - otype
        DeskLampType - otype
        KeyChainType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        RemoteControl_bar__minus_01_dot_98_bar__plus_00_dot_78_bar__plus_02_dot_16 - object
        DeskLamp_bar__plus_01_dot_96_bar__minus_03_dot_01_bar__plus_02_dot_19 - object
        Book_bar__plus_01_dot_50_bar__minus_02_dot_64_bar__minus_03_dot_38 - object
        CD_bar__minus_03_dot_80_bar__minus_03_dot_31_bar__plus_00_dot_67 - object
        Pillow_bar__minus_03_dot_09_bar__minus_01_dot_01_bar__minus_00_dot_28 - object
        Newspaper_bar__plus_01_dot_44_bar__plus_01_dot_71_bar__plus_01_dot_90 - object
        KeyChain_bar__plus_02_dot_23_bar__plus_00_dot_56_bar__plus_03_dot_38 - object
        Vase_bar__plus_02_dot_67_bar__plus_02_dot_73_bar__minus_03_dot_58 - object
        Sofa_bar__minus_00_dot_72_bar__plus_01_dot_79_bar__plus_02_dot_89 - receptacle
        ArmChair_bar__minus_03_dot_98_bar__minus_02_dot_18_bar__minus_02_dot_93 - receptacle
        CoffeeTable_bar__plus_00_dot_75_bar__minus_02_dot_61_bar__minus_02_dot_30 - receptacle
        SideTable_bar__minus_00_dot_40_bar__minus_01_dot_12_bar__plus_02_dot_31 - receptacle
        SideTable_bar__plus_00_dot_29_bar__plus_01_dot_05_bar__minus_01_dot_68 - receptacle
        Drawer_bar__minus_02_dot_85_bar__minus_02_dot_91_bar__minus_01_dot_75 - receptacle
        Drawer_bar__plus_01_dot_81_bar__minus_02_dot_51_bar__minus_00_dot_07 - receptacle
        Shelf_bar__minus_02_dot_64_bar__plus_02_dot_86_bar__plus_02_dot_95 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__minus_01_dot_12_bar__minus_02_dot_27 - receptacle
        loc_bar_3_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar_9_bar_3_bar_3_bar_0 - location
        loc_bar_9_bar_4_bar_3_bar_60 - location
        loc_bar__minus_2_bar_1_bar_2_bar_0 - location
        loc_bar__minus_4_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_3_bar_0 - location
        loc_bar__minus_6_bar__minus_2_bar_3_bar_45 - location
        loc_bar__minus_7_bar_0_bar_3_bar_30 - location
        loc_bar__minus_9_bar_4_bar_3_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_9_bar_4_bar_3_bar__minus_30)
        (receptacleType Sofa_bar__minus_00_dot_72_bar__plus_01_dot_79_bar__plus_02_dot_89 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_72_bar__plus_01_dot_79_bar__plus_02_dot_89 loc_bar__minus_4_bar_7_bar_3_bar_0)
        (receptacleType ArmChair_bar__minus_03_dot_98_bar__minus_02_dot_18_bar__minus_02_dot_93 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_98_bar__minus_02_dot_18_bar__minus_02_dot_93 loc_bar_9_bar_4_bar_3_bar_60)
        (receptacleType CoffeeTable_bar__plus_00_dot_75_bar__minus_02_dot_61_bar__minus_02_dot_30 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_75_bar__minus_02_dot_61_bar__minus_02_dot_30 loc_bar_9_bar_3_bar_3_bar_0)
        (receptacleType SideTable_bar__minus_00_dot_40_bar__minus_01_dot_12_bar__plus_02_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_40_bar__minus_01_dot_12_bar__plus_02_dot_31 loc_bar__minus_2_bar_1_bar_2_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_29_bar__plus_01_dot_05_bar__minus_01_dot_68 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_29_bar__plus_01_dot_05_bar__minus_01_dot_68 loc_bar__minus_4_bar_1_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_85_bar__minus_02_dot_91_bar__minus_01_dot_75 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_85_bar__minus_02_dot_91_bar__minus_01_dot_75 loc_bar__minus_6_bar__minus_2_bar_3_bar_45)
        (openable Drawer_bar__minus_02_dot_85_bar__minus_02_dot_91_bar__minus_01_dot_75)
        (receptacleType Drawer_bar__plus_01_dot_81_bar__minus_02_dot_51_bar__minus_00_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_81_bar__minus_02_dot_51_bar__minus_00_dot_07 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_81_bar__minus_02_dot_51_bar__minus_00_dot_07)
        (receptacleType Shelf_bar__minus_02_dot_64_bar__plus_02_dot_86_bar__plus_02_dot_95 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_64_bar__plus_02_dot_86_bar__plus_02_dot_95 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__minus_01_dot_12_bar__minus_02_dot_27 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__minus_01_dot_12_bar__minus_02_dot_27 loc_bar_3_bar__minus_4_bar_2_bar__minus_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType CDType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType NewspaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (canContain SofaType BookType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType RemoteControl_bar__minus_01_dot_98_bar__plus_00_dot_78_bar__plus_02_dot_16 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_98_bar__plus_00_dot_78_bar__plus_02_dot_16 Shelf_bar__minus_02_dot_64_bar__plus_02_dot_86_bar__plus_02_dot_95)
        (objectAtLocation RemoteControl_bar__minus_01_dot_98_bar__plus_00_dot_78_bar__plus_02_dot_16 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_98_bar__plus_00_dot_78_bar__plus_02_dot_16)
        (objectType DeskLamp_bar__plus_01_dot_96_bar__minus_03_dot_01_bar__plus_02_dot_19 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_96_bar__minus_03_dot_01_bar__plus_02_dot_19 SideTable_bar__minus_00_dot_40_bar__minus_01_dot_12_bar__plus_02_dot_31)
        (objectAtLocation DeskLamp_bar__plus_01_dot_96_bar__minus_03_dot_01_bar__plus_02_dot_19 loc_bar__minus_2_bar_1_bar_2_bar_0)
        (toggleable DeskLamp_bar__plus_01_dot_96_bar__minus_03_dot_01_bar__plus_02_dot_19)
        (objectType Book_bar__plus_01_dot_50_bar__minus_02_dot_64_bar__minus_03_dot_38 BookType)
        (inReceptacle Book_bar__plus_01_dot_50_bar__minus_02_dot_64_bar__minus_03_dot_38 Sofa_bar__minus_00_dot_72_bar__plus_01_dot_79_bar__plus_02_dot_89)
        (objectAtLocation Book_bar__plus_01_dot_50_bar__minus_02_dot_64_bar__minus_03_dot_38 loc_bar__minus_4_bar_7_bar_3_bar_0)
        (pickupable Book_bar__plus_01_dot_50_bar__minus_02_dot_64_bar__minus_03_dot_38)
        (objectType CD_bar__minus_03_dot_80_bar__minus_03_dot_31_bar__plus_00_dot_67 CDType)
        (inReceptacle CD_bar__minus_03_dot_80_bar__minus_03_dot_31_bar__plus_00_dot_67 CoffeeTable_bar__plus_00_dot_75_bar__minus_02_dot_61_bar__minus_02_dot_30)
        (objectAtLocation CD_bar__minus_03_dot_80_bar__minus_03_dot_31_bar__plus_00_dot_67 loc_bar_9_bar_3_bar_3_bar_0)
        (pickupable CD_bar__minus_03_dot_80_bar__minus_03_dot_31_bar__plus_00_dot_67)
        (objectType Pillow_bar__minus_03_dot_09_bar__minus_01_dot_01_bar__minus_00_dot_28 PillowType)
        (inReceptacle Pillow_bar__minus_03_dot_09_bar__minus_01_dot_01_bar__minus_00_dot_28 Sofa_bar__minus_00_dot_72_bar__plus_01_dot_79_bar__plus_02_dot_89)
        (objectAtLocation Pillow_bar__minus_03_dot_09_bar__minus_01_dot_01_bar__minus_00_dot_28 loc_bar__minus_4_bar_7_bar_3_bar_0)
        (pickupable Pillow_bar__minus_03_dot_09_bar__minus_01_dot_01_bar__minus_00_dot_28)
        (objectType Newspaper_bar__plus_01_dot_44_bar__plus_01_dot_71_bar__plus_01_dot_90 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_44_bar__plus_01_dot_71_bar__plus_01_dot_90 SideTable_bar__plus_00_dot_29_bar__plus_01_dot_05_bar__minus_01_dot_68)
        (objectAtLocation Newspaper_bar__plus_01_dot_44_bar__plus_01_dot_71_bar__plus_01_dot_90 loc_bar__minus_4_bar_1_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_44_bar__plus_01_dot_71_bar__plus_01_dot_90)
        (objectType KeyChain_bar__plus_02_dot_23_bar__plus_00_dot_56_bar__plus_03_dot_38 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_23_bar__plus_00_dot_56_bar__plus_03_dot_38 Shelf_bar__minus_02_dot_64_bar__plus_02_dot_86_bar__plus_02_dot_95)
        (objectAtLocation KeyChain_bar__plus_02_dot_23_bar__plus_00_dot_56_bar__plus_03_dot_38 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_23_bar__plus_00_dot_56_bar__plus_03_dot_38)
        (objectType Vase_bar__plus_02_dot_67_bar__plus_02_dot_73_bar__minus_03_dot_58 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_67_bar__plus_02_dot_73_bar__minus_03_dot_58 SideTable_bar__plus_00_dot_29_bar__plus_01_dot_05_bar__minus_01_dot_68)
        (objectAtLocation Vase_bar__plus_02_dot_67_bar__plus_02_dot_73_bar__minus_03_dot_58 loc_bar__minus_4_bar_1_bar_1_bar_30)
        (pickupable Vase_bar__plus_02_dot_67_bar__plus_02_dot_73_bar__minus_03_dot_58)
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
                         (objectType ?o RemoteControlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
