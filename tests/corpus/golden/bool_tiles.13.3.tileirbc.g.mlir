entry @bool_tiles_Kt1_A2f32_3l0_A2b8_3l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i1>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i1>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<i1>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<i32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc31)
  %cst_0_i32 = constant <i32: 0> : tile<16xi32> loc(#loc32)
  %cst_1_i8 = constant <i8: 1> : tile<16xi8> loc(#loc33)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc31)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc31)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc31)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc31)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc31)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc31)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc31)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc31)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]> loc(#loc31)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc31)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc31)
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc31)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc31)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc31)
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc31)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc31)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc31)
  %tview_16 = make_tensor_view %arg16, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc31)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc31)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc31)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc31)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc31)
  %tview_21 = make_tensor_view %arg19, shape = [%assume_17, %assume_18], strides = [%assume_19, %assume_20] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc35)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc36)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_22, %cst_0_i32_23] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc36)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc38)
  %pview_26 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xi1, strides=[?,?]>> loc(#loc39)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> tile<16x32xi1>, token loc(#loc39)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc40)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc40)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x32xf32> loc(#loc40)
  %1 = cmpf greater_than ordered %tile, %bcast : tile<16x32xf32> -> tile<16x32xi1> loc(#loc40)
  %2 = andi %1, %tile_27 : tile<16x32xi1> loc(#loc41)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc42)
  %3 = exti %2 unsigned : tile<16x32xi1> -> tile<16x32xi32> loc(#loc63)
  %reduce = reduce %3 dim=1 identities=[-2147483648 : i32] : tile<16x32xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %16 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc32)
    yield %16 : tile<i32> loc(#loc32)
  } loc(#loc32)
  %4 = cmpi greater_than %reduce, %cst_0_i32, signed : tile<16xi32> -> tile<16xi1> loc(#loc32)
  %pview_30 = make_partition_view %tview_10 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>> loc(#loc45)
  %5 = store_view_tko weak %4, %pview_30[%cst_0_i32_29] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc45)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc46)
  %6 = ori %1, %tile_27 : tile<16x32xi1> loc(#loc47)
  %7 = exti %6 unsigned : tile<16x32xi1> -> tile<16x32xi8> loc(#loc64)
  %reduce_32 = reduce %7 dim=1 identities=[127 : i8] : tile<16x32xi8> -> tile<16xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %16 = mini %reduce_lhs, %reduce_rhs signed : tile<i8> loc(#loc33)
    yield %16 : tile<i8> loc(#loc33)
  } loc(#loc33)
  %8 = cmpi equal %reduce_32, %cst_1_i8, signed : tile<16xi8> -> tile<16xi1> loc(#loc33)
  %pview_33 = make_partition_view %tview_13 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>> loc(#loc50)
  %9 = store_view_tko weak %8, %pview_33[%cst_0_i32_31] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc50)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc51)
  %10 = exti %2 unsigned : tile<16x32xi1> -> tile<16x32xi32> loc(#loc65)
  %reduce_35 = reduce %10 dim=0 identities=[0 : i32] : tile<16x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %16 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc54)
    yield %16 : tile<i32> loc(#loc54)
  } loc(#loc54)
  %pview_36 = make_partition_view %tview_16 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc55)
  %11 = store_view_tko weak %reduce_35, %pview_36[%cst_0_i32_34] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc55)
  %cst_0_i32_37 = constant <i32: 0> : tile<i32> loc(#loc56)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc57)
  %12 = negf %tile : tile<16x32xf32> loc(#loc58)
  %cst_0_f32_39 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc59)
  %reshape_40 = reshape %cst_0_f32_39 : tile<f32> -> tile<1x1xf32> loc(#loc60)
  %bcast_41 = broadcast %reshape_40 : tile<1x1xf32> -> tile<16x32xf32> loc(#loc60)
  %13 = select %tile_27, %12, %bcast_41 : tile<16x32xi1>, tile<16x32xf32> loc(#loc60)
  %14 = select %2, %tile, %13 : tile<16x32xi1>, tile<16x32xf32> loc(#loc61)
  %pview_42 = make_partition_view %tview_21 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc62)
  %15 = store_view_tko weak %14, %pview_42[%cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc62)
  return loc(#loc30)
} loc(#loc31)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/dtype_mix.py":119:0)
#loc1 = loc("kernels/dtype_mix.py":124:37)
#loc2 = loc("kernels/dtype_mix.py":125:37)
#loc3 = loc("kernels/dtype_mix.py":120:26)
#loc4 = loc("kernels/dtype_mix.py":120:29)
#loc5 = loc("kernels/dtype_mix.py":120:8)
#loc6 = loc("kernels/dtype_mix.py":121:26)
#loc7 = loc("kernels/dtype_mix.py":121:29)
#loc8 = loc("kernels/dtype_mix.py":121:8)
#loc9 = loc("kernels/dtype_mix.py":122:10)
#loc10 = loc("kernels/dtype_mix.py":123:11)
#loc11 = loc("kernels/dtype_mix.py":124:27)
#loc12 = loc("cuda/tile/_stub.py":678:15)
#loc13 = loc("kernels/dtype_mix.py":124:44)
#loc14 = loc("kernels/dtype_mix.py":124:4)
#loc15 = loc("kernels/dtype_mix.py":125:27)
#loc16 = loc("kernels/dtype_mix.py":125:45)
#loc17 = loc("kernels/dtype_mix.py":125:44)
#loc18 = loc("kernels/dtype_mix.py":125:4)
#loc19 = loc("kernels/dtype_mix.py":126:29)
#loc20 = loc("kernels/dtype_mix.py":126:46)
#loc21 = loc("kernels/dtype_mix.py":126:39)
#loc22 = loc("kernels/dtype_mix.py":126:4)
#loc23 = loc("kernels/dtype_mix.py":127:27)
#loc24 = loc("kernels/dtype_mix.py":127:30)
#loc25 = loc("kernels/dtype_mix.py":127:69)
#loc26 = loc("kernels/dtype_mix.py":127:73)
#loc27 = loc("kernels/dtype_mix.py":127:57)
#loc28 = loc("kernels/dtype_mix.py":127:39)
#loc29 = loc("kernels/dtype_mix.py":127:4)
#loc30 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 118, name = "bool_tiles", linkageName = "bool_tiles_Kt1_A2f32_3l0_A2b8_3l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_A2f32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 118>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc31 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc12 in #di_subprogram1>
#loc44 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc12 in #di_subprogram2>
#loc49 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc12 in #di_subprogram3>
#loc53 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc63 = loc(callsite(#loc43 at #loc44))
#loc64 = loc(callsite(#loc48 at #loc49))
#loc65 = loc(callsite(#loc52 at #loc53))
