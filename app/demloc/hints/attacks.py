"""Every attack a character could make in the phase, with its exact odds (issue 33).

Legal by the core's own word: each hint's event is first run on a copy of the state
(`dry_run`, RULINGS.md R-80); one the core refuses is not listed. The odds are counted
by rules/odds.py from the plan the roll itself would use (`plan_shot`, `plan_brawl`),
and what each outcome does to the target is the rules' own function (`shot_lands`,
`blows_land`, `power_lands`): no simulation. What is listed and counted: RULINGS.md
R-228; a charge's end and a power's defence: R-229."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

from demloc.board.board import Board
from demloc.board.movement import MoveMode, reachable
from demloc.board.out_of_control import stray_occupants
from demloc.board.position import Character as Miniature
from demloc.board.sight import FiringLine, firing_line
from demloc.board.zones import engagements, is_behind, zone_of
from demloc.catalog.cards import ArcaneCode, ArcanePower, ManaCost
from demloc.hints.model import AttackHint, Kind, Measure, StrayHit, StrayRisk, percent
from demloc.hints.tally import Tally
from demloc.missions.play import FIRST_SUB_PHASE, Context, MissionState, Phase, board_of
from demloc.missions.play.brawl import step_back_squares
from demloc.missions.play.copies import replace
from demloc.missions.play.dry import dry_run
from demloc.rules.ability import Modifier
from demloc.rules.arcane import power_lands
from demloc.rules.brawl import BrawlPlan, blows_land, by_difference, plan_brawl
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter, shooting_dice
from demloc.rules.odds import ability_test_odds, brawl_odds, shot_outcomes, stray_odds
from demloc.rules.shooting import ShotPlan, plan_shot, shot_lands

# The standard effects of 8.2 that harm their target: a power with one is an attack.
HARMFUL = frozenset({"HIT", "ARCANE HIT", "POISON", "STUNNING", "WEAKNESS"})
ACTING = (Phase.STRATEGIC, Phase.BRAWL)


def turn_of(
    state: MissionState, fighter_id: str, phase: Phase, fresh: bool = False
) -> MissionState:
    """`state` as his owner's part of `phase` (RULINGS.md R-228): the state itself when
    it is; else that player playing, nobody active. `fresh`: as the phase will be when
    he plays it next (R-230): not yet activated in it, no arcane test made in it."""
    owner = state.fighter(fighter_id).owner
    if not fresh and state.phase is phase and state.current == owner:
        return state
    same = state.phase is phase
    changes: dict[str, Any] = {
        "phase": phase, "sub_phase": FIRST_SUB_PHASE[phase], "current": owner, "active": None,
        # The phase as it comes next has nobody passed yet (7); a player who passed in
        # this one never acts in it again, and `attacks` lists nothing for him.
        "passed": tuple(p for p in state.passed if p != owner and same and not fresh),
    }  # fmt: skip
    if fresh or not same:
        changes |= {
            "activated": tuple(a for a in state.activated if a != fighter_id and same),
            "attacks": state.attacks if same else (),
            "arcane_tests": (),
        }
    return replace(state, **changes)


def attacks(state: MissionState, ctx: Context, fighter_id: str) -> list[AttackHint]:
    """Every legal attack of `fighter_id` in the phase (R-228): shots and arcane powers
    in the strategic phase, brawls and charges in the brawl phase; between turns, those
    of the coming strategic phase. An unknown id is refused (RulesError)."""
    fighter = state.fighter(fighter_id)
    if state.phase is Phase.ENDED or not fighter.in_play:
        return []
    if state.phase in ACTING and fighter.owner in state.passed:
        return []  # his player passed: the core never comes back to him this phase (7)
    phase = state.phase if state.phase in ACTING else Phase.STRATEGIC
    return attacks_in(turn_of(state, fighter_id, phase), ctx, fighter_id)


def attacks_in(
    state: MissionState, ctx: Context, fighter_id: str, only: str | None = None
) -> list[AttackHint]:
    """The attacks of `fighter_id` in `state`'s phase, on `only` if given."""
    board = board_of(state, ctx)
    me = board.characters.get(fighter_id)
    if me is None:
        return []
    enemies = [
        m for m in board.characters.values()
        if m.is_enemy_of(me) and (only is None or m.id == only)
        and state.fighters.get(m.id) is not None and state.fighters[m.id].in_play
    ]  # fmt: skip
    if not enemies:
        return []
    if state.phase is Phase.STRATEGIC:
        return [*_shots(state, ctx, board, me, enemies), *_powers(state, ctx, board, me, enemies)]
    return [*_brawls(state, ctx, board, me, enemies), *_charges(state, ctx, board, me, enemies)]


