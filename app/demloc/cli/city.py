"""`demloc city ...`: the city of DemLoc from the command line (rulebook 6.2; issue 14):
the map and what is under way (`status`), sending mercenaries to explore or acquire a
control spot (`send`), calling them back (`recall`), collecting what the held spots
yielded (`collect`), answering an event (`answer`), and marking news seen (`seen`).

Each command is one transaction: the city is settled at `now` first (store/city.py
settle_due: the tasks due come back, the day's events are drawn and lapsed), then the
action runs, and everything is committed together or not at all. What a command prints
it prints after the commit, so a refusal leaves nothing said and nothing written.

`now` is the machine's clock in UTC; the hidden `--now ISO8601` (an aware time) and
`--seed N` (a task's seed) are for tests, which never sleep. A refusal is one line on
stderr naming the rule, the file or the field, and the exit code is 2."""

from __future__ import annotations

import argparse
import datetime as dt
import difflib
import json
import sys
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog, load_catalog
from demloc.city import tasks, words
from demloc.city.clock import stamp
from demloc.city.errors import CityError
from demloc.city.ledger import Line
from demloc.city.model import City
from demloc.city.tasks import Outcome, Result, SpotState, TaskKind
from demloc.errors import BadInputError
from demloc.guild.rules import GuildRules, guild_rules
from demloc.paths import builtin_sets_dir, user_sets_dir
from demloc.store import city as store
from demloc.store import city_events
from demloc.store.city_status import CityStatus, as_json, city_status, member_names
from demloc.store.database import open_database
from demloc.store.guilds import find_guild
from demloc.store.schema import Guild
from demloc.store.schema_city import CityTask

REFUSED = 2  # the exit code of every refusal (argparse's own for a bad command line)
COMMAND = "demloc city"
EARLIEST = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)  # --now: a clock within these years
LATEST = dt.datetime(2200, 1, 1, tzinfo=dt.UTC)
MAX_ID = 2**62  # a task or event number the database can hold


class CityCommandError(BadInputError):
    """What the command line itself refuses: a time without its zone, a mercenary or a
    spot it cannot find, a guild not named where there are several."""


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    city = commands.add_parser(
        "city", help="the city of DemLoc: status, send, recall, collect, answer (6.2)"
    )
    city.set_defaults(run=run)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--guild", metavar="NAME", help="the guild (needed when the database has several)"
    )
    common.add_argument("--json", action="store_true", help="print one JSON document")
    common.add_argument("--now", metavar="ISO8601", help=argparse.SUPPRESS)  # tests' clock
    sub = city.add_subparsers(dest="city_command", required=True)
    sub.add_parser(
        "status", parents=[common],
        help="the map, tasks under way, income due, open events and new returns",
    )  # fmt: skip
    send = sub.add_parser(
        "send", parents=[common], help="send ready mercenaries to explore or acquire a spot"
    )
    send.add_argument("spot", metavar="SPOT", help="a control spot's id or name")
    send.add_argument(
        "mercenaries", metavar="MERC", nargs="+", help="a member's id or name, as status shows"
    )
    what = send.add_mutually_exclusive_group()
    what.add_argument("--explore", action="store_true", help="explore (an unknown spot)")
    what.add_argument("--acquire", action="store_true", help="acquire (a known spot)")
    send.add_argument(
        "--dry-run", action="store_true", help="only show the hours and the chance; send nobody"
    )
    send.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # tests' roll
    recall = sub.add_parser("recall", parents=[common], help="call a task back early")
    recall.add_argument("task", metavar="TASK_ID", type=_id)
    collect = sub.add_parser("collect", parents=[common], help="collect what held spots yielded")
    collect.add_argument("spot", metavar="SPOT", nargs="?", help="only this spot")
    answer = sub.add_parser("answer", parents=[common], help="answer a city event")
    answer.add_argument("event", metavar="EVENT_ID", type=_id)
    answer.add_argument("option", metavar="OPTION_ID")
    sub.add_parser("seen", parents=[common], help="mark the returns and the news as seen")


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BadInputError as error:  # a rule's refusal (CityError), a data file's, the store's
        print(f"{COMMAND} {args.city_command}: {_one_line(str(error))}", file=sys.stderr)
        return REFUSED


