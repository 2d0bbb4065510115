entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %0 = bitcast %cst_1_f32 : tile<4xf32> -> tile<4xi32>
  %cst_1_i16 = constant <i16: 1> : tile<4xi16>
  %1 = bitcast %cst_1_i16 : tile<4xi16> -> tile<4xbf16>
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<4xf64>
  %2 = bitcast %cst_1_f64 : tile<4xf64> -> tile<4xi64>
  %cst_1_i8 = constant <i8: 1> : tile<4xi8>
  %3 = bitcast %cst_1_i8 : tile<4xi8> -> tile<4xf8E4M3FN>
  return
}
