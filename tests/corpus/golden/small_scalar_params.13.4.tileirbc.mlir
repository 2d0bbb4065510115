entry @small_scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si8_Su16_Sf16_Sb8_Su8_Sf64_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i8>, %arg7: tile<i16>, %arg8: tile<f16>, %arg9: tile<i1>, %arg10: tile<i8>, %arg11: tile<f64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
  %1 = ftof %arg8  : tile<f16> -> tile<f32>
  %reshape = reshape %1 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %2 = itof %arg6 signed  : tile<i8> -> tile<f32>
  %reshape_4 = reshape %2 : tile<f32> -> tile<1xf32>
  %bcast_5 = broadcast %reshape_4 : tile<1xf32> -> tile<32xf32>
  %3 = fma %tile, %bcast, %bcast_5  : tile<32xf32>
  %4 = itof %arg7 unsigned  : tile<i16> -> tile<f32>
  %reshape_6 = reshape %4 : tile<f32> -> tile<1xf32>
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<32xf32>
  %5 = subf %3, %bcast_7  : tile<32xf32>
  %6 = itof %arg10 unsigned  : tile<i8> -> tile<f32>
  %reshape_8 = reshape %6 : tile<f32> -> tile<1xf32>
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<32xf32>
  %7 = addf %5, %bcast_9  : tile<32xf32>
  %8 = ftof %7  : tile<32xf32> -> tile<32xf64>
  %reshape_10 = reshape %arg11 : tile<f64> -> tile<1xf64>
  %bcast_11 = broadcast %reshape_10 : tile<1xf64> -> tile<32xf64>
  %9 = mulf %8, %bcast_11  : tile<32xf64>
  %reshape_12 = reshape %arg9 : tile<i1> -> tile<1xi1>
  %bcast_13 = broadcast %reshape_12 : tile<1xi1> -> tile<32xi1>
  %10 = ftof %7  : tile<32xf32> -> tile<32xf64>
  %11 = select %bcast_13, %10, %9 : tile<32xi1>, tile<32xf64>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %12 = ftof %11  : tile<32xf64> -> tile<32xf32>
  %pview_15 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_15[%cst_0_i32_14] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
