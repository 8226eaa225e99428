"""A mission replayed turn by turn (issue 12, "never lose a thing"; RULINGS.md R-90,
R-91, R-92): the board at the end of the chosen turn, or after the chosen action,
beside what happened in that turn. Read-only: it holds a copy of the mission's states
(`missions.play.replay.Replay`) and never writes an event.

Keys: Left / Right an action, PageUp / PageDown or Ctrl+Left / Ctrl+Right a turn, Home
the start, End the last action, Esc back. `PastPlays` lists the missions played at
this table (the store's `past_plays`) to pick one to replay.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from demloc.missions.play import Mission, MissionState
from demloc.missions.play.replay import Replay, Step
from demloc.rules.errors import RulesError
from demloc.store.play import PastPlay
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate
from demloc.ui.looks import GOLD, REFUSAL_STYLE, table_sheet
from demloc.ui.mission.common import button, text
from demloc.ui.tracker.board import TrackerBoard
from demloc.ui.tracker.history import describe

# The tracker's look (large text, light on a dark ground), for these screens.
REPLAY_STYLE = table_sheet("ReplayView") + table_sheet("PastPlays")
NOW = QColor(GOLD)  # the action shown: the tracker's highlight
LATER = QColor(130, 130, 130)  # what the turn has yet to do
QUIET = QColor(190, 190, 190)  # an action the log said nothing of (a pass)
KEYS = {  # words shown through translate
    "first": (str(QT_TRANSLATE_NOOP("tracker.replay", "First")), "Home", ["Home"]),
    "previous-turn": (
        str(QT_TRANSLATE_NOOP("tracker.replay", "◀◀ Turn")),
        "PgUp",
        ["PgUp", "Ctrl+Left"],
    ),
    "previous-action": (str(QT_TRANSLATE_NOOP("tracker.replay", "◀ Action")), "←", ["Left"]),
    "next-action": (str(QT_TRANSLATE_NOOP("tracker.replay", "Action ▶")), "→", ["Right"]),
    "next-turn": (
        str(QT_TRANSLATE_NOOP("tracker.replay", "Turn ▶▶")),
        "PgDn",
        ["PgDown", "Ctrl+Right"],
    ),
    "last": (str(QT_TRANSLATE_NOOP("tracker.replay", "Last")), "End", ["End"]),
}
KEYS_SHOWN = 1150  # from this width the buttons say their keys too (cut at 1024x700)
TIPS = {  # shown through translate
    "first": str(QT_TRANSLATE_NOOP("tracker.replay", "The start: the miniatures as deployed")),
    "previous-turn": str(
        QT_TRANSLATE_NOOP("tracker.replay", "The end of the turn before (PageUp or Ctrl+Left)")
    ),
    "previous-action": str(QT_TRANSLATE_NOOP("tracker.replay", "One action back (Left)")),
    "next-action": str(QT_TRANSLATE_NOOP("tracker.replay", "One action on (Right)")),
    "next-turn": str(
        QT_TRANSLATE_NOOP(
            "tracker.replay", "The end of this turn, or of the next (PageDown or Ctrl+Right)"
        )
    ),
    "last": str(
        QT_TRANSLATE_NOOP("tracker.replay", "The last action: where the mission stands (End)")
    ),
}


LINES_LEAST, LINES_MOST, LINES_SHARE = 320, 680, 0.36  # the lines' width beside the board
# A slider a finger can take: a thick groove, a large handle in the tracker's yellow.
SLIDER_STYLE = """
QSlider::groove:horizontal { height:10px; background:#3a3a3a; border-radius:5px; }
QSlider::sub-page:horizontal { background:#5a2a82; border-radius:5px; }
QSlider::handle:horizontal { background:#ffd400; width:26px; margin:-10px 0;
    border-radius:13px; }
"""

PAST_LIST_STYLE = "QListWidget { font-size:19px; } QListWidget::item { padding:6px; }"


def line_size(height: int) -> int:
    """The lines' type in pixels for a window `height` high: read from across the
    table, 17 px at 700 and 24 px at 1080 (the tracker's smallest board text is 14)."""
    return max(17, min(24, round(height / 45)))


class ReplayView(QWidget):
    """The replay screen. `open` it on a mission; `closed` asks to go back."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("replay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(REPLAY_STYLE)
        self.replay: Replay | None = None
        self.mission: Mission | None = None
        self.board: TrackerBoard | None = None
        self.size_px = line_size(700)
        self.names: dict[str, str] = {}  # colour -> guild name
        self.labels: dict[str, str] = {}  # character id -> name (colour number)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        top = QHBoxLayout()
        self.title = text("", bold=True)
        self.title.setObjectName("replay-title")
        top.addWidget(self.title, 1)
        self.back = button(self.tr("Back to the mission (Esc)"), self.closed.emit, "replay-back")
        top.addWidget(self.back)
        layout.addLayout(top)
        self.problem = text("")
        self.problem.setObjectName("replay-problem")
        self.problem.setStyleSheet(REFUSAL_STYLE)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.where = text("", bold=True, size=16)
        self.where.setObjectName("replay-where")
        layout.addWidget(self.where)
        self.standing = text("")
        self.standing.setObjectName("replay-standing")
        layout.addWidget(self.standing)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.split.addWidget(self.board_holder)
        self.lines = QListWidget()
        self.lines.setObjectName("replay-lines")
        self.lines.setWordWrap(True)
        # The arrows step the replay: the list takes clicks, not the keys.
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.itemClicked.connect(self._line_clicked)
        self.split.addWidget(self.lines)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.split.setCollapsible(0, False)
        self.lines.setMinimumWidth(LINES_LEAST)
        self.dragged = False  # the board takes what the lines leave, until the bar moves
        self.split.splitterMoved.connect(lambda *_: setattr(self, "dragged", True))
        layout.addWidget(self.split, 1)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimumHeight(36)
        self.slider.setStyleSheet(SLIDER_STYLE)
        self.slider.valueChanged.connect(self._slid)
        layout.addWidget(self.slider)
        controls = QHBoxLayout()
        self.buttons = {}
        slots: dict[str, Callable[[], object]] = {
            "first": lambda: self._move(lambda r: r.first()),
            "previous-turn": lambda: self._move(lambda r: r.previous_turn()),
            "previous-action": lambda: self._move(lambda r: r.previous_action()),
            "next-action": lambda: self._move(lambda r: r.next_action()),
            "next-turn": lambda: self._move(lambda r: r.next_turn()),
            "last": lambda: self._move(lambda r: r.end()),
        }
        for name, (words, shown_key, _keys) in KEYS.items():
            widget = button(translate("tracker.replay", words), slots[name], f"replay-{name}")
            widget.setToolTip(
                self.tr("{tip}. Key: {key}").format(
                    tip=translate("tracker.replay", TIPS[name]), key=shown_key
                )
            )
            self.buttons[name] = widget
            controls.addWidget(widget, 1)
        layout.addLayout(controls)
        self.key_actions: dict[str, QAction] = {}
        for name, (_words, _key, keys) in {**KEYS, "back": ("Back", "Esc", ["Esc"])}.items():
            action = QAction(name, self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(
                (lambda _=False: self.closed.emit())
                if name == "back"
                else (lambda _=False, b=self.buttons[name]: b.click())
            )
            self.addAction(action)
            self.key_actions[name] = action

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The keys work at once: the focus inside the replay, not on the hidden tracker.
        (self.board.view if self.board is not None else self).setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.size_px = line_size(self.height())
        self.lines.setStyleSheet(f"font-size:{self.size_px}px;")
        self.where.setStyleSheet(f"font-size:{self.size_px + 2}px; font-weight:bold;")
        self.standing.setStyleSheet(f"font-size:{self.size_px - 1}px;")
        for name, (words, key, _keys) in KEYS.items():
            wide = self.width() >= KEYS_SHOWN
            said = translate("tracker.replay", words)
            self.buttons[name].setText(f"{said} ({key})" if wide else said)
        self._show_lines()
        if not self.dragged:
            width = self.split.width()
            side = round(min(LINES_MOST, max(LINES_LEAST, width * LINES_SHARE)))
            self.split.setSizes([max(0, width - side), side])

    # ---- opening ----------------------------------------------------------------------

    def open(self, mission: Mission, title: str, back: str, problem: str = "") -> None:
        """Replay what `mission` has done, from where the table is (its last action)."""
        self.mission, self.replay = mission, Replay.of(mission)
        self.title.setText(title)
        self.back.setText(self.tr("{back} (Esc)").format(back=back))
        self.problem.setText(f"⚠ {problem}" if problem else "")
        self.problem.setVisible(bool(problem))
        self.names = {
            str(p.get("colour")): str(p.get("name") or p.get("colour"))
            for p in mission.setup.get("players", [])
        }
        self.labels = {}
        for state in (self.replay.states[0], self.replay.states[-1]):
            for miniature in state.board_map.characters:
                self.labels.setdefault(miniature.id, miniature.label)
        for fid, fighter in self.replay.states[-1].fighters.items():
            self.labels.setdefault(fid, f"{fighter.name} ({fighter.owner})")
        library = mission.ctx.library
        if self.board is None or self.board.document.library is not library:
            if self.board is not None:
                self.board.view.setParent(None)
            self.board = TrackerBoard(library, self.replay.state.board_map)
            self.board_layout.addWidget(self.board.view)
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.replay.last)
        self.slider.setPageStep(max(1, self.replay.last // max(1, len(self.replay.turns))))
        self.slider.blockSignals(False)
        self.refresh()
        if self.isVisible() and self.board is not None:
            self.board.view.setFocus()

    # ---- moving -----------------------------------------------------------------------

    def _move(self, step: Callable[[Replay], object]) -> None:
        if self.replay is None:
            return
        try:
            step(self.replay)
        except RulesError:
            return  # at an edge: its button is disabled, the key does nothing
        self.refresh()

    def _slid(self, value: int) -> None:
        if self.replay is not None and value != self.replay.position:
            self._move(lambda r: r.go(value))

    def _line_clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self._move(lambda r: r.go(index))

    # ---- showing ----------------------------------------------------------------------

    def refresh(self) -> None:
        replay = self.replay
        if replay is None or self.board is None:
            return
        state = replay.state
        self.board.show(state, None)
        self.where.setText(heading(replay))
        self.standing.setText(standing(state, self.names))
        self.slider.blockSignals(True)
        self.slider.setValue(replay.position)
        self.slider.blockSignals(False)
        at_start, at_end = replay.position == 0, replay.position == replay.last
        for name in ("first", "previous-turn", "previous-action"):
            self.buttons[name].setEnabled(not at_start)
        for name in ("next-action", "next-turn", "last"):
            self.buttons[name].setEnabled(not at_end)
        self._show_lines()

    def _show_lines(self) -> None:
        """The turn's lines: those done up to the position in white, the action shown
        in yellow, what the turn has yet to do greyed."""
        replay = self.replay
        if replay is None:
            return
        turn = replay.turn
        self.lines.clear()
        heading = QListWidgetItem(
            self.tr("Turn {turn}").format(turn=turn.number)
            if turn.number
            else translate("tracker.replay", TIPS["first"])
        )
        font = QFont(self.lines.font())
        font.setBold(True)
        font.setPixelSize(self.size_px + 2)
        heading.setFont(font)
        heading.setData(Qt.ItemDataRole.UserRole, turn.end)
        self.lines.addItem(heading)
        if turn.number == 0:
            for line in replay.states[0].log:
                self._line(f"  {line}", 0, replay.position)
        shown: QListWidgetItem | None = None
        for step in turn.steps:
            items = self._step_lines(step, replay.position)
            if step.index == replay.position and items:
                shown = items[0]
        if not turn.steps and turn.number == 0 and not replay.states[0].log:
            self._line("  " + self.tr("nothing was done before turn 1"), 0, replay.position)
        if shown is not None:
            self.lines.scrollToItem(shown)

    def _step_lines(self, step: Step, position: int) -> list[QListWidgetItem]:
        assert self.replay is not None
        before = self.replay.states[step.index - 1]
        if step.lines:
            words = step.lines
        elif step.kind == "pass" and before.current:
            # the log says nothing of a pass
            words = (self.tr("{player} passes").format(player=before.current),)
        else:
            words = (describe(step.event, before, self.labels),)
        quiet = not step.lines
        return [
            self._line(f"{step.index}. {line}" if n == 0 else f"     {line}", step.index,
                       position, quiet=quiet)
            for n, line in enumerate(words)
        ]  # fmt: skip

    def _line(self, words: str, index: int, position: int, quiet: bool = False) -> QListWidgetItem:
        item = QListWidgetItem(words)
        item.setData(Qt.ItemDataRole.UserRole, index)
        if index == position and index > 0:
            item.setForeground(QBrush(QColor(0, 0, 0)))
            item.setBackground(QBrush(NOW))
        elif index > position:
            item.setForeground(QBrush(LATER))
        elif quiet:
            item.setForeground(QBrush(QUIET))
        self.lines.addItem(item)
        return item

    def shown_lines(self) -> list[str]:
        """The lines on screen, for tests and the table's eyes."""
        return [self.lines.item(n).text() for n in range(self.lines.count())]


def standing(state: MissionState, names: Mapping[str, str]) -> str:
    """Each player's fate points and kills at this point, and the result once over."""
    players = " · ".join(
        translate("tracker.replay", "{name} ({colour}): fate {fate}, kills {kills}").format(
            name=names.get(p.colour, p.colour), colour=p.colour, fate=p.fate_points, kills=p.kills
        )
        for p in state.players
    )
    if state.result:
        return translate("tracker.replay", "{players} · mission over: {result}").format(
            players=players, result=state.result
        )
    return players


def describe_play(play: PastPlay) -> str:
    """A past mission in a line for the list."""
    status = {
        "playing": translate("tracker.replay", "in play"),
        "ended": translate("tracker.replay", "ended"),
        "abandoned": translate("tracker.replay", "left"),
        "resolved": translate("tracker.replay", "finished"),
    }.get(play.status, play.status)
    name = play.mission_id or translate("tracker.replay", "a mission from a file")
    # The store keeps naive UTC (store/schema_base.py now): said in the table's own time.
    when = play.begun.replace(tzinfo=datetime.UTC).astimezone().strftime("%Y-%m-%d %H:%M")
    actions = Counts().actions(play.actions)
    return translate("tracker.replay", "{mission} · begun {when} · {status} · {actions}").format(
        mission=name, when=when, status=status, actions=actions
    )


PHASE_WORDS = {  # the core's phases (missions/play), shown through translate
    "turn over": str(QT_TRANSLATE_NOOP("tracker.replay", "turn over")),
    "strategic": str(QT_TRANSLATE_NOOP("tracker.replay", "strategic")),
    "brawl": str(QT_TRANSLATE_NOOP("tracker.replay", "brawl")),
    "ended": str(QT_TRANSLATE_NOOP("tracker.replay", "ended")),
}


def heading(replay: Replay) -> str:
    """Where the replay stands, in a line for the screen (missions/play/replay.py's
    `Replay.heading` in the language chosen)."""
    turn, position, last = replay.turn, replay.position, replay.last
    value = replay.state.phase.value
    phase = translate("tracker.replay", PHASE_WORDS[value]) if value in PHASE_WORDS else value
    if position == 0:
        action = translate("tracker.replay", "before the first action")
    elif position == turn.end and turn.number > 0:
        action = translate("tracker.replay", "its end (action {position} of {last})")
    else:
        action = translate("tracker.replay", "action {position} of {last}")
    action = action.format(position=position, last=last)
    if turn.number == 0:
        return translate("tracker.replay", "The start: {action}").format(action=action)
    return translate("tracker.replay", "Turn {turn} of {turns} played, {phase}: {action}").format(
        turn=turn.number, turns=replay.turns[-1].number, phase=phase, action=action
    )


class PastPlays(QWidget):
    """The missions played at this table, newest first (R-91), to pick one to replay."""

    chosen = Signal(int)  # a MissionPlay id
    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("past-plays")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(REPLAY_STYLE)
        layout = QVBoxLayout(self)
        title = text(self.tr("Replay a past mission"), bold=True)
        title.setStyleSheet("font-size:22px; font-weight:bold;")
        layout.addWidget(title)
        layout.addWidget(text(self.tr(
            "Every mission played at this table, the newest first. A replay only reads: "
            "nothing of the mission changes.")))  # fmt: skip
        self.problem = text("")
        self.problem.setObjectName("past-problem")
        self.problem.setStyleSheet(REFUSAL_STYLE)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.list = QListWidget()
        self.list.setObjectName("past-list")
        self.list.setStyleSheet(PAST_LIST_STYLE)
        self.list.itemActivated.connect(lambda _item: self.choose())
        self.list.itemDoubleClicked.connect(lambda _item: self.choose())
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.replay_button = button(self.tr("Replay (Enter)"), self.choose, "past-replay")
        self.back = button(self.tr("Back (Esc)"), self.closed.emit, "past-back")
        row.addWidget(self.replay_button)
        row.addStretch(1)
        row.addWidget(self.back)
        layout.addLayout(row)
        action = QAction(self.tr("Back"), self)
        action.setShortcut(QKeySequence("Esc"))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: self.closed.emit())
        self.addAction(action)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.list.setFocus()  # Up, Down and Enter choose at once

    def show_plays(self, plays: Sequence[PastPlay], problem: str = "") -> None:
        self.list.clear()
        for play in plays:
            item = QListWidgetItem(describe_play(play))
            item.setData(Qt.ItemDataRole.UserRole, play.play_id)
            self.list.addItem(item)
        if not plays:
            self.list.addItem(self.tr("No mission has been played at this table yet."))
        else:
            self.list.setCurrentRow(0)
        self.replay_button.setEnabled(bool(plays))
        self.show_problem(problem)
        self.list.setFocus()

    def show_problem(self, problem: str) -> None:
        self.problem.setText(f"⚠ {problem}" if problem else "")
        self.problem.setVisible(bool(problem))

    def choose(self) -> None:
        item = self.list.currentItem()
        play_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(play_id, int):
            self.chosen.emit(play_id)
