entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_-3_i8 = constant <i8: -3> : tile<4xi8>
  %cst_64_i8 = constant <i8: 64> : tile<4xi8>
  %0 = mulhii %cst_-3_i8, %cst_64_i8 : tile<4xi8>
  %cst_-3_i16 = constant <i16: -3> : tile<4xi16>
  %cst_16384_i16 = constant <i16: 16384> : tile<4xi16>
  %1 = mulhii %cst_-3_i16, %cst_16384_i16 : tile<4xi16>
  %cst_-3_i32 = constant <i32: -3> : tile<4xi32>
  %cst_1073741824_i32 = constant <i32: 1073741824> : tile<4xi32>
  %2 = mulhii %cst_-3_i32, %cst_1073741824_i32 : tile<4xi32>
  %cst_-3_i64 = constant <i64: -3> : tile<4xi64>
  %cst_4611686018427387904_i64 = constant <i64: 4611686018427387904> : tile<4xi64>
  %3 = mulhii %cst_-3_i64, %cst_4611686018427387904_i64 : tile<4xi64>
  return
}
