entry @mma_ops() {
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<16x8xf16>
  %cst_1_f16_0 = constant <f16: 1.000000e+00> : tile<8x16xf16>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x16xf32>
  %0 = mmaf %cst_1_f16, %cst_1_f16_0, %cst_0_f32 : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf32>
  %1 = mmaf %cst_1_f16, %cst_1_f16_0, %cst_0_f32 fast_acc : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf32>
  %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<2x16x8xbf16>
  %cst_1_bf16_1 = constant <bf16: 1.000000e+00> : tile<2x8x16xbf16>
  %cst_0_f32_2 = constant <f32: 0.000000e+00> : tile<2x16x16xf32>
  %2 = mmaf %cst_1_bf16, %cst_1_bf16_1, %cst_0_f32_2 : tile<2x16x8xbf16>, tile<2x8x16xbf16>, tile<2x16x16xf32>
  %cst_1_i8 = constant <i8: 1> : tile<16x32xi8>
  %cst_1_i8_3 = constant <i8: 1> : tile<32x16xi8>
  %cst_0_i32 = constant <i32: 0> : tile<16x16xi32>
  %3 = mmai %cst_1_i8, %cst_1_i8_3, %cst_0_i32 unsigned unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
  %4 = mmai %cst_1_i8, %cst_1_i8_3, %cst_0_i32 unsigned signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
  %5 = mmai %cst_1_i8, %cst_1_i8_3, %cst_0_i32 signed unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
  %6 = mmai %cst_1_i8, %cst_1_i8_3, %cst_0_i32 signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
  %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<16x64xf8E4M3FN>
  %cst_1_f8E4M3FN_4 = constant <f8E4M3FN: 1.000000e+00> : tile<64x16xf8E4M3FN>
  %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<16x2xf8E8M0FNU>
  %cst_1_f8E8M0FNU_5 = constant <f8E8M0FNU: 1.000000e+00> : tile<2x16xf8E8M0FNU>
  %7 = mmaf_scaled %cst_1_f8E4M3FN, %cst_1_f8E4M3FN_4, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_5 : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  return
}
