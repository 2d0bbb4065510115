entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %reshape = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %0 = iota : tile<8xi32>
  %1 = offset %bcast, %0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true = constant <i1: true> : tile<8xi1>
  %2 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<8xi32>
  %result, %result_token = atomic_rmw_tko relaxed tl_blk %1, add, %cst_1_i32, %true token=%2 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_0 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast_1, %3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_2 = constant <i1: true> : tile<8xi1>
  %5 = make_token : token
  %cst_1_i32_3 = constant <i32: 1> : tile<8xi32>
  %result_4, %result_token_5 = atomic_rmw_tko relaxed device %4, add, %cst_1_i32_3, %true_2 token=%5 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_6 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_7 = broadcast %reshape_6 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %6 = iota : tile<8xi32>
  %7 = offset %bcast_7, %6 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_8 = constant <i1: true> : tile<8xi1>
  %8 = make_token : token
  %cst_1_i32_9 = constant <i32: 1> : tile<8xi32>
  %result_10, %result_token_11 = atomic_rmw_tko relaxed sys %7, add, %cst_1_i32_9, %true_8 token=%8 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_12 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_13 = broadcast %reshape_12 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %9 = iota : tile<8xi32>
  %10 = offset %bcast_13, %9 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_14 = constant <i1: true> : tile<8xi1>
  %11 = make_token : token
  %cst_1_i32_15 = constant <i32: 1> : tile<8xi32>
  %result_16, %result_token_17 = atomic_rmw_tko acquire tl_blk %10, add, %cst_1_i32_15, %true_14 token=%11 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_18 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %12 = iota : tile<8xi32>
  %13 = offset %bcast_19, %12 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_20 = constant <i1: true> : tile<8xi1>
  %14 = make_token : token
  %cst_1_i32_21 = constant <i32: 1> : tile<8xi32>
  %result_22, %result_token_23 = atomic_rmw_tko acquire device %13, add, %cst_1_i32_21, %true_20 token=%14 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_24 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %15 = iota : tile<8xi32>
  %16 = offset %bcast_25, %15 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_26 = constant <i1: true> : tile<8xi1>
  %17 = make_token : token
  %cst_1_i32_27 = constant <i32: 1> : tile<8xi32>
  %result_28, %result_token_29 = atomic_rmw_tko acquire sys %16, add, %cst_1_i32_27, %true_26 token=%17 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_30 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %18 = iota : tile<8xi32>
  %19 = offset %bcast_31, %18 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_32 = constant <i1: true> : tile<8xi1>
  %20 = make_token : token
  %cst_1_i32_33 = constant <i32: 1> : tile<8xi32>
  %result_34, %result_token_35 = atomic_rmw_tko release tl_blk %19, add, %cst_1_i32_33, %true_32 token=%20 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_36 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_37 = broadcast %reshape_36 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %21 = iota : tile<8xi32>
  %22 = offset %bcast_37, %21 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_38 = constant <i1: true> : tile<8xi1>
  %23 = make_token : token
  %cst_1_i32_39 = constant <i32: 1> : tile<8xi32>
  %result_40, %result_token_41 = atomic_rmw_tko release device %22, add, %cst_1_i32_39, %true_38 token=%23 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_42 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_43 = broadcast %reshape_42 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %24 = iota : tile<8xi32>
  %25 = offset %bcast_43, %24 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_44 = constant <i1: true> : tile<8xi1>
  %26 = make_token : token
  %cst_1_i32_45 = constant <i32: 1> : tile<8xi32>
  %result_46, %result_token_47 = atomic_rmw_tko release sys %25, add, %cst_1_i32_45, %true_44 token=%26 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_48 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_49 = broadcast %reshape_48 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %27 = iota : tile<8xi32>
  %28 = offset %bcast_49, %27 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_50 = constant <i1: true> : tile<8xi1>
  %29 = make_token : token
  %cst_1_i32_51 = constant <i32: 1> : tile<8xi32>
  %result_52, %result_token_53 = atomic_rmw_tko acq_rel tl_blk %28, add, %cst_1_i32_51, %true_50 token=%29 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_54 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_55 = broadcast %reshape_54 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %30 = iota : tile<8xi32>
  %31 = offset %bcast_55, %30 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_56 = constant <i1: true> : tile<8xi1>
  %32 = make_token : token
  %cst_1_i32_57 = constant <i32: 1> : tile<8xi32>
  %result_58, %result_token_59 = atomic_rmw_tko acq_rel device %31, add, %cst_1_i32_57, %true_56 token=%32 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_60 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_61 = broadcast %reshape_60 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %33 = iota : tile<8xi32>
  %34 = offset %bcast_61, %33 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_62 = constant <i1: true> : tile<8xi1>
  %35 = make_token : token
  %cst_1_i32_63 = constant <i32: 1> : tile<8xi32>
  %result_64, %result_token_65 = atomic_rmw_tko acq_rel sys %34, add, %cst_1_i32_63, %true_62 token=%35 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_66 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_67 = broadcast %reshape_66 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %36 = iota : tile<8xi32>
  %37 = offset %bcast_67, %36 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_1_i32_68 = constant <i32: 1> : tile<8xi32>
  %result_69, %result_token_70 = atomic_rmw_tko acq_rel device %37, xchg, %cst_1_i32_68 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %reshape_71 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_72 = broadcast %reshape_71 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %38 = iota : tile<8xi32>
  %39 = offset %bcast_72, %38 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %40 = make_token : token
  %cst_1_i32_73 = constant <i32: 1> : tile<8xi32>
  %result_74, %result_token_75 = atomic_rmw_tko acq_rel device %39, xchg, %cst_1_i32_73 token=%40 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %reshape_76 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_77 = broadcast %reshape_76 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %41 = iota : tile<8xi32>
  %42 = offset %bcast_77, %41 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_78 = constant <i1: true> : tile<8xi1>
  %cst_1_i32_79 = constant <i32: 1> : tile<8xi32>
  %result_80, %result_token_81 = atomic_rmw_tko acq_rel device %42, xchg, %cst_1_i32_79, %true_78 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %reshape_82 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_83 = broadcast %reshape_82 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %43 = iota : tile<8xi32>
  %44 = offset %bcast_83, %43 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_84 = constant <i1: true> : tile<8xi1>
  %45 = make_token : token
  %cst_1_i32_85 = constant <i32: 1> : tile<8xi32>
  %result_86, %result_token_87 = atomic_rmw_tko acq_rel device %44, xchg, %cst_1_i32_85, %true_84 token=%45 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  return
}
