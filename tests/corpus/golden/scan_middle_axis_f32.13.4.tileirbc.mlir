entry @scan_middle_axis_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A3f32_7l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_26, %cst_0_i32_27] token = %0 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x16x8xf32>, token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x16x8xf32> -> tile<4x16x8xf32> 
  (%arg28: tile<f32>, %arg29: tile<f32>) {
    %6 = addf %arg28, %arg29  : tile<f32>
    yield %6 : tile<f32>
  }
  %pview_31 = make_partition_view %tview_11 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %2 = store_view_tko weak %1, %pview_31[%cst_0_i32_28, %cst_0_i32_29, %cst_0_i32_30] token = %0 : tile<4x16x8xf32>, partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %3 = scan %tile dim=2 reverse=true identities=[0.000000e+00 : f32] : tile<4x16x8xf32> -> tile<4x16x8xf32> 
  (%arg28: tile<f32>, %arg29: tile<f32>) {
    %6 = addf %arg28, %arg29  : tile<f32>
    yield %6 : tile<f32>
  }
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %4 = store_view_tko weak %3, %pview_35[%cst_0_i32_32, %cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<4x16x8xf32>, partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<4x16x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %6 : tile<f32>
  }
  %reshape = reshape %reduce : tile<4x8xf32> -> tile<4x1x8xf32>
  %pview_39 = make_partition_view %tview_25 : partition_view<tile=(4x1x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %5 = store_view_tko weak %reshape, %pview_39[%cst_0_i32_36, %cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<4x1x8xf32>, partition_view<tile=(4x1x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  return
}
