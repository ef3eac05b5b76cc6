(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BookType - otype
        CandleType - otype
        EggType - otype
        MugType - otype
        PlateType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        TowelHolderType - rtype
        ToiletPaper_bar__minus_01_dot_59_bar__plus_02_dot_44_bar__minus_02_dot_15 - object
        ToiletPaper_bar__minus_03_dot_53_bar__plus_03_dot_93_bar__minus_02_dot_03 - object
        Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40 - object
        Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68 - object
        Book_bar__minus_01_dot_99_bar__minus_03_dot_20_bar__plus_03_dot_44 - object
        Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57 - object
        SoapBottle_bar__minus_01_dot_27_bar__plus_00_dot_07_bar__minus_03_dot_21 - object
        Candle_bar__plus_00_dot_38_bar__plus_03_dot_84_bar__minus_03_dot_37 - object
        Cabinet_bar__plus_00_dot_42_bar__plus_01_dot_70_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_36_bar__minus_03_dot_28_bar__minus_03_dot_94 - receptacle
        Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94 - receptacle
        CounterTop_bar__plus_00_dot_32_bar__plus_02_dot_76_bar__minus_02_dot_71 - receptacle
        Sink_bar__minus_03_dot_02_bar__plus_01_dot_58_bar__plus_01_dot_45_bar_SinkBasin - receptacle
        Toilet_bar__plus_00_dot_74_bar__minus_03_dot_62_bar__plus_02_dot_73 - receptacle
        TowelHolder_bar__minus_01_dot_68_bar__minus_00_dot_06_bar__plus_00_dot_22 - receptacle
        GarbageCan_bar__minus_00_dot_57_bar__plus_03_dot_34_bar__plus_00_dot_02 - receptacle
        Shelf_bar__minus_00_dot_69_bar__plus_03_dot_34_bar__plus_02_dot_49 - receptacle
        loc_bar_0_bar_8_bar_2_bar_45 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_2_bar_60 - location
        loc_bar_5_bar_6_bar_0_bar_30 - location
        loc_bar_5_bar__minus_2_bar_1_bar_45 - location
        loc_bar_5_bar__minus_5_bar_0_bar_60 - location
        loc_bar_6_bar_6_bar_2_bar_45 - location
        loc_bar_8_bar_5_bar_3_bar_45 - location
        loc_bar_9_bar_6_bar_3_bar_0 - location
        loc_bar__minus_7_bar__minus_8_bar_1_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_5_bar_6_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_42_bar__plus_01_dot_70_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_42_bar__plus_01_dot_70_bar__plus_00_dot_87 loc_bar__minus_7_bar__minus_8_bar_1_bar_60)
        (openable Cabinet_bar__plus_00_dot_42_bar__plus_01_dot_70_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_36_bar__minus_03_dot_28_bar__minus_03_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_36_bar__minus_03_dot_28_bar__minus_03_dot_94 loc_bar_9_bar_6_bar_3_bar_0)
        (openable Cabinet_bar__plus_02_dot_36_bar__minus_03_dot_28_bar__minus_03_dot_94)
        (receptacleType Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94 loc_bar_5_bar__minus_2_bar_1_bar_45)
        (openable Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94)
        (receptacleType CounterTop_bar__plus_00_dot_32_bar__plus_02_dot_76_bar__minus_02_dot_71 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_32_bar__plus_02_dot_76_bar__minus_02_dot_71 loc_bar_8_bar_5_bar_3_bar_45)
        (receptacleType Sink_bar__minus_03_dot_02_bar__plus_01_dot_58_bar__plus_01_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_02_bar__plus_01_dot_58_bar__plus_01_dot_45_bar_SinkBasin loc_bar_3_bar_8_bar_3_bar_30)
        (receptacleType Toilet_bar__plus_00_dot_74_bar__minus_03_dot_62_bar__plus_02_dot_73 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_00_dot_74_bar__minus_03_dot_62_bar__plus_02_dot_73 loc_bar_6_bar_6_bar_2_bar_45)
        (receptacleType TowelHolder_bar__minus_01_dot_68_bar__minus_00_dot_06_bar__plus_00_dot_22 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_68_bar__minus_00_dot_06_bar__plus_00_dot_22 loc_bar_0_bar_8_bar_2_bar_45)
        (receptacleType GarbageCan_bar__minus_00_dot_57_bar__plus_03_dot_34_bar__plus_00_dot_02 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_57_bar__plus_03_dot_34_bar__plus_00_dot_02 loc_bar_5_bar__minus_5_bar_0_bar_60)
        (receptacleType Shelf_bar__minus_00_dot_69_bar__plus_03_dot_34_bar__plus_02_dot_49 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_69_bar__plus_03_dot_34_bar__plus_02_dot_49 loc_bar_4_bar_1_bar_2_bar_60)
        (canContain CabinetType BookType)
        (canContain CabinetType CandleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType CandleType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType ToiletPaper_bar__minus_01_dot_59_bar__plus_02_dot_44_bar__minus_02_dot_15 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_59_bar__plus_02_dot_44_bar__minus_02_dot_15 Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_59_bar__plus_02_dot_44_bar__minus_02_dot_15 loc_bar_5_bar__minus_2_bar_1_bar_45)
        (pickupable ToiletPaper_bar__minus_01_dot_59_bar__plus_02_dot_44_bar__minus_02_dot_15)
        (objectType ToiletPaper_bar__minus_03_dot_53_bar__plus_03_dot_93_bar__minus_02_dot_03 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_03_dot_53_bar__plus_03_dot_93_bar__minus_02_dot_03 Cabinet_bar__plus_02_dot_50_bar__plus_03_dot_03_bar__plus_01_dot_94)
        (objectAtLocation ToiletPaper_bar__minus_03_dot_53_bar__plus_03_dot_93_bar__minus_02_dot_03 loc_bar_5_bar__minus_2_bar_1_bar_45)
        (pickupable ToiletPaper_bar__minus_03_dot_53_bar__plus_03_dot_93_bar__minus_02_dot_03)
        (objectType Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40 MugType)
        (inReceptacle Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40 Sink_bar__minus_03_dot_02_bar__plus_01_dot_58_bar__plus_01_dot_45_bar_SinkBasin)
        (objectAtLocation Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40)
        (isReceptacleObject Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40)
        (heatable Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40)
        (coolable Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40)
        (cleanable Mug_bar__minus_01_dot_68_bar__plus_02_dot_43_bar__plus_00_dot_40)
        (objectType Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68 CounterTop_bar__plus_00_dot_32_bar__plus_02_dot_76_bar__minus_02_dot_71)
        (objectAtLocation Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68 loc_bar_8_bar_5_bar_3_bar_45)
        (pickupable Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68)
        (isReceptacleObject Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68)
        (heatable Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68)
        (coolable Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68)
        (cleanable Plate_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_68)
        (objectType Book_bar__minus_01_dot_99_bar__minus_03_dot_20_bar__plus_03_dot_44 BookType)
        (inReceptacle Book_bar__minus_01_dot_99_bar__minus_03_dot_20_bar__plus_03_dot_44 CounterTop_bar__plus_00_dot_32_bar__plus_02_dot_76_bar__minus_02_dot_71)
        (objectAtLocation Book_bar__minus_01_dot_99_bar__minus_03_dot_20_bar__plus_03_dot_44 loc_bar_8_bar_5_bar_3_bar_45)
        (pickupable Book_bar__minus_01_dot_99_bar__minus_03_dot_20_bar__plus_03_dot_44)
        (objectType Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57 EggType)
        (inReceptacle Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57 Sink_bar__minus_03_dot_02_bar__plus_01_dot_58_bar__plus_01_dot_45_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57)
        (heatable Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57)
        (coolable Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57)
        (cleanable Egg_bar__minus_00_dot_66_bar__plus_01_dot_03_bar__minus_02_dot_57)
        (objectType SoapBottle_bar__minus_01_dot_27_bar__plus_00_dot_07_bar__minus_03_dot_21 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_27_bar__plus_00_dot_07_bar__minus_03_dot_21 Cabinet_bar__plus_02_dot_36_bar__minus_03_dot_28_bar__minus_03_dot_94)
        (objectAtLocation SoapBottle_bar__minus_01_dot_27_bar__plus_00_dot_07_bar__minus_03_dot_21 loc_bar_9_bar_6_bar_3_bar_0)
        (pickupable SoapBottle_bar__minus_01_dot_27_bar__plus_00_dot_07_bar__minus_03_dot_21)
        (objectType Candle_bar__plus_00_dot_38_bar__plus_03_dot_84_bar__minus_03_dot_37 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_38_bar__plus_03_dot_84_bar__minus_03_dot_37 Toilet_bar__plus_00_dot_74_bar__minus_03_dot_62_bar__plus_02_dot_73)
        (objectAtLocation Candle_bar__plus_00_dot_38_bar__plus_03_dot_84_bar__minus_03_dot_37 loc_bar_6_bar_6_bar_2_bar_45)
        (pickupable Candle_bar__plus_00_dot_38_bar__plus_03_dot_84_bar__minus_03_dot_37)
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
