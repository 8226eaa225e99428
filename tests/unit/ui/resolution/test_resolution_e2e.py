"""Two guilds from the set-up's screens through the tracker into the resolution (issue 13
"Done when", rulebook 6.4.1 "Resolution phase", 6.4, 7.2.3): a mission played by taps
until it ends (elimination, surrender, the turn limit), characters killed by a blow,
poisoned to death, possessed and gone off the board; then "Results ▶", the screens one
after another, and "Write the results into the guilds".

Every number is worked out here from the mission's data file and the test's own
kills (support/resolution_table.py), every fate from resources/injuries.toml with the
face the screens show; the guilds are read back from the database. A second Write
(another window open on the same table) and a fresh window change nothing; a
training mission changes no guild table at all (6.4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_database  # tests/unit/store (resolution_table's path)

from demloc.catalog.catalog import Catalog
from demloc.missions.resolution.model import Resolution
from demloc.ui.tracker import TrackerView
from support import resolution_table as rt
from support.templates import copied

STANDARD = "blood-in-the-gutters"  # two guilds, eliminate (its data file's rewards)
TRAINING = "first-blood"  # two guilds, training only, a turn limit of 6
RED, BLUE = "The Red Lantern", "The Pale Masks"
GONE_BEFORE = "rog2-orsolya-vane"  # a Pale Mask dead in an earlier mission


@pytest.fixture
def sessions(tmp_path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The starter guild (red) and The Pale Masks (blue), one of whom died before."""
    made = copied(
        "two-guilds", lambda path: make_database(path, catalog), tmp_path / "table.sqlite3"
    )
    rt.set_status(made, BLUE, GONE_BEFORE, "dead")
    return made


@pytest.fixture(autouse=True)
def _the_table_says_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The question "Write the results?" answered Yes (the view's default is No)."""
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_a: True)


def _play_two(tracker: TrackerView, gone: bool = True) -> dict[str, str]:
    """Turn 1 at the table: red eliminates blue's first (a blow: the table's word), red's
    first is poisoned to death in blue's go (credited to blue, R-74), red's second
    stands; blue's second is possessed and leaves the board (7.2.3) if `gone`, else he
    stands. Each fighter's story."""
    rt.key(tracker, "T")
    red, blue = rt.fighters_of(tracker, "red"), rt.fighters_of(tracker, "blue")
    assert len(red) == 2 and len(blue) == 2
    rt.killed_by(tracker, blue[0], "red")
    if gone:
        rt.possessed_and_gone(tracker, blue[1])
    assert rt.poisoned_to_death(tracker, red[0]) == "blue"
    return {blue[0]: "blow", blue[1]: "possessed" if gone else "stood", red[0]: "poison",
            red[1]: "stood"}  # fmt: skip


