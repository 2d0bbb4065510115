entry @i8_prod_scan_Kt1_A2i8_3l0_A2i8_3l0_A1i8_1l0(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
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
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<4x16xi8>, token loc(#loc15)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc17)
  %1 = scan %tile dim=1 reverse=false identities=[1 : i8] : tile<4x16xi8> -> tile<4x16xi8> 
  (%arg13: tile<i8>, %arg14: tile<i8>) {
    %4 = muli %arg13, %arg14 : tile<i8> loc(#loc18)
    yield %4 : tile<i8> loc(#loc18)
  } loc(#loc18)
  %pview_14 = make_partition_view %tview_7 : partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc19)
  %2 = store_view_tko weak %1, %pview_14[%cst_0_i32_12, %cst_0_i32_13] token = %0 : tile<4x16xi8>, partition_view<tile=(4x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token loc(#loc19)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc20)
  %reduce = reduce %tile dim=1 identities=[1 : i8] : tile<4x16xi8> -> tile<4xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %4 = muli %reduce_lhs, %reduce_rhs : tile<i8> loc(#loc21)
    yield %4 : tile<i8> loc(#loc21)
  } loc(#loc21)
  %pview_16 = make_partition_view %tview_10 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %reduce, %pview_16[%cst_0_i32_15] token = %0 : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":47:0)
#loc1 = loc("kernels/reduce_scan_extra.py":48:26)
#loc2 = loc("kernels/reduce_scan_extra.py":48:29)
#loc3 = loc("kernels/reduce_scan_extra.py":48:8)
#loc4 = loc("kernels/reduce_scan_extra.py":49:24)
#loc5 = loc("kernels/reduce_scan_extra.py":49:27)
#loc6 = loc("kernels/reduce_scan_extra.py":49:36)
#loc7 = loc("kernels/reduce_scan_extra.py":49:4)
#loc8 = loc("kernels/reduce_scan_extra.py":50:24)
#loc9 = loc("kernels/reduce_scan_extra.py":50:34)
#loc10 = loc("kernels/reduce_scan_extra.py":50:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 46, name = "i8_prod_scan", linkageName = "i8_prod_scan_Kt1_A2i8_3l0_A2i8_3l0_A1i8_1l0", compileUnit = #di_compile_unit, scopeLine = 46>
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
