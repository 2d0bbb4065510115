global  @g_i32 alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
global  @g_f32 <f32: 2.500000e+00> : tile<1xf32>
global  @g_f16_splat alignment = 4 <f16: 1.000000e+00> : tile<8xf16>
global  constant @g_const alignment = 8 <i64: [7, 8]> : tile<2xi64>
global private  @g_private <i32: 0> : tile<1xi32>
global private  constant @g_private_const alignment = 4 <i32: 5> : tile<1xi32>
entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = get_global @g_i32 : tile<ptr<i32>>
  %1 = get_global @g_f32 : tile<ptr<f32>>
  %2 = get_global @g_f16_splat : tile<ptr<f16>>
  %3 = get_global @g_const : tile<ptr<i64>>
  %4 = get_global @g_private : tile<ptr<i32>>
  %5 = get_global @g_private_const : tile<ptr<i32>>
  return
}
