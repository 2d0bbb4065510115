global  @print_mutex <i32: 1> : tile<1xi32>
entry @printf_dtypes_Kt1_A1f64_1l0_A1i64_1l0_A1i8_1l0_I4(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<4xf64>, token
  %1 = join_tokens %0, %result_token : token
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(4), tensor_view<?xi64, strides=[?]>>
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(4), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<4xi64>, token
  %2 = join_tokens %0, %result_token_10 : token
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview_12 = make_partition_view %tview_6 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
  %tile_13, %result_token_14 = load_view_tko weak %pview_12[%cst_0_i32_11] token = %0 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<4xi8>, token
  %3 = join_tokens %0, %result_token_14 : token
  %4 = join_tokens %0, %1, %2, %3 : token
  %5 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_22, %result_token_23 = atomic_cas_tko acq_rel device %5, %cst_1_i32, %cst_0_i32_15 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %15 = cmpi equal %result_22, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %15 {
      break
    } else {
    }
  }
  %6 = print_tko "f64 %.4f i64 %lld\0A", %tile, %tile_9 : tile<4xf64>, tile<4xi64> -> token
  %7 = make_token : token
  %result, %result_token_16 = atomic_rmw_tko acq_rel device %5, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %8 = ftof %tile  : tile<4xf64> -> tile<4xf16>
  %reduce = reduce %tile_9 dim=0 identities=[-9223372036854775808] : tile<4xi64> -> tile<i64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %15 = maxi %reduce_lhs, %reduce_rhs signed : tile<i64>
    yield %15 : tile<i64>
  }
  %9 = join_tokens %7, %1, %2, %3 : token
  %10 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  loop {
    %result_22, %result_token_23 = atomic_cas_tko acq_rel device %10, %cst_1_i32_18, %cst_0_i32_17 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %15 = cmpi equal %result_22, %cst_1_i32_18, unsigned : tile<i32> -> tile<i1>
    if %15 {
      break
    } else {
    }
  }
  %11 = print_tko "i8 %d f16 %f max %d\0A", %tile_13, %8, %reduce : tile<4xi8>, tile<4xf16>, tile<i64> -> token
  %12 = make_token : token
  %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %10, xchg, %cst_1_i32_18 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %13 = exti %tile_13 signed : tile<4xi8> -> tile<4xi32>
  %reduce_21 = reduce %13 dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %15 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %15 : tile<i32>
  }
  %cst_-1000_i32 = constant <i32: -1000> : tile<i32>
  %14 = cmpi greater_than %reduce_21, %cst_-1000_i32, signed : tile<i32> -> tile<i1>
  assert %14, "sum too small" : tile<i1>
  return
}
