"""The one error type of the layout algebra.

`tileiras.layout` is a leaf package (it imports nothing else from tileiras), so it carries its
own error type. Callers turn it into a diagnostic; bad input never escapes as a bare Python
exception from deep inside the algebra.
"""

from __future__ import annotations


class LayoutError(ValueError):
    """A layout, shape, swizzle or thread-value request that the algebra cannot satisfy."""
