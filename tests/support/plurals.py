"""English plural forms for the screens' tests (issue 32): "%n kill(s)" reads "1 kill" and
"2 kills" through translations/demloc_en.ts, as in the app (ui/language.py), so a test
compares the English a player reads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from demloc.ui.language import install_translators

ROOT = Path(__file__).resolve().parents[2]


def install_english_plurals(app: QApplication, folder: Path) -> None:
    """Build demloc_en.qm from the committed .ts into `folder` and install it."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    qm = folder / "demloc_en.qm"
    subprocess.run(
        [str(lrelease), "-silent", str(ROOT / "translations" / "demloc_en.ts"), "-qm", str(qm)],
        check=True,
        capture_output=True,
    )
    assert install_translators(app, "en", folder), "demloc_en.qm did not load"
