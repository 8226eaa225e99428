"""The city's random events in the database (rulebook 6.2 "Random events"; R-124): each
guild's seed and last day drawn (city_clock), the events drawn (city_event) and the
answers applied, through the ledger (`pay`, which store/city.py uses too).
store/city.py settle_due draws and lapses them; the player answers (`answer`), and
undoes an answer while its time runs as any city action (store/city_changes.py)."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from demloc.city import events as city_events
from demloc.city.clock import from_naive_utc, stamp, to_naive_utc
from demloc.city.errors import CityError
from demloc.city.ledger import Line
from demloc.city.model import City, ControlSpot
from demloc.city.rules import EventKind
from demloc.store.city_spots import (
    CityData,
    anchor,
    check_city_row,
    check_city_rows,
    city_data,
    held_by,
    hold,
    holder_rows,
)
from demloc.store.guilds import GuildRuleError, change_wealth, lock_guild
from demloc.store.integrity import check_rows
from demloc.store.schema import Guild
from demloc.store.schema_city import CityClock, CityEvent, CityTask
from demloc.store.schema_missions import ControlSpotHolder


def pay(
    session: Session, guild: Guild, lines: Sequence[Line], *, chosen: bool = False
) -> tuple[int, int, int]:
    """The lines as ledger entries, one per reason. A cost forced on the guild (a failure,
    a lapsed answer) that it cannot pay in full takes what it has (R-117); a price the
    player chooses (`chosen`: an answer) is refused unless he can pay it all (R-127).
    Returns what was written (fame, feods, blood stones)."""
    paid = [0, 0, 0]
    by_reason: dict[str, dict[str, int]] = {}
    for line in lines:
        by_reason.setdefault(line.why, {}).setdefault(line.kind, 0)
        by_reason[line.why][line.kind] += line.amount
    if chosen:
        session.refresh(guild, ["fame", "feods", "blood_stones"])
        for kind, have, word in ((
            "feods", guild.feods, "feods"), ("blood_stones", guild.blood_stones, "blood stones"
        )):  # fmt: skip
            cost = -sum(a.get(kind, 0) for a in by_reason.values())
            if cost > have:
                raise CityError(
                    f"this answer costs {cost} {word} and {guild.name} has {have}: choose "
                    "another (R-127)"
                )
    for why, amounts in by_reason.items():
        session.refresh(guild, ["fame", "feods", "blood_stones"])
        fame = amounts.get("fame", 0)
        feods = max(amounts.get("feods", 0), -guild.feods)
        stones = max(amounts.get("blood_stones", 0), -guild.blood_stones)
        if fame or feods or stones:
            short = feods != amounts.get("feods", 0) or stones != amounts.get("blood_stones", 0)
            change_wealth(session, guild, why + (" (all it had, R-117)" if short else ""),
                          fame=fame, feods=feods, blood_stones=stones)  # fmt: skip
            paid = [paid[0] + fame, paid[1] + feods, paid[2] + stones]
    return paid[0], paid[1], paid[2]


def draw_and_lapse(session: Session, guild: Guild, data: CityData, now: dt.datetime) -> None:
    check_city_rows(session, guild.id)
    _draw(session, guild, data, now)
    _lapse(session, guild, data, now)


def _held_spots(session: Session, guild: Guild, city: City) -> list[ControlSpot]:
    held = held_by(session, guild, city)
    return [s for s in city.spots if s.id in held]


def _draw(session: Session, guild: Guild, data: CityData, now: dt.datetime) -> None:
    clock = session.get(CityClock, guild.id)
    if clock is None:  # the guild has not set foot in the city yet (start_clock)
        return
    last = from_naive_utc(clock.drawn_through)
    drawn = city_events.draw(
        data.rules, clock.seed, last, now, _held_spots(session, guild, data.city)
    )
    if drawn.days == 0:
        return
    lock_guild(session, guild)
    clock = session.get_one(CityClock, guild.id)
    holders = holder_rows(session)
    for event in drawn.events:
        day = to_naive_utc(event.day)
        held = holders.get(event.spot_id) if event.spot_id else None
        if event.spot_id and (held is None or held.since > day):
            continue  # a threat only falls on a spot held at its day's end
        exists = session.scalar(
            select(CityEvent.id).where(
                CityEvent.guild_id == guild.id,
                CityEvent.event_id == event.event_id,
                CityEvent.day == day,
            )
        )
        if exists is None:
            session.add(CityEvent(guild_id=guild.id, event_id=event.event_id, day=day,
                                  drawn=json.dumps(event.to_json(), sort_keys=True)))  # fmt: skip
    clock.drawn_through = to_naive_utc(drawn.through)
    session.flush()


def drawn_of(row: CityEvent) -> city_events.Drawn:
    return city_events.Drawn.from_json(json.loads(row.drawn))


def _still_held(session: Session, guild: Guild, drawn: city_events.Drawn) -> bool:
    if drawn.spot_id is None:
        return True
    row = session.get(ControlSpotHolder, drawn.spot_id)
    return row is not None and row.guild_id == guild.id


def _write_answer(
    session: Session,
    guild: Guild,
    row: CityEvent,
    reply: city_events.Answer,
    now: dt.datetime,
    how: str,
) -> None:
    lost: dict[str, Any] | None = None
    if reply.lose_spot is not None:
        holder = session.get(ControlSpotHolder, reply.lose_spot)
        if holder is not None and holder.guild_id == guild.id:
            lost = {
                "spot": reply.lose_spot,
                "since": stamp(from_naive_utc(holder.since)),
                "through": stamp(anchor(holder)),
            }
            hold(session, reply.lose_spot, None, now)
    paid = pay(session, guild, reply.lines, chosen=how == "answered")
    row.answer = json.dumps(
        {"option": reply.option_id, "text": reply.text, "how": how, "paid": paid, "lost": lost},
        sort_keys=True,
    )
    row.answered_at = to_naive_utc(now)
    session.flush()


def _lapse(session: Session, guild: Guild, data: CityData, now: dt.datetime) -> None:
    for row in session.scalars(
        select(CityEvent).where(CityEvent.guild_id == guild.id, CityEvent.answer == "")
    ).all():
        drawn = drawn_of(row)
        reply = city_events.lapse(drawn, now, still_held=_still_held(session, guild, drawn))
        if reply is not None:
            lock_guild(session, guild)
            assert drawn.answer_by is not None  # lapse gives an answer only then
            _write_answer(session, guild, row, reply, drawn.answer_by, "lapsed")


def _event_row(session: Session, guild: Guild, event_row: int) -> CityEvent:
    check_city_row(session, "city_event", event_row)
    row = session.get(CityEvent, event_row)
    if row is None or row.guild_id != guild.id:
        raise GuildRuleError(f"{guild.name} has no city event #{event_row}")
    return row


def answer(
    session: Session, guild: Guild, event_row: int, option_id: str, now: dt.datetime
) -> city_events.Answer:
    """6.2: the player's answer to a choice or a threat, before its time is up."""
    lock_guild(session, guild)
    row = _event_row(session, guild, event_row)
    drawn = drawn_of(row)
    given = answer_of(row)
    if given is not None and given.get("how") == "lapsed":
        raise CityError(
            f"{drawn.title}: the time to answer ended; '{given.get('option', '')}' stood (R-124)"
        )
    if given is not None:
        raise CityError(f"{drawn.title} is answered already (R-124)")
    reply = city_events.answer(drawn, option_id, now, still_held=_still_held(session, guild, drawn))
    _write_answer(session, guild, row, reply, now, "answered")
    row.told = True
    return reply


