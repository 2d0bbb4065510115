// Token algebra (SimplifyJoinMemToken): a join of one token is that token; duplicates and
// fresh tokens (create_mem_token) add no ordering and drop; nested joins flatten; a join left
// with nothing is a fresh token. A join of distinct incoming tokens stays.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(canonicalize)' | filecheck %s

"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "tokens", function_type = (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token)}> ({
  ^bb0(%a: !nv_tileaa.mem_token, %b: !nv_tileaa.mem_token, %c: !nv_tileaa.mem_token):
    %fresh = "nv_tileaa.create_mem_token"() : () -> !nv_tileaa.mem_token
    %j1 = "nv_tileaa.join_mem_token"(%a) : (!nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %j2 = "nv_tileaa.join_mem_token"(%a, %a, %fresh) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %j3 = "nv_tileaa.join_mem_token"(%a, %b) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %j4 = "nv_tileaa.join_mem_token"(%j3, %c, %b) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %j5 = "nv_tileaa.join_mem_token"(%fresh, %fresh) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    "nv_tileaa.return"(%j1, %j2, %j3, %j4, %j5) : (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%[[A:.*]]: !nv_tileaa.mem_token, %[[B:.*]]: !nv_tileaa.mem_token, %[[C:.*]]: !nv_tileaa.mem_token):
// CHECK-DAG: %[[J3:.*]] = "nv_tileaa.join_mem_token"(%[[A]], %[[B]])
// CHECK-DAG: %[[J4:.*]] = "nv_tileaa.join_mem_token"(%[[A]], %[[B]], %[[C]])
// CHECK-DAG: %[[J5:.*]] = "nv_tileaa.create_mem_token"()
// CHECK: "nv_tileaa.return"(%[[A]], %[[A]], %[[J3]], %[[J4]], %[[J5]])
