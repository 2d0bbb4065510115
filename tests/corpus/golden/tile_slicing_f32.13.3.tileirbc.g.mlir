entry @tile_slicing_Kt1_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_6] token = %0 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<4x8xf32>, token loc(#loc14)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc15)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc16)
  %1 = extract %tile[%cst_2_i32, %cst_0_i32_7] : tile<4x8xf32> -> tile<1x8xf32> loc(#loc17)
  %reshape = reshape %1 : tile<1x8xf32> -> tile<8xf32> loc(#loc21)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_9 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %reshape, %pview_9[%cst_0_i32_8] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shape_ops.py":113:0)
#loc1 = loc("kernels/shape_ops.py":114:26)
#loc2 = loc("kernels/shape_ops.py":114:29)
#loc3 = loc("kernels/shape_ops.py":114:8)
#loc4 = loc("kernels/shape_ops.py":115:25)
#loc5 = loc("kernels/shape_ops.py":115:28)
#loc6 = loc("kernels/shape_ops.py":115:10)
#loc7 = loc("cuda/tile/_stub.py":666:15)
#loc8 = loc("kernels/shape_ops.py":116:25)
#loc9 = loc("kernels/shape_ops.py":116:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 112, name = "tile_slicing", linkageName = "tile_slicing_Kt1_A2f32_3l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 112>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s0", compileUnit = #di_compile_unit1, scopeLine = 664>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc21 = loc(callsite(#loc18 at #loc17))
