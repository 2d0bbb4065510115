entry @sum_reduce_atomic_Kt1_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %1 = join_tokens %0, %result_token : token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %8 : tile<f32>
  }
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %2 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %3 = cmpi less_than %cst_0_i64, %2, unsigned : tile<i64> -> tile<i1>
  %4 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %5 = muli %cst_0_i64, %4 : tile<i64>
  %6 = offset %arg3, %5 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %7 = join_tokens %0, %1 : token
  %result, %result_token_3 = atomic_rmw_tko acq_rel device %6, addf, %reduce, %3 token=%7 : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
  return
}
