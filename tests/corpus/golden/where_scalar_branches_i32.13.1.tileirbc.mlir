entry @where_scalar_branches_Kt1_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<256xi32>
  %cst_0_i32_0 = constant <i32: 0> : tile<256xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %1 = cmpi less_than %tile, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %2 = select %1, %cst_0_i32_0, %tile : tile<256xi1>, tile<256xi32>
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_5[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
