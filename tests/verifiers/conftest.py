"""Make the case modules importable as top-level modules (they are shared with tools/)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
