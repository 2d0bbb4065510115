entry @atomic_float_add_only_Kt1_A1f64_1l0_A1f64_1l0_I32(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc7)
  %1 = iota : tile<32xi32> loc(#loc8)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc9)
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<32xf64> loc(#loc10)
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc11)
  %3 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc11)
  %reshape = reshape %3 : tile<i64> -> tile<1xi64> loc(#loc11)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64> loc(#loc11)
  %4 = cmpi less_than %2, %bcast, unsigned : tile<32xi64> -> tile<32xi1> loc(#loc11)
  %5 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc11)
  %reshape_3 = reshape %5 : tile<i64> -> tile<1xi64> loc(#loc11)
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<32xi64> loc(#loc11)
  %6 = muli %2, %bcast_4 : tile<32xi64> loc(#loc11)
  %reshape_5 = reshape %arg0 : tile<ptr<f64>> -> tile<1xptr<f64>> loc(#loc11)
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<f64>> -> tile<32xptr<f64>> loc(#loc11)
  %7 = offset %bcast_6, %6 : tile<32xptr<f64>>, tile<32xi64> -> tile<32xptr<f64>> loc(#loc11)
  %result, %result_token = atomic_rmw_tko acq_rel device %7, addf, %cst_1_f64, %4 token=%0 : tile<32xptr<f64>>, tile<32xf64>, tile<32xi1> -> tile<32xf64>, token loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf64, strides=[?]>> loc(#loc12)
  %8 = join_tokens %0, %result_token : token loc(#loc12)
  %9 = store_view_tko weak %result, %pview[%cst_0_i32] token = %8 : tile<32xf64>, partition_view<tile=(32), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":33:0)
#loc1 = loc("kernels/atomics.py":34:10)
#loc2 = loc("kernels/atomics.py":35:27)
#loc3 = loc("kernels/atomics.py":35:59)
#loc4 = loc("kernels/atomics.py":35:37)
#loc5 = loc("kernels/atomics.py":35:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 32, name = "atomic_float_add_only", linkageName = "atomic_float_add_only_Kt1_A1f64_1l0_A1f64_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 32>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
