entry @while_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<sm_100 = {}> {
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
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %5 : tile<f32>
  }
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1:3 = loop iter_values(%arg7 = %cst_0_i32_4, %arg8 = %reduce, %arg9 = %tile) : tile<i32>, tile<f32>, tile<64xf32> -> tile<i32>, tile<f32>, tile<64xf32> {
    %5 = cmpf less_than ordered %arg8, %arg6 : tile<f32> -> tile<i1>
    if %5 {
    } else {
      break %arg7, %arg8, %arg9 : tile<i32>, tile<f32>, tile<64xf32>
    }
    %6 = mulf %arg9, %bcast  : tile<64xf32>
    %reduce_9 = reduce %6 dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %8 : tile<f32>
    }
    %7 = addi %arg7, %cst_1_i32 : tile<i32>
    continue %7, %reduce_9, %6 : tile<i32>, tile<f32>, tile<64xf32>
  }
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %2 = itof %1#0 signed  : tile<i32> -> tile<f32>
  %reshape_6 = reshape %2 : tile<f32> -> tile<1xf32>
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<64xf32>
  %3 = addf %1#2, %bcast_7  : tile<64xf32>
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_8[%cst_0_i32_5] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
