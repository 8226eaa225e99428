"""The review "review-ui" plays from the screens: the UI tests' fixtures (main window,
settings, plurals) and the tracker's database of two guilds, reused as they are."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

UI = Path(__file__).resolve().parents[1] / "ui"
for folder in (UI / "tracker", UI / "mission", UI.parent / "store"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_ui = _load("review_ui_ui_conftest", UI / "conftest.py")
_tracker = _load("review_ui_tracker_conftest", UI / "tracker" / "conftest.py")
settings = _ui.settings
context = _ui.context
window_size = _ui.window_size
make_window = _ui.make_window
_never_a_modal_question = _ui._never_a_modal_question
_plurals_folder = _ui._plurals_folder
_english_plurals = _ui._english_plurals
sessions = _tracker.sessions
