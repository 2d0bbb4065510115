entry @print_python_style_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc7)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>> loc(#loc9)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token loc(#loc9)
  %1 = join_tokens %0, %result_token : token loc(#loc9)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc10)
    yield %6 : tile<f32> loc(#loc10)
  } loc(#loc10)
  %2 = join_tokens %0, %1 : token loc(#loc11)
  %3 = print_tko "sum=%f first=%f\0A", %reduce, %tile token=%2 : tile<f32>, tile<4xf32> -> token loc(#loc11)
  %4 = join_tokens %3, %1 : token loc(#loc12)
  %5 = print_tko "values %f %f|\0A", %tile, %reduce token=%4 : tile<4xf32>, tile<f32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"debug.py" in "kernels">
#loc = loc("kernels/debug.py":24:0)
#loc1 = loc("kernels/debug.py":25:26)
#loc2 = loc("kernels/debug.py":25:8)
#loc3 = loc("kernels/debug.py":26:8)
#loc4 = loc("kernels/debug.py":27:4)
#loc5 = loc("kernels/debug.py":28:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 23, name = "print_python_style", linkageName = "print_python_style_Kt1_A1f32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 23>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
