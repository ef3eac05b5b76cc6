(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CDType - otype
        DeskLampType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PillowType - otype
        WatchType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        Book_bar__minus_01_dot_89_bar__minus_01_dot_94_bar__plus_01_dot_37 - object
        DeskLamp_bar__plus_01_dot_10_bar__minus_02_dot_60_bar__minus_02_dot_57 - object
        Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37 - object
        CD_bar__minus_00_dot_61_bar__minus_03_dot_21_bar__plus_00_dot_05 - object
        Pillow_bar__plus_02_dot_65_bar__minus_02_dot_18_bar__plus_03_dot_26 - object
        KeyChain_bar__minus_00_dot_61_bar__plus_01_dot_18_bar__minus_01_dot_59 - object
        Pen_bar__minus_03_dot_61_bar__minus_03_dot_92_bar__minus_01_dot_17 - object
        Laptop_bar__minus_01_dot_91_bar__plus_03_dot_94_bar__minus_02_dot_97 - object
        Watch_bar__plus_00_dot_22_bar__plus_03_dot_98_bar__minus_00_dot_21 - object
        Bed_bar__plus_03_dot_90_bar__minus_00_dot_66_bar__minus_01_dot_08 - receptacle
        Desk_bar__minus_03_dot_04_bar__minus_03_dot_94_bar__minus_00_dot_94 - receptacle
        Drawer_bar__minus_00_dot_05_bar__minus_03_dot_35_bar__plus_01_dot_64 - receptacle
        Drawer_bar__plus_01_dot_17_bar__minus_03_dot_57_bar__minus_00_dot_28 - receptacle
        Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82 - receptacle
        Dresser_bar__minus_01_dot_57_bar__minus_01_dot_49_bar__plus_01_dot_47 - receptacle
        Shelf_bar__plus_02_dot_04_bar__plus_03_dot_52_bar__plus_03_dot_08 - receptacle
        Shelf_bar__plus_03_dot_41_bar__minus_01_dot_62_bar__minus_03_dot_14 - receptacle
        SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__plus_03_dot_43_bar__minus_00_dot_09_bar__plus_01_dot_09 - receptacle
        loc_bar_3_bar_1_bar_3_bar_45 - location
        loc_bar_3_bar_2_bar_0_bar_0 - location
        loc_bar_4_bar__minus_3_bar_0_bar_30 - location
        loc_bar_6_bar_4_bar_2_bar_0 - location
        loc_bar__minus_1_bar_8_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_1_bar_1_bar_45 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_45 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_60 - location
        loc_bar__minus_9_bar_5_bar_3_bar_45 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_6_bar_6_bar_2_bar_60)
        (receptacleType Bed_bar__plus_03_dot_90_bar__minus_00_dot_66_bar__minus_01_dot_08 BedType)
        (receptacleAtLocation Bed_bar__plus_03_dot_90_bar__minus_00_dot_66_bar__minus_01_dot_08 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (receptacleType Desk_bar__minus_03_dot_04_bar__minus_03_dot_94_bar__minus_00_dot_94 DeskType)
        (receptacleAtLocation Desk_bar__minus_03_dot_04_bar__minus_03_dot_94_bar__minus_00_dot_94 loc_bar__minus_3_bar__minus_1_bar_1_bar_45)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__minus_03_dot_35_bar__plus_01_dot_64 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__minus_03_dot_35_bar__plus_01_dot_64 loc_bar_4_bar__minus_3_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__minus_03_dot_35_bar__plus_01_dot_64)
        (receptacleType Drawer_bar__plus_01_dot_17_bar__minus_03_dot_57_bar__minus_00_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_17_bar__minus_03_dot_57_bar__minus_00_dot_28 loc_bar_3_bar_1_bar_3_bar_45)
        (openable Drawer_bar__plus_01_dot_17_bar__minus_03_dot_57_bar__minus_00_dot_28)
        (receptacleType Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82 loc_bar__minus_9_bar_5_bar_3_bar_45)
        (openable Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82)
        (receptacleType Dresser_bar__minus_01_dot_57_bar__minus_01_dot_49_bar__plus_01_dot_47 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_57_bar__minus_01_dot_49_bar__plus_01_dot_47 loc_bar__minus_3_bar__minus_7_bar_3_bar_45)
        (receptacleType Shelf_bar__plus_02_dot_04_bar__plus_03_dot_52_bar__plus_03_dot_08 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_04_bar__plus_03_dot_52_bar__plus_03_dot_08 loc_bar_6_bar_4_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_03_dot_41_bar__minus_01_dot_62_bar__minus_03_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_41_bar__minus_01_dot_62_bar__minus_03_dot_14 loc_bar_3_bar_2_bar_0_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_9_bar__minus_9_bar_3_bar_0)
        (receptacleType GarbageCan_bar__plus_03_dot_43_bar__minus_00_dot_09_bar__plus_01_dot_09 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_43_bar__minus_00_dot_09_bar__plus_01_dot_09 loc_bar__minus_1_bar_8_bar_1_bar__minus_30)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType WatchType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType WatchType)
        (objectType Book_bar__minus_01_dot_89_bar__minus_01_dot_94_bar__plus_01_dot_37 BookType)
        (inReceptacle Book_bar__minus_01_dot_89_bar__minus_01_dot_94_bar__plus_01_dot_37 SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Book_bar__minus_01_dot_89_bar__minus_01_dot_94_bar__plus_01_dot_37 loc_bar__minus_9_bar__minus_9_bar_3_bar_0)
        (pickupable Book_bar__minus_01_dot_89_bar__minus_01_dot_94_bar__plus_01_dot_37)
        (objectType DeskLamp_bar__plus_01_dot_10_bar__minus_02_dot_60_bar__minus_02_dot_57 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_10_bar__minus_02_dot_60_bar__minus_02_dot_57 SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation DeskLamp_bar__plus_01_dot_10_bar__minus_02_dot_60_bar__minus_02_dot_57 loc_bar__minus_9_bar__minus_9_bar_3_bar_0)
        (toggleable DeskLamp_bar__plus_01_dot_10_bar__minus_02_dot_60_bar__minus_02_dot_57)
        (objectType Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37 MugType)
        (inReceptacle Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37 Shelf_bar__plus_03_dot_41_bar__minus_01_dot_62_bar__minus_03_dot_14)
        (objectAtLocation Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37 loc_bar_3_bar_2_bar_0_bar_0)
        (pickupable Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37)
        (isReceptacleObject Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37)
        (heatable Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37)
        (coolable Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37)
        (cleanable Mug_bar__plus_01_dot_06_bar__plus_00_dot_97_bar__minus_03_dot_37)
        (objectType CD_bar__minus_00_dot_61_bar__minus_03_dot_21_bar__plus_00_dot_05 CDType)
        (inReceptacle CD_bar__minus_00_dot_61_bar__minus_03_dot_21_bar__plus_00_dot_05 Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82)
        (objectAtLocation CD_bar__minus_00_dot_61_bar__minus_03_dot_21_bar__plus_00_dot_05 loc_bar__minus_9_bar_5_bar_3_bar_45)
        (pickupable CD_bar__minus_00_dot_61_bar__minus_03_dot_21_bar__plus_00_dot_05)
        (objectType Pillow_bar__plus_02_dot_65_bar__minus_02_dot_18_bar__plus_03_dot_26 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_65_bar__minus_02_dot_18_bar__plus_03_dot_26 Bed_bar__plus_03_dot_90_bar__minus_00_dot_66_bar__minus_01_dot_08)
        (objectAtLocation Pillow_bar__plus_02_dot_65_bar__minus_02_dot_18_bar__plus_03_dot_26 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_65_bar__minus_02_dot_18_bar__plus_03_dot_26)
        (objectType KeyChain_bar__minus_00_dot_61_bar__plus_01_dot_18_bar__minus_01_dot_59 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_61_bar__plus_01_dot_18_bar__minus_01_dot_59 SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation KeyChain_bar__minus_00_dot_61_bar__plus_01_dot_18_bar__minus_01_dot_59 loc_bar__minus_9_bar__minus_9_bar_3_bar_0)
        (pickupable KeyChain_bar__minus_00_dot_61_bar__plus_01_dot_18_bar__minus_01_dot_59)
        (objectType Pen_bar__minus_03_dot_61_bar__minus_03_dot_92_bar__minus_01_dot_17 PenType)
        (inReceptacle Pen_bar__minus_03_dot_61_bar__minus_03_dot_92_bar__minus_01_dot_17 Drawer_bar__plus_01_dot_18_bar__plus_03_dot_04_bar__plus_00_dot_82)
        (objectAtLocation Pen_bar__minus_03_dot_61_bar__minus_03_dot_92_bar__minus_01_dot_17 loc_bar__minus_9_bar_5_bar_3_bar_45)
        (pickupable Pen_bar__minus_03_dot_61_bar__minus_03_dot_92_bar__minus_01_dot_17)
        (objectType Laptop_bar__minus_01_dot_91_bar__plus_03_dot_94_bar__minus_02_dot_97 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_91_bar__plus_03_dot_94_bar__minus_02_dot_97 SideTable_bar__plus_00_dot_83_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Laptop_bar__minus_01_dot_91_bar__plus_03_dot_94_bar__minus_02_dot_97 loc_bar__minus_9_bar__minus_9_bar_3_bar_0)
        (pickupable Laptop_bar__minus_01_dot_91_bar__plus_03_dot_94_bar__minus_02_dot_97)
        (objectType Watch_bar__plus_00_dot_22_bar__plus_03_dot_98_bar__minus_00_dot_21 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_22_bar__plus_03_dot_98_bar__minus_00_dot_21 Shelf_bar__plus_03_dot_41_bar__minus_01_dot_62_bar__minus_03_dot_14)
        (objectAtLocation Watch_bar__plus_00_dot_22_bar__plus_03_dot_98_bar__minus_00_dot_21 loc_bar_3_bar_2_bar_0_bar_0)
        (pickupable Watch_bar__plus_00_dot_22_bar__plus_03_dot_98_bar__minus_00_dot_21)
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
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
