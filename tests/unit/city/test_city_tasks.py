"""Sending mercenaries into the city (6.2 "Exploring and conquering the City of DemLoc"):
who may go where, how long and how likely (R-120, R-121), and the deadline's edges:
a restart mid-task, a clock moved back, two tasks ending together, a task settled at its
deadline exactly (R-122). The clock is always passed in; nothing sleeps."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from typing import Any

import pytest
from city_core_support import (
    DAY,
    FORGE,
    HOUR,
    KNOWN,
    MARKET,
    T0,
    TAVERN,
    TICK,
    UNKNOWN,
    city,
    ready,
    rules,
    spot_of,
)

from demloc.city.errors import CityError, CityFormatError
from demloc.city.ledger import Line
from demloc.city.model import SpotKind
from demloc.city.tasks import (
    MAX_SENT,
    Member,
    Outcome,
    Result,
    SpotState,
    Standing,
    Task,
    TaskKind,
    chance_of,
    hours_for,
    plan_acquire,
    plan_explore,
    preview,
    recall,
    roll_of,
    settle,
)
from demloc.rules.errors import RulesError


def explore(spot: str = TAVERN, sent: list[Member] | None = None, standing: Standing = UNKNOWN,
            *, limit: int = 5, away: int = 0, now: dt.datetime = T0, seed: int = 1) -> Task:  # fmt: skip
    return plan_explore(city(), rules(), spot, ready(1) if sent is None else sent, standing,
                        limit=limit, away=away, now=now, seed=seed)  # fmt: skip


def acquire(spot: str = TAVERN, sent: list[Member] | None = None, standing: Standing = KNOWN,
            *, limit: int = 5, away: int = 0, now: dt.datetime = T0, seed: int = 1) -> Task:  # fmt: skip
    return plan_acquire(city(), rules(), spot, ready(1) if sent is None else sent, standing,
                        limit=limit, away=away, now=now, seed=seed)  # fmt: skip


def seed_for(task: Task, success: bool) -> Task:
    """The same task with the first seed whose roll succeeds (or fails)."""
    for seed in range(10_000):
        again = task.model_copy(update={"seed": seed})
        if (roll_of(again) <= again.chance) == success:
            return again
    raise AssertionError("no such seed")


# ---- the numbers (R-120) ------------------------------------------------------------


def test_the_taverns_numbers_6_2_r_120() -> None:
    tavern = rules().of(SpotKind.TAVERN)
    assert [hours_for(tavern, TaskKind.ACQUIRE, n) for n in (0, 1, 2, 3, 4, 5, 20)] == [
        10, 10, 8, 6, 4, 2, 2,
    ]  # fmt: skip
    assert [hours_for(tavern, TaskKind.EXPLORE, n) for n in (1, 2, 3)] == [4, 2, 2]
    assert [chance_of(tavern, n, SpotState.KNOWN) for n in (1, 2, 4, 5, 9)] == [50, 60, 80, 90, 90]
    assert chance_of(tavern, 1, SpotState.RIVAL) == 35  # the rival's penalty
    assert chance_of(tavern, 5, SpotState.RIVAL) == 75


@pytest.mark.parametrize("state", list(SpotState))
def test_the_chance_stays_within_its_bounds_r_120(state: SpotState) -> None:
    low = (
        rules()
        .of(SpotKind.TAVERN)
        .model_copy(update={"base_chance": 5, "min_chance": 5, "rival_penalty": 50})
    )
    assert chance_of(low, 1, state) == 5  # never under min_chance, a rival's or not
    assert chance_of(low, MAX_SENT, state) <= low.max_chance


@pytest.mark.parametrize("kind", list(SpotKind))
@pytest.mark.parametrize("task", list(TaskKind))
def test_preview_every_kind_6_2(kind: SpotKind, task: TaskKind) -> None:
    spot = spot_of(kind)
    kind_rules = rules().of(kind)
    one = preview(city(), rules(), spot.id, task, 1, SpotState.KNOWN)
    two = preview(city(), rules(), spot.id, task, 2, SpotState.KNOWN)
    many = preview(city(), rules(), spot.id, task, MAX_SENT, SpotState.KNOWN)
    base = kind_rules.explore_hours if task is TaskKind.EXPLORE else kind_rules.acquire_hours
    assert (one.kind, one.count, one.hours) == (task, 1, base)
    assert two.hours == max(kind_rules.min_hours, base - kind_rules.hours_saved_per_extra)
    assert many.hours == kind_rules.min_hours  # the floor
    if task is TaskKind.EXPLORE:
        assert one.chance == two.chance == 100
    else:
        assert one.chance == kind_rules.base_chance
        assert two.chance == min(kind_rules.max_chance, one.chance + kind_rules.chance_per_extra)
        assert many.chance == kind_rules.max_chance
        assert one.chance < two.chance  # 6.2: more mercenaries, a better chance
    assert two.hours < one.hours  # 6.2: more mercenaries, a shorter task


def test_preview_of_no_spot_is_refused() -> None:
    with pytest.raises(CityError, match="'nowhere' is not a control spot"):
        preview(city(), rules(), "nowhere", TaskKind.EXPLORE, 1, SpotState.UNKNOWN)


# ---- who may go where (6.2, R-121) --------------------------------------------------------


def test_explore_sends_ready_mercenaries_until_a_deadline_6_2() -> None:
    task = explore(sent=ready(3, 4))
    assert task.kind is TaskKind.EXPLORE and task.spot_id == TAVERN
    assert task.spot_name == "The Drowned Lantern" and task.mercenaries == (3, 4)
    assert task.started_at == T0 and task.due_at == T0 + 2 * HOUR  # 4 h less 2 for the second
    assert task.chance == 100 and task.grant is None and task.failure is None
    assert task.due_at.utcoffset() == dt.timedelta(0)


def test_a_time_in_another_zone_is_kept_in_utc() -> None:
    rome = dt.timezone(dt.timedelta(hours=2))
    task = explore(now=T0.astimezone(rome))
    assert task.started_at == T0 and task.started_at.tzinfo == dt.UTC


def test_a_naive_time_is_refused() -> None:
    with pytest.raises(ValueError, match="naive"):
        explore(now=T0.replace(tzinfo=None))


@pytest.mark.parametrize("state", [SpotState.KNOWN, SpotState.HELD, SpotState.RIVAL])
def test_only_an_unknown_spot_is_explored_6_2(state: SpotState) -> None:
    with pytest.raises(CityError, match=r"explore only unknown spots \(6\.2\)") as error:
        explore(standing=Standing(state))
    assert state.label in str(error.value)
    assert isinstance(error.value, RulesError)


def test_an_unknown_spot_must_be_explored_before_it_is_acquired_6_2() -> None:
    with pytest.raises(CityError, match=r"The Drowned Lantern is unknown: explore it before"):
        acquire(standing=UNKNOWN)


def test_a_held_spot_cannot_be_acquired_by_its_holder_6_2() -> None:
    with pytest.raises(CityError, match=r"your guild holds The Drowned Lantern already \(6\.2\)"):
        acquire(standing=Standing(SpotState.HELD))


@pytest.mark.parametrize("state", [SpotState.KNOWN, SpotState.RIVAL])
def test_a_known_spot_or_a_rivals_is_acquired_r_121(state: SpotState) -> None:
    task = acquire(standing=Standing(state), sent=ready(1, 2))
    tavern = rules().of(SpotKind.TAVERN)
    assert task.kind is TaskKind.ACQUIRE and task.due_at == T0 + 8 * HOUR
    assert task.chance == chance_of(tavern, 2, state)
    assert task.grant == tavern.grant and task.failure == tavern.failure  # promised now


def test_no_spot_of_the_city_is_refused() -> None:
    with pytest.raises(CityError, match="'nowhere' is not a control spot of Dämonen Loch"):
        explore("nowhere")


def test_no_mercenary_is_refused_6_2() -> None:
    with pytest.raises(CityError, match="send one mercenary at least"):
        explore(sent=[])
    with pytest.raises(CityError, match="send one mercenary at least"):
        acquire(sent=[])


def test_a_mercenary_listed_twice_is_refused() -> None:
    with pytest.raises(CityError, match="listed twice"):
        explore(sent=ready(1, 1))


def test_more_than_twenty_on_one_task_are_refused_r_120() -> None:
    assert len(explore(sent=ready(*range(1, MAX_SENT + 1)), limit=99).mercenaries) == MAX_SENT
    with pytest.raises(CityError, match=f"{MAX_SENT} mercenaries at most"):
        explore(sent=ready(*range(1, MAX_SENT + 2)), limit=99)


@pytest.mark.parametrize("status", ["exploring", "injured", "dead", "escaped"])
def test_only_ready_mercenaries_are_sent_6_2(status: str) -> None:
    sent = [*ready(1), Member(2, "Altai", status)]
    with pytest.raises(CityError, match=f"Altai is {status}: only ready mercenaries"):
        explore(sent=sent)
    with pytest.raises(CityError, match=f"Altai is {status}"):
        acquire(sent=sent)


@pytest.mark.parametrize(
    ("limit", "away", "count", "allowed"),
    [(1, 0, 1, True), (1, 0, 2, False), (1, 1, 1, False), (2, 1, 1, True), (0, 0, 1, False),
     (2, 0, 2, True), (2, 2, 1, False)],
)  # fmt: skip
def test_the_masters_office_limits_who_is_away_r_121(
    limit: int, away: int, count: int, allowed: bool
) -> None:
    sent = ready(*range(1, count + 1))
    for plan in (explore, acquire):
        if allowed:
            assert len(plan(sent=sent, limit=limit, away=away).mercenaries) == count
        else:
            with pytest.raises(CityError, match=f"sends {limit} mercenar.* {away} (is|are) out"):
                plan(sent=sent, limit=limit, away=away)


def test_the_offices_refusal_reads_well() -> None:
    with pytest.raises(CityError) as error:
        explore(sent=ready(1), limit=1, away=1)
    assert str(error.value) == (
        "the master's office sends 1 mercenary into the city at once and 1 is out: "
        "send 0 at most, or upgrade the office (6.2, R-121)"
    )


def test_one_task_at_a_time_on_a_spot_r_121() -> None:
    with pytest.raises(CityError, match="already at The Drowned Lantern: one task a spot"):
        explore(standing=Standing(SpotState.UNKNOWN, busy=True))
    with pytest.raises(CityError, match="one task a spot"):
        acquire(standing=Standing(SpotState.KNOWN, busy=True))


def test_after_a_failure_the_spot_waits_until_its_retry_time_r_121() -> None:
    wary = Standing(SpotState.KNOWN, retry_at=T0 + HOUR)
    with pytest.raises(CityError, match=r"try again from 2026-03-01T13:00:00Z \(6\.2, R-121\)"):
        acquire(standing=wary, now=T0 + HOUR - TICK)
    assert acquire(standing=wary, now=T0 + HOUR).started_at == T0 + HOUR  # exactly then


# ---- coming back (R-122) ------------------------------------------------------------------


def test_explored_at_the_deadline_exactly_6_2() -> None:
    task = explore()
    assert settle(task, task.due_at - TICK) is None
    outcome = settle(task, task.due_at)
    assert outcome is not None and outcome.result is Result.EXPLORED
    assert outcome.at == task.due_at and outcome.mercenaries == (1,) and outcome.lines == ()
    assert outcome.roll is None and "known now" in outcome.text


def test_a_restart_mid_task_never_rerolls_r_122() -> None:
    task = acquire(sent=ready(1, 2, 3), seed=77)
    assert settle(task, T0 + HOUR) is None  # before the restart
    stored = Task.from_json(task.to_json())  # the store's row, read back after a restart
    assert stored == task
    later = [settle(stored, task.due_at + d) for d in (dt.timedelta(0), HOUR, 30 * DAY)]
    assert later[0] is not None and later.count(later[0]) == 3  # the same outcome each time
    assert later[0].at == task.due_at  # dated at the deadline, not at the look


def test_a_clock_moved_back_never_settles_early_and_never_loses_the_return_r_122() -> None:
    task = explore()
    first = settle(task, task.due_at + HOUR)
    assert first is not None
    assert settle(task, task.due_at - HOUR) is None  # the store keeps "settled", not us
    assert settle(task, T0 - 10 * DAY) is None  # before the task even started
    assert settle(task, task.due_at) == first  # the clock comes forward again: the same


def test_two_tasks_ending_together_both_return_once_each_r_122() -> None:
    one = acquire(TAVERN, ready(1), seed=3)
    two = explore("pier-nine", ready(2), seed=3, now=T0 + (one.due_at - T0) - 4 * HOUR)
    assert one.due_at == two.due_at
    first, second = settle(one, one.due_at), settle(two, two.due_at)
    assert first is not None and second is not None
    assert (first.spot_id, first.mercenaries) == (TAVERN, (1,))
    assert (second.spot_id, second.mercenaries, second.result) == (
        "pier-nine",
        (2,),
        Result.EXPLORED,
    )


def test_an_acquisition_succeeds_at_or_under_its_chance_r_120() -> None:
    task = acquire()
    roll = roll_of(task)
    assert 1 <= roll <= 100
    at = task.model_copy(update={"chance": roll})
    under = task.model_copy(update={"chance": roll - 1})
    assert settle(at, task.due_at).result is Result.ACQUIRED  # type: ignore[union-attr]
    assert settle(under, task.due_at).result is Result.FAILED  # type: ignore[union-attr]
    never = task.model_copy(update={"chance": 0})
    always = task.model_copy(update={"chance": 100})
    assert settle(never, task.due_at).result is Result.FAILED  # type: ignore[union-attr]
    assert settle(always, task.due_at).result is Result.ACQUIRED  # type: ignore[union-attr]


def test_acquired_the_ensign_goes_up_and_the_bonus_applies_at_once_6_2() -> None:
    task = seed_for(acquire(), success=True)
    outcome = settle(task, task.due_at)
    assert outcome is not None and outcome.result is Result.ACQUIRED
    assert outcome.grant == rules().of(SpotKind.TAVERN).grant
    assert outcome.lines == (Line(5, "fame", "The Drowned Lantern acquired (6.2)"),)
    assert outcome.injured == () and outcome.retry_at is None
    assert outcome.roll is not None and outcome.roll <= outcome.chance == 50
    assert "Your ensign flies over The Drowned Lantern" in outcome.text


def test_a_forges_bonus_is_a_price_cut_not_a_payment() -> None:
    task = seed_for(acquire(FORGE), success=True)
    outcome = settle(task, task.due_at)
    assert outcome is not None and outcome.lines == ()
    assert outcome.grant is not None and outcome.grant.price_of == "weapon"
    assert outcome.grant.price_cut_percent == 10


def test_a_failure_says_what_happened_and_what_it_takes_to_try_again_6_2() -> None:
    task = seed_for(acquire(MARKET), success=False)
    outcome = settle(task, task.due_at)
    assert outcome is not None and outcome.result is Result.FAILED
    assert outcome.grant is None and outcome.injured == ()
    assert outcome.lines == (Line(-20, "feods", "Failed to acquire The Salt Market (6.2)"),)
    assert outcome.text.startswith("The traders' hired blades") and "20 feods" in outcome.text
    assert outcome.retry_at == task.due_at + 12 * HOUR
    assert "try again from 2026-03-02T12:00:00Z" in outcome.retry_text
    assert "stays known" in outcome.retry_text


def test_a_failure_injures_some_of_those_sent_never_more() -> None:
    forge = seed_for(acquire(FORGE, ready(4, 5, 6)), success=False)
    outcome = settle(forge, forge.due_at)
    assert outcome is not None and len(outcome.injured) == 1
    assert set(outcome.injured) <= {4, 5, 6} and outcome.mercenaries == (4, 5, 6)
    assert outcome.lines == ()  # a forge's failure costs no feods
    barracks = seed_for(acquire("watch-barracks", ready(9)), success=False)
    hurt = settle(barracks, barracks.due_at)
    assert hurt is not None and hurt.injured == (9,)  # 2 injured asked, 1 sent
    assert "1 mercenary came back injured." in hurt.text


def test_a_failure_with_no_wait_can_be_tried_again_at_once() -> None:
    task = seed_for(acquire(), success=False)
    failure = task.failure.model_copy(update={"retry_hours": 0})  # type: ignore[union-attr]
    outcome = settle(task.model_copy(update={"failure": failure}), task.due_at)
    assert outcome is not None and outcome.retry_at == task.due_at
    assert "try again when you like" in outcome.retry_text


def test_recall_brings_them_back_with_nothing_gained_r_122() -> None:
    task = acquire(sent=ready(1, 2))
    outcome = recall(task, task.due_at - TICK)
    assert outcome.result is Result.RECALLED and outcome.mercenaries == (1, 2)
    assert outcome.lines == () and outcome.grant is None and outcome.injured == ()
    assert outcome.at == task.due_at - TICK
    assert recall(task, T0 - DAY).at == T0  # a clock moved back: never before the start


@pytest.mark.parametrize("late", [dt.timedelta(0), HOUR])
def test_a_task_due_cannot_be_recalled_r_122(late: dt.timedelta) -> None:
    task = explore()
    with pytest.raises(CityError, match="its result stands, it cannot be recalled"):
        recall(task, task.due_at + late)


def test_the_countdown_never_goes_below_zero() -> None:
    task = explore()
    assert task.remaining(T0) == 4 * HOUR
    assert task.remaining(task.due_at) == task.remaining(task.due_at + DAY) == dt.timedelta(0)
    assert task.remaining(T0 - HOUR) == 5 * HOUR  # a clock moved back shows more, not less


def test_every_result_comes_about() -> None:
    seen = {settle(explore(), T0 + DAY).result}  # type: ignore[union-attr]
    for success in (True, False):
        task = seed_for(acquire(), success)
        seen.add(settle(task, task.due_at).result)  # type: ignore[union-attr]
    seen.add(recall(explore(), T0).result)
    assert seen == set(Result)
    assert [r.label for r in Result] == ["explored", "acquired", "failed", "recalled"]
    assert [k.label for k in TaskKind] == ["explore", "acquire"]
    assert SpotState.RIVAL.label == "held by another guild" and SpotState.HELD.label == "held"


# ---- the stored forms ----------------------------------------------------------------------


def test_outcomes_round_trip_through_json() -> None:
    for task in (
        explore(),
        seed_for(acquire(), True),
        seed_for(acquire(FORGE, ready(1, 2)), False),
    ):
        outcome = settle(task, task.due_at)
        assert outcome is not None and Outcome.from_json(outcome.to_json()) == outcome
    recalled = recall(explore(), T0)
    assert Outcome.from_json(recalled.to_json()) == recalled


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"mercenaries": [1, 1]}, "listed twice"),
        ({"mercenaries": []}, "mercenaries"),
        ({"mercenaries": [0]}, r"mercenaries\.0"),
        ({"due_at": "2026-03-01T11:00:00Z"}, "due_at: not after started_at"),
        ({"due_at": "2026-03-01T16:00:00"}, "due_at"),  # naive
        ({"chance": 50}, "an exploration always succeeds"),
        ({"seed": -1}, "seed"),
        ({"kind": "plunder"}, "kind"),
        ({"hours": 3}, "hours: this field is not part of the format"),
        ({"grant": {"text": "x"}}, "a grant and a failure"),
    ],
)
def test_a_damaged_stored_task_is_refused_naming_its_field(
    change: dict[str, Any], field: str
) -> None:
    data = explore().to_json() | change
    with pytest.raises(CityFormatError, match=field):
        Task.from_json(data)
    with pytest.raises(CityFormatError, match="outcome: "):
        Outcome.from_json({"result": "won"})
    assert isinstance(CityFormatError("x"), ValueError)


def test_a_task_is_immutable() -> None:
    task = explore()
    with pytest.raises(ValueError, match="frozen"):
        task.seed = 2
    member = Member(1, "A", "ready")
    with pytest.raises(dataclasses.FrozenInstanceError):
        member.status = "dead"  # type: ignore[misc]


def test_a_tasks_stored_form_is_plain_json_in_utc() -> None:
    task = acquire(MARKET, ready(3, 7), seed=12345)
    assert task.to_json() == {
        "kind": "acquire",
        "spot_id": "salt-market",
        "spot_name": "The Salt Market",
        "mercenaries": [3, 7],
        "started_at": "2026-03-01T12:00:00Z",
        "due_at": "2026-03-01T22:00:00Z",  # 12 h less 2 for the second mercenary
        "seed": 12345,
        "chance": 55,  # 45 and 10 for the second
        "grant": {
            "text": "The stallholders pay their first dues: 20 feods at once.",
            "fame": 0, "feods": 20, "blood_stones": 0, "price_cut_percent": 0,
        },
        "failure": {
            "text": "The traders' hired blades drove you off and kept your purse.",
            "feods": 20, "injured": 0, "retry_hours": 12,
        },
    }  # fmt: skip
    assert json.loads(json.dumps(task.to_json())) == task.to_json()


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"injured": [99]}, "injured: only those who were sent"),
        ({"grant": None}, "grant: an acquisition, and only one"),
        ({"retry_at": "2026-03-02T00:00:00Z"}, "retry_at: a failure, and only one"),
        ({"roll": None}, "roll: an acquisition's outcome"),
        ({"roll": 101}, "roll"),
        ({"mercenaries": []}, "mercenaries"),
        ({"text": ""}, "text"),
        ({"result": "won"}, "result"),
    ],
)
def test_a_damaged_stored_outcome_is_refused_naming_its_field(
    change: dict[str, Any], field: str
) -> None:
    outcome = settle(seed_for(acquire(), success=True), T0 + DAY)
    assert outcome is not None
    data = {k: v for k, v in (outcome.to_json() | change).items() if v is not None}
    with pytest.raises(CityFormatError, match=f"outcome: .*{field}"):
        Outcome.from_json(data)


def test_the_roll_is_fair_over_many_seeds_r_120() -> None:
    task = acquire()
    rolls = [roll_of(task.model_copy(update={"seed": s})) for s in range(4000)]
    assert min(rolls) == 1 and max(rolls) == 100
    share = sum(r <= 50 for r in rolls) / len(rolls)
    assert 0.47 < share < 0.53, share  # a 50% chance succeeds about half the time
