"""Assisted mode's previews (issue 12 "Two ways to play", item 2): for an action
declared on the board, what the table sees before the roll: the dice it needs, the
exact odds of every outcome (rules/odds.py) and each modifier with its rule; an
action without dice says what will happen. No Qt here: the panel (assisted.py) shows
these; the core applies the event.

Every preview first runs the event on a copy of the state (the state is immutable,
`apply` returns a new one and nothing is saved): an action the core would refuse is
refused here with the core's own message, so the preview and the roll cannot
disagree about what is legal (RULINGS.md R-80)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode, reachable
from demloc.board.out_of_control import stray_occupants
from demloc.board.sight import firing_line
from demloc.board.squares import Facing, Square
from demloc.board.zones import engagements, is_behind
from demloc.missions.play import Context, MissionState, Phase, board_of
from demloc.missions.play.dry import dry_run
from demloc.rules.ability import ability_value
from demloc.rules.brawl import plan_brawl
from demloc.rules.dice import Die, Face
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter
from demloc.rules.odds import (
    ability_test_odds,
    brawl_odds,
    mean_mana,
    seal_odds,
    shot_odds,
    stray_odds,
)
from demloc.rules.shooting import plan_shot

FREE_THE_POSSESSED = 3  # 7.2.3.5: +3 on the die to free a possessed character


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


@dataclasses.dataclass(frozen=True)
class DieNeed:
    """Dice the table rolls for the action: `count` of `die`, `label` saying what for;
    a face in `again` asks one more of the same die (the out-of-control card's 10)."""

    die: Die
    count: int
    label: str
    again: Face | None = None


@dataclasses.dataclass(frozen=True)
class Preview:
    text: str
    dice: tuple[DieNeed, ...] = ()
    draws: tuple[str, ...] = ()  # the cards the app draws one of, in the core's order
    path: tuple[Square, ...] = ()  # a move's squares, start included
    cost: int = 0


def said(before: MissionState, after: MissionState) -> str:
    return "; ".join(after.log[len(before.log) :])


def _test(name: str, ability: int, penalty: int = 0, fate: int = 0) -> str:
    p = ability_test_odds(ability, fate, penalty)
    added = f" +{penalty} on the die" if penalty else ""
    spent = f", {fate} fate points −{fate} (7.2.1)" if fate else ""
    return f"{name} ({ability}) on a d6{added}{spent}: passes {percent(p)}, fails {percent(1 - p)}"


def move(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.1 free and evasive movement, 7.3.1 engaging movement: the path and its cost."""
    fid, to = str(event["character"]), Square.parse(str(event["to"]))
    facing = Facing.parse(str(event["facing"]))
    fighter, board = state.fighter(fid), board_of(state, ctx)
    miniature = board.characters[fid]
    if state.phase is Phase.BRAWL:
        mode = MoveMode.ENGAGING
    elif any(e.engaged == fid for e in engagements(board)):
        mode = MoveMode.EVASIVE
    else:
        mode = MoveMode.FREE
    rule = {"free": "7.2.1", "evasive": "7.2.1", "engaging": "7.3.1"}[mode.value]
    try:
        dry_run(state, ctx, event)
    except RulesError as error:
        # The core's reach message names no rule: the move's own is added.
        if re.search(r"\(\d", str(error)):
            raise
        why = " (7.3.1: an engaging move ends engaging an enemy)" if rule == "7.3.1" else (
            f" ({rule})")  # fmt: skip
        raise RulesError(f"{error}{why}") from None
    reach = reachable(board, miniature, fighter.profile.movement, mode)
    cost = reach.stops().get((to, facing))
    steps = reach.path_to(to, facing)
    if cost is None or steps is None:
        raise RulesError(
            f"{fighter.name} cannot reach {to.name} facing {facing.name} this move (7.2.1)"
        )
    path = tuple(s.square for s in steps)
    words = (
        f"{fighter.name}: {mode.value} movement ({rule}) to {to.name} facing {facing.name}\n"
        f"Path {' → '.join(s.name for s in path)}: {cost} of {fighter.profile.movement} "
        "movement points"
        + ("; spending them exhausts the movement token (7.2.1)" if cost else ", nothing spent")
    )
    dice: tuple[DieNeed, ...] = ()
    if mode is MoveMode.EVASIVE:
        hth = ability_value(fighter.profile.hand_to_hand)
        words += "\nEngaged: first an evasive test, " + _test("hand-to-hand", hth)
        words += "; failed, the miniature stays where it is (7.2.1)"
        dice = (DieNeed(Die.D6, 1, "evasive test"),)
    return Preview(words, dice, path=path, cost=cost)


def cheapest_facing(state: MissionState, ctx: Context, fid: str, to: Square) -> Facing | None:
    """The facing a move to `to` costs least in (the way he faces now first)."""
    board = board_of(state, ctx)
    miniature = board.characters.get(fid)
    if miniature is None:
        return None
    mode = MoveMode.ENGAGING if state.phase is Phase.BRAWL else MoveMode.FREE
    if any(e.engaged == fid for e in engagements(board)) and mode is MoveMode.FREE:
        mode = MoveMode.EVASIVE
    stops = reachable(board, miniature, state.fighter(fid).profile.movement, mode).stops()
    costs = {f: c for (s, f), c in stops.items() if s == to}
    if not costs:
        return None
    return min(costs, key=lambda f: (costs[f], f is not miniature.facing, f.value))


def shoot(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.2: the test, the stray shot's d10 (7.2.2.2, 5.6), the fighting dice."""
    fid, tid = str(event["character"]), str(event["target"])
    dry_run(state, ctx, event)
    shooter, target = state.fighter(fid), state.fighter(tid)
    board = board_of(state, ctx)
    mine, theirs = board.characters[fid], board.characters[tid]
    weapon = shooter.ranged_weapon
    try:
        line = firing_line(board, mine, theirs, weapon.range if weapon else None)
    except BoardError as error:
        raise RulesError(str(error)) from None
    plan = plan_shot(shooter, target, line.penalty)
    fate = int(event.get("fate", 0))
    odds = shot_odds(plan, ctx.dice, fate)
    hit = {
        face: state.fighters[who].name if who is not None else None
        for face, who in stray_occupants(board, mine.at, theirs.at).items()
    }
    stray = ", ".join(
        f"{who or 'nobody'} {percent(p * (1 - odds.test))}"
        for who, p in sorted(stray_odds(hit).items(), key=lambda kv: kv[0] or "")
    )
    wounds = ", ".join(f"{damage} damage {percent(p)}" for damage, p in odds.wound.items())
    modifiers = "; ".join(f"{m.label} {m.value:+d} ({m.rule})" for m in plan.modifiers)
    text = (
        f"{shooter.name} shoots {target.name} with {plan.weapon.name}: {line.explain()}\n"
        f"Ranged test {plan.test_ability} on a d6"
        + (f", {fate} fate points −{fate} (7.2.1)" if fate else "")
        + f": passes {percent(odds.test)}; failed, a "
        f"stray shot by the out-of-control card's d10 (7.2.2.2, 5.6; 10 rolls again): {stray}\n"
        f"Passed, {plan.fighting} fighting + {plan.enhanced} enhanced dice: no effect "
        f"{percent(odds.miss)}, armour hit {percent(odds.armour)}"
        + (f", wound: {wounds}" if wounds else "")
        + f"\nArmour {plan.armour}, impact resistance {plan.impact}"
        + (f"; modifiers: {modifiers}" if modifiers else "")
    )
    return Preview(text, (
        DieNeed(Die.D6, 1, "ranged test"),
        DieNeed(Die.D10, 1, "stray shot, if the test fails", again=10),
        DieNeed(Die.FIGHTING, plan.fighting, "fighting"),
        DieNeed(Die.ENHANCED, plan.enhanced, "enhanced"),
    ))  # fmt: skip


def channel(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3: arcane dice rolled; each seal a broken seal, past the limit possessed."""
    fighter = state.fighter(str(event["character"]))
    dry_run(state, ctx, event)
    count = int(event.get("roll", 0)) + int(event.get("reroll_white", 0))
    count += int(event.get("reroll_black", 0))
    seals = seal_odds(ctx.dice, count)
    room = fighter.seal_limit - fighter.seals
    possessed = sum((p for k, p in seals.items() if k > room), Fraction(0))
    white, black = mean_mana(ctx.dice, count)
    text = (
        f"{fighter.name} channels {count} arcane dice (7.2.3): on average "
        f"{float(white):.1f} white and {float(black):.1f} black mana\n"
        "Broken seals: " + ", ".join(f"{k} {percent(p)}" for k, p in seals.items())
        + f"\nSeals {fighter.seals} of {fighter.seal_limit}: possessed {percent(possessed)} "
        "(past the limit, 7.2.3); a seal's die leaves the game"
    )  # fmt: skip
    return Preview(text, (DieNeed(Die.ARCANE, count, "arcane"),))


def cast(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3.1, with the target's arcane test in defence (7.2.3.5)."""
    fid, tid = str(event["character"]), str(event["target"])
    undefended = {k: v for k, v in event.items() if k != "defend_with"}
    after, _ = dry_run(state, ctx, undefended)
    dry_run(state, ctx, event)
    text = f"Arcane power (7.2.3.1): {said(state, after)}"
    dice: tuple[DieNeed, ...] = ()
    if event.get("defend_with") and tid != fid:
        target = state.fighter(tid)
        text += (
            f"\n{target.name} defends with an arcane test, paid in {event['defend_with']} "
            f"mana (7.2.3.5): {_test('arcane', target.profile.arcane)}; passed, the power "
            "does nothing"
        )
        dice = (DieNeed(Die.D6, 1, "defence test"),)
    return Preview(text, dice)


def arcane_test(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3.5: free a possessed character (+3 on the die) or cancel an effect token."""
    tester, target = state.fighter(str(event["character"])), state.fighter(str(event["target"]))
    dry_run(state, ctx, event)
    freeing = event.get("purpose") == "free"
    penalty = FREE_THE_POSSESSED if freeing else 0
    aim = f"to free {target.name} from possession" if freeing else (
        f"to cancel an arcane effect token on {target.name} (R-35)")  # fmt: skip
    test = _test("arcane", tester.profile.arcane, penalty)
    text = (
        f"{tester.name}'s arcane test {aim} (7.2.3.5), paid with one "
        f"{event.get('spend', 'white')} mana (R-36)\n{test}"
    )
    return Preview(text, (DieNeed(Die.D6, 1, "arcane test"),))


def attack(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.3.2: the engager attacks, the engaged defends; the plan the core rolls."""
    fid, tid = str(event["character"]), str(event["target"])
    dry_run(state, ctx, event)
    attacker, defender = state.fighter(fid), state.fighter(tid)
    board = board_of(state, ctx)
    pair = next(e for e in engagements(board) if (e.engager, e.engaged) == (fid, tid))
    charged = state.active is not None and state.active.character == fid and state.active.moved
    plan = plan_brawl(
        attacker, defender, behind=is_behind(board.characters[fid].at, board.characters[tid]),
        charge=charged, earlier_attackers=sum(
            1 for d, p in state.attacks if d == tid and p == attacker.owner),
        first_impact=pair.first_impact,
    )  # fmt: skip
    odds = brawl_odds(plan, ctx.dice)

    def side(name: str, s: Any) -> str:
        notes = [*s.dice_notes, *s.modifiers]
        mods = "; ".join(f"{m.label} {m.value:+d} ({m.rule})" for m in notes)
        return (
            f"{name}: {s.fighting} fighting + {s.enhanced} enhanced dice"
            + (" ×2 (FURY, 8.4)" if s.fury else "")
            + (f"; {mods}" if mods else "")
        )

    def table(values: Mapping[int, Fraction]) -> str:
        return ", ".join(f"{k}: {percent(p)}" for k, p in values.items())

    text = (
        f"{attacker.name} attacks {defender.name} (7.3.2)"
        + (" in the first impact zone: only defends (7.3.1)" if plan.first_impact else "")
        + f"\n{side('Attack', plan.attack)}\n{side('Defence', plan.defence)}\n"
        f"Difference (attack − defence): {table(odds.difference)}\n"
        f"Damage to {defender.name}: {table(odds.to_defender)}; broken heart "
        f"{percent(odds.heart)} (7.3.2.2)\nDamage to {attacker.name}: {table(odds.to_attacker)}"
    )
    return Preview(text, (
        DieNeed(Die.FIGHTING, plan.attack.fighting, "attack fighting"),
        DieNeed(Die.ENHANCED, plan.attack.enhanced, "attack enhanced"),
        DieNeed(Die.FIGHTING, plan.defence.fighting, "defence fighting"),
        DieNeed(Die.ENHANCED, plan.defence.enhanced, "defence enhanced"),
    ))  # fmt: skip


def destroy(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.3.2.2: a barrel or fence in his control zone, a hand-to-hand test +2."""
    fighter = state.fighter(str(event["character"]))
    dry_run(state, ctx, event)
    hth = ability_value(fighter.profile.hand_to_hand)
    text = (
        f"{fighter.name} destroys the element at {event['at']} instead of attacking "
        f"(7.3.2.2): {_test('hand-to-hand', hth, 2, int(event.get('fate', 0)))}"
    )
    return Preview(text, (DieNeed(Die.D6, 1, "hand-to-hand test"),))


def summon(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3.2: the cost paid in mana, a daemon drawn from the guild's pantheon."""
    after, options = dry_run(state, ctx, event)
    names = []
    for pick in range(max(1, options)):
        drawn, _ = dry_run(state, ctx, event, pick)
        new = [f for f in drawn.fighters.values() if f.id not in state.fighters]
        names.append(new[0].name if new else "?")
    counts = {n: names.count(n) for n in names}
    odds = ", ".join(f"{n} {percent(Fraction(c, len(names)))}" for n, c in counts.items())
    text = (
        f"Summoning (7.2.3.2), paid in channelled mana: {said(state, after)}\n"
        f"The draw from the pantheon: {odds}"
        + (". Use faces: the card drawn at the table" if options > 1 else "")
    )
    return Preview(text, draws=tuple(names) if options > 1 else ())


def _struck(before: Fighter, after: Fighter) -> str:
    """What a strike changed on a character's card, in the card's words."""
    changes = []
    for label, name in (("armour damage", "armour_damage"), ("broken armour", "armour_tokens"),
                        ("hit damage", "hit_damage"), ("broken hearts", "hearts")):  # fmt: skip
        old, new = getattr(before, name), getattr(after, name)
        if old != new:
            changes.append(f"{label} {old}→{new}")
    if after.dead and not before.dead:
        changes.append("dies")
    return ", ".join(changes) or "no change"


def pentacle(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """8.3: HIT x (on the armour first) and ARCANE HIT x (straight to life) on every
    character in contact with the summoner, friend or foe; no dice. What each takes is
    the core's own answer on a copy (RULINGS.md R-80)."""
    fid = str(event["character"])
    after, _ = dry_run(state, ctx, event)
    summoner = state.fighter(fid)
    strikes = [
        f"{name} {x} ({where})"
        for name, where in (("HIT", "armour first"), ("ARCANE HIT", "straight to life"))
        if (x := summoner.pentacle_effect(name))
    ]
    here = state.board_map.character(fid)
    struck = []
    for miniature in state.board_map.characters:
        if here is None or miniature.id == fid or miniature.id not in after.fighters:
            continue
        if max(abs(miniature.at.x - here.at.x), abs(miniature.at.y - here.at.y)) != 1:
            continue
        victim = state.fighter(miniature.id)
        struck.append(f"{victim.name}: {_struck(victim, after.fighter(miniature.id))}")
    text = (
        f"{summoner.name}'s pentacle strikes (8.3): {' and '.join(strikes)} on each character "
        "in contact, friend or foe\n"
        + ("\n".join(struck) if struck else "Nobody is in contact: it strikes no one")
        + "\nNo dice: Confirm applies it"
    )
    return Preview(text)


def plain(rule: str) -> Callable[[MissionState, Context, Mapping[str, Any]], Preview]:
    """An action without dice: what it will do, and its rule."""

    def preview(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
        after, _ = dry_run(state, ctx, event)
        return Preview(f"{said(state, after)} ({rule}). No dice: Confirm applies it")

    return preview


PREVIEWS: dict[str, Callable[[MissionState, Context, Mapping[str, Any]], Preview]] = {
    "move": move,
    "shoot": shoot,
    "channel": channel,
    "cast": cast,
    "summon": summon,
    "arcane_test": arcane_test,
    "attack": attack,
    "destroy": destroy,
    "pick_up": plain("7.2.1: it ends the move, costs a point, no shot or power this turn"),
    "deposit": plain("7.2.1: it ends the move, costs a point, no shot or power this turn"),
    "escape": plain("7.2.1: out through its own deployment area, out of the game"),
    "pentacle": pentacle,
}


def preview(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """The preview of `event`, or RulesError saying why the rules refuse it."""
    try:
        return PREVIEWS[str(event["kind"])](state, ctx, event)
    except BoardError as error:
        raise RulesError(str(error)) from None
    except (KeyError, StopIteration) as error:
        raise RulesError(f"{event.get('kind')}: cannot be declared so ({error})") from None
