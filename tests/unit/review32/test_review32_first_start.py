"""Review of issue 32 part 2 (a welcome and the tutorial, rulebook 4 and 6.2; R-219..R-222)
as a new player meets it. Each test is a bug found, fixed since
(fix32): the regression test of it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import select

from demloc.cli import main
from demloc.store.schema import Account, Guild, RedeemedSet
from demloc.ui.application import build_context
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow
from demloc.ui.welcome import welcome_if_first_start
from demloc.ui.welcome.dialog import PlayerDialog

SET_1 = "ROG1-4TXM-WQRA"  # resources/sets/rog-guild-1.toml: a Basic Guild Set (4)


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[AppContext]:
    """A first start's data: a new, empty database."""
    context = build_context(str(tmp_path / "first.sqlite3"))
    yield context
    assert context.sessions is not None
    context.sessions.kw["bind"].dispose()


def _window(qtbot: QtBot, context: AppContext, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(context, settings, "guild")
    qtbot.addWidget(window)
    window.show()
    return window


def _welcome(qtbot: QtBot, window: MainWindow) -> PlayerDialog:
    dialog = welcome_if_first_start(window)
    assert isinstance(dialog, PlayerDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _accounts(context: AppContext) -> list[tuple[str, list[str]]]:
    """Each account with the sets entered in it."""
    assert context.sessions is not None
    with context.sessions.begin() as session:
        return [
            (account.name, sorted(session.scalars(
                select(RedeemedSet.set_id).where(RedeemedSet.account_id == account.id)
            )))
            for account in session.scalars(select(Account).order_by(Account.name))
        ]  # fmt: skip


def test_enter_on_a_code_card_button_uses_its_code(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    """Keyboard only (STYLE.md): Tab from the code field to the box's first code card,
    Enter. The player expects the code in the field; the dialog's default button (Next)
    takes the Enter instead and refuses an empty code."""
    window = _window(qtbot, fresh, tmp_path)
    dialog = _welcome(qtbot, window)
    qtbot.keyClicks(dialog.name, "Anna")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Tab)
    focused = dialog.focusWidget()
    assert focused is not None and focused.objectName() == "code"  # the ROG1 button
    assert focused.property("text") == SET_1
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert "code card's code is empty" not in dialog.problem.text(), dialog.problem.text()
    assert dialog.code.text() == SET_1


def test_enter_on_a_colour_button_chooses_it(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    window = _window(qtbot, fresh, tmp_path)
    dialog = _welcome(qtbot, window)
    qtbot.keyClicks(dialog.name, "Anna")
    dialog.code.setText(SET_1)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    assert dialog.pages.currentIndex() == 1 and dialog.guild.hasFocus()
    qtbot.keyClicks(dialog.guild, "Owls")
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Tab)  # to the first colour, Red
    focused = dialog.focusWidget()
    assert focused is not None and focused.property("colour") == "red"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert dialog.colour() == "red", dialog.problem.text()


def test_new_guild_on_an_empty_database_makes_no_account_without_a_code_card(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The welcome cancelled, the player presses the Guild view's "New guild…" and
    accepts each question as offered (a name typed, Enter, Enter)."""
    from PySide6.QtWidgets import QInputDialog

    window = _window(qtbot, fresh, tmp_path)
    _welcome(qtbot, window).reject()
    view = window.views.built["guild"]
    assert isinstance(view, GuildView)
    monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: ("Owls", True))
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda _p, _t, _l, items, current, *_a: (items[current], True)
    )
    view._new_guild_dialog()
    made = _accounts(fresh)
    assert all(sets for _name, sets in made), made  # every account from a code card
    assert ("Guild Master", []) not in made  # a name the player never typed


def test_guild_new_on_an_empty_database_makes_only_the_guild_asked_for(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README's second player: `demloc guild new --account` (issue 32's "only
    `demloc guild new --account`"). He asked for one guild, gets two, and an account
    named Guild Master holding every set of the box; the next start of the app has a
    player already and shows no welcome (R-219 seeds the starter on an empty database
    for every `guild` command, a read-only `guild list` included)."""
    db = tmp_path / "guilds.sqlite3"
    assert (
        main(["--db", str(db), "guild", "new", "Owls", "--colour", "blue", "--account", "Anna"])
        == 0
    )
    capsys.readouterr()
    context = build_context(str(db))
    try:
        assert context.sessions is not None
        with context.sessions.begin() as session:
            guilds = sorted(g.name for g in session.scalars(select(Guild)))
        assert guilds == ["Owls"]
    finally:
        assert context.sessions is not None
        context.sessions.kw["bind"].dispose()


def test_the_tour_leaves_most_of_the_view_it_speaks_of_in_sight_at_1024x700(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    """R-221: "each step shows its view in the window"; the step "The city" is read while
    the map it speaks of is behind it. At most a third of the view under the tour."""
    from demloc.ui.tutorial import open_tutorial

    window = _window(qtbot, fresh, tmp_path)
    window.resize(1024, 700)
    _welcome(qtbot, window).reject()
    tour = open_tutorial(window)
    qtbot.addWidget(tour)
    tour.show_step(2)  # The city
    view = window.views.built["city"]
    qtbot.waitUntil(view.isVisible)
    shown = view.rect().translated(view.mapToGlobal(view.rect().topLeft()))
    under = shown.intersected(tour.frameGeometry())
    covered = under.width() * under.height() / (shown.width() * shown.height())
    tour.reject()
    assert covered <= 1 / 3, f"{covered:.0%} of the City view under the tour"


def _texts(widget: object) -> str:
    from PySide6.QtWidgets import QLabel, QWidget

    assert isinstance(widget, QWidget)
    return " ".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def test_the_views_send_a_player_without_a_guild_to_add_a_player(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    """R-219: the welcome cancelled, "the Guild view says File > Add a player…", and it
    does; the other views still say "Make a guild in the Guild view" (City), "make one
    in the Guild view (Ctrl+1, New guild)" (Mission) and "Make a guild first (New
    guild…)" (Guild view's Join a table…): New guild makes an account without a code
    card (see the test above)."""
    from PySide6.QtWidgets import QPushButton

    window = _window(qtbot, fresh, tmp_path)
    _welcome(qtbot, window).reject()
    said: dict[str, str] = {}
    guild = window.views.built["guild"]
    assert isinstance(guild, GuildView)
    join = next(b for b in guild.findChildren(QPushButton) if b.text() == "Join a table…")
    join.click()
    said["join a table"] = guild.message.text()
    for name in ("city", "mission"):
        window.show_view(name)
        view = window.views.built[name]
        qtbot.waitUntil(view.isVisible)
        if name == "mission":  # its players' page is filled once its data is read
            qtbot.waitUntil(lambda v=view: "guilds above (6.4)" in _texts(v))  # type: ignore[misc]
        said[name] = _texts(view)
    missing = {name: text for name, text in said.items() if "Add a player" not in text}
    assert not missing, missing


@pytest.mark.parametrize("button", ["Roster…", "Export…"])
def test_roster_and_export_with_no_guild_say_so_in_words(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    """The welcome cancelled, the Guild view's buttons are all there: the player picks a
    file and is told about a guild named '' (an empty name in quotes)."""
    from PySide6.QtWidgets import QPushButton

    asked: list[str] = []

    def save_file_name(_parent: object, title: str, *_args: object) -> Path:
        asked.append(title)
        return tmp_path / "out.file"

    monkeypatch.setattr("demloc.ui.guild.files.save_file_name", save_file_name)
    window = _window(qtbot, fresh, tmp_path)
    _welcome(qtbot, window).reject()
    view = window.views.built["guild"]
    assert isinstance(view, GuildView)
    pressed = next(b for b in view.findChildren(QPushButton) if b.text() == button)
    if pressed.isEnabled():
        pressed.click()
    said = view.message.text()
    assert "''" not in said and not asked, (asked, said)


def test_the_first_player_made_after_a_cancelled_welcome_gets_the_tutorial(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    from demloc.ui.tutorial import TourDialog
    from demloc.ui.welcome import add_player

    window = _window(qtbot, fresh, tmp_path)
    _welcome(qtbot, window).reject()
    dialog = add_player(window)  # what the Guild view tells him to do
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClicks(dialog.name, "Anna")
    dialog.code.setText(SET_1)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.guild, "Owls")
    dialog.colours.buttons()[0].setChecked(True)
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Return)
    assert not dialog.isVisible() and _accounts(fresh) == [("Anna", ["rog-guild-1"])]
    tour = window.findChild(TourDialog, "tutorial")
    assert isinstance(tour, TourDialog) and tour.isVisible()


def test_undoing_the_only_player_says_it_is_undone_and_how_to_make_one(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    from demloc.ui.tutorial import TourDialog

    window = _window(qtbot, fresh, tmp_path)
    dialog = _welcome(qtbot, window)
    qtbot.keyClicks(dialog.name, "Anna")
    dialog.code.setText(SET_1)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.guild, "Owls")
    dialog.colours.buttons()[0].setChecked(True)
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Return)
    tour = window.findChild(TourDialog, "tutorial")
    assert isinstance(tour, TourDialog)
    tour.reject()
    view = window.views.built["guild"]
    assert isinstance(view, GuildView)
    view.histories.undo()
    assert _accounts(fresh) == [] and view.guild_name == ""
    said = view.message.text()
    assert not said.startswith("Done:") and "Add a player" in said, said


def test_undoing_a_new_player_keeps_the_set_his_other_guild_uses(
    qtbot: QtBot, fresh: AppContext, tmp_path: Path
) -> None:
    """R-222: the undo takes back "the set its code card entered"; Anna made a second
    guild of her account since (New guild…, account Anna) and enlisted her code card's
    mercenary there. Undoing her first guild's entry (it did not change: allowed)
    leaves Foxes with a mercenary of a set her collection no longer holds."""
    from demloc.store.guilds import enlist, find_guild

    window = _window(qtbot, fresh, tmp_path)
    dialog = _welcome(qtbot, window)
    qtbot.keyClicks(dialog.name, "Anna")
    dialog.code.setText(SET_1)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.guild, "Owls")
    dialog.colours.buttons()[0].setChecked(True)
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Return)
    view = window.views.built["guild"]
    assert isinstance(view, GuildView)
    assert view.create_guild("Foxes", "blue", "Anna")
    assert fresh.sessions is not None
    with fresh.sessions.begin() as session:
        enlist(session, find_guild(session, "Foxes"), "rog1-corvin-ashby", view.catalog, view.rules)
    view.show_guild("Owls")
    view.stack_for("Owls").undo()
    assert _accounts(fresh) == [("Anna", ["rog-guild-1"])], view.message.text()
    view.stack_for("Owls").redo()  # Owls again, in Anna's account as it stayed
    with fresh.sessions.begin() as session:
        assert find_guild(session, "Owls").account.name == "Anna"
    assert _accounts(fresh) == [("Anna", ["rog-guild-1"])], view.message.text()


def test_guild_list_on_an_empty_database_leaves_the_welcome_to_the_app(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from demloc.store.starter import first_start

    db = tmp_path / "guilds.sqlite3"
    assert main(["--db", str(db), "guild", "list"]) == 0
    listed = capsys.readouterr().out
    context = build_context(str(db))
    try:
        assert context.sessions is not None
        with context.sessions.begin() as session:
            welcome = first_start(session)
    finally:
        assert context.sessions is not None
        context.sessions.kw["bind"].dispose()
    assert welcome, listed
