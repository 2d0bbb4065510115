global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_bool_2d_Kt1_A2f32_3l0_A1u8_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %4 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_24, %result_token_25 = atomic_cas_tko acq_rel device %4, %cst_1_i32, %cst_0_i32_11 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %20 = cmpi equal %result_24, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %20 {
      break
    } else {
    }
  }
  %5 = print_tko "2d %.1f\0A", %tile : tile<2x4xf32> -> token
  %6 = make_token : token
  %result, %result_token_12 = atomic_rmw_tko acq_rel device %4, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<2x4xf32>
  %7 = cmpf greater_than ordered %tile, %bcast : tile<2x4xf32> -> tile<2x4xi1>
  %8 = exti %tile_9 unsigned : tile<4xi8> -> tile<4xi64>
  %9 = muli %8, %cst_4096_i64 : tile<4xi64>
  %10 = join_tokens %6, %1, %2 : token
  %11 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  loop {
    %result_24, %result_token_25 = atomic_cas_tko acq_rel device %11, %cst_1_i32_14, %cst_0_i32_13 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %20 = cmpi equal %result_24, %cst_1_i32_14, unsigned : tile<i32> -> tile<i1>
    if %20 {
      break
    } else {
    }
  }
  %12 = print_tko "bool %d u8 %u hex %llx\0A", %7, %tile_9, %9 : tile<2x4xi1>, tile<4xi8>, tile<4xi64> -> token
  %13 = make_token : token
  %result_15, %result_token_16 = atomic_rmw_tko acq_rel device %11, xchg, %cst_1_i32_14 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %14 = ftof %tile  : tile<2x4xf32> -> tile<2x4xbf16>
  %cst_0_f32_17 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_18 = reshape %cst_0_f32_17 : tile<f32> -> tile<1x1xf32>
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<2x4xf32>
  %15 = cmpf less_than ordered %tile, %bcast_19 : tile<2x4xf32> -> tile<2x4xi1>
  %16 = join_tokens %13, %1, %2 : token
  %17 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  loop {
    %result_24, %result_token_25 = atomic_cas_tko acq_rel device %17, %cst_1_i32_21, %cst_0_i32_20 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %20 = cmpi equal %result_24, %cst_1_i32_21, unsigned : tile<i32> -> tile<i1>
    if %20 {
      break
    } else {
    }
  }
  %18 = print_tko "tile|%f|%d\0A", %14, %15 : tile<2x4xbf16>, tile<2x4xi1> -> token
  %19 = make_token : token
  %result_22, %result_token_23 = atomic_rmw_tko acq_rel device %17, xchg, %cst_1_i32_21 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  return
}
