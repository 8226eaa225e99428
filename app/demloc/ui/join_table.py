"""The Guild view's "Join a table…" (issue 30, R-189, R-195, R-196): the shown guild
brought to a table shared on the local network, from this computer's database; the
seat's address for the player's phone, as a QR code and as text; once the host has
written the results, "Take the results home" brings them in through the Guild view's
own import (its plan, its question, R-158). Bringing changes nothing here.

The exchange with the table (net/join.py) runs in a thread of its own, at most its
time limit: the window keeps answering, and its answer comes back as a queued signal."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.errors import BadInputError
from demloc.net import join
from demloc.paths import user_data_dir
from demloc.ui.plaintext import plain_label

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

QR_PX = 260  # the QR code's side: a phone reads it from an arm's length
FONT = "font-size: 15px;"


class _Answer(QObject):
    """The thread's answer, delivered in the window's thread (a queued signal)."""

    done = Signal(object, object)  # what the call gave, or None; its error, or None


def run_in_thread(
    call: Callable[[], Any], then: Callable[[Any, Exception | None], None], owner: QObject
) -> None:
    """`call()` in a thread; `then(value, error)` in the Qt thread once it ends, unless
    `owner` (the dialog) was closed and deleted meanwhile: then the answer is dropped."""
    answer = _Answer()

    def deliver(value: Any, error: Exception | None) -> None:
        _keep.remove(answer)
        if shiboken6.isValid(owner):
            then(value, error)

    answer.done.connect(deliver, Qt.ConnectionType.QueuedConnection)

    def work() -> None:
        try:
            answer.done.emit(call(), None)
        except Exception as error:  # said by `then`: a BadInputError or an OSError
            answer.done.emit(None, error)

    _keep.append(answer)  # before the thread starts: its answer may come at once
    threading.Thread(target=work, daemon=True, name="join-table").start()


_keep: list[_Answer] = []  # the answers under way (a thread holds no Qt parent)


def qr_pixmap(text: str, side: int = QR_PX) -> QPixmap:
    """`text` as a QR code (segno), dark on white with its quiet zone."""
    import io

    import segno

    buffer = io.BytesIO()
    code = segno.make(text, error="m")
    modules = code.symbol_size(border=4)[0]
    code.save(buffer, kind="png", scale=max(1, side // modules), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class JoinTableDialog(QDialog):
    """Join a table with the Guild view's shown guild."""

    def __init__(self, view: GuildView, parent: QWidget | None = None) -> None:
        super().__init__(parent or view)
        self.view, self.guild_name = view, view.guild_name
        self.uuid = view.guild_uuid()  # the seat kept for it, found again
        self.joined: join.Joined | None = None
        self.timeout = join.TIMEOUT
        self.setWindowTitle(self.tr("Join a table"))
        self.setStyleSheet(FONT)

        self.address = QLineEdit()
        self.address.setObjectName("join-address")
        self.address.setPlaceholderText(join.EXAMPLE)
        self.address.setMinimumHeight(40)
        self.address.setClearButtonEnabled(True)
        self.address.textChanged.connect(self._sync)
        self.token = QLineEdit()  # when the address has none: as the share dialog shows it
        self.token.setObjectName("join-token")
        self.token.setPlaceholderText(self.tr("the join token the host's screen shows"))
        self.token.setMinimumHeight(40)
        self.token.textChanged.connect(self._sync)
        form = QFormLayout()
        form.addRow(self.tr("Table's address:"), self.address)
        form.addRow(self.tr("Join token:"), self.token)
        form.addRow(self.tr("Your guild:"), plain_label(self.guild_name))
        self.join_button = self._button(self.tr("Join"), "join-button", self.bring_guild)
        self.join_button.setDefault(True)
        self.results_button = self._button(self.tr("Take the results home"), "results-button",
                                           self.take_results_home)  # fmt: skip
        actions = QHBoxLayout()
        actions.addWidget(self.join_button)
        actions.addWidget(self.results_button)
        actions.addStretch(1)

        self.qr = QLabel()
        self.qr.setObjectName("join-qr")
        self.qr.setFixedSize(QR_PX + 16, QR_PX + 16)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.link = plain_label()
        self.link.setObjectName("join-link")
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.message = plain_label()
        self.message.setObjectName("join-message")
        self.message.setWordWrap(True)
        self.link_title = plain_label(self.tr("Play its seat on your phone or in a browser:"))
        self.link_title.setStyleSheet("font-weight: bold;")
        seat = QVBoxLayout()
        seat.addWidget(self.message)
        seat.addWidget(self.link_title)
        seat.addWidget(self.link)
        seat.addStretch(1)
        shown = QHBoxLayout()
        shown.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        shown.addLayout(seat, 1)

        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr(
            "Type the address and the join token the host's 'Share the table…' shows (or "
            "paste the address its demloc serve prints). Your guild is seated from this "
            "computer; nothing of it changes here until you take the results home."
        )))  # fmt: skip
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addLayout(shown, 1)
        layout.addWidget(close)
        for label in self.findChildren(QLabel):
            label.setWordWrap(True)
        self.setMinimumWidth(min(720, self._screen_width() - 40))
        self._show_seat("")
        self._sync()

    def _show_seat(self, url: str) -> None:
        """The seat's address as a QR code and as text; none before joining."""
        for widget in (self.qr, self.link_title, self.link):
            widget.setVisible(bool(url))
        self.link.setText(url)
        if url:
            self.qr.setPixmap(qr_pixmap(url))

    def _button(self, label: str, name: str, on_click: Callable[[], object]) -> QPushButton:
        widget = QPushButton(label)
        widget.setObjectName(name)
        widget.setMinimumHeight(44)
        widget.clicked.connect(on_click)
        return widget

    def _screen_width(self) -> int:
        screen = self.screen()
        return screen.availableGeometry().width() if screen else 1024

    def _address(self) -> join.TableAddress | None:
        try:
            return join.table_address(self.address.text(), self.token.text())
        except join.JoinError:
            return None

    def _kept(self, address: join.TableAddress | None) -> join.Joined | None:
        if address is None or self.joined is not None:
            return self.joined
        try:
            return join.recall(user_data_dir(), address.page, self.uuid) if self.uuid else None
        except BadInputError:
            return None

    def _sync(self) -> None:
        address = self._address()
        self.join_button.setEnabled(address is not None and bool(address.token))
        self.results_button.setEnabled(self._kept(address) is not None)

    def _busy(self, what: str) -> None:
        self.message.setText(what)
        self.join_button.setEnabled(False)
        self.results_button.setEnabled(False)

    # ---- join -----------------------------------------------------------------------

    def bring_guild(self) -> None:
        """Bring the guild: its file made here (reading only), sent in a thread."""
        try:
            address = join.table_address(self.address.text(), self.token.text())
            address.require_token()
            guild = self.view.guild_file()
        except BadInputError as error:
            self.message.setText(self.tr("Not joined: {error}").format(error=error))
            return
        self._busy(
            self.tr("Joining {address} with {guild}…").format(
                address=address.page, guild=self.guild_name
            )
        )
        timeout = self.timeout
        run_in_thread(lambda: join.bring(address, guild, timeout),
                      lambda joined, error: self._joined(address, joined, error), self)  # fmt: skip

    def _joined(
        self, address: join.TableAddress, joined: join.Joined | None, error: Exception | None
    ) -> None:
        if joined is None:
            self.message.setText(self.tr("Not joined: {error}").format(error=error))
            self._sync()
            return
        self.joined = joined
        try:
            join.remember(user_data_dir(), joined)
        except (BadInputError, OSError) as kept:
            self.message.setText(
                self.tr("Joined, but the seat was not kept for the results: {error}").format(
                    error=kept
                )
            )
        else:
            self.message.setText(
                self.tr(
                    "{guild} is at the table as {colour}. Scan the code with "
                    "your phone to play its seat there; once the host has written the "
                    "results, take them home here."
                ).format(guild=joined.name, colour=joined.colour)
            )
        self._show_seat(address.seat_url(joined.secret))
        self._sync()

    # ---- the results ----------------------------------------------------------------------

    def take_results_home(self) -> None:
        address = self._address()
        joined = self._kept(address)
        if address is None or joined is None:
            return
        self._busy(self.tr("Asking the table for the results…"))
        timeout = self.timeout
        run_in_thread(lambda: join.results(address, joined.secret, timeout),
                      lambda data, error: self._results(address, joined, data, error),
                      self)  # fmt: skip

    def _results(
        self,
        address: join.TableAddress,
        joined: join.Joined,
        data: dict[str, Any] | None,
        error: Exception | None,
    ) -> None:
        self._sync()
        if data is None:
            self.message.setText(self.tr("Not taken home: {error}").format(error=error))
            return
        from demloc.store.results_home import check_results

        source = f"the results of {joined.name} from {address.page}"
        self.view.import_data(
            data, source,
            check=lambda s: check_results(s, data, joined.guild, joined.name, joined.revision),
        )  # fmt: skip
        self.message.setText(self.view.message.text())
