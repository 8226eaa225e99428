"""Share the table… (issue 30, docs/table-net.md): the mission shown (its set-up, or in
play) served to the players' phones and laptops on the local network by a TableServer
(net/server.py: aiohttp in its own thread), shown as a QR code, a short address and a
join token (ui/share_dialog.py), with who is connected.

The bridge, one mechanism each way:
- a player's change: the server calls `on_moved(revision)` in its own thread, which emits
  `TableShare.moved`, connected queued: in the app's thread the controller showing the
  mission reads it again at its stored revision (`refresh`), before the next frame;
- the app's own change (a tap, an undo): the controller's `changed` with a revision the
  server was not told of calls `server.notify()` (thread-safe): the host reads the
  mission and sends every device its state.
Each change is made on the revision it was shown at (R-183): a tap of the app made on a
revision a player has just moved is refused, nothing applied on top of it, and the
mission shown as it is (the controllers' LogMovedError); the next tap is on it.

Closing the dialog keeps the table shared (the status bar's "Shared: N devices", and
the Share buttons, open it again); quitting the app stops the server: its connections
closed, its thread joined. An app that stopped without quitting (a crash, a kill) shares
the same mission again when it next shows it, so every device reconnects by itself
(R-194)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal

from demloc.net.address import DEFAULT_PORT, local_address
from demloc.table import Table, TableError

if TYPE_CHECKING:
    from demloc.net.host import TableHost
    from demloc.ui.tracker.area import MissionArea

# The same port each time, so a device finds the table again after a restart (R-192,
# R-194); taken by another program, the dialog says so and nothing is served.
PORT = DEFAULT_PORT
WATCH_MS = 500  # who is connected, asked of the server this often while shared
SHARED_SETTING = "share/mission"  # the mission shared, until Stop sharing or Quit


class Server(Protocol):
    """What the app uses of net/server.py's TableServer (docs/table-net.md)."""

    url: str

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def notify(self) -> None: ...
    def share(self) -> str: ...
    def connections(self) -> list[tuple[str, str]]: ...


def table_server(
    make_host: Callable[[], TableHost], listen: str, port: int, on_moved: Callable[[int], None]
) -> Server:
    """net/server.py's TableServer (the tests give a fake of their own here)."""
    from demloc.net.server import TableServer

    return TableServer(make_host, listen, port, on_moved=on_moved)


def host_maker(table: Table, mission_id: int) -> Callable[[], TableHost]:
    """The host of the mission, made in the server's thread with its own Table on the
    same database (the revision keeps the app's and the host's honest, R-183)."""

    def make() -> TableHost:
        from demloc.net.host import TableHost

        own = Table(table.sessions, table.ctx, table.rules)
        own.play_ctx, own.city = table.play_ctx, table.city
        # A token no device knows until `share` gives the one shown.
        return TableHost(own, mission_id, secrets.token_urlsafe(16))

    return make


