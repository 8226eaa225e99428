"""Choosing the miniatures (sub-bases and categories, 5.2) and positioning them (6.4.1):
the first player drawn picks the preferred zone, then clockwise, one miniature at a
time, on free squares of the player's own zone; optional elements placed now."""

from __future__ import annotations

import dataclasses

from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.position import Element, ElementKind
from demloc.board.squares import Square
from demloc.catalog.cards import Follower, Mercenary
from demloc.missions import actions as a
from demloc.missions.errors import SetupError
from demloc.missions.library import board_map, event_squares, shut_in
from demloc.missions.setup import (
    Picked,
    PlayerSetup,
    SetupContext,
    SetupState,
    Source,
    mission_of,
)
from demloc.missions.spec import Zone

# ---- miniatures (5.2) ----------------------------------------------------------------


def fitting_category(card: Mercenary | Follower) -> str:
    """5.2: a mercenary's miniature is of his type; a follower's bears his name."""
    return card.type.value if isinstance(card, Mercenary) else "follower"


def set_base(state: SetupState, action: a.SetBase, ctx: SetupContext) -> SetupState:
    """A number once per colour (5.2): taking another's number swaps the two."""
    player = state.player(action.player)
    picked = player.pick(action.character)
    other = next((p for p in player.picks if p.base == action.number and p != picked), None)
    picks = []
    for p in player.picks:
        if p == picked:
            p = dataclasses.replace(p, base=action.number)
        elif p == other:
            p = dataclasses.replace(p, base=picked.base)
        picks.append(p)
    state = state.with_player(dataclasses.replace(player, picks=tuple(picks)))
    if other is None:
        return state
    return state.say(
        f"{player.colour} {action.number} was the number of {ctx.card(other.card).name}, who takes "
        f"{player.colour} {picked.base} (one number per colour, 5.2)"
    )


