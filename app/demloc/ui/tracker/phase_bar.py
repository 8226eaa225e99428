"""The phase bar (7, 7.1, 7.3.2.3): the turn (and the limit unless the mission hides
it), the turn's first player and how he was drawn, who plays now, the phase and its
sub-phases; Pass, Next turn and the ways the mission may end now."""

from __future__ import annotations

import functools

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from demloc.missions.play import (
    FIRST_SUB_PHASE,
    MissionState,
    Phase,
    SubPhase,
    can_start_turn,
    endings,
    shown_turn_limit,
)
from demloc.ui.i18n import translate
from demloc.ui.mission.common import button, clear, text
from demloc.ui.tracker.cards import guild_colour

# Each phase's sub-phases in their order (7.2, 7.3): what comes after the one shown.
SUB_PHASES = {
    Phase.STRATEGIC: (SubPhase.FREE_MOVEMENT, SubPhase.SHOOTING, SubPhase.ARCANE),
    Phase.BRAWL: (SubPhase.ENGAGING, SubPhase.HAND_TO_HAND),
}
# What the character activated may still do after moving (7.2: one of shooting or
# arcane; 7.3: one attack).
AFTER_MOVING = {  # shown through translate
    Phase.STRATEGIC: str(QT_TRANSLATE_NOOP(
        "tracker.phase_bar", "{name} moving, then may shoot or use the arcane sub-phase")),
    Phase.BRAWL: str(QT_TRANSLATE_NOOP(
        "tracker.phase_bar", "{name} moving to engage, then may attack")),
}  # fmt: skip
SUB_PHASE_WORDS = {  # the core's sub-phases, shown through translate
    SubPhase.FREE_MOVEMENT: str(QT_TRANSLATE_NOOP("tracker.phase_bar", "free movement")),
    SubPhase.SHOOTING: str(QT_TRANSLATE_NOOP("tracker.phase_bar", "shooting")),
    SubPhase.ARCANE: str(QT_TRANSLATE_NOOP("tracker.phase_bar", "arcane")),
    SubPhase.ENGAGING: str(QT_TRANSLATE_NOOP("tracker.phase_bar", "engaging movement")),
    SubPhase.HAND_TO_HAND: str(QT_TRANSLATE_NOOP("tracker.phase_bar", "hand-to-hand attack")),
}


def sub_phase_word(sub: SubPhase) -> str:
    return translate("tracker.phase_bar", SUB_PHASE_WORDS.get(sub, sub.value))


def turn_text(state: MissionState) -> str:
    if state.turn == 0:
        return translate("tracker.phase_bar", "Before turn 1")
    limit = shown_turn_limit(state)
    if limit:
        return translate("tracker.phase_bar", "Turn {turn} of {limit}").format(
            turn=state.turn, limit=limit
        )
    return translate("tracker.phase_bar", "Turn {turn}").format(turn=state.turn)


def phase_text(state: MissionState) -> str:
    """The phase and its sub-phase from the state (7.1, 7.2, 7.3, RULINGS.md R-72), with
    who is activated and what may follow."""
    if state.phase is Phase.ENDED:
        return translate("tracker.phase_bar", "Mission over: {result}").format(result=state.result)
    if state.phase is Phase.TURN_OVER:
        return translate(
            "tracker.phase_bar", "The turn is over: every movement token is active (7.3.2.3)"
        )
    name = (
        translate("tracker.phase_bar", "Strategic phase")
        if state.phase is Phase.STRATEGIC
        else translate("tracker.phase_bar", "Brawl phase")
    )
    sub = state.sub_phase or FIRST_SUB_PHASE[state.phase]
    text = translate("tracker.phase_bar", "{phase} · {sub_phase} sub-phase ({rule})").format(
        phase=name, sub_phase=sub_phase_word(sub), rule=sub.rule
    )
    active = state.active
    fighter = state.fighters.get(active.character) if active is not None else None
    if active is None or fighter is None:
        others = [sub_phase_word(s) for s in SUB_PHASES[state.phase] if s is not sub]
        return translate("tracker.phase_bar", "{phase} · next: {sub_phases}").format(
            phase=text, sub_phases=", ".join(others)
        )
    if active.acted:
        doing = translate("tracker.phase_bar", "{name} has had the one action")
    else:
        doing = translate("tracker.phase_bar", AFTER_MOVING[state.phase])
    return f"{text} · {doing.format(name=fighter.name)}"


