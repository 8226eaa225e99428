"""guilds.held_cuts (issue 16): store.city's cuts, but a guild that holds no spot cuts
nothing without the city being read; a purchase pays the same either way."""

from __future__ import annotations

import datetime as dt

from sqlalchemy.orm import Session

from demloc.catalog.cards import Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.city import city_cuts, hold
from demloc.store.schema import Guild, LedgerEntry

NOW = dt.datetime(2025, 5, 1, 12, tzinfo=dt.UTC)


def test_held_cuts_answer_as_the_city_does_while_a_spot_is_held_and_after(
    session: Session, guild: Guild
) -> None:
    assert g.held_cuts(session, guild) == city_cuts(session, guild) == {}
    hold(session, "kettleburn-forge", guild, NOW)
    assert g.held_cuts(session, guild) == city_cuts(session, guild) == {"weapon": 10}
    hold(session, "kettleburn-forge", None, NOW)  # let go: nothing is cut again
    assert g.held_cuts(session, guild) == city_cuts(session, guild) == {}


def test_a_purchase_pays_the_held_cut_and_names_it(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    weapon = next(c for c in catalog.cards if isinstance(c, Weapon) and c.count >= 2)
    g.buy(session, guild, "weapon", weapon.id, catalog, rules)
    full = session.query(LedgerEntry).order_by(LedgerEntry.id.desc()).first()
    assert full is not None and "off" not in full.reason
    hold(session, "kettleburn-forge", guild, NOW)
    g.buy(session, guild, "weapon", weapon.id, catalog, rules)
    cut = session.query(LedgerEntry).order_by(LedgerEntry.id.desc()).first()
    assert cut is not None and "10% off: a spot the guild holds, R-125" in cut.reason
    assert -cut.feods == max(1, -full.feods * 90 // 100)
