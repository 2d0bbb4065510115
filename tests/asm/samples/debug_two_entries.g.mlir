entry @one(%arg0: tile<i32>) {
  %0 = addi %arg0, %arg0 : tile<i32> loc(#loc3)
  return loc(#loc1)
} loc(#loc3)
entry @two(%arg0: tile<i32>) {
  %0 = subi %arg0, %arg0 : tile<i32> loc(#loc4)
  %1 = muli %arg0, %arg0 : tile<i32> loc(#loc1)
  return loc(#loc1)
} loc(#loc4)
#di_file = #cuda_tile.di_file<"two.py" in "">
#loc = loc("two.py":2:3)
#loc1 = loc(unknown)
#loc2 = loc("two.py":22:5)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "one", linkageName = "one", compileUnit = #di_compile_unit, scopeLine = 1>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 20, name = "two", linkageName = "two", compileUnit = #di_compile_unit, scopeLine = 21>
#loc3 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc4 = #cuda_tile.di_loc<#loc2 in #di_subprogram1>
