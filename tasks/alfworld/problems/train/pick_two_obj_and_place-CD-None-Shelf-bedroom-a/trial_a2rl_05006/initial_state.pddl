(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        CD_bar__plus_02_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_44 - object
        CD_bar__plus_00_dot_41_bar__plus_00_dot_18_bar__minus_03_dot_99 - object
        Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30 - object
        Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95 - object
        Pillow_bar__plus_02_dot_58_bar__minus_00_dot_92_bar__minus_00_dot_02 - object
        KeyChain_bar__minus_02_dot_91_bar__plus_02_dot_31_bar__minus_00_dot_43 - object
        Pen_bar__minus_00_dot_71_bar__plus_00_dot_52_bar__plus_03_dot_20 - object
        Laptop_bar__plus_00_dot_76_bar__minus_02_dot_02_bar__plus_03_dot_70 - object
        Bed_bar__plus_01_dot_69_bar__minus_02_dot_57_bar__plus_02_dot_69 - receptacle
        Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81 - receptacle
        Drawer_bar__minus_01_dot_47_bar__plus_02_dot_37_bar__plus_02_dot_36 - receptacle
        Drawer_bar__plus_00_dot_67_bar__plus_03_dot_34_bar__minus_01_dot_43 - receptacle
        Drawer_bar__plus_03_dot_90_bar__minus_00_dot_20_bar__plus_02_dot_46 - receptacle
        Dresser_bar__minus_01_dot_90_bar__plus_01_dot_22_bar__minus_00_dot_09 - receptacle
        Shelf_bar__plus_02_dot_77_bar__minus_02_dot_38_bar__plus_00_dot_52 - receptacle
        Shelf_bar__minus_01_dot_86_bar__plus_03_dot_94_bar__plus_01_dot_18 - receptacle
        SideTable_bar__minus_02_dot_63_bar__plus_01_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_00_dot_49_bar__minus_01_dot_24_bar__plus_01_dot_39 - receptacle
        loc_bar_2_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_1_bar_0 - location
        loc_bar_4_bar_3_bar_3_bar_30 - location
        loc_bar_9_bar_2_bar_1_bar__minus_30 - location
        loc_bar__minus_1_bar_5_bar_1_bar__minus_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_0 - location
        loc_bar__minus_2_bar__minus_9_bar_2_bar_45 - location
        loc_bar__minus_3_bar__minus_2_bar_1_bar_60 - location
        loc_bar__minus_4_bar_8_bar_1_bar__minus_30 - location
        loc_bar__minus_9_bar_3_bar_3_bar_45 - location
        loc_bar__minus_9_bar__minus_3_bar_1_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_4_bar_2_bar_1_bar_0)
        (receptacleType Bed_bar__plus_01_dot_69_bar__minus_02_dot_57_bar__plus_02_dot_69 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_69_bar__minus_02_dot_57_bar__plus_02_dot_69 loc_bar__minus_9_bar__minus_3_bar_1_bar_60)
        (receptacleType Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81 DeskType)
        (receptacleAtLocation Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81 loc_bar_2_bar_0_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_47_bar__plus_02_dot_37_bar__plus_02_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_47_bar__plus_02_dot_37_bar__plus_02_dot_36 loc_bar__minus_3_bar__minus_2_bar_1_bar_60)
        (openable Drawer_bar__minus_01_dot_47_bar__plus_02_dot_37_bar__plus_02_dot_36)
        (receptacleType Drawer_bar__plus_00_dot_67_bar__plus_03_dot_34_bar__minus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_67_bar__plus_03_dot_34_bar__minus_01_dot_43 loc_bar_9_bar_2_bar_1_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_67_bar__plus_03_dot_34_bar__minus_01_dot_43)
        (receptacleType Drawer_bar__plus_03_dot_90_bar__minus_00_dot_20_bar__plus_02_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_90_bar__minus_00_dot_20_bar__plus_02_dot_46 loc_bar__minus_9_bar_3_bar_3_bar_45)
        (openable Drawer_bar__plus_03_dot_90_bar__minus_00_dot_20_bar__plus_02_dot_46)
        (receptacleType Dresser_bar__minus_01_dot_90_bar__plus_01_dot_22_bar__minus_00_dot_09 DresserType)
        (receptacleAtLocation Dresser_bar__minus_01_dot_90_bar__plus_01_dot_22_bar__minus_00_dot_09 loc_bar__minus_2_bar_4_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_02_dot_77_bar__minus_02_dot_38_bar__plus_00_dot_52 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_77_bar__minus_02_dot_38_bar__plus_00_dot_52 loc_bar_4_bar_3_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_86_bar__plus_03_dot_94_bar__plus_01_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_86_bar__plus_03_dot_94_bar__plus_01_dot_18 loc_bar__minus_4_bar_8_bar_1_bar__minus_30)
        (receptacleType SideTable_bar__minus_02_dot_63_bar__plus_01_dot_00_bar__minus_01_dot_05 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_63_bar__plus_01_dot_00_bar__minus_01_dot_05 loc_bar__minus_2_bar__minus_9_bar_2_bar_45)
        (receptacleType GarbageCan_bar__plus_00_dot_49_bar__minus_01_dot_24_bar__plus_01_dot_39 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_49_bar__minus_01_dot_24_bar__plus_01_dot_39 loc_bar__minus_1_bar_5_bar_1_bar__minus_30)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DresserType BowlType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (objectType CD_bar__plus_02_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_44 CDType)
        (inReceptacle CD_bar__plus_02_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_44 Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81)
        (objectAtLocation CD_bar__plus_02_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_44 loc_bar_2_bar_0_bar_0_bar_30)
        (pickupable CD_bar__plus_02_dot_47_bar__plus_00_dot_65_bar__minus_02_dot_44)
        (objectType CD_bar__plus_00_dot_41_bar__plus_00_dot_18_bar__minus_03_dot_99 CDType)
        (inReceptacle CD_bar__plus_00_dot_41_bar__plus_00_dot_18_bar__minus_03_dot_99 Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81)
        (objectAtLocation CD_bar__plus_00_dot_41_bar__plus_00_dot_18_bar__minus_03_dot_99 loc_bar_2_bar_0_bar_0_bar_30)
        (pickupable CD_bar__plus_00_dot_41_bar__plus_00_dot_18_bar__minus_03_dot_99)
        (objectType Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30 MugType)
        (inReceptacle Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30 Shelf_bar__plus_02_dot_77_bar__minus_02_dot_38_bar__plus_00_dot_52)
        (objectAtLocation Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30 loc_bar_4_bar_3_bar_3_bar_30)
        (pickupable Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30)
        (isReceptacleObject Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30)
        (heatable Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30)
        (coolable Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30)
        (cleanable Mug_bar__plus_03_dot_66_bar__minus_02_dot_87_bar__plus_03_dot_30)
        (objectType Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95 Shelf_bar__plus_02_dot_77_bar__minus_02_dot_38_bar__plus_00_dot_52)
        (objectAtLocation Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95 loc_bar_4_bar_3_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95)
        (isReceptacleObject Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95)
        (coolable Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95)
        (cleanable Bowl_bar__minus_01_dot_18_bar__minus_02_dot_51_bar__plus_02_dot_95)
        (objectType Pillow_bar__plus_02_dot_58_bar__minus_00_dot_92_bar__minus_00_dot_02 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_58_bar__minus_00_dot_92_bar__minus_00_dot_02 Bed_bar__plus_01_dot_69_bar__minus_02_dot_57_bar__plus_02_dot_69)
        (objectAtLocation Pillow_bar__plus_02_dot_58_bar__minus_00_dot_92_bar__minus_00_dot_02 loc_bar__minus_9_bar__minus_3_bar_1_bar_60)
        (pickupable Pillow_bar__plus_02_dot_58_bar__minus_00_dot_92_bar__minus_00_dot_02)
        (objectType KeyChain_bar__minus_02_dot_91_bar__plus_02_dot_31_bar__minus_00_dot_43 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_91_bar__plus_02_dot_31_bar__minus_00_dot_43 Desk_bar__minus_03_dot_39_bar__minus_03_dot_80_bar__plus_01_dot_81)
        (objectAtLocation KeyChain_bar__minus_02_dot_91_bar__plus_02_dot_31_bar__minus_00_dot_43 loc_bar_2_bar_0_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_91_bar__plus_02_dot_31_bar__minus_00_dot_43)
        (objectType Pen_bar__minus_00_dot_71_bar__plus_00_dot_52_bar__plus_03_dot_20 PenType)
        (inReceptacle Pen_bar__minus_00_dot_71_bar__plus_00_dot_52_bar__plus_03_dot_20 GarbageCan_bar__plus_00_dot_49_bar__minus_01_dot_24_bar__plus_01_dot_39)
        (objectAtLocation Pen_bar__minus_00_dot_71_bar__plus_00_dot_52_bar__plus_03_dot_20 loc_bar__minus_1_bar_5_bar_1_bar__minus_30)
        (pickupable Pen_bar__minus_00_dot_71_bar__plus_00_dot_52_bar__plus_03_dot_20)
        (objectType Laptop_bar__plus_00_dot_76_bar__minus_02_dot_02_bar__plus_03_dot_70 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_76_bar__minus_02_dot_02_bar__plus_03_dot_70 Bed_bar__plus_01_dot_69_bar__minus_02_dot_57_bar__plus_02_dot_69)
        (objectAtLocation Laptop_bar__plus_00_dot_76_bar__minus_02_dot_02_bar__plus_03_dot_70 loc_bar__minus_9_bar__minus_3_bar_1_bar_60)
        (pickupable Laptop_bar__plus_00_dot_76_bar__minus_02_dot_02_bar__plus_03_dot_70)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CDType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CDType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
