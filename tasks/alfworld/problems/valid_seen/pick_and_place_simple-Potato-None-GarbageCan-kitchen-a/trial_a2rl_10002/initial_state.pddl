(define (problem plan_trial)
    (:domain alfred)
    (:objects
        agent1 - agent
        BowlType - otype
        BreadType - otype
        DishSpongeType - otype
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
        Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76 - object
        Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96 - object
        Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49 - object
        Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18 - object
        Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23 - object
        SaltShaker_bar__minus_03_dot_77_bar__plus_02_dot_70_bar__plus_00_dot_19 - object
        Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06 - object
        DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41 - object
        Cabinet_bar__plus_03_dot_64_bar__plus_01_dot_30_bar__plus_02_dot_80 - receptacle
        Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_22_bar__minus_03_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_56_bar__plus_00_dot_88_bar__plus_01_dot_06 - receptacle
        CounterTop_bar__minus_03_dot_20_bar__minus_01_dot_57_bar__minus_03_dot_52 - receptacle
        CounterTop_bar__minus_03_dot_73_bar__plus_03_dot_21_bar__minus_00_dot_10 - receptacle
        Drawer_bar__minus_02_dot_60_bar__plus_02_dot_88_bar__plus_00_dot_61 - receptacle
        Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10 - receptacle
        Fridge_bar__minus_00_dot_20_bar__minus_02_dot_20_bar__plus_00_dot_56 - receptacle
        Microwave_bar__plus_01_dot_96_bar__minus_00_dot_63_bar__minus_00_dot_81 - receptacle
        Sink_bar__plus_03_dot_72_bar__minus_02_dot_83_bar__plus_02_dot_01_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_38_bar__minus_02_dot_85_bar__minus_03_dot_63 - receptacle
        StoveBurner_bar__minus_01_dot_87_bar__minus_02_dot_65_bar__plus_00_dot_96 - receptacle
        DiningTable_bar__plus_00_dot_12_bar__plus_01_dot_25_bar__minus_03_dot_91 - receptacle
        GarbageCan_bar__minus_02_dot_00_bar__minus_00_dot_96_bar__minus_00_dot_87 - receptacle
        CoffeeMachine_bar__plus_02_dot_71_bar__plus_02_dot_37_bar__plus_00_dot_39 - receptacle
        loc_bar_0_bar_9_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_3_bar_0 - location
        loc_bar_2_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar__minus_1_bar_2_bar_45 - location
        loc_bar_4_bar__minus_7_bar_1_bar_60 - location
        loc_bar_5_bar_9_bar_3_bar_0 - location
        loc_bar_6_bar_7_bar_1_bar_30 - location
        loc_bar_8_bar_4_bar_1_bar_60 - location
        loc_bar_9_bar__minus_1_bar_2_bar_60 - location
        loc_bar__minus_2_bar_8_bar_0_bar_30 - location
        loc_bar__minus_3_bar_2_bar_1_bar_0 - location
        loc_bar__minus_7_bar_7_bar_2_bar__minus_30 - location
    )
    (:init
        (atLocation agent1 loc_bar_8_bar_4_bar_1_bar_60)
        (receptacleType Cabinet_bar__plus_03_dot_64_bar__plus_01_dot_30_bar__plus_02_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_64_bar__plus_01_dot_30_bar__plus_02_dot_80 loc_bar_2_bar_0_bar_3_bar_0)
        (openable Cabinet_bar__plus_03_dot_64_bar__plus_01_dot_30_bar__plus_02_dot_80)
        (receptacleType Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_22_bar__minus_03_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_22_bar__minus_03_dot_36 loc_bar_5_bar_9_bar_3_bar_0)
        (openable Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_22_bar__minus_03_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_56_bar__plus_00_dot_88_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_56_bar__plus_00_dot_88_bar__plus_01_dot_06 loc_bar__minus_3_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_56_bar__plus_00_dot_88_bar__plus_01_dot_06)
        (receptacleType CounterTop_bar__minus_03_dot_20_bar__minus_01_dot_57_bar__minus_03_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_20_bar__minus_01_dot_57_bar__minus_03_dot_52 loc_bar_4_bar__minus_7_bar_1_bar_60)
        (receptacleType CounterTop_bar__minus_03_dot_73_bar__plus_03_dot_21_bar__minus_00_dot_10 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_73_bar__plus_03_dot_21_bar__minus_00_dot_10 loc_bar_6_bar_7_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_60_bar__plus_02_dot_88_bar__plus_00_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_60_bar__plus_02_dot_88_bar__plus_00_dot_61 loc_bar_2_bar__minus_8_bar_1_bar__minus_30)
        (openable Drawer_bar__minus_02_dot_60_bar__plus_02_dot_88_bar__plus_00_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10 loc_bar__minus_7_bar_7_bar_2_bar__minus_30)
        (openable Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10)
        (receptacleType Fridge_bar__minus_00_dot_20_bar__minus_02_dot_20_bar__plus_00_dot_56 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_20_bar__minus_02_dot_20_bar__plus_00_dot_56 loc_bar_0_bar_9_bar_3_bar__minus_30)
        (openable Fridge_bar__minus_00_dot_20_bar__minus_02_dot_20_bar__plus_00_dot_56)
        (receptacleType Microwave_bar__plus_01_dot_96_bar__minus_00_dot_63_bar__minus_00_dot_81 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_96_bar__minus_00_dot_63_bar__minus_00_dot_81 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_01_dot_96_bar__minus_00_dot_63_bar__minus_00_dot_81)
        (receptacleType Sink_bar__plus_03_dot_72_bar__minus_02_dot_83_bar__plus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_72_bar__minus_02_dot_83_bar__plus_02_dot_01_bar_SinkBasin loc_bar__minus_2_bar_8_bar_0_bar_30)
        (receptacleType StoveBurner_bar__plus_00_dot_38_bar__minus_02_dot_85_bar__minus_03_dot_63 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_38_bar__minus_02_dot_85_bar__minus_03_dot_63 loc_bar_3_bar__minus_1_bar_2_bar_45)
        (receptacleType StoveBurner_bar__minus_01_dot_87_bar__minus_02_dot_65_bar__plus_00_dot_96 StoveBurnerType)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_87_bar__minus_02_dot_65_bar__plus_00_dot_96 loc_bar_0_bar__minus_1_bar_2_bar__minus_30)
        (receptacleType DiningTable_bar__plus_00_dot_12_bar__plus_01_dot_25_bar__minus_03_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_12_bar__plus_01_dot_25_bar__minus_03_dot_91 loc_bar_3_bar_7_bar_2_bar__minus_30)
        (receptacleType GarbageCan_bar__minus_02_dot_00_bar__minus_00_dot_96_bar__minus_00_dot_87 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_00_bar__minus_00_dot_96_bar__minus_00_dot_87 loc_bar_3_bar_6_bar_0_bar_30)
        (receptacleType CoffeeMachine_bar__plus_02_dot_71_bar__plus_02_dot_37_bar__plus_00_dot_39 CoffeeMachineType)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_71_bar__plus_02_dot_37_bar__plus_00_dot_39 loc_bar_9_bar__minus_1_bar_2_bar_60)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType KettleType)
        (objectType Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76 Sink_bar__plus_03_dot_72_bar__minus_02_dot_83_bar__plus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76 loc_bar__minus_2_bar_8_bar_0_bar_30)
        (pickupable Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76)
        (heatable Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76)
        (coolable Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76)
        (cleanable Potato_bar__minus_02_dot_79_bar__plus_03_dot_48_bar__plus_00_dot_76)
        (objectType Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96 Microwave_bar__plus_01_dot_96_bar__minus_00_dot_63_bar__minus_00_dot_81)
        (objectAtLocation Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96)
        (isReceptacleObject Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96)
        (coolable Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96)
        (cleanable Bowl_bar__minus_01_dot_71_bar__plus_03_dot_17_bar__plus_03_dot_96)
        (objectType Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49 CounterTop_bar__minus_03_dot_20_bar__minus_01_dot_57_bar__minus_03_dot_52)
        (objectAtLocation Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49 loc_bar_4_bar__minus_7_bar_1_bar_60)
        (pickupable Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49)
        (cleanable Fork_bar__minus_01_dot_93_bar__minus_03_dot_40_bar__minus_01_dot_49)
        (objectType Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18 Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10)
        (objectAtLocation Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18 loc_bar__minus_7_bar_7_bar_2_bar__minus_30)
        (pickupable Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18)
        (cleanable Spoon_bar__minus_00_dot_04_bar__minus_03_dot_42_bar__plus_01_dot_18)
        (objectType Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23 BreadType)
        (inReceptacle Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23 Fridge_bar__minus_00_dot_20_bar__minus_02_dot_20_bar__plus_00_dot_56)
        (objectAtLocation Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23 loc_bar_0_bar_9_bar_3_bar__minus_30)
        (pickupable Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23)
        (heatable Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23)
        (coolable Bread_bar__minus_03_dot_60_bar__plus_01_dot_54_bar__plus_00_dot_23)
        (objectType SaltShaker_bar__minus_03_dot_77_bar__plus_02_dot_70_bar__plus_00_dot_19 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_03_dot_77_bar__plus_02_dot_70_bar__plus_00_dot_19 Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_22_bar__minus_03_dot_36)
        (objectAtLocation SaltShaker_bar__minus_03_dot_77_bar__plus_02_dot_70_bar__plus_00_dot_19 loc_bar_5_bar_9_bar_3_bar_0)
        (pickupable SaltShaker_bar__minus_03_dot_77_bar__plus_02_dot_70_bar__plus_00_dot_19)
        (objectType Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06 KettleType)
        (inReceptacle Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06 StoveBurner_bar__plus_00_dot_38_bar__minus_02_dot_85_bar__minus_03_dot_63)
        (objectAtLocation Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06 loc_bar_3_bar__minus_1_bar_2_bar_45)
        (pickupable Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06)
        (cleanable Kettle_bar__minus_03_dot_91_bar__minus_03_dot_72_bar__plus_02_dot_06)
        (objectType DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41 Drawer_bar__plus_00_dot_37_bar__minus_01_dot_85_bar__minus_03_dot_10)
        (objectAtLocation DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41 loc_bar__minus_7_bar_7_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41)
        (cleanable DishSponge_bar__plus_03_dot_73_bar__plus_00_dot_04_bar__plus_01_dot_41)
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
