(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        EggType - otype
        PlateType - otype
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
        SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06 - object
        Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97 - object
        Book_bar__plus_02_dot_91_bar__minus_01_dot_26_bar__minus_03_dot_72 - object
        Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20 - object
        Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72 - object
        SoapBottle_bar__plus_03_dot_88_bar__minus_01_dot_29_bar__plus_00_dot_19 - object
        ToiletPaper_bar__plus_02_dot_55_bar__plus_01_dot_13_bar__minus_02_dot_56 - object
        SprayBottle_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__minus_00_dot_56 - object
        Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74 - receptacle
        Cabinet_bar__plus_02_dot_29_bar__plus_02_dot_86_bar__plus_01_dot_06 - receptacle
        Cabinet_bar__minus_00_dot_02_bar__minus_03_dot_42_bar__minus_01_dot_74 - receptacle
        CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69 - receptacle
        Sink_bar__minus_03_dot_99_bar__minus_01_dot_78_bar__plus_03_dot_62_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_87_bar__minus_01_dot_99_bar__plus_01_dot_69 - receptacle
        TowelHolder_bar__minus_02_dot_14_bar__minus_00_dot_03_bar__plus_03_dot_48 - receptacle
        GarbageCan_bar__minus_02_dot_06_bar__minus_02_dot_88_bar__plus_00_dot_64 - receptacle
        Shelf_bar__plus_03_dot_10_bar__plus_01_dot_55_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_8_bar_0_bar_30 - location
        loc_bar_1_bar__minus_6_bar_2_bar_0 - location
        loc_bar_3_bar_9_bar_3_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar_5_bar_4_bar_3_bar_45 - location
        loc_bar_7_bar__minus_6_bar_0_bar_60 - location
        loc_bar_7_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_7_bar_5_bar_1_bar_60 - location
        loc_bar__minus_8_bar_7_bar_0_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_3_bar_3_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_7_bar_5_bar_1_bar_60)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74 loc_bar_1_bar__minus_6_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74)
        (receptacleType Cabinet_bar__plus_02_dot_29_bar__plus_02_dot_86_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_29_bar__plus_02_dot_86_bar__plus_01_dot_06 loc_bar__minus_8_bar__minus_3_bar_3_bar_45)
        (openable Cabinet_bar__plus_02_dot_29_bar__plus_02_dot_86_bar__plus_01_dot_06)
        (receptacleType Cabinet_bar__minus_00_dot_02_bar__minus_03_dot_42_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_02_bar__minus_03_dot_42_bar__minus_01_dot_74 loc_bar_4_bar__minus_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_02_bar__minus_03_dot_42_bar__minus_01_dot_74)
        (receptacleType CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69 loc_bar_0_bar_8_bar_0_bar_30)
        (receptacleType Sink_bar__minus_03_dot_99_bar__minus_01_dot_78_bar__plus_03_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_99_bar__minus_01_dot_78_bar__plus_03_dot_62_bar_SinkBasin loc_bar__minus_8_bar_7_bar_0_bar__minus_30)
        (receptacleType Toilet_bar__minus_00_dot_87_bar__minus_01_dot_99_bar__plus_01_dot_69 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_87_bar__minus_01_dot_99_bar__plus_01_dot_69 loc_bar_3_bar_9_bar_3_bar__minus_30)
        (receptacleType TowelHolder_bar__minus_02_dot_14_bar__minus_00_dot_03_bar__plus_03_dot_48 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_02_dot_14_bar__minus_00_dot_03_bar__plus_03_dot_48 loc_bar_5_bar_4_bar_3_bar_45)
        (receptacleType GarbageCan_bar__minus_02_dot_06_bar__minus_02_dot_88_bar__plus_00_dot_64 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_06_bar__minus_02_dot_88_bar__plus_00_dot_64 loc_bar_7_bar__minus_9_bar_2_bar_0)
        (receptacleType Shelf_bar__plus_03_dot_10_bar__plus_01_dot_55_bar__minus_00_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_10_bar__plus_01_dot_55_bar__minus_00_dot_75 loc_bar_7_bar__minus_6_bar_0_bar_60)
        (canContain CabinetType BookType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BookType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06 Shelf_bar__plus_03_dot_10_bar__plus_01_dot_55_bar__minus_00_dot_75)
        (objectAtLocation SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06 loc_bar_7_bar__minus_6_bar_0_bar_60)
        (pickupable SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06)
        (cleanable SoapBar_bar__minus_02_dot_94_bar__plus_00_dot_45_bar__plus_02_dot_06)
        (objectType Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97 PlateType)
        (inReceptacle Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97 Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74)
        (objectAtLocation Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97 loc_bar_1_bar__minus_6_bar_2_bar_0)
        (pickupable Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97)
        (isReceptacleObject Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97)
        (heatable Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97)
        (coolable Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97)
        (cleanable Plate_bar__plus_03_dot_37_bar__minus_01_dot_71_bar__minus_03_dot_97)
        (objectType Book_bar__plus_02_dot_91_bar__minus_01_dot_26_bar__minus_03_dot_72 BookType)
        (inReceptacle Book_bar__plus_02_dot_91_bar__minus_01_dot_26_bar__minus_03_dot_72 Cabinet_bar__minus_00_dot_02_bar__minus_03_dot_42_bar__minus_01_dot_74)
        (objectAtLocation Book_bar__plus_02_dot_91_bar__minus_01_dot_26_bar__minus_03_dot_72 loc_bar_4_bar__minus_3_bar_3_bar__minus_30)
        (pickupable Book_bar__plus_02_dot_91_bar__minus_01_dot_26_bar__minus_03_dot_72)
        (objectType Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20 EggType)
        (inReceptacle Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20 GarbageCan_bar__minus_02_dot_06_bar__minus_02_dot_88_bar__plus_00_dot_64)
        (objectAtLocation Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20 loc_bar_7_bar__minus_9_bar_2_bar_0)
        (pickupable Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20)
        (heatable Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20)
        (coolable Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20)
        (cleanable Egg_bar__plus_00_dot_66_bar__plus_03_dot_23_bar__minus_02_dot_20)
        (objectType Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72 CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69)
        (objectAtLocation Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72 loc_bar_0_bar_8_bar_0_bar_30)
        (pickupable Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72)
        (heatable Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72)
        (coolable Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72)
        (cleanable Apple_bar__minus_02_dot_51_bar__plus_03_dot_36_bar__plus_03_dot_72)
        (objectType SoapBottle_bar__plus_03_dot_88_bar__minus_01_dot_29_bar__plus_00_dot_19 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_03_dot_88_bar__minus_01_dot_29_bar__plus_00_dot_19 CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69)
        (objectAtLocation SoapBottle_bar__plus_03_dot_88_bar__minus_01_dot_29_bar__plus_00_dot_19 loc_bar_0_bar_8_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_03_dot_88_bar__minus_01_dot_29_bar__plus_00_dot_19)
        (objectType ToiletPaper_bar__plus_02_dot_55_bar__plus_01_dot_13_bar__minus_02_dot_56 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_55_bar__plus_01_dot_13_bar__minus_02_dot_56 Cabinet_bar__plus_01_dot_90_bar__minus_03_dot_54_bar__minus_02_dot_74)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_55_bar__plus_01_dot_13_bar__minus_02_dot_56 loc_bar_1_bar__minus_6_bar_2_bar_0)
        (pickupable ToiletPaper_bar__plus_02_dot_55_bar__plus_01_dot_13_bar__minus_02_dot_56)
        (objectType SprayBottle_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__minus_00_dot_56 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__minus_00_dot_56 CounterTop_bar__plus_02_dot_00_bar__plus_03_dot_69_bar__plus_01_dot_69)
        (objectAtLocation SprayBottle_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__minus_00_dot_56 loc_bar_0_bar_8_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__minus_00_dot_56)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
