"""The city's rulings found in review (rulebook 6.2, 6.4.1; R-127): an answer the guild
cannot pay is refused; an acquisition overtaken by a mission gains and loses nothing; a
threat falls only on a spot held on its day; undoing a recall checks what a send does;
a mission's raffle spot is written after the city's due tasks."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session
from test_city_store import (
    DAY,
    FORGE,
    HOUR,
    QUIET,
    T0,
    TAVERN,
    THREAT,
    data,
    done,
    enlisted,
    seed_rolling,
    undo,
    wealth,
)

from demloc.catalog.catalog import Catalog
from demloc.city.errors import CityError
from demloc.city.tasks import Result, SpotState, TaskKind
from demloc.guild.rules import GuildRules
from demloc.store import city as c
from demloc.store import city_events as e
from demloc.store import guilds as g
from demloc.store.schema import Guild
from demloc.store.schema_missions import ControlSpotHolder


def test_an_answer_the_guild_cannot_pay_is_refused_and_changes_nothing(
    session: Session, guild: Guild
) -> None:
    """R-127: a price the player chooses is paid whole or not at all."""
    rules = data(THREAT)
    c.hold(session, FORGE, guild, T0)
    session.refresh(guild)
    g.change_wealth(session, guild, "spent", feods=-guild.feods)
    c.settle_due(session, rules, T0 + DAY)
    [event] = e.events(session, guild)
    before = wealth(guild)
    with pytest.raises(CityError, match="costs 20 feods"):
        e.answer(session, guild, event.id, "defend", T0 + DAY + HOUR)
    session.refresh(guild)
    assert wealth(guild) == before and event.answer == ""
    e.answer(session, guild, event.id, "yield", T0 + DAY + HOUR)  # the free answer
    assert c.standing(session, guild, FORGE).state is SpotState.KNOWN


def test_a_lapsed_cost_takes_what_the_guild_has(session: Session, guild: Guild) -> None:
    """R-117 for what is forced: a failure's cost is clamped, never refused."""
    session.refresh(guild)
    g.change_wealth(session, guild, "spent", feods=-guild.feods + 4)
    assert e.pay(session, guild, (e.Line(-10, "feods", "forced"),)) == (0, -4, 0)


@pytest.mark.parametrize("succeeds", [True, False])
def test_an_acquisition_of_a_spot_won_meanwhile_gains_and_loses_nothing(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, succeeds: bool
) -> None:
    """R-127: the guild won the spot in a mission while its mercenaries were away."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    c.know(session, guild.id, FORGE, T0)
    row = c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, FORGE, [member.id], T0,
                 seed=seed_rolling(low=succeeds))  # fmt: skip
    c.hold(session, FORGE, guild, T0 + HOUR)  # the raffle spot (6.4.1)
    session.refresh(guild)
    before = wealth(guild)
    c.settle_due(session, QUIET, T0 + 30 * DAY)
    outcome = c.outcome_of(row)
    assert outcome is not None and outcome.result is Result.RECALLED
    assert "yours already" in outcome.text and member.status == "ready"
    assert wealth(guild) == before
    holder = session.get_one(ControlSpotHolder, FORGE)
    assert holder.since == c.to_naive_utc(T0 + HOUR)  # its income clock kept


def test_an_acquisition_due_before_a_mission_gave_the_spot_away_does_not_take_it_back(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-127: the spot changed hands after the deadline while the task waited."""
    rival = g.create_guild(session, guild.account, "The Winners", "green", rules)
    [member] = enlisted(session, guild, catalog, rules, 1)
    c.know(session, guild.id, TAVERN, T0)
    row = c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, TAVERN, [member.id], T0,
                 seed=seed_rolling(low=True))  # fmt: skip
    c.hold(session, TAVERN, rival, T0 + 20 * HOUR)  # after the deadline (10 h)
    c.settle_due(session, QUIET, T0 + DAY)
    outcome = c.outcome_of(row)
    assert outcome is not None and outcome.result is Result.RECALLED
    assert session.get_one(ControlSpotHolder, TAVERN).guild_id == rival.id


def test_a_threat_of_a_day_falls_only_on_a_spot_held_that_day(
    session: Session, guild: Guild
) -> None:
    """R-127: the days missed are drawn with what was held then."""
    rules = data(THREAT)
    c.hold(session, TAVERN, guild, T0)  # the guild's days start
    c.hold(session, FORGE, guild, T0 + 36 * HOUR)
    c.settle_due(session, rules, T0 + 3 * DAY)
    days = [e.drawn_of(r).day for r in e.events(session, guild)]
    assert days and min(days) > T0 + 36 * HOUR  # not the day ending at T0 + 24 h


def test_undoing_a_recall_checks_the_office_and_the_spot(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-121 holds for an undo as for a send."""
    first, second = enlisted(session, guild, catalog, rules, 2)
    row = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [first.id], T0)
    _outcome, change = done(session, guild, lambda: c.recall(session, guild, row.id, T0 + HOUR))
    c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [second.id], T0 + HOUR)
    with pytest.raises(g.GuildRuleError, match="already at"):
        undo(session, change, T0 + 2 * HOUR, catalog, rules)
    assert first.status == "ready"
