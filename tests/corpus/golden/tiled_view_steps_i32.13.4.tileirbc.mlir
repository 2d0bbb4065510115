entry @tiled_view_steps_Kt1_A2i32_3l0_A2i32_3l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %sview = make_strided_view %tview : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %sview[%cst_1_i32, %cst_0_i32_9] token = %0 : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token
  %pview = make_partition_view %tview_7 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>
  %1 = store_view_tko weak %tile, %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %sview_13 = make_strided_view %tview : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>
  %tile_14, %result_token_15 = load_view_tko weak %sview_13[%cst_2_i32, %cst_0_i32_12] token = %0 optimization_hints = <default = {allow_tma = false, latency = 4}> : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>
  %2 = store_view_tko weak %tile_14, %pview_16[%cst_1_i32_10, %cst_0_i32_11] token = %1 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
