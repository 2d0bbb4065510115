entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = make_token : token loc(#loc)
  %1 = make_token : token loc(#loc)
  %2 = join_tokens %0, %1 : token loc(#loc)
  %3 = join_tokens %0, %1, %2, %0 : token loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
