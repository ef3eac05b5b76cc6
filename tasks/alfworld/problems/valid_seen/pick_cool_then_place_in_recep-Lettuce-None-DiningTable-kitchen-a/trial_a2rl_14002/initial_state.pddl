(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        LettuceType - otype
        MugType - otype
        PlateType - otype
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
        Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11 - object
        Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32 - object
        Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41 - object
        Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67 - object
        Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78 - object
        Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53 - object
        Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14 - object
        Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22 - object
        DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49 - object
        Cabinet_bar__minus_03_dot_21_bar__plus_03_dot_26_bar__plus_00_dot_11 - receptacle
        Cabinet_bar__plus_03_dot_80_bar__plus_01_dot_73_bar__plus_01_dot_04 - receptacle
        Cabinet_bar__plus_03_dot_59_bar__plus_00_dot_70_bar__plus_03_dot_15 - receptacle
        CounterTop_bar__plus_02_dot_23_bar__plus_02_dot_25_bar__plus_01_dot_04 - receptacle
        CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09 - receptacle
        Drawer_bar__plus_01_dot_75_bar__plus_03_dot_50_bar__plus_01_dot_33 - receptacle
        Drawer_bar__plus_00_dot_91_bar__minus_00_dot_34_bar__plus_00_dot_58 - receptacle
        Fridge_bar__minus_00_dot_56_bar__plus_01_dot_44_bar__plus_00_dot_17 - receptacle
        Microwave_bar__plus_02_dot_91_bar__plus_03_dot_96_bar__minus_02_dot_37 - receptacle
        Sink_bar__plus_01_dot_50_bar__plus_02_dot_56_bar__minus_02_dot_53_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_00_dot_19_bar__minus_03_dot_61_bar__minus_00_dot_63 - receptacle
        StoveBurner_bar__plus_00_dot_32_bar__plus_03_dot_36_bar__plus_00_dot_78 - receptacle
        DiningTable_bar__minus_02_dot_31_bar__minus_02_dot_34_bar__minus_00_dot_21 - receptacle
        GarbageCan_bar__minus_02_dot_07_bar__minus_01_dot_10_bar__minus_00_dot_52 - receptacle
        CoffeeMachine_bar__minus_01_dot_82_bar__plus_00_dot_58_bar__plus_02_dot_82 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_45 - location
        loc_bar_0_bar__minus_4_bar_0_bar_45 - location
        loc_bar_4_bar_7_bar_0_bar_30 - location
        loc_bar_4_bar__minus_7_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_0 - location
        loc_bar_6_bar_4_bar_2_bar_0 - location
        loc_bar_6_bar_8_bar_1_bar_45 - location
        loc_bar_9_bar_8_bar_3_bar__minus_30 - location
        loc_bar_9_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_5_bar_0_bar_0 - location
        loc_bar__minus_5_bar_5_bar_2_bar_0 - location
        loc_bar__minus_7_bar_1_bar_3_bar_0 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_3_bar_3_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_21_bar__plus_03_dot_26_bar__plus_00_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_21_bar__plus_03_dot_26_bar__plus_00_dot_11 loc_bar_0_bar__minus_4_bar_0_bar_45)
        (openable Cabinet_bar__minus_03_dot_21_bar__plus_03_dot_26_bar__plus_00_dot_11)
        (receptacleType Cabinet_bar__plus_03_dot_80_bar__plus_01_dot_73_bar__plus_01_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_80_bar__plus_01_dot_73_bar__plus_01_dot_04 loc_bar_4_bar_7_bar_0_bar_30)
        (openable Cabinet_bar__plus_03_dot_80_bar__plus_01_dot_73_bar__plus_01_dot_04)
        (receptacleType Cabinet_bar__plus_03_dot_59_bar__plus_00_dot_70_bar__plus_03_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_59_bar__plus_00_dot_70_bar__plus_03_dot_15 loc_bar_6_bar_4_bar_2_bar_0)
        (openable Cabinet_bar__plus_03_dot_59_bar__plus_00_dot_70_bar__plus_03_dot_15)
        (receptacleType CounterTop_bar__plus_02_dot_23_bar__plus_02_dot_25_bar__plus_01_dot_04 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_23_bar__plus_02_dot_25_bar__plus_01_dot_04 loc_bar__minus_8_bar__minus_3_bar_3_bar__minus_30)
        (receptacleType CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09 loc_bar__minus_5_bar_5_bar_2_bar_0)
        (receptacleType Drawer_bar__plus_01_dot_75_bar__plus_03_dot_50_bar__plus_01_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_75_bar__plus_03_dot_50_bar__plus_01_dot_33 loc_bar__minus_4_bar_8_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_01_dot_75_bar__plus_03_dot_50_bar__plus_01_dot_33)
        (receptacleType Drawer_bar__plus_00_dot_91_bar__minus_00_dot_34_bar__plus_00_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_91_bar__minus_00_dot_34_bar__plus_00_dot_58 loc_bar_4_bar__minus_7_bar_0_bar_60)
        (openable Drawer_bar__plus_00_dot_91_bar__minus_00_dot_34_bar__plus_00_dot_58)
        (receptacleType Fridge_bar__minus_00_dot_56_bar__plus_01_dot_44_bar__plus_00_dot_17 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_56_bar__plus_01_dot_44_bar__plus_00_dot_17 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Fridge_bar__minus_00_dot_56_bar__plus_01_dot_44_bar__plus_00_dot_17)
        (receptacleType Microwave_bar__plus_02_dot_91_bar__plus_03_dot_96_bar__minus_02_dot_37 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_02_dot_91_bar__plus_03_dot_96_bar__minus_02_dot_37 loc_bar_6_bar_0_bar_1_bar_0)
        (openable Microwave_bar__plus_02_dot_91_bar__plus_03_dot_96_bar__minus_02_dot_37)
        (receptacleType Sink_bar__plus_01_dot_50_bar__plus_02_dot_56_bar__minus_02_dot_53_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_50_bar__plus_02_dot_56_bar__minus_02_dot_53_bar_SinkBasin loc_bar_9_bar__minus_5_bar_3_bar__minus_30)
        (receptacleType StoveBurner_bar__minus_00_dot_19_bar__minus_03_dot_61_bar__minus_00_dot_63 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_19_bar__minus_03_dot_61_bar__minus_00_dot_63 loc_bar__minus_7_bar_1_bar_3_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_32_bar__plus_03_dot_36_bar__plus_00_dot_78 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_32_bar__plus_03_dot_36_bar__plus_00_dot_78 loc_bar_0_bar__minus_2_bar_2_bar_45)
        (receptacleType DiningTable_bar__minus_02_dot_31_bar__minus_02_dot_34_bar__minus_00_dot_21 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_31_bar__minus_02_dot_34_bar__minus_00_dot_21 loc_bar_9_bar_8_bar_3_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_02_dot_07_bar__minus_01_dot_10_bar__minus_00_dot_52 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_07_bar__minus_01_dot_10_bar__minus_00_dot_52 loc_bar_6_bar_8_bar_1_bar_45)
        (receptacleType CoffeeMachine_bar__minus_01_dot_82_bar__plus_00_dot_58_bar__plus_02_dot_82 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_01_dot_82_bar__plus_00_dot_58_bar__plus_02_dot_82 loc_bar__minus_4_bar__minus_5_bar_0_bar_0)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11 CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09)
        (objectAtLocation Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11 loc_bar__minus_5_bar_5_bar_2_bar_0)
        (pickupable Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11)
        (coolable Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11)
        (cleanable Lettuce_bar__plus_01_dot_30_bar__plus_03_dot_73_bar__minus_02_dot_11)
        (objectType Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32 MugType)
        (inReceptacle Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32 Cabinet_bar__plus_03_dot_59_bar__plus_00_dot_70_bar__plus_03_dot_15)
        (objectAtLocation Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32 loc_bar_6_bar_4_bar_2_bar_0)
        (pickupable Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32)
        (isReceptacleObject Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32)
        (heatable Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32)
        (coolable Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32)
        (cleanable Mug_bar__plus_00_dot_35_bar__plus_02_dot_94_bar__plus_03_dot_32)
        (objectType Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41 CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09)
        (objectAtLocation Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41 loc_bar__minus_5_bar_5_bar_2_bar_0)
        (pickupable Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41)
        (isReceptacleObject Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41)
        (heatable Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41)
        (coolable Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41)
        (cleanable Plate_bar__plus_00_dot_04_bar__plus_03_dot_63_bar__plus_03_dot_41)
        (objectType Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67 EggType)
        (inReceptacle Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67 Microwave_bar__plus_02_dot_91_bar__plus_03_dot_96_bar__minus_02_dot_37)
        (objectAtLocation Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67 loc_bar_6_bar_0_bar_1_bar_0)
        (pickupable Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67)
        (heatable Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67)
        (coolable Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67)
        (cleanable Egg_bar__plus_00_dot_61_bar__minus_01_dot_00_bar__plus_01_dot_67)
        (objectType Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78 Fridge_bar__minus_00_dot_56_bar__plus_01_dot_44_bar__plus_00_dot_17)
        (objectAtLocation Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78)
        (heatable Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78)
        (coolable Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78)
        (cleanable Apple_bar__minus_02_dot_91_bar__minus_03_dot_24_bar__minus_00_dot_78)
        (objectType Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53 ForkType)
        (inReceptacle Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53 CounterTop_bar__plus_02_dot_23_bar__plus_02_dot_25_bar__plus_01_dot_04)
        (objectAtLocation Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53 loc_bar__minus_8_bar__minus_3_bar_3_bar__minus_30)
        (pickupable Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53)
        (cleanable Fork_bar__plus_03_dot_49_bar__minus_02_dot_35_bar__minus_03_dot_53)
        (objectType Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14 CounterTop_bar__plus_02_dot_93_bar__minus_03_dot_07_bar__minus_02_dot_09)
        (objectAtLocation Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14 loc_bar__minus_5_bar_5_bar_2_bar_0)
        (pickupable Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14)
        (cleanable Spoon_bar__plus_02_dot_20_bar__minus_01_dot_89_bar__minus_01_dot_14)
        (objectType Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22 StoveBurner_bar__plus_00_dot_32_bar__plus_03_dot_36_bar__plus_00_dot_78)
        (objectAtLocation Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22 loc_bar_0_bar__minus_2_bar_2_bar_45)
        (pickupable Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22)
        (cleanable Kettle_bar__minus_00_dot_51_bar__minus_00_dot_45_bar__plus_00_dot_22)
        (objectType DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49 Drawer_bar__plus_01_dot_75_bar__plus_03_dot_50_bar__plus_01_dot_33)
        (objectAtLocation DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49 loc_bar__minus_4_bar_8_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49)
        (cleanable DishSponge_bar__minus_02_dot_32_bar__plus_02_dot_47_bar__plus_03_dot_49)
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
