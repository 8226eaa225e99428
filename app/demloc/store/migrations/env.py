"""Alembic environment: runs on the connection `demloc.store.database` hands it."""

from alembic import context

from demloc.store.schema import Base

connection = context.config.attributes["connection"]
# Batch mode lets later migrations alter SQLite tables (which lack ALTER COLUMN).
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
