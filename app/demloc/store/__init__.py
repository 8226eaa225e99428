"""The store layer: persists the guilds in a database through SQLAlchemy 2.

Services take a Session and never commit it; the caller owns one transaction per user
action (STYLE.md). Only portable constructs, so a `postgresql://` URL works as well.

Above the store (the UI) a Session is a handle passed to the store's functions, and
Sessions (what `database.open_database` returns) opens one transaction per user action
(`with sessions.begin() as session:`): the UI imports no SQLAlchemy (tests/unit/
test_layers.py) and catches the store's errors only (errors.StoreError).
"""

from typing import TypeAlias

from sqlalchemy.orm import Session, sessionmaker

Sessions: TypeAlias = sessionmaker[Session]

__all__ = ["Session", "Sessions"]
