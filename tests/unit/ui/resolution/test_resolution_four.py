"""Four guilds from the set-up's screens through the tracker into the resolution (issue 13
"Done when", rulebook 6.4.1 "Resolution phase", 6.4, 7.2.3): Four Banners at 1920x1080,
played by taps: a mercenary struck down, one poisoned to death, a possessed one gone off
the board; standard won by the control count (6.4.2 "objective control"), with a guest
guild brought on a file from another computer; training given up by a surrender.

The standard mission is played with the player's own injury table (R-98: his
injuries.toml replaces the app's), so every fate is known before the roll: a blow
always wounds, poison always kills. Every number comes from the mission's data file,
every fate from that table, the guilds from the database; the guest's results go home
on his file and are applied there once (R-105, R-42)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_database  # tests/unit/store (resolution_table's path)

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.resolution.model import Fate, Resolution
from demloc.paths import resources_dir, user_data_dir
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.guilds import all_guilds, change_wealth, rename_guild
from demloc.ui.tracker import TrackerView
from support import resolution_table as rt

MISSION = "four-banners"  # the library's four-player mission: control the crossroads
SIZE = (1920, 1080)
RED, BLUE, GREEN, GREY = "The Red Lantern", "The Pale Masks", "The Sons of Loch", "The Grey Hands"
GUEST = "The Far Lantern"  # another computer's starter guild, brought on its file
GONE_BEFORE = "sol-wechi"  # a Son of Loch dead in an earlier mission
# The player's own injury table: a blow always wounds, poison always kills.
OWN_TABLE = """\
provisional = true
die = 10

[[row]]
cause = "damage"
low = 1
high = 10
fate = "injured"
missions = 2
feods = 7
building = "dormitory"
text = "the table's own: every blow wounds"

[[row]]
cause = "tokens"
low = 1
high = 10
fate = "dead"
text = "the table's own: poison always kills"
"""


def _four_guilds(path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The set-up's four guilds (tests/unit/ui/mission/conftest.py make_four_guilds)."""
    where = Path(__file__).parents[1] / "mission" / "conftest.py"
    spec = importlib.util.spec_from_file_location("mission_conftest_four", where)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made: sessionmaker[Session] = module.make_four_guilds(path, catalog)
    return made


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    made = _four_guilds(tmp_path / "four.sqlite3", catalog)
    rt.set_status(made, GREEN, GONE_BEFORE, "dead")
    return made


@pytest.fixture(autouse=True)
def _the_table_says_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The question "Write the results?" answered Yes (the view's default is No)."""
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_a: True)


def _turn_one(tracker: TrackerView, striker: str, struck: str, guest: str) -> dict[str, str]:
    """Turn 1 at the table: `striker` eliminates one of `struck`'s (a blow), one of blue's
    is poisoned to death in an enemy's go (credited to that enemy, R-74), the `guest`'s
    first is possessed and leaves the board (7.2.3) and red eliminates his second.
    Every fighter's story, and "poisoner" -> the colour credited."""
    rt.key(tracker, "T")
    side = {c: rt.fighters_of(tracker, c) for c in ("red", "blue", "green", guest)}
    assert all(len(f) == 2 for f in side.values()), side
    stories = {f: "stood" for fs in side.values() for f in fs}
    rt.killed_by(tracker, side[struck][0], striker)
    stories[side[struck][0]] = "blow"
    rt.possessed_and_gone(tracker, side[guest][0])
    stories[side[guest][0]] = "possessed"
    rt.killed_by(tracker, side[guest][1], "red")
    stories[side[guest][1]] = "blow"
    poisoner = rt.poisoned_to_death(tracker, side["blue"][0])
    stories[side["blue"][0]] = "poison"
    return stories | {"poisoner": poisoner}


