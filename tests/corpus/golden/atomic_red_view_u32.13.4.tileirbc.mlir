entry @atomic_red_view_int_Kt1_A1u32_1l0_A1u32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %pview_5 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %1 = atomic_red_view_tko relaxed device %pview_5[%cst_0_i32_4], add, %tile token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_6 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %2 = atomic_red_view_tko relaxed device %pview_6[%cst_1_i32], umax, %tile token = %1 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %pview_7 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %3 = atomic_red_view_tko relaxed device %pview_7[%cst_2_i32], umin, %tile token = %2 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %pview_8 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %4 = atomic_red_view_tko relaxed device %pview_8[%cst_3_i32], and, %tile token = %3 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %pview_9 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %5 = atomic_red_view_tko relaxed device %pview_9[%cst_4_i32], or, %tile token = %4 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_5_i32 = constant <i32: 5> : tile<i32>
  %pview_10 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %6 = atomic_red_view_tko relaxed device %pview_10[%cst_5_i32], xor, %tile token = %5 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
