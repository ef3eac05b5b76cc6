(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        BoxType - otype
        DeskLampType - otype
        PlateType - otype
        RemoteControlType - otype
        TissueBoxType - otype
        WatchType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        RemoteControl_bar__minus_03_dot_43_bar__minus_01_dot_24_bar__minus_03_dot_29 - object
        DeskLamp_bar__plus_02_dot_72_bar__minus_03_dot_65_bar__minus_01_dot_65 - object
        Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20 - object
        Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88 - object
        Book_bar__plus_01_dot_31_bar__minus_01_dot_99_bar__minus_02_dot_64 - object
        Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94 - object
        TissueBox_bar__minus_01_dot_75_bar__plus_00_dot_73_bar__minus_00_dot_94 - object
        Watch_bar__plus_00_dot_33_bar__minus_00_dot_69_bar__minus_03_dot_20 - object
        Sofa_bar__minus_00_dot_89_bar__plus_01_dot_20_bar__plus_03_dot_42 - receptacle
        CoffeeTable_bar__minus_01_dot_21_bar__plus_01_dot_48_bar__plus_02_dot_40 - receptacle
        SideTable_bar__plus_02_dot_49_bar__plus_00_dot_57_bar__plus_00_dot_62 - receptacle
        Drawer_bar__minus_00_dot_94_bar__minus_01_dot_54_bar__minus_01_dot_66 - receptacle
        Drawer_bar__minus_00_dot_49_bar__plus_00_dot_42_bar__plus_03_dot_05 - receptacle
        Drawer_bar__plus_03_dot_32_bar__plus_00_dot_04_bar__plus_00_dot_43 - receptacle
        Dresser_bar__minus_02_dot_75_bar__plus_03_dot_34_bar__minus_02_dot_58 - receptacle
        Shelf_bar__plus_01_dot_26_bar__plus_03_dot_73_bar__minus_00_dot_99 - receptacle
        Shelf_bar__plus_00_dot_42_bar__plus_01_dot_64_bar__plus_00_dot_50 - receptacle
        TVStand_bar__plus_01_dot_46_bar__plus_02_dot_43_bar__minus_02_dot_66 - receptacle
        loc_bar_0_bar_6_bar_2_bar__minus_30 - location
        loc_bar_1_bar_6_bar_3_bar_30 - location
        loc_bar_4_bar_9_bar_3_bar_30 - location
        loc_bar_7_bar_4_bar_3_bar_60 - location
        loc_bar_7_bar__minus_7_bar_3_bar_0 - location
        loc_bar_8_bar_1_bar_1_bar_60 - location
        loc_bar_9_bar__minus_8_bar_0_bar_45 - location
        loc_bar__minus_3_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_0 - location
        loc_bar__minus_6_bar_5_bar_0_bar_0 - location
        loc_bar__minus_9_bar_1_bar_3_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_1_bar_2_bar_0)
        (receptacleType Sofa_bar__minus_00_dot_89_bar__plus_01_dot_20_bar__plus_03_dot_42 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_89_bar__plus_01_dot_20_bar__plus_03_dot_42 loc_bar__minus_9_bar_1_bar_3_bar_0)
        (receptacleType CoffeeTable_bar__minus_01_dot_21_bar__plus_01_dot_48_bar__plus_02_dot_40 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_21_bar__plus_01_dot_48_bar__plus_02_dot_40 loc_bar_4_bar_9_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_49_bar__plus_00_dot_57_bar__plus_00_dot_62 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_49_bar__plus_00_dot_57_bar__plus_00_dot_62 loc_bar__minus_6_bar_5_bar_0_bar_0)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__minus_01_dot_54_bar__minus_01_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__minus_01_dot_54_bar__minus_01_dot_66 loc_bar_7_bar__minus_7_bar_3_bar_0)
        (openable Drawer_bar__minus_00_dot_94_bar__minus_01_dot_54_bar__minus_01_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_49_bar__plus_00_dot_42_bar__plus_03_dot_05 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_49_bar__plus_00_dot_42_bar__plus_03_dot_05 loc_bar_0_bar_6_bar_2_bar__minus_30)
        (openable Drawer_bar__minus_00_dot_49_bar__plus_00_dot_42_bar__plus_03_dot_05)
        (receptacleType Drawer_bar__plus_03_dot_32_bar__plus_00_dot_04_bar__plus_00_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_32_bar__plus_00_dot_04_bar__plus_00_dot_43 loc_bar_1_bar_6_bar_3_bar_30)
        (openable Drawer_bar__plus_03_dot_32_bar__plus_00_dot_04_bar__plus_00_dot_43)
        (receptacleType Dresser_bar__minus_02_dot_75_bar__plus_03_dot_34_bar__minus_02_dot_58 DresserType)
        (receptacleAtLocation Dresser_bar__minus_02_dot_75_bar__plus_03_dot_34_bar__minus_02_dot_58 loc_bar_9_bar__minus_8_bar_0_bar_45)
        (receptacleType Shelf_bar__plus_01_dot_26_bar__plus_03_dot_73_bar__minus_00_dot_99 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_26_bar__plus_03_dot_73_bar__minus_00_dot_99 loc_bar_8_bar_1_bar_1_bar_60)
        (receptacleType Shelf_bar__plus_00_dot_42_bar__plus_01_dot_64_bar__plus_00_dot_50 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_42_bar__plus_01_dot_64_bar__plus_00_dot_50 loc_bar_7_bar_4_bar_3_bar_60)
        (receptacleType TVStand_bar__plus_01_dot_46_bar__plus_02_dot_43_bar__minus_02_dot_66 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_01_dot_46_bar__plus_02_dot_43_bar__minus_02_dot_66 loc_bar__minus_3_bar_3_bar_1_bar_30)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain DresserType BookType)
        (canContain DresserType BowlType)
        (canContain DresserType BoxType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType WatchType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType RemoteControlType)
        (canContain TVStandType TissueBoxType)
        (objectType RemoteControl_bar__minus_03_dot_43_bar__minus_01_dot_24_bar__minus_03_dot_29 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_03_dot_43_bar__minus_01_dot_24_bar__minus_03_dot_29 Shelf_bar__plus_00_dot_42_bar__plus_01_dot_64_bar__plus_00_dot_50)
        (objectAtLocation RemoteControl_bar__minus_03_dot_43_bar__minus_01_dot_24_bar__minus_03_dot_29 loc_bar_7_bar_4_bar_3_bar_60)
        (pickupable RemoteControl_bar__minus_03_dot_43_bar__minus_01_dot_24_bar__minus_03_dot_29)
        (objectType DeskLamp_bar__plus_02_dot_72_bar__minus_03_dot_65_bar__minus_01_dot_65 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_72_bar__minus_03_dot_65_bar__minus_01_dot_65 SideTable_bar__plus_02_dot_49_bar__plus_00_dot_57_bar__plus_00_dot_62)
        (objectAtLocation DeskLamp_bar__plus_02_dot_72_bar__minus_03_dot_65_bar__minus_01_dot_65 loc_bar__minus_6_bar_5_bar_0_bar_0)
        (toggleable DeskLamp_bar__plus_02_dot_72_bar__minus_03_dot_65_bar__minus_01_dot_65)
        (objectType Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20 SideTable_bar__plus_02_dot_49_bar__plus_00_dot_57_bar__plus_00_dot_62)
        (objectAtLocation Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20 loc_bar__minus_6_bar_5_bar_0_bar_0)
        (pickupable Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20)
        (isReceptacleObject Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20)
        (coolable Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20)
        (cleanable Bowl_bar__plus_02_dot_29_bar__minus_01_dot_76_bar__plus_00_dot_20)
        (objectType Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88 PlateType)
        (inReceptacle Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88 Shelf_bar__plus_00_dot_42_bar__plus_01_dot_64_bar__plus_00_dot_50)
        (objectAtLocation Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88 loc_bar_7_bar_4_bar_3_bar_60)
        (pickupable Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88)
        (isReceptacleObject Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88)
        (heatable Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88)
        (coolable Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88)
        (cleanable Plate_bar__plus_03_dot_02_bar__plus_02_dot_65_bar__plus_01_dot_88)
        (objectType Book_bar__plus_01_dot_31_bar__minus_01_dot_99_bar__minus_02_dot_64 BookType)
        (inReceptacle Book_bar__plus_01_dot_31_bar__minus_01_dot_99_bar__minus_02_dot_64 Dresser_bar__minus_02_dot_75_bar__plus_03_dot_34_bar__minus_02_dot_58)
        (objectAtLocation Book_bar__plus_01_dot_31_bar__minus_01_dot_99_bar__minus_02_dot_64 loc_bar_9_bar__minus_8_bar_0_bar_45)
        (pickupable Book_bar__plus_01_dot_31_bar__minus_01_dot_99_bar__minus_02_dot_64)
        (objectType Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94 BoxType)
        (inReceptacle Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94 Sofa_bar__minus_00_dot_89_bar__plus_01_dot_20_bar__plus_03_dot_42)
        (objectAtLocation Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94 loc_bar__minus_9_bar_1_bar_3_bar_0)
        (pickupable Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94)
        (isReceptacleObject Box_bar__plus_02_dot_68_bar__minus_02_dot_60_bar__plus_00_dot_94)
        (objectType TissueBox_bar__minus_01_dot_75_bar__plus_00_dot_73_bar__minus_00_dot_94 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_75_bar__plus_00_dot_73_bar__minus_00_dot_94 Drawer_bar__plus_03_dot_32_bar__plus_00_dot_04_bar__plus_00_dot_43)
        (objectAtLocation TissueBox_bar__minus_01_dot_75_bar__plus_00_dot_73_bar__minus_00_dot_94 loc_bar_1_bar_6_bar_3_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_75_bar__plus_00_dot_73_bar__minus_00_dot_94)
        (objectType Watch_bar__plus_00_dot_33_bar__minus_00_dot_69_bar__minus_03_dot_20 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_33_bar__minus_00_dot_69_bar__minus_03_dot_20 Dresser_bar__minus_02_dot_75_bar__plus_03_dot_34_bar__minus_02_dot_58)
        (objectAtLocation Watch_bar__plus_00_dot_33_bar__minus_00_dot_69_bar__minus_03_dot_20 loc_bar_9_bar__minus_8_bar_0_bar_45)
        (pickupable Watch_bar__plus_00_dot_33_bar__minus_00_dot_69_bar__minus_03_dot_20)
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
