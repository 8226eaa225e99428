"""The Mission view (issue 11): a mission prepared step by step, phases 1-9 of 6.4.1.

A step bar names the phases (no raffle in training); Back and Next (Next waits for what
`missing()` lists, shown beside it), Undo and Redo. Every step goes through the
controller (the core's `SetupLog.do`, then one transaction); each screen is a view of
the state the log folds to, so a restart resumes the same step with the same choices."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from demloc.guild.rules import GuildRules
from demloc.missions.phases import missing
from demloc.missions.setup import Mode, Phase, SetupContext, SetupState
from demloc.store import Sessions
from demloc.table import Table
from demloc.ui.i18n import translate
from demloc.ui.keys import redo_shortcuts
from demloc.ui.mission.cards import CardsScreen, MiniaturesScreen
from demloc.ui.mission.characters import CharactersScreen
from demloc.ui.mission.common import TARGET, FittedLabel, Screen, button, text
from demloc.ui.mission.controller import SetupController
from demloc.ui.mission.deployment import DeploymentScreen, ReadyScreen
from demloc.ui.mission.map_screen import MapScreen
from demloc.ui.mission.objective import ObjectiveScreen, RaffleScreen
from demloc.ui.mission.players import ModeScreen, PlayersScreen
from demloc.ui.plaintext import plain_label, tooltip

TRAINING_BANNER = str(
    QT_TRANSLATE_NOOP("mission.view", "Training: nothing about your guilds will change")
)
STEP_NAMES = {  # translated where shown
    Phase.PLAYERS: str(QT_TRANSLATE_NOOP("mission.view", "Players")),
    Phase.MODE: str(QT_TRANSLATE_NOOP("mission.view", "Mode")),
    Phase.RAFFLE: str(QT_TRANSLATE_NOOP("mission.view", "Raffle")),
    Phase.OBJECTIVE: str(QT_TRANSLATE_NOOP("mission.view", "Objective")),
    Phase.MAP: str(QT_TRANSLATE_NOOP("mission.view", "Map")),
    Phase.CHARACTERS: str(QT_TRANSLATE_NOOP("mission.view", "Characters")),
    Phase.CARDS: str(QT_TRANSLATE_NOOP("mission.view", "Cards")),
    Phase.MINIATURES: str(QT_TRANSLATE_NOOP("mission.view", "Miniatures")),
    Phase.DEPLOYMENT: str(QT_TRANSLATE_NOOP("mission.view", "Deployment")),
    Phase.READY: str(QT_TRANSLATE_NOOP("mission.view", "Start")),
}


SHOWN_NEEDS = 2  # "Still needed" beside Next: the first ones, then how many more
MESSAGE_LINES = 3  # the room a message has beside Next, always kept


def still_needed(problems: list[str]) -> str:
    """What Next waits for, short enough to leave the screen its room (four players
    owe a dozen things in the deployment); the whole list is the label's tooltip."""
    if not problems:
        return ""
    shown = "; ".join(problems[:SHOWN_NEEDS])
    more = len(problems) - SHOWN_NEEDS
    if more > 0:
        return translate("mission.view", "Still needed: {needs}; and {count} more").format(
            needs=shown, count=more
        )
    return translate("mission.view", "Still needed: {needs}").format(needs=shown)


# A checked choice (the mode, a facing) stands out as the current step does.
CHECKED = (
    "QPushButton:checked { background:#5a2a82; color:white;"
    " border:1px solid #3b1a57; border-radius:4px; }"
)


