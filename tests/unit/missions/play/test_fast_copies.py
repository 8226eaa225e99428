"""`copies.replace` makes what `dataclasses.replace` makes (issue 16)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demloc.missions.play.copies import replace
from demloc.missions.play.state import Activation, PlayerState


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
