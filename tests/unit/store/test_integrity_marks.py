"""Opening checks the rows written since the last open, not every stored value (issue 31,
R-203): a mark per table (the highest rowid checked clean) kept in the database and
moved in the open's transaction; the small tables whole; `demloc db check` every row;
a reader's rows checked as it reads them (`integrity.check_rows`). SQLite only: a server
keeps each value in its column's type."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import insert

from demloc.store import integrity
from demloc.store.database import open_database
from demloc.store.errors import DatabaseDamagedError, DatabaseUnreadableError
from demloc.store.schema import Account, Guild, LedgerEntry


def _campaign(path: Path, lines: int) -> None:
    sessions = open_database(str(path))
    with sessions.begin() as session:
        session.add(Guild(name="Ashen Hand", colour="red", account=Account(name="Player")))
        session.flush()
        session.execute(
            insert(LedgerEntry),
            [{"guild_id": 1, "reason": f"Upkeep, week {n}", "feods": -3} for n in range(lines)],
        )
    sessions.kw["bind"].dispose()


def _outside(path: Path, *statements: str) -> None:
    with sqlite3.connect(path) as db:
        for statement in statements:
            db.execute(statement)
    db.close()


def _opened(path: Path) -> None:
    open_database(str(path)).kw["bind"].dispose()


def _marks(path: Path) -> dict[str, str]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT key, value FROM app_setting WHERE key LIKE 'checked:%'")
        found = {key.removeprefix("checked:"): value for key, value in rows}
    db.close()
    return found


def test_an_open_checks_the_rows_written_since_the_last_not_every_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before issue 31 every open read every ledger line's reason (390 ms on a campaign
    of 100,000 lines); now the lines added since the last open, and the small tables."""
    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 2000)
    _opened(path)  # checks the 2,000 lines once, and marks them
    assert _marks(path)["ledger_entry"] == "2000"
    _outside(path, "INSERT INTO ledger_entry (guild_id, at, reason, fame, feods, blood_stones) "
             "SELECT guild_id, at, reason, 0, 1, 0 FROM ledger_entry LIMIT 3")  # fmt: skip
    texts: list[object] = []
    real = integrity._bad_utf8

    def counted(value: object) -> int:
        texts.append(value)
        return real(value)

    monkeypatch.setattr(integrity, "_bad_utf8", counted)
    _opened(path)
    reasons = [t for t in texts if isinstance(t, bytes) and t.startswith(b"Upkeep")]
    assert len(reasons) == 3, len(reasons)  # 2,003 before the fix
    assert _marks(path)["ledger_entry"] == "2003"


def test_a_bad_value_written_since_the_last_open_is_refused_and_the_mark_stays(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    _opened(path)
    _outside(path, "INSERT INTO ledger_entry (guild_id, at, reason, fame, feods, blood_stones) "
             "VALUES (1, '2026-01-01 10:00:00', 'a hoard', 0, x'00ff', 0)")  # fmt: skip
    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadableError) as caught:
        _opened(path)
    assert "table ledger_entry, row 11: feods is not a whole number" in str(caught.value)
    assert path.read_bytes() == before and _marks(path)["ledger_entry"] == "10"


def test_rows_deleted_from_the_top_and_written_again_are_checked_again(tmp_path: Path) -> None:
    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    _opened(path)
    _outside(path, "DELETE FROM ledger_entry WHERE id > 5")
    _opened(path)  # the mark comes down to the rows there are
    assert _marks(path)["ledger_entry"] == "5"
    _outside(path, "INSERT INTO ledger_entry (guild_id, at, reason, fame, feods, blood_stones) "
             "VALUES (1, 'yesterday', 'a hoard', 0, 1, 0)")  # fmt: skip
    with pytest.raises(
        DatabaseUnreadableError, match="table ledger_entry, row 6: at is not a date"
    ):
        _opened(path)


def test_a_mark_written_outside_demloc_that_is_not_a_number_checks_the_table_whole(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    _opened(path)
    _outside(
        path,
        "UPDATE ledger_entry SET reason = CAST(x'41ff' AS TEXT) WHERE id = 2",
        "UPDATE app_setting SET value = 'lots' WHERE key = 'checked:ledger_entry'",
    )
    with pytest.raises(DatabaseUnreadableError, match="ledger_entry, row 2: reason is not valid"):
        _opened(path)


def test_a_value_changed_in_place_below_the_mark_is_named_by_db_check_and_its_reader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """What opening no longer finds (R-203): the row's reader says it, as a store error
    naming the table, row and column, and `demloc db check` names it."""
    from demloc.cli import main

    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    _opened(path)
    _outside(path, "UPDATE ledger_entry SET at = 'last spring' WHERE id = 4")
    sessions = open_database(str(path))  # opens: row 4 was checked clean before
    with sessions.begin() as session:
        connection = session.connection()
        integrity.check_rows(connection, "ledger_entry", "guild_id = ? AND id < 4", (1,))
        with pytest.raises(DatabaseDamagedError) as caught:
            integrity.check_rows(connection, "ledger_entry", "guild_id = ?", (1,))
    sessions.kw["bind"].dispose()
    message = str(caught.value)
    assert str(path) in message and "demloc db check" in message
    assert "table ledger_entry, row 4: at is not a date and time (a text value of 11" in message
    capsys.readouterr()
    assert main(["--db", str(path), "db", "check"]) == 1
    assert "table ledger_entry, row 4: at is not a date" in capsys.readouterr().err


def test_a_guild_shown_or_exported_names_a_value_changed_in_place_below_the_mark(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """R-205: `demloc guild show` and `export` read the whole ledger, history and custom
    cards (store/guild_file.py): a store error naming the value, never a traceback."""
    from demloc.cli import main

    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    _opened(path)
    _outside(path, "UPDATE ledger_entry SET at = 'soon' WHERE id = 4")
    for command in (["show", "Ashen Hand"], ["export", "Ashen Hand", "-o", str(tmp_path / "g")]):
        capsys.readouterr()
        assert main(["--db", str(path), "guild", *command]) == 1
        out, errors = capsys.readouterr()
        assert out == "" and errors.count("\n") == 1, errors
        assert "holds a value DemLoc did not write: table ledger_entry, row 4: at is not" in errors
    assert not (tmp_path / "g").exists()


def test_a_custom_card_changed_in_place_below_the_mark_is_named_by_its_reader(
    tmp_path: Path,
) -> None:
    """R-205: the account's custom cards are read for every card it may field
    (guilds.collection, the Guild view's and the roster's): a blob where a card's text
    belongs is a store error naming it (it was a TypeError from sorting bytes with
    text)."""
    from demloc.catalog.catalog import load_catalog
    from demloc.paths import builtin_sets_dir
    from demloc.store import guilds
    from demloc.store.schema import CustomCard

    path = tmp_path / "campaign.sqlite3"
    _campaign(path, 10)
    sessions = open_database(str(path))
    with sessions.begin() as session:
        session.add_all(
            CustomCard(account_id=1, card_id=f"c{n}", text=f"# card {n}") for n in range(3)
        )
    sessions.kw["bind"].dispose()
    _opened(path)  # the cards checked once, below the mark now
    _outside(path, "UPDATE custom_card SET text = X'FF00' WHERE id = 2")
    catalog = load_catalog([builtin_sets_dir()])
    sessions = open_database(str(path))
    damaged = pytest.raises(DatabaseDamagedError, match="table custom_card, row 2: text")
    with damaged, sessions.begin() as session:
        guilds.collection(session, guilds.find_guild(session, "Ashen Hand").account, catalog)
    sessions.kw["bind"].dispose()
