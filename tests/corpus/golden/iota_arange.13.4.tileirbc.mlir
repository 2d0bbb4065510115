entry @iota_arange_Kt1_A1i32_1l0_A1i64_1l0_A1i32_1l0_A1i16_1l0_A1f32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_5_i64 = constant <i64: 5> : tile<32xi64>
  %cst_3_i32 = constant <i32: 3> : tile<32xi32>
  %cst_-1_i16 = constant <i16: -1> : tile<32xi16>
  %cst_31_i16 = constant <i16: 31> : tile<32xi16>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = iota : tile<32xi32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview[%blockId_x] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %3 = iota : tile<32xi64>
  %4 = addi %3, %cst_5_i64 : tile<32xi64>
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_13[%blockId_x] token = %0 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %6 = iota : tile<32xi32>
  %7 = muli %6, %cst_3_i32 : tile<32xi32>
  %reshape = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<32xi32>
  %8 = addi %7, %bcast : tile<32xi32>
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_14[%blockId_x] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %10 = iota : tile<32xi16>
  %11 = muli %10, %cst_-1_i16 : tile<32xi16>
  %12 = addi %11, %cst_31_i16 : tile<32xi16>
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(32), tensor_view<?xi16, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_15[%blockId_x] token = %0 : tile<32xi16>, partition_view<tile=(32), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %14 = iota : tile<32xi32>
  %15 = itof %14 signed  : tile<32xi32> -> tile<32xf32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape_16 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_17 = broadcast %reshape_16 : tile<1xf32> -> tile<32xf32>
  %16 = mulf %15, %bcast_17  : tile<32xf32>
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %17 = store_view_tko weak %16, %pview_18[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
