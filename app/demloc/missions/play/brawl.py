"""The brawl phase (7.3): attacks and the BACKSTACK push back (8.1), destroying a
scene element, activated abilities (FURY), pentacles (8.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.board import Board, Terrain
from demloc.board.position import Element, ElementKind
from demloc.board.squares import NEIGHBOURS, Square, behind_squares
from demloc.board.steps import neighbour
from demloc.board.zones import engagements, is_behind, zone
from demloc.missions.play.activation import activate
from demloc.missions.play.copies import replace
from demloc.missions.play.settle import count_kill, settle
from demloc.missions.play.state import (
    Context,
    MissionState,
    Phase,
    board_of,
    count,
    field,
    miniature_of,
    say,
    spend_fate,
    square_field,
    stand,
    with_fighter,
)
from demloc.rules.brawl import destroy_element_test, resolve_brawl
from demloc.rules.damage import DamageKind, take_damage
from demloc.rules.dice import DiceSource, Die
from demloc.rules.errors import IllegalActionError


def attack(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2: the engager attacks; the engaged defends."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("hand-to-hand attacks belong to the brawl phase (7.3)")
    fid, tid = field(event, "character"), field(event, "target")
    charged = state.active is not None and state.active.character == fid and state.active.moved
    state = activate(state, fid, "act")
    attacker, defender = state.fighter(fid), state.fighter(tid)
    board = board_of(state, ctx)
    pair = next((e for e in engagements(board) if (e.engager, e.engaged) == (fid, tid)), None)
    if pair is None:
        raise IllegalActionError(
            f"{attacker.name} does not engage {defender.name}: only the engager attacks (7.3.2)"
        )
    earlier = sum(1 for d, p in state.attacks if d == tid and p == attacker.owner)
    report = resolve_brawl(
        attacker, defender, dice,
        behind=is_behind(miniature_of(state, fid).at, miniature_of(state, tid)),
        charge=charged, earlier_attackers=earlier, first_impact=pair.first_impact,
        can_step_back=bool(step_back_squares(board, tid)),
    )  # fmt: skip
    before = state
    state = with_fighter(with_fighter(state, report.attacker), report.defender)
    if report.effects and report.effects.backstack == "pushed back" and report.defender.in_play:
        state = push_back(state, event, board, tid)
    state = count_kill(state, report.attacker, before.fighter(tid), report.defender)
    state = count_kill(state, report.defender, before.fighter(fid), report.attacker)
    state = replace(state, attacks=(*state.attacks, (tid, attacker.owner)))
    return settle(
        say(
            state,
            f"{attacker.name} attacks {defender.name}: difference {report.outcome.difference}",
        ),
        before,
    )


def step_back_squares(board: Board, fighter_id: str) -> list[Square]:
    """8.1 BACKSTACK: the squares behind a character he can step back into (free ground,
    no wall between), straight back first (RULINGS.md R-44)."""
    miniature = board.character(fighter_id)
    here = board.index(miniature.at)
    behind = behind_squares(miniature.at, miniature.facing)
    squares = []
    for square in (behind[1], behind[0], behind[2]):
        step = (square.x - miniature.at.x, square.y - miniature.at.y)
        j = neighbour(board, here, NEIGHBOURS.index(step))
        if j >= 0 and board.terrain[j] is Terrain.FREE and j not in board.occupant:
            squares.append(square)
    return squares


def push_back(
    state: MissionState, event: Mapping[str, Any], board: Board, tid: str
) -> MissionState:
    """8.1 BACKSTACK: the target steps back one square, facing as he did; his owner
    picks which (`back_to`), else straight back when free (RULINGS.md R-44)."""
    squares = step_back_squares(board, tid)
    chosen = Square.parse(event["back_to"]) if isinstance(event.get("back_to"), str) else None
    if chosen is not None and chosen not in squares:
        raise IllegalActionError(
            f"attack: 'back_to' {chosen.name} is not a free square behind the target: "
            f"{', '.join(q.name for q in squares)} (8.1)"
        )
    to = chosen or squares[0]
    moved = replace(miniature_of(state, tid), at=to)
    state = stand(state, moved)
    return say(state, f"{state.fighter(tid).name} is pushed back to {to.name} (8.1)")


def destroy(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2.2: instead of attacking, destroy a barrel or fence in the control zone."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("scene elements are destroyed in the brawl phase (7.3.2.2)")
    fid = field(event, "character")
    at = Square.parse(field(event, "at"))
    state = activate(state, fid, "act")
    fighter = state.fighter(fid)
    board = board_of(state, ctx)
    element = destructible(state, at)
    if at not in zone(board, miniature_of(state, fid)).control:
        raise IllegalActionError(f"{at.name} is not in {fighter.name}'s control zone (7.3.2.2)")
    (die,) = dice.roll(Die.D6, 1)
    assert isinstance(die, int)
    fate = count(event, "fate")
    state = spend_fate(state, fighter.owner, fate)
    result = destroy_element_test(fighter, die, fate)
    if not result.passed:
        return say(state, f"{fighter.name} fails to destroy the {element.kind.label} ({die}+2)")
    state = _remove_element(state, fighter.owner, element)
    return say(state, f"{fighter.name} destroys the {element.kind.label} at {at.name}")


# The scene elements a character may destroy (7.3.2.2): barrels and fences only.
DESTRUCTIBLE = (ElementKind.BARREL, ElementKind.PALISADE)


def destructible(state: MissionState, at: Square) -> Element:
    """The barrel or fence standing at `at`; none there is refused with the rule."""
    element = next(
        (e for e in state.board_map.elements if e.at == at and e.kind in DESTRUCTIBLE), None
    )
    if element is None:
        raise IllegalActionError(f"there is no barrel or fence to destroy at {at.name} (7.3.2.2)")
    return element


def _remove_element(state: MissionState, colour: str, element: Element) -> MissionState:
    """The element off the board, counted for `colour`: a destroy objective's count
    (RULINGS.md R-57) and a points mission's "elements it destroyed" (R-64, R-70)."""
    elements = tuple(e for e in state.board_map.elements if e is not element)
    return replace(
        state,
        board_map=replace(state.board_map, elements=elements),
        destroyed=(*state.destroyed, (colour, element.kind.value)),
    )


