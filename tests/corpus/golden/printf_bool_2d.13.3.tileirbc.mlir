entry @printf_bool_2d_Kt1_A2f32_3l0_A1u8_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_4096_i64 = constant <i64: 4096> : tile<4xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_6 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_6] token = %0 : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x4xf32>, token
  %1 = join_tokens %0, %result_token : token
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %pview_8 = make_partition_view %tview_5 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<4xi8>, token
  %2 = join_tokens %0, %result_token_10 : token
  %3 = join_tokens %0, %1, %2 : token
  %4 = print_tko "2d %.1f\0A", %tile token=%3 : tile<2x4xf32> -> token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<2x4xf32>
  %5 = cmpf greater_than ordered %tile, %bcast : tile<2x4xf32> -> tile<2x4xi1>
  %6 = exti %tile_9 unsigned : tile<4xi8> -> tile<4xi64>
  %7 = muli %6, %cst_4096_i64 : tile<4xi64>
  %8 = join_tokens %4, %1, %2 : token
  %9 = print_tko "bool %d u8 %u hex %llx\0A", %5, %tile_9, %7 token=%8 : tile<2x4xi1>, tile<4xi8>, tile<4xi64> -> token
  %10 = ftof %tile  : tile<2x4xf32> -> tile<2x4xbf16>
  %cst_0_f32_11 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_12 = reshape %cst_0_f32_11 : tile<f32> -> tile<1x1xf32>
  %bcast_13 = broadcast %reshape_12 : tile<1x1xf32> -> tile<2x4xf32>
  %11 = cmpf less_than ordered %tile, %bcast_13 : tile<2x4xf32> -> tile<2x4xi1>
  %12 = join_tokens %9, %1, %2 : token
  %13 = print_tko "tile|%f|%d\0A", %10, %11 token=%12 : tile<2x4xbf16>, tile<2x4xi1> -> token
  return
}
