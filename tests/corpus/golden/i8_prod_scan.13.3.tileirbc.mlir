entry @i8_prod_scan_Kt1_A2i8_3l0_A2i8_3l0_A1i8_1l0(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<4x16xi8>, token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %1 = scan %tile dim=1 reverse=false identities=[1 : i8] : tile<4x16xi8> -> tile<4x16xi8> 
  (%arg13: tile<i8>, %arg14: tile<i8>) {
    %4 = muli %arg13, %arg14 : tile<i8>
    yield %4 : tile<i8>
  }
  %pview_14 = make_partition_view %tview_7 : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_14[%cst_0_i32_12, %cst_0_i32_13] token = %0 : tile<4x16xi8>, partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=1 identities=[1 : i8] : tile<4x16xi8> -> tile<4xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %4 = muli %reduce_lhs, %reduce_rhs : tile<i8>
    yield %4 : tile<i8>
  }
  %pview_16 = make_partition_view %tview_10 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>
  %3 = store_view_tko weak %reduce, %pview_16[%cst_0_i32_15] token = %0 : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  return
}
