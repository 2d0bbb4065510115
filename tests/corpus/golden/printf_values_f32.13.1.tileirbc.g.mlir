global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_values_Kt1_A1f32_1l0_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<8xf32>, token loc(#loc12)
  %1 = join_tokens %0, %result_token : token loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %2 = join_tokens %0, %1 : token loc(#loc14)
  %3 = get_global @print_mutex : tile<ptr<i32>> loc(#loc14)
  %cst_0_i32_1 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc14)
  loop {
    %result_12, %result_token_13 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc14)
    %14 = cmpi equal %result_12, %cst_1_i32, unsigned : tile<i32> -> tile<i1> loc(#loc14)
    if %14 {
      break loc(#loc14)
    } else {
    } loc(#loc14)
  } loc(#loc14)
  %4 = print_tko "block %d: first tile %f\0A", %blockId_x, %tile : tile<i32>, tile<8xf32> -> token loc(#loc14)
  %5 = make_token : token loc(#loc14)
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc14)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc15)
    yield %14 : tile<f32> loc(#loc15)
  } loc(#loc15)
  %reduce_3 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<8xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %14 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc16)
    yield %14 : tile<f32> loc(#loc16)
  } loc(#loc16)
  %6 = join_tokens %5, %1 : token loc(#loc17)
  %7 = get_global @print_mutex : tile<ptr<i32>> loc(#loc17)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc17)
  loop {
    %result_12, %result_token_13 = atomic_cas_tko acq_rel device %7, %cst_1_i32_5, %cst_0_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc17)
    %14 = cmpi equal %result_12, %cst_1_i32_5, unsigned : tile<i32> -> tile<i1> loc(#loc17)
    if %14 {
      break loc(#loc17)
    } else {
    } loc(#loc17)
  } loc(#loc17)
  %8 = print_tko "sum=%.3e max=%g\0A", %reduce, %reduce_3 : tile<f32>, tile<f32> -> token loc(#loc17)
  %9 = make_token : token loc(#loc17)
  %result_6, %result_token_7 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_5 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc17)
  %10 = join_tokens %9, %1 : token loc(#loc18)
  %11 = get_global @print_mutex : tile<ptr<i32>> loc(#loc18)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_1_i32_9 = constant <i32: 1> : tile<i32> loc(#loc18)
  loop {
    %result_12, %result_token_13 = atomic_cas_tko acq_rel device %11, %cst_1_i32_9, %cst_0_i32_8 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc18)
    %14 = cmpi equal %result_12, %cst_1_i32_9, unsigned : tile<i32> -> tile<i1> loc(#loc18)
    if %14 {
      break loc(#loc18)
    } else {
    } loc(#loc18)
  } loc(#loc18)
  %12 = print_tko "no arguments\0A" -> token loc(#loc18)
  %13 = make_token : token loc(#loc18)
  %result_10, %result_token_11 = atomic_rmw_tko acq_rel device %11, xchg, %cst_1_i32_9 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc18)
  return loc(#loc)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"debug.py" in "kernels">
#loc = loc(unknown)
#loc1 = loc("kernels/debug.py":8:0)
#loc2 = loc("kernels/debug.py":9:26)
#loc3 = loc("kernels/debug.py":9:8)
#loc4 = loc("kernels/debug.py":10:43)
#loc5 = loc("kernels/debug.py":10:4)
#loc6 = loc("kernels/debug.py":11:35)
#loc7 = loc("kernels/debug.py":11:46)
#loc8 = loc("kernels/debug.py":11:4)
#loc9 = loc("kernels/debug.py":12:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 7, name = "printf_values", linkageName = "printf_values_Kt1_A1f32_1l0_I8", compileUnit = #di_compile_unit, scopeLine = 7>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
