"""Two writers never lose an update (issue 10 item 3), and a name two processes take at
once is taken by one of them (item 4): real processes, on SQLite and on PostgreSQL.

Each trial starts two processes on the same guild at the same moment. Each earns
feods, buys weapons while the armory has room and, when it is full, takes one out, so
that the armory's limit is fought over all the time. Afterwards the guild's feods must
equal its ledger and the start plus what the processes say they committed; no
transaction may ever have seen more weapons than the armory holds.
"""

from __future__ import annotations

import json
import textwrap

import pytest
from sqlalchemy import func, select

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.schema import Guild, Item
from demloc.store.starter import load_starter_content
from support.children import at_once

GUILD = "The Contested Hall"
TRIALS, ROUNDS, EARN = 4, 40, 20

WORKER = textwrap.dedent(
    """
    import json, sys, time
    from sqlalchemy import func, select
    from sqlalchemy.exc import OperationalError
    from demloc.catalog.catalog import load_catalog
    from demloc.guild.rules import load_guild_rules
    from demloc.paths import builtin_sets_dir, resources_dir
    from demloc.store import guilds as g
    from demloc.store.database import open_database
    from demloc.store.schema import Item

    url, name, rounds, earn = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    weapons = sys.argv[5:]
    catalog = load_catalog([builtin_sets_dir()])
    rules = load_guild_rules(resources_dir() / "guild.toml")
    sessions = open_database(url)
    done = {"earned": 0, "bought": 0, "removed": 0, "refused": 0, "busy": 0, "most": 0}
    with sessions.begin() as s:  # connected and ready: both start together
        g.find_guild(s, name)
    print("ready", flush=True)
    sys.stdin.readline()
    for n in range(rounds):
        for step in ("earn", "buy"):
            try:
                with sessions.begin() as s:
                    # Found and read without a lock, as a screen does before it acts,
                    # and a moment for the other writer to commit: the services must
                    # take the lock and read again themselves.
                    guild = g.find_guild(s, name)
                    assert guild.feods >= 0 and len(guild.items) >= 0
                    time.sleep(0.002)
                    if step == "earn":
                        g.change_wealth(s, guild, "earned", feods=earn)
                        done["earned"] += 1
                        continue
                    try:
                        g.buy(s, guild, "weapon", weapons[n % len(weapons)], catalog, rules)
                        what = "bought"
                    except g.GuildRuleError as refused:
                        if "upgrade it" not in str(refused):  # not full: poor, say
                            raise
                        g.remove_item(s, guild.items[0])
                        what = "removed"
                    held = s.scalar(
                        select(func.count()).select_from(Item).where(Item.guild_id == guild.id)
                    )
                    done["most"] = max(done["most"], held)
                done[what] += 1
            except g.GuildRuleError:
                done["refused"] += 1
            except OperationalError:
                done["busy"] += 1
    print(json.dumps(done))
    """
)


def _normal_weapons(catalog: Catalog) -> list[str]:
    from demloc.catalog.cards import Weapon, WeaponCharacteristic

    return [
        c.id
        for c in catalog.cards
        if isinstance(c, Weapon) and c.characteristic is WeaponCharacteristic.NORMAL
    ]


@pytest.mark.slow
def test_two_processes_on_one_guild_lose_nothing(
    database_url: str, catalog: Catalog, rules: GuildRules
) -> None:
    sessions = open_database(database_url)
    with sessions.begin() as session:
        account = g.create_account(session, "Two Hands")
        for card_set in catalog.sets:
            g.redeem(session, account, card_set.redeem_code, catalog)
        g.create_guild(session, account, GUILD, "red", rules)
    room = rules.buildings["armory"].limit("weapons", 1)
    price = rules.weapon_price["normal"]
    weapons = _normal_weapons(catalog)
    totals = {"trials": 0, "updates": 0, "lost": 0, "most": 0, "busy": 0}
    for _trial in range(TRIALS):
        with sessions.begin() as session:
            guild = g.find_guild(session, GUILD)
            start_feods, start_items = guild.feods, len(guild.items)
        reports = []
        args = [database_url, GUILD, str(ROUNDS), str(EARN), *weapons]
        for code, out, err in at_once(WORKER, args, 2, timeout_s=300):
            assert code == 0 and "Traceback" not in err, err
            reports.append(json.loads(out))
        earned = sum(r["earned"] for r in reports)
        bought = sum(r["bought"] for r in reports)
        removed = sum(r["removed"] for r in reports)
        expected = start_feods + EARN * earned - price * bought
        with sessions.begin() as session:
            guild = g.find_guild(session, GUILD)
            held = session.scalar(
                select(func.count()).select_from(Item).where(Item.guild_id == guild.id)
            )
            wealth, ledger = guild.feods, g.ledger_total(session, guild)[1]
        totals["trials"] += 1
        totals["updates"] += earned + bought + removed
        totals["lost"] += abs(expected - wealth) + abs(ledger - wealth)
        totals["most"] = max([totals["most"], *(r["most"] for r in reports)])
        totals["busy"] += sum(r["busy"] for r in reports)
        assert wealth == ledger == expected, (reports, wealth, ledger, expected)
        assert held == start_items + bought - removed <= room
        assert all(r["most"] <= room for r in reports), reports
    print(f"two writers on {database_url.split(':')[0]}: {totals}")
    assert totals["lost"] == 0 and totals["most"] <= room
    sessions.kw["bind"].dispose()


@pytest.mark.slow
def test_two_processes_making_one_name_at_once(database_url: str, catalog: Catalog) -> None:
    # Item 4: one makes the guild; the others are told the name is taken.
    sessions = open_database(database_url)
    with sessions.begin() as session:
        load_starter_content(session, catalog)
    sessions.kw["bind"].dispose()
    racer = textwrap.dedent(
        """
        import sys
        from demloc.cli import main
        print("ready", flush=True)
        sys.stdin.readline()  # all at once
        raise SystemExit(main(["--db", sys.argv[1], "guild", "new", "Twin Towers",
                               "--colour", "blue"]))
        """
    )
    results = at_once(racer, [database_url], 4)
    assert not any("Traceback" in err for _, _, err in results), results
    assert sorted(code for code, _, _ in results) == [0, 1, 1, 1], results
    for code, _out, err in results:
        if code:
            assert "there is a guild named 'Twin Towers' already: that name is taken" in err
    sessions = open_database(database_url)
    with sessions.begin() as session:
        assert session.scalar(select(func.count()).where(Guild.name == "Twin Towers")) == 1
    sessions.kw["bind"].dispose()
