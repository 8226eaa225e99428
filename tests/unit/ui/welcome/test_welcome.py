"""The first start and "Add a player…" (issue 32 part 2; rulebook 4, 6.2; R-219, R-220):
the app's first start makes nothing; the welcome asks the player's name and code card,
then his guild's name and colour, and makes exactly that (his account, his code card's
Basic Guild Set entered in it, his guild with its buildings and starting purse), undoable;
Cancel makes nothing and the next start asks again; a bad code is refused and said.
Everything is typed at the keyboard, as a player without a mouse would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select

from demloc.guild.rules import guild_rules
from demloc.store.schema import Account, Guild, GuildBuilding, Item, Member, RedeemedSet
from demloc.store.starter import new_player
from demloc.ui.application import build_context
from demloc.ui.context import AppContext
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow
from demloc.ui.tutorial import TourDialog
from demloc.ui.welcome import add_player, welcome_if_first_start
from demloc.ui.welcome.dialog import PlayerDialog

SET_1 = "ROG1-4TXM-WQRA"  # resources/sets/rog-guild-1.toml: a Basic Guild Set (4)
SET_2 = "ROG2-9DPL-KCVE"  # rog-guild-2.toml
CORE = "ROGC-8QFJ-LNVS"  # rog-core.toml: no account card in it


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[AppContext]:
    """The app's data as a first start opens it (build_context on a new database)."""
    context = build_context(str(tmp_path / "first.sqlite3"))
    yield context
    assert context.sessions is not None
    context.sessions.kw["bind"].dispose()


def _window(qtbot: QtBot, context: AppContext, settings: QSettings) -> MainWindow:
    window = MainWindow(context, settings, "guild")
    qtbot.addWidget(window)
    window.show()
    return window


def _contents(context: AppContext) -> dict[str, object]:
    assert context.sessions is not None
    with context.sessions.begin() as session:
        count = lambda table: session.scalar(select(func.count()).select_from(table))  # noqa: E731
        return {
            "accounts": sorted(session.scalars(select(Account.name))),
            "sets": sorted(
                (a, s)
                for a, s in session.execute(
                    select(Account.name, RedeemedSet.set_id).join(RedeemedSet.account)
                )
            ),
            "guilds": sorted(
                (g.name, g.colour, g.account.name) for g in session.scalars(select(Guild))
            ),
            "members": count(Member),
            "items": count(Item),
            "buildings": count(GuildBuilding),
        }


EMPTY = {"accounts": [], "sets": [], "guilds": [], "members": 0, "items": 0, "buildings": 0}


def _type(qtbot: QtBot, dialog: PlayerDialog, player: str, code: str) -> None:
    """The first page at the keyboard: the name, Tab, the code, Enter."""
    qtbot.waitUntil(dialog.isActiveWindow)  # the keys go to the welcome
    dialog.name.setFocus()
    qtbot.keyClicks(dialog.name, player)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    assert dialog.code.hasFocus()
    qtbot.keyClicks(dialog.code, code)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)


def _guild_page(qtbot: QtBot, dialog: PlayerDialog, name: str, colour: str) -> None:
    """The second page at the keyboard: the name, Tab to the colour, Space, Enter."""
    assert dialog.pages.currentIndex() == 1 and dialog.guild.hasFocus()
    qtbot.keyClicks(dialog.guild, name)
    button = next(b for b in dialog.colours.buttons() if b.property("colour") == colour)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert dialog.colour() == colour
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Return)


