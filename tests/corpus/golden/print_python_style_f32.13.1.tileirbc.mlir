global  @print_mutex <i32: 1> : tile<1xi32>
entry @print_python_style_Kt1_A1f32_1l0_I4(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<sm_100 = {}> {
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
    %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %10 : tile<f32>
  }
  %2 = join_tokens %0, %1 : token
  %3 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_1 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  loop {
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %3, %cst_1_i32, %cst_0_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %10 = cmpi equal %result_7, %cst_1_i32, unsigned : tile<i32> -> tile<i1>
    if %10 {
      break
    } else {
    }
  }
  %4 = print_tko "sum=%f first=%f\0A", %reduce, %tile : tile<f32>, tile<4xf32> -> token
  %5 = make_token : token
  %result, %result_token_2 = atomic_rmw_tko acq_rel device %3, xchg, %cst_1_i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  %6 = join_tokens %5, %1 : token
  %7 = get_global @print_mutex : tile<ptr<i32>>
  %cst_0_i32_3 = constant <i32: 0> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  loop {
    %result_7, %result_token_8 = atomic_cas_tko acq_rel device %7, %cst_1_i32_4, %cst_0_i32_3 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %10 = cmpi equal %result_7, %cst_1_i32_4, unsigned : tile<i32> -> tile<i1>
    if %10 {
      break
    } else {
    }
  }
  %8 = print_tko "values %f %f|\0A", %tile, %reduce : tile<4xf32>, tile<f32> -> token
  %9 = make_token : token
  %result_5, %result_token_6 = atomic_rmw_tko acq_rel device %7, xchg, %cst_1_i32_4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  return
}
