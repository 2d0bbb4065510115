entry @bool_logic_Kt1_A1i32_1l0_A1i32_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i1>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i1>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i1>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<256xi32>
  %cst_0_i32_0 = constant <i32: 0> : tile<256xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_7 = make_tensor_view %arg6, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_10 = make_tensor_view %arg9, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_13 = make_tensor_view %arg12, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_14 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_16 = make_tensor_view %arg15, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %1 = cmpi greater_than %tile, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %pview_17 = make_partition_view %tview_4 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %2 = cmpi greater_than %tile_18, %cst_0_i32_0, signed : tile<256xi32> -> tile<256xi1>
  %3 = andi %1, %2 : tile<256xi1>
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %5 = ori %1, %2 : tile<256xi1>
  %pview_21 = make_partition_view %tview_10 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %7 = xori %1, %2 : tile<256xi1>
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_22[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %true = constant <i1: true> : tile<256xi1>
  %9 = xori %1, %true : tile<256xi1>
  %pview_23 = make_partition_view %tview_16 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>
  %10 = store_view_tko weak %9, %pview_23[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  return
}
