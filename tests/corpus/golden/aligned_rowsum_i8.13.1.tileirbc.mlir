entry @aligned_rowsum_Kt1_A2i8_1v8l0_2t1_p8_A2f32_3l0_I8_I64(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume div_by<8>, %arg0 : tile<ptr<i8>>
  %assume_0 = assume div_by<8>, %arg3 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_1, %assume_2], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8x1xf32>
  %pview = make_partition_view %tview : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_8) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<8x1xf32>) {
    %pview_11 = make_partition_view %tview : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<8x64xi8>, token
    %3 = itof %tile signed  : tile<8x64xi8> -> tile<8x64xf32>
    %reduce = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %5 : tile<f32>
    }
    %reshape = reshape %reduce : tile<8xf32> -> tile<8x1xf32>
    %4 = addf %iterArg0, %reshape  : tile<8x1xf32>
    continue %4 : tile<8x1xf32>
  }
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview_10 = make_partition_view %tview_7 : partition_view<tile=(8x1), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %for, %pview_10[%blockId_x, %cst_0_i32_9] token = %0 : tile<8x1xf32>, partition_view<tile=(8x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
