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
  %result_2, %result_token_3 = load_ptr_tko relaxed tl_blk %3 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_4 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_5 = broadcast %reshape_4 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %4 = iota : tile<8xi32>
  %5 = offset %bcast_5, %4 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_6, %result_token_7 = load_ptr_tko relaxed device %5 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_8 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %6 = iota : tile<8xi32>
  %7 = offset %bcast_9, %6 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_10, %result_token_11 = load_ptr_tko relaxed sys %7 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_12 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_13 = broadcast %reshape_12 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %8 = iota : tile<8xi32>
  %9 = offset %bcast_13, %8 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_14, %result_token_15 = load_ptr_tko acquire tl_blk %9 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_16 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_17 = broadcast %reshape_16 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %10 = iota : tile<8xi32>
  %11 = offset %bcast_17, %10 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_18, %result_token_19 = load_ptr_tko acquire device %11 : tile<8xptr<f32>> -> tile<8xf32>, token
  %reshape_20 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_21 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %12 = iota : tile<8xi32>
  %13 = offset %bcast_21, %12 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %result_22, %result_token_23 = load_ptr_tko acquire sys %13 : tile<8xptr<f32>> -> tile<8xf32>, token
  return
}
