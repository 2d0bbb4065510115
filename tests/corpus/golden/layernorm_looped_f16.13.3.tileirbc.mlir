entry @layernorm_looped_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_A1f32_1l0_A1f32_1l0_Sf32_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %tview_16 = make_tensor_view %arg16, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %tview_19 = make_tensor_view %arg19, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x128xf32>
  %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<1x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_21 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_f32_20) -> (tile<1x128xf32>, tile<1x128xf32>) {
    %tile, %result_token = load_view_tko weak %pview_21[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token
    %13 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32>
    %14 = addf %iterArg0, %13  : tile<1x128xf32>
    %15 = fma %13, %13, %iterArg1  : tile<1x128xf32>
    continue %14, %15 : tile<1x128xf32>, tile<1x128xf32>
  }
  %reduce = reduce %for#0 dim=0 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %13 : tile<f32>
  }
  %reduce_22 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %13 : tile<f32>
  }
  %2 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %3 = divf %reduce_22, %2  : tile<f32>
  %reduce_23 = reduce %for#1 dim=0 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %13 : tile<f32>
  }
  %reduce_24 = reduce %reduce_23 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %13 : tile<f32>
  }
  %4 = itof %assume_0 signed  : tile<i32> -> tile<f32>
  %5 = divf %reduce_24, %4  : tile<f32>
  %6 = negf %3 : tile<f32>
  %7 = fma %6, %3, %5  : tile<f32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %8 = addf %7, %arg22  : tile<f32>
  %9 = sqrt %8  : tile<f32>
  %10 = divf %cst_1_f32, %9  : tile<f32>
  %reshape = reshape %3 : tile<f32> -> tile<1xf32>
  %pview_25 = make_partition_view %tview_16 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %11 = store_view_tko weak %reshape, %pview_25[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %reshape_26 = reshape %10 : tile<f32> -> tile<1xf32>
  %pview_27 = make_partition_view %tview_19 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %12 = store_view_tko weak %reshape_26, %pview_27[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %pview_30 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
  %pview_31 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %pview_32 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
  %reshape_33 = reshape %3 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_33 : tile<1x1xf32> -> tile<1x128xf32>
  %reshape_34 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_35 = broadcast %reshape_34 : tile<1x1xf32> -> tile<1x128xf32>
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>
  for %loopIdx in (%cst_0_i32_28 to %1#1, step %cst_1_i32_29) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_30[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token
    %13 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32>
    %tile_37, %result_token_38 = load_view_tko weak %pview_31[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
    %14 = ftof %tile_37  : tile<128xf16> -> tile<128xf32>
    %tile_39, %result_token_40 = load_view_tko weak %pview_32[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
    %15 = ftof %tile_39  : tile<128xf16> -> tile<128xf32>
    %16 = subf %13, %bcast  : tile<1x128xf32>
    %17 = mulf %16, %bcast_35  : tile<1x128xf32>
    %reshape_41 = reshape %14 : tile<128xf32> -> tile<1x128xf32>
    %reshape_42 = reshape %15 : tile<128xf32> -> tile<1x128xf32>
    %18 = fma %17, %reshape_41, %reshape_42  : tile<1x128xf32>
    %19 = ftof %18  : tile<1x128xf32> -> tile<1x128xf16>
    %20 = store_view_tko weak %19, %pview_36[%blockId_x, %loopIdx] token = %0 : tile<1x128xf16>, partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  }
  return
}
