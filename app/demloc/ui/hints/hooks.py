"""The hints panel in its two homes (issue 33): a tab of the tracker's side column and
a tab of the Board view's side, each with the heat map on its board and key I for
the hints of one action while they are off. The views call these in a line or two;
everything else is here.

On the Board view the map's miniatures with a card are the characters (their cards'
profiles, as `demloc hints` reads a map); one without a card has no hints."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget

from demloc.board.position import BoardMap
from demloc.errors import BadInputError
from demloc.hints.board import map_mission
from demloc.missions.play import Context, MissionState
from demloc.ui.hints.panel import HintsPanel
from demloc.ui.hints.setting import BOARD_TABLE, ONCE_KEY, table_of
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.board.panel import BoardPanel
    from demloc.ui.tracker.view import TrackerView

ONCE_NAME = "Hints for one action"  # the key's entry in the tracker's Mission menu


def _once_action(owner: QWidget, panel: HintsPanel, tabs: QTabWidget, page: QWidget) -> QAction:
    """Key I: the hints' tab in front, and the hints for this one action."""
    action = QAction(translate("hints.hooks", "Hints for one action"), owner)
    action.setShortcut(QKeySequence(ONCE_KEY))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def once() -> None:
        tabs.setCurrentWidget(page)
        panel.show_once()

    action.triggered.connect(lambda _=False: once())
    owner.addAction(action)
    return action


class _Resized(QObject):
    """Calls `then` after each resize of `watched` (its own handler has run by then)."""

    def __init__(self, watched: QWidget, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self.then = then
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.then)
        return False


class TrackerHints:
    """The tracker's hints tab: follows the selected character and the mission."""

    def __init__(self, tracker: TrackerView) -> None:
        self.tracker = tracker
        self.panel = HintsPanel(parent=tracker)
        self.panel.show_who(False)  # his card is right above the tabs
        self.panel.set_compact()  # the tab is short: three attacks compared
        # In a scroll area of its own: the tabs' least height stays the Characters' (the
        # tracker's layout fits the side column by it, R-175); cramped, the panel scrolls.
        self.page = QScrollArea()
        self.page.setObjectName("hints-page")
        self.page.setWidgetResizable(True)
        self.page.setFrameShape(QFrame.Shape.NoFrame)
        self.page.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page.setWidget(self.panel)
        tabs = tracker.tabs
        tabs.insertTab(tabs.indexOf(tracker.assist_area), self.page,
                       translate("hints.hooks", "Hints"))  # fmt: skip
        self.action = _once_action(tracker, self.panel, tabs, self.page)
        tracker.key_actions[ONCE_NAME] = self.action
        self.resized = _Resized(tracker, self.typed)  # table mode's type by the width
        tracker.table_mode_changed.connect(lambda _on: self.typed())

    def typed(self) -> None:
        """The panel's type as table mode's (0 out of it: the panel's own)."""
        self.panel.set_type(self.tracker.table_font)

    def follow(self, state: MissionState) -> None:
        """The state shown and the character selected (the tracker's `_show_selected`)."""
        tracker = self.tracker
        if tracker.board is not None:
            self.panel.attach_board(tracker.board.scene)
        mission = tracker.controller.mission
        if mission is None:
            return
        self.panel.set_table(table_of(mission.setup.get("players", [])))
        self.panel.show_for(state, mission.ctx, tracker.selected, tracker.labels)


class BoardHints:
    """The Board view's hints tab: follows the miniature selected and the map."""

    def __init__(self, board: BoardPanel) -> None:
        self.board = board
        self.panel = HintsPanel(parent=board)
        board.side.addTab(self.panel, translate("hints.hooks", "Hints"))
        self.panel.set_table(BOARD_TABLE)
        self.panel.attach_board(board.scene)
        self.action = _once_action(board, self.panel, board.side, self.panel)
        self.ctx: Context | None = None
        self.made: tuple[BoardMap, MissionState, dict[str, str], dict[str, str]] | None = None
        board.scene.selection_changed.connect(self.follow)
        board.document.changed.connect(self.follow)

    def context(self) -> Context | None:
        catalog = self.board.catalog
        if catalog is None:
            return None
        if self.ctx is None or self.ctx.catalog is not catalog:
            from demloc.paths import resources_dir
            from demloc.rules.dice import load_dice

            dice = load_dice(resources_dir() / "dice.toml")
            self.ctx = Context(self.board.document.library, catalog, dice)
        return self.ctx

    def follow(self) -> None:
        selected = self.board.scene.selected or ""
        ctx = self.context()
        if ctx is None:
            self.panel.show_problem(translate("hints.hooks", "No card catalog: no hints."))
            return
        board_map = self.board.document.map
        if self.made is None or self.made[0] is not board_map:
            try:
                made = map_mission(board_map, ctx)
                self.made = (board_map, made.state, made.names, made.left_out)
            except BadInputError as error:  # the map refused as a mission: said
                self.made = None
                self.panel.show_problem(str(error))
                return
        _map, state, names, why = self.made
        if selected in why:
            self.panel.show_problem(why[selected])
            return
        self.panel.show_for(state, ctx, selected, names)
