(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BoxType - otype
        CreditCardType - otype
        LaptopType - otype
        PlateType - otype
        RemoteControlType - otype
        TissueBoxType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        RemoteControl_bar__minus_02_dot_08_bar__plus_00_dot_10_bar__plus_03_dot_11 - object
        Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94 - object
        CreditCard_bar__plus_03_dot_25_bar__minus_00_dot_38_bar__plus_00_dot_82 - object
        Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04 - object
        Laptop_bar__plus_01_dot_55_bar__minus_00_dot_53_bar__plus_01_dot_03 - object
        TissueBox_bar__minus_02_dot_08_bar__minus_01_dot_77_bar__minus_03_dot_98 - object
        Sofa_bar__minus_02_dot_18_bar__plus_00_dot_01_bar__plus_00_dot_62 - receptacle
        CoffeeTable_bar__minus_02_dot_96_bar__plus_02_dot_22_bar__plus_03_dot_06 - receptacle
        SideTable_bar__plus_03_dot_58_bar__minus_00_dot_56_bar__minus_02_dot_44 - receptacle
        Drawer_bar__minus_00_dot_58_bar__plus_03_dot_54_bar__plus_02_dot_85 - receptacle
        Drawer_bar__plus_01_dot_83_bar__plus_02_dot_13_bar__plus_02_dot_28 - receptacle
        Drawer_bar__minus_01_dot_84_bar__minus_03_dot_31_bar__minus_03_dot_56 - receptacle
        Dresser_bar__plus_01_dot_58_bar__plus_03_dot_99_bar__plus_02_dot_56 - receptacle
        Shelf_bar__plus_01_dot_15_bar__plus_00_dot_72_bar__plus_00_dot_09 - receptacle
        Shelf_bar__minus_02_dot_32_bar__minus_01_dot_21_bar__minus_02_dot_87 - receptacle
        TVStand_bar__minus_02_dot_40_bar__plus_02_dot_19_bar__plus_00_dot_19 - receptacle
        loc_bar_0_bar_4_bar_3_bar_0 - location
        loc_bar_7_bar_0_bar_2_bar__minus_30 - location
        loc_bar_8_bar_9_bar_0_bar_30 - location
        loc_bar_8_bar__minus_6_bar_3_bar_45 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_60 - location
        loc_bar__minus_5_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_7_bar_7_bar_1_bar_60 - location
        loc_bar__minus_7_bar__minus_3_bar_3_bar_45 - location
        loc_bar__minus_8_bar_8_bar_2_bar_45 - location
        loc_bar__minus_8_bar__minus_7_bar_0_bar_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_8_bar_8_bar_2_bar_45)
        (receptacleType Sofa_bar__minus_02_dot_18_bar__plus_00_dot_01_bar__plus_00_dot_62 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_18_bar__plus_00_dot_01_bar__plus_00_dot_62 loc_bar__minus_1_bar__minus_3_bar_2_bar_60)
        (receptacleType CoffeeTable_bar__minus_02_dot_96_bar__plus_02_dot_22_bar__plus_03_dot_06 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_96_bar__plus_02_dot_22_bar__plus_03_dot_06 loc_bar_0_bar_4_bar_3_bar_0)
        (receptacleType SideTable_bar__plus_03_dot_58_bar__minus_00_dot_56_bar__minus_02_dot_44 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_58_bar__minus_00_dot_56_bar__minus_02_dot_44 loc_bar__minus_8_bar__minus_7_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_58_bar__plus_03_dot_54_bar__plus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_58_bar__plus_03_dot_54_bar__plus_02_dot_85 loc_bar_7_bar_0_bar_2_bar__minus_30)
        (openable Drawer_bar__minus_00_dot_58_bar__plus_03_dot_54_bar__plus_02_dot_85)
        (receptacleType Drawer_bar__plus_01_dot_83_bar__plus_02_dot_13_bar__plus_02_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_83_bar__plus_02_dot_13_bar__plus_02_dot_28 loc_bar__minus_7_bar_7_bar_1_bar_60)
        (openable Drawer_bar__plus_01_dot_83_bar__plus_02_dot_13_bar__plus_02_dot_28)
        (receptacleType Drawer_bar__minus_01_dot_84_bar__minus_03_dot_31_bar__minus_03_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_84_bar__minus_03_dot_31_bar__minus_03_dot_56 loc_bar_8_bar_9_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_84_bar__minus_03_dot_31_bar__minus_03_dot_56)
        (receptacleType Dresser_bar__plus_01_dot_58_bar__plus_03_dot_99_bar__plus_02_dot_56 DresserType)
        (receptacleAtLocation Dresser_bar__plus_01_dot_58_bar__plus_03_dot_99_bar__plus_02_dot_56 loc_bar__minus_6_bar__minus_6_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_15_bar__plus_00_dot_72_bar__plus_00_dot_09 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_15_bar__plus_00_dot_72_bar__plus_00_dot_09 loc_bar__minus_5_bar__minus_4_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_32_bar__minus_01_dot_21_bar__minus_02_dot_87 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_32_bar__minus_01_dot_21_bar__minus_02_dot_87 loc_bar_8_bar__minus_6_bar_3_bar_45)
        (receptacleType TVStand_bar__minus_02_dot_40_bar__plus_02_dot_19_bar__plus_00_dot_19 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_02_dot_40_bar__plus_02_dot_19_bar__plus_00_dot_19 loc_bar__minus_7_bar__minus_3_bar_3_bar_45)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType PlateType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType TissueBoxType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PlateType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType TissueBoxType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType RemoteControlType)
        (canContain TVStandType TissueBoxType)
        (objectType RemoteControl_bar__minus_02_dot_08_bar__plus_00_dot_10_bar__plus_03_dot_11 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_08_bar__plus_00_dot_10_bar__plus_03_dot_11 Drawer_bar__minus_01_dot_84_bar__minus_03_dot_31_bar__minus_03_dot_56)
        (objectAtLocation RemoteControl_bar__minus_02_dot_08_bar__plus_00_dot_10_bar__plus_03_dot_11 loc_bar_8_bar_9_bar_0_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_08_bar__plus_00_dot_10_bar__plus_03_dot_11)
        (objectType Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94 Shelf_bar__minus_02_dot_32_bar__minus_01_dot_21_bar__minus_02_dot_87)
        (objectAtLocation Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94 loc_bar_8_bar__minus_6_bar_3_bar_45)
        (pickupable Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94)
        (isReceptacleObject Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94)
        (heatable Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94)
        (coolable Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94)
        (cleanable Plate_bar__plus_01_dot_63_bar__minus_01_dot_83_bar__plus_03_dot_94)
        (objectType CreditCard_bar__plus_03_dot_25_bar__minus_00_dot_38_bar__plus_00_dot_82 CreditCardType)
        (inReceptacle CreditCard_bar__plus_03_dot_25_bar__minus_00_dot_38_bar__plus_00_dot_82 CoffeeTable_bar__minus_02_dot_96_bar__plus_02_dot_22_bar__plus_03_dot_06)
        (objectAtLocation CreditCard_bar__plus_03_dot_25_bar__minus_00_dot_38_bar__plus_00_dot_82 loc_bar_0_bar_4_bar_3_bar_0)
        (pickupable CreditCard_bar__plus_03_dot_25_bar__minus_00_dot_38_bar__plus_00_dot_82)
        (objectType Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04 BoxType)
        (inReceptacle Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04 SideTable_bar__plus_03_dot_58_bar__minus_00_dot_56_bar__minus_02_dot_44)
        (objectAtLocation Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04 loc_bar__minus_8_bar__minus_7_bar_0_bar_30)
        (pickupable Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04)
        (isReceptacleObject Box_bar__plus_01_dot_35_bar__plus_00_dot_81_bar__plus_02_dot_04)
        (objectType Laptop_bar__plus_01_dot_55_bar__minus_00_dot_53_bar__plus_01_dot_03 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_55_bar__minus_00_dot_53_bar__plus_01_dot_03 CoffeeTable_bar__minus_02_dot_96_bar__plus_02_dot_22_bar__plus_03_dot_06)
        (objectAtLocation Laptop_bar__plus_01_dot_55_bar__minus_00_dot_53_bar__plus_01_dot_03 loc_bar_0_bar_4_bar_3_bar_0)
        (pickupable Laptop_bar__plus_01_dot_55_bar__minus_00_dot_53_bar__plus_01_dot_03)
        (objectType TissueBox_bar__minus_02_dot_08_bar__minus_01_dot_77_bar__minus_03_dot_98 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_08_bar__minus_01_dot_77_bar__minus_03_dot_98 Drawer_bar__plus_01_dot_83_bar__plus_02_dot_13_bar__plus_02_dot_28)
        (objectAtLocation TissueBox_bar__minus_02_dot_08_bar__minus_01_dot_77_bar__minus_03_dot_98 loc_bar__minus_7_bar_7_bar_1_bar_60)
        (pickupable TissueBox_bar__minus_02_dot_08_bar__minus_01_dot_77_bar__minus_03_dot_98)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r SofaType)
                        )
                    )
                )
            )
        )
    )
