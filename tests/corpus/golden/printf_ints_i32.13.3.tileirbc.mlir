entry @printf_ints_Kt1_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = join_tokens %0, %1 : token
  %3 = print_tko "%d %i %u %x %X %o\0A", %tile, %tile, %tile, %tile, %tile, %tile token=%2 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32> -> token
  %4 = exti %tile signed : tile<4xi32> -> tile<4xi64>
  %5 = join_tokens %3, %1 : token
  %6 = print_tko "%ld\0A", %4 token=%5 : tile<4xi64> -> token
  %7 = itof %tile signed  : tile<4xi32> -> tile<4xf32>
  %8 = join_tokens %6, %1 : token
  %9 = print_tko "%5.2f%%\0A", %7 token=%8 : tile<4xf32> -> token
  return
}
