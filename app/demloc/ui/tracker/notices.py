"""What the app tells the table between the phase bar and the board (6.4.1, 6.4.2,
7.2.3): a wave character to place (his squares lit on the board, a tap places him), the
possessed who walk by the out-of-control card this turn, the objective's progress, and
in a control mission the table's word on who controls the area."""

from __future__ import annotations

import functools

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from demloc.missions.play import Due, MissionState, Phase, possessed_to_walk
from demloc.ui.mission.common import button, clear, text
from demloc.ui.mission.deployment import towards_the_middle
from demloc.ui.tracker.cards import guild_colour

NOTICE_STYLE = "background:#2d2350; color:#ffffff; padding:4px 8px; font-weight:bold;"


def wave_notice(due: Due, names: dict[str, str]) -> str:
    zone = "any deployment zone" if due.zone == "any" else f"the {due.zone} zone"
    return (
        f"Wave {due.wave}: {names.get(due.owner, due.owner)} ({due.owner}) pulls the card of "
        f"{due.name} and places the miniature in {zone}: tap a lit square (6.4.1)"
    )


class Notices(QWidget):
    wanted = Signal(dict)  # an event for the controller

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("notices")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(2)
        self.due: Due | None = None
        self.facing = "N"
        self.said: object = None

    def show_state(self, state: MissionState, names: dict[str, str], labels: dict[str, str],
                   size: tuple[int, int]) -> None:  # fmt: skip
        shown = (state.due, possessed_to_walk(state), state.progress, state.phase,
                state.control_claim, state.objective, tuple(names.items()))  # fmt: skip
        if shown == self.said:
            return
        self.said = shown
        clear(self.box)
        self.due = state.due[0] if state.due and state.phase is not Phase.ENDED else None
        if self.due is not None:
            self._line(wave_notice(self.due, names), "wave-notice")
            squares = tuple(s.name for s in self.due.squares)
            self.facing = towards_the_middle(squares, *size)
        walking = possessed_to_walk(state)
        if walking:
            who = ", ".join(labels.get(f, f) for f in walking)
            self._line(
                f"Possessed: {who} walk by the out-of-control card this turn; their owner "
                "moves them in the free movement sub-phase (5.6, 7.2.3)",
                "possessed-notice",
            )
        if state.progress and state.phase is not Phase.ENDED:
            self._line(f"Objective: {state.progress}", "progress")
        objective = state.objective
        if (
            objective is not None
            and objective.check == "control"
            and state.phase in (Phase.STRATEGIC, Phase.BRAWL)
        ):
            row = QHBoxLayout()
            claim = state.control_claim
            said = (
                "the board decides"
                if claim is None
                else (f"{claim} controls" if claim else "nobody: the count is suspended")
            )
            row.addWidget(text(f"Control this turn ({said}):", wrap=False, bold=True))
            for player in state.players:
                # The colour on the bases: four guild names do not fit a row.
                claim_button = button(
                    player.colour.capitalize(),
                    functools.partial(self._control, player.colour), f"control-{player.colour}",
                )  # fmt: skip
                claim_button.setToolTip(
                    f"{names.get(player.colour, player.colour)} controls the area this turn (6.4.2)"
                )
                claim_button.setStyleSheet(
                    f"QPushButton {{ border:3px solid {guild_colour(player.colour)}; }}"
                )
                row.addWidget(claim_button)
            row.addWidget(button("Nobody", functools.partial(self._control, ""), "control-none"))
            row.addStretch(1)
            self.box.addLayout(row)
        self.setVisible(self.box.count() > 0)

    def _line(self, words: str, name: str) -> None:
        label = text(words)
        label.setObjectName(name)
        label.setStyleSheet(NOTICE_STYLE)
        self.box.addWidget(label)

    def _control(self, colour: str) -> None:
        self.wanted.emit({"kind": "objective_control", "player": colour})

    def lit(self) -> tuple[str, ...]:
        """The squares a tap may place the due wave character on."""
        return tuple(s.name for s in self.due.squares) if self.due is not None else ()

    def square_tapped(self, square: str) -> bool:
        """A tap on the board: the due wave character placed there (the core checks)."""
        if self.due is None:
            return False
        self.wanted.emit({
            "kind": "wave_enters",
            "placements": [{"character": self.due.character, "at": square, "facing": self.facing}],
        })  # fmt: skip
        return True
