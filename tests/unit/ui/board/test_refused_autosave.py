"""Issue 27: an autosave the app refuses is kept, never written over (item 2), and a
screenshot of the Board asks nothing, whatever the autosave holds (item 7).

A newer app's autosave (version 2), one with a damaged step, or one cut short: the app
started on the sample and at once wrote the sample's autosave over the file, losing the
unsaved board and its history. It is now renamed aside (NAME.refused-TIMESTAMP.json)
and the Board's banner names it. A screenshot of a board with unsaved changes waited
for ever on a "Save?" dialog no one could see."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QSettings
from PySide6.QtGui import QHideEvent
from pytestqt.qtbot import QtBot

from demloc import textio
from demloc.board import mapfile
from demloc.board.squares import Facing, Square
from demloc.board.tiles import load_tile_library
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board import autosave
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.files import Choice
from demloc.ui.board.panel import BoardPanel

LIBRARY = load_tile_library(tiles_dir())
MAPS = resources_dir() / "maps"
MAP = MAPS / "chapel-ambush.json"


def good_autosave(target: Path) -> bytes:
    """An autosave with unsaved changes: the chapel with one move made."""
    document = BoardDocument(LIBRARY, mapfile.load(MAP), MAP)
    document.move_character("r1", Square.parse("B9"), Facing.N)
    autosave.write(document, target)
    return target.read_bytes()


def refused(kind: str, target: Path) -> bytes:
    """An autosave this app refuses, of each kind the issue names."""
    data = json.loads(good_autosave(target))
    if kind == "newer":
        data["version"] = 2
    elif kind == "damaged step":
        data["steps"][0]["map"]["tiles"] = "not tiles"
    text = json.dumps(data).encode()
    if kind == "truncated":
        text = text[: len(text) * 2 // 3]
    target.write_bytes(text)
    return text


def kept(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.refused-*.json"))


@pytest.mark.parametrize("kind", ["newer", "damaged step", "truncated"])
def test_a_refused_autosave_is_kept_aside_named_and_never_written_over(
    qtbot: QtBot, tmp_path: Path, kind: str
) -> None:
    target = tmp_path / "auto.json"
    data = refused(kind, target)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    panel = BoardPanel(LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=target)
    qtbot.addWidget(panel)
    assert panel.document.path == MAPS / "market-brawl.json"  # started on the sample
    [aside] = kept(tmp_path, "auto")
    assert aside.read_bytes() == data  # the refused file, whole
    banner = panel.banner.text()
    assert not panel.banner.isHidden()
    assert "autosaved board cannot be restored" in banner and str(aside) in banner, banner
    # The sample's board is autosaved afresh, beside the kept file, not over it.
    panel.document.new_turn()
    panel.document.enforce_rules = False
    first = panel.document.map.characters[0]
    free = next(s for s in panel.document.board.squares() if panel.document.free_square(s))
    panel.document.move_character(first.id, free, first.facing)
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == autosave.FORMAT
    assert aside.read_bytes() == data


def test_a_refused_autosave_that_cannot_be_moved_is_not_autosaved_over(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "auto.json"
    data = refused("newer", target)

    def cannot(_source: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(textio, "keep_aside", cannot)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    panel = BoardPanel(LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=target)
    qtbot.addWidget(panel)
    assert "not autosaved" in panel.banner.text() and str(target) in panel.banner.text()
    first = panel.document.map.characters[0]
    panel.document.enforce_rules = False
    free = next(s for s in panel.document.board.squares() if panel.document.free_square(s))
    panel.document.move_character(first.id, free, first.facing)
    assert target.read_bytes() == data


def test_keep_aside_never_renames_over_another_file(tmp_path: Path) -> None:
    target = tmp_path / "auto.json"
    names = set()
    for n in range(3):  # within one second: three names
        target.write_text(str(n))
        names.add(textio.keep_aside(target))
        assert not target.exists()
    assert len(names) == 3
    assert sorted(p.read_text() for p in names) == ["0", "1", "2"]


# ---- real processes: the app's start, and a screenshot ---------------------------------


def _env(tmp_path: Path) -> dict[str, str]:
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    return env | {f"XDG_{n}_HOME": str(tmp_path / n) for n in ("DATA", "CONFIG", "STATE", "CACHE")}


def _data_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "DATA" / "demloc"
    folder.mkdir(parents=True)
    return folder


START_BOARD = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from demloc.ui.application import qt_application
from demloc.ui.main_window import MainWindow

qt_application()

def built():  # once the Board is built: what its banner says, and out
    for window in QApplication.topLevelWidgets():
        if isinstance(window, MainWindow) and "board" in window.views.built:
            banner = window.views.built["board"].banner
            print("" if banner.isHidden() else banner.text())
            sys.stdout.flush()
            os._exit(0)
    QTimer.singleShot(50, built)

QTimer.singleShot(50, built)
from demloc.cli import main
main(["--db", sys.argv[1], "--view", "board"])
"""