class TableShare(QObject):
    """The sharing of the Mission area's mission: the server while shared, and the
    bridge between it and the area's controllers (module docstring)."""

    moved = Signal(int)  # emitted in the server's thread: a player moved the mission
    changed = Signal()  # shared or not, a new token, who is connected: the views follow

    def __init__(self, area: MissionArea, settings: QSettings | None = None) -> None:
        super().__init__(area)
        self.area, self.settings = area, settings
        self.server: Server | None = None
        self.mission_id = 0  # the mission shared (the table API's id)
        self.join_url = ""  # the address with the join token: the QR code's
        self.devices: list[tuple[str, str]] = []  # (role, colour) of each connection
        self.problem = ""  # why the table could not be shared
        self.known = 0  # the newest revision the server told the app or was told of
        self.moved.connect(self._moved, Qt.ConnectionType.QueuedConnection)
        play, setup = area.play, area.setup.controller
        play.changed.connect(lambda: self._tapped(play.key, play.revision, play.error))
        setup.changed.connect(lambda: self._tapped(setup.setup_id, setup.revision, setup.error))
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._watch_devices)

    @property
    def shared(self) -> bool:
        return self.server is not None

    @property
    def address(self) -> str:
        """The short address to type: "192.168.1.20:8765"."""
        return urlsplit(self.server.url).netloc if self.server is not None else ""

    @property
    def token(self) -> str:
        return self.join_url.partition("#t=")[2]

    def shown_mission(self) -> tuple[int, int]:
        """The mission the Mission area shows (the set-up's page: its set-up; else the
        tracker's mission), and the revision it shows it at; (0, 0): none."""
        area = self.area
        play, setup = area.play, area.setup.controller
        if area.currentWidget() is not area.setup and play.key:
            return play.key, play.revision
        if setup.setup_id and not setup.problem:
            return setup.setup_id, setup.revision
        return 0, 0

    def start(self) -> bool:
        """The mission shown shared: the server started, a new join token (R-190).
        False when it cannot be (`problem` says why)."""
        if self.server is not None:
            return True
        mission_id, revision = self.shown_mission()
        if not mission_id:
            return self._fail(self.tr("there is no mission to share: prepare a set-up first"))
        from demloc.net.server import ServeError  # aiohttp: loaded when first shared

        make_host = host_maker(self.area.setup.controller.table, mission_id)
        listen = local_address()  # the local network's, never every interface unasked
        server = table_server(make_host, listen, PORT, self.moved.emit)
        try:
            server.start()
        except (ServeError, TableError) as error:  # the address and why; the host's own
            return self._fail(self.tr("the table could not be shared: {error}").format(error=error))
        self.server, self.mission_id, self.known = server, mission_id, revision
        self.join_url, self.problem = server.share(), ""
        self._watch.start()
        self._remember(mission_id)
        self.changed.emit()
        return True

    def _fail(self, why: str) -> bool:
        self.problem = why
        self.changed.emit()
        return False

    def new_token(self) -> None:
        """A new join token (R-190): the old one admits no new device."""
        if self.server is not None:
            self.join_url = self.server.share()
            self.changed.emit()

    def stop(self) -> None:
        """No longer shared: every connection closed, the server's thread joined."""
        server, self.server = self.server, None
        self._watch.stop()
        self.devices, self.join_url = [], ""
        self._remember(0)
        if server is not None:
            server.stop()
            self.changed.emit()

    def resume(self) -> bool:
        """R-194: the mission the app was sharing when it stopped without Stop sharing
        or Quit (a crash, a kill) shared again, if it is the one shown; else forgotten."""
        wanted = 0 if self.settings is None else self.settings.value(SHARED_SETTING, 0, int)
        if not wanted:
            return False
        if wanted != self.shown_mission()[0]:
            self._remember(0)  # played out, given up, or another mission shown now
            return False
        return self.start()

    def _remember(self, mission_id: int) -> None:
        if self.settings is None:
            return
        if mission_id:
            self.settings.setValue(SHARED_SETTING, mission_id)
        else:
            self.settings.remove(SHARED_SETTING)
        self.settings.sync()  # a crash a moment later still finds it

    # ---- the bridge -----------------------------------------------------------------------

    def _moved(self, revision: int) -> None:
        """A player's change, in the app's thread: the controller showing the mission
        reads it again unless it shows that revision already (its own change)."""
        if self.server is None:
            return  # stopped meanwhile
        self.known = max(self.known, revision)
        play, setup = self.area.play, self.area.setup.controller
        if play.key == self.mission_id:
            if play.revision < revision:
                play.refresh()
        elif setup.setup_id != self.mission_id or setup.revision >= revision:
            return
        elif not self._begun() or not play.resume():
            setup.refresh()

    def _begun(self) -> bool:
        """The set-up shared is in play now: a player's Next at Ready began it (R-187),
        so the tracker shows it (its Play the mission would be refused, R-133)."""
        try:
            return self.area.setup.controller.table.current()[1] == self.mission_id
        except TableError:
            return False  # the set-up's refresh says what is wrong

    def _tapped(self, mission_id: int, revision: int, refused: str) -> None:
        """A controller changed: the server told when the mission moved here (not when a
        tap was refused: a revision it moved to then is a player's, the server's news)."""
        if self.server is None or mission_id != self.mission_id or refused:
            return
        if revision > self.known:
            self.known = revision
            self.server.notify()

    def _watch_devices(self) -> None:
        if self.server is None:
            return
        now = list(self.server.connections())
        if now != self.devices:
            self.devices = now
            self.changed.emit()
