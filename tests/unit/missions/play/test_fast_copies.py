"""`copies.replace`, the rules' `damage.changed` and `BoardMap.with_characters` make what
`dataclasses.replace` makes (issue 16)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demloc.board import mapfile
from demloc.board.position import BoardMap
from demloc.missions.play.copies import replace
from demloc.missions.play.state import Activation, PlayerState
from demloc.paths import resources_dir
from demloc.rules.damage import changed
from demloc.rules.fighter import Fighter
from demloc.rules.spec import fighter_from_spec


@dataclasses.dataclass(frozen=True)
class Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")


@given(st.text(), st.integers(), st.integers(), st.booleans(), st.booleans())
def test_the_copy_equals_dataclasses_replace(
    colour: str, fate: int, kills: int, moved: bool, acted: bool
) -> None:
    player = PlayerState("red", 2, followers_killed=1)
    assert replace(player, colour=colour, fate_points=fate) == dataclasses.replace(
        player, colour=colour, fate_points=fate
    )
    assert replace(player, daemons_killed=kills).daemons_killed == kills
    active = Activation("r1")
    copied = replace(active, moved=moved, acted=acted)
    assert copied == Activation("r1", moved, acted) and type(copied) is Activation
    assert replace(active) == active and replace(active) is not active
    with pytest.raises(dataclasses.FrozenInstanceError):
        copied.moved = not moved  # type: ignore[misc]


def test_caches_kept_in_the_object_are_not_copied() -> None:
    player = PlayerState("red")
    object.__setattr__(player, "_cached", 1)
    assert "_cached" not in replace(player, fate_points=1).__dict__


def test_what_it_cannot_copy_goes_to_dataclasses_replace() -> None:
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(1), value=-1)  # __post_init__ still runs
    with pytest.raises(TypeError):
        replace(Activation("r1"), nonsense=1)


def test_a_copy_holds_the_fields_only_in_their_order_cached_or_not() -> None:
    names = [f.name for f in dataclasses.fields(PlayerState)]
    plain = replace(PlayerState("red"), fate_points=3)  # copied at once
    cached = PlayerState("red")
    object.__setattr__(cached, "_cached", 1)
    for copy in (plain, replace(cached, fate_points=3)):
        assert list(copy.__dict__) == names and copy == PlayerState("red", 3)


SPEC = {
    "armour": 3,
    "hit": 2,
    "hand_to_hand": "2",
    "primary": {"name": "Axe", "type": "axe", "damage": 2},
}
MAP = mapfile.load(resources_dir() / "maps" / "all-fourteen-tiles.json")


@given(st.integers(0, 5), st.booleans(), st.integers(0, 4), st.booleans())
def test_the_rules_fighter_copy_equals_dataclasses_replace(
    hearts: int, dead: bool, poison: int, cached: bool
) -> None:
    fighter = fighter_from_spec(SPEC, "r1", "red")
    if cached:
        object.__setattr__(fighter, "_cached", 1)
    copy = changed(fighter, hearts=hearts, dead=dead, poison=poison)
    assert copy == dataclasses.replace(fighter, hearts=hearts, dead=dead, poison=poison)
    assert type(copy) is Fighter
    assert list(copy.__dict__) == [f.name for f in dataclasses.fields(Fighter)]
    with pytest.raises(TypeError):
        changed(fighter, nonsense=1)


@given(st.booleans(), st.integers(0, 3))
def test_the_map_copy_equals_dataclasses_replace(cached: bool, turn: int) -> None:
    board_map = dataclasses.replace(MAP)
    if cached:
        object.__setattr__(board_map, "_board", 1)  # as `board_of` keeps the board
    characters = board_map.characters[::-1]
    copy = board_map.with_characters(characters)
    assert copy == dataclasses.replace(board_map, characters=characters)
    assert list(copy.__dict__) == [f.name for f in dataclasses.fields(BoardMap)]
    moved = dataclasses.replace(characters[0], facing=characters[0].facing.turned(turn))
    after = board_map.with_character(moved)
    assert after == dataclasses.replace(
        board_map, characters=tuple(moved if c.id == moved.id else c for c in MAP.characters)
    )
