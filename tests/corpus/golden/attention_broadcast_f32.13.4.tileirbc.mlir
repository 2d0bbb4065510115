entry @attention_broadcast_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_Sf32_I16_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<default = {}> {
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
  %cst_f32 = constant <f32: 0xFF800000> : tile<16x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x1xf32>
  %cst_0_f32_18 = constant <f32: 0.000000e+00> : tile<16x32xf32>
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview_19 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %pview_22 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %reshape = reshape %tile : tile<16x32xf32> -> tile<16x1x32xf32>
  %bcast = broadcast %reshape : tile<16x1x32xf32> -> tile<16x16x32xf32>
  %reshape_25 = reshape %arg20 : tile<f32> -> tile<1x1xf32>
  %bcast_26 = broadcast %reshape_25 : tile<1x1xf32> -> tile<16x16xf32>
  %for:3 = for %loopIdx in (%cst_0_i32_20 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_18, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>) {
    %tile_30, %result_token_31 = load_view_tko weak %pview_22[%loopIdx, %cst_0_i32_21] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
    %tile_32, %result_token_33 = load_view_tko weak %pview_24[%loopIdx, %cst_0_i32_23] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
    %reshape_34 = reshape %tile_30 : tile<16x32xf32> -> tile<1x16x32xf32>
    %bcast_35 = broadcast %reshape_34 : tile<1x16x32xf32> -> tile<16x16x32xf32>
    %4 = mulf %bcast, %bcast_35  : tile<16x16x32xf32>
    %reduce = reduce %4 dim=2 identities=[0.000000e+00 : f32] : tile<16x16x32xf32> -> tile<16x16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %14 : tile<f32>
    }
    %5 = mulf %reduce, %bcast_26  : tile<16x16xf32>
    %reduce_36 = reduce %5 dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %14 : tile<f32>
    }
    %reshape_37 = reshape %reduce_36 : tile<16xf32> -> tile<16x1xf32>
    %6 = maxf %iterArg2, %reshape_37 : tile<16x1xf32>
    %bcast_38 = broadcast %6 : tile<16x1xf32> -> tile<16x16xf32>
    %7 = subf %5, %bcast_38  : tile<16x16xf32>
    %8 = exp %7  : tile<16x16xf32>
    %9 = subf %iterArg2, %6  : tile<16x1xf32>
    %10 = exp %9  : tile<16x1xf32>
    %reduce_39 = reduce %8 dim=1 identities=[0.000000e+00 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %14 : tile<f32>
    }
    %reshape_40 = reshape %reduce_39 : tile<16xf32> -> tile<16x1xf32>
    %11 = fma %iterArg1, %10, %reshape_40  : tile<16x1xf32>
    %bcast_41 = broadcast %10 : tile<16x1xf32> -> tile<16x32xf32>
    %reshape_42 = reshape %8 : tile<16x16xf32> -> tile<16x16x1xf32>
    %reshape_43 = reshape %tile_32 : tile<16x32xf32> -> tile<1x16x32xf32>
    %bcast_44 = broadcast %reshape_42 : tile<16x16x1xf32> -> tile<16x16x32xf32>
    %bcast_45 = broadcast %reshape_43 : tile<1x16x32xf32> -> tile<16x16x32xf32>
    %12 = mulf %bcast_44, %bcast_45  : tile<16x16x32xf32>
    %reduce_46 = reduce %12 dim=1 identities=[0.000000e+00 : f32] : tile<16x16x32xf32> -> tile<16x32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %14 : tile<f32>
    }
    %13 = fma %iterArg0, %bcast_41, %reduce_46  : tile<16x32xf32>
    continue %13, %11, %6 : tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>
  }
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %bcast_28 = broadcast %for#1 : tile<16x1xf32> -> tile<16x32xf32>
  %2 = divf %for#0, %bcast_28  : tile<16x32xf32>
  %pview_29 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %3 = store_view_tko weak %2, %pview_29[%blockId_x, %cst_0_i32_27] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
