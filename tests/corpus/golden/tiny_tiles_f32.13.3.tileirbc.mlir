entry @tiny_tiles_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<2xf32>, token
  %cst_5_i32 = constant <i32: 5> : tile<i32>
  %pview_13 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_5_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token
  %cst_7_i32 = constant <i32: 7> : tile<i32>
  %pview_16 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%cst_7_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token
  %reshape = reshape %tile_17 : tile<1xf32> -> tile<f32>
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %bcast = broadcast %tile_14 : tile<1xf32> -> tile<2xf32>
  %1 = mulf %tile, %bcast  : tile<2xf32>
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_22[%blockId_x_19] token = %0 : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %blockId_x_23, %blockId_y_24, %blockId_z_25 = get_tile_block_id : tile<i32>
  %reshape_26 = reshape %reshape : tile<f32> -> tile<1xf32>
  %3 = addf %tile_14, %reshape_26  : tile<1xf32>
  %pview_27 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_27[%blockId_x_23] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %blockId_x_28, %blockId_y_29, %blockId_z_30 = get_tile_block_id : tile<i32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %5 = mulf %reshape, %cst_2_f32  : tile<f32>
  %reshape_31 = reshape %5 : tile<f32> -> tile<1xf32>
  %pview_32 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %6 = store_view_tko weak %reshape_31, %pview_32[%blockId_x_28] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %blockId_x_33, %blockId_y_34, %blockId_z_35 = get_tile_block_id : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %9 : tile<f32>
  }
  %reduce_36 = reduce %tile_14 dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %9 : tile<f32>
  }
  %7 = addf %reduce, %reduce_36  : tile<f32>
  %reshape_37 = reshape %7 : tile<f32> -> tile<1xf32>
  %pview_38 = make_partition_view %tview_12 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %8 = store_view_tko weak %reshape_37, %pview_38[%blockId_x_33] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
