"""Share the table… (issue 30, ui/share.py, ui/share_dialog.py): the dialog's QR code
encodes the join address and is large enough to scan from a metre; New token; who is
connected; a player's change made in the server's thread shows on the host's screen;
the host's own tap and undo tell the server; a tap made on a revision a player has just
moved is refused and the next is on the mission as it is (R-183); quitting stops the
server. A fake TableServer (the interface of docs/table-net.md) stands for the real one,
whose own tests are net/server's."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session, sessionmaker
from test_mission_setup import make_context

from demloc.catalog.catalog import Catalog
from demloc.net.address import DEFAULT_PORT
from demloc.net.server import ServeError
from demloc.table import Table
from demloc.ui.main_window import MainWindow
from demloc.ui.share_dialog import LEAST_SIDE, QUIET, SETUP_MESSAGES, ShareDialog
from demloc.ui.tracker import MissionArea
from support import resolution_table as rt
from support.shots import save_shot

LAN = "192.168.1.20"  # the local network's address, as net/address.py finds it


def token(number: int) -> str:
    """The fake's join tokens, as long as the host's (secrets.token_urlsafe(16))."""
    return f"kq3ZrV-uXk2bY8sLm1nP_{number}"


class FakeServer:
    """A TableServer as docs/table-net.md gives it, with no network: it says what the
    app asked of it, and a test plays its thread (`on_moved`) and its connections."""

    made: ClassVar[list[FakeServer]] = []
    failing: ClassVar[list[str]] = []  # why each next server cannot listen ("": it can)

    def __init__(
        self, make_host: Callable[[], Any], listen: str, port: int, on_moved: Callable[[int], None]
    ) -> None:
        self.make_host, self.listen, self.on_moved = make_host, listen, on_moved
        self.url = f"http://{listen}:{port or 50123}/"
        self.port = port
        self.running = False
        self.fails = FakeServer.failing.pop(0) if FakeServer.failing else ""
        self.stopped = self.notified = self.tokens = 0
        self.open: list[tuple[str, str]] = []
        FakeServer.made.append(self)

    def start(self) -> None:
        if self.fails:
            raise ServeError(f"cannot listen on {self.listen}:{self.port}: {self.fails}")
        self.running = True

    def stop(self) -> None:
        self.running = False
        self.stopped += 1

    def notify(self) -> None:
        self.notified += 1

    def share(self) -> str:
        self.tokens += 1
        return f"{self.url}#t={token(self.tokens)}"

    def connections(self) -> list[tuple[str, str]]:
        return list(self.open)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Callable[[], FakeServer]:
    FakeServer.made, FakeServer.failing = [], []
    monkeypatch.setattr("demloc.ui.share.table_server", FakeServer)
    monkeypatch.setattr("demloc.ui.share.local_address", lambda: LAN)

    def last() -> FakeServer:
        assert FakeServer.made, "no server was made"
        return FakeServer.made[-1]

    return last


def in_play(
    qtbot: QtBot,
    sessions: sessionmaker[Session],
    catalog: Catalog,
    folder: Path,
    size: tuple[int, int] = (1024, 700),
) -> tuple[MainWindow, MissionArea]:
    window = rt.window(qtbot, sessions, catalog, folder, size)
    area = rt.area_of(window)
    rt.play_from_setup(area, "first-blood", "training")
    return window, area


def shared(window: MainWindow) -> ShareDialog:
    """Share the table… from the Mission menu, as the table chooses it."""
    window.sync_menus()
    entry = next(a for a in window.mission_menu.actions() if a.objectName() == "share-table")
    assert entry.isEnabled() and "F8" in entry.shortcut().toString()
    entry.trigger()
    assert window.sharing is not None and window.sharing.dialog is not None
    dialog = window.sharing.dialog
    assert dialog.isVisible()
    return dialog


def started(window: MainWindow) -> None:
    """Shared with no dialog shown: the window keeps the keys (offscreen, a dialog
    closed gives the activation back to no window)."""
    assert window.sharing is not None and window.sharing.share.start()


def click(widget: QPushButton) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_the_dialog_shows_the_join_address_as_a_qr_code_to_scan_from_a_metre(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, area = in_play(qtbot, sessions, catalog, tmp_path)
    dialog = shared(window)
    server = fake()
    assert server.running and server.listen == LAN  # never every interface unasked
    url = f"http://{LAN}:{DEFAULT_PORT}/#t={token(1)}"
    assert dialog.address[1].text() == f"{LAN}:{DEFAULT_PORT}" and area.isVisible()
    assert dialog.token[1].text() == token(1)
    assert dialog.what.text() == "Shared: the mission in play, First Blood (training)"
    qtbot.waitExposed(dialog)
    # What is painted is the URL's code: every module sampled at its centre.
    expected = segno.make(url, error="m", micro=False).matrix
    assert tuple(dialog.qr.matrix) == tuple(expected)
    image = dialog.qr.grab().toImage()
    x0, y0, module = dialog.qr.placement()
    ratio = image.devicePixelRatio()
    for row, modules in enumerate(expected):
        for column, dark in enumerate(modules):
            x = round((x0 + column * module + module / 2) * ratio)
            y = round((y0 + row * module + module / 2) * ratio)
            seen = QColor(image.pixel(x, y)).lightness() < 128
            assert seen == bool(dark), (row, column)
    quiet = QColor(image.pixel(round((x0 - QUIET * module + 1) * ratio), round(y0 * ratio)))
    assert quiet.lightness() > 200  # the quiet zone is white
    assert module * dialog.qr.side() >= LEAST_SIDE  # 10 cm at 96 px an inch: 1 m away


def test_new_token_gives_another_and_connections_are_listed_live(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, _area = in_play(qtbot, sessions, catalog, tmp_path)
    dialog = shared(window)
    server = fake()
    click(dialog.new_token)
    assert server.tokens == 2 and dialog.token[1].text() == token(2)
    assert tuple(dialog.qr.matrix) == tuple(
        segno.make(f"{server.url}#t={token(2)}", error="m", micro=False).matrix
    )
    server.open = [("player", "red"), ("spectator", "")]  # two devices join
    qtbot.waitUntil(lambda: "red's player" in dialog.devices.text())
    assert "spectator" in dialog.devices.text() and "2 devices" in dialog.devices.text()
    assert window.sharing is not None
    indicator = window.sharing.indicator
    assert indicator.isVisible() and indicator.text() == "Shared: 2 devices"
    server.open = [("spectator", "")]
    qtbot.waitUntil(lambda: indicator.text() == "Shared: 1 device")


def test_closing_the_dialog_keeps_sharing_and_the_status_bar_opens_it_again(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, _area = in_play(qtbot, sessions, catalog, tmp_path)
    dialog = shared(window)
    click(dialog.close_button)
    assert not dialog.isVisible() and fake().running and not fake().stopped
    assert window.sharing is not None
    click(window.sharing.indicator)
    assert dialog.isVisible() and len(FakeServer.made) == 1  # the same share, not a new one
    click(dialog.toggle)  # Stop sharing
    assert fake().stopped == 1 and not window.sharing.indicator.isVisible()
    assert not dialog.qr.isVisible() and dialog.toggle.text() == "Share again"
    click(dialog.toggle)  # Share again: a new server, a new token
    assert len(FakeServer.made) == 2 and fake().running and fake().tokens == 1
    assert dialog.qr.isVisible() and window.sharing.indicator.isVisible()


def test_quitting_stops_the_server(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, _area = in_play(qtbot, sessions, catalog, tmp_path)
    shared(window).close()
    assert fake().running
    window.close()
    assert fake().stopped == 1 and not fake().running


def remote(
    sessions: sessionmaker[Session],
    catalog: Catalog,
    change: Callable[[Table, int], Any],
    key: int,
    server: FakeServer,
    tell: bool = True,
) -> int:
    """A player's change as the host makes it: in another thread, through its own Table
    on the same database, on the revision stored (`change(table, at)`), then (`tell`)
    the server's on_moved from that thread; the revision after it."""
    done: list[int] = []

    def work() -> None:
        table = Table(sessions, make_context(catalog))
        done.append(change(table, table.show(key).revision).revision)
        if tell:
            server.on_moved(done[0])

    return in_a_thread(work, done)


