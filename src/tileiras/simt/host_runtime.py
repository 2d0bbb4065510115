"""The emulator's runtime, in host LLVM IR: thread contexts, barriers, warp exchange.

Every emulated GPU thread is an OS thread; its context (what `%tid`, `%ctaid`, ... read, and
where its block's barrier, warp exchange area and shared memory are) is found through a
pthread key the emulator sets in each thread before calling the kernel.

Context (`Ctx`), 128 bytes (`CTX_BYTES`):
    0   i32 sregs[8]   tid, ctaid.x/y/z, nctaid.x/y/z, cluster rank
    32  ptr block      BlockSync: { i32 count, i32 generation, i32 nthreads, i32 pad }
    40  ptr warp       WarpSync:  { i32 count, i32 generation, i32 nthreads, i32 pad, i32 values[32 * 8] }
    48  ptr smem       this block's shared memory
    56  i32 lane
    60  i32 smem_size  the kernel's declared shared memory (bytes): the async helpers' bounds
    64  ptr aq         this thread's pending `cp.async` copies (heap records, see below; null at start)
    72  i32 aq_head, 76 i32 aq_tail, 80 i32 aq_cap  (records [head, tail) pending, cap allocated)
    84  i32 aq_groups  groups this thread has committed so far
    88  ptr named      this block's named barriers: 16 BlockSyncs (`barrier.sync id, count`)
    96  i32 bulk       nonzero once this thread issued a TMA store (its exit then checks the groups)

Barriers are generation counters: the last thread to arrive resets the count, bumps the
generation and wakes the others, which sleep on the generation (a Linux futex). A shuffle is: write my value to the
warp's slot, warp barrier, read the source lane's slot, warp barrier. A warp exchange (for the
mma helpers) is the same with up to 8 values per lane.

The asynchronous-copy and matrix-transfer model (`codegen.async_helpers`):
- `cp.async` does not copy when issued: `@__sim.cp_async` appends a record
  { ptr dst, ptr src, i32 cp_size, i32 src_size, i32 group, pad } (32 bytes) to the thread's
  queue, tagged with the open group (= the number of groups committed so far);
  `@__sim.cp_async_commit` closes the open group; `@__sim.cp_async_wait(N)` performs, in issue
  order, every record of the committed groups but the newest N (copy `src_size` bytes, zero
  the rest of `cp_size`) and drops them from the queue. Uncommitted records belong to no group
  and stay. Whatever is pending when the thread ends is dropped (`@__sim.thread_exit`).
- `@__sim.ldmatrix` / `@__sim.stmatrix`: the warp exchanges its row addresses (and, for
  stmatrix, its registers), then each lane reads its words / writes the row it addressed.
- mbarriers (`@__sim.mbarrier_*`): the 8-byte object in shared memory holds the ISA's phase,
  pending and expected arrival counts and tx-count, updated atomically.
- `cp.async.bulk.tensor` (`@__sim.tma_load`): checked when issued, but like `cp.async` it lands
  as late as allowed: the copy is queued on its mbarrier and performed (the Python model
  `simt/tma_model.py`: the decoded tensor map, zero fill, swizzle), then complete_tx, when a
  thread next waits on that mbarrier; a read of the stage that does not wait for the right
  phase sees the old shared memory. `@__sim.abort` (set by the emulator's watchdog when a block outlives its time)
  makes every mbarrier wait and every barrier (block, named, warp exchange: futex waits of at
  most 100 ms) give up with a fault instead of waiting forever.
- TMA stores (`@__sim.tma_store`, `@__sim.bulk_commit`, `@__sim.bulk_wait`): the Python model
  (`simt/tma_model.py`, `BulkGroups`) checks a store and snapshots its shared source when it is
  issued, queues it in the thread's open bulk async-group, and performs it (global writes inside
  the view) when a `cp.async.bulk.wait_group[.read]` retires its group. A source that changed
  before then (the buffer overwritten while the TMA unit may still read it), or a store still
  pending when the thread exits, is a fault.
- Misuse (a misaligned or out-of-shared-memory address, `src_size` > cp-size) is reported to
  the emulator (`@__sim.py_fault`, a Python callback: the launch raises EmulatorError) and the
  access is skipped, so a bad address never reads or writes outside the block's shared memory.
"""

from __future__ import annotations

CTX_BYTES = 128
"""Bytes of a thread context (`Ctx` above); the emulator allocates them."""

