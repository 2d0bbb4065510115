entry @int_scalar_ops_Kt1_A1i64_1l0_A1i64_1l0_Si64_Si64_I256(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i64>, %arg7: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_7_i64 = constant <i64: 7> : tile<256xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<256xi64>, token
  %reshape = reshape %arg6 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %1 = muli %tile, %bcast : tile<256xi64>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_4 = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast_5 = broadcast %reshape_4 : tile<1xi64> -> tile<256xi64>
  %3 = addi %1, %bcast_5 : tile<256xi64>
  %reshape_6 = reshape %arg7 : tile<i64> -> tile<1xi64>
  %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<256xi64>
  %4 = shri %3, %bcast_7 signed : tile<256xi64>
  %5 = shli %4, %cst_1_i64 : tile<256xi64>
  %reshape_8 = reshape %arg6 : tile<i64> -> tile<1xi64>
  %bcast_9 = broadcast %reshape_8 : tile<1xi64> -> tile<256xi64>
  %6 = xori %5, %bcast_9 : tile<256xi64>
  %7 = subi %6, %cst_7_i64 : tile<256xi64>
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_10[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
