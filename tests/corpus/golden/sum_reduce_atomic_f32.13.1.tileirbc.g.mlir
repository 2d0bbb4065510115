entry @sum_reduce_atomic_Kt1_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc6)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc6)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc6)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc6)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc6)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc7)
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc8)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc8)
  %1 = join_tokens %0, %result_token : token loc(#loc8)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc9)
    yield %8 : tile<f32> loc(#loc9)
  } loc(#loc9)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc10)
  %2 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc10)
  %3 = cmpi less_than %cst_0_i64, %2, unsigned : tile<i64> -> tile<i1> loc(#loc10)
  %4 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc10)
  %5 = muli %cst_0_i64, %4 : tile<i64> loc(#loc10)
  %6 = offset %arg3, %5 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>> loc(#loc10)
  %7 = join_tokens %0, %1 : token loc(#loc10)
  %result, %result_token_3 = atomic_rmw_tko acq_rel device %6, addf, %reduce, %3 token=%7 : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token loc(#loc10)
  return loc(#loc5)
} loc(#loc6)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#loc = loc("kernels/workloads.py":100:0)
#loc1 = loc("kernels/workloads.py":101:26)
#loc2 = loc("kernels/workloads.py":101:8)
#loc3 = loc("kernels/workloads.py":102:28)
#loc4 = loc("kernels/workloads.py":102:4)
#loc5 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 99, name = "sum_reduce_atomic", linkageName = "sum_reduce_atomic_Kt1_A1f32_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 99>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
