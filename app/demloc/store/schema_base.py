"""What every table module builds on: the declarative base, and the defaults of the
columns they share. Apart from schema.py, which imports every table module, so that a
table module never imports the module that imports it (issue 28: no import cycle)."""

from __future__ import annotations

import datetime
import uuid

from sqlalchemy.orm import DeclarativeBase


def now() -> datetime.datetime:
    # Naive UTC: portable across SQLite and PostgreSQL DateTime columns.
    return datetime.datetime.now(datetime.UTC).replace(tzinfo=None)


def new_uuid() -> str:
    return str(uuid.uuid4())


class Base(DeclarativeBase):
    pass
