entry @early_return_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %false = constant <i1: false> : tile<i1> loc(#loc18)
  %true = constant <i1: true> : tile<i1> loc(#loc18)
  %false_0 = constant <i1: false> : tile<i1> loc(#loc18)
  %true_1 = constant <i1: true> : tile<i1> loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_5 = make_tensor_view %arg3, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc20)
  %1 = cmpi greater_than_or_equal %blockId_x, %cst_2_i32, signed : tile<i32> -> tile<i1> loc(#loc21)
  if %1 {
    return loc(#loc23)
  } else {
  } loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc24)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc25)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc26)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc27)
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %for:3 = for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %false, %iterArg1 = %false_0, %iterArg2 = %0) -> (tile<i1>, tile<i1>, token) {
    if %iterArg1 {
      continue %iterArg0, %iterArg1, %iterArg2 : tile<i1>, tile<i1>, token loc(#loc18)
    } else {
    } loc(#loc18)
    %2 = cmpi equal %loopIdx, %cst_3_i32, signed : tile<i32> -> tile<i1> loc(#loc29)
    if %2 {
      continue %true, %true_1, %iterArg2 : tile<i1>, tile<i1>, token loc(#loc31)
    } else {
    } loc(#loc30)
    %3 = itof %loopIdx signed  : tile<i32> -> tile<f32> loc(#loc32)
    %reshape = reshape %3 : tile<f32> -> tile<1xf32> loc(#loc32)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc32)
    %4 = addf %tile, %bcast  : tile<64xf32> loc(#loc32)
    %5 = store_view_tko weak %4, %pview_6[%blockId_x] token = %iterArg2 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
    continue %iterArg0, %iterArg1, %5 : tile<i1>, tile<i1>, token loc(#loc18)
  } loc(#loc18)
  if %for#0 {
    return loc(#loc18)
  } else {
  } loc(#loc18)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":94:0)
#loc1 = loc("kernels/control_flow.py":99:4)
#loc2 = loc("kernels/control_flow.py":95:8)
#loc3 = loc("kernels/control_flow.py":96:12)
#loc4 = loc("kernels/control_flow.py":96:7)
#loc5 = loc("kernels/control_flow.py":96:4)
#loc6 = loc("kernels/control_flow.py":97:8)
#loc7 = loc("kernels/control_flow.py":98:8)
#loc8 = loc("kernels/control_flow.py":99:19)
#loc9 = loc("kernels/control_flow.py":99:13)
#loc10 = loc("kernels/control_flow.py":100:16)
#loc11 = loc("kernels/control_flow.py":102:8)
#loc12 = loc("kernels/control_flow.py":100:11)
#loc13 = loc("kernels/control_flow.py":100:8)
#loc14 = loc("kernels/control_flow.py":101:12)
#loc15 = loc("kernels/control_flow.py":102:39)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 93, name = "early_return", linkageName = "early_return_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 93>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
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
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
