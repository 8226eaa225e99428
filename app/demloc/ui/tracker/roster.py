"""The tracker's Characters tab (6.4.2): each player's band (fate points, kills) and
his characters' cards, built again only when the characters or the layout change.
Whole cards one under another; in table mode (issue 26) compact cards, a column a
player, so that every character of both sides is in view at once at 1920x1080."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from demloc.catalog.catalog import Catalog
from demloc.missions.play import MissionState, out_of_control
from demloc.ui.mission.common import HeightsKept, button, clear, show_added
from demloc.ui.tracker.cards import CharacterCard, PlayerHeader


class Roster(QScrollArea):
    clicked = Signal(str)  # a card tapped: its character
    wanted = Signal(dict)  # an event for the controller (fate points, damage taken off)

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.box = HeightsKept(self.body)
        self.setWidget(self.body)
        self.cards: dict[str, CharacterCard] = {}
        self.headers: dict[str, PlayerHeader] = {}
        self.columns = 0  # 0: whole cards one under another; else compact, in columns
        self.set_columns(0)
        self.built: object = None

    def set_columns(self, columns: int) -> None:
        """0 for whole cards; 1 or 2 for compact ones in that many columns."""
        self.columns = columns
        # Whole cards always scroll: the bar always shown. Shown as needed, Qt sought
        # the width without it card by card (up to the bar's width in one-pixel steps,
        # every card's words wrapped again at each), 3 ms at each change of a card
        # (issue 26, section 3); compact cards are all in view (table mode).
        bar = Qt.ScrollBarPolicy
        self.setVerticalScrollBarPolicy(bar.ScrollBarAsNeeded if columns else bar.ScrollBarAlwaysOn)

    def show_state(self, state: MissionState, selected: str, labels: Mapping[str, str],
                   names: Mapping[str, str], catalog: Catalog) -> None:  # fmt: skip
        shape = (tuple(state.fighters), tuple(p.colour for p in state.players), self.columns)
        if shape != self.built:
            self.built = shape
            self._build(state, names)
        for player in state.players:
            self.headers[player.colour].show_player(player)
        drawn = {c.character: c for c in out_of_control(state)}
        guilds = tuple(names.items())
        for fid, card in self.cards.items():
            fighter = state.fighters[fid]
            summoner = state.fighters.get(fighter.summoner) if fighter.summoner else None
            replaced = next((r for r in state.replaced if r[0] == fid), None)
            # What his card says, written again only when some of it changed: a fighter
            # the event left alone is the same object in the new state (issue 26,
            # section 3: every card was written again at each action).
            said = (labels.get(fid, fid), fid == selected, drawn.get(fid), replaced,
                    summoner.name if summoner is not None else "", guilds)  # fmt: skip
            if card.shown is not None and card.shown[0] is fighter and card.shown[1] == said:
                continue
            card.shown = (fighter, said)
            # The state and the guild names: a daemon's summoner by name, replaced or escaped.
            card.show_fighter(fighter, said[0], catalog, said[1], drawn.get(fid), state,
                              names)  # fmt: skip
        if selected in self.cards:
            self.ensureWidgetVisible(self.cards[selected])

    def select(self, state: MissionState, selected: str) -> None:
        """Another character selected, nothing else changed: only the cards whose mark
        changes, none of the others written again (issue 26, section 3)."""
        for fid, card in self.cards.items():
            card.mark(fid == selected, state.fighters[fid].in_play)
        if selected in self.cards:
            self.ensureWidgetVisible(self.cards[selected])

    def _build(self, state: MissionState, names: Mapping[str, str]) -> None:
        clear(self.box)
        self.cards, self.headers = {}, {}
        columns: list[QVBoxLayout] = []
        if self.columns:
            row = QHBoxLayout()
            self.box.addLayout(row)
            for _ in range(min(self.columns, len(state.players))):
                columns.append(QVBoxLayout())
                row.addLayout(columns[-1], 1)
        for n, player in enumerate(state.players):
            column = columns[n % len(columns)] if columns else self.box
            header = PlayerHeader(player.colour, names.get(player.colour, player.colour))
            header.set_compact(bool(self.columns))
            for sign, change in (("−", -1), ("+", 1)):
                fate = button(
                    f"{sign}1",
                    functools.partial(
                        self.wanted.emit,
                        {"kind": "fate", "player": player.colour, "change": change},
                    ),
                    f"fate-{player.colour}{change:+d}",
                )
                fate.setToolTip(
                    self.tr("Fate points {change}: spent or gained (6.4.2); never below 0").format(
                        change=f"{sign}1"
                    )
                )
                header.buttons.addWidget(fate)
            self.headers[player.colour] = header
            column.addWidget(header)
            for fid, fighter in state.fighters.items():
                if fighter.owner != player.colour:
                    continue
                card = CharacterCard(fid, fighter.owner)
                card.set_compact(bool(self.columns))
                card.clicked.connect(self.clicked.emit)
                card.wanted.connect(self.wanted.emit)  # its damage taken off
                self.cards[fid] = card
                column.addWidget(card)
        for column in columns:
            column.addStretch(1)
        self.box.addStretch(1)
        show_added(self.body)  # shown now, measured by the tap's layout

    def room(self, selected: str) -> int:
        """The height for one whole card (the selected one, else the tallest) at the
        width it has, with the layout's margins."""
        card = self.cards.get(selected)
        heights = [card] if card is not None else list(self.cards.values())
        if not heights:
            return 0
        width = self.viewport().width() - 24
        tallest = max(
            c.heightForWidth(width) if c.hasHeightForWidth() and width > 0 else
            c.sizeHint().height()
            for c in heights
        )  # fmt: skip
        # As laid out, if it was: a card just built has Qt's first size (640x480) until
        # its layout places it, which fitted the side column to a 480 px card.
        laid = [c.height() for c in heights if c.testAttribute(Qt.WidgetAttribute.WA_Resized)]
        tallest = max(tallest, *laid, 0)
        margins = self.box.contentsMargins()
        return tallest + margins.top() + margins.bottom() + 8

    def every_room(self) -> int:
        """The height that shows every card at the width there is."""
        wide = self.viewport().width()
        tall = self.body.heightForWidth(wide) if wide > 0 else -1
        return tall if tall > 0 else self.body.sizeHint().height()
