"""`settle` keeps the map (and so the board built for it) when no one left it (issue 16)."""

from __future__ import annotations

import dataclasses

from play_support import begun

from demloc.missions.play.settle import settle


def test_the_map_is_kept_when_no_one_leaves_and_changed_when_someone_does() -> None:
    state = begun().state
    assert settle(state, state).board_map is state.board_map
    victim = next(iter(state.fighters.values()))
    dead = dataclasses.replace(victim, dead=True)
    after = dataclasses.replace(state, fighters={**state.fighters, victim.id: dead})
    settled = settle(after, state)
    assert settled.board_map is not state.board_map
    assert [c.id for c in settled.board_map.characters] == [
        c.id for c in state.board_map.characters if c.id != victim.id
    ]