class MissionView(QWidget):
    past_wanted = Signal()  # "Past missions": the area lists the missions played before

    def __init__(
        self,
        sessions: Sessions,
        ctx: SetupContext,
        rules: GuildRules,
        warnings: tuple[str, ...] = (),
    ) -> None:
        super().__init__()
        # The rules check a guild brought over the shared table (R-189, ui/share.py)
        self.controller = SetupController(sessions, ctx, Table(sessions, ctx, rules))
        self.screens: dict[Phase, Screen] = {
            Phase.PLAYERS: PlayersScreen(self.controller, sessions, rules),
            Phase.MODE: ModeScreen(self.controller),
            Phase.RAFFLE: RaffleScreen(self.controller),
            Phase.OBJECTIVE: ObjectiveScreen(self.controller),
            Phase.MAP: MapScreen(self.controller),
            Phase.CHARACTERS: CharactersScreen(self.controller),
            Phase.CARDS: CardsScreen(self.controller),
            Phase.MINIATURES: MiniaturesScreen(self.controller),
            Phase.DEPLOYMENT: DeploymentScreen(self.controller),
            Phase.READY: ReadyScreen(self.controller),
        }
        self.setStyleSheet(CHECKED)
        layout = QVBoxLayout(self)
        self.steps = QHBoxLayout()
        self.steps.setSpacing(4)
        self.step_labels: dict[Phase, QLabel] = {}
        for phase, name in STEP_NAMES.items():
            label = plain_label(translate("mission.view", name))
            label.setObjectName(f"step-{phase.value}")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumHeight(32)
            label.setWordWrap(True)  # a longer language: two lines, not a wider window
            self.step_labels[phase] = label
            self.steps.addWidget(label, 1)
        layout.addLayout(self.steps)
        # Below the screens, above the buttons: shown when Training is tapped, it moves
        # neither the mode buttons nor the buttons below (issue 26).
        self.banner = self._band("training-banner", "#fff4c2", "#6b5200")
        self.banner.setText(translate("mission.view", TRAINING_BANNER))
        self.problem = self._band("resume-problem", "#ffe0e0", "#8a0000")
        layout.addWidget(self.problem)
        self.new_button = button(
            self.tr("Start a new set-up"), self.controller.new_setup, "new-after-problem"
        )
        layout.addWidget(self.new_button)
        for warning in warnings:  # mission files skipped: named, never silently
            layout.addWidget(self._band("library-warning", "#ffe0e0", "#8a0000", warning))
        self.stack = QStackedWidget()
        for screen in self.screens.values():
            self.stack.addWidget(screen)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.banner)

        bottom = self.bottom = QHBoxLayout()
        self.back = button(
            self.tr("◀ Back"), lambda: self.controller.do({"action": "back"}), "back"
        )
        self.undo_button = button(self.tr("Undo"), self.controller.undo, "undo")
        self.redo_button = button(self.tr("Redo"), self.controller.redo, "redo")
        self.missing = FittedLabel()
        self.missing.setObjectName("missing")
        # What the app says after a tap: a refusal, else what Next waits for. Both in one
        # place of a fixed height beside Next, so a message never moves what the player
        # is about to tap (issue 26): a longer one is cut to fit, whole in its tooltip.
        self.error = FittedLabel()
        self.error.setObjectName("refusal")
        self.error.setStyleSheet(
            "background:#ffe8e8; color:#a00000; padding:6px; border-radius:3px;"
        )
        self.error.hide()
        self.messages = QWidget()
        self.messages.setObjectName("messages")
        column = QVBoxLayout(self.messages)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.error)
        column.addWidget(self.missing)
        room = max(label.room_for(MESSAGE_LINES) for label in (self.error, self.missing))
        self.messages.setFixedHeight(max(TARGET, room))  # a refusal's padding included
        self.next = button(self.tr("Next ▶"), self._next, "next")
        self.next.setMinimumWidth(140)
        for widget in (self.back, self.undo_button, self.redo_button):
            bottom.addWidget(widget)
        # The Mission area (ui/tracker/area.py) lists the missions played before (F6).
        self.past_button = button(
            self.tr("Past missions (F6)"), lambda: self.past_wanted.emit(), "past"
        )
        self.past_button.setToolTip(self.tr("Replay a mission played before, turn by turn (F6)"))
        bottom.addWidget(self.past_button)
        bottom.addWidget(self.messages, 1)
        bottom.addWidget(self.next)
        layout.addLayout(bottom)
        for name, keys, slot in (
            ("Undo", QKeySequence.keyBindings(QKeySequence.StandardKey.Undo), self.controller.undo),
            ("Redo", redo_shortcuts(), self.controller.redo),  # Ctrl+Y too, as the board
        ):
            action = QAction(name, self)
            action.setShortcuts(keys)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.addAction(action)
        self.controller.changed.connect(self.refresh)
        self.controller.open()

    def add_tool(self, widget: QWidget) -> None:
        """A button of the area's in the bottom row, after Past missions (Share…)."""
        self.bottom.insertWidget(self.bottom.indexOf(self.past_button) + 1, widget)

    @staticmethod
    def _band(name: str, background: str, colour: str, value: str = "") -> QLabel:
        label = text(value)
        label.setObjectName(name)
        label.setStyleSheet(
            f"background:{background}; color:{colour}; padding:6px; border-radius:3px;"
        )
        label.setVisible(bool(value))
        return label

    @property
    def state(self) -> SetupState:
        return self.controller.state

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (from the tracker, or another view): the set-up the database
        offers now (a mission given up closed its set-up, R-131), and on Players the
        guilds it holds now (one made meanwhile is offered at once)."""
        super().showEvent(event)
        if not self.controller.follow() and self.state.phase is Phase.PLAYERS:
            self.refresh()

    def _next(self) -> None:
        action = "start" if self.state.phase is Phase.DEPLOYMENT else "next"
        self.controller.do({"action": action})

    def refresh(self) -> None:
        state, ctx = self.state, self.controller.ctx
        for phase, label in self.step_labels.items():
            label.setVisible(not (phase is Phase.RAFFLE and state.mode is Mode.TRAINING))
            current = phase is state.phase
            label.setStyleSheet(
                "background:#5a2a82; color:white; font-weight:bold; border-radius:4px;"
                " padding:0 6px;" if current else "color:#555; padding:0 6px;"
            )  # fmt: skip
        self.banner.setVisible(state.mode is Mode.TRAINING)
        self.problem.setText(self.controller.problem)
        self.problem.setVisible(bool(self.controller.problem))
        self.new_button.setVisible(bool(self.controller.problem))
        said = f"⚠ {self.controller.error}" if self.controller.error else ""
        self.error.say(said)
        self.error.setVisible(bool(said))
        self.missing.setVisible(not said)
        screen = self.screens[state.phase]
        screen.refresh(state)
        self.stack.setCurrentWidget(screen)
        problems = [] if state.phase is Phase.READY else missing(state, ctx)
        self.missing.say(
            still_needed(problems),
            tooltip(self.tr("Still needed: {needs}").format(needs="; ".join(problems)))
            if problems
            else "",
        )
        self.next.setText(
            self.tr("Start game ▶") if state.phase is Phase.DEPLOYMENT else self.tr("Next ▶")
        )
        self.next.setVisible(state.phase is not Phase.READY)
        self.next.setEnabled(not problems and not self.controller.problem)
        self.back.setEnabled(state.phase is not Phase.PLAYERS)
        self.undo_button.setEnabled(bool(self.controller.log.actions))
        self.redo_button.setEnabled(bool(self.controller.redo_stack))


def build_mission_view(context: object, _settings: QSettings) -> QWidget:
    """The Mission view for the main window (the mission ViewSpec)."""
    from demloc.table.context import load_context
    from demloc.ui.context import AppContext
    from demloc.ui.placeholder_view import PlaceholderView

    assert isinstance(context, AppContext)
    if context.sessions is None:
        return PlaceholderView(
            translate("mission.view", "Mission"),
            translate(
                "mission.view",
                "a mission prepared step by step, from the players to the deployment (rulebook "
                "6.4, 6.4.1); it needs the database, and none is open.",
            ),
        )
    try:
        loaded = load_context(context.sessions, context.catalog)
    except ValueError as error:  # BadInputError: a data file (the city's spots at stake, 6.4.1)
        from demloc.ui.unavailable import unavailable

        return unavailable(
            translate("mission.view", "The missions cannot be prepared"), str(error), "mission"
        )
    return MissionView(context.sessions, loaded.ctx, loaded.rules, loaded.warnings)
