"""Review of issue 31 (R-203, R-205): a value changed in place outside DemLoc below its
table's mark must be a store error naming it wherever it is read, never a traceback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from demloc.cli import main
from demloc.store.database import open_database
from demloc.store.schema import Account, CustomCard, Guild, Item
from support.starter import starter


def _outside(path: Path, statement: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(statement)
    db.close()


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


EVERY_DAY = """
[[event]]
id = "always-a-choice"
kind = "choice"
odds = 100
title = "A stranger's wager"
text = "A stranger bets 5 feods you cannot find him by nightfall."
answer_hours = 12

[[event.option]]
id = "take"
label = "Take the bet"
text = "You find him in the third tavern."
feods = 5

[[event.option]]
id = "pass"
label = "Let him go"
text = "He goes off laughing."
default = true
"""


@pytest.mark.parametrize(
    ("table", "statement"),
    [
        ("city_task", "UPDATE city_task SET due_at = 'garbage' WHERE id = 1"),
        ("city_task", "UPDATE city_task SET outcome = X'FF' WHERE id = 1"),
        ("city_event", "UPDATE city_event SET day = 'garbage' WHERE id = 1"),
        ("city_event", "UPDATE city_event SET drawn = X'00' WHERE id = 1"),
        ("city_known_spot", "UPDATE city_known_spot SET since = 'garbage' WHERE id = 1"),
    ],
)
def test_the_city_names_a_damaged_row_below_the_mark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], table: str, statement: str
) -> None:
    from demloc.city.rules import FILE_NAME
    from demloc.cli.city import REFUSED
    from demloc.paths import resources_dir, user_data_dir
    from demloc.store import city as c

    # The app's city rules with one event drawn every day (as test_cli_city's CHOICE):
    # the events' table is never empty, whatever the seed.
    text = (resources_dir() / FILE_NAME).read_text(encoding="utf-8")
    own = user_data_dir() / FILE_NAME
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(text[: text.index("# ---- random city events")] + EVERY_DAY, encoding="utf-8")
    c.city_data.cache_clear()
    path = tmp_path / "city.sqlite3"
    starter(path)

    def city(*args: str) -> tuple[int, str]:
        capsys.readouterr()
        code = main(["--db", str(path), "city", *args])
        return code, capsys.readouterr().err

    assert city("status", "--now", "2026-03-01T12:00:00Z")[0] == 0
    assert city("send", "grey-tower", "4", "--now", "2026-03-01T12:00:00Z")[0] == 0
    assert city("send", "salt-market", "magda thorne", "--now", "2026-03-01T12:00:00Z")[0] == 0
    assert city("status", "--now", "2026-03-09T12:00:00Z")[0] == 0  # settled, events drawn
    assert city("status", "--now", "2026-03-09T12:00:00Z")[0] == 0  # all below the marks
    _outside(path, statement)
    code, errors = city("status", "--now", "2026-03-10T12:00:00Z")
    assert code == REFUSED and errors.count("\n") == 1, errors  # the city's refusal: 2
    assert f"holds a value DemLoc did not write: table {table}, row 1" in errors
    c.city_data.cache_clear()


def test_written_results_name_a_damaged_date_below_the_mark(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from support.mission_cli import Cli

    cli = Cli(capsys, tmp_path / "club.sqlite3")
    cli.two_guilds()
    mission_id = cli.ended()
    cli.mission("write", str(mission_id))
    cli.mission("results", str(mission_id))  # opened again: the result below its mark
    _outside(tmp_path / "club.sqlite3", "UPDATE mission_result SET written_at = 'garbage'")
    line = cli.refused("mission", "results", str(mission_id))
    assert "holds a value DemLoc did not write: table mission_result" in line
