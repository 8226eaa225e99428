"""What a mission file says (rulebook 6.4, 6.4.1, 7): the schema of the mission library,
checked by pydantic so that a player's file gets every problem at once, each naming its
field. The rulebook prints no missions: every mission of the library is a provisional
design (RULINGS.md R-47) and says so.

A mission is a TOML table; its map uses the field names of the map format
(`board/mapfile.py`), so a mission's map and a saved board read alike."""

from __future__ import annotations

import enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# Bounds from the game: 2-4 players (6.4), four colours of sub-bases (4), a mission
# of a few turns (7) on a table-sized map.
PLAYER_COUNTS = (2, 3, 4)
MAX_TURNS = 30
MAX_SLOTS = 12
MAX_REWARD = 10_000
MAX_SQUARE = 200

Name = Annotated[str, Field(min_length=1, max_length=80)]
Text = Annotated[str, Field(max_length=4000)]
SquareName = Annotated[str, Field(pattern=r"^[A-Z]{1,2}[1-9][0-9]{0,2}$")]
Count = Annotated[int, Field(ge=0, le=MAX_SLOTS)]
Reward = Annotated[int, Field(ge=-MAX_REWARD, le=MAX_REWARD)]
Turn = Annotated[int, Field(ge=1, le=MAX_TURNS)]


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


class Objective(_Strict):
    """What wins, in words and in the part the tracker checks."""

    text: Text
    # relic: a mercenary carries the true relic to his deployment zone; control: hold
    # `area` for `turns` controlled turns; eliminate: the last guild with characters;
    # escort: the dignitary reaches `area`; destroy: `count` elements of `element`
    # destroyed; points: most points when the turns run out.
    check: Literal["relic", "control", "eliminate", "escort", "destroy", "points"]
    area: list[SquareName] = []
    turns: Annotated[int, Field(ge=1, le=MAX_TURNS)] | None = None
    element: str | None = None
    count: Annotated[int, Field(ge=1, le=50)] | None = None

    @model_validator(mode="after")
    def _parts(self) -> Objective:
        if self.check in ("control", "escort") and not self.area:
            raise ValueError(f"a {self.check} objective needs its area (squares)")
        if self.check == "control" and self.turns is None:
            raise ValueError("a control objective needs the turns to hold the area")
        if self.check == "destroy" and (self.element is None or self.count is None):
            raise ValueError("a destroy objective needs the element and how many")
        return self


class Turns(_Strict):
    limit: Turn | None = None  # None: played until the objective
    hidden: bool = False  # 7: the limit "will not always be shown"

    @model_validator(mode="after")
    def _hidden_needs_a_limit(self) -> Turns:
        if self.hidden and self.limit is None:
            raise ValueError("a hidden turn limit needs a limit")
        return self


class PlacedTileSpec(_Strict):
    tile: Annotated[int, Field(ge=1, le=99)]
    side: Literal["A", "B"]
    rotation: Literal[0, 90, 180, 270] = 0
    at: SquareName


class ElementSpec(_Strict):
    kind: str
    at: SquareName
    edge: Literal["N", "E", "S", "W"] | None = None


class TokenSpec(_Strict):
    kind: Literal["objective", "relic"]
    at: SquareName
    true_relic: bool = False


class OptionalElements(_Strict):
    """Elements the players take from the box by quantity per player and place in the
    deployment phase (6.4.1 "map creation")."""

    kind: Literal["barrel", "palisade"]
    per_player: Annotated[int, Field(ge=1, le=6)]


class MapSpec(_Strict):
    tiles: Annotated[list[PlacedTileSpec], Field(min_length=1, max_length=14)]
    elements: list[ElementSpec] = []
    tokens: list[TokenSpec] = []
    optional: list[OptionalElements] = []


class Zone(_Strict):
    name: Name
    squares: Annotated[list[SquareName], Field(min_length=1, max_length=100)]


class Deployment(_Strict):
    """Deployment zones by number of players: "2" = [two zones], ..."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    two: list[Zone] | None = Field(default=None, alias="2")
    three: list[Zone] | None = Field(default=None, alias="3")
    four: list[Zone] | None = Field(default=None, alias="4")

    def for_players(self, players: int) -> list[Zone] | None:
        return {2: self.two, 3: self.three, 4: self.four}.get(players)


class FollowerOffer(_Strict):
    """A follower the table may hire for feods in the characters phase (5.1.2)."""

    card: Name
    feods: Annotated[int, Field(ge=0, le=MAX_REWARD)]


class Wave(_Strict):
    """Characters chosen now and kept aside, entering on `turn` in `zone` (6.4.1)."""

    turn: Annotated[int, Field(ge=2, le=MAX_TURNS)]
    slots: Annotated[int, Field(ge=1, le=MAX_SLOTS)]
    zone: Literal["own", "any"] | Name = "own"
    text: Text = ""


class EventChange(_Strict):
    """The machine-readable part of an event, applied by the tracker."""

    kind: Literal["open-door", "add-element", "remove-element", "reinforcements", "objective"]
    at: SquareName | None = None
    edge: Literal["N", "E", "S", "W"] | None = None
    element: str | None = None
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
            raise ValueError(f"a {self.kind} change needs {', '.join(missing)}")
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
    per_kill: dict[Literal["mercenary", "follower", "daemon"], KillReward] = {}
    per_objective: KillReward = KillReward()
    # 7.2.3: a possessed character who leaves the board costs his guild fame.
    escaped_possessed: KillReward = KillReward(fame=-5)


class Mission(_Strict):
    id: Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,60}$")]
    name: Name
    story: Text
    kind: MissionKind
    provisional: bool = True
    players: Annotated[list[Literal[2, 3, 4]], Field(min_length=1)]
    objective: Objective
    turns: Turns = Turns()
    special_rules: list[Text] = []
    map: MapSpec
    deployment: Deployment
    slots: Annotated[int, Field(ge=1, le=MAX_SLOTS)]
    followers: list[FollowerOffer] = []
    waves: list[Wave] = []
    events: list[Event] = []
    rewards: Rewards = Rewards()

    @model_validator(mode="after")
    def _coherent(self) -> Mission:
        problems = []
        for players in self.players:
            zones = self.deployment.for_players(players)
            if zones is None or len(zones) < players:
                problems.append(f"deployment: {players} players need {players} zones")
        if len(set(self.players)) != len(self.players):
            problems.append("players: a count is listed twice")
        if self.kind is MissionKind.WAVES and not self.waves:
            problems.append("a waves mission needs its waves")
        if self.kind is MissionKind.RETRIEVE_RELIC:
            relics = [t for t in self.map.tokens if t.kind == "relic"]
            if len(relics) != 4 or sum(t.true_relic for t in relics) != 1:
                problems.append("map.tokens: 4 relic tokens, one of them the relic (5.7)")
        limit = self.turns.limit
        late = [e.turn for e in self.events if limit is not None and e.turn > limit]
        late += [w.turn for w in self.waves if limit is not None and w.turn > limit]
        if late:
            problems.append(f"events or waves on turn {max(late)}, after the limit {limit}")
        if problems:
            raise ValueError("; ".join(problems))
        return self
