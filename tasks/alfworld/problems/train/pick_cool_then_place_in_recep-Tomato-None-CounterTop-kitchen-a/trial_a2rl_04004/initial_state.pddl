(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        CDType - otype
        DishSpongeType - otype
        EggType - otype
        SaltShakerType - otype
        SpoonType - otype
        TomatoType - otype
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
        Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28 - object
        Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96 - object
        CD_bar__plus_00_dot_06_bar__minus_00_dot_92_bar__minus_01_dot_97 - object
        Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96 - object
        Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20 - object
        SaltShaker_bar__minus_01_dot_59_bar__plus_00_dot_92_bar__plus_02_dot_31 - object
        DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00 - object
        Cabinet_bar__plus_02_dot_56_bar__minus_01_dot_99_bar__plus_00_dot_49 - receptacle
        Cabinet_bar__plus_03_dot_66_bar__plus_03_dot_25_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__minus_03_dot_40_bar__plus_00_dot_03_bar__plus_02_dot_27 - receptacle
        CounterTop_bar__plus_02_dot_85_bar__plus_03_dot_41_bar__plus_03_dot_37 - receptacle
        CounterTop_bar__minus_00_dot_81_bar__minus_00_dot_61_bar__plus_03_dot_90 - receptacle
        Drawer_bar__minus_00_dot_25_bar__plus_00_dot_22_bar__minus_01_dot_65 - receptacle
        Drawer_bar__minus_02_dot_30_bar__minus_02_dot_81_bar__minus_02_dot_12 - receptacle
        Fridge_bar__minus_03_dot_34_bar__plus_03_dot_87_bar__plus_02_dot_63 - receptacle
        Microwave_bar__minus_00_dot_32_bar__plus_00_dot_59_bar__plus_03_dot_33 - receptacle
        Sink_bar__minus_02_dot_14_bar__plus_02_dot_15_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_01_dot_81_bar__minus_02_dot_01_bar__minus_01_dot_60 - receptacle
        StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_96_bar__plus_00_dot_66 - receptacle
        DiningTable_bar__minus_03_dot_01_bar__plus_02_dot_10_bar__plus_03_dot_48 - receptacle
        GarbageCan_bar__minus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_02 - receptacle
        CoffeeMachine_bar__minus_01_dot_12_bar__minus_03_dot_37_bar__minus_02_dot_60 - receptacle
        loc_bar_0_bar_0_bar_3_bar_0 - location
        loc_bar_3_bar__minus_1_bar_1_bar_0 - location
        loc_bar_3_bar__minus_7_bar_2_bar_0 - location
        loc_bar_5_bar_2_bar_3_bar_0 - location
        loc_bar_7_bar__minus_8_bar_2_bar_30 - location
        loc_bar_8_bar_1_bar_2_bar__minus_30 - location
        loc_bar_8_bar_2_bar_2_bar__minus_30 - location
        loc_bar_8_bar_9_bar_2_bar_45 - location
        loc_bar_8_bar__minus_8_bar_3_bar_45 - location
        loc_bar__minus_1_bar_6_bar_1_bar_60 - location
        loc_bar__minus_1_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_0_bar_0 - location
        loc_bar__minus_6_bar__minus_8_bar_1_bar_60 - location
        loc_bar__minus_8_bar_4_bar_2_bar_30 - location
        loc_bar__minus_9_bar_0_bar_1_bar_60 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar_6_bar_1_bar_60)
        (receptacleType Cabinet_bar__plus_02_dot_56_bar__minus_01_dot_99_bar__plus_00_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_56_bar__minus_01_dot_99_bar__plus_00_dot_49 loc_bar_8_bar_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_56_bar__minus_01_dot_99_bar__plus_00_dot_49)
        (receptacleType Cabinet_bar__plus_03_dot_66_bar__plus_03_dot_25_bar__minus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_66_bar__plus_03_dot_25_bar__minus_00_dot_43 loc_bar__minus_9_bar_0_bar_1_bar_60)
        (openable Cabinet_bar__plus_03_dot_66_bar__plus_03_dot_25_bar__minus_00_dot_43)
        (receptacleType Cabinet_bar__minus_03_dot_40_bar__plus_00_dot_03_bar__plus_02_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_40_bar__plus_00_dot_03_bar__plus_02_dot_27 loc_bar_7_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_40_bar__plus_00_dot_03_bar__plus_02_dot_27)
        (receptacleType CounterTop_bar__plus_02_dot_85_bar__plus_03_dot_41_bar__plus_03_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_85_bar__plus_03_dot_41_bar__plus_03_dot_37 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (receptacleType CounterTop_bar__minus_00_dot_81_bar__minus_00_dot_61_bar__plus_03_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_81_bar__minus_00_dot_61_bar__plus_03_dot_90 loc_bar__minus_6_bar__minus_8_bar_1_bar_60)
        (receptacleType Drawer_bar__minus_00_dot_25_bar__plus_00_dot_22_bar__minus_01_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_25_bar__plus_00_dot_22_bar__minus_01_dot_65 loc_bar_8_bar__minus_8_bar_3_bar_45)
        (openable Drawer_bar__minus_00_dot_25_bar__plus_00_dot_22_bar__minus_01_dot_65)
        (receptacleType Drawer_bar__minus_02_dot_30_bar__minus_02_dot_81_bar__minus_02_dot_12 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_30_bar__minus_02_dot_81_bar__minus_02_dot_12 loc_bar__minus_1_bar__minus_8_bar_0_bar_30)
        (openable Drawer_bar__minus_02_dot_30_bar__minus_02_dot_81_bar__minus_02_dot_12)
        (receptacleType Fridge_bar__minus_03_dot_34_bar__plus_03_dot_87_bar__plus_02_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_34_bar__plus_03_dot_87_bar__plus_02_dot_63 loc_bar_8_bar_1_bar_2_bar__minus_30)
        (openable Fridge_bar__minus_03_dot_34_bar__plus_03_dot_87_bar__plus_02_dot_63)
        (receptacleType Microwave_bar__minus_00_dot_32_bar__plus_00_dot_59_bar__plus_03_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_32_bar__plus_00_dot_59_bar__plus_03_dot_33 loc_bar_0_bar_0_bar_3_bar_0)
        (openable Microwave_bar__minus_00_dot_32_bar__plus_00_dot_59_bar__plus_03_dot_33)
        (receptacleType Sink_bar__minus_02_dot_14_bar__plus_02_dot_15_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_14_bar__plus_02_dot_15_bar__plus_02_dot_65_bar_SinkBasin loc_bar_3_bar__minus_1_bar_1_bar_0)
        (receptacleType StoveBurner_bar__minus_01_dot_81_bar__minus_02_dot_01_bar__minus_01_dot_60 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_81_bar__minus_02_dot_01_bar__minus_01_dot_60 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (receptacleType StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_96_bar__plus_00_dot_66 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_04_bar__plus_03_dot_96_bar__plus_00_dot_66 loc_bar__minus_4_bar__minus_6_bar_0_bar_0)
        (receptacleType DiningTable_bar__minus_03_dot_01_bar__plus_02_dot_10_bar__plus_03_dot_48 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_01_bar__plus_02_dot_10_bar__plus_03_dot_48 loc_bar_8_bar_9_bar_2_bar_45)
        (receptacleType GarbageCan_bar__minus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_02 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_45_bar__plus_00_dot_26_bar__plus_00_dot_02 loc_bar_3_bar__minus_7_bar_2_bar_0)
        (receptacleType CoffeeMachine_bar__minus_01_dot_12_bar__minus_03_dot_37_bar__minus_02_dot_60 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_01_dot_12_bar__minus_03_dot_37_bar__minus_02_dot_60 loc_bar_5_bar_2_bar_3_bar_0)
        (canContain CabinetType BowlType)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28 TomatoType)
        (inReceptacle Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28 Microwave_bar__minus_00_dot_32_bar__plus_00_dot_59_bar__plus_03_dot_33)
        (objectAtLocation Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28 loc_bar_0_bar_0_bar_3_bar_0)
        (pickupable Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28)
        (heatable Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28)
        (coolable Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28)
        (cleanable Tomato_bar__plus_03_dot_00_bar__plus_03_dot_97_bar__plus_03_dot_28)
        (objectType Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96 CounterTop_bar__plus_02_dot_85_bar__plus_03_dot_41_bar__plus_03_dot_37)
        (objectAtLocation Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96)
        (isReceptacleObject Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96)
        (coolable Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96)
        (cleanable Bowl_bar__plus_01_dot_24_bar__plus_02_dot_93_bar__minus_00_dot_96)
        (objectType CD_bar__plus_00_dot_06_bar__minus_00_dot_92_bar__minus_01_dot_97 CDType)
        (inReceptacle CD_bar__plus_00_dot_06_bar__minus_00_dot_92_bar__minus_01_dot_97 CounterTop_bar__minus_00_dot_81_bar__minus_00_dot_61_bar__plus_03_dot_90)
        (objectAtLocation CD_bar__plus_00_dot_06_bar__minus_00_dot_92_bar__minus_01_dot_97 loc_bar__minus_6_bar__minus_8_bar_1_bar_60)
        (pickupable CD_bar__plus_00_dot_06_bar__minus_00_dot_92_bar__minus_01_dot_97)
        (objectType Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96 EggType)
        (inReceptacle Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96 CounterTop_bar__minus_00_dot_81_bar__minus_00_dot_61_bar__plus_03_dot_90)
        (objectAtLocation Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96 loc_bar__minus_6_bar__minus_8_bar_1_bar_60)
        (pickupable Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96)
        (heatable Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96)
        (coolable Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96)
        (cleanable Egg_bar__plus_00_dot_86_bar__plus_01_dot_63_bar__plus_02_dot_96)
        (objectType Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20 SpoonType)
        (inReceptacle Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20 DiningTable_bar__minus_03_dot_01_bar__plus_02_dot_10_bar__plus_03_dot_48)
        (objectAtLocation Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20 loc_bar_8_bar_9_bar_2_bar_45)
        (pickupable Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20)
        (cleanable Spoon_bar__plus_03_dot_45_bar__minus_03_dot_18_bar__minus_02_dot_20)
        (objectType SaltShaker_bar__minus_01_dot_59_bar__plus_00_dot_92_bar__plus_02_dot_31 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_59_bar__plus_00_dot_92_bar__plus_02_dot_31 CounterTop_bar__plus_02_dot_85_bar__plus_03_dot_41_bar__plus_03_dot_37)
        (objectAtLocation SaltShaker_bar__minus_01_dot_59_bar__plus_00_dot_92_bar__plus_02_dot_31 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_59_bar__plus_00_dot_92_bar__plus_02_dot_31)
        (objectType DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00 Sink_bar__minus_02_dot_14_bar__plus_02_dot_15_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00 loc_bar_3_bar__minus_1_bar_1_bar_0)
        (pickupable DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00)
        (cleanable DishSponge_bar__plus_02_dot_30_bar__plus_02_dot_62_bar__minus_03_dot_00)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
