"""Keyboard shortcuts shared by the views."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def redo_shortcuts() -> list[QKeySequence]:
    """The platform's redo keys, and Ctrl+Shift+Z and Ctrl+Y, each once: a key bound
    twice is an ambiguous shortcut and does nothing (on X11 the standard Redo is only
    Ctrl+Shift+Z)."""
    keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)]
    for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
        if QKeySequence(extra) not in keys:
            keys.append(QKeySequence(extra))
    return keys
