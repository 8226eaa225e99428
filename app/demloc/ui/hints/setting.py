"""Hints on or off, per table (issue 33, R-233): some groups play without them. Kept
where table mode is kept, the app's settings (QSettings), under the table: the guilds
seated at it, so the same group's next mission keeps its choice and another group
starts with hints on. The Board view, no table, has one switch of its own."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QSettings

PREFIX = "hints/off"  # hints/off/<table> = true: switched off at that table
BOARD_TABLE = "board-view"
ONCE_KEY = "I"  # hints shown for one action while they are off (no other view's key)


def table_of(players: Iterable[Mapping[str, Any]]) -> str:
    """The table: its guilds by name (a set-up's players), in any seating order."""
    names = sorted(str(p.get("name") or p.get("colour") or "") for p in players)
    return "|".join(names)


def _key(table: str) -> str:
    # A guild's name may hold "/" or "=": the key names it by a digest.
    return f"{PREFIX}/{hashlib.sha256(table.encode()).hexdigest()[:16]}"


class TableHints:
    """The switch per table, read and written at once (a choice is saved as made)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings

    @property
    def settings(self) -> QSettings:
        if self._settings is None:
            self._settings = QSettings()  # the app's, as the main window's
        return self._settings

    def on(self, table: str) -> bool:
        return not bool(self.settings.value(_key(table), False, type=bool))

    def switch(self, table: str, on: bool) -> None:
        if on:
            self.settings.remove(_key(table))
        else:
            self.settings.setValue(_key(table), True)
        self.settings.sync()
