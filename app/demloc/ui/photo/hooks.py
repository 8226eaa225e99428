""" "From a photo…" in its two homes (issue 34): the Board view (its Board menu) and the
tracker (its Mission menu), key Ctrl+Shift+O, or an image dropped on the board (R-243).
The photo is read off the UI thread with a band saying so (Esc cancels; the window keeps
answering); one that cannot be read says its one message where the view says refusals,
and changes nothing. The views call these in a line; everything else is here."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QFrame, QHBoxLayout, QPushButton, QWidget

from demloc.board.errors import BoardError
from demloc.board.position import BoardMap
from demloc.board.tiles import TileLibrary
from demloc.photo.model import Difference, PhotoError, Reading, differences
from demloc.photo.read import read_photo, require_opencv
from demloc.ui.files import remember_folder, start_folder
from demloc.ui.mission.common import TARGET
from demloc.ui.photo.dialog import PhotoDialog
from demloc.ui.photo.work import Answer, PhotoWorker
from demloc.ui.plaintext import plain_label

if TYPE_CHECKING:
    from demloc.ui.board.panel import BoardPanel
    from demloc.ui.tracker.view import TrackerView

PHOTO_KEY = "Ctrl+Shift+O"  # Open's key with Shift: no view binds it
ACTION_NAME = "From a photo…"  # the tracker's Mission menu entry (its key_actions)
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")  # what the core reads
BAND_STYLE = (
    "#photo-band { background: #fff4cc; border-bottom: 2px solid #c9a227; }"
    "#photo-band QLabel { font-size: 16px; color: #3a3000; }"
)


def no_reader() -> str:
    """Why photos cannot be read in this copy (the bundle carries no OpenCV: the core's
    one line, R-240), else "": said before a file is asked for."""
    try:
        require_opencv()
    except PhotoError as error:
        return str(error)
    return ""


def read_with(board_map: BoardMap, library: TileLibrary) -> Callable[[Path], Reading]:
    """The core's reading of a photo against `board_map` (run on the worker's thread)."""
    return lambda path: read_photo(path, board_map, library)


def file_of(event: QDropEvent | QDragEnterEvent) -> Path | None:
    """The file dragged, if one is (the first local file): an image the core reads, or
    one named as not read when dropped (a phone's HEIC, R-243)."""
    for url in event.mimeData().urls():
        if url.isLocalFile():
            return Path(url.toLocalFile())
    return None


class ReadingBand(QFrame):
    """Over the top of the board while a photo is read: what, and Cancel (Esc)."""

    def __init__(self, over: QWidget) -> None:
        super().__init__(over)
        self.setObjectName("photo-band")
        self.setAutoFillBackground(True)
        self.setStyleSheet(BAND_STYLE)
        self.label = plain_label()
        self.label.setWordWrap(True)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.setMinimumSize(120, TARGET)
        self.cancel.setShortcut(QKeySequence(Qt.Key.Key_Escape))  # only while shown
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.cancel)
        self.hide()

    def say(self, name: str) -> None:
        self.label.setText(self.tr("Reading the photo {file}…").format(file=name))
        over = self.parentWidget()
        if over is not None:
            self.setGeometry(0, 0, over.width(), self.sizeHint().height())
        self.show()
        self.raise_()


