"""The window while an action waits for another process's write (issue 27 item 8,
review): what the player can still do with the band shown (open another view, press
keys, close the window) never ends in a traceback and never writes twice. A real
process holds the lock."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from demloc.store import guilds as services
from demloc.ui.guild import GuildView
from demloc.ui.main_window import MainWindow
from support.lock_holder import Holder, Script


def test_the_board_opens_while_a_guild_write_waits(
    qtbot: QtBot, window: MainWindow, holder: Holder
) -> None:
    """Its Edit tab reads the guilds' members: refused at once while another action
    waits, the view is built all the same (no traceback from the view's build) and says
    why its characters are not listed yet."""
    view = window.views["guild"]
    assert isinstance(view, GuildView)
    band = window.busy_band
    script = Script(window)
    script.then(band.isVisible, lambda: window.show_view("board"))
    script.then(lambda: True, band.cancel)
    assert not view.act("Earn", lambda s, g: services.change_wealth(s, g, "test", feods=5))
    script.timer.stop()
    assert not script.steps
    assert window.current_view() == "board"
    board = window.views.built["board"]
    # The Edit tab says why it lists no characters yet and asks again at the next
    # change (tests/unit/ui/board/test_board_busy.py).
    assert "listed once the database is free" in board.status.text()  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_band_is_one_line_over_the_window(
    qtbot: QtBot, window: MainWindow, db: Path, holder: Holder, size: tuple[int, int]
) -> None:
    """Review of issue 27 item 8: a long database path wrapped the band to three lines at
    1024x700 (73 px over the tracker's phase bar and its buttons); the words fit one line
    and the path is in the tooltip."""
    window.resize(*size)
    view = window.views["guild"]
    assert isinstance(view, GuildView)
    band = window.busy_band
    script = Script(window)
    seen: list[tuple[int, str, str]] = []
    script.then(band.isVisible,
                lambda: seen.append((band.height(), band.label.text(), band.toolTip())))  # fmt: skip
    script.then(lambda: bool(seen), band.cancel)
    assert not view.act("Earn", lambda s, g: services.change_wealth(s, g, "test", feods=5))
    script.timer.stop()
    height, words, tip = seen[0]
    assert height <= band.cancel_button.minimumHeight() + 16  # the button's row
    assert str(db) not in words and str(db) in tip
    assert "Waiting for another computer's write" in words and "Esc" in words
