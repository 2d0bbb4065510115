entry @int_scalar_ops_Kt1_A1i32_1l0_A1i32_1l0_Si32_Si32_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<256xi32>
  %cst_7_i32 = constant <i32: 7> : tile<256xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %reshape = reshape %arg6 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %1 = muli %tile, %bcast : tile<256xi32>
  %reshape_4 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %bcast_5 = broadcast %reshape_4 : tile<1xi32> -> tile<256xi32>
  %2 = addi %1, %bcast_5 : tile<256xi32>
  %reshape_6 = reshape %arg7 : tile<i32> -> tile<1xi32>
  %bcast_7 = broadcast %reshape_6 : tile<1xi32> -> tile<256xi32>
  %3 = shri %2, %bcast_7 signed : tile<256xi32>
  %4 = shli %3, %cst_1_i32 : tile<256xi32>
  %reshape_8 = reshape %arg6 : tile<i32> -> tile<1xi32>
  %bcast_9 = broadcast %reshape_8 : tile<1xi32> -> tile<256xi32>
  %5 = xori %4, %bcast_9 : tile<256xi32>
  %6 = subi %5, %cst_7_i32 : tile<256xi32>
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
