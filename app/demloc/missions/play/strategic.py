"""The strategic phase (7.2): movement, possessed walks, shooting, the arcane
sub-phase (channel, cast, arcane test; summoning is in `summoning`), objects, escape."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.movement import MoveMode, move_cost
from demloc.board.out_of_control import possessed_walk, stray_occupants
from demloc.board.position import Token as ObjectToken
from demloc.board.position import TokenKind
from demloc.board.sight import firing_line
from demloc.board.squares import Facing, Square
from demloc.board.tiles import Edge
from demloc.board.zones import enemy_zone_masks, zone
from demloc.catalog.cards import ArcaneCode, CardKind, ManaCost
from demloc.catalog.catalog import UnknownCardError
from demloc.missions.play.activation import activate
from demloc.missions.play.brawl import push_back, step_back_squares
from demloc.missions.play.copies import replace
from demloc.missions.play.settle import count_kill, settle
from demloc.missions.play.state import (
    Context,
    MissionState,
    Phase,
    board_of,
    choice,
    count,
    deployment_zone,
    engaged,
    field,
    miniature_of,
    say,
    spend_fate,
    stand,
    with_fighter,
)
from demloc.rules import arcane
from demloc.rules.ability import ability_test, ability_value
from demloc.rules.dice import DiceSource, Die, Mana
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import Fighter, Token
from demloc.rules.shooting import resolve_shot


def move(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Free (7.2.1), evasive (7.2.1) or engaging (7.3.1) movement, or a FLY flight (8.4)."""
    fid = field(event, "character")
    to = Square.parse(field(event, "to"))
    facing = Facing.parse(field(event, "facing"))
    state = activate(state, fid, "move")
    fighter = state.fighter(fid)
    if fighter.possessed:
        raise IllegalActionError(
            f"{fighter.name} is possessed: the out-of-control card moves them (7.2.3)"
        )
    if fighter.summoned:
        raise IllegalActionError(f"{fighter.name} cannot move while their daemon plays (7.2.3.2)")
    if fighter.exhausted:
        raise IllegalActionError(f"{fighter.name}'s movement token is exhausted (7.2.1)")
    board = board_of(state, ctx)
    miniature = miniature_of(state, fid)
    fly = bool(event.get("fly", False))
    if state.phase is Phase.BRAWL:
        mode = MoveMode.ENGAGING
    elif enemy_zone_masks(board, miniature)[board.index(miniature.at)]:
        # In an enemy's zone: engaged by him (the masks `move_cost` reads too).
        mode = MoveMode.EVASIVE
        (die,) = dice.roll(Die.D6, 1)
        assert isinstance(die, int)
        test = ability_test(ability_value(fighter.profile.hand_to_hand), die, count(event, "fate"))
        state = spend_fate(state, fighter.owner, count(event, "fate"))
        if not test.passed:
            return say(state, f"{fighter.name} fails the evasive movement test ({die})")
    else:
        mode = MoveMode.FREE
    if fly:
        flight = fighter.ability("FLY")
        if flight is None:
            raise IllegalActionError(f"{fighter.name} has no FLY ability (8.4)")
        # FLY is activated with the fate points its card asks (5.1.1, 8.4); its x, on
        # the card, bounds the flight.
        state = spend_fate(state, fighter.owner, fighter.fate_cost("FLY"))
        miniature = replace(miniature, fly=flight)
    # The card's movement factor is the budget (the miniature's own is the map file's).
    # Only this one stop is asked: the search stops once its cost is known.
    cost, reason = move_cost(board, miniature, to, facing, fighter.profile.movement, mode, fly)
    if cost is None:
        raise IllegalActionError(
            f"{fighter.name} cannot reach {to.name} facing {facing.name} this move"
            + (f": {reason}" if reason else "")
        )
    moved = replace(miniature, at=to, facing=facing)
    state = stand(state, moved)
    if cost:
        # Spending movement points exhausts the movement token (7.2.1).
        state = with_fighter(state, replace(fighter, token=Token.EXHAUSTED))
    return say(state, f"{fighter.name} moves to {to.name} facing {facing.name} ({cost} points)")


