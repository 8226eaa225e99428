"""What a mission file says (rulebook 6.4, 6.4.1, 7): the schema of the mission library,
checked by pydantic so that a player's file gets every problem at once, each naming its
field. The rulebook prints no missions: every mission of the library is a provisional
design (RULINGS.md R-47) and says so.

A mission is a TOML table; its map uses the field names of the map format
(`board/mapfile.py`), so a mission's map and a saved board read alike. What needs the
tiles (squares on the map, free ground, walls) is checked by `library.check_mission`;
what one file's shape says is checked here."""

from __future__ import annotations

import enum
from collections import Counter
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from demloc.board.position import ElementKind

# Bounds from the game: 2-4 players (6.4), four colours of sub-bases (4), a mission
# of a few turns (7) on a table-sized map, the scene elements of the box (4).
PLAYER_COUNTS = (2, 3, 4)
MAX_TURNS = 30
MAX_SLOTS = 12
MAX_REWARD = 10_000
MAX_SQUARE = 200
MAX_RULES = 12  # special rules: a page a player reads in the objective phase
MAX_FOLLOWERS = 12  # follower cards on offer
MAX_WAVES = 6
MAX_EVENTS = 20
MAX_EVENTS_A_TURN = 3
MAX_TOKENS = 12  # 4 relic tokens (5.7) and a few objective tokens
MAX_ELEMENTS = 36  # 4: the box's 30 scene elements, and palisades
MAX_AREA = 40
MAX_ZONES = 4  # deployment zones for one number of players
MAX_POINTS = 20  # points of one deed in a points mission
MAX_FATE = 10  # a guild's fate points for a mission (6.4.2)
DEFAULT_FATE = 3  # RULINGS.md R-65

ELEMENT_KINDS = tuple(k.value for k in ElementKind)
DESTRUCTIBLE = ("barrel", "palisade")  # 7.3.2.3: "only barrels and fences"


def _element_kind(value: str) -> str:
    if value not in ELEMENT_KINDS:
        raise ValueError(f"'{value}' is not a scene element ({', '.join(ELEMENT_KINDS)})")
    return value


def _destructible(value: str) -> str:
    if value not in DESTRUCTIBLE:
        raise ValueError(f"a {value} cannot be destroyed: only barrels and palisades (7.3.2.3)")
    return value


def _unique(values: list[str]) -> list[str]:
    twice = sorted({v for v, n in Counter(values).items() if n > 1})
    if twice:
        raise ValueError(f"listed twice: {', '.join(twice)}")
    return values


