"""Alembic environment: runs on the connection `demloc.store.migrate` hands it.

That connection is already in its one transaction (BEGIN IMMEDIATE on SQLite, where
`demloc.store.transactions` takes over from the driver): creating the schema, or the whole
update to the newest version, commits once or not at all. Alembic opens no transaction
of its own and commits none.
"""

from alembic import context

from demloc.store.schema import Base

connection = context.config.attributes["connection"]
assert connection.in_transaction(), "migrations run inside the caller's transaction"
# Batch mode lets later migrations alter SQLite tables (which lack ALTER COLUMN).
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,
    transactional_ddl=True,
    transaction_per_migration=False,
)
with context.begin_transaction():
    context.run_migrations()
