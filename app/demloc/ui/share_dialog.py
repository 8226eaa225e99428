"""What the table sees of a shared table (issue 30; the sharing itself: ui/share.py): the
dialog with the join address as a QR code large enough to scan from a metre away, the
short address and the join token in large type, who is connected, New token and Stop
sharing; the status bar's "Shared: N devices"; the Share buttons of the Mission view
and the tracker. Closing the dialog keeps the table shared."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from demloc.render.style import GUILD_COLOURS
from demloc.table import Stage, TableError
from demloc.ui.i18n import translate
from demloc.ui.mission.common import button, text
from demloc.ui.share import TableShare

if TYPE_CHECKING:
    from demloc.ui.tracker.area import MissionArea

# A phone's camera reads a QR code from about ten times its width: 10 cm for a metre,
# 378 px at the 96 px an inch Qt counts (a screen's real size is seldom known).
LEAST_SIDE = 378
QUIET = 4  # the quiet zone, in modules (ISO/IEC 18004)
SHARE_KEY = "F8"  # no standard key shares; F8 is free in every view
BIG = "font-size:26px; font-weight:bold;"
COLUMN_WIDTH = 420  # the dialog's right column: "192.168.100.200:8470" at 26 px
MOST_WIDTH, MOST_HEIGHT = 1100, 720  # the dialog on a large screen


SETUP_MESSAGES = 300  # px the set-up's refusal beside Next keeps (a file's path said whole)


class QrCode(QWidget):
    """A text as a QR code (segno), drawn module by module: black on white with its quiet
    zone, each module a whole number of pixels (sharp edges for the camera), as large as
    the widget allows and never under LEAST_SIDE."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("share-qr")
        self.matrix: tuple[bytearray, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_text(self, value: str) -> None:
        self.matrix = tuple(segno.make(value, error="m", micro=False).matrix) if value else ()
        self.updateGeometry()
        self.update()

    def side(self) -> int:
        """The modules across, quiet zone included."""
        return len(self.matrix) + 2 * QUIET

    def module_px(self, room: int) -> int:
        return max(1, room // self.side()) if self.matrix else 0

    def minimumSizeHint(self) -> QSize:
        if not self.matrix:
            return QSize(LEAST_SIDE, LEAST_SIDE)
        side = -(-LEAST_SIDE // self.side()) * self.side()  # whole modules, at least 10 cm
        return QSize(side, side)

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def placement(self) -> tuple[int, int, int]:
        """The first module's top left (x, y) and a module's size, in pixels."""
        module = self.module_px(min(self.width(), self.height()))
        whole = module * self.side()
        left, top = (self.width() - whole) // 2, (self.height() - whole) // 2
        return left + QUIET * module, top + QUIET * module, module

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.matrix:
            return
        x0, y0, module = self.placement()
        quiet = QUIET * module
        painter = QPainter(self)
        whole = module * self.side()
        painter.fillRect(QRect(x0 - quiet, y0 - quiet, whole, whole), Qt.GlobalColor.white)
        black = QColor("black")
        for row, modules in enumerate(self.matrix):
            column = 0
            while column < len(modules):  # a run of dark modules in one rectangle
                if not modules[column]:
                    column += 1
                    continue
                end = column
                while end < len(modules) and modules[end]:
                    end += 1
                x, y = x0 + column * module, y0 + row * module
                run = QRect(x, y, (end - column) * module, module)
                painter.fillRect(run, black)
                column = end
        painter.end()


class ShareDialog(QDialog):
    """Share the table: the QR code and the address to join, the token, who is connected.
    Not modal: the table plays on beside it; closed, the table stays shared."""

    def __init__(self, share: TableShare, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("share-dialog")
        self.setWindowTitle(self.tr("Share the table"))
        self.share = share
        self.qr = QrCode()
        self.what = text("", bold=True)
        self.what.setObjectName("share-what")
        self.how = text(
            self.tr(
                "Scan the code with a phone's camera, or type the address in a browser on "
                "the same network and give the token."
            )
        )
        self.address = self._big("share-address", self.tr("Address"))
        self.token = self._big("share-token", self.tr("Join token"), mono=True)
        self.devices = text("")
        self.devices.setObjectName("share-devices")
        self.devices.setTextFormat(Qt.TextFormat.RichText)
        self.devices.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.problem = text("")
        self.problem.setObjectName("share-problem")
        self.problem.setStyleSheet("background:#ffe0e0; color:#8a0000; padding:6px;")
        self.new_token = button(self.tr("New token"), share.new_token, "share-new-token")
        self.new_token.setToolTip(
            self.tr("A new join token: the old one admits no more devices (R-190)")
        )
        self.toggle = button(self.tr("Stop sharing"), self._toggle, "share-stop")
        self.close_button = button(self.tr("Close"), self.close, "share-close")
        self.close_button.setToolTip(
            self.tr("The table stays shared; the status bar says so (Esc)")
        )

        side = QWidget()
        side.setMinimumWidth(COLUMN_WIDTH)  # the address and the token whole in large type
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.what)
        column.addWidget(self.how)
        for caption, value in (self.address, self.token):
            column.addWidget(caption)
            column.addWidget(value)
        column.addWidget(self.devices, 1)
        column.addWidget(self.problem)
        buttons = QHBoxLayout()
        for widget in (self.new_token, self.toggle):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        column.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setSpacing(24)
        layout.addWidget(self.qr, 1)
        layout.addWidget(side)
        self.setStyleSheet(
            "QDialog { background:white; } QLabel { font-size:17px; color:#111; }"
            " QPushButton { font-size:17px; padding:6px 16px; }"
        )
        share.changed.connect(self.sync)
        self.sync()
        self._fit(parent)

    def _fit(self, parent: QWidget | None) -> None:
        """Over the app's window, within it: the code as large as the room allows."""
        room = parent.size() if parent is not None else self.screen().availableSize()
        least = self.minimumSizeHint()
        self.resize(max(least.width(), min(MOST_WIDTH, room.width() - 40)),
                    max(least.height(), min(MOST_HEIGHT, room.height() - 60)))  # fmt: skip

    @staticmethod
    def _big(name: str, caption: str, *, mono: bool = False) -> tuple[QLabel, QLabel]:
        label = text(caption)
        label.setStyleSheet("color:#555;")
        value = text("")
        value.setObjectName(name)
        family = " font-family:monospace; letter-spacing:2px;" if mono else ""
        value.setStyleSheet(BIG + family)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label, value

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.sync()  # the mission shared may have moved on since (set-up, in play, ended)

    def _toggle(self) -> None:
        if self.share.shared:
            self.share.stop()
        else:
            self.share.start()

    def sync(self) -> None:
        share = self.share
        shared = share.shared
        self.qr.show_text(share.join_url)
        self.qr.setVisible(shared)
        self.address[1].setText(share.address)
        self.token[1].setText(share.token)
        for widget in (*self.address, *self.token, self.how, self.new_token):
            widget.setVisible(shared)
        self.toggle.setText(self.tr("Stop sharing") if shared else self.tr("Share again"))
        self.problem.setText(share.problem)
        self.problem.setVisible(bool(share.problem))
        if shared:
            self.what.setText(self.tr("Shared: {mission}").format(mission=shared_mission(share)))
            self.devices.setText(
                devices_html(share.devices, self.tr("%n device(s)", "", len(share.devices)))
            )
        else:
            self.what.setText(self.tr("Not shared: no device can join."))
            self.devices.setText("")


STAGE_WORDS = {
    Stage.SETUP: str(QT_TRANSLATE_NOOP("share_dialog", "the set-up")),
    Stage.PLAYING: str(QT_TRANSLATE_NOOP("share_dialog", "the mission in play")),
    Stage.ENDED: str(QT_TRANSLATE_NOOP("share_dialog", "the mission, ended")),
    Stage.WRITTEN: str(QT_TRANSLATE_NOOP("share_dialog", "the mission, its results written")),
    Stage.GIVEN_UP: str(QT_TRANSLATE_NOOP("share_dialog", "the mission, given up")),
}


def shared_mission(share: TableShare) -> str:
    """What is shared, in words: "the mission in play, First Blood"."""
    table = share.area.setup.controller.table
    try:
        view = table.show(share.mission_id)
    except TableError:  # only words: a busy database names none
        return translate("share_dialog", "the mission")
    found = table.ctx.missions.get(view.mission)
    stage = translate("share_dialog", STAGE_WORDS[view.stage])
    if found is None:
        return stage
    return translate("share_dialog", "{stage}, {mission}").format(stage=stage, mission=found.name)


def devices_html(devices: list[tuple[str, str]], counted: str) -> str:
    """Who is connected; `counted`: their count in words ("2 devices")."""
    if not devices:
        return translate("share_dialog", "<b>Connected: none yet</b>")
    rows = []
    for role, colour in devices:
        rgb = GUILD_COLOURS.get(colour, (150, 150, 150))  # a spectator: grey
        swatch = f"<span style='color:rgb{rgb}; font-size:22px;'>■</span> "
        who = (
            translate("share_dialog", "{colour}'s player").format(colour=colour)
            if role == "player" and colour
            else role
        )
        rows.append(swatch + html.escape(who, quote=False))  # a device's words: never markup
    connected = translate("share_dialog", "<b>Connected: {devices}</b>").format(devices=counted)
    return connected + "<br>" + "<br>".join(rows)


class ShareControls(QObject):
    """The Share entry points of the main window (its "Share the table…" action, its
    status bar) and of the Mission area (its buttons), over one TableShare."""

    def __init__(
        self, area: MissionArea, window: QMainWindow, action: QAction, settings: QSettings
    ) -> None:
        super().__init__(area)
        self.share = TableShare(area, settings)
        self.window, self.action = window, action
        self.dialog: ShareDialog | None = None
        self.indicator = QPushButton("")
        self.indicator.setObjectName("share-indicator")
        self.indicator.setFlat(True)
        self.indicator.setToolTip(
            self.tr("The table is shared: who is connected, the code ({key})").format(key=SHARE_KEY)
        )
        self.indicator.clicked.connect(lambda _=False: self.open())
        self.indicator.hide()
        window.statusBar().addPermanentWidget(self.indicator)
        share_words = self.tr("Share…")
        self.setup_button = button(f"{share_words} ({SHARE_KEY})", action.trigger, "share")
        area.setup.add_tool(self.setup_button)
        self.tracker_button = button(share_words, action.trigger, "share")
        area.tracker.add_tool(self.tracker_button, share_words, SHARE_KEY)
        most = self.tr("Shared: {count}").format(count=88)
        for widget, longest in ((self.setup_button, f"{most} ({SHARE_KEY})"),
                                (self.tracker_button, most)):  # fmt: skip
            widget.setToolTip(
                self.tr("Share the table: players join from their phones and laptops")
            )
            # "Shared: 88" fits from the start: nothing beside it moves when it changes.
            widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance(longest) + 32)
        self.share.changed.connect(self.sync)
        area.tracker.bottom_row.installEventFilter(self)
        area.setup.installEventFilter(self)
        area.play.changed.connect(self._fit_tracker)  # its other buttons come and go
        self.share.resume()  # shared when the app stopped without quitting

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._fit_tracker()
            self._fit_setup()
        return super().eventFilter(watched, event)

    def _fit_setup(self) -> None:
        """The set-up's Share button only where the line beside Next keeps the room to
        say a refusal whole (SETUP_MESSAGES px: 1024x700 has none with the views' list:
        the Mission menu, F8 and the status bar share)."""
        setup, share = self.share.area.setup, self.setup_button
        row = setup.bottom
        taken = 0
        for index in range(row.count()):
            item = row.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None or widget is setup.messages:
                continue
            if widget is share or widget.isVisibleTo(setup):
                taken += max(widget.minimumWidth(), widget.sizeHint().width()) + row.spacing()
        margins = setup.contentsMargins()
        fits = setup.width() - margins.left() - margins.right() - taken >= SETUP_MESSAGES
        if share.isVisibleTo(setup) != fits:
            share.setVisible(fits)

    def _fit_tracker(self) -> None:
        """The tracker's Share button only where its bottom row has the room for every
        button whole (1024x700 has none: the Mission menu, F8 and the status bar share)."""
        tracker = self.share.area.tracker
        row, share = tracker.bottom, self.tracker_button
        others = []
        for index in range(row.count()):
            item = row.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not share and widget.isVisibleTo(tracker):
                others.append(widget.sizeHint().width())
        own = max(share.minimumWidth(), share.sizeHint().width())
        need = sum(others) + own + row.spacing() * len(others)
        fits = need <= tracker.bottom_row.width()
        if share.isVisibleTo(tracker) != fits:
            share.setVisible(fits)

    def open(self) -> ShareDialog:
        """The dialog shown (the table shared now if it was not)."""
        if not self.share.shared:
            self.share.start()
        if self.dialog is None:
            self.dialog = ShareDialog(self.share, self.window)
        self.dialog.show()
        self.dialog.activateWindow()
        return self.dialog

    def stop(self) -> None:
        self.share.stop()

    def sync(self) -> None:
        share = self.share
        count = len(share.devices)
        self.indicator.setText(
            self.tr("Shared: {count}").format(count=self.tr("%n device(s)", "", count))
        )
        self.indicator.setVisible(share.shared)
        words = (
            self.tr("Shared: {count}").format(count=count) if share.shared else self.tr("Share…")
        )
        self.setup_button.setText(f"{words} ({SHARE_KEY})")
        self.share.area.tracker.say_tool(self.tracker_button, words)
        self._fit_tracker()
        self._fit_setup()
