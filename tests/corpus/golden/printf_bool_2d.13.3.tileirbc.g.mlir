entry @printf_bool_2d_Kt1_A2f32_3l0_A1u8_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %cst_4096_i64 = constant <i64: 4096> : tile<4xi64> loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_6] token = %0 : partition_view<tile=(2x4), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x4xf32>, token loc(#loc19)
  %1 = join_tokens %0, %result_token : token loc(#loc19)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview_8 = make_partition_view %tview_5 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>> loc(#loc21)
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<4xi8>, token loc(#loc21)
  %2 = join_tokens %0, %result_token_10 : token loc(#loc21)
  %3 = join_tokens %0, %1, %2 : token loc(#loc22)
  %4 = print_tko "2d %.1f\0A", %tile token=%3 : tile<2x4xf32> -> token loc(#loc22)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc23)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<2x4xf32> loc(#loc23)
  %5 = cmpf greater_than ordered %tile, %bcast : tile<2x4xf32> -> tile<2x4xi1> loc(#loc23)
  %6 = exti %tile_9 unsigned : tile<4xi8> -> tile<4xi64> loc(#loc30)
  %7 = muli %6, %cst_4096_i64 : tile<4xi64> loc(#loc16)
  %8 = join_tokens %4, %1, %2 : token loc(#loc25)
  %9 = print_tko "bool %d u8 %u hex %llx\0A", %5, %tile_9, %7 token=%8 : tile<2x4xi1>, tile<4xi8>, tile<4xi64> -> token loc(#loc25)
  %10 = ftof %tile  : tile<2x4xf32> -> tile<2x4xbf16> loc(#loc31)
  %cst_0_f32_11 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc28)
  %reshape_12 = reshape %cst_0_f32_11 : tile<f32> -> tile<1x1xf32> loc(#loc28)
  %bcast_13 = broadcast %reshape_12 : tile<1x1xf32> -> tile<2x4xf32> loc(#loc28)
  %11 = cmpf less_than ordered %tile, %bcast_13 : tile<2x4xf32> -> tile<2x4xi1> loc(#loc28)
  %12 = join_tokens %9, %1, %2 : token loc(#loc29)
  %13 = print_tko "tile|%f|%d\0A", %10, %11 token=%12 : tile<2x4xbf16>, tile<2x4xi1> -> token loc(#loc29)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/misc_ops.py":61:0)
#loc1 = loc("kernels/misc_ops.py":65:52)
#loc2 = loc("kernels/misc_ops.py":62:26)
#loc3 = loc("kernels/misc_ops.py":62:29)
#loc4 = loc("kernels/misc_ops.py":62:8)
#loc5 = loc("kernels/misc_ops.py":63:26)
#loc6 = loc("kernels/misc_ops.py":63:8)
#loc7 = loc("kernels/misc_ops.py":64:4)
#loc8 = loc("kernels/misc_ops.py":65:42)
#loc9 = loc("cuda/tile/_stub.py":678:15)
#loc10 = loc("kernels/misc_ops.py":65:4)
#loc11 = loc("kernels/misc_ops.py":66:21)
#loc12 = loc("kernels/misc_ops.py":66:44)
#loc13 = loc("kernels/misc_ops.py":66:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 60, name = "printf_bool_2d", linkageName = "printf_bool_2d_Kt1_A2f32_3l0_A1u8_1l0", compileUnit = #di_compile_unit, scopeLine = 60>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = loc(callsite(#loc24 at #loc16))
#loc31 = loc(callsite(#loc26 at #loc27))
