entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %reshape = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %0 = iota : tile<8xi32>
  %1 = offset %bcast, %0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true = constant <i1: true> : tile<8xi1>
  %2 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<8xi32>
  %result, %result_token = atomic_rmw_tko acq_rel device %1, and, %cst_1_i32, %true token=%2 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_0 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast_1, %3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_2 = constant <i1: true> : tile<8xi1>
  %5 = make_token : token
  %cst_1_i32_3 = constant <i32: 1> : tile<8xi32>
  %result_4, %result_token_5 = atomic_rmw_tko acq_rel device %4, or, %cst_1_i32_3, %true_2 token=%5 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_6 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_7 = broadcast %reshape_6 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %6 = iota : tile<8xi32>
  %7 = offset %bcast_7, %6 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_8 = constant <i1: true> : tile<8xi1>
  %8 = make_token : token
  %cst_1_i32_9 = constant <i32: 1> : tile<8xi32>
  %result_10, %result_token_11 = atomic_rmw_tko acq_rel device %7, xor, %cst_1_i32_9, %true_8 token=%8 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_12 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_13 = broadcast %reshape_12 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %9 = iota : tile<8xi32>
  %10 = offset %bcast_13, %9 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_14 = constant <i1: true> : tile<8xi1>
  %11 = make_token : token
  %cst_1_i32_15 = constant <i32: 1> : tile<8xi32>
  %result_16, %result_token_17 = atomic_rmw_tko acq_rel device %10, add, %cst_1_i32_15, %true_14 token=%11 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_18 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %12 = iota : tile<8xi32>
  %13 = offset %bcast_19, %12 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_20 = constant <i1: true> : tile<8xi1>
  %14 = make_token : token
  %cst_1_i32_21 = constant <i32: 1> : tile<8xi32>
  %result_22, %result_token_23 = atomic_rmw_tko acq_rel device %13, max, %cst_1_i32_21, %true_20 token=%14 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_24 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %15 = iota : tile<8xi32>
  %16 = offset %bcast_25, %15 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_26 = constant <i1: true> : tile<8xi1>
  %17 = make_token : token
  %cst_1_i32_27 = constant <i32: 1> : tile<8xi32>
  %result_28, %result_token_29 = atomic_rmw_tko acq_rel device %16, min, %cst_1_i32_27, %true_26 token=%17 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_30 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %18 = iota : tile<8xi32>
  %19 = offset %bcast_31, %18 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_32 = constant <i1: true> : tile<8xi1>
  %20 = make_token : token
  %cst_1_i32_33 = constant <i32: 1> : tile<8xi32>
  %result_34, %result_token_35 = atomic_rmw_tko acq_rel device %19, umax, %cst_1_i32_33, %true_32 token=%20 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_36 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_37 = broadcast %reshape_36 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %21 = iota : tile<8xi32>
  %22 = offset %bcast_37, %21 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_38 = constant <i1: true> : tile<8xi1>
  %23 = make_token : token
  %cst_1_i32_39 = constant <i32: 1> : tile<8xi32>
  %result_40, %result_token_41 = atomic_rmw_tko acq_rel device %22, umin, %cst_1_i32_39, %true_38 token=%23 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_42 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_43 = broadcast %reshape_42 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %24 = iota : tile<8xi32>
  %25 = offset %bcast_43, %24 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_44 = constant <i1: true> : tile<8xi1>
  %26 = make_token : token
  %cst_1_i32_45 = constant <i32: 1> : tile<8xi32>
  %result_46, %result_token_47 = atomic_rmw_tko acq_rel device %25, xchg, %cst_1_i32_45, %true_44 token=%26 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_48 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_49 = broadcast %reshape_48 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %27 = iota : tile<8xi32>
  %28 = offset %bcast_49, %27 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_50 = constant <i1: true> : tile<8xi1>
  %29 = make_token : token
  %cst_1_i64 = constant <i64: 1> : tile<8xi64>
  %result_51, %result_token_52 = atomic_rmw_tko acq_rel device %28, and, %cst_1_i64, %true_50 token=%29 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_53 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_54 = broadcast %reshape_53 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %30 = iota : tile<8xi32>
  %31 = offset %bcast_54, %30 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_55 = constant <i1: true> : tile<8xi1>
  %32 = make_token : token
  %cst_1_i64_56 = constant <i64: 1> : tile<8xi64>
  %result_57, %result_token_58 = atomic_rmw_tko acq_rel device %31, or, %cst_1_i64_56, %true_55 token=%32 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_59 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_60 = broadcast %reshape_59 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %33 = iota : tile<8xi32>
  %34 = offset %bcast_60, %33 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_61 = constant <i1: true> : tile<8xi1>
  %35 = make_token : token
  %cst_1_i64_62 = constant <i64: 1> : tile<8xi64>
  %result_63, %result_token_64 = atomic_rmw_tko acq_rel device %34, xor, %cst_1_i64_62, %true_61 token=%35 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_65 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_66 = broadcast %reshape_65 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %36 = iota : tile<8xi32>
  %37 = offset %bcast_66, %36 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_67 = constant <i1: true> : tile<8xi1>
  %38 = make_token : token
  %cst_1_i64_68 = constant <i64: 1> : tile<8xi64>
  %result_69, %result_token_70 = atomic_rmw_tko acq_rel device %37, add, %cst_1_i64_68, %true_67 token=%38 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_71 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_72 = broadcast %reshape_71 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %39 = iota : tile<8xi32>
  %40 = offset %bcast_72, %39 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_73 = constant <i1: true> : tile<8xi1>
  %41 = make_token : token
  %cst_1_i64_74 = constant <i64: 1> : tile<8xi64>
  %result_75, %result_token_76 = atomic_rmw_tko acq_rel device %40, max, %cst_1_i64_74, %true_73 token=%41 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_77 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_78 = broadcast %reshape_77 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %42 = iota : tile<8xi32>
  %43 = offset %bcast_78, %42 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_79 = constant <i1: true> : tile<8xi1>
  %44 = make_token : token
  %cst_1_i64_80 = constant <i64: 1> : tile<8xi64>
  %result_81, %result_token_82 = atomic_rmw_tko acq_rel device %43, min, %cst_1_i64_80, %true_79 token=%44 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_83 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_84 = broadcast %reshape_83 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %45 = iota : tile<8xi32>
  %46 = offset %bcast_84, %45 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_85 = constant <i1: true> : tile<8xi1>
  %47 = make_token : token
  %cst_1_i64_86 = constant <i64: 1> : tile<8xi64>
  %result_87, %result_token_88 = atomic_rmw_tko acq_rel device %46, umax, %cst_1_i64_86, %true_85 token=%47 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_89 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_90 = broadcast %reshape_89 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %48 = iota : tile<8xi32>
  %49 = offset %bcast_90, %48 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_91 = constant <i1: true> : tile<8xi1>
  %50 = make_token : token
  %cst_1_i64_92 = constant <i64: 1> : tile<8xi64>
  %result_93, %result_token_94 = atomic_rmw_tko acq_rel device %49, umin, %cst_1_i64_92, %true_91 token=%50 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_95 = reshape %arg2 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_96 = broadcast %reshape_95 : tile<1xptr<i64>> -> tile<8xptr<i64>>
  %51 = iota : tile<8xi32>
  %52 = offset %bcast_96, %51 : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
  %true_97 = constant <i1: true> : tile<8xi1>
  %53 = make_token : token
  %cst_1_i64_98 = constant <i64: 1> : tile<8xi64>
  %result_99, %result_token_100 = atomic_rmw_tko acq_rel device %52, xchg, %cst_1_i64_98, %true_97 token=%53 : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
  %reshape_101 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_102 = broadcast %reshape_101 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %54 = iota : tile<8xi32>
  %55 = offset %bcast_102, %54 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_103 = constant <i1: true> : tile<8xi1>
  %56 = make_token : token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8xf32>
  %result_104, %result_token_105 = atomic_rmw_tko acq_rel device %55, addf, %cst_1_f32, %true_103 token=%56 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
  %reshape_106 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_107 = broadcast %reshape_106 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %57 = iota : tile<8xi32>
  %58 = offset %bcast_107, %57 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_108 = constant <i1: true> : tile<8xi1>
  %59 = make_token : token
  %cst_1_f32_109 = constant <f32: 1.000000e+00> : tile<8xf32>
  %result_110, %result_token_111 = atomic_rmw_tko acq_rel device %58, xchg, %cst_1_f32_109, %true_108 token=%59 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
  %reshape_112 = reshape %arg3 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_113 = broadcast %reshape_112 : tile<1xptr<f16>> -> tile<8xptr<f16>>
  %60 = iota : tile<8xi32>
  %61 = offset %bcast_113, %60 : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
  %true_114 = constant <i1: true> : tile<8xi1>
  %62 = make_token : token
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<8xf16>
  %result_115, %result_token_116 = atomic_rmw_tko acq_rel device %61, addf, %cst_1_f16, %true_114 token=%62 : tile<8xptr<f16>>, tile<8xf16>, tile<8xi1> -> tile<8xf16>, token
  return
}
