entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_300_i64 = constant <i64: 300> : tile<4xi64>
  %0 = trunci %cst_300_i64 : tile<4xi64> -> tile<4xi32>
  %cst_300_i64_0 = constant <i64: 300> : tile<4xi64>
  %1 = trunci %cst_300_i64_0 overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi32>
  %cst_300_i64_1 = constant <i64: 300> : tile<4xi64>
  %2 = trunci %cst_300_i64_1 overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi32>
  %cst_300_i64_2 = constant <i64: 300> : tile<4xi64>
  %3 = trunci %cst_300_i64_2 overflow<no_wrap> : tile<4xi64> -> tile<4xi32>
  %cst_300_i64_3 = constant <i64: 300> : tile<4xi64>
  %4 = trunci %cst_300_i64_3 : tile<4xi64> -> tile<4xi16>
  %cst_300_i64_4 = constant <i64: 300> : tile<4xi64>
  %5 = trunci %cst_300_i64_4 overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi16>
  %cst_300_i64_5 = constant <i64: 300> : tile<4xi64>
  %6 = trunci %cst_300_i64_5 overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi16>
  %cst_300_i64_6 = constant <i64: 300> : tile<4xi64>
  %7 = trunci %cst_300_i64_6 overflow<no_wrap> : tile<4xi64> -> tile<4xi16>
  %cst_300_i64_7 = constant <i64: 300> : tile<4xi64>
  %8 = trunci %cst_300_i64_7 : tile<4xi64> -> tile<4xi8>
  %cst_300_i64_8 = constant <i64: 300> : tile<4xi64>
  %9 = trunci %cst_300_i64_8 overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi8>
  %cst_300_i64_9 = constant <i64: 300> : tile<4xi64>
  %10 = trunci %cst_300_i64_9 overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi8>
  %cst_300_i64_10 = constant <i64: 300> : tile<4xi64>
  %11 = trunci %cst_300_i64_10 overflow<no_wrap> : tile<4xi64> -> tile<4xi8>
  %cst_300_i64_11 = constant <i64: 300> : tile<4xi64>
  %12 = trunci %cst_300_i64_11 : tile<4xi64> -> tile<4xi1>
  %cst_300_i64_12 = constant <i64: 300> : tile<4xi64>
  %13 = trunci %cst_300_i64_12 overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi1>
  %cst_300_i64_13 = constant <i64: 300> : tile<4xi64>
  %14 = trunci %cst_300_i64_13 overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi1>
  %cst_300_i64_14 = constant <i64: 300> : tile<4xi64>
  %15 = trunci %cst_300_i64_14 overflow<no_wrap> : tile<4xi64> -> tile<4xi1>
  return
}
