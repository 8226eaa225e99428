"""A guild at the table, as plain data (6.4: "they must connect their profiles").

The store (or a guild file brought from another computer) builds a `TableGuild`; the
set-up copies it whole into its `add_player` action, so a mission's log replays the
same way whatever later happens to the guild in the database.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass

from demloc.datafile import problems_of
from demloc.missions.errors import SetupError

# Bounds on what a guild file may claim; anything larger is damage.
MAX_MEMBERS = 60
MAX_WEALTH = 10_000_000

Key = Annotated[str, Field(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$")]
CardId = Annotated[str, Field(min_length=1, max_length=80)]
Wealth = Annotated[int, Field(ge=0, le=MAX_WEALTH)]
# An account's identity, or "": a guild counted as its own account (a guild recorded
# before accounts were named, RULINGS.md R-62).
AccountKey = Annotated[str, Field(max_length=80, pattern=r"^([A-Za-z0-9][A-Za-z0-9_.:-]*)?$")]

_CONFIG = ConfigDict(extra="forbid", strict=True, str_strip_whitespace=True)


class Status(enum.Enum):
    """A mercenary's state in the dormitory (6.2, 6.4.1 "Resolution phase")."""

    READY = "ready"
    EXPLORING = "exploring"  # on a mission of the individual game
    INJURED = "injured"
    DEAD = "dead"
    ESCAPED = "escaped"


@dataclass(frozen=True, config=_CONFIG)
class TableMercenary:
    card: Annotated[CardId, Field(description="The mercenary's card.")]
    status: Annotated[Status, Field(description="His state in the dormitory.")] = Status.READY
    weapons: Annotated[
        tuple[CardId, ...], Field(max_length=2, description="His weapon cards, top slot first.")
    ] = ()
    codes: Annotated[
        tuple[CardId, ...], Field(max_length=8, description="The arcane code cards he carries.")
    ] = ()
    recovery: Annotated[
        str, Field(max_length=200, description="What an injury needs before he plays again.")
    ] = ""

    def fault(self) -> str:
        """Why he cannot join a mission, or "" (6.4.1 characters phase, 5.1.4)."""
        if self.status is not Status.READY:
            why = f"is {self.status.value}"
            return why + (f" ({self.recovery})" if self.recovery else "")
        if not self.weapons:
            return "has no weapon equipped: a mercenary needs at least one (5.1.4)"
        return ""


@dataclass(frozen=True, config=_CONFIG)
class TableGuild:
    key: Annotated[Key, Field(description="The guild's stable key: its uuid, or its file's.")]
    name: Annotated[str, Field(min_length=1, max_length=80, description="The guild's name.")]
    colour: Annotated[
        Literal["red", "blue", "yellow", "green"],
        Field(description="The sub-base colour the guild prefers."),
    ]
    fame: Annotated[Wealth, Field(description="The guild's fame points.")] = 0
    feods: Annotated[Wealth, Field(description="The guild's feods.")] = 0
    source: Annotated[
        Literal["local", "file"], Field(description="From this database, or brought on a file.")
    ] = "local"
    # Whose card collection the followers are: the guilds of one account share one box
    # of cards, counted once in the table's pool (5.1.2, RULINGS.md R-62).
    account: Annotated[
        AccountKey, Field(description="The account whose card collection it is; '' its own.")
    ] = ""
    mercenaries: Annotated[
        tuple[TableMercenary, ...],
        Field(max_length=MAX_MEMBERS, description="The mercenaries of the dormitory."),
    ] = ()
    guesthouse: Annotated[
        tuple[CardId, ...],
        Field(max_length=MAX_MEMBERS, description="The followers enlisted in the guesthouse."),
    ] = ()
    # The follower cards of the guild's collection, by card id: the shared pool (5.1.2).
    followers: Annotated[tuple[tuple[CardId, Annotated[int, Field(ge=0, le=99)]], ...],
                         Field(max_length=MAX_MEMBERS,
                               description="The follower cards of the collection, with "
                               "how many of each.")] = ()  # fmt: skip

    def mercenary(self, card: str) -> TableMercenary | None:
        return next((m for m in self.mercenaries if m.card == card), None)

    @property
    def owner(self) -> str:
        """The account whose collection this is; a guild without one is its own."""
        return self.account or f"guild:{self.key}"

    @property
    def collection(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for card, count in self.followers:
            counts[card] = counts.get(card, 0) + count
        return counts

    @property
    def ready(self) -> tuple[TableMercenary, ...]:
        return tuple(m for m in self.mercenaries if not m.fault())

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _ADAPTER.dump_python(self, mode="json")
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableGuild:
        """A guild from its JSON form; SetupError names every problem."""
        try:
            text = json.dumps(dict(data))
        except (TypeError, ValueError) as error:
            raise SetupError(f"the guild's data is not plain JSON: {error}") from None
        try:
            return _ADAPTER.validate_json(text)
        except ValidationError as error:
            raise SetupError(
                "the guild's data cannot be used: " + "; ".join(problems_of(error, "the guild"))
            ) from None


_ADAPTER: TypeAdapter[TableGuild] = TypeAdapter(TableGuild)
