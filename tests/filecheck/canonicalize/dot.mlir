// FoldConstantDot: a zero multiplicand gives the accumulator; an all-constant dot folds
// (accumulating in the accumulator type); otherwise the dot stays.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "dots", function_type = (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>)}> ({
  ^bb0(%a: tensor<2x2xf16>, %b: tensor<2x2xf16>, %c: tensor<2x2xf32>):
    %z = "arith.constant"() <{value = 0.0 : f16}> : () -> f16
    %zero = "nv_tileaa.splat"(%z) : (f16) -> tensor<2x2xf16>
    // zero A: the result is C
    %d0 = "nv_tileaa.dot"(%zero, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>) -> tensor<2x2xf32>
    // constants: [[1,2],[3,4]] @ [[1,0],[0,1]] + 1 = [[2,3],[4,5]]
    %ca = "arith.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
    %cb = "arith.constant"() <{value = dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
    %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    %cc = "nv_tileaa.splat"(%one) : (f32) -> tensor<2x2xf32>
    %d1 = "nv_tileaa.dot"(%ca, %cb, %cc) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>) -> tensor<2x2xf32>
    // not constant, not zero: stays
    %d2 = "nv_tileaa.dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>) -> tensor<2x2xf32>
    // constant A and B but a non-constant accumulator: stays
    %d3 = "nv_tileaa.dot"(%ca, %cb, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "nv_tileaa.return"(%d0, %d1, %d2, %d3) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[A:.*]]: tensor<2x2xf16>, %[[B:.*]]: tensor<2x2xf16>, %[[C:.*]]: tensor<2x2xf32>):
// CHECK-DAG: %[[K:.*]] = "arith.constant"() <{value = dense<{{\[\[}}2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00]]> : tensor<2x2xf32>}>
// CHECK-DAG: %[[D2:.*]] = "nv_tileaa.dot"(%[[A]], %[[B]], %[[C]])
// CHECK-DAG: %[[D3:.*]] = "nv_tileaa.dot"(%{{.*}}, %{{.*}}, %[[C]])
// CHECK: "nv_tileaa.return"(%[[C]], %[[K]], %[[D2]], %[[D3]])

// Integer MMA honours signedness: 255 as an unsigned i8 is 255, as a signed one -1.
// RUN: tileir-opt %S/Inputs/dot_int.mlir --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=INT
// INT: "arith.constant"() <{value = 255 : i32}>
// INT: "arith.constant"() <{value = -1 : i32}>
