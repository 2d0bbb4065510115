entry @branch_tiles_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc23)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc25)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc26)
  %1 = cmpi equal %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc27)
  %2 = if %1 -> (tile<64xf32>) {
    %6 = mulf %tile, %tile  : tile<64xf32> loc(#loc29)
    yield %6 : tile<64xf32> loc(#loc28)
  } else {
    %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc30)
    %6 = cmpi equal %arg6, %cst_1_i32, signed : tile<i32> -> tile<i1> loc(#loc31)
    %7 = if %6 -> (tile<64xf32>) {
      %8 = exp %tile  : tile<64xf32> loc(#loc33)
      yield %8 : tile<64xf32> loc(#loc32)
    } else {
      %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc34)
      %8 = cmpi equal %blockId_x, %cst_0_i32_5, signed : tile<i32> -> tile<i1> loc(#loc35)
      %9 = if %8 -> (tile<64xf32>) {
        %10 = negf %tile : tile<64xf32> loc(#loc37)
        yield %10 : tile<64xf32> loc(#loc36)
      } else {
        %10 = absf %tile : tile<64xf32> loc(#loc38)
        yield %10 : tile<64xf32> loc(#loc36)
      } loc(#loc36)
      yield %9 : tile<64xf32> loc(#loc32)
    } loc(#loc32)
    yield %7 : tile<64xf32> loc(#loc28)
  } loc(#loc28)
  %reduce = reduce %2 dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc39)
    yield %6 : tile<f32> loc(#loc39)
  } loc(#loc39)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc40)
  %3 = cmpf greater_than ordered %reduce, %cst_0_f32 : tile<f32> -> tile<i1> loc(#loc41)
  %4 = if %3 -> (tile<64xf32>) {
    %reshape = reshape %reduce : tile<f32> -> tile<1xf32> loc(#loc43)
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc43)
    %6 = divf %2, %bcast  : tile<64xf32> loc(#loc43)
    yield %6 : tile<64xf32> loc(#loc42)
  } else {
    yield %2 : tile<64xf32> loc(#loc42)
  } loc(#loc42)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc44)
  %5 = store_view_tko weak %4, %pview_4[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":154:0)
#loc1 = loc("kernels/shapes_views_flow.py":155:8)
#loc2 = loc("kernels/shapes_views_flow.py":156:8)
#loc3 = loc("kernels/shapes_views_flow.py":157:15)
#loc4 = loc("kernels/shapes_views_flow.py":157:7)
#loc5 = loc("kernels/shapes_views_flow.py":157:4)
#loc6 = loc("kernels/shapes_views_flow.py":158:12)
#loc7 = loc("kernels/shapes_views_flow.py":159:17)
#loc8 = loc("kernels/shapes_views_flow.py":159:9)
#loc9 = loc("kernels/shapes_views_flow.py":159:4)
#loc10 = loc("kernels/shapes_views_flow.py":160:12)
#loc11 = loc("kernels/shapes_views_flow.py":162:16)
#loc12 = loc("kernels/shapes_views_flow.py":162:11)
#loc13 = loc("kernels/shapes_views_flow.py":162:8)
#loc14 = loc("kernels/shapes_views_flow.py":163:16)
#loc15 = loc("kernels/shapes_views_flow.py":165:16)
#loc16 = loc("kernels/shapes_views_flow.py":166:8)
#loc17 = loc("kernels/shapes_views_flow.py":167:11)
#loc18 = loc("kernels/shapes_views_flow.py":167:7)
#loc19 = loc("kernels/shapes_views_flow.py":167:4)
#loc20 = loc("kernels/shapes_views_flow.py":168:12)
#loc21 = loc("kernels/shapes_views_flow.py":171:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 153, name = "branch_tiles", linkageName = "branch_tiles_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64", compileUnit = #di_compile_unit, scopeLine = 153>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
