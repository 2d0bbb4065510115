global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_ints_Kt1_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = join_tokens %0, %1 : token
  %3 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_1 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_11, %result_token_12 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %16 = cmpi equal %result_11, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %16 {
      break
    } else {
    }
  }
  %4 = print_tko "%d %i %u %x %X %o\0A", %tile, %tile, %tile, %tile, %tile, %tile : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32> -> token
  %5 = make_token : token
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %6 = exti %tile signed : tile<4xi32> -> tile<4xi64>
  %7 = join_tokens %5, %1 : token
  %8 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_3 = constant <i32: 0> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  loop {
    %result_11, %result_token_12 = atomic_cas_tko acq_rel device %8, %cst_1_i32_4, %cst_0_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %16 = cmpi equal %result_11, %cst_1_i32_4, unsigned : tile<i32> -> tile<i1>
    if %16 {
      break
    } else {
    }
  }
  %9 = print_tko "%ld\0A", %6 : tile<4xi64> -> token
  %10 = make_token : token
  %result_5, %result_token_6 = atomic_rmw_tko acq_rel device %8, xchg, %cst_1_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %11 = itof %tile signed  : tile<4xi32> -> tile<4xf32>
  %12 = join_tokens %10, %1 : token
  %13 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  loop {
    %result_11, %result_token_12 = atomic_cas_tko acq_rel device %13, %cst_1_i32_8, %cst_0_i32_7 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %16 = cmpi equal %result_11, %cst_1_i32_8, unsigned : tile<i32> -> tile<i1>
    if %16 {
      break
    } else {
    }
  }
  %14 = print_tko "%5.2f%%\0A", %11 : tile<4xf32> -> token
  %15 = make_token : token
  %result_9, %result_token_10 = atomic_rmw_tko acq_rel device %13, xchg, %cst_1_i32_8 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  return
}
