// The two user-facing diagnostics of convert-cuda-tile-to-nv-tileaa, and an unknown pass.
// This file is also the input (MLIR generic form): a cuda_tile op no pattern converts.
// RUN: not tileir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' 2>&1 | filecheck %s --check-prefix=FAIL
// FAIL: error: failed to convert cuda_tile to nv_tileaa
// FAIL-NEXT: note: 'cuda_tile.frobnicate' op: no conversion pattern applies

// RUN: not tileir-opt %samples/int_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=bogus})' 2>&1 | filecheck %s --check-prefix=CC
// RUN: not tileir-opt %samples/int_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa{compute-capability=""})' 2>&1 | filecheck %s --check-prefix=CC
// CC: error: invalid or missing --compute-capability option

// NVIDIA's pass name is accepted too; sm_ spellings parse.
// RUN: tileir-opt %samples/int_ops.tileirbc --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | filecheck %s --check-prefix=ALIAS
// ALIAS: nv_tileaa.compute_capability = 90 : i32

// RUN: not tileir-opt %samples/int_ops.tileirbc --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: 'no-such-pass' does not refer to a registered pass

"builtin.module"() ({
  %0 = "cuda_tile.make_token"() : () -> !cuda_tile.token
  "cuda_tile.frobnicate"(%0) : (!cuda_tile.token) -> ()
}) : () -> ()
