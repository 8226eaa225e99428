"""A campaign database: a guild after two years of play, for the benchmarks (issue 31).

Run: .venv/bin/python benchmarks/campaign.py PATH [--ledger-lines N] [--missions N]
                                                   [--custom-cards N] [--seed N]

What it holds (the defaults): the starter content, then 4 guilds on 3 accounts. "The Red
Lantern" carries the campaign: 100,000 ledger lines over two years (the missions'
rewards and charges naming the mission, purchases, building upgrades, city income and
events, undo lines), 500 standard missions played (a mission record with its report,
the Resolution's text as store/results.py writes it, and its log; the mission_play and
its events, the mission_setup and its steps, the mission_result row), ~150 members
over time (most of them dead or escaped, as the missions left them, with deeds and
titles), the items and buildings of a grown guild, 2,000 custom cards on its account
(weapons as bench_guild.weapon_card makes them, and the custom mercenaries its members
are), and 100 kept undo entries (row_change). The other guilds have a few hundred
ledger lines each. A short ledger (`--ledger-lines 1000` with the 500 missions) keeps
the newest missions' lines, half of it at most; it is never shorter than the starter
content's own lines (a new guild's purse and the first purchases).

The missions are real: the library's standard missions on the all-tiles map played at random
(`play_random_mission`) and resolved (`resolve`) give the setups, events, Resolutions
and logs that the 500 plays repeat, each with its own identity, mission and time.

Everything is written in bulk (SQLAlchemy Core inserts of many rows a statement, in
the store's own tables, through `open_database`'s sessions), the few ORM objects
being the starter content's and the guilds'. The same seed makes the same database
(the guilds' identities and every time included).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import random
import sys
import time
import tomllib
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from sqlalchemy import Table, insert, select, update
from sqlalchemy.orm import Session

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_guild, run from anywhere

from bench_guild import weapon_card

from demloc.board import mapfile
from demloc.board.tiles import load_tile_library
from demloc.catalog.cards import CardKind, MercenaryType, Weapon
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.missions.actions import action_text, parse_action
from demloc.missions.library import read_mission
from demloc.missions.play import Context, Phase, Plan, new_mission
from demloc.missions.play.simulate import play_random_mission
from demloc.missions.resolution.model import Resolution
from demloc.missions.resolution.resolve import resolve
from demloc.missions.spec import MissionKind
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir
from demloc.rules.dice import load_dice
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.play import canonical_json
from demloc.store.row_history import MAX_KEPT
from demloc.store.schema import (
    Account,
    CustomCard,
    Guild,
    GuildBuilding,
    Item,
    LedgerEntry,
    Member,
    MissionRecord,
    RedeemedSet,
    RowChange,
)
from demloc.store.schema_missions import MissionSetup, MissionSetupAction
from demloc.store.schema_play import MissionPlay, MissionPlayEvent, MissionResult
from demloc.store.starter import STARTER_GUILD, load_starter_content
from demloc.ui.guild.card_form import FORMS, card_text

GUILD = STARTER_GUILD  # "The Red Lantern": the campaign's guild
OTHERS = (  # (guild, colour, account): 4 guilds on 3 accounts
    ("Blue Hands", "blue", "Mara Quill"),
    ("Yellow Eyes", "yellow", "Osric Vane"),
    ("Green Knots", "green", "Osric Vane"),
)
OTHER_LINES = 300  # each other guild's ledger lines
START = dt.datetime(2024, 11, 2, 18, 0)  # the campaign's first evening (naive UTC)
DAYS = 730  # two years
LIVING = 5  # counted members at the end (level 1: one more may be enlisted, R-41 limits)
UNENLISTED = 10  # custom mercenaries typed in but never enlisted
TURNS = 6
MAP = resources_dir() / "maps" / "all-fourteen-tiles.json"
FOLLOWERS = ("rog-f-city-guard", "rog-f-pathfinder", "rog-f-hunting-mastiff", "rog-f-cultist")
BATCH = 5000  # rows a statement


def mercenary_card(n: int, kind: str) -> str:
    """The text the card form makes for one level-1 custom mercenary typed in."""
    values = {f.key: f.default for f in FORMS[CardKind.MERCENARY]}
    values |= {"id": f"my-merc-{n}", "name": f"Sellsword {n}", "type": kind, "level": "1"}
    return card_text(CardKind.MERCENARY, values)


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _bulk(session: Session, table: Any, rows: Sequence[dict[str, Any]]) -> None:
    """Insert `rows` into the ORM class's table, many rows a statement (Core)."""
    target: Table = table.__table__
    for at in range(0, len(rows), BATCH):
        session.execute(insert(target), list(rows[at : at + BATCH]))


