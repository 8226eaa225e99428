"""The band shown while an action waits for another process's write to the database
(issue 27 item 8). Every transaction of the app's database goes through it
(store.transactions.wait_for_the_lock_with): when another DemLoc holds the write lock, the
store tries again every moment instead of blocking for its busy timeout, and between
tries this band runs the event loop, so the window keeps answering, says how long it
has waited, and offers Cancel (Esc). A cancelled action writes nothing, says so in its
view, and is not put on any undo history (the views' own handling of DatabaseBusyError).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

# How often a waiting action tries the lock again.
RETRY_MS = 250


class BusyBand(QFrame):
    """A non-modal band over the top of the window; store.transactions.LockWait."""

    def __init__(self, over: QWidget | None = None) -> None:
        """`over`: the widget whose top the band covers while shown (its layout is not
        changed, so nothing moves); none: a widget of its own."""
        super().__init__(over)
        self.setAutoFillBackground(True)
        self.setObjectName("busy-band")
        self.setStyleSheet(
            "#busy-band { background: #fff4cc; border-bottom: 2px solid #c9a227; }"
            "#busy-band QLabel { font-size: 16px; color: #3a3000; }"
        )
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # the database's path: any text
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setMinimumSize(120, 40)
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))  # only while shown
        self.cancel_button.setToolTip(self.tr("Stop waiting: the action is not done (Esc)"))
        self.cancel_button.clicked.connect(self.cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.cancel_button)
        self.hide()
        self._loop: QEventLoop | None = None
        self._cancelled = self._just_cancelled = False
        self._since = 0.0
        self._where = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self._wake)

        if over is not None:
            over.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        over = self.parentWidget()
        if over is not None:
            height = self.heightForWidth(over.width())
            self.setGeometry(0, 0, over.width(), height if height > 0 else self.sizeHint().height())
            self.raise_()

    def showEvent(self, event: QShowEvent) -> None:
        self._place()
        super().showEvent(event)

    def busy(self, where: str) -> bool:
        """Show the band, run the event loop until the next try or Cancel; True: try
        again. An action begun while another one waits is refused at once."""
        from demloc.store.errors import DatabaseBusyError  # the window paints first

        if self._loop is not None:
            raise DatabaseBusyError(
                self.tr(
                    "the database {where} is busy: another action of this window is waiting "
                    "for it; try again once it is done"
                ).format(where=where)
            )
        if self._just_cancelled:  # what the cancelled action does next (a refresh): no wait
            raise DatabaseBusyError(
                self.tr(
                    "the database {where} is busy: another DemLoc is writing to it; try again"
                ).format(where=where)
            )
        if self.isHidden():
            self._cancelled, self._since, self._where = False, time.monotonic(), where
            self._say()
            self.show()
        self._say()
        loop = self._loop = QEventLoop()
        self._timer.start()
        try:
            # -1: the application is quitting (its loops end): the wait ends too.
            ended = loop.exec()
        finally:
            self._loop = None
            self._timer.stop()
        return ended == 0 and not self._cancelled

    def over(self) -> None:
        self.hide()
        if self._cancelled:  # until the event loop is back: the action's ending waits not
            self._just_cancelled = True
            QTimer.singleShot(0, self._wait_again)
        self._cancelled = False

    def _wait_again(self) -> None:
        self._just_cancelled = False

    def cancel(self) -> None:
        self._cancelled = True
        self._wake()

    def _wake(self) -> None:
        if self._loop is not None:
            self._loop.quit()

    def _say(self) -> None:
        seconds = int(time.monotonic() - self._since)
        # One line at 1024 px (the path, any length, in the tooltip): the band covers
        # no more than the top of the view.
        self.label.setText(
            self.tr(
                "Waiting for another computer's write to the database ({seconds} s). "
                "Esc: stop, nothing changed."
            ).format(seconds=seconds)
        )
        self.setToolTip(self.tr("The database: {where}").format(where=self._where))
        if self.isVisible():
            self._place()
