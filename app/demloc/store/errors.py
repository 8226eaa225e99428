"""The store's errors: what a caller above the store catches (StoreError and its kinds),
never a driver's."""

from __future__ import annotations

from demloc.errors import BadInputError


class StoreError(BadInputError):
    """A database that cannot be opened or used as it is."""


class DatabaseTooNewError(StoreError):
    """The database was written by a newer DemLoc; opening it could corrupt it."""


class DatabaseUnreadableError(StoreError):
    """The file is not a DemLoc database, or cannot be reached."""


class DatabaseDamagedError(DatabaseUnreadableError):
    """The file's tables or values are not what its schema version says."""


class DatabaseBusyError(StoreError):
    """Another process held the database's write lock for longer than we waited."""


class DatabaseFailedError(StoreError):
    """The database refused or failed a statement: the driver's error, said as the
    store's (transactions.on_error), so no caller above the store names SQLAlchemy."""


class ConstraintFailedError(DatabaseFailedError):
    """A row broke one of the schema's constraints (a unique name, a foreign key)."""


class WaitCancelledError(DatabaseBusyError):
    """The player stopped waiting for another process's write lock: nothing written."""
