"""A faster `dataclasses.replace` for the frozen dataclasses the rules copy on every
event (the mission state, fighters, the map): the same new object, made without
calling the generated `__init__` once per field."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

# Per class: its field names when a plain copy of them makes what `__init__` would (a
# frozen dataclass with a __dict__, every field in __init__, no __post_init__), else None.
_PLANS: dict[type, tuple[tuple[str, ...], frozenset[str]] | None] = {}


def _plan(cls: type) -> tuple[tuple[str, ...], frozenset[str]] | None:
    if cls in _PLANS:
        return _PLANS[cls]
    plan: tuple[tuple[str, ...], frozenset[str]] | None = None
    params = getattr(cls, "__dataclass_params__", None)
    if (
        params is not None
        and params.frozen
        and not hasattr(cls, "__post_init__")
        and not hasattr(cls, "__slots__")
    ):
        fields = dataclasses.fields(cls)
        if all(f.init for f in fields):
            names = tuple(f.name for f in fields)
            plan = names, frozenset(names)
    _PLANS[cls] = plan
    return plan


def replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: only the fields are copied (never what a
    cache keeps in the object's __dict__)."""
    cls = type(obj)
    plan = _plan(cls)
    if plan is None or not changes.keys() <= plan[1]:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    names = plan[0]
    new = object.__new__(cls)
    old, into = obj.__dict__, new.__dict__
    if len(old) == len(names):
        # Only the fields (a frozen dataclass has each of them): copied at once.
        into.update(old)
        into.update(changes)
        return new
    for name in names:
        into[name] = changes[name] if name in changes else old[name]
    return new
