entry @scalar_broadcast_math_Kt1_A1f32_1l0_A1f32_1l0_Sf32_Sf32_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>, %arg7: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32>
  %reshape_4 = reshape %arg7 : tile<f32> -> tile<1xf32>
  %bcast_5 = broadcast %reshape_4 : tile<1xf32> -> tile<256xf32>
  %1 = fma %bcast, %tile, %bcast_5  : tile<256xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_6 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<256xf32>
  %cst_f32 = constant <f32: 1.500000e+00> : tile<f32>
  %reshape_8 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<256xf32>
  %2 = negf %bcast_9 : tile<256xf32>
  %3 = fma %1, %bcast_7, %2  : tile<256xf32>
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %reshape_10 = reshape %cst_3_f32 : tile<f32> -> tile<1xf32>
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<256xf32>
  %4 = divf %3, %bcast_11  : tile<256xf32>
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_12[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
