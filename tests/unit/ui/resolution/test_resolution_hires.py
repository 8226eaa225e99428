"""A follower hired in the set-up is paid for (issue 26, item 1; rulebook 5.1.2 "buy with
their feods the followers available", 6.4, 6.4.1; RULINGS.md R-130): played as the table
plays it, The Chapel of Bells with a City Guard hired for 30 feods by the first player,
then ended by surrender and written. The guild's feods are what it had, plus the
mission's rewards, less the hire: one ledger line naming the mission and the follower,
written once. A training mission charges nothing (R-50), and its screens say so."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_database  # tests/unit/store (resolution_table's path)

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Phase as SetupPhase
from demloc.ui.mission.characters import CharactersScreen
from demloc.ui.mission.deployment import ReadyScreen
from support import resolution_table as rt
from support.templates import copied

MISSION = "the-chapel-of-bells"  # 2 players; the City Guard on offer for 30 feods
GUARD, PRICE = "rog-f-city-guard", 30


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    return copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "table.sqlite3"
    )


@pytest.fixture(autouse=True)
def _the_table_says_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_a: True)


def _hirer(area: rt.MissionArea) -> tuple[str, str]:
    """The first player at the table (the one who hired): his colour and guild key."""
    first = area.setup.state.players[0]
    return first.colour, first.key


def test_a_hired_follower_is_charged_once_when_the_results_are_written_R130(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    before = rt.guilds_now(sessions)
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    rt.driver.drive(area.setup, MISSION, "standard", hire=GUARD, stop=SetupPhase.CARDS)
    colour, key = _hirer(area)
    characters = area.setup.screens[SetupPhase.CHARACTERS]
    assert isinstance(characters, CharactersScreen)
    characters.refresh(area.setup.state)
    said = rt.shown(characters)
    assert "paid from the guild's feods when the results are written (R-130)" in said
    rt.driver.drive_on(area.setup)
    ready = area.setup.screens[SetupPhase.READY]
    assert isinstance(ready, ReadyScreen)
    assert "charged when the results are written (R-130)" in rt.shown(ready)
    rt.driver.press(area.setup, "play-mission")
    tracker = area.tracker
    other = next(p.colour for p in area.setup.state.players if p.colour != colour)
    rt.key(tracker, "T")
    rt.end_by(tracker, "surrender", other)  # the other side gives up: the hirer wins
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    resolution = view.controller.resolution
    assert resolution is not None
    mine = next(g for g in resolution.guilds if g.colour == colour)
    hire_lines = [line for line in mine.feods if "City Guard" in line.why]
    assert [line.amount for line in hire_lines] == [-PRICE]
    assert any("City Guard hired" in text for text in pages.values())
    rt.press(view, "write-results")
    assert view.controller.written and not view.controller.problem
    due = rt.owed(MISSION, colour, colour, {})
    after = rt.guilds_now(sessions)
    # Red 220 -> 220 + rewards - 30 (before the fix: 220 + rewards, the hire never paid).
    assert after[key].feods == before[key].feods + due.feods - PRICE
    title = rt.mission_name(MISSION)
    charged = [line for line in after[key].ledger if "City Guard" in line[0]]
    assert len(charged) == 1 and charged[0][2] == -PRICE
    assert charged[0][0].startswith(f"{title}: ")
    # Written once: a second writing (another window, a retry after a crash) pays nothing.
    tables = rt.guild_tables(sessions)
    assert view.controller.write() is True
    assert "nothing was paid twice" in view.controller.said
    assert rt.guild_tables(sessions) == tables


def test_a_hire_undone_in_the_set_up_is_never_charged_R130(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    rt.driver.drive(area.setup, MISSION, "standard", stop=SetupPhase.CHARACTERS)
    _colour, key = _hirer(area)
    before = rt.guilds_now(sessions)
    rt.driver.press(area.setup, f"hire-{key}-{GUARD}")
    assert area.setup.state.player(key).paid == PRICE
    rt.driver.press(area.setup, "undo")
    assert area.setup.state.player(key).paid == 0
    assert rt.guilds_now(sessions)[key].feods == before[key].feods  # nothing charged yet


def test_a_training_mission_charges_no_hire_and_says_so_R50_R130(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    before = rt.guild_tables(sessions)
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    rt.driver.drive(area.setup, MISSION, "training", hire=GUARD, stop=SetupPhase.CARDS)
    colour, _key = _hirer(area)
    characters = area.setup.screens[SetupPhase.CHARACTERS]
    assert isinstance(characters, CharactersScreen)
    characters.refresh(area.setup.state)
    assert "training mission charges nothing for hires (R-50, R-130)" in rt.shown(characters)
    rt.driver.drive_on(area.setup)
    ready = area.setup.screens[SetupPhase.READY]
    assert isinstance(ready, ReadyScreen)
    assert "are not charged (R-50, R-130)" in rt.shown(ready)
    rt.driver.press(area.setup, "play-mission")
    tracker = area.tracker
    other = next(p.colour for p in area.setup.state.players if p.colour != colour)
    rt.key(tracker, "T")
    rt.end_by(tracker, "surrender", other)
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    resolution = view.controller.resolution
    assert resolution is not None
    mine = next(g for g in resolution.guilds if g.colour == colour)
    assert not [line for line in mine.feods if line.amount < 0]
    assert any("training: the hires are not charged (R-50, R-130)" in p for p in pages.values())
    rt.press(view, "back-to-guilds")
    assert rt.guild_tables(sessions) == before
