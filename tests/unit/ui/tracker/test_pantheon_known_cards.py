"""A guild's pantheon at the table holds the daemons the tracker knows (review of issue
27 item 9, RULINGS.md R-168): a custom daemon the player typed in at the City Gate and
bought for the guild went into the mission's save, whose every card must be in the
catalog (R-161), so the mission began and could never be resumed."""

from __future__ import annotations

import sys
from pathlib import Path

from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.play import begin, load_mission
from demloc.paths import resources_dir
from demloc.store import guilds as services
from demloc.store.database import open_database
from demloc.store.missions import pantheons
from demloc.store.starter import load_starter_content
from demloc.ui.guild.card_form import FORMS, card_text

sys.path.insert(0, str(Path(__file__).parents[2] / "missions" / "play"))
from play_support import start

IMP = "rog-daemon-cinder-imp"


def test_a_custom_daemon_stays_out_of_the_pantheon_and_the_mission_resumes(
    catalog: Catalog, tmp_path: Path
) -> None:
    rules = load_guild_rules(resources_dir() / "guild.toml")
    sessions = open_database(str(tmp_path / "db.sqlite3"))
    values = {f.key: f.default for f in FORMS[CardKind.DAEMON]}
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        guild = services.find_guild(session, "The Red Lantern")
        services.change_wealth(session, guild, "a gift", feods=1000)
        mine = card_text(CardKind.DAEMON, values | {"id": "my-ember-wisp", "name": "Ember Wisp"})
        services.add_custom_card(session, guild.account, mine, catalog)
        services.buy(session, guild, "daemon", IMP, catalog, rules)
        services.buy(session, guild, "daemon", "my-ember-wisp", catalog, rules)
        players = ({"colour": "red", "guild": guild.uuid},)
    with sessions() as session:
        gods = pantheons(session, players, catalog)
    assert gods == {"red": (IMP,)}
    hand_off, ctx = start(pantheon=gods["red"])
    mission = begin(hand_off, ctx, 7)
    again = load_mission(mission.save_json(), ctx, "s.json")  # a restart resumes it
    assert again.state.canonical() == mission.state.canonical()
