(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CandleType - otype
        ClothType - otype
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
        Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49 - object
        Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77 - object
        SoapBottle_bar__minus_01_dot_16_bar__plus_03_dot_02_bar__minus_02_dot_96 - object
        ToiletPaper_bar__minus_00_dot_37_bar__plus_01_dot_44_bar__plus_01_dot_40 - object
        SprayBottle_bar__minus_03_dot_16_bar__minus_01_dot_73_bar__minus_02_dot_33 - object
        Candle_bar__plus_00_dot_21_bar__minus_03_dot_90_bar__plus_02_dot_69 - object
        Cabinet_bar__minus_01_dot_03_bar__minus_00_dot_92_bar__plus_01_dot_11 - receptacle
        Cabinet_bar__plus_00_dot_87_bar__plus_01_dot_76_bar__minus_03_dot_97 - receptacle
        Cabinet_bar__minus_03_dot_80_bar__minus_01_dot_65_bar__minus_01_dot_63 - receptacle
        CounterTop_bar__plus_01_dot_84_bar__plus_03_dot_72_bar__minus_03_dot_31 - receptacle
        Sink_bar__plus_02_dot_10_bar__minus_03_dot_75_bar__plus_03_dot_76_bar_SinkBasin - receptacle
        Toilet_bar__plus_03_dot_20_bar__minus_01_dot_62_bar__minus_00_dot_70 - receptacle
        TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_66_bar__plus_02_dot_08 - receptacle
        GarbageCan_bar__minus_03_dot_50_bar__plus_02_dot_46_bar__plus_00_dot_28 - receptacle
        Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73 - receptacle
        loc_bar_1_bar__minus_7_bar_1_bar_0 - location
        loc_bar_4_bar_6_bar_0_bar_0 - location
        loc_bar_4_bar_6_bar_0_bar__minus_30 - location
        loc_bar_4_bar_7_bar_0_bar_0 - location
        loc_bar_5_bar_4_bar_1_bar_45 - location
        loc_bar_5_bar_6_bar_3_bar_60 - location
        loc_bar_7_bar_9_bar_3_bar__minus_30 - location
        loc_bar_7_bar__minus_1_bar_2_bar_45 - location
        loc_bar_7_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar_6_bar_3_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_5_bar_6_bar_3_bar_60)
        (receptacleType Cabinet_bar__minus_01_dot_03_bar__minus_00_dot_92_bar__plus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_03_bar__minus_00_dot_92_bar__plus_01_dot_11 loc_bar_7_bar__minus_1_bar_2_bar_45)
        (openable Cabinet_bar__minus_01_dot_03_bar__minus_00_dot_92_bar__plus_01_dot_11)
        (receptacleType Cabinet_bar__plus_00_dot_87_bar__plus_01_dot_76_bar__minus_03_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_87_bar__plus_01_dot_76_bar__minus_03_dot_97 loc_bar_4_bar_7_bar_0_bar_0)
        (openable Cabinet_bar__plus_00_dot_87_bar__plus_01_dot_76_bar__minus_03_dot_97)
        (receptacleType Cabinet_bar__minus_03_dot_80_bar__minus_01_dot_65_bar__minus_01_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_80_bar__minus_01_dot_65_bar__minus_01_dot_63 loc_bar_5_bar_4_bar_1_bar_45)
        (openable Cabinet_bar__minus_03_dot_80_bar__minus_01_dot_65_bar__minus_01_dot_63)
        (receptacleType CounterTop_bar__plus_01_dot_84_bar__plus_03_dot_72_bar__minus_03_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_84_bar__plus_03_dot_72_bar__minus_03_dot_31 loc_bar__minus_1_bar_6_bar_3_bar_0)
        (receptacleType Sink_bar__plus_02_dot_10_bar__minus_03_dot_75_bar__plus_03_dot_76_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_10_bar__minus_03_dot_75_bar__plus_03_dot_76_bar_SinkBasin loc_bar_7_bar_9_bar_3_bar__minus_30)
        (receptacleType Toilet_bar__plus_03_dot_20_bar__minus_01_dot_62_bar__minus_00_dot_70 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_03_dot_20_bar__minus_01_dot_62_bar__minus_00_dot_70 loc_bar_4_bar_6_bar_0_bar_0)
        (receptacleType TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_66_bar__plus_02_dot_08 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_55_bar__plus_00_dot_66_bar__plus_02_dot_08 loc_bar_7_bar__minus_4_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_03_dot_50_bar__plus_02_dot_46_bar__plus_00_dot_28 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_03_dot_50_bar__plus_02_dot_46_bar__plus_00_dot_28 loc_bar_4_bar_6_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73 loc_bar_1_bar__minus_7_bar_1_bar_0)
        (canContain CabinetType BowlType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
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
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ClothType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49 ClothType)
        (inReceptacle Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49 CounterTop_bar__plus_01_dot_84_bar__plus_03_dot_72_bar__minus_03_dot_31)
        (objectAtLocation Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49 loc_bar__minus_1_bar_6_bar_3_bar_0)
        (pickupable Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49)
        (cleanable Cloth_bar__plus_02_dot_81_bar__minus_02_dot_62_bar__plus_00_dot_49)
        (objectType Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77 Sink_bar__plus_02_dot_10_bar__minus_03_dot_75_bar__plus_03_dot_76_bar_SinkBasin)
        (objectAtLocation Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77 loc_bar_7_bar_9_bar_3_bar__minus_30)
        (pickupable Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77)
        (isReceptacleObject Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77)
        (coolable Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77)
        (cleanable Bowl_bar__plus_02_dot_30_bar__minus_03_dot_88_bar__minus_02_dot_77)
        (objectType SoapBottle_bar__minus_01_dot_16_bar__plus_03_dot_02_bar__minus_02_dot_96 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_16_bar__plus_03_dot_02_bar__minus_02_dot_96 Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73)
        (objectAtLocation SoapBottle_bar__minus_01_dot_16_bar__plus_03_dot_02_bar__minus_02_dot_96 loc_bar_1_bar__minus_7_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_01_dot_16_bar__plus_03_dot_02_bar__minus_02_dot_96)
        (objectType ToiletPaper_bar__minus_00_dot_37_bar__plus_01_dot_44_bar__plus_01_dot_40 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_37_bar__plus_01_dot_44_bar__plus_01_dot_40 Toilet_bar__plus_03_dot_20_bar__minus_01_dot_62_bar__minus_00_dot_70)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_37_bar__plus_01_dot_44_bar__plus_01_dot_40 loc_bar_4_bar_6_bar_0_bar_0)
        (pickupable ToiletPaper_bar__minus_00_dot_37_bar__plus_01_dot_44_bar__plus_01_dot_40)
        (objectType SprayBottle_bar__minus_03_dot_16_bar__minus_01_dot_73_bar__minus_02_dot_33 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_03_dot_16_bar__minus_01_dot_73_bar__minus_02_dot_33 Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73)
        (objectAtLocation SprayBottle_bar__minus_03_dot_16_bar__minus_01_dot_73_bar__minus_02_dot_33 loc_bar_1_bar__minus_7_bar_1_bar_0)
        (pickupable SprayBottle_bar__minus_03_dot_16_bar__minus_01_dot_73_bar__minus_02_dot_33)
        (objectType Candle_bar__plus_00_dot_21_bar__minus_03_dot_90_bar__plus_02_dot_69 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_21_bar__minus_03_dot_90_bar__plus_02_dot_69 Shelf_bar__minus_03_dot_86_bar__minus_00_dot_22_bar__minus_00_dot_73)
        (objectAtLocation Candle_bar__plus_00_dot_21_bar__minus_03_dot_90_bar__plus_02_dot_69 loc_bar_1_bar__minus_7_bar_1_bar_0)
        (pickupable Candle_bar__plus_00_dot_21_bar__minus_03_dot_90_bar__plus_02_dot_69)
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