class PhotoFlow(QObject):
    """The action, the file dialog or the drop, the reading off the UI thread, the
    dialog; the view says what went wrong (`problem`) and uses what was confirmed."""

    def __init__(self, owner: QWidget, over: QWidget) -> None:
        super().__init__(owner)
        self.owner, self.over = owner, over
        self.action = QAction(self.tr("From a photo…"), owner)
        self.action.setObjectName("photo-action")
        self.action.setShortcut(QKeySequence(PHOTO_KEY))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.setToolTip(
            self.tr("Set the board from a photo of the table taken from above ({key})").format(
                key=PHOTO_KEY
            )
        )
        self.action.triggered.connect(lambda _=False: self.choose())
        owner.addAction(self.action)
        self.worker = PhotoWorker(self)
        self.worker.ready.connect(self._answered)
        self.worker.busy_changed.connect(self._busy)
        self.band = ReadingBand(over)
        self.band.cancel.clicked.connect(self.worker.cancel)
        self.asked: tuple[BoardMap, TileLibrary] | None = None
        self.dialog: PhotoDialog | None = None
        self.watch(over)

    # ---- what each view gives ----------------------------------------------------------

    def board(self) -> tuple[BoardMap, TileLibrary] | None:
        """The map the photo is read against, and its tiles; None: no board (said)."""
        raise NotImplementedError

    def problem(self, text: str) -> None:
        raise NotImplementedError

    def compare(self, reading: Reading, board_map: BoardMap) -> tuple[Difference, ...] | None:
        """In a mission, what differs (listed by the dialog); None on the Board view."""
        return None

    def confirmed(self, dialog: PhotoDialog) -> None:
        """The dialog's board accepted."""

    # ---- the flow ----------------------------------------------------------------------

    def choose(self) -> None:
        """The action: a photo chosen in the file dialog, then read."""
        why = no_reader()
        if why:
            self.problem(why)
            return
        name, _ = QFileDialog.getOpenFileName(
            self.owner,
            self.tr("From a photo"),
            str(start_folder()),
            self.tr("Photos ({patterns})").format(
                patterns=" ".join(f"*{s}" for s in IMAGE_SUFFIXES)
            ),
        )
        if name:
            remember_folder(Path(name))
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Read the photo at `path`; False (said) when it cannot be now."""
        why = no_reader()
        board = self.board() if not why else None
        if why or board is None:
            if why:
                self.problem(why)
            return False
        self.asked = board
        self.band.say(path.name)
        self.worker.ask(path, read_with(*board))
        return True

    def _busy(self, busy: bool) -> None:
        self.action.setEnabled(not busy)
        if not busy:
            self.band.hide()

    def _answered(self, answer: Answer) -> None:
        asked, self.asked = self.asked, None
        board = self.board()
        if answer.problem or answer.reading is None or answer.image is None:
            self.problem(answer.problem)
            return
        if board is None or asked is None:
            return  # the board went while the photo was read (said by `board`)
        if _without_miniatures(board[0]) != _without_miniatures(asked[0]):
            self.problem(
                self.tr("{file}: the map changed while the photo was read: read it again").format(
                    file=answer.path.name
                )
            )
            return
        board_map, library = board
        try:
            listed = self.compare(answer.reading, board_map)
            self.dialog = PhotoDialog(self.owner, answer.path.name, answer.image,
                                      answer.reading, board_map, library, listed)  # fmt: skip
        except BoardError as error:  # a map the board cannot build: said, nothing changed
            self.problem(str(error))
            return
        self.dialog.resize(self.owner.window().size() * 0.9)
        self.dialog.finished.connect(self._finished)
        self.dialog.open()

    def _finished(self, result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is None:
            return
        if result == PhotoDialog.DialogCode.Accepted:
            self.confirmed(dialog)
        dialog.deleteLater()

    # ---- an image dropped on the board -------------------------------------------------

    def watch(self, widget: QWidget) -> None:
        """Take images dropped on `widget` (a board view's viewport is watched)."""
        target = widget.viewport() if hasattr(widget, "viewport") else widget
        target.setAcceptDrops(True)
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, QDragEnterEvent | QDropEvent
        ):
            if file_of(event) is not None and self.action.isEnabled():
                event.acceptProposedAction()
                return True
        elif event.type() == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = file_of(event)
            if path is not None and self.action.isEnabled():
                event.acceptProposedAction()
                if path.suffix.lower() in IMAGE_SUFFIXES:
                    self.open_path(path)
                else:  # never a drop that does nothing and says nothing
                    self.problem(
                        self.tr(
                            "{file}: the photo reader takes JPEG or PNG only: save the photo "
                            "as JPEG (a phone can send it so) and drop that"
                        ).format(file=path.name)
                    )
                return True
        elif event.type() == QEvent.Type.ChildAdded and watched is self.over:
            child = getattr(event, "child", lambda: None)()
            if isinstance(child, QWidget) and hasattr(child, "viewport"):
                self.watch(child)  # the tracker's board, made with its first mission
        return False


def _without_miniatures(board_map: BoardMap) -> BoardMap:
    return dataclasses.replace(board_map, characters=())


class BoardPhoto(PhotoFlow):
    """On the Board view: the board confirmed is one undoable change of its history."""

    def __init__(self, panel: BoardPanel) -> None:
        self.panel = panel
        super().__init__(panel, panel.view)
        menu = panel.file_menu
        after_open = menu.actions().index(panel.tool_actions["open"]) + 1
        menu.insertAction(menu.actions()[after_open], self.action)

    def board(self) -> tuple[BoardMap, TileLibrary] | None:
        return self.panel.document.map, self.panel.document.library

    def problem(self, text: str) -> None:
        self.panel.show_warning(text)

    def confirmed(self, dialog: PhotoDialog) -> None:
        document = self.panel.document
        after = dialog.proposal()
        before = {c.id: (c.at, c.facing) for c in document.map.characters}
        placed = sum(1 for c in after.characters if before.get(c.id) != (c.at, c.facing))
        if not placed:
            self.panel.status.setText(
                self.tr("The photo shows the board as it is: nothing changed")
            )
            return
        text = self.tr("From a photo: %n miniature(s) placed", "", placed)
        try:
            document.push(after, text)
        except BoardError as error:  # checked by the dialog's board already
            self.problem(str(error))
            return
        self.panel.status.setText(text)


def correction(ticked: tuple[Difference, ...]) -> dict[str, object]:
    """The one `correct` event that puts the ticked miniatures where the photo has them
    (R-248): all in one, so two that swapped squares are put back together."""
    return {
        "kind": "correct",
        "source": "photo",
        "miniatures": [
            {"character": d.character_id, "at": d.photo.name, "facing": d.photo_facing.name}
            for d in ticked
        ],
    }


class TrackerPhoto(PhotoFlow):
    """In the tracker: what differs from the photo, a tick each; the ticked applied as
    one table correction, undone as any event (R-248)."""

    def __init__(self, tracker: TrackerView) -> None:
        self.tracker = tracker
        super().__init__(tracker, tracker.board_holder)
        tracker.key_actions[ACTION_NAME] = self.action  # the Mission menu's entry

    def board(self) -> tuple[BoardMap, TileLibrary] | None:
        mission = self.tracker.controller.mission
        if mission is None:
            self.problem(self.tr("A photo is compared with a mission in play: none is"))
            return None
        return mission.state.board_map, mission.ctx.library

    def problem(self, text: str) -> None:
        self.tracker.controller.refuse(text)

    def compare(self, reading: Reading, board_map: BoardMap) -> tuple[Difference, ...] | None:
        return differences(reading, board_map)

    def confirmed(self, dialog: PhotoDialog) -> None:
        """One event for the ticked; a refusal says why in the refusal band (`do`)."""
        ticked = dialog.ticked()
        if ticked:
            self.tracker.controller.do(correction(ticked))
