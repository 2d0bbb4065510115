entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_4_f8E8M0FNU = constant <f8E8M0FNU: 4.000000e+00> : tile<4xf8E8M0FNU> loc(#loc)
  %cst_f4E2M1FN = constant <f4E2M1FN: 1.500000e+00> : tile<4xf4E2M1FN> loc(#loc)
  %cst_f4E2M1FN_0 = constant <f4E2M1FN: [6.000000e+00, -5.000000e-01]> : tile<2xf4E2M1FN> loc(#loc)
  %cst_2_fnv8E5M3FNU = constant <fnv8E5M3FNU: 2.000000e+00> : tile<4xfnv8E5M3FNU> loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