def _one_line(text: str) -> str:
    return " ".join(text.split())


# ---- what the command line gives -------------------------------------------------------


def parse_now(text: str | None) -> dt.datetime:
    """`--now`: an ISO 8601 time with its zone, in UTC; the machine's clock without it."""
    if text is None:
        return dt.datetime.now(dt.UTC)
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        raise CityCommandError(
            f"--now {text!r} is not an ISO 8601 time such as 2026-03-01T12:00:00Z"
        ) from None
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise CityCommandError(
            f"--now {text!r} has no time zone: the city keeps its deadlines in UTC (R-122); "
            "add Z or an offset such as +01:00"
        )
    moment = moment.astimezone(dt.UTC)
    if not EARLIEST <= moment <= LATEST:
        raise CityCommandError(
            f"--now {text!r}: the city's clock runs from {EARLIEST.year} to {LATEST.year}"
        )
    return moment


def _id(text: str) -> int:
    """A task or event number: a whole number the database can hold."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 1 <= value <= MAX_ID:
        raise argparse.ArgumentTypeError(f"{text}: numbers run from 1 to {MAX_ID}")
    return value


def _seed(value: int | None) -> int | None:
    if value is not None and not 0 <= value < tasks.SEEDS:
        raise CityCommandError(f"--seed {value}: a seed is 0 to 2**63 - 1")
    return value


def _fold(text: str) -> str:
    folded = " ".join(text.casefold().split())
    return folded.removeprefix("the ")


def spot_id(city: City, text: str) -> str:
    """A control spot by its id, or its name in any case ("the" may be left out)."""
    wanted = _fold(text)
    for spot in city.spots:
        if wanted in (spot.id, _fold(spot.name)):
            return spot.id
    part = [s for s in city.spots if wanted and (wanted in s.id or wanted in _fold(s.name))]
    if len(part) == 1:  # "lantern" for The Drowned Lantern
        return part[0].id
    if part:
        listed = ", ".join(s.id for s in part)
        raise CityError(f"'{text}' names {len(part)} control spots ({listed}): give one (6.2)")
    names = {_fold(s.name): s for s in city.spots} | {s.id: s for s in city.spots}
    close = difflib.get_close_matches(wanted, list(names), n=1, cutoff=0.6)
    hint = f"; did you mean {names[close[0]].id} ({names[close[0]].name})?" if close else ""
    raise CityError(
        f"'{text}' is not a control spot of {city.name}: give a spot's id or name as "
        f"`demloc city status` shows them{hint} (6.2)"
    )


def member_ids(guild: Guild, names: dict[int, str], given: Sequence[str]) -> list[int]:
    """Members by id ("3" or "#3") or by name as the status shows them (in any case); a
    name two members share is refused with their ids."""
    found = []
    for text in given:
        plain = text.strip().removeprefix("#")
        if plain.isdigit():
            if int(plain) not in names:
                raise CityCommandError(f"{guild.name} has no member #{plain}")
            found.append(int(plain))
            continue
        wanted = " ".join(text.casefold().split())
        exact = [i for i, n in names.items() if n.casefold() == wanted]
        # "Ashby" when two Ashbys are numbered "Ashby #3", "Ashby #7": which one?
        shared = [i for i, n in names.items() if n.casefold().rsplit(" #", 1)[0] == wanted]
        part = [i for i, n in names.items() if wanted and wanted in n.casefold()]
        several = shared or part
        if len(exact) == 1:
            found.append(exact[0])
        elif len(several) == 1:  # "ashby" for Corvin Ashby
            found.append(several[0])
        elif several:
            ids = ", ".join(f"{names[i]} (#{i})" for i in several)
            raise CityCommandError(
                f"'{text}' names {len(several)} members of {guild.name}: give one of {ids}"
            )
        else:
            known = ", ".join(f"{n} (#{i})" for i, n in names.items()) or "none"
            raise CityCommandError(f"{guild.name} has no mercenary named '{text}' ({known})")
    return found


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def when(moment: dt.datetime) -> str:
    """A deadline in UTC, and in the machine's local time."""
    local = moment.astimezone()
    return f"{moment.astimezone(dt.UTC):%Y-%m-%d %H:%M} UTC ({local:%Y-%m-%d %H:%M %Z} local)"


