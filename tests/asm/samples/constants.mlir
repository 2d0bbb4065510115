entry @constants() {
  %true = constant <i1: true> : tile<i1>
  %false = constant <i1: false> : tile<i1>
  %cst_i1 = constant <i1: [true, false, true, true]> : tile<4xi1>
  %true_0 = constant <i1: true> : tile<4xi1>
  %cst_-3_i8 = constant <i8: -3> : tile<i8>
  %cst_300_i16 = constant <i16: 300> : tile<i16>
  %cst_-7_i32 = constant <i32: -7> : tile<i32>
  %cst_1099511627776_i64 = constant <i64: 1099511627776> : tile<i64>
  %cst_i32 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
  %cst_i32_1 = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
  %cst_5_i64 = constant <i64: 5> : tile<2x4xi64>
  %cst_f16 = constant <f16: 1.500000e+00> : tile<f16>
  %cst_bf16 = constant <bf16: -2.000000e+00> : tile<bf16>
  %cst_f32 = constant <f32: 1.000000e-01> : tile<f32>
  %cst_f32_2 = constant <f32: 1.000000e+30> : tile<f32>
  %cst_f32_3 = constant <f32: -0.000000e+00> : tile<f32>
  %cst_f32_4 = constant <f32: 0x7F800000> : tile<f32>
  %cst_f32_5 = constant <f32: 0xFF800000> : tile<f32>
  %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<f32>
  %cst_f64 = constant <f64: 3.1415926535897931> : tile<f64>
  %cst_f64_6 = constant <f64: 1.000000e-300> : tile<f64>
  %cst_1_tf32 = constant <tf32: 1.000000e+00> : tile<tf32>
  %cst_f32_7 = constant <f32: [5.000000e-01, 1.500000e+00, -2.250000e+00, 1.000000e+10]> : tile<4xf32>
  %cst_f16_8 = constant <f16: [[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf16>
  %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<f8E4M3FN>
  %cst_f8E5M2 = constant <f8E5M2: -2.000000e+00> : tile<f8E5M2>
  %cst_f64_9 = constant <f64: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf64>
  %cst_f32_10 = constant <f32: 0xFF800000> : tile<8xf32>
  %cst_bf16_11 = constant <bf16: [1.000000e+00, 0x7FC0]> : tile<2xbf16>
  return
}
