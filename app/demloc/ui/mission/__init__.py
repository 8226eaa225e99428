"""The Mission view (issue 11): a mission prepared step by step (6.4, 6.4.1).

- `view`: the view, its step bar, Back / Next, Undo / Redo; `build_mission_view`.
- `controller`: every step through the core's log, then one transaction.
- `common`: large targets, plain-text labels, the screen base class.
- `players` (players, mode), `objective` (raffle, objective), `map_screen`,
  `characters`, `cards` (cards and mana, miniatures), `deployment` (deployment, ready).
- `table_board`: the mission's map in the Board view's scene, read-only.
"""

from demloc.ui.mission.view import MissionView, build_mission_view

__all__ = ["MissionView", "build_mission_view"]