@pytest.mark.parametrize(
    ("ending", "holder", "spot_word"),
    [("elimination", BLUE, "lost"), ("surrender", "", "won")],
    ids=["elimination-spot-lost", "surrender-spot-won"],
)
def test_a_standard_mission_for_two_is_written_into_both_guilds_6_4_1(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    ending: str,
    holder: str,
    spot_word: str,
) -> None:
    if holder:
        rt.hold_every_spot(sessions, holder)  # the spot drawn is blue's: red takes it
    before = rt.guilds_now(sessions)
    held_before = rt.holders(sessions)
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, STANDARD, "standard")
    stories = _play_two(tracker)
    rt.end_by(tracker, ending, "blue")
    mission = tracker.controller.mission
    assert mission is not None
    state = mission.state
    # The kill counters hold the test's own kills: one mercenary each (6.4.2).
    assert [state.player(c).killed("mercenary") for c in ("red", "blue")] == [1, 1]
    stake = state.plan.stake if state.plan is not None else None
    assert stake is not None and stake["spot"]
    spot = str(stake["spot"])
    red_uuid, blue_uuid = rt.uuid_of(sessions, RED), rt.uuid_of(sessions, BLUE)
    assert (stake.get("held_by") or "") == (blue_uuid if holder else "")

    view = rt.results(tracker, area)
    assert view.page == 0 and view.controller.resolution is not None
    assert not view.controller.written
    pages = rt.walk(view)
    assert list(pages) == [0, 1, 2, 3, 4, 5]  # five screens, then the results (6.4.1)
    resolution: Resolution = view.controller.resolution
    name = rt.mission_name(STANDARD)
    assert f"{RED} (red) wins {name}" in pages[0]
    # The file's objective is "eliminate": at turn 1's end red alone stands, so red has
    # reached it whichever way the table then ends the mission (7.3.2.3).
    owed = {
        "red": rt.owed(STANDARD, "red", "red", {"mercenary": 1}, objective=True),
        "blue": rt.owed(STANDARD, "blue", "red", {"mercenary": 1}, possessed_gone=1),
    }
    for due in owed.values():
        # The screen's totals are the file's rewards for what the test did (6.4.1).
        assert f"In all: fame {rt.signed(due.fame)}, feods {rt.signed(due.feods)}" in pages[1]
    faces = dict(resolution.rolls)
    assert sorted(faces) == sorted(f for f, s in stories.items() if s in ("blow", "poison"))
    for face in faces.values():
        assert f"injury roll {face}" in pages[3]  # the die the table is shown
    for fid in stories:
        assert state.fighters[fid].name in pages[3]
    assert spot_word in pages[4]  # lost by blue to red, or won from free
    assert "Write the results into the guilds" in [b.text() for b in rt.buttons(view)]

    # Another window on the same table reaches the results too, before anyone writes.
    other = rt.window(qtbot, sessions, catalog, tmp_path / "other", (1024, 700))
    other_area = rt.area_of(other)
    assert other_area.currentWidget() is other_area.tracker  # the ended play, resumed
    other_view = rt.results(other_area.tracker, other_area)
    rt.walk(other_view)

    rt.press(view, "write-results")
    assert view.controller.written and not view.controller.problem
    play = [p for p in rt.play_rows(sessions)]
    assert len(play) == 1 and play[0][2] == "resolved"
    play_uuid = play[0][1]
    after = rt.guilds_now(sessions)

    for colour, key in (("red", red_uuid), ("blue", blue_uuid)):
        # Every member who played as the table left him, with the face shown.
        members = {
            state.fighters[f].card_id: rt.fated(story, faces.get(f), won=colour == "red")
            for f, story in stories.items()
            if state.fighters[f].owner == colour
        }
        rt.check_written(
            before[key], after[key], due=owed[colour], title=name, members=members,
            shown=next(g for g in resolution.guilds if g.colour == colour),
            record={"mission_id": STANDARD, "play_uuid": play_uuid, "winner": "red",
                    "mode": "standard"},
        )  # fmt: skip
        record = after[key].records[-1]
        players = sorted((p["colour"], p["guild"]) for p in json.loads(record["players"]))
        assert players == [("blue", blue_uuid), ("red", red_uuid)]
        report = Resolution.from_text(record["report"])
        assert report.play == play_uuid and report.winner == "red"
        assert dict(report.rolls) == faces
        # The log is the mission's own, turn by turn: the kills and the end in it.
        assert "mission over" in record["log"] and "red eliminated" in record["log"]
    assert after[blue_uuid].members[GONE_BEFORE] == ("dead", "")  # dead before, dead now
    # The spot at stake is red's now; no other spot moved (6.4.1, R-103).
    held = rt.holders(sessions)
    assert held[spot] == red_uuid
    assert {s: k for s, k in held.items() if s != spot} == {
        s: k for s, k in held_before.items() if s != spot
    }
    assert resolution.spot is not None and resolution.spot.after == red_uuid
    assert resolution.spot.before == (blue_uuid if holder else "")

    # Written once: the other window's Write, then a fresh window, change nothing.
    tables = rt.guild_tables(sessions)
    rt.press(other_view, "write-results")
    assert "The results were written before: nothing was paid twice" in rt.shown(other_view)
    assert rt.guild_tables(sessions) == tables
    assert view.controller.write() is True  # the same window again: still nothing
    assert rt.guild_tables(sessions) == tables
    again = rt.window(qtbot, sessions, catalog, tmp_path / "again")
    again_area = rt.area_of(again)
    assert again_area.currentWidget() is again_area.setup  # resolved: not resumed
    assert again_area.play.mission is None
    assert rt.guild_tables(sessions) == tables
    assert rt.guilds_now(sessions)[blue_uuid].members[GONE_BEFORE] == ("dead", "")


