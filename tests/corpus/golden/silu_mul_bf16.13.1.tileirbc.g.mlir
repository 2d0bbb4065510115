entry @silu_mul_Kt1_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I256(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<256xbf16>, token loc(#loc14)
  %1 = ftof %tile  : tile<256xbf16> -> tile<256xf32> loc(#loc25)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>> loc(#loc16)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<256xbf16>, token loc(#loc16)
  %2 = ftof %tile_8  : tile<256xbf16> -> tile<256xf32> loc(#loc26)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc18)
  %3 = negf %1 : tile<256xf32> loc(#loc19)
  %4 = exp %3  : tile<256xf32> loc(#loc20)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc18)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32> loc(#loc18)
  %5 = addf %bcast, %4  : tile<256xf32> loc(#loc18)
  %6 = divf %1, %5  : tile<256xf32> loc(#loc21)
  %7 = mulf %6, %2  : tile<256xf32> loc(#loc21)
  %8 = ftof %7  : tile<256xf32> -> tile<256xbf16> loc(#loc27)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>> loc(#loc24)
  %9 = store_view_tko weak %8, %pview_10[%blockId_x] token = %0 : tile<256xbf16>, partition_view<tile=(256), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":171:0)
#loc1 = loc("kernels/workloads.py":172:8)
#loc2 = loc("kernels/workloads.py":173:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/workloads.py":174:8)
#loc5 = loc("kernels/workloads.py":175:13)
#loc6 = loc("kernels/workloads.py":175:26)
#loc7 = loc("kernels/workloads.py":175:19)
#loc8 = loc("kernels/workloads.py":175:8)
#loc9 = loc("kernels/workloads.py":176:35)
#loc10 = loc("kernels/workloads.py":176:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 170, name = "silu_mul", linkageName = "silu_mul_Kt1_A1bf16_1l0_A1bf16_1l0_A1bf16_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 170>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram3>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = loc(callsite(#loc15 at #loc14))
#loc26 = loc(callsite(#loc17 at #loc16))
#loc27 = loc(callsite(#loc22 at #loc23))
