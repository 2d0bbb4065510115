entry @assert_positive_Kt1_A1f32_1l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32>
  %1 = cmpf greater_than ordered %tile, %bcast : tile<16xf32> -> tile<16xi1>
  assert %1, "all inputs must be positive" : tile<16xi1>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %3 : tile<f32>
  }
  %cst_1000000_f32 = constant <f32: 1.000000e+06> : tile<f32>
  %2 = cmpf less_than ordered %reduce, %cst_1000000_f32 : tile<f32> -> tile<i1>
  assert %2, "" : tile<i1>
  return
}
