entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f32 = constant <f32: 1.700000e+00> : tile<4xf32>
  %0 = ftof %cst_f32  : tile<4xf32> -> tile<4xf16>
  %cst_f32_0 = constant <f32: 1.700000e+00> : tile<4xf32>
  %1 = ftof %cst_f32_0 rounding<zero> : tile<4xf32> -> tile<4xf16>
  %cst_f32_1 = constant <f32: 1.700000e+00> : tile<4xf32>
  %2 = ftof %cst_f32_1  : tile<4xf32> -> tile<4xbf16>
  %cst_f32_2 = constant <f32: 1.700000e+00> : tile<4xf32>
  %3 = ftof %cst_f32_2 rounding<zero> : tile<4xf32> -> tile<4xbf16>
  %cst_f32_3 = constant <f32: 1.700000e+00> : tile<4xf32>
  %4 = ftof %cst_f32_3  : tile<4xf32> -> tile<4xtf32>
  %cst_f32_4 = constant <f32: 1.700000e+00> : tile<4xf32>
  %5 = ftof %cst_f32_4 rounding<zero> : tile<4xf32> -> tile<4xtf32>
  %cst_f32_5 = constant <f32: 1.700000e+00> : tile<4xf32>
  %6 = ftof %cst_f32_5  : tile<4xf32> -> tile<4xf8E4M3FN>
  %cst_f32_6 = constant <f32: 1.700000e+00> : tile<4xf32>
  %7 = ftof %cst_f32_6  : tile<4xf32> -> tile<4xf8E5M2>
  %cst_f64 = constant <f64: 1.700000e+00> : tile<4xf64>
  %8 = ftof %cst_f64  : tile<4xf64> -> tile<4xf32>
  %cst_f64_7 = constant <f64: 1.700000e+00> : tile<4xf64>
  %9 = ftof %cst_f64_7 rounding<zero> : tile<4xf64> -> tile<4xf32>
  %cst_f64_8 = constant <f64: 1.700000e+00> : tile<4xf64>
  %10 = ftof %cst_f64_8 rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
  %cst_f64_9 = constant <f64: 1.700000e+00> : tile<4xf64>
  %11 = ftof %cst_f64_9 rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
  return
}
