"""Every verifier case, in golden order (see casekit.py)."""

from __future__ import annotations

import cases_conversion
import cases_elementwise
import cases_types

MODULES = [cases_types, cases_elementwise, cases_conversion]
ALL = [c for m in MODULES for c in m.R.cases]