@pytest.mark.slow
def test_four_guilds_and_a_guest_standard_won_by_the_control_count_6_4_1(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = load_guild_rules(resources_dir() / "guild.toml")
    own_table = user_data_dir() / "injuries.toml"
    own_table.parent.mkdir(parents=True, exist_ok=True)
    own_table.write_text(OWN_TABLE, encoding="utf-8")
    # Another computer's guild comes on a file (6.4): renamed, with some fame.
    home: sessionmaker[Session] = make_database(tmp_path / "home.sqlite3", catalog)
    with home.begin() as session:
        lantern = next(g for g in all_guilds(session) if g.name == RED)
        rename_guild(session, lantern, GUEST)
        change_wealth(session, lantern, "a test: known in the taverns", fame=5)
        brought = export_guild(session, lantern)
    brought_file = tmp_path / "far.demloc-guild.json"
    brought_file.write_text(dumps(brought), encoding="utf-8")
    home_before = rt.guilds_now(home)
    guest_uuid = brought["guild"]["uuid"]
    rt.hold_every_spot(sessions, GREEN)  # the spot drawn is green's: green keeps it
    before = rt.guilds_now(sessions)
    uuids = {n: rt.uuid_of(sessions, n) for n in (RED, BLUE, GREEN, GREY)}

    window = rt.window(qtbot, sessions, catalog, tmp_path, SIZE)
    area = rt.area_of(window)
    rt.seat_guest(area, MISSION, GREY, brought_file, monkeypatch)
    tracker = rt.play_from_setup(area, MISSION, "standard")
    mission = tracker.controller.mission
    assert mission is not None
    seats = {str(p["colour"]): p for p in mission.setup["players"]}
    guest = next(c for c, p in seats.items() if p.get("source") == "file")
    assert seats[guest]["name"] == GUEST and sorted(seats) == sorted(
        ["red", "blue", "green", guest]
    )
    stories = _turn_one(tracker, "green", "red", guest)
    poisoner = stories.pop("poisoner")
    # Green controls the crossroads three turns: the app stops the mission (6.4.2).
    for turn in (1, 2, 3):
        if turn > 1:
            rt.tap(tracker, "next-turn")
        rt.tap(tracker, "control-green")
        rt.pass_round(tracker)
    state = mission.state
    assert state.result == "objective reached by green: 3 controlled turns"
    kills = {c: (c == "green") + (c == "red") + (c == poisoner) for c in seats}
    assert {c: state.player(c).killed("mercenary") for c in seats} == kills
    stake = state.plan.stake if state.plan is not None else None
    assert stake is not None and stake.get("held_by") == uuids[GREEN]
    spot = str(stake["spot"])

    view = rt.results(tracker, area)
    pages = rt.walk(view)
    assert list(pages) == [0, 1, 2, 3, 4, 5]
    resolution: Resolution = view.controller.resolution
    title = rt.mission_name(MISSION)
    assert f"{GREEN} (green) wins {title}" in pages[0]
    owed = {
        c: rt.owed(MISSION, c, "green", {"mercenary": kills[c]}, objective=c == "green",
                   possessed_gone=int(c == guest))
        for c in seats
    }  # fmt: skip
    for due in owed.values():
        assert f"In all: fame {rt.signed(due.fame)}, feods {rt.signed(due.feods)}" in pages[1]
    assert f"kept by {GREEN}" in pages[4]  # the winner held it
    assert f"{GUEST} is a guest's guild: its results go home on a file" in pages[5]
    assert "'Take the results home' (R-195)" in pages[5]  # or brought over the net
    fates = {
        f: rt.fated(story, dict(resolution.rolls).get(f), own_table,
                    won=state.fighters[f].owner == "green")
        for f, story in stories.items()
    }  # fmt: skip
    # Every fate of 6.4.1 at this table: fine, seriously injured, dead, escaped.
    assert {c.fate for g in resolution.guilds for c in g.characters} == set(Fate)
    assert {f for f, _face in resolution.rolls} == {
        f for f, s in stories.items() if s in ("blow", "poison")
    }

    rt.press(view, "write-results")
    assert view.controller.written and not view.controller.problem
    [(_id, play_uuid, status)] = rt.play_rows(sessions)
    assert status == "resolved"
    after = rt.guilds_now(sessions)
    local = {"red": RED, "blue": BLUE, "green": GREEN}
    for colour, name in local.items():
        key = uuids[name]
        rt.check_written(
            before[key], after[key], due=owed[colour], title=title,
            shown=next(g for g in resolution.guilds if g.colour == colour),
            members={state.fighters[f].card_id: fates[f] for f in stories
                     if state.fighters[f].owner == colour},
            record={"mission_id": MISSION, "play_uuid": play_uuid, "winner": "green",
                    "mode": "standard"},
        )  # fmt: skip
        record = after[key].records[-1]
        players = sorted((p["colour"], p["guild"]) for p in json.loads(record["players"]))
        assert players == sorted(
            [("red", uuids[RED]), ("blue", uuids[BLUE]), ("green", uuids[GREEN]),
             (guest, guest_uuid)]
        )  # fmt: skip
        assert Resolution.from_text(record["report"]).play == play_uuid
        assert "controls the area: 3 of 3" in record["log"]
    assert after[uuids[GREEN]].members[GONE_BEFORE] == ("dead", "")
    # The Grey Hands were not at the table: not one thing of theirs changed.
    assert after[uuids[GREY]] == before[uuids[GREY]]
    # The guest's results are not written here: no guild of his, no result row.
    assert guest_uuid not in after
    tables = rt.guild_tables(sessions)
    assert {row[2] for row in tables["mission_result"]} == {uuids[n] for n in local.values()}
    held = rt.holders(sessions)
    assert held[spot] == uuids[GREEN] and set(held.values()) == {uuids[GREEN]}

    # His results file, saved from the results page, goes home with him.
    taken = tmp_path / "far-results.demloc-guild.json"
    monkeypatch.setattr("demloc.ui.resolution.view.ask_guest_path", lambda *_a: taken)
    rt.press(view, "save-guest-file")
    assert taken.is_file() and not view.controller.problem
    assert rt.guild_tables(sessions) == tables  # saving his file writes nothing here
    results_file = json.loads(taken.read_text(encoding="utf-8"))
    with home.begin() as session:
        apply_import(session, plan_import(session, results_file, catalog, rules))
    at_home = rt.guilds_now(home)[guest_uuid]
    was_home = home_before[guest_uuid]
    due = owed[guest]
    assert (at_home.fame, at_home.feods) == (was_home.fame + due.fame, was_home.feods + due.feods)
    # A ledger line per reason, each naming the mission, as a local guild's.
    assert at_home.ledger[: len(was_home.ledger)] == was_home.ledger
    added = at_home.ledger[len(was_home.ledger) :]
    assert len(added) == due.changes, added
    assert all(reason.startswith(f"{title}: ") for reason, *_ in added), added
    assert sum(line[1] for line in added) == due.fame
    assert sum(line[2] for line in added) == due.feods
    for f, story in stories.items():
        if state.fighters[f].owner == guest:
            card = state.fighters[f].card_id
            status, recovery = at_home.members[card]
            assert status == fates[f].status, (card, story)
            assert all(words in recovery for words in fates[f].needs), recovery
    assert len(at_home.records) == len(was_home.records) + 1
    assert at_home.records[-1]["mode"] == "standard"
    assert title in at_home.records[-1]["result"]
    # The same file again changes nothing; the older file (the one he brought) is refused.
    with home.begin() as session:
        apply_import(session, plan_import(session, results_file, catalog, rules))
    assert rt.guilds_now(home)[guest_uuid] == at_home
    with home() as session, pytest.raises(ImportRefusedError, match="has changed since"):
        plan_import(session, brought, catalog, rules)
    assert rt.guilds_now(home)[guest_uuid] == at_home

    # A fresh window on this table: the mission is not offered again, nothing changes.
    again = rt.window(qtbot, sessions, catalog, tmp_path / "again", SIZE)
    assert rt.area_of(again).currentWidget() is rt.area_of(again).setup
    assert rt.guild_tables(sessions) == tables


@pytest.mark.slow
def test_four_guilds_training_given_up_by_a_surrender_changes_no_guild_6_4(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    tables = rt.guild_tables(sessions)
    window = rt.window(qtbot, sessions, catalog, tmp_path, SIZE)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, MISSION, "training")
    mission = tracker.controller.mission
    assert mission is not None
    colours = sorted(str(p["colour"]) for p in mission.setup["players"])
    assert colours == ["blue", "green", "red", "yellow"]
    stories = _turn_one(tracker, "yellow", "green", "yellow")
    stories.pop("poisoner")
    rt.end_by(tracker, "surrender", "blue")
    assert mission.state.result == "blue surrendered"
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    assert list(pages) == [0, 1, 2, 3, 5]  # no control spot in training (6.4.1)
    # With four at the table a surrender makes no winner.
    assert "No guild wins" in pages[0] and view.controller.resolution.winner == ""
    assert all("Training mission: nothing is written to the guilds" in p for p in pages.values())
    for fid in stories:
        assert mission.state.fighters[fid].name in pages[3]
    assert rt.guild_tables(sessions) == tables
    rt.press(view, "back-to-guilds")
    assert view.controller.written and not view.controller.problem
    assert rt.guild_tables(sessions) == tables  # not one guild row changed (6.4)
    assert [status for _i, _u, status in rt.play_rows(sessions)] == ["resolved"]
    again = rt.window(qtbot, sessions, catalog, tmp_path / "again", SIZE)
    assert rt.area_of(again).currentWidget() is rt.area_of(again).setup
    assert rt.area_of(again).play.mission is None
    assert rt.guild_tables(sessions) == tables
