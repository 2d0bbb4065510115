entry @bit_tricks_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc24)
  %cst_3_i64 = constant <i64: 3> : tile<128xi64> loc(#loc25)
  %cst_5_i64 = constant <i64: 5> : tile<128xi64> loc(#loc26)
  %cst_1_i64 = constant <i64: 1> : tile<128xi64> loc(#loc27)
  %cst_1_i64_0 = constant <i64: 1> : tile<128xi64> loc(#loc28)
  %cst_1_i64_1 = constant <i64: 1> : tile<128xi64> loc(#loc29)
  %cst_2_i64 = constant <i64: 2> : tile<128xi64> loc(#loc30)
  %cst_1_i64_2 = constant <i64: 1> : tile<128xi64> loc(#loc31)
  %cst_3_i64_3 = constant <i64: 3> : tile<128xi64> loc(#loc32)
  %cst_1_i64_4 = constant <i64: 1> : tile<128xi64> loc(#loc33)
  %cst_7_i64 = constant <i64: 7> : tile<128xi64> loc(#loc34)
  %cst_2_i64_5 = constant <i64: 2> : tile<128xi64> loc(#loc35)
  %cst_90_i64 = constant <i64: 90> : tile<128xi64> loc(#loc36)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_6] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc24)
  %tview_9 = make_tensor_view %arg3, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %assume_10 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc24)
  %assume_11 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc24)
  %tview_12 = make_tensor_view %arg6, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc24)
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc24)
  %tview_15 = make_tensor_view %arg9, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %assume_17 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc24)
  %tview_18 = make_tensor_view %arg12, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %assume_19 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc24)
  %assume_20 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc24)
  %tview_21 = make_tensor_view %arg15, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc37)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc38)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token loc(#loc38)
  %1 = shli %tile, %cst_3_i64 : tile<128xi64> loc(#loc25)
  %2 = shri %tile, %cst_5_i64 signed : tile<128xi64> loc(#loc26)
  %3 = ori %1, %2 : tile<128xi64> loc(#loc39)
  %pview_22 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc40)
  %4 = store_view_tko weak %3, %pview_22[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc40)
  %5 = andi %tile, %cst_1_i64 : tile<128xi64> loc(#loc27)
  %6 = shri %tile, %cst_1_i64_0 signed : tile<128xi64> loc(#loc28)
  %7 = andi %6, %cst_1_i64_1 : tile<128xi64> loc(#loc29)
  %8 = addi %5, %7 : tile<128xi64> loc(#loc41)
  %9 = shri %tile, %cst_2_i64 signed : tile<128xi64> loc(#loc30)
  %10 = andi %9, %cst_1_i64_2 : tile<128xi64> loc(#loc31)
  %11 = addi %8, %10 : tile<128xi64> loc(#loc41)
  %12 = shri %tile, %cst_3_i64_3 signed : tile<128xi64> loc(#loc32)
  %13 = andi %12, %cst_1_i64_4 : tile<128xi64> loc(#loc33)
  %14 = addi %11, %13 : tile<128xi64> loc(#loc41)
  %pview_23 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc42)
  %15 = store_view_tko weak %14, %pview_23[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc42)
  %16 = shli %tile, %cst_7_i64 : tile<128xi64> loc(#loc34)
  %pview_24 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc43)
  %17 = store_view_tko weak %16, %pview_24[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc43)
  %cst_-1_i64 = constant <i64: -1> : tile<128xi64> loc(#loc35)
  %18 = xori %tile, %cst_-1_i64 : tile<128xi64> loc(#loc35)
  %19 = shri %18, %cst_2_i64_5 signed : tile<128xi64> loc(#loc35)
  %pview_25 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc44)
  %20 = store_view_tko weak %19, %pview_25[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc44)
  %21 = andi %tile, %cst_90_i64 : tile<128xi64> loc(#loc36)
  %cst_-1_i64_26 = constant <i64: -1> : tile<128xi64> loc(#loc45)
  %22 = xori %tile, %cst_-1_i64_26 : tile<128xi64> loc(#loc45)
  %23 = xori %21, %22 : tile<128xi64> loc(#loc36)
  %pview_27 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc46)
  %24 = store_view_tko weak %23, %pview_27[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc46)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":49:0)
#loc1 = loc("kernels/dtype_mix.py":52:39)
#loc2 = loc("kernels/dtype_mix.py":52:50)
#loc3 = loc("kernels/dtype_mix.py":53:42)
#loc4 = loc("kernels/dtype_mix.py":53:53)
#loc5 = loc("kernels/dtype_mix.py":53:52)
#loc6 = loc("kernels/dtype_mix.py":53:70)
#loc7 = loc("kernels/dtype_mix.py":53:69)
#loc8 = loc("kernels/dtype_mix.py":53:87)
#loc9 = loc("kernels/dtype_mix.py":53:86)
#loc10 = loc("kernels/dtype_mix.py":54:42)
#loc11 = loc("kernels/dtype_mix.py":55:37)
#loc12 = loc("kernels/dtype_mix.py":56:38)
#loc13 = loc("kernels/dtype_mix.py":50:8)
#loc14 = loc("kernels/dtype_mix.py":51:8)
#loc15 = loc("kernels/dtype_mix.py":52:38)
#loc16 = loc("kernels/dtype_mix.py":52:4)
#loc17 = loc("kernels/dtype_mix.py":53:41)
#loc18 = loc("kernels/dtype_mix.py":53:4)
#loc19 = loc("kernels/dtype_mix.py":54:4)
#loc20 = loc("kernels/dtype_mix.py":55:4)
#loc21 = loc("kernels/dtype_mix.py":56:64)
#loc22 = loc("kernels/dtype_mix.py":56:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 48, name = "bit_tricks", linkageName = "bit_tricks_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 48>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
