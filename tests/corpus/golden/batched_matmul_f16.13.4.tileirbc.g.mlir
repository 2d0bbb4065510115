entry @batched_matmul_Kt1_A3f16_7l0_A3f16_7l0_A3f16_7l0_I32_I32_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc15)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc15)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32> loc(#loc17)
  %blockId_x_22, %blockId_y_23, %blockId_z_24 = get_tile_block_id : tile<i32> loc(#loc18)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x32x32xf32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc20)
  %1:3 = get_index_space_shape %pview : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> -> tile<i32> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc21)
  %pview_25 = make_partition_view %tview : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc22)
  %pview_26 = make_partition_view %tview_11 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc23)
  %for = for %loopIdx in (%cst_0_i32 to %1#2, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x32x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_25[%blockId_x, %blockId_y_20, %loopIdx] token = %0 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x32xf16>, token loc(#loc22)
    %tile_28, %result_token_29 = load_view_tko weak %pview_26[%blockId_x, %loopIdx, %blockId_z_24] token = %0 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x32xf16>, token loc(#loc23)
    %4 = mmaf %tile, %tile_28, %iterArg0 : tile<1x32x32xf16>, tile<1x32x32xf16>, tile<1x32x32xf32> loc(#loc25)
    continue %4 : tile<1x32x32xf32> loc(#loc24)
  } loc(#loc24)
  %2 = ftof %for  : tile<1x32x32xf32> -> tile<1x32x32xf16> loc(#loc29)
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc28)
  %3 = store_view_tko weak %2, %pview_27[%blockId_x, %blockId_y_20, %blockId_z_24] token = %0 : tile<1x32x32xf16>, partition_view<tile=(1x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":89:0)
#loc1 = loc("kernels/workloads.py":90:17)
#loc2 = loc("kernels/workloads.py":90:28)
#loc3 = loc("kernels/workloads.py":90:39)
#loc4 = loc("kernels/workloads.py":91:10)
#loc5 = loc("kernels/workloads.py":92:19)
#loc6 = loc("kernels/workloads.py":92:13)
#loc7 = loc("kernels/workloads.py":93:12)
#loc8 = loc("kernels/workloads.py":94:12)
#loc9 = loc("kernels/workloads.py":92:4)
#loc10 = loc("kernels/workloads.py":95:14)
#loc11 = loc("cuda/tile/_stub.py":678:15)
#loc12 = loc("kernels/workloads.py":96:41)
#loc13 = loc("kernels/workloads.py":96:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 88, name = "batched_matmul", linkageName = "batched_matmul_Kt1_A3f16_7l0_A3f16_7l0_A3f16_7l0_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 88>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc29 = loc(callsite(#loc26 at #loc27))
