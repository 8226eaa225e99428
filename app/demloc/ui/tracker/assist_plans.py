"""Assisted mode's previews (issue 12 "Two ways to play", item 2): for an action
declared on the board, what the table sees before the roll: the dice it needs, the
exact odds of every outcome (rules/odds.py) and each modifier with its rule; an
action without dice says what will happen. No widgets here (only Qt's translator for
our words, R-227): the panel (assisted.py) shows these; the core applies the event.

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

from PySide6.QtCore import QT_TRANSLATE_NOOP

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
from demloc.ui.i18n import translate

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
    said = translate("tracker.assist_plans", "{test} ({ability}) on a d6").format(
        test=name, ability=ability
    )
    if penalty:
        said = translate("tracker.assist_plans", "{test} +{penalty} on the die").format(
            test=said, penalty=penalty
        )
    if fate:
        said = _fate(said, fate)
    return translate("tracker.assist_plans", "{test}: passes {passes}, fails {fails}").format(
        test=said, passes=percent(p), fails=percent(1 - p)
    )


def _fate(test: str, fate: int) -> str:
    """A test with the fate points spent on it (7.2.1)."""
    return translate("tracker.assist_plans", "{test}, {fate} fate points −{fate} (7.2.1)").format(
        test=test, fate=fate
    )


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
        said = translate("tracker.assist_plans", "{error} ({rule})").format(error=error, rule=rule)
        if rule == "7.3.1":
            said = translate(
                "tracker.assist_plans", "{error} (7.3.1: an engaging move ends engaging an enemy)"
            ).format(error=error)
        raise RulesError(said) from None
    reach = reachable(board, miniature, fighter.profile.movement, mode)
    cost = reach.stops().get((to, facing))
    steps = reach.path_to(to, facing)
    if cost is None or steps is None:
        raise RulesError(
            translate(
                "tracker.assist_plans",
                "{name} cannot reach {square} facing {side} this move (7.2.1)",
            ).format(name=fighter.name, square=to.name, side=facing.name)
        )
    path = tuple(s.square for s in steps)
    how = {
        MoveMode.FREE: translate("tracker.assist_plans", "free movement"),
        MoveMode.EVASIVE: translate("tracker.assist_plans", "evasive movement"),
        MoveMode.ENGAGING: translate("tracker.assist_plans", "engaging movement"),
    }[mode]
    words = translate(
        "tracker.assist_plans", "{name}: {movement} ({rule}) to {square} facing {side}"
    ).format(name=fighter.name, movement=how, rule=rule, square=to.name, side=facing.name)
    steps_said = " → ".join(s.name for s in path)
    spent = {"path": steps_said, "cost": cost, "movement": fighter.profile.movement}
    words += "\n" + (
        translate(
            "tracker.assist_plans",
            "Path {path}: {cost} of {movement} movement points; spending them exhausts the "
            "movement token (7.2.1)",
        ).format(**spent)
        if cost
        else translate(
            "tracker.assist_plans",
            "Path {path}: {cost} of {movement} movement points, nothing spent",
        ).format(**spent)
    )
    dice: tuple[DieNeed, ...] = ()
    if mode is MoveMode.EVASIVE:
        hth = ability_value(fighter.profile.hand_to_hand)
        words += "\n" + translate(
            "tracker.assist_plans",
            "Engaged: first an evasive test, {test}; failed, the miniature stays where it is "
            "(7.2.1)",
        ).format(test=_test(translate("tracker.assist_plans", "hand-to-hand"), hth))
        dice = (DieNeed(Die.D6, 1, translate("tracker.assist_plans", "evasive test")),)
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
    nobody = translate("tracker.assist_plans", "nobody")
    stray = ", ".join(
        f"{who or nobody} {percent(p * (1 - odds.test))}"
        for who, p in sorted(stray_odds(hit).items(), key=lambda kv: kv[0] or "")
    )
    wounds = ", ".join(
        translate("tracker.assist_plans", "{damage} damage {odds}").format(
            damage=damage, odds=percent(p)
        )
        for damage, p in odds.wound.items()
    )
    modifiers = "; ".join(f"{m.label} {m.value:+d} ({m.rule})" for m in plan.modifiers)
    test = translate("tracker.assist_plans", "Ranged test {ability} on a d6").format(
        ability=plan.test_ability
    )
    if fate:
        test = _fate(test, fate)
    passed = translate(
        "tracker.assist_plans",
        "Passed, {fighting} fighting + {enhanced} enhanced dice: no effect {miss}, armour hit "
        "{armour}",
    ).format(
        fighting=plan.fighting, enhanced=plan.enhanced, miss=percent(odds.miss),
        armour=percent(odds.armour),
    )  # fmt: skip
    if wounds:
        passed = translate("tracker.assist_plans", "{odds}, wound: {wounds}").format(
            odds=passed, wounds=wounds
        )
    armour = translate(
        "tracker.assist_plans", "Armour {armour}, impact resistance {impact}"
    ).format(armour=plan.armour, impact=plan.impact)
    if modifiers:
        armour = translate("tracker.assist_plans", "{armour}; modifiers: {modifiers}").format(
            armour=armour, modifiers=modifiers
        )
    text = "\n".join((
        translate("tracker.assist_plans", "{shooter} shoots {target} with {weapon}: {line}").format(
            shooter=shooter.name, target=target.name, weapon=plan.weapon.name,
            line=line.explain(),
        ),
        translate(
            "tracker.assist_plans",
            "{test}: passes {passes}; failed, a stray shot by the out-of-control card's d10 "
            "(7.2.2.2, 5.6; 10 rolls again): {stray}",
        ).format(test=test, passes=percent(odds.test), stray=stray),
        passed,
        armour,
    ))  # fmt: skip
    return Preview(text, (
        DieNeed(Die.D6, 1, translate("tracker.assist_plans", "ranged test")),
        DieNeed(Die.D10, 1, translate("tracker.assist_plans", "stray shot, if the test fails"),
                again=10),
        DieNeed(Die.FIGHTING, plan.fighting, translate("tracker.assist_plans", "fighting")),
        DieNeed(Die.ENHANCED, plan.enhanced, translate("tracker.assist_plans", "enhanced")),
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
    text = "\n".join((
        translate(
            "tracker.assist_plans",
            "{name} channels {count} arcane dice (7.2.3): on average {white} white and {black} "
            "black mana",
        ).format(name=fighter.name, count=count, white=f"{float(white):.1f}",
                 black=f"{float(black):.1f}"),
        translate("tracker.assist_plans", "Broken seals: {odds}").format(
            odds=", ".join(f"{k} {percent(p)}" for k, p in seals.items())),
        translate(
            "tracker.assist_plans",
            "Seals {seals} of {limit}: possessed {odds} (past the limit, 7.2.3); a seal's die "
            "leaves the game",
        ).format(seals=fighter.seals, limit=fighter.seal_limit, odds=percent(possessed)),
    ))  # fmt: skip
    return Preview(text, (DieNeed(Die.ARCANE, count, translate("tracker.assist_plans", "arcane")),))


def cast(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3.1, with the target's arcane test in defence (7.2.3.5)."""
    fid, tid = str(event["character"]), str(event["target"])
    undefended = {k: v for k, v in event.items() if k != "defend_with"}
    after, _ = dry_run(state, ctx, undefended)
    dry_run(state, ctx, event)
    text = translate("tracker.assist_plans", "Arcane power (7.2.3.1): {what}").format(
        what=said(state, after)
    )
    dice: tuple[DieNeed, ...] = ()
    if event.get("defend_with") and tid != fid:
        target = state.fighter(tid)
        text += "\n" + translate(
            "tracker.assist_plans",
            "{name} defends with an arcane test, paid in {mana} mana (7.2.3.5): {test}; "
            "passed, the power does nothing",
        ).format(
            name=target.name,
            mana=_mana(str(event["defend_with"])),
            test=_test(translate("tracker.assist_plans", "arcane"), target.profile.arcane),
        )
        dice = (DieNeed(Die.D6, 1, translate("tracker.assist_plans", "defence test")),)
    return Preview(text, dice)


