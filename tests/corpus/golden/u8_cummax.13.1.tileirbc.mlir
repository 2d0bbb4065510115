entry @u8_cummax_Kt1_A1u8_1l0_A1u8_1l0(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<64xi8>, token
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=0 reverse=true identities=[0 : i8] : tile<64xi8> -> tile<64xi8> 
  (%arg6: tile<i8>, %arg7: tile<i8>) {
    %3 = maxi %arg6, %arg7 unsigned : tile<i8>
    yield %3 : tile<i8>
  }
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_5[%cst_0_i32_4] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  return
}
