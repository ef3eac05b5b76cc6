(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        CandleType - otype
        EggType - otype
        MugType - otype
        SoapBarType - otype
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
        SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83 - object
        Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99 - object
        Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85 - object
        CD_bar__minus_01_dot_90_bar__plus_01_dot_31_bar__minus_00_dot_00 - object
        Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24 - object
        SoapBottle_bar__minus_00_dot_36_bar__plus_00_dot_35_bar__minus_03_dot_69 - object
        ToiletPaper_bar__minus_01_dot_09_bar__minus_03_dot_09_bar__plus_01_dot_85 - object
        SprayBottle_bar__plus_02_dot_42_bar__minus_02_dot_05_bar__minus_03_dot_67 - object
        Candle_bar__plus_01_dot_32_bar__minus_00_dot_35_bar__plus_03_dot_17 - object
        Cabinet_bar__plus_00_dot_20_bar__minus_03_dot_18_bar__plus_02_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_31_bar__minus_01_dot_80_bar__plus_03_dot_87 - receptacle
        Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81 - receptacle
        CounterTop_bar__plus_00_dot_69_bar__minus_00_dot_40_bar__minus_02_dot_36 - receptacle
        Sink_bar__plus_00_dot_52_bar__plus_02_dot_09_bar__plus_01_dot_69_bar_SinkBasin - receptacle
        Toilet_bar__plus_03_dot_07_bar__plus_01_dot_32_bar__plus_02_dot_94 - receptacle
        TowelHolder_bar__minus_01_dot_98_bar__plus_02_dot_66_bar__minus_00_dot_29 - receptacle
        GarbageCan_bar__plus_00_dot_29_bar__minus_01_dot_17_bar__plus_00_dot_43 - receptacle
        Shelf_bar__plus_02_dot_62_bar__minus_02_dot_59_bar__plus_03_dot_93 - receptacle
        loc_bar_2_bar_2_bar_0_bar_45 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_0 - location
        loc_bar_8_bar__minus_5_bar_1_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_3_bar_45 - location
        loc_bar__minus_2_bar__minus_9_bar_2_bar_60 - location
        loc_bar__minus_5_bar_5_bar_3_bar_60 - location
        loc_bar__minus_6_bar_9_bar_0_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_5_bar_5_bar_3_bar_60)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__minus_03_dot_18_bar__plus_02_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__minus_03_dot_18_bar__plus_02_dot_42 loc_bar_2_bar_2_bar_0_bar_45)
        (openable Cabinet_bar__plus_00_dot_20_bar__minus_03_dot_18_bar__plus_02_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_31_bar__minus_01_dot_80_bar__plus_03_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_31_bar__minus_01_dot_80_bar__plus_03_dot_87 loc_bar__minus_7_bar__minus_9_bar_2_bar_60)
        (openable Cabinet_bar__minus_02_dot_31_bar__minus_01_dot_80_bar__plus_03_dot_87)
        (receptacleType Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81 loc_bar_6_bar__minus_1_bar_2_bar_0)
        (openable Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81)
        (receptacleType CounterTop_bar__plus_00_dot_69_bar__minus_00_dot_40_bar__minus_02_dot_36 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_69_bar__minus_00_dot_40_bar__minus_02_dot_36 loc_bar__minus_2_bar__minus_1_bar_3_bar_45)
        (receptacleType Sink_bar__plus_00_dot_52_bar__plus_02_dot_09_bar__plus_01_dot_69_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_52_bar__plus_02_dot_09_bar__plus_01_dot_69_bar_SinkBasin loc_bar__minus_2_bar__minus_9_bar_2_bar_60)
        (receptacleType Toilet_bar__plus_03_dot_07_bar__plus_01_dot_32_bar__plus_02_dot_94 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_03_dot_07_bar__plus_01_dot_32_bar__plus_02_dot_94 loc_bar_8_bar__minus_5_bar_1_bar_60)
        (receptacleType TowelHolder_bar__minus_01_dot_98_bar__plus_02_dot_66_bar__minus_00_dot_29 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_98_bar__plus_02_dot_66_bar__minus_00_dot_29 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_29_bar__minus_01_dot_17_bar__plus_00_dot_43 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_29_bar__minus_01_dot_17_bar__plus_00_dot_43 loc_bar__minus_6_bar_9_bar_0_bar__minus_30)
        (receptacleType Shelf_bar__plus_02_dot_62_bar__minus_02_dot_59_bar__plus_03_dot_93 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_62_bar__minus_02_dot_59_bar__plus_03_dot_93 loc_bar__minus_6_bar__minus_1_bar_3_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType CandleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CandleType)
        (canContain ShelfType MugType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83 GarbageCan_bar__plus_00_dot_29_bar__minus_01_dot_17_bar__plus_00_dot_43)
        (objectAtLocation SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83 loc_bar__minus_6_bar_9_bar_0_bar__minus_30)
        (pickupable SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83)
        (cleanable SoapBar_bar__plus_01_dot_00_bar__minus_01_dot_23_bar__plus_01_dot_83)
        (objectType Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99 MugType)
        (inReceptacle Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99 Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81)
        (objectAtLocation Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99 loc_bar_6_bar__minus_1_bar_2_bar_0)
        (pickupable Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99)
        (isReceptacleObject Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99)
        (heatable Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99)
        (coolable Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99)
        (cleanable Mug_bar__plus_02_dot_44_bar__minus_02_dot_02_bar__minus_02_dot_99)
        (objectType Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85 Cabinet_bar__plus_00_dot_20_bar__minus_03_dot_18_bar__plus_02_dot_42)
        (objectAtLocation Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85 loc_bar_2_bar_2_bar_0_bar_45)
        (pickupable Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85)
        (isReceptacleObject Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85)
        (coolable Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85)
        (cleanable Bowl_bar__plus_01_dot_96_bar__minus_01_dot_93_bar__plus_02_dot_85)
        (objectType CD_bar__minus_01_dot_90_bar__plus_01_dot_31_bar__minus_00_dot_00 CDType)
        (inReceptacle CD_bar__minus_01_dot_90_bar__plus_01_dot_31_bar__minus_00_dot_00 Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81)
        (objectAtLocation CD_bar__minus_01_dot_90_bar__plus_01_dot_31_bar__minus_00_dot_00 loc_bar_6_bar__minus_1_bar_2_bar_0)
        (pickupable CD_bar__minus_01_dot_90_bar__plus_01_dot_31_bar__minus_00_dot_00)
        (objectType Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24 EggType)
        (inReceptacle Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24 CounterTop_bar__plus_00_dot_69_bar__minus_00_dot_40_bar__minus_02_dot_36)
        (objectAtLocation Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24 loc_bar__minus_2_bar__minus_1_bar_3_bar_45)
        (pickupable Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24)
        (heatable Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24)
        (coolable Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24)
        (cleanable Egg_bar__minus_01_dot_60_bar__plus_01_dot_41_bar__plus_02_dot_24)
        (objectType SoapBottle_bar__minus_00_dot_36_bar__plus_00_dot_35_bar__minus_03_dot_69 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_36_bar__plus_00_dot_35_bar__minus_03_dot_69 Toilet_bar__plus_03_dot_07_bar__plus_01_dot_32_bar__plus_02_dot_94)
        (objectAtLocation SoapBottle_bar__minus_00_dot_36_bar__plus_00_dot_35_bar__minus_03_dot_69 loc_bar_8_bar__minus_5_bar_1_bar_60)
        (pickupable SoapBottle_bar__minus_00_dot_36_bar__plus_00_dot_35_bar__minus_03_dot_69)
        (objectType ToiletPaper_bar__minus_01_dot_09_bar__minus_03_dot_09_bar__plus_01_dot_85 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_09_bar__minus_03_dot_09_bar__plus_01_dot_85 CounterTop_bar__plus_00_dot_69_bar__minus_00_dot_40_bar__minus_02_dot_36)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_09_bar__minus_03_dot_09_bar__plus_01_dot_85 loc_bar__minus_2_bar__minus_1_bar_3_bar_45)
        (pickupable ToiletPaper_bar__minus_01_dot_09_bar__minus_03_dot_09_bar__plus_01_dot_85)
        (objectType SprayBottle_bar__plus_02_dot_42_bar__minus_02_dot_05_bar__minus_03_dot_67 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_42_bar__minus_02_dot_05_bar__minus_03_dot_67 Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81)
        (objectAtLocation SprayBottle_bar__plus_02_dot_42_bar__minus_02_dot_05_bar__minus_03_dot_67 loc_bar_6_bar__minus_1_bar_2_bar_0)
        (pickupable SprayBottle_bar__plus_02_dot_42_bar__minus_02_dot_05_bar__minus_03_dot_67)
        (objectType Candle_bar__plus_01_dot_32_bar__minus_00_dot_35_bar__plus_03_dot_17 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_32_bar__minus_00_dot_35_bar__plus_03_dot_17 Cabinet_bar__plus_03_dot_49_bar__minus_03_dot_98_bar__minus_00_dot_81)
        (objectAtLocation Candle_bar__plus_01_dot_32_bar__minus_00_dot_35_bar__plus_03_dot_17 loc_bar_6_bar__minus_1_bar_2_bar_0)
        (pickupable Candle_bar__plus_01_dot_32_bar__minus_00_dot_35_bar__plus_03_dot_17)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r ToiletType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
