"""The state of a mission in play (7, 6.4.2) and the small helpers every event uses:
reading an event's fields, changing a fighter or a miniature, saying what happened."""

from __future__ import annotations

import dataclasses
import enum
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.position import BoardMap, DeploymentZone
from demloc.board.position import Character as Miniature
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary
from demloc.board.zones import engagements
from demloc.catalog.catalog import Catalog
from demloc.missions.play.copies import replace
from demloc.rules.dice import DiceSet
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import Fighter

if TYPE_CHECKING:
    from demloc.missions.play.plan import Plan
    from demloc.missions.spec import Objective


class Phase(enum.Enum):
    TURN_OVER = "turn over"  # between turns: "new turn" or "end game" (7.3.2.3)
    STRATEGIC = "strategic"  # 7.2
    BRAWL = "brawl"  # 7.3
    ENDED = "ended"


class SubPhase(enum.Enum):
    """The sub-phases of the strategic phase (7.2) and of the brawl (7.3). The activated
    character goes through them in this order (RULINGS.md R-72)."""

    FREE_MOVEMENT = "free movement"  # 7.2.1
    SHOOTING = "shooting"  # 7.2.2
    ARCANE = "arcane"  # 7.2.3
    ENGAGING = "engaging movement"  # 7.3.1
    HAND_TO_HAND = "hand-to-hand attack"  # 7.3.2

    @property
    def rule(self) -> str:
        return _SUB_PHASE_RULES[self]


_SUB_PHASE_RULES = {
    SubPhase.FREE_MOVEMENT: "7.2.1",
    SubPhase.SHOOTING: "7.2.2",
    SubPhase.ARCANE: "7.2.3",
    SubPhase.ENGAGING: "7.3.1",
    SubPhase.HAND_TO_HAND: "7.3.2",
}
# The sub-phase each phase opens with, and a new activation starts in.
FIRST_SUB_PHASE = {Phase.STRATEGIC: SubPhase.FREE_MOVEMENT, Phase.BRAWL: SubPhase.ENGAGING}


# The save format, and the rules a mission's events are replayed by: a version 1 save
# keeps version 1's refusals and draws, so every event it holds replays (mission.py).
# 3: the out-of-control card drawn at the start of the turn, the possessed walk
# due before the owner passes, deaths by bleeding and poison credited.
# 4: mana by hand and the tracker's summoning paying its cost, a hand-entered
# damage that changes nothing refused (7.2.3, 7.3.2.2), daemons labelled D1, D2... .
SAVE_VERSION = 4

# The kinds of enemy the kill counter counts, for the rewards (6.4.2, spec.Rewards).
KILL_KINDS = ("mercenary", "follower", "daemon")
_KILL_FIELDS = {
    "mercenary": "mercenaries_killed",
    "follower": "followers_killed",
    "daemon": "daemons_killed",
}


@dataclasses.dataclass(frozen=True)
class PlayerState:
    colour: str
    fate_points: int = 0
    # The kill counter by kind of enemy eliminated (6.4.2 "Kill counter").
    mercenaries_killed: int = 0
    followers_killed: int = 0
    daemons_killed: int = 0

    @property
    def kills(self) -> int:
        return self.mercenaries_killed + self.followers_killed + self.daemons_killed

    def killed(self, kind: str) -> int:
        """Enemies of `kind` (mercenary, follower, daemon) this player eliminated."""
        return int(getattr(self, _KILL_FIELDS[kind]))

    def with_kill(self, kind: str) -> PlayerState:
        if kind not in KILL_KINDS:
            raise RulesError(f"'{kind}' is not a kind of kill: {', '.join(KILL_KINDS)}")
        name = _KILL_FIELDS[kind]
        return replace(self, **{name: getattr(self, name) + 1})

    def to_json(self) -> dict[str, Any]:
        return {
            "colour": self.colour,
            "fate_points": self.fate_points,
            "kills": {kind: self.killed(kind) for kind in KILL_KINDS},
        }


@dataclasses.dataclass(frozen=True)
class Due:
    """A wave character due to enter now (6.4.1, 6.4.2 "Next turn"): his owner pulls his
    card and places the miniature on one of `squares` (free squares of the zone)."""

    character: str
    owner: str
    name: str
    wave: int
    zone: str  # the zone's name, "own" resolved to the owner's zone, or "any"
    squares: tuple[Square, ...]
    cards: tuple[str, ...] = ()  # the card ids to pull: character, weapons, codes (6.4.1)

    def to_json(self) -> dict[str, Any]:
        return {
            "character": self.character, "owner": self.owner, "name": self.name,
            "wave": self.wave, "zone": self.zone, "squares": [s.name for s in self.squares],
            "cards": list(self.cards),
        }  # fmt: skip


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
    # The same, found by the ids of the very (tiles, elements, tokens) objects, which
    # the entry keeps alive: cheaper than hashing them, as a move shares them.
    boards_by_id: dict[tuple[int, int, int], tuple[object, object, object, Board]] = (
        dataclasses.field(default_factory=dict, compare=False, repr=False)
    )


