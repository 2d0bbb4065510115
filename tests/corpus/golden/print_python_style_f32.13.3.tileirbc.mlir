entry @print_python_style_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token
  %1 = join_tokens %0, %result_token : token
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<4xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = print_tko "sum=%f first=%f\0A", %reduce, %tile token=%2 : tile<f32>, tile<4xf32> -> token
  %4 = join_tokens %3, %1 : token
  %5 = print_tko "values %f %f|\0A", %tile, %reduce token=%4 : tile<4xf32>, tile<f32> -> token
  return
}
