"""Starting the Qt application: fonts, the context, the main window, or a screenshot."""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import sys
import tempfile
from pathlib import Path

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QSettings,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFont, QFontDatabase, QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget

from demloc.paths import resources_dir
from demloc.ui.context import AppContext
from demloc.ui.i18n import translate
from demloc.ui.language import install_translators, language_code
from demloc.ui.main_window import MainWindow

log = logging.getLogger(__name__)


ORGANISATION = "DemLoc"
APPLICATION = "DemLoc Companion"


def build_context(db: str | None) -> AppContext:
    """Load the catalog, open the database (created empty on a first start: the welcome
    asks what to make, R-219). Raises StoreError. The store and the catalog are imported
    here: the app paints its window first."""
    from demloc.catalog.catalog import load_catalog
    from demloc.paths import builtin_sets_dir, user_sets_dir
    from demloc.store.database import open_database
    from demloc.store.errors import DatabaseFailedError, DatabaseUnreadableError
    from demloc.store.starter import active_guild
    from demloc.store.url import database_url, shown

    catalog = load_catalog([builtin_sets_dir(), user_sets_dir()])
    for problem in catalog.skipped:
        log.warning("skipped card data: %s", problem)
    sessions = open_database(db)
    try:
        with sessions.begin() as session:
            guild = active_guild(session)
            guild_name = guild.name if guild else None
    except DatabaseFailedError as error:
        raise DatabaseUnreadableError(
            f"{shown(database_url(db))} cannot be opened as a DemLoc database: {error}"
        ) from None
    return AppContext(catalog, sessions, shown(database_url(db)), guild_name, str(user_sets_dir()))


def open_data(window: MainWindow, db: str | None) -> AppContext:
    """build_context, with the window's band shown while another process writes (issue
    27 item 8): its Cancel ends the start with a StoreError saying so."""
    from demloc.store.transactions import wait_for_the_lock_with

    wait_for_the_lock_with(db, window.busy_band)
    return build_context(db)


PIXMAP_CACHE_KB = 96 * 1024


def qt_application() -> QApplication:
    """The one QApplication, with our bundled font so every machine draws alike."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    for font_file in sorted((resources_dir() / "fonts").glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font_file))
    app.setFont(QFont("DejaVu Sans", 10))
    # The still parts of the board and the city map are cached as pixmaps (a tile,
    # the board's walls, the city's map: about 25 MB at 1920x1080, more in table mode's
    # larger board); Qt's default 10 MB evicted them and a tap painted every tile again
    # (issue 26, section 3).
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
    return app


def show_window(window: MainWindow) -> None:
    """Shown at its size, or maximized on a screen too small for it (`fills_screen`)."""
    if window.fills_screen:
        window.showMaximized()
    else:
        window.show()


def run_gui(db: str | None, view: str | None = None) -> int:
    """The app: the window painted first, then the catalog and the database opened (a
    first start makes it, empty), then the view shown built (issue 16); each other
    view is built when first shown (R-206); a database with no player yet, the welcome
    (R-219). A database that cannot be opened is said in a dialog, and the app ends (1)."""
    app = qt_application()
    settings = QSettings()
    install_translators(app, language_code(settings))  # before the first text (issue 32)
    window = MainWindow(None, settings, view)

    def opener() -> AppContext | None:
        from demloc.errors import BadInputError
        from demloc.store.errors import StoreError

        try:
            context = open_data(window, db)
        except BadInputError as error:  # the store's, or a data file the start reads (guild.toml)
            what = (
                translate("application", "The database cannot be opened.\n\n{error}")
                if isinstance(error, StoreError)
                else translate("application", "A data file is damaged.\n\n{error}")
            )
            log.error("%s", what.format(error=error))
            QMessageBox.critical(window, APPLICATION, what.format(error=error))
            app.exit(1)
            return None
        from demloc.ui.welcome import welcome_if_first_start

        QTimer.singleShot(0, window, lambda: welcome_if_first_start(window))  # view shown
        return context

    window.open_after_first_paint(opener)
    show_window(window)
    return app.exec()


# The offscreen platform says so each time a window is shown; it is not a fault.
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)


def _qt_to_log(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    if message in QUIET_QT_MESSAGES:
        return
    level = logging.DEBUG if kind == QtMsgType.QtDebugMsg else logging.WARNING
    log.log(level, "Qt: %s", message)


def quiet_qt() -> None:
    """Send Qt's messages to the log file, not the terminal (offscreen renders)."""
    qInstallMessageHandler(_qt_to_log)


def _show_tab(view: QWidget | None, name: str) -> bool:
    """Select the tab called `name` (any case) in the first tab widget of `view`."""
    if view is None:
        return False
    for tabs in view.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if tabs.tabText(index).casefold() == name.casefold():
                tabs.setCurrentIndex(index)
                return True
    return False


def screenshot(
    db: str | None,
    out: Path,
    view: str | None,
    tab: str | None = None,
    size: tuple[int, int] = (1280, 800),
) -> int:
    """Render the main window (on `view`, at its `tab`) offscreen to a PNG, default settings."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    quiet_qt()
    # English, its plural forms too ("1 card"), whatever the machine's language: a
    # picture to compare reads the same everywhere (issue 32).
    install_translators(qt_application(), "en")
    from demloc.errors import BadInputError

    try:
        context = build_context(db)
    except BadInputError as error:  # the store's, or a damaged data file's
        print(f"demloc: {error}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "screenshot.ini"), QSettings.Format.IniFormat)
        # The board as the player left it, read only: a screenshot writes none of the
        # player's files, and asks nothing (issue 27): the window is hidden, not closed
        # (closing asks about unsaved changes, to a dialog no one would see).
        window = MainWindow(dataclasses.replace(context, autosave_read_only=True), settings, view)
        window.resize(*size)
        try:
            if tab and not _show_tab(window.stack.currentWidget(), tab):
                print(f"demloc: this view has no tab named {tab!r}", file=sys.stderr)
                return 1
            window.show()
            QApplication.processEvents()
            image = window.grab()
        finally:
            window.hide()
            shiboken6.delete(window)  # gone before its scratch folder
    with contextlib.suppress(OSError):  # the save below then fails and says so
        out.parent.mkdir(parents=True, exist_ok=True)
    try:
        from demloc.ui.output import save_image  # a screenshot's alone: not the app's start

        save_image(image.toImage(), out)  # whole or not at all (issue 27)
    except OSError as error:
        print(f"demloc: cannot write the picture: {error}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({image.width()}x{image.height()})")
    return 0
