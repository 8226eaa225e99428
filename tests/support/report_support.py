"""Finished missions and their resolutions for the mission report's tests: a small
mission played at random (tests/unit/missions/resolution), a library mission played
from the tracker's screens (a real map), and a resolution with every section filled
(a spot, items, blood stones, titles, a guest guild, a death and an escape)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from demloc.missions.play import Mission
from demloc.missions.resolution.model import Fate, Line, Resolution, SpotResult

TESTS = Path(__file__).parents[1]
MISSION = "retrieve-the-relic"  # a library mission played standard (First Blood is training)


def _paths() -> None:
    for folder in (
        TESTS / "unit" / "missions" / "resolution",
        TESTS / "unit" / "missions" / "play",
        TESTS / "unit" / "ui" / "tracker",
        TESTS / "unit" / "ui" / "mission",
        TESTS / "unit" / "store",
    ):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))


def random_mission(seed: int = 0, training: bool = False) -> Mission:
    """The resolution tests' mission played at random and ended by elimination (seed
    0: blue's E takes red's A out in turn 4)."""
    _paths()
    from resolution_support import ended, played  # type: ignore[import-not-found,unused-ignore]

    from demloc.missions.setup import Mode

    mode = Mode.TRAINING if training else Mode.STANDARD
    mission: Mission = ended(played(seed, mode=mode), "elimination")
    return mission


def full(resolution: Resolution) -> Resolution:
    """`resolution` with every section of the report in use: the spot lost to the
    winner, an item and blood stones, a title, a dead and an escaped character, a
    guest guild."""
    red, blue = resolution.guilds
    red = dataclasses.replace(
        red,
        source="file",
        blood_stones=(Line(-1, "a possessed character's seal broke (7.2.3)"),),
        characters=(
            *red.characters,
            dataclasses.replace(red.characters[0], character="B", card_id="merc-b",
                                name="Brannoc the Lame", fate=Fate.DEAD,
                                why="poisoned to death (6.4.1)",
                                needs="stays in the dormitory, never usable again"),
            dataclasses.replace(red.characters[0], character="C", card_id="merc-c",
                                name="Cissa", fate=Fate.ESCAPED,
                                why="possessed, left the board (7.2.3)", needs=""),
        ),
    )  # fmt: skip
    blue = dataclasses.replace(
        blue,
        items=(Line(1, "the Lantern Key (R-100)"),),
        item_cards=("rog-item-lantern-key",),
        characters=tuple(dataclasses.replace(c, card_id="merc-e") for c in blue.characters),
        titles=(("merc-e", "Bloodied"),),
    )
    spot = SpotResult("drowned-lantern", "The Drowned Lantern", red.guild, blue.guild,
                      f"lost by {red.name} to {blue.name} (6.4.1)",
                      "tavern: a fame point a day to its holder")  # fmt: skip
    return dataclasses.replace(resolution, guilds=(red, blue), spot=spot)


def long_log(log: tuple[str, ...], lines: int = 400) -> list[str]:
    """The log made long (it repeats), with a line far wider than a page and a word
    longer than a line: both must be wrapped, nothing cut."""
    made = [f"{line} [{n}]" for n in range(lines // max(1, len(log)) + 1) for line in log]
    made = made[:lines]
    made.append("a very long line of the log, " * 12 + "END-OF-LONG-LINE")
    made.append("W" * 300 + "END")
    return made


def tracker_mission(qtbot: object, catalog: object, tmp_path: Path) -> tuple[Mission, str]:
    """Retrieve the Relic set up from the screens as a standard mission (a spot drawn at the
    raffle), played in the tracker: one turn, the first player's enemies killed by the
    table's kill counter, ended by elimination. Returns the mission and its play's uuid."""
    _paths()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from table import area_of, key, pass_round, state, tap  # type: ignore[import-not-found,unused-ignore]
    from test_mission_setup import make_database  # type: ignore[import-not-found,unused-ignore]

    from demloc.missions.play import Phase
    from demloc.store import play as store
    from support.windows import mission_window

    sessions = make_database(tmp_path / "report.sqlite3", catalog)
    window = mission_window(qtbot, sessions, catalog, tmp_path)  # type: ignore[arg-type]
    from driver import drive, press  # type: ignore[import-not-found,unused-ignore]

    area = area_of(window)
    drive(area.setup, MISSION, "standard")
    press(area.setup, "play-mission")
    tracker = area.tracker
    key(tracker, "T")
    me = state(tracker).current
    for fid, fighter in state(tracker).fighters.items():
        if fighter.owner != me and fighter.in_play:
            QTest.mouseClick(tracker.cards[fid], Qt.MouseButton.LeftButton)
            tap(tracker, f"kill-by-{me}")
    pass_round(tracker)
    tap(tracker, "end-elimination")
    assert state(tracker).phase is Phase.ENDED
    mission: Mission = tracker.controller.mission
    with sessions() as session:
        play = store.current_play(session)
        assert play is not None
        return mission, str(play.uuid)
