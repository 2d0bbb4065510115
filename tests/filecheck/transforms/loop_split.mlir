// loop-split: a for loop whose body branches on `iv < k` (k loop-invariant) becomes two
// loops, [lo, min(k, hi)) running the then-branch and [max(k, lo), hi) the else-branch.
// A compare with a value computed in the loop is not split.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(loop-split)' | filecheck %s

entry @split(%k: tile<i32>, %hi: tile<i32>) {
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %zero = constant <f32: 0.000000e+00> : tile<f32>
  %one = constant <f32: 1.000000e+00> : tile<f32>
  %two = constant <f32: 2.000000e+00> : tile<f32>
  %r = for %i in (%c0 to %hi, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<f32>) {
    %p = cmpi less_than %i, %k, signed : tile<i32> -> tile<i1>
    %v = if %p -> (tile<f32>) {
      yield %one : tile<f32>
    } else {
      yield %two : tile<f32>
    }
    %n = addf %acc, %v : tile<f32>
    continue %n : tile<f32>
  }
  %r2 = for %i in (%c0 to %hi, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<f32>) {
    %kk = addi %k, %i : tile<i32>
    %p = cmpi less_than %i, %kk, signed : tile<i32> -> tile<i1>
    %v = if %p -> (tile<f32>) {
      yield %one : tile<f32>
    } else {
      yield %two : tile<f32>
    }
    %n = addf %acc, %v : tile<f32>
    continue %n : tile<f32>
  }
  return
}

// CHECK: entry @split(%[[K:.*]]: tile<i32>, %[[HI:.*]]: tile<i32>)
// CHECK: %[[UB:.*]] = mini %[[K]], %[[HI]] signed
// CHECK: %[[LB:.*]] = maxi %[[K]], %{{.*}} signed
// CHECK: %[[F1:.*]] = for %{{.*}} in (%{{.*}} to %[[UB]], step
// CHECK-NOT: if
// CHECK: addf %{{.*}}, %[[ONE:[a-z0-9_]+]]
// CHECK: for %{{.*}} in (%[[LB]] to %[[HI]], step %{{.*}}) : tile<i32> iter_values(%{{.*}} = %[[F1]])
// CHECK-NOT: if
// CHECK: continue
// the second loop compares with a loop-variant value: unchanged
// CHECK: for
// CHECK: cmpi less_than
// CHECK: if
