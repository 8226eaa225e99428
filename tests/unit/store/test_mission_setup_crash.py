"""A mission set-up survives a kill (issue 11): a child process runs set-up steps against
a database file, one transaction per step, printing each step after its commit; it is
killed (SIGKILL) at random moments, 30 times. Every restart resumes with exactly the
acknowledged steps (at most the one in flight besides), and the replayed state equals
the replay of those steps."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from sqlalchemy import select
from test_mission_setup import make_context

from demloc.catalog.catalog import Catalog
from demloc.missions.actions import parse_action
from demloc.missions.log import replay
from demloc.missions.setup import SetupContext
from demloc.store import missions as m
from demloc.store.database import open_database
from demloc.store.schema_missions import MissionSetup
from support.kill import run_and_kill

KILLS = 30

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[2])
from test_mission_setup import autopilot, enlist_set, make_context
from demloc.catalog.catalog import load_catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.actions import action_text
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.store import missions as m
from demloc.store.database import open_database
from demloc.store.guilds import all_guilds, create_guild
from demloc.store.starter import load_starter_content

catalog = load_catalog([builtin_sets_dir()])
rules = load_guild_rules(resources_dir() / "guild.toml")
sessions = open_database(sys.argv[1])
with sessions.begin() as s:
    if load_starter_content(s, catalog):
        first = all_guilds(s)[0]
        other = create_guild(s, first.account, "The Pale Masks", "blue", rules)
        enlist_set(s, other, "rog-guild-2", catalog, rules)
with sessions.begin() as s:
    guilds = [m.table_guild(s, g, catalog) for g in all_guilds(s)]
    ctx = make_context(catalog, m.holders(s))
    missions = ["retrieve-the-relic", "first-blood"]
while True:
    with sessions.begin() as s:  # one transaction per step
        setup = m.current_setup(s)
        if setup is None or setup.status == "started":
            setup = m.start_setup(s)
        log = m.resume(s, setup, ctx)
        mission = missions[setup.id % 2]
        action = autopilot(log.state, ctx, guilds, mission, "standard" if setup.id % 2 == 0 else "training")
        if action is None:
            continue
        log.do(action)
        m.append(s, setup, log.actions[-1], log)
        setup_id = setup.id
    print(setup_id, action_text(log.actions[-1]), flush=True)
"""


@pytest.mark.kill
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_at_random_steps_a_set_up_resumes_with_every_acknowledged_step(
    tmp_path: Path, catalog: Catalog
) -> None:
    path = tmp_path / "setup.sqlite3"
    here = str(Path(__file__).parent)
    rng = random.Random(11)
    acknowledged: dict[int, list[str]] = {}
    resumed_equal = 0
    ctx: SetupContext | None = None
    for _ in range(KILLS):
        # Only whole lines were acknowledged: a kill in the middle of a print leaves
        # a piece of a line after the last newline (the step is stored, not said).
        for line in run_and_kill([sys.executable, "-c", CHILD, str(path), here], rng):
            number, _, text = line.strip().partition(" ")
            if text:
                acknowledged.setdefault(int(number), []).append(text)
        sessions = open_database(str(path))
        try:
            with sessions.begin() as s:
                ctx = ctx or make_context(catalog, m.holders(s))
                # Every set-up in the file, a new one too: a kill between the commit and
                # the print leaves a step (even a set-up's first) stored, not printed.
                for setup_id in {*acknowledged, *s.scalars(select(MissionSetup.id))}:
                    texts = acknowledged.get(setup_id, [])
                    setup = s.get(MissionSetup, setup_id)
                    assert setup is not None
                    stored = m.action_texts(s, setup)
                    # Every acknowledged step is there; at most the one in flight is extra.
                    assert stored[: len(texts)] == texts
                    assert len(stored) - len(texts) in (0, 1)
                    acknowledged[setup_id] = stored  # the one in flight was committed
                    log = m.resume(s, setup, ctx)
                    assert log.state == replay([parse_action(t) for t in stored], ctx)
                resumed_equal += 1
        finally:
            sessions.kw["bind"].dispose()
    steps = sum(len(t) for t in acknowledged.values())
    print(
        f"{KILLS} kills, {resumed_equal} resumes equal, {steps} steps, {len(acknowledged)} set-ups"
    )
    assert resumed_equal == KILLS and steps > KILLS
