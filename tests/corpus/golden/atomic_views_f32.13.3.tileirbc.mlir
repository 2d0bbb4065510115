entry @atomic_views_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_8_i32 = constant <i32: 8> : tile<64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = iota : tile<64xi32>
  %3 = remi %2, %cst_8_i32 signed : tile<64xi32>
  %cst_0_i32 = constant <i32: 0> : tile<64xi32>
  %4 = cmpi less_than %3, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1>
  %5 = cmpi less_than %cst_8_i32, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1>
  %6 = xori %4, %5 : tile<64xi1>
  %7 = cmpi not_equal %3, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1>
  %8 = andi %6, %7 : tile<64xi1>
  %9 = addi %3, %cst_8_i32 : tile<64xi32>
  %10 = select %8, %9, %3 : tile<64xi1>, tile<64xi32>
  %11 = exti %10 signed : tile<64xi32> -> tile<64xi64>
  %12 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %13 = cmpi less_than %11, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %14 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape_3 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<64xi64>
  %15 = muli %11, %bcast_4 : tile<64xi64>
  %reshape_5 = reshape %arg3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %16 = offset %bcast_6, %15 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %17 = join_tokens %0, %1 : token
  %result, %result_token_7 = atomic_rmw_tko acq_rel device %16, addf, %tile, %13 token=%17 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> tile<64xf32>, token
  return
}
