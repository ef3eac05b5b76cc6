(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        HandTowelType - otype
        PlateType - otype
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
        SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52 - object
        Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50 - object
        Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39 - object
        HandTowel_bar__plus_01_dot_15_bar__minus_00_dot_92_bar__plus_02_dot_93 - object
        SoapBottle_bar__plus_01_dot_10_bar__minus_02_dot_78_bar__plus_02_dot_88 - object
        TissueBox_bar__minus_03_dot_35_bar__plus_02_dot_07_bar__minus_00_dot_67 - object
        ToiletPaper_bar__minus_00_dot_49_bar__plus_00_dot_63_bar__minus_00_dot_41 - object
        Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_41_bar__minus_01_dot_70 - receptacle
        Cabinet_bar__minus_01_dot_07_bar__plus_00_dot_94_bar__minus_01_dot_28 - receptacle
        CounterTop_bar__minus_02_dot_19_bar__minus_00_dot_22_bar__plus_02_dot_37 - receptacle
        CounterTop_bar__plus_00_dot_57_bar__minus_00_dot_06_bar__minus_00_dot_70 - receptacle
        Sink_bar__plus_01_dot_51_bar__plus_03_dot_58_bar__minus_03_dot_74_bar_SinkBasin - receptacle
        Sink_bar__plus_02_dot_59_bar__minus_03_dot_91_bar__plus_02_dot_67_bar_SinkBasin - receptacle
        Toilet_bar__plus_00_dot_01_bar__minus_01_dot_26_bar__plus_03_dot_17 - receptacle
        HandTowelHolder_bar__minus_02_dot_38_bar__minus_03_dot_75_bar__plus_02_dot_45 - receptacle
        GarbageCan_bar__plus_03_dot_26_bar__minus_02_dot_58_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_00_dot_98_bar__plus_01_dot_19_bar__plus_00_dot_60 - receptacle
        Drawer_bar__plus_00_dot_90_bar__plus_02_dot_06_bar__plus_01_dot_27 - receptacle
        loc_bar_0_bar__minus_5_bar_3_bar_0 - location
        loc_bar_6_bar__minus_9_bar_0_bar__minus_30 - location
        loc_bar_9_bar__minus_5_bar_3_bar_45 - location
        loc_bar__minus_1_bar_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_0_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_0_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_7_bar_3_bar_2_bar_45 - location
        loc_bar__minus_8_bar_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_8_bar_1_bar_45 - location
    )
    (:init
        (atLocation agent1 loc_bar_9_bar__minus_5_bar_3_bar_45)
        (receptacleType Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_41_bar__minus_01_dot_70 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_41_bar__minus_01_dot_70 loc_bar__minus_5_bar_6_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_41_bar__minus_01_dot_70)
        (receptacleType Cabinet_bar__minus_01_dot_07_bar__plus_00_dot_94_bar__minus_01_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_07_bar__plus_00_dot_94_bar__minus_01_dot_28 loc_bar__minus_8_bar__minus_8_bar_1_bar_45)
        (openable Cabinet_bar__minus_01_dot_07_bar__plus_00_dot_94_bar__minus_01_dot_28)
        (receptacleType CounterTop_bar__minus_02_dot_19_bar__minus_00_dot_22_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_19_bar__minus_00_dot_22_bar__plus_02_dot_37 loc_bar__minus_1_bar_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_57_bar__minus_00_dot_06_bar__minus_00_dot_70 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_57_bar__minus_00_dot_06_bar__minus_00_dot_70 loc_bar__minus_1_bar__minus_4_bar_0_bar__minus_30)
        (receptacleType Sink_bar__plus_01_dot_51_bar__plus_03_dot_58_bar__minus_03_dot_74_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_51_bar__plus_03_dot_58_bar__minus_03_dot_74_bar_SinkBasin loc_bar_0_bar__minus_5_bar_3_bar_0)
        (receptacleType Sink_bar__plus_02_dot_59_bar__minus_03_dot_91_bar__plus_02_dot_67_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_59_bar__minus_03_dot_91_bar__plus_02_dot_67_bar_SinkBasin loc_bar__minus_8_bar_4_bar_1_bar_30)
        (receptacleType Toilet_bar__plus_00_dot_01_bar__minus_01_dot_26_bar__plus_03_dot_17 ToiletType)
        (receptacleAtLocation Toilet_bar__plus_00_dot_01_bar__minus_01_dot_26_bar__plus_03_dot_17 loc_bar_6_bar__minus_9_bar_0_bar__minus_30)
        (receptacleType HandTowelHolder_bar__minus_02_dot_38_bar__minus_03_dot_75_bar__plus_02_dot_45 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_02_dot_38_bar__minus_03_dot_75_bar__plus_02_dot_45 loc_bar__minus_3_bar__minus_7_bar_1_bar_30)
        (receptacleType GarbageCan_bar__plus_03_dot_26_bar__minus_02_dot_58_bar__plus_00_dot_37 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_26_bar__minus_02_dot_58_bar__plus_00_dot_37 loc_bar__minus_7_bar_3_bar_2_bar_45)
        (receptacleType Drawer_bar__plus_00_dot_98_bar__plus_01_dot_19_bar__plus_00_dot_60 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_98_bar__plus_01_dot_19_bar__plus_00_dot_60 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_98_bar__plus_01_dot_19_bar__plus_00_dot_60)
        (receptacleType Drawer_bar__plus_00_dot_90_bar__plus_02_dot_06_bar__plus_01_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_90_bar__plus_02_dot_06_bar__plus_01_dot_27 loc_bar__minus_6_bar__minus_7_bar_2_bar_0)
        (openable Drawer_bar__plus_00_dot_90_bar__plus_02_dot_06_bar__plus_01_dot_27)
        (canContain CabinetType BowlType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52 Drawer_bar__plus_00_dot_90_bar__plus_02_dot_06_bar__plus_01_dot_27)
        (objectAtLocation SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52 loc_bar__minus_6_bar__minus_7_bar_2_bar_0)
        (pickupable SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52)
        (cleanable SoapBar_bar__plus_02_dot_71_bar__plus_00_dot_68_bar__minus_02_dot_52)
        (objectType Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50 Sink_bar__plus_02_dot_59_bar__minus_03_dot_91_bar__plus_02_dot_67_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50 loc_bar__minus_8_bar_4_bar_1_bar_30)
        (pickupable Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50)
        (isReceptacleObject Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50)
        (coolable Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50)
        (cleanable Bowl_bar__minus_02_dot_36_bar__minus_01_dot_43_bar__minus_00_dot_50)
        (objectType Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39 Cabinet_bar__minus_01_dot_07_bar__plus_00_dot_94_bar__minus_01_dot_28)
        (objectAtLocation Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39 loc_bar__minus_8_bar__minus_8_bar_1_bar_45)
        (pickupable Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39)
        (isReceptacleObject Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39)
        (heatable Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39)
        (coolable Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39)
        (cleanable Plate_bar__minus_01_dot_28_bar__minus_03_dot_87_bar__minus_03_dot_39)
        (objectType HandTowel_bar__plus_01_dot_15_bar__minus_00_dot_92_bar__plus_02_dot_93 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_15_bar__minus_00_dot_92_bar__plus_02_dot_93 Sink_bar__plus_01_dot_51_bar__plus_03_dot_58_bar__minus_03_dot_74_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__plus_01_dot_15_bar__minus_00_dot_92_bar__plus_02_dot_93 loc_bar_0_bar__minus_5_bar_3_bar_0)
        (pickupable HandTowel_bar__plus_01_dot_15_bar__minus_00_dot_92_bar__plus_02_dot_93)
        (objectType SoapBottle_bar__plus_01_dot_10_bar__minus_02_dot_78_bar__plus_02_dot_88 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_10_bar__minus_02_dot_78_bar__plus_02_dot_88 Toilet_bar__plus_00_dot_01_bar__minus_01_dot_26_bar__plus_03_dot_17)
        (objectAtLocation SoapBottle_bar__plus_01_dot_10_bar__minus_02_dot_78_bar__plus_02_dot_88 loc_bar_6_bar__minus_9_bar_0_bar__minus_30)
        (pickupable SoapBottle_bar__plus_01_dot_10_bar__minus_02_dot_78_bar__plus_02_dot_88)
        (objectType TissueBox_bar__minus_03_dot_35_bar__plus_02_dot_07_bar__minus_00_dot_67 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_03_dot_35_bar__plus_02_dot_07_bar__minus_00_dot_67 CounterTop_bar__plus_00_dot_57_bar__minus_00_dot_06_bar__minus_00_dot_70)
        (objectAtLocation TissueBox_bar__minus_03_dot_35_bar__plus_02_dot_07_bar__minus_00_dot_67 loc_bar__minus_1_bar__minus_4_bar_0_bar__minus_30)
        (pickupable TissueBox_bar__minus_03_dot_35_bar__plus_02_dot_07_bar__minus_00_dot_67)
        (objectType ToiletPaper_bar__minus_00_dot_49_bar__plus_00_dot_63_bar__minus_00_dot_41 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_49_bar__plus_00_dot_63_bar__minus_00_dot_41 CounterTop_bar__plus_00_dot_57_bar__minus_00_dot_06_bar__minus_00_dot_70)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_49_bar__plus_00_dot_63_bar__minus_00_dot_41 loc_bar__minus_1_bar__minus_4_bar_0_bar__minus_30)
        (pickupable ToiletPaper_bar__minus_00_dot_49_bar__plus_00_dot_63_bar__minus_00_dot_41)
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
