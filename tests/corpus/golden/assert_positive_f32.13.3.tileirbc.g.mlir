entry @assert_positive_Kt1_A1f32_1l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token loc(#loc11)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc12)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc12)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32> loc(#loc12)
  %1 = cmpf greater_than ordered %tile, %bcast : tile<16xf32> -> tile<16xi1> loc(#loc12)
  assert %1, "all inputs must be positive" : tile<16xi1> loc(#loc13)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc14)
    yield %3 : tile<f32> loc(#loc14)
  } loc(#loc14)
  %cst_1000000_f32 = constant <f32: 1.000000e+06> : tile<f32> loc(#loc15)
  %2 = cmpf less_than ordered %reduce, %cst_1000000_f32 : tile<f32> -> tile<i1> loc(#loc14)
  assert %2, "" : tile<i1> loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"debug.py" in "kernels">
#loc = loc("kernels/debug.py":32:0)
#loc1 = loc("kernels/debug.py":33:26)
#loc2 = loc("kernels/debug.py":33:8)
#loc3 = loc("kernels/debug.py":34:15)
#loc4 = loc("kernels/debug.py":34:4)
#loc5 = loc("kernels/debug.py":35:15)
#loc6 = loc("kernels/debug.py":35:27)
#loc7 = loc("kernels/debug.py":35:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 31, name = "assert_positive", linkageName = "assert_positive_Kt1_A1f32_1l0_I16", compileUnit = #di_compile_unit, scopeLine = 31>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
