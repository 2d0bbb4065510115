// Control flow: for -> scf.for (iv and iter values converted, unsignedCmp kept),
// if -> scf.if, loop -> scf.while. Early exits (continue/break/return in an if branch)
// become an exit state yielded by the if, and the rest of the body runs under
// `scf.if %exited`.
// RUN: tileir-opt %samples/control_flow.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s

// CHECK: "nv_tileaa.func"() <{sym_name = "control_flow", function_type = (!nv_tileaa.ptr<f32, 1>, i32) -> (), kernel}> ({
// CHECK-NEXT: ^bb0(%{{[0-9]+}}: !nv_tileaa.ptr<f32, 1>, %[[N:[0-9]+]]: i32):
// CHECK: "scf.for"({{.*}}) ({
// CHECK-NEXT: ^bb0(%{{[0-9]+}}: i32, %[[ACC:[0-9]+]]: f32):
// CHECK-NEXT: %[[R:[0-9]+]] = "nv_tileaa.addf"(%[[ACC]], %[[ACC]]) <{rounding_mode = #nv_tileaa<rounding_mode zero>, flush_to_zero}>
// CHECK-NEXT: "scf.yield"(%[[R]]) : (f32) -> ()
// CHECK-NEXT: }) : (i32, i32, i32, f32) -> f32
// CHECK: }) {unsignedCmp} : (i32, i32, i32, f32, i32) -> (f32, i32)
// CHECK: %[[C:[0-9]+]] = "arith.cmpi"(%[[N]], %{{[0-9]+}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK: "scf.if"(%[[C]]) ({
// a loop whose body breaks in an if: the if yields (exited, is_break, continue values,
// break values); the while continues while the exit taken was not break
// CHECK: "scf.while"
// CHECK: %[[EX:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} = "scf.if"(%[[C]])
// CHECK: "scf.if"(%[[EX]])
// CHECK: %[[GO:[0-9]+]] = "arith.xori"
// CHECK-NEXT: "scf.condition"(%[[GO]], {{.*}}) : (i1, f32, i32, f32, i32) -> ()
// CHECK: }) : (f32, i32) -> (f32, i32, f32, i32)
// CHECK: "nv_tileaa.return"() : () -> ()
// CHECK-NOT: cuda_tile.

// cuTile's while-with-break kernel.
// RUN: tileir-opt %corpus/while_break_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=WHILE
// WHILE: "scf.while"
// WHILE: "nv_tileaa.tiled_load"
// WHILE: "scf.condition"
// WHILE: "nv_tileaa.tiled_store"

// continue inside ifs of a for body: the rest of the body is guarded.
// RUN: tileir-opt %corpus/break_continue_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=CONT
// CONT: "scf.for"
// CONT: %[[E1:[0-9]+]], %{{.*}} = "scf.if"
// CONT: "scf.if"(%[[E1]])
// CONT: "nv_tileaa.tiled_load"
// CONT: "nv_tileaa.reduce"
// CONT: "scf.yield"

// return inside an if of the entry: the rest of the entry runs when it did not return.
// RUN: tileir-opt %corpus/early_return_f32.13.4.tileirbc --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=RET
// RET: %[[RC:[0-9]+]] = "arith.cmpi"
// RET: %[[X:[0-9]+]] = "scf.if"(%[[RC]]) ({
// RET: "scf.if"(%[[X]]) ({
// RET: "scf.for"
// RET: "nv_tileaa.return"() : () -> ()

// The same kernel from its text form (what tileirdisasm prints) converts the same way.
// RUN: tileir-opt %samples/control_flow.mlir --pass-pipeline='builtin.module(convert-cuda-tile-to-nv-tileaa)' | filecheck %s --check-prefix=TEXT
// TEXT: "scf.for"
// TEXT: {unsignedCmp}
// TEXT: "scf.while"
// TEXT: "scf.condition"
// TEXT-NOT: cuda_tile.
