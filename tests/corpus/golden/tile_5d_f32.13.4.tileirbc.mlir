entry @tile_5d_Kt1_A5f32_1fl0_A5f32_1fl0_A2f32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<ptr<f32>>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1, %assume_2, %assume_3], strides = [%assume_4, %assume_5, %assume_6, %assume_7, %assume_8] : tile<i32> -> tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %tview_19 = make_tensor_view %arg11, shape = [%assume_9, %assume_10, %assume_11, %assume_12, %assume_13], strides = [%assume_14, %assume_15, %assume_16, %assume_17, %assume_18] : tile<i32> -> tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %tview_24 = make_tensor_view %arg22, shape = [%assume_20, %assume_21], strides = [%assume_22, %assume_23] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2x2x2x4x8), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_25, %cst_0_i32_26, %cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(2x2x2x4x8), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>, tile<i32> -> tile<2x2x2x4x8xf32>, token
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %1 = permute %tile [4, 3, 2, 1, 0] : tile<2x2x2x4x8xf32> -> tile<8x4x2x2x2xf32>
  %pview_34 = make_partition_view %tview_19 : partition_view<tile=(8x4x2x2x2), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>
  %2 = store_view_tko weak %1, %pview_34[%cst_0_i32_29, %cst_0_i32_30, %cst_0_i32_31, %cst_0_i32_32, %cst_0_i32_33] token = %0 : tile<8x4x2x2x2xf32>, partition_view<tile=(8x4x2x2x2), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>, tile<i32> -> token
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x2x2x4x8xf32> -> tile<2x2x4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %4 : tile<f32>
  }
  %reduce_37 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<2x2x4x8xf32> -> tile<2x4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %4 : tile<f32>
  }
  %reduce_38 = reduce %reduce_37 dim=0 identities=[0.000000e+00 : f32] : tile<2x4x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %4 : tile<f32>
  }
  %pview_39 = make_partition_view %tview_24 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>
  %3 = store_view_tko weak %reduce_38, %pview_39[%cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
