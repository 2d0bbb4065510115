entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
  %1 = alloca num_elem = 1, alignment = 4 global : tile<ptr<i32>>
  %2 = alloca num_elem = 1000, alignment = 1 : tile<ptr<i8>>
  return
}
