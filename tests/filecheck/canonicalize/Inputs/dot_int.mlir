"builtin.module"() ({
  "nv_tileaa.func"() <{sym_name = "dots", function_type = () -> (tensor<1x1xi32>, tensor<1x1xi32>)}> ({
    %x = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %one = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %a = "nv_tileaa.splat"(%x) : (i8) -> tensor<1x1xi8>
    %b = "nv_tileaa.splat"(%one) : (i8) -> tensor<1x1xi8>
    %c = "nv_tileaa.splat"(%z) : (i32) -> tensor<1x1xi32>
    %u = "nv_tileaa.dot"(%a, %b, %c) <{signedness_a = #nv_tileaa<signedness unsigned>, signedness_b = #nv_tileaa<signedness unsigned>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<1x1xi8>, tensor<1x1xi8>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %s = "nv_tileaa.dot"(%a, %b, %c) <{signedness_a = #nv_tileaa<signedness signed>, signedness_b = #nv_tileaa<signedness signed>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<1x1xi8>, tensor<1x1xi8>, tensor<1x1xi32>) -> tensor<1x1xi32>
    "nv_tileaa.return"(%u, %s) : (tensor<1x1xi32>, tensor<1x1xi32>) -> ()
  }) : () -> ()
}) : () -> ()