HOST_RUNTIME = r"""
@__sim.key = global i32 0, align 4
@__sim.abort = global i32 0, align 4
@__sim.tick = internal constant { i64, i64 } { i64 0, i64 100000000 }

declare ptr @pthread_getspecific(i32)
declare i32 @sched_yield()
declare i64 @syscall(i64, ...)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare void @__sim.py_fault(i32, i32, i32, i64, i64)
declare void @__sim.py_setmaxnreg(i32, i32, i32)
declare void @__sim.py_wgmma_fence(i32, ptr)
declare void @__sim.py_wgmma_proxy_fence(i32, ptr)
declare void @__sim.py_proxy_fence(ptr)
declare void @__sim.py_wgmma_commit(i32, ptr)
declare void @__sim.py_wgmma_wait(i32, ptr, i32, ptr, i32)
declare void @__sim.py_wgmma(i32, ptr, i64, i64, i32, i32, i32)
declare void @__sim.py_wgmma_rs(i32, ptr, ptr, i64, i32, i32, i32)
declare void @__sim.py_tcgen05_alloc(i32, ptr, ptr, i32)
declare void @__sim.py_tcgen05_relinquish(i32, ptr)
declare void @__sim.py_tcgen05_dealloc(i32, ptr, i32, i32)
declare void @__sim.py_tcgen05_commit(i32, ptr, ptr)
declare void @__sim.py_tcgen05_mma(i32, ptr, i32, i64, i64, i32, i32, i32)
declare void @__sim.py_tcgen05_ld(i32, ptr, i32, ptr, i32)
declare void @__sim.py_tcgen05_st(i32, ptr, i32, ptr, i32)
declare void @__sim.py_tcgen05_st128(i32, ptr, i32, ptr, i32)
declare void @__sim.py_tcgen05_mma_ts(i32, ptr, i32, i32, i64, i32, i32)
declare void @__sim.py_tcgen05_alloc2(i32, ptr, ptr, i32)
declare void @__sim.py_tcgen05_dealloc2(i32, ptr, i32, i32)
declare void @__sim.py_tcgen05_mma2(i32, ptr, i32, i64, i64, i32, i32, i32)
declare void @__sim.py_tcgen05_commit_mc(i32, ptr, ptr, i32)
declare void @__sim.py_tcgen05_cp_warpx4(i32, ptr, i32, i64)
declare void @__sim.py_tcgen05_mma_bs(i32, ptr, i32, i64, i64, i32, i32, i32, i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

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
  ; FUTEX_WAIT_PRIVATE (128) while the generation is still %g, at most 100 ms: then the
  ; watchdog's abort is seen and a deadlocked barrier gives up with a fault
  %y = call i64 (i64, ...) @syscall(i64 202, ptr %gp, i32 128, i32 %g, ptr @__sim.tick)
  %ab = load atomic i32, ptr @__sim.abort seq_cst, align 4
  %stop = icmp ne i32 %ab, 0
  br i1 %stop, label %aborted, label %spin
aborted:
  %c = call ptr @__sim.ctx()
  call void @__sim.fault(ptr %c, i32 7, i32 9, i64 0, i64 0)
  ret void
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

; named barrier %id (0-15) of %count threads: the first arrival sets its thread count, an
; arrival that names another count is a fault (what 7, why 8) and does not wait
define void @__sim.named_barrier(i32 %id, i32 %count) {
entry:
  %c = call ptr @__sim.ctx()
  %np = getelementptr i8, ptr %c, i32 88
  %nb = load ptr, ptr %np
  %idm = and i32 %id, 15
  %off = mul i32 %idm, 16
  %b = getelementptr i8, ptr %nb, i32 %off
  %cnt = getelementptr i32, ptr %b, i32 2
  %pair = cmpxchg ptr %cnt, i32 0, i32 %count seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %fresh = icmp eq i32 %old, 0
  %same = icmp eq i32 %old, %count
  %ok = or i1 %fresh, %same
  br i1 %ok, label %go, label %bad
bad:
  %v = zext i32 %id to i64
  %n = zext i32 %count to i64
  call void @__sim.fault(ptr %c, i32 7, i32 8, i64 %v, i64 %n)
  ret void
go:
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

; --- asynchronous copies, matrix transfers (codegen.async_helpers) ---------------------------

; fault reports: what (0 cp.async dst, 1 cp.async src, 2 ldmatrix row, 3 stmatrix row,
; 4 mbarrier), why (1 misaligned, 2 outside shared memory, 3 src_size > cp-size), the value
define internal void @__sim.fault(ptr %c, i32 %what, i32 %why, i64 %value, i64 %size) {
  %tid = load i32, ptr %c
  call void @__sim.py_fault(i32 %what, i32 %why, i32 %tid, i64 %value, i64 %size)
  ret void
}

; 0 if [%p, %p + %n) lies in this block's shared memory and %p is %n-aligned (by address:
; shared memory is 16-byte aligned); 1 misaligned; 2 outside shared memory
define internal i32 @__sim.smem_check(ptr %c, ptr %p, i64 %n) {
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  %zp = getelementptr i8, ptr %c, i32 60
  %z32 = load i32, ptr %zp
  %z = zext i32 %z32 to i64
  %si = ptrtoint ptr %s to i64
  %pi = ptrtoint ptr %p to i64
  %off = sub i64 %pi, %si
  %end = add i64 %off, %n
  %lo = icmp ult i64 %pi, %si
  %hi = icmp ugt i64 %end, %z
  %out = or i1 %lo, %hi
  %m = sub i64 %n, 1
  %mis = and i64 %pi, %m
  %bad = icmp ne i64 %mis, 0
  %r0 = select i1 %out, i32 2, i32 0
  %r = select i1 %bad, i32 1, i32 %r0
  ret i32 %r
}

; the offset of %p in this block's shared memory (for messages)
define internal i64 @__sim.smem_offset(ptr %c, ptr %p) {
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  %si = ptrtoint ptr %s to i64
  %pi = ptrtoint ptr %p to i64
  %off = sub i64 %pi, %si
  ret i64 %off
}

define void @__sim.cp_async(ptr %dst, ptr %src, i32 %n, i32 %srcsize) {
entry:
  %c = call ptr @__sim.ctx()
  %n64 = zext i32 %n to i64
  %big = icmp ugt i32 %srcsize, %n
  br i1 %big, label %toobig, label %chkdst
toobig:
  %ss64 = zext i32 %srcsize to i64
  call void @__sim.fault(ptr %c, i32 0, i32 3, i64 %ss64, i64 %n64)
  ret void
chkdst:
  %dk = call i32 @__sim.smem_check(ptr %c, ptr %dst, i64 %n64)
  %dbad = icmp ne i32 %dk, 0
  br i1 %dbad, label %baddst, label %chksrc
baddst:
  %doff = call i64 @__sim.smem_offset(ptr %c, ptr %dst)
  call void @__sim.fault(ptr %c, i32 0, i32 %dk, i64 %doff, i64 %n64)
  ret void
chksrc:
  %si = ptrtoint ptr %src to i64
  %m = sub i64 %n64, 1
  %smis = and i64 %si, %m
  %sbad = icmp ne i64 %smis, 0
  br i1 %sbad, label %badsrc, label %append
badsrc:
  call void @__sim.fault(ptr %c, i32 1, i32 1, i64 %si, i64 %n64)
  ret void
append:
  %qp = getelementptr i8, ptr %c, i32 64
  %hp = getelementptr i8, ptr %c, i32 72
  %tp = getelementptr i8, ptr %c, i32 76
  %cp = getelementptr i8, ptr %c, i32 80
  %gp = getelementptr i8, ptr %c, i32 84
  %head = load i32, ptr %hp
  %tail = load i32, ptr %tp
  %cap = load i32, ptr %cp
  %full = icmp eq i32 %tail, %cap
  br i1 %full, label %make_room, label %store
make_room:
  %q0 = load ptr, ptr %qp
  %shifted = icmp ugt i32 %head, 0
  br i1 %shifted, label %compact, label %grow
compact:
  ; slide the pending records [head, tail) to the front
  %h64 = zext i32 %head to i64
  %hb = shl i64 %h64, 5
  %from = getelementptr i8, ptr %q0, i64 %hb
  %live = sub i32 %tail, %head
  %l64 = zext i32 %live to i64
  %lb = shl i64 %l64, 5
  call void @llvm.memmove.p0.p0.i64(ptr %q0, ptr %from, i64 %lb, i1 false)
  store i32 0, ptr %hp
  store i32 %live, ptr %tp
  br label %store
grow:
  %dbl = shl i32 %cap, 1
  %small = icmp ult i32 %dbl, 64
  %ncap = select i1 %small, i32 64, i32 %dbl
  %nc64 = zext i32 %ncap to i64
  %nb = shl i64 %nc64, 5
  %q1 = call ptr @realloc(ptr %q0, i64 %nb)
  store ptr %q1, ptr %qp
  store i32 %ncap, ptr %cp
  br label %store
store:
  %q = load ptr, ptr %qp
  %t = load i32, ptr %tp
  %t64 = zext i32 %t to i64
  %rec = getelementptr [32 x i8], ptr %q, i64 %t64
  store ptr %dst, ptr %rec
  %r8 = getelementptr i8, ptr %rec, i32 8
  store ptr %src, ptr %r8
  %r16 = getelementptr i8, ptr %rec, i32 16
  store i32 %n, ptr %r16
  %r20 = getelementptr i8, ptr %rec, i32 20
  store i32 %srcsize, ptr %r20
  %g = load i32, ptr %gp
  %r24 = getelementptr i8, ptr %rec, i32 24
  store i32 %g, ptr %r24
  %t1 = add i32 %t, 1
  store i32 %t1, ptr %tp
  ret void
}

define void @__sim.cp_async_commit() {
  %c = call ptr @__sim.ctx()
  %gp = getelementptr i8, ptr %c, i32 84
  %g = load i32, ptr %gp
  %g1 = add i32 %g, 1
  store i32 %g1, ptr %gp
  ret void
}

; complete every pending copy of the committed groups but the newest %keep, in issue order
define void @__sim.cp_async_wait(i32 %keep) {
entry:
  %c = call ptr @__sim.ctx()
  %qp = getelementptr i8, ptr %c, i32 64
  %hp = getelementptr i8, ptr %c, i32 72
  %tp = getelementptr i8, ptr %c, i32 76
  %gp = getelementptr i8, ptr %c, i32 84
  %q = load ptr, ptr %qp
  %head = load i32, ptr %hp
  %tail = load i32, ptr %tp
  %g = load i32, ptr %gp
  %limit = sub i32 %g, %keep
  br label %loop
loop:
  %i = phi i32 [ %head, %entry ], [ %i1, %copy ]
  %more = icmp slt i32 %i, %tail
  br i1 %more, label %check, label %done
check:
  %i64 = zext i32 %i to i64
  %rec = getelementptr [32 x i8], ptr %q, i64 %i64
  %r24 = getelementptr i8, ptr %rec, i32 24
  %rg = load i32, ptr %r24
  %old = icmp slt i32 %rg, %limit
  br i1 %old, label %copy, label %done
copy:
  %dst = load ptr, ptr %rec
  %r8 = getelementptr i8, ptr %rec, i32 8
  %src = load ptr, ptr %r8
  %r16 = getelementptr i8, ptr %rec, i32 16
  %n = load i32, ptr %r16
  %r20 = getelementptr i8, ptr %rec, i32 20
  %ss = load i32, ptr %r20
  %ss64 = zext i32 %ss to i64
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %ss64, i1 false)
  %rest = sub i32 %n, %ss
  %rest64 = zext i32 %rest to i64
  %tailp = getelementptr i8, ptr %dst, i64 %ss64
  call void @llvm.memset.p0.i64(ptr %tailp, i8 0, i64 %rest64, i1 false)
  %i1 = add i32 %i, 1
  br label %loop
done:
  %empty = icmp eq i32 %i, %tail
  %nh = select i1 %empty, i32 0, i32 %i
  %nt = select i1 %empty, i32 0, i32 %tail
  store i32 %nh, ptr %hp
  store i32 %nt, ptr %tp
  ret void
}

; cp.async.wait_all: commit_group, then wait_group 0
define void @__sim.cp_async_wait_all() {
  call void @__sim.cp_async_commit()
  call void @__sim.cp_async_wait(i32 0)
  ret void
}

; the end of a thread: pending copies are dropped (nothing can observe them)
define void @__sim.thread_exit() {
  %c = call ptr @__sim.ctx()
  %bp = getelementptr i8, ptr %c, i32 96
  %bulk = load i32, ptr %bp
  %stored = icmp ne i32 %bulk, 0
  br i1 %stored, label %groups, label %queue
groups:
  %btid = load i32, ptr %c
  call void @__sim.py_bulk_exit(i32 %btid)
  store i32 0, ptr %bp
  br label %queue
queue:
  %qp = getelementptr i8, ptr %c, i32 64
  %q = load ptr, ptr %qp
  call void @free(ptr %q)
  store ptr null, ptr %qp
  %hp = getelementptr i8, ptr %c, i32 72
  store i32 0, ptr %hp
  %tp = getelementptr i8, ptr %c, i32 76
  store i32 0, ptr %tp
  %cp = getelementptr i8, ptr %c, i32 80
  store i32 0, ptr %cp
  ret void
}

; ldmatrix.m8n8.x%k[.trans].b16: lane 8j + r gives the address of row r of matrix j; lane l
; receives in %out[j] word l % 4 of row l / 4 (non-trans), or the b16 elements
; [row 2(l % 4), col l / 4] (low half) and [row 2(l % 4) + 1, col l / 4] (high half) (trans)
define void @__sim.ldmatrix(ptr %row, i32 %k, i32 %trans, ptr %out) {
entry:
  %c = call ptr @__sim.ctx()
  %in = alloca i64, align 8
  %all = alloca [64 x i32], align 8
  %ri = ptrtoint ptr %row to i64
  store i64 %ri, ptr %in
  call void @__sim.warp_exchange(ptr %in, i32 2, ptr %all)
  %lp = getelementptr i8, ptr %c, i32 56
  %lane = load i32, ptr %lp
  %rows = shl i32 %k, 3
  %mine = icmp ult i32 %lane, %rows
  br i1 %mine, label %check, label %go
check:
  %st = call i32 @__sim.smem_check(ptr %c, ptr %row, i64 16)
  %bad = icmp ne i32 %st, 0
  br i1 %bad, label %report, label %go
report:
  %off = call i64 @__sim.smem_offset(ptr %c, ptr %row)
  call void @__sim.fault(ptr %c, i32 2, i32 %st, i64 %off, i64 16)
  br label %go
go:
  %l4 = lshr i32 %lane, 2
  %lm = and i32 %lane, 3
  %istrans = icmp ne i32 %trans, 0
  br label %loop
loop:
  %j = phi i32 [ 0, %go ], [ %j1, %next ]
  %base = shl i32 %j, 3
  br i1 %istrans, label %tr, label %plain
plain:
  %src = add i32 %base, %l4
  %a = call ptr @__sim.lane_row(ptr %c, ptr %all, i32 %src)
  %aok = icmp ne ptr %a, null
  br i1 %aok, label %plain_load, label %next
plain_load:
  %w4 = shl i32 %lm, 2
  %wp = getelementptr i8, ptr %a, i32 %w4
  %wv = load i32, ptr %wp, align 4
  br label %next
tr:
  %r0 = shl i32 %lm, 1
  %s0 = add i32 %base, %r0
  %s1 = add i32 %s0, 1
  %col = shl i32 %l4, 1
  %lo = call i32 @__sim.lane_b16(ptr %c, ptr %all, i32 %s0, i32 %col)
  %hi = call i32 @__sim.lane_b16(ptr %c, ptr %all, i32 %s1, i32 %col)
  %hs = shl i32 %hi, 16
  %tv = or i32 %lo, %hs
  br label %next
next:
  %v = phi i32 [ 0, %plain ], [ %wv, %plain_load ], [ %tv, %tr ]
  %op = getelementptr i32, ptr %out, i32 %j
  store i32 %v, ptr %op
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %k
  br i1 %more, label %loop, label %done
done:
  ret void
}

; the row address lane %src gave (exchanged as two i32), or null if it is not a valid row
define internal ptr @__sim.lane_row(ptr %c, ptr %all, i32 %src) {
  %i = shl i32 %src, 1
  %p = getelementptr i32, ptr %all, i32 %i
  %ai = load i64, ptr %p, align 4
  %a = inttoptr i64 %ai to ptr
  %st = call i32 @__sim.smem_check(ptr %c, ptr %a, i64 16)
  %ok = icmp eq i32 %st, 0
  %r = select i1 %ok, ptr %a, ptr null
  ret ptr %r
}

; the b16 at byte %col of the row lane %src addressed, zero-extended (0 for an invalid row)
define internal i32 @__sim.lane_b16(ptr %c, ptr %all, i32 %src, i32 %col) {
entry:
  %a = call ptr @__sim.lane_row(ptr %c, ptr %all, i32 %src)
  %ok = icmp ne ptr %a, null
  br i1 %ok, label %load, label %none
load:
  %p = getelementptr i8, ptr %a, i32 %col
  %h = load i16, ptr %p, align 2
  %v = zext i16 %h to i32
  ret i32 %v
none:
  ret i32 0
}

; stmatrix.m8n8.x%k[.trans].b16, the inverse of ldmatrix: %regs holds this lane's %k words;
; lane 8j + r writes row r of matrix j at the address it gave
define void @__sim.stmatrix(ptr %row, i32 %k, i32 %trans, ptr %regs) {
entry:
  %c = call ptr @__sim.ctx()
  %in = alloca [6 x i32], align 8
  %all = alloca [192 x i32], align 8
  %ri = ptrtoint ptr %row to i64
  store i64 %ri, ptr %in
  %rg = getelementptr i32, ptr %in, i32 2
  call void @llvm.memset.p0.i64(ptr %rg, i8 0, i64 16, i1 false)
  %k64 = zext i32 %k to i64
  %kb = shl i64 %k64, 2
  call void @llvm.memcpy.p0.p0.i64(ptr %rg, ptr %regs, i64 %kb, i1 false)
  call void @__sim.warp_exchange(ptr %in, i32 6, ptr %all)
  %lp = getelementptr i8, ptr %c, i32 56
  %lane = load i32, ptr %lp
  %rows = shl i32 %k, 3
  %mine = icmp ult i32 %lane, %rows
  br i1 %mine, label %check, label %done
check:
  %st = call i32 @__sim.smem_check(ptr %c, ptr %row, i64 16)
  %bad = icmp ne i32 %st, 0
  br i1 %bad, label %report, label %write
report:
  %off = call i64 @__sim.smem_offset(ptr %c, ptr %row)
  call void @__sim.fault(ptr %c, i32 3, i32 %st, i64 %off, i64 16)
  br label %done
write:
  %j = lshr i32 %lane, 3
  %r = and i32 %lane, 7
  %reg = add i32 %j, 2
  %istrans = icmp ne i32 %trans, 0
  br i1 %istrans, label %tr, label %plain
plain:
  ; word w of row r comes from lane 4r + w
  %w = phi i32 [ 0, %write ], [ %w1, %plain ]
  %r4 = shl i32 %r, 2
  %s = add i32 %r4, %w
  %s6 = mul i32 %s, 6
  %si = add i32 %s6, %reg
  %sp = getelementptr i32, ptr %all, i32 %si
  %v = load i32, ptr %sp
  %w4 = shl i32 %w, 2
  %dp = getelementptr i8, ptr %row, i32 %w4
  store i32 %v, ptr %dp, align 4
  %w1 = add i32 %w, 1
  %wm = icmp ult i32 %w1, 4
  br i1 %wm, label %plain, label %done
tr:
  ; element (r, col) comes from lane 4 col + r / 2, half r % 2
  %cl = phi i32 [ 0, %write ], [ %cl1, %tr ]
  %rh = lshr i32 %r, 1
  %c4 = shl i32 %cl, 2
  %t = add i32 %c4, %rh
  %t6 = mul i32 %t, 6
  %ti = add i32 %t6, %reg
  %tp = getelementptr i32, ptr %all, i32 %ti
  %tv = load i32, ptr %tp
  %half = and i32 %r, 1
  %sh = shl i32 %half, 4
  %x = lshr i32 %tv, %sh
  %x16 = trunc i32 %x to i16
  %cb = shl i32 %cl, 1
  %ep = getelementptr i8, ptr %row, i32 %cb
  store i16 %x16, ptr %ep, align 2
  %cl1 = add i32 %cl, 1
  %cm = icmp ult i32 %cl1, 8
  br i1 %cm, label %tr, label %done
done:
  ret void
}
; --- mbarriers -------------------------------------------------------------------------------
; An mbarrier is 8 bytes of shared memory (8-byte aligned), packed: bits 0-20 pending arrivals,
; 21-41 expected arrivals, 42-62 tx-count (21-bit two's complement), 63 the phase parity.
; A phase completes when its pending arrivals and its tx-count are both 0: the parity flips,
; pending arrivals are reset to the expected count. Updates are compare-and-swap loops.

define internal i1 @__sim.mbarrier_ok(ptr %c, ptr %b) {
entry:
  %st = call i32 @__sim.smem_check(ptr %c, ptr %b, i64 8)
  %ok = icmp eq i32 %st, 0
  br i1 %ok, label %yes, label %no
no:
  %off = call i64 @__sim.smem_offset(ptr %c, ptr %b)
  call void @__sim.fault(ptr %c, i32 4, i32 %st, i64 %off, i64 8)
  ret i1 false
yes:
  ret i1 true
}

define void @__sim.mbarrier_init(ptr %b, i32 %count) {
entry:
  %c = call ptr @__sim.ctx()
  %ok = call i1 @__sim.mbarrier_ok(ptr %c, ptr %b)
  br i1 %ok, label %chk, label %done
chk:
  %cm = add i32 %count, -1
  %range = icmp ult i32 %cm, 1048575
  br i1 %range, label %init, label %bad
bad:
  %cz = zext i32 %count to i64
  call void @__sim.fault(ptr %c, i32 4, i32 4, i64 %cz, i64 0)
  br label %done
init:
  %n = zext i32 %count to i64
  %e = shl i64 %n, 21
  %v = or i64 %n, %e
  store atomic i64 %v, ptr %b seq_cst, align 8
  br label %done
done:
  ret void
}

; tx-count += %tx, then %arrivals arrivals; returns the state before (the opaque token)
define i64 @__sim.mbarrier_update(ptr %b, i32 %arrivals, i32 %tx) {
entry:
  %c = call ptr @__sim.ctx()
  %ok = call i1 @__sim.mbarrier_ok(ptr %c, ptr %b)
  br i1 %ok, label %start, label %fail
fail:
  ret i64 0
start:
  %r = call i64 @__sim.mbarrier_update_at(ptr %c, ptr %b, i32 %arrivals, i32 %tx)
  ret i64 %r
}

; the update itself, %b already checked (or another CTA's mbarrier, through @__sim.py_mapa)
define i64 @__sim.mbarrier_update_at(ptr %c, ptr %b, i32 %arrivals, i32 %tx) {
entry:
  br label %start
start:
  %old0 = load atomic i64, ptr %b seq_cst, align 8
  %arr = zext i32 %arrivals to i64
  %txin = sext i32 %tx to i64
  br label %loop
loop:
  %old = phi i64 [ %old0, %start ], [ %seen, %retry ]
  %pend = and i64 %old, 2097151
  %e0 = lshr i64 %old, 21
  %exp = and i64 %e0, 2097151
  %t0 = shl i64 %old, 1
  %txc = ashr i64 %t0, 43
  %ph = lshr i64 %old, 63
  %under = icmp ugt i64 %arr, %pend
  br i1 %under, label %over, label %compute
over:
  call void @__sim.fault(ptr %c, i32 4, i32 5, i64 %arr, i64 %pend)
  ret i64 %old
compute:
  %p1 = sub i64 %pend, %arr
  %tx1 = add i64 %txc, %txin
  %pz = icmp eq i64 %p1, 0
  %tz = icmp eq i64 %tx1, 0
  %done = and i1 %pz, %tz
  %exps = shl i64 %exp, 21
  %ph1 = xor i64 %ph, 1
  %phs1 = shl i64 %ph1, 63
  %nxt0 = or i64 %exp, %exps
  %nxt = or i64 %nxt0, %phs1
  %txm = and i64 %tx1, 2097151
  %txs = shl i64 %txm, 42
  %phs = shl i64 %ph, 63
  %cur0 = or i64 %p1, %exps
  %cur1 = or i64 %cur0, %txs
  %cur = or i64 %cur1, %phs
  %new = select i1 %done, i64 %nxt, i64 %cur
  %pair = cmpxchg ptr %b, i64 %old, i64 %new seq_cst seq_cst
  %swapped = extractvalue { i64, i1 } %pair, 1
  %seen = extractvalue { i64, i1 } %pair, 0
  br i1 %swapped, label %out, label %retry
retry:
  br label %loop
out:
  ret i64 %old
}

; 1 if the phase of parity %parity has completed (the current phase has the other parity);
; otherwise yields the processor (the instruction may suspend the thread a while) and says 0
define i32 @__sim.mbarrier_try_wait_parity(ptr %b, i32 %parity) {
entry:
  %c = call ptr @__sim.ctx()
  %ok = call i1 @__sim.mbarrier_ok(ptr %c, ptr %b)
  br i1 %ok, label %land, label %no
land:
  call void @__sim.tma_land(ptr %b)
  br label %look
look:
  %v = load atomic i64, ptr %b seq_cst, align 8
  %ph = lshr i64 %v, 63
  %p = and i32 %parity, 1
  %pw = zext i32 %p to i64
  %complete = icmp ne i64 %ph, %pw
  br i1 %complete, label %yes, label %wait
wait:
  %ab = load atomic i32, ptr @__sim.abort seq_cst, align 4
  %stop = icmp ne i32 %ab, 0
  br i1 %stop, label %aborted, label %yield
aborted:
  call void @__sim.fault(ptr %c, i32 4, i32 6, i64 0, i64 0)
  ret i32 1
yield:
  %y = call i32 @sched_yield()
  br label %no
no:
  ret i32 0
yes:
  ret i32 1
}

; --- TMA ----------------------------------------------------------------------------------------
; cp.async.bulk.tensor: the box is copied by the Python model (simt/tma_model.py) when issued;
; then the mbarrier's tx-count drops by the bytes written (complete_tx). A misuse is reported
; (what 5; why 1 misaligned, 2 outside shared memory, 7 not a tensor map) and copies nothing.
declare i32 @__sim.py_tma_load(ptr, i32, ptr, i64, ptr, i32, i32, i32, i32)
declare i32 @__sim.py_tma_land(ptr)

; what a TMA load's Python check returned: its byte count, or minus the reason it was refused,
; reported as a fault (what 5; -3, a Python error, is reason 7: not a tensor map)
define internal void @__sim.tma_load_result(ptr %c, ptr %d, i32 %n) {
entry:
  %bad = icmp slt i32 %n, 0
  br i1 %bad, label %fault, label %done
fault:
  %off = call i64 @__sim.smem_offset(ptr %c, ptr %d)
  %w0 = sub i32 0, %n
  %is3 = icmp eq i32 %w0, 3
  %why = select i1 %is3, i32 7, i32 %w0
  call void @__sim.fault(ptr %c, i32 5, i32 %why, i64 %off, i64 128)
  ret void
done:
  ret void
}

define void @__sim.tma_load(ptr %d, i64 %m, ptr %b, i32 %r, i32 %c0, i32 %c1, i32 %c2) {
entry:
  %c = call ptr @__sim.ctx()
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  %zp = getelementptr i8, ptr %c, i32 60
  %z = load i32, ptr %zp
  %n = call i32 @__sim.py_tma_load(ptr %s, i32 %z, ptr %d, i64 %m, ptr %b, i32 %r, i32 %c0, i32 %c1, i32 %c2)
  call void @__sim.tma_load_result(ptr %c, ptr %d, i32 %n)
  ret void
}

; cp.async.bulk.tensor ... .multicast::cluster: the Python model queues the copy on the mbarrier at
; the same offset in every CTA of the mask (each lands when that CTA waits on it); a misuse faults
; as above. barrier.cluster: a Python barrier over all the threads of the cluster's CTAs, which
; the emulator runs together for a kernel that uses either.
declare i32 @__sim.py_tma_load_mc(ptr, i32, ptr, i64, ptr, i32, i32, i32, i32, i32)
declare void @__sim.py_cluster_barrier()
declare ptr @__sim.py_mapa(ptr, i32)

define void @__sim.tma_load_mc(ptr %d, i64 %m, ptr %b, i32 %r, i32 %c0, i32 %c1, i32 %c2, i32 %k) {
entry:
  %c = call ptr @__sim.ctx()
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  %zp = getelementptr i8, ptr %c, i32 60
  %z = load i32, ptr %zp
  %n = call i32 @__sim.py_tma_load_mc(ptr %s, i32 %z, ptr %d, i64 %m, ptr %b, i32 %r, i32 %c0, i32 %c1, i32 %c2, i32 %k)
  call void @__sim.tma_load_result(ptr %c, ptr %d, i32 %n)
  ret void
}

; the copies pending on mbarrier %b land (their bytes written, then complete_tx)
define internal void @__sim.tma_land(ptr %b) {
entry:
  %n = call i32 @__sim.py_tma_land(ptr %b)
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %complete, label %done
complete:
  %neg = sub i32 0, %n
  %t = call i64 @__sim.mbarrier_update(ptr %b, i32 0, i32 %neg)
  br label %done
done:
  ret void
}
; --- TMA stores -------------------------------------------------------------------------------
; cp.async.bulk.tensor shared -> global: checked and its source snapshotted by the Python model
; when issued (simt/tma_model.py, BulkGroups), performed when a wait retires its bulk group.
; Faults (what 6): why 1 misaligned, 2 outside shared memory, 7 not a tensor map (reported
; here); 8 the source changed before its group retired, 9 pending at exit (reported by Python).
declare i32 @__sim.py_tma_store(ptr, i32, ptr, i64, i32, i32, i32, i32, i32)
declare void @__sim.py_bulk_commit(i32)
declare void @__sim.py_bulk_wait(i32, i32, i32)
declare void @__sim.py_bulk_exit(i32)

define void @__sim.tma_store(i64 %m, ptr %src, i32 %r, i32 %c0, i32 %c1, i32 %c2) {
entry:
  %c = call ptr @__sim.ctx()
  %sp = getelementptr i8, ptr %c, i32 48
  %s = load ptr, ptr %sp
  %zp = getelementptr i8, ptr %c, i32 60
  %z = load i32, ptr %zp
  %tid = load i32, ptr %c
  %bp = getelementptr i8, ptr %c, i32 96
  store i32 1, ptr %bp
  %n = call i32 @__sim.py_tma_store(ptr %s, i32 %z, ptr %src, i64 %m, i32 %r, i32 %c0, i32 %c1, i32 %c2, i32 %tid)
  %bad = icmp slt i32 %n, 0
  br i1 %bad, label %fault, label %done
fault:
  %off = call i64 @__sim.smem_offset(ptr %c, ptr %src)
  %w0 = sub i32 0, %n
  %is3 = icmp eq i32 %w0, 3
  %why = select i1 %is3, i32 7, i32 %w0
  call void @__sim.fault(ptr %c, i32 6, i32 %why, i64 %off, i64 128)
  ret void
done:
  ret void
}

define void @__sim.bulk_commit() {
  %c = call ptr @__sim.ctx()
  %tid = load i32, ptr %c
  call void @__sim.py_bulk_commit(i32 %tid)
  ret void
}

define void @__sim.bulk_wait(i32 %n, i32 %read) {
  %c = call ptr @__sim.ctx()
  %tid = load i32, ptr %c
  call void @__sim.py_bulk_wait(i32 %tid, i32 %n, i32 %read)
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
