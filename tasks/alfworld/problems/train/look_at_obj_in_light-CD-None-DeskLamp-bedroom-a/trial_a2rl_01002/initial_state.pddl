(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BowlType - otype
        CDType - otype
        DeskLampType - otype
        EggType - otype
        KeyChainType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PlateType - otype
        WatchType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        CD_bar__minus_01_dot_92_bar__minus_01_dot_90_bar__plus_00_dot_11 - object
        DeskLamp_bar__minus_00_dot_84_bar__minus_00_dot_53_bar__minus_02_dot_74 - object
        Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07 - object
        Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83 - object
        Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62 - object
        Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89 - object
        Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95 - object
        KeyChain_bar__plus_00_dot_93_bar__plus_00_dot_92_bar__minus_01_dot_30 - object
        Pen_bar__plus_03_dot_37_bar__minus_03_dot_15_bar__plus_00_dot_35 - object
        Laptop_bar__plus_00_dot_82_bar__minus_01_dot_56_bar__plus_00_dot_62 - object
        Watch_bar__plus_01_dot_07_bar__minus_00_dot_29_bar__minus_02_dot_06 - object
        Bed_bar__minus_01_dot_50_bar__minus_03_dot_42_bar__minus_01_dot_44 - receptacle
        Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56 - receptacle
        Drawer_bar__minus_01_dot_60_bar__minus_02_dot_39_bar__plus_02_dot_49 - receptacle
        Drawer_bar__plus_01_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_02_dot_23_bar__minus_00_dot_32_bar__minus_03_dot_40 - receptacle
        Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24 - receptacle
        Shelf_bar__minus_01_dot_76_bar__plus_00_dot_76_bar__plus_01_dot_08 - receptacle
        Shelf_bar__minus_02_dot_40_bar__minus_03_dot_35_bar__minus_00_dot_78 - receptacle
        SideTable_bar__minus_00_dot_04_bar__minus_02_dot_90_bar__minus_03_dot_21 - receptacle
        GarbageCan_bar__plus_02_dot_20_bar__minus_01_dot_02_bar__minus_01_dot_07 - receptacle
        loc_bar_1_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_2_bar_7_bar_0_bar_0 - location
        loc_bar_2_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar_7_bar__minus_8_bar_0_bar_60 - location
        loc_bar_8_bar_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_7_bar_0_bar_60 - location
        loc_bar__minus_1_bar_3_bar_1_bar_45 - location
        loc_bar__minus_6_bar_0_bar_3_bar_60 - location
        loc_bar__minus_6_bar__minus_5_bar_2_bar_0 - location
        loc_bar__minus_7_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_8_bar__minus_4_bar_0_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_2_bar_7_bar_0_bar_0)
        (receptacleType Bed_bar__minus_01_dot_50_bar__minus_03_dot_42_bar__minus_01_dot_44 BedType)
        (receptacleAtLocation Bed_bar__minus_01_dot_50_bar__minus_03_dot_42_bar__minus_01_dot_44 loc_bar_7_bar__minus_8_bar_0_bar_60)
        (receptacleType Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56 DeskType)
        (receptacleAtLocation Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56 loc_bar_9_bar__minus_7_bar_0_bar_60)
        (receptacleType Drawer_bar__minus_01_dot_60_bar__minus_02_dot_39_bar__plus_02_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_60_bar__minus_02_dot_39_bar__plus_02_dot_49 loc_bar_8_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_60_bar__minus_02_dot_39_bar__plus_02_dot_49)
        (receptacleType Drawer_bar__plus_01_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_47 loc_bar_2_bar__minus_4_bar_0_bar__minus_30)
        (openable Drawer_bar__plus_01_dot_29_bar__plus_03_dot_27_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_02_dot_23_bar__minus_00_dot_32_bar__minus_03_dot_40 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_23_bar__minus_00_dot_32_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_5_bar_2_bar_0)
        (openable Drawer_bar__minus_02_dot_23_bar__minus_00_dot_32_bar__minus_03_dot_40)
        (receptacleType Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (receptacleType Shelf_bar__minus_01_dot_76_bar__plus_00_dot_76_bar__plus_01_dot_08 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_76_bar__plus_00_dot_76_bar__plus_01_dot_08 loc_bar__minus_6_bar_0_bar_3_bar_60)
        (receptacleType Shelf_bar__minus_02_dot_40_bar__minus_03_dot_35_bar__minus_00_dot_78 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_40_bar__minus_03_dot_35_bar__minus_00_dot_78 loc_bar_1_bar__minus_2_bar_1_bar__minus_30)
        (receptacleType SideTable_bar__minus_00_dot_04_bar__minus_02_dot_90_bar__minus_03_dot_21 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_04_bar__minus_02_dot_90_bar__minus_03_dot_21 loc_bar__minus_8_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_02_dot_20_bar__minus_01_dot_02_bar__minus_01_dot_07 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_20_bar__minus_01_dot_02_bar__minus_01_dot_07 loc_bar__minus_1_bar_3_bar_1_bar_45)
        (canContain BedType LaptopType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PlateType)
        (canContain DeskType WatchType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DrawerType WatchType)
        (canContain DresserType BowlType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain DresserType PlateType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WatchType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType EggType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SideTableType PlateType)
        (canContain SideTableType WatchType)
        (objectType CD_bar__minus_01_dot_92_bar__minus_01_dot_90_bar__plus_00_dot_11 CDType)
        (inReceptacle CD_bar__minus_01_dot_92_bar__minus_01_dot_90_bar__plus_00_dot_11 GarbageCan_bar__plus_02_dot_20_bar__minus_01_dot_02_bar__minus_01_dot_07)
        (objectAtLocation CD_bar__minus_01_dot_92_bar__minus_01_dot_90_bar__plus_00_dot_11 loc_bar__minus_1_bar_3_bar_1_bar_45)
        (pickupable CD_bar__minus_01_dot_92_bar__minus_01_dot_90_bar__plus_00_dot_11)
        (objectType DeskLamp_bar__minus_00_dot_84_bar__minus_00_dot_53_bar__minus_02_dot_74 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_00_dot_84_bar__minus_00_dot_53_bar__minus_02_dot_74 SideTable_bar__minus_00_dot_04_bar__minus_02_dot_90_bar__minus_03_dot_21)
        (objectAtLocation DeskLamp_bar__minus_00_dot_84_bar__minus_00_dot_53_bar__minus_02_dot_74 loc_bar__minus_8_bar__minus_4_bar_0_bar__minus_30)
        (toggleable DeskLamp_bar__minus_00_dot_84_bar__minus_00_dot_53_bar__minus_02_dot_74)
        (objectType Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07 MugType)
        (inReceptacle Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07 Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24)
        (objectAtLocation Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (pickupable Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07)
        (isReceptacleObject Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07)
        (heatable Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07)
        (coolable Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07)
        (cleanable Mug_bar__plus_01_dot_86_bar__minus_03_dot_66_bar__plus_02_dot_07)
        (objectType Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83 Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56)
        (objectAtLocation Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83 loc_bar_9_bar__minus_7_bar_0_bar_60)
        (pickupable Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83)
        (isReceptacleObject Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83)
        (coolable Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83)
        (cleanable Bowl_bar__minus_00_dot_06_bar__plus_00_dot_45_bar__minus_02_dot_83)
        (objectType Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62 Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56)
        (objectAtLocation Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62 loc_bar_9_bar__minus_7_bar_0_bar_60)
        (pickupable Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62)
        (isReceptacleObject Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62)
        (heatable Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62)
        (coolable Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62)
        (cleanable Plate_bar__plus_00_dot_93_bar__minus_01_dot_77_bar__minus_01_dot_62)
        (objectType Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89 EggType)
        (inReceptacle Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89 SideTable_bar__minus_00_dot_04_bar__minus_02_dot_90_bar__minus_03_dot_21)
        (objectAtLocation Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89 loc_bar__minus_8_bar__minus_4_bar_0_bar__minus_30)
        (pickupable Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89)
        (heatable Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89)
        (coolable Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89)
        (cleanable Egg_bar__plus_02_dot_49_bar__plus_00_dot_14_bar__plus_03_dot_89)
        (objectType Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95 GarbageCan_bar__plus_02_dot_20_bar__minus_01_dot_02_bar__minus_01_dot_07)
        (objectAtLocation Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95 loc_bar__minus_1_bar_3_bar_1_bar_45)
        (pickupable Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95)
        (heatable Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95)
        (coolable Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95)
        (cleanable Apple_bar__plus_01_dot_39_bar__minus_02_dot_63_bar__plus_02_dot_95)
        (objectType KeyChain_bar__plus_00_dot_93_bar__plus_00_dot_92_bar__minus_01_dot_30 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_93_bar__plus_00_dot_92_bar__minus_01_dot_30 Shelf_bar__minus_02_dot_40_bar__minus_03_dot_35_bar__minus_00_dot_78)
        (objectAtLocation KeyChain_bar__plus_00_dot_93_bar__plus_00_dot_92_bar__minus_01_dot_30 loc_bar_1_bar__minus_2_bar_1_bar__minus_30)
        (pickupable KeyChain_bar__plus_00_dot_93_bar__plus_00_dot_92_bar__minus_01_dot_30)
        (objectType Pen_bar__plus_03_dot_37_bar__minus_03_dot_15_bar__plus_00_dot_35 PenType)
        (inReceptacle Pen_bar__plus_03_dot_37_bar__minus_03_dot_15_bar__plus_00_dot_35 Desk_bar__plus_03_dot_01_bar__minus_01_dot_38_bar__minus_00_dot_56)
        (objectAtLocation Pen_bar__plus_03_dot_37_bar__minus_03_dot_15_bar__plus_00_dot_35 loc_bar_9_bar__minus_7_bar_0_bar_60)
        (pickupable Pen_bar__plus_03_dot_37_bar__minus_03_dot_15_bar__plus_00_dot_35)
        (objectType Laptop_bar__plus_00_dot_82_bar__minus_01_dot_56_bar__plus_00_dot_62 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_82_bar__minus_01_dot_56_bar__plus_00_dot_62 Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24)
        (objectAtLocation Laptop_bar__plus_00_dot_82_bar__minus_01_dot_56_bar__plus_00_dot_62 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (pickupable Laptop_bar__plus_00_dot_82_bar__minus_01_dot_56_bar__plus_00_dot_62)
        (objectType Watch_bar__plus_01_dot_07_bar__minus_00_dot_29_bar__minus_02_dot_06 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_07_bar__minus_00_dot_29_bar__minus_02_dot_06 Dresser_bar__minus_00_dot_97_bar__minus_01_dot_10_bar__plus_03_dot_24)
        (objectAtLocation Watch_bar__plus_01_dot_07_bar__minus_00_dot_29_bar__minus_02_dot_06 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (pickupable Watch_bar__plus_01_dot_07_bar__minus_00_dot_29_bar__minus_02_dot_06)
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
                         (objectType ?o CDType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
