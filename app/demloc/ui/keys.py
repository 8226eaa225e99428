"""Keyboard shortcuts shared by the views."""

from __future__ import annotations

from collections.abc import Iterable

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


def help_shortcuts() -> list[QKeySequence]:
    """The platform's help key, and F1 once (on X11 and Windows it is F1)."""
    keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)]
    if QKeySequence("F1") not in keys:
        keys.append(QKeySequence("F1"))
    return keys


def shortcut_text(keys: Iterable[QKeySequence]) -> str:
    """Keys as a menu or a tooltip shows them: "Tab, N"."""
    return ", ".join(
        k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys if not k.isEmpty()
    )
