entry @aligned_tail_1d_Kt1_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>> loc(#loc11)
  %assume_0 = assume div_by<8>, %arg1 : tile<i32> loc(#loc11)
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<bf16>> loc(#loc12)
  %assume_2 = assume div_by<8>, %arg4 : tile<i32> loc(#loc12)
  %assume_3 = assume div_by<16>, %arg6 : tile<ptr<bf16>> loc(#loc13)
  %assume_4 = assume div_by<8>, %arg7 : tile<i32> loc(#loc13)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc10)
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32> loc(#loc10)
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc10)
  %assume_assume_6 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc10)
  %assume_assume_assume_7 = assume div_by<8>, %assume_assume_6 : tile<i32> loc(#loc10)
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc10)
  %tview_9 = make_tensor_view %assume_1, shape = [%assume_assume_assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc10)
  %assume_assume_10 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc10)
  %assume_assume_assume_11 = assume div_by<8>, %assume_assume_10 : tile<i32> loc(#loc10)
  %assume_12 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc10)
  %tview_13 = make_tensor_view %assume_3, shape = [%assume_assume_assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc15)
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc16)
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc16)
  %1 = addf %tile, %tile_15  : tile<128xbf16> loc(#loc17)
  %pview_17 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc18)
  %2 = store_view_tko weak %1, %pview_17[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"constrained_arrays.py" in "kernels">
#loc = loc("kernels/constrained_arrays.py":19:0)
#loc1 = loc("kernels/constrained_arrays.py":19:20)
#loc2 = loc("kernels/constrained_arrays.py":19:23)
#loc3 = loc("kernels/constrained_arrays.py":19:26)
#loc4 = loc("kernels/constrained_arrays.py":20:8)
#loc5 = loc("kernels/constrained_arrays.py":21:8)
#loc6 = loc("kernels/constrained_arrays.py":22:8)
#loc7 = loc("kernels/constrained_arrays.py":23:35)
#loc8 = loc("kernels/constrained_arrays.py":23:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 18, name = "aligned_tail_1d", linkageName = "aligned_tail_1d_Kt1_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_I128", compileUnit = #di_compile_unit, scopeLine = 18>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
