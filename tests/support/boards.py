"""Hypothesis strategies: random small boards drawn as sketches."""

from __future__ import annotations

from hypothesis import strategies as st

from demloc.board.board import Board
from demloc.board.sketch import sketch_map

SQUARES = ".......tcbsw"


@st.composite
def boards(draw: st.DrawFn, max_side: int = 7, walls: bool = True, people: int = 4) -> Board:
    width = draw(st.integers(2, max_side))
    height = draw(st.integers(2, max_side))
    edge_h = st.sampled_from("      -DW" if walls else " ")
    edge_v = st.sampled_from("      |DW" if walls else " ")
    cells = [[draw(st.sampled_from(SQUARES)) for _ in range(width)] for _ in range(height)]
    cells[draw(st.integers(0, height - 1))][draw(st.integers(0, width - 1))] = "."
    free = [(x, y) for y in range(height) for x in range(width) if cells[y][x] == "."]
    count = draw(st.integers(1, min(people, len(free))))
    chosen = draw(st.permutations(free))[:count]
    characters = {}
    for n, (x, y) in enumerate(chosen):
        letter = "ABCDEFGH"[n]
        cells[y][x] = letter
        characters[letter] = {
            "colour": draw(st.sampled_from(["red", "blue"])),
            "facing": draw(st.sampled_from("NESW")),
            "movement": draw(st.integers(0, 6)),
            "long_range": draw(st.booleans()),
        }
    lines = []
    for y in range(height + 1):
        lines.append("+" + "+".join(draw(edge_h) for _ in range(width)) + "+")
        if y < height:
            row = ""
            for x in range(width + 1):
                row += draw(edge_v)
                if x < width:
                    row += cells[y][x]
            lines.append(row)
    board_map, library = sketch_map("\n".join(lines), characters)
    return Board.build(board_map, library)
