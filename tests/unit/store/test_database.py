"""Opening the guild database: creation, first-start content, version check, bad files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.store.database import open_database
from demloc.store.errors import (
    ConstraintFailedError,
    DatabaseFailedError,
    DatabaseTooNewError,
    DatabaseUnreadableError,
)
from demloc.store.guilds import GuildRuleError, change_wealth
from demloc.store.schema import MAX_WEALTH, Account, Guild, Member, RedeemedSet
from demloc.store.starter import (
    STARTER_GUILD,
    active_guild,
    load_starter_content,
    redeemed_set_ids,
)
from demloc.store.url import database_url


def _head() -> str:
    from alembic.script import ScriptDirectory

    from demloc.store.migrate import MIGRATIONS

    head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
    assert head is not None
    return head


def _revision(path: Path) -> str:
    with sqlite3.connect(path) as db:
        return db.execute("select version_num from alembic_version").fetchone()[0]


def test_first_open_creates_the_schema_and_starter_content(
    tmp_path: Path, catalog: Catalog
) -> None:
    path = tmp_path / "nested" / "guilds.sqlite3"
    sessions = open_database(str(path))
    assert path.exists() and _revision(path) == _head()
    with sessions.begin() as session:
        assert load_starter_content(session, catalog) is True
    with sessions.begin() as session:
        assert load_starter_content(session, catalog) is False  # only on an empty database
        assert session.scalar(select(func.count()).select_from(Account)) == 1
        guild = active_guild(session)
        assert guild is not None and guild.name == STARTER_GUILD and guild.colour == "red"
        # The Rise of Guilds box is redeemed, every set once (6.2 City Gate).
        assert redeemed_set_ids(session, guild.account_id) == {s.id for s in catalog.sets}


def test_reopening_keeps_what_was_saved(database_url: str, catalog: Catalog) -> None:
    with open_database(database_url).begin() as session:
        load_starter_content(session, catalog)
        session.add(Guild(name="Second", colour="blue", account_id=1))
    with open_database(database_url).begin() as session:
        assert session.scalar(select(func.count()).select_from(Guild)) == 2


def test_foreign_keys_are_enforced(database_url: str) -> None:
    sessions = open_database(database_url)
    with pytest.raises(ConstraintFailedError), sessions.begin() as session:
        session.add(RedeemedSet(account_id=999, set_id="rog-core"))


def test_a_driver_error_is_the_stores_own(database_url: str) -> None:
    """Issue 28: what the database refuses reaches the UI as a StoreError naming the
    database, never SQLAlchemy's error (the UI imports no SQLAlchemy)."""
    sessions = open_database(database_url)
    with pytest.raises(DatabaseFailedError) as raised, sessions.begin() as session:
        session.execute(text("select * from no_such_table"))
    assert "no_such_table" in str(raised.value)
    assert "refused this action" in str(raised.value)


def test_a_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    open_database(str(path))
    with sqlite3.connect(path) as db:
        db.execute("update alembic_version set version_num = '9999_from_the_future'")
    before = path.read_bytes()
    with pytest.raises(DatabaseTooNewError, match="newer DemLoc Companion") as caught:
        open_database(str(path))
    assert "9999_from_the_future" in str(caught.value)
    assert path.read_bytes() == before
    assert _revision(path) == "9999_from_the_future"


def test_a_file_that_is_not_a_database_is_named(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("my shopping list\n" * 200)
    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadableError, match="cannot be opened") as caught:
        open_database(str(path))
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before


def test_database_url_from_path_or_url(tmp_path: Path) -> None:
    assert database_url(str(tmp_path / "a.db")) == f"sqlite:///{tmp_path / 'a.db'}"
    assert database_url("postgresql://u@host/demloc") == "postgresql://u@host/demloc"
    with pytest.raises(DatabaseUnreadableError, match="not a database URL"):
        database_url("nonsense://:::")
    assert database_url(None).endswith("demloc.sqlite3")