def answer_of(row: CityEvent) -> dict[str, Any] | None:
    return json.loads(row.answer) if row.answer else None


def events(session: Session, guild: Guild) -> list[CityEvent]:
    """The guild's city events, newest first (their rows checked, R-205)."""
    check_rows(session.connection(), "city_event", "guild_id = ?", (guild.id,))
    return list(
        session.scalars(
            select(CityEvent)
            .where(CityEvent.guild_id == guild.id)
            .order_by(CityEvent.day.desc(), CityEvent.id.desc())
        )
    )


def told(session: Session, guild: Guild) -> None:
    """The player has seen every outcome and every news: they leave the "new" list."""
    check_city_rows(session, guild.id)
    session.execute(
        update(CityTask)
        .where(CityTask.guild_id == guild.id, CityTask.settled.is_(True), CityTask.told.is_(False))
        .values(told=True)
    )
    for event in events(session, guild):
        if event.answer or drawn_of(event).answer_by is None:
            event.told = True
    session.flush()


def tell(session: Session, guild_id: int, event_id: str, title: str, text: str,
         now: dt.datetime) -> None:  # fmt: skip
    """News of the city that no die drew: a spot won or lost in a mission (6.4.1)."""
    day = now.astimezone(dt.UTC)
    drawn = city_events.Drawn(event_id=event_id, kind=EventKind.NEWS, day=day, title=title,
                              text=text)  # fmt: skip
    session.add(CityEvent(guild_id=guild_id, event_id=event_id, day=to_naive_utc(day),
                          drawn=json.dumps(drawn.to_json(), sort_keys=True)))  # fmt: skip
    session.flush()


def mission_spot_news(session: Session, spot_id: str, before: int | None, after: Guild | None,
                      mission: str, now: dt.datetime) -> None:  # fmt: skip
    """The raffle's spot (6.4.1) told in the city: won by one guild, lost by another."""
    try:
        name = city_data().city.spot(spot_id).name
    except (KeyError, ValueError):
        name = spot_id
    if after is not None and after.id != before:
        tell(session, after.id, "mission-won", f"{name} won",
             f"Your guild won {name} in the mission {mission}: its ensign is yours (6.4.1).",
             now)  # fmt: skip
    if before is not None and (after is None or after.id != before):
        tell(session, before, "mission-lost", f"{name} lost",
             f"{name} was lost in the mission {mission}: win it back by acquiring it (6.4.1, "
             "R-121).", now)  # fmt: skip
