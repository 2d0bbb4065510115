entry @printf_in_flow_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token loc(#loc20)
  %1 = join_tokens %0, %result_token : token loc(#loc20)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc22)
  %cst_1_i32_1 = constant <i32: 1> : tile<i32> loc(#loc23)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc24)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc25)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<4xf32> loc(#loc25)
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_3_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %tile, %iterArg1 = %0) -> (tile<4xf32>, token) {
    %2 = cmpi equal %loopIdx, %cst_1_i32_1, signed : tile<i32> -> tile<i1> loc(#loc27)
    %3 = if %2 -> (token) {
      %blockId_x_2, %blockId_y_3, %blockId_z_4 = get_tile_block_id : tile<i32> loc(#loc29)
      %reduce = reduce %iterArg0 dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc30)
        yield %7 : tile<f32> loc(#loc30)
      } loc(#loc30)
      %5 = join_tokens %iterArg1, %1 : token loc(#loc31)
      %6 = print_tko "block %d k %d sum %.2f\0A", %blockId_x_2, %loopIdx, %reduce token=%5 : tile<i32>, tile<i32>, tile<f32> -> token loc(#loc31)
      yield %6 : token loc(#loc28)
    } else {
      %5 = ftoi %iterArg0 signed  : tile<4xf32> -> tile<4xi32> loc(#loc35)
      %6 = join_tokens %iterArg1, %1 : token loc(#loc34)
      %7 = print_tko "k=%d first=%d\0A", %loopIdx, %5 token=%6 : tile<i32>, tile<4xi32> -> token loc(#loc34)
      yield %7 : token loc(#loc28)
    } loc(#loc28)
    %4 = mulf %iterArg0, %bcast  : tile<4xf32> loc(#loc25)
    continue %4, %3 : tile<4xf32>, token loc(#loc26)
  } loc(#loc26)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/misc_ops.py":50:0)
#loc1 = loc("kernels/misc_ops.py":51:26)
#loc2 = loc("kernels/misc_ops.py":51:8)
#loc3 = loc("kernels/misc_ops.py":52:19)
#loc4 = loc("kernels/misc_ops.py":52:13)
#loc5 = loc("kernels/misc_ops.py":53:16)
#loc6 = loc("kernels/misc_ops.py":57:16)
#loc7 = loc("kernels/misc_ops.py":57:12)
#loc8 = loc("kernels/misc_ops.py":52:4)
#loc9 = loc("kernels/misc_ops.py":53:11)
#loc10 = loc("kernels/misc_ops.py":53:8)
#loc11 = loc("kernels/misc_ops.py":54:50)
#loc12 = loc("kernels/misc_ops.py":54:64)
#loc13 = loc("kernels/misc_ops.py":54:12)
#loc14 = loc("cuda/tile/_stub.py":678:15)
#loc15 = loc("kernels/misc_ops.py":56:44)
#loc16 = loc("kernels/misc_ops.py":56:12)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 49, name = "printf_in_flow", linkageName = "printf_in_flow_Kt1_A1f32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 49>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram1>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc35 = loc(callsite(#loc32 at #loc33))
