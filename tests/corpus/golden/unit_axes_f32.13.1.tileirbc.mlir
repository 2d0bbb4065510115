entry @unit_axes_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f32>>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %tview_25 = make_tensor_view %arg25, shape = [%assume_23], strides = [%assume_24] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_26] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>, tile<i32> -> tile<64x1xf32>, token
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %cst_5_i32 = constant <i32: 5> : tile<i32>
  %pview_32 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%cst_3_i32, %cst_5_i32] token = %0 : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1xf32>, token
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x64xf32>
  %1 = mulf %tile, %bcast  : tile<1x64xf32>
  %pview_37 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_37[%cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %bcast_40 = broadcast %tile_33 : tile<1x1xf32> -> tile<64x1xf32>
  %3 = addf %tile_30, %bcast_40  : tile<64x1xf32>
  %pview_41 = make_partition_view %tview_12 : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_41[%cst_0_i32_38, %cst_0_i32_39] token = %0 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %cst_0_i32_43 = constant <i32: 0> : tile<i32>
  %5 = mulf %tile_33, %tile_33  : tile<1x1xf32>
  %pview_44 = make_partition_view %tview_17 : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_44[%cst_0_i32_42, %cst_0_i32_43] token = %0 : tile<1x1xf32>, partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_45 = constant <i32: 0> : tile<i32>
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %9 : tile<f32>
  }
  %reshape_47 = reshape %reduce : tile<64xf32> -> tile<1x64xf32>
  %pview_48 = make_partition_view %tview_22 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>
  %7 = store_view_tko weak %reshape_47, %pview_48[%cst_0_i32_45, %cst_0_i32_46] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_49 = constant <i32: 0> : tile<i32>
  %reduce_50 = reduce %tile_30 dim=1 identities=[0.000000e+00 : f32] : tile<64x1xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %9 : tile<f32>
  }
  %pview_51 = make_partition_view %tview_25 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %8 = store_view_tko weak %reduce_50, %pview_51[%cst_0_i32_49] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
