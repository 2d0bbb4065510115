entry @atomic_rmw_all_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I32(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i64>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_5 = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_8 = make_tensor_view %arg9, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_11 = make_tensor_view %arg12, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_12 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_14 = make_tensor_view %arg15, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_15 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_17 = make_tensor_view %arg18, shape = [%assume_15], strides = [%assume_16] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_18 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_20 = make_tensor_view %arg21, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %1 = iota : tile<32xi32>
  %cst_3_i64 = constant <i64: 3> : tile<32xi64>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<32xi64> -> tile<32xi1>
  %5 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_21 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_22 = broadcast %reshape_21 : tile<1xi64> -> tile<32xi64>
  %6 = muli %2, %bcast_22 : tile<32xi64>
  %reshape_23 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_24 = broadcast %reshape_23 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %7 = offset %bcast_24, %6 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %result, %result_token = atomic_rmw_tko acq_rel device %7, add, %cst_3_i64, %4 token=%0 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %8 = join_tokens %0, %result_token : token
  %9 = store_view_tko weak %result, %pview[%cst_0_i32] token = %8 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %10 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %11 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<32xi64>
  %12 = cmpi less_than %10, %bcast_27, unsigned : tile<32xi64> -> tile<32xi1>
  %13 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_28 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_29 = broadcast %reshape_28 : tile<1xi64> -> tile<32xi64>
  %14 = muli %10, %bcast_29 : tile<32xi64>
  %reshape_30 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %15 = offset %bcast_31, %14 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %16 = join_tokens %result_token, %9 : token
  %result_32, %result_token_33 = atomic_rmw_tko acq_rel device %15, xchg, %cst_3_i64, %12 token=%16 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_34 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %17 = join_tokens %0, %result_token_33 : token
  %18 = store_view_tko weak %result_32, %pview_34[%cst_0_i32_25] token = %17 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %19 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %20 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_36 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_37 = broadcast %reshape_36 : tile<1xi64> -> tile<32xi64>
  %21 = cmpi less_than %19, %bcast_37, unsigned : tile<32xi64> -> tile<32xi1>
  %22 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_38 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_39 = broadcast %reshape_38 : tile<1xi64> -> tile<32xi64>
  %23 = muli %19, %bcast_39 : tile<32xi64>
  %reshape_40 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_41 = broadcast %reshape_40 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %24 = offset %bcast_41, %23 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %25 = join_tokens %result_token_33, %9, %18 : token
  %result_42, %result_token_43 = atomic_rmw_tko acq_rel device %24, max, %cst_3_i64, %21 token=%25 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_44 = make_partition_view %tview_8 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %26 = join_tokens %0, %result_token_43 : token
  %27 = store_view_tko weak %result_42, %pview_44[%cst_0_i32_35] token = %26 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_45 = constant <i32: 0> : tile<i32>
  %28 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %29 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_46 = reshape %29 : tile<i64> -> tile<1xi64>
  %bcast_47 = broadcast %reshape_46 : tile<1xi64> -> tile<32xi64>
  %30 = cmpi less_than %28, %bcast_47, unsigned : tile<32xi64> -> tile<32xi1>
  %31 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %31 : tile<i64> -> tile<1xi64>
  %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<32xi64>
  %32 = muli %28, %bcast_49 : tile<32xi64>
  %reshape_50 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_51 = broadcast %reshape_50 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %33 = offset %bcast_51, %32 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %34 = join_tokens %result_token_43, %9, %18, %27 : token
  %result_52, %result_token_53 = atomic_rmw_tko acq_rel device %33, min, %cst_3_i64, %30 token=%34 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_54 = make_partition_view %tview_11 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %35 = join_tokens %0, %result_token_53 : token
  %36 = store_view_tko weak %result_52, %pview_54[%cst_0_i32_45] token = %35 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_55 = constant <i32: 0> : tile<i32>
  %37 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %38 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_56 = reshape %38 : tile<i64> -> tile<1xi64>
  %bcast_57 = broadcast %reshape_56 : tile<1xi64> -> tile<32xi64>
  %39 = cmpi less_than %37, %bcast_57, unsigned : tile<32xi64> -> tile<32xi1>
  %40 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_58 = reshape %40 : tile<i64> -> tile<1xi64>
  %bcast_59 = broadcast %reshape_58 : tile<1xi64> -> tile<32xi64>
  %41 = muli %37, %bcast_59 : tile<32xi64>
  %reshape_60 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_61 = broadcast %reshape_60 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %42 = offset %bcast_61, %41 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %43 = join_tokens %result_token_53, %9, %18, %27, %36 : token
  %result_62, %result_token_63 = atomic_rmw_tko acq_rel device %42, and, %cst_3_i64, %39 token=%43 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_64 = make_partition_view %tview_14 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %44 = join_tokens %0, %result_token_63 : token
  %45 = store_view_tko weak %result_62, %pview_64[%cst_0_i32_55] token = %44 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_65 = constant <i32: 0> : tile<i32>
  %46 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %47 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_66 = reshape %47 : tile<i64> -> tile<1xi64>
  %bcast_67 = broadcast %reshape_66 : tile<1xi64> -> tile<32xi64>
  %48 = cmpi less_than %46, %bcast_67, unsigned : tile<32xi64> -> tile<32xi1>
  %49 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_68 = reshape %49 : tile<i64> -> tile<1xi64>
  %bcast_69 = broadcast %reshape_68 : tile<1xi64> -> tile<32xi64>
  %50 = muli %46, %bcast_69 : tile<32xi64>
  %reshape_70 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_71 = broadcast %reshape_70 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %51 = offset %bcast_71, %50 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %52 = join_tokens %result_token_63, %9, %18, %27, %36, %45 : token
  %result_72, %result_token_73 = atomic_rmw_tko acq_rel device %51, or, %cst_3_i64, %48 token=%52 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_74 = make_partition_view %tview_17 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %53 = join_tokens %0, %result_token_73 : token
  %54 = store_view_tko weak %result_72, %pview_74[%cst_0_i32_65] token = %53 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %55 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %56 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_76 = reshape %56 : tile<i64> -> tile<1xi64>
  %bcast_77 = broadcast %reshape_76 : tile<1xi64> -> tile<32xi64>
  %57 = cmpi less_than %55, %bcast_77, unsigned : tile<32xi64> -> tile<32xi1>
  %58 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_78 = reshape %58 : tile<i64> -> tile<1xi64>
  %bcast_79 = broadcast %reshape_78 : tile<1xi64> -> tile<32xi64>
  %59 = muli %55, %bcast_79 : tile<32xi64>
  %reshape_80 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_81 = broadcast %reshape_80 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %60 = offset %bcast_81, %59 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %61 = join_tokens %result_token_73, %9, %18, %27, %36, %45, %54 : token
  %result_82, %result_token_83 = atomic_rmw_tko acq_rel device %60, xor, %cst_3_i64, %57 token=%61 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %pview_84 = make_partition_view %tview_20 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %62 = join_tokens %0, %result_token_83 : token
  %63 = store_view_tko weak %result_82, %pview_84[%cst_0_i32_75] token = %62 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
