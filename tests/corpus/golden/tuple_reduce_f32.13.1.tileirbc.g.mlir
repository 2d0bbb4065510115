entry @tuple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_9] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token loc(#loc18)
  %1 = iota : tile<32xi32> loc(#loc19)
  %reshape = reshape %1 : tile<32xi32> -> tile<1x32xi32> loc(#loc19)
  %bcast = broadcast %reshape : tile<1x32xi32> -> tile<8x32xi32> loc(#loc20)
  %reduce:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %4 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc29)
    %5 = select %4, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32> loc(#loc30)
    %6 = select %4, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32> loc(#loc31)
    yield %5, %6 : tile<f32>, tile<i32> loc(#loc21)
  } loc(#loc21)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview_11 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %2 = store_view_tko weak %reduce#0, %pview_11[%cst_0_i32_10] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_13 = make_partition_view %tview_8 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %3 = store_view_tko weak %reduce#1, %pview_13[%cst_0_i32_12] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":59:0)
#loc1 = loc("kernels/reductions.py":60:26)
#loc2 = loc("kernels/reductions.py":60:29)
#loc3 = loc("kernels/reductions.py":60:8)
#loc4 = loc("kernels/reductions.py":61:26)
#loc5 = loc("kernels/reductions.py":61:10)
#loc6 = loc("kernels/reductions.py":67:13)
#loc7 = loc("kernels/reductions.py":64:16)
#loc8 = loc("kernels/reductions.py":65:15)
#loc9 = loc("kernels/reductions.py":65:40)
#loc10 = loc("kernels/reductions.py":68:27)
#loc11 = loc("kernels/reductions.py":68:4)
#loc12 = loc("kernels/reductions.py":69:27)
#loc13 = loc("kernels/reductions.py":69:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 58, name = "tuple_reduce", linkageName = "tuple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_I8_I32", compileUnit = #di_compile_unit, scopeLine = 58>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 63, name = "combine", linkageName = "combine@reductions:63:5_s0", compileUnit = #di_compile_unit, scopeLine = 63>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc29 = loc(callsite(#loc22 at #loc21))
#loc30 = loc(callsite(#loc23 at #loc21))
#loc31 = loc(callsite(#loc24 at #loc21))
