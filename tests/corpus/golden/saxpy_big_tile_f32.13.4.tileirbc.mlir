entry @saxpy_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I65536(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_5 = assume div_by<16>, %assume_assume_4 : tile<i32>
  %tview_6 = make_tensor_view %assume_1, shape = [%assume_assume_assume_5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<65536xf32>, token
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<65536xf32>
  %pview_7 = make_partition_view %tview_6 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<65536xf32>, token
  %1 = join_tokens %0, %result_token_9 : token
  %2 = fma %bcast, %tile, %tile_8  : tile<65536xf32>
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>
  %3 = store_view_tko weak %2, %pview_10[%blockId_x] token = %1 : tile<65536xf32>, partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
