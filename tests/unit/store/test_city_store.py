"""The city's individual game in the database (rulebook 6.2; issue 14; R-119..R-126):
sending, coming back, acquiring (success and failure), income through the ledger,
recalling, undo, events answered and lapsed. The clock is injected, never slept."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TypeVar

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog
from demloc.city import seeded
from demloc.city.errors import CityError
from demloc.city.model import load_city
from demloc.city.tasks import Result, SpotState, TaskKind
from demloc.guild.rules import GuildRules
from demloc.store import city as c
from demloc.store import city_events as e
from demloc.store import guilds as g
from demloc.store.changes import GuildChange, difference
from demloc.store.city_changes import apply_change, capture
from demloc.store.schema import Guild, LedgerEntry, Member
from demloc.store.schema_city import CityEvent, CityTask
from support.city_texts import ALWAYS_THREAT, rules_with

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)
TAVERN, FORGE = "drowned-lantern", "kettleburn-forge"

THREAT = ALWAYS_THREAT


def data(events: str = "") -> c.CityData:
    return c.CityData(load_city(), rules_with(events))


QUIET = data()


def seed_rolling(low: bool) -> int:
    """A seed whose acquisition d100 is 1..5 (low) or 96..100."""
    return next(
        s for s in range(10_000) if (seeded.d100(s, "roll") <= 5) == low
        and (low or seeded.d100(s, "roll") > 95)
    )  # fmt: skip


def enlisted(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, n: int) -> list[Member]:  # fmt: skip
    made: list[Member] = []
    for card in catalog.cards:
        if len(made) == n:
            break
        if isinstance(card, Mercenary):
            try:
                made.append(g.enlist(session, guild, card.id, catalog, rules))
            except g.GuildRuleError:
                continue
    assert len(made) == n
    return made


def two_explorers(session: Session, guild: Guild, rules: GuildRules) -> None:
    """The master's office at level 2 sends 2 mercenaries at once (guild.toml)."""
    g.change_wealth(session, guild, "test", fame=500, feods=1000)
    g.upgrade(session, guild, "masters_office", rules)


def wealth(guild: Guild) -> tuple[int, int, int]:
    return guild.fame, guild.feods, guild.blood_stones


T = TypeVar("T")


def done(session: Session, guild: Guild, action: Callable[[], T]) -> tuple[T, GuildChange]:
    """What `action` returned, and the rows it changed (as the City view keeps them)."""
    before = capture(session, guild)
    result = action()
    return result, difference(session, guild, before, capture(session, guild))


def undo(session: Session, change: GuildChange, now: dt.datetime, catalog: Catalog,
         rules: GuildRules, *, redo: bool = False, city: c.CityData = QUIET) -> GuildChange:  # fmt: skip
    """Undo (or redo) `change` at `now`; a refusal rolls back what it began, as the
    view's transaction does."""
    with session.begin_nested():
        return apply_change(session, change, undo=not redo, text="the action", data=city,
                            catalog=catalog, rules=rules, now=now)  # fmt: skip


def lines(session: Session, guild: Guild) -> list[str]:
    return list(
        session.scalars(
            select(LedgerEntry.reason).where(LedgerEntry.guild_id == guild.id)
            .order_by(LedgerEntry.id)
        )
    )  # fmt: skip


def test_explore_keeps_the_mercenary_away_until_the_deadline_then_the_spot_is_known(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 Explore: unknown -> known; away ("exploring") until the deadline (R-122)."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    assert c.standing(session, guild, TAVERN).state is SpotState.UNKNOWN
    row = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)
    assert member.status == "exploring"
    assert g.mission_ready(member)[0] is False  # unavailable for missions (6.2)
    due = c.task_of(row).due_at
    assert due == T0 + 4 * HOUR  # a tavern: 4 h for one (city_rules.toml)
    assert c.settle_due(session, QUIET, due - dt.timedelta(microseconds=1)) == []
    assert member.status == "exploring" and not row.settled
    assert c.settle_due(session, QUIET, due) == [row]  # the deadline reached exactly
    assert member.status == "ready" and row.settled
    assert c.standing(session, guild, TAVERN).state is SpotState.KNOWN
    assert c.settle_due(session, QUIET, due + DAY) == []  # never twice
    outcome = c.outcome_of(row)
    assert outcome is not None and outcome.result is Result.EXPLORED and outcome.at == due


