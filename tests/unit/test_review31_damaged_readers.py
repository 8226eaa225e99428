"""Review of issue 31 (R-203, R-205): a value changed in place outside DemLoc below its
table's mark must be a store error naming it wherever it is read, never a traceback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from demloc.cli import main
from demloc.store.database import open_database
from demloc.store.schema import Account, CustomCard, Guild, Item


def _outside(path: Path, statement: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(statement)
    db.close()


@pytest.mark.xfail(
    strict=True,
    reason="review 31: `demloc guild roster` is a TypeError traceback on a custom card's "
    "text changed outside DemLoc below the mark (guilds.cards.guild_cards checks no rows)",
)
def test_the_roster_names_a_held_custom_cards_damaged_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "campaign.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        guild = Guild(name="Ashen Hand", colour="red", account=Account(name="Player"))
        session.add(guild)
        session.flush()
        for n in range(2):  # two custom weapons the guild keeps in its armory
            session.add(CustomCard(account_id=guild.account_id, card_id=f"c{n}",
                                   text=f"# card {n}"))  # fmt: skip
            session.add(Item(guild_id=guild.id, kind="weapon", card_id=f"c{n}"))
    sessions.kw["bind"].dispose()
    open_database(str(path)).kw["bind"].dispose()  # checked once: below the mark now
    _outside(path, "UPDATE custom_card SET text = X'FF00' WHERE id = 2")
    capsys.readouterr()
    code = main(["--db", str(path), "guild", "roster", "Ashen Hand",
                 "-o", str(tmp_path / "roster.pdf")])  # fmt: skip
    errors = capsys.readouterr().err
    assert code == 1, errors
    assert "table custom_card, row 2: text" in errors
