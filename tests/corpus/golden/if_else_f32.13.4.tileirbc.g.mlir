entry @if_else_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc22)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc22)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc22)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc22)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc22)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc22)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc22)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %1 = cmpi greater_than %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc26)
  %2 = if %1 -> (tile<64xf32>) {
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc28)
    %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc29)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc29)
    %13 = addf %tile, %bcast  : tile<64xf32> loc(#loc29)
    yield %13 : tile<64xf32> loc(#loc27)
  } else {
    %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc30)
    %13 = cmpi less_than %arg6, %cst_0_i32_7, signed : tile<i32> -> tile<i1> loc(#loc31)
    %14 = if %13 -> (tile<64xf32>) {
      %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc33)
      %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc34)
      %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc34)
      %15 = subf %tile, %bcast  : tile<64xf32> loc(#loc34)
      yield %15 : tile<64xf32> loc(#loc32)
    } else {
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc35)
      %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc36)
      %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc36)
      %15 = mulf %tile, %bcast  : tile<64xf32> loc(#loc36)
      yield %15 : tile<64xf32> loc(#loc32)
    } loc(#loc32)
    yield %14 : tile<64xf32> loc(#loc27)
  } loc(#loc27)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc37)
  %3 = remi %blockId_x, %cst_2_i32 signed : tile<i32> loc(#loc38)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc38)
  %4 = cmpi less_than %3, %cst_0_i32_4, signed : tile<i32> -> tile<i1> loc(#loc38)
  %false = constant <i1: false> : tile<i1> loc(#loc38)
  %5 = xori %4, %false : tile<i1> loc(#loc38)
  %6 = cmpi not_equal %3, %cst_0_i32_4, signed : tile<i32> -> tile<i1> loc(#loc38)
  %7 = andi %5, %6 : tile<i1> loc(#loc38)
  %8 = addi %3, %cst_2_i32 : tile<i32> loc(#loc38)
  %9 = select %7, %8, %3 : tile<i1>, tile<i32> loc(#loc38)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc39)
  %10 = cmpi equal %9, %cst_0_i32_5, signed : tile<i32> -> tile<i1> loc(#loc38)
  %11 = if %10 -> (tile<64xf32>) {
    %13 = negf %2 : tile<64xf32> loc(#loc41)
    yield %13 : tile<64xf32> loc(#loc40)
  } else {
    yield %2 : tile<64xf32> loc(#loc40)
  } loc(#loc40)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc42)
  %12 = store_view_tko weak %11, %pview_6[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc42)
  return loc(#loc21)
} loc(#loc22)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":45:0)
#loc1 = loc("kernels/control_flow.py":46:8)
#loc2 = loc("kernels/control_flow.py":47:8)
#loc3 = loc("kernels/control_flow.py":48:14)
#loc4 = loc("kernels/control_flow.py":48:7)
#loc5 = loc("kernels/control_flow.py":48:4)
#loc6 = loc("kernels/control_flow.py":49:16)
#loc7 = loc("kernels/control_flow.py":49:12)
#loc8 = loc("kernels/control_flow.py":50:16)
#loc9 = loc("kernels/control_flow.py":50:9)
#loc10 = loc("kernels/control_flow.py":50:4)
#loc11 = loc("kernels/control_flow.py":51:16)
#loc12 = loc("kernels/control_flow.py":51:12)
#loc13 = loc("kernels/control_flow.py":53:16)
#loc14 = loc("kernels/control_flow.py":53:12)
#loc15 = loc("kernels/control_flow.py":54:11)
#loc16 = loc("kernels/control_flow.py":54:7)
#loc17 = loc("kernels/control_flow.py":54:16)
#loc18 = loc("kernels/control_flow.py":54:4)
#loc19 = loc("kernels/control_flow.py":55:12)
#loc20 = loc("kernels/control_flow.py":56:4)
#loc21 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 44, name = "if_else", linkageName = "if_else_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64", compileUnit = #di_compile_unit, scopeLine = 44>
#loc22 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
