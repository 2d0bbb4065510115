entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %0 = iota : tile<8xi32>
  %1 = offset %bcast, %0 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result, %result_token = load_ptr_tko weak %1 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %2 = iota : tile<8xi32>
  %3 = offset %bcast_1, %2 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %4 = make_token : token
  %result_2, %result_token_3 = load_ptr_tko weak %3 token=%4 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_4 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %5 = iota : tile<8xi32>
  %6 = offset %bcast_5, %5 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true = constant <i1: true> : tile<8xi1>
  %result_6, %result_token_7 = load_ptr_tko weak %6, %true : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_8 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %7 = iota : tile<8xi32>
  %8 = offset %bcast_9, %7 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_10 = constant <i1: true> : tile<8xi1>
  %9 = make_token : token
  %result_11, %result_token_12 = load_ptr_tko weak %8, %true_10 token=%9 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_13 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %10 = iota : tile<8xi32>
  %11 = offset %bcast_14, %10 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_15 = constant <i1: true> : tile<8xi1>
  %cst_f32 = constant <f32: -1.000000e+00> : tile<8xf32>
  %result_16, %result_token_17 = load_ptr_tko weak %11, %true_15, %cst_f32 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_18 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %12 = iota : tile<8xi32>
  %13 = offset %bcast_19, %12 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_20 = constant <i1: true> : tile<8xi1>
  %cst_f32_21 = constant <f32: -1.000000e+00> : tile<8xf32>
  %14 = make_token : token
  %result_22, %result_token_23 = load_ptr_tko weak %13, %true_20, %cst_f32_21 token=%14 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_24 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %15 = iota : tile<8xi32>
  %16 = offset %bcast_25, %15 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_26, %result_token_27 = load_ptr_tko weak %16 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_28 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_29 = broadcast %reshape_28 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %17 = iota : tile<8xi32>
  %18 = offset %bcast_29, %17 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %19 = make_token : token
  %result_30, %result_token_31 = load_ptr_tko weak %18 token=%19 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_32 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_33 = broadcast %reshape_32 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %20 = iota : tile<8xi32>
  %21 = offset %bcast_33, %20 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_34 = constant <i1: true> : tile<8xi1>
  %result_35, %result_token_36 = load_ptr_tko weak %21, %true_34 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_37 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_38 = broadcast %reshape_37 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %22 = iota : tile<8xi32>
  %23 = offset %bcast_38, %22 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_39 = constant <i1: true> : tile<8xi1>
  %24 = make_token : token
  %result_40, %result_token_41 = load_ptr_tko weak %23, %true_39 token=%24 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_42 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_43 = broadcast %reshape_42 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %25 = iota : tile<8xi32>
  %26 = offset %bcast_43, %25 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_44 = constant <i1: true> : tile<8xi1>
  %cst_f32_45 = constant <f32: -1.000000e+00> : tile<8xf32>
  %result_46, %result_token_47 = load_ptr_tko weak %26, %true_44, %cst_f32_45 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_48 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_49 = broadcast %reshape_48 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %27 = iota : tile<8xi32>
  %28 = offset %bcast_49, %27 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_50 = constant <i1: true> : tile<8xi1>
  %cst_f32_51 = constant <f32: -1.000000e+00> : tile<8xf32>
  %29 = make_token : token
  %result_52, %result_token_53 = load_ptr_tko weak %28, %true_50, %cst_f32_51 token=%29 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_54 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_55 = broadcast %reshape_54 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %30 = iota : tile<8xi32>
  %31 = offset %bcast_55, %30 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_56, %result_token_57 = load_ptr_tko relaxed device %31 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_58 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_59 = broadcast %reshape_58 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %32 = iota : tile<8xi32>
  %33 = offset %bcast_59, %32 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %34 = make_token : token
  %result_60, %result_token_61 = load_ptr_tko relaxed device %33 token=%34 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_62 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_63 = broadcast %reshape_62 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %35 = iota : tile<8xi32>
  %36 = offset %bcast_63, %35 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_64 = constant <i1: true> : tile<8xi1>
  %result_65, %result_token_66 = load_ptr_tko relaxed device %36, %true_64 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_67 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_68 = broadcast %reshape_67 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %37 = iota : tile<8xi32>
  %38 = offset %bcast_68, %37 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_69 = constant <i1: true> : tile<8xi1>
  %39 = make_token : token
  %result_70, %result_token_71 = load_ptr_tko relaxed device %38, %true_69 token=%39 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_72 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_73 = broadcast %reshape_72 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %40 = iota : tile<8xi32>
  %41 = offset %bcast_73, %40 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_74 = constant <i1: true> : tile<8xi1>
  %cst_f32_75 = constant <f32: -1.000000e+00> : tile<8xf32>
  %result_76, %result_token_77 = load_ptr_tko relaxed device %41, %true_74, %cst_f32_75 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_78 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_79 = broadcast %reshape_78 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %42 = iota : tile<8xi32>
  %43 = offset %bcast_79, %42 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_80 = constant <i1: true> : tile<8xi1>
  %cst_f32_81 = constant <f32: -1.000000e+00> : tile<8xf32>
  %44 = make_token : token
  %result_82, %result_token_83 = load_ptr_tko relaxed device %43, %true_80, %cst_f32_81 token=%44 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_84 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_85 = broadcast %reshape_84 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %45 = iota : tile<8xi32>
  %46 = offset %bcast_85, %45 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_86, %result_token_87 = load_ptr_tko relaxed device %46 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_88 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_89 = broadcast %reshape_88 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %47 = iota : tile<8xi32>
  %48 = offset %bcast_89, %47 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %49 = make_token : token
  %result_90, %result_token_91 = load_ptr_tko relaxed device %48 token=%49 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_92 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_93 = broadcast %reshape_92 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %50 = iota : tile<8xi32>
  %51 = offset %bcast_93, %50 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_94 = constant <i1: true> : tile<8xi1>
  %result_95, %result_token_96 = load_ptr_tko relaxed device %51, %true_94 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_97 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_98 = broadcast %reshape_97 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %52 = iota : tile<8xi32>
  %53 = offset %bcast_98, %52 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_99 = constant <i1: true> : tile<8xi1>
  %54 = make_token : token
  %result_100, %result_token_101 = load_ptr_tko relaxed device %53, %true_99 token=%54 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %reshape_102 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_103 = broadcast %reshape_102 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %55 = iota : tile<8xi32>
  %56 = offset %bcast_103, %55 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_104 = constant <i1: true> : tile<8xi1>
  %cst_f32_105 = constant <f32: -1.000000e+00> : tile<8xf32>
  %result_106, %result_token_107 = load_ptr_tko relaxed device %56, %true_104, %cst_f32_105 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %reshape_108 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_109 = broadcast %reshape_108 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %57 = iota : tile<8xi32>
  %58 = offset %bcast_109, %57 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true_110 = constant <i1: true> : tile<8xi1>
  %cst_f32_111 = constant <f32: -1.000000e+00> : tile<8xf32>
  %59 = make_token : token
  %result_112, %result_token_113 = load_ptr_tko relaxed device %58, %true_110, %cst_f32_111 token=%59 optimization_hints = <sm_100 = {latency = 3}, sm_90 = {allow_tma = false}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  return
}
