entry @aligned_tail_2d_Kt1_A2f16_1v8l0_2t1_p16_A2f16_1v8l0_2t1_p16_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc10)
  %assume_0 = assume div_by<8>, %arg3 : tile<i32> loc(#loc10)
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<f16>> loc(#loc11)
  %assume_2 = assume div_by<8>, %arg8 : tile<i32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc9)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc9)
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32> loc(#loc9)
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc9)
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc9)
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_assume_8 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc9)
  %assume_assume_assume_9 = assume div_by<8>, %assume_assume_8 : tile<i32> loc(#loc9)
  %tview_10 = make_tensor_view %assume_1, shape = [%assume_6, %assume_7], strides = [%assume_assume_assume_9, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %blockId_x_11, %blockId_y_12, %blockId_z_13 = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_12] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc14)
  %cst_2_f16 = constant <f16: 2.000000e+00> : tile<f16> loc(#loc15)
  %reshape = reshape %cst_2_f16 : tile<f16> -> tile<1x1xf16> loc(#loc15)
  %bcast = broadcast %reshape : tile<1x1xf16> -> tile<32x64xf16> loc(#loc15)
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc15)
  %reshape_14 = reshape %cst_1_f16 : tile<f16> -> tile<1x1xf16> loc(#loc15)
  %bcast_15 = broadcast %reshape_14 : tile<1x1xf16> -> tile<32x64xf16> loc(#loc15)
  %1 = fma %tile, %bcast, %bcast_15  : tile<32x64xf16> loc(#loc15)
  %pview_16 = make_partition_view %tview_10 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_16[%blockId_x, %blockId_y_12] token = %0 : tile<32x64xf16>, partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"constrained_arrays.py" in "kernels">
#loc = loc("kernels/constrained_arrays.py":12:0)
#loc1 = loc("kernels/constrained_arrays.py":12:20)
#loc2 = loc("kernels/constrained_arrays.py":12:23)
#loc3 = loc("kernels/constrained_arrays.py":13:13)
#loc4 = loc("kernels/constrained_arrays.py":13:24)
#loc5 = loc("kernels/constrained_arrays.py":14:8)
#loc6 = loc("kernels/constrained_arrays.py":15:39)
#loc7 = loc("kernels/constrained_arrays.py":15:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "aligned_tail_2d", linkageName = "aligned_tail_2d_Kt1_A2f16_1v8l0_2t1_p16_A2f16_1v8l0_2t1_p16_I32_I64", compileUnit = #di_compile_unit, scopeLine = 11>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