def _amounts(lines: Sequence[Line]) -> dict[str, int]:
    return {ln.kind: ln.amount for ln in lines}


def _paid(fame: int, feods: int, stones: int) -> str:
    signed = [
        f"{n:+d} {word}"
        for n, word in ((fame, "fame"), (feods, "feods"), (stones, "blood stones"))
        if n != 0
    ]
    return ", ".join(signed) or "nothing"


# ---- the command ----------------------------------------------------------------------


def _catalog() -> Catalog:
    return load_catalog([builtin_sets_dir(), user_sets_dir()])


def _rules() -> GuildRules:
    return guild_rules()


def _guild(session: Session, name: str | None) -> Guild:
    """The named guild; the only one when none is named (the services lock it)."""
    if name is not None:
        return find_guild(session, name)
    guilds = list(session.scalars(select(Guild).order_by(Guild.name)))
    if len(guilds) == 1:
        return guilds[0]
    if not guilds:
        raise CityCommandError(
            "no guild here yet: make one (demloc guild new NAME --colour COLOUR, or "
            "demloc guild starter on an empty database)"
        )
    listed = ", ".join(g.name for g in guilds) or "none"
    raise CityCommandError(f"{len(guilds)} guilds here ({listed}): name one with --guild NAME")


class _Out:
    """What the command says, printed once its transaction is committed."""

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self.lines: list[str] = []
        self.doc: dict[str, Any] = {}

    def say(self, line: str = "") -> None:
        self.lines.append(line)

    def show(self) -> None:
        if self.as_json:
            print(json.dumps(self.doc, indent=2, ensure_ascii=False))
        else:
            for line in self.lines:
                print(line)


def _came_back(out: _Out, guild: Guild, settled: Sequence[CityTask]) -> None:
    """The guild's tasks settled by this look at the city (6.2: they come back)."""
    mine = [(r.id, store.outcome_of(r)) for r in settled if r.guild_id == guild.id]
    back = [(task_id, outcome) for task_id, outcome in mine if outcome is not None]
    out.doc["came_back"] = [{"id": task_id} | o.to_json() for task_id, o in back]
    for task_id, outcome in back:
        out.say(f"Back from the city (task #{task_id}): {_outcome_words(outcome)}")


def _outcome_words(outcome: Outcome) -> str:
    text = outcome.text
    if outcome.roll is not None:
        text += f" (rolled {outcome.roll} for {outcome.chance}% or under)"
    if outcome.result is Result.FAILED and outcome.retry_text:
        text += f" {outcome.retry_text}"
    return text


def _run(args: argparse.Namespace) -> int:
    now = parse_now(args.now)
    command = args.city_command
    catalog, rules = _catalog(), _rules()
    data = store.city_data()  # the files are checked before the database is touched
    sessions = open_database(args.db)
    try:
        out = _Out(args.json)
        with sessions.begin() as session:
            guild = _guild(session, args.guild)  # before settling: a bad name settles nothing
            settled = store.settle_due(session, data, now)
            guild = session.get_one(Guild, guild.id)
            if command != "status":
                _came_back(out, guild, settled)
            if command == "status":
                status = city_status(session, guild, data, rules, catalog, now)
                out.doc = as_json(status)
                out.lines = status_text(status)
            elif command == "send":
                _send(session, guild, data, rules, catalog, args, now, out)
            elif command == "recall":
                _recall(session, guild, args.task, now, out)
            elif command == "collect":
                _collect(session, guild, data, args.spot, now, out)
            elif command == "answer":
                _answer(session, guild, args.event, args.option, now, out)
            elif command == "seen":
                _seen(session, guild, out)
            else:  # argparse knows the commands: a new one without its branch
                raise CityCommandError(f"unknown city command {command}")
        out.show()
        return 0
    finally:
        sessions.kw["bind"].dispose()