def best_first(hints: Iterable[AttackHint], measure: Measure = Measure.KILL) -> list[AttackHint]:
    """Best first by `measure`, then by the other one, then the likelier to do
    anything; equal hints keep their order."""

    def key(h: AttackHint) -> tuple[Fraction, Fraction, Fraction]:
        if measure is Measure.KILL:
            return (-h.kill, -h.expected, h.nothing)
        return (-h.expected, -h.kill, h.nothing)

    return sorted(hints, key=key)


def _legal(state: MissionState, ctx: Context, event: Mapping[str, Any]) -> MissionState | None:
    """The state after `event` on a copy, or None when the core refuses it."""
    try:
        return dry_run(state, ctx, event)[0]
    except RulesError:
        return None


# ---- shots (7.2.2) ----------------------------------------------------------------


def _shots(
    state: MissionState, ctx: Context, board: Board, me: Miniature, enemies: list[Miniature]
) -> list[AttackHint]:
    shooter = state.fighters[me.id]
    weapon = shooter.ranged_weapon
    if weapon is None or weapon.shooting_damage is None:
        return []
    found = []
    for enemy in enemies:
        line = firing_line(board, me, enemy, weapon.range)
        if not line.clear:
            continue  # the core refuses it too (7.2.2): no dry run needed
        # A positioned shot trades a fighting die for an enhanced one and the movement
        # token (7.2.2): listed beside the plain shot when the token allows it.
        for positioned in (False, True) if not shooter.exhausted else (False,):
            event: dict[str, Any] = {"kind": "shoot", "character": me.id, "target": enemy.id}
            if positioned:
                event["positioned"] = True
            if _legal(state, ctx, event) is None:
                continue
            found.append(_shot(state, ctx, board, me, enemy, line, positioned, event))
    return found


def _shot(
    state: MissionState, ctx: Context, board: Board, me: Miniature, enemy: Miniature,
    line: FiringLine, positioned: bool, event: Mapping[str, Any],
) -> AttackHint:  # fmt: skip
    shooter, target = state.fighters[me.id], state.fighters[enemy.id]
    plan = plan_shot(shooter, target, line.penalty, positioned)
    test = ability_test_odds(plan.test_ability)
    can_step_back = bool(step_back_squares(board, enemy.id))
    tally = Tally(target)
    for outcome, p in shot_outcomes(plan, ctx.dice).items():
        after = shot_lands(target, plan.weapon, outcome.damage, outcome.damage_kind, can_step_back)
        tally.add(after[0], p * test)
    # A failed test sends the shot astray, never onto its target (7.2.2.2, 5.6: 5).
    tally.add(target, 1 - test)
    strays = stray_odds(stray_occupants(board, me.at, enemy.at))
    hits = tuple(
        StrayHit(who, state.fighters[who].name, p * (1 - test),
                 state.fighters[who].owner == shooter.owner)
        for who, p in sorted(strays.items(), key=lambda kv: (-kv[1], kv[0] or ""))
        if who is not None and who in state.fighters
    )  # fmt: skip
    modifiers = [
        *_line_modifiers(line),
        Modifier(f"ranged test {plan.test_ability} on a d6: passes {percent(test)}", 0, "7.2.2.2"),
        *_shot_dice(shooter, plan),
        *plan.modifiers,
        *(Modifier(f"target's armour: {m.label}", m.value, m.rule) for m in plan.armour_modifiers),
    ]
    if plan.impact:
        modifiers.append(Modifier("target's impact resistance", -plan.impact, "7.2.2.4"))
    elif target.profile.impact_resistance and plan.weapon.feature("PERFORATING") is not None:
        modifiers.append(Modifier("PERFORATING: impact resistance not counted", 0, "8.1"))
    if can_step_back is False and plan.weapon.feature("BACKSTACK") is not None:
        modifiers.append(Modifier("BACKSTACK: no square to step back to, double", 0, "8.1"))
    label = f"{'positioned shot' if positioned else 'shot'} with {plan.weapon.name}"
    return AttackHint(
        attacker=me.id, target=enemy.id, kind=Kind.SHOT, label=label, means=plan.weapon.name,
        modifiers=tuple(modifiers), stray=StrayRisk(1 - test, hits), event=dict(event),
        rule=Kind.SHOT.rule, **tally.figures(),
    )  # fmt: skip


