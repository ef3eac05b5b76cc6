(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BreadType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        PotatoType - otype
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
        Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23 - object
        Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98 - object
        Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75 - object
        Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60 - object
        Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12 - object
        SaltShaker_bar__minus_03_dot_16_bar__minus_02_dot_66_bar__plus_01_dot_25 - object
        Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63 - object
        DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37 - object
        Cabinet_bar__plus_02_dot_22_bar__minus_00_dot_19_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_03_dot_21_bar__minus_01_dot_31_bar__plus_03_dot_02 - receptacle
        CounterTop_bar__minus_02_dot_76_bar__plus_01_dot_76_bar__minus_03_dot_49 - receptacle
        CounterTop_bar__minus_01_dot_03_bar__plus_02_dot_09_bar__plus_02_dot_28 - receptacle
        Drawer_bar__minus_02_dot_32_bar__minus_01_dot_50_bar__plus_02_dot_72 - receptacle
        Drawer_bar__plus_02_dot_16_bar__plus_01_dot_59_bar__minus_03_dot_87 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_03_dot_74_bar__minus_01_dot_72 - receptacle
        Microwave_bar__minus_02_dot_16_bar__minus_03_dot_60_bar__plus_03_dot_80 - receptacle
        Sink_bar__plus_01_dot_95_bar__plus_03_dot_98_bar__plus_00_dot_80_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_02_dot_36_bar__plus_02_dot_28_bar__minus_00_dot_07 - receptacle
        StoveBurner_bar__minus_03_dot_09_bar__minus_02_dot_02_bar__plus_00_dot_18 - receptacle
        DiningTable_bar__plus_01_dot_40_bar__plus_02_dot_87_bar__plus_01_dot_81 - receptacle
        GarbageCan_bar__minus_00_dot_36_bar__plus_03_dot_08_bar__plus_00_dot_49 - receptacle
        CoffeeMachine_bar__minus_02_dot_13_bar__plus_02_dot_40_bar__minus_00_dot_25 - receptacle
        loc_bar_1_bar_3_bar_2_bar__minus_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar_60 - location
        loc_bar_2_bar_4_bar_0_bar__minus_30 - location
        loc_bar_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar_5_bar_1_bar_3_bar_30 - location
        loc_bar__minus_1_bar_8_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_1_bar__minus_4_bar_1_bar_45 - location
        loc_bar__minus_3_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_6_bar_1_bar_0_bar_45 - location
        loc_bar__minus_6_bar_7_bar_1_bar_45 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_4_bar_0_bar_60 - location
        loc_bar__minus_7_bar__minus_4_bar_0_bar_45 - location
        loc_bar__minus_7_bar__minus_4_bar_3_bar_30 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_4_bar_0_bar_45)
        (receptacleType Cabinet_bar__plus_02_dot_22_bar__minus_00_dot_19_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_22_bar__minus_00_dot_19_bar__plus_01_dot_68 loc_bar_5_bar_1_bar_3_bar_30)
        (openable Cabinet_bar__plus_02_dot_22_bar__minus_00_dot_19_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16 loc_bar_2_bar_4_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16)
        (receptacleType Cabinet_bar__plus_03_dot_21_bar__minus_01_dot_31_bar__plus_03_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_21_bar__minus_01_dot_31_bar__plus_03_dot_02 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_03_dot_21_bar__minus_01_dot_31_bar__plus_03_dot_02)
        (receptacleType CounterTop_bar__minus_02_dot_76_bar__plus_01_dot_76_bar__minus_03_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_76_bar__plus_01_dot_76_bar__minus_03_dot_49 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (receptacleType CounterTop_bar__minus_01_dot_03_bar__plus_02_dot_09_bar__plus_02_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_03_bar__plus_02_dot_09_bar__plus_02_dot_28 loc_bar__minus_7_bar_4_bar_0_bar_60)
        (receptacleType Drawer_bar__minus_02_dot_32_bar__minus_01_dot_50_bar__plus_02_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_32_bar__minus_01_dot_50_bar__plus_02_dot_72 loc_bar__minus_7_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_32_bar__minus_01_dot_50_bar__plus_02_dot_72)
        (receptacleType Drawer_bar__plus_02_dot_16_bar__plus_01_dot_59_bar__minus_03_dot_87 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_16_bar__plus_01_dot_59_bar__minus_03_dot_87 loc_bar_1_bar_3_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_02_dot_16_bar__plus_01_dot_59_bar__minus_03_dot_87)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_03_dot_74_bar__minus_01_dot_72 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_03_dot_74_bar__minus_01_dot_72 loc_bar__minus_6_bar_7_bar_1_bar_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_03_dot_74_bar__minus_01_dot_72)
        (receptacleType Microwave_bar__minus_02_dot_16_bar__minus_03_dot_60_bar__plus_03_dot_80 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_16_bar__minus_03_dot_60_bar__plus_03_dot_80 loc_bar_1_bar__minus_4_bar_1_bar_60)
        (openable Microwave_bar__minus_02_dot_16_bar__minus_03_dot_60_bar__plus_03_dot_80)
        (receptacleType Sink_bar__plus_01_dot_95_bar__plus_03_dot_98_bar__plus_00_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_95_bar__plus_03_dot_98_bar__plus_00_dot_80_bar_SinkBasin loc_bar__minus_1_bar_8_bar_2_bar_0)
        (receptacleType StoveBurner_bar__plus_02_dot_36_bar__plus_02_dot_28_bar__minus_00_dot_07 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_02_dot_36_bar__plus_02_dot_28_bar__minus_00_dot_07 loc_bar__minus_1_bar__minus_4_bar_1_bar_45)
        (receptacleType StoveBurner_bar__minus_03_dot_09_bar__minus_02_dot_02_bar__plus_00_dot_18 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_03_dot_09_bar__minus_02_dot_02_bar__plus_00_dot_18 loc_bar__minus_4_bar__minus_4_bar_0_bar_45)
        (receptacleType DiningTable_bar__plus_01_dot_40_bar__plus_02_dot_87_bar__plus_01_dot_81 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_40_bar__plus_02_dot_87_bar__plus_01_dot_81 loc_bar__minus_6_bar_1_bar_0_bar_45)
        (receptacleType GarbageCan_bar__minus_00_dot_36_bar__plus_03_dot_08_bar__plus_00_dot_49 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_36_bar__plus_03_dot_08_bar__plus_00_dot_49 loc_bar__minus_3_bar__minus_9_bar_1_bar_30)
        (receptacleType CoffeeMachine_bar__minus_02_dot_13_bar__plus_02_dot_40_bar__minus_00_dot_25 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_02_dot_13_bar__plus_02_dot_40_bar__minus_00_dot_25 loc_bar_3_bar__minus_7_bar_3_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23 Fridge_bar__plus_01_dot_90_bar__plus_03_dot_74_bar__minus_01_dot_72)
        (objectAtLocation Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23 loc_bar__minus_6_bar_7_bar_1_bar_45)
        (pickupable Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23)
        (heatable Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23)
        (coolable Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23)
        (cleanable Potato_bar__minus_02_dot_91_bar__minus_01_dot_95_bar__plus_03_dot_23)
        (objectType Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98 EggType)
        (inReceptacle Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98 Microwave_bar__minus_02_dot_16_bar__minus_03_dot_60_bar__plus_03_dot_80)
        (objectAtLocation Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98 loc_bar_1_bar__minus_4_bar_1_bar_60)
        (pickupable Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98)
        (heatable Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98)
        (coolable Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98)
        (cleanable Egg_bar__plus_01_dot_73_bar__minus_03_dot_40_bar__minus_01_dot_98)
        (objectType Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75 ForkType)
        (inReceptacle Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75 CounterTop_bar__minus_02_dot_76_bar__plus_01_dot_76_bar__minus_03_dot_49)
        (objectAtLocation Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (pickupable Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75)
        (cleanable Fork_bar__minus_02_dot_24_bar__plus_00_dot_74_bar__minus_03_dot_75)
        (objectType Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60 SpoonType)
        (inReceptacle Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60 Drawer_bar__minus_02_dot_32_bar__minus_01_dot_50_bar__plus_02_dot_72)
        (objectAtLocation Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60 loc_bar__minus_7_bar__minus_4_bar_3_bar_30)
        (pickupable Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60)
        (cleanable Spoon_bar__plus_03_dot_06_bar__plus_00_dot_40_bar__minus_00_dot_60)
        (objectType Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12 CounterTop_bar__minus_02_dot_76_bar__plus_01_dot_76_bar__minus_03_dot_49)
        (objectAtLocation Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
        (pickupable Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12)
        (heatable Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12)
        (coolable Bread_bar__minus_00_dot_29_bar__minus_03_dot_15_bar__plus_02_dot_12)
        (objectType SaltShaker_bar__minus_03_dot_16_bar__minus_02_dot_66_bar__plus_01_dot_25 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_16_bar__minus_02_dot_66_bar__plus_01_dot_25 Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16)
        (objectAtLocation SaltShaker_bar__minus_03_dot_16_bar__minus_02_dot_66_bar__plus_01_dot_25 loc_bar_2_bar_4_bar_0_bar__minus_30)
        (pickupable SaltShaker_bar__minus_03_dot_16_bar__minus_02_dot_66_bar__plus_01_dot_25)
        (objectType Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63 Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16)
        (objectAtLocation Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63 loc_bar_2_bar_4_bar_0_bar__minus_30)
        (pickupable Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63)
        (cleanable Kettle_bar__minus_01_dot_37_bar__minus_01_dot_89_bar__minus_03_dot_63)
        (objectType DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37 Cabinet_bar__plus_02_dot_82_bar__minus_01_dot_06_bar__plus_00_dot_16)
        (objectAtLocation DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37 loc_bar_2_bar_4_bar_0_bar__minus_30)
        (pickupable DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37)
        (cleanable DishSponge_bar__plus_00_dot_66_bar__plus_03_dot_84_bar__minus_03_dot_37)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
