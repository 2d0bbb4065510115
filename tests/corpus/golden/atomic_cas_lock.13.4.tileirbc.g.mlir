entry @atomic_cas_lock_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_5 = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_0_i64 = constant <i64: 0> : tile<i64> loc(#loc20)
  %1 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc20)
  %2 = cmpi less_than %cst_0_i64, %1, unsigned : tile<i64> -> tile<i1> loc(#loc20)
  %3 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc20)
  %4 = muli %cst_0_i64, %3 : tile<i64> loc(#loc20)
  %5 = offset %arg0, %4 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc20)
  %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc21)
  %6:2 = loop iter_values(%arg9 = %0, %arg10 = %0) : token, token -> token, token {
    %20 = join_tokens %arg9, %arg10 : token loc(#loc20)
    %result_17, %result_token_18 = atomic_cas_tko acquire device %5, %cst_0_i32, %cst_1_i32, %2 token=%20 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token loc(#loc20)
    %21 = cmpi not_equal %result_17, %cst_0_i32_6, signed : tile<i32> -> tile<i1> loc(#loc20)
    if %21 {
    } else {
      break %result_token_18, %result_token_18 : token, token loc(#loc22)
    } loc(#loc22)
    continue %result_token_18, %result_token_18 : token, token loc(#loc22)
  } loc(#loc22)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc24)
  %7 = join_tokens %0, %6#1 : token loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_7] token = %7 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token loc(#loc24)
  %8 = join_tokens %0, %result_token : token loc(#loc24)
  %reshape = reshape %tile : tile<1xi32> -> tile<i32> loc(#loc24)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_1_i32_9 = constant <i32: 1> : tile<i32> loc(#loc26)
  %9 = addi %reshape, %cst_1_i32_9 : tile<i32> loc(#loc27)
  %reshape_10 = reshape %9 : tile<i32> -> tile<1xi32> loc(#loc28)
  %pview_11 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %10 = join_tokens %8, %6#1 : token loc(#loc28)
  %11 = store_view_tko weak %reshape_10, %pview_11[%cst_0_i32_8] token = %10 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i64_13 = constant <i64: 0> : tile<i64> loc(#loc30)
  %12 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc30)
  %13 = cmpi less_than %cst_0_i64_13, %12, unsigned : tile<i64> -> tile<i1> loc(#loc30)
  %14 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc30)
  %15 = muli %cst_0_i64_13, %14 : tile<i64> loc(#loc30)
  %16 = offset %arg0, %15 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>> loc(#loc30)
  %17 = join_tokens %6#0, %6#1, %11 : token loc(#loc30)
  %result, %result_token_14 = atomic_rmw_tko release device %16, xchg, %cst_0_i32_12, %13 token=%17 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token loc(#loc30)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc31)
  %reshape_15 = reshape %reshape : tile<i32> -> tile<1xi32> loc(#loc32)
  %pview_16 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc32)
  %18 = join_tokens %0, %6#1 : token loc(#loc32)
  %19 = store_view_tko weak %reshape_15, %pview_16[%blockId_x] token = %18 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":49:0)
#loc1 = loc("kernels/atomics.py":51:33)
#loc2 = loc("kernels/atomics.py":51:36)
#loc3 = loc("kernels/atomics.py":51:10)
#loc4 = loc("kernels/atomics.py":51:67)
#loc5 = loc("kernels/atomics.py":51:4)
#loc6 = loc("kernels/atomics.py":53:29)
#loc7 = loc("kernels/atomics.py":53:8)
#loc8 = loc("kernels/atomics.py":54:26)
#loc9 = loc("kernels/atomics.py":54:40)
#loc10 = loc("kernels/atomics.py":54:36)
#loc11 = loc("kernels/atomics.py":54:4)
#loc12 = loc("kernels/atomics.py":55:28)
#loc13 = loc("kernels/atomics.py":55:4)
#loc14 = loc("kernels/atomics.py":56:25)
#loc15 = loc("kernels/atomics.py":56:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 48, name = "atomic_cas_lock", linkageName = "atomic_cas_lock_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 48>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
