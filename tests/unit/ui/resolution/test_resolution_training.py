"""A training mission at the table (issue 26, item 7; rulebook 6.4: in training no
fame or feods are gained and the app keeps no track of the mercenaries eliminated;
RULINGS.md R-112, R-132): the objective screen promises no reward, the results' fates
never say "dead, never usable again", and the guilds are free again as soon as the
mission has ended, not only after "Back to the guilds"."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Phase as SetupPhase
from demloc.paths import user_data_dir
from demloc.store.guilds import all_guilds, guild_at_table, lock_guild
from demloc.store.guilds.accounts import GuildRuleError
from demloc.ui.mission.objective import ObjectiveScreen
from support import resolution_table as rt

MISSION = "blood-in-the-gutters"  # a standard mission played in training: it has rewards
# The table's own injury table: every blow kills, so the character struck down is
# "dead" whatever the dice (the app's table leaves him "fine" on 7-10: the test drew).
EVERY_BLOW_KILLS = """\
provisional = true
die = 10

[[row]]
cause = "damage"
low = 1
high = 10
fate = "dead"
text = "the table's own: every blow kills"

[[row]]
cause = "tokens"
low = 1
high = 10
fate = "dead"
text = "the table's own: poison always kills"
"""


@pytest.fixture(autouse=True)
def _the_table_says_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", lambda *_a: True)


def _change_every_guild(sessions: sessionmaker[Session]) -> None:
    with sessions.begin() as session:
        for guild in all_guilds(session):
            lock_guild(session, guild)  # where every change to a guild starts


def test_the_objective_screen_of_a_training_mission_lists_no_reward_6_4(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    area = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    rt.driver.drive(area.setup, MISSION, "training", stop=SetupPhase.OBJECTIVE)
    screen = area.setup.screens[SetupPhase.OBJECTIVE]
    assert isinstance(screen, ObjectiveScreen)
    said = rt.shown(screen)
    winner = rt.mission_rewards(MISSION)["winner"]
    assert f"{winner['feods']} feods" not in said  # before: the file's rewards were listed
    assert "Training: no reward, no fame or feods gained or lost (6.4)" in said


def test_a_training_mission_frees_its_guilds_when_it_ends_and_says_no_death_R132(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    own_table = user_data_dir() / "injuries.toml"
    own_table.parent.mkdir(parents=True, exist_ok=True)
    own_table.write_text(EVERY_BLOW_KILLS, encoding="utf-8")
    area = rt.area_of(rt.window(qtbot, sessions, catalog, tmp_path))
    tracker = rt.play_from_setup(area, MISSION, "training")
    rt.key(tracker, "T")
    red, blue = rt.fighters_of(tracker, "red"), rt.fighters_of(tracker, "blue")
    rt.killed_by(tracker, blue[0], "red")
    with pytest.raises(GuildRuleError, match="at the table"):  # playing: locked
        _change_every_guild(sessions)
    rt.end_by(tracker, "surrender", "blue")
    with sessions() as session:  # ended: free at once (before the fix: still locked)
        assert [guild_at_table(session, g) for g in all_guilds(session)] == ["", ""]
    _change_every_guild(sessions)
    view = rt.results(tracker, area)
    pages = rt.walk(view)
    dead = next(p for p in pages.values() if "no member of a guild is injured or dies" in p)
    assert "): dead" in dead  # the blow's fate, at the table only
    assert "never usable again" not in dead
    # The killed one's injury roll decides his fate; whatever it is, it stays at the table.
    for line in dead.splitlines():
        if "(mercenary): " in line and not line.endswith(": fine"):
            assert "in training every character comes home unharmed (6.4)" in dead
    assert red and blue
