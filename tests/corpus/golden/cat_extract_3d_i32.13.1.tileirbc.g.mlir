entry @cat_extract_3d_Kt1_A3i32_7l0_A3i32_7l0_A3i32_7l0_A3i32_7l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc23)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc23)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc23)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc23)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc23)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc23)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc23)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc23)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc23)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc23)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc23)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc23)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc23)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc23)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc23)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc23)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc23)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc23)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc23)
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(2x4x8), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc27)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_26, %cst_0_i32_27] token = %0 : partition_view<tile=(2x4x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> tile<2x4x8xi32>, token loc(#loc27)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc30)
  %pview_31 = make_partition_view %tview_11 : partition_view<tile=(2x4x8), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc31)
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%cst_0_i32_28, %cst_0_i32_29, %cst_0_i32_30] token = %0 : partition_view<tile=(2x4x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> tile<2x4x8xi32>, token loc(#loc31)
  %1 = cat %tile, %tile_32 dim = 2 : tile<2x4x8xi32>, tile<2x4x8xi32> -> tile<2x4x16xi32> loc(#loc32)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc35)
  %pview_37 = make_partition_view %tview_18 : partition_view<tile=(2x4x16), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc36)
  %2 = store_view_tko weak %1, %pview_37[%cst_0_i32_34, %cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<2x4x16xi32>, partition_view<tile=(2x4x16), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc36)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc37)
  %cst_1_i32_38 = constant <i32: 1> : tile<i32> loc(#loc38)
  %cst_1_i32_39 = constant <i32: 1> : tile<i32> loc(#loc39)
  %3 = extract %1[%cst_1_i32, %cst_1_i32_38, %cst_1_i32_39] : tile<2x4x16xi32> -> tile<1x2x8xi32> loc(#loc40)
  %cst_0_i32_40 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_0_i32_41 = constant <i32: 0> : tile<i32> loc(#loc42)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc43)
  %pview_43 = make_partition_view %tview_25 : partition_view<tile=(1x2x8), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc44)
  %4 = store_view_tko weak %3, %pview_43[%cst_0_i32_40, %cst_0_i32_41, %cst_0_i32_42] token = %0 : tile<1x2x8xi32>, partition_view<tile=(1x2x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":40:0)
#loc1 = loc("kernels/misc_ops.py":41:26)
#loc2 = loc("kernels/misc_ops.py":41:29)
#loc3 = loc("kernels/misc_ops.py":41:32)
#loc4 = loc("kernels/misc_ops.py":41:8)
#loc5 = loc("kernels/misc_ops.py":42:26)
#loc6 = loc("kernels/misc_ops.py":42:29)
#loc7 = loc("kernels/misc_ops.py":42:32)
#loc8 = loc("kernels/misc_ops.py":42:8)
#loc9 = loc("kernels/misc_ops.py":43:8)
#loc10 = loc("kernels/misc_ops.py":44:27)
#loc11 = loc("kernels/misc_ops.py":44:30)
#loc12 = loc("kernels/misc_ops.py":44:33)
#loc13 = loc("kernels/misc_ops.py":44:4)
#loc14 = loc("kernels/misc_ops.py":45:23)
#loc15 = loc("kernels/misc_ops.py":45:26)
#loc16 = loc("kernels/misc_ops.py":45:29)
#loc17 = loc("kernels/misc_ops.py":45:8)
#loc18 = loc("kernels/misc_ops.py":46:27)
#loc19 = loc("kernels/misc_ops.py":46:30)
#loc20 = loc("kernels/misc_ops.py":46:33)
#loc21 = loc("kernels/misc_ops.py":46:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 39, name = "cat_extract_3d", linkageName = "cat_extract_3d_Kt1_A3i32_7l0_A3i32_7l0_A3i32_7l0_A3i32_7l0", compileUnit = #di_compile_unit, scopeLine = 39>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
