global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @print_python_style_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_100 = {}> {
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
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc10)
    yield %10 : tile<f32> loc(#loc10)
  } loc(#loc10)
  %2 = join_tokens %0, %1 : token loc(#loc11)
  %3 = get_global @print_mutex : tile<ptr<i32>> loc(#loc11)
  %cst_0_i32_1 = constant <i32: 0> : tile<i32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc11)
  loop {
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc11)
    %10 = cmpi equal %result_7, %cst_1_i32, unsigned : tile<i32> -> tile<i1> loc(#loc11)
    if %10 {
      break loc(#loc11)
    } else {
    } loc(#loc11)
  } loc(#loc11)
  %4 = print_tko "sum=%f first=%f\0A", %reduce, %tile : tile<f32>, tile<4xf32> -> token loc(#loc11)
  %5 = make_token : token loc(#loc11)
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc11)
  %6 = join_tokens %5, %1 : token loc(#loc12)
  %7 = get_global @print_mutex : tile<ptr<i32>> loc(#loc12)
  %cst_0_i32_3 = constant <i32: 0> : tile<i32> loc(#loc12)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc12)
  loop {
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %7, %cst_1_i32_4, %cst_0_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc12)
    %10 = cmpi equal %result_7, %cst_1_i32_4, unsigned : tile<i32> -> tile<i1> loc(#loc12)
    if %10 {
      break loc(#loc12)
    } else {
    } loc(#loc12)
  } loc(#loc12)
  %8 = print_tko "values %f %f|\0A", %tile, %reduce : tile<4xf32>, tile<f32> -> token loc(#loc12)
  %9 = make_token : token loc(#loc12)
  %result_5, %result_token_6 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc12)
  return loc(#loc)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"debug.py" in "kernels">
#loc = loc(unknown)
#loc1 = loc("kernels/debug.py":24:0)
#loc2 = loc("kernels/debug.py":25:26)
#loc3 = loc("kernels/debug.py":25:8)
#loc4 = loc("kernels/debug.py":26:8)
#loc5 = loc("kernels/debug.py":27:4)
#loc6 = loc("kernels/debug.py":28:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 23, name = "print_python_style", linkageName = "print_python_style_Kt1_A1f32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 23>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
