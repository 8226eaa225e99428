"""What a mission's end changes (6.4.1 "Resolution phase", 6.4, 7.2.3): the winner,
each guild's fame and feods with a line for each reason, the items earned, every
character's fate and what he needs to be active again, the control spot at stake, and
the deeds counted for the campaign. Pure data, no Qt, no database: `resolve` makes it
from a finished mission; the store writes it into the guilds once (store/results.py);
the screens show it (ui/resolution/)."""

from __future__ import annotations

import dataclasses
import enum
import json
from typing import Any

from demloc.errors import BadInputError


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
    # The dice of the injury rolls: the seed they were drawn from, and each
    # (character id, face) rolled or entered at the table.
    seed: int = 0
    rolls: tuple[tuple[str, int], ...] = ()

    @property
    def writes(self) -> bool:
        """Only a standard mission changes the guilds (6.4); a training one writes
        nothing at all."""
        return self.mode == "standard"

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data; `to_text` is its canonical text."""
        return _resolution_json(self)

    def to_text(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_json(data: object) -> Resolution:
        """The inverse of to_json; a bad value raises ResolutionFormatError naming it."""
        return _resolution(data)

    @staticmethod
    def from_text(text: str) -> Resolution:
        if len(text) > 4_000_000:
            raise ResolutionFormatError("resolution: the text is too long")
        try:
            data = json.loads(text)
        except ValueError as error:
            raise ResolutionFormatError(f"resolution: not JSON ({error})") from None
        return _resolution(data)


# ---- JSON: the store keeps a Resolution as canonical JSON text -------------------------

MAX_TEXT = 2000
MAX_ITEMS = 200
MAX_AMOUNT = 1_000_000


class ResolutionFormatError(BadInputError):
    """A stored resolution that cannot be read: the message names the field."""


def _text(data: dict[str, Any], name: str, where: str) -> str:
    value = data.get(name)
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ResolutionFormatError(
            f"{where}.{name}: expected text of {MAX_TEXT} characters at most"
        )
    return value


def _int(data: dict[str, Any], name: str, where: str, least: int = -MAX_AMOUNT) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= MAX_AMOUNT:
        raise ResolutionFormatError(
            f"{where}.{name}: expected a whole number from {least} to {MAX_AMOUNT}"
        )
    return value


def _list(data: dict[str, Any], name: str, where: str) -> list[Any]:
    value = data.get(name)
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise ResolutionFormatError(f"{where}.{name}: expected a list of {MAX_ITEMS} at most")
    return value


def _dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ResolutionFormatError(f"{where}: expected an object")
    return value


def _line_json(line: Line) -> dict[str, Any]:
    return {"amount": line.amount, "why": line.why}


def _line(value: object, where: str) -> Line:
    data = _dict(value, where)
    return Line(_int(data, "amount", where), _text(data, "why", where))


def _pair(value: object, where: str, number: bool) -> tuple[str, Any]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not isinstance(value[0], str)
        or len(value[0]) > MAX_TEXT
    ):
        raise ResolutionFormatError(f"{where}: expected a pair [text, value]")
    second = value[1]
    if number:
        if not isinstance(second, int) or isinstance(second, bool) or abs(second) > MAX_AMOUNT:
            raise ResolutionFormatError(f"{where}[1]: expected a whole number")
    elif not isinstance(second, str) or len(second) > MAX_TEXT:
        raise ResolutionFormatError(f"{where}[1]: expected text")
    return value[0], second


def _character_json(c: CharacterResult) -> dict[str, Any]:
    return {
        "character": c.character, "card_id": c.card_id, "name": c.name, "kind": c.kind,
        "fate": c.fate.value, "why": c.why, "missions_out": c.missions_out,
        "days_out": c.days_out, "feods": c.feods, "building": c.building, "needs": c.needs,
        "deeds": [list(d) for d in c.deeds],
    }  # fmt: skip


def _character(value: object, where: str) -> CharacterResult:
    data = _dict(value, where)
    fate = data.get("fate")
    try:
        fate_value = Fate(fate)
    except ValueError:
        names = ", ".join(f.value for f in Fate)
        raise ResolutionFormatError(f"{where}.fate: expected one of {names}") from None
    deeds = _list(data, "deeds", where)
    return CharacterResult(
        character=_text(data, "character", where),
        card_id=_text(data, "card_id", where),
        name=_text(data, "name", where),
        kind=_text(data, "kind", where),
        fate=fate_value,
        why=_text(data, "why", where),
        missions_out=_int(data, "missions_out", where, 0),
        days_out=_int(data, "days_out", where, 0),
        feods=_int(data, "feods", where, 0),
        building=_text(data, "building", where),
        needs=_text(data, "needs", where),
        deeds=tuple(_pair(d, f"{where}.deeds[{i}]", True) for i, d in enumerate(deeds)),
    )


def _guild_json(g: GuildResult) -> dict[str, Any]:
    return {
        "colour": g.colour, "guild": g.guild, "name": g.name, "source": g.source,
        "fame": [_line_json(x) for x in g.fame], "feods": [_line_json(x) for x in g.feods],
        "blood_stones": [_line_json(x) for x in g.blood_stones],
        "items": [_line_json(x) for x in g.items], "item_cards": list(g.item_cards),
        "characters": [_character_json(c) for c in g.characters],
        "titles": [list(t) for t in g.titles],
    }  # fmt: skip


def _lines(data: dict[str, Any], name: str, where: str) -> tuple[Line, ...]:
    return tuple(_line(x, f"{where}.{name}[{i}]") for i, x in enumerate(_list(data, name, where)))


def _guild(value: object, where: str) -> GuildResult:
    data = _dict(value, where)
    cards = _list(data, "item_cards", where)
    if not all(isinstance(c, str) and len(c) <= MAX_TEXT for c in cards):
        raise ResolutionFormatError(f"{where}.item_cards: expected a list of card ids")
    return GuildResult(
        colour=_text(data, "colour", where),
        guild=_text(data, "guild", where),
        name=_text(data, "name", where),
        source=_text(data, "source", where),
        fame=_lines(data, "fame", where),
        feods=_lines(data, "feods", where),
        blood_stones=_lines(data, "blood_stones", where),
        items=_lines(data, "items", where),
        item_cards=tuple(cards),
        characters=tuple(
            _character(c, f"{where}.characters[{i}]")
            for i, c in enumerate(_list(data, "characters", where))
        ),
        titles=tuple(
            _pair(t, f"{where}.titles[{i}]", False)
            for i, t in enumerate(_list(data, "titles", where))
        ),
    )


def _spot_json(s: SpotResult) -> dict[str, Any]:
    return {"spot": s.spot, "name": s.name, "before": s.before, "after": s.after,
            "why": s.why, "effects": s.effects}  # fmt: skip


def _spot(value: object, where: str) -> SpotResult:
    data = _dict(value, where)
    return SpotResult(*(_text(data, n, where) for n in
                        ("spot", "name", "before", "after", "why", "effects")))  # fmt: skip


def _resolution_json(r: Resolution) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "play": r.play, "mission": r.mission,
        "title": r.title, "story": r.story, "mode": r.mode, "winner": r.winner,
        "reason": r.reason, "guilds": [_guild_json(g) for g in r.guilds],
        "spot": _spot_json(r.spot) if r.spot is not None else None,
        "provisional": r.provisional, "seed": r.seed, "rolls": [list(x) for x in r.rolls],
    }  # fmt: skip


def _resolution(value: object) -> Resolution:
    where = "resolution"
    data = _dict(value, where)
    if data.get("format") != FORMAT:
        raise ResolutionFormatError(f"{where}.format: expected '{FORMAT}'")
    if data.get("version") != VERSION:
        raise ResolutionFormatError(f"{where}.version: expected {VERSION}")
    mode = _text(data, "mode", where)
    if mode not in ("standard", "training"):
        raise ResolutionFormatError(f"{where}.mode: expected standard or training")
    provisional = data.get("provisional")
    if not isinstance(provisional, bool):
        raise ResolutionFormatError(f"{where}.provisional: expected true or false")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ResolutionFormatError(f"{where}.seed: expected a whole number")
    spot = data.get("spot")
    return Resolution(
        play=_text(data, "play", where),
        mission=_text(data, "mission", where),
        title=_text(data, "title", where),
        story=_text(data, "story", where),
        mode=mode,
        winner=_text(data, "winner", where),
        reason=_text(data, "reason", where),
        guilds=tuple(
            _guild(g, f"{where}.guilds[{i}]") for i, g in enumerate(_list(data, "guilds", where))
        ),
        spot=_spot(spot, f"{where}.spot") if spot is not None else None,
        provisional=provisional,
        seed=seed,
        rolls=tuple(
            _pair(x, f"{where}.rolls[{i}]", True) for i, x in enumerate(_list(data, "rolls", where))
        ),
    )


FORMAT = "demloc-resolution"
VERSION = 1
