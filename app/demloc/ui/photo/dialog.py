"""The photo read, and the board it proposes (issue 34, R-241, R-242): the photo with
what was found drawn over it on the left, the proposed board on the right (the Board
view's own scene and items), the squares read with little confidence marked in orange.
The player drags a miniature, or selects it and moves it with the arrows (Q and E turn
it), and confirms with Enter; Esc cancels. On the Board view the board confirmed is one
undoable change (its caller's); in a mission the dialog lists what differs from the
tracker, a tick each (the unsure ones unticked), and "Apply the ticked" is one table
correction, a `correct` event the tracker undoes as any other (R-242, R-248)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent, QKeySequence, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.position import BoardMap
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.photo.model import CONFIDENT, Difference, Found, Reading
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView
from demloc.ui.mission.common import TARGET
from demloc.ui.photo.overlay import UNSURE, PhotoView
from demloc.ui.plaintext import plain_label

UNSURE_FILL = QColor(255, 140, 0, 50)
TEXT_STYLE = (  # read from 1.5 m; a tick's box large, empty or filled
    "#photo-intro, #photo-notes, #photo-status { font-size: 16px; }"
    "#photo-notes::indicator { width: 22px; height: 22px; border: 2px solid #9aa4ad;"
    " border-radius: 3px; background: #1e2226; margin-right: 6px; }"
    "#photo-notes::indicator:checked { background: #43a047; border-color: #ffffff; }"
    "#photo-notes::item { padding: 4px 2px; }"
)
ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
ROLE = Qt.ItemDataRole.UserRole  # a note's miniature (its id), selected when tapped


def propose(reading: Reading, board_map: BoardMap, library: TileLibrary) -> BoardMap:
    """The map with each miniature the photo found on its square and facing; one the map
    cannot hold there (a wall, a square taken and not freed) stays where he was, the
    surest placed first (the note then says so: `Notes`)."""
    whole = reading.proposed(board_map)
    try:
        Board.build(whole, library)
        return whole
    except BoardError:
        pass
    seen = {(f.colour, f.number): f for f in reading.found}
    waiting = sorted(
        (c for c in board_map.characters if (c.colour, c.number) in seen),
        key=lambda c: -seen[(c.colour, c.number)].confidence,
    )
    current = board_map
    moved = True
    while moved:  # a square freed by a later move lets an earlier one in (a swap)
        moved = False
        for character in list(waiting):
            found = seen[(character.colour, character.number)]
            placed = dataclasses.replace(
                current.character(character.id) or character, at=found.square, facing=found.facing
            )
            trial = current.with_character(placed)
            try:
                Board.build(trial, library)
            except BoardError:
                continue
            current, moved = trial, True
            waiting.remove(character)
    return current


class ProposalView(BoardView):
    """The proposed board: N selects the next miniature (those to check first), the
    arrows move the selected one a square (Q and E turn him, as on the Board view);
    Enter and Esc are the dialog's."""

    order: tuple[str, ...] = ()  # the miniatures in N's order

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.board_scene
        step = ARROWS.get(Qt.Key(event.key()))
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() == Qt.Key.Key_N and plain and self.order:
            after = self.order.index(scene.selected) + 1 if scene.selected in self.order else 0
            scene.select(self.order[after % len(self.order)])
            event.accept()
        elif step is not None and plain and scene.selected in scene.document.board.characters:
            selected = scene.selected
            assert selected is not None
            at = scene.document.character(selected).at.step(*step)
            scene.edit(lambda: scene.document.move_character(selected, at))
            event.accept()
        elif event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()  # the dialog's: cancel, confirm
        else:
            super().keyPressEvent(event)


