entry @tuple_scan_mixed_Kt1_A2f32_3l0_A2f32_3l0_A2i64_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i64>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
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
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<4x32xf32>, token
  %cst_1_i64 = constant <i64: 1> : tile<4x32xi64>
  %1:2 = scan %tile, %cst_1_i64 dim=1 reverse=false identities=[0.000000e+00 : f32, 0] : tile<4x32xf32>, tile<4x32xi64> -> tile<4x32xf32>, tile<4x32xi64> 
  (%arg15: tile<f32>, %arg16: tile<f32>, %arg17: tile<i64>, %arg18: tile<i64>) {
    %4 = addf %arg15, %arg16  : tile<f32>
    %5 = addi %arg17, %arg18 : tile<i64>
    yield %4, %5 : tile<f32>, tile<i64>
  }
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1#0, %pview_16[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<4x32xf32>, partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(4x32), tensor_view<?x?xi64, strides=[?,?]>>
  %3 = store_view_tko weak %1#1, %pview_19[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<4x32xi64>, partition_view<tile=(4x32), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token
  return
}
