entry @layernorm_rows_Kt1_A2f32_3l0_A1f32_1l0_A1f32_1l0_A2f32_3l0_Sf32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %15 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %15 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %1 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %reshape_14 = reshape %1 : tile<f32> -> tile<1x1xf32>
  %2 = divf %reshape, %reshape_14  : tile<1x1xf32>
  %3 = iota : tile<128xi32>
  %reshape_15 = reshape %3 : tile<128xi32> -> tile<1x128xi32>
  %reshape_16 = reshape %assume_0 : tile<i32> -> tile<1x1xi32>
  %bcast = broadcast %reshape_16 : tile<1x1xi32> -> tile<1x128xi32>
  %4 = cmpi less_than %reshape_15, %bcast, signed : tile<1x128xi32> -> tile<1x128xi1>
  %bcast_17 = broadcast %2 : tile<1x1xf32> -> tile<1x128xf32>
  %5 = subf %tile, %bcast_17  : tile<1x128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_18 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x128xf32>
  %6 = select %4, %5, %bcast_19 : tile<1x128xi1>, tile<1x128xf32>
  %7 = mulf %6, %6  : tile<1x128xf32>
  %reduce_20 = reduce %7 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %15 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %15 : tile<f32>
  }
  %reshape_21 = reshape %reduce_20 : tile<1xf32> -> tile<1x1xf32>
  %8 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %reshape_22 = reshape %8 : tile<f32> -> tile<1x1xf32>
  %9 = divf %reshape_21, %reshape_22  : tile<1x1xf32>
  %reshape_23 = reshape %arg16 : tile<f32> -> tile<1x1xf32>
  %10 = addf %9, %reshape_23  : tile<1x1xf32>
  %11 = rsqrt %10 : tile<1x1xf32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
  %bcast_32 = broadcast %11 : tile<1x1xf32> -> tile<1x128xf32>
  %12 = mulf %6, %bcast_32  : tile<1x128xf32>
  %reshape_33 = reshape %tile_26 : tile<128xf32> -> tile<1x128xf32>
  %reshape_34 = reshape %tile_30 : tile<128xf32> -> tile<1x128xf32>
  %13 = fma %12, %reshape_33, %reshape_34  : tile<1x128xf32>
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>
  %14 = store_view_tko weak %13, %pview_36[%blockId_x, %cst_0_i32_35] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
