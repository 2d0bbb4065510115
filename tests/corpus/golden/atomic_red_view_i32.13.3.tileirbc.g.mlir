entry @atomic_red_view_int_Kt1_A1i32_1l0_A1i32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token loc(#loc18)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_5 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc20)
  %1 = atomic_red_view_tko relaxed device %pview_5[%cst_0_i32_4], add, %tile token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc21)
  %pview_6 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %2 = atomic_red_view_tko relaxed device %pview_6[%cst_1_i32], max, %tile token = %1 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc23)
  %pview_7 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc24)
  %3 = atomic_red_view_tko relaxed device %pview_7[%cst_2_i32], min, %tile token = %2 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc25)
  %pview_8 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %4 = atomic_red_view_tko relaxed device %pview_8[%cst_3_i32], and, %tile token = %3 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc27)
  %pview_9 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %5 = atomic_red_view_tko relaxed device %pview_9[%cst_4_i32], or, %tile token = %4 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %cst_5_i32 = constant <i32: 5> : tile<i32> loc(#loc29)
  %pview_10 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>> loc(#loc30)
  %6 = atomic_red_view_tko relaxed device %pview_10[%cst_5_i32], xor, %tile token = %5 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"atomics.py" in "kernels">
#loc = loc("kernels/atomics.py":83:0)
#loc1 = loc("kernels/atomics.py":85:28)
#loc2 = loc("kernels/atomics.py":85:8)
#loc3 = loc("kernels/atomics.py":86:24)
#loc4 = loc("kernels/atomics.py":86:4)
#loc5 = loc("kernels/atomics.py":87:24)
#loc6 = loc("kernels/atomics.py":87:4)
#loc7 = loc("kernels/atomics.py":88:24)
#loc8 = loc("kernels/atomics.py":88:4)
#loc9 = loc("kernels/atomics.py":89:24)
#loc10 = loc("kernels/atomics.py":89:4)
#loc11 = loc("kernels/atomics.py":90:23)
#loc12 = loc("kernels/atomics.py":90:4)
#loc13 = loc("kernels/atomics.py":91:24)
#loc14 = loc("kernels/atomics.py":91:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 82, name = "atomic_red_view_int", linkageName = "atomic_red_view_int_Kt1_A1i32_1l0_A1i32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 82>
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
