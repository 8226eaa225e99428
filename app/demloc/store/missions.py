"""A mission in preparation, kept in the database (issue 11): services that take a
Session and never commit; the caller owns one transaction per step.

The set-up's log is a log of steps with a cursor (store/steplog.py, as the mission in
play's): `append` writes one row per action in its canonical text, `undo` marks the
last row undone and `redo` the first undone row done again (so redo survives a
restart); a new step deletes the undone rows; a step from a window whose set-up
another window has moved since is refused. `resume` replays the rows not undone into
a `SetupLog`, so a restart after a crash shows the same step with the same choices,
and `redo_texts` gives the redo list back. A row that cannot
be replayed is named (set-up, step, what is wrong), never a traceback.

Also here: a guild at the table as the set-up reads it (`table_guild`, from this
computer's database; `table_guild_from_file`, from a guild file brought for this
mission only) and who holds the city's control spots (`holders`).
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import random
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import Table, bindparam, select, update
from sqlalchemy.orm import Session

from demloc import textio
from demloc.catalog.cards import Daemon, Follower
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.missions.actions import Action, action_text, parse_action
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.resolution.guest import CAMPAIGN
from demloc.missions.setup import Phase, SetupContext
from demloc.missions.table import MAX_MEMBERS, TableGuild
from demloc.store.errors import StoreError
from demloc.store.guild_file import FORMAT, RECORD_TEXTS, TABLE_COPY, read_guild_file
from demloc.store.guild_file_check import ImportRefusedError, check_guild_data
from demloc.store.guilds import collection, equipment, guild_by_uuid
from demloc.store.integrity import check_rows
from demloc.store.schema import Guild, Item
from demloc.store.schema_missions import (
    MAX_ACTION_TEXT,
    ControlSpotHolder,
    MissionSetup,
    MissionSetupAction,
)
from demloc.store.schema_play import MissionPlay
from demloc.store.steplog import StepLog, Steps

MAX_SEED = 2**63 - 1


class SetupStoreError(StoreError):
    """A saved set-up that cannot be resumed, or a guild that cannot come to the table;
    the message names the set-up and the step, or the file and the field."""


# ---- the log ------------------------------------------------------------------------------


def start_setup(
    session: Session,
    seed: int | None = None,
    *,
    abandon: Collection[int] | None = None,
    mode: str = "",
) -> MissionSetup:
    """A new set-up, open. `abandon`: the open set-ups it replaces (None: every open one,
    one table, one set-up; the table API passes those it means, R-181). `mode`: the
    mode asked for now, set as a step once the set-up reaches its Mode phase."""
    check_rows(session.connection(), "mission_setup", "status = 'open'")
    found = select(MissionSetup).where(MissionSetup.status == "open")
    if abandon is not None:
        found = found.where(MissionSetup.id.in_(list(abandon)))
    for other in session.scalars(found):
        other.status = "abandoned"
        other.revision += 1  # a change to it
    chosen = random.SystemRandom().randrange(MAX_SEED) if seed is None else seed
    setup = MissionSetup(seed=chosen, status="open", mission_id="", mode=mode)
    session.add(setup)
    session.flush()
    return setup


def current_setup(session: Session) -> MissionSetup | None:
    """The newest set-up, unless closed: the one the Mission view shows on start. An
    older one is never brought back (a set-up given up with its mission stays closed,
    RULINGS.md R-131; one played and resolved was followed by a new one). A set-up
    whose mission was written or given up is closed, even before the table tapped "New
    mission" (a restart right after the results, R-133): None, and a new one begins."""
    check_rows(session.connection(), "mission_setup", "id = (SELECT max(id) FROM mission_setup)")
    newest = session.scalar(select(MissionSetup).order_by(MissionSetup.id.desc()).limit(1))
    if newest is None or newest.status == "abandoned" or _played(session, newest.id) in DONE:
        return None
    return newest


