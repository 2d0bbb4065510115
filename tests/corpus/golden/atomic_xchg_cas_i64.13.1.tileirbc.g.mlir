entry @atomic_xchg_cas_i64_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_I32(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc14)
  %cst_1000000000000_i64 = constant <i64: 1000000000000> : tile<32xi64> loc(#loc15)
  %cst_2_i32 = constant <i32: 2> : tile<32xi32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<32xi32> loc(#loc16)
  %cst_1000000000000_i64_0 = constant <i64: 1000000000000> : tile<32xi64> loc(#loc17)
  %cst_5_i64 = constant <i64: 5> : tile<32xi64> loc(#loc18)
  %cst_-1_i64 = constant <i64: -1> : tile<32xi64> loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc14)
  %1 = iota : tile<32xi32> loc(#loc20)
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc28)
  %3 = muli %2, %cst_1000000000000_i64 : tile<32xi64> loc(#loc15)
  %4 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc22)
  %5 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc22)
  %reshape = reshape %5 : tile<i64> -> tile<1xi64> loc(#loc22)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64> loc(#loc22)
  %6 = cmpi less_than %4, %bcast, unsigned : tile<32xi64> -> tile<32xi1> loc(#loc22)
  %7 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc22)
  %reshape_7 = reshape %7 : tile<i64> -> tile<1xi64> loc(#loc22)
  %bcast_8 = broadcast %reshape_7 : tile<1xi64> -> tile<32xi64> loc(#loc22)
  %8 = muli %4, %bcast_8 : tile<32xi64> loc(#loc22)
  %reshape_9 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>> loc(#loc22)
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i64>> -> tile<32xptr<i64>> loc(#loc22)
  %9 = offset %bcast_10, %8 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>> loc(#loc22)
  %result, %result_token = atomic_rmw_tko acq_rel device %9, xchg, %3, %6 token=%0 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token loc(#loc22)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>> loc(#loc24)
  %10 = join_tokens %0, %result_token : token loc(#loc24)
  %11 = store_view_tko weak %result, %pview[%cst_0_i32_11] token = %10 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %12 = remi %1, %cst_2_i32 signed : tile<32xi32> loc(#loc16)
  %cst_0_i32_12 = constant <i32: 0> : tile<32xi32> loc(#loc16)
  %13 = cmpi less_than %12, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1> loc(#loc16)
  %14 = cmpi less_than %cst_2_i32, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1> loc(#loc16)
  %15 = xori %13, %14 : tile<32xi1> loc(#loc16)
  %16 = cmpi not_equal %12, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1> loc(#loc16)
  %17 = andi %15, %16 : tile<32xi1> loc(#loc16)
  %18 = addi %12, %cst_2_i32 : tile<32xi32> loc(#loc16)
  %19 = select %17, %18, %12 : tile<32xi1>, tile<32xi32> loc(#loc16)
  %20 = cmpi equal %19, %cst_0_i32, signed : tile<32xi32> -> tile<32xi1> loc(#loc16)
  %21 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc29)
  %22 = muli %21, %cst_1000000000000_i64_0 : tile<32xi64> loc(#loc17)
  %23 = select %20, %22, %cst_5_i64 : tile<32xi1>, tile<32xi64> loc(#loc18)
  %24 = exti %1 signed : tile<32xi32> -> tile<32xi64> loc(#loc19)
  %25 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc19)
  %reshape_13 = reshape %25 : tile<i64> -> tile<1xi64> loc(#loc19)
  %bcast_14 = broadcast %reshape_13 : tile<1xi64> -> tile<32xi64> loc(#loc19)
  %26 = cmpi less_than %24, %bcast_14, unsigned : tile<32xi64> -> tile<32xi1> loc(#loc19)
  %27 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc19)
  %reshape_15 = reshape %27 : tile<i64> -> tile<1xi64> loc(#loc19)
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<32xi64> loc(#loc19)
  %28 = muli %24, %bcast_16 : tile<32xi64> loc(#loc19)
  %reshape_17 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>> loc(#loc19)
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<i64>> -> tile<32xptr<i64>> loc(#loc19)
  %29 = offset %bcast_18, %28 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>> loc(#loc19)
  %30 = join_tokens %result_token, %11 : token loc(#loc19)
  %result_19, %result_token_20 = atomic_cas_tko acq_rel device %29, %23, %cst_-1_i64, %26 token=%30 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token loc(#loc19)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>> loc(#loc27)
  %31 = join_tokens %0, %result_token_20 : token loc(#loc27)
  %32 = store_view_tko weak %result_19, %pview_22[%cst_0_i32_21] token = %31 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc27)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shapes_views_flow.py":86:0)
#loc1 = loc("kernels/shapes_views_flow.py":88:33)
#loc2 = loc("kernels/shapes_views_flow.py":90:41)
#loc3 = loc("kernels/shapes_views_flow.py":90:55)
#loc4 = loc("kernels/shapes_views_flow.py":90:32)
#loc5 = loc("kernels/shapes_views_flow.py":90:10)
#loc6 = loc("kernels/shapes_views_flow.py":87:10)
#loc7 = loc("cuda/tile/_stub.py":678:15)
#loc8 = loc("kernels/shapes_views_flow.py":88:10)
#loc9 = loc("kernels/shapes_views_flow.py":89:27)
#loc10 = loc("kernels/shapes_views_flow.py":89:4)
#loc11 = loc("kernels/shapes_views_flow.py":91:27)
#loc12 = loc("kernels/shapes_views_flow.py":91:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 85, name = "atomic_xchg_cas_i64", linkageName = "atomic_xchg_cas_i64_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 85>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram2>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = loc(callsite(#loc21 at #loc15))
#loc29 = loc(callsite(#loc25 at #loc17))
