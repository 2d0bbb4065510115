entry @gelu_tanh_Kt1_A1f16_1l0_A1f16_1l0_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<256xf16>, token loc(#loc15)
  %1 = ftof %tile  : tile<256xf16> -> tile<256xf32> loc(#loc26)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc17)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc17)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32> loc(#loc17)
  %2 = mulf %bcast, %1  : tile<256xf32> loc(#loc17)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc18)
  %cst_f32_4 = constant <f32: 0.797884583> : tile<f32> loc(#loc19)
  %cst_f32_5 = constant <f32: 4.471500e-02> : tile<f32> loc(#loc20)
  %reshape_6 = reshape %cst_f32_5 : tile<f32> -> tile<1xf32> loc(#loc20)
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<256xf32> loc(#loc20)
  %3 = mulf %bcast_7, %1  : tile<256xf32> loc(#loc20)
  %4 = mulf %3, %1  : tile<256xf32> loc(#loc20)
  %5 = fma %4, %1, %1  : tile<256xf32> loc(#loc21)
  %reshape_8 = reshape %cst_f32_4 : tile<f32> -> tile<1xf32> loc(#loc19)
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<256xf32> loc(#loc19)
  %6 = mulf %bcast_9, %5  : tile<256xf32> loc(#loc19)
  %7 = tanh %6  : tile<256xf32> loc(#loc22)
  %reshape_10 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc18)
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<256xf32> loc(#loc18)
  %8 = addf %bcast_11, %7  : tile<256xf32> loc(#loc18)
  %9 = mulf %2, %8  : tile<256xf32> loc(#loc17)
  %10 = ftof %9  : tile<256xf32> -> tile<256xf16> loc(#loc27)
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc25)
  %11 = store_view_tko weak %10, %pview_12[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc25)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":163:0)
#loc1 = loc("kernels/workloads.py":164:8)
#loc2 = loc("kernels/workloads.py":165:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/workloads.py":166:8)
#loc5 = loc("kernels/workloads.py":166:19)
#loc6 = loc("kernels/workloads.py":166:33)
#loc7 = loc("kernels/workloads.py":166:53)
#loc8 = loc("kernels/workloads.py":166:49)
#loc9 = loc("kernels/workloads.py":166:25)
#loc10 = loc("kernels/workloads.py":167:35)
#loc11 = loc("kernels/workloads.py":167:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 162, name = "gelu_tanh", linkageName = "gelu_tanh_Kt1_A1f16_1l0_A1f16_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 162>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = loc(callsite(#loc16 at #loc15))
#loc27 = loc(callsite(#loc23 at #loc24))
