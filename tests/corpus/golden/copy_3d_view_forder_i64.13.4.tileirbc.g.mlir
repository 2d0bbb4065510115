entry @copy_3d_view_Kt1_A3i64_7l0_A3i64_7l0(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i64>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %cst_2_i64 = constant <i64: 2> : tile<16x8x4xi64> loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi64, strides=[?,?,?]> loc(#loc11)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc11)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc11)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc11)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc11)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc11)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi64, strides=[?,?,?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xi64, strides=[?,?,?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12, %cst_0_i32_13] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xi64, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xi64>, token loc(#loc16)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc19)
  %1 = permute %tile [2, 1, 0] : tile<4x8x16xi64> -> tile<16x8x4xi64> loc(#loc12)
  %2 = muli %1, %cst_2_i64 : tile<16x8x4xi64> loc(#loc12)
  %pview_17 = make_partition_view %tview_11 : partition_view<tile=(16x8x4), tensor_view<?x?x?xi64, strides=[?,?,?]>> loc(#loc20)
  %3 = store_view_tko weak %2, %pview_17[%cst_0_i32_14, %cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<16x8x4xi64>, partition_view<tile=(16x8x4), tensor_view<?x?x?xi64, strides=[?,?,?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"strided_inputs.py" in "kernels">
#loc = loc("kernels/strided_inputs.py":49:0)
#loc1 = loc("kernels/strided_inputs.py":51:40)
#loc2 = loc("kernels/strided_inputs.py":50:26)
#loc3 = loc("kernels/strided_inputs.py":50:29)
#loc4 = loc("kernels/strided_inputs.py":50:32)
#loc5 = loc("kernels/strided_inputs.py":50:8)
#loc6 = loc("kernels/strided_inputs.py":51:25)
#loc7 = loc("kernels/strided_inputs.py":51:28)
#loc8 = loc("kernels/strided_inputs.py":51:31)
#loc9 = loc("kernels/strided_inputs.py":51:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 48, name = "copy_3d_view", linkageName = "copy_3d_view_Kt1_A3i64_7l0_A3i64_7l0", compileUnit = #di_compile_unit, scopeLine = 48>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
