(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        BowlType - otype
        BreadType - otype
        EggType - otype
        ForkType - otype
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
        Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96 - object
        Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02 - object
        Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88 - object
        Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21 - object
        Book_bar__plus_00_dot_74_bar__plus_00_dot_31_bar__plus_00_dot_83 - object
        Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66 - object
        Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56 - object
        Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86 - object
        Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60 - object
        SaltShaker_bar__plus_01_dot_44_bar__minus_00_dot_32_bar__plus_00_dot_25 - object
        Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41 - receptacle
        Cabinet_bar__plus_02_dot_01_bar__minus_00_dot_31_bar__minus_01_dot_82 - receptacle
        Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_59_bar__plus_01_dot_54 - receptacle
        CounterTop_bar__plus_02_dot_97_bar__minus_03_dot_54_bar__minus_02_dot_60 - receptacle
        CounterTop_bar__plus_03_dot_63_bar__plus_02_dot_27_bar__minus_02_dot_77 - receptacle
        Drawer_bar__plus_03_dot_20_bar__minus_01_dot_32_bar__plus_03_dot_63 - receptacle
        Drawer_bar__plus_00_dot_67_bar__minus_02_dot_38_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_01_dot_72_bar__plus_01_dot_57_bar__minus_02_dot_66 - receptacle
        Microwave_bar__plus_02_dot_03_bar__plus_02_dot_54_bar__minus_00_dot_32 - receptacle
        Sink_bar__plus_02_dot_84_bar__minus_00_dot_41_bar__minus_00_dot_22_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_84_bar__minus_03_dot_51_bar__minus_00_dot_01 - receptacle
        StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_03_dot_92 - receptacle
        DiningTable_bar__plus_02_dot_41_bar__minus_01_dot_98_bar__plus_03_dot_12 - receptacle
        GarbageCan_bar__plus_03_dot_62_bar__minus_03_dot_52_bar__minus_03_dot_67 - receptacle
        CoffeeMachine_bar__plus_02_dot_28_bar__minus_02_dot_45_bar__minus_03_dot_31 - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_0 - location
        loc_bar_2_bar_5_bar_3_bar_45 - location
        loc_bar_2_bar__minus_8_bar_3_bar_60 - location
        loc_bar_3_bar_0_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_2_bar_45 - location
        loc_bar_4_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_5_bar__minus_2_bar_0_bar__minus_30 - location
        loc_bar_5_bar__minus_3_bar_0_bar_45 - location
        loc_bar_6_bar__minus_6_bar_1_bar_45 - location
        loc_bar_9_bar_0_bar_3_bar_30 - location
        loc_bar_9_bar__minus_4_bar_3_bar_0 - location
        loc_bar__minus_1_bar_2_bar_0_bar_45 - location
        loc_bar__minus_1_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_7_bar_2_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_6_bar_1_bar_0)
        (receptacleType Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41 loc_bar_2_bar__minus_8_bar_3_bar_60)
        (openable Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41)
        (receptacleType Cabinet_bar__plus_02_dot_01_bar__minus_00_dot_31_bar__minus_01_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_01_bar__minus_00_dot_31_bar__minus_01_dot_82 loc_bar_4_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_01_bar__minus_00_dot_31_bar__minus_01_dot_82)
        (receptacleType Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_59_bar__plus_01_dot_54 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_59_bar__plus_01_dot_54 loc_bar__minus_8_bar__minus_7_bar_2_bar_0)
        (openable Cabinet_bar__minus_03_dot_47_bar__minus_03_dot_59_bar__plus_01_dot_54)
        (receptacleType CounterTop_bar__plus_02_dot_97_bar__minus_03_dot_54_bar__minus_02_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_97_bar__minus_03_dot_54_bar__minus_02_dot_60 loc_bar_3_bar_8_bar_2_bar_45)
        (receptacleType CounterTop_bar__plus_03_dot_63_bar__plus_02_dot_27_bar__minus_02_dot_77 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_63_bar__plus_02_dot_27_bar__minus_02_dot_77 loc_bar_9_bar_0_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_20_bar__minus_01_dot_32_bar__plus_03_dot_63 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_20_bar__minus_01_dot_32_bar__plus_03_dot_63 loc_bar_3_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_03_dot_20_bar__minus_01_dot_32_bar__plus_03_dot_63)
        (receptacleType Drawer_bar__plus_00_dot_67_bar__minus_02_dot_38_bar__minus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_67_bar__minus_02_dot_38_bar__minus_00_dot_20 loc_bar__minus_6_bar__minus_1_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_67_bar__minus_02_dot_38_bar__minus_00_dot_20)
        (receptacleType Fridge_bar__plus_01_dot_72_bar__plus_01_dot_57_bar__minus_02_dot_66 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_72_bar__plus_01_dot_57_bar__minus_02_dot_66 loc_bar_5_bar__minus_2_bar_0_bar__minus_30)
        (openable Fridge_bar__plus_01_dot_72_bar__plus_01_dot_57_bar__minus_02_dot_66)
        (receptacleType Microwave_bar__plus_02_dot_03_bar__plus_02_dot_54_bar__minus_00_dot_32 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_02_dot_03_bar__plus_02_dot_54_bar__minus_00_dot_32 loc_bar__minus_1_bar_2_bar_0_bar_45)
        (openable Microwave_bar__plus_02_dot_03_bar__plus_02_dot_54_bar__minus_00_dot_32)
        (receptacleType Sink_bar__plus_02_dot_84_bar__minus_00_dot_41_bar__minus_00_dot_22_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_84_bar__minus_00_dot_41_bar__minus_00_dot_22_bar_SinkBasin loc_bar_0_bar_0_bar_3_bar_30)
        (receptacleType StoveBurner_bar__plus_00_dot_84_bar__minus_03_dot_51_bar__minus_00_dot_01 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_84_bar__minus_03_dot_51_bar__minus_00_dot_01 loc_bar_0_bar__minus_4_bar_3_bar_0)
        (receptacleType StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_03_dot_92 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_12_bar__plus_00_dot_94_bar__plus_03_dot_92 loc_bar_9_bar__minus_4_bar_3_bar_0)
        (receptacleType DiningTable_bar__plus_02_dot_41_bar__minus_01_dot_98_bar__plus_03_dot_12 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_02_dot_41_bar__minus_01_dot_98_bar__plus_03_dot_12 loc_bar_6_bar__minus_6_bar_1_bar_45)
        (receptacleType GarbageCan_bar__plus_03_dot_62_bar__minus_03_dot_52_bar__minus_03_dot_67 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_62_bar__minus_03_dot_52_bar__minus_03_dot_67 loc_bar_2_bar_5_bar_3_bar_45)
        (receptacleType CoffeeMachine_bar__plus_02_dot_28_bar__minus_02_dot_45_bar__minus_03_dot_31 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_28_bar__minus_02_dot_45_bar__minus_03_dot_31 loc_bar_5_bar__minus_3_bar_0_bar_45)
        (canContain CabinetType BookType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96 Fridge_bar__plus_01_dot_72_bar__plus_01_dot_57_bar__minus_02_dot_66)
        (objectAtLocation Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96 loc_bar_5_bar__minus_2_bar_0_bar__minus_30)
        (pickupable Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96)
        (heatable Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96)
        (coolable Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96)
        (cleanable Apple_bar__plus_00_dot_51_bar__minus_00_dot_84_bar__minus_00_dot_96)
        (objectType Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02 MugType)
        (inReceptacle Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02 Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41)
        (objectAtLocation Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02 loc_bar_2_bar__minus_8_bar_3_bar_60)
        (pickupable Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02)
        (isReceptacleObject Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02)
        (heatable Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02)
        (coolable Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02)
        (cleanable Mug_bar__plus_02_dot_53_bar__minus_00_dot_17_bar__plus_00_dot_02)
        (objectType Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88 BowlType)
        (inReceptacle Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88 Cabinet_bar__plus_02_dot_39_bar__minus_02_dot_09_bar__minus_03_dot_41)
        (objectAtLocation Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88 loc_bar_2_bar__minus_8_bar_3_bar_60)
        (pickupable Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88)
        (isReceptacleObject Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88)
        (coolable Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88)
        (cleanable Bowl_bar__minus_03_dot_73_bar__minus_01_dot_44_bar__minus_00_dot_88)
        (objectType Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21 PlateType)
        (inReceptacle Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21 Cabinet_bar__plus_02_dot_01_bar__minus_00_dot_31_bar__minus_01_dot_82)
        (objectAtLocation Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21 loc_bar_4_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21)
        (isReceptacleObject Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21)
        (heatable Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21)
        (coolable Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21)
        (cleanable Plate_bar__minus_03_dot_83_bar__plus_01_dot_39_bar__plus_00_dot_21)
        (objectType Book_bar__plus_00_dot_74_bar__plus_00_dot_31_bar__plus_00_dot_83 BookType)
        (inReceptacle Book_bar__plus_00_dot_74_bar__plus_00_dot_31_bar__plus_00_dot_83 DiningTable_bar__plus_02_dot_41_bar__minus_01_dot_98_bar__plus_03_dot_12)
        (objectAtLocation Book_bar__plus_00_dot_74_bar__plus_00_dot_31_bar__plus_00_dot_83 loc_bar_6_bar__minus_6_bar_1_bar_45)
        (pickupable Book_bar__plus_00_dot_74_bar__plus_00_dot_31_bar__plus_00_dot_83)
        (objectType Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66 EggType)
        (inReceptacle Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66 CounterTop_bar__plus_03_dot_63_bar__plus_02_dot_27_bar__minus_02_dot_77)
        (objectAtLocation Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66 loc_bar_9_bar_0_bar_3_bar_30)
        (pickupable Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66)
        (heatable Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66)
        (coolable Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66)
        (cleanable Egg_bar__minus_02_dot_31_bar__plus_01_dot_03_bar__minus_02_dot_66)
        (objectType Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56 CounterTop_bar__plus_03_dot_63_bar__plus_02_dot_27_bar__minus_02_dot_77)
        (objectAtLocation Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56 loc_bar_9_bar_0_bar_3_bar_30)
        (pickupable Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56)
        (cleanable Fork_bar__minus_02_dot_77_bar__plus_02_dot_85_bar__minus_01_dot_56)
        (objectType Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86 SpoonType)
        (inReceptacle Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86 Drawer_bar__plus_00_dot_67_bar__minus_02_dot_38_bar__minus_00_dot_20)
        (objectAtLocation Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86 loc_bar__minus_6_bar__minus_1_bar_2_bar__minus_30)
        (pickupable Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86)
        (cleanable Spoon_bar__minus_03_dot_08_bar__minus_02_dot_41_bar__minus_00_dot_86)
        (objectType Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60 BreadType)
        (inReceptacle Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60 GarbageCan_bar__plus_03_dot_62_bar__minus_03_dot_52_bar__minus_03_dot_67)
        (objectAtLocation Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60 loc_bar_2_bar_5_bar_3_bar_45)
        (pickupable Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60)
        (heatable Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60)
        (coolable Bread_bar__plus_03_dot_64_bar__plus_03_dot_04_bar__minus_01_dot_60)
        (objectType SaltShaker_bar__plus_01_dot_44_bar__minus_00_dot_32_bar__plus_00_dot_25 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_44_bar__minus_00_dot_32_bar__plus_00_dot_25 CounterTop_bar__plus_02_dot_97_bar__minus_03_dot_54_bar__minus_02_dot_60)
        (objectAtLocation SaltShaker_bar__plus_01_dot_44_bar__minus_00_dot_32_bar__plus_00_dot_25 loc_bar_3_bar_8_bar_2_bar_45)
        (pickupable SaltShaker_bar__plus_01_dot_44_bar__minus_00_dot_32_bar__plus_00_dot_25)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