@dataclasses.dataclass(frozen=True)
class MissionState:
    board_map: BoardMap
    fighters: Mapping[str, Fighter]
    players: tuple[PlayerState, ...]  # in clockwise order round the table
    turn: int = 0
    phase: Phase = Phase.TURN_OVER
    sub_phase: SubPhase | None = None  # None between turns and once ended
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
    # What the mission file adds (begin.py): its plan, the objective (an event may
    # change it), the wave characters due now, the objective's progress.
    plan: Plan | None = None
    objective: Objective | None = None
    due: tuple[Due, ...] = ()
    reinforcements: tuple[tuple[str, int], ...] = ()  # (colour, slots) an event gave
    controlled: tuple[tuple[str, int], ...] = ()  # (colour, controlled turns)
    control_claim: str | None = None  # the table's word on who controls, this turn
    destroyed: tuple[tuple[str, str], ...] = ()  # (colour, element kind) destroyed
    killed_by: tuple[tuple[str, str], ...] = ()  # (victim id, killer colour)
    # (victim id, "bleeding" or "poison", colour): the enemy player whose character
    # last gave him those tokens, credited if they kill him (version 3, R-74).
    wounded_by: tuple[tuple[str, str, str], ...] = ()
    achieved: str = ""  # the colour the end-of-turn check found reached the objective
    progress: str = ""  # the objective's progress, in words, for the screen
    # The out-of-control card drawn at the start of the turn for each possessed
    # character still to walk (5.6, 7.2.3; RULINGS.md R-71): (id, the d10 rolls, the
    # 10s rolled again first). Version 3 on; a walk takes his away.
    out_of_control: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # Daemons replaced by a same-name daemon (5.1.3, 7.2.3.2): (daemon id, colour of the
    # player whose summoning replaced it, turn). Off the board, not escaped.
    replaced: tuple[tuple[str, str, int], ...] = ()
    # The last draw of the first player (7, R-34): (colour, weight), in the order drawn
    # from; empty when the set-up drew it.
    first_draw: tuple[tuple[str, int], ...] = ()
    # The turn whose news the table said Seen to: kept with the mission,
    # so a restart does not show it again; nothing the rules know depends on it.
    news_seen: int = 0
    version: int = SAVE_VERSION  # the save version whose rules the events follow

    def fighter(self, fighter_id: str) -> Fighter:
        try:
            return self.fighters[fighter_id]
        except KeyError:
            raise IllegalActionError(f"no character '{fighter_id}' in this mission") from None

    def was_replaced(self, fighter_id: str) -> bool:
        """Replaced by a same-name daemon (5.1.3): out of the game, but not an escape
        for the rewards (RULINGS.md R-79)."""
        return any(r[0] == fighter_id for r in self.replaced)

    def escaped(self, fighter_id: str) -> bool:
        """Escaped (7.2.1): left the game by an escape, not replaced (R-79)."""
        return self.fighter(fighter_id).escaped and not self.was_replaced(fighter_id)

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
        data: dict[str, Any] = {
            "turn": self.turn,
            "phase": self.phase.value,
            "sub_phase": self.sub_phase.value if self.sub_phase else "",
            "first": self.first,
            "current": self.current,
            "passed": list(self.passed),
            "activated": list(self.activated),
            "players": [p.to_json() for p in self.players],
            "fighters": fighters,
            "elements": [e.kind.value + "@" + e.at.name for e in self.board_map.elements],
            "tokens": [t.kind.value + "@" + t.at.name for t in self.board_map.tokens],
            "result": self.result,
            "due": [d.to_json() for d in self.due],
            "controlled": dict(self.controlled),
            "destroyed": [list(d) for d in self.destroyed],
            "killed_by": dict(self.killed_by),
            "achieved": self.achieved,
            "progress": self.progress,
            "objective": self.objective.check if self.objective else "",
        }
        # Kept out of the text when empty, so that a save's earlier answers still hold.
        if self.out_of_control:
            data["out_of_control"] = {fid: list(r) for fid, r in self.out_of_control}
        if self.wounded_by:
            data["wounded_by"] = [list(w) for w in self.wounded_by]
        if self.replaced:
            data["replaced"] = [list(r) for r in self.replaced]
        if self.first_draw:
            data["first_draw"] = [list(d) for d in self.first_draw]
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
    board = base_board(board_map, ctx).with_characters(board_map.characters)
    object.__setattr__(board_map, "_board", (ctx.library, board))
    return board


