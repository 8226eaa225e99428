"""The resolution phase (issue 13, 6.4.1 "Resolution phase"): the screens one after
another at the end of a mission, and writing its results into the guilds once.

- `words`: what the screens say, from a Resolution (no Qt).
- `controller`: the core's resolution of the mission in play, or what was written;
  writing in one transaction; a guest's results file.
- `view`: the screens, their keys, the results page.
- `report`: the printed mission report (PDF), loaded when asked.
"""

from demloc.ui.resolution.controller import ResolutionController
from demloc.ui.resolution.view import ResolutionView

__all__ = ["ResolutionController", "ResolutionView"]