def _line_modifiers(line: FiringLine) -> list[Modifier]:
    """The firing line as the shot's card says it: in view, its length against the
    range; its cover is the plan's "partial cover" (7.2.2.1), or "in the open"."""
    reach = f" of range {line.weapon_range}" if line.weapon_range else ""
    open_ = "" if line.penalty else ", in the open"
    return [Modifier(f"firing line: in view, {line.distance} squares{reach}{open_}", 0, "7.2.2")]


def _shot_dice(shooter: Fighter, plan: ShotPlan) -> list[Modifier]:
    """The shot's dice (7.2.2.3 table, R-244), as a brawl's card says its own: how many, and a
    die fewer per broken heart (at least one, R-30); a positioned shot's enhanced die."""
    found = [
        Modifier(f"shot: {plan.fighting} fighting + {plan.enhanced} enhanced dice", 0, "7.2.2.3")
    ]
    lost = shooter.profile.ranged.dice - shooting_dice(shooter)
    if lost:
        found.append(Modifier(f"shot dice: {_hearts(shooter.hearts)}", -lost, "7.2.2.3"))
    if plan.enhanced:
        positioned = "positioned shot: an enhanced die for a fighting one, token exhausted"
        found.append(Modifier(positioned, 0, "7.2.2"))
    return found


def _hearts(count: int) -> str:
    return f"{count} broken heart{'s' if count > 1 else ''}, a die fewer each"


# ---- arcane powers (7.2.3.1) ------------------------------------------------------


def _powers(
    state: MissionState, ctx: Context, board: Board, me: Miniature, enemies: list[Miniature]
) -> list[AttackHint]:
    caster = state.fighters[me.id]
    found = []
    for code_id in caster.codes:
        code = ctx.catalog.card(code_id)
        if not isinstance(code, ArcaneCode):
            continue
        for number, power in enumerate(code.powers, start=1):
            if not HARMFUL & {e.name for e in power.effects}:
                continue
            extra = _extra(caster, power.cost)
            if extra is None:
                continue  # he cannot pay it: the core would refuse every target
            for enemy in enemies:
                event: dict[str, Any] = {
                    "kind": "cast", "character": me.id, "target": enemy.id, "code": code.id,
                    "power": number,
                }  # fmt: skip
                if extra.total:
                    event |= {"extra_white": extra.white, "extra_black": extra.black}
                if _legal(state, ctx, event) is None:
                    continue
                found.append(_power(state, me, enemy, code, number, power, extra, event))
    return found


def _extra(caster: Fighter, cost: ManaCost) -> ManaCost | None:
    """The extra mana an exhausted caster pays, one per level, white first (7.2.3.1,
    R-229); None when he cannot pay the power and that."""
    white, black = caster.white - cost.white, caster.black - cost.black
    if white < 0 or black < 0:
        return None
    if not caster.exhausted:
        return ManaCost()
    extra_white = min(white, caster.level)
    if extra_white + black < caster.level:
        return None
    return ManaCost(extra_white, caster.level - extra_white)


