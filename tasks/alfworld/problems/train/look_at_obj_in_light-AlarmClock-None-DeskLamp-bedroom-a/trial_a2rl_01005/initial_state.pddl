(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AlarmClockType - otype
        BowlType - otype
        DeskLampType - otype
        KeyChainType - otype
        LaptopType - otype
        PenType - otype
        PillowType - otype
        PlateType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        AlarmClock_bar__plus_01_dot_60_bar__minus_02_dot_95_bar__plus_03_dot_62 - object
        DeskLamp_bar__minus_03_dot_70_bar__minus_02_dot_35_bar__plus_01_dot_93 - object
        Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94 - object
        Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47 - object
        Pillow_bar__minus_00_dot_15_bar__minus_00_dot_75_bar__plus_01_dot_16 - object
        KeyChain_bar__plus_00_dot_95_bar__minus_01_dot_37_bar__plus_00_dot_18 - object
        Pen_bar__plus_01_dot_26_bar__minus_03_dot_26_bar__minus_03_dot_47 - object
        Laptop_bar__plus_02_dot_81_bar__minus_01_dot_84_bar__minus_03_dot_97 - object
        Bed_bar__minus_01_dot_39_bar__plus_02_dot_04_bar__minus_00_dot_69 - receptacle
        Desk_bar__plus_00_dot_59_bar__minus_00_dot_07_bar__minus_00_dot_15 - receptacle
        Drawer_bar__plus_01_dot_35_bar__minus_02_dot_85_bar__plus_01_dot_67 - receptacle
        Drawer_bar__plus_03_dot_63_bar__plus_01_dot_09_bar__minus_00_dot_60 - receptacle
        Drawer_bar__minus_03_dot_88_bar__minus_01_dot_53_bar__minus_02_dot_20 - receptacle
        Dresser_bar__minus_03_dot_06_bar__minus_02_dot_54_bar__plus_03_dot_93 - receptacle
        Shelf_bar__plus_00_dot_48_bar__minus_00_dot_47_bar__minus_02_dot_81 - receptacle
        Shelf_bar__minus_01_dot_31_bar__minus_01_dot_17_bar__plus_01_dot_74 - receptacle
        SideTable_bar__minus_01_dot_02_bar__plus_02_dot_02_bar__plus_00_dot_34 - receptacle
        GarbageCan_bar__minus_03_dot_99_bar__minus_01_dot_05_bar__minus_03_dot_70 - receptacle
        loc_bar_2_bar__minus_8_bar_0_bar_45 - location
        loc_bar_5_bar_5_bar_1_bar_45 - location
        loc_bar_8_bar_1_bar_3_bar_45 - location
        loc_bar_8_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_7_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar_1_bar_1_bar_60 - location
        loc_bar__minus_9_bar_7_bar_1_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar_8_bar_1_bar_3_bar_45)
        (receptacleType Bed_bar__minus_01_dot_39_bar__plus_02_dot_04_bar__minus_00_dot_69 BedType)
        (receptacleAtLocation Bed_bar__minus_01_dot_39_bar__plus_02_dot_04_bar__minus_00_dot_69 loc_bar__minus_6_bar__minus_5_bar_2_bar_30)
        (receptacleType Desk_bar__plus_00_dot_59_bar__minus_00_dot_07_bar__minus_00_dot_15 DeskType)
        (receptacleAtLocation Desk_bar__plus_00_dot_59_bar__minus_00_dot_07_bar__minus_00_dot_15 loc_bar__minus_8_bar_1_bar_1_bar_60)
        (receptacleType Drawer_bar__plus_01_dot_35_bar__minus_02_dot_85_bar__plus_01_dot_67 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_35_bar__minus_02_dot_85_bar__plus_01_dot_67 loc_bar__minus_9_bar_7_bar_1_bar_45)
        (openable Drawer_bar__plus_01_dot_35_bar__minus_02_dot_85_bar__plus_01_dot_67)
        (receptacleType Drawer_bar__plus_03_dot_63_bar__plus_01_dot_09_bar__minus_00_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_63_bar__plus_01_dot_09_bar__minus_00_dot_60 loc_bar__minus_7_bar_2_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_03_dot_63_bar__plus_01_dot_09_bar__minus_00_dot_60)
        (receptacleType Drawer_bar__minus_03_dot_88_bar__minus_01_dot_53_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_88_bar__minus_01_dot_53_bar__minus_02_dot_20 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_88_bar__minus_01_dot_53_bar__minus_02_dot_20)
        (receptacleType Dresser_bar__minus_03_dot_06_bar__minus_02_dot_54_bar__plus_03_dot_93 DresserType)
        (receptacleAtLocation Dresser_bar__minus_03_dot_06_bar__minus_02_dot_54_bar__plus_03_dot_93 loc_bar__minus_1_bar_7_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__plus_00_dot_48_bar__minus_00_dot_47_bar__minus_02_dot_81 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_48_bar__minus_00_dot_47_bar__minus_02_dot_81 loc_bar__minus_5_bar__minus_5_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_31_bar__minus_01_dot_17_bar__plus_01_dot_74 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_31_bar__minus_01_dot_17_bar__plus_01_dot_74 loc_bar_5_bar_5_bar_1_bar_45)
        (receptacleType SideTable_bar__minus_01_dot_02_bar__plus_02_dot_02_bar__plus_00_dot_34 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_02_bar__plus_02_dot_02_bar__plus_00_dot_34 loc_bar_2_bar__minus_8_bar_0_bar_45)
        (receptacleType GarbageCan_bar__minus_03_dot_99_bar__minus_01_dot_05_bar__minus_03_dot_70 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_99_bar__minus_01_dot_05_bar__minus_03_dot_70 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DeskType PlateType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BowlType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (canContain DresserType PlateType)
        (canContain GarbageCanType PenType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PlateType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BowlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (canContain SideTableType PlateType)
        (objectType AlarmClock_bar__plus_01_dot_60_bar__minus_02_dot_95_bar__plus_03_dot_62 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_01_dot_60_bar__minus_02_dot_95_bar__plus_03_dot_62 Desk_bar__plus_00_dot_59_bar__minus_00_dot_07_bar__minus_00_dot_15)
        (objectAtLocation AlarmClock_bar__plus_01_dot_60_bar__minus_02_dot_95_bar__plus_03_dot_62 loc_bar__minus_8_bar_1_bar_1_bar_60)
        (pickupable AlarmClock_bar__plus_01_dot_60_bar__minus_02_dot_95_bar__plus_03_dot_62)
        (objectType DeskLamp_bar__minus_03_dot_70_bar__minus_02_dot_35_bar__plus_01_dot_93 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_03_dot_70_bar__minus_02_dot_35_bar__plus_01_dot_93 SideTable_bar__minus_01_dot_02_bar__plus_02_dot_02_bar__plus_00_dot_34)
        (objectAtLocation DeskLamp_bar__minus_03_dot_70_bar__minus_02_dot_35_bar__plus_01_dot_93 loc_bar_2_bar__minus_8_bar_0_bar_45)
        (toggleable DeskLamp_bar__minus_03_dot_70_bar__minus_02_dot_35_bar__plus_01_dot_93)
        (objectType Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94 Shelf_bar__plus_00_dot_48_bar__minus_00_dot_47_bar__minus_02_dot_81)
        (objectAtLocation Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94 loc_bar__minus_5_bar__minus_5_bar_1_bar_30)
        (pickupable Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94)
        (isReceptacleObject Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94)
        (coolable Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94)
        (cleanable Bowl_bar__plus_02_dot_26_bar__minus_02_dot_38_bar__minus_02_dot_94)
        (objectType Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47 Shelf_bar__plus_00_dot_48_bar__minus_00_dot_47_bar__minus_02_dot_81)
        (objectAtLocation Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47 loc_bar__minus_5_bar__minus_5_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47)
        (isReceptacleObject Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47)
        (heatable Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47)
        (coolable Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47)
        (cleanable Plate_bar__plus_01_dot_01_bar__minus_00_dot_66_bar__minus_01_dot_47)
        (objectType Pillow_bar__minus_00_dot_15_bar__minus_00_dot_75_bar__plus_01_dot_16 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_15_bar__minus_00_dot_75_bar__plus_01_dot_16 Bed_bar__minus_01_dot_39_bar__plus_02_dot_04_bar__minus_00_dot_69)
        (objectAtLocation Pillow_bar__minus_00_dot_15_bar__minus_00_dot_75_bar__plus_01_dot_16 loc_bar__minus_6_bar__minus_5_bar_2_bar_30)
        (pickupable Pillow_bar__minus_00_dot_15_bar__minus_00_dot_75_bar__plus_01_dot_16)
        (objectType KeyChain_bar__plus_00_dot_95_bar__minus_01_dot_37_bar__plus_00_dot_18 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_95_bar__minus_01_dot_37_bar__plus_00_dot_18 SideTable_bar__minus_01_dot_02_bar__plus_02_dot_02_bar__plus_00_dot_34)
        (objectAtLocation KeyChain_bar__plus_00_dot_95_bar__minus_01_dot_37_bar__plus_00_dot_18 loc_bar_2_bar__minus_8_bar_0_bar_45)
        (pickupable KeyChain_bar__plus_00_dot_95_bar__minus_01_dot_37_bar__plus_00_dot_18)
        (objectType Pen_bar__plus_01_dot_26_bar__minus_03_dot_26_bar__minus_03_dot_47 PenType)
        (inReceptacle Pen_bar__plus_01_dot_26_bar__minus_03_dot_26_bar__minus_03_dot_47 Drawer_bar__minus_03_dot_88_bar__minus_01_dot_53_bar__minus_02_dot_20)
        (objectAtLocation Pen_bar__plus_01_dot_26_bar__minus_03_dot_26_bar__minus_03_dot_47 loc_bar_8_bar__minus_3_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_26_bar__minus_03_dot_26_bar__minus_03_dot_47)
        (objectType Laptop_bar__plus_02_dot_81_bar__minus_01_dot_84_bar__minus_03_dot_97 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_81_bar__minus_01_dot_84_bar__minus_03_dot_97 Desk_bar__plus_00_dot_59_bar__minus_00_dot_07_bar__minus_00_dot_15)
        (objectAtLocation Laptop_bar__plus_02_dot_81_bar__minus_01_dot_84_bar__minus_03_dot_97 loc_bar__minus_8_bar_1_bar_1_bar_60)
        (pickupable Laptop_bar__plus_02_dot_81_bar__minus_01_dot_84_bar__minus_03_dot_97)
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
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
