(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        CDType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PencilType - otype
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
        Pencil_bar__minus_01_dot_53_bar__minus_03_dot_52_bar__minus_00_dot_88 - object
        Pencil_bar__plus_02_dot_67_bar__plus_02_dot_29_bar__plus_03_dot_33 - object
        Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05 - object
        CD_bar__plus_00_dot_52_bar__plus_01_dot_78_bar__plus_03_dot_70 - object
        Pillow_bar__plus_01_dot_72_bar__plus_03_dot_26_bar__plus_00_dot_96 - object
        KeyChain_bar__minus_02_dot_21_bar__plus_01_dot_70_bar__plus_03_dot_54 - object
        Pen_bar__minus_01_dot_08_bar__plus_01_dot_71_bar__plus_02_dot_13 - object
        Laptop_bar__minus_00_dot_31_bar__minus_03_dot_41_bar__plus_02_dot_62 - object
        Watch_bar__minus_02_dot_44_bar__plus_00_dot_68_bar__plus_03_dot_94 - object
        Bed_bar__minus_03_dot_94_bar__minus_02_dot_60_bar__plus_03_dot_36 - receptacle
        Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41 - receptacle
        Drawer_bar__minus_01_dot_79_bar__minus_01_dot_42_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_33 - receptacle
        Drawer_bar__plus_03_dot_46_bar__plus_02_dot_59_bar__minus_00_dot_95 - receptacle
        Dresser_bar__plus_00_dot_21_bar__minus_03_dot_42_bar__plus_00_dot_59 - receptacle
        Shelf_bar__minus_03_dot_49_bar__minus_03_dot_61_bar__plus_00_dot_82 - receptacle
        Shelf_bar__minus_02_dot_31_bar__plus_03_dot_82_bar__plus_00_dot_84 - receptacle
        SideTable_bar__minus_03_dot_55_bar__minus_03_dot_95_bar__minus_01_dot_61 - receptacle
        GarbageCan_bar__plus_00_dot_04_bar__minus_02_dot_01_bar__plus_03_dot_60 - receptacle
        loc_bar_1_bar_0_bar_0_bar__minus_30 - location
        loc_bar_2_bar_3_bar_2_bar_0 - location
        loc_bar_2_bar_9_bar_0_bar_45 - location
        loc_bar_3_bar__minus_2_bar_1_bar_60 - location
        loc_bar_4_bar__minus_1_bar_3_bar_30 - location
        loc_bar_7_bar__minus_9_bar_1_bar__minus_30 - location
        loc_bar_8_bar_0_bar_2_bar_60 - location
        loc_bar__minus_2_bar_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_3_bar_1_bar_60 - location
        loc_bar__minus_9_bar__minus_5_bar_2_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_1_bar_0_bar_0_bar__minus_30)
        (receptacleType Bed_bar__minus_03_dot_94_bar__minus_02_dot_60_bar__plus_03_dot_36 BedType)
        (receptacleAtLocation Bed_bar__minus_03_dot_94_bar__minus_02_dot_60_bar__plus_03_dot_36 loc_bar__minus_9_bar__minus_5_bar_2_bar_60)
        (receptacleType Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41 loc_bar_2_bar_3_bar_2_bar_0)
        (receptacleType Drawer_bar__minus_01_dot_79_bar__minus_01_dot_42_bar__plus_00_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_79_bar__minus_01_dot_42_bar__plus_00_dot_91 loc_bar__minus_6_bar_3_bar_1_bar_60)
        (openable Drawer_bar__minus_01_dot_79_bar__minus_01_dot_42_bar__plus_00_dot_91)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_33 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_33)
        (receptacleType Drawer_bar__plus_03_dot_46_bar__plus_02_dot_59_bar__minus_00_dot_95 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_46_bar__plus_02_dot_59_bar__minus_00_dot_95 loc_bar_3_bar__minus_2_bar_1_bar_60)
        (openable Drawer_bar__plus_03_dot_46_bar__plus_02_dot_59_bar__minus_00_dot_95)
        (receptacleType Dresser_bar__plus_00_dot_21_bar__minus_03_dot_42_bar__plus_00_dot_59 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_21_bar__minus_03_dot_42_bar__plus_00_dot_59 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_03_dot_49_bar__minus_03_dot_61_bar__plus_00_dot_82 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_49_bar__minus_03_dot_61_bar__plus_00_dot_82 loc_bar_8_bar_0_bar_2_bar_60)
        (receptacleType Shelf_bar__minus_02_dot_31_bar__plus_03_dot_82_bar__plus_00_dot_84 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_31_bar__plus_03_dot_82_bar__plus_00_dot_84 loc_bar__minus_2_bar_8_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_55_bar__minus_03_dot_95_bar__minus_01_dot_61 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_55_bar__minus_03_dot_95_bar__minus_01_dot_61 loc_bar_7_bar__minus_9_bar_1_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_00_dot_04_bar__minus_02_dot_01_bar__plus_03_dot_60 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_04_bar__minus_02_dot_01_bar__plus_03_dot_60 loc_bar_2_bar_9_bar_0_bar_45)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DeskType PlateType)
        (canContain DeskType WatchType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType WatchType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType PlateType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WatchType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PlateType)
        (canContain SideTableType WatchType)
        (objectType Pencil_bar__minus_01_dot_53_bar__minus_03_dot_52_bar__minus_00_dot_88 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_53_bar__minus_03_dot_52_bar__minus_00_dot_88 Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41)
        (objectAtLocation Pencil_bar__minus_01_dot_53_bar__minus_03_dot_52_bar__minus_00_dot_88 loc_bar_2_bar_3_bar_2_bar_0)
        (pickupable Pencil_bar__minus_01_dot_53_bar__minus_03_dot_52_bar__minus_00_dot_88)
        (objectType Pencil_bar__plus_02_dot_67_bar__plus_02_dot_29_bar__plus_03_dot_33 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_67_bar__plus_02_dot_29_bar__plus_03_dot_33 Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41)
        (objectAtLocation Pencil_bar__plus_02_dot_67_bar__plus_02_dot_29_bar__plus_03_dot_33 loc_bar_2_bar_3_bar_2_bar_0)
        (pickupable Pencil_bar__plus_02_dot_67_bar__plus_02_dot_29_bar__plus_03_dot_33)
        (objectType Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05 Shelf_bar__minus_03_dot_49_bar__minus_03_dot_61_bar__plus_00_dot_82)
        (objectAtLocation Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05 loc_bar_8_bar_0_bar_2_bar_60)
        (pickupable Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05)
        (isReceptacleObject Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05)
        (heatable Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05)
        (coolable Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05)
        (cleanable Plate_bar__minus_01_dot_56_bar__plus_03_dot_79_bar__plus_01_dot_05)
        (objectType CD_bar__plus_00_dot_52_bar__plus_01_dot_78_bar__plus_03_dot_70 CDType)
        (inReceptacle CD_bar__plus_00_dot_52_bar__plus_01_dot_78_bar__plus_03_dot_70 Shelf_bar__minus_03_dot_49_bar__minus_03_dot_61_bar__plus_00_dot_82)
        (objectAtLocation CD_bar__plus_00_dot_52_bar__plus_01_dot_78_bar__plus_03_dot_70 loc_bar_8_bar_0_bar_2_bar_60)
        (pickupable CD_bar__plus_00_dot_52_bar__plus_01_dot_78_bar__plus_03_dot_70)
        (objectType Pillow_bar__plus_01_dot_72_bar__plus_03_dot_26_bar__plus_00_dot_96 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_72_bar__plus_03_dot_26_bar__plus_00_dot_96 Bed_bar__minus_03_dot_94_bar__minus_02_dot_60_bar__plus_03_dot_36)
        (objectAtLocation Pillow_bar__plus_01_dot_72_bar__plus_03_dot_26_bar__plus_00_dot_96 loc_bar__minus_9_bar__minus_5_bar_2_bar_60)
        (pickupable Pillow_bar__plus_01_dot_72_bar__plus_03_dot_26_bar__plus_00_dot_96)
        (objectType KeyChain_bar__minus_02_dot_21_bar__plus_01_dot_70_bar__plus_03_dot_54 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_21_bar__plus_01_dot_70_bar__plus_03_dot_54 Shelf_bar__minus_02_dot_31_bar__plus_03_dot_82_bar__plus_00_dot_84)
        (objectAtLocation KeyChain_bar__minus_02_dot_21_bar__plus_01_dot_70_bar__plus_03_dot_54 loc_bar__minus_2_bar_8_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_21_bar__plus_01_dot_70_bar__plus_03_dot_54)
        (objectType Pen_bar__minus_01_dot_08_bar__plus_01_dot_71_bar__plus_02_dot_13 PenType)
        (inReceptacle Pen_bar__minus_01_dot_08_bar__plus_01_dot_71_bar__plus_02_dot_13 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_70_bar__minus_00_dot_33)
        (objectAtLocation Pen_bar__minus_01_dot_08_bar__plus_01_dot_71_bar__plus_02_dot_13 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable Pen_bar__minus_01_dot_08_bar__plus_01_dot_71_bar__plus_02_dot_13)
        (objectType Laptop_bar__minus_00_dot_31_bar__minus_03_dot_41_bar__plus_02_dot_62 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_31_bar__minus_03_dot_41_bar__plus_02_dot_62 Desk_bar__minus_01_dot_52_bar__minus_02_dot_52_bar__plus_02_dot_41)
        (objectAtLocation Laptop_bar__minus_00_dot_31_bar__minus_03_dot_41_bar__plus_02_dot_62 loc_bar_2_bar_3_bar_2_bar_0)
        (pickupable Laptop_bar__minus_00_dot_31_bar__minus_03_dot_41_bar__plus_02_dot_62)
        (objectType Watch_bar__minus_02_dot_44_bar__plus_00_dot_68_bar__plus_03_dot_94 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_44_bar__plus_00_dot_68_bar__plus_03_dot_94 Dresser_bar__plus_00_dot_21_bar__minus_03_dot_42_bar__plus_00_dot_59)
        (objectAtLocation Watch_bar__minus_02_dot_44_bar__plus_00_dot_68_bar__plus_03_dot_94 loc_bar__minus_2_bar_2_bar_0_bar_30)
        (pickupable Watch_bar__minus_02_dot_44_bar__plus_00_dot_68_bar__plus_03_dot_94)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PencilType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PencilType)
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
