(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CandleType - otype
        ClothType - otype
        MugType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        TowelHolderType - rtype
        Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81 - object
        Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41 - object
        Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92 - object
        SoapBottle_bar__minus_02_dot_72_bar__plus_00_dot_44_bar__minus_01_dot_14 - object
        ToiletPaper_bar__minus_01_dot_02_bar__minus_02_dot_99_bar__plus_01_dot_24 - object
        SprayBottle_bar__minus_02_dot_37_bar__minus_00_dot_57_bar__minus_03_dot_52 - object
        Candle_bar__plus_01_dot_69_bar__minus_01_dot_07_bar__plus_00_dot_57 - object
        Cabinet_bar__minus_02_dot_82_bar__minus_01_dot_26_bar__plus_01_dot_54 - receptacle
        Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21 - receptacle
        Cabinet_bar__minus_00_dot_70_bar__plus_02_dot_72_bar__plus_03_dot_49 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_02_dot_58_bar__plus_02_dot_63 - receptacle
        Sink_bar__plus_03_dot_29_bar__plus_01_dot_16_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        Toilet_bar__minus_03_dot_67_bar__plus_00_dot_49_bar__minus_01_dot_06 - receptacle
        TowelHolder_bar__minus_02_dot_51_bar__minus_01_dot_83_bar__minus_00_dot_29 - receptacle
        GarbageCan_bar__plus_00_dot_15_bar__plus_02_dot_72_bar__minus_02_dot_42 - receptacle
        Shelf_bar__minus_00_dot_39_bar__plus_01_dot_03_bar__minus_01_dot_86 - receptacle
        loc_bar_2_bar_8_bar_0_bar__minus_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_45 - location
        loc_bar_4_bar__minus_6_bar_1_bar_45 - location
        loc_bar_4_bar__minus_9_bar_1_bar_45 - location
        loc_bar_5_bar_9_bar_3_bar_0 - location
        loc_bar_5_bar__minus_2_bar_1_bar_0 - location
        loc_bar_5_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar_7_bar__minus_2_bar_1_bar_0 - location
        loc_bar__minus_3_bar_0_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_4_bar__minus_9_bar_1_bar_45)
        (receptacleType Cabinet_bar__minus_02_dot_82_bar__minus_01_dot_26_bar__plus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_82_bar__minus_01_dot_26_bar__plus_01_dot_54 loc_bar_5_bar_9_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_82_bar__minus_01_dot_26_bar__plus_01_dot_54)
        (receptacleType Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21 loc_bar__minus_5_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21)
        (receptacleType Cabinet_bar__minus_00_dot_70_bar__plus_02_dot_72_bar__plus_03_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_70_bar__plus_02_dot_72_bar__plus_03_dot_49 loc_bar_4_bar__minus_6_bar_1_bar_45)
        (openable Cabinet_bar__minus_00_dot_70_bar__plus_02_dot_72_bar__plus_03_dot_49)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_02_dot_58_bar__plus_02_dot_63 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_02_dot_58_bar__plus_02_dot_63 loc_bar_7_bar__minus_2_bar_1_bar_0)
        (receptacleType Sink_bar__plus_03_dot_29_bar__plus_01_dot_16_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_29_bar__plus_01_dot_16_bar__minus_01_dot_20_bar_SinkBasin loc_bar_5_bar__minus_2_bar_1_bar_0)
        (receptacleType Toilet_bar__minus_03_dot_67_bar__plus_00_dot_49_bar__minus_01_dot_06 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_03_dot_67_bar__plus_00_dot_49_bar__minus_01_dot_06 loc_bar_3_bar__minus_5_bar_2_bar_45)
        (receptacleType TowelHolder_bar__minus_02_dot_51_bar__minus_01_dot_83_bar__minus_00_dot_29 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_02_dot_51_bar__minus_01_dot_83_bar__minus_00_dot_29 loc_bar__minus_3_bar_0_bar_0_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_15_bar__plus_02_dot_72_bar__minus_02_dot_42 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_15_bar__plus_02_dot_72_bar__minus_02_dot_42 loc_bar_2_bar_8_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__minus_00_dot_39_bar__plus_01_dot_03_bar__minus_01_dot_86 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_39_bar__plus_01_dot_03_bar__minus_01_dot_86 loc_bar_5_bar__minus_4_bar_3_bar__minus_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType MugType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType MugType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81 Shelf_bar__minus_00_dot_39_bar__plus_01_dot_03_bar__minus_01_dot_86)
        (objectAtLocation Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81 loc_bar_5_bar__minus_4_bar_3_bar__minus_30)
        (pickupable Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81)
        (cleanable Cloth_bar__minus_02_dot_42_bar__plus_01_dot_22_bar__plus_00_dot_81)
        (objectType Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41 MugType)
        (inReceptacle Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41 Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21)
        (objectAtLocation Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41 loc_bar__minus_5_bar__minus_3_bar_1_bar__minus_30)
        (pickupable Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41)
        (isReceptacleObject Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41)
        (heatable Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41)
        (coolable Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41)
        (cleanable Mug_bar__plus_02_dot_95_bar__minus_01_dot_13_bar__plus_03_dot_41)
        (objectType Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92 Cabinet_bar__minus_00_dot_70_bar__plus_02_dot_72_bar__plus_03_dot_49)
        (objectAtLocation Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92 loc_bar_4_bar__minus_6_bar_1_bar_45)
        (pickupable Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92)
        (isReceptacleObject Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92)
        (coolable Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92)
        (cleanable Bowl_bar__plus_01_dot_00_bar__plus_02_dot_69_bar__plus_03_dot_92)
        (objectType SoapBottle_bar__minus_02_dot_72_bar__plus_00_dot_44_bar__minus_01_dot_14 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_72_bar__plus_00_dot_44_bar__minus_01_dot_14 Cabinet_bar__minus_02_dot_02_bar__plus_02_dot_51_bar__plus_02_dot_21)
        (objectAtLocation SoapBottle_bar__minus_02_dot_72_bar__plus_00_dot_44_bar__minus_01_dot_14 loc_bar__minus_5_bar__minus_3_bar_1_bar__minus_30)
        (pickupable SoapBottle_bar__minus_02_dot_72_bar__plus_00_dot_44_bar__minus_01_dot_14)
        (objectType ToiletPaper_bar__minus_01_dot_02_bar__minus_02_dot_99_bar__plus_01_dot_24 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_02_bar__minus_02_dot_99_bar__plus_01_dot_24 GarbageCan_bar__plus_00_dot_15_bar__plus_02_dot_72_bar__minus_02_dot_42)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_02_bar__minus_02_dot_99_bar__plus_01_dot_24 loc_bar_2_bar_8_bar_0_bar__minus_30)
        (pickupable ToiletPaper_bar__minus_01_dot_02_bar__minus_02_dot_99_bar__plus_01_dot_24)
        (objectType SprayBottle_bar__minus_02_dot_37_bar__minus_00_dot_57_bar__minus_03_dot_52 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_37_bar__minus_00_dot_57_bar__minus_03_dot_52 Shelf_bar__minus_00_dot_39_bar__plus_01_dot_03_bar__minus_01_dot_86)
        (objectAtLocation SprayBottle_bar__minus_02_dot_37_bar__minus_00_dot_57_bar__minus_03_dot_52 loc_bar_5_bar__minus_4_bar_3_bar__minus_30)
        (pickupable SprayBottle_bar__minus_02_dot_37_bar__minus_00_dot_57_bar__minus_03_dot_52)
        (objectType Candle_bar__plus_01_dot_69_bar__minus_01_dot_07_bar__plus_00_dot_57 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_69_bar__minus_01_dot_07_bar__plus_00_dot_57 Cabinet_bar__minus_02_dot_82_bar__minus_01_dot_26_bar__plus_01_dot_54)
        (objectAtLocation Candle_bar__plus_01_dot_69_bar__minus_01_dot_07_bar__plus_00_dot_57 loc_bar_5_bar_9_bar_3_bar_0)
        (pickupable Candle_bar__plus_01_dot_69_bar__minus_01_dot_07_bar__plus_00_dot_57)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
