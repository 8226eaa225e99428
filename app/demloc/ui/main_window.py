"""The main window: navigation between the views, menus, a status bar, remembered layout.

The Mission and Edit menus list the tracker's keys (TrackerView.key_actions, read when
a menu opens: other keys may join the dict) with their shortcuts. An entry triggers the
tracker's own QAction and registers no shortcut of its own: a key bound twice is an
ambiguous shortcut and fires nothing. The entries are enabled only while the tracker
is shown with a mission in play. F1 shows the rules: over the tracker in play the
glossary at what is pointed at or selected (ui/tracker/help.py); elsewhere the Rules
view at the section of what the view has selected (its `rules_topic`). A rule link
clicked anywhere (ui/reference/links.py) opens the same way."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeySequence,
    QMoveEvent,
    QPaintEvent,
    QResizeEvent,
    QUndoGroup,
)
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
from demloc.ui.busy import BusyBand
from demloc.ui.keys import help_shortcuts, redo_shortcuts, shortcut_text
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.plaintext import plain_label
from demloc.ui.reference.links import links

if TYPE_CHECKING:  # the catalog and the store: opened after the first paint (issue 16)
    from demloc.catalog.cards import Card, Weapon
    from demloc.ui.context import AppContext
    from demloc.ui.rules_view import GlossaryPanel
    from demloc.ui.tracker import TrackerView

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
    from demloc.paths import board_autosave_path, resources_dir, tiles_dir
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
        autosave_path=context.autosave_path or board_autosave_path(),
        autosave_read_only=context.autosave_read_only,
        catalog=context.catalog,
        cards=lambda: catalog_cards(context.catalog) + members(context),
    )


def members(context: AppContext) -> list[tuple[str, Card, tuple[Weapon, ...]]]:
    """The guilds' members for the Board's Edit tab (none without a database)."""
    if context.sessions is None:
        return []
    from demloc.ui.board.members import member_cards

    # Busy (another computer writes, or an action of this window waits, issue 27): the
    # Edit tab says so and asks again at the next change (EditTab.refresh).
    return member_cards(context.sessions, context.catalog)


def _guild_view(context: AppContext, _settings: QSettings) -> QWidget:
    if context.sessions is not None:
        from demloc.guild.rules import GuildRulesError, guild_rules
        from demloc.ui.guild import GuildView

        try:
            rules = guild_rules()
        except GuildRulesError as error:
            from demloc.ui.unavailable import unavailable

            return unavailable("The guild cannot be shown", str(error), "guild")
        return GuildView(context.sessions, context.catalog, rules)
    active = f"Active guild: {context.guild_name}." if context.guild_name else ""
    return PlaceholderView(
        "Guild",
        "the guild overview (fame, feods, blood stones, buildings, the ledger), the "
        "dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate "
        "to redeem set codes (rulebook 5.1, 6.2, 6.3).",
        active,
    )


def _city_view(context: AppContext, _settings: QSettings) -> QWidget:
    """The city's individual game (6.2): the map, the tasks, the income and the events."""
    what = (
        "the map of the city's five areas and their control points: send mercenaries to "
        "explore and acquire them, collect what they yield, answer the city's events (rulebook "
        "6.2)."
    )
    if context.sessions is None:
        return PlaceholderView("City of DemLoc", what, "Open a database to play the city.")
    from demloc.datafile import DataFileError
    from demloc.guild.rules import guild_rules
    from demloc.store.city import city_data
    from demloc.ui.city.view import CityView

    try:
        data, rules = city_data(), guild_rules()
    except DataFileError as error:  # city.toml, city_rules.toml, guild.toml
        from demloc.ui.city.view import city_unavailable

        return city_unavailable(str(error))
    return CityView(context.sessions, context.catalog, rules, data)


def _mission_view(context: AppContext, settings: QSettings) -> QWidget:
    """The set-up and the tracker in one area: a mission in play resumed on opening."""
    from demloc.ui.mission import MissionView, build_mission_view

    view = build_mission_view(context, settings)
    if not isinstance(view, MissionView) or context.sessions is None:
        return view
    from demloc.ui.tracker import MissionArea

    return MissionArea(view, context.sessions)


def _catalog_view(context: AppContext, _settings: QSettings) -> QWidget:
    from demloc.ui.catalog_view import CatalogView

    return CatalogView(context.catalog, context.user_sets_dir)


