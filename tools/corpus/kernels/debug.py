"""Debugging ops: printf / print (print_tko), assert."""
from corpus_lib import A, S, case, ct

f32, i32 = ct.float32, ct.int32


@ct.kernel
def printf_values(a, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    ct.printf("block %d: first tile %f\n", ct.bid(0), x)
    ct.printf("sum=%.3e max=%g\n", ct.sum(x), ct.max(x))
    ct.printf("no arguments\n")


@ct.kernel
def printf_ints(a, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    ct.printf("%d %i %u %x %X %o\n", x, x, x, x, x, x)
    ct.printf("%ld\n", x.astype(ct.int64))
    ct.printf("%5.2f%%\n", x.astype(ct.float32))


@ct.kernel
def print_python_style(a, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    s = ct.sum(x)
    ct.print(f"sum={s} first={x}", sep=", ")
    ct.print("values", x, s, end="|\n")


@ct.kernel
def assert_positive(a, T: ct.Constant[int]):
    x = ct.load(a, index=(0,), shape=(T,))
    ct.assert_(x > 0, "all inputs must be positive")
    ct.assert_(ct.sum(x) < 1e6)


CASES = [
    case("printf_values_f32", printf_values, "prints 'block 0: first tile [...]', sum and max of a[:T], then 'no arguments'",
         a=A(f32, (8,)), T=8),
    case("printf_ints_i32", printf_ints, "prints a[:T] with %d %i %u %x %X %o, as int64 with %ld, as float with %5.2f%%",
         a=A(i32, (4,), init="randint:0:100"), T=4),
    case("print_python_style_f32", print_python_style, "prints f'sum={a.sum()} first={a}' and 'values <a> <sum>|'",
         a=A(f32, (4,)), T=4),
    case("assert_positive_f32", assert_positive, "asserts all(a[:T] > 0) and a[:T].sum() < 1e6 (no outputs)",
         a=A(f32, (16,), init="random_pos"), T=16),
]
