(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CandleType - otype
        ClothType - otype
        MugType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        TowelHolderType - rtype
        Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33 - object
        Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93 - object
        Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01 - object
        SoapBottle_bar__plus_00_dot_76_bar__minus_02_dot_92_bar__plus_02_dot_69 - object
        ToiletPaper_bar__minus_00_dot_41_bar__minus_03_dot_00_bar__minus_02_dot_41 - object
        Candle_bar__plus_01_dot_44_bar__minus_03_dot_13_bar__minus_02_dot_12 - object
        Cabinet_bar__minus_01_dot_87_bar__plus_03_dot_97_bar__minus_02_dot_38 - receptacle
        Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_00_dot_28_bar__plus_02_dot_68_bar__minus_00_dot_68 - receptacle
        CounterTop_bar__minus_03_dot_50_bar__plus_02_dot_59_bar__plus_03_dot_07 - receptacle
        Sink_bar__plus_02_dot_56_bar__plus_02_dot_26_bar__plus_03_dot_55_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_61_bar__minus_02_dot_76_bar__minus_03_dot_66 - receptacle
        TowelHolder_bar__plus_01_dot_60_bar__minus_02_dot_41_bar__plus_00_dot_00 - receptacle
        GarbageCan_bar__plus_02_dot_84_bar__plus_03_dot_18_bar__plus_00_dot_91 - receptacle
        Shelf_bar__plus_02_dot_08_bar__plus_00_dot_35_bar__plus_01_dot_73 - receptacle
        loc_bar_1_bar__minus_7_bar_2_bar_45 - location
        loc_bar_2_bar_2_bar_1_bar__minus_30 - location
        loc_bar_5_bar_5_bar_3_bar_45 - location
        loc_bar_5_bar__minus_2_bar_0_bar__minus_30 - location
        loc_bar_7_bar_4_bar_1_bar_60 - location
        loc_bar_9_bar__minus_7_bar_1_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_45 - location
        loc_bar__minus_2_bar__minus_9_bar_3_bar_60 - location
        loc_bar__minus_3_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_8_bar_2_bar_3_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_8_bar_2_bar_3_bar__minus_30)
        (receptacleType Cabinet_bar__minus_01_dot_87_bar__plus_03_dot_97_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_87_bar__plus_03_dot_97_bar__minus_02_dot_38 loc_bar_2_bar_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_87_bar__plus_03_dot_97_bar__minus_02_dot_38)
        (receptacleType Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71 loc_bar__minus_2_bar__minus_9_bar_3_bar_60)
        (openable Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_00_dot_28_bar__plus_02_dot_68_bar__minus_00_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_28_bar__plus_02_dot_68_bar__minus_00_dot_68 loc_bar_5_bar__minus_2_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_28_bar__plus_02_dot_68_bar__minus_00_dot_68)
        (receptacleType CounterTop_bar__minus_03_dot_50_bar__plus_02_dot_59_bar__plus_03_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_50_bar__plus_02_dot_59_bar__plus_03_dot_07 loc_bar_1_bar__minus_7_bar_2_bar_45)
        (receptacleType Sink_bar__plus_02_dot_56_bar__plus_02_dot_26_bar__plus_03_dot_55_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_56_bar__plus_02_dot_26_bar__plus_03_dot_55_bar_SinkBasin loc_bar_9_bar__minus_7_bar_1_bar_0)
        (receptacleType Toilet_bar__minus_00_dot_61_bar__minus_02_dot_76_bar__minus_03_dot_66 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_61_bar__minus_02_dot_76_bar__minus_03_dot_66 loc_bar_7_bar_4_bar_1_bar_60)
        (receptacleType TowelHolder_bar__plus_01_dot_60_bar__minus_02_dot_41_bar__plus_00_dot_00 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__plus_01_dot_60_bar__minus_02_dot_41_bar__plus_00_dot_00 loc_bar__minus_3_bar__minus_4_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_02_dot_84_bar__plus_03_dot_18_bar__plus_00_dot_91 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_84_bar__plus_03_dot_18_bar__plus_00_dot_91 loc_bar__minus_1_bar_4_bar_3_bar_45)
        (receptacleType Shelf_bar__plus_02_dot_08_bar__plus_00_dot_35_bar__plus_01_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_08_bar__plus_00_dot_35_bar__plus_01_dot_73 loc_bar_5_bar_5_bar_3_bar_45)
        (canContain CabinetType BowlType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType MugType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType MugType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33 GarbageCan_bar__plus_02_dot_84_bar__plus_03_dot_18_bar__plus_00_dot_91)
        (objectAtLocation Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33 loc_bar__minus_1_bar_4_bar_3_bar_45)
        (pickupable Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33)
        (cleanable Cloth_bar__plus_00_dot_64_bar__plus_02_dot_47_bar__minus_00_dot_33)
        (objectType Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93 MugType)
        (inReceptacle Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93 Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71)
        (objectAtLocation Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93 loc_bar__minus_2_bar__minus_9_bar_3_bar_60)
        (pickupable Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93)
        (isReceptacleObject Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93)
        (heatable Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93)
        (coolable Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93)
        (cleanable Mug_bar__minus_01_dot_42_bar__plus_02_dot_79_bar__minus_03_dot_93)
        (objectType Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01 BowlType)
        (inReceptacle Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01 Cabinet_bar__minus_00_dot_54_bar__minus_03_dot_59_bar__minus_01_dot_71)
        (objectAtLocation Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01 loc_bar__minus_2_bar__minus_9_bar_3_bar_60)
        (pickupable Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01)
        (isReceptacleObject Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01)
        (coolable Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01)
        (cleanable Bowl_bar__minus_03_dot_72_bar__minus_02_dot_70_bar__plus_03_dot_01)
        (objectType SoapBottle_bar__plus_00_dot_76_bar__minus_02_dot_92_bar__plus_02_dot_69 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_76_bar__minus_02_dot_92_bar__plus_02_dot_69 Shelf_bar__plus_02_dot_08_bar__plus_00_dot_35_bar__plus_01_dot_73)
        (objectAtLocation SoapBottle_bar__plus_00_dot_76_bar__minus_02_dot_92_bar__plus_02_dot_69 loc_bar_5_bar_5_bar_3_bar_45)
        (pickupable SoapBottle_bar__plus_00_dot_76_bar__minus_02_dot_92_bar__plus_02_dot_69)
        (objectType ToiletPaper_bar__minus_00_dot_41_bar__minus_03_dot_00_bar__minus_02_dot_41 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_41_bar__minus_03_dot_00_bar__minus_02_dot_41 Cabinet_bar__plus_00_dot_28_bar__plus_02_dot_68_bar__minus_00_dot_68)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_41_bar__minus_03_dot_00_bar__minus_02_dot_41 loc_bar_5_bar__minus_2_bar_0_bar__minus_30)
        (pickupable ToiletPaper_bar__minus_00_dot_41_bar__minus_03_dot_00_bar__minus_02_dot_41)
        (objectType Candle_bar__plus_01_dot_44_bar__minus_03_dot_13_bar__minus_02_dot_12 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_44_bar__minus_03_dot_13_bar__minus_02_dot_12 Shelf_bar__plus_02_dot_08_bar__plus_00_dot_35_bar__plus_01_dot_73)
        (objectAtLocation Candle_bar__plus_01_dot_44_bar__minus_03_dot_13_bar__minus_02_dot_12 loc_bar_5_bar_5_bar_3_bar_45)
        (pickupable Candle_bar__plus_01_dot_44_bar__minus_03_dot_13_bar__minus_02_dot_12)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
