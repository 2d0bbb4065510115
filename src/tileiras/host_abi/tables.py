"""The `__CUDA_TILEIR_*` tables of a loaded host object, decoded from process memory.

Layout (NVIDIA tileiras 13.5, read from its objects; see docs/host-abi.md):

`__CUDA_TILEIR_CALLBACKS` (9 x u64, global): [0] 2, [1] 0, [2] 0, [3] 0, [4] ABI revision 0x40,
[5] -> `__CUDA_TILEIR_FUNC_CALLBACKS`, [6] number of kernels, [7] 2, [8] -> `__CUDA_TILEIR_ON_PRE_LOAD`.

`__CUDA_TILEIR_FUNC_CALLBACKS` (local, 64 bytes per kernel): [0] -> the kernel's NUL-terminated
name (`__CUDA_TILEIR_FUNC_NAME_<i>`), [1..4] 0, [5] -> `__CUDA_TILEIR_FUNC_ON_ARGUMENTS_CHANGE_<i>`,
[6..7] 0. Slots whose meaning we have not seen used are kept raw.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

CALLBACKS_SLOTS = 9
FUNC_CALLBACKS_SLOTS = 8
SLOT_REVISION = 4
SLOT_FUNC_CALLBACKS = 5
SLOT_NUM_FUNCS = 6
SLOT_ON_PRE_LOAD = 8
FUNC_SLOT_NAME = 0
FUNC_SLOT_ON_ARGUMENTS_CHANGE = 5
MAX_FUNCS = 4096  # a sanity bound on slot 6 before we walk memory with it


def read_u64s(address: int, count: int) -> list[int]:
    return list((ctypes.c_uint64 * count).from_address(address))


@dataclass(frozen=True)
class FuncCallbacks:
    """One kernel's 64-byte entry: its name, its argument-change callback, and the raw slots."""

    index: int
    name: str
    on_arguments_change: int  # address, 0 when absent
    raw: tuple[int, ...]

    def other_slots(self) -> dict[int, int]:
        """The slots other than name and callback, by index (all 0 in the objects we have seen)."""
        return {i: v for i, v in enumerate(self.raw) if i not in (FUNC_SLOT_NAME, FUNC_SLOT_ON_ARGUMENTS_CHANGE)}


@dataclass(frozen=True)
class CallbackTable:
    """`__CUDA_TILEIR_CALLBACKS` as read at `address`, with the kernel entries it points to."""

    address: int
    raw: tuple[int, ...]
    funcs: tuple[FuncCallbacks, ...]

    @property
    def revision(self) -> int:
        return self.raw[SLOT_REVISION]

    @property
    def num_funcs(self) -> int:
        return self.raw[SLOT_NUM_FUNCS]

    @property
    def on_pre_load(self) -> int:
        return self.raw[SLOT_ON_PRE_LOAD]

    @property
    def func_callbacks(self) -> int:
        return self.raw[SLOT_FUNC_CALLBACKS]

    @classmethod
    def read(cls, address: int) -> CallbackTable:
        raw = tuple(read_u64s(address, CALLBACKS_SLOTS))
        count = raw[SLOT_NUM_FUNCS]
        if count > MAX_FUNCS or (count and not raw[SLOT_FUNC_CALLBACKS]):
            raise ValueError(f"__CUDA_TILEIR_CALLBACKS slot 6 = {count} is not a kernel count")
        funcs = []
        for i in range(count):
            slots = tuple(read_u64s(raw[SLOT_FUNC_CALLBACKS] + 64 * i, FUNC_CALLBACKS_SLOTS))
            name = ctypes.string_at(slots[FUNC_SLOT_NAME]).decode() if slots[FUNC_SLOT_NAME] else ""
            funcs.append(FuncCallbacks(i, name, slots[FUNC_SLOT_ON_ARGUMENTS_CHANGE], slots))
        return cls(address, raw, tuple(funcs))

    def describe(self, base_of: dict[int, str] | None = None) -> dict:
        """A JSON-able view with addresses replaced by what they point to (`base_of`: address ->
        symbol name), so that two loads of one object compare equal."""
        names = base_of or {}

        def show(v: int) -> int | str:
            return f"&{names[v]}" if v in names else v

        return {"slots": [show(v) for v in self.raw],
                "funcs": [{"name": f.name, "slots": [show(v) for v in f.raw]} for f in self.funcs]}