def test_an_acquisition_that_succeeds_raises_the_ensign_and_grants_at_once(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 Acquire: the ensign goes up, a tavern's fame is paid at once, through the
    ledger with the spot's name (R-120, R-122)."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    c.know(session, guild.id, TAVERN, T0)
    before = wealth(guild)
    row = c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, TAVERN, [member.id], T0,
                 seed=seed_rolling(low=True))  # fmt: skip
    c.settle_due(session, QUIET, T0 + 30 * DAY)
    session.refresh(guild)
    assert c.standing(session, guild, TAVERN).state is SpotState.HELD
    assert wealth(guild) == (before[0] + 5, before[1], before[2])  # the tavern's grant
    assert lines(session, guild)[-1] == "The Drowned Lantern acquired (6.2)"
    assert c.outcome_of(row).result is Result.ACQUIRED  # type: ignore[union-attr]


def test_a_forge_held_cuts_the_weapon_price_at_once(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 "bonuses immediately applied": a forge takes 10% off weapons (R-125)."""
    weapon = next(i for i in catalog.cards if type(i).__name__ == "Weapon")
    g.change_wealth(session, guild, "test", feods=1000)
    session.refresh(guild)
    full_before = guild.feods
    g.buy(session, guild, "weapon", weapon.id, catalog, rules)
    full = full_before - guild.feods
    c.hold(session, FORGE, guild, T0)
    before = guild.feods
    g.buy(session, guild, "weapon", weapon.id, catalog, rules)
    assert before - guild.feods == max(1, full * 90 // 100)
    assert "10% off" in lines(session, guild)[-1]


def test_a_failed_acquisition_costs_injures_and_makes_the_spot_wait(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2: the app says what happened and what it takes to try again (R-121)."""
    two_explorers(session, guild, rules)
    members = enlisted(session, guild, catalog, rules, 2)
    c.know(session, guild.id, FORGE, T0)
    row = c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, FORGE, [m.id for m in members],
                 T0, seed=seed_rolling(low=False))  # fmt: skip
    c.settle_due(session, QUIET, T0 + 30 * DAY)
    outcome = c.outcome_of(row)
    assert outcome is not None and outcome.result is Result.FAILED
    assert sorted(m.status for m in members) == ["injured", "ready"]  # a forge hurts one
    hurt = next(m for m in members if m.status == "injured")
    assert "city" in hurt.recovery
    standing = c.standing(session, guild, FORGE)
    assert standing.state is SpotState.KNOWN and standing.retry_at == outcome.retry_at
    ready = next(m for m in members if m.status == "ready")
    with pytest.raises(CityError, match="try again from"):
        c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, FORGE, [ready.id],
               outcome.at + HOUR)  # fmt: skip
    assert outcome.retry_at is not None
    c.send(session, guild, QUIET, rules, TaskKind.ACQUIRE, FORGE, [ready.id], outcome.retry_at)


