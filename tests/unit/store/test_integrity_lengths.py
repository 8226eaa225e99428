"""A text DemLoc writes itself never makes the file look damaged (found in review of
issue 10: a custom set pasted whole at the City Gate runs past its column's length,
and the next start refused the whole database)."""

from __future__ import annotations

from pathlib import Path

from demloc.catalog.catalog import Catalog
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.integrity import tolerated_length
from demloc.store.starter import load_starter_content


def custom_set(count: int) -> str:
    head = (
        '[set]\nid = "long"\nname = "Long"\nbox = "Long"\nredeem_code = "LONG-1"\n'
        "provisional = true\n"
    )
    weapon = (
        '[[weapon]]\nid = "long-{n}"\nname = "Blade {n}"\ncount = 1\ntype = "sword"\n'
        'characteristic = "normal"\ngrip = "one-handed"\ndamage = 2\n'
    )
    return head + f"cards = {count}\n" + "".join(weapon.format(n=n) for n in range(count))


def test_a_long_custom_set_reopens(tmp_path: Path, catalog: Catalog) -> None:
    path = str(tmp_path / "long.sqlite3")
    sessions = open_database(path)
    text = custom_set(250)
    assert 20_000 < len(text) < tolerated_length(20_000)
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        lantern = g.find_guild(session, "The Red Lantern")
        g.add_custom_card(session, lantern.account, text, catalog)
    sessions.kw["bind"].dispose()
    again = open_database(path)  # refused as damaged before the fix
    with again.begin() as session:
        lantern = g.find_guild(session, "The Red Lantern")
        assert any(s.id == "long" for s in g.custom_sets(session, lantern.account))
