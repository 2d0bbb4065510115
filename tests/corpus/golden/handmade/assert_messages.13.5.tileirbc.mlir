entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %true = constant <i1: true> : tile<i1>
  assert %true, "" : tile<i1>
  %true_0 = constant <i1: true> : tile<4xi1>
  assert %true_0, "tile cond: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" : tile<4xi1>
  %true_1 = constant <i1: true> : tile<i1>
  assert %true_1, "unicode \C3\A9\E4\B8\AD" : tile<i1>
  return
}
