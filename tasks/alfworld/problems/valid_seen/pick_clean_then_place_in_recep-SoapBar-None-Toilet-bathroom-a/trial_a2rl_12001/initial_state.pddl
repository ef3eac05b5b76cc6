(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        CDType - otype
        CandleType - otype
        EggType - otype
        SoapBarType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        TowelHolderType - rtype
        SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46 - object
        Book_bar__plus_02_dot_92_bar__plus_00_dot_81_bar__minus_02_dot_55 - object
        CD_bar__minus_00_dot_60_bar__minus_02_dot_56_bar__plus_03_dot_17 - object
        Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33 - object
        Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71 - object
        ToiletPaper_bar__minus_03_dot_45_bar__minus_02_dot_87_bar__plus_00_dot_49 - object
        SprayBottle_bar__minus_03_dot_13_bar__plus_03_dot_75_bar__minus_03_dot_79 - object
        Candle_bar__plus_01_dot_77_bar__plus_02_dot_88_bar__plus_02_dot_80 - object
        Cabinet_bar__plus_02_dot_80_bar__plus_03_dot_96_bar__minus_01_dot_77 - receptacle
        Cabinet_bar__minus_02_dot_68_bar__plus_03_dot_89_bar__minus_03_dot_42 - receptacle
        Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56 - receptacle
        CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23 - receptacle
        Sink_bar__plus_03_dot_17_bar__plus_00_dot_28_bar__minus_02_dot_93_bar_SinkBasin - receptacle
        Toilet_bar__plus_03_dot_37_bar__plus_02_dot_40_bar__minus_02_dot_45 - receptacle
        TowelHolder_bar__plus_00_dot_99_bar__plus_02_dot_73_bar__plus_02_dot_92 - receptacle
        GarbageCan_bar__plus_03_dot_62_bar__plus_00_dot_67_bar__plus_03_dot_74 - receptacle
        Shelf_bar__minus_00_dot_07_bar__plus_02_dot_98_bar__minus_02_dot_65 - receptacle
        loc_bar_0_bar_3_bar_1_bar_60 - location
        loc_bar_4_bar__minus_9_bar_3_bar_60 - location
        loc_bar_5_bar_4_bar_1_bar_45 - location
        loc_bar_6_bar_2_bar_3_bar__minus_30 - location
        loc_bar_7_bar__minus_7_bar_2_bar_60 - location
        loc_bar__minus_1_bar_5_bar_1_bar__minus_30 - location
        loc_bar__minus_2_bar_8_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_6_bar_2_bar_0 - location
        loc_bar__minus_9_bar_1_bar_2_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_2_bar_1_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_0_bar_3_bar_1_bar_60)
        (receptacleType Cabinet_bar__plus_02_dot_80_bar__plus_03_dot_96_bar__minus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_80_bar__plus_03_dot_96_bar__minus_01_dot_77 loc_bar__minus_7_bar__minus_6_bar_2_bar_0)
        (openable Cabinet_bar__plus_02_dot_80_bar__plus_03_dot_96_bar__minus_01_dot_77)
        (receptacleType Cabinet_bar__minus_02_dot_68_bar__plus_03_dot_89_bar__minus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_68_bar__plus_03_dot_89_bar__minus_03_dot_42 loc_bar_7_bar__minus_7_bar_2_bar_60)
        (openable Cabinet_bar__minus_02_dot_68_bar__plus_03_dot_89_bar__minus_03_dot_42)
        (receptacleType Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56 loc_bar__minus_1_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56)
        (receptacleType CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23 loc_bar_5_bar_4_bar_1_bar_45)
        (receptacleType Sink_bar__plus_03_dot_17_bar__plus_00_dot_28_bar__minus_02_dot_93_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_17_bar__plus_00_dot_28_bar__minus_02_dot_93_bar_SinkBasin loc_bar__minus_9_bar_1_bar_2_bar__minus_30)
        (receptacleType Toilet_bar__plus_03_dot_37_bar__plus_02_dot_40_bar__minus_02_dot_45 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_03_dot_37_bar__plus_02_dot_40_bar__minus_02_dot_45 loc_bar_6_bar_2_bar_3_bar__minus_30)
        (receptacleType TowelHolder_bar__plus_00_dot_99_bar__plus_02_dot_73_bar__plus_02_dot_92 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__plus_00_dot_99_bar__plus_02_dot_73_bar__plus_02_dot_92 loc_bar__minus_9_bar__minus_2_bar_1_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_03_dot_62_bar__plus_00_dot_67_bar__plus_03_dot_74 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_62_bar__plus_00_dot_67_bar__plus_03_dot_74 loc_bar_4_bar__minus_9_bar_3_bar_60)
        (receptacleType Shelf_bar__minus_00_dot_07_bar__plus_02_dot_98_bar__minus_02_dot_65 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_07_bar__plus_02_dot_98_bar__minus_02_dot_65 loc_bar__minus_2_bar_8_bar_3_bar__minus_30)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CandleType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46 Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56)
        (objectAtLocation SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46 loc_bar__minus_1_bar_5_bar_1_bar__minus_30)
        (pickupable SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46)
        (cleanable SoapBar_bar__plus_00_dot_19_bar__plus_03_dot_54_bar__plus_03_dot_46)
        (objectType Book_bar__plus_02_dot_92_bar__plus_00_dot_81_bar__minus_02_dot_55 BookType)
        (inReceptacle Book_bar__plus_02_dot_92_bar__plus_00_dot_81_bar__minus_02_dot_55 Cabinet_bar__plus_03_dot_28_bar__plus_01_dot_23_bar__minus_01_dot_56)
        (objectAtLocation Book_bar__plus_02_dot_92_bar__plus_00_dot_81_bar__minus_02_dot_55 loc_bar__minus_1_bar_5_bar_1_bar__minus_30)
        (pickupable Book_bar__plus_02_dot_92_bar__plus_00_dot_81_bar__minus_02_dot_55)
        (objectType CD_bar__minus_00_dot_60_bar__minus_02_dot_56_bar__plus_03_dot_17 CDType)
        (inReceptacle CD_bar__minus_00_dot_60_bar__minus_02_dot_56_bar__plus_03_dot_17 GarbageCan_bar__plus_03_dot_62_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (objectAtLocation CD_bar__minus_00_dot_60_bar__minus_02_dot_56_bar__plus_03_dot_17 loc_bar_4_bar__minus_9_bar_3_bar_60)
        (pickupable CD_bar__minus_00_dot_60_bar__minus_02_dot_56_bar__plus_03_dot_17)
        (objectType Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33 EggType)
        (inReceptacle Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33 CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23)
        (objectAtLocation Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33 loc_bar_5_bar_4_bar_1_bar_45)
        (pickupable Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33)
        (heatable Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33)
        (coolable Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33)
        (cleanable Egg_bar__minus_00_dot_64_bar__minus_00_dot_44_bar__minus_01_dot_33)
        (objectType Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71 CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23)
        (objectAtLocation Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71 loc_bar_5_bar_4_bar_1_bar_45)
        (pickupable Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71)
        (heatable Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71)
        (coolable Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71)
        (cleanable Apple_bar__minus_02_dot_65_bar__minus_01_dot_80_bar__minus_02_dot_71)
        (objectType ToiletPaper_bar__minus_03_dot_45_bar__minus_02_dot_87_bar__plus_00_dot_49 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_03_dot_45_bar__minus_02_dot_87_bar__plus_00_dot_49 CounterTop_bar__minus_01_dot_99_bar__plus_02_dot_74_bar__plus_03_dot_23)
        (objectAtLocation ToiletPaper_bar__minus_03_dot_45_bar__minus_02_dot_87_bar__plus_00_dot_49 loc_bar_5_bar_4_bar_1_bar_45)
        (pickupable ToiletPaper_bar__minus_03_dot_45_bar__minus_02_dot_87_bar__plus_00_dot_49)
        (objectType SprayBottle_bar__minus_03_dot_13_bar__plus_03_dot_75_bar__minus_03_dot_79 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_03_dot_13_bar__plus_03_dot_75_bar__minus_03_dot_79 Cabinet_bar__plus_02_dot_80_bar__plus_03_dot_96_bar__minus_01_dot_77)
        (objectAtLocation SprayBottle_bar__minus_03_dot_13_bar__plus_03_dot_75_bar__minus_03_dot_79 loc_bar__minus_7_bar__minus_6_bar_2_bar_0)
        (pickupable SprayBottle_bar__minus_03_dot_13_bar__plus_03_dot_75_bar__minus_03_dot_79)
        (objectType Candle_bar__plus_01_dot_77_bar__plus_02_dot_88_bar__plus_02_dot_80 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_77_bar__plus_02_dot_88_bar__plus_02_dot_80 Toilet_bar__plus_03_dot_37_bar__plus_02_dot_40_bar__minus_02_dot_45)
        (objectAtLocation Candle_bar__plus_01_dot_77_bar__plus_02_dot_88_bar__plus_02_dot_80 loc_bar_6_bar_2_bar_3_bar__minus_30)
        (pickupable Candle_bar__plus_01_dot_77_bar__plus_02_dot_88_bar__plus_02_dot_80)
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