def _power(
    state: MissionState, me: Miniature, enemy: Miniature, code: ArcaneCode, number: int,
    power: ArcanePower, extra: ManaCost, event: Mapping[str, Any],
) -> AttackHint:  # fmt: skip
    target = state.fighters[enemy.id]
    modifiers = []
    # the target defends with an arcane test whenever the core lets him: he holds
    # a mana cube and has made no test this sub-phase (7.2.3.5).
    defends = (target.white or target.black) and enemy.id not in state.arcane_tests
    defence = ability_test_odds(target.profile.arcane) if defends else Fraction(0)
    if defends:
        modifiers.append(
            Modifier(f"target's arcane test in defence: passes {percent(defence)}", 0, "7.2.3.5")
        )
    if extra.total:
        modifiers.append(Modifier(f"exhausted: {extra.total} extra mana", 0, "7.2.3.1"))
    if power.unique_effect:
        modifiers.append(Modifier(f"its own effect, not counted: {power.unique_effect}", 0, "8.2"))
    tally = Tally(target)
    tally.add(power_lands(target, power)[0], 1 - defence)
    tally.add(target, defence)
    return AttackHint(
        attacker=me.id, target=enemy.id, kind=Kind.POWER,
        label=f"{power.name} ({code.name}, power {number})", means=power.name,
        modifiers=tuple(modifiers), event=dict(event), rule=Kind.POWER.rule, **tally.figures(),
    )  # fmt: skip


# ---- brawls and charges (7.3) -----------------------------------------------------


def _brawls(
    state: MissionState, ctx: Context, board: Board, me: Miniature, enemies: list[Miniature]
) -> list[AttackHint]:
    wanted = {m.id for m in enemies}
    charged = state.active is not None and state.active.character == me.id and state.active.moved
    found = []
    for pair in engagements(board):
        if pair.engager != me.id or pair.engaged not in wanted:
            continue
        event = {"kind": "attack", "character": me.id, "target": pair.engaged}
        if _legal(state, ctx, event) is None:
            continue
        found.append(_brawl(state, ctx, board, me.id, pair.engaged, charged, event))
    return found


def _brawl(
    state: MissionState, ctx: Context, board: Board, fid: str, tid: str, charged: bool,
    event: Mapping[str, Any], kind: Kind = Kind.BRAWL,
) -> AttackHint:  # fmt: skip
    """The attack of `fid` on `tid` on `board`, as the core's `attack` plans it."""
    attacker, defender = state.fighters[fid], state.fighters[tid]
    pair = next(e for e in engagements(board) if (e.engager, e.engaged) == (fid, tid))
    behind = is_behind(board.characters[fid].at, board.characters[tid])
    plan = plan_brawl(
        attacker, defender, behind=behind, charge=charged,
        earlier_attackers=sum(1 for d, p in state.attacks if d == tid and p == attacker.owner),
        first_impact=pair.first_impact,
    )  # fmt: skip
    can_step_back = bool(step_back_squares(board, tid))
    tally, back = Tally(defender), Tally(attacker)
    for difference, p in brawl_odds(plan, ctx.dice).difference.items():
        outcome = by_difference(plan, difference)
        hurt, after, reports, _, _ = blows_land(attacker, defender, outcome, can_step_back)
        tally.add(after, p, reports[-1].hearts if outcome.heart_to_defender else 0)
        back.add(hurt, p)
    weapon = attacker.primary.name if attacker.primary else ""
    here = board.characters[fid]
    return AttackHint(
        attacker=fid, target=tid, kind=kind,
        label=(f"charge to {here.at.name} with {weapon}" if kind is Kind.CHARGE
               else f"brawl with {weapon}"),
        means=weapon, modifiers=_brawl_modifiers(plan, can_step_back, attacker),
        charge_to=here.at if kind is Kind.CHARGE else None,
        charge_facing=here.facing if kind is Kind.CHARGE else None,
        event=dict(event), rule=kind.rule, backlash=back.figures()["total"],
        backlash_kill=back.kill, **tally.figures(),
    )  # fmt: skip


