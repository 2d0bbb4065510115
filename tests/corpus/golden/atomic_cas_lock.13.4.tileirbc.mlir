entry @atomic_cas_lock_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_5 = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %1 = exti %assume signed : tile<i32> -> tile<i64>
  %2 = cmpi less_than %cst_0_i64, %1, unsigned : tile<i64> -> tile<i1>
  %3 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %4 = muli %cst_0_i64, %3 : tile<i64>
  %5 = offset %arg0, %4 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32_6 = constant <i32: 0> : tile<i32>
  %6:2 = loop iter_values(%arg9 = %0, %arg10 = %0) : token, token -> token, token {
    %20 = join_tokens %arg9, %arg10 : token
    %result_17, %result_token_18 = atomic_cas_tko acquire device %5, %cst_0_i32, %cst_1_i32, %2 token=%20 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %21 = cmpi not_equal %result_17, %cst_0_i32_6, signed : tile<i32> -> tile<i1>
    if %21 {
    } else {
      break %result_token_18, %result_token_18 : token, token
    }
    continue %result_token_18, %result_token_18 : token, token
  }
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %7 = join_tokens %0, %6#1 : token
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_7] token = %7 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token
  %8 = join_tokens %0, %result_token : token
  %reshape = reshape %tile : tile<1xi32> -> tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %9 = addi %reshape, %cst_1_i32_9 : tile<i32>
  %reshape_10 = reshape %9 : tile<i32> -> tile<1xi32>
  %pview_11 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %10 = join_tokens %8, %6#1 : token
  %11 = store_view_tko weak %reshape_10, %pview_11[%cst_0_i32_8] token = %10 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %cst_0_i64_13 = constant <i64: 0> : tile<i64>
  %12 = exti %assume signed : tile<i32> -> tile<i64>
  %13 = cmpi less_than %cst_0_i64_13, %12, unsigned : tile<i64> -> tile<i1>
  %14 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %15 = muli %cst_0_i64_13, %14 : tile<i64>
  %16 = offset %arg0, %15 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %17 = join_tokens %6#0, %6#1, %11 : token
  %result, %result_token_14 = atomic_rmw_tko release device %16, xchg, %cst_0_i32_12, %13 token=%17 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %reshape_15 = reshape %reshape : tile<i32> -> tile<1xi32>
  %pview_16 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %18 = join_tokens %0, %6#1 : token
  %19 = store_view_tko weak %reshape_15, %pview_16[%blockId_x] token = %18 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
