(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        CandleType - otype
        EggType - otype
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
        ToiletPaper_bar__minus_01_dot_15_bar__plus_02_dot_97_bar__plus_02_dot_01 - object
        ToiletPaper_bar__minus_03_dot_48_bar__plus_00_dot_84_bar__minus_00_dot_32 - object
        Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50 - object
        Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90 - object
        CD_bar__plus_01_dot_67_bar__minus_03_dot_20_bar__minus_03_dot_76 - object
        Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84 - object
        SoapBottle_bar__plus_02_dot_72_bar__minus_03_dot_69_bar__minus_02_dot_41 - object
        ToiletPaper_bar__minus_01_dot_65_bar__plus_02_dot_04_bar__plus_02_dot_59 - object
        SprayBottle_bar__minus_02_dot_37_bar__minus_02_dot_04_bar__plus_03_dot_50 - object
        Candle_bar__minus_00_dot_54_bar__minus_03_dot_33_bar__minus_03_dot_96 - object
        Cabinet_bar__minus_02_dot_00_bar__plus_03_dot_48_bar__plus_02_dot_80 - receptacle
        Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02 - receptacle
        Cabinet_bar__plus_03_dot_93_bar__plus_00_dot_30_bar__plus_01_dot_92 - receptacle
        CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90 - receptacle
        Sink_bar__plus_01_dot_12_bar__plus_03_dot_95_bar__plus_02_dot_88_bar_SinkBasin - receptacle
        Toilet_bar__plus_00_dot_99_bar__minus_03_dot_66_bar__plus_02_dot_96 - receptacle
        TowelHolder_bar__minus_01_dot_74_bar__plus_02_dot_05_bar__minus_00_dot_38 - receptacle
        GarbageCan_bar__plus_03_dot_30_bar__minus_03_dot_34_bar__minus_00_dot_17 - receptacle
        Shelf_bar__minus_01_dot_40_bar__plus_03_dot_44_bar__plus_02_dot_07 - receptacle
        loc_bar_1_bar__minus_1_bar_3_bar_60 - location
        loc_bar_1_bar__minus_9_bar_0_bar_0 - location
        loc_bar_2_bar_5_bar_3_bar_45 - location
        loc_bar_7_bar__minus_1_bar_3_bar__minus_30 - location
        loc_bar_7_bar__minus_5_bar_2_bar_45 - location
        loc_bar_8_bar_7_bar_0_bar_45 - location
        loc_bar_8_bar__minus_8_bar_2_bar_0 - location
        loc_bar_9_bar__minus_7_bar_3_bar_0 - location
        loc_bar__minus_2_bar_5_bar_2_bar_45 - location
        loc_bar__minus_9_bar_2_bar_2_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_9_bar__minus_7_bar_3_bar_0)
        (receptacleType Cabinet_bar__minus_02_dot_00_bar__plus_03_dot_48_bar__plus_02_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_00_bar__plus_03_dot_48_bar__plus_02_dot_80 loc_bar_7_bar__minus_5_bar_2_bar_45)
        (openable Cabinet_bar__minus_02_dot_00_bar__plus_03_dot_48_bar__plus_02_dot_80)
        (receptacleType Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02 loc_bar_8_bar__minus_8_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02)
        (receptacleType Cabinet_bar__plus_03_dot_93_bar__plus_00_dot_30_bar__plus_01_dot_92 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_93_bar__plus_00_dot_30_bar__plus_01_dot_92 loc_bar_2_bar_5_bar_3_bar_45)
        (openable Cabinet_bar__plus_03_dot_93_bar__plus_00_dot_30_bar__plus_01_dot_92)
        (receptacleType CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90 loc_bar_8_bar_7_bar_0_bar_45)
        (receptacleType Sink_bar__plus_01_dot_12_bar__plus_03_dot_95_bar__plus_02_dot_88_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_12_bar__plus_03_dot_95_bar__plus_02_dot_88_bar_SinkBasin loc_bar_1_bar__minus_9_bar_0_bar_0)
        (receptacleType Toilet_bar__plus_00_dot_99_bar__minus_03_dot_66_bar__plus_02_dot_96 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_00_dot_99_bar__minus_03_dot_66_bar__plus_02_dot_96 loc_bar__minus_9_bar_2_bar_2_bar_0)
        (receptacleType TowelHolder_bar__minus_01_dot_74_bar__plus_02_dot_05_bar__minus_00_dot_38 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_74_bar__plus_02_dot_05_bar__minus_00_dot_38 loc_bar_7_bar__minus_1_bar_3_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_03_dot_30_bar__minus_03_dot_34_bar__minus_00_dot_17 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_30_bar__minus_03_dot_34_bar__minus_00_dot_17 loc_bar__minus_2_bar_5_bar_2_bar_45)
        (receptacleType Shelf_bar__minus_01_dot_40_bar__plus_03_dot_44_bar__plus_02_dot_07 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_40_bar__plus_03_dot_44_bar__plus_02_dot_07 loc_bar_1_bar__minus_1_bar_3_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType CandleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType CandleType)
        (canContain ShelfType MugType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType MugType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType ToiletPaper_bar__minus_01_dot_15_bar__plus_02_dot_97_bar__plus_02_dot_01 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_15_bar__plus_02_dot_97_bar__plus_02_dot_01 CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_15_bar__plus_02_dot_97_bar__plus_02_dot_01 loc_bar_8_bar_7_bar_0_bar_45)
        (pickupable ToiletPaper_bar__minus_01_dot_15_bar__plus_02_dot_97_bar__plus_02_dot_01)
        (objectType ToiletPaper_bar__minus_03_dot_48_bar__plus_00_dot_84_bar__minus_00_dot_32 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_03_dot_48_bar__plus_00_dot_84_bar__minus_00_dot_32 CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90)
        (objectAtLocation ToiletPaper_bar__minus_03_dot_48_bar__plus_00_dot_84_bar__minus_00_dot_32 loc_bar_8_bar_7_bar_0_bar_45)
        (pickupable ToiletPaper_bar__minus_03_dot_48_bar__plus_00_dot_84_bar__minus_00_dot_32)
        (objectType Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50 MugType)
        (inReceptacle Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50 Cabinet_bar__plus_03_dot_93_bar__plus_00_dot_30_bar__plus_01_dot_92)
        (objectAtLocation Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50 loc_bar_2_bar_5_bar_3_bar_45)
        (pickupable Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50)
        (isReceptacleObject Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50)
        (heatable Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50)
        (coolable Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50)
        (cleanable Mug_bar__minus_01_dot_12_bar__plus_02_dot_75_bar__minus_00_dot_50)
        (objectType Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90 Shelf_bar__minus_01_dot_40_bar__plus_03_dot_44_bar__plus_02_dot_07)
        (objectAtLocation Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90 loc_bar_1_bar__minus_1_bar_3_bar_60)
        (pickupable Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90)
        (isReceptacleObject Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90)
        (coolable Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90)
        (cleanable Bowl_bar__plus_02_dot_96_bar__minus_03_dot_02_bar__plus_02_dot_90)
        (objectType CD_bar__plus_01_dot_67_bar__minus_03_dot_20_bar__minus_03_dot_76 CDType)
        (inReceptacle CD_bar__plus_01_dot_67_bar__minus_03_dot_20_bar__minus_03_dot_76 Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02)
        (objectAtLocation CD_bar__plus_01_dot_67_bar__minus_03_dot_20_bar__minus_03_dot_76 loc_bar_8_bar__minus_8_bar_2_bar_0)
        (pickupable CD_bar__plus_01_dot_67_bar__minus_03_dot_20_bar__minus_03_dot_76)
        (objectType Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84 EggType)
        (inReceptacle Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84 GarbageCan_bar__plus_03_dot_30_bar__minus_03_dot_34_bar__minus_00_dot_17)
        (objectAtLocation Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84 loc_bar__minus_2_bar_5_bar_2_bar_45)
        (pickupable Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84)
        (heatable Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84)
        (coolable Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84)
        (cleanable Egg_bar__minus_00_dot_18_bar__minus_01_dot_55_bar__minus_00_dot_84)
        (objectType SoapBottle_bar__plus_02_dot_72_bar__minus_03_dot_69_bar__minus_02_dot_41 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_72_bar__minus_03_dot_69_bar__minus_02_dot_41 Cabinet_bar__minus_01_dot_26_bar__plus_01_dot_63_bar__minus_02_dot_02)
        (objectAtLocation SoapBottle_bar__plus_02_dot_72_bar__minus_03_dot_69_bar__minus_02_dot_41 loc_bar_8_bar__minus_8_bar_2_bar_0)
        (pickupable SoapBottle_bar__plus_02_dot_72_bar__minus_03_dot_69_bar__minus_02_dot_41)
        (objectType ToiletPaper_bar__minus_01_dot_65_bar__plus_02_dot_04_bar__plus_02_dot_59 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_65_bar__plus_02_dot_04_bar__plus_02_dot_59 CounterTop_bar__plus_02_dot_46_bar__plus_03_dot_73_bar__minus_01_dot_90)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_65_bar__plus_02_dot_04_bar__plus_02_dot_59 loc_bar_8_bar_7_bar_0_bar_45)
        (pickupable ToiletPaper_bar__minus_01_dot_65_bar__plus_02_dot_04_bar__plus_02_dot_59)
        (objectType SprayBottle_bar__minus_02_dot_37_bar__minus_02_dot_04_bar__plus_03_dot_50 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_37_bar__minus_02_dot_04_bar__plus_03_dot_50 Shelf_bar__minus_01_dot_40_bar__plus_03_dot_44_bar__plus_02_dot_07)
        (objectAtLocation SprayBottle_bar__minus_02_dot_37_bar__minus_02_dot_04_bar__plus_03_dot_50 loc_bar_1_bar__minus_1_bar_3_bar_60)
        (pickupable SprayBottle_bar__minus_02_dot_37_bar__minus_02_dot_04_bar__plus_03_dot_50)
        (objectType Candle_bar__minus_00_dot_54_bar__minus_03_dot_33_bar__minus_03_dot_96 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_54_bar__minus_03_dot_33_bar__minus_03_dot_96 Toilet_bar__plus_00_dot_99_bar__minus_03_dot_66_bar__plus_02_dot_96)
        (objectAtLocation Candle_bar__minus_00_dot_54_bar__minus_03_dot_33_bar__minus_03_dot_96 loc_bar__minus_9_bar_2_bar_2_bar_0)
        (pickupable Candle_bar__minus_00_dot_54_bar__minus_03_dot_33_bar__minus_03_dot_96)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ToiletPaperType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ToiletPaperType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
