(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        CDType - otype
        EggType - otype
        HandTowelType - otype
        SoapBarType - otype
        SoapBottleType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44 - object
        Book_bar__minus_01_dot_34_bar__minus_02_dot_08_bar__plus_00_dot_50 - object
        CD_bar__plus_02_dot_28_bar__minus_02_dot_71_bar__plus_02_dot_98 - object
        Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07 - object
        Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96 - object
        HandTowel_bar__minus_03_dot_13_bar__plus_02_dot_29_bar__plus_01_dot_42 - object
        SoapBottle_bar__plus_00_dot_92_bar__minus_00_dot_08_bar__minus_03_dot_35 - object
        TissueBox_bar__plus_00_dot_29_bar__minus_01_dot_67_bar__minus_02_dot_23 - object
        ToiletPaper_bar__minus_03_dot_69_bar__plus_02_dot_80_bar__plus_02_dot_99 - object
        Cabinet_bar__minus_02_dot_90_bar__plus_03_dot_79_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__minus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_30 - receptacle
        CounterTop_bar__plus_01_dot_62_bar__minus_03_dot_94_bar__minus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__minus_02_dot_40_bar__plus_02_dot_49 - receptacle
        Sink_bar__minus_00_dot_98_bar__minus_01_dot_45_bar__plus_03_dot_82_bar_SinkBasin - receptacle
        Sink_bar__plus_00_dot_50_bar__minus_01_dot_95_bar__plus_01_dot_75_bar_SinkBasin - receptacle
        Toilet_bar__plus_02_dot_78_bar__minus_03_dot_42_bar__plus_01_dot_07 - receptacle
        HandTowelHolder_bar__plus_01_dot_51_bar__minus_03_dot_15_bar__plus_02_dot_14 - receptacle
        GarbageCan_bar__plus_01_dot_35_bar__plus_02_dot_57_bar__plus_03_dot_94 - receptacle
        Drawer_bar__plus_02_dot_50_bar__minus_00_dot_57_bar__minus_01_dot_42 - receptacle
        Drawer_bar__minus_03_dot_59_bar__minus_01_dot_52_bar__minus_03_dot_35 - receptacle
        loc_bar_1_bar_3_bar_2_bar_60 - location
        loc_bar_1_bar__minus_3_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_45 - location
        loc_bar_2_bar__minus_9_bar_0_bar_45 - location
        loc_bar_6_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_45 - location
        loc_bar__minus_4_bar__minus_9_bar_0_bar_30 - location
        loc_bar__minus_5_bar_2_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_1_bar_1_bar_0 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_2_bar__minus_5_bar_1_bar_45)
        (receptacleType Cabinet_bar__minus_02_dot_90_bar__plus_03_dot_79_bar__minus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_90_bar__plus_03_dot_79_bar__minus_00_dot_43 loc_bar__minus_5_bar__minus_6_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_90_bar__plus_03_dot_79_bar__minus_00_dot_43)
        (receptacleType Cabinet_bar__minus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_30 loc_bar__minus_5_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_30)
        (receptacleType CounterTop_bar__plus_01_dot_62_bar__minus_03_dot_94_bar__minus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_62_bar__minus_03_dot_94_bar__minus_01_dot_02 loc_bar__minus_3_bar__minus_7_bar_3_bar_45)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__minus_02_dot_40_bar__plus_02_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__minus_02_dot_40_bar__plus_02_dot_49 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (receptacleType Sink_bar__minus_00_dot_98_bar__minus_01_dot_45_bar__plus_03_dot_82_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_98_bar__minus_01_dot_45_bar__plus_03_dot_82_bar_SinkBasin loc_bar__minus_2_bar_0_bar_1_bar__minus_30)
        (receptacleType Sink_bar__plus_00_dot_50_bar__minus_01_dot_95_bar__plus_01_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_50_bar__minus_01_dot_95_bar__plus_01_dot_75_bar_SinkBasin loc_bar_1_bar__minus_3_bar_1_bar_30)
        (receptacleType Toilet_bar__plus_02_dot_78_bar__minus_03_dot_42_bar__plus_01_dot_07 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_02_dot_78_bar__minus_03_dot_42_bar__plus_01_dot_07 loc_bar_1_bar_3_bar_2_bar_60)
        (receptacleType HandTowelHolder_bar__plus_01_dot_51_bar__minus_03_dot_15_bar__plus_02_dot_14 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__plus_01_dot_51_bar__minus_03_dot_15_bar__plus_02_dot_14 loc_bar_2_bar__minus_9_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_01_dot_35_bar__plus_02_dot_57_bar__plus_03_dot_94 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_35_bar__plus_02_dot_57_bar__plus_03_dot_94 loc_bar__minus_8_bar_1_bar_1_bar_0)
        (receptacleType Drawer_bar__plus_02_dot_50_bar__minus_00_dot_57_bar__minus_01_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_50_bar__minus_00_dot_57_bar__minus_01_dot_42 loc_bar_6_bar_7_bar_3_bar__minus_30)
        (openable Drawer_bar__plus_02_dot_50_bar__minus_00_dot_57_bar__minus_01_dot_42)
        (receptacleType Drawer_bar__minus_03_dot_59_bar__minus_01_dot_52_bar__minus_03_dot_35 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_59_bar__minus_01_dot_52_bar__minus_03_dot_35 loc_bar__minus_4_bar__minus_9_bar_0_bar_30)
        (openable Drawer_bar__minus_03_dot_59_bar__minus_01_dot_52_bar__minus_03_dot_35)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44 Cabinet_bar__minus_02_dot_90_bar__plus_03_dot_79_bar__minus_00_dot_43)
        (objectAtLocation SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44 loc_bar__minus_5_bar__minus_6_bar_0_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44)
        (cleanable SoapBar_bar__minus_02_dot_67_bar__plus_01_dot_85_bar__minus_01_dot_44)
        (objectType Book_bar__minus_01_dot_34_bar__minus_02_dot_08_bar__plus_00_dot_50 BookType)
        (inReceptacle Book_bar__minus_01_dot_34_bar__minus_02_dot_08_bar__plus_00_dot_50 CounterTop_bar__plus_01_dot_62_bar__minus_03_dot_94_bar__minus_01_dot_02)
        (objectAtLocation Book_bar__minus_01_dot_34_bar__minus_02_dot_08_bar__plus_00_dot_50 loc_bar__minus_3_bar__minus_7_bar_3_bar_45)
        (pickupable Book_bar__minus_01_dot_34_bar__minus_02_dot_08_bar__plus_00_dot_50)
        (objectType CD_bar__plus_02_dot_28_bar__minus_02_dot_71_bar__plus_02_dot_98 CDType)
        (inReceptacle CD_bar__plus_02_dot_28_bar__minus_02_dot_71_bar__plus_02_dot_98 GarbageCan_bar__plus_01_dot_35_bar__plus_02_dot_57_bar__plus_03_dot_94)
        (objectAtLocation CD_bar__plus_02_dot_28_bar__minus_02_dot_71_bar__plus_02_dot_98 loc_bar__minus_8_bar_1_bar_1_bar_0)
        (pickupable CD_bar__plus_02_dot_28_bar__minus_02_dot_71_bar__plus_02_dot_98)
        (objectType Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07 EggType)
        (inReceptacle Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07 CounterTop_bar__plus_01_dot_62_bar__minus_03_dot_94_bar__minus_01_dot_02)
        (objectAtLocation Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07 loc_bar__minus_3_bar__minus_7_bar_3_bar_45)
        (pickupable Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07)
        (heatable Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07)
        (coolable Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07)
        (cleanable Egg_bar__minus_01_dot_05_bar__minus_00_dot_62_bar__minus_01_dot_07)
        (objectType Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96 CounterTop_bar__plus_00_dot_97_bar__minus_02_dot_40_bar__plus_02_dot_49)
        (objectAtLocation Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (pickupable Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96)
        (heatable Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96)
        (coolable Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96)
        (cleanable Apple_bar__plus_02_dot_87_bar__minus_01_dot_48_bar__plus_00_dot_96)
        (objectType HandTowel_bar__minus_03_dot_13_bar__plus_02_dot_29_bar__plus_01_dot_42 HandTowelType)
        (inReceptacle HandTowel_bar__minus_03_dot_13_bar__plus_02_dot_29_bar__plus_01_dot_42 Toilet_bar__plus_02_dot_78_bar__minus_03_dot_42_bar__plus_01_dot_07)
        (objectAtLocation HandTowel_bar__minus_03_dot_13_bar__plus_02_dot_29_bar__plus_01_dot_42 loc_bar_1_bar_3_bar_2_bar_60)
        (pickupable HandTowel_bar__minus_03_dot_13_bar__plus_02_dot_29_bar__plus_01_dot_42)
        (objectType SoapBottle_bar__plus_00_dot_92_bar__minus_00_dot_08_bar__minus_03_dot_35 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_92_bar__minus_00_dot_08_bar__minus_03_dot_35 CounterTop_bar__plus_00_dot_97_bar__minus_02_dot_40_bar__plus_02_dot_49)
        (objectAtLocation SoapBottle_bar__plus_00_dot_92_bar__minus_00_dot_08_bar__minus_03_dot_35 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_92_bar__minus_00_dot_08_bar__minus_03_dot_35)
        (objectType TissueBox_bar__plus_00_dot_29_bar__minus_01_dot_67_bar__minus_02_dot_23 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_00_dot_29_bar__minus_01_dot_67_bar__minus_02_dot_23 Cabinet_bar__minus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_30)
        (objectAtLocation TissueBox_bar__plus_00_dot_29_bar__minus_01_dot_67_bar__minus_02_dot_23 loc_bar__minus_5_bar_2_bar_3_bar_30)
        (pickupable TissueBox_bar__plus_00_dot_29_bar__minus_01_dot_67_bar__minus_02_dot_23)
        (objectType ToiletPaper_bar__minus_03_dot_69_bar__plus_02_dot_80_bar__plus_02_dot_99 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_03_dot_69_bar__plus_02_dot_80_bar__plus_02_dot_99 Drawer_bar__plus_02_dot_50_bar__minus_00_dot_57_bar__minus_01_dot_42)
        (objectAtLocation ToiletPaper_bar__minus_03_dot_69_bar__plus_02_dot_80_bar__plus_02_dot_99 loc_bar_6_bar_7_bar_3_bar__minus_30)
        (pickupable ToiletPaper_bar__minus_03_dot_69_bar__plus_02_dot_80_bar__plus_02_dot_99)
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
