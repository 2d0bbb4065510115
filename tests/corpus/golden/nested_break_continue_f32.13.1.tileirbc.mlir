entry @nested_break_continue_Kt1_A1f32_1l0_A1f32_1l0_Si32_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %false = constant <i1: false> : tile<i1>
  %true = constant <i1: true> : tile<i1>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<16xf32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %cst_8_i32_7 = constant <i32: 8> : tile<i32>
  %cst_6_f32 = constant <f32: 6.000000e+00> : tile<f32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %false_10 = constant <i1: false> : tile<i1>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %arg6, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<16xf32>) {
    %2 = muli %loopIdx, %cst_8_i32_7 : tile<i32>
    %for_13:2 = for %loopIdx_14 in (%cst_0_i32_5 to %cst_8_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0_15 = %cst_0_f32_4, %iterArg1 = %false) -> (tile<16xf32>, tile<i1>) {
      if %iterArg1 {
        continue %iterArg0_15, %iterArg1 : tile<16xf32>, tile<i1>
      } else {
      }
      %12 = cmpi equal %loopIdx_14, %loopIdx, signed : tile<i32> -> tile<i1>
      if %12 {
        continue %iterArg0_15, %iterArg1 : tile<16xf32>, tile<i1>
      } else {
      }
      %13 = addi %2, %loopIdx_14 : tile<i32>
      %pview_16 = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
      %tile, %result_token = load_view_tko weak %pview_16[%13] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
      %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %18 : tile<f32>
      }
      %14 = cmpf greater_than ordered %reduce, %cst_6_f32 : tile<f32> -> tile<i1>
      if %14 {
        continue %iterArg0_15, %true : tile<16xf32>, tile<i1>
      } else {
      }
      %15 = addi %loopIdx_14, %cst_1_i32_8 : tile<i32>
      %16 = itof %15 signed  : tile<i32> -> tile<f32>
      %reshape = reshape %16 : tile<f32> -> tile<1xf32>
      %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32>
      %17 = fma %tile, %bcast, %iterArg0_15  : tile<16xf32>
      continue %17, %iterArg1 : tile<16xf32>, tile<i1>
    }
    %3 = remi %loopIdx, %cst_2_i32 signed : tile<i32>
    %4 = cmpi less_than %3, %cst_0_i32_9, signed : tile<i32> -> tile<i1>
    %5 = xori %4, %false_10 : tile<i1>
    %6 = cmpi not_equal %3, %cst_0_i32_9, signed : tile<i32> -> tile<i1>
    %7 = andi %5, %6 : tile<i1>
    %8 = addi %3, %cst_2_i32 : tile<i32>
    %9 = select %7, %8, %3 : tile<i1>, tile<i32>
    %10 = cmpi equal %9, %cst_1_i32_11, signed : tile<i32> -> tile<i1>
    %11 = if %10 -> (tile<16xf32>) {
      %12 = subf %iterArg0, %for_13#0  : tile<16xf32>
      yield %12 : tile<16xf32>
    } else {
      %12 = addf %iterArg0, %for_13#0  : tile<16xf32>
      yield %12 : tile<16xf32>
    }
    continue %11 : tile<16xf32>
  }
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_3 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for, %pview[%cst_0_i32_12] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