def set_category(state: SetupState, action: a.SetCategory, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    picked = player.pick(action.character)
    card = ctx.character_card(picked.card)
    fits = fitting_category(card)
    if action.category != fits:
        kind = f"a {card.type.value}" if isinstance(card, Mercenary) else "a follower"
        raise SetupError(
            f"{card.name} is {kind}: the miniature is of the {fits} category, not "
            f"{action.category} (5.2)"
        )
    picks = tuple(dataclasses.replace(p, category=fits) if p == picked else p for p in player.picks)
    return state.with_player(dataclasses.replace(player, picks=picks))


def miniatures_missing(state: SetupState, ctx: SetupContext) -> list[str]:
    problems = []
    for player in state.players:
        numbers = [p.base for p in player.picks]
        twice = sorted({n for n in numbers if numbers.count(n) > 1})
        if twice or 0 in numbers:
            problems.append(f"{player.name}: every miniature needs its own {player.colour} number")
        for p in player.picks:
            if p.category != fitting_category(ctx.character_card(p.card)):
                problems.append(f"{player.name}: {ctx.card(p.card).name} needs their category")
    return problems


# ---- zones ------------------------------------------------------------------------------


def zones(state: SetupState, ctx: SetupContext) -> list[Zone]:
    return list(mission_of(state, ctx).deployment.for_players(len(state.players)) or ())


def clockwise_from(state: SetupState, key: str) -> list[PlayerSetup]:
    keys = [p.key for p in state.players]
    start = keys.index(key) if key in keys else 0
    return [*state.players[start:], *state.players[:start]]


def zone_chooser(state: SetupState) -> PlayerSetup | None:
    """Who chooses a zone now: the first player drawn, then clockwise (6.4.1)."""
    if not state.first_deployer:
        return None
    return next((p for p in clockwise_from(state, state.first_deployer) if not p.zone), None)


def choose_zone(state: SetupState, action: a.ChooseZone, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    chooser = zone_chooser(state)
    if chooser is None:
        raise SetupError("every player has a deployment zone")
    if chooser.key != player.key:
        raise SetupError(
            f"{chooser.name} chooses a zone now: the first player drawn chooses first, then "
            "clockwise (6.4.1)"
        )
    names = [z.name for z in zones(state, ctx)]
    taken = {p.zone: p.name for p in state.players if p.zone}
    if action.zone not in names:
        raise SetupError(f"no zone '{action.zone}' here (the zones: {', '.join(names)})")
    if action.zone in taken:
        raise SetupError(f"the {action.zone} zone is taken by {taken[action.zone]}")
    state = state.with_player(dataclasses.replace(player, zone=action.zone)).say(
        f"{player.name} deploys in the {action.zone} zone"
    )
    state = dignitary_joins(state, ctx, player.key)
    left = [n for n in names if n not in taken and n != action.zone]
    last = [p for p in state.players if not p.zone]
    if len(last) == 1 and len(left) == 1:
        state = state.with_player(dataclasses.replace(last[0], zone=left[0]))
        state = state.say(f"{last[0].name} takes the last zone, {left[0]}")
    return state


def dignitary_joins(state: SetupState, ctx: SetupContext, key: str) -> SetupState:
    """An escort mission's dignitary joins the escorting guild (the first deployer,
    6.4.1) when it chooses its zone (RULINGS.md R-64, R-69): a character of that guild
    on top of its slots, for no feods, with the next free sub-base number, placed in its
    zone one miniature at a time like the others. Undoing the choice takes him away."""
    objective = mission_of(state, ctx).objective
    if objective.dignitary is None or key != state.first_deployer or state.dignitary():
        return state
    player = state.player(key)
    card = ctx.character_card(objective.dignitary.card)
    used = {p.base for p in player.picks}
    base = next(n for n in range(1, 100) if n not in used)
    picked = Picked(
        f"{state.next_id}-{card.id}", card.id, Source.MISSION, base=base,
        category=fitting_category(card),
    )  # fmt: skip
    state = dataclasses.replace(state, next_id=state.next_id + 1)
    state = state.with_player(dataclasses.replace(player, picks=(*player.picks, picked)))
    return state.say(
        f"{player.name} escorts the {card.name}: pull the card ({card.id}); the {card.name} takes "
        f"{player.colour} {base} and is placed in the {player.zone} zone with their "
        "miniatures (no slot, no feods; RULINGS.md R-64, R-69)"
    )


# ---- miniatures on the board -----------------------------------------------------------------


def occupied(state: SetupState) -> dict[str, str]:
    """Squares taken by a miniature or a placed element: square -> what stands there."""
    taken = {}
    for player in state.players:
        for p in player.picks:
            if p.at:
                taken[p.at] = f"{p.id} ({player.colour} {p.base})"
        for kind, at in player.elements:
            taken[at] = f"a {kind}"
    return taken


def deployer(state: SetupState) -> PlayerSetup | None:
    """Who places a miniature now: clockwise from the first player, one miniature at a
    time, skipping whoever has placed all his (6.4.1)."""
    if not state.first_deployer or any(not p.zone for p in state.players):
        return None
    ring = clockwise_from(state, state.first_deployer)
    waiting = [pl for pl in ring if any(p.wave == 0 and not p.at for p in pl.picks)]
    if not waiting:
        return None
    # Round after round, each who still has miniatures places one: the next is the
    # first clockwise among those who have placed fewest.
    return min(waiting, key=lambda pl: sum(1 for p in pl.picks if p.at))


def _legal(state: SetupState, ctx: SetupContext, player: PlayerSetup, at: str) -> str:
    """Why `at` is no square for a miniature of `player`, or ""."""
    zone = next((z for z in zones(state, ctx) if z.name == player.zone), None)
    if zone is None or at not in zone.squares:
        return f"{at} is not in {player.name}'s {player.zone} zone (6.4.1)"
    board = ctx.board(mission_of(state, ctx), len(state.players))
    square = Square.parse(at)
    if not board.contains(square):
        return f"{at} is off the map"
    if board.terrain[board.index(square)] is not Terrain.FREE:
        return f"{at} is not free ground: no miniature may stand there (7.2.1)"
    taken = occupied(state)
    if at in taken:
        return f"{at} is taken by {taken[at]}"
    return ""


def legal_squares(state: SetupState, ctx: SetupContext, key: str) -> list[str]:
    player = state.player(key)
    zone = next((z for z in zones(state, ctx) if z.name == player.zone), None)
    return [s for s in (zone.squares if zone else ()) if not _legal(state, ctx, player, s)]


def deploy(state: SetupState, action: a.Deploy, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    picked = player.pick(action.character)
    name = ctx.card(picked.card).name
    chooser = zone_chooser(state)
    if not player.zone or chooser is not None:
        who = f": {chooser.name} chooses now" if chooser is not None else ""
        raise SetupError(
            f"choose the deployment zones first{who}; the miniatures are placed once every "
            "player has their zone, one at a time, clockwise (6.4.1, RULINGS.md R-67)"
        )
    if picked.wave:
        raise SetupError(
            f"{name} enters with wave {picked.wave}: the app says when and where (6.4.1)"
        )
    if picked.at:
        raise SetupError(f"{name} stands on {picked.at} already: undo to move them")
    due = deployer(state)
    if due is not None and due.key != player.key:
        raise SetupError(
            f"{due.name} places a miniature now: one at a time, clockwise from the first "
            "player (6.4.1)"
        )
    why = _legal(state, ctx, player, action.at)
    if why:
        raise SetupError(why)
    moved = dataclasses.replace(picked, at=action.at, facing=action.facing)
    picks = tuple(moved if p == picked else p for p in player.picks)
    return state.with_player(dataclasses.replace(player, picks=picks))


# ---- optional elements (6.4.1 map creation) -------------------------------------------------


def elements_owed(state: SetupState, ctx: SetupContext, key: str) -> dict[str, int]:
    """Optional elements a player still has to place, by kind."""
    player = state.player(key)
    owed: dict[str, int] = {o.kind: o.per_player for o in mission_of(state, ctx).map.optional}
    for kind, _at in player.elements:
        owed[kind] = owed.get(kind, 0) - 1
    return {k: v for k, v in owed.items() if v > 0}


def place_element(state: SetupState, action: a.PlaceElement, ctx: SetupContext) -> SetupState:
    """R-51: anywhere on free, empty ground outside the other players' zones, off the
    squares the mission's events change (`library.event_squares`), and never where it
    shuts a zone in (`library.shut_in`; R-135, R-148)."""
    player = state.player(action.player)
    if action.kind not in elements_owed(state, ctx, player.key):
        owed = {o.kind: o.per_player for o in mission_of(state, ctx).map.optional}
        raise SetupError(
            f"{player.name} has no {action.kind} left to place (this mission gives each "
            f"player {owed.get(action.kind, 0)}) (6.4.1)"
        )
    if any(not p.zone for p in state.players):
        raise SetupError("choose the deployment zones first: elements stay out of others' zones")
    board = ctx.board(mission_of(state, ctx), len(state.players))
    square = Square.parse(action.at)
    if not board.contains(square):
        raise SetupError(f"{action.at} is off the map")
    if board.terrain[board.index(square)] is not Terrain.FREE:
        raise SetupError(f"{action.at} is not free ground: a {action.kind} needs an empty square")
    taken = occupied(state)
    if action.at in taken:
        raise SetupError(f"{action.at} is taken by {taken[action.at]}")
    changed = event_squares(mission_of(state, ctx)).get(action.at)
    if changed is not None:
        raise SetupError(
            f"{action.at} is changed by the mission: on turn {changed.turn} an event "
            f"{changed.said}; a {action.kind} there would stand in the way: place it "
            "elsewhere (6.4.1, RULINGS.md R-135)"
        )
    for other in state.players:
        zone = next((z for z in zones(state, ctx) if z.name == other.zone), None)
        if other.key != player.key and zone is not None and action.at in zone.squares:
            raise SetupError(
                f"{action.at} is in {other.name}'s zone: place it elsewhere (RULINGS.md R-51)"
            )
    player = dataclasses.replace(player, elements=(*player.elements, (action.kind, action.at)))
    placed = state.with_player(player)
    for name, short in short_zones(placed, ctx):
        raise SetupError(
            f"a {action.kind} on {action.at} would leave {name} {short}: place it elsewhere "
            "(6.4.1, RULINGS.md R-67)"
        )
    for walled, way in shut_in(_with_elements(placed, ctx), zones(placed, ctx)):
        raise SetupError(
            f"a {action.kind} on {action.at} would shut the {walled} zone in: no walk would "
            f"lead {way}; place it elsewhere (6.4.1, 7.2.1, RULINGS.md R-135, R-148)"
        )
    return placed


def _with_elements(state: SetupState, ctx: SetupContext) -> Board:
    """The mission's board with the optional elements placed so far (no miniatures)."""
    base = board_map(mission_of(state, ctx), len(state.players))
    placed = [
        Element(ElementKind(k), Square.parse(at)) for p in state.players for k, at in p.elements
    ]
    try:
        with_placed = dataclasses.replace(base, elements=(*base.elements, *placed))
        return Board.build(with_placed, ctx.tiles)
    except BoardError as error:
        raise SetupError(f"the board cannot be built: {error}") from None


def short_zones(state: SetupState, ctx: SetupContext) -> list[tuple[str, str]]:
    """Each zone with fewer legal squares left than miniatures still to be placed in
    it (RULINGS.md R-67): its player's name and "no legal square left ..."."""
    problems = []
    for player in state.players:
        if not player.zone:
            continue
        waiting = [p for p in player.picks if p.wave == 0 and not p.at]
        free = len(legal_squares(state, ctx, player.key))
        if free < len(waiting):
            names = ", ".join(ctx.card(p.card).name for p in waiting[free:])
            problems.append((
                player.name,
                f"no legal square left in the {player.zone} zone for {names} "
                f"({free} free square{'s' if free != 1 else ''} for {len(waiting)} "
                f"miniature{'s' if len(waiting) != 1 else ''})",
            ))  # fmt: skip
    return problems


def deployment_missing(state: SetupState, ctx: SetupContext) -> list[str]:
    problems = []
    for player in state.players:
        if not player.zone:
            problems.append(f"{player.name} has no deployment zone yet")
        waiting = [ctx.card(p.card).name for p in player.picks if p.wave == 0 and not p.at]
        if waiting:
            problems.append(f"{player.name} has still to place: {', '.join(waiting)}")
        for kind, count in elements_owed(state, ctx, player.key).items():
            problems.append(f"{player.name} has {count} {kind}{'s' if count > 1 else ''} to place")
    for name, short in short_zones(state, ctx):  # a mission file or an old log
        problems.append(f"{name} has {short}: undo an element placed there (6.4.1, R-67)")
    return problems
