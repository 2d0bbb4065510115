"""Small cuTile Python kernels exported to bytecode by the `exported_kernels` fixture.

They complement the shared corpus (tests/corpus/bytecode) with the shapes the bytecode tests
care about most: a vector add, a reduction, a for loop (matmul), an if, atomics.
"""

import cuda.tile as ct


@ct.kernel
def vadd(a, b, c, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    y = ct.load(b, index=(bid,), shape=(TILE,))
    ct.store(c, index=(bid,), tile=x + y)


@ct.kernel
def row_sum(a, out, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid, 0), shape=(1, TILE))
    ct.store(out, index=(bid,), tile=ct.sum(x, axis=1))


@ct.kernel
def matmul(A, B, C, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
    bidx = ct.bid(0)
    bidy = ct.bid(1)
    num_k = ct.num_tiles(A, axis=1, shape=(tm, tk))
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(num_k):
        a = ct.load(A, index=(bidx, k), shape=(tm, tk))
        b = ct.load(B, index=(k, bidy), shape=(tk, tn))
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bidx, bidy), tile=acc.astype(C.dtype))


@ct.kernel
def branchy(a, c, n: int, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    if n > 3:
        x = x * 2.0
    else:
        x = x + 1.0
    ct.store(c, index=(bid,), tile=x)


@ct.kernel
def atomics(a, total, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(TILE,))
    ct.atomic_add(total, 0, ct.sum(x))