def _times(rng: random.Random, count: int) -> list[dt.datetime]:
    """`count` moments over the campaign's two years, in order, in the evenings."""
    found = []
    for _ in range(count):
        day = rng.randrange(DAYS)
        found.append(START + dt.timedelta(days=day, minutes=rng.randrange(6 * 60)))
    return sorted(found)


# ---- the city's words (resources/city.toml and city_rules.toml) ------------------------


@dataclasses.dataclass(frozen=True)
class CityWords:
    incomes: list[tuple[str, int, dict[str, int]]]  # (spot name, period hours, amounts)
    events: list[tuple[str, dict[str, int]]]  # (reason, amounts)
    acquired: list[tuple[str, dict[str, int]]]


def city_words() -> CityWords:
    city = tomllib.loads((resources_dir() / "city.toml").read_text(encoding="utf-8"))
    rules = tomllib.loads((resources_dir() / "city_rules.toml").read_text(encoding="utf-8"))
    incomes, acquired = [], []
    for area in city["city"]["areas"]:
        for spot in area["spots"]:
            kind = rules["kinds"].get(spot.get("kind", ""), {})
            income = dict(kind.get("income", {}))
            hours = int(income.pop("period_hours", 24))
            amounts = {k: int(v) for k, v in income.items() if isinstance(v, int)}
            if amounts:
                incomes.append((spot["name"], hours, amounts))
            grant = {k: int(v) for k, v in kind.get("grant", {}).items() if isinstance(v, int)}
            if grant:
                acquired.append((f"{spot['name']} acquired (6.2)", grant))
    events = []
    for event in rules.get("event", []):
        for option in event.get("option", []):
            amounts = {
                k: int(option[k])
                for k in ("fame", "feods", "blood_stones")
                if isinstance(option.get(k), int)
            }
            if amounts:  # an answer that changes nothing writes no line (city_events.pay)
                events.append((f"{event['title']}: {option['label']} (6.2)", amounts))
    return CityWords(incomes, events or [("A quiet day (6.2)", {"fame": 1})], acquired)


# ---- the missions: a few played at random, resolved, repeated ---------------------------


@dataclasses.dataclass(frozen=True)
class Played:
    mission_id: str
    setup: dict[str, Any]  # the mission's fixed part, its plan (the mission file) in it
    events: list[str]  # canonical JSON each
    log: str
    resolution: Resolution


def played_missions(
    catalog: Catalog, lantern_uuid: str, rng: random.Random, most: int
) -> list[Played]:
    """Each standard mission of the library (at most `most`) on the all-tiles map, 4
    players, TURNS turns played at random, resolved: red is the campaign's guild, the
    others guests brought on files."""
    ctx = Context(load_tile_library(tiles_dir()), catalog, load_dice(resources_dir() / "dice.toml"))
    board_map = mapfile.load(MAP)
    fighters = {c.id: {"card": FOLLOWERS[c.number - 1]} for c in board_map.characters}
    colours = ("red", "blue", "yellow", "green")
    files = sorted((resources_dir() / "missions").glob("*.toml"))
    chosen = [m for m in map(read_mission, files) if m.kind is not MissionKind.TRAINING]
    found = []
    for n, spec in enumerate(chosen[:most]):
        players = [{"colour": c, "fate_points": 2} for c in colours]
        plan = Plan(spec, "standard", "red")
        start = new_mission(board_map, fighters, players, ctx, 1000 + n, TURNS, plan=plan)
        for player in start.setup["players"]:
            local = player["colour"] == "red"
            player.update(
                guild=lantern_uuid if local else _uuid(rng),
                name=GUILD if local else f"Guest {player['colour']} {n}",
                source="local" if local else "file",
            )
        mission = play_random_mission(start, turns=TURNS, seed=2000 + n)
        if mission.state.phase is not Phase.ENDED:
            mission.do({"kind": "end_mission", "reason": "turn limit"})
        events = [canonical_json(e) for e in mission.events[: mission.cursor]]
        log = "\n".join(mission.state.log)
        found.append(Played(spec.id, mission.setup, events, log, resolve(mission)))
    return found