def draw_text(state: MissionState, names: dict[str, str] | None = None) -> str:
    """How this turn's first player was drawn: from the state's weights when it has
    them (7, RULINGS.md R-34: the previous first player less likely), each player's
    chance said; else as the log said it."""
    names = names or {}
    if state.first_draw and state.turn > 0:
        total = sum(weight for _colour, weight in state.first_draw)
        most = max(weight for _colour, weight in state.first_draw)
        chances = ", ".join(
            (
                translate(
                    "tracker.phase_bar", "{name} ({colour}) {weight} in {total} (first last turn)"
                )
                if weight < most
                else translate("tracker.phase_bar", "{name} ({colour}) {weight} in {total}")
            ).format(name=names.get(colour, colour), colour=colour, weight=weight, total=total)
            for colour, weight in state.first_draw
        )
        who = names.get(state.first, state.first)
        return translate(
            "tracker.phase_bar", "{name} ({colour}) plays first, drawn: {chances} (7, R-34)"
        ).format(name=who, colour=state.first, chances=chances)
    for line in reversed(state.log):
        if line.startswith(f"turn {state.turn}: "):
            said = line.removeprefix(f"turn {state.turn}: ")
            # The core's log line (missions/play/turns.py) said in the language chosen.
            if said.endswith("drawn (7)"):
                return translate(
                    "tracker.phase_bar",
                    "{player} plays first, drawn; the previous first player less likely (7)",
                ).format(player=state.first)
            if said.endswith("drawn at the set-up"):
                return translate(
                    "tracker.phase_bar", "{player} plays first, drawn at the set-up"
                ).format(player=state.first)
            return said
    return ""


ENDING_LABELS = {  # shown through translate
    "turn limit": str(QT_TRANSLATE_NOOP("tracker.phase_bar", "Turn limit: end game")),
    "objective": str(QT_TRANSLATE_NOOP("tracker.phase_bar", "Objective achieved")),
    "elimination": str(QT_TRANSLATE_NOOP("tracker.phase_bar", "Elimination: end game")),
    "surrender": str(QT_TRANSLATE_NOOP("tracker.phase_bar", "Surrender…")),
}


NOW_STYLE = "color:white; background:{colour}; padding:2px 8px; border-radius:4px;"


