entry @nested_names(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %tview = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16xf32>
  %0 = make_token : token
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<16xf32>, token) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %iterArg1 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %for_0 = for %loopIdx_2 in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_3 = %iterArg0) -> (tile<16xf32>) {
      %cst_0_i32_4 = constant <i32: 0> : tile<i32>
      %9 = addf %iterArg0_3, %tile  : tile<16xf32>
      %assume = assume div_by<1>, %loopIdx_2 : tile<i32>
      %assume_cst_0_i32 = assume div_by<1>, %cst_0_i32_4 : tile<i32>
      continue %9 : tile<16xf32>
    }
    %tview_1 = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    continue %for_0, %result_token : tile<16xf32>, token
  }
  %1 = negf %for#0 : tile<16xf32>
  %2 = join_tokens %for#1, %0 : token
  %3 = store_view_tko weak %for#0, %pview[%cst_0_i32] token = %for#1 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %4 = addi %blockId_z, %gridSize_y : tile<i32>
  %5 = get_tensor_shape %tview : tensor_view<?xf32, strides=[1]> -> tile<i32>
  %reduce:2 = reduce %cst_0_f32, %cst_0_f32 dim=0 identities=[0.000000e+00 : f32, 0.000000e+00 : f32] : tile<16xf32>, tile<16xf32> -> tile<f32>, tile<f32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<f32>, %reduce_rhs1: tile<f32>) {
    yield %reduce_lhs0, %reduce_lhs1 : tile<f32>, tile<f32>
  }
  %6 = addf %reduce#1, %reduce#0  : tile<f32>
  %7:2 = loop iter_values(%arg2 = %arg1, %arg3 = %arg1) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
    break %arg3, %arg2 : tile<i32>, tile<i32>
  }
  %8 = addi %7#1, %7#0 : tile<i32>
  return
}
