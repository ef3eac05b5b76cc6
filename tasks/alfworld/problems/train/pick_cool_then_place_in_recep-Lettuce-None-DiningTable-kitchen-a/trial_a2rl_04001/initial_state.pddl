(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BookType - otype
        DishSpongeType - otype
        KettleType - otype
        LettuceType - otype
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
        Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71 - object
        Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86 - object
        Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03 - object
        Book_bar__plus_02_dot_70_bar__plus_03_dot_35_bar__plus_01_dot_31 - object
        Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10 - object
        Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92 - object
        SaltShaker_bar__plus_03_dot_13_bar__minus_02_dot_22_bar__plus_02_dot_06 - object
        Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89 - object
        DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06 - object
        Cabinet_bar__minus_02_dot_22_bar__minus_01_dot_64_bar__minus_02_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75 - receptacle
        Cabinet_bar__minus_00_dot_86_bar__plus_03_dot_07_bar__minus_00_dot_23 - receptacle
        CounterTop_bar__plus_02_dot_63_bar__plus_02_dot_02_bar__plus_01_dot_05 - receptacle
        CounterTop_bar__plus_03_dot_41_bar__plus_00_dot_49_bar__plus_01_dot_14 - receptacle
        Drawer_bar__minus_03_dot_27_bar__minus_00_dot_64_bar__plus_02_dot_39 - receptacle
        Drawer_bar__minus_01_dot_63_bar__minus_00_dot_52_bar__plus_02_dot_75 - receptacle
        Fridge_bar__minus_03_dot_34_bar__minus_03_dot_70_bar__minus_02_dot_89 - receptacle
        Microwave_bar__plus_03_dot_48_bar__minus_02_dot_08_bar__minus_01_dot_25 - receptacle
        Sink_bar__minus_01_dot_61_bar__plus_00_dot_65_bar__plus_01_dot_80_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_00_dot_27_bar__plus_02_dot_63_bar__minus_02_dot_87 - receptacle
        StoveBurner_bar__minus_01_dot_47_bar__plus_01_dot_14_bar__minus_03_dot_73 - receptacle
        DiningTable_bar__minus_00_dot_34_bar__plus_02_dot_92_bar__minus_02_dot_75 - receptacle
        GarbageCan_bar__minus_01_dot_77_bar__plus_00_dot_30_bar__minus_00_dot_18 - receptacle
        CoffeeMachine_bar__minus_02_dot_48_bar__plus_02_dot_88_bar__minus_01_dot_69 - receptacle
        loc_bar_0_bar__minus_3_bar_1_bar_0 - location
        loc_bar_2_bar__minus_1_bar_0_bar_60 - location
        loc_bar_2_bar__minus_7_bar_0_bar_60 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_3_bar_0 - location
        loc_bar_4_bar_9_bar_0_bar_45 - location
        loc_bar_5_bar__minus_4_bar_0_bar_60 - location
        loc_bar_7_bar_1_bar_0_bar_0 - location
        loc_bar_7_bar__minus_6_bar_0_bar_0 - location
        loc_bar_8_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_0_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_9_bar_0_bar_60 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_7_bar_4_bar_1_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_8_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_7_bar_4_bar_1_bar__minus_30)
        (receptacleType Cabinet_bar__minus_02_dot_22_bar__minus_01_dot_64_bar__minus_02_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_22_bar__minus_01_dot_64_bar__minus_02_dot_27 loc_bar__minus_2_bar__minus_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_22_bar__minus_01_dot_64_bar__minus_02_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75 loc_bar_7_bar__minus_6_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75)
        (receptacleType Cabinet_bar__minus_00_dot_86_bar__plus_03_dot_07_bar__minus_00_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_86_bar__plus_03_dot_07_bar__minus_00_dot_23 loc_bar_0_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_86_bar__plus_03_dot_07_bar__minus_00_dot_23)
        (receptacleType CounterTop_bar__plus_02_dot_63_bar__plus_02_dot_02_bar__plus_01_dot_05 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_63_bar__plus_02_dot_02_bar__plus_01_dot_05 loc_bar_5_bar__minus_4_bar_0_bar_60)
        (receptacleType CounterTop_bar__plus_03_dot_41_bar__plus_00_dot_49_bar__plus_01_dot_14 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_41_bar__plus_00_dot_49_bar__plus_01_dot_14 loc_bar_4_bar_9_bar_0_bar_45)
        (receptacleType Drawer_bar__minus_03_dot_27_bar__minus_00_dot_64_bar__plus_02_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_27_bar__minus_00_dot_64_bar__plus_02_dot_39 loc_bar_8_bar_0_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_27_bar__minus_00_dot_64_bar__plus_02_dot_39)
        (receptacleType Drawer_bar__minus_01_dot_63_bar__minus_00_dot_52_bar__plus_02_dot_75 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_63_bar__minus_00_dot_52_bar__plus_02_dot_75 loc_bar_2_bar__minus_7_bar_0_bar_60)
        (openable Drawer_bar__minus_01_dot_63_bar__minus_00_dot_52_bar__plus_02_dot_75)
        (receptacleType Fridge_bar__minus_03_dot_34_bar__minus_03_dot_70_bar__minus_02_dot_89 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_34_bar__minus_03_dot_70_bar__minus_02_dot_89 loc_bar__minus_9_bar__minus_8_bar_0_bar_0)
        (openable Fridge_bar__minus_03_dot_34_bar__minus_03_dot_70_bar__minus_02_dot_89)
        (receptacleType Microwave_bar__plus_03_dot_48_bar__minus_02_dot_08_bar__minus_01_dot_25 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_03_dot_48_bar__minus_02_dot_08_bar__minus_01_dot_25 loc_bar_7_bar_1_bar_0_bar_0)
        (openable Microwave_bar__plus_03_dot_48_bar__minus_02_dot_08_bar__minus_01_dot_25)
        (receptacleType Sink_bar__minus_01_dot_61_bar__plus_00_dot_65_bar__plus_01_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_61_bar__plus_00_dot_65_bar__plus_01_dot_80_bar_SinkBasin loc_bar__minus_2_bar__minus_9_bar_0_bar_60)
        (receptacleType StoveBurner_bar__minus_00_dot_27_bar__plus_02_dot_63_bar__minus_02_dot_87 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_27_bar__plus_02_dot_63_bar__minus_02_dot_87 loc_bar_4_bar_6_bar_3_bar_0)
        (receptacleType StoveBurner_bar__minus_01_dot_47_bar__plus_01_dot_14_bar__minus_03_dot_73 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_47_bar__plus_01_dot_14_bar__minus_03_dot_73 loc_bar_2_bar__minus_1_bar_0_bar_60)
        (receptacleType DiningTable_bar__minus_00_dot_34_bar__plus_02_dot_92_bar__minus_02_dot_75 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_34_bar__plus_02_dot_92_bar__minus_02_dot_75 loc_bar__minus_2_bar_0_bar_0_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_01_dot_77_bar__plus_00_dot_30_bar__minus_00_dot_18 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_77_bar__plus_00_dot_30_bar__minus_00_dot_18 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_48_bar__plus_02_dot_88_bar__minus_01_dot_69 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_48_bar__plus_02_dot_88_bar__minus_01_dot_69 loc_bar_3_bar_1_bar_1_bar_30)
        (canContain CabinetType BookType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType BookType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71 CounterTop_bar__plus_02_dot_63_bar__plus_02_dot_02_bar__plus_01_dot_05)
        (objectAtLocation Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71 loc_bar_5_bar__minus_4_bar_0_bar_60)
        (pickupable Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71)
        (coolable Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71)
        (cleanable Lettuce_bar__minus_01_dot_88_bar__minus_00_dot_05_bar__minus_01_dot_71)
        (objectType Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86 MugType)
        (inReceptacle Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86 Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75)
        (objectAtLocation Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86 loc_bar_7_bar__minus_6_bar_0_bar_0)
        (pickupable Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86)
        (isReceptacleObject Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86)
        (heatable Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86)
        (coolable Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86)
        (cleanable Mug_bar__minus_03_dot_75_bar__plus_02_dot_03_bar__minus_02_dot_86)
        (objectType Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03 Cabinet_bar__minus_02_dot_22_bar__minus_01_dot_64_bar__minus_02_dot_27)
        (objectAtLocation Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03 loc_bar__minus_2_bar__minus_3_bar_3_bar__minus_30)
        (pickupable Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03)
        (isReceptacleObject Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03)
        (heatable Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03)
        (coolable Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03)
        (cleanable Plate_bar__minus_02_dot_65_bar__minus_01_dot_81_bar__minus_00_dot_03)
        (objectType Book_bar__plus_02_dot_70_bar__plus_03_dot_35_bar__plus_01_dot_31 BookType)
        (inReceptacle Book_bar__plus_02_dot_70_bar__plus_03_dot_35_bar__plus_01_dot_31 Drawer_bar__minus_03_dot_27_bar__minus_00_dot_64_bar__plus_02_dot_39)
        (objectAtLocation Book_bar__plus_02_dot_70_bar__plus_03_dot_35_bar__plus_01_dot_31 loc_bar_8_bar_0_bar_3_bar_30)
        (pickupable Book_bar__plus_02_dot_70_bar__plus_03_dot_35_bar__plus_01_dot_31)
        (objectType Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10 CounterTop_bar__plus_03_dot_41_bar__plus_00_dot_49_bar__plus_01_dot_14)
        (objectAtLocation Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10 loc_bar_4_bar_9_bar_0_bar_45)
        (pickupable Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10)
        (heatable Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10)
        (coolable Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10)
        (cleanable Apple_bar__plus_02_dot_48_bar__plus_02_dot_86_bar__minus_00_dot_10)
        (objectType Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92 DiningTable_bar__minus_00_dot_34_bar__plus_02_dot_92_bar__minus_02_dot_75)
        (objectAtLocation Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92 loc_bar__minus_2_bar_0_bar_0_bar__minus_30)
        (pickupable Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92)
        (cleanable Spoon_bar__minus_00_dot_83_bar__minus_01_dot_10_bar__minus_02_dot_92)
        (objectType SaltShaker_bar__plus_03_dot_13_bar__minus_02_dot_22_bar__plus_02_dot_06 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_03_dot_13_bar__minus_02_dot_22_bar__plus_02_dot_06 Drawer_bar__minus_01_dot_63_bar__minus_00_dot_52_bar__plus_02_dot_75)
        (objectAtLocation SaltShaker_bar__plus_03_dot_13_bar__minus_02_dot_22_bar__plus_02_dot_06 loc_bar_2_bar__minus_7_bar_0_bar_60)
        (pickupable SaltShaker_bar__plus_03_dot_13_bar__minus_02_dot_22_bar__plus_02_dot_06)
        (objectType Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89 Cabinet_bar__minus_00_dot_86_bar__plus_03_dot_07_bar__minus_00_dot_23)
        (objectAtLocation Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89 loc_bar_0_bar__minus_3_bar_1_bar_0)
        (pickupable Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89)
        (cleanable Kettle_bar__minus_00_dot_70_bar__minus_00_dot_64_bar__plus_01_dot_89)
        (objectType DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06 Cabinet_bar__minus_00_dot_49_bar__minus_01_dot_54_bar__minus_03_dot_75)
        (objectAtLocation DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06 loc_bar_7_bar__minus_6_bar_0_bar_0)
        (pickupable DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06)
        (cleanable DishSponge_bar__plus_01_dot_36_bar__minus_03_dot_25_bar__minus_02_dot_06)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
