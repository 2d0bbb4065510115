entry @segmented_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
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
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %1:2 = scan %tile, %tile_9 dim=0 reverse=false identities=[0 : i32, 0 : i32] : tile<256xi32>, tile<256xi32> -> tile<256xi32>, tile<256xi32> 
  (%arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) {
    %3 = cmpi not_equal %arg12, %cst_0_i32_11, signed : tile<i32> -> tile<i1>
    %4 = addi %arg9, %arg10 : tile<i32>
    %5 = select %3, %arg10, %4 : tile<i1>, tile<i32>
    %6 = ori %arg11, %arg12 : tile<i32>
    yield %5, %6 : tile<i32>, tile<i32>
  }
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %1#0, %pview_13[%cst_0_i32_12] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
