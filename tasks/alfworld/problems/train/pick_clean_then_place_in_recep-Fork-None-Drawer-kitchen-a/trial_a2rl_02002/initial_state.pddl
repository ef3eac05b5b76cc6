(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        CDType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
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
        Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50 - object
        CD_bar__minus_02_dot_24_bar__plus_01_dot_64_bar__minus_02_dot_39 - object
        Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01 - object
        Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87 - object
        Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03 - object
        Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84 - object
        Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09 - object
        SaltShaker_bar__plus_00_dot_97_bar__plus_00_dot_62_bar__minus_03_dot_01 - object
        Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56 - object
        DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67 - object
        Cabinet_bar__plus_00_dot_43_bar__plus_01_dot_74_bar__minus_01_dot_19 - receptacle
        Cabinet_bar__minus_03_dot_48_bar__minus_03_dot_92_bar__plus_02_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__minus_03_dot_38 - receptacle
        CounterTop_bar__minus_02_dot_06_bar__minus_03_dot_70_bar__minus_03_dot_85 - receptacle
        CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41 - receptacle
        Drawer_bar__plus_00_dot_38_bar__minus_01_dot_33_bar__minus_03_dot_23 - receptacle
        Drawer_bar__plus_03_dot_29_bar__minus_02_dot_02_bar__minus_00_dot_52 - receptacle
        Fridge_bar__plus_02_dot_71_bar__plus_03_dot_18_bar__plus_00_dot_77 - receptacle
        Microwave_bar__minus_00_dot_55_bar__plus_03_dot_23_bar__minus_01_dot_61 - receptacle
        Sink_bar__minus_03_dot_45_bar__plus_01_dot_76_bar__plus_02_dot_73_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_02_dot_57_bar__minus_00_dot_28_bar__plus_03_dot_68 - receptacle
        StoveBurner_bar__plus_00_dot_55_bar__plus_03_dot_20_bar__plus_03_dot_28 - receptacle
        DiningTable_bar__plus_03_dot_94_bar__minus_02_dot_97_bar__minus_02_dot_17 - receptacle
        GarbageCan_bar__plus_01_dot_39_bar__minus_03_dot_21_bar__plus_02_dot_79 - receptacle
        CoffeeMachine_bar__plus_01_dot_37_bar__minus_02_dot_62_bar__plus_02_dot_02 - receptacle
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_0_bar__minus_9_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_2_bar_60 - location
        loc_bar_3_bar_4_bar_0_bar_45 - location
        loc_bar_3_bar_8_bar_0_bar_60 - location
        loc_bar_4_bar_7_bar_1_bar_60 - location
        loc_bar_4_bar__minus_7_bar_1_bar__minus_30 - location
        loc_bar_5_bar_5_bar_2_bar_30 - location
        loc_bar_7_bar__minus_3_bar_0_bar_45 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_8_bar__minus_8_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_6_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar_6_bar_3_bar_0 - location
        loc_bar__minus_5_bar_5_bar_1_bar_0 - location
        loc_bar__minus_7_bar__minus_3_bar_1_bar_60 - location
        loc_bar__minus_7_bar__minus_8_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar_5_bar_5_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_43_bar__plus_01_dot_74_bar__minus_01_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_43_bar__plus_01_dot_74_bar__minus_01_dot_19 loc_bar__minus_7_bar__minus_8_bar_0_bar_0)
        (openable Cabinet_bar__plus_00_dot_43_bar__plus_01_dot_74_bar__minus_01_dot_19)
        (receptacleType Cabinet_bar__minus_03_dot_48_bar__minus_03_dot_92_bar__plus_02_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_48_bar__minus_03_dot_92_bar__plus_02_dot_69 loc_bar__minus_5_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__minus_03_dot_48_bar__minus_03_dot_92_bar__plus_02_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__minus_03_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__minus_03_dot_38 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_49_bar__plus_01_dot_38_bar__minus_03_dot_38)
        (receptacleType CounterTop_bar__minus_02_dot_06_bar__minus_03_dot_70_bar__minus_03_dot_85 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_06_bar__minus_03_dot_70_bar__minus_03_dot_85 loc_bar_8_bar_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41 loc_bar_8_bar__minus_8_bar_2_bar__minus_30)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__minus_01_dot_33_bar__minus_03_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__minus_01_dot_33_bar__minus_03_dot_23 loc_bar_4_bar__minus_7_bar_1_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_38_bar__minus_01_dot_33_bar__minus_03_dot_23)
        (receptacleType Drawer_bar__plus_03_dot_29_bar__minus_02_dot_02_bar__minus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_29_bar__minus_02_dot_02_bar__minus_00_dot_52 loc_bar_3_bar_0_bar_2_bar_60)
        (openable Drawer_bar__plus_03_dot_29_bar__minus_02_dot_02_bar__minus_00_dot_52)
        (receptacleType Fridge_bar__plus_02_dot_71_bar__plus_03_dot_18_bar__plus_00_dot_77 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_71_bar__plus_03_dot_18_bar__plus_00_dot_77 loc_bar__minus_2_bar__minus_6_bar_1_bar__minus_30)
        (openable Fridge_bar__plus_02_dot_71_bar__plus_03_dot_18_bar__plus_00_dot_77)
        (receptacleType Microwave_bar__minus_00_dot_55_bar__plus_03_dot_23_bar__minus_01_dot_61 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_55_bar__plus_03_dot_23_bar__minus_01_dot_61 loc_bar_4_bar_7_bar_1_bar_60)
        (openable Microwave_bar__minus_00_dot_55_bar__plus_03_dot_23_bar__minus_01_dot_61)
        (receptacleType Sink_bar__minus_03_dot_45_bar__plus_01_dot_76_bar__plus_02_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_45_bar__plus_01_dot_76_bar__plus_02_dot_73_bar_SinkBasin loc_bar__minus_7_bar__minus_3_bar_1_bar_60)
        (receptacleType StoveBurner_bar__minus_02_dot_57_bar__minus_00_dot_28_bar__plus_03_dot_68 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_02_dot_57_bar__minus_00_dot_28_bar__plus_03_dot_68 loc_bar__minus_3_bar_6_bar_3_bar_0)
        (receptacleType StoveBurner_bar__plus_00_dot_55_bar__plus_03_dot_20_bar__plus_03_dot_28 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_55_bar__plus_03_dot_20_bar__plus_03_dot_28 loc_bar_3_bar_8_bar_0_bar_60)
        (receptacleType DiningTable_bar__plus_03_dot_94_bar__minus_02_dot_97_bar__minus_02_dot_17 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_03_dot_94_bar__minus_02_dot_97_bar__minus_02_dot_17 loc_bar_7_bar__minus_3_bar_0_bar_45)
        (receptacleType GarbageCan_bar__plus_01_dot_39_bar__minus_03_dot_21_bar__plus_02_dot_79 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_39_bar__minus_03_dot_21_bar__plus_02_dot_79 loc_bar_0_bar__minus_9_bar_2_bar__minus_30)
        (receptacleType CoffeeMachine_bar__plus_01_dot_37_bar__minus_02_dot_62_bar__plus_02_dot_02 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_37_bar__minus_02_dot_62_bar__plus_02_dot_02 loc_bar_3_bar_4_bar_0_bar_45)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50 CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41)
        (objectAtLocation Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50 loc_bar_8_bar__minus_8_bar_2_bar__minus_30)
        (pickupable Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50)
        (cleanable Fork_bar__plus_02_dot_33_bar__plus_03_dot_45_bar__minus_00_dot_50)
        (objectType CD_bar__minus_02_dot_24_bar__plus_01_dot_64_bar__minus_02_dot_39 CDType)
        (inReceptacle CD_bar__minus_02_dot_24_bar__plus_01_dot_64_bar__minus_02_dot_39 CounterTop_bar__minus_02_dot_06_bar__minus_03_dot_70_bar__minus_03_dot_85)
        (objectAtLocation CD_bar__minus_02_dot_24_bar__plus_01_dot_64_bar__minus_02_dot_39 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable CD_bar__minus_02_dot_24_bar__plus_01_dot_64_bar__minus_02_dot_39)
        (objectType Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01 EggType)
        (inReceptacle Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01 DiningTable_bar__plus_03_dot_94_bar__minus_02_dot_97_bar__minus_02_dot_17)
        (objectAtLocation Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01 loc_bar_7_bar__minus_3_bar_0_bar_45)
        (pickupable Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01)
        (heatable Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01)
        (coolable Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01)
        (cleanable Egg_bar__minus_03_dot_27_bar__minus_02_dot_80_bar__plus_02_dot_01)
        (objectType Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87 CounterTop_bar__minus_02_dot_06_bar__minus_03_dot_70_bar__minus_03_dot_85)
        (objectAtLocation Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87)
        (heatable Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87)
        (coolable Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87)
        (cleanable Apple_bar__plus_00_dot_79_bar__minus_03_dot_69_bar__minus_01_dot_87)
        (objectType Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03 ForkType)
        (inReceptacle Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03 Sink_bar__minus_03_dot_45_bar__plus_01_dot_76_bar__plus_02_dot_73_bar_SinkBasin)
        (objectAtLocation Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03 loc_bar__minus_7_bar__minus_3_bar_1_bar_60)
        (pickupable Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03)
        (cleanable Fork_bar__minus_03_dot_16_bar__minus_03_dot_26_bar__minus_01_dot_03)
        (objectType Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84 Drawer_bar__plus_00_dot_38_bar__minus_01_dot_33_bar__minus_03_dot_23)
        (objectAtLocation Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84 loc_bar_4_bar__minus_7_bar_1_bar__minus_30)
        (pickupable Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84)
        (cleanable Spoon_bar__plus_02_dot_86_bar__plus_02_dot_28_bar__minus_00_dot_84)
        (objectType Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09 CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41)
        (objectAtLocation Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09 loc_bar_8_bar__minus_8_bar_2_bar__minus_30)
        (pickupable Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09)
        (heatable Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09)
        (coolable Bread_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__minus_01_dot_09)
        (objectType SaltShaker_bar__plus_00_dot_97_bar__plus_00_dot_62_bar__minus_03_dot_01 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_97_bar__plus_00_dot_62_bar__minus_03_dot_01 DiningTable_bar__plus_03_dot_94_bar__minus_02_dot_97_bar__minus_02_dot_17)
        (objectAtLocation SaltShaker_bar__plus_00_dot_97_bar__plus_00_dot_62_bar__minus_03_dot_01 loc_bar_7_bar__minus_3_bar_0_bar_45)
        (pickupable SaltShaker_bar__plus_00_dot_97_bar__plus_00_dot_62_bar__minus_03_dot_01)
        (objectType Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56 CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41)
        (objectAtLocation Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56 loc_bar_8_bar__minus_8_bar_2_bar__minus_30)
        (pickupable Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56)
        (cleanable Kettle_bar__minus_02_dot_65_bar__plus_01_dot_61_bar__plus_00_dot_56)
        (objectType DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67 CounterTop_bar__minus_00_dot_86_bar__plus_00_dot_91_bar__plus_03_dot_41)
        (objectAtLocation DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67 loc_bar_8_bar__minus_8_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67)
        (cleanable DishSponge_bar__plus_02_dot_72_bar__plus_00_dot_56_bar__plus_03_dot_67)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ForkType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
