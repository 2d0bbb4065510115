entry @extract_tiles_Kt1_A2f32_3l0_A2f32_3l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %1 = extract %tile[%cst_0_i32_9, %cst_0_i32_10] : tile<32x32xf32> -> tile<16x16xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %2 = extract %tile[%cst_1_i32, %cst_1_i32_11] : tile<32x32xf32> -> tile<16x16xf32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %3 = addf %1, %2  : tile<16x16xf32>
  %pview_14 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_14[%cst_0_i32_12, %cst_0_i32_13] token = %0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
