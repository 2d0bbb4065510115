entry @u8_cummax_Kt1_A1u8_1l0_A1u8_1l0(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc8)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc9)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc10)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<64xi8>, token loc(#loc10)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc11)
  %1 = scan %tile dim=0 reverse=true identities=[0 : i8] : tile<64xi8> -> tile<64xi8> 
  (%arg6: tile<i8>, %arg7: tile<i8>) {
    %3 = maxi %arg6, %arg7 unsigned : tile<i8> loc(#loc15)
    yield %3 : tile<i8> loc(#loc12)
  } loc(#loc12)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc14)
  %2 = store_view_tko weak %1, %pview_5[%cst_0_i32_4] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":25:0)
#loc1 = loc("kernels/reduce_scan_extra.py":26:26)
#loc2 = loc("kernels/reduce_scan_extra.py":26:8)
#loc3 = loc("kernels/reduce_scan_extra.py":27:23)
#loc4 = loc("kernels/reduce_scan_extra.py":27:33)
#loc5 = loc("kernels/reduce_scan_extra.py":27:60)
#loc6 = loc("kernels/reduce_scan_extra.py":27:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "u8_cummax", linkageName = "u8_cummax_Kt1_A1u8_1l0_A1u8_1l0", compileUnit = #di_compile_unit, scopeLine = 24>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 27, name = "<lambda>", linkageName = "lambda@reduce_scan_extra:27:48_s0", compileUnit = #di_compile_unit, scopeLine = 27>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc15 = loc(callsite(#loc13 at #loc12))
