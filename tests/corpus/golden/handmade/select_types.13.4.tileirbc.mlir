entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4xf32>
  %0 = select %cst_i1, %cst_1_f32, %cst_0_f32 : tile<4xi1>, tile<4xf32>
  %cst_1_i64 = constant <i64: 1> : tile<4xi64>
  %cst_0_i64 = constant <i64: 0> : tile<4xi64>
  %1 = select %cst_i1, %cst_1_i64, %cst_0_i64 : tile<4xi1>, tile<4xi64>
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<4xf16>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<4xf16>
  %2 = select %cst_i1, %cst_1_f16, %cst_0_f16 : tile<4xi1>, tile<4xf16>
  %true = constant <i1: true> : tile<4xi1>
  %false = constant <i1: false> : tile<4xi1>
  %3 = select %cst_i1, %true, %false : tile<4xi1>, tile<4xi1>
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<4xptr<f32>>
  %4 = iota : tile<4xi32>
  %5 = offset %bcast, %4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
  %reshape_0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_1 = broadcast %reshape_0 : tile<1xptr<f32>> -> tile<4xptr<f32>>
  %6 = iota : tile<4xi32>
  %7 = offset %bcast_1, %6 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
  %8 = select %cst_i1, %5, %7 : tile<4xi1>, tile<4xptr<f32>>
  return
}
