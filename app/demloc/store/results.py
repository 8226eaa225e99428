"""A mission's results written into the guilds of this computer, once (issue 13, 6.4.1).

`write_results` runs in the caller's transaction (`with sessions.begin()`): every local
guild's fame, feods and blood stones through the ledger (a line per reason, naming the
mission), its members' fates, the items earned, the control spot's holder, deeds and
titles, a MissionRecord, and one mission_result row per guild; then the play is
"resolved". A mission_result row found means the play was written already: nothing
changes a second time, so a retry after a crash or a second window never pays twice.
A training mission writes nothing to any guild (6.4), only the play's status.
RULINGS.md R-106 (what is kept), R-107 (the guild locked until resolved), R-108 (a
spot won by a guest)."""

from __future__ import annotations

import dataclasses
import datetime
import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.catalog.cards import ArcaneCode, Daemon, Follower, Weapon
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.missions.resolution.deeds import add_counts
from demloc.missions.resolution.guest import CAMPAIGN, apply_to_file
from demloc.missions.resolution.model import (
    Fate,
    GuildResult,
    Line,
    Resolution,
)
from demloc.missions.resolution.titles import Titles, TitlesFileError, load_titles, titles_earned
from demloc.rules.errors import RulesError
from demloc.store.errors import StoreError
from demloc.store.guilds import WRITING_RESULTS as WRITING
from demloc.store.guilds import change_wealth, guild_by_uuid, lock_guild
from demloc.store.integrity import check_rows
from demloc.store.missions import set_holder
from demloc.store.schema import Guild, Item, Member, MissionRecord
from demloc.store.schema_play import MissionPlay, MissionResult

STATUS_OF_FATE = {Fate.INJURED: "injured", Fate.DEAD: "dead", Fate.ESCAPED: "escaped"}
KIND_OF_CARD: tuple[tuple[type, str], ...] = (
    (Weapon, "weapon"),
    (ArcaneCode, "arcane_code"),
    (Daemon, "daemon"),
    (Follower, "follower"),
)


class ResultsStoreError(StoreError):
    """A mission's results that cannot be written (named: the play, the guild)."""


# ---- the Resolution as JSON (the row keeps what was written) ----------------------------


def resolution_text(resolution: Resolution) -> str:
    """The model's canonical text (Resolution.to_text)."""
    return resolution.to_text()


def resolution_from_text(text: str) -> Resolution:
    return Resolution.from_text(text)


# ---- writing ----------------------------------------------------------------------------


def _written(session: Session, play: MissionPlay) -> list[MissionResult]:
    """The results written for `play`, their rows checked first (R-205)."""
    check_rows(session.connection(), "mission_result", "play_uuid = ?", (play.uuid,))
    return list(
        session.scalars(
            select(MissionResult)
            .where(MissionResult.play_uuid == play.uuid)
            .order_by(MissionResult.id)
        )
    )


def _reason(resolution: Resolution, line: Line) -> str:
    return f"{resolution.title}: {line.why}"[:200]


def _item_kind(card_id: str, catalog: Catalog | None) -> str:
    """The kind of Item an earned card is kept as; "" for an object that is no card a
    guild keeps (a relic, an objective token: kept in the mission's record, R-106)."""
    if catalog is None:
        return ""
    try:
        card = catalog.card(card_id)
    except UnknownCardError:
        return ""
    for kind_type, kind in KIND_OF_CARD:
        if isinstance(card, kind_type):
            return kind
    return ""


def _deeds(member: Member, deeds: tuple[tuple[str, int], ...]) -> None:
    if not deeds:
        return
    counted: dict[str, int] = json.loads(member.deeds) if member.deeds else {}
    for deed, count in deeds:
        counted[deed] = counted.get(deed, 0) + count
    member.deeds = json.dumps(counted, sort_keys=True)


def _title(member: Member, title: str) -> None:
    titles: list[str] = json.loads(member.titles) if member.titles else []
    if title not in titles:
        titles.append(title)
    member.titles = json.dumps(titles)


