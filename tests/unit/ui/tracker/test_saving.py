"""Never lose a thing (issue 12): an action the database does not take is not kept on
screen either (the state, the history and the redo list as they were), and a mission
whose saved rows cannot all be replayed is shown up to the event before the damaged
one, named, taking no more actions until the table gives it up."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session, sessionmaker
from table import (
    MakeWindow,
    area_of,
    key,
    play_from_setup,
    refusal,
    rows,
    state,
    tap,
    tap_character,
)

from demloc.store import play as store
from demloc.store.schema_play import MissionPlayEvent


@pytest.mark.slow
def test_an_action_not_saved_is_not_kept(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    tap_character(tracker, next(iter(state(tracker).fighters)))
    tap(tracker, "seals+1")
    key(tracker, "Ctrl+Z")
    before, redo = state(tracker).canonical(), tracker.controller.redo_count
    history = rows(tracker, "history")

    def busy(*_args: Any, **_kwargs: Any) -> None:
        raise store.PlayStoreError("the database is locked")

    monkeypatch.setattr(store, "append_event", busy)
    tap(tracker, "bleeding+1")
    assert "the action was not saved: the database is locked" in refusal(tracker)
    assert state(tracker).canonical() == before
    assert tracker.controller.redo_count == redo and rows(tracker, "history") == history
    monkeypatch.setattr(store, "redo_event", busy)
    key(tracker, "Ctrl+Y")
    assert "the redo was not saved" in refusal(tracker)
    assert state(tracker).canonical() == before and tracker.controller.redo_count == redo


def test_a_damaged_row_is_named_and_the_mission_is_kept_to_the_event_before(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = play_from_setup(window)
    key(tracker, "T")
    tap_character(tracker, next(iter(state(tracker).fighters)))
    tap(tracker, "seals+1")
    tap(tracker, "bleeding+1")
    window.close()
    with sessions.begin() as session:
        session.execute(
            update(MissionPlayEvent).where(MissionPlayEvent.seq == 3).values(text="{not json")
        )
    again = make_window()
    area = area_of(again)
    resumed = area.tracker
    assert area.currentWidget() is resumed
    assert "event 3 cannot be replayed" in refusal(resumed)
    assert resumed.controller.mission is not None and resumed.controller.mission.cursor == 2
    tap_character(resumed, next(iter(state(resumed).fighters)))
    tap(resumed, "seals+1")
    assert "give it up to begin another" in refusal(resumed)
    tap(resumed, "abandon")
    assert area.currentWidget() is area.setup
