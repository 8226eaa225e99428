"""The Mission view driven through every phase to "start game" (issue 11), on a fresh
database with the starter guild and a second guild: a standard 2-player mission and a
training mission; a restart resumes at the same step; bad input is named."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from driver import buttons, drive, press
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Mode, Phase
from demloc.missions.start import start_game
from demloc.store import missions as store
from demloc.store.database import open_database
from demloc.store.starter import load_starter_content
from demloc.ui.context import AppContext
from demloc.ui.mission import MissionView, build_mission_view
from demloc.ui.mission.cards import save_checklists
from demloc.ui.mission.deployment import READY_HEADING
from demloc.ui.mission.players import PlayersScreen
from demloc.ui.mission.view import TRAINING_BANNER

MakeView = Callable[[], MissionView]


def _saved(sessions: sessionmaker[Session]) -> list[str]:
    with sessions() as session:
        setup = store.current_setup(session)
        assert setup is not None
        return store.action_texts(session, setup)


def test_a_standard_mission_for_two_players_from_the_screens(
    make_view: MakeView, sessions: sessionmaker[Session], tmp_path: Path
) -> None:
    view = make_view()
    seen: list[str] = []

    def shoot(phase: str) -> None:
        seen.append(phase)
        assert not view.banner.isVisible()  # standard: no training banner
        assert not view.error.isVisible(), view.error.text()
        for button in view.findChildren(QPushButton):
            if button.isVisible():
                assert button.height() >= 40, button.text()

    drive(view, "retrieve-the-relic", "standard", shoot)
    assert "raffle" in seen and view.state.stake is not None
    start = start_game(view.state, view.controller.ctx)
    assert start.mode is Mode.STANDARD and len(start.fighters) == 4
    shown = " ".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())
    assert READY_HEADING in shown
    assert f"{view.state.player(view.state.first_player).name} plays first" in shown
    # Every step was saved, in order, as the log recorded it.
    assert _saved(sessions) == [
        json.dumps(a.model_dump(mode="json", exclude_defaults=True) | {"action": a.action},
                   sort_keys=True, separators=(",", ":"))
        for a in view.controller.log.actions
    ]  # fmt: skip
    save_checklists(view.state, view.controller.ctx, tmp_path / "list.pdf")
    save_checklists(view.state, view.controller.ctx, tmp_path / "list.png")
    assert (tmp_path / "list.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "list.png").stat().st_size > 1000


@pytest.mark.slow
def test_a_training_mission_says_so_on_every_screen(make_view: MakeView) -> None:
    view = make_view()
    phases: list[Phase] = []

    def shoot(_phase: str) -> None:
        if view.state.mode is Mode.TRAINING:
            phases.append(view.state.phase)
            assert view.banner.isVisible() and view.banner.text() == TRAINING_BANNER
            assert not view.step_labels[Phase.RAFFLE].isVisible()

    drive(view, "first-blood", "training", shoot)
    assert Phase.RAFFLE not in phases and Phase.READY in phases and Phase.MAP in phases
    assert not start_game(view.state, view.controller.ctx).charged


def test_a_restart_resumes_the_same_step_with_the_same_choices(make_view: MakeView) -> None:
    view = make_view()
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    index = players.mission_box.findData("retrieve-the-relic")
    players.mission_box.activated.emit(index)
    for name in buttons(view, "add-"):
        press(view, name)
    press(view, "next")
    press(view, "mode-standard")
    press(view, "next")
    press(view, "draw-stake")
    before = view.state
    view.close()
    again = make_view()
    assert again.state == before and again.state.phase is Phase.RAFFLE
    # Undo, redo: the same draw comes back (it is recorded in the step).
    press(again, "undo")
    assert again.state.stake is None
    press(again, "redo")
    assert again.state == before
    press(again, "undo")
    third = make_view()
    assert third.state.stake is None and third.state.phase is Phase.RAFFLE


def test_next_waits_and_says_what_is_missing(make_view: MakeView) -> None:
    view = make_view()
    assert not view.next.isEnabled()
    assert "choose a mission" in view.missing.text()
    press(view, buttons(view, "add-")[0])
    assert "1 at the table" in view.missing.text()


def test_a_refused_step_is_shown_and_changes_nothing(make_view: MakeView) -> None:
    view = make_view()
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    players.mission_box.activated.emit(players.mission_box.findData("first-blood"))
    for name in buttons(view, "add-"):
        press(view, name)
    red = view.state.players[0]
    blue = view.state.players[1]
    before = view.state
    assert not view.controller.do(
        {"action": "set_colour", "player": blue.key, "colour": red.colour}
    )
    assert view.state == before
    assert view.error.isVisible() and "is taken by" in view.error.full


def test_a_damaged_guild_file_is_named(make_view: MakeView, tmp_path: Path) -> None:
    view = make_view()
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    bad = tmp_path / "guild.json"
    bad.write_text('{"format": "demloc-guild", "version": 99}', encoding="utf-8")
    assert not players.bring(bad)
    assert "newer DemLoc Companion" in view.error.full
    assert view.state.players == ()


def test_a_damaged_saved_step_is_named_and_a_new_set_up_can_begin(
    make_view: MakeView, sessions: sessionmaker[Session]
) -> None:
    view = make_view()
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    players.mission_box.activated.emit(players.mission_box.findData("first-blood"))
    from sqlalchemy import update

    from demloc.store.schema_missions import MissionSetupAction

    with sessions.begin() as session:
        session.execute(update(MissionSetupAction).values(text='{"action": "fly"}'))
    again = make_view()
    assert again.problem.isVisible() and "step 1 cannot be replayed" in again.problem.text()
    assert not again.next.isEnabled()
    press(again, "new-after-problem")
    assert not again.problem.isVisible() and again.state.mission == ""


def _texts(view: MissionView) -> str:
    return "\n".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())


def test_a_first_start_says_where_the_second_guild_comes_from(
    make_view: MakeView, qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    hint = "Each player needs a guild: File > Add a player… makes a new player's"
    assert hint not in _texts(make_view())  # two guilds on this computer: no hint
    sessions = open_database(str(tmp_path / "first.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)  # a first start: one guild
    view = build_mission_view(AppContext(catalog, sessions, "first", None, str(tmp_path)), None)  # type: ignore[arg-type]
    assert isinstance(view, MissionView)
    qtbot.addWidget(view)
    view.show()
    QApplication.processEvents()
    assert hint in _texts(view)
