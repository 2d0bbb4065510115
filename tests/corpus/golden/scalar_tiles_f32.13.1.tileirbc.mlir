entry @scalar_tiles_Kt1_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token
  %reshape = reshape %tile : tile<1xf32> -> tile<f32>
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %1 = fma %reshape, %cst_3_f32, %cst_1_f32  : tile<f32>
  %reshape_5 = reshape %1 : tile<f32> -> tile<1xf32>
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %reshape_5, %pview_6[%cst_0_i32_4] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_7 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%cst_1_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %reshape_11 = reshape %tile_8 : tile<1xf32> -> tile<f32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %3 = mulf %reshape_11, %cst_2_f32  : tile<f32>
  %reshape_12 = reshape %3 : tile<f32> -> tile<1xf32>
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %reshape_12, %pview_13[%cst_1_i32_10] token = %2 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
