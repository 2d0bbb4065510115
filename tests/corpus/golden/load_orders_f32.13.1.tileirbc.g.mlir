entry @load_orders_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_19, %cst_0_i32_20] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x16xf32>, token loc(#loc25)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %1 = store_view_tko weak %tile, %pview_21[%cst_0_i32, %cst_0_i32_18] token = %0 : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc30)
  %pview_26 = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]> loc(#loc31)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>, tile<i32> -> tile<16x8xf32>, token loc(#loc31)
  %pview_29 = make_partition_view %tview_12 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc32)
  %2 = store_view_tko weak %tile_27, %pview_29[%cst_0_i32_22, %cst_0_i32_23] token = %0 : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc32)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc36)
  %pview_34 = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]> loc(#loc37)
  %tile_35, %result_token_36 = load_view_tko weak %pview_34[%cst_0_i32_32, %cst_0_i32_33] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>, tile<i32> -> tile<16x8xf32>, token loc(#loc37)
  %pview_37 = make_partition_view %tview_17 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc38)
  %3 = store_view_tko weak %tile_35, %pview_37[%cst_0_i32_30, %cst_0_i32_31] token = %0 : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":25:0)
#loc1 = loc("kernels/memory.py":26:25)
#loc2 = loc("kernels/memory.py":26:28)
#loc3 = loc("kernels/memory.py":26:55)
#loc4 = loc("kernels/memory.py":26:58)
#loc5 = loc("kernels/memory.py":26:37)
#loc6 = loc("kernels/memory.py":26:4)
#loc7 = loc("kernels/memory.py":27:25)
#loc8 = loc("kernels/memory.py":27:28)
#loc9 = loc("kernels/memory.py":27:55)
#loc10 = loc("kernels/memory.py":27:58)
#loc11 = loc("kernels/memory.py":27:37)
#loc12 = loc("kernels/memory.py":27:4)
#loc13 = loc("kernels/memory.py":28:28)
#loc14 = loc("kernels/memory.py":28:31)
#loc15 = loc("kernels/memory.py":28:58)
#loc16 = loc("kernels/memory.py":28:61)
#loc17 = loc("kernels/memory.py":28:40)
#loc18 = loc("kernels/memory.py":28:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "load_orders", linkageName = "load_orders_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0", compileUnit = #di_compile_unit, scopeLine = 24>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
