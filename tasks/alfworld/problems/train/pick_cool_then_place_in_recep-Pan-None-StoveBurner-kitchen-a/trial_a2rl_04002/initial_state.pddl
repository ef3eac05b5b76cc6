(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        DishSpongeType - otype
        EggType - otype
        KettleType - otype
        MugType - otype
        PanType - otype
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
        Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63 - object
        Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05 - object
        Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70 - object
        Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04 - object
        Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14 - object
        SaltShaker_bar__minus_01_dot_64_bar__plus_02_dot_84_bar__plus_02_dot_04 - object
        Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81 - object
        DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05 - object
        Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31 - receptacle
        Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_18_bar__plus_01_dot_55 - receptacle
        Cabinet_bar__minus_00_dot_45_bar__minus_00_dot_88_bar__plus_02_dot_72 - receptacle
        CounterTop_bar__plus_02_dot_35_bar__minus_00_dot_26_bar__minus_03_dot_43 - receptacle
        CounterTop_bar__plus_02_dot_30_bar__minus_00_dot_02_bar__plus_00_dot_98 - receptacle
        Drawer_bar__minus_03_dot_14_bar__minus_03_dot_72_bar__minus_01_dot_18 - receptacle
        Drawer_bar__plus_03_dot_42_bar__plus_01_dot_22_bar__plus_03_dot_39 - receptacle
        Fridge_bar__minus_01_dot_38_bar__plus_01_dot_98_bar__plus_01_dot_08 - receptacle
        Microwave_bar__plus_00_dot_69_bar__plus_02_dot_61_bar__minus_02_dot_80 - receptacle
        Sink_bar__plus_02_dot_96_bar__minus_00_dot_05_bar__plus_00_dot_85_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_02_dot_15_bar__minus_03_dot_01_bar__minus_03_dot_65 - receptacle
        StoveBurner_bar__plus_00_dot_88_bar__plus_02_dot_01_bar__minus_02_dot_83 - receptacle
        DiningTable_bar__plus_03_dot_74_bar__minus_00_dot_66_bar__minus_03_dot_78 - receptacle
        GarbageCan_bar__plus_02_dot_61_bar__plus_00_dot_95_bar__plus_03_dot_33 - receptacle
        CoffeeMachine_bar__plus_02_dot_13_bar__minus_03_dot_26_bar__plus_03_dot_47 - receptacle
        loc_bar_1_bar_5_bar_2_bar_60 - location
        loc_bar_3_bar__minus_9_bar_3_bar_0 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar__minus_4_bar_0_bar_45 - location
        loc_bar_5_bar__minus_7_bar_3_bar_45 - location
        loc_bar_6_bar_1_bar_3_bar__minus_30 - location
        loc_bar_6_bar_3_bar_3_bar_0 - location
        loc_bar_8_bar_2_bar_3_bar__minus_30 - location
        loc_bar_9_bar_9_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_8_bar_0_bar_45 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_6_bar_2_bar_1_bar__minus_30 - location
        loc_bar__minus_7_bar_8_bar_1_bar__minus_30 - location
        loc_bar__minus_7_bar__minus_3_bar_0_bar_0 - location
        loc_bar__minus_8_bar_9_bar_2_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_1_bar__minus_30)
        (receptacleType Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31)
        (receptacleType Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_18_bar__plus_01_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_18_bar__plus_01_dot_55 loc_bar__minus_7_bar__minus_3_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_18_bar__plus_01_dot_55)
        (receptacleType Cabinet_bar__minus_00_dot_45_bar__minus_00_dot_88_bar__plus_02_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_45_bar__minus_00_dot_88_bar__plus_02_dot_72 loc_bar_5_bar__minus_7_bar_3_bar_45)
        (openable Cabinet_bar__minus_00_dot_45_bar__minus_00_dot_88_bar__plus_02_dot_72)
        (receptacleType CounterTop_bar__plus_02_dot_35_bar__minus_00_dot_26_bar__minus_03_dot_43 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_35_bar__minus_00_dot_26_bar__minus_03_dot_43 loc_bar_8_bar_2_bar_3_bar__minus_30)
        (receptacleType CounterTop_bar__plus_02_dot_30_bar__minus_00_dot_02_bar__plus_00_dot_98 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_30_bar__minus_00_dot_02_bar__plus_00_dot_98 loc_bar_3_bar__minus_9_bar_3_bar_0)
        (receptacleType Drawer_bar__minus_03_dot_14_bar__minus_03_dot_72_bar__minus_01_dot_18 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_14_bar__minus_03_dot_72_bar__minus_01_dot_18 loc_bar_6_bar_1_bar_3_bar__minus_30)
        (openable Drawer_bar__minus_03_dot_14_bar__minus_03_dot_72_bar__minus_01_dot_18)
        (receptacleType Drawer_bar__plus_03_dot_42_bar__plus_01_dot_22_bar__plus_03_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_42_bar__plus_01_dot_22_bar__plus_03_dot_39 loc_bar_6_bar_3_bar_3_bar_0)
        (openable Drawer_bar__plus_03_dot_42_bar__plus_01_dot_22_bar__plus_03_dot_39)
        (receptacleType Fridge_bar__minus_01_dot_38_bar__plus_01_dot_98_bar__plus_01_dot_08 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_38_bar__plus_01_dot_98_bar__plus_01_dot_08 loc_bar__minus_1_bar__minus_8_bar_0_bar_45)
        (openable Fridge_bar__minus_01_dot_38_bar__plus_01_dot_98_bar__plus_01_dot_08)
        (receptacleType Microwave_bar__plus_00_dot_69_bar__plus_02_dot_61_bar__minus_02_dot_80 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_69_bar__plus_02_dot_61_bar__minus_02_dot_80 loc_bar_1_bar_5_bar_2_bar_60)
        (openable Microwave_bar__plus_00_dot_69_bar__plus_02_dot_61_bar__minus_02_dot_80)
        (receptacleType Sink_bar__plus_02_dot_96_bar__minus_00_dot_05_bar__plus_00_dot_85_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_02_dot_96_bar__minus_00_dot_05_bar__plus_00_dot_85_bar_SinkBasin loc_bar_5_bar__minus_4_bar_0_bar_45)
        (receptacleType StoveBurner_bar__plus_02_dot_15_bar__minus_03_dot_01_bar__minus_03_dot_65 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_15_bar__minus_03_dot_01_bar__minus_03_dot_65 loc_bar__minus_7_bar_8_bar_1_bar__minus_30)
        (receptacleType StoveBurner_bar__plus_00_dot_88_bar__plus_02_dot_01_bar__minus_02_dot_83 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_88_bar__plus_02_dot_01_bar__minus_02_dot_83 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_03_dot_74_bar__minus_00_dot_66_bar__minus_03_dot_78 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_03_dot_74_bar__minus_00_dot_66_bar__minus_03_dot_78 loc_bar__minus_8_bar_9_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__plus_02_dot_61_bar__plus_00_dot_95_bar__plus_03_dot_33 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_61_bar__plus_00_dot_95_bar__plus_03_dot_33 loc_bar_9_bar_9_bar_2_bar__minus_30)
        (receptacleType CoffeeMachine_bar__plus_02_dot_13_bar__minus_03_dot_26_bar__plus_03_dot_47 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_13_bar__minus_03_dot_26_bar__plus_03_dot_47 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (objectType Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63 PanType)
        (inReceptacle Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63 Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31)
        (objectAtLocation Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63)
        (isReceptacleObject Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63)
        (coolable Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63)
        (cleanable Pan_bar__minus_02_dot_96_bar__plus_02_dot_94_bar__plus_00_dot_63)
        (objectType Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05 MugType)
        (inReceptacle Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05 Cabinet_bar__minus_00_dot_45_bar__minus_00_dot_88_bar__plus_02_dot_72)
        (objectAtLocation Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05 loc_bar_5_bar__minus_7_bar_3_bar_45)
        (pickupable Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05)
        (isReceptacleObject Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05)
        (heatable Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05)
        (coolable Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05)
        (cleanable Mug_bar__plus_03_dot_67_bar__minus_02_dot_32_bar__minus_01_dot_05)
        (objectType Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70 EggType)
        (inReceptacle Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70 Microwave_bar__plus_00_dot_69_bar__plus_02_dot_61_bar__minus_02_dot_80)
        (objectAtLocation Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70 loc_bar_1_bar_5_bar_2_bar_60)
        (pickupable Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70)
        (heatable Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70)
        (coolable Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70)
        (cleanable Egg_bar__plus_03_dot_81_bar__minus_03_dot_51_bar__plus_01_dot_70)
        (objectType Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04 SpoonType)
        (inReceptacle Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04 Sink_bar__plus_02_dot_96_bar__minus_00_dot_05_bar__plus_00_dot_85_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04 loc_bar_5_bar__minus_4_bar_0_bar_45)
        (pickupable Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04)
        (cleanable Spoon_bar__plus_03_dot_41_bar__minus_03_dot_72_bar__plus_03_dot_04)
        (objectType Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14 CounterTop_bar__plus_02_dot_35_bar__minus_00_dot_26_bar__minus_03_dot_43)
        (objectAtLocation Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14 loc_bar_8_bar_2_bar_3_bar__minus_30)
        (pickupable Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14)
        (heatable Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14)
        (coolable Bread_bar__plus_00_dot_90_bar__plus_01_dot_27_bar__minus_03_dot_14)
        (objectType SaltShaker_bar__minus_01_dot_64_bar__plus_02_dot_84_bar__plus_02_dot_04 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_64_bar__plus_02_dot_84_bar__plus_02_dot_04 Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31)
        (objectAtLocation SaltShaker_bar__minus_01_dot_64_bar__plus_02_dot_84_bar__plus_02_dot_04 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_64_bar__plus_02_dot_84_bar__plus_02_dot_04)
        (objectType Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81 CounterTop_bar__plus_02_dot_30_bar__minus_00_dot_02_bar__plus_00_dot_98)
        (objectAtLocation Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81 loc_bar_3_bar__minus_9_bar_3_bar_0)
        (pickupable Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81)
        (cleanable Kettle_bar__plus_00_dot_35_bar__plus_00_dot_45_bar__plus_00_dot_81)
        (objectType DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05 Cabinet_bar__minus_01_dot_89_bar__minus_01_dot_44_bar__minus_03_dot_31)
        (objectAtLocation DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05)
        (cleanable DishSponge_bar__minus_01_dot_83_bar__plus_00_dot_39_bar__minus_03_dot_05)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r StoveBurnerType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
