"""An action's undo keeps only the rows it touched, at a cost that never grows with the
guild's history (issue 31, R-200): each kind of guild action on a guild with a long
ledger, many mission records and custom cards keeps its own rows and lines only, its
undo and redo put back exactly those, and what it reads does not grow with the
ledger, on both engines."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlalchemy import event, insert
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.cards import ArcaneCode, CardKind, Daemon, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import check_equipment
from demloc.store import guilds as g
from demloc.store import row_history as h
from demloc.store.changes import (
    TABLES,
    GuildChange,
    apply_change,
    capture,
    difference,
    read,
)
from demloc.store.database import open_database
from demloc.store.schema import CustomCard, Guild, Item, LedgerEntry, MissionRecord
from demloc.ui.guild.card_form import card_text

Action = Callable[[Session, Guild], object]


def _custom(n: int) -> str:
    return card_text(CardKind.WEAPON, {"id": f"my-blade-{n}", "name": f"Blade {n}",
                     "count": "1", "type": "sword", "characteristic": "normal",
                     "grip": "one-handed", "damage": "2"})  # fmt: skip


def _guild(
    sessions: sessionmaker[Session],
    catalog: Catalog,
    rules: GuildRules,
    *,
    lines: int,
    missions: int = 20,
    cards: int = 30,
) -> int:
    """A guild in a campaign: every set but the last redeemed, a purse, two mercenaries
    (one armed), `lines` ledger lines, `missions` records and `cards` custom cards,
    the history written in bulk (fast, as benchmarks/campaign.py does)."""
    with sessions.begin() as session:
        account = g.create_account(session, "Test Master")
        for card_set in catalog.sets[:-1]:
            g.redeem(session, account, card_set.redeem_code, catalog)
        guild = g.create_guild(session, account, "The Grey Hands", "blue", rules)
        g.change_wealth(session, guild, "test", fame=500, feods=5000, blood_stones=5)
        at = dt.datetime(2025, 1, 1)
        session.execute(insert(LedgerEntry), [
            {"guild_id": guild.id, "at": at, "reason": f"old line {n}", "fame": 0, "feods": 0,
             "blood_stones": 0} for n in range(lines)
        ])  # fmt: skip
        session.execute(insert(MissionRecord), [
            {"guild_id": guild.id, "at": at, "mode": "standard", "result": f"mission {n}",
             "report": "x" * 2000} for n in range(missions)
        ])  # fmt: skip
        if cards:
            session.execute(insert(CustomCard), [
                {"account_id": account.id, "card_id": f"my-blade-{n}", "text": _custom(n)}
                for n in range(cards)
            ])  # fmt: skip
        owned = g.collection(session, account, catalog)
        mercenaries = [c for c in owned.values() if isinstance(c, Mercenary)]
        for card in mercenaries[:2]:
            g.enlist(session, guild, card.id, catalog, rules)
        weapon = _suiting(owned, mercenaries[0])
        item = g.buy(session, guild, "weapon", weapon.id, catalog, rules)
        g.equip(session, guild.members[0], item, catalog)
        return guild.id


def _suiting(owned: dict[str, Any], mercenary: Mercenary) -> Weapon:
    """A weapon of the collection `mercenary` may hold alone (5.1.4)."""
    for card in owned.values():
        if isinstance(card, Weapon):
            try:
                check_equipment(mercenary, (card,))
            except IllegalActionError:
                continue
            return card
    raise AssertionError("no weapon suits him")


def _owned(sessions: sessionmaker[Session], guild_id: int, catalog: Catalog) -> dict[str, Any]:
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        return g.collection(session, guild.account, catalog)


def _everything(sessions: sessionmaker[Session], guild_id: int) -> object:
    """Every row an action may change, ids aside (an undone dismissal makes its
    mercenary again, under a new id), and the purse."""
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        rows = {name: read(session, guild, table) for name, table in TABLES.items()}
        members = rows["member"]
        items = sorted((v[0], v[1], members[v[2]][0] if v[2] else "", v[3])
                       for v in rows["item"].values())  # fmt: skip
        return (sorted(rows["building"].items()), sorted(members.values()), items,
                sorted(rows["mission"].values()), sorted(rows["set"]),
                sorted(rows["custom"].items()),
                (guild.fame, guild.feods, guild.blood_stones))  # fmt: skip


def _act(sessions: sessionmaker[Session], guild_id: int, action: Action) -> GuildChange:
    """As the Guild view runs an action: its change kept in its transaction."""
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        g.lock_guild(session, guild)
        before = capture(session, guild)
        action(session, guild)
        change = difference(session, guild, before, capture(session, guild))
        h.record(session, guild_id, "guild", "the action", change)
        return change


def _replay(sessions: sessionmaker[Session], guild_id: int, catalog: Catalog,
            rules: GuildRules, *, undo: bool) -> None:  # fmt: skip
    with sessions.begin() as session:
        entry = h.history(session, guild_id, "guild")
        target = [e for e in entry if e.undone != undo][-1 if undo else 0]

        def apply(change: GuildChange) -> GuildChange:
            return apply_change(session, change, undo=undo, text="the action", catalog=catalog,
                                rules=rules)  # fmt: skip

        h.replay(session, target.id, undo=undo, text="the action", apply=apply)


def _kinds(catalog: Catalog, rules: GuildRules, owned: dict[str, Any]) -> dict[str, Any]:
    """Each kind of guild action (the Guild view's), with the tables it changes and
    whether it writes a ledger line."""
    mercenaries = [c for c in owned.values() if isinstance(c, Mercenary)]
    mercenary = mercenaries[2]
    weapon = _suiting(owned, mercenaries[1])
    daemon = next(c for c in owned.values() if isinstance(c, Daemon))
    code = next(c for c in owned.values() if isinstance(c, ArcaneCode))
    last_set = catalog.sets[-1]

    def weapon_item(guild: Guild, held: bool) -> Item:
        return next(i for i in guild.items if i.kind == "weapon" and bool(i.member_id) == held)

    def equip(s: Session, guild: Guild) -> None:
        item = g.buy(s, guild, "weapon", weapon.id, catalog, rules)
        s.flush()
        g.equip(s, guild.members[1], item, catalog)

    return {
        "enlist": (lambda s, gd: g.enlist(s, gd, mercenary.id, catalog, rules), {"member"}, 0),
        "dismiss": (lambda s, gd: g.dismiss(s, gd.members[1]), {"member"}, 0),
        "set status": (
            lambda s, gd: g.set_status(s, gd.members[1], "injured", catalog, rules, "rest"),
            {"member"},
            0,
        ),
        "buy": (lambda s, gd: g.buy(s, gd, "weapon", weapon.id, catalog, rules), {"item"}, 1),
        "equip": (equip, {"item"}, 1),
        "unequip": (lambda s, gd: g.unequip(s, weapon_item(gd, True), catalog), {"item"}, 0),
        "upgrade": (lambda s, gd: g.upgrade(s, gd, "armory", rules), {"building"}, 1),
        "keepers": (lambda s, gd: g.buy(s, gd, "daemon", daemon.id, catalog, rules), {"item"}, 1),
        "keepers code": (
            lambda s, gd: g.buy(s, gd, "arcane_code", code.id, catalog, rules),
            {"item"},
            1,
        ),
        "custom card": (
            lambda s, gd: g.add_custom_card(s, gd.account, _custom(99_999), catalog),
            {"custom"},
            0,
        ),
        "redeem": (
            lambda s, gd: g.redeem(s, gd.account, last_set.redeem_code, catalog),
            {"set"},
            0,
        ),
    }


@pytest.fixture
def campaign(database_url: str, catalog: Catalog, rules: GuildRules) -> Iterator[Any]:
    sessions = open_database(database_url)
    guild_id = _guild(sessions, catalog, rules, lines=5000)
    yield sessions, guild_id
    sessions.kw["bind"].dispose()


@pytest.mark.parametrize("kind", ["enlist", "dismiss", "set status", "buy", "equip", "unequip",
                                  "upgrade", "keepers", "keepers code", "custom card",
                                  "redeem"])  # fmt: skip
def test_each_action_keeps_only_its_rows_and_its_undo_and_redo_put_them_back(
    campaign: Any, catalog: Catalog, rules: GuildRules, kind: str
) -> None:
    sessions, guild_id = campaign
    action, tables, lines = _kinds(catalog, rules, _owned(sessions, guild_id, catalog))[kind]
    before = _everything(sessions, guild_id)
    change = _act(sessions, guild_id, action)
    after = _everything(sessions, guild_id)
    assert after != before
    assert {table for table, _key in change.rows} == tables
    assert len(change.rows) <= 3  # the row, and a weapon's holder and slot: not the history
    assert len(change.wealth) == lines  # its own lines, none of the 5,000 before
    _replay(sessions, guild_id, catalog, rules, undo=True)
    assert _everything(sessions, guild_id) == before
    _replay(sessions, guild_id, catalog, rules, undo=False)
    assert _everything(sessions, guild_id) == after


def test_an_update_or_delete_of_a_history_row_by_a_statement_is_kept(
    campaign: Any, catalog: Catalog, rules: GuildRules
) -> None:
    """A history row deleted by a Core statement (not through the ORM) or by the ORM is
    kept as it was: the listener reads it before the statement (or the flush) runs;
    its undo puts it back."""
    from sqlalchemy import delete

    sessions, guild_id = campaign
    before = _everything(sessions, guild_id)

    def rewrite(session: Session, guild: Guild) -> None:
        session.execute(delete(MissionRecord).where(MissionRecord.result == "mission 3"))
        session.execute(delete(CustomCard).where(CustomCard.card_id == "my-blade-4"))
        session.delete(session.get_one(MissionRecord, min(m.id for m in guild.missions)))

    change = _act(sessions, guild_id, rewrite)
    assert {(t, v[-1] if t == "mission" else k) for (t, k), (v, _a) in change.rows.items()
            if v is not None} == {("mission", "mission 3"), ("mission", "mission 0"),
                                  ("custom", "my-blade-4")}  # fmt: skip
    _replay(sessions, guild_id, catalog, rules, undo=True)
    assert _everything(sessions, guild_id)[-4:] == before[-4:]  # type: ignore[index]


def test_an_entry_kept_before_issue_31_still_undoes(
    campaign: Any, catalog: Catalog, rules: GuildRules
) -> None:
    """An entry as the whole-guild capture kept it (the same JSON) still undoes."""
    sessions, guild_id = campaign
    before = _everything(sessions, guild_id)
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        g.upgrade(session, guild, "armory", rules)
        level = next(b.level for b in guild.buildings if b.building == "armory")
        cost = rules.buildings["armory"].feods[level - 2]
        rows = f'[["building","armory",[{level - 1}],[{level}]]]'
        kept = f'{{"rows":{rows},"wealth":[["Armory to level {level}",0,-{cost},0]]}}'
        session.add(h.RowChange(guild_id=guild_id, kind="guild", text="Upgrade the armory",
                                change=kept, undone=False))  # fmt: skip
    _replay(sessions, guild_id, catalog, rules, undo=True)
    assert _everything(sessions, guild_id) == before


def _steps(sessions: sessionmaker[Session], guild_id: int, action: Action) -> tuple[int, int]:
    """The statements an action sends, and the SQLite virtual machine's steps (in
    hundreds) they take: what the database reads, row by row."""
    engine = sessions.kw["bind"]
    statements, steps = [0], [0]

    def step() -> int:
        steps[0] += 1
        return 0

    def count(connection: Any, *_args: Any) -> None:
        statements[0] += 1
        driver = connection.connection.driver_connection
        assert isinstance(driver, sqlite3.Connection)
        driver.set_progress_handler(step, 100)  # whichever connection runs it

    event.listen(engine, "before_cursor_execute", count)
    try:
        _act(sessions, guild_id, action)
    finally:
        event.remove(engine, "before_cursor_execute", count)
    return statements[0], steps[0]


def test_what_an_action_reads_does_not_grow_with_the_ledger_or_the_history(
    tmp_path: Any, catalog: Catalog, rules: GuildRules
) -> None:
    """The same statements and about the same rows read for each action kind at 100 and
    at 5,000 ledger lines (5 and 200 mission records): the capture before and after,
    the action, its entry (SQLite's steps count every row read)."""
    found: dict[int, dict[str, tuple[int, int]]] = {}
    for lines, missions in ((100, 5), (5000, 200)):
        url = f"sqlite:///{tmp_path / f'campaign-{lines}.sqlite3'}"
        sessions = open_database(url)
        guild_id = _guild(sessions, catalog, rules, lines=lines, missions=missions)
        kinds = _kinds(catalog, rules, _owned(sessions, guild_id, catalog))
        found[lines] = {}
        for kind in ("enlist", "buy", "upgrade", "custom card", "set status", "dismiss"):
            found[lines][kind] = _steps(sessions, guild_id, kinds[kind][0])
        sessions.kw["bind"].dispose()
    for kind, (statements, steps) in found[5000].items():
        small_statements, small_steps = found[100][kind]
        assert statements == small_statements, kind
        # A whole ledger read would take fifty times the steps; an index a step more.
        assert steps <= small_steps * 1.3 + 5, (kind, steps, small_steps)


def test_an_undo_past_the_armorys_room_is_refused_naming_it(
    campaign: Any, catalog: Catalog, rules: GuildRules
) -> None:
    """The rules an undo or redo may break are checked on the guild's present rows,
    without its 5,000 ledger lines (R-200): a weapon taken out of the armory, put back
    by an undo into an armory another window filled since, is refused (5.1.2), and
    nothing changes."""
    sessions, guild_id = campaign
    owned = _owned(sessions, guild_id, catalog)
    weapons = [c for c in owned.values() if isinstance(c, Weapon)]
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        first = g.buy(session, guild, "weapon", weapons[0].id, catalog, rules).id
        g.buy(session, guild, "weapon", weapons[1].id, catalog, rules)
    _act(sessions, guild_id, lambda s, gd: g.remove_item(s, s.get_one(Item, first)))
    with sessions.begin() as session:  # another window fills the armory
        guild = session.get_one(Guild, guild_id)
        for card in weapons * 4:
            try:
                g.buy(session, guild, "weapon", card.id, catalog, rules)
            except g.GuildRuleError as error:
                if "upgrade it" in str(error):
                    break
    before = _everything(sessions, guild_id)
    with pytest.raises(g.GuildRuleError, match=r"it would break a rule \(the armory holds"):
        _replay(sessions, guild_id, catalog, rules, undo=True)
    assert _everything(sessions, guild_id) == before


def test_a_city_action_keeps_only_the_task_it_changed_among_thousands(
    tmp_path: Any, catalog: Catalog, rules: GuildRules
) -> None:
    """The city's capture (store/city_changes.py) reads its tasks and events, a
    campaign's thousands, only where an action touched them (R-200): a task settled
    through the ORM among 2,000 is the change's one row, and what the capture and the
    difference read is the same at 20 tasks and at 2,000."""
    from sqlalchemy import select

    from demloc.store import city_changes
    from demloc.store.schema_city import CityEvent, CityTask

    found: dict[int, int] = {}
    for count in (20, 2000):
        sessions = open_database(f"sqlite:///{tmp_path / f'city-{count}.sqlite3'}")
        guild_id = _guild(sessions, catalog, rules, lines=10, cards=0)
        at = dt.datetime(2025, 1, 1)
        with sessions.begin() as session:
            session.execute(insert(CityTask), [
                {"guild_id": guild_id, "kind": "explore", "spot_id": f"spot-{n}", "due_at": at,
                 "task": "{}", "settled": True, "outcome": "{}", "told": False}
                for n in range(count)
            ])  # fmt: skip
            session.execute(insert(CityEvent), [
                {"guild_id": guild_id, "event_id": f"event-{n}", "day": at, "drawn": "{}"}
                for n in range(count)
            ])  # fmt: skip

        def tell(session: Session, guild: Guild) -> None:
            task = session.scalars(select(CityTask).order_by(CityTask.id).offset(5).limit(1)).one()
            assert task is not None
            task.told = True

        engine = sessions.kw["bind"]
        steps = Counter[str]()

        def step(steps: Counter[str] = steps) -> int:
            steps["hundreds"] += 1
            return 0

        def count_steps(connection: Any, *_args: Any, step: Any = step) -> None:
            connection.connection.driver_connection.set_progress_handler(step, 100)

        with sessions.begin() as session:
            guild = session.get_one(Guild, guild_id)
            event.listen(engine, "before_cursor_execute", count_steps)
            before = city_changes.capture(session, guild)
            tell(session, guild)
            change = difference(session, guild, before, city_changes.capture(session, guild))
            event.remove(engine, "before_cursor_execute", count_steps)
            sixth = session.scalar(select(CityTask.id).order_by(CityTask.id).offset(5).limit(1))
        assert list(change.rows) == [("task", sixth)]
        ((was, now),) = change.rows.values()
        assert was is not None and now is not None and (was[-1], now[-1]) == (False, True)
        found[count] = steps["hundreds"]
        engine.dispose()
    assert found[2000] <= found[20] * 1.3 + 5, found