def _reference_view(_context: AppContext, _settings: QSettings) -> QWidget:
    from demloc.ui.reference.view import ReferenceView
    from demloc.ui.rules_view import topic_glossary

    return ReferenceView(topic_glossary)


VIEWS: tuple[ViewSpec, ...] = (
    ViewSpec("guild", "Guild", "Ctrl+1", _guild_view),
    ViewSpec("city", "City", "Ctrl+2", _city_view),
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
        _catalog_view,
    ),
    ViewSpec("rules", "Rules", "Ctrl+6", _reference_view),
)
VIEW_KEYS = tuple(v.key for v in VIEWS)
# The tracker's keys in the Edit menu; the others are the Mission menu's.
EDIT_KEYS = ("Undo", "Redo")
EDIT_LABELS = {"Undo": "&Undo", "Redo": "&Redo"}
WHERE = {  # what an empty menu says: where its entries come from
    "Undo and redo": "in the Guild and City views, and the Mission view's tracker",
    "The keys": "in the Mission view's tracker",
}
TABLE_KEYS = ("Panels", "Full screen", "Table mode")  # the table's own, after a separator
TABLE_MODE_SETTING = "tracker/table_mode"  # ui/tracker/table_mode.py SETTING (not imported:
# the tracker's modules load with the Mission view)


def entry_text(label: str, source: QAction) -> str:
    """A menu entry's text: its label, a tab, the keys (QMenu shows them as shortcuts)."""
    keys = shortcut_text(source.shortcuts())
    return f"{label}\t{keys}" if keys else label


