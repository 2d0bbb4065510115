entry @raw_memory_atomics_Kt1_A1i32_1l0_A1i32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %cst_10_i32 = constant <i32: 10> : tile<32xi32> loc(#loc13)
  %cst_1_i32 = constant <i32: 1> : tile<32xi32> loc(#loc14)
  %cst_5_i32 = constant <i32: 5> : tile<32xi32> loc(#loc15)
  %cst_6_i32 = constant <i32: 6> : tile<32xi32> loc(#loc16)
  %cst_7_i32 = constant <i32: 7> : tile<32xi32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<32xi32> loc(#loc17)
  %cst_8_i32 = constant <i32: 8> : tile<32xi32> loc(#loc18)
  %assume = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg3, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc12)
  %1 = iota : tile<32xi32> loc(#loc19)
  %2 = cmpi less_than %1, %cst_10_i32, signed : tile<32xi32> -> tile<32xi1> loc(#loc13)
  %3 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc14)
  %reshape = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc14)
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<32xptr<i32>> loc(#loc14)
  %4 = offset %bcast, %3 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>> loc(#loc14)
  %result, %result_token = atomic_rmw_tko acq_rel device %4, add, %cst_1_i32, %2 token=%0 : tile<32xptr<i32>>, tile<32xi32>, tile<32xi1> -> tile<32xi32>, token loc(#loc14)
  %5 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc15)
  %reshape_1 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc15)
  %bcast_2 = broadcast %reshape_1 : tile<1xptr<i32>> -> tile<32xptr<i32>> loc(#loc15)
  %6 = offset %bcast_2, %5 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>> loc(#loc15)
  %result_3, %result_token_4 = atomic_rmw_tko relaxed tl_blk %6, max, %cst_5_i32 token=%result_token : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token loc(#loc15)
  %7 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc16)
  %reshape_5 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc16)
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<i32>> -> tile<32xptr<i32>> loc(#loc16)
  %8 = offset %bcast_6, %7 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>> loc(#loc16)
  %9 = join_tokens %result_token_4, %result_token : token loc(#loc16)
  %result_7, %result_token_8 = atomic_cas_tko acq_rel device %8, %cst_6_i32, %cst_7_i32 token=%9 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token loc(#loc16)
  %10 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc17)
  %reshape_9 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc17)
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i32>> -> tile<32xptr<i32>> loc(#loc17)
  %11 = offset %bcast_10, %10 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>> loc(#loc17)
  %result_11, %result_token_12 = atomic_rmw_tko acq_rel sys %11, xchg, %cst_0_i32 token=%result_token_8 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token loc(#loc17)
  %12 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc18)
  %reshape_13 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc18)
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<i32>> -> tile<32xptr<i32>> loc(#loc18)
  %13 = offset %bcast_14, %12 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>> loc(#loc18)
  %result_15, %result_token_16 = atomic_rmw_tko acq_rel device %13, or, %cst_8_i32 token=%result_token_12 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token loc(#loc18)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc20)
  %14 = addi %result, %result_3 : tile<32xi32> loc(#loc21)
  %15 = addi %14, %result_7 : tile<32xi32> loc(#loc21)
  %16 = addi %15, %result_11 : tile<32xi32> loc(#loc21)
  %17 = addi %16, %result_15 : tile<32xi32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %18 = join_tokens %0, %result_token_16 : token loc(#loc22)
  %19 = store_view_tko weak %17, %pview[%cst_0_i32_17] token = %18 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":95:0)
#loc1 = loc("kernels/atomics.py":98:44)
#loc2 = loc("kernels/atomics.py":98:8)
#loc3 = loc("kernels/atomics.py":99:8)
#loc4 = loc("kernels/atomics.py":100:8)
#loc5 = loc("kernels/atomics.py":101:8)
#loc6 = loc("kernels/atomics.py":102:8)
#loc7 = loc("kernels/atomics.py":97:11)
#loc8 = loc("kernels/atomics.py":103:25)
#loc9 = loc("kernels/atomics.py":103:35)
#loc10 = loc("kernels/atomics.py":103:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 94, name = "raw_memory_atomics", linkageName = "raw_memory_atomics_Kt1_A1i32_1l0_A1i32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 94>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
