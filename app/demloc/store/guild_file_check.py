"""A guild file checked whole before anything is imported (6.4): every field named,
its kind and length (R-141), its cards, every building's limit, the equipment, the
ledger's totals, the campaign's deeds and titles; a field no app writes is refused
(R-161). Every fault names the file and the field; the faults of a list's entries are
said at once. Reads neither the database nor the guild here: store/guild_import.py
plans and applies an import of what passes."""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import uuid
from collections import Counter
from collections.abc import Iterator
from typing import Any

from demloc.catalog.cards import Card, Mercenary, Weapon
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.catalog.errors import CatalogError
from demloc.catalog.loader import load_set_text
from demloc.datafile import MAX_PROBLEMS
from demloc.guild.rules import BUILDINGS, GuildRules, dormitory_fault
from demloc.missions.resolution.deeds import DEEDS
from demloc.missions.resolution.guest import CAMPAIGN
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import check_equipment
from demloc.store.errors import StoreError
from demloc.store.guild_file import FORMAT, RECORD_TEXTS, TABLE_COPY, VERSION
from demloc.store.guilds import CARD_TYPES, ITEM_PLACES, custom_card_fault, name_fault
from demloc.store.schema import GUILD_COLOURS, ITEM_KINDS, MEMBER_STATUSES, MISSION_MODES

MAX_COUNT = 10_000  # no guild holds more of anything; a bigger file is hostile
# ...but its history: a long campaign's ledger and mission records. The file's
# size and objects (store/guild_file.py read_guild_file) bound them before they are read.
MAX_HISTORY = 1_000_000
HISTORY = ("ledger", "missions")
# Every other text a guild file carries, by field, at most what the database keeps
# (store/schema.py) and what the app ever writes; a longer one refuses the whole file,
# naming the field and its limit (issue 26, R-141): nothing is trimmed, as nothing an
# export of this app writes is ever longer.
TEXT_LIMITS = {"name": 80, "uuid": 36, "colour": 10, "card": 80, "status": 20,
               "recovery": 200, "kind": 20, "slot": 10, "reason": 200, "at": 40,
               "mode": 20, "result": 200}  # fmt: skip
SET_ID_LENGTH, CUSTOM_CARD_LENGTH = 80, 20_000
# The fields of each table of a guild file, as this app writes them (export_guild, and
# a guest's results, missions/resolution/guest.py); any other is a newer app's, refused
# rather than dropped (issue 27, RULINGS.md R-161). "buildings" and the campaign's
# deeds and titles are keyed by name and checked where they are read.
FIELDS = {
    "": {"format", "version", "exported_at", "guild", "account", "buildings", "members",
         "items", "ledger", "missions", CAMPAIGN, TABLE_COPY},
    "guild": {"uuid", "name", "colour", "fame", "feods", "blood_stones", "revision"},
    "account": {"name", "sets", "custom_cards"},
    "members": {"card", "status", "recovery"},
    "items": {"kind", "card", "holder", "slot"},
    "ledger": {"at", "reason", "fame", "feods", "blood_stones"},
    "missions": {"at", "mode", "result", *RECORD_TEXTS},
    CAMPAIGN: {"deeds", "titles", "results", "trophies"},
}  # fmt: skip
WHERE_LENGTH = 120  # a field's place in a message: a hostile key is cut, never echoed whole


class ImportRefusedError(StoreError):
    """A guild file that cannot be imported; the message names the field."""


