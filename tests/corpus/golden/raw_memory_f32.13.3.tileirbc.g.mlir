entry @raw_memory_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %cst_2_i32 = constant <i32: 2> : tile<64xi32> loc(#loc10)
  %cst_100_i32 = constant <i32: 100> : tile<64xi32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<64xi32> loc(#loc12)
  %cst_100_i32_0 = constant <i32: 100> : tile<64xi32> loc(#loc13)
  %1 = iota : tile<64xi32> loc(#loc10)
  %2 = muli %1, %cst_2_i32 : tile<64xi32> loc(#loc10)
  %3 = cmpi less_than %2, %cst_100_i32, signed : tile<64xi32> -> tile<64xi1> loc(#loc11)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc14)
  %4 = exti %2 signed : tile<64xi32> -> tile<64xi64> loc(#loc15)
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc15)
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<64xptr<f32>> loc(#loc15)
  %5 = offset %bcast, %4 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>> loc(#loc15)
  %reshape_1 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc15)
  %bcast_2 = broadcast %reshape_1 : tile<1xf32> -> tile<64xf32> loc(#loc15)
  %result, %result_token = load_ptr_tko weak %5, %3, %bcast_2 token=%0 optimization_hints = <default = {latency = 2}> : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token loc(#loc15)
  %6 = addi %2, %cst_1_i32 : tile<64xi32> loc(#loc12)
  %7 = cmpi less_than %2, %cst_100_i32_0, signed : tile<64xi32> -> tile<64xi1> loc(#loc13)
  %8 = exti %6 signed : tile<64xi32> -> tile<64xi64> loc(#loc16)
  %reshape_3 = reshape %arg3 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc16)
  %bcast_4 = broadcast %reshape_3 : tile<1xptr<f32>> -> tile<64xptr<f32>> loc(#loc16)
  %9 = offset %bcast_4, %8 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>> loc(#loc16)
  %10 = store_ptr_tko weak %9, %result, %7 token=%0 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":115:0)
#loc1 = loc("kernels/memory.py":118:11)
#loc2 = loc("kernels/memory.py":119:35)
#loc3 = loc("kernels/memory.py":120:21)
#loc4 = loc("kernels/memory.py":120:39)
#loc5 = loc("kernels/memory.py":119:61)
#loc6 = loc("kernels/memory.py":119:8)
#loc7 = loc("kernels/memory.py":120:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 114, name = "raw_memory", linkageName = "raw_memory_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 114>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
