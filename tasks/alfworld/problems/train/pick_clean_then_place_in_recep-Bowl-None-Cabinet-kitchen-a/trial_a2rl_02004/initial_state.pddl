(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        BowlType - otype
        BreadType - otype
        CDType - otype
        ForkType - otype
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
        Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17 - object
        Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54 - object
        Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29 - object
        Book_bar__minus_00_dot_11_bar__plus_03_dot_85_bar__minus_03_dot_51 - object
        CD_bar__plus_01_dot_84_bar__plus_03_dot_00_bar__minus_03_dot_47 - object
        Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75 - object
        Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68 - object
        Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40 - object
        Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59 - object
        SaltShaker_bar__minus_03_dot_95_bar__plus_03_dot_93_bar__plus_01_dot_80 - object
        Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19 - object
        Cabinet_bar__plus_00_dot_79_bar__minus_02_dot_52_bar__minus_02_dot_10 - receptacle
        Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82 - receptacle
        Cabinet_bar__plus_02_dot_08_bar__plus_02_dot_88_bar__minus_02_dot_03 - receptacle
        CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_10_bar__plus_00_dot_67 - receptacle
        CounterTop_bar__plus_01_dot_17_bar__minus_01_dot_86_bar__plus_01_dot_87 - receptacle
        Drawer_bar__plus_02_dot_43_bar__minus_01_dot_14_bar__plus_02_dot_90 - receptacle
        Drawer_bar__plus_03_dot_19_bar__plus_00_dot_96_bar__minus_00_dot_16 - receptacle
        Fridge_bar__minus_01_dot_59_bar__minus_00_dot_14_bar__plus_02_dot_97 - receptacle
        Microwave_bar__minus_03_dot_23_bar__plus_02_dot_03_bar__minus_01_dot_72 - receptacle
        Sink_bar__minus_00_dot_25_bar__minus_02_dot_09_bar__minus_02_dot_88_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_01_dot_15_bar__plus_02_dot_86_bar__plus_00_dot_42 - receptacle
        StoveBurner_bar__plus_02_dot_51_bar__plus_00_dot_35_bar__plus_01_dot_88 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86 - receptacle
        GarbageCan_bar__plus_03_dot_56_bar__minus_00_dot_71_bar__plus_03_dot_69 - receptacle
        CoffeeMachine_bar__plus_02_dot_56_bar__plus_00_dot_00_bar__plus_03_dot_13 - receptacle
        loc_bar_4_bar__minus_2_bar_1_bar_45 - location
        loc_bar_4_bar__minus_8_bar_3_bar_0 - location
        loc_bar_5_bar_3_bar_1_bar_0 - location
        loc_bar_5_bar__minus_2_bar_0_bar_45 - location
        loc_bar_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar_8_bar_6_bar_0_bar_60 - location
        loc_bar_8_bar_8_bar_1_bar_60 - location
        loc_bar__minus_2_bar_3_bar_3_bar_30 - location
        loc_bar__minus_4_bar_4_bar_1_bar_60 - location
        loc_bar__minus_5_bar__minus_4_bar_1_bar_60 - location
        loc_bar__minus_6_bar_0_bar_0_bar_45 - location
        loc_bar__minus_6_bar_5_bar_2_bar_60 - location
        loc_bar__minus_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_0_bar_0 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_60 - location
        loc_bar__minus_7_bar__minus_3_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_79_bar__minus_02_dot_52_bar__minus_02_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_79_bar__minus_02_dot_52_bar__minus_02_dot_10 loc_bar_5_bar__minus_2_bar_0_bar_45)
        (openable Cabinet_bar__plus_00_dot_79_bar__minus_02_dot_52_bar__minus_02_dot_10)
        (receptacleType Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82 loc_bar_8_bar_6_bar_0_bar_60)
        (openable Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82)
        (receptacleType Cabinet_bar__plus_02_dot_08_bar__plus_02_dot_88_bar__minus_02_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_08_bar__plus_02_dot_88_bar__minus_02_dot_03 loc_bar_8_bar_8_bar_1_bar_60)
        (openable Cabinet_bar__plus_02_dot_08_bar__plus_02_dot_88_bar__minus_02_dot_03)
        (receptacleType CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_10_bar__plus_00_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_10_bar__plus_00_dot_67 loc_bar__minus_7_bar__minus_2_bar_3_bar_60)
        (receptacleType CounterTop_bar__plus_01_dot_17_bar__minus_01_dot_86_bar__plus_01_dot_87 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_17_bar__minus_01_dot_86_bar__plus_01_dot_87 loc_bar_4_bar__minus_2_bar_1_bar_45)
        (receptacleType Drawer_bar__plus_02_dot_43_bar__minus_01_dot_14_bar__plus_02_dot_90 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_43_bar__minus_01_dot_14_bar__plus_02_dot_90 loc_bar__minus_2_bar_3_bar_3_bar_30)
        (openable Drawer_bar__plus_02_dot_43_bar__minus_01_dot_14_bar__plus_02_dot_90)
        (receptacleType Drawer_bar__plus_03_dot_19_bar__plus_00_dot_96_bar__minus_00_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_19_bar__plus_00_dot_96_bar__minus_00_dot_16 loc_bar__minus_6_bar__minus_5_bar_0_bar_0)
        (openable Drawer_bar__plus_03_dot_19_bar__plus_00_dot_96_bar__minus_00_dot_16)
        (receptacleType Fridge_bar__minus_01_dot_59_bar__minus_00_dot_14_bar__plus_02_dot_97 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_59_bar__minus_00_dot_14_bar__plus_02_dot_97 loc_bar__minus_5_bar__minus_4_bar_1_bar_60)
        (openable Fridge_bar__minus_01_dot_59_bar__minus_00_dot_14_bar__plus_02_dot_97)
        (receptacleType Microwave_bar__minus_03_dot_23_bar__plus_02_dot_03_bar__minus_01_dot_72 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_23_bar__plus_02_dot_03_bar__minus_01_dot_72 loc_bar__minus_4_bar_4_bar_1_bar_60)
        (openable Microwave_bar__minus_03_dot_23_bar__plus_02_dot_03_bar__minus_01_dot_72)
        (receptacleType Sink_bar__minus_00_dot_25_bar__minus_02_dot_09_bar__minus_02_dot_88_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_25_bar__minus_02_dot_09_bar__minus_02_dot_88_bar_SinkBasin loc_bar_4_bar__minus_8_bar_3_bar_0)
        (receptacleType StoveBurner_bar__minus_01_dot_15_bar__plus_02_dot_86_bar__plus_00_dot_42 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_15_bar__plus_02_dot_86_bar__plus_00_dot_42 loc_bar__minus_6_bar_5_bar_2_bar_60)
        (receptacleType StoveBurner_bar__plus_02_dot_51_bar__plus_00_dot_35_bar__plus_01_dot_88 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_51_bar__plus_00_dot_35_bar__plus_01_dot_88 loc_bar__minus_6_bar_0_bar_0_bar_45)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86 loc_bar_5_bar__minus_7_bar_3_bar_30)
        (receptacleType GarbageCan_bar__plus_03_dot_56_bar__minus_00_dot_71_bar__plus_03_dot_69 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_56_bar__minus_00_dot_71_bar__plus_03_dot_69 loc_bar__minus_7_bar__minus_3_bar_0_bar_0)
        (receptacleType CoffeeMachine_bar__plus_02_dot_56_bar__plus_00_dot_00_bar__plus_03_dot_13 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_56_bar__plus_00_dot_00_bar__plus_03_dot_13 loc_bar_5_bar_3_bar_1_bar_0)
        (canContain CabinetType BookType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17 CounterTop_bar__plus_01_dot_17_bar__minus_01_dot_86_bar__plus_01_dot_87)
        (objectAtLocation Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17 loc_bar_4_bar__minus_2_bar_1_bar_45)
        (pickupable Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17)
        (isReceptacleObject Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17)
        (coolable Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17)
        (cleanable Bowl_bar__minus_02_dot_46_bar__plus_01_dot_67_bar__minus_03_dot_17)
        (objectType Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54 MugType)
        (inReceptacle Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54 Fridge_bar__minus_01_dot_59_bar__minus_00_dot_14_bar__plus_02_dot_97)
        (objectAtLocation Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54 loc_bar__minus_5_bar__minus_4_bar_1_bar_60)
        (pickupable Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54)
        (isReceptacleObject Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54)
        (heatable Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54)
        (coolable Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54)
        (cleanable Mug_bar__plus_03_dot_67_bar__minus_03_dot_35_bar__minus_03_dot_54)
        (objectType Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29 Cabinet_bar__plus_02_dot_08_bar__plus_02_dot_88_bar__minus_02_dot_03)
        (objectAtLocation Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29 loc_bar_8_bar_8_bar_1_bar_60)
        (pickupable Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29)
        (isReceptacleObject Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29)
        (heatable Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29)
        (coolable Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29)
        (cleanable Plate_bar__plus_00_dot_60_bar__minus_00_dot_14_bar__plus_00_dot_29)
        (objectType Book_bar__minus_00_dot_11_bar__plus_03_dot_85_bar__minus_03_dot_51 BookType)
        (inReceptacle Book_bar__minus_00_dot_11_bar__plus_03_dot_85_bar__minus_03_dot_51 CounterTop_bar__minus_00_dot_45_bar__plus_00_dot_10_bar__plus_00_dot_67)
        (objectAtLocation Book_bar__minus_00_dot_11_bar__plus_03_dot_85_bar__minus_03_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_60)
        (pickupable Book_bar__minus_00_dot_11_bar__plus_03_dot_85_bar__minus_03_dot_51)
        (objectType CD_bar__plus_01_dot_84_bar__plus_03_dot_00_bar__minus_03_dot_47 CDType)
        (inReceptacle CD_bar__plus_01_dot_84_bar__plus_03_dot_00_bar__minus_03_dot_47 Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82)
        (objectAtLocation CD_bar__plus_01_dot_84_bar__plus_03_dot_00_bar__minus_03_dot_47 loc_bar_8_bar_6_bar_0_bar_60)
        (pickupable CD_bar__plus_01_dot_84_bar__plus_03_dot_00_bar__minus_03_dot_47)
        (objectType Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75 CounterTop_bar__plus_01_dot_17_bar__minus_01_dot_86_bar__plus_01_dot_87)
        (objectAtLocation Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75 loc_bar_4_bar__minus_2_bar_1_bar_45)
        (pickupable Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75)
        (heatable Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75)
        (coolable Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75)
        (cleanable Apple_bar__minus_02_dot_35_bar__plus_02_dot_37_bar__plus_03_dot_75)
        (objectType Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86)
        (objectAtLocation Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68 loc_bar_5_bar__minus_7_bar_3_bar_30)
        (pickupable Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68)
        (cleanable Fork_bar__minus_00_dot_97_bar__minus_03_dot_05_bar__plus_03_dot_68)
        (objectType Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86)
        (objectAtLocation Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40 loc_bar_5_bar__minus_7_bar_3_bar_30)
        (pickupable Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40)
        (cleanable Spoon_bar__minus_00_dot_62_bar__minus_03_dot_39_bar__minus_00_dot_40)
        (objectType Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59 GarbageCan_bar__plus_03_dot_56_bar__minus_00_dot_71_bar__plus_03_dot_69)
        (objectAtLocation Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59 loc_bar__minus_7_bar__minus_3_bar_0_bar_0)
        (pickupable Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59)
        (heatable Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59)
        (coolable Bread_bar__minus_01_dot_44_bar__minus_00_dot_82_bar__minus_01_dot_59)
        (objectType SaltShaker_bar__minus_03_dot_95_bar__plus_03_dot_93_bar__plus_01_dot_80 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_95_bar__plus_03_dot_93_bar__plus_01_dot_80 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_60_bar__plus_01_dot_86)
        (objectAtLocation SaltShaker_bar__minus_03_dot_95_bar__plus_03_dot_93_bar__plus_01_dot_80 loc_bar_5_bar__minus_7_bar_3_bar_30)
        (pickupable SaltShaker_bar__minus_03_dot_95_bar__plus_03_dot_93_bar__plus_01_dot_80)
        (objectType Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19 Cabinet_bar__minus_01_dot_18_bar__plus_03_dot_90_bar__plus_02_dot_82)
        (objectAtLocation Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19 loc_bar_8_bar_6_bar_0_bar_60)
        (pickupable Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19)
        (cleanable Kettle_bar__plus_00_dot_49_bar__minus_00_dot_42_bar__plus_01_dot_19)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
