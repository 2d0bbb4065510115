entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_5_i32 = constant <i32: 5> : tile<4xi32>
  %0 = itof %cst_5_i32 unsigned  : tile<4xi32> -> tile<4xf32>
  %cst_5_i32_0 = constant <i32: 5> : tile<4xi32>
  %1 = itof %cst_5_i32_0 signed  : tile<4xi32> -> tile<4xf32>
  %cst_5_i64 = constant <i64: 5> : tile<4xi64>
  %2 = itof %cst_5_i64 unsigned  : tile<4xi64> -> tile<4xf16>
  %cst_5_i64_1 = constant <i64: 5> : tile<4xi64>
  %3 = itof %cst_5_i64_1 signed  : tile<4xi64> -> tile<4xf16>
  %cst_5_i8 = constant <i8: 5> : tile<4xi8>
  %4 = itof %cst_5_i8 unsigned  : tile<4xi8> -> tile<4xf64>
  %cst_5_i8_2 = constant <i8: 5> : tile<4xi8>
  %5 = itof %cst_5_i8_2 signed  : tile<4xi8> -> tile<4xf64>
  return
}
