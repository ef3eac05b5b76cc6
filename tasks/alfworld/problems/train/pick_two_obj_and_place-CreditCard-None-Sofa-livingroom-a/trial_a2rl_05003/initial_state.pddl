(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        CreditCardType - otype
        MugType - otype
        PillowType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SofaType - rtype
        CreditCard_bar__plus_00_dot_59_bar__minus_03_dot_11_bar__plus_02_dot_89 - object
        CreditCard_bar__minus_02_dot_34_bar__plus_00_dot_86_bar__plus_00_dot_39 - object
        Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58 - object
        Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81 - object
        CD_bar__plus_03_dot_74_bar__minus_01_dot_13_bar__minus_03_dot_75 - object
        Pillow_bar__minus_02_dot_86_bar__plus_02_dot_94_bar__minus_01_dot_47 - object
        Vase_bar__minus_01_dot_43_bar__minus_02_dot_02_bar__plus_03_dot_46 - object
        Sofa_bar__minus_03_dot_63_bar__plus_03_dot_22_bar__minus_02_dot_74 - receptacle
        ArmChair_bar__minus_03_dot_30_bar__minus_00_dot_58_bar__plus_02_dot_17 - receptacle
        CoffeeTable_bar__plus_02_dot_34_bar__minus_02_dot_54_bar__minus_00_dot_51 - receptacle
        SideTable_bar__minus_01_dot_54_bar__minus_03_dot_81_bar__minus_03_dot_18 - receptacle
        SideTable_bar__plus_02_dot_45_bar__minus_03_dot_42_bar__minus_03_dot_54 - receptacle
        Drawer_bar__minus_02_dot_01_bar__plus_03_dot_32_bar__minus_03_dot_56 - receptacle
        Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71 - receptacle
        Shelf_bar__plus_00_dot_38_bar__minus_00_dot_55_bar__minus_03_dot_21 - receptacle
        GarbageCan_bar__minus_00_dot_73_bar__plus_00_dot_57_bar__minus_00_dot_55 - receptacle
        loc_bar_2_bar_7_bar_0_bar_0 - location
        loc_bar_6_bar_6_bar_3_bar_45 - location
        loc_bar_8_bar__minus_1_bar_3_bar_60 - location
        loc_bar_8_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_1_bar_1_bar_2_bar_45 - location
        loc_bar__minus_3_bar_7_bar_3_bar_0 - location
        loc_bar__minus_3_bar__minus_1_bar_3_bar_60 - location
        loc_bar__minus_5_bar_3_bar_2_bar_60 - location
        loc_bar__minus_5_bar_5_bar_0_bar__minus_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar_1_bar_2_bar_45)
        (receptacleType Sofa_bar__minus_03_dot_63_bar__plus_03_dot_22_bar__minus_02_dot_74 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_63_bar__plus_03_dot_22_bar__minus_02_dot_74 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_30_bar__minus_00_dot_58_bar__plus_02_dot_17 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_30_bar__minus_00_dot_58_bar__plus_02_dot_17 loc_bar__minus_5_bar_5_bar_0_bar__minus_30)
        (receptacleType CoffeeTable_bar__plus_02_dot_34_bar__minus_02_dot_54_bar__minus_00_dot_51 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_02_dot_34_bar__minus_02_dot_54_bar__minus_00_dot_51 loc_bar_6_bar_6_bar_3_bar_45)
        (receptacleType SideTable_bar__minus_01_dot_54_bar__minus_03_dot_81_bar__minus_03_dot_18 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_54_bar__minus_03_dot_81_bar__minus_03_dot_18 loc_bar_2_bar_7_bar_0_bar_0)
        (receptacleType SideTable_bar__plus_02_dot_45_bar__minus_03_dot_42_bar__minus_03_dot_54 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_45_bar__minus_03_dot_42_bar__minus_03_dot_54 loc_bar__minus_3_bar__minus_1_bar_3_bar_60)
        (receptacleType Drawer_bar__minus_02_dot_01_bar__plus_03_dot_32_bar__minus_03_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_01_bar__plus_03_dot_32_bar__minus_03_dot_56 loc_bar__minus_5_bar_3_bar_2_bar_60)
        (openable Drawer_bar__minus_02_dot_01_bar__plus_03_dot_32_bar__minus_03_dot_56)
        (receptacleType Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71 loc_bar_8_bar__minus_1_bar_3_bar_60)
        (openable Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71)
        (receptacleType Shelf_bar__plus_00_dot_38_bar__minus_00_dot_55_bar__minus_03_dot_21 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_38_bar__minus_00_dot_55_bar__minus_03_dot_21 loc_bar__minus_3_bar_7_bar_3_bar_0)
        (receptacleType GarbageCan_bar__minus_00_dot_73_bar__plus_00_dot_57_bar__minus_00_dot_55 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_73_bar__plus_00_dot_57_bar__minus_00_dot_55 loc_bar_8_bar__minus_9_bar_0_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType CDType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType MugType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain GarbageCanType CDType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType VaseType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType MugType)
        (canContain SideTableType VaseType)
        (canContain SofaType CreditCardType)
        (canContain SofaType PillowType)
        (objectType CreditCard_bar__plus_00_dot_59_bar__minus_03_dot_11_bar__plus_02_dot_89 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_59_bar__minus_03_dot_11_bar__plus_02_dot_89 Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71)
        (objectAtLocation CreditCard_bar__plus_00_dot_59_bar__minus_03_dot_11_bar__plus_02_dot_89 loc_bar_8_bar__minus_1_bar_3_bar_60)
        (pickupable CreditCard_bar__plus_00_dot_59_bar__minus_03_dot_11_bar__plus_02_dot_89)
        (objectType CreditCard_bar__minus_02_dot_34_bar__plus_00_dot_86_bar__plus_00_dot_39 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_34_bar__plus_00_dot_86_bar__plus_00_dot_39 Drawer_bar__minus_01_dot_72_bar__minus_00_dot_04_bar__plus_02_dot_71)
        (objectAtLocation CreditCard_bar__minus_02_dot_34_bar__plus_00_dot_86_bar__plus_00_dot_39 loc_bar_8_bar__minus_1_bar_3_bar_60)
        (pickupable CreditCard_bar__minus_02_dot_34_bar__plus_00_dot_86_bar__plus_00_dot_39)
        (objectType Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58 MugType)
        (inReceptacle Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58 Shelf_bar__plus_00_dot_38_bar__minus_00_dot_55_bar__minus_03_dot_21)
        (objectAtLocation Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58 loc_bar__minus_3_bar_7_bar_3_bar_0)
        (pickupable Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58)
        (isReceptacleObject Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58)
        (heatable Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58)
        (coolable Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58)
        (cleanable Mug_bar__plus_01_dot_16_bar__minus_01_dot_79_bar__plus_00_dot_58)
        (objectType Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81 SideTable_bar__plus_02_dot_45_bar__minus_03_dot_42_bar__minus_03_dot_54)
        (objectAtLocation Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81 loc_bar__minus_3_bar__minus_1_bar_3_bar_60)
        (pickupable Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81)
        (isReceptacleObject Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81)
        (coolable Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81)
        (cleanable Bowl_bar__minus_00_dot_59_bar__minus_01_dot_81_bar__plus_03_dot_81)
        (objectType CD_bar__plus_03_dot_74_bar__minus_01_dot_13_bar__minus_03_dot_75 CDType)
        (inReceptacle CD_bar__plus_03_dot_74_bar__minus_01_dot_13_bar__minus_03_dot_75 Drawer_bar__minus_02_dot_01_bar__plus_03_dot_32_bar__minus_03_dot_56)
        (objectAtLocation CD_bar__plus_03_dot_74_bar__minus_01_dot_13_bar__minus_03_dot_75 loc_bar__minus_5_bar_3_bar_2_bar_60)
        (pickupable CD_bar__plus_03_dot_74_bar__minus_01_dot_13_bar__minus_03_dot_75)
        (objectType Pillow_bar__minus_02_dot_86_bar__plus_02_dot_94_bar__minus_01_dot_47 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_86_bar__plus_02_dot_94_bar__minus_01_dot_47 ArmChair_bar__minus_03_dot_30_bar__minus_00_dot_58_bar__plus_02_dot_17)
        (objectAtLocation Pillow_bar__minus_02_dot_86_bar__plus_02_dot_94_bar__minus_01_dot_47 loc_bar__minus_5_bar_5_bar_0_bar__minus_30)
        (pickupable Pillow_bar__minus_02_dot_86_bar__plus_02_dot_94_bar__minus_01_dot_47)
        (objectType Vase_bar__minus_01_dot_43_bar__minus_02_dot_02_bar__plus_03_dot_46 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_43_bar__minus_02_dot_02_bar__plus_03_dot_46 CoffeeTable_bar__plus_02_dot_34_bar__minus_02_dot_54_bar__minus_00_dot_51)
        (objectAtLocation Vase_bar__minus_01_dot_43_bar__minus_02_dot_02_bar__plus_03_dot_46 loc_bar_6_bar_6_bar_3_bar_45)
        (pickupable Vase_bar__minus_01_dot_43_bar__minus_02_dot_02_bar__plus_03_dot_46)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CreditCardType)
                                    (receptacleType ?r SofaType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CreditCardType)
                                            (receptacleType ?r SofaType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