def element_destroyed(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "element_destroyed", "at": square}: in tracker mode the table made the
    destroy test (7.3.2.2) and says it passed: the barrel or fence leaves the board and
    counts for the player whose brawl it is (RULINGS.md R-75)."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("scene elements are destroyed in the brawl phase (7.3.2.2)")
    at = square_field(event, "at")
    element = destructible(state, at)
    state = _remove_element(state, state.current, element)
    return say(
        state,
        f"{state.current} destroys the {element.kind.label} at {at.name} (the table's word, "
        "7.3.2.2)",
    )


def ability(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """An activated personal ability, paid in fate points (5.1.1, 6.4.2): FURY (8.4)."""
    fid, name = field(event, "character"), field(event, "ability")
    fighter = state.fighter(fid)
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game")
    if fighter.ability(name) is None:
        raise IllegalActionError(f"{fighter.name} has no {name} ability")
    if name != "FURY":
        raise IllegalActionError(f"{name} is used through its own action (FLY: a move with fly)")
    state = spend_fate(state, fighter.owner, fighter.fate_cost(name))
    # FURY lasts two turns of fighting (8.4).
    state = with_fighter(state, replace(fighter, fury_turns=2))
    return say(state, f"{fighter.name} flies into a FURY")


def pentacle(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """8.3 HIT x and ARCANE HIT x pentacles: in the hand-to-hand sub-phase, every
    character in contact with the summoner takes x damage. The summoner's action."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("pentacles strike in the hand-to-hand sub-phase (8.3)")
    fid = field(event, "character")
    state = activate(state, fid, "pentacle")
    summoner = state.fighter(fid)
    hit, arcane_hit = summoner.pentacle_effect("HIT"), summoner.pentacle_effect("ARCANE HIT")
    if not hit and not arcane_hit:
        raise IllegalActionError(f"{summoner.name} has no striking pentacle active (8.3)")
    here = miniature_of(state, fid).at
    before = state
    for miniature in state.board_map.characters:
        if (
            miniature.id == fid
            or max(abs(miniature.at.x - here.x), abs(miniature.at.y - here.y)) != 1
        ):
            continue
        victim = state.fighter(miniature.id)
        after = victim
        if hit:
            after, _ = take_damage(after, hit, DamageKind.GENERIC)
        if arcane_hit:
            after, _ = take_damage(after, arcane_hit, DamageKind.TO_LIFE)
        state = count_kill(with_fighter(state, after), summoner, victim, after)
    return settle(say(state, f"{summoner.name}'s pentacle strikes"), before)
