"""The pseudo-language run of a mission in play (issue 32, R-226, R-246): the tracker
(normal and table mode, each side tab, its choosers and dialogs: Surrender…, Replay…,
Share…, Give up), the results' screens after the mission ends, and the Board view's
dialogs (PDF page set-up, export), the pseudo translator installed before any of them is
built (Qt does not retranslate a built widget). The set-up's and the tracker's drivers
press buttons by their object names; nothing here reads an English text."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QTabWidget, QWidget
from pytestqt.qtbot import QtBot
from screens import problems
from sqlalchemy.orm import Session, sessionmaker
from test_pseudo_run import modal_problems
from tsfiles import OPEN

from demloc.board.board import Terrain
from demloc.catalog.catalog import Catalog
from demloc.missions.deployment import deployer, elements_owed, legal_squares, zones
from demloc.missions.play import Phase as PlayPhase
from demloc.missions.setup import Phase
from demloc.store.guilds import all_guilds
from demloc.ui.board.files import ask_to_save
from demloc.ui.main_window import MainWindow
from demloc.ui.mission import MissionView
from demloc.ui.resolution import ResolutionView
from demloc.ui.resolution.view import ask_guest_path, ask_report_path
from demloc.ui.tracker import MissionArea, TrackerView

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
sys.path.insert(0, str(Path(__file__).parents[1] / "ui" / "mission"))
sys.path.insert(0, str(Path(__file__).parents[1] / "ui" / "tracker"))
from driver import buttons, drive, press, tap_square, window_on
from table import key, pass_round, state, tap
from test_mission_setup import make_database

pytestmark = pytest.mark.slow


@pytest.fixture
def played(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, data_texts: frozenset[str], pseudo: None
) -> tuple[MainWindow, MissionArea, frozenset[str]]:
    """The two guilds' mission set up from the screens in the pseudo-language and handed
    to the tracker, with the data the screens show as it comes (the guilds' names)."""
    sessions: sessionmaker[Session] = make_database(tmp_path / "play.sqlite3", catalog)
    with sessions() as session:
        guilds = all_guilds(session)
        names = {g.name for g in guilds} | {g.account.name for g in guilds}
    window, _view = window_on(qtbot, sessions, catalog, tmp_path)
    area = window.views["mission"]
    assert isinstance(area, MissionArea)
    token = "kq3ZrV-uXk2bY8sLm1nP_1"  # the fake server's join code (_FakeServer)
    return window, area, data_texts | names | {token}


def _to_play(area: MissionArea, mission: str, mode: str) -> TrackerView:
    """The set-up's driver to the deployment, then its deployment by taps (the driver's
    own reads "Start game" in English), Next, "Play the mission"."""
    view = area.setup
    assert isinstance(view, MissionView)
    drive(view, mission, mode, stop=Phase.DEPLOYMENT)
    while zone := buttons(view, "zone-"):
        press(view, zone[0])
    ctx = view.controller.ctx
    while (due := deployer(view.state)) is not None:
        tap_square(view, legal_squares(view.state, ctx, due.key)[0])
    board = ctx.board(ctx.mission(view.state.mission), len(view.state.players))
    for player in view.state.players:
        while elements_owed(view.state, ctx, player.key):
            used = {p.at for pl in view.state.players for p in pl.picks}
            used |= {at for pl in view.state.players for _k, at in pl.elements}
            zoned = {s for z in zones(view.state, ctx) for s in z.squares}
            square = next(
                s.name for s in board.squares()
                if s.name not in used and s.name not in zoned
                and board.terrain[board.index(s)] is Terrain.FREE
            )  # fmt: skip
            tap_square(view, square)
    press(view, "next")
    assert view.state.phase is Phase.READY, view.missing.text()
    press(view, "play-mission")
    assert area.currentWidget() is area.tracker
    return area.tracker


def _each_tab(tracker: TrackerView, look: Callable[[str], None]) -> None:
    tabs: QTabWidget = tracker.tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        look(f"tab {index} {tabs.widget(index).objectName() or type(tabs.widget(index)).__name__}")
    tabs.setCurrentIndex(0)


def _report(found: dict[str, list[str]]) -> None:
    """Each problem once, with the first screen it was seen on."""
    first: dict[str, str] = {}
    for where, said in found.items():
        for problem in said:
            first.setdefault(problem, where)
    wrong = sorted(f"[{where}] {problem}" for problem, where in first.items())
    assert not wrong, "\n".join(wrong)


class _FakeServer:
    """A table server with no network (as tests/unit/ui/tracker/test_share.py's)."""

    def __init__(self, _make: Any, listen: str, port: int, _moved: Any) -> None:
        self.url = f"http://{listen}:{port or 50123}/"

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def notify(self) -> None:
        pass

    def share(self) -> str:
        return f"{self.url}#t=kq3ZrV-uXk2bY8sLm1nP_1"  # data to the check (`played`)

    def connections(self) -> list[tuple[str, str]]:
        return []


def test_the_tracker_in_play_is_translated_and_nothing_is_cut_off(
    qtbot: QtBot,
    played: tuple[MainWindow, MissionArea, frozenset[str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, area, data = played
    tracker = _to_play(area, "first-blood", "training")
    found: dict[str, list[str]] = {}

    def look(where: str, top: QWidget = window) -> None:
        QApplication.processEvents()
        found[where] = problems(top, data)

    _each_tab(tracker, lambda tab: look(f"before turn 1, {tab}"))
    key(tracker, "T")  # the first turn begun: a character of the player to act selected
    me = state(tracker).current
    mine = next(f for f, x in state(tracker).fighters.items() if x.owner == me)
    tracker.select(mine)
    _each_tab(tracker, lambda tab: look(f"turn 1, {tab}"))
    for kind in ("move", "cast", "channel", "arcane_test"):  # assisted: its declaration
        tracker.declare(kind, mine)
        look(f"declared {kind}")
        tracker.assist.cancel()
    tap(tracker, "table-mode")
    _each_tab(tracker, lambda tab: look(f"table mode, {tab}"))
    tap(tracker, "table-mode")
    pass_round(tracker)  # between turns: the endings are offered
    look("between turns")
    tap(tracker, "end-surrender")  # the chooser: who surrenders
    look("surrender chooser")
    tap(tracker, "end-cancel")
    tap(area, "open-replay")
    look("replay")
    tap(area, "replay-back")
    area.open_past()  # the missions played at this table, to pick one to replay
    look("past missions")
    tap(area, "past-back")
    area.setCurrentWidget(tracker)
    monkeypatch.setattr("demloc.ui.share.table_server", _FakeServer)
    monkeypatch.setattr("demloc.ui.share.local_address", lambda: "192.168.1.20")
    window.sync_menus()
    entry = next(a for a in window.mission_menu.actions() if a.objectName() == "share-table")
    entry.trigger()
    assert window.sharing is not None and window.sharing.dialog is not None
    look("share dialog", window.sharing.dialog)
    window.sharing.dialog.close()
    found["give up"] = modal_problems(qtbot, tracker.abandon, data)
    _report(found)


def test_the_results_are_translated_and_nothing_is_cut_off(
    qtbot: QtBot,
    played: tuple[MainWindow, MissionArea, frozenset[str]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, area, data = played
    tracker = _to_play(area, "blood-in-the-gutters", "standard")
    found: dict[str, list[str]] = {}
    key(tracker, "T")
    pass_round(tracker)
    tap(tracker, "end-surrender")
    tap(tracker, f"surrender-by-{state(tracker).players[1].colour}")
    assert state(tracker).phase is PlayPhase.ENDED
    QApplication.processEvents()
    found["ended"] = problems(window, data)
    tap(tracker, "abandon")  # "Results ▶"
    view = area.resolution
    assert isinstance(view, ResolutionView) and area.currentWidget() is view
    for page in view.pages:
        view.go(page)
        QApplication.processEvents()
        found[f"results page {page}"] = problems(window, data)
    found["write?"] = modal_problems(qtbot, view.write, data)
    titles: list[str] = []

    def save_name(_parent: QWidget, title: str, *_a: object) -> None:
        titles.append(title)  # the file dialog's title is ours, the rest Qt's

    monkeypatch.setattr("demloc.ui.files.save_file_name", save_name)
    ask_report_path(view)
    ask_guest_path(view, "The Pale Masks")
    assert len(titles) == 2
    found["file dialogs"] = [f"not translated: {t!r}" for t in titles if OPEN not in t]
    _report(found)


def test_the_board_dialogs_are_translated_and_nothing_is_cut_off(
    qtbot: QtBot, played: tuple[MainWindow, MissionArea, frozenset[str]]
) -> None:
    window, _area, data = played
    window.show_view("board")
    panel = window.views["board"]
    found: dict[str, list[str]] = {}
    seen: list[str] = []

    def save_name(parent: QWidget, title: str, *_a: object, **_k: object) -> tuple[str, str]:
        seen.append(title)  # the export's file dialog: its title is ours, the rest Qt's
        return "", ""

    from unittest.mock import patch

    with (
        patch.object(QFileDialog, "getSaveFileName", save_name),
        patch.object(QFileDialog, "getOpenFileName", save_name),
    ):
        found["page set-up"] = modal_problems(qtbot, lambda: panel.export("pdf"), data)  # type: ignore[attr-defined]
        panel.export("png")  # type: ignore[attr-defined]
        panel.files._open_dialog("")  # type: ignore[attr-defined]
    assert len(seen) == 2
    found["file dialogs"] = [f"not translated: {t!r}" for t in seen if OPEN not in t]
    found["unsaved changes"] = modal_problems(
        qtbot, lambda: ask_to_save(panel, "market-brawl.json"), data
    )
    _report(found)