def test_two_tasks_ending_together_settle_in_the_order_they_were_sent(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-122: one deadline for two tasks; both come back, the first sent first."""
    two_explorers(session, guild, rules)
    first, second = enlisted(session, guild, catalog, rules, 2)
    a = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [first.id], T0)
    b = c.send(
        session, guild, QUIET, rules, TaskKind.EXPLORE, "salt-market", [second.id], T0 + HOUR
    )  # fmt: skip (a market takes 3 h: both end at T0 + 4 h)
    assert a.due_at == b.due_at
    assert c.settle_due(session, QUIET, T0 + 4 * HOUR) == [a, b]
    assert first.status == second.status == "ready"


def test_a_clock_moved_back_never_pays_twice_and_never_loses_a_return(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-122, R-123: back before a deadline, they wait longer; a settled task stays."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    row = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)
    assert c.settle_due(session, QUIET, T0 - DAY) == []  # the clock went back a day
    assert member.status == "exploring"
    c.settle_due(session, QUIET, T0 + 5 * HOUR)
    assert c.settle_due(session, QUIET, T0 + HOUR) == [] and row.settled
    c.hold(session, TAVERN, guild, T0)
    session.refresh(guild)
    c.collect(session, guild, QUIET, T0 + 3 * DAY)  # 3 whole days of 2 fame
    after = wealth(guild)
    assert c.collect(session, guild, QUIET, T0 + DAY) == []  # back: nothing
    assert c.collect(session, guild, QUIET, T0 + 3 * DAY) == []  # again: nothing
    assert wealth(guild) == after


def test_income_is_collected_through_the_ledger_one_line_per_spot_and_undone(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 income on timers; R-123: whole periods; the part under way is kept."""
    c.hold(session, TAVERN, guild, T0)
    c.hold(session, FORGE, guild, T0)
    session.refresh(guild)
    before = wealth(guild)
    made, change = done(
        session, guild, lambda: c.collect(session, guild, QUIET, T0 + 2 * DAY + 5 * HOUR)
    )
    assert [m.spot_id for m in made] == [TAVERN, FORGE] or {m.spot_id for m in made} == {
        TAVERN, FORGE}  # fmt: skip
    assert wealth(guild) == (before[0] + 4, before[1] + 20, before[2])
    assert sum(1 for line in lines(session, guild) if "held (6.2)" in line) == 2
    assert all(m.through == T0 + 2 * DAY for m in made)  # 5 h of the third day kept
    undo(session, change, T0 + 2 * DAY + 5 * HOUR, catalog, rules)
    session.refresh(guild)
    assert wealth(guild) == before
    assert len(c.collect(session, guild, QUIET, T0 + 2 * DAY + 5 * HOUR)) == 2  # due again


def test_collecting_one_spot_or_a_spot_not_held(session: Session, guild: Guild) -> None:
    c.hold(session, TAVERN, guild, T0)
    c.hold(session, FORGE, guild, T0)
    assert [m.spot_id for m in c.collect(session, guild, QUIET, T0 + DAY, TAVERN)] == [TAVERN]
    with pytest.raises(CityError, match="does not hold"):
        c.collect(session, guild, QUIET, T0 + DAY, "salt-market")


def test_a_spot_lost_takes_its_uncollected_income_with_it(session: Session, guild: Guild) -> None:
    """R-126: the yield not collected goes with the ensign."""
    c.hold(session, TAVERN, guild, T0)
    c.hold(session, TAVERN, None, T0 + 3 * DAY)
    assert c.collect(session, guild, QUIET, T0 + 4 * DAY) == []
    c.hold(session, TAVERN, guild, T0 + 4 * DAY)  # won back: it runs from then
    assert c.income_due(session, guild, QUIET, T0 + 5 * DAY)[0].periods == 1


def test_recall_brings_them_back_with_nothing_and_undo_sends_them_again(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-122: recall before the deadline only; its undo resumes the same task."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    row = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)
    outcome, change = done(session, guild, lambda: c.recall(session, guild, row.id, T0 + HOUR))
    assert outcome.result is Result.RECALLED and member.status == "ready" and row.settled
    assert c.standing(session, guild, TAVERN).state is SpotState.UNKNOWN
    undo(session, change, T0 + 2 * HOUR, catalog, rules)
    assert member.status == "exploring" and not row.settled
    with pytest.raises(CityError, match="over"):
        c.recall(session, guild, row.id, T0 + 4 * HOUR)


def test_undo_of_a_send_leaves_no_task(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    [member] = enlisted(session, guild, catalog, rules, 1)
    row, change = done(
        session, guild,
        lambda: c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0),
    )  # fmt: skip
    task_id, due = row.id, row.due_at
    change = undo(session, change, T0 + HOUR, catalog, rules)
    assert member.status == "ready" and session.get(CityTask, task_id) is None
    undo(session, change, T0 + HOUR, catalog, rules, redo=True)  # the same task, sent again
    [again] = c.running(session, guild)
    assert again.due_at == due and member.status == "exploring"


def test_undo_of_a_send_is_refused_once_the_task_is_over_and_changes_nothing(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-122: a task settled stays settled; issue 28: the rows' change refuses it."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    row, change = done(
        session, guild,
        lambda: c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0),
    )  # fmt: skip
    c.settle_due(session, QUIET, row.due_at.replace(tzinfo=dt.UTC))
    with pytest.raises(g.GuildRuleError, match="The Drowned Lantern is over"):
        undo(session, change, row.due_at.replace(tzinfo=dt.UTC), catalog, rules)
    assert row.settled and c.standing(session, guild, TAVERN).state is SpotState.KNOWN


@pytest.mark.parametrize("status", ["exploring", "injured", "dead", "escaped"])
def test_only_ready_mercenaries_are_sent(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules, status: str
) -> None:
    """6.2: only ready mercenaries go into the city."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    member.status = status
    with pytest.raises(CityError, match="only ready"):
        c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)


def test_the_masters_office_limits_who_is_away(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """6.2 / R-121, R-128: level 1 sends 2 at once, counting every task."""
    first, second, third = enlisted(session, guild, catalog, rules, 3)
    c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [first.id], T0)
    c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, "salt-market", [second.id], T0)
    with pytest.raises(CityError, match="master's office"):
        c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, FORGE, [third.id], T0)


def test_a_mercenary_away_cannot_change_status_or_be_dismissed(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """R-126: he comes back with his task."""
    [member] = enlisted(session, guild, catalog, rules, 1)
    c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)
    with pytest.raises(g.GuildRuleError, match="away at The Drowned Lantern"):
        g.set_status(session, member, "ready", catalog, rules)
    with pytest.raises(g.GuildRuleError, match="away at"):
        g.dismiss(session, member)


def test_a_threat_lapses_into_its_default_and_the_spot_is_lost(
    session: Session, guild: Guild
) -> None:
    """6.2 random events; R-124: unanswered, the default stands."""
    rules = data(THREAT)
    c.hold(session, FORGE, guild, T0)
    c.settle_due(session, rules, T0)  # the first look starts the city's days
    c.settle_due(session, rules, T0 + DAY)
    [event] = e.events(session, guild)
    drawn = e.drawn_of(event)
    assert drawn.spot_id == FORGE and event.answer == ""
    c.settle_due(session, rules, T0 + DAY + 12 * HOUR)
    assert e.answer_of(event)["how"] == "lapsed"  # type: ignore[index]
    assert c.standing(session, guild, FORGE).state is SpotState.KNOWN


def test_a_threat_answered_costs_its_price_and_the_answer_is_undone(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    city = data(THREAT)
    c.hold(session, FORGE, guild, T0)
    g.change_wealth(session, guild, "test", feods=100)
    c.settle_due(session, city, T0)
    c.settle_due(session, city, T0 + DAY)
    [event] = e.events(session, guild)
    session.refresh(guild)
    before = wealth(guild)
    _reply, change = done(
        session, guild, lambda: e.answer(session, guild, event.id, "defend", T0 + DAY + HOUR)
    )
    assert wealth(guild) == (before[0], before[1] - 20, before[2])
    with pytest.raises(CityError, match="answered already"):
        e.answer(session, guild, event.id, "yield", T0 + DAY + HOUR)
    undo(session, change, T0 + DAY + 2 * HOUR, catalog, rules, city=city)
    session.refresh(guild)
    assert wealth(guild) == before and event.answer == ""
    _reply, change = done(
        session, guild, lambda: e.answer(session, guild, event.id, "yield", T0 + DAY + 2 * HOUR)
    )
    assert c.standing(session, guild, FORGE).state is SpotState.KNOWN
    change = undo(session, change, T0 + DAY + 3 * HOUR, catalog, rules, city=city)
    assert c.standing(session, guild, FORGE).state is SpotState.HELD
    undo(session, change, T0 + DAY + 3 * HOUR, catalog, rules, redo=True, city=city)
    assert c.standing(session, guild, FORGE).state is SpotState.KNOWN
    change = undo(session, change, T0 + DAY + 3 * HOUR, catalog, rules, city=city)
    # once the time to answer is over, the answer stands.
    _reply, change = done(
        session, guild, lambda: e.answer(session, guild, event.id, "defend", T0 + DAY + 4 * HOUR)
    )
    with pytest.raises(g.GuildRuleError, match="the time to answer is over"):
        undo(session, change, T0 + DAY + 12 * HOUR, catalog, rules, city=city)
    assert e.answer_of(event)["option"] == "defend"  # type: ignore[index]
    # Undone in time, then lapsed: its redo is refused, the default stands.
    change = undo(session, change, T0 + DAY + 5 * HOUR, catalog, rules, city=city)
    c.settle_due(session, city, T0 + DAY + 12 * HOUR)
    with pytest.raises(g.GuildRuleError, match="time to answer ended and the default stood"):
        undo(session, change, T0 + DAY + 12 * HOUR, catalog, rules, redo=True, city=city)
    assert e.answer_of(event)["how"] == "lapsed"  # type: ignore[index]
    assert session.scalars(select(CityEvent)).all() == [event]


def test_the_status_shows_every_spot_task_and_return_and_its_json(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """What the City view and `demloc city status --json` read (issue 14)."""
    import json

    from demloc.store.city_status import as_json, city_status

    [member] = enlisted(session, guild, catalog, rules, 1)
    c.hold(session, FORGE, guild, T0)
    row = c.send(session, guild, QUIET, rules, TaskKind.EXPLORE, TAVERN, [member.id], T0)
    status = city_status(session, guild, QUIET, rules, catalog, T0 + HOUR)
    assert len(status.spots) == len(QUIET.city.spots)
    assert status.spot(TAVERN).task is not None and status.spot(TAVERN).task.id == row.id
    assert status.spot(FORGE).state is SpotState.HELD and status.spot(FORGE).colour == "blue"
    assert status.cuts == {"weapon": 10}
    assert (status.limit, status.away, status.free) == (2, 1, 1)
    assert member.id not in [i for i, _ in status.ready]
    data_json = json.loads(json.dumps(as_json(status)))
    assert data_json["tasks"][0]["left"] == "3 h 00 min"
    assert data_json["tasks"][0]["due_at"] == "2026-03-01T16:00:00Z"
    unknown = next(s for s in data_json["spots"] if s["id"] == "salt-market")
    assert unknown["state"] == "unknown" and unknown["yields"] == ""
    c.settle_due(session, QUIET, T0 + 5 * HOUR)
    status = city_status(session, guild, QUIET, rules, catalog, T0 + 5 * HOUR)
    assert [r.outcome.result for r in status.returns] == [Result.EXPLORED]
    assert status.returns[0].told is False
    e.told(session, guild)
    assert city_status(session, guild, QUIET, rules, catalog, T0 + 5 * HOUR).returns[0].told


def test_a_spot_won_or_lost_in_a_mission_is_news_in_the_city(
    session: Session, guild: Guild, rules: GuildRules
) -> None:
    """6.4.1 raffle spot: the winner is told it is his, the loser that it is lost."""
    from demloc.store.missions import set_holder

    rival = g.create_guild(session, guild.account, "The Rivals", "red", rules)
    set_holder(session, TAVERN, guild, "The Night Market")
    set_holder(session, TAVERN, rival, "The Long Night")
    won = [e.drawn_of(r) for r in e.events(session, rival)]
    lost = [e.drawn_of(r) for r in e.events(session, guild)]
    assert [d.title for d in won] == ["The Drowned Lantern won"]
    assert "The Long Night" in won[0].text
    assert [d.title for d in lost] == ["The Drowned Lantern lost", "The Drowned Lantern won"]
    assert c.standing(session, guild, TAVERN).state is SpotState.RIVAL
    set_holder(session, TAVERN, rival, "Again")  # kept: no news
    assert len(e.events(session, rival)) == 1