class NotesList(QListWidget):
    """The lines to check: Enter (or a tap) on one selects its miniature on the board,
    never confirms the dialog."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self.itemActivated.emit(item)
            event.accept()
        else:
            super().keyPressEvent(event)


class PhotoDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        name: str,
        image: QImage,
        reading: Reading,
        board_map: BoardMap,
        library: TileLibrary,
        differences: tuple[Difference, ...] | None = None,
    ) -> None:
        """`differences`: in a mission, what differs from the tracker (a tick each,
        R-248); None on the Board view, where the board confirmed replaces the map."""
        super().__init__(parent)
        self.setObjectName("photo-dialog")
        self.setStyleSheet(TEXT_STYLE)
        self.setWindowTitle(self.tr("From a photo: {file}").format(file=name))
        self.reading = reading
        self.in_mission = differences is not None
        self.document = BoardDocument(library, propose(reading, board_map, library))
        self.document.enforce_rules = False  # mirroring the table: placed freely
        self.proposed = self.document.map
        self.scene = BoardScene(self.document)
        for overlay in self.scene.overlays:
            self.scene.overlays[overlay] = False
        self.scene.update_overlays()
        self.board = ProposalView(self.scene)
        self.board.setObjectName("photo-proposal")
        self.board.setMinimumSize(200, 160)
        self.photo = PhotoView()
        self.photo.show_reading(image, reading, self.document.board)
        found = {(f.colour, f.number): f for f in reading.found}
        # The miniatures read with little confidence, marked until the player moves them.
        self.unsure: dict[str, Found] = {}
        for character in self.proposed.characters:
            seen = found.get((character.colour, character.number))
            if seen is not None and not seen.sure and character.at == seen.square:
                self.unsure[character.id] = seen
        # An orange frame round each, above the miniatures (their names included).
        self.board.order = (*self.unsure, *(c.id for c in self.proposed.characters
                                             if c.id not in self.unsure))  # fmt: skip
        self.marks = QGraphicsPathItem()
        self.marks.setPen(QPen(UNSURE, 6))
        self.marks.setBrush(UNSURE_FILL)
        self.marks.setZValue(60)
        self.scene.addItem(self.marks)
        self.marked: set[Square] = set()
        self.document.changed.connect(self._follow)
        self.scene.message.connect(self._say)

        layout = QVBoxLayout(self)
        if self.in_mission:
            intro = self.tr(
                "The photo beside the board it shows. What differs from the tracker is "
                "listed below, a tick each; those read with little confidence are not "
                "ticked: check them. Apply the ticked puts those miniatures where the photo "
                "has them, as one table correction, not a move (R-248): Ctrl+Z in the "
                "tracker takes it back. Space ticks a line, Esc cancels."
            )
        else:
            intro = self.tr(
                "The photo beside the board it shows. Orange squares were read with little "
                "confidence: check them. Drag a miniature to where it stands, or select it "
                "(a tap, or N for the next) and move it with the arrows (Q and E turn it). "
                "Enter uses this board, Esc cancels."
            )
        self.intro = QLabel(intro)
        self.intro.setObjectName("photo-intro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.photo)
        split.addWidget(self.board)
        split.setChildrenCollapsible(False)
        split.setSizes([1, 1])
        layout.addWidget(split, 1)
        self.notes = NotesList()
        self.notes.setObjectName("photo-notes")
        self.notes.setWordWrap(True)
        self.notes.itemClicked.connect(self._pick)
        self.notes.itemActivated.connect(self._pick)  # Enter
        # Each difference's line and tick: ticked unless read with little confidence.
        self.ticks: list[tuple[QListWidgetItem, Difference]] = []
        for n, (text, character_id) in enumerate(self._notes(board_map, differences or ())):
            item = QListWidgetItem(text)
            item.setData(ROLE, character_id)
            if differences and n < len(differences):
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                sure = differences[n].confidence >= CONFIDENT
                item.setCheckState(Qt.CheckState.Checked if sure else Qt.CheckState.Unchecked)
                self.ticks.append((item, differences[n]))
            self.notes.addItem(item)
        # As high as its lines, four at most (then it scrolls): the proposed board takes
        # the rest. A row at least a tick's box and its padding (TEXT_STYLE).
        row = max(self.notes.sizeHintForRow(0), 36)
        shown = min(self.notes.count(), 4)
        self.notes.setFixedHeight(max(TARGET, row * shown + 2 * self.notes.frameWidth() + 4))
        self.notes.setVisible(self.notes.count() > 0)
        bottom = QHBoxLayout()  # the lines, and beside them the buttons: the board's room
        bottom.addWidget(self.notes, 1)
        self.status = plain_label()
        self.status.setObjectName("photo-status")
        self.status.setWordWrap(True)
        self.status.hide()  # its line only when it says something: the board's room
        layout.addWidget(self.status)
        buttons = QDialogButtonBox()
        if self.in_mission:
            self.board.setInteractive(False)  # the ticks say what is applied
            # Named with its count by _ticked_changed: "Apply the ticked (2)".
            self.use = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
            self.use.setObjectName("photo-apply")
            self.notes.itemChanged.connect(lambda _item: self._ticked_changed())
            self._ticked_changed()
        else:
            self.use = buttons.addButton(
                self.tr("Use this board"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.use.setObjectName("photo-use")
        self.use.setDefault(True)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.use, cancel):
            button.setMinimumHeight(TARGET)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.activated.connect(self.document.undo_stack.undo)
        self._follow()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _notes(
        self, board_map: BoardMap, differences: tuple[Difference, ...]
    ) -> list[tuple[str, str]]:
        """Each line below the pictures and the miniature it names ("" for none)."""
        lines: list[tuple[str, str]] = []
        for difference in differences:
            lines.append((self.tr(
                "{name}: {photo} facing {photo_facing} in the photo, {here} facing "
                "{here_facing} here"
            ).format(
                name=difference.label,
                photo=difference.photo.name,
                photo_facing=difference.photo_facing.name,
                here=difference.here.name,
                here_facing=difference.here_facing.name,
            ), difference.character_id))  # fmt: skip
        for character_id, found in self.unsure.items():
            lines.append((self.tr("{name}: {square}, only {sure} sure: check it").format(
                name=self._label(character_id), square=found.square.name,
                sure=f"{found.confidence:.0%}",
            ), character_id))  # fmt: skip
        by_base = {(c.colour, c.number): c for c in board_map.characters}
        listed: list[str] = []  # the things said here, which the core's lines say again
        for found in self.reading.found:
            character = by_base.get((found.colour, found.number))
            if character is None:
                listed.append(found.label)
                lines.append((self.tr(
                    "The {base} base read on {square} is not on this map's miniatures"
                ).format(base=found.label, square=found.square.name), ""))  # fmt: skip
                continue
            placed = self.proposed.character(character.id)
            if placed is not None and placed.at != found.square:
                lines.append((self.tr(
                    "{name}: read on {square}, where the map cannot hold them: left on {here}"
                ).format(name=self._label(character.id), square=found.square.name,
                         here=placed.at.name), character.id))  # fmt: skip
        seen = {(f.colour, f.number) for f in self.reading.found}
        for character in board_map.characters:
            if (character.colour, character.number) not in seen:
                listed.append(character.label)
                lines.append((self.tr("{name}: not found in the photo, left on {here}").format(
                    name=character.label, here=character.at.name), character.id))  # fmt: skip
        # The core's words for the rest: one line a thing, its line about a base
        # said above left out; why no base was seen (too few pixels, R-250) said once.
        why: list[str] = []
        for text in self.reading.unread:
            label, _, said = text.partition(": ")
            if label not in listed:
                lines.append((text, ""))
            elif (reason := said.partition("was not seen: ")[2]) and reason not in why:
                why.append(reason)
        lines += [(reason[:1].upper() + reason[1:], "") for reason in why]
        return lines

    def _label(self, character_id: str) -> str:
        character = self.document.map.character(character_id)
        return character.label if character is not None else character_id

    def _pick(self, item: QListWidgetItem) -> None:
        character_id = item.data(ROLE)
        if character_id and character_id in self.document.board.characters:
            self.scene.select(character_id)
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _follow(self) -> None:
        """A miniature moved by the player is his word: its orange mark goes."""
        board = self.document.board
        for character_id, found in list(self.unsure.items()):
            character = board.characters.get(character_id)
            if character is None or (character.at, character.facing) != (
                found.square,
                found.facing,
            ):
                del self.unsure[character_id]
        self.marked = {board.character(c).at for c in self.unsure}
        path = QPainterPath()
        for square in self.marked:
            corner = geo.square_rect(square)
            path.addRect(QRectF(corner.x, corner.y, corner.width, corner.height))
        self.marks.setPath(path)

    def ticked(self) -> tuple[Difference, ...]:
        """The differences the player accepts (R-248), in the list's order."""
        return tuple(d for item, d in self.ticks if item.checkState() == Qt.CheckState.Checked)

    def _ticked_changed(self) -> None:
        count = len(self.ticked())
        self.use.setEnabled(count > 0)
        self.use.setText(self.tr("Apply the ticked ({count})").format(count=count))

    def proposal(self) -> BoardMap:
        """The board as the player left it."""
        return self.document.map
