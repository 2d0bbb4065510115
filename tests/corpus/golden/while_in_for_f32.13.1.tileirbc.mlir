entry @while_in_for_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %cst_1_i32_5 = constant <i32: 1> : tile<i32>
  for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> {
    %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %1:2 = loop iter_values(%arg6 = %cst_0_i32_4, %arg7 = %tile) : tile<i32>, tile<32xf32> -> tile<i32>, tile<32xf32> {
      %5 = absf %arg7 : tile<32xf32>
      %reduce = reduce %5 dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %9 : tile<f32>
      }
      %6 = cmpf greater_than_or_equal ordered %reduce, %cst_1_f32 : tile<f32> -> tile<i1>
      if %6 {
      } else {
        break %arg6, %arg7 : tile<i32>, tile<32xf32>
      }
      %7 = mulf %arg7, %bcast  : tile<32xf32>
      %8 = addi %arg6, %cst_1_i32_5 : tile<i32>
      continue %8, %7 : tile<i32>, tile<32xf32>
    }
    %2 = itof %1#0 signed  : tile<i32> -> tile<f32>
    %reshape_6 = reshape %2 : tile<f32> -> tile<1xf32>
    %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<32xf32>
    %3 = addf %1#1, %bcast_7  : tile<32xf32>
    %pview_8 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
    %4 = store_view_tko weak %3, %pview_8[%loopIdx] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  }
  return
}
