"""The warm compile server's rehearsal: the compiler's front end run once on a small kernel.

A compile's first use of the compiler's Python code costs more than its later uses: the
abstract base classes' subclass caches fill (xDSL checks `isinstance` against ABCs on every op
it builds: about 0.06 s of a vadd's first compile), functions that cache their result by
argument (`functools.cache`: MMA layouts, op formats, runtime helpers) compute it, the
interpreter specializes its bytecode. A forked child of the server starts with what the server
did, so the server (`warm_server.preload`) runs `rehearse` before it listens: every child then
starts with these caches full, as the second compile of a process would.

What it runs: `KERNELS` (an elementwise kernel with a reduction, `exp` and a loop, and a small
MMA loop), assembled to bytecode, read back and verified as an input is, and taken through the
stages before LLVM (`check-supported` ... `convert-nv-tileas-to-llvm`) and the runtime-helper
link, for each of `TARGETS`. It does not run LLVM or ptxas (each compile does those in child
processes of its own), touches no file, starts no process, and leaves no state a later compile
reads: the caches it fills hold values of their arguments alone (frozen layouts, formats,
helpers), and it changes no module global (`nvptx.GUARD_LLVM`, the termination lists, the
pre-parsed libdevice stay as they were). A failure here only leaves the caches colder: the
rehearsal is skipped, never the server.
"""

from __future__ import annotations

TARGETS = ("sm_90", "sm_100", "sm_80", "sm_120")
"""The targets rehearsed, most used first (each has its own paths: wgmma, tcgen05, mma.sync)."""

KERNELS = """
entry @warm_rows(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %a1 = assume bounded<0, ?>, %arg1 : tile<i32>
  %a2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tv = make_tensor_view %arg0, shape = [%a1, %a2], strides = [%a2, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %a4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %a5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tv2 = make_tensor_view %arg3, shape = [%a4, %a5], strides = [%a5, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %c4 = constant <i32: 4> : tile<i32>
  %pv = make_partition_view %tv : partition_view<tile=(2x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
  %pv2 = make_partition_view %tv2 : partition_view<tile=(2x128), tensor_view<?x?xf16, strides=[?,1]>>
  %for = for %i in (%c0 to %c4, step %c1) : tile<i32> iter_values(%t = %0) -> (token) {
    %tile, %tok = load_view_tko weak %pv[%bx, %i] token = %t : partition_view<tile=(2x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x128xf16>, token
    %x = ftof %tile : tile<2x128xf16> -> tile<2x128xf32>
    %m = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<2x128xf32> -> tile<2xf32>
    (%l: tile<f32>, %r: tile<f32>) {
      %mx = maxf %l, %r : tile<f32>
      yield %mx : tile<f32>
    }
    %mr = reshape %m : tile<2xf32> -> tile<2x1xf32>
    %mb = broadcast %mr : tile<2x1xf32> -> tile<2x128xf32>
    %d = subf %x, %mb : tile<2x128xf32>
    %e = exp %d : tile<2x128xf32>
    %s = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<2x128xf32> -> tile<2xf32>
    (%l2: tile<f32>, %r2: tile<f32>) {
      %sm = addf %l2, %r2 : tile<f32>
      yield %sm : tile<f32>
    }
    %sr = reshape %s : tile<2xf32> -> tile<2x1xf32>
    %sb = broadcast %sr : tile<2x1xf32> -> tile<2x128xf32>
    %q = divf %e, %sb : tile<2x128xf32>
    %h = ftof %q : tile<2x128xf32> -> tile<2x128xf16>
    %st = store_view_tko weak %h, %pv2[%bx, %i] token = %tok : tile<2x128xf16>, partition_view<tile=(2x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    continue %st : token
  }
  return
}
entry @warm_mma(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %p0 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %p3 = assume div_by<16>, %arg3 : tile<ptr<f16>>
  %p6 = assume div_by<16>, %arg6 : tile<ptr<f16>>
  %a1 = assume bounded<0, ?>, %arg1 : tile<i32>
  %a2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %a4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %a5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %a7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %a8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %ta = make_tensor_view %p0, shape = [%a1, %a2], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
  %tb = make_tensor_view %p3, shape = [%a4, %a5], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
  %tc = make_tensor_view %p6, shape = [%a7, %a8], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %c2 = constant <i32: 2> : tile<i32>
  %pa = make_partition_view %ta : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
  %pb = make_partition_view %tb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
  %for = for %k in (%c0 to %c2, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
    %x, %t1 = load_view_tko weak %pa[%bx, %k] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
    %y, %t2 = load_view_tko weak %pb[%k, %by] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %d = mmaf %x, %y, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    continue %d : tile<64x64xf32>
  }
  %h = ftof %for : tile<64x64xf32> -> tile<64x64xf16>
  %pc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>
  %st = store_view_tko weak %h, %pc[%bx, %by] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> token
  return
}
"""
"""Two small kernels in `tileirdisasm`'s form, written for this rehearsal."""


def rehearse(targets: tuple[str, ...] = TARGETS) -> list[str]:
    """Run the front end on `KERNELS` for each target; the targets whose rehearsal failed (with
    why), for a test to assert none did. Never raises (but KeyboardInterrupt, SystemExit)."""
    failed: list[str] = []
    try:
        data = _bytecode()
    except Exception as e:  # noqa: BLE001 - a colder server, nothing more
        return [f"all: {type(e).__name__}: {e}"]
    for name in targets:
        try:
            _front_end(data, name)
        except Exception as e:  # noqa: BLE001
            failed.append(f"{name}: {type(e).__name__}: {e}")
    return failed


def _bytecode() -> bytes:
    """`KERNELS` as bytecode of the newest version, as `tileir-as` writes it."""
    from tileiras.bytecode.writer import write_bytecode
    from tileiras.dialects.cuda_tile.asm import parse_module
    from tileiras.dialects.cuda_tile.versions import NEWEST_VERSION

    return write_bytecode(parse_module(KERNELS, "<warm-up>"), NEWEST_VERSION)


def _front_end(data: bytes, gpu_name: str) -> None:
    """What a compile of `data` for `gpu_name` runs in its own process, up to the LLVM IR."""
    from tileiras.driver import options as cli_options
    from tileiras.driver import pipeline
    from tileiras.driver.io import check_bytecode, sniff_header

    opts = cli_options.parse_args(["<warm-up>", "--gpu-name", gpu_name], "tileiras")
    cli_options.validate(opts, sniff_header(data))
    state = pipeline.PipelineState(check_bytecode(data).module, opts.target, opts)
    pipeline.run_stages(state, pipeline.between("check-supported", "convert-nv-tileas-to-llvm"))
    pipeline.link_runtime(state)
