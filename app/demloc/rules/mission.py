"""A mission as an event log (7, 6.4.2): every action is an event, the state is the
fold of the events; undo and redo move along the log; a save replays exactly.

Events are JSON objects with a "kind" (see HANDLERS). The dice an event rolled are
stored in it, so a replay needs neither the random source nor the dice file's order.
A new event's dice come from a random source seeded by the mission's seed and the
event's place in the log, so undoing a roll and doing it again rolls the same dice:
undo is for mistakes, not for rerolls.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from demloc import textio
from demloc.board import mapfile
from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.movement import MoveMode, _neighbour_table, reachable
from demloc.board.out_of_control import possessed_walk, stray_square
from demloc.board.position import BoardMap, ElementKind, TokenKind
from demloc.board.position import Character as Miniature
from demloc.board.position import Token as ObjectToken
from demloc.board.sight import firing_line
from demloc.board.squares import NEIGHBOURS, Facing, Square, behind_squares
from demloc.board.tiles import Edge, TileLibrary
from demloc.board.zones import engagements, is_behind, zone
from demloc.catalog.bounds import profile_problem
from demloc.catalog.cards import ArcaneCode, CardKind, Daemon, ManaCost
from demloc.catalog.catalog import Catalog
from demloc.catalog.errors import CatalogError
from demloc.rules import arcane
from demloc.rules.ability import ability_test, ability_value
from demloc.rules.brawl import destroy_element_test, resolve_brawl
from demloc.rules.damage import DamageKind, break_heart, take_damage
from demloc.rules.dice import DiceSet, DiceSource, Die, EnteredDice, Face, Mana, RandomDice
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import Fighter, Token
from demloc.rules.shooting import resolve_shot
from demloc.rules.spec import fighter_from_spec
from demloc.rules.wounds import poison_kills, poison_limit

FORMAT = "demloc-mission"
VERSION = 1
FIRST_PLAYER_WEIGHT = 2  # every player's weight in the draw of the first player ...
PREVIOUS_FIRST_WEIGHT = 1  # ... and the previous first player's (7, RULINGS.md R-34)


class Phase(enum.Enum):
    TURN_OVER = "turn over"  # between turns: "new turn" or "end game" (7.3.2.3)
    STRATEGIC = "strategic"  # 7.2
    BRAWL = "brawl"  # 7.3
    ENDED = "ended"


@dataclasses.dataclass(frozen=True)
class PlayerState:
    colour: str
    fate_points: int = 0
    kills: int = 0


@dataclasses.dataclass(frozen=True)
class Activation:
    """The character the current player is activating, and what he has done (7.2, 7.3)."""

    character: str
    moved: bool = False
    acted: bool = False  # shot, used the arcane sub-phase, attacked, destroyed


@dataclasses.dataclass(frozen=True)
class Context:
    """What the rules need beside the state: tiles, cards, dice, the guilds' pantheons."""

    library: TileLibrary
    catalog: Catalog
    dice: DiceSet
    pantheons: Mapping[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    # Boards by (tiles, elements): a move only changes characters (Board.with_characters).
    boards: dict[object, Board] = dataclasses.field(default_factory=dict, compare=False)


@dataclasses.dataclass(frozen=True)
class MissionState:
    board_map: BoardMap
    fighters: Mapping[str, Fighter]
    players: tuple[PlayerState, ...]  # in clockwise order round the table
    turn: int = 0
    phase: Phase = Phase.TURN_OVER
    first: str = ""
    current: str = ""
    passed: tuple[str, ...] = ()
    activated: tuple[str, ...] = ()
    active: Activation | None = None
    attacks: tuple[tuple[str, str], ...] = ()  # (defender, attacking player) this phase
    arcane_tests: tuple[str, ...] = ()  # characters who made one this sub-phase
    no_ranged: tuple[str, ...] = ()  # picked up or deposited an object this turn
    turn_limit: int = 0
    result: str = ""
    log: tuple[str, ...] = ()

    def fighter(self, fighter_id: str) -> Fighter:
        try:
            return self.fighters[fighter_id]
        except KeyError:
            raise IllegalActionError(f"no character '{fighter_id}' in this mission") from None

    def player(self, colour: str) -> PlayerState:
        for player in self.players:
            if player.colour == colour:
                return player
        raise IllegalActionError(f"no {colour} player in this mission")

    def canonical(self) -> str:
        """The state as canonical JSON text: the save's final answer and the tests' form."""
        positions = {c.id: c for c in self.board_map.characters}
        fighters = {}
        for fid, fighter in sorted(self.fighters.items()):
            entry = fighter.to_json()
            if fid in positions:
                entry["at"] = positions[fid].at.name
                entry["facing"] = positions[fid].facing.name
            fighters[fid] = entry
        data = {
            "turn": self.turn,
            "phase": self.phase.value,
            "first": self.first,
            "current": self.current,
            "passed": list(self.passed),
            "activated": list(self.activated),
            "players": [dataclasses.asdict(p) for p in self.players],
            "fighters": fighters,
            "elements": [e.kind.value + "@" + e.at.name for e in self.board_map.elements],
            "tokens": [t.kind.value + "@" + t.at.name for t in self.board_map.tokens],
            "result": self.result,
        }
        return json.dumps(data, indent=2, sort_keys=True) + "\n"


# ---- helpers ------------------------------------------------------------------------


def board_of(state: MissionState, ctx: Context) -> Board:
    """The state's board, built once per map and shared for characters-only changes."""
    # Kept on the (immutable) map, so states that share it, such as the one before an
    # event and the one after a change of tokens or fate, share one board and its caches.
    board_map = state.board_map
    cached: tuple[object, Board] | None = board_map.__dict__.get("_board")
    if cached is not None and cached[0] is ctx.library:
        return cached[1]
    key = (board_map.tiles, board_map.elements, board_map.tokens)
    base = ctx.boards.get(key)
    if base is None:
        if len(ctx.boards) > 8:
            ctx.boards.clear()
        base = ctx.boards[key] = Board.build(board_map, ctx.library)
    board = base.with_characters(board_map.characters)
    object.__setattr__(board_map, "_board", (ctx.library, board))
    return board


def _say(state: MissionState, text: str) -> MissionState:
    return dataclasses.replace(state, log=(*state.log, text))


def _field(event: Mapping[str, Any], name: str, kind: type[Any] = str) -> Any:
    if name not in event:
        raise RulesError(f"{event.get('kind', 'event')}: '{name}' is missing")
    value = event[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RulesError(f"{event['kind']}: '{name}' should be {kind.__name__}, got {value!r}")
    return value


def _count(event: Mapping[str, Any], name: str, default: int = 0, least: int = 0) -> int:
    """An optional whole number of an event (fate points, extra mana, a power level...),
    `least` or more: a bad one is refused naming the field, never used."""
    value = event.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise RulesError(
            f"{event.get('kind', 'event')}: '{name}' should be a whole number of {least} or "
            f"more, got {value!r}"
        )
    return value


def _choice(event: Mapping[str, Any], name: str, default: str, kind: type[enum.Enum]) -> Any:
    """An optional named choice of an event (a mana colour...), checked against `kind`."""
    value = event.get(name, default)
    try:
        return kind(value)
    except ValueError:
        names = ", ".join(str(k.value) for k in kind)
        raise RulesError(
            f"{event.get('kind', 'event')}: '{name}' should be one of {names}, got {value!r}"
        ) from None


def _stand(state: MissionState, miniature: Miniature) -> MissionState:
    """The miniature where (and facing how) it now stands on the map."""
    return dataclasses.replace(state, board_map=state.board_map.with_character(miniature))


def _with_fighter(state: MissionState, fighter: Fighter) -> MissionState:
    return dataclasses.replace(state, fighters={**state.fighters, fighter.id: fighter})


def _miniature(state: MissionState, fighter_id: str) -> Miniature:
    miniature = state.board_map.character(fighter_id)
    if miniature is None:
        raise IllegalActionError(f"{fighter_id} is not on the board")
    return miniature


def _engaged(board: Board, fighter_id: str) -> bool:
    """Fighting: engaging or engaged by an enemy (7.1.1)."""
    return any(fighter_id in (e.engager, e.engaged) for e in engagements(board))


def _activate(state: MissionState, fighter_id: str, step: str) -> MissionState:
    """The activation rules of 7.2 and 7.3: the current player's characters, each once a
    phase, moving before acting, one action each."""
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError(f"characters act in a phase of a turn; now: {state.phase.value}")
    fighter = state.fighter(fighter_id)
    if fighter.owner != state.current:
        raise IllegalActionError(
            f"it is {state.current}'s part of the {state.phase.value} phase, not {fighter.owner}'s"
        )
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game")
    # 7.2.3: the possessed only walk by the out-of-control card, in the strategic phase
    # and with their movement token; 7.2.3.2: while his daemon plays, a summoner only
    # applies his pentacles (and defends).
    if fighter.possessed and step != "possessed":
        raise IllegalActionError(
            f"{fighter.name} is possessed: the out-of-control card moves him, and he does "
            "nothing else (7.2.3)"
        )
    if step == "possessed":
        if state.phase is not Phase.STRATEGIC or fighter.exhausted:
            raise IllegalActionError(
                f"{fighter.name} walks possessed in the strategic phase, with his movement "
                "token (7.2.3)"
            )
        step = "move"
    if fighter.summoned and step != "pentacle":
        raise IllegalActionError(
            f"{fighter.name} only applies his pentacles while his daemon plays (7.2.3.2)"
        )
    if step == "pentacle":
        step = "act"
    active = state.active
    if active is None or active.character != fighter_id:
        if fighter_id in state.activated:
            raise IllegalActionError(
                f"{fighter.name} was activated already in this phase (7.2, 7.3)"
            )
        active = Activation(fighter_id)
        state = dataclasses.replace(state, activated=(*state.activated, fighter_id))
    if step == "object":
        # Picking up or putting down ends the move (7.2.1); it comes before any action.
        if active.acted:
            raise IllegalActionError(f"{fighter.name} handles objects while moving, before he acts")
        active = dataclasses.replace(active, moved=True)
    elif step == "move":
        if active.moved:
            raise IllegalActionError(f"{fighter.name} has moved already in this activation")
        if active.acted:
            raise IllegalActionError(f"{fighter.name} moves before he acts, not after (7.2)")
        active = dataclasses.replace(active, moved=True)
    else:
        if active.acted:
            raise IllegalActionError(f"{fighter.name} has had his one action (7.2, 7.3)")
        active = dataclasses.replace(active, acted=True)
    return dataclasses.replace(state, active=active)


def _settle(state: MissionState, before: MissionState) -> MissionState:
    """After any event: the dead leave the board; a daemon that leaves play frees its
    summoner (a dead one gives him its hearts); a summoner who leaves takes his daemon
    with him (7.2.3.3); kills are counted."""
    fighters = dict(state.fighters)
    players = {p.colour: p for p in state.players}
    changed = True
    while changed:
        changed = False
        for fid, fighter in list(fighters.items()):
            was = before.fighters.get(fid)
            # Whoever left play with this event, dead or escaped (7.2.3.3: "in any case").
            if fighter.in_play or (was is not None and not was.in_play):
                continue
            if fighter.summoner and fighter.summoner in fighters:
                summoner = fighters[fighter.summoner]
                if summoner.summoned == fid:
                    fighters[summoner.id] = arcane.daemon_leaves(
                        summoner, fighter, killed=fighter.dead
                    )
                    changed = changed or not fighters[summoner.id].in_play
            if fighter.summoned and fighter.summoned in fighters:
                daemon = fighters[fighter.summoned]
                fighters[daemon.id] = dataclasses.replace(daemon, escaped=True)
            before = dataclasses.replace(before, fighters={**before.fighters, fid: fighter})
    in_play = {fid for fid, f in fighters.items() if f.in_play}
    characters = tuple(c for c in state.board_map.characters if c.id in in_play)
    board_map = dataclasses.replace(state.board_map, characters=characters)
    return dataclasses.replace(
        state, fighters=fighters, board_map=board_map, players=tuple(players.values())
    )


def _poison_deaths(state: MissionState) -> MissionState:
    """Whoever has more poison tokens than his hit factor dies now, whatever event made
    it so (6.4.2, 8.1, 8.2, RULINGS.md R-45); a death counts as a kill only where a
    weapon or power added the tokens (add_poison), not here."""
    before = state
    for fighter in before.fighters.values():
        after = poison_kills(fighter)
        if after is not fighter:
            state = _say(
                _with_fighter(state, after),
                f"{fighter.name} dies of poison: {fighter.poison} tokens, hit factor "
                f"{poison_limit(fighter)} (8.1, 8.2)",
            )
    return state if state is before else _settle(state, before)


def _count_kill(
    state: MissionState, killer: Fighter, victim_before: Fighter, victim: Fighter
) -> MissionState:
    """The kill counter (6.4.2) counts enemies eliminated."""
    if victim.dead and not victim_before.dead and victim.owner != killer.owner:
        players = tuple(
            dataclasses.replace(p, kills=p.kills + 1) if p.colour == killer.owner else p
            for p in state.players
        )
        state = dataclasses.replace(state, players=players)
    return state


def _spend_fate(state: MissionState, colour: str, amount: int) -> MissionState:
    player = state.player(colour)
    if amount > player.fate_points:
        raise IllegalActionError(
            f"{colour} has {player.fate_points} fate points; this needs {amount} (6.4.2)"
        )
    players = tuple(
        dataclasses.replace(p, fate_points=p.fate_points - amount) if p.colour == colour else p
        for p in state.players
    )
    return dataclasses.replace(state, players=players)


# ---- turn structure -----------------------------------------------------------------


def _new_turn(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase is not Phase.TURN_OVER:
        raise IllegalActionError(
            f"a new turn starts when the turn is over; now: {state.phase.value}"
        )
    if state.turn_limit and state.turn >= state.turn_limit:
        raise IllegalActionError(
            f"this mission lasts {state.turn_limit} turns: only 'end game' is left (7.3.2.3)"
        )
    # 7: a new first player each turn; the previous one is less likely.
    colours = [p.colour for p in state.players if _has_characters(state, p.colour)] or [
        p.colour for p in state.players
    ]
    weights = [PREVIOUS_FIRST_WEIGHT if c == state.first else FIRST_PLAYER_WEIGHT for c in colours]
    pick = dice.draw(sum(weights))
    for colour, weight in zip(colours, weights, strict=True):
        if pick < weight:
            first = colour
            break
        pick -= weight
    state = dataclasses.replace(
        state, turn=state.turn + 1, phase=Phase.STRATEGIC, first=first, current=first,
        passed=(), activated=(), active=None, attacks=(), arcane_tests=(), no_ranged=(),
    )  # fmt: skip
    state = _say(state, f"turn {state.turn}: {first} plays first")
    before = state
    for fighter in list(state.fighters.values()):
        if not fighter.in_play:
            continue
        if fighter.bleeding:
            # Bleeding: one hit per token at the start of the turn (8.1, RULINGS.md R-7).
            after, _ = take_damage(fighter, fighter.bleeding, DamageKind.GENERIC)
            state = _say(_with_fighter(state, after), f"{fighter.name} bleeds {fighter.bleeding}")
            fighter = after
        if fighter.possessed and fighter.in_play:
            after, _ = arcane.possession_turn(fighter)
            state = _say(_with_fighter(state, after), f"{fighter.name} pays the possession")
    return _settle(state, before)


def _has_characters(state: MissionState, colour: str) -> bool:
    return any(f.owner == colour and f.in_play for f in state.fighters.values())


def _pass(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError("only a player in a phase can pass")
    passed = (*state.passed, state.current)
    order = [p.colour for p in state.players]
    start = order.index(state.current)
    # Clockwise from the current player to the next one who has not passed (7).
    for step in range(1, len(order) + 1):
        candidate = order[(start + step) % len(order)]
        if candidate not in passed:
            return dataclasses.replace(state, passed=passed, current=candidate, active=None)
    if state.phase is Phase.STRATEGIC:
        return _say(
            dataclasses.replace(
                state,
                phase=Phase.BRAWL,
                current=state.first,
                passed=(),
                activated=(),
                active=None,
                attacks=(),
                arcane_tests=(),
            ),
            "brawl phase",
        )
    return _end_of_turn(dataclasses.replace(state, passed=passed, active=None))


def _end_of_turn(state: MissionState) -> MissionState:
    """7.3.2.3 and the effects that end with the turn."""
    before = state
    for fighter in list(state.fighters.values()):
        if not fighter.in_play:
            continue
        changes: dict[str, Any] = {
            "token": Token.ACTIVE,
            "vigour": 0,
            "weakness": 0,
            "stunned": False,
        }
        if fighter.poison:
            # Poison grows at the end of each turn (8.1, 8.2, RULINGS.md R-7); whom it
            # now kills dies with every other poison death, after the event (apply).
            changes["poison"] = fighter.poison + 1
        after = dataclasses.replace(fighter, **changes)
        if fighter.fury_turns:
            # FURY: a broken heart at the end of each of its two turns (8.4).
            after = dataclasses.replace(after, fury_turns=fighter.fury_turns - 1)
            after, _ = break_heart(after)
        state = _with_fighter(state, after)
    state = _settle(state, before)
    return _say(
        dataclasses.replace(state, phase=Phase.TURN_OVER, current="", active=None),
        f"turn {state.turn} is over",
    )


def _end_mission(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2.3 "Ending the game"."""
    reason = _field(event, "reason")
    if state.phase is Phase.ENDED:
        raise IllegalActionError("the mission is over already")
    if reason == "turn limit":
        if (
            not state.turn_limit
            or state.turn < state.turn_limit
            or state.phase is not Phase.TURN_OVER
        ):
            raise IllegalActionError("the turn limit is not reached")
    elif reason == "elimination":
        standing = [p.colour for p in state.players if _has_characters(state, p.colour)]
        if len(standing) > 1 or state.phase is not Phase.TURN_OVER:
            raise IllegalActionError(
                f"{', '.join(standing)} still have characters: no elimination (7.3.2.3)"
            )
        reason = f"elimination: {standing[0] if standing else 'nobody'} stands"
    elif reason == "objective":
        player = _player(state, event)
        if state.phase is not Phase.TURN_OVER:
            raise IllegalActionError("an objective is checked at the end of the turn (7.3.2.3)")
        reason = f"objective reached by {player}"
    elif reason == "surrender":
        player = _player(state, event)
        agreed = event.get("agreed", [])
        if not isinstance(agreed, list) or not all(isinstance(a, str) for a in agreed):
            raise RulesError(f"end_mission: 'agreed' should be a list of colours, got {agreed!r}")
        agreed = set(agreed)
        others = {p.colour for p in state.players} - {player}
        if not others <= agreed:
            raise IllegalActionError(
                f"a surrender needs every other player's agreement: {sorted(others - agreed)}"
            )
        reason = f"{player} surrendered"
    else:
        raise IllegalActionError(f"'{reason}' is not a way a mission ends (7.3.2.3)")
    return _say(
        dataclasses.replace(state, phase=Phase.ENDED, result=reason), f"mission over: {reason}"
    )


def _player(state: MissionState, event: Mapping[str, Any]) -> str:
    colour: str = _field(event, "player")
    if colour not in {p.colour for p in state.players}:
        raise RulesError(f"{event['kind']}: '{colour}' plays no part in this mission")
    return colour


# ---- the strategic phase -----------------------------------------------------------


def _move(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Free (7.2.1), evasive (7.2.1) or engaging (7.3.1) movement, or a FLY flight (8.4)."""
    fid = _field(event, "character")
    to = Square.parse(_field(event, "to"))
    facing = Facing.parse(_field(event, "facing"))
    state = _activate(state, fid, "move")
    fighter = state.fighter(fid)
    if fighter.possessed:
        raise IllegalActionError(
            f"{fighter.name} is possessed: the out-of-control card moves him (7.2.3)"
        )
    if fighter.summoned:
        raise IllegalActionError(f"{fighter.name} cannot move while his daemon plays (7.2.3.2)")
    if fighter.exhausted:
        raise IllegalActionError(f"{fighter.name}'s movement token is exhausted (7.2.1)")
    board = board_of(state, ctx)
    miniature = _miniature(state, fid)
    fly = bool(event.get("fly", False))
    if state.phase is Phase.BRAWL:
        mode = MoveMode.ENGAGING
    elif _engaged_by_enemy(board, fid):
        mode = MoveMode.EVASIVE
        (die,) = dice.roll(Die.D6, 1)
        assert isinstance(die, int)
        test = ability_test(ability_value(fighter.profile.hand_to_hand), die, _count(event, "fate"))
        state = _spend_fate(state, fighter.owner, _count(event, "fate"))
        if not test.passed:
            return _say(state, f"{fighter.name} fails the evasive movement test ({die})")
    else:
        mode = MoveMode.FREE
    if fly:
        flight = fighter.ability("FLY")
        if flight is None:
            raise IllegalActionError(f"{fighter.name} has no FLY ability (8.4)")
        # FLY is activated with the fate points its card asks (5.1.1, 8.4); its x, on
        # the card, bounds the flight.
        state = _spend_fate(state, fighter.owner, fighter.fate_cost("FLY"))
        miniature = dataclasses.replace(miniature, fly=flight)
    # The card's movement factor is the budget (the miniature's own is the map file's).
    reach = reachable(board, miniature, fighter.profile.movement, mode, fly)
    cost = reach.stops().get((to, facing))
    if cost is None:
        raise IllegalActionError(
            f"{fighter.name} cannot reach {to.name} facing {facing.name} this move"
            + (f": {reach.reason}" if reach.reason else "")
        )
    moved = dataclasses.replace(miniature, at=to, facing=facing)
    state = _stand(state, moved)
    if cost:
        # Spending movement points exhausts the movement token (7.2.1).
        state = _with_fighter(state, dataclasses.replace(fighter, token=Token.EXHAUSTED))
    return _say(state, f"{fighter.name} moves to {to.name} facing {facing.name} ({cost} points)")


def _engaged_by_enemy(board: Board, fighter_id: str) -> bool:
    return any(e.engaged == fighter_id for e in engagements(board))


def _possessed_move(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3: a possessed character moves by the out-of-control card, all his points."""
    fid = _field(event, "character")
    fighter = state.fighter(fid)
    if not fighter.possessed:
        raise IllegalActionError(f"{fighter.name} is not possessed")
    state = _activate(state, fid, "possessed")
    board = board_of(state, ctx)
    if _engaged(board, fid):
        return _say(state, f"{fighter.name} is engaged and does not move (7.2.3)")
    while True:
        (roll,) = dice.roll(Die.D10, 1)
        if roll != 10:
            break
    assert isinstance(roll, int)
    miniature = _miniature(state, fid)
    path, escaped = possessed_walk(board, miniature, roll, fighter.profile.movement)
    if escaped:
        state = _with_fighter(state, dataclasses.replace(fighter, escaped=True))
        return _settle(_say(state, f"{fighter.name} runs off the board (d10 {roll})"), state)
    if path:
        moved = dataclasses.replace(miniature, at=path[-1])
        state = _stand(state, moved)
        state = _with_fighter(state, dataclasses.replace(fighter, token=Token.EXHAUSTED))
    where = path[-1].name if path else miniature.at.name
    return _say(state, f"{fighter.name}, possessed, walks to {where} (d10 {roll})")


def _shoot(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.2."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("shooting belongs to the strategic phase (7.2.2)")
    fid, tid = _field(event, "character"), _field(event, "target")
    state = _activate(state, fid, "act")
    shooter, target = state.fighter(fid), state.fighter(tid)
    if fid in state.no_ranged:
        raise IllegalActionError(f"{shooter.name} handled an object this turn: no shooting (7.2.1)")
    board = board_of(state, ctx)
    weapon = shooter.ranged_weapon
    line = firing_line(board, _miniature(state, fid), _miniature(state, tid),
                       weapon.range if weapon else None)  # fmt: skip
    fate = _count(event, "fate")
    state = _spend_fate(state, shooter.owner, fate)

    def stray(roll: int) -> Fighter | None:
        square = stray_square(line_start, line_end, roll)
        if square is None or not board.contains(square):
            return None
        occupant = board.occupant.get(board.index(square))
        return state.fighters.get(occupant.id) if occupant else None

    line_start, line_end = _miniature(state, fid).at, _miniature(state, tid).at
    report = resolve_shot(
        shooter, target, dice, line=line, engaged=_engaged(board, fid),
        positioned=bool(event.get("positioned", False)), fate_points=fate, stray=stray,
        can_step_back=bool(_step_back_squares(board, tid)),
    )  # fmt: skip
    before = state
    state = _with_fighter(state, report.shooter)
    if report.target is not None:
        state = _with_fighter(state, report.target)
        hit = report.target
        if report.effects and report.effects.backstack == "pushed back" and hit.in_play:
            state = _push_back(state, event, board, hit.id)
        state = _count_kill(state, report.shooter, before.fighter(hit.id), hit)
    outcome = report.outcome.result.value if report.outcome else "the stray shot hits nobody"
    return _settle(_say(state, f"{shooter.name} shoots {target.name}: {outcome}"), before)


def _step_back_squares(board: Board, fighter_id: str) -> list[Square]:
    """8.1 BACKSTACK: the squares behind a character he can step back into (free ground,
    no wall between), straight back first (RULINGS.md R-44)."""
    miniature = board.character(fighter_id)
    table = _neighbour_table(board)
    here = board.index(miniature.at)
    behind = behind_squares(miniature.at, miniature.facing)
    squares = []
    for square in (behind[1], behind[0], behind[2]):
        step = (square.x - miniature.at.x, square.y - miniature.at.y)
        j = table[here * 8 + NEIGHBOURS.index(step)]
        if j >= 0 and board.terrain[j] is Terrain.FREE and j not in board.occupant:
            squares.append(square)
    return squares


def _channel(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("channeling belongs to the arcane sub-phase (7.2.3)")
    fid = _field(event, "character")
    state = _activate(state, fid, "act")
    report = arcane.channel(
        state.fighter(fid), dice, _count(event, "roll"),
        _count(event, "reroll_white"), _count(event, "reroll_black"),
    )  # fmt: skip
    state = _with_fighter(state, report.fighter)
    text = f"{report.fighter.name} channels {', '.join(f.value for f in report.faces)}"
    return _say(state, text + (": possessed!" if report.became_possessed else ""))


def _code(ctx: Context, code_id: str) -> ArcaneCode:
    card = ctx.catalog.card(code_id)
    if not isinstance(card, ArcaneCode):
        raise IllegalActionError(f"{code_id} is not an arcane code")
    return card


def _cast(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.1, with the target's arcane test in defence (7.2.3.5)."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("arcane powers belong to the arcane sub-phase (7.2.3)")
    fid, tid = _field(event, "character"), _field(event, "target")
    state = _activate(state, fid, "act")
    if fid in state.no_ranged:
        raise IllegalActionError("a character who handled an object uses no arcane power this turn")
    caster, target = state.fighter(fid), state.fighter(tid)
    board = board_of(state, ctx)
    code = _code(ctx, _field(event, "code"))
    line = firing_line(board, _miniature(state, fid), _miniature(state, tid), arcane=True)
    defence = None
    defend_with = event.get("defend_with", "")
    if defend_with and tid != fid:
        if tid in state.arcane_tests:
            raise IllegalActionError(f"{target.name} made his arcane test this sub-phase (7.2.3.5)")
        (die,) = dice.roll(Die.D6, 1)
        assert isinstance(die, int)
        spend = _choice(event, "defend_with", "white", Mana)
        target, defence = arcane.arcane_test(target, die, spend=spend)
        state = dataclasses.replace(state, arcane_tests=(*state.arcane_tests, tid))
    in_zone = _miniature(state, tid).at in zone(board, _miniature(state, fid)).all
    extra = ManaCost(_count(event, "extra_white"), _count(event, "extra_black"))
    report = arcane.cast(
        caster, code, _count(event, "power", 1, 1), target, extra=extra,
        line=line if tid != fid else None, engaged=_engaged(board, fid),
        target_in_zone=in_zone or tid == fid, defence=defence,
    )  # fmt: skip
    before = state
    state = _with_fighter(_with_fighter(state, report.target), report.caster)
    state = _count_kill(state, report.caster, before.fighter(tid), report.target)
    return _settle(
        _say(
            state,
            f"{caster.name} uses {report.power} on {target.name}: {'; '.join(report.effects)}",
        ),
        before,
    )


def _summon(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.2: the daemon stands in a square in contact with its summoner."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("summoning belongs to the arcane sub-phase (7.2.3)")
    fid = _field(event, "character")
    state = _activate(state, fid, "act")
    summoner = state.fighter(fid)
    code = _code(ctx, _field(event, "code"))
    pantheon = [ctx.catalog.card(d) for d in ctx.pantheons.get(summoner.owner, ())]
    daemon_id = f"{fid}-daemon-{state.turn}"
    report = arcane.summon(
        summoner, code, int(_field(event, "level", int)), int(_field(event, "hearts", int)),
        [d for d in pantheon if isinstance(d, Daemon)], dice, daemon_id,
    )  # fmt: skip
    at = Square.parse(_field(event, "at"))
    here = _miniature(state, fid).at
    if max(abs(at.x - here.x), abs(at.y - here.y)) != 1:
        raise IllegalActionError(f"the daemon stands in a square in contact with {summoner.name}")
    before = state
    # A daemon of the same name already on the board, any player's, is replaced.
    for other in list(state.fighters.values()):
        if other.kind is CardKind.DAEMON and other.in_play and other.name == report.daemon.name:
            state = _with_fighter(state, dataclasses.replace(other, escaped=True))
            if other.summoner in state.fighters:
                owner = state.fighter(other.summoner)
                state = _with_fighter(state, arcane.daemon_leaves(owner, other, killed=False))
            state = _say(state, f"{other.name} of {other.owner} is replaced (5.1.3)")
    state = _settle(state, before)
    miniature = Miniature(
        daemon_id,
        summoner.owner,
        99,
        at,
        Facing.parse(event.get("facing", "N")),
        name=report.daemon.name,
        movement=report.daemon.profile.movement,
        long_range=report.daemon.long_range,
    )
    state = dataclasses.replace(
        state, board_map=dataclasses.replace(
            state.board_map, characters=(*state.board_map.characters, miniature)
        ),
    )  # fmt: skip
    board_of(state, ctx)  # checks the square is free
    state = _with_fighter(_with_fighter(state, report.summoner), report.daemon)
    return _say(state, f"{summoner.name} summons {report.daemon.name} (level {report.drawn_level})")


def _arcane_test(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.5: free a possessed character in the zone (+3), or cancel an effect token."""
    fid, tid = _field(event, "character"), _field(event, "target")
    purpose = _field(event, "purpose")
    if purpose not in ("free", "cancel"):
        raise RulesError(f"arcane_test: 'purpose' should be free or cancel, got {purpose!r}")
    tester, target = state.fighter(fid), state.fighter(tid)
    if not tester.in_play or not target.in_play:
        raise IllegalActionError("an arcane test is made by and for characters in play (7.2.3.5)")
    if tester.possessed and tid != fid:
        raise IllegalActionError(f"{tester.name} is possessed: he tests only to free himself")
    if fid in state.arcane_tests:
        raise IllegalActionError(f"{tester.name} made his arcane test this sub-phase (7.2.3.5)")
    board = board_of(state, ctx)
    if tid != fid and _miniature(state, tid).at not in zone(board, _miniature(state, fid)).all:
        raise IllegalActionError(f"{target.name} is not in {tester.name}'s control zone (7.2.3.5)")
    (die,) = dice.roll(Die.D6, 1)
    assert isinstance(die, int)
    freeing = purpose == "free"
    if freeing and not target.possessed:
        raise IllegalActionError(f"{target.name} is not possessed")
    tester, result = arcane.arcane_test(
        tester, die, spend=_choice(event, "spend", "white", Mana), freeing=freeing
    )
    state = dataclasses.replace(
        _with_fighter(state, tester), arcane_tests=(*state.arcane_tests, fid)
    )
    if result.passed:
        target = state.fighter(tid)
        if freeing:
            target = arcane.free_from_possession(target)
        else:
            # One arcane effect token: a VIGOR or WEAKNESS mana cube (RULINGS.md R-35).
            if target.vigour:
                target = dataclasses.replace(target, vigour=target.vigour - 1)
            elif target.weakness:
                target = dataclasses.replace(target, weakness=target.weakness - 1)
        before = state
        state = _settle(_with_fighter(state, target), before)
    return _say(
        state, f"{tester.name}'s arcane test ({purpose}): {'passed' if result.passed else 'failed'}"
    )


def _objects(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.1 collecting and depositing objects: ends the move, costs 1 point, and no
    ranged attack or arcane power that turn."""
    fid = _field(event, "character")
    picking = event["kind"] == "pick_up"
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("objects are handled in the strategic phase (7.2)")
    if fid in state.no_ranged:
        raise IllegalActionError("one object handled per turn: it ends the move (7.2.1)")
    state = _activate(state, fid, "object")
    fighter = state.fighter(fid)
    here = _miniature(state, fid).at
    if picking:
        token = next((t for t in state.board_map.tokens if t.at == here), None)
        if token is None:
            raise IllegalActionError(f"there is no object on {here.name} (7.2.1)")
        tokens = tuple(t for t in state.board_map.tokens if t is not token)
        label = f"{token.kind.value}{'*' if token.true_relic else ''}"
        fighter = dataclasses.replace(fighter, objects=(*fighter.objects, label))
    else:
        if not fighter.objects:
            raise IllegalActionError(f"{fighter.name} carries no object")
        label = fighter.objects[-1]
        kind = TokenKind(label.rstrip("*"))
        tokens = (*state.board_map.tokens, ObjectToken(kind, here, label.endswith("*")))
        fighter = dataclasses.replace(fighter, objects=fighter.objects[:-1])
    fighter = dataclasses.replace(fighter, token=Token.EXHAUSTED)
    state = dataclasses.replace(
        _with_fighter(state, fighter),
        board_map=dataclasses.replace(state.board_map, tokens=tokens),
        no_ranged=(*state.no_ranged, fid),
    )
    return _say(
        state, f"{fighter.name} {'picks up' if picking else 'puts down'} the {label.rstrip('*')}"
    )


def _escape(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.1: escape from the game through the initial deployment area."""
    fid = _field(event, "character")
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("escaping is a free movement of the strategic phase (7.2.1)")
    state = _activate(state, fid, "move")
    fighter = state.fighter(fid)
    if fighter.exhausted:
        raise IllegalActionError(f"{fighter.name}'s movement token is exhausted (7.2.1)")
    if _engaged(board_of(state, ctx), fid):
        raise IllegalActionError(
            f"{fighter.name} is engaged: he gets away with an evasive movement first (7.2.1)"
        )
    if fighter.kind is CardKind.FOLLOWER and "dignitary" in fighter.name.lower():
        raise IllegalActionError("dignitaries cannot escape (7.2.1)")
    here = _miniature(state, fid).at
    zones = [z for z in state.board_map.zones if z.name == fighter.owner]
    if not any(here in z.squares for z in zones):
        raise IllegalActionError(f"{fighter.name} escapes only from his deployment area (7.2.1)")
    board = board_of(state, ctx)
    # Out over the map edge, or through a window of an interior deployment area.
    outward = [
        f for f in Facing
        if not board.contains(here.step(*f.vector)) and board.edge(here, f) is not Edge.WALL
    ]  # fmt: skip
    if not outward:
        raise IllegalActionError(f"{here.name} is not on the edge of the board (7.2.1)")
    before = state
    state = _with_fighter(state, dataclasses.replace(fighter, escaped=True))
    return _settle(_say(state, f"{fighter.name} escapes"), before)


# ---- the brawl phase ---------------------------------------------------------------


def _attack(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2: the engager attacks; the engaged defends."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("hand-to-hand attacks belong to the brawl phase (7.3)")
    fid, tid = _field(event, "character"), _field(event, "target")
    charged = state.active is not None and state.active.character == fid and state.active.moved
    state = _activate(state, fid, "act")
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
        behind=is_behind(_miniature(state, fid).at, _miniature(state, tid)),
        charge=charged, earlier_attackers=earlier, first_impact=pair.first_impact,
        can_step_back=bool(_step_back_squares(board, tid)),
    )  # fmt: skip
    before = state
    state = _with_fighter(_with_fighter(state, report.attacker), report.defender)
    if report.effects and report.effects.backstack == "pushed back" and report.defender.in_play:
        state = _push_back(state, event, board, tid)
    state = _count_kill(state, report.attacker, before.fighter(tid), report.defender)
    state = _count_kill(state, report.defender, before.fighter(fid), report.attacker)
    state = dataclasses.replace(state, attacks=(*state.attacks, (tid, attacker.owner)))
    return _settle(
        _say(
            state,
            f"{attacker.name} attacks {defender.name}: difference {report.outcome.difference}",
        ),
        before,
    )


def _push_back(
    state: MissionState, event: Mapping[str, Any], board: Board, tid: str
) -> MissionState:
    """8.1 BACKSTACK: the target steps back one square, facing as he did; his owner
    picks which (`back_to`), else straight back when free (RULINGS.md R-44)."""
    squares = _step_back_squares(board, tid)
    chosen = Square.parse(event["back_to"]) if isinstance(event.get("back_to"), str) else None
    if chosen is not None and chosen not in squares:
        raise IllegalActionError(
            f"attack: 'back_to' {chosen.name} is not a free square behind the target: "
            f"{', '.join(q.name for q in squares)} (8.1)"
        )
    to = chosen or squares[0]
    moved = dataclasses.replace(_miniature(state, tid), at=to)
    state = _stand(state, moved)
    return _say(state, f"{state.fighter(tid).name} is pushed back to {to.name} (8.1)")


def _destroy(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.3.2.2: instead of attacking, destroy a barrel or fence in the control zone."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("scene elements are destroyed in the brawl phase (7.3.2.2)")
    fid = _field(event, "character")
    at = Square.parse(_field(event, "at"))
    state = _activate(state, fid, "act")
    fighter = state.fighter(fid)
    board = board_of(state, ctx)
    element = next(
        (
            e
            for e in state.board_map.elements
            if e.at == at and e.kind in (ElementKind.BARREL, ElementKind.PALISADE)
        ),
        None,
    )
    if element is None:
        raise IllegalActionError(f"there is no barrel or fence to destroy at {at.name} (7.3.2.2)")
    if at not in zone(board, _miniature(state, fid)).control:
        raise IllegalActionError(f"{at.name} is not in {fighter.name}'s control zone (7.3.2.2)")
    (die,) = dice.roll(Die.D6, 1)
    assert isinstance(die, int)
    fate = _count(event, "fate")
    state = _spend_fate(state, fighter.owner, fate)
    result = destroy_element_test(fighter, die, fate)
    if not result.passed:
        return _say(state, f"{fighter.name} fails to destroy the {element.kind.label} ({die}+2)")
    elements = tuple(e for e in state.board_map.elements if e is not element)
    state = dataclasses.replace(
        state, board_map=dataclasses.replace(state.board_map, elements=elements)
    )
    return _say(state, f"{fighter.name} destroys the {element.kind.label} at {at.name}")


def _ability(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """An activated personal ability, paid in fate points (5.1.1, 6.4.2): FURY (8.4)."""
    fid, name = _field(event, "character"), _field(event, "ability")
    fighter = state.fighter(fid)
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game")
    if fighter.ability(name) is None:
        raise IllegalActionError(f"{fighter.name} has no {name} ability")
    if name != "FURY":
        raise IllegalActionError(f"{name} is used through its own action (FLY: a move with fly)")
    state = _spend_fate(state, fighter.owner, fighter.fate_cost(name))
    # FURY lasts two turns of fighting (8.4).
    state = _with_fighter(state, dataclasses.replace(fighter, fury_turns=2))
    return _say(state, f"{fighter.name} flies into a FURY")


def _pentacle(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """8.3 HIT x and ARCANE HIT x pentacles: in the hand-to-hand sub-phase, every
    character in contact with the summoner takes x damage. The summoner's action."""
    if state.phase is not Phase.BRAWL:
        raise IllegalActionError("pentacles strike in the hand-to-hand sub-phase (8.3)")
    fid = _field(event, "character")
    state = _activate(state, fid, "pentacle")
    summoner = state.fighter(fid)
    hit, arcane_hit = summoner.pentacle_effect("HIT"), summoner.pentacle_effect("ARCANE HIT")
    if not hit and not arcane_hit:
        raise IllegalActionError(f"{summoner.name} has no striking pentacle active (8.3)")
    here = _miniature(state, fid).at
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
        state = _count_kill(_with_fighter(state, after), summoner, victim, after)
    return _settle(_say(state, f"{summoner.name}'s pentacle strikes"), before)


def objects_for_objective(state: MissionState, colour: str) -> tuple[str, ...]:
    """The objects that count for a mission objective: those mercenaries carry (7.2.1)."""
    return tuple(
        item
        for f in state.fighters.values()
        if f.owner == colour and f.kind is CardKind.MERCENARY and f.in_play
        for item in f.objects
    )


# ---- the app's counters (6.4.2) ----------------------------------------------------


def _adjust(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Assign damage, seals, bleeding, poison, possession; spend or gain fate points."""
    kind = event["kind"]
    if kind == "fate":
        colour = _field(event, "player")
        change = int(_field(event, "change", int))
        player = state.player(colour)
        if player.fate_points + change < 0:
            raise IllegalActionError(
                f"{colour} has {player.fate_points} fate points; not below 0 (6.4.2)"
            )
        players = tuple(
            dataclasses.replace(p, fate_points=p.fate_points + change) if p.colour == colour else p
            for p in state.players
        )
        return dataclasses.replace(state, players=players)
    fid = _field(event, "character")
    fighter = state.fighter(fid)
    before = state
    if kind == "damage":
        to_life = bool(event.get("to_life", False))
        fighter, _ = take_damage(
            fighter,
            # Damage is only added; a mistaken one is taken back by undoing its event.
            _count(event, "amount", _field(event, "amount", int), least=1),
            DamageKind.TO_LIFE if to_life else DamageKind.GENERIC,
        )
    elif kind == "seals":
        seals = fighter.seals + int(_field(event, "change", int))
        if seals < 0:
            raise IllegalActionError("only seals already assigned can be removed (6.4.2)")
        fighter = dataclasses.replace(fighter, seals=seals)
        if seals > fighter.seal_limit and not fighter.possessed:
            fighter = arcane.possess(fighter)
    elif kind in ("bleeding", "poison"):
        value = getattr(fighter, kind) + int(_field(event, "change", int))
        if value < 0:
            raise IllegalActionError(f"only {kind} tokens already assigned can be removed (6.4.2)")
        fighter = dataclasses.replace(fighter, **{kind: value})
    else:
        raise IllegalActionError(f"'{kind}' is not an event")
    state = _with_fighter(state, fighter)
    return _settle(_say(state, f"{kind} on {fighter.name}"), before)


Handler = Callable[[MissionState, Mapping[str, Any], Context, DiceSource], MissionState]
HANDLERS: dict[str, Handler] = {
    "new_turn": _new_turn,
    "pass": _pass,
    "end_mission": _end_mission,
    "move": _move,
    "possessed_move": _possessed_move,
    "shoot": _shoot,
    "channel": _channel,
    "cast": _cast,
    "summon": _summon,
    "arcane_test": _arcane_test,
    "pick_up": _objects,
    "deposit": _objects,
    "escape": _escape,
    "attack": _attack,
    "pentacle": _pentacle,
    "ability": _ability,
    "destroy": _destroy,
    "damage": _adjust,
    "seals": _adjust,
    "bleeding": _adjust,
    "poison": _adjust,
    "fate": _adjust,
}


def apply(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """The state after `event`; the state given is never changed (it is immutable)."""
    kind = event.get("kind")
    handler = HANDLERS.get(str(kind))
    if handler is None:
        known = ", ".join(sorted(HANDLERS))
        raise RulesError(f"'{_describe_kind(str(kind))}' is not an event (known: {known})")
    if state.phase is Phase.ENDED:
        raise IllegalActionError(f"the mission is over: {state.result}")
    # Checked after every event, so no event that changes poison tokens (or, one day,
    # a hit factor) can leave a dead man standing.
    return _poison_deaths(handler(state, event, ctx, dice))


# ---- dice for events ----------------------------------------------------------------


class RecordingDice:
    """Rolls from a source and remembers every face, for the event's record."""

    def __init__(self, source: DiceSource) -> None:
        self.source = source
        self.faces: dict[str, list[Any]] = {}
        self.draws: list[int] = []

    def roll(self, die: Die, count: int) -> tuple[Face, ...]:
        faces = self.source.roll(die, count)
        self.faces.setdefault(die.value, []).extend(
            f.value if isinstance(f, Mana) else f for f in faces
        )
        return faces

    def draw(self, options: int) -> int:
        value = self.source.draw(options)
        self.draws.append(value)
        return value


def recorded_dice(dice: DiceSet, event: Mapping[str, Any]) -> EnteredDice:
    faces: dict[Die, Sequence[Face]] = {}
    for name, values in event.get("dice", {}).items():
        die = Die(name)
        faces[die] = [Mana(v) if die is Die.ARCANE else int(v) for v in values]
    return EnteredDice(dice, faces, event.get("draws", []))


# ---- the mission: log, undo, redo, save, replay -------------------------------------


class Mission:
    """A mission in play: its setup, its event log and a cursor in it."""

    def __init__(self, start: MissionState, ctx: Context, seed: int, setup: dict[str, Any]) -> None:
        self.ctx, self.seed, self.setup = ctx, seed, setup
        self.events: list[dict[str, Any]] = []
        self.states: list[MissionState] = [start]
        self.cursor = 0

    @property
    def state(self) -> MissionState:
        return self.states[self.cursor]

    def do(self, event: Mapping[str, Any], faces: DiceSource | None = None) -> MissionState:
        """Apply a new event. `faces`: the dice the players rolled at the table; else
        the mission's random source. An illegal event raises and changes nothing."""
        source = faces or RandomDice(self.ctx.dice, self.seed * 1_000_003 + self.cursor)
        dice = RecordingDice(source)
        after = apply(self.state, event, self.ctx, dice)
        record = dict(event)
        if dice.faces:
            record["dice"] = dice.faces
        if dice.draws:
            record["draws"] = dice.draws
        del self.events[self.cursor :]
        del self.states[self.cursor + 1 :]
        self.events.append(record)
        self.states.append(after)
        self.cursor += 1
        return after

    def undo(self) -> MissionState:
        if self.cursor == 0:
            raise IllegalActionError("nothing to undo")
        self.cursor -= 1
        return self.state

    def redo(self) -> MissionState:
        if self.cursor == len(self.events):
            raise IllegalActionError("nothing to redo")
        self.cursor += 1
        return self.state

    def save_json(self) -> dict[str, Any]:
        return self.setup | {"events": self.events[: self.cursor]}

    def save(self, path: Path) -> None:
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(json.dumps(self.save_json(), indent=2) + "\n", encoding="utf-8")
        temporary.replace(path)


def new_mission(
    board_map: BoardMap,
    fighters: Mapping[str, Mapping[str, Any]],
    players: Sequence[Mapping[str, Any]],
    ctx: Context,
    seed: int,
    turn_limit: int = 0,
) -> Mission:
    """A mission ready for its first "new_turn": the map with the miniatures placed, a
    spec per character id (rules/spec.py), the players in clockwise order."""
    built = {}
    miniatures = {c.id: c for c in board_map.characters}
    for fid, spec in fighters.items():
        if fid not in miniatures:
            raise RulesError(f"character '{fid}' has no miniature on the map")
        built[fid] = fighter_from_spec(spec, fid, miniatures[fid].colour, ctx.catalog)
    missing = sorted(set(miniatures) - set(built))
    if missing:
        raise RulesError(f"miniatures without a character: {', '.join(missing)}")
    # The cards decide who widens his zone (7.1.1), whatever the map file says.
    board_map = dataclasses.replace(board_map, characters=tuple(
        dataclasses.replace(c, long_range=built[c.id].long_range) for c in board_map.characters
    ))  # fmt: skip
    player_states = tuple(
        PlayerState(str(p["colour"]), int(p.get("fate_points", 0))) for p in players
    )
    start = _poison_deaths(MissionState(board_map, built, player_states, turn_limit=turn_limit))
    Board.build(board_map, ctx.library)
    setup = {
        "format": FORMAT,
        "version": VERSION,
        "seed": seed,
        "turn_limit": turn_limit,
        "map": mapfile.to_json(board_map),
        "players": [dict(p) for p in players],
        "fighters": {k: dict(v) for k, v in fighters.items()},
        "pantheons": {k: list(v) for k, v in ctx.pantheons.items()},
    }
    return Mission(start, ctx, seed, setup)


class MissionSaveError(RulesError):
    """A mission save that cannot be replayed: unreadable, damaged or not a save; the
    message names the file and the field or event at fault."""


MAX_SAVE_BYTES = 32 * 1024 * 1024  # a long mission's log is well under 1 MB
MAX_EVENTS = 100_000  # a mission of 99 turns takes a few thousand events
MAX_TURN_LIMIT = 99
MAX_FATE = 99  # a guild's fate points for a mission (6.4.1): single figures in practice
MAX_STATE = 99  # tokens, damage, mana cubes, seals or turns of one fighter
_MISSING = object()


def read_mission(path: Path, ctx: Context) -> Mission:
    """Read and replay the mission save `path`; any fault raises MissionSaveError."""
    try:
        data = textio.read_json(path, max_bytes=MAX_SAVE_BYTES)
    except textio.InputError as error:
        raise MissionSaveError(str(error)) from None
    return load_mission(data, ctx, str(path))


def loads_mission(text: str, ctx: Context, source: str = "<mission>") -> Mission:
    """The mission of a save's JSON text (see `read_mission`)."""
    try:
        data = textio.loads_json(text, source)
    except textio.InputError as error:
        raise MissionSaveError(str(error)) from None
    return load_mission(data, ctx, source)


class _Save:
    """Typed access to a save's top-level fields; errors name the file and field."""

    def __init__(self, data: object, source: str) -> None:
        if not isinstance(data, dict):
            raise MissionSaveError(f"{source}: not a DemLoc mission save (expected an object)")
        self.data: dict[str, Any] = data
        self.source = source

    def fail(self, where: str, detail: str) -> MissionSaveError:
        return MissionSaveError(f"{self.source}: {where}: {detail}")

    def get(self, name: str, kind: type[Any], default: Any = _MISSING) -> Any:
        if name not in self.data:
            if default is _MISSING:
                raise self.fail(name, "this field is required")
            return default
        value = self.data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            names = {int: "a whole number", str: "text", list: "a list", dict: "an object"}
            raise self.fail(name, f"expected {names.get(kind, kind.__name__)}")
        return value

    def number(self, name: str, low: int, high: int, default: int | None = None) -> int:
        value: int = self.get(name, int, _MISSING if default is None else default)
        if not low <= value <= high:
            raise self.fail(name, f"{value} is out of range: {low} to {high}")
        return value


def _check_players(save: _Save) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = save.get("players", list)
    for index, player in enumerate(players):
        where = f"players[{index}]"
        if not isinstance(player, dict) or not isinstance(player.get("colour"), str):
            raise save.fail(where, "expected a player with a colour")
        fate = player.get("fate_points", 0)
        if type(fate) is not int or not 0 <= fate <= MAX_FATE:
            raise save.fail(f"{where}.fate_points", f"expected a whole number 0 to {MAX_FATE}")
    return players


def _check_events(save: _Save) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = save.get("events", list, [])
    if len(events) > MAX_EVENTS:
        raise save.fail("events", f"more than {MAX_EVENTS} events")
    for index, event in enumerate(events):
        where = f"events[{index}]"
        if not isinstance(event, dict) or not isinstance(event.get("kind"), str):
            raise save.fail(where, "expected an event: an object with its kind")
        dice = event.get("dice", {})
        if not isinstance(dice, dict) or not all(
            isinstance(faces, list) and all(type(f) in (int, str) for f in faces)
            for faces in dice.values()
        ):
            raise save.fail(f"{where}.dice", "expected the faces rolled, by die")
        draws = event.get("draws", [])
        if not isinstance(draws, list) or not all(type(d) is int for d in draws):
            raise save.fail(f"{where}.draws", "expected a list of whole numbers")
    return events


def _check_fighters(mission: Mission, save: _Save) -> None:
    """Every fighter within the game's bounds: a roll of 10**17 dice never ends."""
    for fighter_id, fighter in mission.state.fighters.items():
        problem = profile_problem(fighter.profile)
        if problem is not None:
            raise save.fail(f"fighters.{fighter_id}", problem)
        for field in dataclasses.fields(fighter):
            value = getattr(fighter, field.name)
            if type(value) is int and not 0 <= value <= MAX_STATE:
                raise save.fail(
                    f"fighters.{fighter_id}.{field.name}",
                    f"{value} is out of range: 0 to {MAX_STATE}",
                )


def load_mission(data: object, ctx: Context, source: str = "<mission>") -> Mission:
    """Replay a saved mission event by event with the dice it recorded. A damaged save
    raises MissionSaveError naming the file and the field or event; never a traceback."""
    save = _Save(data, source)
    if save.data.get("format") != FORMAT:
        raise MissionSaveError(f"{source}: not a DemLoc mission save (format {FORMAT!r} expected)")
    version = save.number("version", 1, 10**9)
    if version > VERSION:
        raise save.fail("version", f"saved by a newer DemLoc Companion (version {version})")
    map_data = save.get("map", dict)
    fighters = save.get("fighters", dict)
    if not all(isinstance(spec, dict) for spec in fighters.values()):
        raise save.fail("fighters", "expected a character description by id")
    players = _check_players(save)
    pantheons = save.get("pantheons", dict, {})
    if not all(
        isinstance(v, list) and all(isinstance(i, str) for i in v) for v in pantheons.values()
    ):
        raise save.fail("pantheons", "expected lists of daemon card ids by guild colour")
    seed = save.get("seed", int)
    turn_limit = save.number("turn_limit", 0, MAX_TURN_LIMIT, 0)
    events = _check_events(save)
    try:
        board_map = mapfile.from_json(map_data, f"{source}: map")
    except BoardError as error:
        raise MissionSaveError(str(error)) from None
    ctx = dataclasses.replace(ctx, pantheons={k: tuple(v) for k, v in pantheons.items()})
    try:
        mission = new_mission(board_map, fighters, players, ctx, seed, turn_limit)
    except (RulesError, BoardError, CatalogError) as error:
        raise MissionSaveError(f"{source}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        # A character description of the wrong shape ("hit": [1]...): bad input.
        raise save.fail(
            "fighters", f"a character cannot be made ({type(error).__name__})"
        ) from None
    _check_fighters(mission, save)
    for index, event in enumerate(events):
        kind = _describe_kind(event["kind"])
        try:
            mission.do(event, recorded_dice(ctx.dice, event))
        except (RulesError, BoardError, CatalogError) as error:
            raise MissionSaveError(f"{source}: event {index + 1} ({kind}): {error}") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            # A saved event of the wrong shape ("to": 5, "target": [1]...) is bad input:
            # the handlers check what the rules need, not every type a file can hold.
            raise MissionSaveError(
                f"{source}: event {index + 1} ({kind}): its fields are not what a {kind} "
                "event holds"
            ) from None
    return mission


def _describe_kind(kind: str) -> str:
    """An event's kind for a message: a word, or what it is not."""
    return kind if len(kind) <= 30 and kind.isidentifier() else "not a kind of event"
