"""Migration 0007 (issue 13): the missions in play before it get an identity each (a
UUID, distinct), keep their status, and the database opens at the head; it goes down
to 0006 and up again. SQLite and PostgreSQL."""

from __future__ import annotations

import datetime

from alembic import command
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.pool import NullPool

from demloc.store.database import open_database
from demloc.store.migrate import alembic_config
from demloc.store.schema_play import PLAY_STATUSES


def test_old_plays_get_a_uuid_each_and_keep_their_status(database_url: str) -> None:
    open_database(database_url).kw["bind"].dispose()
    engine = create_engine(database_url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0006")
        with engine.connect() as connection:
            columns = {c["name"] for c in inspect(connection).get_columns("mission_play")}
            assert "uuid" not in columns
            assert "mission_result" not in inspect(connection).get_table_names()
        now = datetime.datetime(2026, 12, 1)
        with engine.begin() as connection:
            for status in ("playing", "ended", "abandoned"):
                connection.execute(
                    text(
                        "INSERT INTO mission_play (created_at, mission_id, status, charged, "
                        "setup) VALUES (:at, 'old', :status, false, '{}')"
                    ),
                    {"at": now, "status": status},
                )
        open_database(database_url).kw["bind"].dispose()  # up to the head
        with engine.connect() as connection:
            rows = connection.execute(
                text("SELECT uuid, status, guests FROM mission_play ORDER BY id")
            ).all()
            assert "mission_result" in inspect(connection).get_table_names()
        assert [r[1] for r in rows] == ["playing", "ended", "abandoned"]
        assert len({r[0] for r in rows}) == 3 and all(len(r[0]) == 36 for r in rows)
        assert [r[2] for r in rows] == ["", "", ""]
        assert set(PLAY_STATUSES) == {"playing", "ended", "abandoned", "resolved"}
    finally:
        engine.dispose()
