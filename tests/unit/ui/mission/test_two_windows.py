"""Two Mission views on one set-up (issue 28, store/steplog.py): a step from the view
another has moved since it read the set-up is refused, not added beside the other's,
and that view then shows the set-up as saved (RULINGS.md R-176)."""

from __future__ import annotations

from collections.abc import Callable

from driver import buttons, press
from sqlalchemy.orm import Session, sessionmaker

from demloc.missions.actions import action_text
from demloc.missions.setup import Phase
from demloc.store import missions as store
from demloc.ui.mission import MissionView
from demloc.ui.mission.players import PlayersScreen


def test_a_step_from_a_window_left_behind_is_refused_and_it_shows_the_saved_set_up(
    make_view: Callable[[], MissionView], sessions: sessionmaker[Session]
) -> None:
    first, second = make_view(), make_view()
    players = first.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    players.mission_box.activated.emit(players.mission_box.findData("first-blood"))
    press(first, buttons(first, "add-")[0])
    # The second window still shows the empty set-up it read: its step is refused.
    assert not second.controller.do({"action": "choose_mission", "mission": "retrieve-the-relic"})
    assert second.error.isVisible() and "another window changed this set-up" in second.error.full
    assert second.state == first.state and len(second.state.players) == 1
    with sessions() as session:
        setup = store.current_setup(session)
        assert setup is not None
        saved = store.action_texts(session, setup)
    assert saved == [action_text(a) for a in first.controller.log.actions]
    # From there it goes on as the first window would.
    press(second, buttons(second, "add-")[0])
    assert len(second.state.players) == 2 and second.controller.error == ""