# ---- the database ----------------------------------------------------------------------


def make_campaign(
    path: Path,
    *,
    ledger_lines: int = 100_000,
    missions: int = 500,
    custom_cards: int = 2000,
    seed: int = 1,
) -> None:
    """Make the campaign database at `path` (a new file)."""
    if path.exists():
        raise FileExistsError(f"{path} exists: the campaign is made in a new file")
    rng = random.Random(seed)
    catalog = load_catalog([builtin_sets_dir()])
    rules = load_guild_rules(resources_dir() / "guild.toml")
    sessions = open_database(str(path))
    try:
        with sessions.begin() as session:
            _Campaign(session, catalog, rules, rng, ledger_lines, missions, custom_cards).make()
    finally:
        sessions.kw["bind"].dispose()


class _Campaign:
    def __init__(
        self,
        session: Session,
        catalog: Catalog,
        rules: GuildRules,
        rng: random.Random,
        ledger_lines: int,
        missions: int,
        custom_cards: int,
    ) -> None:
        self.session, self.catalog, self.rules, self.rng = session, catalog, rules, rng
        self.ledger_lines, self.missions, self.custom_cards = ledger_lines, missions, custom_cards
        self.city = city_words()

    def make(self) -> None:
        s = self.session
        load_starter_content(s, self.catalog)
        lantern = g.find_guild(s, GUILD)
        s.execute(update(Guild).where(Guild.id == lantern.id).values(uuid=_uuid(self.rng)))
        accounts: dict[str, Account] = {}
        for name, colour, account_name in OTHERS:
            account = accounts.get(account_name) or g.create_account(s, account_name)
            accounts[account_name] = account
            g.create_guild(s, account, name, colour, self.rules, _uuid(self.rng))
        s.flush()
        # The first rows' times, the guilds' and accounts' included: the campaign's start.
        for table in (Account, Guild, Member):
            column = table.enlisted_at if table is Member else table.created_at
            s.execute(update(table).values({column: START}))
        s.execute(update(LedgerEntry).values(at=START))
        s.execute(update(RedeemedSet).values(redeemed_at=START))
        s.expire_all()
        lantern = g.find_guild(s, GUILD)
        self.lantern_id, self.account_id = lantern.id, lantern.account_id
        self.lantern_uuid = lantern.uuid
        # The rest of the Rise of Guilds box's sets, bought over the campaign.
        owned = set(s.scalars(select(RedeemedSet.set_id)))
        bought = START + dt.timedelta(days=30)
        _bulk(s, RedeemedSet, [{"account_id": self.account_id, "set_id": c.id,
                                "redeemed_at": bought}
                               for c in self.catalog.sets if c.id not in owned])  # fmt: skip
        mercs, blades = self._custom_cards()
        self._members(mercs)
        self._buildings_and_items(blades)
        mission_lines = self._missions()
        there = len(
            list(s.scalars(select(LedgerEntry.id).where(LedgerEntry.guild_id == self.lantern_id)))
        )
        room = max(0, self.ledger_lines - there)
        if len(mission_lines) > room // 2:  # a short ledger: the newest missions' lines
            mission_lines = sorted(mission_lines, key=lambda line: line["at"])[-(room // 2) :]
            mission_lines = mission_lines if room // 2 else []
        self._ledger(self.lantern_id, room - len(mission_lines), mission_lines)
        for guild_id in s.scalars(select(Guild.id).where(Guild.id != self.lantern_id)):
            self._ledger(guild_id, OTHER_LINES - 1, [])  # and its first purse
        self._undo_entries()
        s.flush()

    # ---- the account's custom cards and the members ----

    def _custom_cards(self) -> tuple[list[str], list[str]]:
        """The custom cards (mercenaries first, then weapons): their ids, by kind."""
        count_mercs = min(156, self.custom_cards // 2) if self.custom_cards < 312 else 156
        kinds = [t.value for t in MercenaryType]
        rows, mercs, blades = [], [], []
        for n in range(self.custom_cards):
            if n < count_mercs:
                text, card_id = mercenary_card(n, kinds[n % len(kinds)]), f"my-merc-{n}"
                mercs.append(card_id)
            else:
                text, card_id = weapon_card(n), f"my-blade-{n}"
                blades.append(card_id)
            rows.append({"account_id": self.account_id, "card_id": card_id, "text": text})
        _bulk(self.session, CustomCard, rows)
        return mercs, blades

    def _members(self, mercs: list[str]) -> None:
        """Members over two years: the starter four fell early; of the custom mercenaries
        (but the last UNENLISTED) most died or escaped, LIVING stand at the end."""
        s, rng = self.session, self.rng
        enlisted = mercs[: len(mercs) - min(UNENLISTED, len(mercs) // 2)]
        times = _times(rng, len(enlisted))
        living = set(enlisted[-LIVING:])
        titles = ("Blooded", "Butcher", "Survivor", "Veteran")
        rows = []
        for n, (card_id, at) in enumerate(zip(enlisted, times, strict=True)):
            missions_played = rng.randrange(1, 12)
            deeds = {"kills": rng.randrange(0, 3 * missions_played + 1),
                     "missions": missions_played, "objectives": rng.randrange(0, 3)}  # fmt: skip
            earned = [t for t in titles if rng.random() < 0.25]
            if card_id in living:
                status = "injured" if n == len(enlisted) - 1 else "ready"
            else:
                status = "dead" if rng.random() < 0.8 else "escaped"
            rows.append({
                "guild_id": self.lantern_id, "card_id": card_id, "status": status,
                "recovery": "1 mission out (6.4.1)" if status == "injured" else "",
                "deeds": json.dumps(deeds, sort_keys=True),
                "titles": json.dumps(earned) if earned else "", "enlisted_at": at,
            })  # fmt: skip
        _bulk(s, Member, rows)
        # The starter four: fallen in the first missions; their weapons back in the armory.
        s.execute(
            update(Member)
            .where(Member.guild_id == self.lantern_id, Member.card_id.not_like("my-merc-%"))
            .values(status="dead")
        )
        s.execute(
            update(Item).where(Item.guild_id == self.lantern_id).values(member_id=None, slot="")
        )
        self.living = list(
            s.scalars(
                select(Member.id)
                .where(Member.guild_id == self.lantern_id, Member.card_id.in_(sorted(living)))
                .order_by(Member.id)
            )
        )

    def _buildings_and_items(self, blades: list[str]) -> None:
        """A grown guild: every building at its highest level but the defences (one more
        to go); the armory 4 short of full, each living member but one holding a blade;
        a few codes, daemons and followers."""
        s = self.session
        for name, spec in self.rules.buildings.items():
            top = spec.max_level - 1 if name == "defences" else spec.max_level
            s.execute(
                update(GuildBuilding)
                .where(GuildBuilding.guild_id == self.lantern_id, GuildBuilding.building == name)
                .values(level=top)
            )
        starter_weapons = len(
            s.scalars(select(Item.id).where(Item.guild_id == self.lantern_id)).all()
        )
        armory = self.rules.buildings["armory"]
        room = armory.limit("weapons", armory.max_level)

        def item(kind: str, card_id: str, member_id: int | None = None) -> dict[str, Any]:
            return {"guild_id": self.lantern_id, "kind": kind, "card_id": card_id,
                    "member_id": member_id, "slot": "primary" if member_id else ""}  # fmt: skip

        # The first living member holds none yet: a weapon to equip him with.
        rows = [item("weapon", blades[k], m) for k, m in enumerate(self.living)
                if 0 < k < len(blades)]  # fmt: skip
        spare = max(0, room - 4 - starter_weapons - len(rows))
        rows += [item("weapon", card_id) for card_id in blades[len(self.living) :][:spare]]
        by_kind: dict[str, list[str]] = {"arcane_code": [], "daemon": [], "follower": []}
        for card in self.catalog.cards:
            kind = {"ArcaneCode": "arcane_code", "Daemon": "daemon", "Follower": "follower"}.get(
                type(card).__name__
            )
            if kind:
                by_kind[kind].append(card.id)
        for kind, many in (("arcane_code", 4), ("daemon", 3), ("follower", 2)):
            rows += [item(kind, card_id) for card_id in by_kind[kind][:many]]
        _bulk(s, Item, rows)

    # ---- the missions ----

    def _missions(self) -> list[dict[str, Any]]:
        """The missions played: records, plays, events, set-ups, results; their ledger
        lines (returned, to be written with the others)."""
        s, rng = self.session, self.rng
        if not self.missions:
            return []
        templates = played_missions(self.catalog, self.lantern_uuid, rng, self.missions)
        times = _times(rng, self.missions)
        lines: list[dict[str, Any]] = []
        records, plays, results, setups = [], [], [], []
        next_setup = (s.scalar(select(MissionSetup.id).order_by(MissionSetup.id.desc())) or 0) + 1
        next_play = (s.scalar(select(MissionPlay.id).order_by(MissionPlay.id.desc())) or 0) + 1
        actions, events = [], []
        for n, at in enumerate(times):
            played = templates[rng.randrange(len(templates))]
            mission_id, name = played.mission_id, played.resolution.title
            play_uuid = _uuid(rng)
            resolution = dataclasses.replace(played.resolution, play=play_uuid)
            ours = next(r for r in resolution.guilds if r.source == "local")
            winner = resolution.winner
            won = "won" if winner == ours.colour else ("a draw" if not winner else f"{winner} won")
            text = resolution.to_text()
            players = [
                {"colour": r.colour, "guild": r.guild, "name": r.name} for r in resolution.guilds
            ]
            setup_id, play_id = next_setup + n, next_play + n
            setups.append({
                "id": setup_id, "created_at": at - dt.timedelta(minutes=20),
                "mission_id": mission_id, "seed": rng.getrandbits(62), "status": "started",
                "revision": 5, "mode": "standard",
            })  # fmt: skip
            steps = [{"action": "choose_mission", "mission": mission_id},
                     {"action": "set_mode", "mode": "standard"},
                     {"action": "draw_stake", "seed": rng.getrandbits(31)},
                     {"action": "next"}, {"action": "next"}]  # fmt: skip
            actions += [{"setup_id": setup_id, "seq": k + 1,
                         "text": action_text(parse_action(step)),
                         "at": at - dt.timedelta(minutes=20 - k), "undone": False}
                        for k, step in enumerate(steps)]  # fmt: skip
            plays.append({
                "id": play_id, "created_at": at - dt.timedelta(minutes=15),
                "setup_id": setup_id, "mission_id": mission_id, "status": "resolved",
                "charged": True, "setup": canonical_json(played.setup), "uuid": play_uuid,
                "guests": "",
            })  # fmt: skip
            span = len(played.events) or 1
            events += [{"play_id": play_id, "seq": k + 1, "text": e, "undone": False,
                        "at": at - dt.timedelta(seconds=(span - k) * 4)}
                       for k, e in enumerate(played.events)]  # fmt: skip
            records.append({
                "guild_id": self.lantern_id, "at": at, "mode": "standard",
                "result": f"{name}: {won} ({resolution.reason})"[:200],
                "mission_id": mission_id[:80], "play_uuid": play_uuid, "winner": winner[:10],
                "players": json.dumps(players), "report": text, "log": played.log,
            })  # fmt: skip
            results.append({"play_uuid": play_uuid, "guild_uuid": self.lantern_uuid,
                            "written_at": at, "resolution": text})  # fmt: skip
            for kind, kept in (("fame", ours.fame), ("feods", ours.feods),
                               ("blood_stones", ours.blood_stones)):  # fmt: skip
                lines += [{"at": at, "reason": f"{name}: {line.why}"[:200], kind: line.amount}
                          for line in kept if line.amount]  # fmt: skip
        _bulk(s, MissionSetup, setups)
        _bulk(s, MissionSetupAction, actions)
        _bulk(s, MissionPlay, plays)
        _bulk(s, MissionPlayEvent, events)
        _bulk(s, MissionRecord, records)
        _bulk(s, MissionResult, results)
        return lines

    # ---- the ledger ----

    def _fill(self, count: int) -> Iterator[tuple[str, dict[str, int]]]:
        """`count` ledger lines of the city and the guild's own actions, in words."""
        rng, city = self.rng, self.city
        weapons = [c for c in self.catalog.cards if isinstance(c, Weapon)]
        price = self.rules.weapon_price
        for _ in range(count):
            roll = rng.random()
            if roll < 0.45 and city.incomes:
                spot, hours, amounts = rng.choice(city.incomes)
                periods = rng.randrange(1, 4)
                yield (
                    f"{spot}: {periods} × {hours} h held (6.2)",
                    {k: v * periods for k, v in amounts.items()},
                )
            elif roll < 0.60:
                yield rng.choice(city.events)
            elif roll < 0.65 and city.acquired:
                yield rng.choice(city.acquired)
            elif roll < 0.85:
                weapon = rng.choice(weapons)
                yield f"Armory: {weapon.name}", {"feods": -price[weapon.characteristic.value]}
            elif roll < 0.97:
                weapon = rng.choice(weapons)
                cost = price[weapon.characteristic.value]
                yield f"undo: Buy {weapon.name}", {"feods": cost}
            else:
                spec = rng.choice(list(self.rules.buildings.values()))
                yield f"undo: Upgrade the {spec.label.lower()}", {"feods": spec.feods[0]}

    def _ledger(self, guild_id: int, fill: int, fixed: list[dict[str, Any]]) -> None:
        """The guild's ledger: `fixed` lines (with their times) and `fill` more over the
        two years; no purse ever below 0 (a cost the guild could not pay is income
        instead); the guild's totals are the ledger's sums."""
        s, rng = self.session, self.rng
        lines = list(fixed)
        for at, (reason, amounts) in zip(
            _times(rng, max(0, fill)), self._fill(max(0, fill)), strict=True
        ):
            lines.append({"at": at, "reason": reason[:200], **amounts})
        lines.sort(key=lambda line: line["at"])
        totals = {"fame": 0, "feods": 0, "blood_stones": 0}
        for kind in totals:
            totals[kind] = s.scalar(select(getattr(Guild, kind)).where(Guild.id == guild_id)) or 0
        rows = []
        for line in lines:
            row = {
                "guild_id": guild_id,
                "at": line["at"],
                "reason": line["reason"],
                "fame": line.get("fame", 0),
                "feods": line.get("feods", 0),
                "blood_stones": line.get("blood_stones", 0),
            }
            for kind in ("feods", "blood_stones"):
                if totals[kind] + row[kind] < 0:
                    row[kind] = -row[kind]  # refused then: earned instead (city income)
                    row["reason"] = "a patron's gift (6.2)"
            for kind in totals:
                totals[kind] += row[kind]
            rows.append(row)
        _bulk(s, LedgerEntry, rows)
        s.execute(
            update(Guild)
            .where(Guild.id == guild_id)
            .values(revision=Guild.revision + len(rows), **totals)
        )

    # ---- the undo history ----

    def _undo_entries(self) -> None:
        """MAX_KEPT kept guild actions: purchases of the armory, long since gone (their
        rows changed since: an undo of one is refused with its reason, as in play)."""
        weapons = [c for c in self.catalog.cards if isinstance(c, Weapon)]
        price = self.rules.weapon_price
        top = self.session.scalar(select(Item.id).order_by(Item.id.desc())) or 0
        rows = []
        for k in range(MAX_KEPT):
            weapon = weapons[k % len(weapons)]
            cost = price[weapon.characteristic.value]
            change = {
                "rows": [["item", top + 1000 + k, None, ["weapon", weapon.id, None, ""]]],
                "wealth": [[f"Armory: {weapon.name}", 0, -cost, 0]],
            }
            rows.append(
                {
                    "guild_id": self.lantern_id,
                    "kind": "guild",
                    "text": f"Buy {weapon.name}",
                    "change": json.dumps(change, ensure_ascii=False, separators=(",", ":")),
                    "undone": False,
                }
            )
        _bulk(self.session, RowChange, rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make a campaign database (issue 31).")
    parser.add_argument("path", type=Path)
    parser.add_argument("--ledger-lines", type=int, default=100_000)
    parser.add_argument("--missions", type=int, default=500)
    parser.add_argument("--custom-cards", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    make_campaign(
        args.path,
        ledger_lines=args.ledger_lines,
        missions=args.missions,
        custom_cards=args.custom_cards,
        seed=args.seed,
    )
    print(f"{args.path}: made in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
