entry @triple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc29)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc29)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc29)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc29)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc29)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc29)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc29)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc29)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc29)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc29)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc29)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc29)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc29)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc29)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc29)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc31)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc32)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc32)
  %1 = iota : tile<16xi32> loc(#loc33)
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32> loc(#loc33)
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x32xi32> loc(#loc34)
  %2 = iota : tile<32xi32> loc(#loc35)
  %reshape_13 = reshape %2 : tile<32xi32> -> tile<1x32xi32> loc(#loc35)
  %bcast_14 = broadcast %reshape_13 : tile<1x32xi32> -> tile<16x32xi32> loc(#loc36)
  %reduce:3 = reduce %tile, %bcast, %bcast_14 dim=1 identities=[0xFF800000 : f32, 1073741824 : i32, 1073741824 : i32] : tile<16x32xf32>, tile<16x32xi32>, tile<16x32xi32> -> tile<16xf32>, tile<16xi32>, tile<16xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>, %reduce_lhs2: tile<i32>, %reduce_rhs2: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc69)
    %7 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc70)
    %8 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1> loc(#loc71)
    %9 = cmpi equal %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1> loc(#loc72)
    %10 = cmpi less_than %reduce_rhs2, %reduce_lhs2, signed : tile<i32> -> tile<i1> loc(#loc73)
    %11 = andi %9, %10 : tile<i1> loc(#loc74)
    %12 = ori %8, %11 : tile<i1> loc(#loc75)
    %13 = andi %7, %12 : tile<i1> loc(#loc76)
    %14 = ori %6, %13 : tile<i1> loc(#loc77)
    %15 = select %14, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32> loc(#loc78)
    %16 = select %14, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32> loc(#loc79)
    %17 = select %14, %reduce_rhs2, %reduce_lhs2 : tile<i1>, tile<i32> loc(#loc80)
    yield %15, %16, %17 : tile<f32>, tile<i32>, tile<i32> loc(#loc37)
  } loc(#loc37)
  %reduce_15:3 = reduce %reduce#0, %reduce#1, %reduce#2 dim=0 identities=[0xFF800000 : f32, 1073741824 : i32, 1073741824 : i32] : tile<16xf32>, tile<16xi32>, tile<16xi32> -> tile<f32>, tile<i32>, tile<i32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>, %reduce_lhs2: tile<i32>, %reduce_rhs2: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc81)
    %7 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc82)
    %8 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1> loc(#loc83)
    %9 = cmpi equal %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1> loc(#loc84)
    %10 = cmpi less_than %reduce_rhs2, %reduce_lhs2, signed : tile<i32> -> tile<i1> loc(#loc85)
    %11 = andi %9, %10 : tile<i1> loc(#loc86)
    %12 = ori %8, %11 : tile<i1> loc(#loc87)
    %13 = andi %7, %12 : tile<i1> loc(#loc88)
    %14 = ori %6, %13 : tile<i1> loc(#loc89)
    %15 = select %14, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32> loc(#loc90)
    %16 = select %14, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32> loc(#loc91)
    %17 = select %14, %reduce_rhs2, %reduce_lhs2 : tile<i1>, tile<i32> loc(#loc92)
    yield %15, %16, %17 : tile<f32>, tile<i32>, tile<i32> loc(#loc50)
  } loc(#loc50)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc63)
  %reshape_17 = reshape %reduce_15#0 : tile<f32> -> tile<1xf32> loc(#loc64)
  %pview_18 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc64)
  %3 = store_view_tko weak %reshape_17, %pview_18[%cst_0_i32_16] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc64)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc65)
  %reshape_20 = reshape %reduce_15#1 : tile<i32> -> tile<1xi32> loc(#loc66)
  %pview_21 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc66)
  %4 = store_view_tko weak %reshape_20, %pview_21[%cst_0_i32_19] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc66)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc67)
  %reshape_23 = reshape %reduce_15#2 : tile<i32> -> tile<1xi32> loc(#loc68)
  %pview_24 = make_partition_view %tview_11 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc68)
  %5 = store_view_tko weak %reshape_23, %pview_24[%cst_0_i32_22] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc68)
  return loc(#loc28)
} loc(#loc29)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":118:0)
#loc1 = loc("kernels/odd_shapes_params.py":120:26)
#loc2 = loc("kernels/odd_shapes_params.py":120:29)
#loc3 = loc("kernels/odd_shapes_params.py":120:8)
#loc4 = loc("kernels/odd_shapes_params.py":121:24)
#loc5 = loc("kernels/odd_shapes_params.py":121:8)
#loc6 = loc("kernels/odd_shapes_params.py":122:24)
#loc7 = loc("kernels/odd_shapes_params.py":122:8)
#loc8 = loc("kernels/odd_shapes_params.py":128:16)
#loc9 = loc("kernels/odd_shapes_params.py":125:16)
#loc10 = loc("kernels/odd_shapes_params.py":125:29)
#loc11 = loc("kernels/odd_shapes_params.py":125:43)
#loc12 = loc("kernels/odd_shapes_params.py":125:56)
#loc13 = loc("kernels/odd_shapes_params.py":125:69)
#loc14 = loc("kernels/odd_shapes_params.py":125:55)
#loc15 = loc("kernels/odd_shapes_params.py":125:42)
#loc16 = loc("kernels/odd_shapes_params.py":125:28)
#loc17 = loc("kernels/odd_shapes_params.py":125:15)
#loc18 = loc("kernels/odd_shapes_params.py":126:15)
#loc19 = loc("kernels/odd_shapes_params.py":126:39)
#loc20 = loc("kernels/odd_shapes_params.py":126:63)
#loc21 = loc("kernels/odd_shapes_params.py":129:16)
#loc22 = loc("kernels/odd_shapes_params.py":130:27)
#loc23 = loc("kernels/odd_shapes_params.py":130:4)
#loc24 = loc("kernels/odd_shapes_params.py":131:27)
#loc25 = loc("kernels/odd_shapes_params.py":131:4)
#loc26 = loc("kernels/odd_shapes_params.py":132:27)
#loc27 = loc("kernels/odd_shapes_params.py":132:4)
#loc28 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 117, name = "triple_reduce", linkageName = "triple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 117>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 124, name = "comb", linkageName = "comb@odd_shapes_params:124:5_s0", compileUnit = #di_compile_unit, scopeLine = 124>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 124, name = "comb", linkageName = "comb@odd_shapes_params:124:5_s1", compileUnit = #di_compile_unit, scopeLine = 124>
#loc29 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc39 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc40 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc41 = #cuda_tile.di_loc<#loc12 in #di_subprogram1>
#loc42 = #cuda_tile.di_loc<#loc13 in #di_subprogram1>
#loc43 = #cuda_tile.di_loc<#loc14 in #di_subprogram1>
#loc44 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc45 = #cuda_tile.di_loc<#loc16 in #di_subprogram1>
#loc46 = #cuda_tile.di_loc<#loc17 in #di_subprogram1>
#loc47 = #cuda_tile.di_loc<#loc18 in #di_subprogram1>
#loc48 = #cuda_tile.di_loc<#loc19 in #di_subprogram1>
#loc49 = #cuda_tile.di_loc<#loc20 in #di_subprogram1>
#loc50 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc52 = #cuda_tile.di_loc<#loc10 in #di_subprogram2>
#loc53 = #cuda_tile.di_loc<#loc11 in #di_subprogram2>
#loc54 = #cuda_tile.di_loc<#loc12 in #di_subprogram2>
#loc55 = #cuda_tile.di_loc<#loc13 in #di_subprogram2>
#loc56 = #cuda_tile.di_loc<#loc14 in #di_subprogram2>
#loc57 = #cuda_tile.di_loc<#loc15 in #di_subprogram2>
#loc58 = #cuda_tile.di_loc<#loc16 in #di_subprogram2>
#loc59 = #cuda_tile.di_loc<#loc17 in #di_subprogram2>
#loc60 = #cuda_tile.di_loc<#loc18 in #di_subprogram2>
#loc61 = #cuda_tile.di_loc<#loc19 in #di_subprogram2>
#loc62 = #cuda_tile.di_loc<#loc20 in #di_subprogram2>
#loc63 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc66 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc67 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc68 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc69 = loc(callsite(#loc38 at #loc37))
#loc70 = loc(callsite(#loc39 at #loc37))
#loc71 = loc(callsite(#loc40 at #loc37))
#loc72 = loc(callsite(#loc41 at #loc37))
#loc73 = loc(callsite(#loc42 at #loc37))
#loc74 = loc(callsite(#loc43 at #loc37))
#loc75 = loc(callsite(#loc44 at #loc37))
#loc76 = loc(callsite(#loc45 at #loc37))
#loc77 = loc(callsite(#loc46 at #loc37))
#loc78 = loc(callsite(#loc47 at #loc37))
#loc79 = loc(callsite(#loc48 at #loc37))
#loc80 = loc(callsite(#loc49 at #loc37))
#loc81 = loc(callsite(#loc51 at #loc50))
#loc82 = loc(callsite(#loc52 at #loc50))
#loc83 = loc(callsite(#loc53 at #loc50))
#loc84 = loc(callsite(#loc54 at #loc50))
#loc85 = loc(callsite(#loc55 at #loc50))
#loc86 = loc(callsite(#loc56 at #loc50))
#loc87 = loc(callsite(#loc57 at #loc50))
#loc88 = loc(callsite(#loc58 at #loc50))
#loc89 = loc(callsite(#loc59 at #loc50))
#loc90 = loc(callsite(#loc60 at #loc50))
#loc91 = loc(callsite(#loc61 at #loc50))
#loc92 = loc(callsite(#loc62 at #loc50))
