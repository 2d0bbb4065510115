// fuse-fma: a multiply feeding an add/sub becomes one fma when the multiply has no other use
// and both carry the same rounding mode and flush_to_zero.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(fuse-fma)' | filecheck %s

entry @fma(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
  %m0 = mulf %a, %b : tile<f32>
  %r0 = addf %m0, %c : tile<f32>
  %m1 = mulf %a, %c : tile<f32>
  %r1 = subf %m1, %b : tile<f32>
  %m2 = mulf %b, %c : tile<f32>
  %r2 = subf %a, %m2 : tile<f32>
  %m3 = mulf %a, %a : tile<f32>
  %r3 = addf %m3, %c : tile<f32>
  %r4 = addf %m3, %r3 : tile<f32>
  %m5 = mulf %b, %b rounding<zero> : tile<f32>
  %r5 = addf %m5, %c : tile<f32>
  %m6 = mulf %c, %c flush_to_zero : tile<f32>
  %r6 = addf %m6, %a flush_to_zero : tile<f32>
  %s0 = addf %r0, %r1 : tile<f32>
  %s1 = addf %s0, %r2 : tile<f32>
  %s2 = addf %s1, %r4 : tile<f32>
  %s3 = addf %s2, %r5 : tile<f32>
  %s4 = addf %s3, %r6 : tile<f32>
  return
}

// CHECK: entry @fma(%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>, %[[C:.*]]: tile<f32>)
// CHECK: %[[R0:.*]] = fma %[[A]], %[[B]], %[[C]]
// CHECK: %[[N1:.*]] = negf %[[B]]
// CHECK: %[[R1:.*]] = fma %[[A]], %[[C]], %[[N1]]
// CHECK: %[[N2:.*]] = negf %[[B]]
// CHECK: %[[R2:.*]] = fma %[[N2]], %[[C]], %[[A]]
// two uses: kept
// CHECK: %[[M3:.*]] = mulf %[[A]], %[[A]]
// CHECK: addf %[[M3]], %[[C]]
// different rounding: kept
// CHECK: %[[M5:.*]] = mulf %[[B]], %[[B]] rounding<zero>
// CHECK: addf %[[M5]], %[[C]]
// flush_to_zero on both: fused, ftz kept
// CHECK: fma %[[C]], %[[C]], %[[A]] flush_to_zero
