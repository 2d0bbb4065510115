entry @gather_scatter_1d_Kt1_A1f32_1l0_w_A1i64_1l0_A1f32_1l0_w_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i64>, %arg8: tile<i64>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i64>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i64>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i64>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i64>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<64xi64>, token
  %reshape = reshape %assume : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %1 = cmpi less_than %tile, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %reshape_5 = reshape %assume_0 : tile<i64> -> tile<1xi64>
  %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<64xi64>
  %2 = muli %tile, %bcast_6 : tile<64xi64>
  %reshape_7 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %3 = offset %bcast_8, %2 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_9 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<64xf32>
  %result, %result_token_11 = load_ptr_tko weak %3, %1, %bcast_10 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_12 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast_13 = broadcast %reshape_12 : tile<1xf32> -> tile<64xf32>
  %4 = mulf %result, %bcast_13  : tile<64xf32>
  %reshape_14 = reshape %assume_3 : tile<i64> -> tile<1xi64>
  %bcast_15 = broadcast %reshape_14 : tile<1xi64> -> tile<64xi64>
  %5 = cmpi less_than %tile, %bcast_15, unsigned : tile<64xi64> -> tile<64xi1>
  %reshape_16 = reshape %assume_4 : tile<i64> -> tile<1xi64>
  %bcast_17 = broadcast %reshape_16 : tile<1xi64> -> tile<64xi64>
  %6 = muli %tile, %bcast_17 : tile<64xi64>
  %reshape_18 = reshape %arg6 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %7 = offset %bcast_19, %6 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %8 = store_ptr_tko weak %7, %4, %5 token=%0 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> token
  return
}
