entry @scale_copy_2d_Kt1_A2f32_1v8l0_2t1_3i32_A2f32_1v16_3i32l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<32>, %arg1 : tile<i32>
  %assume_0 = assume div_by<32>, %arg2 : tile<i32>
  %assume_1 = assume div_by<8>, %arg3 : tile<i32>
  %assume_2 = assume div_by<32>, %arg6 : tile<i32>
  %assume_3 = assume div_by<32>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg8 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32>
  %assume_assume_assume = assume div_by<32>, %assume_assume : tile<i32>
  %assume_assume_5 = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume_6 = assume div_by<32>, %assume_assume_5 : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_8 = assume div_by<8>, %assume_assume_7 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume_assume_assume, %assume_assume_assume_6], strides = [%assume_assume_assume_8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_9 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_10 = assume div_by<32>, %assume_assume_9 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_12 = assume div_by<32>, %assume_assume_11 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_16 = make_tensor_view %arg5, shape = [%assume_assume_assume_10, %assume_assume_assume_12], strides = [%assume_assume_assume_14, %assume_15] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_17, %blockId_y_18, %blockId_z_19 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_18] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<32x32xf32>
  %1 = addf %tile, %bcast  : tile<32x32xf32>
  %pview_20 = make_partition_view %tview_16 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_20[%blockId_x, %blockId_y_18] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
