entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f64 = constant <f64: 1.500000e+00> : tile<8xf64>
  %cst_f64_0 = constant <f64: -2.500000e-01> : tile<8xf64>
  %0 = divf %cst_f64, %cst_f64_0  : tile<8xf64>
  %cst_f64_1 = constant <f64: 1.500000e+00> : tile<8xf64>
  %cst_f64_2 = constant <f64: -2.500000e-01> : tile<8xf64>
  %1 = divf %cst_f64_1, %cst_f64_2 rounding<zero> : tile<8xf64>
  %cst_f64_3 = constant <f64: 1.500000e+00> : tile<8xf64>
  %cst_f64_4 = constant <f64: -2.500000e-01> : tile<8xf64>
  %2 = divf %cst_f64_3, %cst_f64_4 rounding<negative_inf> : tile<8xf64>
  %cst_f64_5 = constant <f64: 1.500000e+00> : tile<8xf64>
  %cst_f64_6 = constant <f64: -2.500000e-01> : tile<8xf64>
  %3 = divf %cst_f64_5, %cst_f64_6 rounding<positive_inf> : tile<8xf64>
  return
}