@pytest.mark.parametrize(
    "query",
    ["{path}?mode=ro", "file:{path}?mode=ro&uri=true", "{path}?mode=rw&cache=shared",
     "{path}?immutable=1"],
)  # fmt: skip
def test_a_sqlite_url_with_options_is_refused_and_nothing_written_r_164(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, query: str
) -> None:
    """Issue 27, item 9: `?mode=ro` was dropped by the driver and the app created and wrote
    the file. DemLoc writes as it opens a database: an option it cannot honour is refused
    by name, and no file or folder is made (RULINGS.md R-164)."""
    monkeypatch.chdir(tmp_path)
    url = "sqlite:///" + query.format(path=tmp_path / "ro.sqlite3")
    with pytest.raises(DatabaseUnreadableError) as caught:
        open_database(url)
    message = str(caught.value)
    assert message.startswith("sqlite:///") and "ro.sqlite3" in message.split(": ")[0]
    assert "a SQLite database takes no options here" in message
    if "mode=ro" in query:
        assert "cannot open a database read-only" in message
    assert list(tmp_path.iterdir()) == []


def test_a_url_without_its_driver_is_named() -> None:
    with pytest.raises(DatabaseUnreadableError, match="cannot use nosuchdb://"):
        open_database("nosuchdb://host/x")


def test_an_older_database_is_backed_up_and_migrated(tmp_path: Path) -> None:
    # The first schema, as the first release wrote it, then opened by this app.
    from alembic import command
    from sqlalchemy import create_engine

    from demloc.store.migrate import alembic_config

    path = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
        connection.exec_driver_sql(
            "insert into account (name, created_at) values ('Old', '2026-01-01')"
        )
    engine.dispose()
    assert _revision(path) == "0001"
    sessions = open_database(str(path))
    assert _revision(path) == _head()
    assert (tmp_path / f"old.sqlite3.before-{_head()}.bak").exists()
    with sessions.begin() as session:
        assert session.scalar(select(Account.name)) == "Old"


def test_a_file_name_with_url_characters_is_that_file(tmp_path: Path) -> None:
    # Bad input: '?' and '%20' belong to the file name, not to a URL.
    from sqlalchemy.engine import make_url

    from demloc.store.url import shown

    for name in ("what?.sqlite3", "a%20b.sqlite3"):
        path = tmp_path / name
        open_database(str(path))
        assert path.exists() and make_url(database_url(str(path))).database == str(path)
    assert shown("postgresql://u:secret@host/db") == "postgresql://u:***@host/db"


def test_a_database_missing_a_table_is_named_not_a_traceback(
    tmp_path: Path, catalog: Catalog
) -> None:
    from demloc.ui.application import build_context

    path = tmp_path / "broken.sqlite3"
    build_context(str(path))
    with sqlite3.connect(path) as connection:
        connection.execute("DROP TABLE app_setting")
    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadableError, match="cannot be opened as a DemLoc database"):
        build_context(str(path))
    assert path.read_bytes() == before


def _damage(tmp_path: Path, *statements: str) -> Path:
    """A whole database with a guild, then changed outside DemLoc by `statements`."""
    path = tmp_path / "damaged.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        session.add(Account(name="Player"))
        session.flush()
        session.add(Guild(name="Ashen Hand", colour="red", account_id=1))
    # Closed, and the changes checkpointed into the file: a connection left open would
    # checkpoint its write-ahead log whenever it is collected, changing the file's bytes.
    engine = sessions.kw["bind"]
    engine.dispose()
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


def _refused(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """The store and `demloc guild list` refuse the file with one message naming it."""
    from demloc.cli import main

    before = path.read_bytes()
    with pytest.raises(DatabaseUnreadableError) as caught:
        open_database(str(path))
    message = str(caught.value)
    assert str(path) in message and "the database was not changed" in message
    capsys.readouterr()
    assert main(["--db", str(path), "guild", "list"]) == 1
    out, errors = capsys.readouterr()
    assert out == "" and errors == f"demloc guild: {message}\n"
    assert path.read_bytes() == before
    return message


def _named_by_check(path: Path, capsys: pytest.CaptureFixture[str], *, opens: bool) -> str:
    """`demloc db check` names what is wrong with the file, and changes nothing. With
    `opens`, the store opens it (a mission log: no log value is read at open, issue 28);
    else opening refuses it with the same words (`_refused`)."""
    from demloc.cli import main

    before = path.read_bytes()
    if opens:
        open_database(str(path)).kw["bind"].dispose()
    else:
        _refused(path, capsys)
    capsys.readouterr()
    assert main(["--db", str(path), "db", "check"]) == 1
    out, errors = capsys.readouterr()
    assert out == "" and "holds values DemLoc did not write" in errors
    assert "the database was not changed" in errors
    assert path.read_bytes() == before
    return errors


def test_two_schema_versions_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _damage(tmp_path, "INSERT INTO alembic_version VALUES ('0001')")
    message = _refused(path, capsys)
    assert "alembic_version) holds 2 versions (" in message and "0001" in message


@pytest.mark.parametrize("table", ["guild", "ledger_entry", "member"])
def test_a_missing_table_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], table: str
) -> None:
    path = _damage(tmp_path, "PRAGMA foreign_keys=OFF", f"DROP TABLE {table}")
    assert f"table {table} is missing (schema version {_head()})" in _refused(path, capsys)


