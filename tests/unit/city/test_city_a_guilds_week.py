"""A guild's week in the city, driven as the store will drive the core (6.2; issue 14):
explore, a failed acquisition and its wait, a success and its bonus, income collected
twice, a threat left unanswered and the spot lost. A fake clock moves; nothing sleeps."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from city_core_support import (
    ALWAYS_THREAT,
    DAY,
    FORGE,
    HOUR,
    T0,
    city,
    rules_with,
)

from demloc.city.clock import from_naive_utc, to_naive_utc
from demloc.city.errors import CityError
from demloc.city.events import draw, lapse
from demloc.city.grants import price_cuts
from demloc.city.income import due
from demloc.city.tasks import (
    Member,
    Outcome,
    Result,
    SpotState,
    Standing,
    Task,
    plan_acquire,
    plan_explore,
    roll_of,
    settle,
)


class Guild:
    """What the store keeps, in memory: statuses, known spots, held spots, a ledger."""

    def __init__(self) -> None:
        self.status = {1: "ready", 2: "ready"}
        self.known: set[str] = set()
        self.held: dict[str, dt.datetime] = {}  # spot -> last collected (naive UTC, as stored)
        self.retry: dict[str, dt.datetime] = {}
        self.tasks: list[Task] = []
        self.ledger: list[tuple[str, int, str]] = []
        self.rules = rules_with(ALWAYS_THREAT)

    def members(self, *ids: int) -> list[Member]:
        return [Member(i, f"M{i}", self.status[i]) for i in ids]

    def standing(self, spot: str) -> Standing:
        state = (SpotState.HELD if spot in self.held
                 else SpotState.KNOWN if spot in self.known else SpotState.UNKNOWN)  # fmt: skip
        return Standing(state, self.retry.get(spot), any(t.spot_id == spot for t in self.tasks))

    def send(
        self, how: Callable[..., Task], spot: str, ids: tuple[int, ...], now: dt.datetime, seed: int
    ) -> Task:
        away = sum(1 for s in self.status.values() if s == "exploring")
        task: Task = how(city(), self.rules, spot, self.members(*ids), self.standing(spot),
                         limit=2, away=away, now=now, seed=seed)  # fmt: skip
        for i in ids:
            self.status[i] = "exploring"
        self.tasks.append(Task.from_json(task.to_json()))  # stored, read back
        return task

    def look(self, now: dt.datetime) -> list[Outcome]:
        """Settle what is due: one transaction each, the task then gone (settled)."""
        done = []
        for task in list(self.tasks):
            outcome = settle(task, now)
            if outcome is None:
                continue
            self.tasks.remove(task)
            for i in outcome.mercenaries:
                self.status[i] = "injured" if i in outcome.injured else "ready"
            if outcome.result is Result.EXPLORED:
                self.known.add(task.spot_id)
            elif outcome.result is Result.ACQUIRED:
                self.held[task.spot_id] = to_naive_utc(outcome.at)
            elif outcome.retry_at is not None:
                self.retry[task.spot_id] = outcome.retry_at
            self.ledger += [(line.kind, line.amount, line.why) for line in outcome.lines]
            done.append(outcome)
        return done


def _seed(task_chance: int, success: bool) -> int:
    probe = Task(kind="acquire", spot_id="x", spot_name="x", mercenaries=(1,),  # type: ignore[arg-type]
                 started_at=T0, due_at=T0 + HOUR, seed=0, chance=task_chance,
                 grant={"text": "g"}, failure={"text": "f"})  # type: ignore[arg-type]  # fmt: skip
    return next(s for s in range(10_000)
                if (roll_of(probe.model_copy(update={"seed": s})) <= task_chance) == success)  # fmt: skip


def test_a_guilds_week_in_the_city() -> None:
    guild = Guild()
    # Noon: both go to explore the forge (6 h, 3 less for the second, never under 4).
    task = guild.send(plan_explore, FORGE, (1, 2), T0, seed=1)
    assert task.due_at == T0 + 4 * HOUR
    assert guild.look(T0 + 2 * HOUR) == [] and guild.status[1] == "exploring"
    # The app is closed; it opens again the next day (a restart): they are back.
    (back,) = guild.look(T0 + DAY)
    assert back.result is Result.EXPLORED and FORGE in guild.known
    assert guild.status == {1: "ready", 2: "ready"} and guild.look(T0 + DAY) == []
    # They try to acquire it (chance 50 for two) and fail; one comes back injured.
    start = T0 + DAY
    failing = guild.send(plan_acquire, FORGE, (1, 2), start, seed=_seed(50, success=False))
    (failed,) = guild.look(failing.due_at)
    assert failed.result is Result.FAILED and len(failed.injured) == 1
    assert sorted(guild.status.values()) == ["injured", "ready"]
    fit = next(i for i, s in guild.status.items() if s == "ready")
    with pytest.raises(CityError, match="try again from"):  # on its guard for 24 h
        guild.send(plan_acquire, FORGE, (fit,), failing.due_at + HOUR, seed=2)
    # The next day, alone, with a seed that succeeds: the forge is theirs.
    later = failing.due_at + DAY
    winning = guild.send(plan_acquire, FORGE, (fit,), later, seed=_seed(40, success=True))
    (won,) = guild.look(winning.due_at + 5 * HOUR)
    assert won.result is Result.ACQUIRED and won.at == winning.due_at
    assert price_cuts(city(), guild.rules, guild.held)["weapon"] == 10  # at once
    # Two days and a bit later the player collects; then again at once: nothing more.
    now = winning.due_at + 2 * DAY + 3 * HOUR
    first = due(city().spot(FORGE), guild.rules, from_naive_utc(guild.held[FORGE]), now)
    guild.held[FORGE] = to_naive_utc(first.through)
    again = due(city().spot(FORGE), guild.rules, first.through, now)
    assert [(line.kind, line.amount) for line in first.lines] == [("feods", 20)]
    assert again.lines == ()
    # A fire threatens the forge; the player does not answer in time: the spot is lost.
    events = draw(guild.rules, 7, winning.due_at, now, [city().spot(FORGE)])
    assert events.days == 2 and all(e.spot_id == FORGE for e in events.events)
    threat = events.events[0]
    assert threat.answer_by is not None
    lost = lapse(threat, threat.answer_by)
    assert lost is not None and lost.lose_spot == FORGE
    del guild.held[FORGE]
    assert price_cuts(city(), guild.rules, guild.held)["weapon"] == 0  # the bonus ends
    assert guild.standing(FORGE).state is SpotState.KNOWN  # to be regained (6.4.1)
