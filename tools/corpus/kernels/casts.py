"""Type conversions among every cuTile dtype, rounding modes, bitcast, pack/unpack bytes."""
from corpus_lib import A, S, case, ct

N = 512
RM = ct.RoundingMode


@ct.kernel
def convert(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=x.astype(out.dtype))


@ct.kernel
def convert_rz(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.astype(x, out.dtype, rounding_mode=RM.RZ))


@ct.kernel
def via_tf32(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    t = x.astype(ct.tfloat32)
    ct.store(out, index=(i,), tile=t.astype(ct.float32))


@ct.kernel
def via_e8m0(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=x.astype(ct.float8_e8m0fnu, rounding_mode=RM.RP).astype(ct.float32))


@ct.kernel
def via_f4e2m1(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=x.astype(ct.float4_e2m1fn).astype(ct.float16))


@ct.kernel
def via_e5m3(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=x.astype(ct.float8_e5m3fnu).astype(ct.float32))


@ct.kernel
def bitcast_tile(a, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=ct.bitcast(x, out.dtype))


@ct.kernel
def pack_unpack(a, out_bytes, out_back, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    b = ct.pack_to_bytes(x)
    ct.store(out_bytes, index=(i,), tile=b)
    ct.store(out_back, index=(i,), tile=ct.unpack_from_bytes(b, out_back.dtype))


def _cv(name, src, dst, desc=None, kernel=convert, src_init="random", gpu_code="sm_100"):
    return case(name, kernel, desc or f"out = a.astype({dst})", grid=(N // 128,), gpu_code=gpu_code,
                a=A(src, (N,), init=src_init), out=A(dst, (N,), init="zeros"), TILE=128)


f32, f16, bf16, f64 = ct.float32, ct.float16, ct.bfloat16, ct.float64
CASES = [
    _cv("cvt_f32_f16", f32, f16),
    _cv("cvt_f32_bf16", f32, bf16),
    _cv("cvt_f16_f32", f16, f32),
    _cv("cvt_bf16_f16", bf16, f16),
    _cv("cvt_f32_f64", f32, f64),
    _cv("cvt_f64_f32", f64, f32),
    _cv("cvt_f32_i32", f32, ct.int32, "out = a.astype(int32) (truncate toward zero)"),
    _cv("cvt_f64_i64", f64, ct.int64, "out = a.astype(int64)"),
    _cv("cvt_f32_u8", f32, ct.uint8, "out = a.astype(uint8) (values in [0,255))", src_init="uniform:0:255"),
    _cv("cvt_f16_u32", f16, ct.uint32, "out = a.astype(uint32)", src_init="uniform:0:1000"),
    _cv("cvt_i32_f32", ct.int32, f32, src_init="randint:-1000:1000"),
    _cv("cvt_u32_f32", ct.uint32, f32, "out = a.astype(float32) (unsigned source)", src_init="randint:0:100000"),
    _cv("cvt_i64_f16", ct.int64, f16, src_init="randint:-1000:1000"),
    _cv("cvt_u8_f64", ct.uint8, f64, src_init="randint:0:255"),
    _cv("cvt_i8_i64", ct.int8, ct.int64, "out = a.astype(int64) (sign extend)", src_init="randint:-128:128"),
    _cv("cvt_u8_i32", ct.uint8, ct.int32, "out = a.astype(int32) (zero extend)", src_init="randint:0:256"),
    _cv("cvt_u16_u64", ct.uint16, ct.uint64, "out = a.astype(uint64) (zero extend)", src_init="randint:0:65536"),
    _cv("cvt_i64_i16", ct.int64, ct.int16, "out = a.astype(int16) (truncate bits)", src_init="randint:-100000:100000"),
    _cv("cvt_i32_i8", ct.int32, ct.int8, "out = a.astype(int8) (truncate bits)", src_init="randint:-1000:1000"),
    _cv("cvt_i32_bool", ct.int32, ct.bool_, "out = a != 0", src_init="randint:-2:3"),
    _cv("cvt_bool_f32", ct.bool_, f32, "out = a.astype(float32)", src_init="randint:0:2"),
    _cv("cvt_bool_i32", ct.bool_, ct.int32, "out = a.astype(int32)", src_init="randint:0:2"),
    _cv("cvt_f32_bool", f32, ct.bool_, "out = a != 0", src_init="randint:-1:2"),
    _cv("cvt_f32_e4m3", f32, ct.float8_e4m3fn, "out = a.astype(float8_e4m3fn) (ml_dtypes)"),
    _cv("cvt_f32_e5m2", f32, ct.float8_e5m2, "out = a.astype(float8_e5m2) (ml_dtypes)"),
    _cv("cvt_e4m3_f16", ct.float8_e4m3fn, f16, "out = a.astype(float16) from float8_e4m3fn"),
    _cv("cvt_e5m2_f32", ct.float8_e5m2, f32, "out = a.astype(float32) from float8_e5m2"),
    _cv("cvt_e4m3_e5m2", ct.float8_e4m3fn, ct.float8_e5m2, "out = a.astype(float8_e5m2) from float8_e4m3fn"),
    _cv("cvt_rz_f32_f16", f32, f16, "out = a.astype(float16) rounding toward zero", kernel=convert_rz),
    _cv("cvt_rz_f32_bf16", f32, bf16, "out = a.astype(bfloat16) rounding toward zero", kernel=convert_rz),
    _cv("cvt_f32_tf32_f32", f32, f32, "out = round a to tf32 (10-bit mantissa) then back to float32", kernel=via_tf32),
    _cv("cvt_f32_e8m0_f32", f32, f32, "out = a -> float8_e8m0fnu (power of two, rounding up) -> float32 (13.2+)", kernel=via_e8m0,
        src_init="random_pos"),
    _cv("cvt_f32_f4e2m1_f16", f32, f16, "out = a -> float4_e2m1fn -> float16 (13.3+)", kernel=via_f4e2m1),
    _cv("cvt_f32_e5m3_f32", f32, f32, "out = a -> float8_e5m3fnu -> float32 (13.4+; cuTile wants sm_107+)", kernel=via_e5m3,
        src_init="random_pos", gpu_code="sm_120"),
    _cv("bitcast_f32_i32", f32, ct.int32, "out = a.view(int32)", kernel=bitcast_tile),
    _cv("bitcast_u16_f16", ct.uint16, f16, "out = a.view(float16)", kernel=bitcast_tile, src_init="randint:0:30000"),
    _cv("bitcast_f64_i64", f64, ct.int64, "out = a.view(int64)", kernel=bitcast_tile),
    _cv("bitcast_bf16_i16", bf16, ct.int16, "out = a.view(int16)", kernel=bitcast_tile),
    case("pack_unpack_i32", pack_unpack, "out_bytes = a.view(uint8) (little endian); out_back = out_bytes.view(int32) == a (13.3+)",
         grid=(4,), a=A(ct.int32, (256,), init="randint:-100000:100000"), out_bytes=A(ct.uint8, (1024,), init="zeros"),
         out_back=A(ct.int32, (256,), init="zeros"), TILE=64),
    case("pack_unpack_f16_to_f32", pack_unpack, "out_bytes = a.view(uint8); out_back = out_bytes.view(float32) (13.3+)",
         grid=(4,), a=A(f16, (256,)), out_bytes=A(ct.uint8, (512,), init="zeros"),
         out_back=A(f32, (128,), init="zeros"), TILE=64),
]
