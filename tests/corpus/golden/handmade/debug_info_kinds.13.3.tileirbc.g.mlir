entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32> loc(#loc8)
  %0 = addf %cst_1_f32, %cst_1_f32  : tile<4xf32> loc(#loc10)
  %1 = mulf %0, %0  : tile<4xf32> loc(#loc12)
  %2 = negf %1 : tile<4xf32> loc(#loc13)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"handmade.py" in "tools/corpus">
#loc = loc("tools/corpus/handmade.py":10:1)
#loc1 = loc("tools/corpus/handmade.py":11:4)
#loc2 = loc("tools/corpus/handmade.py":12:8)
#loc3 = loc("tools/corpus/handmade.py":13:12)
#loc4 = loc("tools/corpus/other.py":99:2)
#loc5 = loc("tools/corpus/handmade.py":14:6)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "kernel", linkageName = "kernel", compileUnit = #di_compile_unit, scopeLine = 11>
#di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 12, column = 3>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 13, column = 5>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_lexical_block>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_lexical_block>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_lexical_block1>
#loc13 = loc(callsite(#loc11 at #loc9))
