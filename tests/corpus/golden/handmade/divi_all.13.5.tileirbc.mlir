entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_7_i32 = constant <i32: 7> : tile<4xi32>
  %cst_2_i32 = constant <i32: 2> : tile<4xi32>
  %0 = divi %cst_7_i32, %cst_2_i32 unsigned : tile<4xi32>
  %cst_7_i32_0 = constant <i32: 7> : tile<4xi32>
  %cst_2_i32_1 = constant <i32: 2> : tile<4xi32>
  %1 = divi %cst_7_i32_0, %cst_2_i32_1 unsigned rounding<positive_inf> : tile<4xi32>
  %cst_7_i32_2 = constant <i32: 7> : tile<4xi32>
  %cst_2_i32_3 = constant <i32: 2> : tile<4xi32>
  %2 = divi %cst_7_i32_2, %cst_2_i32_3 signed : tile<4xi32>
  %cst_7_i32_4 = constant <i32: 7> : tile<4xi32>
  %cst_2_i32_5 = constant <i32: 2> : tile<4xi32>
  %3 = divi %cst_7_i32_4, %cst_2_i32_5 signed rounding<negative_inf> : tile<4xi32>
  %cst_7_i32_6 = constant <i32: 7> : tile<4xi32>
  %cst_2_i32_7 = constant <i32: 2> : tile<4xi32>
  %4 = divi %cst_7_i32_6, %cst_2_i32_7 signed rounding<positive_inf> : tile<4xi32>
  return
}