def test_a_training_mission_for_two_changes_no_guild_6_4(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    tables = rt.guild_tables(sessions)
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, TRAINING, "training")
    stories = _play_two(tracker, gone=False)  # both stand: the turns go on to the limit
    rt.end_by(tracker, "turn limit")
    mission = tracker.controller.mission
    assert mission is not None and mission.state.result == "turn limit"
    assert mission.state.turn == 6
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    # No control spot screen in a training mission (6.4.1: standard missions only).
    assert list(pages) == [0, 1, 2, 3, 5]
    assert all("Training mission: nothing is written to the guilds" in p for p in pages.values())
    assert "a draw" in pages[0]  # the turn limit, no one on the objective
    for fid in stories:
        assert mission.state.fighters[fid].name in pages[3]
    assert "write-results" not in [b.objectName() for b in rt.buttons(view)]
    assert rt.guild_tables(sessions) == tables  # shown, nothing written yet
    rt.press(view, "back-to-guilds")
    assert view.controller.written and not view.controller.problem
    # Not one row of a guild, its members, ledger, history or the city changed (6.4).
    assert rt.guild_tables(sessions) == tables
    assert [status for _i, _u, status in rt.play_rows(sessions)] == ["resolved"]
    assert area.currentWidget() is area.setup
    again = rt.window(qtbot, sessions, catalog, tmp_path / "again")
    again_area = rt.area_of(again)
    assert again_area.currentWidget() is again_area.setup  # no longer resumed
    assert again_area.play.mission is None
    assert rt.guild_tables(sessions) == tables


def test_the_objective_by_the_tables_word_pays_the_objective_reward_6_4_2(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    """The table's word ends it (6.4.2 "objective achieved") though the app's own check
    sees blue standing: red reached the objective, the file's per_objective is his."""
    area = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    tracker = rt.play_from_setup(area, STANDARD, "standard")
    rt.key(tracker, "T")
    rt.killed_by(tracker, rt.fighters_of(tracker, "blue")[0], "red")  # blue still stands
    rt.end_by(tracker, "objective", "red")
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    assert view.controller.resolution.reason == "objective: reached by red (6.4.2)"
    due = rt.owed(STANDARD, "red", "red", {"mercenary": 1}, objective=True)
    assert f"In all: fame {rt.signed(due.fame)}, feods {rt.signed(due.feods)}" in pages[1]


def test_hearts_broken_by_hand_are_a_death_by_damage_6_4_1_R98(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    """The last heart token broken by hand (the tracker's Hearts +1, 6.4.2, 7.3.2.2) is a
    blow's work: he rolls on the injury table's damage rows, not bleeding or poison's."""
    area = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    tracker = rt.play_from_setup(area, STANDARD, "standard")
    rt.key(tracker, "T")
    victim = rt.fighters_of(tracker, "blue")[0]
    rt.choose(tracker, victim)
    for _ in range(6):  # his broken heart tokens, one by one, to his limit
        if rt.state(tracker).fighters[victim].dead:
            break
        rt.tap(tracker, "hearts+1")
    assert rt.state(tracker).fighters[victim].dead
    rt.end_by(tracker, "surrender", "blue")
    view = rt.results(tracker, area)
    resolution = view.controller.resolution
    assert resolution is not None
    [fate] = [c for g in resolution.guilds for c in g.characters if c.character == victim]
    face = dict(resolution.rolls)[victim]
    row = rt.injury_row("damage", face)
    assert "taken out by damage" in fate.why and row["text"] in fate.why, fate.why
