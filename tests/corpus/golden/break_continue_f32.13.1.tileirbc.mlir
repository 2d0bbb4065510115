entry @break_continue_Kt1_A1f32_1l0_A1f32_1l0_I8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %false = constant <i1: false> : tile<i1>
  %true = constant <i1: true> : tile<i1>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %false_5 = constant <i1: false> : tile<i1>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %cst_100_f32 = constant <f32: 1.000000e+02> : tile<f32>
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %false) -> (tile<64xf32>, tile<i1>) {
    if %iterArg1 {
      continue %iterArg0, %iterArg1 : tile<64xf32>, tile<i1>
    } else {
    }
    %pview_8 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %tile, %result_token = load_view_tko weak %pview_8[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %2 = remi %loopIdx, %cst_3_i32 signed : tile<i32>
    %3 = cmpi less_than %2, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
    %4 = xori %3, %false_5 : tile<i1>
    %5 = cmpi not_equal %2, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
    %6 = andi %4, %5 : tile<i1>
    %7 = addi %2, %cst_3_i32 : tile<i32>
    %8 = select %6, %7, %2 : tile<i1>, tile<i32>
    %9 = cmpi equal %8, %cst_1_i32_6, signed : tile<i32> -> tile<i1>
    if %9 {
      continue %iterArg0, %iterArg1 : tile<64xf32>, tile<i1>
    } else {
    }
    %reduce = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %12 : tile<f32>
    }
    %10 = cmpf greater_than ordered %reduce, %cst_100_f32 : tile<f32> -> tile<i1>
    if %10 {
      continue %iterArg0, %true : tile<64xf32>, tile<i1>
    } else {
    }
    %11 = addf %iterArg0, %tile  : tile<64xf32>
    continue %11, %iterArg1 : tile<64xf32>, tile<i1>
  }
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for#0, %pview[%cst_0_i32_7] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
