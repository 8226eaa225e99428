"""A mission's losses written into a guild (issue 13, R-117): feods and blood stones
lost take what the guild holds and no more, said on the ledger line; fame may go below
0. The results can always be written, so the guilds never stay locked at the table."""

from __future__ import annotations

import dataclasses

import pytest
from sqlalchemy.orm import Session
from test_results import ended_play, resolution

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.play import Context
from demloc.missions.resolution.model import Line
from demloc.store.guilds import change_wealth, create_guild, ledger_total
from demloc.store.results import write_results
from demloc.store.schema import Guild
from support.play_missions import make_context


@pytest.fixture
def ctx(catalog: Catalog) -> Context:
    return make_context(catalog)


@pytest.mark.parametrize(("held", "lost"), [(0, 5), (3, 5), (5, 5), (9, 5), (7, 0)])
def test_a_loss_takes_what_there_is_and_no_more_r_117(
    session: Session,
    ctx: Context,
    catalog: Catalog,
    rules: GuildRules,
    guild: Guild,
    held: int,
    lost: int,
) -> None:
    rival = create_guild(session, guild.account, "The Red Knives", "red", rules)
    change_wealth(session, rival, "set up", feods=held - rival.feods, fame=-rival.fame)
    change_wealth(session, rival, "stones", blood_stones=held - rival.blood_stones)
    play = ended_play(session, ctx, {"red": rival, "blue": guild})
    base = resolution(play, rival, guild, catalog)
    red = dataclasses.replace(
        base.guilds[0],
        fame=(Line(-3, "a possessed one left (7.2.3)"),),
        feods=(Line(-lost, "the price of defeat"),),
        blood_stones=(Line(-lost, "the price of defeat"),),
        item_cards=(),
        titles=(),
    )
    assert write_results(session, play, dataclasses.replace(base, guilds=(red, base.guilds[1])))
    session.refresh(rival)
    taken = min(held, lost)
    assert (rival.fame, rival.feods, rival.blood_stones) == (-3, held - taken, held - taken)
    assert ledger_total(session, rival) == (rival.fame, rival.feods, rival.blood_stones)
    reasons = [e.reason for e in rival.ledger[-3:]]
    short = lost > held
    assert reasons[0] == "First Blood: a possessed one left (7.2.3)"  # fame: no floor
    for reason, words in zip(reasons[1:], ("feods", "blood stones"), strict=True):
        said = f"({held} of {lost} {words} due: all it had, R-117)"
        assert (said in reason) is short, reason
    assert play.status == "resolved"
