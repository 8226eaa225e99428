"""A guest guild's results written into its guild file (issue 13: a guild brought on a
file from another computer takes its results home). Pure: the file's JSON (the format
of store/guild_file.py's export_guild) in, the updated JSON out; the store checks it on
import as any guild file (RULINGS.md R-105)."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any

from demloc.missions.resolution.deeds import add_counts
from demloc.missions.resolution.model import Fate, GuildResult, Resolution
from demloc.missions.resolution.titles import Titles, load_titles, titles_earned
from demloc.rules.errors import RulesError

CAMPAIGN = "campaign"  # the file's key for what the resolution adds (import ignores it)
_STATUS = {Fate.INJURED: "injured", Fate.DEAD: "dead", Fate.ESCAPED: "escaped"}


def applied(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The identities of the missions already applied to this file."""
    campaign = data.get(CAMPAIGN)
    results = campaign.get("results", []) if isinstance(campaign, dict) else []
    return tuple(r for r in results if isinstance(r, str)) if isinstance(results, list) else ()


def apply_to_file(
    data: Mapping[str, Any],
    result: GuildResult,
    resolution: Resolution,
    *,
    at: str,
    deeds: Mapping[str, Mapping[str, int]] | None = None,
    titles: Titles | None = None,
    log: str = "",
) -> dict[str, Any]:
    """`data` with `result` applied: fame and feods with one ledger line naming the
    mission, members' states and recovery, the objects brought home, deeds and titles,
    a mission record, the revision one up, and the mission's identity among the results
    applied. `at`: the time written (ISO 8601). `deeds`: this mission's per card id
    (the resolution's CharacterResult.deeds). Refused: a training mission, another
    guild's result, a mission applied already (by name)."""
    if not resolution.writes:
        raise RulesError("a training mission writes nothing into a guild (6.4)")
    if not resolution.play:
        raise RulesError("the resolution names no mission in play: it cannot be applied once")
    guild = data.get("guild")
    if not isinstance(guild, dict) or not isinstance(data.get("members"), list):
        raise RulesError("the guild file has no guild or members: not a guild file")
    if guild.get("uuid") != result.guild:
        raise RulesError(
            f"these results are {result.name}'s, the file is {guild.get('name', '?')}'s"
        )
    if resolution.play in applied(data):
        raise RulesError(
            f"{resolution.title} ({resolution.play}) is applied to {guild.get('name')} "
            "already: results are written once (R-105)"
        )
    out = copy.deepcopy(dict(data))
    g = out["guild"]
    g["revision"] = int(g.get("revision", 0)) + 1
    ledger = out.setdefault("ledger", [])
    # A ledger line per reason, as the store writes a local guild's; feods and
    # blood stones never go below 0: a loss takes what there is.
    kinds = (("fame", result.fame), ("feods", result.feods), ("blood_stones", result.blood_stones))
    for kind, lines in kinds:
        for line in lines:
            amount, reason = line.amount, f"{resolution.title}: {line.why}"
            have = int(g.get(kind, 0))
            if kind != "fame" and -amount > have:
                words = kind.replace("_", " ")
                reason = f"{reason} ({have} of {-amount} {words} due: all it had, R-117)"
                amount = -have
            if line.amount == 0:
                continue
            g[kind] = have + amount
            entry = {"at": at, "reason": reason[:200], "fame": 0, "feods": 0, "blood_stones": 0}
            ledger.append(entry | {kind: amount})
    winner = "won" if resolution.winner == result.colour else "lost"
    if not resolution.winner:
        winner = "no winner"
    players = [{"colour": g.colour, "guild": g.guild, "name": g.name} for g in resolution.guilds]
    out.setdefault("missions", []).append(
        {"at": at, "mode": resolution.mode,
         "result": f"{resolution.title}: {winner}; {resolution.reason}"[:200],
         # The whole record, as the store keeps a local guild's: at home it shows
         # who played, the winner and the report like any other mission.
         "mission_id": resolution.mission[:80], "play_uuid": resolution.play[:36],
         "winner": resolution.winner[:10], "players": json.dumps(players),
         "report": resolution.to_text(), "log": log}
    )  # fmt: skip
    by_card = {c.card_id: c for c in result.characters if c.kind == "mercenary" and c.card_id}
    for member in out["members"]:
        c = by_card.get(str(member.get("card"))) if isinstance(member, dict) else None
        if c is None or c.fate is Fate.FINE:
            continue
        member["status"] = _STATUS[c.fate]
        member["recovery"] = c.needs if c.fate is Fate.INJURED else ""
    campaign = out.setdefault(CAMPAIGN, {})
    campaign["results"] = [*applied(data), resolution.play]
    campaign["trophies"] = [*campaign.get("trophies", []), *result.item_cards]
    before = campaign.get("deeds", {})
    before = before if isinstance(before, dict) else {}
    after = add_counts(before, deeds or {})
    campaign["deeds"] = after
    earned = titles_earned(before, after, titles if titles is not None else load_titles())
    held = campaign.get("titles", {})
    held = held if isinstance(held, dict) else {}
    for card, title in (*result.titles, *earned):
        names = held.setdefault(card, [])
        if title not in names:
            names.append(title)
    campaign["titles"] = held
    return out
