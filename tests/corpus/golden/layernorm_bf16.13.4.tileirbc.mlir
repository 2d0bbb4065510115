entry @layernorm_rows_Kt1_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2bf16_3l0_Sf32_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<bf16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<bf16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token
  %1 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32>
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %19 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %19 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %2 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %reshape_14 = reshape %2 : tile<f32> -> tile<1x1xf32>
  %3 = divf %reshape, %reshape_14  : tile<1x1xf32>
  %4 = iota : tile<128xi32>
  %reshape_15 = reshape %4 : tile<128xi32> -> tile<1x128xi32>
  %reshape_16 = reshape %assume_0 : tile<i32> -> tile<1x1xi32>
  %bcast = broadcast %reshape_16 : tile<1x1xi32> -> tile<1x128xi32>
  %5 = cmpi less_than %reshape_15, %bcast, signed : tile<1x128xi32> -> tile<1x128xi1>
  %bcast_17 = broadcast %3 : tile<1x1xf32> -> tile<1x128xf32>
  %6 = subf %1, %bcast_17  : tile<1x128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_18 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x128xf32>
  %7 = select %5, %6, %bcast_19 : tile<1x128xi1>, tile<1x128xf32>
  %8 = mulf %7, %7  : tile<1x128xf32>
  %reduce_20 = reduce %8 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %19 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %19 : tile<f32>
  }
  %reshape_21 = reshape %reduce_20 : tile<1xf32> -> tile<1x1xf32>
  %9 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %reshape_22 = reshape %9 : tile<f32> -> tile<1x1xf32>
  %10 = divf %reshape_21, %reshape_22  : tile<1x1xf32>
  %reshape_23 = reshape %arg16 : tile<f32> -> tile<1x1xf32>
  %11 = addf %10, %reshape_23  : tile<1x1xf32>
  %12 = rsqrt %11 : tile<1x1xf32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %13 = ftof %tile_26  : tile<128xbf16> -> tile<128xf32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %14 = ftof %tile_30  : tile<128xbf16> -> tile<128xf32>
  %bcast_32 = broadcast %12 : tile<1x1xf32> -> tile<1x128xf32>
  %15 = mulf %7, %bcast_32  : tile<1x128xf32>
  %reshape_33 = reshape %13 : tile<128xf32> -> tile<1x128xf32>
  %reshape_34 = reshape %14 : tile<128xf32> -> tile<1x128xf32>
  %16 = fma %15, %reshape_33, %reshape_34  : tile<1x128xf32>
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %17 = ftof %16  : tile<1x128xf32> -> tile<1x128xbf16>
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>>
  %18 = store_view_tko weak %17, %pview_36[%blockId_x, %cst_0_i32_35] token = %0 : tile<1x128xbf16>, partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> token
  return
}