class PhaseBar(QWidget):
    passed = Signal()
    next_turn = Signal()
    ending = Signal(str, str)  # an end_mission reason, and the player it names ("")

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("phase-bar")
        self.narrow = False  # `set_narrow`
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        top = self.top = QHBoxLayout()
        self.turn = text("", wrap=False, bold=True, size=17)
        self.turn.setObjectName("turn")
        self.first = text("", size=13)
        self.first.setObjectName("first")
        self.now = text("", wrap=False, bold=True, size=15)
        self.now.setObjectName("now")
        # Who plays now keeps its room before the first turn too: its coming moves
        # nothing below the bar (issue 26, section 3).
        self.now.setText(self.tr("· plays now"))
        self._now_style(NOW_STYLE.format(colour="black"))
        self.now.setMinimumHeight(self.now.sizeHint().height())
        self.now.setText("")
        self._now_style("")
        top.addWidget(self.turn)
        top.addWidget(self.first, 1)
        top.addWidget(self.now)
        layout.addLayout(top)
        row = QHBoxLayout()
        self.phase = text("", size=13)
        self.phase.setObjectName("phase")
        row.addWidget(self.phase, 1)
        self.pass_button = button(self.tr("Pass (P)"), self.passed.emit, "pass")
        self.next_button = button(self.tr("Next turn (T)"), self.next_turn.emit, "next-turn")
        self.end_buttons: dict[str, QPushButton] = {}
        self.row = row
        row.addWidget(self.pass_button)
        row.addWidget(self.next_button)
        for reason, label in ENDING_LABELS.items():
            end = button(
                translate("tracker.phase_bar", label),
                functools.partial(self._end, reason),
                f"end-{reason}",
            )
            self.end_buttons[reason] = end
            row.addWidget(end)
        layout.addLayout(row)
        # Who reached the objective, or who surrenders: one tap more, by player.
        self.chooser = QWidget()
        self.choices = QHBoxLayout(self.chooser)
        self.choices.setContentsMargins(0, 0, 0, 0)
        self.chooser.hide()
        layout.addWidget(self.chooser)
        self.achieved = ""
        self.players: list[tuple[str, str]] = []
        self.pass_button.setToolTip(
            self.tr("The player who plays now passes; clockwise (7). Key: P")
        )
        self.next_button.setToolTip(
            self.tr("Start the next turn and draw its first player (7). Key: T (or Ctrl+Enter)")
        )

    def set_stacked(self, stacked: bool) -> None:
        """Table mode, above the side panel (issue 26): how the first player was drawn
        on a line of its own under the turn and who plays now, not squeezed between."""
        self.now.setWordWrap(stacked)
        if stacked:
            self.top.removeWidget(self.first)
            self.box.insertWidget(1, self.first)
            self.row.removeWidget(self.phase)
            self.box.insertWidget(2, self.phase)
            self.row.insertStretch(0, 1)
        else:
            self.box.removeWidget(self.first)
            self.top.insertWidget(1, self.first, 1)
            stretch = self.row.takeAt(0)
            del stretch
            self.box.removeWidget(self.phase)
            self.row.insertWidget(0, self.phase, 1)

    def set_narrow(self, narrow: bool) -> None:
        """Table mode below 1500 px wide (issue 26): who plays now on a line of its own
        under the turn, its whole width (squeezed beside the turn it wrapped to four
        lines and was cut with four players at 1024x700); how the first player was
        drawn in the turn's tooltip, a line less."""
        self.narrow = narrow
        self.first.setVisible(not narrow)
        self.turn.setToolTip(self.first.text() if narrow else "")
        if narrow == (self.box.indexOf(self.now) >= 0):
            return
        if narrow:
            self.top.removeWidget(self.now)
            self.box.insertWidget(1, self.now)
        else:
            self.box.removeWidget(self.now)
            self.top.addWidget(self.now)

    def add_action(self, widget: QWidget) -> None:
        """A button of the selected character's, before Pass (the bar has the room)."""
        self.row.insertWidget(self.row.indexOf(self.pass_button), widget)

    def _end(self, reason: str) -> None:
        if (reason == "objective" and self.achieved) or reason not in ("objective", "surrender"):
            self.ending.emit(reason, "")
            return
        clear(self.choices)
        question = (
            self.tr("Who reached the objective?")
            if reason == "objective"
            else self.tr("Who surrenders?")
        )
        self.choices.addWidget(text(question, wrap=False, bold=True))
        for colour, name in self.players:
            self.choices.addWidget(button(
                f"{name} ({colour})", functools.partial(self._chosen, reason, colour),
                f"{reason}-by-{colour}",
            ))  # fmt: skip
        self.choices.addWidget(button(self.tr("Cancel"), self._close_chooser, "end-cancel"))
        self.choices.addStretch(1)
        self.chooser.show()

    def _close_chooser(self) -> None:
        """The question's line goes, and the room it took (`_keep_height`)."""
        if not self.chooser.isHidden():
            self.chooser.hide()
            self.setMinimumHeight(0)
            self._keep_height()

    def _chosen(self, reason: str, colour: str) -> None:
        self._close_chooser()
        self.ending.emit(reason, colour)

    def _now_style(self, sheet: str) -> None:
        if sheet != self.now.styleSheet():
            self.now.setStyleSheet(sheet)

    def show_state(self, state: MissionState, names: dict[str, str]) -> None:
        self.achieved = state.achieved
        self.players = [(p.colour, names.get(p.colour, p.colour)) for p in state.players]
        self.turn.setText(turn_text(state))
        drawn = draw_text(state, names)
        self.first.setText(f"· {drawn}" if drawn else (
            self.tr("· {player} plays first").format(player=state.first)
            if state.first else ""))  # fmt: skip
        if self.narrow:
            self.turn.setToolTip(self.first.text())
        playing = state.phase in (Phase.STRATEGIC, Phase.BRAWL)
        if playing and state.current:
            who = names.get(state.current, state.current)
            self.now.setText(
                self.tr("· {name} ({colour}) plays now").format(name=who, colour=state.current)
            )
            self._now_style(NOW_STYLE.format(colour=guild_colour(state.current)))
            # The bar keeps this height between turns (the label empty): a turn's end
            # moves nothing below it (the board refitted and repainted twice, issue 26).
            self.now.setMinimumHeight(max(self.now.minimumHeight(), self.now.sizeHint().height()))
        else:
            self.now.setText("")
            self._now_style("")
        self.phase.setText(phase_text(state))
        # Stacked (table mode) the phase keeps the lines of its longest words (two, three
        # where narrow): "… Corvin moving, then may shoot or use the arcane sub-phase"
        # after a move wrapped a line more, and the side column below moved under the
        # finger (issue 26, item 5).
        lines = (3 if self.narrow else 2) if self.now.wordWrap() else 0
        self.phase.setMinimumHeight(lines * self.phase.fontMetrics().lineSpacing())
        self.pass_button.setVisible(playing)
        self.next_button.setVisible(can_start_turn(state))
        open_now = endings(state)
        for reason, widget in self.end_buttons.items():
            # Surrender is open all along; it is offered between turns, and once the
            # turn limit or the objective leaves nothing else (7.3.2.3).
            shown = reason in open_now and (reason != "surrender" or not playing)
            widget.setVisible(shown)
        if not open_now:
            self._close_chooser()
        self._keep_height()

    def _keep_height(self) -> None:
        """The bar keeps the tallest height it had at its width: a new turn's words that
        wrap a line less move nothing below it (the board, issue 26, section 3); a new
        width starts again (`resizeEvent`)."""
        box = self.box
        wanted = box.heightForWidth(self.width()) if box.hasHeightForWidth() else -1
        if wanted < 0:
            wanted = box.sizeHint().height()
        if wanted > self.minimumHeight():
            self.setMinimumHeight(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self.minimumHeight():
            self.setMinimumHeight(0)
            QTimer.singleShot(0, self, self._keep_height)
