entry @gelu_tanh_Kt1_A1f16_1l0_A1f16_1l0_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<256xf16>, token
  %1 = ftof %tile  : tile<256xf16> -> tile<256xf32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32>
  %2 = mulf %bcast, %1  : tile<256xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_f32_4 = constant <f32: 0.797884583> : tile<f32>
  %cst_f32_5 = constant <f32: 4.471500e-02> : tile<f32>
  %reshape_6 = reshape %cst_f32_5 : tile<f32> -> tile<1xf32>
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<256xf32>
  %3 = mulf %bcast_7, %1  : tile<256xf32>
  %4 = mulf %3, %1  : tile<256xf32>
  %5 = fma %4, %1, %1  : tile<256xf32>
  %reshape_8 = reshape %cst_f32_4 : tile<f32> -> tile<1xf32>
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<256xf32>
  %6 = mulf %bcast_9, %5  : tile<256xf32>
  %7 = tanh %6  : tile<256xf32>
  %reshape_10 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<256xf32>
  %8 = addf %bcast_11, %7  : tile<256xf32>
  %9 = mulf %2, %8  : tile<256xf32>
  %10 = ftof %9  : tile<256xf32> -> tile<256xf16>
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_12[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
