entry @atomics_many_blocks_Kt1_A1f32_1l0_A1i64_1l0_A1f32_1l0_A1i32_1l0_A1u32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc20)
  %cst_7_i32 = constant <i32: 7> : tile<64xi32> loc(#loc21)
  %cst_4_i32 = constant <i32: 4> : tile<64xi32> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<64xi32> loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_7 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc25)
  %1 = join_tokens %0, %result_token : token loc(#loc25)
  %2 = ftoi %tile signed  : tile<64xf32> -> tile<64xi32> loc(#loc40)
  %3 = exti %2 signed : tile<64xi32> -> tile<64xi64> loc(#loc41)
  %reduce = reduce %3 dim=0 identities=[0] : tile<64xi64> -> tile<i64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %55 = addi %reduce_lhs, %reduce_rhs : tile<i64> loc(#loc30)
    yield %55 : tile<i64> loc(#loc30)
  } loc(#loc30)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc31)
  %4 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc31)
  %5 = cmpi less_than %cst_0_i64, %4, unsigned : tile<i64> -> tile<i1> loc(#loc31)
  %6 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc31)
  %7 = muli %cst_0_i64, %6 : tile<i64> loc(#loc31)
  %8 = offset %arg3, %7 : tile<ptr<i64>>, tile<i64> -> tile<ptr<i64>> loc(#loc31)
  %9 = join_tokens %0, %1 : token loc(#loc31)
  %result, %result_token_11 = atomic_rmw_tko acq_rel device %8, add, %reduce, %5 token=%9 : tile<ptr<i64>>, tile<i64>, tile<i1> -> tile<i64>, token loc(#loc31)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc32)
  %10 = remi %blockId_x, %cst_2_i32 signed : tile<i32> loc(#loc33)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc33)
  %11 = cmpi less_than %10, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc33)
  %false = constant <i1: false> : tile<i1> loc(#loc33)
  %12 = xori %11, %false : tile<i1> loc(#loc33)
  %13 = cmpi not_equal %10, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc33)
  %14 = andi %12, %13 : tile<i1> loc(#loc33)
  %15 = addi %10, %cst_2_i32 : tile<i32> loc(#loc33)
  %16 = select %14, %15, %10 : tile<i1>, tile<i32> loc(#loc33)
  %reduce_12 = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %55 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc34)
    yield %55 : tile<f32> loc(#loc34)
  } loc(#loc34)
  %17 = exti %16 signed : tile<i32> -> tile<i64> loc(#loc35)
  %18 = exti %assume_3 signed : tile<i32> -> tile<i64> loc(#loc35)
  %19 = cmpi less_than %17, %18, unsigned : tile<i64> -> tile<i1> loc(#loc35)
  %20 = exti %assume_4 signed : tile<i32> -> tile<i64> loc(#loc35)
  %21 = muli %17, %20 : tile<i64> loc(#loc35)
  %22 = offset %arg6, %21 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>> loc(#loc35)
  %23 = join_tokens %0, %1, %result_token_11 : token loc(#loc35)
  %result_13, %result_token_14 = atomic_rmw_tko acq_rel device %22, addf, %reduce_12, %19 token=%23 : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token loc(#loc35)
  %24 = andi %2, %cst_7_i32 : tile<64xi32> loc(#loc21)
  %25 = exti %24 signed : tile<64xi32> -> tile<64xi64> loc(#loc36)
  %26 = exti %assume_5 signed : tile<i32> -> tile<i64> loc(#loc36)
  %reshape = reshape %26 : tile<i64> -> tile<1xi64> loc(#loc36)
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64> loc(#loc36)
  %27 = cmpi less_than %25, %bcast, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc36)
  %28 = exti %assume_6 signed : tile<i32> -> tile<i64> loc(#loc36)
  %reshape_15 = reshape %28 : tile<i64> -> tile<1xi64> loc(#loc36)
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<64xi64> loc(#loc36)
  %29 = muli %25, %bcast_16 : tile<64xi64> loc(#loc36)
  %reshape_17 = reshape %arg9 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc36)
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc36)
  %30 = offset %bcast_18, %29 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc36)
  %31 = join_tokens %0, %1, %result_token_11, %result_token_14 : token loc(#loc36)
  %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %30, max, %2, %27 token=%31 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token loc(#loc36)
  %32 = absi %2 : tile<64xi32> loc(#loc37)
  %reduce_21 = reduce %32 dim=0 identities=[2147483647 : i32] : tile<64xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %55 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc38)
    yield %55 : tile<i32> loc(#loc38)
  } loc(#loc38)
  %cst_0_i64_22 = constant <i64: 0> : tile<i64> loc(#loc39)
  %33 = exti %assume_7 signed : tile<i32> -> tile<i64> loc(#loc39)
  %34 = cmpi less_than %cst_0_i64_22, %33, unsigned : tile<i64> -> tile<i1> loc(#loc39)
  %35 = exti %assume_8 signed : tile<i32> -> tile<i64> loc(#loc39)
  %36 = muli %cst_0_i64_22, %35 : tile<i64> loc(#loc39)
  %37 = offset %arg12, %36 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc39)
  %38 = join_tokens %0, %1, %result_token_11, %result_token_20, %result_token_14 : token loc(#loc39)
  %result_23, %result_token_24 = atomic_rmw_tko acq_rel device %37, umin, %reduce_21, %34 token=%38 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token loc(#loc39)
  %39 = iota : tile<64xi32> loc(#loc22)
  %40 = remi %39, %cst_4_i32 signed : tile<64xi32> loc(#loc22)
  %cst_0_i32_25 = constant <i32: 0> : tile<64xi32> loc(#loc22)
  %41 = cmpi less_than %40, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1> loc(#loc22)
  %42 = cmpi less_than %cst_4_i32, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1> loc(#loc22)
  %43 = xori %41, %42 : tile<64xi1> loc(#loc22)
  %44 = cmpi not_equal %40, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1> loc(#loc22)
  %45 = andi %43, %44 : tile<64xi1> loc(#loc22)
  %46 = addi %40, %cst_4_i32 : tile<64xi32> loc(#loc22)
  %47 = select %45, %46, %40 : tile<64xi1>, tile<64xi32> loc(#loc22)
  %48 = exti %47 signed : tile<64xi32> -> tile<64xi64> loc(#loc23)
  %49 = exti %assume_9 signed : tile<i32> -> tile<i64> loc(#loc23)
  %reshape_26 = reshape %49 : tile<i64> -> tile<1xi64> loc(#loc23)
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<64xi64> loc(#loc23)
  %50 = cmpi less_than %48, %bcast_27, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc23)
  %51 = exti %assume_10 signed : tile<i32> -> tile<i64> loc(#loc23)
  %reshape_28 = reshape %51 : tile<i64> -> tile<1xi64> loc(#loc23)
  %bcast_29 = broadcast %reshape_28 : tile<1xi64> -> tile<64xi64> loc(#loc23)
  %52 = muli %48, %bcast_29 : tile<64xi64> loc(#loc23)
  %reshape_30 = reshape %arg15 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc23)
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc23)
  %53 = offset %bcast_31, %52 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc23)
  %54 = join_tokens %0, %1, %result_token_11, %result_token_24, %result_token_14, %result_token_20 : token loc(#loc23)
  %result_32, %result_token_33 = atomic_rmw_tko acq_rel device %53, add, %cst_1_i32, %50 token=%54 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token loc(#loc23)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shapes_views_flow.py":74:0)
#loc1 = loc("kernels/shapes_views_flow.py":80:29)
#loc2 = loc("kernels/shapes_views_flow.py":82:25)
#loc3 = loc("kernels/shapes_views_flow.py":82:4)
#loc4 = loc("kernels/shapes_views_flow.py":75:8)
#loc5 = loc("kernels/shapes_views_flow.py":76:8)
#loc6 = loc("cuda/tile/_stub.py":678:15)
#loc7 = loc("kernels/shapes_views_flow.py":77:9)
#loc8 = loc("kernels/shapes_views_flow.py":78:39)
#loc9 = loc("kernels/shapes_views_flow.py":78:32)
#loc10 = loc("kernels/shapes_views_flow.py":78:4)
#loc11 = loc("kernels/shapes_views_flow.py":79:33)
#loc12 = loc("kernels/shapes_views_flow.py":79:29)
#loc13 = loc("kernels/shapes_views_flow.py":79:36)
#loc14 = loc("kernels/shapes_views_flow.py":79:4)
#loc15 = loc("kernels/shapes_views_flow.py":80:4)
#loc16 = loc("kernels/shapes_views_flow.py":81:39)
#loc17 = loc("kernels/shapes_views_flow.py":81:32)
#loc18 = loc("kernels/shapes_views_flow.py":81:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 73, name = "atomics_many_blocks", linkageName = "atomics_many_blocks_Kt1_A1f32_1l0_A1i64_1l0_A1f32_1l0_A1i32_1l0_A1u32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 73>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram2>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = loc(callsite(#loc26 at #loc27))
#loc41 = loc(callsite(#loc28 at #loc29))
