entry @debug_info_13_1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc6)
  %0 = addi %arg1, %cst_0_i32 : tile<i32> loc(#loc7)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc2)
  %for = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %0) -> (tile<i32>) {
    %3 = addi %iterArg0, %loopIdx overflow<no_signed_wrap> : tile<i32> loc(#loc11)
    continue %3 : tile<i32> loc(#loc10)
  } loc(#loc10)
  %1 = muli %for, %for : tile<i32> loc(#loc13)
  %2 = make_token : token loc(#loc7)
  return loc(#loc2)
} loc(#loc6)
#di_file = #cuda_tile.di_file<"kern.py" in "/src/dir">
#di_file1 = #cuda_tile.di_file<"helper.py" in "/src/lib">
#loc = loc("/src/dir/kern.py":12:4)
#loc1 = loc("/src/dir/kern.py":13:9)
#loc2 = loc(unknown)
#loc3 = loc("/src/dir/kern.py":15:12)
#loc4 = loc("/src/lib/helper.py":5:7)
#loc5 = loc("/src/lib/helper.py":6:1)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "kern", linkageName = "debug_info_13_1", compileUnit = #di_compile_unit, scopeLine = 11>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 3, name = "helper", linkageName = "helper", compileUnit = #di_compile_unit1, scopeLine = 3>
#di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 14, column = 8>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc9 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_lexical_block>
#loc11 = loc(callsite(#loc8 at #loc7))
#loc12 = loc(callsite(#loc9 at #loc10))
#loc13 = loc(callsite(#loc12 at #loc6))
