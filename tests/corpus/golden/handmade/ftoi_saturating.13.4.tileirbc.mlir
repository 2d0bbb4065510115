entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f32 = constant <f32: 3.005000e+02> : tile<4xf32>
  %0 = ftoi %cst_f32 unsigned  : tile<4xf32> -> tile<4xi8>
  %cst_f32_0 = constant <f32: 3.005000e+02> : tile<4xf32>
  %1 = ftoi %cst_f32_0 unsigned  saturating : tile<4xf32> -> tile<4xi8>
  %cst_f32_1 = constant <f32: 3.005000e+02> : tile<4xf32>
  %2 = ftoi %cst_f32_1 signed  : tile<4xf32> -> tile<4xi8>
  %cst_f32_2 = constant <f32: 3.005000e+02> : tile<4xf32>
  %3 = ftoi %cst_f32_2 signed  saturating : tile<4xf32> -> tile<4xi8>
  %cst_f32_3 = constant <f32: 3.005000e+02> : tile<4xf32>
  %4 = ftoi %cst_f32_3 unsigned  : tile<4xf32> -> tile<4xi32>
  %cst_f32_4 = constant <f32: 3.005000e+02> : tile<4xf32>
  %5 = ftoi %cst_f32_4 unsigned  saturating : tile<4xf32> -> tile<4xi32>
  %cst_f32_5 = constant <f32: 3.005000e+02> : tile<4xf32>
  %6 = ftoi %cst_f32_5 signed  : tile<4xf32> -> tile<4xi32>
  %cst_f32_6 = constant <f32: 3.005000e+02> : tile<4xf32>
  %7 = ftoi %cst_f32_6 signed  saturating : tile<4xf32> -> tile<4xi32>
  %cst_f32_7 = constant <f32: 3.005000e+02> : tile<4xf32>
  %8 = ftoi %cst_f32_7 unsigned  : tile<4xf32> -> tile<4xi64>
  %cst_f32_8 = constant <f32: 3.005000e+02> : tile<4xf32>
  %9 = ftoi %cst_f32_8 unsigned  saturating : tile<4xf32> -> tile<4xi64>
  %cst_f32_9 = constant <f32: 3.005000e+02> : tile<4xf32>
  %10 = ftoi %cst_f32_9 signed  : tile<4xf32> -> tile<4xi64>
  %cst_f32_10 = constant <f32: 3.005000e+02> : tile<4xf32>
  %11 = ftoi %cst_f32_10 signed  saturating : tile<4xf32> -> tile<4xi64>
  return
}
