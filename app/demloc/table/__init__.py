"""The table API (issue 29): a mission's set-up, play and results through one object,
for the screens, the command line and remote players (TABLE_API.md). No Qt, no SQL."""

from demloc.table.api import Table, WriteOutcome
from demloc.table.held import AppliedBeforeError, LogMovedError, NotSavedError, Origin, TableError
from demloc.table.views import CharacterView, MissionView, OpenMission, PlayerView, Stage

__all__ = [
    "AppliedBeforeError", "CharacterView", "LogMovedError", "MissionView", "NotSavedError",
    "OpenMission", "Origin", "PlayerView", "Stage", "Table", "TableError", "WriteOutcome",
]  # fmt: skip
