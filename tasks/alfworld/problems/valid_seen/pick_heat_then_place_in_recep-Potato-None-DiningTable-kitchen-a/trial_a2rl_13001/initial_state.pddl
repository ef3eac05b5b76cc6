(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        CDType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        PotatoType - otype
        SaltShakerType - otype
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
        Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32 - object
        CD_bar__minus_02_dot_93_bar__minus_03_dot_67_bar__minus_02_dot_77 - object
        Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98 - object
        Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12 - object
        Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35 - object
        SaltShaker_bar__minus_03_dot_16_bar__minus_03_dot_55_bar__minus_00_dot_51 - object
        Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61 - object
        DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37 - object
        Cabinet_bar__plus_03_dot_59_bar__minus_00_dot_06_bar__minus_03_dot_41 - receptacle
        Cabinet_bar__minus_03_dot_18_bar__plus_03_dot_78_bar__plus_00_dot_27 - receptacle
        Cabinet_bar__minus_01_dot_18_bar__plus_01_dot_89_bar__plus_00_dot_81 - receptacle
        CounterTop_bar__minus_00_dot_47_bar__plus_03_dot_90_bar__minus_03_dot_78 - receptacle
        CounterTop_bar__plus_02_dot_57_bar__plus_00_dot_80_bar__plus_00_dot_88 - receptacle
        Drawer_bar__minus_00_dot_13_bar__plus_02_dot_21_bar__plus_00_dot_06 - receptacle
        Drawer_bar__plus_02_dot_91_bar__minus_02_dot_29_bar__minus_01_dot_81 - receptacle
        Fridge_bar__minus_03_dot_57_bar__minus_02_dot_18_bar__minus_01_dot_93 - receptacle
        Microwave_bar__plus_00_dot_42_bar__minus_01_dot_41_bar__minus_03_dot_95 - receptacle
        Sink_bar__plus_01_dot_24_bar__minus_03_dot_76_bar__plus_00_dot_75_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_03_dot_74_bar__plus_02_dot_03_bar__plus_03_dot_00 - receptacle
        StoveBurner_bar__plus_03_dot_80_bar__plus_03_dot_37_bar__minus_03_dot_96 - receptacle
        DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50 - receptacle
        GarbageCan_bar__minus_01_dot_20_bar__plus_02_dot_78_bar__plus_03_dot_49 - receptacle
        CoffeeMachine_bar__minus_00_dot_02_bar__plus_00_dot_19_bar__minus_02_dot_13 - receptacle
        loc_bar_0_bar__minus_4_bar_0_bar_45 - location
        loc_bar_4_bar_4_bar_3_bar__minus_30 - location
        loc_bar_4_bar__minus_6_bar_3_bar_30 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_0_bar_0 - location
        loc_bar_6_bar_3_bar_1_bar_0 - location
        loc_bar_6_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar_8_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar__minus_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_0 - location
        loc_bar__minus_6_bar_7_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_45 - location
        loc_bar__minus_7_bar_4_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_0 - location
    )
    (:init
        (atLocation agent1 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_03_dot_59_bar__minus_00_dot_06_bar__minus_03_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_59_bar__minus_00_dot_06_bar__minus_03_dot_41 loc_bar_4_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__plus_03_dot_59_bar__minus_00_dot_06_bar__minus_03_dot_41)
        (receptacleType Cabinet_bar__minus_03_dot_18_bar__plus_03_dot_78_bar__plus_00_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_18_bar__plus_03_dot_78_bar__plus_00_dot_27 loc_bar__minus_7_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_18_bar__plus_03_dot_78_bar__plus_00_dot_27)
        (receptacleType Cabinet_bar__minus_01_dot_18_bar__plus_01_dot_89_bar__plus_00_dot_81 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_18_bar__plus_01_dot_89_bar__plus_00_dot_81 loc_bar__minus_1_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_18_bar__plus_01_dot_89_bar__plus_00_dot_81)
        (receptacleType CounterTop_bar__minus_00_dot_47_bar__plus_03_dot_90_bar__minus_03_dot_78 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_47_bar__plus_03_dot_90_bar__minus_03_dot_78 loc_bar_8_bar__minus_3_bar_3_bar__minus_30)
        (receptacleType CounterTop_bar__plus_02_dot_57_bar__plus_00_dot_80_bar__plus_00_dot_88 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_57_bar__plus_00_dot_80_bar__plus_00_dot_88 loc_bar__minus_4_bar_8_bar_1_bar_0)
        (receptacleType Drawer_bar__minus_00_dot_13_bar__plus_02_dot_21_bar__plus_00_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_13_bar__plus_02_dot_21_bar__plus_00_dot_06 loc_bar_0_bar__minus_4_bar_0_bar_45)
        (openable Drawer_bar__minus_00_dot_13_bar__plus_02_dot_21_bar__plus_00_dot_06)
        (receptacleType Drawer_bar__plus_02_dot_91_bar__minus_02_dot_29_bar__minus_01_dot_81 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_91_bar__minus_02_dot_29_bar__minus_01_dot_81 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_91_bar__minus_02_dot_29_bar__minus_01_dot_81)
        (receptacleType Fridge_bar__minus_03_dot_57_bar__minus_02_dot_18_bar__minus_01_dot_93 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_57_bar__minus_02_dot_18_bar__minus_01_dot_93 loc_bar_5_bar_5_bar_0_bar_0)
        (openable Fridge_bar__minus_03_dot_57_bar__minus_02_dot_18_bar__minus_01_dot_93)
        (receptacleType Microwave_bar__plus_00_dot_42_bar__minus_01_dot_41_bar__minus_03_dot_95 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_42_bar__minus_01_dot_41_bar__minus_03_dot_95 loc_bar_6_bar__minus_4_bar_3_bar__minus_30)
        (openable Microwave_bar__plus_00_dot_42_bar__minus_01_dot_41_bar__minus_03_dot_95)
        (receptacleType Sink_bar__plus_01_dot_24_bar__minus_03_dot_76_bar__plus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_24_bar__minus_03_dot_76_bar__plus_00_dot_75_bar_SinkBasin loc_bar__minus_6_bar_7_bar_1_bar_0)
        (receptacleType StoveBurner_bar__plus_03_dot_74_bar__plus_02_dot_03_bar__plus_03_dot_00 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_74_bar__plus_02_dot_03_bar__plus_03_dot_00 loc_bar__minus_6_bar__minus_2_bar_0_bar_45)
        (receptacleType StoveBurner_bar__plus_03_dot_80_bar__plus_03_dot_37_bar__minus_03_dot_96 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_03_dot_80_bar__plus_03_dot_37_bar__minus_03_dot_96 loc_bar_4_bar_4_bar_3_bar__minus_30)
        (receptacleType DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50 loc_bar__minus_3_bar_4_bar_3_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_01_dot_20_bar__plus_02_dot_78_bar__plus_03_dot_49 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_20_bar__plus_02_dot_78_bar__plus_03_dot_49 loc_bar_6_bar_3_bar_1_bar_0)
        (receptacleType CoffeeMachine_bar__minus_00_dot_02_bar__plus_00_dot_19_bar__minus_02_dot_13 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_02_bar__plus_00_dot_19_bar__minus_02_dot_13 loc_bar__minus_9_bar_6_bar_0_bar_0)
        (canContain CabinetType CDType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CDType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType CDType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType KettleType)
        (objectType Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32 GarbageCan_bar__minus_01_dot_20_bar__plus_02_dot_78_bar__plus_03_dot_49)
        (objectAtLocation Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32 loc_bar_6_bar_3_bar_1_bar_0)
        (pickupable Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32)
        (heatable Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32)
        (coolable Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32)
        (cleanable Potato_bar__minus_02_dot_00_bar__plus_03_dot_99_bar__plus_03_dot_32)
        (objectType CD_bar__minus_02_dot_93_bar__minus_03_dot_67_bar__minus_02_dot_77 CDType)
        (inReceptacle CD_bar__minus_02_dot_93_bar__minus_03_dot_67_bar__minus_02_dot_77 Cabinet_bar__minus_01_dot_18_bar__plus_01_dot_89_bar__plus_00_dot_81)
        (objectAtLocation CD_bar__minus_02_dot_93_bar__minus_03_dot_67_bar__minus_02_dot_77 loc_bar__minus_1_bar__minus_2_bar_2_bar__minus_30)
        (pickupable CD_bar__minus_02_dot_93_bar__minus_03_dot_67_bar__minus_02_dot_77)
        (objectType Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98 DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50)
        (objectAtLocation Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98 loc_bar__minus_3_bar_4_bar_3_bar__minus_30)
        (pickupable Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98)
        (heatable Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98)
        (coolable Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98)
        (cleanable Apple_bar__plus_00_dot_61_bar__minus_01_dot_12_bar__minus_03_dot_98)
        (objectType Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12 DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50)
        (objectAtLocation Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12 loc_bar__minus_3_bar_4_bar_3_bar__minus_30)
        (pickupable Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12)
        (cleanable Fork_bar__plus_00_dot_93_bar__minus_02_dot_27_bar__plus_03_dot_12)
        (objectType Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35 Microwave_bar__plus_00_dot_42_bar__minus_01_dot_41_bar__minus_03_dot_95)
        (objectAtLocation Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35 loc_bar_6_bar__minus_4_bar_3_bar__minus_30)
        (pickupable Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35)
        (heatable Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35)
        (coolable Bread_bar__plus_00_dot_27_bar__plus_01_dot_63_bar__plus_01_dot_35)
        (objectType SaltShaker_bar__minus_03_dot_16_bar__minus_03_dot_55_bar__minus_00_dot_51 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_16_bar__minus_03_dot_55_bar__minus_00_dot_51 Drawer_bar__minus_00_dot_13_bar__plus_02_dot_21_bar__plus_00_dot_06)
        (objectAtLocation SaltShaker_bar__minus_03_dot_16_bar__minus_03_dot_55_bar__minus_00_dot_51 loc_bar_0_bar__minus_4_bar_0_bar_45)
        (pickupable SaltShaker_bar__minus_03_dot_16_bar__minus_03_dot_55_bar__minus_00_dot_51)
        (objectType Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61 CounterTop_bar__plus_02_dot_57_bar__plus_00_dot_80_bar__plus_00_dot_88)
        (objectAtLocation Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61 loc_bar__minus_4_bar_8_bar_1_bar_0)
        (pickupable Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61)
        (cleanable Kettle_bar__plus_01_dot_99_bar__plus_00_dot_14_bar__minus_01_dot_61)
        (objectType DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37 DiningTable_bar__minus_01_dot_89_bar__plus_02_dot_78_bar__plus_00_dot_50)
        (objectAtLocation DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37 loc_bar__minus_3_bar_4_bar_3_bar__minus_30)
        (pickupable DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37)
        (cleanable DishSponge_bar__plus_01_dot_09_bar__minus_01_dot_04_bar__minus_02_dot_37)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
