entry @scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si64_Sf32_Sf64_Sb8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i64>, %arg8: tile<f32>, %arg9: tile<f64>, %arg10: tile<i1>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %reshape = reshape %arg8 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = mulf %tile, %bcast  : tile<64xf32>
  %2 = ftof %1  : tile<64xf32> -> tile<64xf64>
  %reshape_4 = reshape %arg9 : tile<f64> -> tile<1xf64>
  %bcast_5 = broadcast %reshape_4 : tile<1xf64> -> tile<64xf64>
  %3 = addf %2, %bcast_5  : tile<64xf64>
  %4 = itof %arg6 signed  : tile<i32> -> tile<f64>
  %reshape_6 = reshape %4 : tile<f64> -> tile<1xf64>
  %bcast_7 = broadcast %reshape_6 : tile<1xf64> -> tile<64xf64>
  %5 = addf %3, %bcast_7  : tile<64xf64>
  %6 = itof %arg7 signed  : tile<i64> -> tile<f64>
  %reshape_8 = reshape %6 : tile<f64> -> tile<1xf64>
  %bcast_9 = broadcast %reshape_8 : tile<1xf64> -> tile<64xf64>
  %7 = addf %5, %bcast_9  : tile<64xf64>
  %8 = ftof %7  : tile<64xf64> -> tile<64xf32>
  %9 = negf %8 : tile<64xf32>
  %reshape_10 = reshape %arg10 : tile<i1> -> tile<1xi1>
  %bcast_11 = broadcast %reshape_10 : tile<1xi1> -> tile<64xi1>
  %10 = select %bcast_11, %8, %9 : tile<64xi1>, tile<64xf32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_13[%cst_0_i32_12] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
