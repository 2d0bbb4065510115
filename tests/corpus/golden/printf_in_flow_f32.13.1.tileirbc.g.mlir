global  @print_mutex <i32: 1> : tile<1xi32> loc(#loc)
entry @printf_in_flow_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_100 = {}> {
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
        %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc30)
        yield %9 : tile<f32> loc(#loc30)
      } loc(#loc30)
      %5 = join_tokens %iterArg1, %1 : token loc(#loc31)
      %6 = get_global @print_mutex : tile<ptr<i32>> loc(#loc31)
      %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc31)
      %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc31)
      loop {
        %result_8, %result_token_9 = atomic_cas_tko acq_rel device %6, %cst_1_i32_6, %cst_0_i32_5 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc31)
        %9 = cmpi equal %result_8, %cst_1_i32_6, unsigned : tile<i32> -> tile<i1> loc(#loc31)
        if %9 {
          break loc(#loc31)
        } else {
        } loc(#loc31)
      } loc(#loc31)
      %7 = print_tko "block %d k %d sum %.2f\0A", %blockId_x_2, %loopIdx, %reduce : tile<i32>, tile<i32>, tile<f32> -> token loc(#loc31)
      %8 = make_token : token loc(#loc31)
      %result, %result_token_7 = atomic_rmw_tko acq_rel device %6, xchg, %cst_1_i32_6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc31)
      yield %8 : token loc(#loc28)
    } else {
      %5 = ftoi %iterArg0 signed  : tile<4xf32> -> tile<4xi32> loc(#loc35)
      %6 = join_tokens %iterArg1, %1 : token loc(#loc34)
      %7 = get_global @print_mutex : tile<ptr<i32>> loc(#loc34)
      %cst_0_i32_2 = constant <i32: 0> : tile<i32> loc(#loc34)
      %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc34)
      loop {
        %result_5, %result_token_6 = atomic_cas_tko acq_rel device %7, %cst_1_i32_3, %cst_0_i32_2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc34)
        %10 = cmpi equal %result_5, %cst_1_i32_3, unsigned : tile<i32> -> tile<i1> loc(#loc34)
        if %10 {
          break loc(#loc34)
        } else {
        } loc(#loc34)
      } loc(#loc34)
      %8 = print_tko "k=%d first=%d\0A", %loopIdx, %5 : tile<i32>, tile<4xi32> -> token loc(#loc34)
      %9 = make_token : token loc(#loc34)
      %result, %result_token_4 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token loc(#loc34)
      yield %9 : token loc(#loc28)
    } loc(#loc28)
    %4 = mulf %iterArg0, %bcast  : tile<4xf32> loc(#loc25)
    continue %4, %3 : tile<4xf32>, token loc(#loc26)
  } loc(#loc26)
  return loc(#loc)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc(unknown)
#loc1 = loc("kernels/misc_ops.py":50:0)
#loc2 = loc("kernels/misc_ops.py":51:26)
#loc3 = loc("kernels/misc_ops.py":51:8)
#loc4 = loc("kernels/misc_ops.py":52:19)
#loc5 = loc("kernels/misc_ops.py":52:13)
#loc6 = loc("kernels/misc_ops.py":53:16)
#loc7 = loc("kernels/misc_ops.py":57:16)
#loc8 = loc("kernels/misc_ops.py":57:12)
#loc9 = loc("kernels/misc_ops.py":52:4)
#loc10 = loc("kernels/misc_ops.py":53:11)
#loc11 = loc("kernels/misc_ops.py":53:8)
#loc12 = loc("kernels/misc_ops.py":54:50)
#loc13 = loc("kernels/misc_ops.py":54:64)
#loc14 = loc("kernels/misc_ops.py":54:12)
#loc15 = loc("cuda/tile/_stub.py":678:15)
#loc16 = loc("kernels/misc_ops.py":56:44)
#loc17 = loc("kernels/misc_ops.py":56:12)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 49, name = "printf_in_flow", linkageName = "printf_in_flow_Kt1_A1f32_1l0_I4", compileUnit = #di_compile_unit, scopeLine = 49>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc33 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc35 = loc(callsite(#loc32 at #loc33))
