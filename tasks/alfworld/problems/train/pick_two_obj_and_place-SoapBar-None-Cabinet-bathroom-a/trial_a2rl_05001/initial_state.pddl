(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
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
        SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88 - object
        SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56 - object
        Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31 - object
        CD_bar__plus_01_dot_98_bar__plus_01_dot_97_bar__plus_02_dot_79 - object
        SoapBottle_bar__minus_02_dot_81_bar__minus_01_dot_33_bar__minus_03_dot_77 - object
        ToiletPaper_bar__plus_02_dot_39_bar__plus_01_dot_92_bar__minus_02_dot_43 - object
        SprayBottle_bar__plus_00_dot_03_bar__minus_01_dot_59_bar__minus_01_dot_33 - object
        Cabinet_bar__plus_02_dot_83_bar__plus_02_dot_66_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_07_bar__plus_01_dot_90_bar__minus_03_dot_75 - receptacle
        Cabinet_bar__minus_02_dot_86_bar__plus_01_dot_56_bar__plus_00_dot_52 - receptacle
        CounterTop_bar__minus_00_dot_92_bar__minus_02_dot_64_bar__minus_01_dot_52 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_01_dot_95_bar__plus_02_dot_62_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_50_bar__minus_03_dot_86_bar__minus_03_dot_94 - receptacle
        TowelHolder_bar__plus_01_dot_53_bar__minus_02_dot_53_bar__minus_03_dot_31 - receptacle
        GarbageCan_bar__minus_00_dot_41_bar__plus_03_dot_75_bar__minus_01_dot_02 - receptacle
        Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29 - receptacle
        loc_bar_1_bar_1_bar_3_bar__minus_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar_7_bar_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_9_bar_0_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_7_bar_0_bar_60 - location
        loc_bar__minus_5_bar_6_bar_1_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_6_bar_0_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_45 - location
        loc_bar__minus_7_bar_5_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_2_bar_0_bar_45)
        (receptacleType Cabinet_bar__plus_02_dot_83_bar__plus_02_dot_66_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_83_bar__plus_02_dot_66_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_7_bar_0_bar_60)
        (openable Cabinet_bar__plus_02_dot_83_bar__plus_02_dot_66_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_07_bar__plus_01_dot_90_bar__minus_03_dot_75 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_07_bar__plus_01_dot_90_bar__minus_03_dot_75 loc_bar__minus_5_bar__minus_6_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_07_bar__plus_01_dot_90_bar__minus_03_dot_75)
        (receptacleType Cabinet_bar__minus_02_dot_86_bar__plus_01_dot_56_bar__plus_00_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_86_bar__plus_01_dot_56_bar__plus_00_dot_52 loc_bar_1_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_86_bar__plus_01_dot_56_bar__plus_00_dot_52)
        (receptacleType CounterTop_bar__minus_00_dot_92_bar__minus_02_dot_64_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_92_bar__minus_02_dot_64_bar__minus_01_dot_52 loc_bar__minus_1_bar_9_bar_0_bar__minus_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_01_dot_95_bar__plus_02_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_01_dot_95_bar__plus_02_dot_62_bar_SinkBasin loc_bar_4_bar__minus_9_bar_2_bar_30)
        (receptacleType Toilet_bar__plus_01_dot_50_bar__minus_03_dot_86_bar__minus_03_dot_94 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_01_dot_50_bar__minus_03_dot_86_bar__minus_03_dot_94 loc_bar_7_bar_3_bar_0_bar_30)
        (receptacleType TowelHolder_bar__plus_01_dot_53_bar__minus_02_dot_53_bar__minus_03_dot_31 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__plus_01_dot_53_bar__minus_02_dot_53_bar__minus_03_dot_31 loc_bar_3_bar__minus_3_bar_1_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_00_dot_41_bar__plus_03_dot_75_bar__minus_01_dot_02 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_41_bar__plus_03_dot_75_bar__minus_01_dot_02 loc_bar__minus_5_bar_6_bar_1_bar__minus_30)
        (receptacleType Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29 loc_bar__minus_7_bar_5_bar_0_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CDType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88 Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29)
        (objectAtLocation SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88 loc_bar__minus_7_bar_5_bar_0_bar_60)
        (pickupable SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88)
        (cleanable SoapBar_bar__minus_01_dot_33_bar__plus_02_dot_85_bar__plus_02_dot_88)
        (objectType SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56 Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29)
        (objectAtLocation SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56 loc_bar__minus_7_bar_5_bar_0_bar_60)
        (pickupable SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56)
        (cleanable SoapBar_bar__plus_00_dot_21_bar__minus_03_dot_43_bar__minus_01_dot_56)
        (objectType Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31 Shelf_bar__minus_02_dot_58_bar__minus_01_dot_26_bar__plus_03_dot_29)
        (objectAtLocation Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31 loc_bar__minus_7_bar_5_bar_0_bar_60)
        (pickupable Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31)
        (isReceptacleObject Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31)
        (coolable Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31)
        (cleanable Bowl_bar__minus_01_dot_00_bar__plus_02_dot_06_bar__plus_01_dot_31)
        (objectType CD_bar__plus_01_dot_98_bar__plus_01_dot_97_bar__plus_02_dot_79 CDType)
        (inReceptacle CD_bar__plus_01_dot_98_bar__plus_01_dot_97_bar__plus_02_dot_79 CounterTop_bar__minus_00_dot_92_bar__minus_02_dot_64_bar__minus_01_dot_52)
        (objectAtLocation CD_bar__plus_01_dot_98_bar__plus_01_dot_97_bar__plus_02_dot_79 loc_bar__minus_1_bar_9_bar_0_bar__minus_30)
        (pickupable CD_bar__plus_01_dot_98_bar__plus_01_dot_97_bar__plus_02_dot_79)
        (objectType SoapBottle_bar__minus_02_dot_81_bar__minus_01_dot_33_bar__minus_03_dot_77 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_81_bar__minus_01_dot_33_bar__minus_03_dot_77 GarbageCan_bar__minus_00_dot_41_bar__plus_03_dot_75_bar__minus_01_dot_02)
        (objectAtLocation SoapBottle_bar__minus_02_dot_81_bar__minus_01_dot_33_bar__minus_03_dot_77 loc_bar__minus_5_bar_6_bar_1_bar__minus_30)
        (pickupable SoapBottle_bar__minus_02_dot_81_bar__minus_01_dot_33_bar__minus_03_dot_77)
        (objectType ToiletPaper_bar__plus_02_dot_39_bar__plus_01_dot_92_bar__minus_02_dot_43 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_39_bar__plus_01_dot_92_bar__minus_02_dot_43 Cabinet_bar__plus_02_dot_83_bar__plus_02_dot_66_bar__minus_01_dot_11)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_39_bar__plus_01_dot_92_bar__minus_02_dot_43 loc_bar__minus_4_bar__minus_7_bar_0_bar_60)
        (pickupable ToiletPaper_bar__plus_02_dot_39_bar__plus_01_dot_92_bar__minus_02_dot_43)
        (objectType SprayBottle_bar__plus_00_dot_03_bar__minus_01_dot_59_bar__minus_01_dot_33 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_03_bar__minus_01_dot_59_bar__minus_01_dot_33 Cabinet_bar__minus_02_dot_86_bar__plus_01_dot_56_bar__plus_00_dot_52)
        (objectAtLocation SprayBottle_bar__plus_00_dot_03_bar__minus_01_dot_59_bar__minus_01_dot_33 loc_bar_1_bar_1_bar_3_bar__minus_30)
        (pickupable SprayBottle_bar__plus_00_dot_03_bar__minus_01_dot_59_bar__minus_01_dot_33)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