def test_the_app_started_on_a_refused_autosave_keeps_it(tmp_path: Path) -> None:
    folder = _data_folder(tmp_path)
    target = folder / "board-autosave.json"
    data = refused("newer", target)
    done = subprocess.run(
        [sys.executable, "-c", START_BOARD, str(tmp_path / "db.sqlite3")],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    [aside] = kept(folder, "board-autosave")
    assert aside.read_bytes() == data
    assert "version 2: this app reads version 1" in done.stdout and str(aside) in done.stdout


def test_a_screenshot_of_a_board_with_unsaved_changes_asks_nothing(tmp_path: Path) -> None:
    folder = _data_folder(tmp_path)
    target = folder / "board-autosave.json"
    data = good_autosave(target)
    out = tmp_path / "board.png"
    done = subprocess.run(
        [sys.executable, "-m", "demloc", "--db", str(tmp_path / "db.sqlite3"),
         "--screenshot", str(out), "--view", "board"],
        capture_output=True, text=True, env=_env(tmp_path), timeout=90,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.size == (1280, 800)
    # The player's autosave is read, never written, by a screenshot.
    assert target.read_bytes() == data
    assert sorted(p.name for p in folder.iterdir()) == ["board-autosave.json"]


def test_the_kept_file_stays_named_over_the_last_maps_rule_warnings(
    qtbot: QtBot, tmp_path: Path, catalog: Catalog
) -> None:
    """The last map breaks a rule (a mercenary twice, 5.1.1): its warning waits until
    the kept autosave's notice is dismissed, then shows."""
    board_map = mapfile.load(MAPS / "market-brawl.json")
    jadis = board_map.character("r3")
    assert jadis is not None
    twin = dataclasses.replace(jadis, id="b9", colour="blue", number=9, at=Square.parse("A9"))
    elements = tuple(e for e in board_map.elements if e.at != twin.at)
    last = tmp_path / "twice.json"
    mapfile.save(
        dataclasses.replace(board_map, elements=elements, characters=(*board_map.characters, twin)),
        last,
    )
    target = tmp_path / "auto.json"
    refused("newer", target)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("board/last_map", str(last))
    panel = BoardPanel(
        LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=target, catalog=catalog
    )
    qtbot.addWidget(panel)
    assert panel.document.path == last
    [aside] = kept(tmp_path, "auto")
    assert str(aside) in panel.banner.text() and not panel.banner.isHidden()
    panel.banner_close.click()
    assert "Jadis is on the board twice" in panel.banner.text() and not panel.banner.isHidden()


# ---- review: the kept file is named until the player has read it -------------------


def test_a_kept_autosave_is_named_at_each_start_until_dismissed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The Board is built in the background at the app's start (on the Guild view, say):
    a player who quits without looking at it never saw the banner. The next starts name
    the kept file again until its notice is dismissed, and keep no other file aside."""
    target = tmp_path / "auto.json"
    data = refused("damaged step", target)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)

    def start() -> BoardPanel:
        panel = BoardPanel(LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=target)
        qtbot.addWidget(panel)
        return panel

    start()
    [aside] = kept(tmp_path, "auto")
    for _ in range(2):  # not dismissed: named again, each time
        again = start()
        assert not again.banner.isHidden() and str(aside) in again.banner.text()
        assert "cannot be restored" not in again.banner.text()  # this autosave is fine
    again.files.warning.emit("Not opened: another file's failure")
    again.banner_close.click()  # that dismissed says nothing of the kept file
    again = start()
    assert not again.banner.isHidden() and str(aside) in again.banner.text()
    again.banner_close.click()
    assert again.banner.isHidden()
    last = start()
    assert last.banner.isHidden(), last.banner.text()
    assert kept(tmp_path, "auto") == [aside] and aside.read_bytes() == data


QUIT_THEN_SHOWN = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from demloc.ui.application import qt_application
from demloc.ui.main_window import MainWindow

qt_application()

def built():  # the view shown built: say which, the views built, the Board's banner; quit
    for window in QApplication.topLevelWidgets():
        if isinstance(window, MainWindow) and window.views.built:
            print(type(window.stack.currentWidget()).__name__)
            print(" ".join(window.views.built))
            board = window.views.built.get("board")
            print("" if board is None or board.banner.isHidden() else board.banner.text())
            sys.stdout.flush()
            window.close()
            return
    QTimer.singleShot(50, built)

QTimer.singleShot(50, built)
from demloc.cli import main
sys.exit(main(["--db", sys.argv[1], *sys.argv[2:]]))
"""


def test_a_player_who_never_looked_at_the_board_is_told_when_he_first_does(
    tmp_path: Path,
) -> None:
    """Real processes: the app started on its first view (the Guild) and quit builds no
    Board (R-206), so its refused autosave stays where it is, untouched. Started again
    on the Board, the Board keeps it aside and its banner names the kept file."""
    folder = _data_folder(tmp_path)
    data = refused("truncated", folder / "board-autosave.json")

    def start(*view: str) -> list[str]:
        done = subprocess.run(
            [sys.executable, "-c", QUIT_THEN_SHOWN, str(tmp_path / "db.sqlite3"), *view],
            capture_output=True, text=True, env=_env(tmp_path), timeout=180,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    shown, built, _banner = start()
    assert (shown, built) == ("GuildView", "guild")
    assert kept(folder, "board-autosave") == []
    assert (folder / "board-autosave.json").read_bytes() == data
    shown, built, banner = start("--view", "board")
    [aside] = kept(folder, "board-autosave")
    assert (shown, built) == ("BoardPanel", "board") and str(aside) in banner, banner


def test_a_screenshot_names_the_players_refused_autosave_as_left_where_it_is(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A screenshot reads the player's autosave and writes nothing: its Board says the
    refused file is left as it is, under its own name. It said "kept, unchanged, as
    /tmp/tmpXXXX/board-autosave.refused-....json" (a copy's, gone when it ended)."""
    from demloc.ui import application
    from demloc.ui.main_window import MainWindow

    for name, value in _env(tmp_path).items():
        monkeypatch.setenv(name, value)
    folder = _data_folder(tmp_path)
    target = folder / "board-autosave.json"
    data = refused("newer", target)
    said: list[str] = []

    class Watched(MainWindow):
        def hideEvent(self, event: QHideEvent) -> None:
            board = self.views.built["board"]
            said.append("" if board.banner.isHidden() else board.banner.text())
            super().hideEvent(event)

    monkeypatch.setattr(application, "MainWindow", Watched)
    out = tmp_path / "board.png"
    assert application.screenshot(str(tmp_path / "db.sqlite3"), out, "board") == 0
    [banner] = said
    assert f"{target}: version 2" in banner and "left as it is" in banner, banner
    assert "refused-" not in banner and tempfile.gettempdir() not in banner.replace(
        str(tmp_path), ""
    )
    assert target.read_bytes() == data
    assert sorted(p.name for p in folder.iterdir()) == ["board-autosave.json"]


def test_a_board_whose_file_is_gone_is_unsaved_and_asked_about_before_it_goes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A saved board restored from the autosave while its map file is gone (or damaged)
    is kept as the only copy; it then counts as unsaved, so Open, New map or quitting
    asks first. It went without a question, and its autosave with it."""
    mine = tmp_path / "mine.json"
    mine.write_bytes(MAP.read_bytes())
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    target = tmp_path / "auto.json"

    def start() -> BoardPanel:
        panel = BoardPanel(LIBRARY, None, None, settings, maps_dir=MAPS, autosave_path=target)
        qtbot.addWidget(panel)
        return panel

    first = start()
    assert first.files.open_path(mine) and not first.document.modified
    board = first.document.map
    mine.unlink()  # the player tidied a folder
    again = start()
    assert again.document.path == mine and again.document.map == board
    assert again.document.modified and "unsaved changes" in again.title.text()
    asked: list[str] = []
    again.files.ask = lambda _parent, what: asked.append(what) or Choice.Cancel  # type: ignore[func-returns-value]
    assert not again.files.open_path(MAPS / "market-brawl.json")
    assert asked == ["mine.json"] and again.document.map == board
    third = start()  # and at the next start, still there
    assert third.document.map == board and third.document.modified
    assert third.files.save() and mapfile.load(mine) == board


def test_keep_aside_never_moves_over_a_file_made_after_its_look(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two windows starting at once on one refused autosave: the name one found free
    may be taken by the other before it moves the file; the move itself must refuse to
    replace it (it looked, then renamed over whatever was there by then)."""
    target = tmp_path / "auto.json"
    target.write_text("refused here", encoding="utf-8")
    monkeypatch.setattr(textio.time, "strftime", lambda _format: "20261206-120000")
    first = textio.keep_aside(target)
    target.write_text("refused in the other window", encoding="utf-8")
    monkeypatch.setattr(os.path, "lexists", lambda _path: False)  # looked too early
    second = textio.keep_aside(target)
    assert second != first and not target.exists()
    assert first.read_text(encoding="utf-8") == "refused here"
    assert second.read_text(encoding="utf-8") == "refused in the other window"
