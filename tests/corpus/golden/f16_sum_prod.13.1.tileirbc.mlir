entry @f16_sum_prod_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f16] : tile<32x16xf16> -> tile<16xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f16>
    yield %4 : tile<f16>
  }
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>
  %1 = store_view_tko weak %reduce, %pview_14[%cst_0_i32_13] token = %0 : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %reduce_16 = reduce %tile dim=1 identities=[1.000000e+00 : f16] : tile<32x16xf16> -> tile<32xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = mulf %reduce_lhs, %reduce_rhs  : tile<f16>
    yield %4 : tile<f16>
  }
  %pview_17 = make_partition_view %tview_8 : partition_view<tile=(32), tensor_view<?xf16, strides=[?]>>
  %2 = store_view_tko weak %reduce_16, %pview_17[%cst_0_i32_15] token = %0 : tile<32xf16>, partition_view<tile=(32), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %reduce_19 = reduce %tile dim=0 identities=[0xFC00 : f16] : tile<32x16xf16> -> tile<16xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f16>
    yield %4 : tile<f16>
  }
  %reduce_20 = reduce %reduce_19 dim=0 identities=[0xFC00 : f16] : tile<16xf16> -> tile<f16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f16>
    yield %4 : tile<f16>
  }
  %reshape = reshape %reduce_20 : tile<f16> -> tile<1xf16>
  %pview_21 = make_partition_view %tview_11 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>
  %3 = store_view_tko weak %reshape, %pview_21[%cst_0_i32_18] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
