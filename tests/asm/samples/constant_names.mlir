entry @constant_names() {
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %cst_100_f32 = constant <f32: 1.000000e+02> : tile<f32>
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32>
  %cst_10000000000_f32 = constant <f32: 1.000000e+10> : tile<f32>
  %cst_2147483648_f32 = constant <f32: 2.14748365E+9> : tile<f32>
  %cst_9223372036854775808_f32 = constant <f32: 9.22337203E+18> : tile<f32>
  %cst_f32_0 = constant <f32: 1.84467441E+19> : tile<f32>
  %cst_f32_1 = constant <f32: 5.000000e-01> : tile<f32>
  %cst_9007199254740994_f64 = constant <f64: 0x4340000000000001> : tile<f64>
  %cst_NaN_f32 = constant <f32: 0xFFC00000> : tile<f32>
  %cst_NaN_f16 = constant <f16: 0x7E00> : tile<f16>
  %cst_-1_i64 = constant <i64: -1> : tile<i64>
  %cst_-128_i8 = constant <i8: -128> : tile<i8>
  %cst_2147483647_i32 = constant <i32: 2147483647> : tile<i32>
  %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<f8E8M0FNU>
  %cst_65504_f16 = constant <f16: 6.550400e+04> : tile<f16>
  %cst_f32_2 = constant <f32: 1.401300e-45> : tile<f32>
  %cst_f32_3 = constant <f32: 3.40282347E+38> : tile<f32>
  %cst_123456_f32 = constant <f32: 1.234560e+05> : tile<f32>
  %cst_1234567_f32 = constant <f32: 0x4996B438> : tile<f32>
  %cst_f32_4 = constant <f32: 3.000000e-01> : tile<f32>
  %cst_f64 = constant <f64: 3.000000e-01> : tile<f64>
  %cst_f16 = constant <f16: 9.997550e-02> : tile<f16>
  %cst_bf16 = constant <bf16: 1.000980e-01> : tile<bf16>
  %cst_f32_5 = constant <f32: 0.333333343> : tile<f32>
  %cst_f64_6 = constant <f64: -1.000000e+100> : tile<f64>
  %cst_f64_7 = constant <f64: 0x7FF0000000000000> : tile<f64>
  %cst_f16_8 = constant <f16: 0xFC00> : tile<f16>
  %cst_f32_9 = constant <f32: 1.500010e-40> : tile<f32>
  %cst_f4E2M1FN = constant <f4E2M1FN: 1.500000e+00> : tile<2xf4E2M1FN>
  %cst_f4E2M1FN_10 = constant <f4E2M1FN: [2.000000e+00, -1.000000e+00]> : tile<2xf4E2M1FN>
  %cst_16777216_f32 = constant <f32: 0x4B800000> : tile<f32>
  %cst_f64_11 = constant <f64: 123456789.125> : tile<f64>
  %cst_f32_12 = constant <f32: 9.999990e-05> : tile<f32>
  return
}
