"""Every verifier case, in golden order (see casekit.py)."""

from __future__ import annotations

from dataclasses import replace

import cases_control
import cases_conversion
import cases_elementwise
import cases_memory
import cases_misc
import cases_mma
import cases_shape
import cases_types
import cases_views

MODULES = [cases_types, cases_elementwise, cases_conversion, cases_shape, cases_memory, cases_views, cases_control, cases_misc, cases_mma]
READER_REJECTS = {
    # NVIDIA's bytecode reader rejects these before verification: the goldens serve the reader's
    # tests, not the verifier's.
    "constant_ptr", "reduce_dim_negative", "for_empty_body", "for_no_terminator", "if_then_no_terminator",
    "reduce_empty_body", "entry_token_param", "entry_view_param",
}

ALL = [replace(c, reader=True) if c.name in READER_REJECTS else c for m in MODULES for c in m.R.cases]
