entry @clamp_tile_Kt1_A1f64_1l0_A1f64_1l0_Sf64_Sf64_I256(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f64>, %arg7: tile<f64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<256xf64>, token
  %reshape = reshape %arg6 : tile<f64> -> tile<1xf64>
  %bcast = broadcast %reshape : tile<1xf64> -> tile<256xf64>
  %1 = maxf %tile, %bcast : tile<256xf64>
  %reshape_4 = reshape %arg7 : tile<f64> -> tile<1xf64>
  %bcast_5 = broadcast %reshape_4 : tile<1xf64> -> tile<256xf64>
  %2 = minf %1, %bcast_5 : tile<256xf64>
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_6[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
