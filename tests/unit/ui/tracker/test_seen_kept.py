"""The turn's news dismissed stays dismissed after a crash (issue 26, item 6; R-87,
R-146): Seen is saved with the mission as an action (news_seen), so a restart shows
the tracker as it was, and an undo brings the news back."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from table import key, state, tap
from test_mission_event_notices import restarted
from test_notices import notice, tracker_of


def test_6_4_2_news_seen_stays_seen_after_a_restart(
    qtbot: QtBot, sessions: sessionmaker[Session]
) -> None:
    view = tracker_of(qtbot, sessions, events=({"turn": 1, "text": "The fog lifts."},))
    key(view, "T")
    assert "The fog lifts." in notice(view, "event-text")
    tap(view, "seen")
    assert not notice(view, "event-text")
    again = restarted(qtbot, view)  # the crash: the next start resumes the mission
    assert state(again).turn == 1
    assert not notice(again, "event-text")  # still seen
    key(again, "Ctrl+Z")  # Seen is an action: undone, the news is back
    assert "The fog lifts." in notice(again, "event-text")
