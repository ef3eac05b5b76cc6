(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        DeskLampType - otype
        EggType - otype
        LaptopType - otype
        MugType - otype
        NewspaperType - otype
        TissueBoxType - otype
        WatchType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        Newspaper_bar__plus_02_dot_55_bar__minus_01_dot_78_bar__plus_02_dot_01 - object
        DeskLamp_bar__minus_01_dot_65_bar__minus_01_dot_65_bar__minus_02_dot_09 - object
        Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38 - object
        Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71 - object
        CreditCard_bar__plus_00_dot_67_bar__plus_02_dot_93_bar__plus_02_dot_64 - object
        Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38 - object
        Laptop_bar__plus_00_dot_51_bar__plus_03_dot_06_bar__minus_03_dot_70 - object
        TissueBox_bar__minus_00_dot_59_bar__minus_02_dot_70_bar__minus_03_dot_54 - object
        Watch_bar__plus_01_dot_19_bar__plus_00_dot_28_bar__plus_01_dot_16 - object
        Sofa_bar__minus_02_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_53 - receptacle
        CoffeeTable_bar__minus_03_dot_43_bar__minus_01_dot_83_bar__minus_01_dot_61 - receptacle
        SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95 - receptacle
        Drawer_bar__minus_01_dot_97_bar__minus_00_dot_67_bar__minus_03_dot_71 - receptacle
        Drawer_bar__plus_00_dot_09_bar__plus_02_dot_40_bar__plus_01_dot_78 - receptacle
        Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52 - receptacle
        Dresser_bar__plus_03_dot_27_bar__minus_02_dot_13_bar__plus_00_dot_66 - receptacle
        Shelf_bar__plus_03_dot_76_bar__minus_02_dot_38_bar__minus_03_dot_63 - receptacle
        Shelf_bar__minus_00_dot_44_bar__plus_02_dot_55_bar__minus_03_dot_82 - receptacle
        TVStand_bar__plus_01_dot_13_bar__minus_02_dot_54_bar__plus_03_dot_69 - receptacle
        loc_bar_3_bar__minus_6_bar_0_bar__minus_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_0 - location
        loc_bar_5_bar_1_bar_0_bar_0 - location
        loc_bar_7_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar_9_bar_8_bar_3_bar_0 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_0 - location
        loc_bar__minus_3_bar__minus_1_bar_3_bar_0 - location
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_8_bar_1_bar_45 - location
        loc_bar__minus_9_bar__minus_2_bar_0_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar_9_bar_8_bar_3_bar_0)
        (receptacleType Sofa_bar__minus_02_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_53 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_13_bar__plus_03_dot_23_bar__plus_00_dot_53 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_03_dot_43_bar__minus_01_dot_83_bar__minus_01_dot_61 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_43_bar__minus_01_dot_83_bar__minus_01_dot_61 loc_bar__minus_3_bar__minus_1_bar_3_bar_0)
        (receptacleType SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_97_bar__minus_00_dot_67_bar__minus_03_dot_71 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_97_bar__minus_00_dot_67_bar__minus_03_dot_71 loc_bar__minus_1_bar__minus_3_bar_2_bar_0)
        (openable Drawer_bar__minus_01_dot_97_bar__minus_00_dot_67_bar__minus_03_dot_71)
        (receptacleType Drawer_bar__plus_00_dot_09_bar__plus_02_dot_40_bar__plus_01_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_09_bar__plus_02_dot_40_bar__plus_01_dot_78 loc_bar_4_bar__minus_2_bar_1_bar_0)
        (openable Drawer_bar__plus_00_dot_09_bar__plus_02_dot_40_bar__plus_01_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52 loc_bar_3_bar__minus_6_bar_0_bar__minus_30)
        (openable Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52)
        (receptacleType Dresser_bar__plus_03_dot_27_bar__minus_02_dot_13_bar__plus_00_dot_66 DresserType)
        (receptacleAtLocation Dresser_bar__plus_03_dot_27_bar__minus_02_dot_13_bar__plus_00_dot_66 loc_bar__minus_9_bar__minus_2_bar_0_bar_45)
        (receptacleType Shelf_bar__plus_03_dot_76_bar__minus_02_dot_38_bar__minus_03_dot_63 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_76_bar__minus_02_dot_38_bar__minus_03_dot_63 loc_bar_7_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__minus_00_dot_44_bar__plus_02_dot_55_bar__minus_03_dot_82 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_44_bar__plus_02_dot_55_bar__minus_03_dot_82 loc_bar_5_bar_1_bar_0_bar_0)
        (receptacleType TVStand_bar__plus_01_dot_13_bar__minus_02_dot_54_bar__plus_03_dot_69 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_01_dot_13_bar__minus_02_dot_54_bar__plus_03_dot_69 loc_bar__minus_8_bar__minus_8_bar_1_bar_45)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType EggType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType MugType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType NewspaperType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType EggType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType WatchType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain TVStandType TissueBoxType)
        (objectType Newspaper_bar__plus_02_dot_55_bar__minus_01_dot_78_bar__plus_02_dot_01 NewspaperType)
        (inReceptacle Newspaper_bar__plus_02_dot_55_bar__minus_01_dot_78_bar__plus_02_dot_01 Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52)
        (objectAtLocation Newspaper_bar__plus_02_dot_55_bar__minus_01_dot_78_bar__plus_02_dot_01 loc_bar_3_bar__minus_6_bar_0_bar__minus_30)
        (pickupable Newspaper_bar__plus_02_dot_55_bar__minus_01_dot_78_bar__plus_02_dot_01)
        (objectType DeskLamp_bar__minus_01_dot_65_bar__minus_01_dot_65_bar__minus_02_dot_09 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_65_bar__minus_01_dot_65_bar__minus_02_dot_09 SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95)
        (objectAtLocation DeskLamp_bar__minus_01_dot_65_bar__minus_01_dot_65_bar__minus_02_dot_09 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_65_bar__minus_01_dot_65_bar__minus_02_dot_09)
        (objectType Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38 MugType)
        (inReceptacle Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38 SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95)
        (objectAtLocation Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38)
        (isReceptacleObject Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38)
        (heatable Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38)
        (coolable Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38)
        (cleanable Mug_bar__minus_01_dot_27_bar__plus_00_dot_55_bar__minus_03_dot_38)
        (objectType Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71 EggType)
        (inReceptacle Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71 SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95)
        (objectAtLocation Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71)
        (heatable Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71)
        (coolable Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71)
        (cleanable Egg_bar__plus_00_dot_60_bar__plus_02_dot_02_bar__plus_01_dot_71)
        (objectType CreditCard_bar__plus_00_dot_67_bar__plus_02_dot_93_bar__plus_02_dot_64 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_67_bar__plus_02_dot_93_bar__plus_02_dot_64 Drawer_bar__minus_01_dot_97_bar__minus_00_dot_67_bar__minus_03_dot_71)
        (objectAtLocation CreditCard_bar__plus_00_dot_67_bar__plus_02_dot_93_bar__plus_02_dot_64 loc_bar__minus_1_bar__minus_3_bar_2_bar_0)
        (pickupable CreditCard_bar__plus_00_dot_67_bar__plus_02_dot_93_bar__plus_02_dot_64)
        (objectType Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38 BoxType)
        (inReceptacle Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38 Shelf_bar__minus_00_dot_44_bar__plus_02_dot_55_bar__minus_03_dot_82)
        (objectAtLocation Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38 loc_bar_5_bar_1_bar_0_bar_0)
        (pickupable Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38)
        (isReceptacleObject Box_bar__plus_02_dot_12_bar__minus_03_dot_23_bar__plus_02_dot_38)
        (objectType Laptop_bar__plus_00_dot_51_bar__plus_03_dot_06_bar__minus_03_dot_70 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_51_bar__plus_03_dot_06_bar__minus_03_dot_70 Dresser_bar__plus_03_dot_27_bar__minus_02_dot_13_bar__plus_00_dot_66)
        (objectAtLocation Laptop_bar__plus_00_dot_51_bar__plus_03_dot_06_bar__minus_03_dot_70 loc_bar__minus_9_bar__minus_2_bar_0_bar_45)
        (pickupable Laptop_bar__plus_00_dot_51_bar__plus_03_dot_06_bar__minus_03_dot_70)
        (objectType TissueBox_bar__minus_00_dot_59_bar__minus_02_dot_70_bar__minus_03_dot_54 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_00_dot_59_bar__minus_02_dot_70_bar__minus_03_dot_54 Drawer_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__minus_00_dot_52)
        (objectAtLocation TissueBox_bar__minus_00_dot_59_bar__minus_02_dot_70_bar__minus_03_dot_54 loc_bar_3_bar__minus_6_bar_0_bar__minus_30)
        (pickupable TissueBox_bar__minus_00_dot_59_bar__minus_02_dot_70_bar__minus_03_dot_54)
        (objectType Watch_bar__plus_01_dot_19_bar__plus_00_dot_28_bar__plus_01_dot_16 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_19_bar__plus_00_dot_28_bar__plus_01_dot_16 SideTable_bar__minus_03_dot_24_bar__minus_03_dot_44_bar__minus_02_dot_95)
        (objectAtLocation Watch_bar__plus_01_dot_19_bar__plus_00_dot_28_bar__plus_01_dot_16 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (pickupable Watch_bar__plus_01_dot_19_bar__plus_00_dot_28_bar__plus_01_dot_16)
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
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
