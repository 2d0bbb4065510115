entry @printf_in_flow_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token
  %1 = join_tokens %0, %result_token : token
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<4xf32>
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_3_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %tile, %iterArg1 = %0) -> (tile<4xf32>, token) {
    %2 = cmpi equal %loopIdx, %cst_1_i32_1, signed : tile<i32> -> tile<i1>
    %3 = if %2 -> (token) {
      %blockId_x_2, %blockId_y_3, %blockId_z_4 = get_tile_block_id : tile<i32>
      %reduce = reduce %iterArg0 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %7 : tile<f32>
      }
      %5 = join_tokens %iterArg1, %1 : token
      %6 = print_tko "block %d k %d sum %.2f\0A", %blockId_x_2, %loopIdx, %reduce token=%5 : tile<i32>, tile<i32>, tile<f32> -> token
      yield %6 : token
    } else {
      %5 = ftoi %iterArg0 signed  : tile<4xf32> -> tile<4xi32>
      %6 = join_tokens %iterArg1, %1 : token
      %7 = print_tko "k=%d first=%d\0A", %loopIdx, %5 token=%6 : tile<i32>, tile<4xi32> -> token
      yield %7 : token
    }
    %4 = mulf %iterArg0, %bcast  : tile<4xf32>
    continue %4, %3 : tile<4xf32>, token
  }
  return
}
