entry @iota_arange_Kt1_A1i32_1l0_A1i64_1l0_A1i32_1l0_A1i16_1l0_A1f32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc14)
  %cst_5_i64 = constant <i64: 5> : tile<32xi64> loc(#loc15)
  %cst_3_i32 = constant <i32: 3> : tile<32xi32> loc(#loc16)
  %cst_-1_i16 = constant <i16: -1> : tile<32xi16> loc(#loc17)
  %cst_31_i16 = constant <i16: 31> : tile<32xi16> loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %1 = iota : tile<32xi32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview[%blockId_x] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %3 = iota : tile<32xi64> loc(#loc15)
  %4 = addi %3, %cst_5_i64 : tile<32xi64> loc(#loc15)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>> loc(#loc21)
  %5 = store_view_tko weak %4, %pview_13[%blockId_x] token = %0 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %6 = iota : tile<32xi32> loc(#loc16)
  %7 = muli %6, %cst_3_i32 : tile<32xi32> loc(#loc16)
  %reshape = reshape %blockId_x : tile<i32> -> tile<1xi32> loc(#loc16)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<32xi32> loc(#loc16)
  %8 = addi %7, %bcast : tile<32xi32> loc(#loc16)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %9 = store_view_tko weak %8, %pview_14[%blockId_x] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %10 = iota : tile<32xi16> loc(#loc17)
  %11 = muli %10, %cst_-1_i16 : tile<32xi16> loc(#loc17)
  %12 = addi %11, %cst_31_i16 : tile<32xi16> loc(#loc17)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(32), tensor_view<?xi16, strides=[?]>> loc(#loc23)
  %13 = store_view_tko weak %12, %pview_15[%blockId_x] token = %0 : tile<32xi16>, partition_view<tile=(32), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %14 = iota : tile<32xi32> loc(#loc24)
  %15 = itof %14 signed  : tile<32xi32> -> tile<32xf32> loc(#loc24)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc25)
  %reshape_16 = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc24)
  %bcast_17 = broadcast %reshape_16 : tile<1xf32> -> tile<32xf32> loc(#loc24)
  %16 = mulf %15, %bcast_17  : tile<32xf32> loc(#loc24)
  %pview_18 = make_partition_view %tview_12 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %17 = store_view_tko weak %16, %pview_18[%blockId_x] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":70:0)
#loc1 = loc("kernels/shape_ops.py":73:39)
#loc2 = loc("kernels/shape_ops.py":74:38)
#loc3 = loc("kernels/shape_ops.py":75:37)
#loc4 = loc("kernels/shape_ops.py":71:8)
#loc5 = loc("kernels/shape_ops.py":72:38)
#loc6 = loc("kernels/shape_ops.py":72:4)
#loc7 = loc("kernels/shape_ops.py":73:4)
#loc8 = loc("kernels/shape_ops.py":74:4)
#loc9 = loc("kernels/shape_ops.py":75:4)
#loc10 = loc("kernels/shape_ops.py":76:37)
#loc11 = loc("kernels/shape_ops.py":76:70)
#loc12 = loc("kernels/shape_ops.py":76:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 69, name = "iota_arange", linkageName = "iota_arange_Kt1_A1i32_1l0_A1i64_1l0_A1i32_1l0_A1i16_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 69>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
