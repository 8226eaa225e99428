"""The Edit and Mission menus: the tracker's keys (TrackerView.key_actions, read when a
menu opens: other keys may join the dict) with their shortcuts, or Edit's Undo and Redo
on the history of the view shown (Guild, City). An entry triggers the tracker's own
QAction and registers no shortcut of its own: a key bound twice is an ambiguous shortcut
and fires nothing. The entries are enabled only while the tracker is shown with a
mission in play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from demloc.ui.i18n import translate
from demloc.ui.keys import redo_shortcuts, shortcut_text

if TYPE_CHECKING:
    from demloc.ui.tracker import TrackerView
    from demloc.ui.views import Views

# The tracker's keys in the Edit menu; the others are the Mission menu's.
EDIT_KEYS = ("Undo", "Redo")
EDIT_LABELS = {
    "Undo": str(QT_TRANSLATE_NOOP("menus", "&Undo")),
    "Redo": str(QT_TRANSLATE_NOOP("menus", "&Redo")),
}
WHERE = {  # what an empty menu says: where its entries come from
    "Undo and redo": str(
        QT_TRANSLATE_NOOP(
            "menus", "Undo and redo: in the Guild and City views, and the Mission view's tracker"
        )
    ),
    "The keys": str(QT_TRANSLATE_NOOP("menus", "The keys: in the Mission view's tracker")),
}
TABLE_KEYS = ("Panels", "Full screen", "Table mode")  # the table's own, after a separator


def entry_text(label: str, source: QAction) -> str:
    """A menu entry's text: its label, a tab, the keys (QMenu shows them as shortcuts)."""
    keys = shortcut_text(source.shortcuts())
    return f"{label}\t{keys}" if keys else label


