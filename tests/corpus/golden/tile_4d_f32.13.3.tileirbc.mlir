entry @tile_4d_Kt1_A4f32_fl0_A4f32_fl0_A4f32_fl0_A4f32_fl0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1, %assume_2], strides = [%assume_3, %assume_4, %assume_5, %assume_6] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg9, shape = [%assume_7, %assume_8, %assume_9, %assume_10], strides = [%assume_11, %assume_12, %assume_13, %assume_14] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %tview_24 = make_tensor_view %arg18, shape = [%assume_16, %assume_17, %assume_18, %assume_19], strides = [%assume_20, %assume_21, %assume_22, %assume_23] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg33 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg35 : tile<i32>
  %tview_33 = make_tensor_view %arg27, shape = [%assume_25, %assume_26, %assume_27, %assume_28], strides = [%assume_29, %assume_30, %assume_31, %assume_32] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_34, %cst_0_i32_35, %cst_0_i32_36] token = %0 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> tile<2x4x2x8xf32>, token
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %1 = permute %tile [0, 2, 1, 3] : tile<2x4x2x8xf32> -> tile<2x2x4x8xf32>
  %pview_41 = make_partition_view %tview_15 : partition_view<tile=(2x2x4x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>
  %2 = store_view_tko weak %1, %pview_41[%cst_0_i32_37, %cst_0_i32_38, %cst_0_i32_39, %cst_0_i32_40] token = %0 : tile<2x2x4x8xf32>, partition_view<tile=(2x2x4x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %cst_0_i32_43 = constant <i32: 0> : tile<i32>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %cst_0_i32_45 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=3 identities=[0xFF800000 : f32] : tile<2x4x2x8xf32> -> tile<2x4x2xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %7 : tile<f32>
  }
  %reshape = reshape %reduce : tile<2x4x2xf32> -> tile<2x4x2x1xf32>
  %reduce_46 = reduce %tile dim=1 identities=[0x7F800000 : f32] : tile<2x4x2x8xf32> -> tile<2x2x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = minf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %7 : tile<f32>
  }
  %reshape_47 = reshape %reduce_46 : tile<2x2x8xf32> -> tile<2x1x2x8xf32>
  %bcast = broadcast %reshape : tile<2x4x2x1xf32> -> tile<2x4x2x8xf32>
  %bcast_48 = broadcast %reshape_47 : tile<2x1x2x8xf32> -> tile<2x4x2x8xf32>
  %3 = subf %bcast, %bcast_48  : tile<2x4x2x8xf32>
  %pview_49 = make_partition_view %tview_24 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>
  %4 = store_view_tko weak %3, %pview_49[%cst_0_i32_42, %cst_0_i32_43, %cst_0_i32_44, %cst_0_i32_45] token = %0 : tile<2x4x2x8xf32>, partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token
  %reduce_50 = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x4x2x8xf32> -> tile<4x2x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %7 : tile<f32>
  }
  %reduce_51 = reduce %reduce_50 dim=1 identities=[0.000000e+00 : f32] : tile<4x2x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %7 : tile<f32>
  }
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %cst_0_i32_53 = constant <i32: 0> : tile<i32>
  %cst_0_i32_54 = constant <i32: 0> : tile<i32>
  %cst_0_i32_55 = constant <i32: 0> : tile<i32>
  %reshape_56 = reshape %reduce_51 : tile<4x8xf32> -> tile<1x4x1x8xf32>
  %bcast_57 = broadcast %reshape_56 : tile<1x4x1x8xf32> -> tile<2x4x2x8xf32>
  %5 = mulf %tile, %bcast_57  : tile<2x4x2x8xf32>
  %pview_58 = make_partition_view %tview_33 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>
  %6 = store_view_tko weak %5, %pview_58[%cst_0_i32_52, %cst_0_i32_53, %cst_0_i32_54, %cst_0_i32_55] token = %0 : tile<2x4x2x8xf32>, partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token
  return
}
