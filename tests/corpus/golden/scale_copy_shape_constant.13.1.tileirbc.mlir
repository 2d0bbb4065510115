entry @scale_copy_Kt2_A1f32_1s256t1_A1f32_1s256t1_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %cst_1_i32_1 = constant <i32: 1> : tile<i32>
  %tview = make_tensor_view %arg0, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
  %tview_2 = make_tensor_view %arg3, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = mulf %tile, %bcast  : tile<64xf32>
  %pview_3 = make_partition_view %tview_2 : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>
  %2 = store_view_tko weak %1, %pview_3[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
  return
}
