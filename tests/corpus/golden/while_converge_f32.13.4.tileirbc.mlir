entry @while_converge_Kt1_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %cst_f32 = constant <f32: 1.000000e+30> : tile<f32>
  %cst_f32_8 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape = reshape %cst_f32_8 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1:3 = loop iter_values(%arg10 = %cst_f32, %arg11 = %cst_0_i32_7, %arg12 = %tile) : tile<f32>, tile<i32>, tile<64xf32> -> tile<f32>, tile<i32>, tile<64xf32> {
    %4 = cmpf greater_than ordered %arg10, %arg9 : tile<f32> -> tile<i1>
    %5 = if %4 -> (tile<i1>) {
      %cst_50_i32 = constant <i32: 50> : tile<i32>
      %12 = cmpi less_than %arg11, %cst_50_i32, signed : tile<i32> -> tile<i1>
      yield %12 : tile<i1>
    } else {
      yield %4 : tile<i1>
    }
    if %5 {
    } else {
      break %arg10, %arg11, %arg12 : tile<f32>, tile<i32>, tile<64xf32>
    }
    %6 = divf %tile, %arg12  : tile<64xf32>
    %7 = addf %arg12, %6  : tile<64xf32>
    %8 = mulf %bcast, %7  : tile<64xf32>
    %9 = subf %8, %arg12  : tile<64xf32>
    %10 = absf %9 : tile<64xf32>
    %reduce = reduce %10 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %12 : tile<f32>
    }
    %11 = addi %arg11, %cst_1_i32 : tile<i32>
    continue %reduce, %11, %8 : tile<f32>, tile<i32>, tile<64xf32>
  }
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %1#2, %pview_10[%cst_0_i32_9] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %reshape_12 = reshape %1#1 : tile<i32> -> tile<1xi32>
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape_12, %pview_13[%cst_0_i32_11] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
