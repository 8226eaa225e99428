"""A guild file's fields this app does not read (issue 27 item 9, RULINGS.md R-161), as
a player meets them: the message names the field where it stands in the file and says
truly where the file comes from."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store.database import open_database
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError, check_guild_data
from demloc.store.guilds import find_guild
from demloc.store.starter import load_starter_content


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory, catalog: Catalog) -> dict[str, Any]:
    """The starter guild's file, as `demloc guild export` writes it."""
    sessions = open_database(str(tmp_path_factory.mktemp("db") / "db.sqlite3"))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        return export_guild(session, find_guild(session, "The Red Lantern"))


def _refusal(data: dict[str, Any], catalog: Catalog, rules: GuildRules) -> str:
    with pytest.raises(ImportRefusedError) as refused:
        check_guild_data(data, catalog, rules, "friend.json")
    return str(refused.value)


@pytest.mark.parametrize(
    ("table", "shape"),
    [("guild", "an object"), ("account", "an object"), ("campaign", "an object"),
     ("members", "a list")],
)  # fmt: skip
def test_a_table_of_the_wrong_shape_is_named_as_such_never_as_an_unknown_field(
    exported: dict[str, Any], catalog: Catalog, rules: GuildRules, table: str, shape: str
) -> None:
    """`"guild": [{"name": ...}]` was refused as `guild[0].name: a field this app does
    not read` (a field the app reads, at a place the file does not have); the fault is
    the table's shape."""
    data = copy.deepcopy(exported)
    data[table] = [{"name": "x"}] if shape == "an object" else {"card": "x"}
    message = _refusal(data, catalog, rules)
    assert message.startswith(f"friend.json: {table}: expected {shape}"), message
    assert "does not read" not in message


def test_an_older_files_unknown_field_is_not_said_to_come_from_a_newer_app(
    exported: dict[str, Any], catalog: Catalog, rules: GuildRules
) -> None:
    """A version 1 file was never written by a newer app: its unknown field was put
    there by hand (a newer app writes its own, higher, version)."""
    data = copy.deepcopy(exported) | {"version": 1}
    data["guild"] = {k: v for k, v in data["guild"].items() if k != "uuid"} | {"motto": "x"}
    message = _refusal(data, catalog, rules)
    assert "guild.motto: a field this app does not read" in message
    assert "newer" not in message and "by hand" in message
    current = copy.deepcopy(exported)
    current["guild"]["motto"] = "x"
    assert "written by a newer DemLoc Companion" in _refusal(current, catalog, rules)


def test_a_custom_cards_fault_names_its_place_once(
    exported: dict[str, Any], catalog: Catalog, rules: GuildRules
) -> None:
    """`account.custom_cards[0]: account.custom_cards[0]: mercenary ...`: the place
    was said twice (the set's source and the field are the same here)."""
    data = copy.deepcopy(exported)
    data["account"]["custom_cards"] = ["[set]\nid = 'x'\n"]
    message = _refusal(data, catalog, rules)
    assert message.count("account.custom_cards[0]") == 1, message
