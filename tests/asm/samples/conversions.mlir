entry @conversions(%arg0: tile<ptr<f32>>) {
  %cst_f32 = constant <f32: [1.500000e+00, -2.500000e+00, 3.000000e+00, 0.000000e+00]> : tile<4xf32>
  %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
  %0 = bitcast %cst_f32 : tile<4xf32> -> tile<4xi32>
  %1 = bitcast %cst_i32 : tile<4xi32> -> tile<4xf32>
  %2 = exti %cst_i32 unsigned : tile<4xi32> -> tile<4xi64>
  %3 = exti %cst_i32 signed : tile<4xi32> -> tile<4xi64>
  %4 = trunci %cst_i32 : tile<4xi32> -> tile<4xi8>
  %5 = trunci %cst_i32 overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>
  %6 = trunci %cst_i32 overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
  %7 = trunci %cst_i32 overflow<no_wrap> : tile<4xi32> -> tile<4xi8>
  %8 = ftof %cst_f32  : tile<4xf32> -> tile<4xf16>
  %9 = ftof %cst_f32 rounding<zero> : tile<4xf32> -> tile<4xf16>
  %10 = ftof %cst_f32  : tile<4xf32> -> tile<4xf64>
  %11 = ftof %cst_f32 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
  %12 = ftof %cst_f32 rounding<zero> : tile<4xf32> -> tile<4xbf16>
  %13 = ftof %cst_f32  : tile<4xf32> -> tile<4xf8E4M3FN>
  %14 = ftof %cst_f32  : tile<4xf32> -> tile<4xtf32>
  %15 = ftoi %cst_f32 unsigned  : tile<4xf32> -> tile<4xi32>
  %16 = ftoi %cst_f32 unsigned  saturating : tile<4xf32> -> tile<4xi16>
  %17 = ftoi %cst_f32 signed  : tile<4xf32> -> tile<4xi32>
  %18 = ftoi %cst_f32 signed  saturating : tile<4xf32> -> tile<4xi16>
  %19 = itof %cst_i32 unsigned  : tile<4xi32> -> tile<4xf32>
  %20 = itof %cst_i32 signed  : tile<4xi32> -> tile<4xf32>
  %21 = ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
  %22 = int_to_ptr %21 : tile<i64> -> tile<ptr<f32>>
  %23 = ptr_to_ptr %22 : tile<ptr<f32>> -> tile<ptr<i8>>
  return
}
