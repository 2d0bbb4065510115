entry @column_stats_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x32xf32>
  %cst_0_f32_13 = constant <f32: 0.000000e+00> : tile<1x32xf32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_14 = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_f32_13) -> (tile<1x32xf32>, tile<1x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_14[%loopIdx, %blockId_x] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %13 : tile<f32>
    }
    %reshape_21 = reshape %reduce : tile<32xf32> -> tile<1x32xf32>
    %10 = addf %iterArg0, %reshape_21  : tile<1x32xf32>
    %11 = mulf %tile, %tile  : tile<16x32xf32>
    %reduce_22 = reduce %11 dim=0 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %13 : tile<f32>
    }
    %reshape_23 = reshape %reduce_22 : tile<32xf32> -> tile<1x32xf32>
    %12 = addf %iterArg1, %reshape_23  : tile<1x32xf32>
    continue %10, %12 : tile<1x32xf32>, tile<1x32xf32>
  }
  %2 = itof %assume signed  : tile<i32> -> tile<f32>
  %reshape = reshape %2 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x32xf32>
  %3 = divf %for#0, %bcast  : tile<1x32xf32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_16[%cst_0_i32_15, %blockId_x] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %5 = itof %assume signed  : tile<i32> -> tile<f32>
  %reshape_18 = reshape %5 : tile<f32> -> tile<1x1xf32>
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x32xf32>
  %6 = divf %for#1, %bcast_19  : tile<1x32xf32>
  %7 = negf %3 : tile<1x32xf32>
  %8 = fma %7, %3, %6  : tile<1x32xf32>
  %pview_20 = make_partition_view %tview_12 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>
  %9 = store_view_tko weak %8, %pview_20[%cst_0_i32_17, %blockId_x] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
