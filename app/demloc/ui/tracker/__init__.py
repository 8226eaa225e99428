"""The mission tracker (issue 12): a mission in play, turn by turn, at the table.

- `area`: the Mission area (the set-up and the tracker; resume on opening).
- `controller`: every event through the core's `Mission.do`, then one transaction.
- `view`: the screen, its keys, table mode.
- `board`: the mission's board, read-only; a tap selects.
- `phase_bar`: turn, first player and draw, who plays now, phase; Pass, Next turn, end.
- `cards`: each character's card; each player's fate points and kills.
- `actions`: the tracker's actions for the selected character.
- `history`: the log turn by turn, the history of actions for undo and redo.
"""

from demloc.ui.tracker.area import MissionArea
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.view import TrackerView

__all__ = ["MissionArea", "PlayController", "TrackerView"]
