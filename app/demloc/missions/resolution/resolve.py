"""`resolve`: what a finished mission changes (6.4.1 "Resolution phase", 6.4.2, 7.2.3),
from the Mission itself (its setup, events and states); pure and deterministic."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from demloc.city.model import City
from demloc.missions.play.mission import Mission
from demloc.missions.play.state import KILL_KINDS, MissionState, Phase
from demloc.missions.resolution.injuries import Cause, InjuryTable, load_table
from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
    SpotResult,
)
from demloc.missions.spec import KillReward, Rewards
from demloc.rules.errors import RulesError

# Events of a character hitting a target: a death in one is a death by damage.
HITS = ("attack", "shoot")
# Events the table enters by hand for a hit it resolved itself: a death by damage.
BY_HAND = ("damage", "kill", "tokens")
_PLURAL = {"mercenary": "mercenaries", "follower": "followers", "daemon": "daemons"}


class Outcome(NamedTuple):
    winner: str  # the colour, "" for none
    reason: str  # in words, with the rule
    objective: bool = False  # the winner took the mission's objective (6.4.2)


def outcome(state: MissionState) -> Outcome:
    """The winner, the reason in words, and whether he won by the objective, from the end
    of the mission (7.3.2.3, 6.4.2; RULINGS.md R-96)."""
    result = state.result
    colours = [p.colour for p in state.players]
    if state.phase is not Phase.ENDED:
        raise RulesError("the mission is not over: end it first (7.3.2.3)")
    match = re.fullmatch(r"objective reached by (\S+): (\d+) controlled turns", result)
    if match:
        return Outcome(
            match[1], f"control: {match[1]} held the objective {match[2]} turns (6.4.2)", True
        )
    match = re.fullmatch(r"objective reached by (\S+)", result)
    if match:
        return Outcome(match[1], f"objective: reached by {match[1]} (6.4.2)", True)
    match = re.fullmatch(r"elimination: (\S+) stands", result)
    if match:
        if match[1] == "nobody":
            return Outcome("", "elimination: nobody stands, a draw (7.3.2.3, R-96)")
        return Outcome(match[1], f"elimination: only {match[1]} stands (7.3.2.3)")
    match = re.fullmatch(r"(\S+) surrendered", result)
    if match:
        others = [c for c in colours if c != match[1]]
        if len(others) == 1:
            return Outcome(others[0], f"surrender: {match[1]} gave up to {others[0]} (7.3.2.3)")
        return Outcome("", f"surrender: {match[1]} gave up, no one else wins (7.3.2.3, R-96)")
    if result == "turn limit":
        if state.achieved:
            return Outcome(
                state.achieved, f"turn limit: {state.achieved} had the objective (7.3.2.3)"
            )
        return Outcome("", "turn limit: no one reached the objective, a draw (7.3.2.3, R-96)")
    raise RulesError(f"the mission ended in a way the resolution does not know: {result!r}")


def _reward_lines(reward: KillReward, times: int, why: str) -> tuple[list[Line], list[Line]]:
    fame = [Line(reward.fame * times, why)] if reward.fame and times else []
    feods = [Line(reward.feods * times, why)] if reward.feods and times else []
    return fame, feods


def _death_cause(mission: Mission, fighter_id: str) -> tuple[Cause, str]:
    """How he went out ("damage": an attack, a shot, hand-entered damage, hearts broken
    by hand or the table's kill; else "tokens": bleeding, poison, R-98) and the enemy
    character whose attack or shot did it ("" when none did; R-102)."""
    states = mission.states  # without their logs: only the cards are read
    for i in range(1, mission.cursor + 1):
        before = states.bare(i - 1).fighters.get(fighter_id)
        after = states.bare(i).fighters.get(fighter_id)
        if after is not None and after.dead and (before is None or not before.dead):
            event = mission.events[i - 1]
            kind = event.get("kind")
            if kind not in HITS and kind not in BY_HAND:
                return "tokens", ""
            if kind not in HITS:
                return "damage", ""
            hitter, target = str(event.get("character", "")), str(event.get("target", ""))
            # The target, the attacker struck back at, or a stray shot's victim (7.2.2).
            killer = target if fighter_id == hitter else hitter
            other = states.bare(i).fighters.get(killer)
            if other is None or other.owner == after.owner:
                killer = ""
            return "damage", killer
    return "tokens", ""


def kills_by(mission: Mission) -> dict[str, list[str]]:
    """The characters each character killed with an attack or a shot (R-102)."""
    found: dict[str, list[str]] = {}
    for fid, fighter in mission.state.fighters.items():
        if fighter.dead:
            cause, killer = _death_cause(mission, fid)
            if cause == "damage" and killer:
                found.setdefault(killer, []).append(fid)
    return found


def injury_seed(mission: Mission) -> int:
    """The injury dice's seed: the mission's seed and its event count (R-99)."""
    return mission.seed * 1_000_003 + mission.cursor + 99


def resolve(
    mission: Mission,
    play: str = "",
    *,
    table: InjuryTable | None = None,
    city: City | None = None,
    entered: Mapping[str, int] | None = None,
) -> Resolution:
    """The Resolution of a finished mission. `entered`: injury faces the table rolled,
    by character id, in place of the app's dice (R-99)."""
    state = mission.state
    plan = state.plan
    setup_plan: Mapping[str, Any] = mission.setup.get("plan") or {}
    rewards = plan.rewards if plan is not None else Rewards()
    mode = plan.mode if plan is not None else str(setup_plan.get("mode", "training"))
    winner, reason, by_objective = outcome(state)
    table = table or load_table()
    seed = injury_seed(mission)
    rng = random.Random(seed)
    entered = dict(entered or {})
    for fid, face in entered.items():
        if fid not in state.fighters:
            raise RulesError(f"injury roll: no character '{fid}' in this mission (6.4.1)")
        if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= table.die:
            raise RulesError(f"injury roll for {fid}: a d{table.die} shows 1 to {table.die}")
    kills = kills_by(mission)
    # The objective is taken by the app's own check, or by the table's word when it ends
    # the mission "objective reached by ..." (6.4.2).
    objective_by = state.achieved or (winner if by_objective else "")
    rolls: list[tuple[str, int]] = []
    guilds = []
    for player in mission.setup.get("players", []):
        colour = str(player["colour"])
        counter = state.player(colour)
        fame: list[Line] = []
        feods: list[Line] = []

        def add(
            reward: KillReward,
            times: int,
            why: str,
            fame: list[Line] = fame,
            feods: list[Line] = feods,
        ) -> None:
            f, d = _reward_lines(reward, times, why)
            fame.extend(f)
            feods.extend(d)

        if colour == winner:
            add(rewards.winner, 1, "won the mission (6.4.1)")
        else:
            add(rewards.others, 1, "took part in the mission (6.4.1)")
        for kind in KILL_KINDS:
            n = counter.killed(kind)
            reward = rewards.per_kill.get(kind)  # type: ignore[call-overload]
            if reward is not None:
                add(reward, n, f"{n} {_PLURAL[kind] if n != 1 else kind} eliminated (6.4.2)")
        if colour == objective_by:
            add(rewards.per_objective, 1, "reached the objective (6.4.2)")
        characters = []
        escaped_possessed = 0
        for fid in sorted(state.fighters):
            fighter = state.fighters[fid]
            if fighter.owner != colour:
                continue
            counted = kills.get(fid, []) if mode == "standard" else None
            result = _fate(mission, fid, table, rng, entered, rolls, counted, winner)
            if result.fate is Fate.ESCAPED:
                escaped_possessed += 1
            characters.append(result)
        add(
            rewards.escaped_possessed,
            escaped_possessed,
            f"{escaped_possessed} possessed character{'s' if escaped_possessed != 1 else ''} "
            "left the board (7.2.3)",
        )
        if mode == "standard":  # a training mission charges nothing
            feods.extend(_charges(player, plan.costs if plan is not None else {}))
        items = _items(state, colour)
        guilds.append(
            GuildResult(
                colour=colour,
                guild=str(player.get("guild", "")),
                name=str(player.get("name", colour)),
                source=str(player.get("source", "local")),
                fame=tuple(fame),
                feods=tuple(feods),
                items=tuple(Line(1, f"{name} carried home (6.4.1, R-100)") for name in items),
                item_cards=tuple(items),
                characters=tuple(characters),
            )
        )
    spot = _spot(plan.stake if plan is not None else None, winner, mission, city, mode)
    return Resolution(
        play=play,
        mission=plan.mission.id if plan is not None else "",
        title=_title(state),
        story=plan.mission.story if plan is not None else "",
        mode=mode,
        winner=winner,
        reason=reason,
        guilds=tuple(guilds),
        spot=spot,
        provisional=table.provisional,
        seed=seed,
        rolls=tuple(rolls),
    )


MAX_CHARGE = 100_000  # feods: more than any guild could offer (a damaged save)


def _charges(player: Mapping[str, Any], costs: Mapping[str, int]) -> list[Line]:
    """What the guild pays for its set-up, a line each (RULINGS.md R-130): the player's
    `charges` as the set-up handed them on (a follower hired, 5.1.2; an auction won,
    5.1.1); a mission begun before they were kept, its plan's cost in one line."""
    lines = player.get("charges")
    if lines is None:
        paid = costs.get(str(player.get("guild", "")), 0)
        why = "hires and auctions of the set-up (5.1.1, 5.1.2, R-130)"
        return [Line(-paid, why)] if paid else []
    where = f"players[{player.get('colour')}].charges"
    if not isinstance(lines, list):
        raise RulesError(f"{where}: expected a list of [what, feods]")
    found = []
    for line in lines:
        if (
            not isinstance(line, list) or len(line) != 2 or not isinstance(line[0], str)
            or type(line[1]) is not int or not 0 < line[1] <= MAX_CHARGE
        ):  # fmt: skip
            raise RulesError(f"{where}: expected [what, feods], feods 1 to {MAX_CHARGE}")
        found.append(Line(-line[1], line[0][:150]))
    return found


def _title(state: MissionState) -> str:
    return state.plan.mission.name if state.plan is not None else "the mission"


def _items(state: MissionState, colour: str) -> list[str]:
    """The objects (the relic, objective tokens) a guild's characters carry at the end,
    on the board or escaped by their zone; a dead or possessed one's are lost (R-100)."""
    found: list[str] = []
    for fid in sorted(state.fighters):
        f = state.fighters[fid]
        if f.owner == colour and not f.dead and not f.possessed:
            found.extend(f.objects)
    return found


def _fate(
    mission: Mission,
    fid: str,
    table: InjuryTable,
    rng: random.Random,
    entered: Mapping[str, int],
    rolls: list[tuple[str, int]],
    killed: list[str] | None,
    winner: str,
) -> CharacterResult:
    """His fate and what he needs; `killed`: whom he killed, None in a training mission,
    where no deed is counted (6.4)."""
    state = mission.state
    f = state.fighters[fid]
    kind = f.kind.value
    # A mercenary's deeds this mission: his kills; a mission
    # survived when he comes out of it alive, the injury roll included; an objective when
    # his guild won while he stood on the board at the end (or had left it by his zone).
    stood = not f.dead and not (f.escaped and f.possessed)

    def made(fate: Fate, why: str, **more: Any) -> CharacterResult:
        survived = fate is not Fate.DEAD  # escaped, he still lives in the guild
        deeds = (
            (("kills", len(killed)), ("missions", int(survived)),
             ("objectives", int(stood and winner == f.owner)))
            if kind == "mercenary" and killed is not None else ()
        )  # fmt: skip
        return CharacterResult(fid, f.card_id, f.name, kind, fate, why, deeds=deeds, **more)

    if state.was_replaced(fid):
        return made(Fate.FINE, "replaced by a same-name daemon (R-79)")
    if f.escaped and f.possessed:
        return made(Fate.ESCAPED,
            "possessed, the character left the board: escaped, still of the guild, not a death "
            "(7.2.3, R-110)",
            needs="their return: set them ready in the dormitory when they are back, "
            "with a place there for them (R-110, R-43)",
        )  # fmt: skip
    if f.escaped:
        return made(Fate.FINE, "escaped by their guild's zone (7.2.1, R-97)")
    if not f.dead:
        return made(Fate.FINE, "on the board at the end (6.4.1)")
    if kind != "mercenary":
        # Followers and daemons are the mission's, not members of the guild.
        return made(Fate.DEAD, f"out of the game: a {kind} does not come back (R-101)")
    cause, _ = _death_cause(mission, fid)
    face = entered.get(fid)
    if face is None:
        face = rng.randint(1, table.die)
    rolls.append((fid, face))
    row = table.row_for(cause, face)
    how = "taken out by damage" if cause == "damage" else "bleeding or poison"
    why = f"out of the game ({how}); injury roll {face}: {row.text} (6.4.1, R-98)"
    if row.fate == "dead":
        return made(Fate.DEAD, why,
            needs="nothing: a dead mercenary stays in the dormitory (6.4.1)",
        )  # fmt: skip
    if row.fate == "fine":
        return made(Fate.FINE, why)
    parts = []
    if row.missions:
        parts.append(f"{row.missions} mission{'s' if row.missions != 1 else ''} out")
    if row.days:
        parts.append(f"{row.days} day{'s' if row.days != 1 else ''} out")
    if row.feods:
        parts.append(f"{row.feods} feods")
    if row.building:
        parts.append(f"the {row.building.replace('_', ' ')}")
    return made(Fate.INJURED, why, missions_out=row.missions, days_out=row.days,
        feods=row.feods, building=row.building, needs=", ".join(parts) or "rest",
    )  # fmt: skip


def _spot(
    stake: Mapping[str, Any] | None, winner: str, mission: Mission, city: City | None, mode: str
) -> SpotResult | None:
    """The control spot at stake (6.4.1; standard only): the winner's guild takes it, or
    keeps it; without a winner it stays as it was (R-103)."""
    if mode != "standard" or not stake or not stake.get("spot"):
        return None
    players = mission.setup.get("players", [])
    guild_of = {str(p["colour"]): str(p.get("guild", "")) for p in players}
    names = {str(p.get("guild", "")): str(p.get("name", "")) for p in players}
    held = stake.get("held_by") or ""
    before = guild_of.get(held, held)  # a colour or a guild uuid at the table
    spot_id = str(stake["spot"])
    name, effects = spot_id, ""
    if city is not None:
        try:
            spot = city.spot(spot_id)
            name, effects = spot.name, f"{spot.kind.value}: {spot.description}"
        except (KeyError, ValueError):  # a spot the city no longer has keeps its id
            pass
    after = guild_of.get(winner, "") if winner else before
    if not winner:
        why = f"kept by {names.get(before, before)}: no winner" if before else "stays free"
    elif before == after:
        why = f"kept by {names.get(after, after)}"
    elif before:
        why = f"lost by {names.get(before, before)} to {names.get(after, after)}"
    else:
        why = f"won by {names.get(after, after)}"
    return SpotResult(spot_id, name, before, after, why + " (6.4.1)", effects)
