// Elementwise float arithmetic. Default rounding without ftz stays arith/math; any other
// rounding mode, flush_to_zero or approx goes to the nv_tileaa op carrying it.
// RUN: tileir-opt %samples/float_ops.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: "arith.addf"({{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: "nv_tileaa.addf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode zero>}>
// CHECK: "nv_tileaa.addf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode negative_inf>}>
// CHECK: "nv_tileaa.addf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode positive_inf>}>
// CHECK: "nv_tileaa.addf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode nearest_even>, flush_to_zero}>
// CHECK: "arith.subf"
// CHECK: "nv_tileaa.subf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode zero>}>
// CHECK: "arith.mulf"
// CHECK: "nv_tileaa.mulf"
// CHECK: "arith.divf"
// CHECK: "nv_tileaa.divf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode approx>}>
// CHECK: "nv_tileaa.divf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode full>}>
// CHECK: "nv_tileaa.divf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode approx>, flush_to_zero}>
// CHECK: "math.sqrt"
// CHECK: "nv_tileaa.sqrt"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode zero>}>
// CHECK: "nv_tileaa.sqrt"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode approx>}>
// CHECK: "nv_tileaa.sqrt"({{.*}}) <{flush_to_zero}>
// singleton adders: fma and rsqrt always become nv_tileaa
// CHECK: "nv_tileaa.fma"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode nearest_even>}>
// CHECK: "nv_tileaa.fma"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode positive_inf>, flush_to_zero}>
// CHECK: "nv_tileaa.rsqrt"
// CHECK: "nv_tileaa.rsqrt"({{.*}}) <{flush_to_zero}>
// CHECK: "math.exp2"
// CHECK: "nv_tileaa.exp2"({{.*}}) <{flush_to_zero}>
// CHECK: "math.exp"
// CHECK: "nv_tileaa.exp"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode approx>}>
// CHECK: "math.tanh"
// CHECK: "nv_tileaa.tanh"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode approx>}>
// maxf/minf: propagate_nan picks maximumf/minimumf; ftz rides along as an attribute
// CHECK: "arith.maxnumf"
// CHECK: "arith.maximumf"
// CHECK: "arith.maxnumf"(%0, %2) <{fastmath = #arith.fastmath<none>}> {nv_tileaa.flush_to_zero}
// CHECK: "arith.maximumf"(%0, %2) <{fastmath = #arith.fastmath<none>}> {nv_tileaa.flush_to_zero}
// CHECK: "arith.minnumf"
// CHECK: "arith.minimumf"
// CHECK: "math.absf"
// CHECK: "arith.negf"
// CHECK: "math.ceil"
// CHECK: "math.floor"
// CHECK: "math.cos"
// CHECK: "math.cosh"
// CHECK: "math.sin"
// CHECK: "math.sinh"
// CHECK: "math.tan"
// CHECK: "math.log"
// CHECK: "math.log2"
// CHECK: "arith.remf"
// CHECK: "math.powf"
// CHECK: "math.atan2"
// CHECK: "math.fpowi"
// cmpf: unordered equal is ueq (8), ordered equal oeq (1)
// CHECK: "arith.cmpf"({{.*}}) <{predicate = 8 : i64, fastmath = #arith.fastmath<none>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
// CHECK: "arith.cmpf"({{.*}}) <{predicate = 1 : i64
// CHECK: "nv_tileaa.mulf"({{.*}}) <{rounding_mode = #nv_tileaa<rounding_mode zero>}> : (f64, f64) -> f64
// CHECK-NOT: cuda_tile.
