entry @carried_scalars_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_Si32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %for:3 = for %loopIdx in (%cst_0_i32 to %arg12, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_-1_i32, %iterArg1 = %cst_f32, %iterArg2 = %cst_0_f32) -> (tile<i32>, tile<f32>, tile<f32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %7 : tile<f32>
    }
    %4 = addf %iterArg2, %reduce  : tile<f32>
    %5 = cmpf greater_than ordered %reduce, %iterArg1 : tile<f32> -> tile<i1>
    %6:2 = if %5 -> (tile<i32>, tile<f32>) {
      yield %loopIdx, %reduce : tile<i32>, tile<f32>
    } else {
      yield %iterArg0, %iterArg1 : tile<i32>, tile<f32>
    }
    continue %6#0, %6#1, %4 : tile<i32>, tile<f32>, tile<f32>
  }
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %reshape = reshape %for#2 : tile<f32> -> tile<1xf32>
  %pview_11 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %reshape, %pview_11[%cst_0_i32_10] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %reshape_13 = reshape %for#1 : tile<f32> -> tile<1xf32>
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %reshape_13, %pview_14[%cst_0_i32_12] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %reshape_16 = reshape %for#0 : tile<i32> -> tile<1xi32>
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape_16, %pview_17[%cst_0_i32_15] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
