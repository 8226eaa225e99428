"""Every text a guild file carries is bounded (issue 26, R-141): a friend's file with a
10,000-character text is refused whole, naming the field and its limit; nothing is
written, and the message never echoes the text."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store.guild_file import export_guild
from demloc.store.guild_file_check import ImportRefusedError
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.schema import Guild

LONG = "x" * 10_000


def _full(session: Session, guild: Guild, catalog: Catalog, rules: GuildRules) -> dict[str, Any]:
    """An export holding one of everything that carries a text."""
    g.change_wealth(session, guild, "gift", fame=5, feods=1000)
    merc = next(c for c in catalog.cards if isinstance(c, Mercenary))
    g.enlist(session, guild, merc.id, catalog, rules)
    g.record_mission(session, guild, "training", "won at the Chapel")
    data = export_guild(session, guild)
    data["guild"]["name"] = "Imported"
    return data


Field = tuple[str, Callable[[dict[str, Any]], None], int]
FIELDS: list[Field] = [
    ("guild.name", lambda d: d["guild"].update(name=LONG), 80),
    ("guild.uuid", lambda d: d["guild"].update(uuid=LONG), 36),
    ("guild.colour", lambda d: d["guild"].update(colour=LONG), 10),
    ("account.name", lambda d: d["account"].update(name=LONG), 80),
    ("account.sets[0]", lambda d: d["account"]["sets"].insert(0, LONG), 80),
    ("account.custom_cards[0]", lambda d: d["account"]["custom_cards"].insert(0, LONG * 3), 20_000),
    ("members[0].card", lambda d: d["members"][0].update(card=LONG), 80),
    ("members[0].status", lambda d: d["members"][0].update(status=LONG), 20),
    ("members[0].recovery", lambda d: d["members"][0].update(recovery=LONG), 200),
    ("ledger[0].reason", lambda d: d["ledger"][0].update(reason=LONG), 200),
    ("ledger[0].at", lambda d: d["ledger"][0].update(at=LONG), 40),
    ("missions[0].result", lambda d: d["missions"][0].update(result=LONG), 200),
    ("missions[0].mode", lambda d: d["missions"][0].update(mode=LONG), 20),
    ("missions[0].at", lambda d: d["missions"][0].update(at=LONG), 40),
    ("missions[0].winner", lambda d: d["missions"][0].update(winner=LONG), 10),
]


@pytest.mark.parametrize(("field", "change", "most"), FIELDS, ids=[f[0] for f in FIELDS])
def test_a_long_text_is_refused_naming_its_field_and_limit(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules,
    field: str, change: Callable[[dict[str, Any]], None], most: int,
) -> None:  # fmt: skip
    data = _full(session, guild, catalog, rules)
    change(data)
    with pytest.raises(ImportRefusedError) as refused:
        plan_import(session, data, catalog, rules, "friend.json")
    message = str(refused.value)
    assert message.startswith(f"friend.json: {field}: ")
    assert f"at most {most}" in message
    assert "xxxxxxxxxx" not in message  # the text itself is never echoed


def test_items_and_hostile_keys_are_bounded_too(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    data = _full(session, guild, catalog, rules)
    weapon = next(c.id for c in catalog.cards if isinstance(c, Weapon))
    for item in ({"kind": LONG, "card": weapon, "holder": None, "slot": ""},
                 {"kind": "weapon", "card": weapon, "holder": LONG, "slot": ""},
                 {"kind": "weapon", "card": weapon, "holder": None, "slot": LONG}):  # fmt: skip
        hostile = copy.deepcopy(data)
        hostile["items"] = [item]
        with pytest.raises(ImportRefusedError, match=r"items\[0\]\.\w+: .*at most") as refused:
            plan_import(session, hostile, catalog, rules, "friend.json")
        assert len(str(refused.value)) < 200
    keyed = copy.deepcopy(data)
    keyed["buildings"][LONG] = 1
    with pytest.raises(ImportRefusedError) as refused:
        plan_import(session, keyed, catalog, rules, "friend.json")
    assert len(str(refused.value)) < 200 and "not a building" in str(refused.value)


def test_the_longest_texts_the_app_writes_still_travel(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    """At the limits exactly: the round trip of this app's own export never fails."""
    data = _full(session, guild, catalog, rules)
    data["ledger"][0]["reason"] = "r" * 200
    data["members"][0]["recovery"] = "y" * 200
    data["missions"][0]["result"] = "w" * 200
    apply_import(session, plan_import(session, data, catalog, rules, "friend.json"))