def _send(
    session: Session,
    guild: Guild,
    data: store.CityData,
    rules: GuildRules,
    catalog: Catalog,
    args: argparse.Namespace,
    now: dt.datetime,
    out: _Out,
) -> None:
    """6.2 Explore / Acquire; a dry run's task is undone at once (a savepoint), what
    came back meanwhile is kept."""
    where = spot_id(data.city, args.spot)
    spot = data.city.spot(where)
    names = member_names(session, guild, catalog)
    ids = member_ids(guild, names, args.mercenaries)
    state = store.standing(session, guild, where).state
    if args.explore or args.acquire:
        kind = TaskKind.EXPLORE if args.explore else TaskKind.ACQUIRE
    else:  # 6.2: explore what is unknown, acquire what is known
        kind = TaskKind.EXPLORE if state is SpotState.UNKNOWN else TaskKind.ACQUIRE
    seen = tasks.preview(data.city, data.rules, where, kind, len(ids), state)
    count = f"{len(ids)} mercenar{'y' if len(ids) == 1 else 'ies'}"
    if kind is TaskKind.ACQUIRE:  # the chance and the hours shown before sending
        out.say(f"Acquiring {spot.name} with {count}: {seen.chance}% chance, {seen.hours} h.")
    else:
        out.say(f"Exploring {spot.name} with {count}: {seen.hours} h.")
    out.doc["preview"] = {"kind": kind.value, "spot": where, "count": len(ids),
                          "hours": seen.hours, "chance": seen.chance}  # fmt: skip
    # The store checks every rule (the spot's state, who is ready, the office), for a
    # dry run too.
    trial = session.begin_nested() if args.dry_run else None
    row = store.send(session, guild, data, rules, kind, where, ids, now, names=names,
                     seed=_seed(args.seed))  # fmt: skip
    if trial is not None:
        trial.rollback()
        out.say("Dry run: nobody was sent.")
        out.doc |= {"dry_run": True, "task": None}
        return
    task = store.task_of(row)
    sent = ", ".join(names[i] for i in ids)
    out.say(f"Sent {sent} to {kind.value} {spot.name} (task #{row.id}).")
    out.say(f"Back {when(task.due_at)}, in {words.left(task.remaining(now))}.")
    out.doc |= {
        "dry_run": False,
        "task": row.id,
        "mercenaries": [names[i] for i in ids],
        "started_at": stamp(task.started_at),
        "due_at": stamp(task.due_at),
        "chance": task.chance,
    }


def _recall(session: Session, guild: Guild, task_id: int, now: dt.datetime, out: _Out) -> None:
    outcome = store.recall(session, guild, task_id, now)
    out.say(f"Recalled task #{task_id}: {outcome.text}")
    out.doc |= {"id": task_id} | outcome.to_json()  # as status --json's returns