def base_board(board_map: BoardMap, ctx: Context) -> Board:
    """A board of the map's tiles, elements and tokens (its characters may be others):
    built, and so checked, the first time they are asked, then shared."""
    tiles, elements, tokens = board_map.tiles, board_map.elements, board_map.tokens
    same = (id(tiles), id(elements), id(tokens))
    known = ctx.boards_by_id.get(same)
    if known is not None and known[0] is tiles and known[1] is elements and known[2] is tokens:
        base = known[3]
    else:
        key = (tiles, elements, tokens)
        found = ctx.boards.get(key)
        if found is None:
            if len(ctx.boards) > 8:
                ctx.boards.clear()
                ctx.boards_by_id.clear()
            found = ctx.boards[key] = Board.build(board_map, ctx.library)
        base = found
        if len(ctx.boards_by_id) > 64:
            ctx.boards_by_id.clear()
        ctx.boards_by_id[same] = (tiles, elements, tokens, base)
    return base


def say(state: MissionState, text: str) -> MissionState:
    return replace(state, log=(*state.log, text))


def field(event: Mapping[str, Any], name: str, kind: type[Any] = str) -> Any:
    if name not in event:
        raise RulesError(f"{event.get('kind', 'event')}: '{name}' is missing")
    value = event[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RulesError(f"{event['kind']}: '{name}' should be {kind.__name__}, got {value!r}")
    return value


def square_field(event: Mapping[str, Any], name: str) -> Square:
    """A square an event names ("C4"); a bad one is refused naming the field."""
    try:
        return Square.parse(field(event, name))
    except BoardError as error:
        raise RulesError(f"{event.get('kind', 'event')}: '{name}': {error}") from None


def facing_field(event: Mapping[str, Any], name: str, default: str | None = None) -> Facing:
    """A facing an event names (N, E, S, W; N is 0); a bad one is refused naming it."""
    text = event.get(name, default) if default is not None else field(event, name)
    try:
        if not isinstance(text, str):
            raise BoardError(f"{text!r} is not a facing: use N, E, S or W")
        return Facing.parse(text)
    except BoardError as error:
        raise RulesError(f"{event.get('kind', 'event')}: '{name}': {error}") from None


def count(event: Mapping[str, Any], name: str, default: int = 0, least: int = 0) -> int:
    """An optional whole number of an event (fate points, extra mana, a power level...),
    `least` or more: a bad one is refused naming the field, never used."""
    value = event.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise RulesError(
            f"{event.get('kind', 'event')}: '{name}' should be a whole number of {least} or "
            f"more, got {value!r}"
        )
    return value


def choice(event: Mapping[str, Any], name: str, default: str, kind: type[enum.Enum]) -> Any:
    """An optional named choice of an event (a mana colour...), checked against `kind`."""
    value = event.get(name, default)
    try:
        return kind(value)
    except ValueError:
        names = ", ".join(str(k.value) for k in kind)
        raise RulesError(
            f"{event.get('kind', 'event')}: '{name}' should be one of {names}, got {value!r}"
        ) from None


def describe_kind(kind: str) -> str:
    """An event's kind for a message: a word, or what it is not."""
    return kind if len(kind) <= 30 and kind.isidentifier() else "not a kind of event"


def stand(state: MissionState, miniature: Miniature) -> MissionState:
    """The miniature where (and facing how) it now stands on the map."""
    return replace(state, board_map=state.board_map.with_character(miniature))


def with_fighter(state: MissionState, fighter: Fighter) -> MissionState:
    return replace(state, fighters={**state.fighters, fighter.id: fighter})


def miniature_of(state: MissionState, fighter_id: str) -> Miniature:
    miniature = state.board_map.character(fighter_id)
    if miniature is None:
        raise IllegalActionError(f"{fighter_id} is not on the board")
    return miniature


def engaged(board: Board, fighter_id: str) -> bool:
    """Fighting: engaging or engaged by an enemy (7.1.1)."""
    return any(fighter_id in (e.engager, e.engaged) for e in engagements(board))


def spend_fate(state: MissionState, colour: str, amount: int) -> MissionState:
    player = state.player(colour)
    if amount > player.fate_points:
        raise IllegalActionError(
            f"{colour} has {player.fate_points} fate points; this needs {amount} (6.4.2)"
        )
    players = tuple(
        replace(p, fate_points=p.fate_points - amount) if p.colour == colour else p
        for p in state.players
    )
    return replace(state, players=players)


def deployment_zone(state: MissionState, colour: str) -> DeploymentZone | None:
    """The deployment zone `colour` chose (the plan's), or on a map without a plan the
    zone named after the colour."""
    name = state.plan.zones.get(colour, colour) if state.plan is not None else colour
    return next((z for z in state.board_map.zones if z.name == name), None)