def in_a_thread(work: Callable[[], None], done: list[int]) -> int:
    """`work` in a thread of its own, as the server's worker; what it appended to `done`
    (its error raised here)."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as error:  # raised again in the test's thread
            failed.append(error)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    if failed:
        raise failed[0]
    assert done
    return done[0]


def test_a_players_change_from_the_servers_thread_shows_on_the_tracker_without_a_banner(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, area = in_play(qtbot, sessions, catalog, tmp_path)
    started(window)
    tracker, play = area.tracker, area.play
    assert rt.state(tracker).turn == 0
    new_turn = {"kind": "new_turn"}
    revision = remote(sessions, catalog, lambda t, at: t.event(play.key, new_turn, at=at),
                      play.key, fake())  # fmt: skip
    with qtbot.waitSignal(play.changed, timeout=2000):
        pass  # queued: delivered in the app's thread at the next turn of its loop
    assert play.revision == revision and rt.state(tracker).turn == 1
    assert tracker.shown is not None and tracker.shown.turn == 1  # the screen redrawn
    assert not tracker.banner.isVisible() and not play.resumed and not play.error
    assert fake().notified == 0  # its own change is not echoed back to the server
    rt.key(tracker, "Ctrl+Z")  # the host's undo is made on the revision the player made
    assert not play.error and play.revision == revision + 1 and rt.state(tracker).turn == 0
    assert fake().notified == 1


def test_a_host_tap_tells_the_server(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, area = in_play(qtbot, sessions, catalog, tmp_path)
    started(window)
    rt.key(area.tracker, "T")
    assert rt.state(area.tracker).turn == 1 and fake().notified == 1
    rt.key(area.tracker, "Ctrl+Z")
    assert rt.state(area.tracker).turn == 0 and fake().notified == 2
    rt.key(area.tracker, "Ctrl+Z")  # nothing to undo: refused, nothing to tell
    assert area.play.error and fake().notified == 2


def test_a_host_undo_on_a_revision_a_player_just_moved_is_refused_then_follows_R183(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, area = in_play(qtbot, sessions, catalog, tmp_path)
    started(window)
    tracker, play = area.tracker, area.play
    rt.key(tracker, "T")  # turn 1, told
    assert fake().notified == 1
    # A player undoes that new turn; the app has not heard yet (on_moved on its way).
    revision = remote(sessions, catalog, lambda t, at: t.back(play.key, at=at), play.key,
                      fake(), tell=False)  # fmt: skip
    rt.key(tracker, "Ctrl+Z")  # made on the revision shown: refused, not undone twice
    assert "moved" in play.error and play.revision == revision  # shown as it is now
    mission = play.mission
    assert mission is not None and mission.cursor == 0 and rt.state(tracker).turn == 0
    assert tracker.shown is not None and tracker.shown.turn == 0
    rt.key(tracker, "T")  # the next tap is on the mission as it is
    assert not play.error and play.revision == revision + 1 and rt.state(tracker).turn == 1
    assert fake().notified == 2


def test_a_players_step_in_the_set_up_shows_on_the_mission_view(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    setup = area.setup.controller
    started(window)
    assert fake().make_host is not None and area.currentWidget() is area.setup
    done: list[int] = []

    def work() -> None:
        table = Table(sessions, make_context(catalog))
        view = table.show(setup.setup_id)
        done.append(
            table.step(
                setup.setup_id,
                {"action": "choose_mission", "mission": "first-blood"},
                at=view.revision,
            ).revision
        )
        fake().on_moved(done[0])

    in_a_thread(work, done)
    qtbot.waitUntil(lambda: setup.revision == done[0])
    assert setup.state.mission == "first-blood"


def whole(row: QWidget) -> None:
    """Every button shown in `row` says its words uncut."""
    for button in row.findChildren(QPushButton):
        if button.isVisibleTo(row):
            words = button.fontMetrics().horizontalAdvance(button.text())
            assert words + 12 <= button.width(), button.text()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dialog_the_buttons_and_the_indicator_fit_the_screen(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
    size: tuple[int, int],
) -> None:
    """Pictures for a person to look at (DEMLOC_SHOTS), and what they must show: the
    dialog whole on the screen, the address and the token uncut, the code 10 cm; the
    set-up's and the tracker's buttons uncut (the tracker's Share where it has room)."""
    window = rt.window(qtbot, sessions, catalog, tmp_path, size)
    area = rt.area_of(window)
    dialog = shared(window)
    fake().open = [("player", "red"), ("player", "blue"), ("spectator", "")]
    qtbot.waitUntil(lambda: "3 devices" in dialog.devices.text())
    qtbot.waitExposed(dialog)
    assert dialog.width() <= size[0] and dialog.height() <= size[1] - 40  # a title bar
    for label in (dialog.address[1], dialog.token[1], dialog.devices):
        assert label.isVisible() and label.sizeHint().width() <= label.width(), label.text()
    _x0, _y0, module = dialog.qr.placement()
    assert module * dialog.qr.side() >= LEAST_SIDE
    assert window.sharing is not None
    indicator = window.sharing.indicator
    assert indicator.isVisible() and indicator.text() == "Shared: 3 devices"
    assert indicator.sizeHint().width() <= indicator.width()
    assert window.sharing.setup_button.text() == "Shared: 3 (F8)"
    # Beside Next, a refusal keeps its room: at 1024 the set-up's Share gives way.
    assert window.sharing.setup_button.isVisible() == (size[0] >= 1600)
    assert area.setup.messages.width() >= SETUP_MESSAGES
    whole(area.setup)
    name = f"{size[0]}x{size[1]}"
    save_shot(dialog, "share", f"dialog-{name}.png")
    save_shot(window, "share", f"setup-{name}.png")
    dialog.close()
    rt.play_from_setup(area, "first-blood", "training")
    QApplication.processEvents()
    button = window.sharing.tracker_button
    assert button.isVisible() == (size[0] >= 1600)  # no room beside the others at 1024
    assert not button.isVisible() or button.text().startswith("Shared: 3")
    whole(area.tracker.bottom_row)
    save_shot(window, "share", f"tracker-{name}.png")
    # Table mode: no status bar; the tracker's button says it is shared.
    area.tracker.set_table_mode(True)
    QApplication.processEvents()
    assert not window.statusBar().isVisible()
    assert button.isVisible() and button.text().startswith("Shared: 3")
    whole(area.tracker.bottom_row)
    save_shot(window, "share", f"table-mode-{name}.png")


def test_an_app_stopped_without_quitting_shares_its_mission_again_R194(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    first, area = in_play(qtbot, sessions, catalog, tmp_path)
    started(first)
    # The app killed (never closed): started again on the same settings.
    again = rt.window(qtbot, sessions, catalog, tmp_path)
    assert len(FakeServer.made) == 2 and fake().running  # shared at once, no tap
    assert again.sharing is not None and again.sharing.share.mission_id == area.play.key
    assert again.sharing.indicator.isVisible()
    again.close()  # Quit: stopped, and the next start shares nothing
    assert not fake().running
    rt.window(qtbot, sessions, catalog, tmp_path)
    assert len(FakeServer.made) == 2


def test_a_port_taken_is_said_with_the_address_and_nothing_is_shared_R192(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    window, _area = in_play(qtbot, sessions, catalog, tmp_path)
    FakeServer.failing = ["the port is taken (another demloc serve, or another program?)"]
    dialog = shared(window)
    assert len(FakeServer.made) == 1 and not fake().running
    assert dialog.problem.isVisible() and not dialog.qr.isVisible()
    assert dialog.problem.text() == (
        f"the table could not be shared: cannot listen on {LAN}:{DEFAULT_PORT}: the port is "
        "taken (another demloc serve, or another program?)"
    )
    assert dialog.toggle.text() == "Share again"
    assert window.sharing is not None and not window.sharing.indicator.isVisible()
    click(dialog.toggle)  # the other program gone: shared now
    assert fake().running and not dialog.problem.isVisible() and dialog.qr.isVisible()


def test_a_players_next_that_begins_the_mission_shows_the_tracker_R187(
    qtbot: QtBot,
    catalog: Catalog,
    tmp_path: Path,
    sessions: sessionmaker[Session],
    fake: Callable[[], FakeServer],
) -> None:
    """At Ready a player's Next begins the mission at the host (R-187): the app showed
    the Ready screen still, and its own Play the mission was refused "played already"."""
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    setup = area.setup.controller
    rt.driver.drive(area.setup, "first-blood", "training")
    started(window)
    done: list[int] = []

    def work() -> None:  # the host's worker, on its own Table
        table = Table(sessions, make_context(catalog))
        done.append(table.begin(setup.setup_id).revision)
        fake().on_moved(done[0])

    in_a_thread(work, done)
    qtbot.waitUntil(lambda: area.currentWidget() is area.tracker)
    assert area.play.key == setup.setup_id and area.play.revision == done[0]