def _collect(
    session: Session,
    guild: Guild,
    data: store.CityData,
    spot_text: str | None,
    now: dt.datetime,
    out: _Out,
) -> None:
    """6.2 income: one ledger line per spot, naming it (R-123); or when the next is due."""
    where = spot_id(data.city, spot_text) if spot_text is not None else None
    made = store.collect(session, guild, data, now, where)
    out.doc["collected"] = [
        {"spot": m.spot_id, "through": stamp(m.through), "why": m.why,
         "fame": m.paid[0], "feods": m.paid[1], "blood_stones": m.paid[2]}
        for m in made
    ]  # fmt: skip
    for m in made:
        if any(m.paid):
            out.say(f"Ledger: {m.why}: {_paid(*m.paid)}")
        else:  # a last collection far in the future, reset to now
            out.say(f"{data.city.spot(m.spot_id).name}: your clock was put back; its "
                    "yield starts again from now (R-166).")  # fmt: skip
    due = [c for c in store.income_due(session, guild, data, now) if where in (None, c.spot_id)]
    upcoming = min(due, key=lambda c: c.next_at, default=None)
    out.doc["next_at"] = stamp(upcoming.next_at) if upcoming is not None else None
    if made:
        return
    if upcoming is None:
        out.say(f"Nothing due: {guild.name} holds no control spot in the city (6.2).")
    else:
        name = data.city.spot(upcoming.spot_id).name
        out.say(f"Nothing due; the next period ends {when(upcoming.next_at)} at {name} (R-123).")


def _answer(
    session: Session, guild: Guild, event_id: int, option: str, now: dt.datetime, out: _Out
) -> None:
    row = next((r for r in city_events.events(session, guild) if r.id == event_id), None)
    if row is not None:
        given, drawn = city_events.answer_of(row), city_events.drawn_of(row)
        if given is not None and given.get("how") == "lapsed" and drawn.answer_by is not None:
            # store/city_events.py answer says "answered already" of a lapsed event too
            default = next(o for o in drawn.options if o.default)
            raise CityError(
                f"{drawn.title}: the time to answer ended at {stamp(drawn.answer_by)}; "
                f"'{default.label}' stands (R-124)"
            )
    reply = city_events.answer(session, guild, event_id, option, now)
    amounts = _amounts(reply.lines)
    paid = _paid(amounts.get("fame", 0), amounts.get("feods", 0), amounts.get("blood_stones", 0))
    out.say(f"{reply.text} ({paid})")
    if reply.lose_spot is not None:
        out.say(f"Your ensign comes down over {reply.lose_spot} (6.2).")
    out.doc |= {"event": event_id, "option": reply.option_id, "text": reply.text,
                "amounts": amounts, "lost_spot": reply.lose_spot}  # fmt: skip


def _seen(session: Session, guild: Guild, out: _Out) -> None:
    before = city_events.events(session, guild)
    news = sum(1 for e in before if not e.told)
    returns = session.scalars(
        select(CityTask).where(
            CityTask.guild_id == guild.id, CityTask.settled.is_(True), CityTask.told.is_(False)
        )
    ).all()
    count = len(returns)
    city_events.told(session, guild)
    still = sum(1 for e in city_events.events(session, guild) if not e.told)
    out.say(f"Seen: {_count(count, 'return')}, {_count(news - still, 'event')}.")
    if still:
        waits = "waits" if still == 1 else "wait"
        out.say(f"{_count(still, 'event')} {waits} for your answer: demloc city answer "
                "EVENT_ID OPTION_ID")  # fmt: skip
    out.doc |= {"returns": count, "events": news - still, "waiting": still}


# ---- the status as text ----------------------------------------------------------------


def _state(line_state: SpotState, holder: str) -> str:
    return f"held by {holder}" if line_state is SpotState.RIVAL else line_state.value


