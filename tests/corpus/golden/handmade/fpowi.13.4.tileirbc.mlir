entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_f16 = constant <f16: 1.500000e+00> : tile<4xf16>
  %cst_3_i8 = constant <i8: 3> : tile<4xi8>
  %0 = fpowi %cst_f16, %cst_3_i8 : tile<4xf16>, tile<4xi8>
  %cst_f16_0 = constant <f16: 1.500000e+00> : tile<4xf16>
  %cst_3_i16 = constant <i16: 3> : tile<4xi16>
  %1 = fpowi %cst_f16_0, %cst_3_i16 : tile<4xf16>, tile<4xi16>
  %cst_f16_1 = constant <f16: 1.500000e+00> : tile<4xf16>
  %cst_3_i32 = constant <i32: 3> : tile<4xi32>
  %2 = fpowi %cst_f16_1, %cst_3_i32 : tile<4xf16>, tile<4xi32>
  %cst_f32 = constant <f32: 1.500000e+00> : tile<4xf32>
  %cst_3_i8_2 = constant <i8: 3> : tile<4xi8>
  %3 = fpowi %cst_f32, %cst_3_i8_2 : tile<4xf32>, tile<4xi8>
  %cst_f32_3 = constant <f32: 1.500000e+00> : tile<4xf32>
  %cst_3_i16_4 = constant <i16: 3> : tile<4xi16>
  %4 = fpowi %cst_f32_3, %cst_3_i16_4 : tile<4xf32>, tile<4xi16>
  %cst_f32_5 = constant <f32: 1.500000e+00> : tile<4xf32>
  %cst_3_i32_6 = constant <i32: 3> : tile<4xi32>
  %5 = fpowi %cst_f32_5, %cst_3_i32_6 : tile<4xf32>, tile<4xi32>
  %cst_f64 = constant <f64: 1.500000e+00> : tile<4xf64>
  %cst_3_i8_7 = constant <i8: 3> : tile<4xi8>
  %6 = fpowi %cst_f64, %cst_3_i8_7 : tile<4xf64>, tile<4xi8>
  %cst_f64_8 = constant <f64: 1.500000e+00> : tile<4xf64>
  %cst_3_i16_9 = constant <i16: 3> : tile<4xi16>
  %7 = fpowi %cst_f64_8, %cst_3_i16_9 : tile<4xf64>, tile<4xi16>
  %cst_f64_10 = constant <f64: 1.500000e+00> : tile<4xf64>
  %cst_3_i32_11 = constant <i32: 3> : tile<4xi32>
  %8 = fpowi %cst_f64_10, %cst_3_i32_11 : tile<4xf64>, tile<4xi32>
  return
}
