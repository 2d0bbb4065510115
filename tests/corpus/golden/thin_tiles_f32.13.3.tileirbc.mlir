entry @thin_tiles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<f32>>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_20 = make_tensor_view %arg20, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %tview_23 = make_tensor_view %arg23, shape = [%assume_21], strides = [%assume_22] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_24] token = %0 : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x1024xf32>, token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %pview_27 = make_partition_view %tview_7 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>
  %tile_28, %result_token_29 = load_view_tko weak %pview_27[%cst_0_i32_25, %cst_0_i32_26] token = %0 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1024x2xf32>, token
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %1 = permute %tile_28 [1, 0] : tile<1024x2xf32> -> tile<2x1024xf32>
  %2 = mulf %tile, %1  : tile<2x1024xf32>
  %pview_32 = make_partition_view %tview_12 : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>
  %3 = store_view_tko weak %2, %pview_32[%cst_0_i32_30, %cst_0_i32_31] token = %0 : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %4 = permute %tile [1, 0] : tile<2x1024xf32> -> tile<1024x2xf32>
  %5 = subf %4, %tile_28  : tile<1024x2xf32>
  %pview_35 = make_partition_view %tview_17 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_35[%cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<1024x2xf32>, partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %9 : tile<f32>
  }
  %pview_37 = make_partition_view %tview_20 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>
  %7 = store_view_tko weak %reduce, %pview_37[%cst_0_i32_36] token = %0 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %reduce_39 = reduce %tile_28 dim=0 identities=[0xFF800000 : f32] : tile<1024x2xf32> -> tile<2xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %9 : tile<f32>
  }
  %pview_40 = make_partition_view %tview_23 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>
  %8 = store_view_tko weak %reduce_39, %pview_40[%cst_0_i32_38] token = %0 : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
