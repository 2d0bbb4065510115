entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %reshape = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %0 = iota : tile<8xi32>
  %1 = offset %bcast, %0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_5_i32 = constant <i32: 5> : tile<8xi32>
  %2 = store_ptr_tko weak %1, %cst_5_i32 : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_0 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast_1, %3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %5 = make_token : token
  %cst_5_i32_2 = constant <i32: 5> : tile<8xi32>
  %6 = store_ptr_tko weak %4, %cst_5_i32_2 token=%5 : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_3 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_4 = broadcast %reshape_3 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %7 = iota : tile<8xi32>
  %8 = offset %bcast_4, %7 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true = constant <i1: true> : tile<8xi1>
  %cst_5_i32_5 = constant <i32: 5> : tile<8xi32>
  %9 = store_ptr_tko weak %8, %cst_5_i32_5, %true : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_6 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_7 = broadcast %reshape_6 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %10 = iota : tile<8xi32>
  %11 = offset %bcast_7, %10 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_8 = constant <i1: true> : tile<8xi1>
  %12 = make_token : token
  %cst_5_i32_9 = constant <i32: 5> : tile<8xi32>
  %13 = store_ptr_tko weak %11, %cst_5_i32_9, %true_8 token=%12 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_10 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_11 = broadcast %reshape_10 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %14 = iota : tile<8xi32>
  %15 = offset %bcast_11, %14 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_5_i32_12 = constant <i32: 5> : tile<8xi32>
  %16 = store_ptr_tko weak %15, %cst_5_i32_12 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_13 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %17 = iota : tile<8xi32>
  %18 = offset %bcast_14, %17 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %19 = make_token : token
  %cst_5_i32_15 = constant <i32: 5> : tile<8xi32>
  %20 = store_ptr_tko weak %18, %cst_5_i32_15 token=%19 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_16 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_17 = broadcast %reshape_16 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %21 = iota : tile<8xi32>
  %22 = offset %bcast_17, %21 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_18 = constant <i1: true> : tile<8xi1>
  %cst_5_i32_19 = constant <i32: 5> : tile<8xi32>
  %23 = store_ptr_tko weak %22, %cst_5_i32_19, %true_18 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_20 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_21 = broadcast %reshape_20 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %24 = iota : tile<8xi32>
  %25 = offset %bcast_21, %24 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_22 = constant <i1: true> : tile<8xi1>
  %26 = make_token : token
  %cst_5_i32_23 = constant <i32: 5> : tile<8xi32>
  %27 = store_ptr_tko weak %25, %cst_5_i32_23, %true_22 token=%26 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_24 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %28 = iota : tile<8xi32>
  %29 = offset %bcast_25, %28 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_5_i32_26 = constant <i32: 5> : tile<8xi32>
  %30 = store_ptr_tko relaxed tl_blk %29, %cst_5_i32_26 : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_27 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_28 = broadcast %reshape_27 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %31 = iota : tile<8xi32>
  %32 = offset %bcast_28, %31 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %33 = make_token : token
  %cst_5_i32_29 = constant <i32: 5> : tile<8xi32>
  %34 = store_ptr_tko relaxed tl_blk %32, %cst_5_i32_29 token=%33 : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_30 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %35 = iota : tile<8xi32>
  %36 = offset %bcast_31, %35 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_32 = constant <i1: true> : tile<8xi1>
  %cst_5_i32_33 = constant <i32: 5> : tile<8xi32>
  %37 = store_ptr_tko relaxed tl_blk %36, %cst_5_i32_33, %true_32 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_34 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_35 = broadcast %reshape_34 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %38 = iota : tile<8xi32>
  %39 = offset %bcast_35, %38 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_36 = constant <i1: true> : tile<8xi1>
  %40 = make_token : token
  %cst_5_i32_37 = constant <i32: 5> : tile<8xi32>
  %41 = store_ptr_tko relaxed tl_blk %39, %cst_5_i32_37, %true_36 token=%40 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_38 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_39 = broadcast %reshape_38 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %42 = iota : tile<8xi32>
  %43 = offset %bcast_39, %42 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_5_i32_40 = constant <i32: 5> : tile<8xi32>
  %44 = store_ptr_tko relaxed tl_blk %43, %cst_5_i32_40 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_41 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_42 = broadcast %reshape_41 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %45 = iota : tile<8xi32>
  %46 = offset %bcast_42, %45 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %47 = make_token : token
  %cst_5_i32_43 = constant <i32: 5> : tile<8xi32>
  %48 = store_ptr_tko relaxed tl_blk %46, %cst_5_i32_43 token=%47 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32> -> token
  %reshape_44 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_45 = broadcast %reshape_44 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %49 = iota : tile<8xi32>
  %50 = offset %bcast_45, %49 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_46 = constant <i1: true> : tile<8xi1>
  %cst_5_i32_47 = constant <i32: 5> : tile<8xi32>
  %51 = store_ptr_tko relaxed tl_blk %50, %cst_5_i32_47, %true_46 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  %reshape_48 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_49 = broadcast %reshape_48 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %52 = iota : tile<8xi32>
  %53 = offset %bcast_49, %52 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %true_50 = constant <i1: true> : tile<8xi1>
  %54 = make_token : token
  %cst_5_i32_51 = constant <i32: 5> : tile<8xi32>
  %55 = store_ptr_tko relaxed tl_blk %53, %cst_5_i32_51, %true_50 token=%54 optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  return
}