def find_setup(session: Session, setup_id: int) -> MissionSetup:
    """The set-up `setup_id`; SetupStoreError when it is no longer in the database. Its
    row is checked first (R-205): a value changed outside DemLoc is said, not a traceback."""
    check_rows(session.connection(), "mission_setup", "id = ?", (setup_id,))
    setup = session.get(MissionSetup, setup_id)
    if setup is None:
        raise SetupStoreError("the set-up is no longer in the database")
    return setup


GIVEN_UP = "was given up (or left for a new one): it can never be played again (R-131)"
PLAYED = "was played already: a set-up is played once, its draw never again (R-133)"
DONE = ("resolved", "abandoned")  # a mission in play that holds its set-up no longer


def _played(session: Session, setup_id: int) -> str | None:
    """The status of the mission begun from the set-up (None: never begun)."""
    return session.scalar(
        select(MissionPlay.status)
        .where(MissionPlay.setup_id == setup_id)
        .order_by(MissionPlay.id.desc())
        .limit(1)
    )


def check_open(session: Session, setup_id: int) -> None:
    """Refuse a step of, or the start of, a set-up that is abandoned (R-131) or whose
    mission was begun already (R-133: played once, from one window or another)."""
    status = session.scalar(select(MissionSetup.status).where(MissionSetup.id == setup_id))
    if status == "abandoned":
        raise SetupStoreError(f"mission set-up {setup_id} {GIVEN_UP}")
    if _played(session, setup_id) is not None:
        raise SetupStoreError(f"mission set-up {setup_id} {PLAYED}")


def revision(session: Session, setup_id: int) -> int:
    """The mission's revision as stored (read under the transaction's write lock):
    SetupStoreError when there is no such set-up."""
    found = session.scalar(select(MissionSetup.revision).where(MissionSetup.id == setup_id))
    if found is None:
        raise SetupStoreError(f"there is no mission {setup_id} in the database")
    return found


_SETUPS: Table = MissionSetup.__table__  # type: ignore[assignment]
# A Core statement, compiled once: the tracker bumps on every tap (issue 26's budget).
_BUMP = (
    update(_SETUPS)
    .where(_SETUPS.c.id == bindparam("setup"))
    .values(revision=_SETUPS.c.revision + 1)
    .returning(_SETUPS.c.revision)
)


def bump(session: Session, setup_id: int) -> int:
    """One change more to the mission's log (a step, an event, undo, redo, begin, give
    up, write): its revision, one more, never back (R-183), returned (one statement:
    the table API bumps first and checks the revision before it, so a refused change
    rolls the bump back with it). SetupStoreError when there is no such set-up."""
    found = session.execute(_BUMP, {"setup": setup_id}).scalar()
    if found is None:
        raise SetupStoreError(f"there is no mission {setup_id} in the database")
    return int(found)


def play_of(session: Session, setup_id: int) -> MissionPlay | None:
    """The mission begun from the set-up (the newest; None: never begun)."""
    check_rows(session.connection(), "mission_play", "setup_id = ?", (setup_id,))
    return session.scalar(
        select(MissionPlay)
        .where(MissionPlay.setup_id == setup_id)
        .order_by(MissionPlay.id.desc())
        .limit(1)
    )


def open_setups(session: Session) -> list[tuple[MissionSetup, MissionPlay | None]]:
    """The set-ups not given up whose mission is not over: in preparation, ready, or
    in play (its results not yet written), oldest first, each with its play."""
    found = []
    check_rows(session.connection(), "mission_setup", "status != 'abandoned'")
    for setup in session.scalars(
        select(MissionSetup).where(MissionSetup.status != "abandoned").order_by(MissionSetup.id)
    ):
        play = play_of(session, setup.id)
        if play is None or play.status not in DONE:
            found.append((setup, play))
    return found


def close_setup(session: Session, setup_id: int) -> None:
    """The set-up of a mission given up: closed for good (RULINGS.md R-131)."""
    session.execute(
        update(MissionSetup).where(MissionSetup.id == setup_id).values(status="abandoned")
    )


# The set-up's log (store/steplog.py): one row per step, refused when the set-up was
# given up or played (`check_open`) or when another window moved it meanwhile.
SETUP_STEPS = Steps(
    MissionSetup, MissionSetupAction, MissionSetupAction.setup_id, "mission set-up", "step",
    check_open,
)  # fmt: skip