def _write_guild(
    session: Session,
    play: MissionPlay,
    resolution: Resolution,
    result: GuildResult,
    guild: Guild,
    catalog: Catalog | None,
    log: str,
) -> None:
    lock_guild(session, guild)
    for line in result.fame:
        change_wealth(session, guild, _reason(resolution, line)[:200], fame=line.amount)
    for kind, lines in (("feods", result.feods), ("blood_stones", result.blood_stones)):
        for line in lines:
            amount, reason = line.amount, _reason(resolution, line)
            if amount < 0:  # coins never go below 0: a loss takes what there is
                session.refresh(guild, [kind])
                held = int(getattr(guild, kind))
                if -amount > held:
                    words = kind.replace("_", " ")
                    reason = f"{reason} ({held} of {-amount} {words} due: all it had, R-117)"
                    amount = -held
            change_wealth(session, guild, reason[:200], **{kind: amount})
    for card_id in result.item_cards:
        kind = _item_kind(card_id, catalog)
        if kind:  # else a trophy: in the record's report only
            session.add(Item(guild=guild, kind=kind, card_id=card_id, member_id=None, slot=""))
    members = {m.card_id: m for m in guild.members}
    for character in result.characters:
        member = members.get(character.card_id)
        if member is None:
            continue  # a follower or a daemon: kept as an item, no status (6.4.1)
        status = STATUS_OF_FATE.get(character.fate)
        if status is not None and member.status != "dead":  # the dead never come back
            member.status = status
            member.recovery = character.needs[:200] if status == "injured" else ""
        _deeds(member, character.deeds)
    for card_id, title in result.titles:
        if card_id in members:
            _title(members[card_id], title)
    winner = resolution.winner
    won = "won" if winner == result.colour else ("a draw" if not winner else f"{winner} won")
    players = [{"colour": g.colour, "guild": g.guild, "name": g.name} for g in resolution.guilds]
    text = resolution_text(resolution)
    guild.missions.append(
        MissionRecord(
            mode=resolution.mode,
            result=f"{resolution.title}: {won} ({resolution.reason})"[:200],
            mission_id=resolution.mission[:80],
            play_uuid=play.uuid,
            winner=winner[:10],
            players=json.dumps(players),
            report=text,
            log=log,
        )
    )
    session.add(MissionResult(play_uuid=play.uuid, guild_uuid=guild.uuid, resolution=text))
    session.flush()


def _deeds_before(session: Session, play: MissionPlay, result: GuildResult) -> dict[str, Any]:
    """A guild's deeds before this mission, per card id: its members' here, a guest's
    from the file he brought (its campaign part)."""
    if result.source == "local":
        guild = guild_by_uuid(session, result.guild)
        members = guild.members if guild is not None else []
        return {m.card_id: json.loads(m.deeds) for m in members if m.deeds}
    brought = json.loads(play.guests) if play.guests else {}
    data = brought.get(result.colour)
    campaign = data.get(CAMPAIGN) if isinstance(data, dict) else None
    deeds = campaign.get("deeds") if isinstance(campaign, dict) else None
    if not isinstance(deeds, dict):
        return {}
    return {
        str(card): {str(k): v for k, v in counts.items() if isinstance(v, int)}
        for card, counts in deeds.items()
        if isinstance(counts, dict)
    }


def with_titles(
    session: Session, play: MissionPlay, resolution: Resolution, titles: Titles | None = None
) -> Resolution:
    """`resolution` with the titles each mercenary earns now: the thresholds crossed
    from his deeds before (stored with his guild) to after this mission's (R-104). The
    core cannot know the deeds before; write_results calls this itself."""
    if not resolution.writes:
        return resolution  # a training mission earns nothing (6.4)
    try:
        table = titles if titles is not None else load_titles()
    except TitlesFileError as error:  # the player's own titles.toml: nothing is written
        raise ResultsStoreError(f"{error}; nothing was written") from None
    guilds = []
    for result in resolution.guilds:
        before: Mapping[str, Mapping[str, int]] = _deeds_before(session, play, result)
        now = {c.card_id: dict(c.deeds) for c in result.characters if c.card_id and c.deeds}
        earned = titles_earned(before, add_counts(before, now), table)
        guilds.append(dataclasses.replace(result, titles=earned))
    return dataclasses.replace(resolution, guilds=tuple(guilds))


