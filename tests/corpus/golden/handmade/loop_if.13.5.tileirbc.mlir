entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %0 = loop iter_values(%arg7 = %cst_0_i32) : tile<i32> -> tile<i32> {
    %4 = cmpi greater_than_or_equal %arg7, %arg4, signed : tile<i32> -> tile<i1>
    if %4 {
      break %arg7 : tile<i32>
    } else {
    }
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %5 = addi %arg7, %cst_1_i32 overflow<no_signed_wrap> : tile<i32>
    continue %5 : tile<i32>
  }
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %1 = cmpi less_than %arg4, %cst_3_i32, unsigned : tile<i32> -> tile<i1>
  %2:2 = if %1 -> (tile<4xf32>, tile<i64>) {
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
    %cst_1_i64 = constant <i64: 1> : tile<i64>
    yield %cst_1_f32, %cst_1_i64 : tile<4xf32>, tile<i64>
  } else {
    %cst_2_f32 = constant <f32: 2.000000e+00> : tile<4xf32>
    %cst_2_i64 = constant <i64: 2> : tile<i64>
    yield %cst_2_f32, %cst_2_i64 : tile<4xf32>, tile<i64>
  }
  loop {
    break
  }
  %cst_0_i32_0 = constant <i32: 0> : tile<i32>
  %3 = cmpi equal %arg4, %cst_0_i32_0, signed : tile<i32> -> tile<i1>
  if %3 {
    return
  } else {
  }
  return
}
