global  @g_table alignment = 16 <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
global private  constant @g_const <i32: 7> : tile<2xi32>
global private  @g_flag alignment = 4 <i8: 1> : tile<1xi8>
global  constant @g_pub_const alignment = 8 <f16: [1.500000e+00, 2.500000e+00]> : tile<2xf16>
entry @first(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 1}, sm_90 = {num_worker_warps_per_cta = 4}> {
  %0 = get_global @g_table : tile<ptr<f32>>
  %1 = get_global @g_const : tile<ptr<i32>>
  return
}
entry @second(%arg0: tile<i32>, %arg1: tile<f32>, %arg2: tile<i64>, %arg3: tile<f16>) {
  %0 = addi %arg0, %arg0 : tile<i32>
  return
}
