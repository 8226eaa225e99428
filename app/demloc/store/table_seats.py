"""A shared table's rows (issue 30, store/schema_table.py): services that take a Session
and never commit. The host (net/host.py) calls them, and the table API calls `applied`
and `record` inside the transaction of the change a command makes, so a command is
applied and recorded together or not at all (a resend is answered, never applied
twice, even by another host on the same database)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from demloc.store.schema_table import TableCommand, TableGuest, TableReady, TableSeat, TableShare


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()


# ---- the share's token and the seats (R-190) -----------------------------------------------


def token(session: Session, setup_id: int) -> str:
    """The mission's join token ("": never shared)."""
    share = session.get(TableShare, setup_id)
    return share.token if share is not None else ""


def set_token(session: Session, setup_id: int, new: str) -> None:
    """The join token the next devices need: the one before it admits none (R-190)."""
    share = session.get(TableShare, setup_id)
    if share is None:
        session.add(TableShare(setup_id=setup_id, token=new))
    else:
        share.token = new
    session.flush()


def add_seat(session: Session, setup_id: int, secret: str, role: str, colour: str) -> None:
    session.add(TableSeat(setup_id=setup_id, digest=_digest(secret), role=role, colour=colour))
    session.flush()


def find_seat(session: Session, secret: str) -> tuple[int, str, str] | None:
    """The seat a device's secret names: (its mission, role, colour); None: no seat."""
    seat = session.scalar(select(TableSeat).where(TableSeat.digest == _digest(secret)))
    return None if seat is None else (seat.setup_id, seat.role, seat.colour)


def seated_colours(session: Session, setup_id: int) -> set[str]:
    """The colours that have a player's device admitted."""
    rows = session.scalars(
        select(TableSeat.colour).where(TableSeat.setup_id == setup_id, TableSeat.role == "player")
    )
    return set(rows)


# ---- the commands applied ----------------------------------------------------------------------


def applied(session: Session, setup_id: int, command: str) -> int | None:
    """The revision a command's acknowledgement named (None: never applied)."""
    return session.scalar(
        select(TableCommand.revision).where(
            TableCommand.setup_id == setup_id, TableCommand.command == command
        )
    )


def applied_by(session: Session, setup_id: int, command: str) -> tuple[int, str, bool] | None:
    """A command applied: (the revision its acknowledgement named, its sender, whether
    it changed the log); None: never applied."""
    row = session.execute(
        select(TableCommand.revision, TableCommand.sender, TableCommand.changed).where(
            TableCommand.setup_id == setup_id, TableCommand.command == command
        )
    ).first()
    return None if row is None else (row[0], row[1], row[2])


def record(
    session: Session, setup_id: int, command: str, sender: str, revision: int, *,
    changed: bool, what: str = "",
) -> None:  # fmt: skip
    """A command applied, in the transaction of its change (`changed`: it made
    `revision`; else it was answered at it, as a Next that only marked its player);
    `what` it did, in a few words."""
    session.add(TableCommand(setup_id=setup_id, command=command, sender=sender,
                             revision=revision, changed=changed, what=what[:120]))  # fmt: skip
    session.flush()


def made_by(session: Session, setup_id: int, after: int) -> dict[int, tuple[str, str]]:
    """Who made each revision past `after` through a command, and what it did (by
    colour); a revision missing here was made at the host (its own screen, or another
    program)."""
    rows = session.execute(
        select(TableCommand.revision, TableCommand.sender, TableCommand.what).where(
            TableCommand.setup_id == setup_id,
            TableCommand.changed.is_(True),
            TableCommand.revision > after,
        )
    )
    return {revision: (sender, what) for revision, sender, what in rows}


# ---- readiness in the set-up (R-187) -----------------------------------------------------------


def mark_ready(session: Session, setup_id: int, colour: str, epoch: int) -> None:
    """`colour` ready for the phase entered at step `epoch`; marks for another phase
    are dropped (a phase left and come back to by an undo starts with no one ready)."""
    session.execute(
        delete(TableReady).where(TableReady.setup_id == setup_id, TableReady.epoch != epoch)
    )
    row = session.get(TableReady, (setup_id, colour))
    if row is None:
        session.add(TableReady(setup_id=setup_id, colour=colour, epoch=epoch))
    else:
        row.epoch = epoch
    session.flush()


def ready(session: Session, setup_id: int, epoch: int) -> set[str]:
    """The colours ready for the phase entered at the set-up's step `epoch`."""
    rows = session.scalars(
        select(TableReady.colour).where(TableReady.setup_id == setup_id, TableReady.epoch == epoch)
    )
    return set(rows)


def clear_ready(session: Session, setup_id: int) -> None:
    """Every mark dropped: the phase they were for has moved on."""
    session.execute(delete(TableReady).where(TableReady.setup_id == setup_id))


# ---- guilds brought over the net (R-189) -------------------------------------------------------


def keep_guest(
    session: Session, setup_id: int, key: str, seated: dict[str, Any], guest: dict[str, Any]
) -> None:
    """A guild brought, as seated and as its file gives it to the hand-off; brought
    again (after it left the table), the newer copy."""
    text, kept = json.dumps(seated, sort_keys=True), json.dumps(guest, sort_keys=True)
    row = session.scalar(
        select(TableGuest).where(TableGuest.setup_id == setup_id, TableGuest.key == key)
    )
    if row is None:
        session.add(TableGuest(setup_id=setup_id, key=key, seated=text, guest=kept))
    else:
        row.seated, row.guest = text, kept
    session.flush()


def guests(session: Session, setup_id: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Every guild brought to the mission over the net: (as seated, its file's fields)."""
    rows = session.scalars(
        select(TableGuest).where(TableGuest.setup_id == setup_id).order_by(TableGuest.id)
    )
    return [(json.loads(r.seated), json.loads(r.guest)) for r in rows]
