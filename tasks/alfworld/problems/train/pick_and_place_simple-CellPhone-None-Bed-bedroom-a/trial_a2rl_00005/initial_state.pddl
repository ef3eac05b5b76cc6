(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CDType - otype
        CellPhoneType - otype
        EggType - otype
        KeyChainType - otype
        LaptopType - otype
        PillowType - otype
        PlateType - otype
        WatchType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        CellPhone_bar__plus_02_dot_46_bar__plus_02_dot_46_bar__plus_03_dot_13 - object
        Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04 - object
        Book_bar__plus_00_dot_58_bar__minus_02_dot_84_bar__plus_00_dot_14 - object
        CD_bar__minus_03_dot_63_bar__minus_01_dot_20_bar__minus_02_dot_78 - object
        Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06 - object
        Pillow_bar__plus_01_dot_98_bar__minus_01_dot_93_bar__minus_02_dot_13 - object
        KeyChain_bar__plus_00_dot_35_bar__plus_01_dot_98_bar__plus_02_dot_14 - object
        Laptop_bar__minus_00_dot_05_bar__minus_02_dot_45_bar__minus_00_dot_71 - object
        Watch_bar__minus_03_dot_98_bar__plus_00_dot_94_bar__plus_00_dot_75 - object
        Bed_bar__plus_00_dot_50_bar__minus_00_dot_82_bar__minus_01_dot_09 - receptacle
        Desk_bar__minus_01_dot_03_bar__plus_01_dot_17_bar__minus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_34_bar__minus_00_dot_99_bar__plus_01_dot_09 - receptacle
        Drawer_bar__minus_02_dot_94_bar__plus_02_dot_66_bar__plus_01_dot_80 - receptacle
        Drawer_bar__minus_02_dot_63_bar__minus_00_dot_83_bar__plus_03_dot_55 - receptacle
        Dresser_bar__plus_00_dot_51_bar__plus_03_dot_10_bar__minus_02_dot_82 - receptacle
        Shelf_bar__minus_00_dot_85_bar__plus_02_dot_07_bar__minus_01_dot_45 - receptacle
        Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40 - receptacle
        SideTable_bar__minus_00_dot_26_bar__plus_01_dot_87_bar__minus_03_dot_53 - receptacle
        GarbageCan_bar__plus_02_dot_78_bar__minus_01_dot_54_bar__minus_03_dot_98 - receptacle
        loc_bar_0_bar__minus_7_bar_2_bar_45 - location
        loc_bar_1_bar__minus_9_bar_2_bar_30 - location
        loc_bar_2_bar_7_bar_1_bar_0 - location
        loc_bar_6_bar_4_bar_2_bar_30 - location
        loc_bar_7_bar_2_bar_2_bar_0 - location
        loc_bar_7_bar__minus_4_bar_3_bar_45 - location
        loc_bar_8_bar_9_bar_0_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_8_bar_0_bar_45 - location
        loc_bar__minus_6_bar_2_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar_0_bar_0_bar_0 - location
        loc_bar__minus_9_bar__minus_7_bar_1_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_7_bar_1_bar_0)
        (receptacleType Bed_bar__plus_00_dot_50_bar__minus_00_dot_82_bar__minus_01_dot_09 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_50_bar__minus_00_dot_82_bar__minus_01_dot_09 loc_bar_2_bar_7_bar_1_bar_0)
        (receptacleType Desk_bar__minus_01_dot_03_bar__plus_01_dot_17_bar__minus_00_dot_33 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_03_bar__plus_01_dot_17_bar__minus_00_dot_33 loc_bar_0_bar__minus_7_bar_2_bar_45)
        (receptacleType Drawer_bar__minus_03_dot_34_bar__minus_00_dot_99_bar__plus_01_dot_09 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_34_bar__minus_00_dot_99_bar__plus_01_dot_09 loc_bar__minus_6_bar_2_bar_2_bar__minus_30)
        (openable Drawer_bar__minus_03_dot_34_bar__minus_00_dot_99_bar__plus_01_dot_09)
        (receptacleType Drawer_bar__minus_02_dot_94_bar__plus_02_dot_66_bar__plus_01_dot_80 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_94_bar__plus_02_dot_66_bar__plus_01_dot_80 loc_bar_7_bar__minus_4_bar_3_bar_45)
        (openable Drawer_bar__minus_02_dot_94_bar__plus_02_dot_66_bar__plus_01_dot_80)
        (receptacleType Drawer_bar__minus_02_dot_63_bar__minus_00_dot_83_bar__plus_03_dot_55 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_63_bar__minus_00_dot_83_bar__plus_03_dot_55 loc_bar_7_bar_2_bar_2_bar_0)
        (openable Drawer_bar__minus_02_dot_63_bar__minus_00_dot_83_bar__plus_03_dot_55)
        (receptacleType Dresser_bar__plus_00_dot_51_bar__plus_03_dot_10_bar__minus_02_dot_82 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_51_bar__plus_03_dot_10_bar__minus_02_dot_82 loc_bar_1_bar__minus_9_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_85_bar__plus_02_dot_07_bar__minus_01_dot_45 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_85_bar__plus_02_dot_07_bar__minus_01_dot_45 loc_bar__minus_1_bar__minus_8_bar_0_bar_45)
        (receptacleType Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40 loc_bar_8_bar_9_bar_0_bar__minus_30)
        (receptacleType SideTable_bar__minus_00_dot_26_bar__plus_01_dot_87_bar__minus_03_dot_53 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_26_bar__plus_01_dot_87_bar__minus_03_dot_53 loc_bar__minus_8_bar_0_bar_0_bar_0)
        (receptacleType GarbageCan_bar__plus_02_dot_78_bar__minus_01_dot_54_bar__minus_03_dot_98 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_78_bar__minus_01_dot_54_bar__minus_03_dot_98 loc_bar_6_bar_4_bar_2_bar_30)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PlateType)
        (canContain DeskType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType WatchType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PlateType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType EggType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType WatchType)
        (objectType CellPhone_bar__plus_02_dot_46_bar__plus_02_dot_46_bar__plus_03_dot_13 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_46_bar__plus_02_dot_46_bar__plus_03_dot_13 Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40)
        (objectAtLocation CellPhone_bar__plus_02_dot_46_bar__plus_02_dot_46_bar__plus_03_dot_13 loc_bar_8_bar_9_bar_0_bar__minus_30)
        (pickupable CellPhone_bar__plus_02_dot_46_bar__plus_02_dot_46_bar__plus_03_dot_13)
        (objectType Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04 Dresser_bar__plus_00_dot_51_bar__plus_03_dot_10_bar__minus_02_dot_82)
        (objectAtLocation Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04 loc_bar_1_bar__minus_9_bar_2_bar_30)
        (pickupable Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04)
        (isReceptacleObject Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04)
        (heatable Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04)
        (coolable Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04)
        (cleanable Plate_bar__minus_02_dot_99_bar__minus_02_dot_40_bar__plus_01_dot_04)
        (objectType Book_bar__plus_00_dot_58_bar__minus_02_dot_84_bar__plus_00_dot_14 BookType)
        (inReceptacle Book_bar__plus_00_dot_58_bar__minus_02_dot_84_bar__plus_00_dot_14 Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40)
        (objectAtLocation Book_bar__plus_00_dot_58_bar__minus_02_dot_84_bar__plus_00_dot_14 loc_bar_8_bar_9_bar_0_bar__minus_30)
        (pickupable Book_bar__plus_00_dot_58_bar__minus_02_dot_84_bar__plus_00_dot_14)
        (objectType CD_bar__minus_03_dot_63_bar__minus_01_dot_20_bar__minus_02_dot_78 CDType)
        (inReceptacle CD_bar__minus_03_dot_63_bar__minus_01_dot_20_bar__minus_02_dot_78 Drawer_bar__minus_02_dot_63_bar__minus_00_dot_83_bar__plus_03_dot_55)
        (objectAtLocation CD_bar__minus_03_dot_63_bar__minus_01_dot_20_bar__minus_02_dot_78 loc_bar_7_bar_2_bar_2_bar_0)
        (pickupable CD_bar__minus_03_dot_63_bar__minus_01_dot_20_bar__minus_02_dot_78)
        (objectType Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06 EggType)
        (inReceptacle Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06 SideTable_bar__minus_00_dot_26_bar__plus_01_dot_87_bar__minus_03_dot_53)
        (objectAtLocation Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06 loc_bar__minus_8_bar_0_bar_0_bar_0)
        (pickupable Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06)
        (heatable Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06)
        (coolable Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06)
        (cleanable Egg_bar__plus_00_dot_42_bar__minus_02_dot_43_bar__minus_02_dot_06)
        (objectType Pillow_bar__plus_01_dot_98_bar__minus_01_dot_93_bar__minus_02_dot_13 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_98_bar__minus_01_dot_93_bar__minus_02_dot_13 Bed_bar__plus_00_dot_50_bar__minus_00_dot_82_bar__minus_01_dot_09)
        (objectAtLocation Pillow_bar__plus_01_dot_98_bar__minus_01_dot_93_bar__minus_02_dot_13 loc_bar_2_bar_7_bar_1_bar_0)
        (pickupable Pillow_bar__plus_01_dot_98_bar__minus_01_dot_93_bar__minus_02_dot_13)
        (objectType KeyChain_bar__plus_00_dot_35_bar__plus_01_dot_98_bar__plus_02_dot_14 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_35_bar__plus_01_dot_98_bar__plus_02_dot_14 Shelf_bar__plus_01_dot_43_bar__minus_03_dot_60_bar__minus_00_dot_40)
        (objectAtLocation KeyChain_bar__plus_00_dot_35_bar__plus_01_dot_98_bar__plus_02_dot_14 loc_bar_8_bar_9_bar_0_bar__minus_30)
        (pickupable KeyChain_bar__plus_00_dot_35_bar__plus_01_dot_98_bar__plus_02_dot_14)
        (objectType Laptop_bar__minus_00_dot_05_bar__minus_02_dot_45_bar__minus_00_dot_71 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_05_bar__minus_02_dot_45_bar__minus_00_dot_71 SideTable_bar__minus_00_dot_26_bar__plus_01_dot_87_bar__minus_03_dot_53)
        (objectAtLocation Laptop_bar__minus_00_dot_05_bar__minus_02_dot_45_bar__minus_00_dot_71 loc_bar__minus_8_bar_0_bar_0_bar_0)
        (pickupable Laptop_bar__minus_00_dot_05_bar__minus_02_dot_45_bar__minus_00_dot_71)
        (objectType Watch_bar__minus_03_dot_98_bar__plus_00_dot_94_bar__plus_00_dot_75 WatchType)
        (inReceptacle Watch_bar__minus_03_dot_98_bar__plus_00_dot_94_bar__plus_00_dot_75 Shelf_bar__minus_00_dot_85_bar__plus_02_dot_07_bar__minus_01_dot_45)
        (objectAtLocation Watch_bar__minus_03_dot_98_bar__plus_00_dot_94_bar__plus_00_dot_75 loc_bar__minus_1_bar__minus_8_bar_0_bar_45)
        (pickupable Watch_bar__minus_03_dot_98_bar__plus_00_dot_94_bar__plus_00_dot_75)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r BedType)
                        )
                    )
                )
            )
        )
    )
