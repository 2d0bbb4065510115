entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) optimization_hints=<default = {}, sm_100 = {num_cta_in_cga = 2, num_worker_warps_per_cta = 8, occupancy = 4}, sm_120 = {occupancy = 1}, sm_90 = {num_cta_in_cga = 1}> {
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
