(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BoxType - otype
        CreditCardType - otype
        EggType - otype
        KeyChainType - otype
        LaptopType - otype
        PlateType - otype
        TissueBoxType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        TVStandType - rtype
        KeyChain_bar__minus_01_dot_86_bar__plus_02_dot_65_bar__minus_03_dot_72 - object
        KeyChain_bar__plus_01_dot_97_bar__minus_00_dot_84_bar__plus_02_dot_31 - object
        Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38 - object
        Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60 - object
        Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41 - object
        CreditCard_bar__plus_03_dot_02_bar__minus_02_dot_62_bar__plus_01_dot_42 - object
        Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22 - object
        Laptop_bar__minus_00_dot_50_bar__minus_00_dot_52_bar__minus_03_dot_90 - object
        TissueBox_bar__minus_02_dot_60_bar__minus_03_dot_33_bar__plus_01_dot_27 - object
        Sofa_bar__plus_02_dot_83_bar__plus_03_dot_33_bar__minus_02_dot_76 - receptacle
        CoffeeTable_bar__minus_03_dot_22_bar__minus_00_dot_39_bar__plus_01_dot_05 - receptacle
        SideTable_bar__minus_03_dot_47_bar__plus_00_dot_35_bar__plus_01_dot_22 - receptacle
        Drawer_bar__minus_01_dot_88_bar__minus_00_dot_37_bar__minus_00_dot_13 - receptacle
        Drawer_bar__minus_02_dot_03_bar__minus_03_dot_94_bar__minus_03_dot_95 - receptacle
        Drawer_bar__plus_03_dot_46_bar__minus_00_dot_36_bar__minus_00_dot_67 - receptacle
        Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73 - receptacle
        Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06 - receptacle
        Shelf_bar__minus_03_dot_25_bar__minus_01_dot_01_bar__plus_02_dot_40 - receptacle
        TVStand_bar__plus_00_dot_92_bar__minus_01_dot_43_bar__plus_02_dot_59 - receptacle
        loc_bar_0_bar__minus_2_bar_0_bar_60 - location
        loc_bar_2_bar_4_bar_2_bar_0 - location
        loc_bar_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_5_bar_7_bar_0_bar_0 - location
        loc_bar_6_bar_8_bar_2_bar__minus_30 - location
        loc_bar_7_bar_6_bar_2_bar_0 - location
        loc_bar_8_bar_4_bar_2_bar_60 - location
        loc_bar__minus_1_bar_4_bar_3_bar_60 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_7_bar_3_bar_30)
        (receptacleType Sofa_bar__plus_02_dot_83_bar__plus_03_dot_33_bar__minus_02_dot_76 SofaType)
        (receptacleAtLocation Sofa_bar__plus_02_dot_83_bar__plus_03_dot_33_bar__minus_02_dot_76 loc_bar_5_bar_7_bar_0_bar_0)
        (receptacleType CoffeeTable_bar__minus_03_dot_22_bar__minus_00_dot_39_bar__plus_01_dot_05 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_03_dot_22_bar__minus_00_dot_39_bar__plus_01_dot_05 loc_bar__minus_1_bar_4_bar_3_bar_60)
        (receptacleType SideTable_bar__minus_03_dot_47_bar__plus_00_dot_35_bar__plus_01_dot_22 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_47_bar__plus_00_dot_35_bar__plus_01_dot_22 loc_bar_0_bar__minus_2_bar_0_bar_60)
        (receptacleType Drawer_bar__minus_01_dot_88_bar__minus_00_dot_37_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_88_bar__minus_00_dot_37_bar__minus_00_dot_13 loc_bar_2_bar_4_bar_2_bar_0)
        (openable Drawer_bar__minus_01_dot_88_bar__minus_00_dot_37_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__minus_02_dot_03_bar__minus_03_dot_94_bar__minus_03_dot_95 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_03_bar__minus_03_dot_94_bar__minus_03_dot_95 loc_bar_8_bar_4_bar_2_bar_60)
        (openable Drawer_bar__minus_02_dot_03_bar__minus_03_dot_94_bar__minus_03_dot_95)
        (receptacleType Drawer_bar__plus_03_dot_46_bar__minus_00_dot_36_bar__minus_00_dot_67 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_46_bar__minus_00_dot_36_bar__minus_00_dot_67 loc_bar__minus_4_bar__minus_9_bar_2_bar_60)
        (openable Drawer_bar__plus_03_dot_46_bar__minus_00_dot_36_bar__minus_00_dot_67)
        (receptacleType Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73 DresserType)
        (receptacleAtLocation Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73 loc_bar_7_bar_6_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06 loc_bar_6_bar_8_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__minus_03_dot_25_bar__minus_01_dot_01_bar__plus_02_dot_40 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_25_bar__minus_01_dot_01_bar__plus_02_dot_40 loc_bar__minus_2_bar__minus_5_bar_2_bar_0)
        (receptacleType TVStand_bar__plus_00_dot_92_bar__minus_01_dot_43_bar__plus_02_dot_59 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_92_bar__minus_01_dot_43_bar__plus_02_dot_59 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType EggType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BowlType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType PlateType)
        (canContain DresserType TissueBoxType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PlateType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType EggType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PlateType)
        (canContain SideTableType TissueBoxType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain TVStandType TissueBoxType)
        (objectType KeyChain_bar__minus_01_dot_86_bar__plus_02_dot_65_bar__minus_03_dot_72 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_86_bar__plus_02_dot_65_bar__minus_03_dot_72 Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73)
        (objectAtLocation KeyChain_bar__minus_01_dot_86_bar__plus_02_dot_65_bar__minus_03_dot_72 loc_bar_7_bar_6_bar_2_bar_0)
        (pickupable KeyChain_bar__minus_01_dot_86_bar__plus_02_dot_65_bar__minus_03_dot_72)
        (objectType KeyChain_bar__plus_01_dot_97_bar__minus_00_dot_84_bar__plus_02_dot_31 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_97_bar__minus_00_dot_84_bar__plus_02_dot_31 Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73)
        (objectAtLocation KeyChain_bar__plus_01_dot_97_bar__minus_00_dot_84_bar__plus_02_dot_31 loc_bar_7_bar_6_bar_2_bar_0)
        (pickupable KeyChain_bar__plus_01_dot_97_bar__minus_00_dot_84_bar__plus_02_dot_31)
        (objectType Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38 Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06)
        (objectAtLocation Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38 loc_bar_6_bar_8_bar_2_bar__minus_30)
        (pickupable Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38)
        (isReceptacleObject Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38)
        (coolable Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38)
        (cleanable Bowl_bar__plus_01_dot_48_bar__plus_02_dot_59_bar__minus_02_dot_38)
        (objectType Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60 PlateType)
        (inReceptacle Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60 Dresser_bar__minus_03_dot_55_bar__minus_00_dot_26_bar__plus_00_dot_73)
        (objectAtLocation Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60 loc_bar_7_bar_6_bar_2_bar_0)
        (pickupable Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60)
        (isReceptacleObject Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60)
        (heatable Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60)
        (coolable Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60)
        (cleanable Plate_bar__plus_03_dot_86_bar__minus_01_dot_43_bar__plus_01_dot_60)
        (objectType Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41 EggType)
        (inReceptacle Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41 SideTable_bar__minus_03_dot_47_bar__plus_00_dot_35_bar__plus_01_dot_22)
        (objectAtLocation Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41 loc_bar_0_bar__minus_2_bar_0_bar_60)
        (pickupable Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41)
        (heatable Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41)
        (coolable Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41)
        (cleanable Egg_bar__minus_01_dot_82_bar__minus_01_dot_44_bar__plus_02_dot_41)
        (objectType CreditCard_bar__plus_03_dot_02_bar__minus_02_dot_62_bar__plus_01_dot_42 CreditCardType)
        (inReceptacle CreditCard_bar__plus_03_dot_02_bar__minus_02_dot_62_bar__plus_01_dot_42 Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06)
        (objectAtLocation CreditCard_bar__plus_03_dot_02_bar__minus_02_dot_62_bar__plus_01_dot_42 loc_bar_6_bar_8_bar_2_bar__minus_30)
        (pickupable CreditCard_bar__plus_03_dot_02_bar__minus_02_dot_62_bar__plus_01_dot_42)
        (objectType Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22 BoxType)
        (inReceptacle Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22 Shelf_bar__minus_03_dot_13_bar__plus_02_dot_56_bar__minus_01_dot_06)
        (objectAtLocation Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22 loc_bar_6_bar_8_bar_2_bar__minus_30)
        (pickupable Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22)
        (isReceptacleObject Box_bar__plus_01_dot_55_bar__minus_03_dot_86_bar__plus_03_dot_22)
        (objectType Laptop_bar__minus_00_dot_50_bar__minus_00_dot_52_bar__minus_03_dot_90 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_50_bar__minus_00_dot_52_bar__minus_03_dot_90 SideTable_bar__minus_03_dot_47_bar__plus_00_dot_35_bar__plus_01_dot_22)
        (objectAtLocation Laptop_bar__minus_00_dot_50_bar__minus_00_dot_52_bar__minus_03_dot_90 loc_bar_0_bar__minus_2_bar_0_bar_60)
        (pickupable Laptop_bar__minus_00_dot_50_bar__minus_00_dot_52_bar__minus_03_dot_90)
        (objectType TissueBox_bar__minus_02_dot_60_bar__minus_03_dot_33_bar__plus_01_dot_27 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_60_bar__minus_03_dot_33_bar__plus_01_dot_27 Drawer_bar__minus_02_dot_03_bar__minus_03_dot_94_bar__minus_03_dot_95)
        (objectAtLocation TissueBox_bar__minus_02_dot_60_bar__minus_03_dot_33_bar__plus_01_dot_27 loc_bar_8_bar_4_bar_2_bar_60)
        (pickupable TissueBox_bar__minus_02_dot_60_bar__minus_03_dot_33_bar__plus_01_dot_27)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
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