def test_a_first_start_makes_nothing_and_welcomes_the_player(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    """6.2 "Create an account and use your code card": the start made no account, no
    guild, no set (the starter guild is gone from the first start, R-219)."""
    assert _contents(fresh) == EMPTY and fresh.guild_name is None
    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert isinstance(dialog, PlayerDialog) and dialog.isVisible() and dialog.isModal()
    assert dialog.objectName() == "welcome"
    shown = " ".join(label.text() for label in dialog.findChildren(type(dialog.problem)))
    for code in (SET_1, SET_2):  # the box's code cards, printed on the welcome
        assert any(b.text() == code for b in dialog.findChildren(type(dialog.next_button)))
    assert CORE in shown and "provisional" in shown


def test_the_welcome_makes_exactly_what_was_chosen_and_undo_takes_it_back(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert dialog is not None
    _type(qtbot, dialog, "Anna", "rog1 4txm wqra")  # as a player types it (issue 26)
    _guild_page(qtbot, dialog, "The Silver Owls", "yellow")
    assert dialog.result() == PlayerDialog.DialogCode.Accepted and not dialog.isVisible()
    made = _contents(fresh)
    rules = guild_rules()
    assert made == {
        "accounts": ["Anna"],
        "sets": [("Anna", "rog-guild-1")],  # her code card's set, nothing else
        "guilds": [("The Silver Owls", "yellow", "Anna")],
        "members": 0,  # enlisting is hers to choose (Dormitory)
        "items": 0,
        "buildings": made["buildings"],
    }
    assert fresh.sessions is not None
    with fresh.sessions.begin() as session:
        guild = session.scalars(select(Guild)).one()
        assert {b.level for b in guild.buildings} == {1} and len(guild.buildings) > 0
        assert (guild.fame, guild.feods, guild.blood_stones) == (
            rules.start_fame, rules.start_feods, rules.start_blood_stones
        )  # fmt: skip
    view = window.views.built["guild"]
    assert isinstance(view, GuildView) and window.current_view() == "guild"
    assert view.guild_name == "The Silver Owls"
    assert [view.picker.itemText(i) for i in range(view.picker.count())] == ["The Silver Owls"]
    assert window.windowTitle().endswith("The Silver Owls")
    tour = window.findChild(TourDialog, "tutorial")  # offered after the welcome
    assert isinstance(tour, TourDialog) and tour.isVisible() and tour.index == 0
    tour.reject()

    view.histories.undo()  # the whole first start, taken back
    assert _contents(fresh) == EMPTY and view.guild_name == ""
    view.stack_for("The Silver Owls").redo()  # and made again (its history, as New guild's)
    assert _contents(fresh) == made and view.guild_name == "The Silver Owls"


def test_cancel_makes_nothing_and_the_next_start_asks_again(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert dialog is not None
    _type(qtbot, dialog, "Anna", SET_1)
    qtbot.keyClicks(dialog.guild, "Owls")
    qtbot.keyClick(dialog.guild, Qt.Key.Key_Escape)  # Cancel, on the last page
    assert dialog.result() == PlayerDialog.DialogCode.Rejected and not dialog.isVisible()
    assert _contents(fresh) == EMPTY
    assert window.findChild(TourDialog) is None  # no tour after a cancelled welcome
    view = window.views.built["guild"]
    assert isinstance(view, GuildView) and "File > Add a player…" in view.message.text()
    again = _window(qtbot, fresh, settings)  # the next start
    assert isinstance(welcome_if_first_start(again), PlayerDialog)


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("ROG9-0000-0000", "'ROG9-0000-0000' is not the code of any set this app knows"),
        (CORE, "is the code of Rise of Guilds: Core Cards, not of a player's code card"),
        ("", "the code card's code is empty"),
    ],
)
def test_a_bad_code_is_refused_with_a_clear_message_and_nothing_made(
    qtbot: QtBot, fresh: AppContext, settings: QSettings, code: str, said: str
) -> None:
    """R-220: the account card is a Basic Guild Set's (4); any other code is said."""
    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert dialog is not None
    _type(qtbot, dialog, "Anna", code)
    assert dialog.pages.currentIndex() == 0 and dialog.isVisible()  # stays to be mended
    assert said in dialog.problem.text() and dialog.problem.isVisible(), dialog.problem.text()
    assert _contents(fresh) == EMPTY


def test_a_taken_guild_name_is_refused_at_create_and_nothing_is_made(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    """All or nothing (R-219): a refusal by the last step leaves no account nor set."""
    assert fresh.sessions is not None
    with fresh.sessions.begin() as session:
        new_player(session, fresh.catalog, guild_rules(), "Anna", SET_1, "Owls", "red")
    before = _contents(fresh)
    window = _window(qtbot, fresh, settings)
    dialog = add_player(window)
    assert dialog is not None
    _type(qtbot, dialog, "Anna", SET_2)  # her name is taken: each player his own
    assert "there is a player named 'Anna' already" in dialog.problem.text()
    dialog.name.setText("Bea")
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    _guild_page(qtbot, dialog, "Owls", "blue")
    assert "there is a guild named 'Owls' already" in dialog.problem.text()
    assert dialog.isVisible() and _contents(fresh) == before


def test_add_a_player_makes_another_account_and_the_picker_shows_both(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    """4: the box serves two players; each has his account, his set and his guild."""
    assert fresh.sessions is not None
    with fresh.sessions.begin() as session:
        new_player(session, fresh.catalog, guild_rules(), "Anna", SET_1, "Owls", "red")
    window = _window(qtbot, fresh, settings)
    assert welcome_if_first_start(window) is None  # a player already: no welcome
    entry = window.findChild(QAction, "add-player")
    assert isinstance(entry, QAction) and entry in window.file_menu.actions()
    entry.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlayerDialog)
                  and w.isVisible())  # fmt: skip
    assert dialog.objectName() == "add-player"
    _type(qtbot, dialog, "Bea", SET_2)
    _guild_page(qtbot, dialog, "Foxes", "green")
    assert not dialog.isVisible()
    assert _contents(fresh)["sets"] == [("Anna", "rog-guild-1"), ("Bea", "rog-guild-2")]
    assert _contents(fresh)["guilds"] == [("Foxes", "green", "Bea"), ("Owls", "red", "Anna")]
    view = window.views.built["guild"]
    assert isinstance(view, GuildView) and view.guild_name == "Foxes"
    assert sorted(view.picker.itemText(i) for i in range(view.picker.count())) == [
        "Foxes", "Owls"
    ]  # fmt: skip
    assert window.findChild(TourDialog) is None  # the tour follows the first start only


def test_the_window_closed_under_the_welcome_cancels_it(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    """The app ends when its window is closed, the welcome open or not: nothing made."""
    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert dialog is not None and dialog.isVisible()
    window.close()
    assert not dialog.isVisible() and dialog.result() == PlayerDialog.DialogCode.Rejected
    assert _contents(fresh) == EMPTY


def test_the_app_s_first_start_opens_the_welcome_over_the_guild_view(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """run_gui on a new database (R-219): the window, its view, then the welcome; a
    second start on a database with a player asks nothing."""
    from PySide6.QtCore import QTimer

    from demloc.ui import application

    monkeypatch.setattr(application, "QSettings", lambda: QSettings(
        str(tmp_path / "settings.ini"), QSettings.Format.IniFormat
    ))  # fmt: skip
    seen: list[tuple[str, bool]] = []
    # The windows run_gui makes, kept by the test: walking every top-level widget met one
    # of the first start's being destroyed and crashed the worker (a CI run).
    made: list[MainWindow] = []

    class Kept(MainWindow):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(application, "MainWindow", Kept)

    def look(waited: int = 0) -> None:
        windows = made[-1:]
        welcome = [d for w in windows for d in w.findChildren(PlayerDialog) if d.isVisible()]
        opened = [w for w in windows if w.views.built and w.isVisible()]
        if opened and (welcome or waited > 40):  # 40 turns after the view: none came
            seen.append((opened[0].current_view(), bool(welcome)))
            for window in windows:
                qtbot.addWidget(window)  # closed and let go at the test's end
            opened[0].close()  # the welcome with it (Cancel): the app ends
            return
        QTimer.singleShot(25, lambda: look(waited + (1 if opened else 0)))

    database = str(tmp_path / "guilds.sqlite3")
    for _start in range(2):
        QTimer.singleShot(0, look)
        assert application.run_gui(database, "guild") == 0
        if not seen[-1][1]:
            break
        context = build_context(database)  # the player made between the two starts
        assert context.sessions is not None
        with context.sessions.begin() as session:
            new_player(session, context.catalog, guild_rules(), "Anna", SET_1, "Owls", "red")
        context.sessions.kw["bind"].dispose()
    assert seen == [("guild", True), ("guild", False)]


def test_undoing_a_new_player_whose_guild_changed_elsewhere_is_refused_and_keeps_it(
    qtbot: QtBot, fresh: AppContext, settings: QSettings
) -> None:
    """R-222: as a new guild's undo, never deleting what another window changed since."""
    from demloc.store.guilds import change_wealth

    window = _window(qtbot, fresh, settings)
    dialog = welcome_if_first_start(window)
    assert dialog is not None
    _type(qtbot, dialog, "Anna", SET_1)
    _guild_page(qtbot, dialog, "Owls", "red")
    window.findChild(TourDialog, "tutorial").reject()  # type: ignore[union-attr]
    assert fresh.sessions is not None
    with fresh.sessions.begin() as session:  # another window's deed
        change_wealth(session, session.scalars(select(Guild)).one(), "a gift", feods=5)
    made = _contents(fresh)
    view = window.views.built["guild"]
    assert isinstance(view, GuildView)
    view.histories.undo()
    assert "Owls changed since it was made" in view.message.text(), view.message.text()
    assert _contents(fresh) == made and made["accounts"] == ["Anna"]