class Views(Mapping[str, QWidget]):
    """The window's views by key, each built the first time it is asked for (issue 16:
    building all six took most of a start). `built` holds those built so far."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.built: dict[str, QWidget] = {}

    def __getitem__(self, key: str) -> QWidget:
        if key not in VIEW_KEYS:
            raise KeyError(key)
        return self._window.view(key)

    def __iter__(self) -> Iterator[str]:
        return iter(VIEW_KEYS)

    def __len__(self) -> int:
        return len(VIEW_KEYS)


OPENING = "Opening the cards and the guilds' database…"


class MainWindow(QMainWindow):
    def __init__(
        self, context: AppContext | None, settings: QSettings, view: str | None = None
    ) -> None:
        """`view`: the view to show first (else the one shown last); only it is built.
        With no `context` yet (the app's start, issue 16), the window shows its menus
        and says the data is opening: `open_context` then shows the view."""
        super().__init__()
        self._context = context
        self.settings = settings
        self.setWindowTitle(APP_TITLE)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(150)
        self.nav.setStyleSheet("QListWidget::item { padding: 7px 10px; }")
        self.stack = QStackedWidget()
        self.views = Views(self)
        view_menu = self.menuBar().addMenu("&View")
        for spec in VIEWS:
            self.stack.addWidget(QWidget())  # a stand-in until the view is first shown
            item = QListWidgetItem(spec.title)
            item.setToolTip(f"{spec.title} ({spec.shortcut})")
            self.nav.addItem(item)
            action = QAction(spec.title, self)
            action.setShortcut(QKeySequence(spec.shortcut))
            action.triggered.connect(lambda _=False, key=spec.key: self.show_view(key))
            view_menu.addAction(action)
            self.addAction(action)  # works with the menu bar hidden too
        links().asked.connect(self.open_rules)  # a rule link clicked anywhere
        self.nav.currentRowChanged.connect(self._show_row)
        self._build_after_paint = False
        self._opener: Callable[[], AppContext | None] | None = None

        self.file_menu = file_menu = self.menuBar().addMenu("&File")
        self.quit_action = quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)  # the Board's menu joins above it when built
        self.menuBar().insertMenu(view_menu.menuAction(), file_menu)
        self.edit_menu = QMenu("&Edit", self)
        self.edit_menu.setObjectName("edit-menu")
        self.menuBar().insertMenu(view_menu.menuAction(), self.edit_menu)
        self.mission_menu = self.menuBar().addMenu("&Mission")
        self.mission_menu.setObjectName("mission-menu")
        self.entries: dict[str, QAction] = {}  # a tracker key's name -> its menu entry
        # Edit's Undo and Redo while a view with a history of its own is shown (Guild, City)
        self.history_entries: tuple[QAction, ...] = ()
        self.histories_followed: set[QUndoGroup] = set()
        for menu in (self.edit_menu, self.mission_menu):
            menu.aboutToShow.connect(self.sync_menus)
        self._glossary: GlossaryPanel | None = None  # made the first time it is shown
        help_menu = self.menuBar().addMenu("&Help")
        self.help_action = QAction("Rules &reference", self)
        self.help_action.setObjectName("help-glossary")
        self.help_action.setShortcuts(help_shortcuts())
        self.help_action.setToolTip(
            "In the tracker: the glossary at the keyword, effect or action pointed at or "
            "selected; elsewhere the Rules view at the section of what is selected"
        )
        self.help_action.triggered.connect(self.show_help)
        help_menu.addAction(self.help_action)
        self.addAction(self.help_action)  # works with the menu bar hidden too
        about = QAction("&About", self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        # An action waiting for another's write (issue 27): over the top of the window,
        # never moving what is under the finger.
        self.busy_band = BusyBand(central)
        self.setCentralWidget(central)

        # 1280x800, or the screen's free area where it is smaller: then the app shows
        # the window maximized (`fills_screen`), its frame and title bar on the screen
        # too (a 1024x700 screen shows the whole window, not its top-left corner).
        screen = self.screen().availableGeometry()
        self.resize(min(1280, screen.width()), min(800, screen.height()))
        self.fills_screen = self.size() != QSize(1280, 800)
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
            self.fills_screen = False
        # The geometry and state kept as they change, not only on a clean close: after
        # a crash the next start shows the window as it was, maximized too (issue 26).
        self._keep_timer = QTimer(self)
        self._keep_timer.setSingleShot(True)
        self._keep_timer.setInterval(400)
        self._keep_timer.timeout.connect(self._keep_geometry)
        last = view or settings.value("window/view", "guild")
        self.nav.currentRowChanged.connect(lambda _row: self._tracker_moved())
        first = last if last in VIEW_KEYS else "guild"
        if context is None:
            self.opening = plain_label(OPENING)
            self.opening.setObjectName("opening")
            self.opening.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.opening.setStyleSheet("font-size: 18px; color: #555;")
            index = VIEW_KEYS.index(first)
            stand_in = self.stack.widget(index)
            self.stack.insertWidget(index, self.opening)  # in the view's place until built
            if stand_in is not None:
                self.stack.removeWidget(stand_in)
                stand_in.setParent(None)
        else:
            self._opened(context)
        self.show_view(first)
        self.sync_menus()

    @property
    def context(self) -> AppContext:
        """The catalog and the database (`open_context`: given after the first paint)."""
        assert self._context is not None, "the window's context is not open yet"
        return self._context

    def open_context(self, context: AppContext) -> None:
        """The data is open: the title, the status bar and the view chosen, built now."""
        self._context = context
        self._opened(context)
        self._show_row(self.stack.currentIndex())
        self.sync_menus()

    def _opened(self, context: AppContext) -> None:
        if context.sessions is not None:
            from demloc.store.database import wait_for_the_lock_with

            wait_for_the_lock_with(context.sessions, self.busy_band)
        if context.guild_name:
            self.setWindowTitle(f"{APP_TITLE} — {context.guild_name}")
        self._build_status_bar()

    # ---- the views, each built when first shown (issue 16) -----------------------------

    def view(self, key: str) -> QWidget:
        """The view `key`, built now if it was not yet: in its place in the stack, and
        connected to the window and to the views built before it."""
        built = self.views.built.get(key)
        if built is not None:
            return built
        index = VIEW_KEYS.index(key)
        widget = VIEWS[index].build(self.context, self.settings)
        self.views.built[key] = widget
        shown = self.stack.currentIndex()
        stand_in = self.stack.widget(index)
        self.stack.insertWidget(index, widget)
        if stand_in is not None:  # let go now, not at a later deferred delete: that
            self.stack.removeWidget(stand_in)  # would re-lay the window out then (F11)
            stand_in.setParent(None)
        self.stack.setCurrentIndex(shown)
        self._connect_view(key, widget)
        return widget

    def _connect_view(self, key: str, widget: QWidget) -> None:
        built = self.views.built
        if key == "guild" and (changed := getattr(widget, "guild_changed", None)) is not None:
            changed.connect(self._show_guild_in_title)  # the title names the guild shown
            if "city" in built:
                self._city_follows(widget, built["city"])
        elif key == "city" and "guild" in built:
            self._city_follows(built["guild"], widget)
        elif key == "mission":
            if (wanted := getattr(widget, "guilds_wanted", None)) is not None:
                wanted.connect(lambda: self.show_view("guild"))  # the results' Back (issue 13)
            self._follow_tracker()
        elif key == "rules" and (back := getattr(widget, "return_wanted", None)) is not None:
            back.connect(self.show_view)  # Return (Esc) after F1 or a link
        elif key == "board" and isinstance(menu := getattr(widget, "file_menu", None), QMenu):
            self.file_menu.insertMenu(self.quit_action, menu)
            self.file_menu.insertSeparator(self.quit_action)

    def _city_follows(self, guild: QWidget, city: QWidget) -> None:
        """The city shows the guild the Guild view shows, from now on and now."""
        changed = getattr(guild, "guild_changed", None)
        show = getattr(city, "show_guild", None)
        if changed is None or show is None:
            return
        changed.connect(show)
        name = getattr(guild, "guild_name", "")
        if name and getattr(city, "guild_name", name) != name:
            show(name)

    def _show_row(self, row: int) -> None:
        if self._context is None:  # still opening: the view is built once it is open
            self.stack.setCurrentIndex(row)
            return
        self.stack.setCurrentWidget(self.view(VIEW_KEYS[row]))
        self._remember_view()
        self.sync_menus()  # Edit follows the view shown (its own history, or the tracker's)

    def build_views_after_first_paint(self) -> None:
        """The views not yet shown are built once the window has painted, one each time
        the event loop is free: the player sees the window first, and the menus and keys
        of every view are ready soon after (the app's start; a screenshot needs none).
        Each step is the window's own timer: a window deleted meanwhile builds no more."""
        self._build_after_paint = True

    def open_after_first_paint(self, opener: Callable[[], AppContext | None]) -> None:
        """The app's start (issue 16): once the window has painted, `opener` opens the
        data (None: it could not, and said why), then the views are built."""
        self._opener = opener

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._opener is not None:
            QTimer.singleShot(0, self, self._open_now)
        elif self._build_after_paint:
            self._build_after_paint = False
            QTimer.singleShot(0, self, self._build_next_view)

    def _open_now(self) -> None:
        opener, self._opener = self._opener, None
        if opener is None:  # a second paint came before the first's turn
            return
        # No paint while the data opens (a dialog's own event loop, saying it cannot)
        # may build a view: there is no data for it yet.
        build, self._build_after_paint = self._build_after_paint, False
        context = opener()
        if context is None:
            return
        self.open_context(context)
        if build:
            QTimer.singleShot(0, self, self._build_next_view)

    def _build_next_view(self) -> None:
        waiting = [key for key in VIEW_KEYS if key not in self.views.built]
        if waiting:
            self.view(waiting[0])
            QTimer.singleShot(0, self, self._build_next_view)

    # ---- the tracker's keys in the menus, F1 ------------------------------------------

    def tracker(self) -> TrackerView | None:
        """The Mission view's tracker, if the app has one (it needs a database)."""
        found = getattr(self.views.built.get("mission"), "tracker", None)
        if found is None:  # not built yet, or no database: no tracker's modules loaded
            return None
        from demloc.ui.tracker import TrackerView

        return found if isinstance(found, TrackerView) else None

    def tracker_in_play(self) -> bool:
        """The tracker is the view shown, with a mission in play."""
        tracker = self.tracker()
        if tracker is None or self.current_view() != "mission":
            return False
        shown = getattr(self.views.built["mission"], "currentWidget", lambda: None)()
        return tracker.controller.mission is not None and shown is tracker

    def _follow_tracker(self) -> None:
        tracker = self.tracker()
        if tracker is None:
            return
        area = self.views.built["mission"]
        changed = getattr(area, "currentChanged", None)
        if changed is not None:
            changed.connect(lambda _index: self._tracker_moved())
        tracker.controller.changed.connect(self.sync_menus)
        tracker.controller.changed.connect(self._show_table_mode)
        tracker.table_mode_changed.connect(self._table_mode_changed)
        tracker.set_table_mode(bool(self.settings.value(TABLE_MODE_SETTING, False, type=bool)))
        self.sync_menus()

    def _table_mode_changed(self, on: bool) -> None:
        self.settings.setValue(TABLE_MODE_SETTING, on)  # remembered across restarts
        self.settings.sync()
        self._show_table_mode()

    def _show_table_mode(self) -> None:
        """Table mode (issue 26, R-145): while the tracker is shown in play, the board has
        the screen: no views' list, no status bar, no menu bar (every key works without
        it: the window's own actions and the tracker's; F10 brings them back)."""
        tracker = self.tracker()
        table = tracker is not None and tracker.table_mode and self.tracker_in_play()
        if self.nav.isHidden() != table:
            for bar in (self.nav, self.statusBar(), self.menuBar()):
                bar.setVisible(not table)

    def _tracker_moved(self) -> None:
        if not self.tracker_in_play():
            self._close_glossary()
        self.sync_menus()
        self._show_table_mode()

    def sync_menus(self) -> None:
        """The Edit and Mission menus from the tracker's keys as they are now: an entry
        for each, its shortcuts shown, enabled only while the tracker is shown with a
        mission in play (Undo and Redo while there is something to undo or redo)."""
        tracker = self.tracker()
        keys = dict(tracker.key_actions) if tracker is not None else {}
        names = [n for n in EDIT_KEYS if n in keys] + [n for n in keys if n not in EDIT_KEYS]
        history = None if self.tracker_in_play() else self.view_history()
        changed_owner = (history is not None) != bool(self.history_entries)
        if list(self.entries) != names or not self.mission_menu.actions() or changed_owner:
            self._build_entries(keys, names, history)
        if history is not None:
            self._sync_history_entries(history)
        playing = self.tracker_in_play()
        for name, entry in self.entries.items():
            source = keys[name]
            entry.setText(entry_text(EDIT_LABELS.get(name, name), source))
            enabled = playing and source.isEnabled()
            if tracker is not None and name in EDIT_KEYS and enabled:
                button = tracker.undo_button if name == "Undo" else tracker.redo_button
                enabled = button.isEnabled()
            entry.setEnabled(enabled)

    def view_history(self) -> QUndoGroup | None:
        """The undo history of the view shown, if it keeps one (the Guild's, the
        City's: their `histories`), for the Edit menu."""
        group = getattr(self.views.built.get(self.current_view()), "histories", None)
        return group if isinstance(group, QUndoGroup) else None

    def _sync_history_entries(self, history: QUndoGroup) -> None:
        """Edit's Undo and Redo as the view's history stands (its own keys act: the
        entries show them and own none, so no key is ambiguous)."""
        if history not in self.histories_followed:
            self.histories_followed.add(history)
            for signal in (history.canUndoChanged, history.canRedoChanged,
                           history.undoTextChanged, history.redoTextChanged):  # fmt: skip
                signal.connect(lambda _value: self.sync_menus())
        undo, redo = self.history_entries
        for entry, label, shortcuts, text, can in (  # the keys ui/keys.py undo_buttons gives
            (undo, "&Undo", [QKeySequence(QKeySequence.StandardKey.Undo)], history.undoText(),
             history.canUndo()),
            (redo, "&Redo", redo_shortcuts(), history.redoText(), history.canRedo()),
        ):  # fmt: skip
            keys = shortcut_text(shortcuts)
            entry.setText(f"{label} {text}\t{keys}" if text else f"{label}\t{keys}")
            entry.setEnabled(can)

    def _history_step(self, *, undo: bool) -> None:
        history = self.view_history()
        if history is not None:
            (history.undo if undo else history.redo)()

    def _build_entries(
        self, keys: dict[str, QAction], names: list[str], history: QUndoGroup | None = None
    ) -> None:
        self.edit_menu.clear()
        self.mission_menu.clear()
        for entry in (*self.entries.values(), *self.history_entries):
            entry.deleteLater()
        self.entries = {}
        self.history_entries = ()
        if history is not None:  # the view's own history: Edit acts on it
            undo, redo = QAction("&Undo", self), QAction("&Redo", self)
            undo.setObjectName("menu-view-undo")
            redo.setObjectName("menu-view-redo")
            undo.triggered.connect(lambda _=False: self._history_step(undo=True))
            redo.triggered.connect(lambda _=False: self._history_step(undo=False))
            self.history_entries = (undo, redo)
            self.edit_menu.addActions([undo, redo])
        for name in names:
            entry = QAction(name, self)
            entry.setObjectName(f"menu-{name}")
            # The tracker's own action: the same slot, and its key stays the only one.
            entry.triggered.connect(keys[name].trigger)
            self.entries[name] = entry
            if name in EDIT_KEYS:
                if history is None:
                    self.edit_menu.addAction(entry)
            else:
                if name == next((n for n in names if n in TABLE_KEYS), None):
                    self.mission_menu.addSeparator()
                self.mission_menu.addAction(entry)
        for menu, what in ((self.edit_menu, "Undo and redo"), (self.mission_menu, "The keys")):
            if not menu.actions():  # no tracker: no database
                empty = menu.addAction(f"{what}: {WHERE[what]}")
                empty.setEnabled(False)

    def show_help(self) -> None:
        """F1: over the tracker in play, the glossary at what is pointed at or
        selected; F1 on the glossary itself closes it; elsewhere the Rules view."""
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QApplication

        if self._context is None:  # the data still opening: no view to show yet
            return
        tracker = self.tracker()
        if tracker is None or not self.tracker_in_play():
            self._close_glossary()
            view = self.current_view()
            if view == "rules":
                return
            asked = getattr(self.views[view], "rules_topic", None)
            self.open_rules((asked() if callable(asked) else None) or "rules:")
            return
        if self._glossary is not None and self._glossary.isVisible():
            pointed = QApplication.widgetAt(QCursor.pos())
            if pointed is not None and (pointed is self.glossary
                                        or self.glossary.isAncestorOf(pointed)):  # fmt: skip
                self.glossary.close_panel()
                return
        from demloc.ui.tracker.help import topic_now

        topic = topic_now(tracker)
        self.show_glossary(topic.keys, topic.about)

    def open_rules(self, url: str) -> None:
        """A rule page (ui/reference/links.py): over the tracker in play, in the glossary
        panel, so the mission stays in sight; elsewhere in the Rules view, with Return to
        the view it came from."""
        if self._context is None:  # the data still opening: no view to show yet
            return
        if self.tracker_in_play():
            self._place_glossary()
            self.glossary.open(url)
            return
        reference = self.views["rules"]
        if (open_from := getattr(reference, "open_from", None)) is not None:
            came_from = self.current_view()
            open_from("" if came_from == "rules" else came_from, url)
        self.show_view("rules")

    @property
    def glossary(self) -> GlossaryPanel:
        """The glossary panel over the tracker (F1), made when first wanted."""
        if self._glossary is None:
            from demloc.ui.rules_view import GlossaryPanel

            self._glossary = GlossaryPanel(self)
            self._glossary.closed.connect(self._glossary_closed)
        return self._glossary

    def _close_glossary(self) -> None:
        if self._glossary is not None:
            self._glossary.close_panel()

    def show_glossary(self, topic: tuple[str, ...], about: str) -> None:
        self._place_glossary()
        self.glossary.show_topic(topic, about)

    def _place_glossary(self) -> None:
        """Over the right of the view shown (the tracker's side panel), most of its
        height: the board and the phase bar stay in sight."""
        area = self.stack.geometry()
        top_left = self.stack.mapTo(self, area.topLeft() - self.stack.pos())
        width = max(min(area.width() - 16, 420), round(area.width() * 0.55))
        height = max(200, area.height() - 16)
        self.glossary.setGeometry(
            top_left.x() + area.width() - width - 8, top_left.y() + 8, width, height
        )

    def _glossary_closed(self) -> None:
        tracker = self.tracker()
        if tracker is not None and tracker.isVisible():
            board = tracker.board
            (board.view if board is not None else tracker).setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._glossary is not None and self._glossary.isVisible():
            self._place_glossary()
        self._keep_geometry_soon()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._keep_geometry_soon()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._keep_geometry_soon()

    def _keep_geometry_soon(self) -> None:
        if self.isVisible():  # not the sizes set while it is built
            self._keep_timer.start()

    def _keep_geometry(self) -> None:
        if self.isVisible():
            self.settings.setValue("window/geometry", self.saveGeometry())
            self.settings.sync()

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
        for key, view in list(self.views.built.items()):  # a view not built has no work
            can_close = getattr(view, "can_close", None)
            if can_close is not None and not can_close():
                self.show_view(key)
                event.ignore()
                return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self._remember_view()
        self.settings.sync()
        super().closeEvent(event)
