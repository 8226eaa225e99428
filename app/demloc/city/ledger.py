"""A ledger line the city asks the store to write (issue 14: "through the ledger, one
line per collection naming the point"). The store's ledger keeps fame, feods and blood
stones with a reason (store/schema.py LedgerEntry); a line here is one amount of one of
them, signed, with the reason in words naming the spot or the event."""

from __future__ import annotations

import dataclasses
from typing import Literal

Resource = Literal["fame", "feods", "blood_stones"]
RESOURCES: tuple[Resource, ...] = ("fame", "feods", "blood_stones")
REASON_CHARS = 200  # the ledger's reason column


@dataclasses.dataclass(frozen=True)
class Line:
    amount: int  # signed: a cost is negative
    kind: Resource
    why: str

    def __post_init__(self) -> None:
        if self.kind not in RESOURCES:
            raise ValueError(f"kind: '{self.kind}' is not one of {', '.join(RESOURCES)}")
        if not self.why or len(self.why) > REASON_CHARS:
            raise ValueError(f"why: 1 to {REASON_CHARS} characters")


def lines(why: str, **amounts: int) -> tuple[Line, ...]:
    """One line per resource whose amount is not 0, in the ledger's order."""
    reason = why if len(why) <= REASON_CHARS else why[: REASON_CHARS - 1] + "…"
    return tuple(Line(amounts[k], k, reason) for k in RESOURCES if amounts.get(k, 0) != 0)
