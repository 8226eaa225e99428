"""The mission's events (6.4.2 "Next turn": "events that will lead to changes to the
structure of the mission itself"): at the start of their turn the text is said in the
log and the change is made: a door opens, an element is added or removed,
reinforcements are announced, a new objective replaces the old one. The map changes,
so the board is built anew (`board_of` keys its boards by tiles and elements)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.position import DAEMON_BASE, Element, ElementKind
from demloc.board.position import Character as Miniature
from demloc.board.squares import Facing, Square
from demloc.missions.play.copies import replace
from demloc.missions.play.objectives import reading
from demloc.missions.play.state import (
    Context,
    MissionState,
    Phase,
    board_of,
    count,
    deployment_zone,
    facing_field,
    field,
    say,
    square_field,
    with_fighter,
)
from demloc.missions.spec import Event, EventChange
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.spec import fighter_from_spec
from demloc.words import counted


def events_of_turn(state: MissionState, ctx: Context) -> MissionState:
    """Every event of the mission file for this turn, in the file's order."""
    if state.plan is None:
        return state
    for event in state.plan.events:
        if event.turn == state.turn:
            state = _happen(state, event, ctx)
    return state


def _happen(state: MissionState, event: Event, ctx: Context) -> MissionState:
    state = say(state, f"event: {event.text} (6.4.2)")
    change = event.change
    if change is None:
        return state
    if change.kind == "objective":
        assert change.objective is not None
        # A new objective starts its count afresh (RULINGS.md R-56).
        state = replace(state, objective=change.objective, controlled=(), achieved="", destroyed=())
        state = replace(state, progress=reading(state)[1])
        return say(state, f"the objective is now: {change.objective.text}")
    if change.kind == "reinforcements":
        assert change.slots is not None
        slots = tuple((p.colour, change.slots) for p in state.players)
        return say(
            replace(state, reinforcements=slots),
            f"reinforcements: each guild may bring {counted(change.slots, 'more character')} "
            "into its deployment zone this turn (6.4.2)",
        )
    return _change_map(state, change, ctx)


def _change_map(state: MissionState, change: EventChange, ctx: Context) -> MissionState:
    assert change.at is not None
    at = Square.parse(change.at)
    elements = list(state.board_map.elements)
    if change.kind == "open-door":
        assert change.edge is not None
        edge = Facing.parse(change.edge)
        if any(e.kind is ElementKind.DOOR and e.at == at and e.edge is edge for e in elements):
            return say(state, f"the door at {at.name} {edge.name} is open already")
        elements.append(Element(ElementKind.DOOR, at, edge))
        done = f"a door opens at {at.name} {edge.name}"
    elif change.kind == "add-element":
        try:
            kind = ElementKind(change.element)
        except ValueError:
            return say(state, f"'{change.element}' is not a scene element: nothing is placed")
        if _occupant(state, at):
            # RULINGS.md R-56: a miniature stands there: the element is not placed.
            return say(
                state, f"a character stands on {at.name}: the {kind.label} is not placed (R-56)"
            )
        elements.append(Element(kind, at))
        done = f"a {kind.label} is placed at {at.name}"
    else:  # remove-element
        side = Facing.parse(change.edge) if change.edge is not None else None
        kept = [
            e for e in elements
            if e.at != at or (side is not None and e.edge is not side)
            or (side is None and e.kind is ElementKind.DOOR)
        ]  # fmt: skip
        if len(kept) == len(elements):
            return say(state, f"there is no element at {at.name} to remove")
        elements = kept
        done = f"the element at {at.name} is removed"
    board_map = replace(state.board_map, elements=tuple(elements))
    try:
        Board.build(board_map, ctx.library)
    except BoardError as error:
        return say(state, f"the map cannot change so: {error}")
    return say(replace(state, board_map=board_map), done)


def _occupant(state: MissionState, at: Square) -> str:
    return next((c.id for c in state.board_map.characters if c.at == at), "")


def news_seen(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "news_seen", "turn": n}: the table said Seen to this turn's news (R-87,
    R-146). Saved in the log as any action, so a restart (or a crash) keeps it and an
    undo brings the news back; no line in the mission's log, no rule changed."""
    turn = count(event, "turn", least=1)
    if turn != state.turn:
        raise IllegalActionError(f"the news seen is turn {turn}'s, not this turn's ({state.turn})")
    return replace(state, news_seen=turn)


def next_base(state: MissionState, colour: str) -> int:
    """The sub-base a reinforcement takes (5.2, R-147: each its own number): one past the
    colour's highest on the board or kept aside for a wave; daemons count apart."""
    plan = state.plan
    aside = plan.kept_aside.values() if plan is not None else ()
    taken = [c.number for c in state.board_map.characters if c.colour == colour]
    taken += [s["base"] for s in aside if s.get("owner") == colour and type(s.get("base")) is int]
    return 1 + max((n for n in taken if n < DAEMON_BASE), default=0)


def reinforce(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "reinforce", "player": colour, "character": new id, "spec": {"card": id,
    "weapons": [...]}, "at": square, "facing": N|E|S|W}: one of the reinforcements an
    event announced enters on a free square of the player's deployment zone."""
    if state.phase not in (Phase.STRATEGIC, Phase.TURN_OVER):
        raise IllegalActionError("reinforcements enter at the start of their turn (6.4.2)")
    colour = field(event, "player")
    slots = dict(state.reinforcements).get(colour, 0)
    if slots <= 0:
        raise IllegalActionError(f"{colour} has no reinforcements to bring now (6.4.2)")
    cid = field(event, "character")
    if cid in state.fighters:
        raise RulesError(f"reinforce: the id '{cid}' is taken")
    spec = field(event, "spec", dict)
    at = square_field(event, "at")
    facing = facing_field(event, "facing")
    zone = deployment_zone(state, colour)
    if zone is None or at not in zone.squares:
        raise IllegalActionError(f"reinforcements enter in {colour}'s deployment zone (6.4.2)")
    fighter = fighter_from_spec(spec, cid, colour, ctx.catalog)
    ranged = fighter.ranged_weapon
    miniature = Miniature(
        cid, colour, next_base(state, colour), at, facing, name=fighter.name,
        movement=fighter.profile.movement,
        weapon_range=(ranged.range or 0) if ranged else 0, long_range=fighter.long_range,
        card=fighter.card_id,
    )  # fmt: skip
    after = replace(
        with_fighter(state, fighter),
        board_map=replace(state.board_map, characters=(*state.board_map.characters, miniature)),
        reinforcements=tuple((c, n - 1 if c == colour else n) for c, n in state.reinforcements),
    )
    try:
        board_of(after, ctx)
    except BoardError as error:
        raise IllegalActionError(f"{fighter.name} cannot stand on {at.name}: {error}") from None
    return say(after, f"{fighter.name} joins {colour} at {at.name} (6.4.2)")