def steps(session: Session, setup: MissionSetup) -> StepLog:
    return StepLog(session, SETUP_STEPS, setup.id)


def append(session: Session, setup: MissionSetup, action: Action, log: SetupLog) -> None:
    """Keep `action` (as `log` recorded it: what it drew written beside its seed) as
    the next step of `setup`; the undone steps go (a new step ends redo). Its status
    follows the state `log` is now in. A `log` that is not one step past the saved one
    (another window moved the set-up since it was resumed) is refused: LogMovedError."""
    steps(session, setup).append(_text(action), cursor=len(log.actions))
    _follow(setup, log)
    session.flush()


def _text(action: Action) -> str:
    text = action_text(action)
    if len(text.encode()) > MAX_ACTION_TEXT:
        raise SetupStoreError(f"a step is at most {MAX_ACTION_TEXT // 1024} kB")
    return text


def undo(session: Session, setup: MissionSetup, log: SetupLog) -> None:
    """Mark the last step undone (the caller has undone it in `log` already)."""
    steps(session, setup).undo(cursor=len(log.actions))
    _follow(setup, log)
    session.flush()


def redo(session: Session, setup: MissionSetup, action: Action, log: SetupLog) -> None:
    """The first undone step done again, as `log` recorded it (the caller has redone it)."""
    steps(session, setup).redo(_text(action), cursor=len(log.actions))
    _follow(setup, log)
    session.flush()


def _follow(setup: MissionSetup, log: SetupLog) -> None:
    setup.mission_id = log.state.mission[:80]
    setup.status = "started" if log.state.phase is Phase.READY else "open"


def abandon(session: Session, setup: MissionSetup) -> None:
    setup.status = "abandoned"
    session.flush()


def action_texts(session: Session, setup: MissionSetup) -> list[str]:
    """The steps done, in order (the undone ones are not)."""
    return steps(session, setup).done_texts()


def redo_texts(session: Session, setup: MissionSetup) -> list[str]:
    """The undone steps as a redo stack: the next to redo last."""
    return steps(session, setup).redo_texts()


def resume(session: Session, setup: MissionSetup, ctx: SetupContext) -> SetupLog:
    """The set-up's log replayed; SetupStoreError names the step that cannot be."""
    if not 0 <= setup.seed <= MAX_SEED:
        raise SetupStoreError(f"mission set-up {setup.id}: its seed is damaged ({setup.seed})")
    log = SetupLog(ctx, setup.seed)
    for number, text in enumerate(action_texts(session, setup), start=1):
        try:
            log.do(parse_action(text))
        except SetupError as error:
            raise SetupStoreError(
                f"mission set-up {setup.id}, step {number} cannot be replayed: {error}. "
                "Its steps up to there are kept; start a new set-up to go on"
            ) from None
    return log


# ---- the city -------------------------------------------------------------------------------


def holders(session: Session) -> dict[str, str]:
    """Control spot -> the key of the guild holding it (its identity, as at the table)."""
    rows = session.execute(
        select(ControlSpotHolder.spot_id, Guild.uuid).join(
            Guild, Guild.id == ControlSpotHolder.guild_id
        )
    )
    return {spot: key for spot, key in rows}


def set_holder(session: Session, spot_id: str, guild: Guild | None, mission: str = "") -> None:
    """Who holds `spot_id` from now on (None: nobody): the resolution's raffle spot. The
    winner knows it from now on and its income runs from now (store/city.py hold); with
    `mission`, the guilds that won and lost it are told in the City view's news."""
    from demloc.store.city import hold
    from demloc.store.city_events import mission_spot_news

    now = datetime.datetime.now(datetime.UTC)
    before = session.get(ControlSpotHolder, spot_id)
    before_id = before.guild_id if before is not None else None
    hold(session, spot_id, guild, now)
    if mission:
        mission_spot_news(session, spot_id, before_id, guild, mission, now)


# ---- guilds at the table ----------------------------------------------------------------------


