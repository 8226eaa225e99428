"""The table API (issue 29): a mission's set-up, play and results through one object,
for the screens, the command line and remote players (TABLE_API.md). No Qt, no SQL."""

from demloc.table.api import Table, WriteOutcome
from demloc.table.held import LogMovedError, NotSavedError, TableError
from demloc.table.views import CharacterView, MissionView, OpenMission, PlayerView, Stage

__all__ = [
    "CharacterView", "LogMovedError", "MissionView", "NotSavedError", "OpenMission",
    "PlayerView", "Stage", "Table", "TableError", "WriteOutcome",
]  # fmt: skip
