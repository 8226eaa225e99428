"""The main window: navigation between the views (views.py), menus (the Edit and Mission
menus follow the tracker: menus.py), a status bar, remembered layout.

F1 shows the rules: over the tracker in play the glossary at what is pointed at or
selected (ui/tracker/help.py); elsewhere the Rules view at the section of what the view
has selected (its `rules_topic`). A rule link clicked anywhere (ui/reference/links.py)
opens the same way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSettings, QSize, Qt, QTimer
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
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from demloc import __version__
from demloc.ui.busy import BusyBand
from demloc.ui.i18n import translate
from demloc.ui.keys import help_shortcuts
from demloc.ui.menus import TrackerMenus
from demloc.ui.plaintext import plain_label
from demloc.ui.reference.links import links
from demloc.ui.views import VIEW_KEYS, VIEWS, Views
from demloc.ui.welcome import install as install_welcome

if TYPE_CHECKING:  # the catalog and the store: opened after the first paint (issue 16)
    from demloc.ui.context import AppContext
    from demloc.ui.rules_view import GlossaryPanel
    from demloc.ui.share_dialog import ShareControls

APP_TITLE = "DemLoc Companion"
TABLE_MODE_SETTING = "tracker/table_mode"  # ui/tracker/table_mode.py SETTING (not imported:
# the tracker's modules load with the Mission view)
OPENING = str(QT_TRANSLATE_NOOP("MainWindow", "Opening the cards and the guilds' database…"))


class MainWindow(TrackerMenus):
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
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        for spec in VIEWS:
            self.stack.addWidget(QWidget())  # a stand-in until the view is first shown
            title = translate("views", spec.title)
            item = QListWidgetItem(title)
            item.setToolTip(f"{title} ({spec.shortcut})")
            self.nav.addItem(item)
            action = QAction(title, self)
            action.setShortcut(QKeySequence(spec.shortcut))
            action.triggered.connect(lambda _=False, key=spec.key: self.show_view(key))
            view_menu.addAction(action)
            self.addAction(action)  # works with the menu bar hidden too
        links().asked.connect(self.open_rules)  # a rule link clicked anywhere
        self.nav.currentRowChanged.connect(self._show_row)
        self._opener: Callable[[], AppContext | None] | None = None

        self.file_menu = file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.quit_action = quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)  # the Board's menu above it while the Board is shown
        self.board_menu: QMenu | None = None  # the Board view's, once built
        self.board_separator = QAction(self)
        self.board_separator.setSeparator(True)
        self.menuBar().insertMenu(view_menu.menuAction(), file_menu)
        self.edit_menu = QMenu(self.tr("&Edit"), self)
        self.edit_menu.setObjectName("edit-menu")
        self.menuBar().insertMenu(view_menu.menuAction(), self.edit_menu)
        self.mission_menu = self.menuBar().addMenu(self.tr("&Mission"))
        self.mission_menu.setObjectName("mission-menu")
        self.entries: dict[str, QAction] = {}  # a tracker key's name -> its menu entry
        # Edit's Undo and Redo while a view with a history of its own is shown (Guild, City)
        self.history_entries: tuple[QAction, ...] = ()
        self.histories_followed: set[QUndoGroup] = set()
        for menu in (self.edit_menu, self.mission_menu):
            menu.aboutToShow.connect(self.sync_menus)
        # Edit > Preferences… (issue 32): the language; _build_entries keeps it last in Edit.
        self.preferences_action = QAction(self.tr("&Preferences…"), self)
        self.preferences_action.setObjectName("preferences")
        # The platform's key, or Ctrl+, where it has none (Linux and Windows have none).
        standard = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.preferences_action.setShortcuts(standard or [QKeySequence("Ctrl+,")])
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(lambda _=False: self.show_preferences())
        self.addAction(self.preferences_action)  # works with the menu bar hidden too
        self.edit_menu.addAction(self.preferences_action)
        self._glossary: GlossaryPanel | None = None  # made the first time it is shown
        # Share the table (issue 30): in the Mission menu, the Mission area's buttons, F8.
        self.share_action = QAction(self.tr("&Share the table…"), self)
        self.share_action.setObjectName("share-table")
        self.share_action.setShortcut(QKeySequence("F8"))  # ui/share_dialog.py SHARE_KEY
        self.share_action.triggered.connect(lambda _=False: self.share_table())
        self.addAction(self.share_action)  # works with the menu bar hidden too
        self.sharing: ShareControls | None = None  # made with the Mission area
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.help_action = QAction(self.tr("Rules &reference"), self)
        self.help_action.setObjectName("help-glossary")
        self.help_action.setShortcuts(help_shortcuts())
        self.help_action.setToolTip(
            self.tr(
                "In the tracker: the glossary at the keyword, effect or action pointed at or "
                "selected; elsewhere the Rules view at the section of what is selected"
            )
        )
        self.help_action.triggered.connect(self.show_help)
        help_menu.addAction(self.help_action)
        self.addAction(self.help_action)  # works with the menu bar hidden too
        install_welcome(self, file_menu, help_menu)  # Add a player…, Tutorial
        about = QAction(self.tr("&About"), self)
        about.setObjectName("about")
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
            self.opening = plain_label(self.tr(OPENING))
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
            from demloc.store.transactions import wait_for_the_lock_with

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
            if "city" in built:  # the City keeps the guild picked there till now
                self._city_follows(widget, built["city"], now=False)
        elif key == "city" and "guild" in built:
            self._city_follows(built["guild"], widget, now=True)
        elif key == "mission":
            if (wanted := getattr(widget, "guilds_wanted", None)) is not None:
                wanted.connect(lambda: self.show_view("guild"))  # the results' Back (issue 13)
                self._share_from(widget)
            self._follow_tracker()
        elif key == "rules" and (back := getattr(widget, "return_wanted", None)) is not None:
            back.connect(self.show_view)  # Return (Esc) after F1 or a link
        elif key == "board" and isinstance(menu := getattr(widget, "file_menu", None), QMenu):
            self.board_menu = menu

    def _city_follows(self, guild: QWidget, city: QWidget, *, now: bool) -> None:
        """The city shows the guild the Guild view shows from now on, and `now` too (a
        City built after the Guild view). A Guild view built after the City leaves the
        guild picked there (R-206: it was built late, review of issue 31)."""
        changed = getattr(guild, "guild_changed", None)
        show = getattr(city, "show_guild", None)
        if changed is None or show is None:
            return
        changed.connect(show)
        name = getattr(guild, "guild_name", "")
        if now and name and getattr(city, "guild_name", name) != name:
            show(name)

    def _show_row(self, row: int) -> None:
        if self._context is None:  # still opening: the view is built once it is open
            self.stack.setCurrentIndex(row)
            return
        self.stack.setCurrentWidget(self.view(VIEW_KEYS[row]))
        self._place_board_menu()
        self._remember_view()
        self.sync_menus()  # Edit follows the view shown (its own history, or the tracker's)

    def _place_board_menu(self) -> None:
        """The Board view's menu is in File while that view is shown, and only then: a
        menu in the menu bar makes its keys answer in every view (Ctrl+O opened a board
        in the mission, Ctrl+Shift+O clashed with the tracker's From a photo…: R-253)."""
        menu = self.board_menu
        if menu is None:
            return
        shown = self.stack.currentWidget() is self.views.built.get("board")
        if shown and menu.menuAction() not in self.file_menu.actions():
            self.file_menu.insertMenu(self.quit_action, menu)
            self.file_menu.insertAction(self.quit_action, self.board_separator)
        elif not shown:
            self.file_menu.removeAction(menu.menuAction())
            self.file_menu.removeAction(self.board_separator)

    def open_after_first_paint(self, opener: Callable[[], AppContext | None]) -> None:
        """The app's start (issue 16): once the window has painted, `opener` opens the
        data (None: it could not, and said why), then the view shown is built. The others
        are built when first shown or asked for, never before (R-206)."""
        self._opener = opener

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._opener is not None:
            QTimer.singleShot(0, self, self._open_now)

    def _open_now(self) -> None:
        opener, self._opener = self._opener, None
        if opener is None:  # a second paint came before the first's turn
            return
        context = opener()
        if context is not None:
            self.open_context(context)

    # ---- the tracker: its keys in the menus (menus.py), table mode, F1 ----------------

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

    def _share_from(self, area: QWidget) -> None:
        from demloc.ui.share_dialog import ShareControls  # the Mission area: loaded
        from demloc.ui.tracker.area import MissionArea

        assert isinstance(area, MissionArea)
        self.sharing = ShareControls(area, self, self.share_action, self.settings)

    def share_table(self) -> None:
        """Share the table… (issue 30): the Mission view's mission to the players'
        devices, its dialog shown (ui/share_dialog.py)."""
        if self._context is None:  # the data still opening
            return
        self.view("mission")  # built now if it was not: its mission is the one shared
        if self.sharing is None:
            self.statusBar().showMessage(
                self.tr("Sharing the table needs the guilds' database"), 8000
            )
            return
        self.sharing.open()

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
        summary = self.tr("{sets}, {cards}").format(
            sets=self.tr("%n set(s)", "", len(catalog.sets)),
            cards=self.tr("%n card(s)", "", len(catalog.cards)),
        )
        if catalog.provisional:
            summary = self.tr("{summary} (provisional values)").format(summary=summary)
        self.statusBar().addWidget(
            plain_label(self.tr("Catalog: {summary}").format(summary=summary))
        )
        if catalog.skipped:
            skipped = self.tr(
                "⚠ %n data file(s) skipped: see Catalog (Ctrl+5)", "", len(catalog.skipped)
            )
            warning = QLabel(skipped)
            warning.setObjectName("skippedWarning")
            warning.setStyleSheet("color:#a00000;")
            self.statusBar().addWidget(warning)
        database = plain_label(
            self.tr("Database: {where}").format(where=self.context.database)
        )  # a path: any text
        database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(database)

    def current_view(self) -> str:
        return VIEW_KEYS[self.stack.currentIndex()]

    def show_view(self, key: str) -> None:
        self.nav.setCurrentRow(VIEW_KEYS.index(key))

    def _remember_view(self) -> None:
        self.settings.setValue("window/view", self.current_view())

    def show_preferences(self) -> None:
        from demloc.ui.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About {app}").format(app=APP_TITLE),
            f"<b>{APP_TITLE}</b> {__version__}<p>"
            + self.tr(
                "The companion app for the DemLoc miniatures skirmish game. Card values are "
                "provisional designs: the rulebook prints none."
            )
            + "</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        # Each view with unsaved work is asked first; Cancel keeps the window open.
        for key, view in list(self.views.built.items()):  # a view not built has no work
            can_close = getattr(view, "can_close", None)
            if can_close is not None and not can_close():
                self.show_view(key)
                event.ignore()
                return
        if self.sharing is not None:  # every device's connection closed, the thread joined
            self.sharing.stop()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self._remember_view()
        self.settings.sync()
        super().closeEvent(event)
