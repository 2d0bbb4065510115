entry @atomic_red_view_add_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc10)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc12)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview_5 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %1 = atomic_red_view_tko relaxed device %pview_5[%cst_0_i32_4], addf, %tile token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc16)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc17)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc17)
  %2 = mulf %tile, %bcast  : tile<32xf32> loc(#loc17)
  %pview_6 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %3 = atomic_red_view_tko relaxed device %pview_6[%cst_1_i32], addf, %2 token = %1 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":75:0)
#loc1 = loc("kernels/atomics.py":77:28)
#loc2 = loc("kernels/atomics.py":77:8)
#loc3 = loc("kernels/atomics.py":78:24)
#loc4 = loc("kernels/atomics.py":78:4)
#loc5 = loc("kernels/atomics.py":79:24)
#loc6 = loc("kernels/atomics.py":79:31)
#loc7 = loc("kernels/atomics.py":79:27)
#loc8 = loc("kernels/atomics.py":79:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 74, name = "atomic_red_view_add", linkageName = "atomic_red_view_add_Kt1_A1f32_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 74>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