def test_a_missing_column_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _damage(tmp_path, "ALTER TABLE guild DROP COLUMN colour")
    assert "column guild.colour is missing" in _refused(path, capsys)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ("UPDATE guild SET name = CAST(x'41ff4c' AS TEXT)", "name is not valid UTF-8 text"),
        ("UPDATE guild SET feods = x'00ff'", "feods is not a whole number (a blob value"),
        ("UPDATE guild SET fame = 'lots'", "fame is not a whole number (a text value"),
        ("UPDATE guild SET created_at = '2026-02-30 10:00:00'", "created_at is not a date"),
        ("UPDATE guild SET created_at = 20260101", "created_at is not a date"),
        ("UPDATE guild SET name = printf('%.*c', 10000000, 'x')",
         "name is longer than 1320 (a text value of 10,000,000 characters)"),
        ("UPDATE guild SET colour = 'purple'", "colour is not one of red, blue, yellow, green"),
        ("UPDATE guild SET feods = 9223372036854775807",
         "feods is outside 0 to 1,000,000,000"),
        ("UPDATE guild SET feods = -1", "feods is outside 0 to 1,000,000,000"),
        ("UPDATE guild SET fame = -1000000001", "fame is outside -1,000,000,000"),
    ],
)  # fmt: skip
def test_values_written_outside_demloc_are_named_at_open_and_by_db_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, named: str
) -> None:
    import time

    path = _damage(tmp_path, change)
    began = time.monotonic()
    message = _named_by_check(path, capsys, opens=False)
    assert time.monotonic() - began < 10  # no hang on a 10 MB name (opened twice)
    assert f"table guild, row 1: {named}" in message


def test_a_member_status_written_outside_demloc_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        account = Account(name="Player")
        guild = Guild(name="G", colour="red", account=account)
        session.add(Member(guild=guild, card_id="x"))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE member SET status = 'on holiday'")
    assert "table member, row 1: status is not one of ready, exploring" in _named_by_check(
        path, capsys, opens=False
    )


def test_a_mission_logs_value_is_left_to_db_check_at_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 28: opening scans every table but the mission logs (their 20,000 rows were
    most of a long campaign's start); `demloc db check` names a value there."""
    path = _damage(
        tmp_path,
        "PRAGMA foreign_keys=OFF",
        "INSERT INTO mission_play_event (play_id, seq, text, undone, at) "
        "VALUES (1, 1, CAST(x'41ff' AS TEXT), 0, '2026-01-01 10:00:00')",
    )
    message = _named_by_check(path, capsys, opens=True)
    assert "table mission_play_event, row 1: text is not valid UTF-8 text" in message


def test_wealth_never_passes_its_bound(session: Session, guild: Guild) -> None:
    change_wealth(session, guild, "a hoard", feods=MAX_WEALTH - guild.feods)
    with pytest.raises(GuildRuleError, match="no guild holds more than 1,000,000,000"):
        change_wealth(session, guild, "one more", feods=1)
    assert guild.feods == MAX_WEALTH


def test_text_that_is_not_utf8_reads_as_replacement_characters(tmp_path: Path) -> None:
    # Written by another process after this one opened the file: shown, not a traceback.
    path = tmp_path / "g.sqlite3"
    sessions = open_database(str(path))
    with sessions.begin() as session:
        session.add(Account(name="Player"))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE account SET name = CAST(x'41ff' AS TEXT)")
    with sessions.begin() as session:
        assert session.scalar(select(Account.name)) == "A\ufffd"
