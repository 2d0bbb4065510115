entry @byte_tiles_Kt1_A2u8_3l0_A2u8_3l0_A2u8_3l0_A1u8_1l0_I64_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i8 = constant <i8: 3> : tile<64x128xi8>
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
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<64x128xi8>, token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %1 = permute %tile [1, 0] : tile<64x128xi8> -> tile<128x64xi8>
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_19[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<128x64xi8>, partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %3 = addi %tile, %cst_3_i8 : tile<64x128xi8>
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>
  %4 = store_view_tko weak %3, %pview_22[%cst_0_i32_20, %cst_0_i32_21] token = %0 : tile<64x128xi8>, partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=1 identities=[0 : i8] : tile<64x128xi8> -> tile<64xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %6 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i8>
    yield %6 : tile<i8>
  }
  %pview_24 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %5 = store_view_tko weak %reduce, %pview_24[%cst_0_i32_23] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  return
}
