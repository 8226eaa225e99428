"""Keyboard shortcuts shared by the views."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import QPushButton, QWidget

from demloc.ui.i18n import translate
from demloc.ui.plaintext import tooltip


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


def undo_buttons(owner: QWidget, group: QUndoGroup) -> tuple[QPushButton, QPushButton]:
    """A view's Undo and Redo: the standard keys while the view is shown, wherever the
    focus, and two buttons on the active history, their tooltips naming the action (the
    texts name guilds and cards: shown literally). The view enables the buttons."""
    undo = group.createUndoAction(owner, translate("keys", "Undo"))
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = group.createRedoAction(owner, translate("keys", "Redo"))
    redo.setShortcuts(redo_shortcuts())  # Ctrl+Y too, which X11's Redo lacks
    for action in (undo, redo):
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        owner.addAction(action)
    undo_button = QPushButton(translate("keys", "Undo"))
    redo_button = QPushButton(translate("keys", "Redo"))
    undo_button.clicked.connect(lambda: group.undo())
    redo_button.clicked.connect(lambda: group.redo())
    group.undoTextChanged.connect(
        lambda text: undo_button.setToolTip(
            tooltip(translate("keys", "Undo {action}").format(action=text)) if text else ""
        )
    )
    group.redoTextChanged.connect(
        lambda text: redo_button.setToolTip(
            tooltip(translate("keys", "Redo {action}").format(action=text)) if text else ""
        )
    )
    return undo_button, redo_button
