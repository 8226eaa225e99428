"""What the views are given: the catalog, the database and where they came from."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the window is painted before these are imported (issue 16)
    from demloc.catalog.catalog import Catalog
    from demloc.store import Sessions


@dataclasses.dataclass(frozen=True)
class AppContext:
    catalog: Catalog
    sessions: Sessions | None
    database: str
    guild_name: str | None
    user_sets_dir: str
    # Where the Board view keeps the open board; None: the data folder's.
    autosave_path: Path | None = None
    # A screenshot: the autosave is read, never written nor moved (issue 27).
    autosave_read_only: bool = False
