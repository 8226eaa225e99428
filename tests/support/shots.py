"""Pictures of the screens for a person to look at: written only when DEMLOC_SHOTS names
a folder (`DEMLOC_SHOTS=/tmp/shots pytest tests/unit/ui`), each test's in a sub-folder
of it; by default none, since the tests assert nothing about them."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QWidget

VARIABLE = "DEMLOC_SHOTS"


def save_shot(picture: QWidget | QPixmap | QImage, folder: str, name: str) -> None:
    """`picture` (a widget is grabbed, as it always was: the paint is part of the test)
    as $DEMLOC_SHOTS/`folder`/`name`; nothing saved when the variable is unset."""
    image = picture.grab() if isinstance(picture, QWidget) else picture
    root = os.environ.get(VARIABLE)
    if not root:
        return
    where = Path(root) / folder
    where.mkdir(parents=True, exist_ok=True)
    assert image.save(str(where / name)), where / name
