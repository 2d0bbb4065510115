entry @control_flow(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_10_i32 = constant <i32: 10> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %for = for %loopIdx in (%cst_0_i32 to %cst_10_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<f32>) {
    %5 = addf %iterArg0, %iterArg0 rounding<zero> flush_to_zero : tile<f32>
    continue %5 : tile<f32>
  }
  %for_0:2 = for unsigned %loopIdx in (%cst_0_i32 to %cst_10_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32) -> (tile<f32>, tile<i32>) {
    continue %iterArg0, %loopIdx : tile<f32>, tile<i32>
  }
  for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> {
  }
  %0 = cmpi less_than %arg1, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %1 = if %0 -> (tile<f32>) {
    yield %for : tile<f32>
  } else {
    yield %cst_0_f32 : tile<f32>
  }
  %2:2 = if %0 -> (tile<f32>, tile<i32>) {
    %5 = negf %1 : tile<f32>
    yield %5, %arg1 : tile<f32>, tile<i32>
  } else {
    yield %cst_0_f32, %cst_0_i32 : tile<f32>, tile<i32>
  }
  if %0 {
    %5 = negf %1 : tile<f32>
  } else {
  }
  %3:2 = loop iter_values(%arg2 = %1, %arg3 = %arg1) : tile<f32>, tile<i32> -> tile<f32>, tile<i32> {
    if %0 {
      break %arg2, %arg3 : tile<f32>, tile<i32>
    } else {
    }
    continue %arg2, %arg3 : tile<f32>, tile<i32>
  }
  %4 = loop : tile<f32> {
    break %cst_0_f32 : tile<f32>
  }
  loop iter_values(%arg2 = %arg1) : tile<i32> {
    if %0 {
      continue %arg2 : tile<i32>
    } else {
    }
    break
  }
  loop {
    break
  }
  return
}
