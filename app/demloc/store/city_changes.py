"""One city action as a change of rows, undone and redone as a guild action is
(store/changes.py; issue 28 section 1): no action has an inverse of its own.

`capture` reads the rows a player's action in the city may change (the guild's
members, its tasks and events, who holds each spot) and the ledger; `difference`
(store/changes.py) keeps the rows the action changed, as they were and as it left
them, and the ledger lines it wrote. `apply_change` puts those rows back only where
they are still as the action (or the undo) left them, under the guild's lock, and
writes the inverse of the ledger lines as a new line: a task that came back since,
a spot collected or taken since, an answer lapsed since, refuse the undo and say so;
nothing is changed then. A change put back must leave the city as a send would
(6.2, R-121, R-122, R-124): a task under way before its deadline, one task a spot, the
master's office's limit kept, an event open only while its time to answer runs.

The city's clock (city_clock) is not part of a change: it only counts the days drawn,
which settling moves on for every guild, and a guild keeps it once it has set foot in
the city (R-124).
"""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.city.clock import to_naive_utc
from demloc.guild.rules import GuildRules
from demloc.store.changes import TABLES as CHANGES_TABLES
from demloc.store.changes import (
    GuildChange,
    GuildState,
    Row,
    Table,
    remapped,
    replay_begins,
    replay_wealth,
    rows_of,
)
from demloc.store.city import CityData, office
from demloc.store.city_events import drawn_of
from demloc.store.city_spots import check_city_rows
from demloc.store.guilds import guild_cards
from demloc.store.schema import Guild, Member
from demloc.store.schema_city import CityEvent, CityKnownSpot, CityTask
from demloc.store.schema_missions import ControlSpotHolder

# Each table's key and its values' count, as `capture` reads them (store/row_history.py).
SHAPES: dict[str, tuple[type, int]] = {"member": (int, 3), "task": (int, 7),
    "event": (int, 3), "holder": (str, 3)}  # fmt: skip


# What a player's action in the city may change, by table (SHAPES says how each is
# kept): its tasks and events are histories (a long campaign has thousands), read only
# where an action touched them (store/changes.py, R-200); every spot's holder is read.
TABLES: dict[str, Table] = {
    "member": CHANGES_TABLES["member"],
    "task": Table(
        CityTask,
        "id",
        ("kind", "spot_id", "due_at", "task", "settled", "outcome", "told"),
        "guild_id",
        grows=True,
    ),
    "event": Table(CityEvent, "id", ("answer", "answered_at", "told"), "guild_id", grows=True),
    "holder": Table(ControlSpotHolder, "spot_id", ("guild_id", "since", "collected_through"), ""),
}


def capture(session: Session, guild: Guild) -> GuildState:
    """The rows of the city a player's action may change, and the guild's ledger, before
    (or after) it: pass both to store/changes.py's `difference`."""
    return GuildState(session, guild, TABLES)


class _Names:
    def __init__(self, session: Session, guild: Guild, data: CityData, catalog: Catalog) -> None:
        self.session, self.data = session, data
        self.cards = guild_cards(session, guild, catalog)
        self.known = set(session.scalars(select(ControlSpotHolder.spot_id))) | set(
            session.scalars(select(CityKnownSpot.spot_id).where(CityKnownSpot.guild_id == guild.id))
        )

    def spot(self, spot_id: str) -> str:
        """A spot as the guild knows it: a place nobody explored is not named (6.2)."""
        try:
            if spot_id in self.known:
                return self.data.city.spot(spot_id).name
            return f"a place in {self.data.city.area_of(spot_id).name}"
        except KeyError:
            return "a place in the city"

    def row(self, table: str, key: Any, values: Row) -> str:
        if table == "member":
            card = self.cards.get(values[0])
            return card.name if card is not None else str(values[0])
        if table == "task":
            return f"the task at {self.spot(values[1])}"
        if table == "event":
            event = self.session.get(CityEvent, key)
            return drawn_of(event).title if event is not None else "the event"
        return f"{self.spot(key)}'s ensign"