class _Check:
    """The guild file's checks: each fault names the file and the field. Every entry of
    a list is checked, its faults kept; `done` then refuses the file with all of them
    at once (issue 28), before a check that counts the entries."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[str] = []  # the first MAX_PROBLEMS faults, word for word
        self.more = 0  # and how many more: counted, never kept (a hostile file has millions)

    @contextlib.contextmanager
    def entry(self) -> Iterator[None]:
        """One entry of a list: its fault is kept, and the next entry checked."""
        try:
            yield
        except ImportRefusedError as error:
            if len(self.problems) < MAX_PROBLEMS:
                self.problems.append(str(error).removeprefix(f"{self.source}: "))
            else:
                self.more += 1

    def done(self) -> None:
        """Refuse the file with every fault kept (the first MAX_PROBLEMS, then a count),
        as a data file's faults are said (datafile.DataFileError)."""
        if self.problems:
            more = [f"and {self.more} more"] if self.more else []
            raise ImportRefusedError(f"{self.source}: " + "; ".join(self.problems + more))

    def fail(self, where: str, detail: str) -> ImportRefusedError:
        where = where.lstrip(".")  # a top-level field is named as the file writes it
        if len(where) > WHERE_LENGTH:
            where = where[: WHERE_LENGTH // 2] + "…"
        return ImportRefusedError(f"{self.source}: {where}: {detail}")

    def text(self, value: str, where: str, most: int) -> str:
        if len(value) > most:
            raise self.fail(where, f"a text of {len(value)} characters; at most {most} "
                            "(nothing was imported)")  # fmt: skip
        return value

    def get(self, table: Any, key: str, kind: type, where: str) -> Any:
        if not isinstance(table, dict):
            raise self.fail(where, "expected an object")
        if key not in table:
            raise self.fail(f"{where}.{key}", "this field is required")
        value = table[key]
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            got = repr(value) if len(repr(value)) <= 40 else type(value).__name__
            raise self.fail(f"{where}.{key}", f"expected a whole number, got {got}")
        if not isinstance(value, kind):
            raise self.fail(f"{where}.{key}", f"expected {_kind(kind)}, got {_kind(type(value))}")
        if isinstance(value, int) and not -(10**9) <= value <= 10**9:
            raise self.fail(f"{where}.{key}", f"{value} is out of range")
        most = MAX_HISTORY if not where and key in HISTORY else MAX_COUNT
        if isinstance(value, list) and len(value) > most:
            raise self.fail(f"{where}.{key}", f"more than {most} entries")
        if isinstance(value, str):
            self.text(value, f"{where}.{key}".lstrip("."), TEXT_LIMITS.get(key, 200))
        return value


@dataclasses.dataclass(frozen=True)
class CheckedGuild:
    """A guild file that broke no rule, and the names of the cards it holds."""

    name: str
    uuid: str
    revision: int
    cards: dict[str, Card]  # every card id the file names (custom ones included)

    def card_name(self, card_id: str) -> str:
        card = self.cards.get(card_id)
        return card.name if card is not None else card_id


def check_guild_data(
    data: Any, catalog: Catalog, rules: GuildRules, source: str = "the file"
) -> CheckedGuild:
    """Validate a guild file (or a guild's export) completely against the rules: its
    fields, its cards, every building's limit, equipment, and the ledger's totals."""
    c = _Check(source)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportRefusedError(
            f'{source}: format: not a DemLoc guild file (its format is "{FORMAT}")'
        )
    version = c.get(data, "version", int, "")
    if version > VERSION:
        raise c.fail("version", f"{version} was written by a newer DemLoc Companion")
    _known_fields(c, data, version)
    g = c.get(data, "guild", dict, "")
    name = c.get(g, "name", str, "guild").strip()
    fault = name_fault(name)
    if fault:
        raise c.fail("guild.name", fault)
    identity = ""
    if "uuid" in g:  # files before version 2 have none
        identity = c.get(g, "uuid", str, "guild")
        try:
            identity = str(uuid.UUID(identity))
        except ValueError:
            raise c.fail("guild.uuid", "not a guild's identity (a UUID)") from None
    colour = c.get(g, "colour", str, "guild")
    if colour not in GUILD_COLOURS:
        raise c.fail("guild.colour", f"'{colour}' is not one of {', '.join(GUILD_COLOURS)}")
    fame, feods, stones = (c.get(g, k, int, "guild") for k in ("fame", "feods", "blood_stones"))
    if feods < 0 or stones < 0:
        raise c.fail("guild", "feods and blood stones are never negative")
    revision = c.get(g, "revision", int, "guild")
    account = c.get(data, "account", dict, "")
    fault = name_fault(c.get(account, "name", str, "account").strip(), "the account's name")
    if fault:
        raise c.fail("account.name", fault)
    sets = c.get(account, "sets", list, "account")
    for index, set_id in enumerate(sets):
        with c.entry():
            if not isinstance(set_id, str):
                raise c.fail(f"account.sets[{index}]", "expected a set's id")
            c.text(set_id, f"account.sets[{index}]", SET_ID_LENGTH)
            if catalog.set_by_id(set_id) is None:
                raise c.fail(f"account.sets[{index}]", f"unknown set {set_id!r}")
    c.done()
    custom: dict[str, Card] = {}
    for index, text in enumerate(c.get(account, "custom_cards", list, "account")):
        with c.entry():
            if not isinstance(text, str):
                raise c.fail(f"account.custom_cards[{index}]", "expected the card's text")
            c.text(text, f"account.custom_cards[{index}]", CUSTOM_CARD_LENGTH)
            try:
                cards = load_set_text(text, "").cards
            except CatalogError as error:  # the field is its place: named once
                raise c.fail(f"account.custom_cards[{index}]", str(error)) from None
            for card in cards:
                fault = custom_card_fault(card, catalog)
                if fault:
                    raise c.fail(f"account.custom_cards[{index}]", fault)
            custom.update((card.id, card) for card in cards)
    c.done()
    buildings = c.get(data, "buildings", dict, "")
    for key, value in buildings.items():
        with c.entry():
            if key not in BUILDINGS:
                raise c.fail(f"buildings.{key}", "not a building")
            if (
                not isinstance(value, int)
                or isinstance(value, bool)
                or not 1 <= value <= rules.buildings[key].max_level
            ):
                raise c.fail(
                    f"buildings.{key}", f"level {value!r} is not 1-{rules.buildings[key].max_level}"
                )
    c.done()

    def card_of(card_id: Any, where: str) -> Card:
        if not isinstance(card_id, str):
            raise c.fail(where, f"expected a card id, got {type(card_id).__name__}")
        c.text(card_id, where, TEXT_LIMITS["card"])
        if card_id in custom:
            return custom[card_id]
        try:
            return catalog.card(card_id)
        except UnknownCardError:
            raise c.fail(where, f"no card with id '{card_id}'") from None

    members = c.get(data, "members", list, "")
    member_cards: dict[str, Mercenary] = {}
    statuses: dict[str, str] = {}
    for index, m in enumerate(members):
        with c.entry():
            where = f"members[{index}]"
            card_id = c.get(m, "card", str, where)
            card = card_of(card_id, f"{where}.card")
            if not isinstance(card, Mercenary):
                raise c.fail(f"{where}.card", f"{card.name} is not a mercenary")
            if card_id in member_cards:
                raise c.fail(
                    f"{where}.card", f"{card_id} is enlisted twice: mercenaries are unique (5.1.1)"
                )
            status = c.get(m, "status", str, where)
            if status not in MEMBER_STATUSES:
                raise c.fail(f"{where}.status", f"not one of {', '.join(MEMBER_STATUSES)}")
            c.get(m, "recovery", str, where)
            member_cards[card_id] = card
            statuses[card_id] = status
    c.done()
    lodged = [member_cards[k] for k, v in statuses.items() if v not in ("dead", "escaped")]
    fault = dormitory_fault(rules, buildings.get("dormitory", 1), lodged)
    if fault:
        raise c.fail("members", fault)
    office = buildings.get("masters_office", 1)
    explorers = rules.buildings["masters_office"].limit("explorers", office)
    if sum(1 for v in statuses.values() if v == "exploring") > explorers:
        raise c.fail("members", f"the master's office (level {office}) sends {explorers} exploring")
    weapons: dict[str, list[Any]] = {}
    kept: Counter[str] = Counter()
    copies: Counter[str] = Counter()
    for index, i in enumerate(c.get(data, "items", list, "")):
        with c.entry():
            where = f"items[{index}]"
            kind = c.get(i, "kind", str, where)
            if kind not in ITEM_KINDS:
                raise c.fail(f"{where}.kind", f"not one of {', '.join(ITEM_KINDS)}")
            card = card_of(c.get(i, "card", str, where), f"{where}.card")
            if not isinstance(card, CARD_TYPES[kind]):
                raise c.fail(f"{where}.card", f"{card.name} is not a {kind.replace('_', ' ')} card")
            holder = i.get("holder")
            if isinstance(holder, str):
                c.text(holder, f"{where}.holder", TEXT_LIMITS["card"])
            if holder is not None and (not isinstance(holder, str) or holder not in member_cards):
                raise c.fail(f"{where}.holder", f"{holder!r} is not a member of the guild")
            if (
                holder is not None
                and kind == "arcane_code"
                and member_cards[holder].profile.arcane <= 0
            ):
                raise c.fail(f"{where}.holder", f"{holder} has no arcane ability (5.1.5)")
            if holder is not None and kind in ("daemon", "follower"):
                raise c.fail(f"{where}.holder", f"a {kind} is not held by a mercenary")
            slot = c.get(i, "slot", str, where)
            if slot not in ("", "primary", "secondary"):
                raise c.fail(f"{where}.slot", f"{slot!r} is not primary or secondary")
            kept[kind] += 1
            copies[card.id] += 1
            if isinstance(card, Weapon) and copies[card.id] > card.count:
                raise c.fail(f"{where}.card", f"more {card.name} than its {card.count} cards")
            if kind != "weapon" and copies[card.id] > 1:
                raise c.fail(f"{where}.card", f"{card.name} is kept twice")
            if isinstance(card, Weapon) and holder is not None:
                weapons.setdefault(holder, []).append((slot != "primary", card))
    c.done()
    for kind, count in kept.items():
        building, limit_name = ITEM_PLACES[kind]
        at = buildings.get(building, 1)
        room = rules.buildings[building].limit(limit_name, at)
        if count > room:
            label = rules.buildings[building].label.lower()
            raise c.fail("items", f"{count} {kind}s, and the {label} (level {at}) holds {room}")
    for holder, held in weapons.items():
        mercenary = member_cards[holder]
        try:
            check_equipment(mercenary, tuple(card for _, card in sorted(held, key=lambda h: h[0])))
        except IllegalActionError as error:
            raise c.fail(f"items of {holder}", str(error)) from None
    totals: Counter[str] = Counter()
    for index, e in enumerate(c.get(data, "ledger", list, "")):
        with c.entry():
            where = f"ledger[{index}]"
            c.get(e, "reason", str, where)
            for key in ("fame", "feods", "blood_stones"):
                totals[key] += c.get(e, key, int, where)
            at = c.get(e, "at", str, where)
            try:
                datetime.datetime.fromisoformat(at)
            except ValueError:
                raise c.fail(f"{where}.at", "not a date and time") from None
    c.done()

    # Mission history (files before it was kept have none).
    for index, r in enumerate(c.get(data, "missions", list, "") if "missions" in data else []):
        with c.entry():
            where = f"missions[{index}]"
            if c.get(r, "mode", str, where) not in MISSION_MODES:
                raise c.fail(f"{where}.mode", f"not one of {', '.join(MISSION_MODES)}")
            c.get(r, "result", str, where)
            for key, most in RECORD_TEXTS.items():
                text = r.get(key, "")
                if not isinstance(text, str) or len(text) > most:
                    raise c.fail(f"{where}.{key}", f"expected a text of at most {most} characters")
            at = c.get(r, "at", str, where)
            try:
                datetime.datetime.fromisoformat(at)
            except ValueError:
                raise c.fail(f"{where}.at", "not a date and time") from None
    c.done()
    if CAMPAIGN in data:
        _check_campaign(c, c.get(data, CAMPAIGN, dict, ""), member_cards)
    if TABLE_COPY in data:
        _check_table_copy(c, data)
    for key, value in (("fame", fame), ("feods", feods), ("blood_stones", stones)):
        if totals[key] != value:
            raise c.fail(
                f"guild.{key}", f"{value}, but the ledger's changes add up to {totals[key]}"
            )
    return CheckedGuild(name, identity, revision, {c.id: c for c in catalog.cards} | custom)


def _kind(kind: type) -> str:
    """A JSON value's kind in a player's words."""
    words = {dict: "an object", list: "a list", str: "text", int: "a whole number",
             float: "a decimal number", bool: "true or false", type(None): "null"}  # fmt: skip
    return words.get(kind, kind.__name__)


def _known_fields(c: _Check, data: dict[str, Any], version: int) -> None:
    """Every field is one this app reads (FIELDS, R-161). A table of the wrong shape is
    left to the check of its shape ("guild: expected an object"), never read as rows."""
    # Only a newer app writes its version's files with more fields; in an older
    # version's file, a field no app wrote was put there by hand.
    whence = "written by a newer DemLoc Companion or changed by hand"
    if version < VERSION:
        whence = "changed by hand (no DemLoc Companion writes that field in it)"
    for table, known in FIELDS.items():
        value = data.get(table) if table else data
        listed = table in ("members", "items", "ledger", "missions")
        if not isinstance(value, list if listed else dict):
            continue
        rows = enumerate(value) if isinstance(value, list) else [(None, value)]
        for index, row in rows:
            for key in row if isinstance(row, dict) else ():
                if key not in known:
                    at = f"{table}[{index}]" if index is not None else table
                    raise c.fail(
                        f"{at}.{str(key)[:40]}",
                        f"a field this app does not read: the file, of version {version}, was "
                        f"{whence}; nothing was imported",
                    )


def _check_table_copy(c: _Check, data: dict[str, Any]) -> None:
    """A table copy (R-209): the counts of the guild's history at home, and a ledger of
    its carried line (there when it had lines) and what the table added after it."""
    copy = c.get(data, TABLE_COPY, dict, "")
    for key in copy:
        if key not in HISTORY:
            raise c.fail(f"{TABLE_COPY}.{str(key)[:40]}", "a field this app does not read")
    for key in HISTORY:
        if not 0 <= c.get(copy, key, int, TABLE_COPY) <= MAX_HISTORY:
            raise c.fail(f"{TABLE_COPY}.{key}", f"a count from 0 to {MAX_HISTORY}")
    if copy["ledger"] and not data["ledger"]:
        raise c.fail("ledger", "a table copy's ledger starts with its carried line")


def _check_campaign(c: _Check, campaign: dict[str, Any], members: dict[str, Mercenary]) -> None:
    """The campaign part (deeds, titles, results applied): every key named, every
    count a whole number, every card a member's. Unknown keys are a newer app's."""
    for key in ("deeds", "titles"):
        table = c.get(campaign, key, dict, CAMPAIGN) if key in campaign else {}
        if len(table) > MAX_COUNT:
            raise c.fail(f"{CAMPAIGN}.{key}", f"more than {MAX_COUNT} entries")
        for card_id, value in table.items():
            where = f"{CAMPAIGN}.{key}.{card_id}"
            if card_id not in members:
                raise c.fail(where, "not a member of the guild")
            if key == "deeds":
                if not isinstance(value, dict):
                    raise c.fail(where, "expected an object of counts")
                for deed in value:
                    if deed not in DEEDS:
                        raise c.fail(f"{where}.{deed}", f"not one of {', '.join(DEEDS)}")
                    if c.get(value, deed, int, where) < 0:
                        raise c.fail(f"{where}.{deed}", "a count is never negative")
            else:
                if not isinstance(value, list) or len(value) > 200:
                    raise c.fail(where, "expected a list of at most 200 titles")
                for index, title in enumerate(value):
                    if not isinstance(title, str) or not 0 < len(title) <= 60:
                        raise c.fail(f"{where}[{index}]", "expected a title's name")
    for key in ("results", "trophies"):
        entries = c.get(campaign, key, list, CAMPAIGN) if key in campaign else []
        for index, entry in enumerate(entries):
            if not isinstance(entry, str) or len(entry) > 200:
                raise c.fail(f"{CAMPAIGN}.{key}[{index}]", "expected a name or an identity")
