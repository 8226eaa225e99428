"""A guild's identity (issue 10 item 6): made at creation, kept in exports; an import
updates only the same guild; a guild of an older database gets an identity and an
opening ledger line, so its own export comes back and its undo balances."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.changes import apply_change, capture, difference
from demloc.store.database import open_database
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import ImportNameTakenError, apply_import, plan_import
from demloc.store.migrate import alembic_config
from demloc.store.schema import Guild
from demloc.store.starter import STARTER_GUILD, load_starter_content


def test_a_guild_of_a_first_schema_database_gets_an_identity_and_an_opening_line(
    tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    path = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
        connection.exec_driver_sql(
            "insert into account (id, name, created_at) values (1, 'Old Master', '2026-01-01')"
        )
        for number, name in enumerate(("The Old Guard", "The Older Guard"), 1):
            connection.exec_driver_sql(
                "insert into guild (id, account_id, name, colour, fame, feods, blood_stones,"
                f" created_at) values ({number}, 1, '{name}', 'green', 12, 340, 1, '2026-01-02')"
            )
    engine.dispose()
    sessions = open_database(str(path))
    with sessions.begin() as session:
        guilds = session.scalars(select(Guild).order_by(Guild.id)).all()
        assert len({str(uuid.UUID(guild.uuid)) for guild in guilds}) == 2  # each its own
        guild = guilds[0]
        assert [
            (e.reason.split(":")[0], e.feods, e.fame, e.blood_stones) for e in guild.ledger
        ] == [("opening balance", 340, 12, 1)]
        assert g.ledger_total(session, guild) == (12, 340, 1)
        for card_set in catalog.sets:
            g.redeem(session, guild.account, card_set.redeem_code, catalog)
        data = export_guild(session, guild)
        assert data["guild"]["uuid"] == guild.uuid
    with sessions.begin() as session:
        # Its own export comes back: the same guild, updated, not refused.
        plan = plan_import(session, data, catalog, rules)
        assert not plan.new and plan.name == "The Old Guard"
        apply_import(session, plan)
    with sessions.begin() as session:
        guild = g.find_guild(session, "The Old Guard", lock=True)
        before = capture(session, guild)
        g.upgrade(session, guild, "armory", rules)
        change = difference(session, guild, before, capture(session, guild))
    with sessions.begin() as session:  # and its undo balances
        apply_change(session, change, undo=True, text="Upgrade", catalog=catalog, rules=rules)
        guild = g.find_guild(session, "The Old Guard")
        assert (guild.feods, g.level(guild, "armory")) == (340, 1)
        assert g.ledger_total(session, guild) == (12, 340, 1)
    sessions.kw["bind"].dispose()


def test_a_friends_guild_of_the_same_name_comes_in_as_a_new_guild(
    tmp_path: Path, catalog: Catalog, rules: GuildRules
) -> None:
    # Every new database starts with The Red Lantern: two different guilds.
    home, friend = (open_database(str(tmp_path / f"{n}.sqlite3")) for n in ("home", "friend"))
    for sessions in (home, friend):
        with sessions.begin() as session:
            load_starter_content(session, catalog)
    with friend.begin() as session:
        theirs = export_guild(session, g.find_guild(session, STARTER_GUILD))
    with home.begin() as session:
        ours = export_guild(session, g.find_guild(session, STARTER_GUILD))
        assert ours["guild"]["uuid"] != theirs["guild"]["uuid"]
        with pytest.raises(ImportNameTakenError, match="that name is taken by a different guild"):
            plan_import(session, theirs, catalog, rules, "friend.json")
        with pytest.raises(ImportRefusedError, match="holds a control character"):
            plan_import(session, theirs, catalog, rules, "friend.json", "Bad\x00")
        plan = plan_import(session, theirs, catalog, rules, "friend.json", "Their Lantern")
        assert plan.new and "Corvin Ashby" in plan.describe()
        apply_import(session, plan)
    with home.begin() as session:
        assert (
            export_guild(session, g.find_guild(session, STARTER_GUILD))["ledger"] == ours["ledger"]
        )  # ours untouched
        copy = g.find_guild(session, "Their Lantern")
        assert copy.uuid == theirs["guild"]["uuid"]
        # The same guild again: an update of the copy, under its name here.
        plan = plan_import(session, theirs, catalog, rules)
        assert not plan.new and plan.name == "Their Lantern"
    for sessions in (home, friend):
        sessions.kw["bind"].dispose()


def test_an_import_cannot_change_a_printed_card(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    # Item 8: custom_cards reusing a printed id are refused, by the card's name.
    data = export_guild(session, guild)
    data["guild"]["name"] = "Hacked"
    data["guild"]["uuid"] = str(uuid.uuid4())
    data["account"]["custom_cards"] = [
        """[set]
id = "hack"
name = "Hack"
box = "Home"
redeem_code = "HACK-1"
provisional = false
[[weapon]]
id = "rog1-corvin-ashby"
name = "Corvin Ashby (hacked)"
count = 1
type = "sword"
characteristic = "valuable"
grip = "one-handed"
damage = 3
"""
    ]
    with pytest.raises(
        ImportRefusedError,
        match=r"hack.json: account.custom_cards\[0\]: Corvin Ashby \(hacked\) takes the id "
        "'rog1-corvin-ashby' of the printed card Corvin Ashby",
    ):
        plan_import(session, data, catalog, rules, "hack.json")
