entry @break_nested_if_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1:2 = loop iter_values(%arg7 = %cst_0_f32, %arg8 = %cst_0_i32) : tile<32xf32>, tile<i32> -> tile<32xf32>, tile<i32> {
    %6 = cmpi less_than %arg8, %cst_16_i32, signed : tile<i32> -> tile<i1>
    if %6 {
    } else {
      break %arg7, %arg8 : tile<32xf32>, tile<i32>
    }
    %tile, %result_token = load_view_tko weak %pview[%arg8] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %10 : tile<f32>
    }
    %7 = cmpf greater_than ordered %reduce, %cst_0_f32_4 : tile<f32> -> tile<i1>
    %8 = if %7 -> (tile<32xf32>) {
      %reduce_8 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %12 : tile<f32>
      }
      %10 = cmpf greater_than ordered %reduce_8, %arg6 : tile<f32> -> tile<i1>
      if %10 {
        break %arg7, %arg8 : tile<32xf32>, tile<i32>
      } else {
      }
      %11 = addf %arg7, %tile  : tile<32xf32>
      yield %11 : tile<32xf32>
    } else {
      %10 = subf %arg7, %tile  : tile<32xf32>
      yield %10 : tile<32xf32>
    }
    %9 = addi %arg8, %cst_1_i32 : tile<i32>
    continue %8, %9 : tile<32xf32>, tile<i32>
  }
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %2 = addi %1#1, %cst_1_i32_6 : tile<i32>
  %3 = itof %2 signed  : tile<i32> -> tile<f32>
  %reshape = reshape %3 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %4 = mulf %1#0, %bcast  : tile<32xf32>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_7[%cst_0_i32_5] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
