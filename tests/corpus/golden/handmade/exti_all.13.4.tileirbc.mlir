entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %true = constant <i1: true> : tile<4xi1>
  %0 = exti %true unsigned : tile<4xi1> -> tile<4xi32>
  %true_0 = constant <i1: true> : tile<4xi1>
  %1 = exti %true_0 signed : tile<4xi1> -> tile<4xi32>
  %cst_1_i8 = constant <i8: 1> : tile<4xi8>
  %2 = exti %cst_1_i8 unsigned : tile<4xi8> -> tile<4xi16>
  %cst_1_i8_1 = constant <i8: 1> : tile<4xi8>
  %3 = exti %cst_1_i8_1 signed : tile<4xi8> -> tile<4xi16>
  %cst_1_i16 = constant <i16: 1> : tile<4xi16>
  %4 = exti %cst_1_i16 unsigned : tile<4xi16> -> tile<4xi64>
  %cst_1_i16_2 = constant <i16: 1> : tile<4xi16>
  %5 = exti %cst_1_i16_2 signed : tile<4xi16> -> tile<4xi64>
  %cst_1_i32 = constant <i32: 1> : tile<4xi32>
  %6 = exti %cst_1_i32 unsigned : tile<4xi32> -> tile<4xi64>
  %cst_1_i32_3 = constant <i32: 1> : tile<4xi32>
  %7 = exti %cst_1_i32_3 signed : tile<4xi32> -> tile<4xi64>
  %cst_1_i8_4 = constant <i8: 1> : tile<4xi8>
  %8 = exti %cst_1_i8_4 unsigned : tile<4xi8> -> tile<4xi64>
  %cst_1_i8_5 = constant <i8: 1> : tile<4xi8>
  %9 = exti %cst_1_i8_5 signed : tile<4xi8> -> tile<4xi64>
  return
}