def _brawl_modifiers(
    plan: BrawlPlan, can_step_back: bool, attacker: Fighter
) -> tuple[Modifier, ...]:
    attack, defence = plan.attack, plan.defence
    found = [
        Modifier(
            f"attack: {attack.fighting} fighting + {attack.enhanced} enhanced dice", 0, "7.3.2"
        ),
        *(Modifier(f"attack dice: {m.label}", m.value, m.rule) for m in attack.dice_notes),
        *attack.modifiers,
        Modifier(f"defence: {defence.fighting} fighting dice", 0, "7.3.2"),
        *(Modifier(f"defence dice: {m.label}", m.value, m.rule) for m in defence.dice_notes),
        *(Modifier(f"defence: {m.label}", m.value, m.rule) for m in defence.modifiers),
    ]
    if attack.enhanced:
        found.append(Modifier("charge: an enhanced die", 0, "7.3.2"))
    if attack.fury or defence.fury:
        found.append(Modifier("FURY doubles the dice", 0, "8.4"))
    if plan.first_impact:
        found.append(Modifier("first impact zone: the defender deals no damage", 0, "7.3.1"))
    if not can_step_back and attacker.weapon_feature("BACKSTACK"):
        found.append(Modifier("BACKSTACK: no square to step back to, double", 0, "8.1"))
    return tuple(found)


def _charges(
    state: MissionState, ctx: Context, board: Board, me: Miniature, enemies: list[Miniature]
) -> list[AttackHint]:
    """A charge on each enemy an engaging move can reach (7.3.1): the move's end is
    chosen by R-229: from behind, then in the first impact zone, then the cheapest;
    a move that spends no point is no charge. A FLY flight (8.4) is not tried."""
    fighter = state.fighters[me.id]
    if fighter.exhausted or fighter.possessed or fighter.summoned:
        return []  # the core refuses every move (7.2.1, 7.2.3, 7.2.3.2)
    if state.active is not None and state.active.character == me.id:
        return []  # he has moved or acted already in this activation
    # Each step of a move goes one square for a point or more, and a zone reaches two
    # squares at most (7.1.1, R-21): an enemy further than that is out of any charge.
    limit = fighter.profile.movement + 2
    wanted = {
        m.id: m for m in enemies if max(abs(m.at.x - me.at.x), abs(m.at.y - me.at.y)) <= limit
    }
    if not wanted:
        return []
    reach = reachable(board, me, fighter.profile.movement, MoveMode.ENGAGING)
    best: dict[str, tuple[tuple[int, int, int, int], Miniature]] = {}
    for order, (stop, cost) in enumerate(sorted(reach.stops().items(), key=_stop_order)):
        if cost == 0:
            continue
        square, facing = stop
        z = zone_of(board, square, facing, me.long_range)
        for enemy in wanted.values():
            if enemy.at not in z.all:
                continue
            rank = (
                -is_behind(square, enemy), -(enemy.at not in z.control), cost, order,
            )  # fmt: skip
            if enemy.id not in best or rank < best[enemy.id][0]:
                best[enemy.id] = (rank, replace(me, at=square, facing=facing))
    found = []
    for tid, (_rank, moved) in best.items():
        move = {
            "kind": "move",
            "character": me.id,
            "to": moved.at.name,
            "facing": moved.facing.name,
        }
        after_move = _legal(state, ctx, move)
        if after_move is None:
            continue
        event = {"kind": "attack", "character": me.id, "target": tid}
        if _legal(after_move, ctx, event) is None:
            continue
        moved_board = board_of(after_move, ctx)
        found.append(_brawl(after_move, ctx, moved_board, me.id, tid, True, event, Kind.CHARGE))
    return found


def _stop_order(item: tuple[tuple[Any, Any], int]) -> tuple[int, int, int]:
    (square, facing), _cost = item
    return (square.y, square.x, int(facing))