def _settle_the_city_first(session: Session) -> None:
    """The city's tasks due before the raffle spot changes hands come back first (R-127),
    so an older acquisition never takes the spot back from the mission's winner."""
    from demloc.store.city import city_data, settle_due

    try:
        data = city_data()
    except ValueError:  # a city file that cannot be read: the City view names it
        return
    settle_due(session, data, datetime.datetime.now(datetime.UTC))


def write_results(
    session: Session,
    play: MissionPlay,
    resolution: Resolution,
    *,
    catalog: Catalog | None = None,
    log: str = "",
) -> bool:
    """Write `resolution` into every local guild of `play`, in the caller's transaction.
    True when written now; False when it was written before (nothing changes)."""
    session.flush()
    session.refresh(play, ["status"])  # read again (another window may have written it)
    if play.status == "resolved" or _written(session, play):
        return False
    if play.status != "ended":
        raise ResultsStoreError(
            f"mission in play {play.id} is {play.status}, not ended: its results are written "
            "at its end (6.4.1)"
        )
    if resolution.play and resolution.play != play.uuid:
        raise ResultsStoreError(
            f"these results are of mission in play {resolution.play}, not of {play.uuid}"
        )
    session.info[WRITING] = play.uuid
    try:
        if resolution.writes:
            resolution = with_titles(session, play, resolution)
            for result in resolution.guilds:
                if result.source != "local":
                    continue  # a guest takes his file home (guest_result_file)
                guild = guild_by_uuid(session, result.guild)
                if guild is None:
                    raise ResultsStoreError(
                        f"mission in play {play.id}: guild {result.name} ({result.guild}) is "
                        "not on this computer"
                    )
                _write_guild(session, play, resolution, result, guild, catalog, log)
            if resolution.spot is not None:  # a guest's spot is free here
                _settle_the_city_first(session)
                after = (
                    guild_by_uuid(session, resolution.spot.after) if resolution.spot.after else None
                )
                set_holder(session, resolution.spot.spot, after, resolution.title)
        play.status = "resolved"
        session.flush()
    finally:
        session.info.pop(WRITING, None)
    return True


def resolution_of(session: Session, play: MissionPlay) -> Resolution | None:
    """What was written for `play` (None: nothing yet, or a training mission)."""
    rows = _written(session, play)
    return resolution_from_text(rows[0].resolution) if rows else None


def written_at(session: Session, play: MissionPlay) -> datetime.datetime | None:
    """When the results of `play` were written (None: not yet)."""
    rows = _written(session, play)
    return rows[0].written_at if rows else None


# ---- a guest's guild, brought on a file -------------------------------------------------


def guest_result_file(
    session: Session, play: MissionPlay, colour: str, resolution: Resolution, log: str = ""
) -> dict[str, Any]:
    """The guild file the guest playing `colour` takes home: the file he brought (kept
    at the hand-off, MissionPlay.guests) with his results applied once (the core's
    apply_to_file). Importing it at home applies them there (store/guild_import.py)."""
    where = f"mission in play {play.id}"
    if play.status not in ("ended", "resolved"):
        raise ResultsStoreError(f"{where} is {play.status}, not ended: no results yet (6.4.1)")
    result = next((g for g in resolution.guilds if g.colour == colour), None)
    if result is None or result.source != "file":
        raise ResultsStoreError(f"{where}: {colour} is no guest guild brought on a file")
    brought = json.loads(play.guests) if play.guests else {}
    data = brought.get(colour)
    if not isinstance(data, dict):
        raise ResultsStoreError(
            f"{where}: the file {result.name} brought was not kept at the table: "
            "its results cannot be written into it"
        )
    deeds = {c.card_id: dict(c.deeds) for c in result.characters if c.card_id and c.deeds}
    at = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
    try:
        return apply_to_file(data, result, resolution, at=at, deeds=deeds, log=log)
    except (RulesError, TitlesFileError) as error:
        raise ResultsStoreError(f"{where}, guild {result.name}: {error}") from None
