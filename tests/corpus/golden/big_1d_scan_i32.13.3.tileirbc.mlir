entry @big_1d_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I4096(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4096xi32>, token
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=0 reverse=false identities=[0 : i32] : tile<4096xi32> -> tile<4096xi32> 
  (%arg12: tile<i32>, %arg13: tile<i32>) {
    %6 = addi %arg12, %arg13 : tile<i32>
    yield %6 : tile<i32>
  }
  %pview_11 = make_partition_view %tview_3 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_11[%cst_0_i32_10] token = %0 : tile<4096xi32>, partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4096xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %6 : tile<i32>
  }
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape, %pview_13[%cst_0_i32_12] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %4 = scan %tile dim=0 reverse=false identities=[-2147483648 : i32] : tile<4096xi32> -> tile<4096xi32> 
  (%arg12: tile<i32>, %arg13: tile<i32>) {
    %6 = maxi %arg12, %arg13 signed : tile<i32>
    yield %6 : tile<i32>
  }
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_15[%cst_0_i32_14] token = %0 : tile<4096xi32>, partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
