entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<4xf16>
  %0 = pack %cst_1_f16 : tile<4xf16> -> tile<8xi8>
  %cst_1_i8 = constant <i8: 1> : tile<8xi8>
  %1 = unpack %cst_1_i8 : tile<8xi8> -> tile<2xf32>
  %cst_1_i8_0 = constant <i8: 1> : tile<4xi8>
  %2 = trunci %cst_1_i8_0 : tile<4xi8> -> tile<4xi4>
  %3 = pack %2 : tile<4xi4> -> tile<2xi8>
  %cst_1_i8_1 = constant <i8: 1> : tile<4xi8>
  %4 = unpack %cst_1_i8_1 : tile<4xi8> -> tile<8xi4>
  %cst_1_i8_2 = constant <i8: 1> : tile<4xi8>
  %5 = unpack %cst_1_i8_2 : tile<4xi8> -> tile<8xf4E2M1FN>
  %cst_1_i64 = constant <i64: 1> : tile<2xi64>
  %6 = pack %cst_1_i64 : tile<2xi64> -> tile<16xi8>
  return
}
