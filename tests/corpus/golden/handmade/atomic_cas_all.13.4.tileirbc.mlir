entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %reshape = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %0 = iota : tile<8xi32>
  %1 = offset %bcast, %0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true = constant <i1: true> : tile<8xi1>
  %2 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32 = constant <i32: 1> : tile<8xi32>
  %result, %result_token = atomic_cas_tko acq_rel device %1, %cst_0_i32, %cst_1_i32, %true token=%2 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_0 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast_1, %3 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_2 = constant <i1: true> : tile<8xi1>
  %5 = make_token : token
  %cst_0_i64 = constant <i64: 0> : tile<8xi64>
  %cst_1_i64 = constant <i64: 1> : tile<8xi64>
  %result_3, %result_token_4 = atomic_cas_tko acq_rel device %4, %cst_0_i64, %cst_1_i64, %true_2 token=%5 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_5 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %6 = iota : tile<8xi32>
  %7 = offset %bcast_6, %6 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_7 = constant <i1: true> : tile<8xi1>
  %8 = make_token : token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8xf32>
  %result_8, %result_token_9 = atomic_cas_tko acq_rel device %7, %cst_0_f32, %cst_1_f32, %true_7 token=%8 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
  %reshape_10 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_11 = broadcast %reshape_10 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %9 = iota : tile<8xi32>
  %10 = offset %bcast_11, %9 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_12 = constant <i1: true> : tile<8xi1>
  %11 = make_token : token
  %cst_0_i32_13 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_14 = constant <i32: 1> : tile<8xi32>
  %result_15, %result_token_16 = atomic_cas_tko relaxed tl_blk %10, %cst_0_i32_13, %cst_1_i32_14, %true_12 token=%11 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_17 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %12 = iota : tile<8xi32>
  %13 = offset %bcast_18, %12 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_19 = constant <i1: true> : tile<8xi1>
  %14 = make_token : token
  %cst_0_i32_20 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_21 = constant <i32: 1> : tile<8xi32>
  %result_22, %result_token_23 = atomic_cas_tko relaxed device %13, %cst_0_i32_20, %cst_1_i32_21, %true_19 token=%14 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_24 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %15 = iota : tile<8xi32>
  %16 = offset %bcast_25, %15 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_26 = constant <i1: true> : tile<8xi1>
  %17 = make_token : token
  %cst_0_i32_27 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_28 = constant <i32: 1> : tile<8xi32>
  %result_29, %result_token_30 = atomic_cas_tko relaxed sys %16, %cst_0_i32_27, %cst_1_i32_28, %true_26 token=%17 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_31 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_32 = broadcast %reshape_31 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %18 = iota : tile<8xi32>
  %19 = offset %bcast_32, %18 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_33 = constant <i1: true> : tile<8xi1>
  %20 = make_token : token
  %cst_0_i32_34 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_35 = constant <i32: 1> : tile<8xi32>
  %result_36, %result_token_37 = atomic_cas_tko acquire tl_blk %19, %cst_0_i32_34, %cst_1_i32_35, %true_33 token=%20 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_38 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_39 = broadcast %reshape_38 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %21 = iota : tile<8xi32>
  %22 = offset %bcast_39, %21 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_40 = constant <i1: true> : tile<8xi1>
  %23 = make_token : token
  %cst_0_i32_41 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_42 = constant <i32: 1> : tile<8xi32>
  %result_43, %result_token_44 = atomic_cas_tko acquire device %22, %cst_0_i32_41, %cst_1_i32_42, %true_40 token=%23 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_45 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_46 = broadcast %reshape_45 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %24 = iota : tile<8xi32>
  %25 = offset %bcast_46, %24 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_47 = constant <i1: true> : tile<8xi1>
  %26 = make_token : token
  %cst_0_i32_48 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_49 = constant <i32: 1> : tile<8xi32>
  %result_50, %result_token_51 = atomic_cas_tko acquire sys %25, %cst_0_i32_48, %cst_1_i32_49, %true_47 token=%26 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_52 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_53 = broadcast %reshape_52 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %27 = iota : tile<8xi32>
  %28 = offset %bcast_53, %27 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_54 = constant <i1: true> : tile<8xi1>
  %29 = make_token : token
  %cst_0_i32_55 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_56 = constant <i32: 1> : tile<8xi32>
  %result_57, %result_token_58 = atomic_cas_tko release tl_blk %28, %cst_0_i32_55, %cst_1_i32_56, %true_54 token=%29 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_59 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_60 = broadcast %reshape_59 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %30 = iota : tile<8xi32>
  %31 = offset %bcast_60, %30 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_61 = constant <i1: true> : tile<8xi1>
  %32 = make_token : token
  %cst_0_i32_62 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_63 = constant <i32: 1> : tile<8xi32>
  %result_64, %result_token_65 = atomic_cas_tko release device %31, %cst_0_i32_62, %cst_1_i32_63, %true_61 token=%32 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_66 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_67 = broadcast %reshape_66 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %33 = iota : tile<8xi32>
  %34 = offset %bcast_67, %33 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_68 = constant <i1: true> : tile<8xi1>
  %35 = make_token : token
  %cst_0_i32_69 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_70 = constant <i32: 1> : tile<8xi32>
  %result_71, %result_token_72 = atomic_cas_tko release sys %34, %cst_0_i32_69, %cst_1_i32_70, %true_68 token=%35 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_73 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_74 = broadcast %reshape_73 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %36 = iota : tile<8xi32>
  %37 = offset %bcast_74, %36 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_75 = constant <i1: true> : tile<8xi1>
  %38 = make_token : token
  %cst_0_i32_76 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_77 = constant <i32: 1> : tile<8xi32>
  %result_78, %result_token_79 = atomic_cas_tko acq_rel tl_blk %37, %cst_0_i32_76, %cst_1_i32_77, %true_75 token=%38 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_80 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_81 = broadcast %reshape_80 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %39 = iota : tile<8xi32>
  %40 = offset %bcast_81, %39 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_82 = constant <i1: true> : tile<8xi1>
  %41 = make_token : token
  %cst_0_i32_83 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_84 = constant <i32: 1> : tile<8xi32>
  %result_85, %result_token_86 = atomic_cas_tko acq_rel device %40, %cst_0_i32_83, %cst_1_i32_84, %true_82 token=%41 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_87 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_88 = broadcast %reshape_87 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %42 = iota : tile<8xi32>
  %43 = offset %bcast_88, %42 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_89 = constant <i1: true> : tile<8xi1>
  %44 = make_token : token
  %cst_0_i32_90 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_91 = constant <i32: 1> : tile<8xi32>
  %result_92, %result_token_93 = atomic_cas_tko acq_rel sys %43, %cst_0_i32_90, %cst_1_i32_91, %true_89 token=%44 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_94 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_95 = broadcast %reshape_94 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %45 = iota : tile<8xi32>
  %46 = offset %bcast_95, %45 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_0_i32_96 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_97 = constant <i32: 1> : tile<8xi32>
  %result_98, %result_token_99 = atomic_cas_tko acq_rel device %46, %cst_0_i32_96, %cst_1_i32_97 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %reshape_100 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_101 = broadcast %reshape_100 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %47 = iota : tile<8xi32>
  %48 = offset %bcast_101, %47 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %49 = make_token : token
  %cst_0_i32_102 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_103 = constant <i32: 1> : tile<8xi32>
  %result_104, %result_token_105 = atomic_cas_tko acq_rel device %48, %cst_0_i32_102, %cst_1_i32_103 token=%49 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %reshape_106 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_107 = broadcast %reshape_106 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %50 = iota : tile<8xi32>
  %51 = offset %bcast_107, %50 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_108 = constant <i1: true> : tile<8xi1>
  %cst_0_i32_109 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_110 = constant <i32: 1> : tile<8xi32>
  %result_111, %result_token_112 = atomic_cas_tko acq_rel device %51, %cst_0_i32_109, %cst_1_i32_110, %true_108 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_113 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_114 = broadcast %reshape_113 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %52 = iota : tile<8xi32>
  %53 = offset %bcast_114, %52 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_115 = constant <i1: true> : tile<8xi1>
  %54 = make_token : token
  %cst_0_i32_116 = constant <i32: 0> : tile<8xi32>
  %cst_1_i32_117 = constant <i32: 1> : tile<8xi32>
  %result_118, %result_token_119 = atomic_cas_tko acq_rel device %53, %cst_0_i32_116, %cst_1_i32_117, %true_115 token=%54 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  return
}
