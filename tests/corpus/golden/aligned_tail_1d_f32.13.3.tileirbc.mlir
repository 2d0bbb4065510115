entry @aligned_tail_1d_Kt1_A1f32_1i8t1_p32_A1f32_1i8t1_p32_A1f32_1i8t1_p32_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<32>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<8>, %arg1 : tile<i32>
  %assume_1 = assume div_by<32>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<8>, %arg4 : tile<i32>
  %assume_3 = assume div_by<32>, %arg6 : tile<ptr<f32>>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_7 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_8 = assume div_by<8>, %assume_assume_7 : tile<i32>
  %tview_9 = make_tensor_view %assume_1, shape = [%assume_assume_assume_8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_10 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_11 = assume div_by<8>, %assume_assume_10 : tile<i32>
  %tview_12 = make_tensor_view %assume_3, shape = [%assume_assume_assume_11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
  %pview_13 = make_partition_view %tview_9 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
  %1 = addf %tile, %tile_14  : tile<256xf32>
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
  %2 = store_view_tko weak %1, %pview_16[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
