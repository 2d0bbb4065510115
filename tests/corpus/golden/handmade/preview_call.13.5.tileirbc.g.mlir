entry @kernel(%arg0: tile<f32>) {
  %0 = preview$call @__nv_expf(%arg0) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
