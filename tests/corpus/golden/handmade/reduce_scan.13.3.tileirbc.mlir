entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4x8xf32>
  %cst_1_i32 = constant <i32: 1> : tile<4x8xi32>
  %reduce = reduce %cst_1_f32 dim=0 identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %2 : tile<f32>
  }
  %cst_1_f32_0 = constant <f32: 1.000000e+00> : tile<4x8xf32>
  %cst_1_i32_1 = constant <i32: 1> : tile<4x8xi32>
  %reduce_2 = reduce %cst_1_f32_0 dim=1 identities=[0.000000e+00 : f32] : tile<4x8xf32> -> tile<4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %2 : tile<f32>
  }
  %cst_1_f32_3 = constant <f32: 1.000000e+00> : tile<4x8xf32>
  %cst_1_i32_4 = constant <i32: 1> : tile<4x8xi32>
  %reduce_5:2 = reduce %cst_1_f32_3, %cst_1_i32_4 dim=1 identities=[0.000000e+00 : f32, 0 : i32] : tile<4x8xf32>, tile<4x8xi32> -> tile<4xf32>, tile<4xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %2 = addf %reduce_lhs0, %reduce_rhs0  : tile<f32>
    %3 = maxi %reduce_lhs1, %reduce_rhs1 signed : tile<i32>
    yield %2, %3 : tile<f32>, tile<i32>
  }
  %cst_2_i64 = constant <i64: 2> : tile<8xi64>
  %0 = scan %cst_2_i64 dim=0 reverse=false identities=[1] : tile<8xi64> -> tile<8xi64> 
  (%arg7: tile<i64>, %arg8: tile<i64>) {
    %2 = muli %arg7, %arg8 : tile<i64>
    yield %2 : tile<i64>
  }
  %cst_2_i64_6 = constant <i64: 2> : tile<8xi64>
  %1 = scan %cst_2_i64_6 dim=0 reverse=true identities=[1] : tile<8xi64> -> tile<8xi64> 
  (%arg7: tile<i64>, %arg8: tile<i64>) {
    %2 = muli %arg7, %arg8 : tile<i64>
    yield %2 : tile<i64>
  }
  return
}
