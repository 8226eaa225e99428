"""The app shell: navigation, shortcuts, title, status bar and remembered layout."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.catalog.errors import Where, WrongTypeError
from demloc.ui.application import show_window
from demloc.ui.catalog_view import CatalogView
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.views import VIEW_KEYS


def _window(qtbot: QtBot, context: AppContext, settings: QSettings) -> MainWindow:
    window = MainWindow(context, settings)
    qtbot.addWidget(window)
    window.show()
    # Keyboard shortcuts need an active window; offscreen, activation must be asked for.
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_navigation_reaches_every_view(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, context, settings)
    assert VIEW_KEYS == ("guild", "city", "mission", "board", "catalog", "rules")
    assert [window.nav.item(i).text() for i in range(window.nav.count())] == [
        "Guild",
        "City",
        "Mission",
        "Board",
        "Catalog",
        "Rules",
    ]
    window.nav.setCurrentRow(4)
    assert window.current_view() == "catalog"
    assert isinstance(window.stack.currentWidget(), CatalogView)


def test_every_view_has_a_keyboard_shortcut(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, context, settings)
    for number, key in enumerate(VIEW_KEYS, 1):
        qtbot.keyClick(
            window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier
        )
        assert window.current_view() == key


def test_unbuilt_views_say_what_they_will_hold(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, context, settings)
    for key in ("guild", "city", "mission"):
        view = window.views[key]
        assert isinstance(view, PlaceholderView)
        assert "rulebook" in view.promise


def test_title_and_status_bar(qtbot: QtBot, context: AppContext, settings: QSettings) -> None:
    window = _window(qtbot, context, settings)
    assert window.windowTitle() == "DemLoc Companion — The Red Lantern"
    labels = " | ".join(label.text() for label in window.statusBar().findChildren(QLabel))
    assert "5 sets, 62 cards (provisional values)" in labels
    assert "sqlite:///test.sqlite3" in labels
    assert "skipped" not in labels


def test_skipped_files_are_shown(
    qtbot: QtBot, catalog: Catalog, settings: QSettings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    problem = WrongTypeError(
        "expected a whole number, got 'x'", Where("mine.toml", "mercenary 'a'", "hit")
    )
    broken = Catalog(catalog.sets, (problem,))
    window = _window(qtbot, AppContext(broken, None, "db", None, str(tmp_path)), settings)
    assert window.windowTitle() == "DemLoc Companion"
    warning = window.statusBar().findChild(QLabel, "skippedWarning")
    assert warning is not None and "1 data file skipped" in warning.text()
    catalog_view = window.views["catalog"]
    assert isinstance(catalog_view, CatalogView)
    assert not catalog_view.problems.isHidden()
    assert "mine.toml: mercenary 'a': field 'hit'" in catalog_view.problems.text()


def test_geometry_and_last_view_are_remembered(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, context, settings)
    window.resize(780, 640)
    window.show_view("rules")
    window.close()
    again = _window(qtbot, context, settings)
    assert again.current_view() == "rules"
    assert (again.width(), again.height()) == (780, 640)


def test_a_maximized_window_comes_back_maximized_after_a_crash(
    qtbot: QtBot, context: AppContext, settings: QSettings, tmp_path: Path
) -> None:
    """Issue 26, item 6: the window's geometry and state are kept as they change, not
    only on a clean close: after a crash (no closeEvent) the next start shows it as it
    was, maximized."""
    window = _window(qtbot, context, settings)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    # The crash: nothing more runs in the first app; the next start reads the file.
    after = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    qtbot.waitUntil(lambda: after.value("window/geometry") is not None, timeout=3000)
    again = MainWindow(context, after)
    qtbot.addWidget(again)
    show_window(again)
    qtbot.waitUntil(again.isMaximized)
    window.hide()  # as a crash leaves it: never closed


def test_a_first_window_fits_the_screen(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    """No geometry kept yet: 1280x800, or the screen's free area where it is smaller
    (the offscreen screen is 800 wide: a 1024x700 table screen shows the whole window)."""
    window = _window(qtbot, context, settings)
    free = window.screen().availableGeometry()
    assert free.width() < 1280  # the case this test is about
    assert (window.width(), window.height()) == (min(1280, free.width()), min(800, free.height()))
    # The app shows it maximized, so its frame and title bar are on the screen too; F11
    # (the tracker's full screen) and back leave it maximized.
    assert window.fills_screen
    show_window(window)
    qtbot.waitUntil(window.isMaximized)  # the window manager fits it, frame and all
    assert window.width() <= free.width() and window.height() <= free.height()
    for _ in range(2):
        window.show_view("mission")
        window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)
    assert window.isMaximized() and not window.isFullScreen()
    # A size kept from the last session is the player's: shown as it was.
    window.showNormal()
    window.resize(700, 600)
    window.close()
    again = _window(qtbot, context, settings)
    assert not again.fills_screen and (again.width(), again.height()) == (700, 600)


def test_the_title_follows_the_guild_shown(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, settings: QSettings
) -> None:
    # Issue 9, item 10: switching guild no longer leaves the old name in the title.
    from demloc.store.database import open_database
    from demloc.store.starter import load_starter_content
    from demloc.ui.guild import GuildView

    sessions = open_database(str(tmp_path / "guilds.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    context = AppContext(catalog, sessions, "test", "The Red Lantern", str(tmp_path))
    window = _window(qtbot, context, settings)
    guild = window.views["guild"]
    assert isinstance(guild, GuildView)
    assert window.windowTitle().endswith("The Red Lantern")
    assert guild.create_guild("The Grey Owls", "blue")
    assert window.windowTitle().endswith("The Grey Owls")


def test_the_keyword_filter_tells_monstrous_from_monstruous(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, context, settings)
    catalog_view = window.views["catalog"]
    assert isinstance(catalog_view, CatalogView)
    box = catalog_view.keyword_box
    labels = [box.itemText(i) for i in range(box.count())]
    assert len(labels) == len(set(labels))
    assert any("MONSTROUS" in t and "8.3" in t for t in labels)
    assert any("MONSTRUOUS" in t and "8.4" in t for t in labels)


def test_the_menus_and_f1_open_the_rules_view(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    # Issue 12: Edit and Mission hold the tracker's keys; F1 (Help) is the glossary.
    window = _window(qtbot, context, settings)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Mission", "&Help"]
    assert window.help_action in window.actions()  # F1 with the menu bar hidden too
    assert "F1" in [k.toString() for k in window.help_action.shortcuts()]
    window.show_view("catalog")
    window.menuBar().hide()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.current_view() == "rules"


def _guild_database(tmp_path: Path, catalog: Catalog) -> AppContext:
    from demloc.store.database import open_database
    from demloc.store.starter import load_starter_content

    sessions = open_database(str(tmp_path / "guilds.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    return AppContext(catalog, sessions, "test", "The Red Lantern", str(tmp_path))


def test_only_the_view_shown_is_built_and_the_others_when_first_shown(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog, settings: QSettings
) -> None:
    """Issue 16: a start builds the one view it shows; each other view is built the first
    time it is shown (or asked for), in its place, and connected as if built at once."""
    from demloc.ui.city.view import CityView
    from demloc.ui.guild import GuildView

    window = _window(qtbot, _guild_database(tmp_path, catalog), settings)
    assert list(window.views.built) == ["guild"]
    entries = [a.text() for a in window.file_menu.actions() if a.text()]
    assert entries == ["Add a &player…", "&Quit"]  # no Board yet (Add a player: R-219)
    guild = window.views["guild"]
    assert isinstance(guild, GuildView)
    assert guild.create_guild("The Grey Owls", "blue")  # shown before the city is built
    window.show_view("city")
    city = window.stack.currentWidget()
    assert isinstance(city, CityView) and window.views.built["city"] is city
    assert city.guild_name == "The Grey Owls"  # it shows the guild the Guild view shows
    guild.show_guild("The Red Lantern")
    assert city.guild_name == "The Red Lantern"  # and follows it from then on
    board = window.views["board"]  # asked for: built, not shown
    assert window.current_view() == "city" and window.stack.indexOf(board) == 3
    entries = [a.text() for a in window.file_menu.actions() if a.text()]
    assert entries == ["Add a &player…", "&Quit"]  # its menu only while it is shown
    assert list(window.views.built) == ["guild", "city", "board"]
    window.show_view("board")
    entries = [a.text() for a in window.file_menu.actions()]
    assert (entries[-3], entries[-1]) == ("Board", "&Quit")  # after Add a player…
    window.show_view("city")
    assert "Board" not in [a.text() for a in window.file_menu.actions()]


def test_a_window_built_on_a_view_builds_that_one(
    qtbot: QtBot, context: AppContext, settings: QSettings
) -> None:
    for key in VIEW_KEYS:
        window = MainWindow(context, settings, key)
        qtbot.addWidget(window)
        assert list(window.views.built) == [key] and window.current_view() == key
        window.close()
