entry @float_floordiv_mod_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
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
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %1 = divf %tile, %tile_17  : tile<64xf32>
  %2 = floor %1 : tile<64xf32>
  %pview_19 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %2, %pview_19[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %4 = remf %tile, %tile_17 : tile<64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %5 = cmpf less_than ordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %6 = cmpf less_than ordered %tile_17, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %7 = xori %5, %6 : tile<64xi1>
  %8 = cmpf not_equal unordered %4, %cst_0_f32 : tile<64xf32> -> tile<64xi1>
  %9 = andi %7, %8 : tile<64xi1>
  %10 = addf %4, %tile_17  : tile<64xf32>
  %11 = select %9, %10, %4 : tile<64xi1>, tile<64xf32>
  %pview_20 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %12 = store_view_tko weak %11, %pview_20[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_f32 = constant <f32: 2.500000e+00> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %13 = divf %tile, %bcast  : tile<64xf32>
  %14 = floor %13 : tile<64xf32>
  %cst_f32_21 = constant <f32: -2.500000e+00> : tile<f32>
  %reshape_22 = reshape %cst_f32_21 : tile<f32> -> tile<1xf32>
  %bcast_23 = broadcast %reshape_22 : tile<1xf32> -> tile<64xf32>
  %15 = remf %tile, %bcast_23 : tile<64xf32>
  %cst_0_f32_24 = constant <f32: 0.000000e+00> : tile<64xf32>
  %16 = cmpf less_than ordered %15, %cst_0_f32_24 : tile<64xf32> -> tile<64xi1>
  %17 = cmpf less_than ordered %bcast_23, %cst_0_f32_24 : tile<64xf32> -> tile<64xi1>
  %18 = xori %16, %17 : tile<64xi1>
  %19 = cmpf not_equal unordered %15, %cst_0_f32_24 : tile<64xf32> -> tile<64xi1>
  %20 = andi %18, %19 : tile<64xi1>
  %21 = addf %15, %bcast_23  : tile<64xf32>
  %22 = select %20, %21, %15 : tile<64xi1>, tile<64xf32>
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %23 = store_view_tko weak %14, %pview_25[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %24 = store_view_tko weak %22, %pview_26[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
