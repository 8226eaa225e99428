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


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE mission_setup SET created_at = 'garbage' WHERE id = 1",
        "UPDATE mission_play SET created_at = 'garbage' WHERE id = 1",
    ],
)
@pytest.mark.xfail(
    strict=True,
    reason="review 31: resuming a mission (`demloc mission show`) is a ValueError "
    "traceback on a date changed outside DemLoc below the mark (store/missions.find_setup "
    "reads through the ORM, no check_rows: R-205)",
)
def test_a_mission_resumed_names_a_damaged_date_below_the_mark(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, statement: str
) -> None:
    from support.mission_cli import Cli

    cli = Cli(capsys, tmp_path / "club.sqlite3")
    cli.two_guilds()
    mission_id = cli.new()
    cli.to_ready(mission_id)
    cli.mission("play", str(mission_id))  # begun: a mission_play row
    cli.mission("show", str(mission_id))  # opened again: both rows below their marks
    _outside(tmp_path / "club.sqlite3", statement)
    line = cli.refused("mission", "show", str(mission_id))
    assert "holds a value DemLoc did not write" in line and "created_at" in line
