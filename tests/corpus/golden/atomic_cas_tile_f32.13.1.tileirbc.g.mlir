entry @atomic_cas_tile_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg3, shape = [%assume_0], strides = [%assume_1] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %1 = iota : tile<32xi32> loc(#loc9)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32> loc(#loc10)
  %cst_42_f32 = constant <f32: 4.200000e+01> : tile<32xf32> loc(#loc11)
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc12)
  %3 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc12)
  %reshape = reshape %3 : tile<i64> -> tile<1xi64> loc(#loc12)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64> loc(#loc12)
  %4 = muli %2, %bcast : tile<32xi64> loc(#loc12)
  %reshape_2 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc12)
  %bcast_3 = broadcast %reshape_2 : tile<1xptr<f32>> -> tile<32xptr<f32>> loc(#loc12)
  %5 = offset %bcast_3, %4 : tile<32xptr<f32>>, tile<32xi64> -> tile<32xptr<f32>> loc(#loc12)
  %result, %result_token = atomic_cas_tko relaxed tl_blk %5, %cst_0_f32, %cst_42_f32 token=%0 : tile<32xptr<f32>>, tile<32xf32> -> tile<32xf32>, token loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %6 = store_view_tko weak %result, %pview[%cst_0_i32] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":60:0)
#loc1 = loc("kernels/atomics.py":61:10)
#loc2 = loc("kernels/atomics.py":62:32)
#loc3 = loc("kernels/atomics.py":62:63)
#loc4 = loc("kernels/atomics.py":62:10)
#loc5 = loc("kernels/atomics.py":64:27)
#loc6 = loc("kernels/atomics.py":64:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 59, name = "atomic_cas_tile", linkageName = "atomic_cas_tile_Kt1_A1f32_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 59>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
