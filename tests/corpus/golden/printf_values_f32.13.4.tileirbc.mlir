entry @printf_values_Kt1_A1f32_1l0_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<8xf32>, token
  %1 = join_tokens %0, %result_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %2 = join_tokens %0, %1 : token
  %3 = print_tko "block %d: first tile %f\0A", %blockId_x, %tile token=%2 : tile<i32>, tile<8xf32> -> token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %8 : tile<f32>
  }
  %reduce_1 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<8xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %8 : tile<f32>
  }
  %4 = join_tokens %3, %1 : token
  %5 = print_tko "sum=%.3e max=%g\0A", %reduce, %reduce_1 token=%4 : tile<f32>, tile<f32> -> token
  %6 = join_tokens %5, %1 : token
  %7 = print_tko "no arguments\0A" token=%6 -> token
  return
}