def possessed_move(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3: a possessed character moves by the out-of-control card, all his points."""
    fid = field(event, "character")
    fighter = state.fighter(fid)
    if not fighter.possessed:
        raise IllegalActionError(f"{fighter.name} is not possessed")
    state = activate(state, fid, "possessed")
    drawn = dict(state.out_of_control).get(fid)
    # His card is used: drawn at the turn's start (RULINGS.md R-71), it goes with the walk.
    state = replace(state, out_of_control=tuple(c for c in state.out_of_control if c[0] != fid))
    board = board_of(state, ctx)
    if engaged(board, fid):
        return say(state, f"{fighter.name} is engaged and does not move (7.2.3)")
    if drawn:
        roll = drawn[-1]
    else:
        # Possessed since the turn began, or a save before version 3: rolled now.
        while True:
            (rolled,) = dice.roll(Die.D10, 1)
            if rolled != 10:
                break
        assert isinstance(rolled, int)
        roll = rolled
    miniature = miniature_of(state, fid)
    path, escaped = possessed_walk(board, miniature, roll, fighter.profile.movement)
    if escaped:
        state = with_fighter(state, replace(fighter, escaped=True))
        return settle(say(state, f"{fighter.name} runs off the board (d10 {roll})"), state)
    if path:
        moved = replace(miniature, at=path[-1])
        state = stand(state, moved)
        state = with_fighter(state, replace(fighter, token=Token.EXHAUSTED))
    where = path[-1].name if path else miniature.at.name
    return say(state, f"{fighter.name}, possessed, walks to {where} (d10 {roll})")


def shoot(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.2."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("shooting belongs to the strategic phase (7.2.2)")
    fid, tid = field(event, "character"), field(event, "target")
    state = activate(state, fid, "act")
    shooter, target = state.fighter(fid), state.fighter(tid)
    if fid in state.no_ranged:
        raise IllegalActionError(f"{shooter.name} handled an object this turn: no shooting (7.2.1)")
    board = board_of(state, ctx)
    weapon = shooter.ranged_weapon
    line = firing_line(board, miniature_of(state, fid), miniature_of(state, tid),
                       weapon.range if weapon else None)  # fmt: skip
    fate = count(event, "fate")
    state = spend_fate(state, shooter.owner, fate)

    def stray(roll: int) -> Fighter | None:
        who = stray_occupants(board, miniature_of(state, fid).at, miniature_of(state, tid).at)
        occupant = who.get(roll)
        return state.fighters.get(occupant) if occupant else None

    report = resolve_shot(
        shooter, target, dice, line=line, engaged=engaged(board, fid),
        positioned=bool(event.get("positioned", False)), fate_points=fate, stray=stray,
        can_step_back=bool(step_back_squares(board, tid)),
    )  # fmt: skip
    before = state
    state = with_fighter(state, report.shooter)
    if report.target is not None:
        state = with_fighter(state, report.target)
        hit = report.target
        if report.effects and report.effects.backstack == "pushed back" and hit.in_play:
            state = push_back(state, event, board, hit.id)
        state = count_kill(state, report.shooter, before.fighter(hit.id), hit)
    outcome = report.outcome.result.value if report.outcome else "the stray shot hits nobody"
    return settle(say(state, f"{shooter.name} shoots {target.name}: {outcome}"), before)


def channel(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("channeling belongs to the arcane sub-phase (7.2.3)")
    fid = field(event, "character")
    state = activate(state, fid, "act")
    report = arcane.channel(
        state.fighter(fid), dice, count(event, "roll"),
        count(event, "reroll_white"), count(event, "reroll_black"),
    )  # fmt: skip
    state = with_fighter(state, report.fighter)
    text = f"{report.fighter.name} channels {', '.join(f.value for f in report.faces)}"
    return say(state, text + (": possessed!" if report.became_possessed else ""))


def code_card(ctx: Context, code_id: str) -> ArcaneCode:
    try:
        card = ctx.catalog.card(code_id)
    except UnknownCardError:
        raise IllegalActionError(f"no arcane code '{code_id}' in the catalog") from None
    if not isinstance(card, ArcaneCode):
        raise IllegalActionError(f"{code_id} is not an arcane code")
    return card


def cast(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.1, with the target's arcane test in defence (7.2.3.5)."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("arcane powers belong to the arcane sub-phase (7.2.3)")
    fid, tid = field(event, "character"), field(event, "target")
    state = activate(state, fid, "act")
    if fid in state.no_ranged:
        raise IllegalActionError("a character who handled an object uses no arcane power this turn")
    caster, target = state.fighter(fid), state.fighter(tid)
    board = board_of(state, ctx)
    code = code_card(ctx, field(event, "code"))
    line = firing_line(board, miniature_of(state, fid), miniature_of(state, tid), arcane=True)
    defence = None
    defend_with = event.get("defend_with", "")
    if defend_with and tid != fid:
        if tid in state.arcane_tests:
            raise IllegalActionError(
                f"{target.name} made their arcane test this sub-phase (7.2.3.5)"
            )
        (die,) = dice.roll(Die.D6, 1)
        assert isinstance(die, int)
        spend = choice(event, "defend_with", "white", Mana)
        target, defence = arcane.arcane_test(target, die, spend=spend)
        state = replace(state, arcane_tests=(*state.arcane_tests, tid))
    in_zone = miniature_of(state, tid).at in zone(board, miniature_of(state, fid)).all
    extra = ManaCost(count(event, "extra_white"), count(event, "extra_black"))
    report = arcane.cast(
        caster, code, count(event, "power", 1, 1), target, extra=extra,
        line=line if tid != fid else None, engaged=engaged(board, fid),
        target_in_zone=in_zone or tid == fid, defence=defence,
    )  # fmt: skip
    before = state
    state = with_fighter(with_fighter(state, report.target), report.caster)
    state = count_kill(state, report.caster, before.fighter(tid), report.target)
    return settle(
        say(
            state,
            f"{caster.name} uses {report.power} on {target.name}: {'; '.join(report.effects)}",
        ),
        before,
    )


def arcane_test(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.5: free a possessed character in the zone (+3), or cancel an effect token."""
    fid, tid = field(event, "character"), field(event, "target")
    purpose = field(event, "purpose")
    tester, target = state.fighter(fid), state.fighter(tid)
    if not tester.in_play or not target.in_play:
        raise IllegalActionError("an arcane test is made by and for characters in play (7.2.3.5)")
    if tester.possessed and tid != fid:
        raise IllegalActionError(f"{tester.name} is possessed: they test only to free themselves")
    if fid in state.arcane_tests:
        raise IllegalActionError(f"{tester.name} made their arcane test this sub-phase (7.2.3.5)")
    board = board_of(state, ctx)
    if tid != fid and miniature_of(state, tid).at not in zone(board, miniature_of(state, fid)).all:
        raise IllegalActionError(f"{target.name} is not in {tester.name}'s control zone (7.2.3.5)")
    (die,) = dice.roll(Die.D6, 1)
    assert isinstance(die, int)
    freeing = purpose == "free"
    if freeing and not target.possessed:
        raise IllegalActionError(f"{target.name} is not possessed")
    tester, result = arcane.arcane_test(
        tester, die, spend=choice(event, "spend", "white", Mana), freeing=freeing
    )
    state = replace(with_fighter(state, tester), arcane_tests=(*state.arcane_tests, fid))
    if result.passed:
        target = state.fighter(tid)
        if freeing:
            target = arcane.free_from_possession(target)
        else:
            # One arcane effect token: a VIGOR or WEAKNESS mana cube (RULINGS.md R-35).
            if target.vigour:
                target = replace(target, vigour=target.vigour - 1)
            elif target.weakness:
                target = replace(target, weakness=target.weakness - 1)
        before = state
        state = settle(with_fighter(state, target), before)
    return say(
        state, f"{tester.name}'s arcane test ({purpose}): {'passed' if result.passed else 'failed'}"
    )


def objects(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.1 collecting and depositing objects: ends the move, costs 1 point, and no
    ranged attack or arcane power that turn."""
    fid = field(event, "character")
    picking = event["kind"] == "pick_up"
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("objects are handled in the strategic phase (7.2)")
    if fid in state.no_ranged:
        raise IllegalActionError("one object handled per turn: it ends the move (7.2.1)")
    state = activate(state, fid, "object")
    fighter = state.fighter(fid)
    here = miniature_of(state, fid).at
    if picking:
        token = next((t for t in state.board_map.tokens if t.at == here), None)
        if token is None:
            raise IllegalActionError(f"there is no object on {here.name} (7.2.1)")
        tokens = tuple(t for t in state.board_map.tokens if t is not token)
        label = f"{token.kind.value}{'*' if token.true_relic else ''}"
        fighter = replace(fighter, objects=(*fighter.objects, label))
    else:
        if not fighter.objects:
            raise IllegalActionError(f"{fighter.name} carries no object")
        label = fighter.objects[-1]
        kind = TokenKind(label.rstrip("*"))
        tokens = (*state.board_map.tokens, ObjectToken(kind, here, label.endswith("*")))
        fighter = replace(fighter, objects=fighter.objects[:-1])
    fighter = replace(fighter, token=Token.EXHAUSTED)
    state = replace(
        with_fighter(state, fighter),
        board_map=replace(state.board_map, tokens=tokens),
        no_ranged=(*state.no_ranged, fid),
    )
    return say(
        state, f"{fighter.name} {'picks up' if picking else 'puts down'} the {label.rstrip('*')}"
    )


def objects_for_objective(state: MissionState, colour: str) -> tuple[str, ...]:
    """The objects that count for a mission objective: those mercenaries carry (7.2.1)."""
    return tuple(
        item
        for f in state.fighters.values()
        if f.owner == colour and f.kind is CardKind.MERCENARY and f.in_play
        for item in f.objects
    )


def escape(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.1: escape from the game through the initial deployment area."""
    fid = field(event, "character")
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("escaping is a free movement of the strategic phase (7.2.1)")
    state = activate(state, fid, "move")
    fighter = state.fighter(fid)
    if fighter.exhausted:
        raise IllegalActionError(f"{fighter.name}'s movement token is exhausted (7.2.1)")
    if engaged(board_of(state, ctx), fid):
        raise IllegalActionError(
            f"{fighter.name} is engaged: they get away with an evasive movement first (7.2.1)"
        )
    if fighter.kind is CardKind.FOLLOWER and "dignitary" in fighter.name.lower():
        raise IllegalActionError("dignitaries cannot escape (7.2.1)")
    here = miniature_of(state, fid).at
    zone_here = deployment_zone(state, fighter.owner)
    if zone_here is None or here not in zone_here.squares:
        raise IllegalActionError(f"{fighter.name} escapes only from their deployment area (7.2.1)")
    board = board_of(state, ctx)
    # Out over the map edge, or through a window of an interior deployment area.
    outward = [
        f for f in Facing
        if not board.contains(here.step(*f.vector)) and board.edge(here, f) is not Edge.WALL
    ]  # fmt: skip
    if not outward:
        raise IllegalActionError(f"{here.name} is not on the edge of the board (7.2.1)")
    before = state
    state = with_fighter(state, replace(fighter, escaped=True))
    return settle(say(state, f"{fighter.name} escapes"), before)
