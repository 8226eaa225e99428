"""The main window: navigation between the views, a status bar, remembered layout."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from demloc import __version__
from demloc.catalog.cards import Card, Weapon
from demloc.ui.catalog_view import CatalogView
from demloc.ui.context import AppContext
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.plaintext import plain_label
from demloc.ui.rules_view import RulesView

APP_TITLE = "DemLoc Companion"


@dataclasses.dataclass(frozen=True)
class ViewSpec:
    key: str
    title: str
    shortcut: str
    build: Callable[[AppContext, QSettings], QWidget]


def _board_view(context: AppContext, settings: QSettings) -> QWidget:
    from demloc.board.errors import BoardError
    from demloc.board.tiles import load_tile_library
    from demloc.paths import resources_dir, tiles_dir, user_data_dir
    from demloc.ui.board.panel import BoardPanel, catalog_cards

    try:
        library = load_tile_library(tiles_dir())
    except BoardError as error:  # a broken install: say so in the view, start the rest
        message = plain_label(f"The board cannot open: {error}")
        message.setObjectName("boardUnavailable")
        message.setWordWrap(True)
        return message
    return BoardPanel(
        library,
        None,  # the board as it was left (autosave), else the last map, else the sample
        None,
        settings,
        maps_dir=resources_dir() / "maps",
        autosave_path=context.autosave_path or user_data_dir() / "board-autosave.json",
        catalog=context.catalog,
        cards=lambda: catalog_cards(context.catalog) + members(context),
    )


def members(context: AppContext) -> list[tuple[str, Card, tuple[Weapon, ...]]]:
    """The guilds' members for the Board's Edit tab (none without a database)."""
    if context.sessions is None:
        return []
    from demloc.ui.board.members import member_cards

    return member_cards(context.sessions, context.catalog)


def _guild_view(context: AppContext, _settings: QSettings) -> QWidget:
    if context.sessions is not None:
        from demloc.guild.rules import load_guild_rules
        from demloc.paths import resources_dir
        from demloc.ui.guild import GuildView

        rules = load_guild_rules(resources_dir() / "guild.toml")
        return GuildView(context.sessions, context.catalog, rules)
    active = f"Active guild: {context.guild_name}." if context.guild_name else ""
    return PlaceholderView(
        "Guild",
        "the guild overview (fame, feods, blood stones, buildings, the ledger), the "
        "dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate "
        "to redeem set codes (rulebook 5.1, 6.2, 6.3).",
        active,
    )


def _mission_view(context: AppContext, settings: QSettings) -> QWidget:
    """The set-up and the tracker in one area: a mission in play resumed on opening."""
    from demloc.ui.mission import MissionView, build_mission_view

    view = build_mission_view(context, settings)
    if not isinstance(view, MissionView) or context.sessions is None:
        return view
    from demloc.ui.tracker import MissionArea

    return MissionArea(view, context.sessions)


VIEWS: tuple[ViewSpec, ...] = (
    ViewSpec("guild", "Guild", "Ctrl+1", _guild_view),
    ViewSpec(
        "city",
        "City",
        "Ctrl+2",
        lambda _c, _s: PlaceholderView(
            "City of DemLoc",
            "the map of the city's five areas and their control points: send mercenaries "
            "to explore and acquire them, and collect fame and feods (rulebook 6.2).",
        ),
    ),
    ViewSpec(
        "mission",
        "Mission",
        "Ctrl+3",
        _mission_view,
    ),
    ViewSpec("board", "Board", "Ctrl+4", _board_view),
    ViewSpec(
        "catalog",
        "Catalog",
        "Ctrl+5",
        lambda c, _s: CatalogView(c.catalog, c.user_sets_dir),
    ),
    ViewSpec("rules", "Rules", "Ctrl+6", lambda _c, _s: RulesView()),
)
VIEW_KEYS = tuple(v.key for v in VIEWS)


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext, settings: QSettings) -> None:
        super().__init__()
        self.context = context
        self.settings = settings
        self.setWindowTitle(
            f"{APP_TITLE} — {context.guild_name}" if context.guild_name else APP_TITLE
        )
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(150)
        self.nav.setStyleSheet("QListWidget::item { padding: 7px 10px; }")
        self.stack = QStackedWidget()
        self.views: dict[str, QWidget] = {}
        view_menu = self.menuBar().addMenu("&View")
        for spec in VIEWS:
            widget = spec.build(context, settings)
            self.views[spec.key] = widget
            self.stack.addWidget(widget)
            item = QListWidgetItem(spec.title)
            item.setToolTip(f"{spec.title} ({spec.shortcut})")
            self.nav.addItem(item)
            action = QAction(spec.title, self)
            action.setShortcut(QKeySequence(spec.shortcut))
            action.triggered.connect(lambda _=False, key=spec.key: self.show_view(key))
            view_menu.addAction(action)
            self.addAction(action)  # works with the menu bar hidden too
        guild_changed = getattr(self.views.get("guild"), "guild_changed", None)
        if guild_changed is not None:  # the title names the guild shown
            guild_changed.connect(self._show_guild_in_title)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.nav.currentRowChanged.connect(lambda _row: self._remember_view())

        file_menu = self.menuBar().addMenu("&File")
        board_menu = getattr(self.views["board"], "file_menu", None)
        if isinstance(board_menu, QMenu):
            file_menu.addMenu(board_menu)
            file_menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        self.menuBar().insertMenu(view_menu.menuAction(), file_menu)
        about = QAction("&About", self)
        about.triggered.connect(self._about)
        self.menuBar().addMenu("&Help").addAction(about)

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self._build_status_bar()

        self.resize(1280, 800)
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        last = settings.value("window/view", "guild")
        self.show_view(last if last in VIEW_KEYS else "guild")

    def _show_guild_in_title(self, name: str) -> None:
        self.setWindowTitle(f"{APP_TITLE} — {name}" if name else APP_TITLE)

    def _build_status_bar(self) -> None:
        catalog = self.context.catalog
        summary = f"{len(catalog.sets)} sets, {len(catalog.cards)} cards"
        if catalog.provisional:
            summary += " (provisional values)"
        self.statusBar().addWidget(plain_label(f"Catalog: {summary}"))
        if catalog.skipped:
            warning = QLabel(f"⚠ {len(catalog.skipped)} data file(s) skipped: see Catalog (Ctrl+5)")
            warning.setObjectName("skippedWarning")
            warning.setStyleSheet("color:#a00000;")
            self.statusBar().addWidget(warning)
        database = plain_label(f"Database: {self.context.database}")  # a path: any text
        database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(database)

    def current_view(self) -> str:
        return VIEW_KEYS[self.stack.currentIndex()]

    def show_view(self, key: str) -> None:
        self.nav.setCurrentRow(VIEW_KEYS.index(key))

    def _remember_view(self) -> None:
        self.settings.setValue("window/view", self.current_view())

    def _about(self) -> None:
        QMessageBox.about(
            self,
            f"About {APP_TITLE}",
            f"<b>{APP_TITLE}</b> {__version__}<p>The companion app for the DemLoc miniatures "
            "skirmish game. Card values are provisional designs: the rulebook prints none.</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        # Each view with unsaved work is asked first; Cancel keeps the window open.
        for key, view in self.views.items():
            can_close = getattr(view, "can_close", None)
            if can_close is not None and not can_close():
                self.show_view(key)
                event.ignore()
                return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self._remember_view()
        self.settings.sync()
        super().closeEvent(event)
