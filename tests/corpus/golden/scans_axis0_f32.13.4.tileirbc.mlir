entry @scans_axis0_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_I64_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x4xf32>, token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64x4xf32> -> tile<64x4xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = addf %arg20, %arg21  : tile<f32>
    yield %7 : tile<f32>
  }
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<64x4xf32>, partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %3 = scan %tile dim=1 reverse=true identities=[1.000000e+00 : f32] : tile<64x4xf32> -> tile<64x4xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = mulf %arg20, %arg21  : tile<f32>
    yield %7 : tile<f32>
  }
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_24[%cst_0_i32_22, %cst_0_i32_23] token = %0 : tile<64x4xf32>, partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %5 = scan %tile dim=0 reverse=false identities=[1.270000e+02 : f32] : tile<64x4xf32> -> tile<64x4xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = minf %arg20, %arg21 : tile<f32>
    yield %7 : tile<f32>
  }
  %pview_27 = make_partition_view %tview_17 : partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_27[%cst_0_i32_25, %cst_0_i32_26] token = %0 : tile<64x4xf32>, partition_view<tile=(64x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
