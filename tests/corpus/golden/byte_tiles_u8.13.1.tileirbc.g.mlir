entry @byte_tiles_Kt1_A2u8_3l0_A2u8_3l0_A2u8_3l0_A1u8_1l0_I64_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc16)
  %cst_3_i8 = constant <i8: 3> : tile<64x128xi8> loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc16)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc16)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]> loc(#loc16)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc16)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc16)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<64x128xi8>, token loc(#loc20)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc22)
  %1 = permute %tile [1, 0] : tile<64x128xi8> -> tile<128x64xi8> loc(#loc23)
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_19[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<128x64xi8>, partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token loc(#loc24)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc26)
  %3 = addi %tile, %cst_3_i8 : tile<64x128xi8> loc(#loc17)
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>> loc(#loc27)
  %4 = store_view_tko weak %3, %pview_22[%cst_0_i32_20, %cst_0_i32_21] token = %0 : tile<64x128xi8>, partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token loc(#loc27)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc28)
  %reduce = reduce %tile dim=1 identities=[0 : i8] : tile<64x128xi8> -> tile<64xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %6 = maxi %reduce_lhs, %reduce_rhs unsigned : tile<i8> loc(#loc29)
    yield %6 : tile<i8> loc(#loc29)
  } loc(#loc29)
  %pview_24 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc30)
  %5 = store_view_tko weak %reduce, %pview_24[%cst_0_i32_23] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":51:0)
#loc1 = loc("kernels/odd_shapes_params.py":54:67)
#loc2 = loc("kernels/odd_shapes_params.py":52:26)
#loc3 = loc("kernels/odd_shapes_params.py":52:29)
#loc4 = loc("kernels/odd_shapes_params.py":52:8)
#loc5 = loc("kernels/odd_shapes_params.py":53:25)
#loc6 = loc("kernels/odd_shapes_params.py":53:28)
#loc7 = loc("kernels/odd_shapes_params.py":53:37)
#loc8 = loc("kernels/odd_shapes_params.py":53:4)
#loc9 = loc("kernels/odd_shapes_params.py":54:27)
#loc10 = loc("kernels/odd_shapes_params.py":54:30)
#loc11 = loc("kernels/odd_shapes_params.py":54:4)
#loc12 = loc("kernels/odd_shapes_params.py":55:27)
#loc13 = loc("kernels/odd_shapes_params.py":55:37)
#loc14 = loc("kernels/odd_shapes_params.py":55:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 50, name = "byte_tiles", linkageName = "byte_tiles_Kt1_A2u8_3l0_A2u8_3l0_A2u8_3l0_A1u8_1l0_I64_I128", compileUnit = #di_compile_unit, scopeLine = 50>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
