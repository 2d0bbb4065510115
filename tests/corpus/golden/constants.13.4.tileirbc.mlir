entry @constants_Kt1_A2f32_3l0_A1i32_1l0_A1i64_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i64>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i1>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<i8>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f64>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<f32>>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %tview_14 = make_tensor_view %arg14, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %tview_17 = make_tensor_view %arg17, shape = [%assume_15], strides = [%assume_16] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %tview_20 = make_tensor_view %arg20, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %tview_23 = make_tensor_view %arg23, shape = [%assume_21], strides = [%assume_22] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %cst_f32 = constant <f32: 3.250000e+00> : tile<4x8xf32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>
  %1 = store_view_tko weak %cst_f32, %pview[%cst_0_i32, %cst_0_i32_24] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<16xi32>
  %pview_27 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %cst_0_i32_26, %pview_27[%cst_0_i32_25] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>
  %3 = store_view_tko weak %cst_1_i64, %pview_29[%cst_0_i32_28] token = %0 : tile<16xi64>, partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %true = constant <i1: true> : tile<16xi1>
  %pview_31 = make_partition_view %tview_11 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>
  %4 = store_view_tko weak %true, %pview_31[%cst_0_i32_30] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_f16 = constant <f16: -2.500000e+00> : tile<16xf16>
  %pview_33 = make_partition_view %tview_14 : partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>
  %5 = store_view_tko weak %cst_f16, %pview_33[%cst_0_i32_32] token = %0 : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %cst_-128_i8 = constant <i8: -128> : tile<16xi8>
  %pview_35 = make_partition_view %tview_17 : partition_view<tile=(16), tensor_view<?xi8, strides=[?]>>
  %6 = store_view_tko weak %cst_-128_i8, %pview_35[%cst_0_i32_34] token = %0 : tile<16xi8>, partition_view<tile=(16), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<16xf64>
  %pview_37 = make_partition_view %tview_20 : partition_view<tile=(16), tensor_view<?xf64, strides=[?]>>
  %7 = store_view_tko weak %cst_0_f64, %pview_37[%cst_0_i32_36] token = %0 : tile<16xf64>, partition_view<tile=(16), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %cst_f32_39 = constant <f32: 0x7F800000> : tile<16xf32>
  %cst_f32_40 = constant <f32: 0xFF800000> : tile<16xf32>
  %8 = subf %cst_f32_39, %cst_f32_40  : tile<16xf32>
  %pview_41 = make_partition_view %tview_23 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_41[%cst_0_i32_38] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