Name = Annotated[str, Field(min_length=1, max_length=80)]
Text = Annotated[str, Field(max_length=4000)]
SquareName = Annotated[str, Field(pattern=r"^[A-Z]{1,2}[1-9][0-9]{0,2}$")]
Squares = Annotated[list[SquareName], AfterValidator(_unique)]
Count = Annotated[int, Field(ge=0, le=MAX_SLOTS)]
Reward = Annotated[int, Field(ge=-MAX_REWARD, le=MAX_REWARD)]
Turn = Annotated[int, Field(ge=1, le=MAX_TURNS)]
Kind = Annotated[str, AfterValidator(_element_kind)]
Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]
KillKind = Literal["mercenary", "follower", "daemon"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class MissionKind(enum.Enum):
    """The kinds of mission of the library (6.4.1 "objective revealing phase")."""

    RETRIEVE_RELIC = "retrieve-relic"  # 5.7: four relic tokens, one real
    HOLD_AREA = "hold-area"  # controlled turns (6.4.2 "objective control")
    ELIMINATE = "eliminate"
    WAVES = "waves"  # characters enter on later turns (6.4.1)
    ESCORT = "escort"  # bring a dignitary through, or protect him
    DESTROY = "destroy"  # destroy scene elements
    POINTS = "points"  # a fixed number of turns, points for deeds
    TRAINING = "training"  # for new players


def _escort(value: object) -> object:
    if value == "first-player":
        raise ValueError(
            "'first-player' cannot escort: the first player of turn 1 is drawn at 'start "
            "game', after the dignitary is deployed; write 'first-deployer', the guild drawn "
            "to deploy first (6.4.1, RULINGS.md R-69)"
        )
    return value


class Dignitary(_Strict):
    """The escort's dignitary (RULINGS.md R-64, R-69): a follower card of the catalog
    that the mission brings, given to the escorting guild on top of its slots, for no
    feods, when that guild chooses its deployment zone."""

    card: Name
    # The guild drawn to deploy first (6.4.1), the one escort a set-up can know before
    # the miniatures are placed (R-69: "first-player" is refused, naming why).
    escort: Annotated[Literal["first-deployer"], BeforeValidator(_escort)] = "first-deployer"


class Scoring(_Strict):
    """A points mission's table (RULINGS.md R-64), counted when the turns run out: each
    guild scores per enemy eliminated by kind (the kill counter, 6.4.2), per element
    destroyed (7.3.2.3), per objective token its characters in play carry, and per
    character of its own in play on the board."""

    per_kill: dict[KillKind, Points] = {}
    per_destroyed: Points = 0
    per_token: Points = 0
    per_character: Points = 0

    @model_validator(mode="after")
    def _scores_something(self) -> Scoring:
        if not any(self.per_kill.values()) and not (
            self.per_destroyed or self.per_token or self.per_character
        ):
            raise ValueError("a scoring table needs at least one deed worth points")
        return self


class Objective(_Strict):
    """What wins, in words and in the part the tracker checks."""

    text: Text
    # relic: a mercenary carries the true relic to his deployment zone; control: hold
    # `area` for `turns` controlled turns; eliminate: the last guild with characters;
    # escort: the `dignitary` reaches `area`; destroy: `count` elements of `element`
    # destroyed; points: most points by `scoring` when the turns run out.
    check: Literal["relic", "control", "eliminate", "escort", "destroy", "points"]
    area: Annotated[Squares, Field(max_length=MAX_AREA)] = []
    turns: Annotated[int, Field(ge=1, le=MAX_TURNS)] | None = None
    element: Annotated[Kind, AfterValidator(_destructible)] | None = None
    count: Annotated[int, Field(ge=1, le=50)] | None = None
    dignitary: Dignitary | None = None
    scoring: Scoring | None = None

    @model_validator(mode="after")
    def _parts(self) -> Objective:
        if self.check in ("control", "escort") and not self.area:
            raise ValueError(f"area: a {self.check} objective needs its area (squares)")
        if self.check == "control" and self.turns is None:
            raise ValueError("turns: a control objective needs the turns to hold the area")
        if self.check == "destroy" and (self.element is None or self.count is None):
            raise ValueError("element, count: a destroy objective needs the element and how many")
        # A missing dignitary or scoring table is named by library.check_mission (every
        # mission file goes through it): the tracker's tests build bare objectives.
        if self.check != "escort" and self.dignitary is not None:
            raise ValueError(f"dignitary: only an escort objective has one, not {self.check}")
        if self.check != "points" and self.scoring is not None:
            raise ValueError(f"scoring: only a points objective has one, not {self.check}")
        return self


class Turns(_Strict):
    limit: Turn | None = None  # None: played until the objective
    hidden: bool = False  # 7: the limit "will not always be shown"

    @model_validator(mode="after")
    def _hidden_needs_a_limit(self) -> Turns:
        if self.hidden and self.limit is None:
            raise ValueError("hidden: a hidden turn limit needs a limit")
        return self


class PlacedTileSpec(_Strict):
    tile: Annotated[int, Field(ge=1, le=99)]
    side: Literal["A", "B"]
    rotation: Literal[0, 90, 180, 270] = 0
    at: SquareName


class ElementSpec(_Strict):
    """A fixed scene element, placed when the map is built (6.4.1 "map creation")."""

    kind: Kind
    at: SquareName
    edge: Literal["N", "E", "S", "W"] | None = None

    @model_validator(mode="after")
    def _door_edge(self) -> ElementSpec:
        if (self.kind == "door") != (self.edge is not None):
            raise ValueError("edge: a door needs an edge (N, E, S or W); other elements have none")
        return self


class TokenSpec(_Strict):
    """A token on the map. Relic tokens lie face down: which one is the relic is drawn
    at "start game", never written in the file (5.7, RULINGS.md R-63)."""

    kind: Literal["objective", "relic"]
    at: SquareName
    true_relic: Any = Field(default=None, exclude=True)

    @field_validator("true_relic", mode="before")
    @classmethod
    def _no_true_relic(cls, value: object) -> None:
        raise ValueError(
            "the app draws the true relic at 'start game' and keeps it hidden (5.7, "
            "RULINGS.md R-63): list the 4 relic squares only and delete this line"
        )


class OptionalElements(_Strict):
    """Elements the players take from the box by quantity per player and place in the
    deployment phase (6.4.1 "map creation")."""

    kind: Literal["barrel", "palisade"]
    per_player: Annotated[int, Field(ge=1, le=6)]


class MapSpec(_Strict):
    tiles: Annotated[list[PlacedTileSpec], Field(min_length=1, max_length=14)]
    elements: Annotated[list[ElementSpec], Field(max_length=MAX_ELEMENTS)] = []
    tokens: Annotated[list[TokenSpec], Field(max_length=MAX_TOKENS)] = []
    optional: Annotated[list[OptionalElements], Field(max_length=2)] = []

    @model_validator(mode="after")
    def _one_each(self) -> MapSpec:
        problems = []
        kinds = [o.kind for o in self.optional]
        if len(set(kinds)) != len(kinds):
            problems.append("optional: a kind is listed twice")
        squares = Counter(t.at for t in self.tokens)
        twice = sorted(s for s, n in squares.items() if n > 1)
        if twice:
            problems.append(f"tokens: two tokens on {', '.join(twice)}")
        on_square = Counter(e.at for e in self.elements if e.kind != "door")
        twice = sorted(s for s, n in on_square.items() if n > 1)
        if twice:
            problems.append(f"elements: two elements on {', '.join(twice)}")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class Zone(_Strict):
    name: Name
    squares: Annotated[Squares, Field(min_length=1, max_length=100)]


def _zones_apart(zones: list[Zone] | None) -> list[Zone] | None:
    if zones is None:
        return None
    names = Counter(z.name for z in zones)
    twice = sorted(n for n, c in names.items() if c > 1)
    if twice:
        raise ValueError(f"two zones are named {', '.join(twice)}")
    seen: dict[str, str] = {}
    shared = []
    for z in zones:
        for s in z.squares:
            if s in seen:
                shared.append(f"{s} ({seen[s]} and {z.name})")
            seen.setdefault(s, z.name)
    if shared:
        raise ValueError("zones overlap on " + ", ".join(shared[:10]))
    return zones


Zones = Annotated[list[Zone], Field(min_length=1, max_length=MAX_ZONES)]


class Deployment(_Strict):
    """Deployment zones by number of players: "2" = [two zones], ..."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    two: Annotated[Zones | None, AfterValidator(_zones_apart)] = Field(default=None, alias="2")
    three: Annotated[Zones | None, AfterValidator(_zones_apart)] = Field(default=None, alias="3")
    four: Annotated[Zones | None, AfterValidator(_zones_apart)] = Field(default=None, alias="4")

    def for_players(self, players: int) -> list[Zone] | None:
        return {2: self.two, 3: self.three, 4: self.four}.get(players)


class FollowerOffer(_Strict):
    """A follower the table may hire for feods in the characters phase (5.1.2)."""

    card: Name
    feods: Annotated[int, Field(ge=0, le=MAX_REWARD)]


class Wave(_Strict):
    """Characters chosen now and kept aside, entering on `turn` in `zone` (6.4.1): "own"
    (the guild's deployment zone), "any" (any deployment zone) or a zone's name."""

    turn: Annotated[int, Field(ge=2, le=MAX_TURNS)]
    slots: Annotated[int, Field(ge=1, le=MAX_SLOTS)]
    zone: Literal["own", "any"] | Name = "own"
    text: Text = ""


class EventChange(_Strict):
    """The machine-readable part of an event, applied by the tracker."""

    kind: Literal["open-door", "add-element", "remove-element", "reinforcements", "objective"]
    at: SquareName | None = None
    edge: Literal["N", "E", "S", "W"] | None = None
    element: Kind | None = None
    slots: Annotated[int, Field(ge=1, le=MAX_SLOTS)] | None = None
    objective: Objective | None = None

    @model_validator(mode="after")
    def _parts(self) -> EventChange:
        needs = {
            "open-door": ("at", "edge"),
            "add-element": ("at", "element"),
            "remove-element": ("at",),
            "reinforcements": ("slots",),
            "objective": ("objective",),
        }[self.kind]
        missing = [field for field in needs if getattr(self, field) is None]
        if missing:
            raise ValueError(
                f"{', '.join(missing)}: a {self.kind} change needs {', '.join(missing)}"
            )
        if self.kind == "add-element" and self.element == "door":
            raise ValueError("element: a door is added by an open-door change, on its edge")
        return self


class Event(_Strict):
    turn: Turn
    text: Text
    change: EventChange | None = None  # None: news only


class KillReward(_Strict):
    fame: Reward = 0
    feods: Reward = 0


class Rewards(_Strict):
    """Fame and feods at the resolution (6.4.1), by result and by deed."""

    winner: KillReward = KillReward()
    others: KillReward = KillReward()
    per_kill: dict[KillKind, KillReward] = {}
    per_objective: KillReward = KillReward()
    # 7.2.3: a possessed character who leaves the board costs his guild fame.
    escaped_possessed: KillReward = KillReward(fame=-5)


class Mission(_Strict):
    id: Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,60}$")]
    name: Name
    story: Text
    kind: MissionKind
    provisional: bool = True
    players: Annotated[list[Literal[2, 3, 4]], Field(min_length=1, max_length=3)]
    objective: Objective
    turns: Turns = Turns()
    # 6.4.2 "use of fate points": each guild's counter at the start (RULINGS.md R-65).
    fate_points: Annotated[int, Field(ge=0, le=MAX_FATE)] = DEFAULT_FATE
    special_rules: Annotated[list[Text], Field(max_length=MAX_RULES)] = []
    map: MapSpec
    deployment: Deployment
    slots: Annotated[int, Field(ge=1, le=MAX_SLOTS)]
    followers: Annotated[list[FollowerOffer], Field(max_length=MAX_FOLLOWERS)] = []
    waves: Annotated[list[Wave], Field(max_length=MAX_WAVES)] = []
    events: Annotated[list[Event], Field(max_length=MAX_EVENTS)] = []
    rewards: Rewards = Rewards()

    @model_validator(mode="after")
    def _coherent(self) -> Mission:
        problems = []
        for players in self.players:
            zones = self.deployment.for_players(players)
            if zones is None or len(zones) < players:
                problems.append(f"deployment.{players}: {players} players need {players} zones")
        if len(set(self.players)) != len(self.players):
            problems.append("players: a count is listed twice")
        if self.kind is MissionKind.WAVES and not self.waves:
            problems.append("waves: a waves mission needs its waves")
        relics = [t for t in self.map.tokens if t.kind == "relic"]
        if self.kind is MissionKind.RETRIEVE_RELIC and len(relics) != 4:
            problems.append(f"map.tokens: 4 relic tokens (5.7), not {len(relics)}")
        if self.kind is not MissionKind.RETRIEVE_RELIC and relics:
            problems.append("map.tokens: relic tokens belong to a retrieve-relic mission (5.7)")
        problems += self._turns_fit()
        problems += self._zones_of_the_map()
        if problems:
            raise ValueError("\n".join(problems))  # one problem a line (library)
        return self

    def _turns_fit(self) -> list[str]:
        problems = []
        limit = self.turns.limit
        if limit is not None:
            for n, event in enumerate(self.events):
                if event.turn > limit:
                    problems.append(f"events.{n}.turn: turn {event.turn}, after the limit {limit}")
            for n, wave in enumerate(self.waves):
                if wave.turn > limit:
                    problems.append(f"waves.{n}.turn: turn {wave.turn}, after the limit {limit}")
        objectives = [("objective", self.objective, 1)] + [
            (f"events.{n}.change.objective", e.change.objective, e.turn)
            for n, e in enumerate(self.events)
            if e.change is not None and e.change.objective is not None
        ]
        for where, objective, start in objectives:
            if objective.check == "points" and limit is None:
                problems.append(f"{where}.check: points are counted when the turns run out: "
                                "the mission needs turns.limit")  # fmt: skip
            if objective.turns is not None and limit is not None:
                left = limit - start + 1
                if objective.turns > left:
                    problems.append(
                        f"{where}.turns: {objective.turns} controlled turns cannot be held in "
                        f"the {left} turns from turn {start} to the limit {limit}"
                    )
        busy = Counter(e.turn for e in self.events)
        for turn, count in sorted(busy.items()):
            if count > MAX_EVENTS_A_TURN:
                problems.append(
                    f"events: {count} events on turn {turn}; at most {MAX_EVENTS_A_TURN} a turn"
                )
        return problems

    def _zones_of_the_map(self) -> list[str]:
        """Waves enter in a zone the mission has; tokens lie outside the zones."""
        problems = []
        for n, wave in enumerate(self.waves):
            if wave.zone in ("own", "any"):
                continue
            for players in self.players:
                names = [z.name for z in self.deployment.for_players(players) or ()]
                if wave.zone not in names:
                    problems.append(
                        f"waves.{n}.zone: no zone '{wave.zone}' for {players} players "
                        f"(the zones: {', '.join(names) or 'none'}; or 'own', 'any')"
                    )
        for n, token in enumerate(self.map.tokens):
            for players in self.players:
                for zone in self.deployment.for_players(players) or ():
                    if token.at in zone.squares:
                        problems.append(
                            f"map.tokens.{n}.at: the {token.kind} token on {token.at} lies in "
                            f"the {zone.name} deployment zone for {players} players"
                        )
        return problems
