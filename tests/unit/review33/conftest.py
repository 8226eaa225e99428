"""The review of issue 33 builds its boards with the hints tests' own helpers
(tests/unit/hints/boards.py, hints_support.py)."""

from __future__ import annotations

import sys
from pathlib import Path

HINTS = str(Path(__file__).resolve().parents[1] / "hints")
if HINTS not in sys.path:
    sys.path.insert(0, HINTS)
