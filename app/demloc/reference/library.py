"""The rules reference as read once at start (issue 15): its sections, their index and
the rulings, or why the chapter files could not be read. Shared by the Rules view, its
page browser and the section links (ui/reference/)."""

from __future__ import annotations

import dataclasses
import functools

from demloc.reference.rulings import Ruling, load_rulings
from demloc.reference.search import Index
from demloc.reference.text import Reference, ReferenceFileError, load_reference


@dataclasses.dataclass(frozen=True)
class Library:
    """The reference as read at start: its sections, their index, the rulings; or why
    the chapter files could not be read."""

    reference: Reference
    index: Index
    rulings: dict[str, Ruling]
    problem: str = ""


@functools.cache
def library() -> Library:
    try:
        reference = load_reference()
        problem = ""
    except ReferenceFileError as error:
        reference, problem = Reference(()), str(error)
    return Library(reference, Index(reference), load_rulings(), problem)