def arcane_test(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.2.3.5: free a possessed character (+3 on the die) or cancel an effect token."""
    tester, target = state.fighter(str(event["character"])), state.fighter(str(event["target"]))
    dry_run(state, ctx, event)
    freeing = event.get("purpose") == "free"
    penalty = FREE_THE_POSSESSED if freeing else 0
    aim = (
        translate("tracker.assist_plans", "to free {name} from possession")
        if freeing
        else translate("tracker.assist_plans", "to cancel an arcane effect token on {name} (R-35)")
    ).format(name=target.name)
    test = _test(translate("tracker.assist_plans", "arcane"), tester.profile.arcane, penalty)
    text = translate(
        "tracker.assist_plans",
        "{name}'s arcane test {aim} (7.2.3.5), paid with one {mana} mana (R-36)\n{test}",
    ).format(name=tester.name, aim=aim, mana=_mana(str(event.get("spend", "white"))), test=test)
    return Preview(text, (DieNeed(Die.D6, 1, translate("tracker.assist_plans", "arcane test")),))


def _mana(colour: str) -> str:
    """A mana cube's colour in words."""
    if colour == "white":
        return translate("tracker.assist_plans", "white")
    if colour == "black":
        return translate("tracker.assist_plans", "black")
    return colour


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
        said = translate(
            "tracker.assist_plans", "{side}: {fighting} fighting + {enhanced} enhanced dice"
        ).format(side=name, fighting=s.fighting, enhanced=s.enhanced)
        if s.fury:
            said += " ×2 (FURY, 8.4)"
        return f"{said}; {mods}" if mods else said

    def table(values: Mapping[int, Fraction]) -> str:
        return ", ".join(f"{k}: {percent(p)}" for k, p in values.items())

    who = {"attacker": attacker.name, "defender": defender.name}
    text = "\n".join((
        (translate(
            "tracker.assist_plans",
            "{attacker} attacks {defender} (7.3.2) in the first impact zone: only defends "
            "(7.3.1)",
        ) if plan.first_impact
         else translate("tracker.assist_plans", "{attacker} attacks {defender} (7.3.2)")
         ).format(**who),
        side(translate("tracker.assist_plans", "Attack"), plan.attack),
        side(translate("tracker.assist_plans", "Defence"), plan.defence),
        translate("tracker.assist_plans", "Difference (attack − defence): {odds}").format(
            odds=table(odds.difference)),
        translate(
            "tracker.assist_plans", "Damage to {defender}: {odds}; broken heart {heart} (7.3.2.2)"
        ).format(odds=table(odds.to_defender), heart=percent(odds.heart), **who),
        translate("tracker.assist_plans", "Damage to {attacker}: {odds}").format(
            odds=table(odds.to_attacker), **who),
    ))  # fmt: skip
    return Preview(text, (
        DieNeed(Die.FIGHTING, plan.attack.fighting,
                translate("tracker.assist_plans", "attack fighting")),
        DieNeed(Die.ENHANCED, plan.attack.enhanced,
                translate("tracker.assist_plans", "attack enhanced")),
        DieNeed(Die.FIGHTING, plan.defence.fighting,
                translate("tracker.assist_plans", "defence fighting")),
        DieNeed(Die.ENHANCED, plan.defence.enhanced,
                translate("tracker.assist_plans", "defence enhanced")),
    ))  # fmt: skip


def destroy(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """7.3.2.2: a barrel or fence in his control zone, a hand-to-hand test +2."""
    fighter = state.fighter(str(event["character"]))
    dry_run(state, ctx, event)
    hth = ability_value(fighter.profile.hand_to_hand)
    test = _test(
        translate("tracker.assist_plans", "hand-to-hand"), hth, 2, int(event.get("fate", 0))
    )
    text = translate(
        "tracker.assist_plans",
        "{name} destroys the element at {square} instead of attacking (7.3.2.2): {test}",
    ).format(name=fighter.name, square=event["at"], test=test)
    return Preview(
        text, (DieNeed(Die.D6, 1, translate("tracker.assist_plans", "hand-to-hand test")),)
    )


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
    text = translate(
        "tracker.assist_plans",
        "Summoning (7.2.3.2), paid in channelled mana: {what}\nThe draw from the pantheon: {odds}",
    ).format(what=said(state, after), odds=odds)
    if options > 1:
        text = translate(
            "tracker.assist_plans", "{summoning}. Use faces: the card drawn at the table"
        ).format(summoning=text)
    return Preview(text, draws=tuple(names) if options > 1 else ())


def _struck(before: Fighter, after: Fighter) -> str:
    """What a strike changed on a character's card, in the card's words."""
    changes = []
    for label, name in (
        (translate("tracker.assist_plans", "armour damage"), "armour_damage"),
        (translate("tracker.assist_plans", "broken armour"), "armour_tokens"),
        (translate("tracker.assist_plans", "hit damage"), "hit_damage"),
        (translate("tracker.assist_plans", "broken hearts"), "hearts"),
    ):
        old, new = getattr(before, name), getattr(after, name)
        if old != new:
            changes.append(f"{label} {old}→{new}")
    if after.dead and not before.dead:
        changes.append(translate("tracker.assist_plans", "dies"))
    return ", ".join(changes) or translate("tracker.assist_plans", "no change")


def pentacle(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """8.3: HIT x (on the armour first) and ARCANE HIT x (straight to life) on every
    character in contact with the summoner, friend or foe; no dice. What each takes is
    the core's own answer on a copy (RULINGS.md R-80)."""
    fid = str(event["character"])
    after, _ = dry_run(state, ctx, event)
    summoner = state.fighter(fid)
    strikes = [
        f"{name} {x} ({where})"
        for name, where in (
            ("HIT", translate("tracker.assist_plans", "armour first")),
            ("ARCANE HIT", translate("tracker.assist_plans", "straight to life")),
        )
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
    text = "\n".join((
        translate(
            "tracker.assist_plans",
            "{name}'s pentacle strikes (8.3): {strikes} on each character in contact, friend or "
            "foe",
        ).format(
            name=summoner.name,
            strikes=translate("tracker.assist_plans", " and ").join(strikes),
        ),
        "\n".join(struck) if struck
        else translate("tracker.assist_plans", "Nobody is in contact: it strikes no one"),
        translate("tracker.assist_plans", "No dice: Confirm applies it"),
    ))  # fmt: skip
    return Preview(text)


def plain(rule: str) -> Callable[[MissionState, Context, Mapping[str, Any]], Preview]:
    """An action without dice: what it will do, and its rule."""

    def preview(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
        after, _ = dry_run(state, ctx, event)
        return Preview(
            translate(
                "tracker.assist_plans", "{what} ({rule}). No dice: Confirm applies it"
            ).format(what=said(state, after), rule=translate("tracker.assist_plans", rule))
        )

    return preview


ENDS_THE_MOVE = str(
    QT_TRANSLATE_NOOP(
        "tracker.assist_plans", "7.2.1: it ends the move, costs a point, no shot or power this turn"
    )
)  # shown through translate
OUT_THROUGH = str(
    QT_TRANSLATE_NOOP(
        "tracker.assist_plans", "7.2.1: out through its own deployment area, out of the game"
    )
)
PREVIEWS: dict[str, Callable[[MissionState, Context, Mapping[str, Any]], Preview]] = {
    "move": move,
    "shoot": shoot,
    "channel": channel,
    "cast": cast,
    "summon": summon,
    "arcane_test": arcane_test,
    "attack": attack,
    "destroy": destroy,
    "pick_up": plain(ENDS_THE_MOVE),
    "deposit": plain(ENDS_THE_MOVE),
    "escape": plain(OUT_THROUGH),
    "pentacle": pentacle,
}


def preview(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> Preview:
    """The preview of `event`, or RulesError saying why the rules refuse it."""
    try:
        return PREVIEWS[str(event["kind"])](state, ctx, event)
    except BoardError as error:
        raise RulesError(str(error)) from None
    except (KeyError, StopIteration) as error:
        raise RulesError(
            translate("tracker.assist_plans", "{action}: cannot be declared so ({error})").format(
                action=event.get("kind"), error=error
            )
        ) from None
