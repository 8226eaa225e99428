"""Where DemLoc finds its bundled resources and keeps the player's files."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "demloc"


def resources_dir() -> Path:
    """The bundled `resources/` folder: inside the wheel, or at the top of a checkout.
    The PyInstaller bundle lays its files out as the wheel does and sets `__file__` to
    this module's place in it, so the wheel's candidate finds them there (R-218)."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent.parent / "resources"):
        if candidate.is_dir():
            sets = candidate / "sets"  # the folder the catalog reads first
            if not sets.is_dir():
                raise FileNotFoundError(f"DemLoc's card sets folder is missing: {sets}")
            return candidate
    raise FileNotFoundError(f"DemLoc's resources folder is missing (looked beside {here})")


def tiles_dir() -> Path:
    """The tile library: `tiles/` beside `resources/` (inside the wheel: demloc/tiles)."""
    return resources_dir().parent / "tiles"


def translations_dir() -> Path:
    """The `.qm` translations: `translations/` beside `resources/` (inside the wheel:
    demloc/translations), built from the committed `.ts` by the bootstrap (issue 32)."""
    return resources_dir().parent / "translations"


def builtin_sets_dir() -> Path:
    return resources_dir() / "sets"


def user_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def board_autosave_path() -> Path:
    """The open board with its history, kept after every change (ui/board/autosave.py)."""
    return user_data_dir() / "board-autosave.json"


def user_sets_dir() -> Path:
    """A player's corrected or added set files; they replace built-ins of the same id."""
    return user_data_dir() / "sets"


def user_log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def default_database_path() -> Path:
    return user_data_dir() / "demloc.sqlite3"
