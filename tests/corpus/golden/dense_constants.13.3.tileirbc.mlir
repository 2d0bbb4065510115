entry @dense_constants_Kt1_A2i32_3l0_A1f32_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i8>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f64>>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %tview_14 = make_tensor_view %arg14, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_17 = make_tensor_view %arg17, shape = [%assume_15], strides = [%assume_16] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %cst_i32 = constant <i32: [[1, 2, 3, 4], [-5, 6, -7, 8]]> : tile<2x4xi32>
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>
  %1 = store_view_tko weak %cst_i32, %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_f32 = constant <f32: [5.000000e-01, -1.250000e+00, 3.000000e+10, -0.000000e+00]> : tile<4xf32>
  %pview_20 = make_partition_view %tview_5 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %cst_f32, %pview_20[%cst_0_i32_19] token = %0 : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %cst_i1 = constant <i1: [true, false, true, true, false, false, false, true, true, true, false, false, true, false, true, false]> : tile<16xi1>
  %pview_22 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>
  %3 = store_view_tko weak %cst_i1, %pview_22[%cst_0_i32_21] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %cst_f16 = constant <f16: [1.000000e+00, -2.000000e+00]> : tile<2xf16>
  %pview_24 = make_partition_view %tview_11 : partition_view<tile=(2), tensor_view<?xf16, strides=[?]>>
  %4 = store_view_tko weak %cst_f16, %pview_24[%cst_0_i32_23] token = %0 : tile<2xf16>, partition_view<tile=(2), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_i8 = constant <i8: [-128, 127, 0, 1]> : tile<4xi8>
  %pview_26 = make_partition_view %tview_14 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
  %5 = store_view_tko weak %cst_i8, %pview_26[%cst_0_i32_25] token = %0 : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_f64 = constant <f64: [0.000000e+00, -2.500000e+00]> : tile<2xf64>
  %pview_28 = make_partition_view %tview_17 : partition_view<tile=(2), tensor_view<?xf64, strides=[?]>>
  %6 = store_view_tko weak %cst_f64, %pview_28[%cst_0_i32_27] token = %0 : tile<2xf64>, partition_view<tile=(2), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