class TrackerMenus(QMainWindow):
    """The main window's menus that follow the tracker and the view shown (MainWindow
    makes the menus and calls `sync_menus` as they change)."""

    views: Views
    edit_menu: QMenu
    mission_menu: QMenu
    entries: dict[str, QAction]  # a tracker key's name -> its menu entry
    # Edit's Undo and Redo while a view with a history of its own is shown (Guild, City)
    history_entries: tuple[QAction, ...]
    histories_followed: set[QUndoGroup]
    current_view: Callable[[], str]
    share_action: QAction  # "Share the table…" (issue 30), in the Mission menu
    preferences_action: QAction  # "Preferences…" (issue 32), last in the Edit menu

    def tracker(self) -> TrackerView | None:
        """The Mission view's tracker, if the app has one (it needs a database)."""
        found = getattr(self.views.built.get("mission"), "tracker", None)
        if found is None:  # not built yet, or no database: no tracker's modules loaded
            return None
        from demloc.ui.tracker import TrackerView

        return found if isinstance(found, TrackerView) else None

    def tracker_in_play(self) -> bool:
        """The tracker is the view shown, with a mission in play."""
        tracker = self.tracker()
        if tracker is None or self.current_view() != "mission":
            return False
        shown = getattr(self.views.built["mission"], "currentWidget", lambda: None)()
        return tracker.controller.mission is not None and shown is tracker

    def sync_menus(self) -> None:
        """The Edit and Mission menus from the tracker's keys as they are now: an entry
        for each, its shortcuts shown, enabled only while the tracker is shown with a
        mission in play (Undo and Redo while there is something to undo or redo)."""
        tracker = self.tracker()
        keys = dict(tracker.key_actions) if tracker is not None else {}
        names = [n for n in EDIT_KEYS if n in keys] + [n for n in keys if n not in EDIT_KEYS]
        history = None if self.tracker_in_play() else self.view_history()
        changed_owner = (history is not None) != bool(self.history_entries)
        if list(self.entries) != names or not self.mission_menu.actions() or changed_owner:
            self._build_entries(keys, names, history)
        if history is not None:
            self._sync_history_entries(history)
        playing = self.tracker_in_play()
        for name, entry in self.entries.items():
            source = keys[name]
            label = translate("menus", EDIT_LABELS[name]) if name in EDIT_LABELS else source.text()
            entry.setText(entry_text(label, source))
            enabled = playing and source.isEnabled()
            if tracker is not None and name in EDIT_KEYS and enabled:
                button = tracker.undo_button if name == "Undo" else tracker.redo_button
                enabled = button.isEnabled()
            entry.setEnabled(enabled)

    def view_history(self) -> QUndoGroup | None:
        """The undo history of the view shown, if it keeps one (the Guild's, the
        City's: their `histories`), for the Edit menu."""
        group = getattr(self.views.built.get(self.current_view()), "histories", None)
        return group if isinstance(group, QUndoGroup) else None

    def _sync_history_entries(self, history: QUndoGroup) -> None:
        """Edit's Undo and Redo as the view's history stands (its own keys act: the
        entries show them and own none, so no key is ambiguous)."""
        if history not in self.histories_followed:
            self.histories_followed.add(history)
            for signal in (history.canUndoChanged, history.canRedoChanged,
                           history.undoTextChanged, history.redoTextChanged):  # fmt: skip
                signal.connect(lambda _value: self.sync_menus())
        undo, redo = self.history_entries
        # A guild at the table in a mission keeps its history but may not step it (6.4):
        # the view says so (its `at_table`), and its own Undo and Redo are off.
        free = not getattr(self.views.built.get(self.current_view()), "at_table", "")
        for entry, label, named, shortcuts, text, can in (  # ui/keys.py undo_buttons' keys
            (undo, translate("menus", "&Undo"), translate("menus", "&Undo {action}"),
             [QKeySequence(QKeySequence.StandardKey.Undo)], history.undoText(),
             free and history.canUndo()),
            (redo, translate("menus", "&Redo"), translate("menus", "&Redo {action}"),
             redo_shortcuts(), history.redoText(), free and history.canRedo()),
        ):  # fmt: skip
            keys = shortcut_text(shortcuts)
            entry.setText(f"{named.format(action=text) if text else label}\t{keys}")
            entry.setEnabled(can)

    def _history_step(self, *, undo: bool) -> None:
        history = self.view_history()
        if history is not None:
            (history.undo if undo else history.redo)()

    def _build_entries(
        self, keys: dict[str, QAction], names: list[str], history: QUndoGroup | None = None
    ) -> None:
        self.edit_menu.clear()
        self.mission_menu.clear()
        for entry in (*self.entries.values(), *self.history_entries):
            entry.deleteLater()
        self.entries = {}
        self.history_entries = ()
        if history is not None:  # the view's own history: Edit acts on it
            undo = QAction(translate("menus", "&Undo"), self)
            redo = QAction(translate("menus", "&Redo"), self)
            undo.setObjectName("menu-view-undo")
            redo.setObjectName("menu-view-redo")
            undo.triggered.connect(lambda _=False: self._history_step(undo=True))
            redo.triggered.connect(lambda _=False: self._history_step(undo=False))
            self.history_entries = (undo, redo)
            self.edit_menu.addActions([undo, redo])
        for name in names:
            entry = QAction(name, self)
            entry.setObjectName(f"menu-{name}")
            # The tracker's own action: the same slot, and its key stays the only one.
            entry.triggered.connect(keys[name].trigger)
            self.entries[name] = entry
            if name in EDIT_KEYS:
                if history is None:
                    self.edit_menu.addAction(entry)
            else:
                if name == next((n for n in names if n in TABLE_KEYS), None):
                    self.mission_menu.addSeparator()
                self.mission_menu.addAction(entry)
        for menu, what in ((self.edit_menu, "Undo and redo"), (self.mission_menu, "The keys")):
            if not menu.actions():  # no tracker: no database
                empty = menu.addAction(translate("menus", WHERE[what]))
                empty.setEnabled(False)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.preferences_action)  # the window's (issue 32)
        if keys:  # the Mission area with its database: its mission can be shared
            self.mission_menu.addSeparator()
            self.mission_menu.addAction(self.share_action)  # the window's: its key alone
