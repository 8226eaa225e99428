"""The out-of-control card (5.6): where a stray effect lands around a target.

The card lies on the target with its marker turned towards the shooter, and a d10
picks a square of the 3x3 block around the target (RULINGS.md R-22):

    7 8 9      the far row, away from the shooter
    4 5 6      5 is the target itself: no effect
    1 2 3      the near row, towards the shooter; 10: roll again
"""

from __future__ import annotations

from demloc.board.board import Board, Terrain
from demloc.board.errors import BoardError
from demloc.board.position import Character
from demloc.board.squares import NEIGHBOURS, Facing, Square, relative
from demloc.board.steps import neighbour

NO_EFFECT = 5
ROLL_AGAIN = 10

# Result -> (squares away from the shooter, squares to the right as seen from the shooter)
_LAYOUT = {
    1: (-1, -1), 2: (-1, 0), 3: (-1, 1),
    4: (0, -1), 6: (0, 1),
    7: (1, -1), 8: (1, 0), 9: (1, 1),
}  # fmt: skip


def card_facing(source: Square, target: Square) -> Facing:
    """The direction from the shooter to the target, snapped to the grid.

    On an exact diagonal the card lies along the rows (north or south) (R-22).
    """
    dx, dy = target.x - source.x, target.y - source.y
    if dx == 0 and dy == 0:
        raise BoardError("the out-of-control card needs a source apart from its target")
    if abs(dy) >= abs(dx):
        return Facing.S if dy > 0 else Facing.N
    return Facing.E if dx > 0 else Facing.W


def stray_square(source: Square, target: Square, roll: int) -> Square | None:
    """The square a d10 `roll` sends the effect to; None for 5 (no effect).

    Raises BoardError for 10 (roll again) and for anything that is not a d10 result.
    """
    if roll == NO_EFFECT:
        return None
    if roll == ROLL_AGAIN:
        raise BoardError("10 on the out-of-control card: roll the d10 again (5.6)")
    if roll not in _LAYOUT:
        raise BoardError(f"{roll} is not a d10 result (1-10)")
    away, right = _LAYOUT[roll]
    return target.step(*relative(card_facing(source, target), away, right))


def directions(source: Square, target: Square) -> dict[int, Square | None]:
    """Every result 1-9 and the square it gives (5 gives None)."""
    return {roll: stray_square(source, target, roll) for roll in range(1, 10)}


def stray_occupants(board: Board, source: Square, target: Square) -> dict[int, str | None]:
    """Per d10 result 1-9, the id of the character standing where it sends a stray shot
    (7.2.2.2, 5.6), or None: 5, off the map, or nobody there."""
    answer: dict[int, str | None] = {}
    for roll, square in directions(source, target).items():
        occupant = (
            board.occupant.get(board.index(square))
            if square is not None and board.contains(square)
            else None
        )
        answer[roll] = occupant.id if occupant is not None else None
    return answer


def possessed_walk(
    board: Board, character: Character, roll: int, points: int
) -> tuple[list[Square], bool]:
    """Where a possessed character walks (7.2.3): the card laid on him, its marker the way
    he faces (RULINGS.md R-32), he goes straight in the direction rolled, spending his
    movement points (1 a square, 2 diagonally, +1 over partially walkable ground) until
    something stops him. Returns the squares entered and whether he left the board.
    """
    if roll == NO_EFFECT:
        return [], False
    if roll == ROLL_AGAIN:
        raise BoardError("10 on the out-of-control card: roll the d10 again (5.6)")
    if roll not in _LAYOUT:
        raise BoardError(f"{roll} is not a d10 result (1-10)")
    dx, dy = relative(character.facing, *_LAYOUT[roll])
    direction = NEIGHBOURS.index((dx, dy))
    occupied = {i for i, c in board.occupant.items() if c.id != character.id}
    step_cost = 2 if dx and dy else 1
    at, left = character.at, points
    path: list[Square] = []
    while left >= step_cost:
        ahead = at.step(dx, dy)
        i = board.index(at)
        if not board.contains(ahead):
            # Off the map edge, not through a wall or window: he leaves the board.
            sides = [f for f in Facing if f.vector in ((dx, 0), (0, dy))]
            walled = any(board.edge(at, f).stops_movement for f in sides)
            return path, not walled
        j = neighbour(board, i, direction)
        if j < 0 or j in occupied or board.terrain[j] is Terrain.BLOCKED:
            break
        cost = step_cost + (1 if board.terrain[j] is Terrain.PARTIAL else 0)
        if cost > left:
            break
        left -= cost
        at = ahead
        path.append(at)
    # No one stops on partially walkable ground: step back to the last free square.
    while path and board.terrain[board.index(path[-1])] is not Terrain.FREE:
        path.pop()
    return path, False
