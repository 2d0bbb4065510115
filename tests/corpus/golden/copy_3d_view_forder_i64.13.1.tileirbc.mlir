entry @copy_3d_view_Kt1_A3i64_7l0_A3i64_7l0(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i64>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_2_i64 = constant <i64: 2> : tile<16x8x4xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi64, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi64, strides=[?,?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xi64, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12, %cst_0_i32_13] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xi64, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xi64>, token
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %1 = permute %tile [2, 1, 0] : tile<4x8x16xi64> -> tile<16x8x4xi64>
  %2 = muli %1, %cst_2_i64 : tile<16x8x4xi64>
  %pview_17 = make_partition_view %tview_11 : partition_view<tile=(16x8x4), tensor_view<?x?x?xi64, strides=[?,?,?]>>
  %3 = store_view_tko weak %2, %pview_17[%cst_0_i32_14, %cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<16x8x4xi64>, partition_view<tile=(16x8x4), tensor_view<?x?x?xi64, strides=[?,?,?]>>, tile<i32> -> token
  return
}
