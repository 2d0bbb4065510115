entry @copy_3d_Kt1_A3f32_7l0_A3f32_7l0_I4_I8_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_12, %blockId_y_13, %blockId_z_14 = get_tile_block_id : tile<i32>
  %blockId_x_15, %blockId_y_16, %blockId_z_17 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_13, %blockId_z_17] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xf32>, token
  %pview_18 = make_partition_view %tview_11 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %1 = store_view_tko weak %tile, %pview_18[%blockId_x, %blockId_y_13, %blockId_z_17] token = %0 : tile<4x8x16xf32>, partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token
  return
}
