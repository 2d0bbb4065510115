entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %true = constant <i1: true> : tile<4xi1>
  %false = constant <i1: false> : tile<i1>
  %cst_1_i8 = constant <i8: 1> : tile<4xi8>
  %cst_0_i8 = constant <i8: 0> : tile<i8>
  %cst_1_i16 = constant <i16: 1> : tile<4xi16>
  %cst_0_i16 = constant <i16: 0> : tile<i16>
  %cst_1_i32 = constant <i32: 1> : tile<4xi32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<4xi64>
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<4xbf16>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_1_tf32 = constant <tf32: 1.000000e+00> : tile<4xtf32>
  %cst_0_tf32 = constant <tf32: 0.000000e+00> : tile<tf32>
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<4xf64>
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64>
  %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<4xf8E4M3FN>
  %cst_0_f8E4M3FN = constant <f8E4M3FN: 0.000000e+00> : tile<f8E4M3FN>
  %cst_1_f8E5M2 = constant <f8E5M2: 1.000000e+00> : tile<4xf8E5M2>
  %cst_0_f8E5M2 = constant <f8E5M2: 0.000000e+00> : tile<f8E5M2>
  %cst_i32 = constant <i32: [[1, -2], [3, -4]]> : tile<2x2xi32>
  %cst_i1 = constant <i1: [true, false, true, true, false, false, false, true]> : tile<8xi1>
  %cst_i64 = constant <i64: [-9223372036854775808, 9223372036854775807]> : tile<2xi64>
  %cst_f32 = constant <f32: [0x7F800000, 0xFF800000, 0x7FC00000, -0.000000e+00]> : tile<4xf32>
  %cst_f64 = constant <f64: [1.000000e-310, 1.000000e+300]> : tile<2xf64>
  %cst_f16 = constant <f16: [6.550400e+04, 5.960460e-08]> : tile<2xf16>
  %cst_f8E4M3FN = constant <f8E4M3FN: [4.480000e+02, -5.000000e-01]> : tile<2xf8E4M3FN>
  return
}
