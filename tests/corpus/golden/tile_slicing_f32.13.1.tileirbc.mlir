entry @tile_slicing_Kt1_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_6 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_6] token = %0 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<4x8xf32>, token
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %1 = extract %tile[%cst_2_i32, %cst_0_i32_7] : tile<4x8xf32> -> tile<1x8xf32>
  %reshape = reshape %1 : tile<1x8xf32> -> tile<8xf32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %reshape, %pview_9[%cst_0_i32_8] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