def status_text(status: CityStatus) -> list[str]:
    """`demloc city status`: the map by area, then what is under way and what is new."""
    now = status.now
    out = [f"{status.guild} ({status.colour}) in the city, {when(now)}"]
    if status.provisional:
        out.append("Provisional data: the city's spots and numbers are the app's own design, "
                   "not the rulebook's (R-48, R-119).")  # fmt: skip
    ready = ", ".join(f"{name} (#{i})" for i, name in status.ready) or "nobody"
    out.append(f"Master's office: {status.away} of {status.limit} away, {status.free} more "
               f"can go (6.2). Ready: {ready}.")  # fmt: skip
    if status.cuts:
        cuts = ", ".join(f"{words.PRICE_WORDS.get(k, k)} {v}% off" for k, v in status.cuts.items())
        out.append(f"Price cuts while held: {cuts} (R-125).")
    area = ""
    for line in status.spots:
        if line.area != area:
            area = line.area
            out += ["", area]
        spot = line.spot
        kind = "?" if line.state is SpotState.UNKNOWN else spot.kind.value  # learnt exploring
        text = f"  {spot.id:<20} {status.place(spot.id):<30} {kind:<13} "
        text += _state(line.state, line.holder)
        if line.task is not None:
            task = line.task.task
            text += (f"; {task.kind.value} under way (task #{line.task.id}, "
                     f"{words.left(task.remaining(now))} left)")  # fmt: skip
        if line.retry_at is not None and now < line.retry_at:
            text += f"; on its guard until {when(line.retry_at)}"
        out.append(text)
        if line.state is not SpotState.UNKNOWN:
            out.append(f"  {'':<20} yields {line.yields}; acquiring it grants {line.grants}")
    out += ["", "Under way:"]
    for t in status.tasks:
        chance = f", {t.task.chance}% chance" if t.kind is TaskKind.ACQUIRE else ""
        left = words.left(t.task.remaining(now))
        out.append(f"  #{t.id} {t.kind.value} {status.place(t.task.spot_id)}: "
                   f"{', '.join(t.names)}{chance}; "
                   f"back {when(t.task.due_at)}, {left} left")  # fmt: skip
    if not status.tasks:
        out.append("  nobody is away")
    out += ["", "Income due:"]
    held = [s for s in status.spots if s.income is not None]
    for s in held:
        assert s.income is not None
        amounts = _amounts(s.income.lines)
        due = words.amounts(amounts.get("fame", 0), amounts.get("feods", 0),
                            amounts.get("blood_stones", 0))  # fmt: skip
        if s.income.periods:
            out.append(f"  {s.spot.name}: {due} ({s.income.periods} periods); "
                       f"the next period ends {when(s.income.next_at)}")  # fmt: skip
        elif s.income.reset:  # its last collection far ahead: waits for a collect
            out.append(f"  {s.spot.name}: your clock was put back; collect to start its "
                       "yield again from now (R-166)")  # fmt: skip
        else:
            out.append(f"  {s.spot.name}: nothing yet; the first period ends "
                       f"{when(s.income.next_at)}")  # fmt: skip
    if not held:
        out.append("  none: your guild holds no control spot")
    out += ["", "Open events:"]
    open_events = [e for e in status.events if e.open(now)]
    for e in open_events:
        assert e.drawn.answer_by is not None
        options = ", ".join(
            f"{o.id} ({o.label}{', the default' if o.default else ''})" for o in e.drawn.options
        )
        out.append(f"  #{e.id} {e.drawn.title}: {e.drawn.text} Answer by "
                   f"{when(e.drawn.answer_by)} with one of: {options}")  # fmt: skip
    if open_events:
        out.append("  (demloc city answer EVENT_ID OPTION_ID)")
    else:
        out.append("  none")
    news = [e for e in status.events if not e.told and not e.open(now)]
    if news:
        out += ["", "News:"]
        for e in news:
            said = f" {e.answer['text']} ({e.answer['how']})" if e.answer else ""
            out.append(f"  #{e.id} {e.drawn.title}: {e.drawn.text}{said}")
    out += ["", "New returns:"]
    new = [r for r in status.returns if not r.told]
    for r in new:
        out.append(f"  #{r.id} {r.place}, {r.outcome.result.value} "
                   f"({', '.join(r.names)}): {_outcome_words(r.outcome)}")  # fmt: skip
    if not new:
        out.append("  none")
    if new or news:
        out.append("  (demloc city seen marks them seen)")
    return out
