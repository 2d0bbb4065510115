"""Every verifier case, in golden order (see casekit.py)."""

from __future__ import annotations

import cases_conversion
import cases_elementwise
import cases_memory
import cases_shape
import cases_types
import cases_views

MODULES = [cases_types, cases_elementwise, cases_conversion, cases_shape, cases_memory, cases_views]
ALL = [c for m in MODULES for c in m.R.cases]
