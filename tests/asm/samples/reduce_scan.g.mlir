entry @reduce_scan() {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8x32xf32> loc(#loc)
  %cst_2_i32 = constant <i32: 2> : tile<8x32xi32> loc(#loc)
  %reduce = reduce %cst_1_f32 dim=1 identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc)
    yield %2 : tile<f32> loc(#loc)
  } loc(#loc)
  %reduce_0:2 = reduce %cst_1_f32, %cst_2_i32 dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<32xf32>, tile<32xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %2 = maxf %reduce_lhs0, %reduce_rhs0 : tile<f32> loc(#loc)
    %3 = addi %reduce_lhs1, %reduce_rhs1 : tile<i32> loc(#loc)
    yield %2, %3 : tile<f32>, tile<i32> loc(#loc)
  } loc(#loc)
  %0 = scan %cst_1_f32 dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<8x32xf32> 
  (%arg0: tile<f32>, %arg1: tile<f32>) {
    %2 = addf %arg0, %arg1  : tile<f32> loc(#loc)
    yield %2 : tile<f32> loc(#loc)
  } loc(#loc)
  %1:2 = scan %cst_1_f32, %cst_2_i32 dim=0 reverse=true identities=[0xFF800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<8x32xf32>, tile<8x32xi32> 
  (%arg0: tile<f32>, %arg1: tile<f32>, %arg2: tile<i32>, %arg3: tile<i32>) {
    %2 = maxf %arg0, %arg1 : tile<f32> loc(#loc)
    %3 = addi %arg2, %arg3 : tile<i32> loc(#loc)
    yield %2, %3 : tile<f32>, tile<i32> loc(#loc)
  } loc(#loc)
  %cst_3_i64 = constant <i64: 3> : tile<16xi64> loc(#loc)
  %reduce_1 = reduce %cst_3_i64 dim=0 identities=[-1] : tile<16xi64> -> tile<i64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %2 = andi %reduce_lhs, %reduce_rhs : tile<i64> loc(#loc)
    yield %2 : tile<i64> loc(#loc)
  } loc(#loc)
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<16xf16> loc(#loc)
  %reduce_2 = reduce %cst_1_f16 dim=0 identities=[1.500000e+00 : f16] : tile<16xf16> -> tile<f16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %2 = mulf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc)
    yield %2 : tile<f16> loc(#loc)
  } loc(#loc)
  %true = constant <i1: true> : tile<16xi1> loc(#loc)
  %reduce_3 = reduce %true dim=0 identities=[true] : tile<16xi1> -> tile<i1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %2 = ori %reduce_lhs, %reduce_rhs : tile<i1> loc(#loc)
    yield %2 : tile<i1> loc(#loc)
  } loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
