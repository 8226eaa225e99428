"""The mission's log, turn by turn (what the app and the table said happened, each
with its rule), and the history of actions: those done, then those undone (greyed, the
next to redo first), as Undo and Redo walk them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from demloc.missions.play import Mission, MissionState
from demloc.ui.i18n import translate


def describe(event: Mapping[str, Any], state: MissionState, names: Mapping[str, str]) -> str:
    """An action in a line, as the table would say it."""
    kind = str(event.get("kind", "?"))
    who = names.get(str(event.get("character", "")), str(event.get("character", "")))
    if kind == "damage":
        return (
            translate("tracker.history", "{who}: {amount} damage to life")
            if event.get("to_life")
            else translate("tracker.history", "{who}: {amount} damage")
        ).format(who=who, amount=event.get("amount", 1))
    change = f"{int(event.get('change', 0)):+d}"
    if kind in COUNTED:
        return translate("tracker.history", COUNTED[kind]).format(who=who, change=change)
    if kind == "tokens":
        parts = [
            (
                translate("tracker.history", "broken armour {change}")
                if n == "armour"
                else translate("tracker.history", "broken hearts {change}")
            ).format(change=f"{int(event[n]):+d}")
            for n in ("armour", "hearts")
            if event.get(n)
        ]
        return translate("tracker.history", "{who}: {tokens}").format(
            who=who, tokens=", ".join(parts)
        )
    if kind == "effect":
        return (
            translate("tracker.history", "{who}: {effect} on")
            if event.get("on")
            else translate("tracker.history", "{who}: {effect} off")
        ).format(who=who, effect=event.get("effect"))
    if kind == "fate":
        return translate("tracker.history", "{player}: fate {change}").format(
            player=event.get("player"), change=change
        )
    if kind == "kill":
        target = names.get(str(event.get("target", "")), str(event.get("target", "")))
        return translate("tracker.history", "{player} killed {target}").format(
            player=event.get("player"), target=target
        )
    if kind == "new_turn":
        return translate("tracker.history", "next turn")
    if kind == "pass":
        return translate("tracker.history", "pass")
    if kind == "end_mission":
        said = translate("tracker.history", "end game: {reason}").format(reason=event.get("reason"))
        return f"{said} ({event['player']})" if event.get("player") else said
    if kind == "correct":
        return _correction(event, state, names)
    rest = ", ".join(f"{k} {v}" for k, v in event.items() if k not in ("kind", "dice", "draws"))
    return f"{kind.replace('_', ' ')}" + (f": {rest}" if rest else "")


def _correction(event: Mapping[str, Any], state: MissionState, names: Mapping[str, str]) -> str:
    """ "Table correction: Corvin F6 → F7 (a photo)" (R-248), `state` the one before."""
    moves = []
    for entry in event.get("miniatures", ()):
        cid = str(entry.get("character", ""))
        was = state.board_map.character(cid)
        to = f"{entry.get('at')} {entry.get('facing')}"
        moves.append(
            f"{names.get(cid, cid)} {was.at.name} {was.facing.name} → {to}"
            if was is not None
            else f"{names.get(cid, cid)} → {to}"
        )
    said = (
        translate("tracker.history", "Table correction: {moves} (a photo)")
        if event.get("source") == "photo"
        else translate("tracker.history", "Table correction: {moves}")
    )
    return said.format(moves=", ".join(moves))


COUNTED = {  # an event's counter, shown through translate
    "seals": str(QT_TRANSLATE_NOOP("tracker.history", "{who}: seals {change}")),
    "bleeding": str(QT_TRANSLATE_NOOP("tracker.history", "{who}: bleeding {change}")),
    "poison": str(QT_TRANSLATE_NOOP("tracker.history", "{who}: poison {change}")),
}


def turns(log: tuple[str, ...]) -> list[tuple[int, str]]:
    """The log's lines with the turn each belongs to (0: before turn 1)."""
    turn, lines = 0, []
    for line in log:
        if line.startswith("turn ") and ": " in line and line[5:].split(":")[0].isdigit():
            turn = int(line[5:].split(":")[0])
        lines.append((turn, line))
    return lines


class LogList(QListWidget):
    """The log with a heading for each turn; the newest line in sight. Hidden behind
    its tab it only keeps the log to show: the rows are made when it is shown, and a
    longer log adds only its new lines (benchmarks/bench_tracker.py: rebuilding and
    scrolling a hidden list was the largest part of an action's refresh)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mission-log")
        self.setWordWrap(True)
        self.shown: tuple[str, ...] = ()
        self.wanted: tuple[str, ...] = ()
        self.last_turn = -1

    def show_log(self, log: tuple[str, ...]) -> None:
        self.wanted = log
        if self.isVisible():
            self._show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._show()

    def _show(self) -> None:
        log = self.wanted
        if log == self.shown:
            return
        if log[: len(self.shown)] != self.shown:  # undone: start again
            self.clear()
            self.shown, self.last_turn = (), -1
        for turn, line in turns(log)[len(self.shown) :]:
            if turn != self.last_turn:
                heading = QListWidgetItem(
                    self.tr("Turn {turn}").format(turn=turn) if turn else self.tr("Before turn 1")
                )
                font = QFont(self.font())
                font.setBold(True)
                heading.setFont(font)
                self.addItem(heading)
                self.last_turn = turn
            self.addItem(f"  {line}")
        self.shown = log
        self.scrollToBottom()


class HistoryList(QListWidget):
    """Every action of the mission; the undone ones greyed, for Redo. Like the log,
    it is brought up to date when shown, and only its rows that changed are described
    again (an action adds one, undo and redo change one)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("history")
        self.setWordWrap(True)
        self.mission: Mission | None = None
        self.names: Mapping[str, str] = {}
        self.rows: list[tuple[int, bool]] = []  # (id of the event shown, done)

    def show_mission(self, mission: Mission, names: Mapping[str, str]) -> None:
        self.mission, self.names = mission, names
        if self.isVisible():
            self._show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._show()

    def _show(self) -> None:
        mission = self.mission
        if mission is None:
            return
        while self.count() > len(mission.events):
            self.takeItem(self.count() - 1)
        del self.rows[len(mission.events) :]
        for n, event in enumerate(mission.events):
            done = n < mission.cursor
            if n < len(self.rows) and self.rows[n] == (id(event), done):
                continue
            words = f"{n + 1}. {describe(event, mission.states[n], self.names)}"
            if not done:
                words = self.tr("{action}  (undone: Redo)").format(action=words)
            if n >= self.count():
                self.addItem(QListWidgetItem())
            item = self.item(n)
            item.setText(words)
            item.setForeground(QBrush(QColor(255, 255, 255) if done else QColor(140, 140, 140)))
            self.rows[n : n + 1] = [(id(event), done)]
        if mission.cursor and self.currentRow() != mission.cursor - 1:
            self.setCurrentRow(mission.cursor - 1)
            self.scrollToItem(self.item(mission.cursor - 1))
