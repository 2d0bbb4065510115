entry @softmax_looped_Kt1_A2bf16_3l0_A2bf16_3l0_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>> -> tile<i32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_8 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32) -> (tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_8[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x64xbf16>, token
    %2 = ftof %tile  : tile<1x64xbf16> -> tile<1x64xf32>
    %reduce = reduce %2 dim=1 identities=[0xFF800000 : f32] : tile<1x64xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %4 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %4 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %3 = maxf %iterArg0, %reshape : tile<1x1xf32>
    continue %3 : tile<1x1xf32>
  }
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %pview_11 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>
  %bcast = broadcast %for : tile<1x1xf32> -> tile<1x64xf32>
  %for_12 = for %loopIdx in (%cst_0_i32_9 to %1#1, step %cst_1_i32_10) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x64xbf16>, token
    %2 = ftof %tile  : tile<1x64xbf16> -> tile<1x64xf32>
    %3 = subf %2, %bcast  : tile<1x64xf32>
    %4 = exp %3  : tile<1x64xf32>
    %reduce = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %6 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %5 = addf %iterArg0, %reshape  : tile<1x1xf32>
    continue %5 : tile<1x1xf32>
  }
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %pview_15 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>
  %bcast_16 = broadcast %for : tile<1x1xf32> -> tile<1x64xf32>
  %bcast_17 = broadcast %for_12 : tile<1x1xf32> -> tile<1x64xf32>
  %pview_18 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>
  for %loopIdx in (%cst_0_i32_13 to %1#1, step %cst_1_i32_14) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x64xbf16>, token
    %2 = ftof %tile  : tile<1x64xbf16> -> tile<1x64xf32>
    %3 = subf %2, %bcast_16  : tile<1x64xf32>
    %4 = exp %3  : tile<1x64xf32>
    %5 = divf %4, %bcast_17  : tile<1x64xf32>
    %6 = ftof %5  : tile<1x64xf32> -> tile<1x64xbf16>
    %7 = store_view_tko weak %6, %pview_18[%blockId_x, %loopIdx] token = %0 : tile<1x64xbf16>, partition_view<tile=(1x64), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> token
  }
  return
}