def _followers(cards: list[Follower]) -> list[list[Any]]:
    # The collection's follower cards and how many of each it holds (5.1.2).
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.id] = min(99, counts.get(card.id, 0) + card.count)
    return [[card, count] for card, count in sorted(counts.items())][:MAX_MEMBERS]


def pantheons(
    session: Session, players: tuple[Mapping[str, object], ...], catalog: Catalog
) -> dict[str, tuple[str, ...]]:
    """Each colour's pantheon (the daemons its guild keeps, 7.2.3.2), for the guilds of
    this computer; a guild brought on a file brings none (its daemons are drawn from
    the cards the table has: none here). Only the catalog's daemons: a custom one (typed
    in at the City Gate) is a card the tracker does not know, and a save naming it is
    refused (RULINGS.md R-161, R-168)."""
    known = {c.id for c in catalog.cards if isinstance(c, Daemon)}
    found: dict[str, tuple[str, ...]] = {}
    for player in players:
        guild = guild_by_uuid(session, str(player.get("guild", "")))
        if guild is None:
            continue
        daemons = session.scalars(
            select(Item.card_id).where(Item.guild_id == guild.id, Item.kind == "daemon")
        ).all()
        found[str(player["colour"])] = tuple(d for d in daemons if d in known)
    return found


def table_guild(session: Session, guild: Guild, catalog: Catalog) -> TableGuild:
    """A guild of this computer as the set-up reads it: its mercenaries with statuses,
    weapons (top slot first) and codes, its guesthouse and its collection's followers."""
    mercenaries = []
    for member in guild.members:
        weapons = [i.card_id for i in equipment(member)][:2]
        codes = [
            i.card_id for i in guild.items if i.member_id == member.id and i.kind == "arcane_code"
        ][:8]
        mercenaries.append(
            {
                "card": member.card_id,
                "status": member.status,
                "weapons": weapons,
                "codes": codes,
                "recovery": member.recovery[:200],
            }
        )
    owned = collection(session, guild.account, catalog)
    data = {
        "key": guild.uuid,
        "name": guild.name,
        "colour": guild.colour,
        "fame": max(0, guild.fame),
        "feods": max(0, guild.feods),
        "source": "local",
        # The guilds of one account share its collection (5.1.2, RULINGS.md R-62).
        "account": f"account-{guild.account_id}",
        "mercenaries": mercenaries[:MAX_MEMBERS],
        "guesthouse": [i.card_id for i in guild.items if i.kind == "follower"][:MAX_MEMBERS],
        "followers": _followers([c for c in owned.values() if isinstance(c, Follower)]),
    }
    try:
        return TableGuild.from_json(data)
    except SetupError as error:
        raise SetupStoreError(f"{guild.name} cannot come to the table: {error}") from None


@dataclasses.dataclass(frozen=True)
class BroughtGuild:
    """A guild from a file, for this mission only, and the file it came from. `guest`
    is what the mission keeps of it at "Play the mission" (RULINGS.md R-159): read
    when the player picked the file, checked as the guild import checks a file."""

    guild: TableGuild
    path: Path  # brought over the net: its name only, never opened nor written
    guest: dict[str, Any] = dataclasses.field(default_factory=dict, compare=False)


# What a guest's guild file leaves at the table: the format's fields, each taken
# from the checked file, and nothing else of it (a key the format does not define, the
# time it was exported). The guest's results file is made of it (results.py).
GUEST_GUILD = ("uuid", "name", "colour", "fame", "feods", "blood_stones", "revision")
GUEST_ROWS = {
    "members": ("card", "status", "recovery"),
    "items": ("kind", "card", "holder", "slot"),
    "ledger": ("at", "reason", "fame", "feods", "blood_stones"),
}
GUEST_CAMPAIGN = ("deeds", "titles", "results", "trophies")


