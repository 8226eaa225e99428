"""The table's correction (issue 34, RULINGS.md R-248): miniatures put back where the
table has them (a photo's accepted differences), all at once so two may swap. Not a
move: no movement spent, no token, activation or sub-phase changed; only where each
stands and faces. Refused, changing nothing, when a square is off the board, taken, or
one a miniature may not stand on, or the miniature is dead or gone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.errors import BoardError
from demloc.board.position import Character as Miniature
from demloc.missions.play.copies import replace
from demloc.missions.play.state import (
    Context,
    MissionState,
    board_of,
    facing_field,
    field,
    say,
    square_field,
)
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError

SOURCES = {"photo": "a photo", "table": "the table"}  # who said where they stand


def correct(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "correct", "miniatures": [{"character": id, "at": square, "facing":
    N|E|S|W}, ...], "source": "photo"|"table"}: each named miniature stands on its
    square with its facing (R-248), checked together as the board checks a map."""
    placed: dict[str, Any] = {}
    for entry in event["miniatures"]:
        item = entry | {"kind": "correct"}
        cid = field(item, "character")
        fighter = state.fighter(cid)
        if cid in placed:
            raise IllegalActionError(f"{fighter.name} is corrected twice in one correction")
        if fighter.dead or fighter.escaped:
            gone = "dead" if fighter.dead else "gone from the board"
            raise IllegalActionError(f"{fighter.name} is {gone}: no square to correct (R-248)")
        miniature = state.board_map.character(cid)
        if miniature is None:
            raise IllegalActionError(f"{fighter.name} is not on the board (R-248)")
        placed[cid] = replace(
            miniature, at=square_field(item, "at"), facing=facing_field(item, "facing")
        )
    characters = tuple(placed.get(c.id, c) for c in state.board_map.characters)
    after = replace(state, board_map=state.board_map.with_characters(characters))
    try:
        board_of(after, ctx)
    except BoardError as error:
        raise IllegalActionError(f"the correction cannot stand: {error} (R-248)") from None
    source = SOURCES[str(event.get("source", "table"))]
    before = {c.id: c for c in state.board_map.characters}
    moves = ", ".join(
        f"{state.fighter(cid).name} {_change(before[cid], m)}" for cid, m in placed.items()
    )
    return say(after, f"Table correction: {moves} ({source})")


def _change(was: Miniature, now: Miniature) -> str:
    """ "F6 → F7"; "F6 facing N → F7 facing E" when the facing changes too."""
    if was.facing is now.facing:
        return f"{was.at.name} → {now.at.name}"
    return f"{was.at.name} facing {was.facing.name} → {now.at.name} facing {now.facing.name}"
