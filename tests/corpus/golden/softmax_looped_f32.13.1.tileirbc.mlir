entry @softmax_looped_Kt1_A2f32_3l0_A2f32_3l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32) -> (tile<1x1xf32>) {
    %pview_15 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %3 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %2 = maxf %iterArg0, %reshape : tile<1x1xf32>
    continue %2 : tile<1x1xf32>
  }
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %bcast = broadcast %for : tile<1x1xf32> -> tile<1x128xf32>
  %for_10 = for %loopIdx in (%cst_0_i32_8 to %1#1, step %cst_1_i32_9) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x1xf32>) {
    %pview_15 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token
    %2 = subf %tile, %bcast  : tile<1x128xf32>
    %3 = exp %2  : tile<1x128xf32>
    %reduce = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %5 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %4 = addf %iterArg0, %reshape  : tile<1x1xf32>
    continue %4 : tile<1x1xf32>
  }
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %bcast_13 = broadcast %for : tile<1x1xf32> -> tile<1x128xf32>
  %bcast_14 = broadcast %for_10 : tile<1x1xf32> -> tile<1x128xf32>
  for %loopIdx in (%cst_0_i32_11 to %1#1, step %cst_1_i32_12) : tile<i32> {
    %pview_15 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token
    %2 = subf %tile, %bcast_13  : tile<1x128xf32>
    %3 = exp %2  : tile<1x128xf32>
    %4 = divf %3, %bcast_14  : tile<1x128xf32>
    %pview_16 = make_partition_view %tview_7 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>
    %5 = store_view_tko weak %4, %pview_16[%blockId_x, %loopIdx] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  }
  return
}
