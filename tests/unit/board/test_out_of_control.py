"""Rulebook 5.6: the out-of-control card laid on a target, marker towards the shooter."""

from __future__ import annotations

import pytest

from demloc.board.errors import BoardError
from demloc.board.out_of_control import card_facing, directions, stray_square
from demloc.board.squares import Facing, Square

TARGET = Square(5, 5)


def test_a_shooter_to_the_south_reads_the_card_upright() -> None:
    # Shooter south of the target: 8 lands beyond it (north), 2 between them (south).
    shooter = Square(5, 9)
    got = {roll: (sq.name if sq else None) for roll, sq in directions(shooter, TARGET).items()}
    assert got == {
        7: "E5", 8: "F5", 9: "G5",
        4: "E6", 5: None, 6: "G6",
        1: "E7", 2: "F7", 3: "G7",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("shooter", "beyond"),
    [(Square(5, 1), Square(5, 6)), (Square(1, 5), Square(6, 5)), (Square(9, 5), Square(4, 5))],
)
def test_the_card_turns_with_the_shooter(shooter: Square, beyond: Square) -> None:
    assert stray_square(shooter, TARGET, 8) == beyond
    near = stray_square(shooter, TARGET, 2)
    assert near is not None and abs(near.x - shooter.x) + abs(near.y - shooter.y) < abs(
        TARGET.x - shooter.x
    ) + abs(TARGET.y - shooter.y)


def test_five_is_no_effect_and_ten_rolls_again() -> None:
    assert stray_square(Square(0, 0), TARGET, 5) is None
    with pytest.raises(BoardError, match="roll the d10 again"):
        stray_square(Square(0, 0), TARGET, 10)
    with pytest.raises(BoardError, match="not a d10 result"):
        stray_square(Square(0, 0), TARGET, 11)


def test_an_exact_diagonal_lies_along_the_rows() -> None:
    # RULINGS.md R-22.
    assert card_facing(Square(2, 2), TARGET) is Facing.S
    assert card_facing(Square(8, 8), TARGET) is Facing.N
