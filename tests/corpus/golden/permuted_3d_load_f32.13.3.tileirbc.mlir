entry @permuted_3d_load_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A2f32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_23 = make_tensor_view %arg21, shape = [%assume_19, %assume_20], strides = [%assume_21, %assume_22] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[2, 1, 0]>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[2, 1, 0]>, tile<i32> -> tile<8x4x2xf32>, token
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[1, 0, 2]>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_26, %cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<4x2x8xf32>, token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %pview_35 = make_partition_view %tview_11 : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %1 = store_view_tko weak %tile, %pview_35[%cst_0_i32_32, %cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<8x4x2xf32>, partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %pview_39 = make_partition_view %tview_18 : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %2 = store_view_tko weak %tile_30, %pview_39[%cst_0_i32_36, %cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<4x2x8xf32>, partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %cst_0_i32_41 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile_30 dim=1 identities=[0.000000e+00 : f32] : tile<4x2x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %reduce_42 = reduce %tile dim=2 identities=[0.000000e+00 : f32] : tile<8x4x2xf32> -> tile<8x4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %3 = permute %reduce_42 [1, 0] : tile<8x4xf32> -> tile<4x8xf32>
  %4 = addf %reduce, %3  : tile<4x8xf32>
  %pview_43 = make_partition_view %tview_23 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>
  %5 = store_view_tko weak %4, %pview_43[%cst_0_i32_40, %cst_0_i32_41] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
