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
        CD_bar__plus_00_dot_33_bar__plus_01_dot_51_bar__minus_01_dot_86 - object
        DeskLamp_bar__minus_01_dot_91_bar__minus_03_dot_93_bar__minus_03_dot_58 - object
        Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71 - object
        Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06 - object
        Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88 - object
        Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30 - object
        Pillow_bar__minus_01_dot_23_bar__minus_02_dot_56_bar__minus_00_dot_82 - object
        KeyChain_bar__plus_00_dot_29_bar__minus_02_dot_53_bar__minus_03_dot_90 - object
        Laptop_bar__minus_00_dot_26_bar__plus_02_dot_27_bar__plus_03_dot_60 - object
        Watch_bar__minus_03_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_42 - object
        Bed_bar__plus_02_dot_31_bar__minus_02_dot_04_bar__plus_03_dot_49 - receptacle
        Desk_bar__plus_01_dot_13_bar__plus_00_dot_98_bar__plus_00_dot_03 - receptacle
        Drawer_bar__plus_01_dot_88_bar__plus_02_dot_40_bar__minus_00_dot_77 - receptacle
        Drawer_bar__plus_02_dot_97_bar__minus_01_dot_91_bar__plus_02_dot_08 - receptacle
        Drawer_bar__minus_01_dot_18_bar__minus_00_dot_30_bar__minus_01_dot_02 - receptacle
        Dresser_bar__minus_00_dot_24_bar__plus_01_dot_29_bar__plus_01_dot_91 - receptacle
        Shelf_bar__plus_03_dot_48_bar__plus_01_dot_49_bar__plus_02_dot_96 - receptacle
        Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99 - receptacle
        SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66 - receptacle
        GarbageCan_bar__plus_03_dot_69_bar__minus_03_dot_02_bar__minus_03_dot_82 - receptacle
        loc_bar_3_bar_8_bar_2_bar_60 - location
        loc_bar_4_bar_3_bar_0_bar_60 - location
        loc_bar_8_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_2_bar_7_bar_1_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_8_bar_1_bar_45 - location
        loc_bar__minus_3_bar_1_bar_0_bar_0 - location
        loc_bar__minus_5_bar__minus_2_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_1_bar_1_bar__minus_30 - location
        loc_bar__minus_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_8_bar_2_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_3_bar_1_bar_0_bar_0)
        (receptacleType Bed_bar__plus_02_dot_31_bar__minus_02_dot_04_bar__plus_03_dot_49 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_31_bar__minus_02_dot_04_bar__plus_03_dot_49 loc_bar__minus_5_bar__minus_2_bar_3_bar_60)
        (receptacleType Desk_bar__plus_01_dot_13_bar__plus_00_dot_98_bar__plus_00_dot_03 DeskType)
        (receptacleAtLocation Desk_bar__plus_01_dot_13_bar__plus_00_dot_98_bar__plus_00_dot_03 loc_bar__minus_7_bar__minus_1_bar_1_bar__minus_30)
        (receptacleType Drawer_bar__plus_01_dot_88_bar__plus_02_dot_40_bar__minus_00_dot_77 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_88_bar__plus_02_dot_40_bar__minus_00_dot_77 loc_bar__minus_1_bar__minus_4_bar_1_bar_0)
        (openable Drawer_bar__plus_01_dot_88_bar__plus_02_dot_40_bar__minus_00_dot_77)
        (receptacleType Drawer_bar__plus_02_dot_97_bar__minus_01_dot_91_bar__plus_02_dot_08 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_97_bar__minus_01_dot_91_bar__plus_02_dot_08 loc_bar__minus_2_bar_7_bar_1_bar__minus_30)
        (openable Drawer_bar__plus_02_dot_97_bar__minus_01_dot_91_bar__plus_02_dot_08)
        (receptacleType Drawer_bar__minus_01_dot_18_bar__minus_00_dot_30_bar__minus_01_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_18_bar__minus_00_dot_30_bar__minus_01_dot_02 loc_bar__minus_2_bar__minus_8_bar_1_bar_45)
        (openable Drawer_bar__minus_01_dot_18_bar__minus_00_dot_30_bar__minus_01_dot_02)
        (receptacleType Dresser_bar__minus_00_dot_24_bar__plus_01_dot_29_bar__plus_01_dot_91 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_24_bar__plus_01_dot_29_bar__plus_01_dot_91 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_03_dot_48_bar__plus_01_dot_49_bar__plus_02_dot_96 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_48_bar__plus_01_dot_49_bar__plus_02_dot_96 loc_bar_3_bar_8_bar_2_bar_60)
        (receptacleType Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99 loc_bar_4_bar_3_bar_0_bar_60)
        (receptacleType SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66 loc_bar_8_bar__minus_7_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_03_dot_69_bar__minus_03_dot_02_bar__minus_03_dot_82 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_69_bar__minus_03_dot_02_bar__minus_03_dot_82 loc_bar__minus_9_bar_8_bar_2_bar_45)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BowlType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PlateType)
        (canContain DeskType WatchType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType WatchType)
        (canContain DresserType BowlType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PlateType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WatchType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType EggType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType WatchType)
        (objectType CD_bar__plus_00_dot_33_bar__plus_01_dot_51_bar__minus_01_dot_86 CDType)
        (inReceptacle CD_bar__plus_00_dot_33_bar__plus_01_dot_51_bar__minus_01_dot_86 GarbageCan_bar__plus_03_dot_69_bar__minus_03_dot_02_bar__minus_03_dot_82)
        (objectAtLocation CD_bar__plus_00_dot_33_bar__plus_01_dot_51_bar__minus_01_dot_86 loc_bar__minus_9_bar_8_bar_2_bar_45)
        (pickupable CD_bar__plus_00_dot_33_bar__plus_01_dot_51_bar__minus_01_dot_86)
        (objectType DeskLamp_bar__minus_01_dot_91_bar__minus_03_dot_93_bar__minus_03_dot_58 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_91_bar__minus_03_dot_93_bar__minus_03_dot_58 SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66)
        (objectAtLocation DeskLamp_bar__minus_01_dot_91_bar__minus_03_dot_93_bar__minus_03_dot_58 loc_bar_8_bar__minus_7_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_91_bar__minus_03_dot_93_bar__minus_03_dot_58)
        (objectType Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71 Dresser_bar__minus_00_dot_24_bar__plus_01_dot_29_bar__plus_01_dot_91)
        (objectAtLocation Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71)
        (isReceptacleObject Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71)
        (coolable Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71)
        (cleanable Bowl_bar__plus_00_dot_25_bar__minus_02_dot_31_bar__minus_01_dot_71)
        (objectType Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06 PlateType)
        (inReceptacle Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06 Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99)
        (objectAtLocation Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06 loc_bar_4_bar_3_bar_0_bar_60)
        (pickupable Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06)
        (isReceptacleObject Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06)
        (heatable Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06)
        (coolable Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06)
        (cleanable Plate_bar__plus_02_dot_00_bar__minus_02_dot_38_bar__minus_00_dot_06)
        (objectType Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88 EggType)
        (inReceptacle Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88 SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66)
        (objectAtLocation Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88 loc_bar_8_bar__minus_7_bar_2_bar_30)
        (pickupable Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88)
        (heatable Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88)
        (coolable Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88)
        (cleanable Egg_bar__plus_01_dot_29_bar__minus_00_dot_52_bar__plus_01_dot_88)
        (objectType Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30 SideTable_bar__plus_01_dot_43_bar__plus_03_dot_02_bar__plus_02_dot_66)
        (objectAtLocation Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30 loc_bar_8_bar__minus_7_bar_2_bar_30)
        (pickupable Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30)
        (heatable Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30)
        (coolable Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30)
        (cleanable Apple_bar__minus_01_dot_40_bar__plus_00_dot_73_bar__plus_03_dot_30)
        (objectType Pillow_bar__minus_01_dot_23_bar__minus_02_dot_56_bar__minus_00_dot_82 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_23_bar__minus_02_dot_56_bar__minus_00_dot_82 Bed_bar__plus_02_dot_31_bar__minus_02_dot_04_bar__plus_03_dot_49)
        (objectAtLocation Pillow_bar__minus_01_dot_23_bar__minus_02_dot_56_bar__minus_00_dot_82 loc_bar__minus_5_bar__minus_2_bar_3_bar_60)
        (pickupable Pillow_bar__minus_01_dot_23_bar__minus_02_dot_56_bar__minus_00_dot_82)
        (objectType KeyChain_bar__plus_00_dot_29_bar__minus_02_dot_53_bar__minus_03_dot_90 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_29_bar__minus_02_dot_53_bar__minus_03_dot_90 Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99)
        (objectAtLocation KeyChain_bar__plus_00_dot_29_bar__minus_02_dot_53_bar__minus_03_dot_90 loc_bar_4_bar_3_bar_0_bar_60)
        (pickupable KeyChain_bar__plus_00_dot_29_bar__minus_02_dot_53_bar__minus_03_dot_90)
        (objectType Laptop_bar__minus_00_dot_26_bar__plus_02_dot_27_bar__plus_03_dot_60 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_26_bar__plus_02_dot_27_bar__plus_03_dot_60 Dresser_bar__minus_00_dot_24_bar__plus_01_dot_29_bar__plus_01_dot_91)
        (objectAtLocation Laptop_bar__minus_00_dot_26_bar__plus_02_dot_27_bar__plus_03_dot_60 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_26_bar__plus_02_dot_27_bar__plus_03_dot_60)
        (objectType Watch_bar__minus_03_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_42 WatchType)
        (inReceptacle Watch_bar__minus_03_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_42 Shelf_bar__minus_02_dot_80_bar__plus_00_dot_90_bar__minus_02_dot_99)
        (objectAtLocation Watch_bar__minus_03_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_42 loc_bar_4_bar_3_bar_0_bar_60)
        (pickupable Watch_bar__minus_03_dot_25_bar__plus_01_dot_29_bar__minus_00_dot_42)
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
