"""A mission in preparation (6.4.1): the state the set-up's actions fold into.

Immutable values: every action makes a new `SetupState` (`log.apply`), so undo,
resume and replay are one mechanism (STYLE.md 10). `canonical()` is the state's
canonical text, for tests, logs and the screens' debugging.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from collections.abc import Mapping
from typing import Any

from demloc.board.board import Board
from demloc.board.tiles import TileLibrary
from demloc.catalog.cards import Card, Follower, Mercenary
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.city.model import City
from demloc.missions.errors import SetupError
from demloc.missions.library import board_map
from demloc.missions.spec import Mission, MissionKind
from demloc.missions.table import TableGuild
from demloc.rules.dice import DiceSet

__all__ = ["SetupError"]

MAX_PLAYERS = 4  # 6.4: 2 to 4 players
MIN_PLAYERS = 2


class Phase(enum.Enum):
    """The preparation phases of 6.4.1, in order; RAFFLE only in a standard mission."""

    PLAYERS = "players"
    MODE = "mode"
    RAFFLE = "raffle"
    OBJECTIVE = "objective"
    MAP = "map"
    CHARACTERS = "characters"
    CARDS = "cards"  # pulling the cards, channelling mana
    MINIATURES = "miniatures"  # sub-bases and miniature categories (5.2)
    DEPLOYMENT = "deployment"  # miniatures positioning
    READY = "ready"  # "start game" tapped: the tracker takes over

    @property
    def label(self) -> str:
        return {
            Phase.OBJECTIVE: "objective revealed",
            Phase.MAP: "map creation",
            Phase.CHARACTERS: "characters choice",
            Phase.CARDS: "pulling the cards",
            Phase.MINIATURES: "choosing the miniatures",
            Phase.DEPLOYMENT: "miniatures positioning",
        }.get(self, self.value)


class Mode(enum.Enum):
    TRAINING = "training"  # 6.4: nothing about the guilds changes
    STANDARD = "standard"


class Source(enum.Enum):
    """Where a character comes from (6.4.1 characters choice phase)."""

    MERCENARY = "mercenary"  # the dormitory
    GUESTHOUSE = "guesthouse"  # a follower enlisted for good (5.1.2)
    HIRED = "hired"  # a follower hired for feods from the table's pool (5.1.2)
    # The escort's dignitary (RULINGS.md ): the mission brings his card; he
    # takes no slot, costs no feods, is no card of the table's pool and is not unpicked.
    MISSION = "mission"


@dataclasses.dataclass(frozen=True)
class Picked:
    """A character a player takes into the mission, and what the later phases add."""

    id: str
    card: str
    source: Source
    wave: int = 0  # 0: on the board from the start; n: kept aside for wave n (6.4.1)
    feods: int = 0  # paid for him: a hire, or the winning offer of an auction (5.1.1)
    mana: tuple[str, ...] | None = None  # the arcane dice channelled (None: not yet)
    base: int = 0  # the number of his sub-base (5.2)
    category: str = ""  # the miniature category (5.2)
    at: str = ""  # his square once deployed
    facing: str = ""

    @property
    def white(self) -> int:
        return (self.mana or ()).count("white")

    @property
    def black(self) -> int:
        return (self.mana or ()).count("black")


@dataclasses.dataclass(frozen=True)
class PlayerSetup:
    guild: TableGuild
    colour: str
    picks: tuple[Picked, ...] = ()
    zone: str = ""
    elements: tuple[tuple[str, str], ...] = ()  # optional elements placed: (kind, square)
    file: str = ""  # a guild brought on a file: its path (the resolution writes it back)

    @property
    def key(self) -> str:
        return self.guild.key

    @property
    def name(self) -> str:
        return self.guild.name

    @property
    def paid(self) -> int:
        return sum(p.feods for p in self.picks)

    @property
    def feods_left(self) -> int:
        return self.guild.feods - self.paid

    def pick(self, character: str) -> Picked:
        for picked in self.picks:
            if picked.id == character:
                return picked
        names = ", ".join(p.id for p in self.picks) or "none"
        raise SetupError(f"{self.name} has no character '{character}' (they have: {names})")


@dataclasses.dataclass(frozen=True)
class Claim:
    """A player who wants a mercenary another player wants too (5.1.1)."""

    player: str
    id: str  # the character id he gets if he wins
    wave: int = 0
    offer: int | None = None  # feods offered; None: no offer yet


@dataclasses.dataclass(frozen=True)
class Contest:
    card: str
    claims: tuple[Claim, ...]  # in the order they chose him


@dataclasses.dataclass(frozen=True)
class Stake:
    """The control spot at stake in a standard mission (6.4.1 raffle phase)."""

    spot: str
    held_by: str | None = None  # a guild key at the table, or None: free


@dataclasses.dataclass(frozen=True)
class SetupState:
    mission: str = ""
    players: tuple[PlayerSetup, ...] = ()  # clockwise round the table
    mode: Mode | None = None
    stake: Stake | None = None
    phase: Phase = Phase.PLAYERS
    contests: tuple[Contest, ...] = ()
    lost: tuple[tuple[str, str], ...] = ()  # (card, player): who lost him at auction
    first_deployer: str = ""  # drawn on entering the deployment (6.4.1)
    first_player: str = ""  # of turn 1, drawn by "start game" (7)
    # The square of the true relic (5.7), drawn by "start game": handed to the tracker,
    # never shown on a set-up screen nor said in a note (RULINGS.md R-68).
    true_relic: str = ""
    next_id: int = 1
    notes: tuple[str, ...] = ()  # what the app told the table, in order

    def player(self, key: str) -> PlayerSetup:
        for player in self.players:
            if player.key == key:
                return player
        names = ", ".join(f"{p.name} ({p.key})" for p in self.players) or "none yet"
        raise SetupError(f"no player '{key}' at the table (at the table: {names})")

    def with_player(self, player: PlayerSetup) -> SetupState:
        players = tuple(player if p.key == player.key else p for p in self.players)
        return dataclasses.replace(self, players=players)

    def say(self, text: str) -> SetupState:
        return dataclasses.replace(self, notes=(*self.notes, text))

    def owner(self, character: str) -> PlayerSetup:
        for player in self.players:
            if any(p.id == character for p in player.picks):
                return player
        raise SetupError(f"no character '{character}' at the table")

    def dignitary(self) -> tuple[PlayerSetup, Picked] | None:
        """The escort's dignitary and the guild escorting him, once he has joined it
        (RULINGS.md R-69: when that guild chooses its deployment zone)."""
        for player in self.players:
            for picked in player.picks:
                if picked.source is Source.MISSION:
                    return player, picked
        return None

    def contest(self, card: str) -> Contest | None:
        return next((c for c in self.contests if c.card == card), None)

    def to_json(self) -> dict[str, Any]:
        players = []
        for player in self.players:
            entry = dataclasses.asdict(player)
            entry["guild"] = player.guild.to_json()
            entry["picks"] = [
                {k: (v.value if isinstance(v, enum.Enum) else v) for k, v in p.items() if v}
                for p in entry["picks"]
            ]
            players.append(entry)
        return {
            "mission": self.mission,
            "phase": self.phase.value,
            "mode": self.mode.value if self.mode else None,
            "stake": dataclasses.asdict(self.stake) if self.stake else None,
            "players": players,
            "contests": [dataclasses.asdict(c) for c in self.contests],
            "lost": [list(x) for x in self.lost],
            "first_deployer": self.first_deployer,
            "first_player": self.first_player,
            "true_relic": self.true_relic,
            "next_id": self.next_id,
            "notes": list(self.notes),
        }

    def canonical(self) -> str:
        return json.dumps(self.to_json(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@dataclasses.dataclass(frozen=True)
class SetupContext:
    """What the rules of the set-up read beside the state: the mission library, the
    cards, the tiles, the city and who holds its spots, the dice (for their faces)."""

    missions: Mapping[str, Mission]
    catalog: Catalog
    tiles: TileLibrary
    city: City
    dice: DiceSet
    holders: Mapping[str, str] = dataclasses.field(default_factory=dict)  # spot -> guild key
    boards: dict[tuple[str, int], Board] = dataclasses.field(
        default_factory=dict, compare=False, repr=False
    )

    def mission(self, mission_id: str) -> Mission:
        try:
            return self.missions[mission_id]
        except KeyError:
            known = ", ".join(sorted(self.missions)) or "none"
            raise SetupError(
                f"no mission '{mission_id}' in the library (it has: {known})"
            ) from None

    def board(self, mission: Mission, players: int) -> Board:
        """The mission's map for `players`, built once (no miniatures, no optional
        elements: those the set-up checks itself)."""
        key = (mission.id, players)
        if key not in self.boards:
            self.boards[key] = Board.build(board_map(mission, players), self.tiles)
        return self.boards[key]

    def card(self, card_id: str) -> Card:
        try:
            return self.catalog.card(card_id)
        except UnknownCardError:
            raise SetupError(
                f"'{card_id}' is not in the catalog: add its set at the City Gate (6.2)"
            ) from None

    def character_card(self, card_id: str) -> Mercenary | Follower:
        card = self.card(card_id)
        if not isinstance(card, Mercenary | Follower):
            raise SetupError(f"{card.name} is not a mercenary or a follower")
        return card


def mission_of(state: SetupState, ctx: SetupContext) -> Mission:
    if not state.mission:
        raise SetupError("no mission chosen yet: choose one from the library")
    return ctx.mission(state.mission)


def mission_content(mission: Mission) -> dict[str, str]:
    """A digest of each part of the mission file's content (RULINGS.md R-68): the set-up
    records it when the mission is chosen, so a file edited since is named at once.
    Fields left at their defaults are not in it (a field added to the schema later,
    with a default, changes no digest)."""
    data = mission.model_dump(mode="json", exclude_defaults=True)
    return {
        key: hashlib.sha256(
            json.dumps(value, sort_keys=True, separators=(",", ":")).encode()
        ).hexdigest()[:16]
        for key, value in sorted(data.items())
    }


def is_training_mission(mission: Mission) -> bool:
    return mission.kind is MissionKind.TRAINING


def slots(mission: Mission, wave: int) -> int:
    """Slots per player for the start (wave 0) or for wave `wave` (6.4.1)."""
    if wave == 0:
        return mission.slots
    if wave > len(mission.waves):
        count = len(mission.waves)
        raise SetupError(
            f"{mission.name} has {count} wave{'s' if count != 1 else ''}: no wave {wave}"
            if count
            else f"{mission.name} has no waves: every character starts on the board"
        )
    return mission.waves[wave - 1].slots
