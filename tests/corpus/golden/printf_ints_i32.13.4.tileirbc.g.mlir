entry @printf_ints_Kt1_A1i32_1l0_I4(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token loc(#loc12)
  %1 = join_tokens %0, %result_token : token loc(#loc12)
  %2 = join_tokens %0, %1 : token loc(#loc13)
  %3 = print_tko "%d %i %u %x %X %o\0A", %tile, %tile, %tile, %tile, %tile, %tile token=%2 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32> -> token loc(#loc13)
  %4 = exti %tile signed : tile<4xi32> -> tile<4xi64> loc(#loc20)
  %5 = join_tokens %3, %1 : token loc(#loc16)
  %6 = print_tko "%ld\0A", %4 token=%5 : tile<4xi64> -> token loc(#loc16)
  %7 = itof %tile signed  : tile<4xi32> -> tile<4xf32> loc(#loc21)
  %8 = join_tokens %6, %1 : token loc(#loc19)
  %9 = print_tko "%5.2f%%\0A", %7 token=%8 : tile<4xf32> -> token loc(#loc19)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"debug.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/debug.py":16:0)
#loc1 = loc("kernels/debug.py":17:26)
#loc2 = loc("kernels/debug.py":17:8)
#loc3 = loc("kernels/debug.py":18:4)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/debug.py":19:23)
#loc6 = loc("kernels/debug.py":19:4)
#loc7 = loc("kernels/debug.py":20:27)
#loc8 = loc("kernels/debug.py":20:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 15, name = "printf_ints", linkageName = "printf_ints_Kt1_A1i32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 15>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = loc(callsite(#loc14 at #loc15))
#loc21 = loc(callsite(#loc17 at #loc18))
