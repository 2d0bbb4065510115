entry @argmax_argmin_Kt1_A2f32_3l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %1 = iota : tile<32xi32>
  %reshape = reshape %1 : tile<32xi32> -> tile<1x32xi32>
  %bcast = broadcast %reshape : tile<1x32xi32> -> tile<8x32xi32>
  %reduce:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %7 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %8 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %9 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %10 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %11 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %12 = andi %11, %10 : tile<i1>
    %13 = ori %7, %12 : tile<i1>
    %14 = andi %9, %10 : tile<i1>
    %15 = ori %8, %14 : tile<i1>
    %16 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %17 = andi %15, %16 : tile<i1>
    %18 = ori %13, %17 : tile<i1>
    %19 = select %18, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32>
    %20 = select %18, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %19, %20 : tile<f32>, tile<i32>
  }
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %2 = store_view_tko weak %reduce#1, %pview_14[%cst_0_i32_13] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %3 = iota : tile<32xi32>
  %reshape_16 = reshape %3 : tile<32xi32> -> tile<1x32xi32>
  %bcast_17 = broadcast %reshape_16 : tile<1x32xi32> -> tile<8x32xi32>
  %reduce_18:2 = reduce %tile, %bcast_17 dim=1 identities=[0x7F800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %7 = cmpf less_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %8 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %9 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %10 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %11 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %12 = andi %11, %10 : tile<i1>
    %13 = ori %7, %12 : tile<i1>
    %14 = andi %9, %10 : tile<i1>
    %15 = ori %8, %14 : tile<i1>
    %16 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %17 = andi %15, %16 : tile<i1>
    %18 = ori %13, %17 : tile<i1>
    %19 = select %18, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32>
    %20 = select %18, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %19, %20 : tile<f32>, tile<i32>
  }
  %pview_19 = make_partition_view %tview_8 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reduce_18#1, %pview_19[%cst_0_i32_15] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %reshape_21 = reshape %tile : tile<8x32xf32> -> tile<256xf32>
  %5 = iota : tile<256xi32>
  %reduce_22:2 = reduce %reshape_21, %5 dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<256xf32>, tile<256xi32> -> tile<f32>, tile<i32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %7 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %8 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %9 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %10 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %11 = cmpf equal ordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
    %12 = andi %9, %11 : tile<i1>
    %13 = ori %7, %12 : tile<i1>
    %14 = andi %9, %10 : tile<i1>
    %15 = ori %8, %14 : tile<i1>
    %16 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %17 = andi %15, %16 : tile<i1>
    %18 = ori %13, %17 : tile<i1>
    %19 = select %18, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32>
    %20 = select %18, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %19, %20 : tile<f32>, tile<i32>
  }
  %reshape_23 = reshape %reduce_22#1 : tile<i32> -> tile<1xi32>
  %pview_24 = make_partition_view %tview_11 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %6 = store_view_tko weak %reshape_23, %pview_24[%cst_0_i32_20] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
