"""The emulator's runtime, in host LLVM IR: thread contexts, barriers, warp exchange.

Every emulated GPU thread is an OS thread; its context (what `%tid`, `%ctaid`, ... read, and
where its block's barrier, warp exchange area and shared memory are) is found through a
pthread key the emulator sets in each thread before calling the kernel.

Context (`Ctx`), 64 bytes:
    i32 sregs[8]   tid, ctaid.x/y/z, nctaid.x/y/z, cluster rank
    ptr block      BlockSync: { i32 count, i32 generation, i32 nthreads, i32 pad }
    ptr warp       WarpSync:  { i32 count, i32 generation, i32 nthreads, i32 pad, i32 values[32 * 8] }
    ptr smem       this block's shared memory
    i32 lane

Barriers are generation counters: the last thread to arrive resets the count, bumps the
generation and wakes the others, which sleep on the generation (a Linux futex). A shuffle is: write my value to the
warp's slot, warp barrier, read the source lane's slot, warp barrier. A warp exchange (for the
mma helpers) is the same with up to 8 values per lane.
"""

from __future__ import annotations

HOST_RUNTIME = r"""
@__sim.key = global i32 0, align 4

declare ptr @pthread_getspecific(i32)
declare i32 @sched_yield()
declare i64 @syscall(i64, ...)

define internal ptr @__sim.ctx() {
  %k = load i32, ptr @__sim.key
  %c = call ptr @pthread_getspecific(i32 %k)
  ret ptr %c
}

define i32 @__sim.sreg(i32 %i) {
  %c = call ptr @__sim.ctx()
  %p = getelementptr i32, ptr %c, i32 %i
  %v = load i32, ptr %p
  ret i32 %v
}

define internal void @__sim.wait(ptr %st) {
entry:
  %np = getelementptr i32, ptr %st, i32 2
  %n = load i32, ptr %np
  %gp = getelementptr i32, ptr %st, i32 1
  %g = load atomic i32, ptr %gp seq_cst, align 4
  %old = atomicrmw add ptr %st, i32 1 seq_cst
  %n1 = sub i32 %n, 1
  %last = icmp eq i32 %old, %n1
  br i1 %last, label %release, label %spin
release:
  store atomic i32 0, ptr %st seq_cst, align 4
  %x = atomicrmw add ptr %gp, i32 1 seq_cst
  ; FUTEX_WAKE_PRIVATE (129): wake every waiter
  %w = call i64 (i64, ...) @syscall(i64 202, ptr %gp, i32 129, i32 2147483647, ptr null)
  ret void
spin:
  %g2 = load atomic i32, ptr %gp seq_cst, align 4
  %same = icmp eq i32 %g2, %g
  br i1 %same, label %sleep, label %done
sleep:
  ; FUTEX_WAIT_PRIVATE (128) while the generation is still %g
  %y = call i64 (i64, ...) @syscall(i64 202, ptr %gp, i32 128, i32 %g, ptr null)
  br label %spin
done:
  ret void
}

define void @__sim.barrier() {
  %c = call ptr @__sim.ctx()
  %bp = getelementptr i8, ptr %c, i32 32
  %b = load ptr, ptr %bp
  call void @__sim.wait(ptr %b)
  ret void
}

define ptr @__sim.smem() {
  %c = call ptr @__sim.ctx()
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  ret ptr %s
}

; kind 0: xor (butterfly), 1: indexed
define i32 @__sim.shfl(i32 %kind, i32 %v, i32 %arg) {
  %c = call ptr @__sim.ctx()
  %wp = getelementptr i8, ptr %c, i32 40
  %w = load ptr, ptr %wp
  %lp = getelementptr i8, ptr %c, i32 56
  %lane = load i32, ptr %lp
  %vals = getelementptr i8, ptr %w, i32 16
  %mine = getelementptr i32, ptr %vals, i32 %lane
  store atomic i32 %v, ptr %mine seq_cst, align 4
  call void @__sim.wait(ptr %w)
  %isxor = icmp eq i32 %kind, 0
  %x = xor i32 %lane, %arg
  %src0 = select i1 %isxor, i32 %x, i32 %arg
  %src = and i32 %src0, 31
  %sp = getelementptr i32, ptr %vals, i32 %src
  %r = load atomic i32, ptr %sp seq_cst, align 4
  call void @__sim.wait(ptr %w)
  ret i32 %r
}

; every lane of the warp publishes %n (<= 8) i32 values; each gets all 32 x %n, lane-major
define void @__sim.warp_exchange(ptr %in, i32 %n, ptr %out) {
entry:
  %c = call ptr @__sim.ctx()
  %wp = getelementptr i8, ptr %c, i32 40
  %w = load ptr, ptr %wp
  %lp = getelementptr i8, ptr %c, i32 56
  %lane = load i32, ptr %lp
  %vals = getelementptr i8, ptr %w, i32 16
  %base = mul i32 %lane, %n
  %total = mul i32 %n, 32
  br label %put
put:
  %i = phi i32 [ 0, %entry ], [ %i1, %put ]
  %sp = getelementptr i32, ptr %in, i32 %i
  %v = load i32, ptr %sp
  %di = add i32 %base, %i
  %dp = getelementptr i32, ptr %vals, i32 %di
  store atomic i32 %v, ptr %dp seq_cst, align 4
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %put, label %sync
sync:
  call void @__sim.wait(ptr %w)
  br label %get
get:
  %j = phi i32 [ 0, %sync ], [ %j1, %get ]
  %gp = getelementptr i32, ptr %vals, i32 %j
  %x = load atomic i32, ptr %gp seq_cst, align 4
  %op = getelementptr i32, ptr %out, i32 %j
  store i32 %x, ptr %op
  %j1 = add i32 %j, 1
  %more2 = icmp ult i32 %j1, %total
  br i1 %more2, label %get, label %done
done:
  call void @__sim.wait(ptr %w)
  ret void
}
"""

# Soft conversions the x86 backend calls for half/bfloat when the CPU has no instruction;
# they call back into Python (numpy/ml_dtypes round correctly).
SOFT_FLOAT = r"""
declare i16 @__sim.py_f64_to_f16(double)
declare i16 @__sim.py_f64_to_bf16(double)

define half @__truncdfhf2(double %x) {
  %b = call i16 @__sim.py_f64_to_f16(double %x)
  %h = bitcast i16 %b to half
  ret half %h
}
define half @__truncsfhf2(float %x) {
  %d = fpext float %x to double
  %b = call i16 @__sim.py_f64_to_f16(double %d)
  %h = bitcast i16 %b to half
  ret half %h
}
define float @__extendhfsf2(half %h) {
  %b = bitcast half %h to i16
  %d = call double @__sim.py_f16_to_f64(i16 %b)
  %f = fptrunc double %d to float
  ret float %f
}
declare double @__sim.py_f16_to_f64(i16)
define half @__gnu_f2h_ieee(float %x) {
  %h = call half @__truncsfhf2(float %x)
  ret half %h
}
define float @__gnu_h2f_ieee(half %h) {
  %f = call float @__extendhfsf2(half %h)
  ret float %f
}
define bfloat @__truncsfbf2(float %x) {
  %d = fpext float %x to double
  %b = call i16 @__sim.py_f32_to_bf16(float %x)
  %h = bitcast i16 %b to bfloat
  ret bfloat %h
}
declare i16 @__sim.py_f32_to_bf16(float)
define bfloat @__truncdfbf2(double %x) {
  %b = call i16 @__sim.py_f64_to_bf16(double %x)
  %h = bitcast i16 %b to bfloat
  ret bfloat %h
}
"""
