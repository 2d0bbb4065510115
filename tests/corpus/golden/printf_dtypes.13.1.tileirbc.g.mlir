global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_dtypes_Kt1_A1f64_1l0_A1i64_1l0_A1i8_1l0_I4(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf64, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<4xf64>, token loc(#loc19)
  %1 = join_tokens %0, %result_token : token loc(#loc19)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(4), tensor_view<?xi64, strides=[?]>> loc(#loc21)
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(4), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<4xi64>, token loc(#loc21)
  %2 = join_tokens %0, %result_token_10 : token loc(#loc21)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview_12 = make_partition_view %tview_6 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>> loc(#loc23)
  %tile_13, %result_token_14 = load_view_tko weak %pview_12[%cst_0_i32_11] token = %0 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<4xi8>, token loc(#loc23)
  %3 = join_tokens %0, %result_token_14 : token loc(#loc23)
  %4 = join_tokens %0, %1, %2, %3 : token loc(#loc24)
  %5 = get_global @print_mutex : tile<ptr<i32>> loc(#loc24)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc24)
  loop {
    %result_22, %result_token_23 = atomic_cas_tko acq_rel device %5, %cst_1_i32, %cst_0_i32_15 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc24)
    %15 = cmpi equal %result_22, %cst_1_i32, unsigned : tile<i32> -> tile<i1> loc(#loc24)
    if %15 {
      break loc(#loc24)
    } else {
    } loc(#loc24)
  } loc(#loc24)
  %6 = print_tko "f64 %.4f i64 %lld\0A", %tile, %tile_9 : tile<4xf64>, tile<4xi64> -> token loc(#loc24)
  %7 = make_token : token loc(#loc24)
  %result, %result_token_16 = atomic_rmw_tko acq_rel device %5, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc24)
  %8 = ftof %tile  : tile<4xf64> -> tile<4xf16> loc(#loc34)
  %reduce = reduce %tile_9 dim=0 identities=[-9223372036854775808] : tile<4xi64> -> tile<i64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %15 = maxi %reduce_lhs, %reduce_rhs signed : tile<i64> loc(#loc27)
    yield %15 : tile<i64> loc(#loc27)
  } loc(#loc27)
  %9 = join_tokens %7, %1, %2, %3 : token loc(#loc28)
  %10 = get_global @print_mutex : tile<ptr<i32>> loc(#loc28)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_1_i32_18 = constant <i32: 1> : tile<i32> loc(#loc28)
  loop {
    %result_22, %result_token_23 = atomic_cas_tko acq_rel device %10, %cst_1_i32_18, %cst_0_i32_17 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc28)
    %15 = cmpi equal %result_22, %cst_1_i32_18, unsigned : tile<i32> -> tile<i1> loc(#loc28)
    if %15 {
      break loc(#loc28)
    } else {
    } loc(#loc28)
  } loc(#loc28)
  %11 = print_tko "i8 %d f16 %f max %d\0A", %tile_13, %8, %reduce : tile<4xi8>, tile<4xf16>, tile<i64> -> token loc(#loc28)
  %12 = make_token : token loc(#loc28)
  %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %10, xchg, %cst_1_i32_18 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc28)
  %13 = exti %tile_13 signed : tile<4xi8> -> tile<4xi32> loc(#loc35)
  %reduce_21 = reduce %13 dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %15 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc31)
    yield %15 : tile<i32> loc(#loc31)
  } loc(#loc31)
  %cst_-1000_i32 = constant <i32: -1000> : tile<i32> loc(#loc32)
  %14 = cmpi greater_than %reduce_21, %cst_-1000_i32, signed : tile<i32> -> tile<i1> loc(#loc31)
  assert %14, "sum too small" : tile<i1> loc(#loc33)
  return loc(#loc)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc(unknown)
#loc1 = loc("kernels/shapes_views_flow.py":186:0)
#loc2 = loc("kernels/shapes_views_flow.py":187:26)
#loc3 = loc("kernels/shapes_views_flow.py":187:8)
#loc4 = loc("kernels/shapes_views_flow.py":188:26)
#loc5 = loc("kernels/shapes_views_flow.py":188:8)
#loc6 = loc("kernels/shapes_views_flow.py":189:26)
#loc7 = loc("kernels/shapes_views_flow.py":189:8)
#loc8 = loc("kernels/shapes_views_flow.py":190:4)
#loc9 = loc("cuda/tile/_stub.py":678:15)
#loc10 = loc("kernels/shapes_views_flow.py":191:42)
#loc11 = loc("kernels/shapes_views_flow.py":191:64)
#loc12 = loc("kernels/shapes_views_flow.py":191:4)
#loc13 = loc("kernels/shapes_views_flow.py":192:22)
#loc14 = loc("kernels/shapes_views_flow.py":192:15)
#loc15 = loc("kernels/shapes_views_flow.py":192:44)
#loc16 = loc("kernels/shapes_views_flow.py":192:4)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 185, name = "printf_dtypes", linkageName = "printf_dtypes_Kt1_A1f64_1l0_A1i64_1l0_A1i8_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 185>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc34 = loc(callsite(#loc25 at #loc26))
#loc35 = loc(callsite(#loc29 at #loc30))
