(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        DeskLampType - otype
        KeyChainType - otype
        LaptopType - otype
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
        Book_bar__minus_02_dot_82_bar__minus_03_dot_35_bar__minus_01_dot_78 - object
        DeskLamp_bar__minus_01_dot_82_bar__plus_01_dot_88_bar__minus_00_dot_87 - object
        Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17 - object
        Pillow_bar__minus_00_dot_42_bar__minus_00_dot_01_bar__plus_02_dot_90 - object
        KeyChain_bar__plus_01_dot_20_bar__minus_00_dot_49_bar__minus_00_dot_25 - object
        Pen_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_84 - object
        Laptop_bar__plus_03_dot_75_bar__minus_03_dot_96_bar__minus_01_dot_76 - object
        Watch_bar__plus_02_dot_15_bar__minus_01_dot_40_bar__plus_02_dot_85 - object
        Bed_bar__plus_02_dot_54_bar__minus_00_dot_72_bar__minus_01_dot_46 - receptacle
        Desk_bar__minus_00_dot_97_bar__minus_02_dot_43_bar__plus_01_dot_57 - receptacle
        Drawer_bar__plus_03_dot_59_bar__minus_02_dot_53_bar__plus_03_dot_71 - receptacle
        Drawer_bar__plus_02_dot_72_bar__plus_01_dot_99_bar__minus_03_dot_69 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14 - receptacle
        Dresser_bar__minus_00_dot_00_bar__plus_01_dot_44_bar__plus_00_dot_58 - receptacle
        Shelf_bar__plus_00_dot_57_bar__minus_00_dot_52_bar__plus_02_dot_37 - receptacle
        Shelf_bar__plus_03_dot_59_bar__minus_01_dot_04_bar__plus_02_dot_68 - receptacle
        SideTable_bar__minus_03_dot_51_bar__plus_03_dot_55_bar__minus_00_dot_08 - receptacle
        GarbageCan_bar__minus_02_dot_70_bar__plus_03_dot_28_bar__plus_03_dot_93 - receptacle
        loc_bar_1_bar_8_bar_3_bar_0 - location
        loc_bar_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_4_bar_3_bar_0 - location
        loc_bar_4_bar__minus_5_bar_0_bar_60 - location
        loc_bar_5_bar__minus_2_bar_3_bar_0 - location
        loc_bar__minus_1_bar__minus_7_bar_2_bar_60 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar_45 - location
        loc_bar__minus_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_6_bar_6_bar_2_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_3_bar_3_bar_0)
        (receptacleType Bed_bar__plus_02_dot_54_bar__minus_00_dot_72_bar__minus_01_dot_46 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_54_bar__minus_00_dot_72_bar__minus_01_dot_46 loc_bar__minus_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Desk_bar__minus_00_dot_97_bar__minus_02_dot_43_bar__plus_01_dot_57 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_97_bar__minus_02_dot_43_bar__plus_01_dot_57 loc_bar__minus_2_bar__minus_5_bar_3_bar_45)
        (receptacleType Drawer_bar__plus_03_dot_59_bar__minus_02_dot_53_bar__plus_03_dot_71 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_59_bar__minus_02_dot_53_bar__plus_03_dot_71 loc_bar_1_bar__minus_7_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_03_dot_59_bar__minus_02_dot_53_bar__plus_03_dot_71)
        (receptacleType Drawer_bar__plus_02_dot_72_bar__plus_01_dot_99_bar__minus_03_dot_69 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_72_bar__plus_01_dot_99_bar__minus_03_dot_69 loc_bar__minus_1_bar__minus_7_bar_2_bar_60)
        (openable Drawer_bar__plus_02_dot_72_bar__plus_01_dot_99_bar__minus_03_dot_69)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14 loc_bar_4_bar__minus_5_bar_0_bar_60)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14)
        (receptacleType Dresser_bar__minus_00_dot_00_bar__plus_01_dot_44_bar__plus_00_dot_58 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_00_bar__plus_01_dot_44_bar__plus_00_dot_58 loc_bar_5_bar__minus_2_bar_3_bar_0)
        (receptacleType Shelf_bar__plus_00_dot_57_bar__minus_00_dot_52_bar__plus_02_dot_37 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_57_bar__minus_00_dot_52_bar__plus_02_dot_37 loc_bar_1_bar_8_bar_3_bar_0)
        (receptacleType Shelf_bar__plus_03_dot_59_bar__minus_01_dot_04_bar__plus_02_dot_68 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_59_bar__minus_01_dot_04_bar__plus_02_dot_68 loc_bar_4_bar_4_bar_3_bar_0)
        (receptacleType SideTable_bar__minus_03_dot_51_bar__plus_03_dot_55_bar__minus_00_dot_08 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_51_bar__plus_03_dot_55_bar__minus_00_dot_08 loc_bar__minus_6_bar_6_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_02_dot_70_bar__plus_03_dot_28_bar__plus_03_dot_93 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_70_bar__plus_03_dot_28_bar__plus_03_dot_93 loc_bar_3_bar_0_bar_3_bar_30)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType WatchType)
        (canContain DresserType BookType)
        (canContain DresserType BowlType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType WatchType)
        (objectType Book_bar__minus_02_dot_82_bar__minus_03_dot_35_bar__minus_01_dot_78 BookType)
        (inReceptacle Book_bar__minus_02_dot_82_bar__minus_03_dot_35_bar__minus_01_dot_78 Drawer_bar__plus_03_dot_59_bar__minus_02_dot_53_bar__plus_03_dot_71)
        (objectAtLocation Book_bar__minus_02_dot_82_bar__minus_03_dot_35_bar__minus_01_dot_78 loc_bar_1_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Book_bar__minus_02_dot_82_bar__minus_03_dot_35_bar__minus_01_dot_78)
        (objectType DeskLamp_bar__minus_01_dot_82_bar__plus_01_dot_88_bar__minus_00_dot_87 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_82_bar__plus_01_dot_88_bar__minus_00_dot_87 Dresser_bar__minus_00_dot_00_bar__plus_01_dot_44_bar__plus_00_dot_58)
        (objectAtLocation DeskLamp_bar__minus_01_dot_82_bar__plus_01_dot_88_bar__minus_00_dot_87 loc_bar_5_bar__minus_2_bar_3_bar_0)
        (toggleable DeskLamp_bar__minus_01_dot_82_bar__plus_01_dot_88_bar__minus_00_dot_87)
        (objectType Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17 Desk_bar__minus_00_dot_97_bar__minus_02_dot_43_bar__plus_01_dot_57)
        (objectAtLocation Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17 loc_bar__minus_2_bar__minus_5_bar_3_bar_45)
        (pickupable Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17)
        (isReceptacleObject Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17)
        (coolable Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17)
        (cleanable Bowl_bar__minus_00_dot_96_bar__minus_03_dot_48_bar__minus_01_dot_17)
        (objectType Pillow_bar__minus_00_dot_42_bar__minus_00_dot_01_bar__plus_02_dot_90 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_42_bar__minus_00_dot_01_bar__plus_02_dot_90 Bed_bar__plus_02_dot_54_bar__minus_00_dot_72_bar__minus_01_dot_46)
        (objectAtLocation Pillow_bar__minus_00_dot_42_bar__minus_00_dot_01_bar__plus_02_dot_90 loc_bar__minus_3_bar__minus_1_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_42_bar__minus_00_dot_01_bar__plus_02_dot_90)
        (objectType KeyChain_bar__plus_01_dot_20_bar__minus_00_dot_49_bar__minus_00_dot_25 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_20_bar__minus_00_dot_49_bar__minus_00_dot_25 Drawer_bar__plus_02_dot_72_bar__plus_01_dot_99_bar__minus_03_dot_69)
        (objectAtLocation KeyChain_bar__plus_01_dot_20_bar__minus_00_dot_49_bar__minus_00_dot_25 loc_bar__minus_1_bar__minus_7_bar_2_bar_60)
        (pickupable KeyChain_bar__plus_01_dot_20_bar__minus_00_dot_49_bar__minus_00_dot_25)
        (objectType Pen_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_84 PenType)
        (inReceptacle Pen_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_84 Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14)
        (objectAtLocation Pen_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_84 loc_bar_4_bar__minus_5_bar_0_bar_60)
        (pickupable Pen_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__minus_02_dot_84)
        (objectType Laptop_bar__plus_03_dot_75_bar__minus_03_dot_96_bar__minus_01_dot_76 LaptopType)
        (inReceptacle Laptop_bar__plus_03_dot_75_bar__minus_03_dot_96_bar__minus_01_dot_76 Bed_bar__plus_02_dot_54_bar__minus_00_dot_72_bar__minus_01_dot_46)
        (objectAtLocation Laptop_bar__plus_03_dot_75_bar__minus_03_dot_96_bar__minus_01_dot_76 loc_bar__minus_3_bar__minus_1_bar_3_bar_30)
        (pickupable Laptop_bar__plus_03_dot_75_bar__minus_03_dot_96_bar__minus_01_dot_76)
        (objectType Watch_bar__plus_02_dot_15_bar__minus_01_dot_40_bar__plus_02_dot_85 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_15_bar__minus_01_dot_40_bar__plus_02_dot_85 Drawer_bar__minus_03_dot_12_bar__plus_03_dot_86_bar__minus_01_dot_14)
        (objectAtLocation Watch_bar__plus_02_dot_15_bar__minus_01_dot_40_bar__plus_02_dot_85 loc_bar_4_bar__minus_5_bar_0_bar_60)
        (pickupable Watch_bar__plus_02_dot_15_bar__minus_01_dot_40_bar__plus_02_dot_85)
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
