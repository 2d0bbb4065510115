entry @matmul_op_Kt1_A2i8_3l0_A2i8_3l0_A2i8_3l0_I32_I32_I32(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc12)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<32x32xi8>, token loc(#loc15)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc18)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%cst_0_i32_14, %cst_0_i32_15] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<32x32xi8>, token loc(#loc18)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_21 = constant <i32: 0> : tile<32x32xi32> loc(#loc21)
  %1 = mmai %tile, %tile_17, %cst_0_i32_21 signed signed : tile<32x32xi8>, tile<32x32xi8>, tile<32x32xi32> loc(#loc21)
  %2 = trunci %1 : tile<32x32xi32> -> tile<32x32xi8> loc(#loc21)
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc22)
  %3 = store_view_tko weak %2, %pview_22[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<32x32xi8>, partition_view<tile=(32x32), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#loc = loc("kernels/matmul.py":19:0)
#loc1 = loc("kernels/matmul.py":20:26)
#loc2 = loc("kernels/matmul.py":20:29)
#loc3 = loc("kernels/matmul.py":20:8)
#loc4 = loc("kernels/matmul.py":21:26)
#loc5 = loc("kernels/matmul.py":21:29)
#loc6 = loc("kernels/matmul.py":21:8)
#loc7 = loc("kernels/matmul.py":22:25)
#loc8 = loc("kernels/matmul.py":22:28)
#loc9 = loc("kernels/matmul.py":22:37)
#loc10 = loc("kernels/matmul.py":22:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 18, name = "matmul_op", linkageName = "matmul_op_Kt1_A2i8_3l0_A2i8_3l0_A2i8_3l0_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 18>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
