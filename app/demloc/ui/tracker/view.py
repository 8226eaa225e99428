"""The mission tracker (issue 12, rulebook 6.4.2 and 7): the screen the table looks at
for an hour. The board beside the phase bar, the selected character's actions, every
character's card with each player's fate points and kills, the mission's log and the
history of actions. Every action goes through the controller (the core, then one small
transaction); every part of the screen is a view of the state the log folds to.

Keys (shown on the buttons and in their tooltips): Tab or N the next character, P pass,
T next turn, D one damage, H one hit to life, S a seal, B bleeding, V poison, Ctrl+Z
undo, Ctrl+Shift+Z or Ctrl+Y redo, F9 the side panels, F10 table mode, F11 full screen;
assisted mode: M move, F shoot, A attack, C cast, G channel, R arcane test, Enter the
app rolls (or confirms), Shift+Enter the faces entered, Esc cancels the declaration."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.board.squares import Square
from demloc.missions.play import Context, MissionState, Phase
from demloc.ui.flow import flow_row
from demloc.ui.hints.hooks import TrackerHints
from demloc.ui.i18n import translate
from demloc.ui.keys import redo_shortcuts
from demloc.ui.looks import (
    BANNER_STYLE,
    REFUSAL_STYLE,
    SAID_STYLE,
    TABLE_STYLE,
)
from demloc.ui.mission.common import button, say_kept, text
from demloc.ui.photo.hooks import TrackerPhoto
from demloc.ui.reference.links import RuleMessage
from demloc.ui.tracker.actions import ActionPanel
from demloc.ui.tracker.announce import news_key
from demloc.ui.tracker.assisted import AssistPanel, assisted_keys
from demloc.ui.tracker.board import TrackerBoard
from demloc.ui.tracker.cards import CharacterCard, PlayerHeader, card_style, gauge_text
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.history import HistoryList, LogList
from demloc.ui.tracker.items import show_gauges
from demloc.ui.tracker.layout import SIDE_LEAST, TrackerLayout
from demloc.ui.tracker.notices import Notices
from demloc.ui.tracker.roster import Roster
from demloc.ui.tracker.table_mode import TABLE_KEY, Since

GIVE_UP_QUESTION = str(
    QT_TRANSLATE_NOOP(
        "tracker.view",
        "Give up this mission now? It cannot be resumed: it is no longer offered on start "
        "and takes no more actions. Its log is kept: it can still be replayed turn by turn "
        "from the set-up's Past missions.",
    )
)  # shown through translate


def ask_to_give_up(parent: QWidget) -> bool:
    """The question before a mission in play is given up: Yes or No, No the default.
    (Tests answer it by patching this, as the board's ask_to_save.)"""
    answer = QMessageBox.question(
        parent, translate("tracker.view", "Give up this mission"),
        translate("tracker.view", GIVE_UP_QUESTION),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )  # fmt: skip
    return answer == QMessageBox.StandardButton.Yes


# The declaration's tab, named as its button without the key: short, so that the
# four tabs fit the side column at 1024x700. Words of their own: a translation's button
# words are not cut at a " (". Shown through translate.
DECLARED_TAB = {
    "shoot": str(QT_TRANSLATE_NOOP("tracker.view", "Shoot")),
    "move": str(QT_TRANSLATE_NOOP("tracker.view", "Move")),
    "attack": str(QT_TRANSLATE_NOOP("tracker.view", "Attack")),
    "destroy": str(QT_TRANSLATE_NOOP("tracker.view", "Destroy")),
    "cast": str(QT_TRANSLATE_NOOP("tracker.view", "Cast")),
    "channel": str(QT_TRANSLATE_NOOP("tracker.view", "Channel")),
    "summon": str(QT_TRANSLATE_NOOP("tracker.view", "Summon")),
    "arcane_test": str(QT_TRANSLATE_NOOP("tracker.view", "Arcane")),
    "pentacle": str(QT_TRANSLATE_NOOP("tracker.view", "Pentacle")),
    "pick_up": str(QT_TRANSLATE_NOOP("tracker.view", "Pick up")),
    "deposit": str(QT_TRANSLATE_NOOP("tracker.view", "Put down")),
    "escape": str(QT_TRANSLATE_NOOP("tracker.view", "Escape")),
}


def declared_tab(kind: str) -> str:
    """The tab's name: the button's words, in the language chosen, without the key."""
    return translate("tracker.view", DECLARED_TAB.get(kind, DECLARED_TAB["shoot"]))


WIDE_BOTTOM = 1200  # from this width the bottom row's buttons say their keys


class TrackerView(TrackerLayout):
    # "Results ▶": the mission has ended, its resolution is wanted (issue 13, 6.4.1).
    results_wanted = Signal()
    table_mode_changed = Signal(bool)  # the window hides its list and status bar, keeps it

    def __init__(self, controller: PlayController) -> None:
        super().__init__()
        self.setObjectName("tracker")
        self.controller = controller
        self.selected = ""
        self.shown: MissionState | None = None  # the state `refresh` showed last
        self.names: dict[str, str] = {}  # colour -> guild name
        self.labels: dict[str, str] = {}  # character id -> name (colour number)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.table_mode = False
        self.table_font = 0  # the table mode's type size now (px), 0 out of it
        self.setStyleSheet(TABLE_STYLE + card_style())
        layout = self.main_layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        # The head of the side column, in a scroll area (`fit_head`): the bands (resumed,
        # refused; in table mode also what an action did) side by side, in table mode the
        # phase bar, then the turn's news. The board never moves when they come and go:
        # above it they shrank it, laid it out and painted it again (issue 26, section 3).
        # Out of table mode the phase bar spans the window above the board.
        self.top = QWidget()
        top = QVBoxLayout(self.top)
        top.setContentsMargins(0, 0, 0, 0)
        # In table mode the bands' row keeps its height, a band shown or not: nothing
        # under the finger moves when one appears (issue 26, items 5 and section 2).
        self.band_row = QWidget()
        bands = QHBoxLayout(self.band_row)
        bands.setContentsMargins(0, 0, 0, 0)
        self.banner = self._band("resumed", BANNER_STYLE)
        bands.addWidget(self.banner, 1)
        self.refusal = self._band("refusal", REFUSAL_STYLE, RuleMessage())  # 7.2.1: a link
        bands.addWidget(self.refusal, 1)
        self.said = self._band("said", SAID_STYLE)  # what the last action did (issue 26)
        top.addWidget(self.band_row)
        # Its words whole at the column's width, scrolling where four players' news
        # outgrow a 1024x700 screen (the window never grows, nothing is cut).
        self.top_area = QScrollArea()
        self.top_area.setObjectName("side-head")
        self.top_area.setWidgetResizable(True)
        self.top_area.setFrameShape(QFrame.Shape.NoFrame)
        self.top_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.top_area.setWidget(self.top)
        self.since = Since()
        from demloc.ui.tracker.phase_bar import PhaseBar

        self.bar = PhaseBar()
        self.bar.passed.connect(lambda: self.controller.do({"kind": "pass"}))
        self.bar.next_turn.connect(self.next_turn)
        self.bar.ending.connect(self.end_game)
        layout.addWidget(self.bar)
        self.notices = Notices()
        self.notices.wanted.connect(self.controller.do)
        self.notices.relit.connect(self._relight)  # Seen: the board's lights go off
        top.addWidget(self.notices)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.board: TrackerBoard | None = None
        self.board_holder = QWidget()
        self.board_layout = QVBoxLayout(self.board_holder)
        self.board_layout.setContentsMargins(0, 0, 0, 0)
        self.split.addWidget(self.board_holder)
        self.side = QWidget()
        self.side.setObjectName("side-panel")
        side = self.side_layout = QVBoxLayout(self.side)
        side.setContentsMargins(4, 0, 0, 0)
        side.addWidget(self.top_area)
        self.actions_panel = ActionPanel()
        self.actions_panel.wanted.connect(self.controller.do)
        self.actions_panel.refused.connect(self.controller.refuse)  # a key with no one selected
        # The selected character's actions above the cards, log and history: a bar
        # between them; the actions scroll rather than crowd when the room is short.
        self.side_split = QSplitter(Qt.Orientation.Vertical)
        self.actions_area = QScrollArea()
        self.actions_area.setWidgetResizable(True)
        self.actions_area.setFrameShape(QFrame.Shape.NoFrame)
        self.actions_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Its bar always there: shown as needed it came and went as the actions grew or
        # shrank by a line, every button laid out again at the new width, and Qt sought
        # the width without it in one-pixel steps (issue 26, section 3).
        self.actions_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.actions_body = QWidget()
        self.actions_layout = QVBoxLayout(self.actions_body)
        self.actions_layout.setContentsMargins(0, 0, 0, 0)
        self.actions_area.setWidget(self.actions_body)
        self.actions_layout.addWidget(self.actions_panel)
        self._place_said()
        self.assist = AssistPanel()
        self.assist.source = self._mission_now
        self.assist.wanted.connect(self.controller.do)
        self.assist.entered.connect(self.controller.do)
        self.assist.path.connect(self._show_path)
        self.actions_panel.shoot.connect(lambda fid: self.declare("shoot", fid))
        self.actions_panel.assist.connect(self.declare)
        self.bar.add_action(self.actions_panel.shoot_button)
        self.actions_layout.addStretch(1)
        # A declaration has a room of its own, a tab in front of the cards while it is
        # open: below the actions it grew them, moved the side column's split
        # and every button under the finger, and the whole column was painted again.
        self.assist_area = QScrollArea()
        self.assist_area.setObjectName("declared")
        self.assist_area.setWidgetResizable(True)
        self.assist_area.setFrameShape(QFrame.Shape.NoFrame)
        self.assist_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()  # the declaration at its own height, the room below it empty
        declared = QVBoxLayout(holder)
        declared.setContentsMargins(0, 4, 4, 0)
        declared.addWidget(self.assist)
        declared.addStretch(1)
        self.assist_area.setWidget(holder)
        self.assist.installEventFilter(self)  # a declaration opened or closed: `_declared`
        self.before_declared = 0  # the tab shown before the declaration opened
        self.side_split.addWidget(self.actions_area)
        self.tabs = QTabWidget()
        self.cards_area = Roster()
        self.cards_area.clicked.connect(self.select)
        self.cards_area.wanted.connect(self.controller.do)
        self.log_list = LogList()
        self.history = HistoryList()
        self.tabs.addTab(self.cards_area, self.tr("Characters"))
        self.tabs.addTab(self.log_list, self.tr("Log"))
        self.tabs.addTab(self.history, self.tr("History"))
        self.tabs.addTab(self.assist_area, self.tr("Declared"))
        self.tabs.setUsesScrollButtons(False)  # too narrow, the words shortened, never arrows
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.setTabVisible(self.tabs.indexOf(self.assist_area), False)
        self.side_split.addWidget(self.tabs)
        self.side_split.setCollapsible(0, False)
        self.side_split.setCollapsible(1, False)
        side.addWidget(self.side_split, 1)
        self.split.addWidget(self.side)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        self.split.setCollapsible(0, False)
        self.side.setMinimumWidth(SIDE_LEAST)
        self.side.installEventFilter(self)
        # The board takes what the side panel leaves, until the table drags the bar.
        self.dragged = False
        self.fitted: tuple[object, ...] | None = None  # what fit_side fitted
        self.split.splitterMoved.connect(lambda *_: setattr(self, "dragged", True))
        layout.addWidget(self.split, 1)

        # A row that wraps: a language's longer words take a second line rather than
        # cut the buttons at 1024x700.
        self.bottom_row, bottom = flow_row()
        self.bottom = bottom
        self.undo_button = button(self.tr("Undo"), self.controller.undo, "undo")
        self.redo_button = button(self.tr("Redo"), self.controller.redo, "redo")
        self.panels_button = button(self.tr("Hide panels"), self.toggle_panels, "panels")
        self.full_button = button(self.tr("Full screen"), self.toggle_full_screen, "full-screen")
        self.table_button = button(self.tr("Table mode"), self.toggle_table_mode, "table-mode")
        self.table_button.setCheckable(True)
        self.table_button.setToolTip(
            self.tr(
                "The board gets the screen: no views' list or status bar, the side panel "
                "beside the board from top to bottom, compact cards, large type; remembered"
            )
        )
        # The bottom row's words and keys: the keys said on the buttons when the row has
        # the room (nothing cut at 1024x700), always in the tooltips and the Mission menu.
        self.bottom_words: dict[QPushButton, tuple[str, str]] = {
            self.undo_button: (self.tr("Undo"), "Ctrl+Z"),
            self.redo_button: (self.tr("Redo"), "Ctrl+Shift+Z"),
            self.panels_button: (self.tr("Hide panels"), "F9"),
            self.full_button: (self.tr("Full screen"), "F11"),
            self.table_button: (self.tr("Table mode"), TABLE_KEY),
        }
        self.abandon_button = button(self.tr("Give up this mission"), self.abandon, "abandon")
        self.abandon_button.setToolTip(
            self.tr("The mission is no longer offered on start; its log stays")
        )
        for widget in (self.undo_button, self.redo_button, self.table_button,
                       self.panels_button, self.full_button, self.abandon_button):  # fmt: skip
            bottom.add(widget)
        layout.addWidget(self.bottom_row)
        self._shortcuts()
        self.hints = TrackerHints(self)  # issue 33: a tab of its own, key I
        self.photo = TrackerPhoto(self)  # issue 34: what a photo shows differs, listed
        self.controller.changed.connect(self.refresh)

    # ---- building ------------------------------------------------------------------

    @staticmethod
    def _band(name: str, style: str, label: QLabel | None = None) -> QLabel:
        label = label or text("")
        label.setObjectName(name)
        label.setStyleSheet(style)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        label.hide()
        return label

    def _shortcuts(self) -> None:
        undo = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
        click = self.actions_panel.buttons
        # (name, the words the menus show, keys, what it does): the name stays English,
        # the menus find an action by it.
        keys: tuple[tuple[str, str, list[QKeySequence], Callable[[], object]], ...] = (
            ("Next character", self.tr("Next character"), [QKeySequence("Tab"), QKeySequence("N")],
             self.next_character),
            ("Pass", self.tr("Pass"), [QKeySequence("P")],
             lambda: self.controller.do({"kind": "pass"})),
            ("Next turn", self.tr("Next turn"), [QKeySequence("T"), QKeySequence("Ctrl+Return")],
             self.next_turn),
            ("Damage", self.tr("Damage"), [QKeySequence("D")], lambda: click["damage"].click()),
            ("Hit", self.tr("Hit"), [QKeySequence("H")], lambda: click["damage-life"].click()),
            ("Seal", self.tr("Seal"), [QKeySequence("S")], lambda: click["seals+1"].click()),
            ("Bleeding", self.tr("Bleeding"), [QKeySequence("B")],
             lambda: click["bleeding+1"].click()),
            ("Poison", self.tr("Poison"), [QKeySequence("V")], lambda: click["poison+1"].click()),
            *assisted_keys(self.assist, self.declare),
            ("Undo", self.tr("Undo"), undo, self.controller.undo),
            ("Redo", self.tr("Redo"), redo_shortcuts(), self.controller.redo),
            ("Panels", self.tr("Panels"), [QKeySequence("F9")], self.toggle_panels),
            ("Full screen", self.tr("Full screen"), [QKeySequence("F11")],
             self.toggle_full_screen),
            ("Table mode", self.tr("Table mode"), [QKeySequence(TABLE_KEY)],
             self.toggle_table_mode),
        )  # fmt: skip
        self.key_actions: dict[str, QAction] = {}
        for name, words, sequences, slot in keys:
            action = QAction(words, self)
            action.setShortcuts(sequences)
            # The whole window's (issue 26, item 2): a key works wherever the focus is,
            # also when the button that had it disabled or removed itself; Qt matches
            # a window shortcut only while the tracker is visible, and a text field
            # keeps its letters (its ShortcutOverride).
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.addAction(action)
            self.key_actions[name] = action
        self._declared()

    # The keys of an open declaration: on only while one is open, so that a text field
    # or panel outside the tracker (the glossary's search, its Esc) keeps them then.
    DECLARATION_KEYS = ("App rolls", "Use faces", "Cancel the declaration")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.assist and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            self._declared()
        elif watched is self.side and event.type() == QEvent.Type.Resize:
            self.fit_head()  # at once: the head's words wrap at the column's new width
            QTimer.singleShot(0, self, self.refit)  # the board's shape moved the bar
        return super().eventFilter(watched, event)

    def _declared(self) -> None:
        """A declaration opened or closed: its keys on or off; a move declared shows the
        squares it reaches with their costs, as the Board view does (its reach overlay)."""
        open_now = not self.assist.isHidden()
        for name in self.DECLARATION_KEYS:
            self.key_actions[name].setEnabled(open_now)
        # Its tab in front while it is open, then the tab it covered.
        tab = self.tabs.indexOf(self.assist_area)
        if open_now:
            if self.tabs.currentIndex() != tab:
                self.before_declared = self.tabs.currentIndex()
            self.tabs.setTabText(tab, f"{declared_tab(self.assist.kind)} ▸")
            self.tabs.setTabVisible(tab, True)
            self.tabs.setCurrentIndex(tab)
        elif self.tabs.isTabVisible(tab):
            self.tabs.setCurrentIndex(self.before_declared)
            self.tabs.setTabVisible(tab, False)
        if self.board is not None:
            moving = open_now and self.assist.kind == "move"
            if self.board.scene.overlays["reach"] != moving:
                self.board.scene.set_overlay("reach", moving)

    def _points_left(self, fighter_id: str) -> int:
        """Movement points the character may still spend this turn: none once his
        movement token is exhausted (any point spent exhausts it; one movement a turn,
        7.2.1), else his movement, as the move's declaration counts it (R-151)."""
        mission = self.controller.mission
        fighter = mission.state.fighters.get(fighter_id) if mission is not None else None
        if fighter is None or fighter.exhausted:
            return 0
        return fighter.profile.movement

    # ---- actions -------------------------------------------------------------------

    def next_turn(self) -> None:
        if self.controller.mission is not None and self.controller.state.phase is Phase.TURN_OVER:
            self.controller.do({"kind": "new_turn"})
        else:
            self.controller.refuse(
                self.tr("a new turn starts when every player has passed the brawl phase (7.3.2.3)")
            )

    def end_game(self, reason: str, player: str) -> None:
        event: dict[str, object] = {"kind": "end_mission", "reason": reason}
        if player:
            event["player"] = player
        if reason == "surrender":
            # The other players agree by the table's word (7.3.2.3).
            event["agreed"] = [p.colour for p in self.controller.state.players
                               if p.colour != player]  # fmt: skip
        self.controller.do(event)

    def _mission_now(self) -> tuple[MissionState, Context]:
        mission = self.controller.mission
        assert mission is not None
        return mission.state, mission.ctx

    def declare(self, kind: str, fighter_id: str = "", settle: bool = True) -> None:
        """Assisted mode: the action pressed (or its key) for the selected character
        (`settle`: laid out now; False where the caller goes on and settles)."""
        fighter_id = fighter_id or self.selected
        if self.controller.mission is None or fighter_id not in self.controller.state.fighters:
            self.controller.refuse(
                self.tr("select the character who acts first (tap a miniature, or Tab)")
            )
            return
        self.assist.catalog = self.controller.ctx.catalog
        self.assist.begin(kind, fighter_id)
        if settle:
            self.settle()

    def _show_path(self, squares: tuple[object, ...], label: str) -> None:
        if self.board is not None:
            self.board.show_path(tuple(s for s in squares if isinstance(s, Square)), label)

    def dropped(self, fighter_id: str, square: str) -> None:
        """A miniature dragged to a square: its move declared, path and cost shown,
        confirmed by a button (nothing moves on the board until then)."""
        if self.selected != fighter_id:
            self.select(fighter_id)
        if self.assist.kind != "move" or self.assist.shooter != fighter_id:
            self.declare("move", fighter_id, settle=False)  # laid out once, below
        self.assist.square_tapped(square)
        self.settle()

    def select(self, fighter_id: str) -> None:
        mission = self.controller.mission
        if mission is not None and fighter_id and self.assist.needs == "character":
            # Assisted mode: the tap names the target; the one who acts stays selected.
            self.assist.declare(mission.state, mission.ctx, fighter_id)
            self.settle()
            return
        if self.assist.kind and fighter_id != self.assist.shooter:
            self.assist.cancel()  # another character: the declaration is his no more
        self.selected = fighter_id
        if mission is None:
            return
        if mission.state is not self.shown or self.board is None:
            self.refresh()
            return
        # The same state, another character: what shows the selection, nothing else
        # (issue 26, section 3: a tap wrote every card, the news and the log again).
        state = mission.state
        if self.selected not in state.fighters:
            self.selected = ""
        self.board.show(state, self.selected or None)
        self._show_selected(state)
        self.cards_area.select(state, self.selected)
        self.settle()

    def next_character(self) -> None:
        """The next character still in the game: the one who plays now's first (7)."""
        if self.controller.mission is None:
            return
        state = self.controller.state
        playing = [f for f, x in state.fighters.items() if x.in_play]
        mine = [f for f in playing if state.fighters[f].owner == state.current]
        order = mine or playing
        if not order:
            return
        index = order.index(self.selected) + 1 if self.selected in order else 0
        self.select(order[index % len(order)])

    def square_tapped(self, square: str) -> None:
        """A tap on a square: an assisted declaration's square, the element destroyed,
        the daemon summoned there, or the due wave character."""
        if self.assist.square_tapped(square):
            self.settle()
        elif self.actions_panel.element_tapped(square):
            return
        elif not self.actions_panel.summon.square_tapped(square):
            self.notices.square_tapped(square)

    def toggle_panels(self) -> None:
        self.side.setVisible(not self.side.isVisible())
        self.say_tool(
            self.panels_button,
            self.tr("Hide panels") if self.side.isVisible() else self.tr("Show panels"),
        )

    def toggle_table_mode(self) -> None:
        self.set_table_mode(not self.table_mode)

    def toggle_full_screen(self) -> None:
        window = self.window()
        # Only full screen is toggled: a maximized window comes back maximized.
        window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)

    def abandon(self) -> None:
        """An ended mission goes on to its results (6.4.1 "Resolution phase": the Mission
        area shows them); one in play is given up only once the table says Yes (default
        No): an hour of play is not lost on one tap."""
        mission = self.controller.mission
        ended = mission is not None and mission.state.phase is Phase.ENDED
        if ended and not self.controller.problem:  # a damaged log is left, never resolved
            self.results_wanted.emit()
            return
        if mission is not None and not ended and not ask_to_give_up(self):
            return
        self.controller.abandon()

    # ---- showing -------------------------------------------------------------------

    def add_tool(self, widget: QPushButton, words: str, keys: str) -> None:
        """A button of the area's in the bottom row, before the panels' (the Replay)."""
        at = self.bottom.indexOf(self.panels_button)
        after = [self.bottom.takeAt(at) for _ in range(self.bottom.count() - at)]
        self.bottom.add(widget)
        for item in after:
            if item is not None:
                self.bottom.addItem(item)
        self.bottom_words[widget] = (words, keys)
        self._label_bottom()

    def say_tool(self, widget: QPushButton, words: str) -> None:
        """A bottom row button's words now (its keys kept)."""
        self.bottom_words[widget] = (words, self.bottom_words[widget][1])
        self._label_bottom()

    def _label_bottom(self) -> None:
        wide = self.width() >= WIDE_BOTTOM
        marker = self.tr("{tip} · Key: {keys}").format(tip="", keys="")  # " · Key: "
        for widget, (words, keys) in self.bottom_words.items():
            widget.setText(
                self.tr("{words} ({keys})").format(words=words, keys=keys) if wide else words
            )
            tip = widget.toolTip().split(marker)[0]
            widget.setToolTip(self.tr("{tip} · Key: {keys}").format(tip=tip or words, keys=keys))

    def _relight(self) -> None:
        """Seen tapped: the board's lights go off, and Seen is saved as an action."""
        mission = self.controller.mission
        if mission is not None and mission.state.news_seen != mission.state.turn:
            self.controller.do({"kind": "news_seen", "turn": mission.state.turn})
        if self.board is not None:
            self.board.light(self.notices.lit(area=False), self.notices.area)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._table_type()
        self._label_bottom()
        self.fit_side()
        self._fit_split()

    def refresh(self) -> None:
        mission = self.controller.mission
        error = self.controller.error or self.controller.problem
        self.refusal.setText(f"⚠ {error}" if error else "")
        self.refusal.setToolTip(error)  # whole, where table mode's bands' row clips it
        self.refusal.setVisible(bool(error))
        self.banner.setText(self.controller.resumed)
        self.banner.setToolTip(self.controller.resumed)
        self.banner.setVisible(bool(self.controller.resumed))
        if mission is None:
            return
        state = mission.state
        self.names = {
            str(p.get("colour")): str(p.get("name") or p.get("colour"))
            for p in mission.setup.get("players", [])
        }
        for start in (mission.states[0], state):
            for miniature in start.board_map.characters:
                self.labels.setdefault(miniature.id, miniature.label)
        for fid, fighter in state.fighters.items():
            self.labels.setdefault(fid, f"{fighter.name} ({fighter.owner})")
        if self.board is None:
            self.board = TrackerBoard(mission.ctx.library, state.board_map)
            self.board.scene.points_left = self._points_left  # a move's reach (7.2.1)
            self.board.scene.picked.connect(self.select)
            self.board.scene.square_tapped.connect(self.square_tapped)
            self.board.scene.dropped.connect(self.dropped)
            self.board_layout.addWidget(self.board.view)
            QTimer.singleShot(0, self, self._fit_split)  # table mode: the board's shape
            self.board.scene.sceneRectChanged.connect(
                lambda _rect: QTimer.singleShot(0, self, self._fit_board)
            )
        if self.selected not in state.fighters:
            self.selected = ""
        self.board.show(state, self.selected or None)
        show_gauges(self.board.scene.items_by_key, state.fighters)
        said = self.since.words(mission.cursor, state.fighters, self.labels)
        if said is not None:  # None: the same state again (a selection); the words stay
            if self.said.text() != said:
                self.said.setToolTip(said)  # whole, where table mode's row clips it
            if self.table_mode:  # the bands' row keeps its height
                self.said.setText(said)
            else:  # at the actions' foot it keeps its room, said or not: nothing moves
                say_kept(self.said, said)
            self.said.setVisible(bool(said))
        self.bar.show_state(state, self.names)
        grid = self.board.document.board
        # Seen is kept with the mission (R-146): the notices' own memory follows the state.
        news = news_key(state)
        if state.news_seen == state.turn:
            self.notices.seen.add(news)
        else:
            self.notices.seen.discard(news)
        self.notices.show_state(state, self.names, self.labels, (grid.width, grid.height))
        self.board.light(self.notices.lit(area=False), self.notices.area)
        self.actions_panel.catalog = self.notices.catalog = mission.ctx.catalog
        self._show_selected(state)
        self.assist.show_state(state)  # a declaration whose go is over is cancelled
        self.cards_area.show_state(state, self.selected, self.labels, self.names,
                                   mission.ctx.catalog)  # fmt: skip
        self.log_list.show_log(state.log)
        self.history.show_mission(mission, self.labels)
        ended = state.phase is Phase.ENDED and not self.controller.problem
        self.abandon_button.setText(
            self.tr("Results ▶") if ended else self.tr("Give up this mission")
        )
        self.abandon_button.setToolTip(
            self.tr("The mission's results, screen by screen (6.4.1)") if ended
            else self.tr("The mission is no longer offered on start; its log stays")
        )  # fmt: skip
        self.undo_button.setEnabled(mission.cursor > 0)
        self.redo_button.setEnabled(self.controller.redo_count > 0)
        self.shown = state
        self.settle()

    def _show_selected(self, state: MissionState) -> None:
        """The selected character's actions and his line above them."""
        line = self.labels.get(self.selected, "")
        if self.selected in state.fighters:  # his counters always in view (issue 26)
            line += f"\n{gauge_text(state.fighters[self.selected])}"
        self.actions_panel.show_state(state, self.selected, line, self.names)
        self.hints.follow(state)

    @property
    def cards(self) -> dict[str, CharacterCard]:
        return self.cards_area.cards

    @property
    def headers(self) -> dict[str, PlayerHeader]:
        return self.cards_area.headers
