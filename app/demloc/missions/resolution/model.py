"""What a mission's end changes (6.4.1 "Resolution phase", 6.4, 7.2.3): the winner,
each guild's fame and feods with a line for each reason, the items earned, every
character's fate and what he needs to be active again, the control spot at stake, and
the deeds counted for the campaign. Pure data, no Qt, no database: `resolve` makes it
from a finished mission; the store writes it into the guilds once (store/results.py);
the screens show it (ui/resolution/)."""

from __future__ import annotations

import dataclasses
import enum


class Fate(enum.Enum):
    """A character at the mission's end (6.4.1)."""

    FINE = "fine"
    INJURED = "injured"  # seriously injured: out until he recovers (the injury table)
    DEAD = "dead"  # a dead mercenary stays in the dormitory, never usable again
    ESCAPED = "escaped"  # left the board by his zone, or possessed and gone (7.2.3)


@dataclasses.dataclass(frozen=True)
class Line:
    """One change with its reason, as the screens and the ledger say it."""

    amount: int
    why: str  # e.g. "won First Blood (6.4.1)", "2 mercenaries eliminated (6.4.2)"


@dataclasses.dataclass(frozen=True)
class CharacterResult:
    character: str  # the id in the mission
    card_id: str
    name: str
    kind: str  # "mercenary" | "follower" | "daemon"
    fate: Fate
    why: str  # what happened to him, in words, with the rule
    # What he needs to be active again (6.4.1): missions and days out, feods, a building.
    missions_out: int = 0
    days_out: int = 0
    feods: int = 0
    building: str = ""
    needs: str = ""  # the whole need in words ("" when fine)
    deeds: tuple[tuple[str, int], ...] = ()  # (deed, count) this mission: kills, ...


@dataclasses.dataclass(frozen=True)
class GuildResult:
    colour: str
    guild: str  # the guild's uuid (MissionStart players' "guild")
    name: str
    source: str  # "local" | "file": a guild of this computer, or brought on a file
    fame: tuple[Line, ...] = ()
    feods: tuple[Line, ...] = ()
    blood_stones: tuple[Line, ...] = ()
    items: tuple[Line, ...] = ()  # amount 1 each: the item named in `why` (card id in item)
    item_cards: tuple[str, ...] = ()  # the card ids of the items earned, for the store
    characters: tuple[CharacterResult, ...] = ()
    titles: tuple[tuple[str, str], ...] = ()  # (character card id, title) earned now

    @property
    def fame_total(self) -> int:
        return sum(line.amount for line in self.fame)

    @property
    def feods_total(self) -> int:
        return sum(line.amount for line in self.feods)


@dataclasses.dataclass(frozen=True)
class SpotResult:
    """The control spot at stake (standard missions only, 6.4.1)."""

    spot: str  # its id in resources/city.toml
    name: str
    before: str  # the guild uuid holding it before, "" when free
    after: str  # the guild uuid holding it after, "" when free
    why: str  # "won by ...", "kept by ...", "lost by ... to ...", "stays free"
    effects: str = ""  # what holding it gives, in words


@dataclasses.dataclass(frozen=True)
class Resolution:
    play: str  # the mission in play's identity (its uuid): the key that makes writing once
    mission: str  # the mission's id
    title: str  # the mission's name
    story: str
    mode: str  # "training" | "standard"
    winner: str  # the colour, "" for none (a draw, or no one reached it)
    reason: str  # objective | control | elimination | surrender | turn limit, in words
    guilds: tuple[GuildResult, ...] = ()
    spot: SpotResult | None = None
    provisional: bool = True  # the reward, injury and title tables are provisional

    @property
    def writes(self) -> bool:
        """Only a standard mission changes the guilds (6.4); a training one writes
        nothing at all."""
        return self.mode == "standard"
