entry @divmod_int_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %1 = divi %tile, %tile_11 signed rounding<negative_inf> : tile<256xi32>
  %2 = remi %tile, %tile_11 signed : tile<256xi32>
  %cst_0_i32 = constant <i32: 0> : tile<256xi32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %4 = cmpi less_than %tile_11, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %5 = xori %3, %4 : tile<256xi1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %7 = andi %5, %6 : tile<256xi1>
  %8 = addi %2, %tile_11 : tile<256xi32>
  %9 = select %7, %8, %2 : tile<256xi1>, tile<256xi32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %10 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %11 = store_view_tko weak %9, %pview_14[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
