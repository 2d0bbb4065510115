entry @pow_powi_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_5_i32 = constant <i32: 5> : tile<256xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %1 = fpowf %tile, %tile_11 : tile<256xf32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %3 = iota : tile<256xi32>
  %4 = remi %3, %cst_5_i32 signed : tile<256xi32>
  %cst_0_i32 = constant <i32: 0> : tile<256xi32>
  %5 = cmpi less_than %4, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %6 = cmpi less_than %cst_5_i32, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %7 = xori %5, %6 : tile<256xi1>
  %8 = cmpi not_equal %4, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1>
  %9 = andi %7, %8 : tile<256xi1>
  %10 = addi %4, %cst_5_i32 : tile<256xi32>
  %11 = select %9, %10, %4 : tile<256xi1>, tile<256xi32>
  %12 = fpowi %tile, %11 : tile<256xf32>, tile<256xi32>
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_14[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