def apply_change(
    session: Session,
    change: GuildChange,
    *,
    undo: bool,
    text: str,
    data: CityData,
    catalog: Catalog,
    rules: GuildRules,
    now: dt.datetime,
) -> GuildChange:
    """Undo (or redo) the city action `change` at `now`, in `session`'s transaction,
    after what fell due was settled; the change as it now stands (a task made again
    has a new id). GuildRuleError saying why, if a row is no longer as the action left
    it or the city would break a rule; the caller rolls back."""
    guild, steps, refuse = replay_begins(session, change, text, undo)
    check_city_rows(session, guild.id)  # what is read by the ORM below
    names = _Names(session, guild, data, catalog)
    current = rows_of(session, guild, TABLES, steps)

    # A task that came back explains its mercenaries' rows: it is named first.
    for (table, key), (was, then) in sorted(steps.items(), key=lambda s: s[0][0] != "task"):
        found = current.get(table, {}).get(key)
        if found == was:
            continue
        what = names.row(table, key, was or then or ())
        if table == "task" and found is not None and found[4] and was is not None and not was[4]:
            raise refuse(f"{what} is over (R-122)")
        if table == "event" and found is not None and _lapsed(found[0]):
            raise refuse(f"{what}: the time to answer ended and the default stood (R-124)")
        raise refuse(f"{what} was changed since (in another window or the mission)")

    made: dict[tuple[str, Any], Any] = {}
    for (table, key), (was, then) in steps.items():
        if table == "member":
            member = session.get(Member, key)
            if member is None or then is None:  # a city action never makes or dismisses one
                raise refuse("a mercenary of the guild was dismissed since")
            member.status, member.recovery = then[1], then[2]
        elif table == "task":
            if then is None:
                session.execute(delete(CityTask).where(CityTask.id == key))
            elif was is None:
                kind, spot_id, due_at, promise, settled, outcome, told = then
                task = CityTask(
                    guild_id=guild.id,
                    kind=kind,
                    spot_id=spot_id,
                    due_at=due_at,
                    task=promise,
                    settled=settled,
                    outcome=outcome,
                    told=told,
                )
                session.add(task)
                session.flush()
                made[(table, key)] = task.id
            else:
                row = session.get_one(CityTask, key)
                row.settled, row.outcome, row.told = then[4], then[5], then[6]
        elif table == "event":
            event = session.get(CityEvent, key)
            if event is None or then is None:
                raise refuse("the event is no longer in the database")
            event.answer, event.answered_at, event.told = then
        else:
            holder = session.get(ControlSpotHolder, key)
            if then is None:
                if holder is not None:
                    session.delete(holder)
            elif holder is None:
                session.add(ControlSpotHolder(spot_id=key, guild_id=then[0], since=then[1],
                                              collected_through=then[2]))  # fmt: skip
            else:
                holder.guild_id, holder.since, holder.collected_through = then
    session.flush()
    session.expire_all()
    _check(session, guild, names, rules, steps, now, refuse)
    replay_wealth(session, guild, change.wealth, undo, text, refuse)
    session.flush()
    return remapped(change, made)


def _lapsed(answer: str) -> bool:
    return bool(answer) and json.loads(answer).get("how") == "lapsed"


def _check(
    session: Session,
    guild: Guild,
    names: _Names,
    rules: GuildRules,
    steps: dict[tuple[str, Any], tuple[Row | None, Row | None]],
    now: dt.datetime,
    refuse: Any,
) -> None:
    """What a change put back under way (a task, an open event) is as a send or a draw
    leaves it now: otherwise the undo (or redo) is refused, saying which rule."""
    naive = to_naive_utc(now)
    resumed = [then for (table, _key), (_was, then) in steps.items()
               if table == "task" and then is not None and not then[4]]  # fmt: skip
    if resumed:
        running = session.scalars(
            select(CityTask.spot_id).where(
                CityTask.guild_id == guild.id, CityTask.settled.is_(False)
            )
        ).all()
        holders = {h.spot_id: h.guild_id for h in session.scalars(select(ControlSpotHolder))}
        known = set(session.scalars(
            select(CityKnownSpot.spot_id).where(CityKnownSpot.guild_id == guild.id)
        ))  # fmt: skip
        twice = Counter(running)
        for kind, spot_id, due_at, *_rest in resumed:
            spot = names.spot(spot_id)
            if due_at <= naive:
                raise refuse(f"the task at {spot} would be over now (R-122)")
            if twice[spot_id] > 1:
                raise refuse(f"your mercenaries are already at {spot}: one task a spot (R-121)")
            if holders.get(spot_id) == guild.id:
                raise refuse(f"{spot} is held by the guild now (R-121)")
            if kind == "explore" and (spot_id in known or spot_id in holders):
                raise refuse(f"{spot} is known now: there is nothing to explore (R-121)")
        limit, away = office(guild, rules)
        if away > limit:
            raise refuse(
                f"the master's office sends {limit} at once and {away} would be out (6.2, R-121)"
            )
    for (table, key), (_was, then) in steps.items():
        if table == "event" and then is not None and then[0] == "":
            drawn = drawn_of(session.get_one(CityEvent, key))
            if drawn.answer_by is None or now >= drawn.answer_by:
                raise refuse(f"{drawn.title}: the time to answer is over (R-124)")