def guest_content(data: dict[str, Any]) -> dict[str, Any]:
    """The fields of a checked guild file (check_guild_data passed) the mission keeps."""
    guild, account = data["guild"], data["account"]
    kept: dict[str, Any] = {
        "format": FORMAT,
        "version": data["version"],
        "guild": {k: guild[k] for k in GUEST_GUILD if k in guild},
        "account": {k: account[k] for k in ("name", "sets", "custom_cards")},
        "buildings": dict(data["buildings"]),
    }
    for key, fields in GUEST_ROWS.items():
        kept[key] = [{k: row.get(k) for k in fields} for row in data[key]]
    kept["missions"] = [
        {k: r[k] for k in ("at", "mode", "result")} | {k: r.get(k, "") for k in RECORD_TEXTS}
        for r in data.get("missions", [])
    ]
    campaign = data.get(CAMPAIGN, {})
    kept[CAMPAIGN] = {k: campaign[k] for k in GUEST_CAMPAIGN if k in campaign}
    if TABLE_COPY in data:  # a table copy's results add to its history at home
        kept[TABLE_COPY] = dict(data[TABLE_COPY])
    return kept


def table_guild_from_file(
    path: Path, catalog: Catalog, rules: GuildRules, at_table: Collection[str] = ()
) -> BroughtGuild:
    """A guild file read with the import's validation (store/guild_file_check.py); a damaged
    file, one from a newer app, or a guild already at the table: one clear message."""
    try:
        data = read_guild_file(path)
    except textio.InputError as error:
        raise SetupStoreError(f"the guild file cannot be read: {error}") from None
    return table_guild_from_data(data, str(path), catalog, rules, at_table, path)


def table_guild_from_data(
    data: Any, source: str, catalog: Catalog, rules: GuildRules,
    at_table: Collection[str] = (), path: Path | None = None,
) -> BroughtGuild:  # fmt: skip
    """A guild file's JSON (read from `path`, or brought over the net: R-189) checked
    exactly as a guild file is; `source` names it in every message."""
    try:
        checked = check_guild_data(data, catalog, rules, source)
    except ImportRefusedError as error:
        raise SetupStoreError(f"this guild cannot come to the table: {error}") from None
    # A file without a uuid is keyed by a hash of its content (the export time left
    # out), not by the guild's name: two different guilds may share a name, and keyed
    # by it the second would be refused as "already at the table"; the same file
    # brought twice still is (RULINGS.md R-62).
    content = {k: v for k, v in data.items() if k != "exported_at"}
    digest = hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()
    key = checked.uuid or "file-" + digest[:32]
    if key in at_table:
        raise SetupStoreError(f"{checked.name} is already at the table (6.4)")
    members = data["members"]
    items = data["items"]
    mercenaries = []
    for member in members:
        held = [i for i in items if i.get("holder") == member["card"]]
        weapons = sorted(
            (i for i in held if i["kind"] == "weapon"), key=lambda i: i["slot"] != "primary"
        )
        mercenaries.append(
            {
                "card": member["card"],
                "status": member["status"],
                "weapons": [i["card"] for i in weapons][:2],
                "codes": [i["card"] for i in held if i["kind"] == "arcane_code"][:8],
                "recovery": str(member["recovery"])[:200],
            }
        )
    sets = set(data["account"]["sets"])
    owned = [c for c in catalog.cards if isinstance(c, Follower) and c.set_id in sets]
    guild = data["guild"]
    table = {
        "key": key,
        "name": checked.name,
        "colour": guild["colour"],
        "fame": max(0, guild["fame"]),
        "feods": max(0, guild["feods"]),
        "source": "file",
        # Another computer's guild brings its own box of cards: its own account.
        "account": f"file:{key}"[:80],
        "mercenaries": mercenaries,
        "guesthouse": [i["card"] for i in items if i["kind"] == "follower"],
        "followers": _followers(owned),
    }
    try:
        return BroughtGuild(TableGuild.from_json(table), path or Path(source), guest_content(data))
    except SetupError as error:
        raise SetupStoreError(f"{source}: this guild cannot come to the table: {error}") from None


def guild_summary(guild: TableGuild) -> str:
    """One line for a list: name, colour, fame, feods, ready mercenaries."""
    ready = len(guild.ready)
    return (
        f"{guild.name} ({guild.colour}; fame {guild.fame}, {guild.feods} feods; "
        f"{ready} of {len(guild.mercenaries)} mercenaries ready)"
    )
