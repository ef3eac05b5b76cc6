(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        CDType - otype
        KettleType - otype
        MugType - otype
        PlateType - otype
        SaltShakerType - otype
        SpoonType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77 - object
        Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71 - object
        CD_bar__minus_01_dot_54_bar__minus_01_dot_67_bar__plus_01_dot_33 - object
        Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50 - object
        Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18 - object
        Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25 - object
        SaltShaker_bar__minus_03_dot_75_bar__minus_02_dot_08_bar__minus_02_dot_18 - object
        Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54 - object
        Cabinet_bar__minus_02_dot_89_bar__minus_02_dot_17_bar__plus_00_dot_34 - receptacle
        Cabinet_bar__minus_01_dot_35_bar__plus_02_dot_52_bar__plus_01_dot_70 - receptacle
        Cabinet_bar__plus_01_dot_71_bar__minus_00_dot_26_bar__plus_00_dot_74 - receptacle
        CounterTop_bar__plus_01_dot_42_bar__minus_00_dot_62_bar__minus_03_dot_32 - receptacle
        CounterTop_bar__plus_01_dot_77_bar__minus_02_dot_37_bar__plus_02_dot_55 - receptacle
        Drawer_bar__minus_02_dot_86_bar__minus_00_dot_90_bar__plus_02_dot_16 - receptacle
        Drawer_bar__plus_02_dot_81_bar__plus_01_dot_13_bar__minus_02_dot_11 - receptacle
        Fridge_bar__minus_00_dot_00_bar__minus_02_dot_84_bar__plus_01_dot_75 - receptacle
        Microwave_bar__plus_03_dot_51_bar__minus_01_dot_09_bar__plus_00_dot_32 - receptacle
        Sink_bar__minus_00_dot_48_bar__plus_01_dot_86_bar__minus_01_dot_81_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_02_dot_47_bar__plus_00_dot_94_bar__plus_03_dot_54 - receptacle
        StoveBurner_bar__minus_02_dot_68_bar__minus_02_dot_39_bar__minus_03_dot_84 - receptacle
        DiningTable_bar__plus_03_dot_57_bar__minus_01_dot_70_bar__plus_02_dot_29 - receptacle
        GarbageCan_bar__minus_02_dot_72_bar__plus_01_dot_79_bar__minus_03_dot_62 - receptacle
        CoffeeMachine_bar__minus_03_dot_70_bar__plus_00_dot_27_bar__plus_03_dot_29 - receptacle
        loc_bar_0_bar__minus_8_bar_3_bar_0 - location
        loc_bar_0_bar__minus_9_bar_2_bar_60 - location
        loc_bar_1_bar_8_bar_2_bar_60 - location
        loc_bar_2_bar__minus_5_bar_0_bar_0 - location
        loc_bar_4_bar_8_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_0_bar_45 - location
        loc_bar_6_bar_9_bar_1_bar__minus_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_45 - location
        loc_bar__minus_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar_5_bar_0_bar_60 - location
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar_8_bar_0_bar_45 - location
        loc_bar__minus_8_bar_0_bar_2_bar_0 - location
        loc_bar__minus_9_bar_0_bar_0_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar_6_bar_9_bar_1_bar__minus_30)
        (receptacleType Cabinet_bar__minus_02_dot_89_bar__minus_02_dot_17_bar__plus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_89_bar__minus_02_dot_17_bar__plus_00_dot_34 loc_bar_0_bar__minus_8_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_89_bar__minus_02_dot_17_bar__plus_00_dot_34)
        (receptacleType Cabinet_bar__minus_01_dot_35_bar__plus_02_dot_52_bar__plus_01_dot_70 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_35_bar__plus_02_dot_52_bar__plus_01_dot_70 loc_bar__minus_9_bar_0_bar_0_bar_60)
        (openable Cabinet_bar__minus_01_dot_35_bar__plus_02_dot_52_bar__plus_01_dot_70)
        (receptacleType Cabinet_bar__plus_01_dot_71_bar__minus_00_dot_26_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_71_bar__minus_00_dot_26_bar__plus_00_dot_74 loc_bar__minus_1_bar_5_bar_0_bar_60)
        (openable Cabinet_bar__plus_01_dot_71_bar__minus_00_dot_26_bar__plus_00_dot_74)
        (receptacleType CounterTop_bar__plus_01_dot_42_bar__minus_00_dot_62_bar__minus_03_dot_32 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_42_bar__minus_00_dot_62_bar__minus_03_dot_32 loc_bar__minus_6_bar_8_bar_0_bar_45)
        (receptacleType CounterTop_bar__plus_01_dot_77_bar__minus_02_dot_37_bar__plus_02_dot_55 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_77_bar__minus_02_dot_37_bar__plus_02_dot_55 loc_bar__minus_5_bar_6_bar_3_bar__minus_30)
        (receptacleType Drawer_bar__minus_02_dot_86_bar__minus_00_dot_90_bar__plus_02_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_86_bar__minus_00_dot_90_bar__plus_02_dot_16 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_02_dot_86_bar__minus_00_dot_90_bar__plus_02_dot_16)
        (receptacleType Drawer_bar__plus_02_dot_81_bar__plus_01_dot_13_bar__minus_02_dot_11 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_81_bar__plus_01_dot_13_bar__minus_02_dot_11 loc_bar_5_bar_2_bar_0_bar_45)
        (openable Drawer_bar__plus_02_dot_81_bar__plus_01_dot_13_bar__minus_02_dot_11)
        (receptacleType Fridge_bar__minus_00_dot_00_bar__minus_02_dot_84_bar__plus_01_dot_75 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_00_bar__minus_02_dot_84_bar__plus_01_dot_75 loc_bar_2_bar__minus_5_bar_0_bar_0)
        (openable Fridge_bar__minus_00_dot_00_bar__minus_02_dot_84_bar__plus_01_dot_75)
        (receptacleType Microwave_bar__plus_03_dot_51_bar__minus_01_dot_09_bar__plus_00_dot_32 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_03_dot_51_bar__minus_01_dot_09_bar__plus_00_dot_32 loc_bar_6_bar__minus_2_bar_2_bar_45)
        (openable Microwave_bar__plus_03_dot_51_bar__minus_01_dot_09_bar__plus_00_dot_32)
        (receptacleType Sink_bar__minus_00_dot_48_bar__plus_01_dot_86_bar__minus_01_dot_81_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_48_bar__plus_01_dot_86_bar__minus_01_dot_81_bar_SinkBasin loc_bar_4_bar_8_bar_1_bar_0)
        (receptacleType StoveBurner_bar__plus_02_dot_47_bar__plus_00_dot_94_bar__plus_03_dot_54 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_47_bar__plus_00_dot_94_bar__plus_03_dot_54 loc_bar__minus_8_bar_0_bar_2_bar_0)
        (receptacleType StoveBurner_bar__minus_02_dot_68_bar__minus_02_dot_39_bar__minus_03_dot_84 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_68_bar__minus_02_dot_39_bar__minus_03_dot_84 loc_bar__minus_5_bar_2_bar_2_bar__minus_30)
        (receptacleType DiningTable_bar__plus_03_dot_57_bar__minus_01_dot_70_bar__plus_02_dot_29 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_03_dot_57_bar__minus_01_dot_70_bar__plus_02_dot_29 loc_bar_0_bar__minus_9_bar_2_bar_60)
        (receptacleType GarbageCan_bar__minus_02_dot_72_bar__plus_01_dot_79_bar__minus_03_dot_62 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_72_bar__plus_01_dot_79_bar__minus_03_dot_62 loc_bar_1_bar_8_bar_2_bar_60)
        (receptacleType CoffeeMachine_bar__minus_03_dot_70_bar__plus_00_dot_27_bar__plus_03_dot_29 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_03_dot_70_bar__plus_00_dot_27_bar__plus_03_dot_29 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (canContain CabinetType CDType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77 MugType)
        (inReceptacle Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77 DiningTable_bar__plus_03_dot_57_bar__minus_01_dot_70_bar__plus_02_dot_29)
        (objectAtLocation Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77 loc_bar_0_bar__minus_9_bar_2_bar_60)
        (pickupable Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77)
        (isReceptacleObject Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77)
        (heatable Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77)
        (coolable Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77)
        (cleanable Mug_bar__minus_00_dot_37_bar__minus_03_dot_66_bar__plus_03_dot_77)
        (objectType Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71 Microwave_bar__plus_03_dot_51_bar__minus_01_dot_09_bar__plus_00_dot_32)
        (objectAtLocation Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71 loc_bar_6_bar__minus_2_bar_2_bar_45)
        (pickupable Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71)
        (isReceptacleObject Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71)
        (heatable Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71)
        (coolable Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71)
        (cleanable Plate_bar__minus_01_dot_97_bar__plus_00_dot_01_bar__plus_01_dot_71)
        (objectType CD_bar__minus_01_dot_54_bar__minus_01_dot_67_bar__plus_01_dot_33 CDType)
        (inReceptacle CD_bar__minus_01_dot_54_bar__minus_01_dot_67_bar__plus_01_dot_33 Cabinet_bar__plus_01_dot_71_bar__minus_00_dot_26_bar__plus_00_dot_74)
        (objectAtLocation CD_bar__minus_01_dot_54_bar__minus_01_dot_67_bar__plus_01_dot_33 loc_bar__minus_1_bar_5_bar_0_bar_60)
        (pickupable CD_bar__minus_01_dot_54_bar__minus_01_dot_67_bar__plus_01_dot_33)
        (objectType Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50 AppleType)
        (inReceptacle Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50 GarbageCan_bar__minus_02_dot_72_bar__plus_01_dot_79_bar__minus_03_dot_62)
        (objectAtLocation Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50 loc_bar_1_bar_8_bar_2_bar_60)
        (pickupable Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50)
        (heatable Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50)
        (coolable Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50)
        (cleanable Apple_bar__minus_03_dot_51_bar__plus_03_dot_07_bar__plus_03_dot_50)
        (objectType Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18 Sink_bar__minus_00_dot_48_bar__plus_01_dot_86_bar__minus_01_dot_81_bar_SinkBasin)
        (objectAtLocation Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18 loc_bar_4_bar_8_bar_1_bar_0)
        (pickupable Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18)
        (cleanable Spoon_bar__minus_02_dot_54_bar__plus_02_dot_34_bar__minus_03_dot_18)
        (objectType Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25 GarbageCan_bar__minus_02_dot_72_bar__plus_01_dot_79_bar__minus_03_dot_62)
        (objectAtLocation Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25 loc_bar_1_bar_8_bar_2_bar_60)
        (pickupable Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25)
        (heatable Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25)
        (coolable Bread_bar__plus_01_dot_26_bar__minus_02_dot_22_bar__plus_00_dot_25)
        (objectType SaltShaker_bar__minus_03_dot_75_bar__minus_02_dot_08_bar__minus_02_dot_18 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_75_bar__minus_02_dot_08_bar__minus_02_dot_18 Drawer_bar__plus_02_dot_81_bar__plus_01_dot_13_bar__minus_02_dot_11)
        (objectAtLocation SaltShaker_bar__minus_03_dot_75_bar__minus_02_dot_08_bar__minus_02_dot_18 loc_bar_5_bar_2_bar_0_bar_45)
        (pickupable SaltShaker_bar__minus_03_dot_75_bar__minus_02_dot_08_bar__minus_02_dot_18)
        (objectType Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54 CounterTop_bar__plus_01_dot_42_bar__minus_00_dot_62_bar__minus_03_dot_32)
        (objectAtLocation Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54 loc_bar__minus_6_bar_8_bar_0_bar_45)
        (pickupable Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54)
        (cleanable Kettle_bar__minus_01_dot_92_bar__minus_02_dot_45_bar__minus_01_dot_54)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
