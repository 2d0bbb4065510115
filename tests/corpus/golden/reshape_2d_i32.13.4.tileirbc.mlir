entry @reshape_2d_Kt1_A1i32_1l0_A2i32_3l0_I8_I16(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<8x16xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg3, shape = [%assume_1, %assume_2], strides = [%assume_3, %assume_4] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %reshape = reshape %tile : tile<128xi32> -> tile<8x16xi32>
  %cst_0_i32_6 = constant <i32: 0> : tile<i32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %1 = addi %reshape, %cst_1_i32 : tile<8x16xi32>
  %pview_8 = make_partition_view %tview_5 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_8[%cst_0_i32_6, %cst_0_i32_7] token = %0 : tile<8x16xi32>, partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
