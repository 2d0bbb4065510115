entry @signed_divmod_Kt1_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc22)
  %cst_0_i8 = constant <i8: 0> : tile<128xi8> loc(#loc23)
  %cst_1_i8 = constant <i8: 1> : tile<128xi8> loc(#loc24)
  %cst_0_i8_0 = constant <i8: 0> : tile<128xi8> loc(#loc25)
  %cst_0_i8_1 = constant <i8: 0> : tile<128xi8> loc(#loc26)
  %cst_0_i8_2 = constant <i8: 0> : tile<128xi8> loc(#loc27)
  %cst_1_i8_3 = constant <i8: 1> : tile<128xi8> loc(#loc28)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc22)
  %assume_4 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc22)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_4] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc22)
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc22)
  %tview_7 = make_tensor_view %arg3, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc22)
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc22)
  %tview_10 = make_tensor_view %arg6, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc22)
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc22)
  %tview_13 = make_tensor_view %arg9, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %assume_14 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc22)
  %assume_15 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc22)
  %tview_16 = make_tensor_view %arg12, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %assume_17 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc22)
  %assume_18 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc22)
  %tview_19 = make_tensor_view %arg15, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc22)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc29)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc30)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc30)
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc31)
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc31)
  %1 = cmpi equal %tile_21, %cst_0_i8, signed : tile<128xi8> -> tile<128xi1> loc(#loc23)
  %2 = select %1, %cst_1_i8, %tile_21 : tile<128xi1>, tile<128xi8> loc(#loc24)
  %3 = divi %tile, %2 signed rounding<negative_inf> : tile<128xi8> loc(#loc32)
  %pview_23 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc33)
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %5 = remi %tile, %2 signed : tile<128xi8> loc(#loc34)
  %cst_0_i8_24 = constant <i8: 0> : tile<128xi8> loc(#loc34)
  %6 = cmpi less_than %5, %cst_0_i8_24, signed : tile<128xi8> -> tile<128xi1> loc(#loc34)
  %7 = cmpi less_than %2, %cst_0_i8_24, signed : tile<128xi8> -> tile<128xi1> loc(#loc34)
  %8 = xori %6, %7 : tile<128xi1> loc(#loc34)
  %9 = cmpi not_equal %5, %cst_0_i8_24, signed : tile<128xi8> -> tile<128xi1> loc(#loc34)
  %10 = andi %8, %9 : tile<128xi1> loc(#loc34)
  %11 = addi %5, %2 : tile<128xi8> loc(#loc34)
  %12 = select %10, %11, %5 : tile<128xi1>, tile<128xi8> loc(#loc34)
  %pview_25 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc35)
  %13 = store_view_tko weak %12, %pview_25[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc35)
  %14 = divi %tile, %2 signed rounding<positive_inf> : tile<128xi8> loc(#loc36)
  %pview_26 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc37)
  %15 = store_view_tko weak %14, %pview_26[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc37)
  %16 = divi %tile, %2 signed rounding<negative_inf> : tile<128xi8> loc(#loc38)
  %17 = remi %tile, %2 signed : tile<128xi8> loc(#loc25)
  %cst_0_i8_27 = constant <i8: 0> : tile<128xi8> loc(#loc25)
  %18 = cmpi less_than %17, %cst_0_i8_27, signed : tile<128xi8> -> tile<128xi1> loc(#loc25)
  %19 = cmpi less_than %2, %cst_0_i8_27, signed : tile<128xi8> -> tile<128xi1> loc(#loc25)
  %20 = xori %18, %19 : tile<128xi1> loc(#loc25)
  %21 = cmpi not_equal %17, %cst_0_i8_27, signed : tile<128xi8> -> tile<128xi1> loc(#loc25)
  %22 = andi %20, %21 : tile<128xi1> loc(#loc25)
  %23 = addi %17, %2 : tile<128xi8> loc(#loc25)
  %24 = select %22, %23, %17 : tile<128xi1>, tile<128xi8> loc(#loc25)
  %25 = cmpi not_equal %24, %cst_0_i8_0, signed : tile<128xi8> -> tile<128xi1> loc(#loc25)
  %26 = cmpi less_than %tile, %cst_0_i8_1, signed : tile<128xi8> -> tile<128xi1> loc(#loc26)
  %27 = cmpi less_than %2, %cst_0_i8_2, signed : tile<128xi8> -> tile<128xi1> loc(#loc27)
  %28 = cmpi not_equal %26, %27, unsigned : tile<128xi1> -> tile<128xi1> loc(#loc39)
  %29 = andi %25, %28 : tile<128xi1> loc(#loc40)
  %30 = addi %16, %cst_1_i8_3 : tile<128xi8> loc(#loc28)
  %31 = select %29, %30, %16 : tile<128xi1>, tile<128xi8> loc(#loc41)
  %pview_28 = make_partition_view %tview_19 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc42)
  %32 = store_view_tko weak %31, %pview_28[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc42)
  return loc(#loc21)
} loc(#loc22)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":23:0)
#loc1 = loc("kernels/dtype_mix.py":27:17)
#loc2 = loc("kernels/dtype_mix.py":27:8)
#loc3 = loc("kernels/dtype_mix.py":33:49)
#loc4 = loc("kernels/dtype_mix.py":33:65)
#loc5 = loc("kernels/dtype_mix.py":33:76)
#loc6 = loc("kernels/dtype_mix.py":33:85)
#loc7 = loc("kernels/dtype_mix.py":24:8)
#loc8 = loc("kernels/dtype_mix.py":25:8)
#loc9 = loc("kernels/dtype_mix.py":26:8)
#loc10 = loc("kernels/dtype_mix.py":28:42)
#loc11 = loc("kernels/dtype_mix.py":28:4)
#loc12 = loc("kernels/dtype_mix.py":29:37)
#loc13 = loc("kernels/dtype_mix.py":29:4)
#loc14 = loc("kernels/dtype_mix.py":30:38)
#loc15 = loc("kernels/dtype_mix.py":30:4)
#loc16 = loc("kernels/dtype_mix.py":32:8)
#loc17 = loc("kernels/dtype_mix.py":33:64)
#loc18 = loc("kernels/dtype_mix.py":33:48)
#loc19 = loc("kernels/dtype_mix.py":33:39)
#loc20 = loc("kernels/dtype_mix.py":33:4)
#loc21 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 22, name = "signed_divmod", linkageName = "signed_divmod_Kt1_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_A1i8_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 22>
#loc22 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
