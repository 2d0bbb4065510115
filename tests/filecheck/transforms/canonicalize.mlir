// canonicalize on cuda_tile: the public folds. Constant addf folds; select with equal arms,
// a constant condition or an inverted condition simplifies; if on xori(c, true) swaps its
// branches; an if on a constant is inlined; unused pure ops go.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

entry @folds(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>, %p: tile<ptr<f32>>) {
  %true = constant <i1: true> : tile<i1>
  %a = constant <f32: 1.500000e+00> : tile<f32>
  %b = constant <f32: 2.000000e+00> : tile<f32>
  %s = addf %a, %b : tile<f32>
  %e = select %c, %x, %x : tile<i1>, tile<f32>
  %k = select %true, %y, %x : tile<i1>, tile<f32>
  %nc = xori %c, %true : tile<i1>
  %inv = select %nc, %x, %y : tile<i1>, tile<f32>
  %r = if %nc -> (tile<f32>) {
    %q = negf %x : tile<f32>
    yield %q : tile<f32>
  } else {
    %q = absf %y : tile<f32>
    yield %q : tile<f32>
  }
  %t = if %true -> (tile<f32>) {
    %q = ceil %x : tile<f32>
    yield %q : tile<f32>
  } else {
    yield %y : tile<f32>
  }
  %dead = mulf %x, %y : tile<f32>
  %v1 = addf %s, %e : tile<f32>
  %v2 = addf %v1, %k : tile<f32>
  %v3 = addf %v2, %inv : tile<f32>
  %v4 = addf %v3, %r : tile<f32>
  %v5 = addf %v4, %t : tile<f32>
  %tok = make_token : token
  %t2 = store_ptr_tko weak %p, %v5 token=%tok : tile<ptr<f32>>, tile<f32> -> token
  return
}

// CHECK: entry @folds(%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>, %{{.*}}: tile<ptr<f32>>)
// CHECK-NOT: mulf
// CHECK-DAG: %[[S:.*]] = constant <f32: 3.500000e+00> : tile<f32>
// CHECK-DAG: %[[INV:.*]] = select %[[C]], %[[Y]], %[[X]]
// CHECK-DAG: %[[R:.*]] = if %[[C]] -> (tile<f32>) {
// CHECK-DAG: absf %[[Y]]
// CHECK-DAG: negf %[[X]]
// CHECK-DAG: %[[T:.*]] = ceil %[[X]]
// CHECK: %[[V1:.*]] = addf %[[S]], %[[X]]
// CHECK: %[[V2:.*]] = addf %[[V1]], %[[Y]]
// CHECK: %[[V3:.*]] = addf %[[V2]], %[[INV]]
// CHECK: %[[V4:.*]] = addf %[[V3]], %[[R]]
// CHECK: addf %[[V4]], %[[T]]
