entry @argmax_nan_bf16_Kt1_A2bf16_3l0_A1i32_1l0_A1i32_1l0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc11)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc11)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_9] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<8x16xbf16>, token loc(#loc14)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc15)
  %1 = iota : tile<16xi32> loc(#loc16)
  %reshape = reshape %1 : tile<16xi32> -> tile<1x16xi32> loc(#loc16)
  %bcast = broadcast %reshape : tile<1x16xi32> -> tile<8x16xi32> loc(#loc16)
  %reduce:2 = reduce %tile, %bcast dim=1 identities=[0xFF80 : bf16, 0 : i32] : tile<8x16xbf16>, tile<8x16xi32> -> tile<8xbf16>, tile<8xi32> 
  (%reduce_lhs0: tile<bf16>, %reduce_rhs0: tile<bf16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc16)
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc16)
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<bf16> -> tile<i1> loc(#loc16)
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc16)
    %9 = cmpf equal ordered %reduce_rhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc16)
    %10 = andi %7, %9 : tile<i1> loc(#loc16)
    %11 = ori %5, %10 : tile<i1> loc(#loc16)
    %12 = andi %7, %8 : tile<i1> loc(#loc16)
    %13 = ori %6, %12 : tile<i1> loc(#loc16)
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1> loc(#loc16)
    %15 = andi %13, %14 : tile<i1> loc(#loc16)
    %16 = ori %11, %15 : tile<i1> loc(#loc16)
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<bf16> loc(#loc16)
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32> loc(#loc16)
    yield %17, %18 : tile<bf16>, tile<i32> loc(#loc16)
  } loc(#loc16)
  %pview_11 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc17)
  %2 = store_view_tko weak %reduce#1, %pview_11[%cst_0_i32_10] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc17)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc18)
  %3 = iota : tile<8xi32> loc(#loc19)
  %reshape_13 = reshape %3 : tile<8xi32> -> tile<8x1xi32> loc(#loc19)
  %bcast_14 = broadcast %reshape_13 : tile<8x1xi32> -> tile<8x16xi32> loc(#loc19)
  %reduce_15:2 = reduce %tile, %bcast_14 dim=0 identities=[0x7F80 : bf16, 0 : i32] : tile<8x16xbf16>, tile<8x16xi32> -> tile<16xbf16>, tile<16xi32> 
  (%reduce_lhs0: tile<bf16>, %reduce_rhs0: tile<bf16>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %5 = cmpf less_than ordered %reduce_lhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc19)
    %6 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc19)
    %7 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<bf16> -> tile<i1> loc(#loc19)
    %8 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<bf16> -> tile<i1> loc(#loc19)
    %9 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<bf16> -> tile<i1> loc(#loc19)
    %10 = andi %9, %8 : tile<i1> loc(#loc19)
    %11 = ori %5, %10 : tile<i1> loc(#loc19)
    %12 = andi %7, %8 : tile<i1> loc(#loc19)
    %13 = ori %6, %12 : tile<i1> loc(#loc19)
    %14 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1> loc(#loc19)
    %15 = andi %13, %14 : tile<i1> loc(#loc19)
    %16 = ori %11, %15 : tile<i1> loc(#loc19)
    %17 = select %16, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<bf16> loc(#loc19)
    %18 = select %16, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32> loc(#loc19)
    yield %17, %18 : tile<bf16>, tile<i32> loc(#loc19)
  } loc(#loc19)
  %pview_16 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>> loc(#loc20)
  %4 = store_view_tko weak %reduce_15#1, %pview_16[%cst_0_i32_12] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":30:0)
#loc1 = loc("kernels/reduce_scan_extra.py":31:26)
#loc2 = loc("kernels/reduce_scan_extra.py":31:29)
#loc3 = loc("kernels/reduce_scan_extra.py":31:8)
#loc4 = loc("kernels/reduce_scan_extra.py":32:24)
#loc5 = loc("kernels/reduce_scan_extra.py":32:34)
#loc6 = loc("kernels/reduce_scan_extra.py":32:4)
#loc7 = loc("kernels/reduce_scan_extra.py":33:24)
#loc8 = loc("kernels/reduce_scan_extra.py":33:34)
#loc9 = loc("kernels/reduce_scan_extra.py":33:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 29, name = "argmax_nan_bf16", linkageName = "argmax_nan_bf16_Kt1_A2bf16_3l0_A1i32_1l0_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 29>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
