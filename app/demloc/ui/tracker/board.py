"""The mission's board in the tracker: the Board view's scene showing the state's map,
the miniatures with badges for their effects. The players move the miniatures on the
table; a tap here selects a character (the tracker's cards select the same one), a
drag of a miniature to a square declares an assisted move (shown with its path and
cost, confirmed with a button: the board itself never moves anything). A possessed
character's out-of-control card is drawn on his square, its arrow the direction the
d10 gave (5.6, 7.2.3), above the overlay lines."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from demloc.board.out_of_control import NO_EFFECT, directions
from demloc.board.position import BoardMap
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.missions.play import MissionState, out_of_control
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.drawing import font, outlined_text, rect
from demloc.ui.board.scene import BoardScene
from demloc.ui.board.view import BoardView
from demloc.ui.i18n import translate
from demloc.ui.mission.table_board import LitSquares
from demloc.ui.tracker.items import TABLE_ITEMS


def badges(state: MissionState) -> dict[str, tuple[str, ...]]:
    """The badges on each miniature's base: what its card says, seen from the table."""
    shown: dict[str, tuple[str, ...]] = {}
    for fid, f in state.fighters.items():
        marks = [
            name
            for name, on in (
                ("possessed", f.possessed),
                ("bleeding", f.bleeding > 0),
                ("poisoned", f.poison > 0),
                ("summoning", bool(f.summoned)),
                ("exhausted", f.exhausted),
            )
            if on
        ]
        shown[fid] = tuple(marks)
    return shown


Z_CARD = 40.0  # above the overlay lines and the miniatures' names


def card_arrows(state: MissionState) -> dict[str, tuple[Square, tuple[int, int] | None, str]]:
    """Each possessed character's out-of-control card this turn: his square, the step
    the d10's direction points to (None: 5, no effect, or not drawn yet) and the face."""
    shown: dict[str, tuple[Square, tuple[int, int] | None, str]] = {}
    for card in out_of_control(state):
        miniature = next((c for c in state.board_map.characters if c.id == card.character), None)
        if miniature is None:
            continue
        at = miniature.at
        step: tuple[int, int] | None = None
        if card.direction is not None and card.direction != NO_EFFECT:
            # The card's marker is the way he faces: laid as from a square behind.
            fx, fy = miniature.facing.vector
            square = directions(at.step(-fx, -fy), at).get(card.direction)
            if square is not None:
                step = (square.x - at.x, square.y - at.y)
        face = "?" if card.direction is None else str(card.direction)
        shown[card.character] = (at, step, face)
    return shown


class OutOfControlCard(QGraphicsItem):
    """The out-of-control card on a possessed character's square: a large arrow the way
    the d10 sends him, the face in its corner; a ring for 5 (no effect) or "?" while the
    d10 is still to roll."""

    def __init__(self, at: Square, step: tuple[int, int] | None, face: str) -> None:
        super().__init__()
        self.setZValue(Z_CARD)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # taps reach the miniature
        self.at, self.step, self.face = at, step, face
        self.box = rect(at)

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = self.box.center()
        size = min(self.box.width(), self.box.height())
        painter.setPen(QPen(QColor(20, 20, 20), 4))
        painter.setBrush(QBrush(QColor(255, 212, 0, 170)))
        painter.drawRoundedRect(self.box.adjusted(6, 6, -6, -6), 8, 8)
        painter.setBrush(QBrush(QColor(160, 0, 40)))
        if self.step is None:
            painter.drawEllipse(centre, size * 0.18, size * 0.18)
        else:
            angle = math.atan2(self.step[1], self.step[0])
            length, half = size * 0.42, size * 0.16

            def at(forward: float, side: float) -> QPointF:
                return QPointF(
                    centre.x() + forward * math.cos(angle) - side * math.sin(angle),
                    centre.y() + forward * math.sin(angle) + side * math.cos(angle),
                )

            painter.drawPolygon(QPolygonF([
                at(length, 0), at(length * 0.2, half * 1.8), at(length * 0.2, half * 0.6),
                at(-length, half * 0.6), at(-length, -half * 0.6), at(length * 0.2, -half * 0.6),
                at(length * 0.2, -half * 1.8),
            ]))  # fmt: skip
        font = painter.font()
        font.setPixelSize(max(14, int(size * 0.26)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(0, 0, 0))
        corner = QRectF(self.box.x() + 8, self.box.y() + 6, size * 0.4, size * 0.32)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.face)


class ObjectiveArea(LitSquares):
    """The objective's area (a control or escort mission, 6.4.1, 6.4.2), lit all the
    mission long: each square in a dashed gold frame, apart from the white frames of
    the squares a tap places someone on, and "OBJECTIVE" over the area."""

    WORD = str(QT_TRANSLATE_NOOP("tracker.board", "OBJECTIVE"))  # shown through translate

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.squares:
            return
        bounds = QRectF()
        for square in self.squares:
            box = rect(square).adjusted(4, 4, -4, -4)
            bounds = bounds.united(rect(square))
            painter.setBrush(QBrush(QColor(255, 212, 0, 45)))
            painter.setPen(QPen(QColor(20, 20, 20), 7))
            painter.drawRect(box)
            dashes = QPen(QColor(255, 212, 0), 4)
            dashes.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(dashes)
            painter.drawRect(box)
        top = QRectF(bounds.center().x() - 90, bounds.top() - 6, 180, 24)
        word = translate("tracker.board", self.WORD)
        outlined_text(painter, top, word, font(17, bold=True), QColor(255, 212, 0),
                      QColor(20, 20, 20, 235), Qt.AlignmentFlag.AlignCenter)  # fmt: skip


class TrackerScene(BoardScene):
    """The board scene: a tap on a miniature selects it (`picked`), a tap elsewhere
    names a square (`square_tapped`); a miniature dragged to another square names the
    move declared (`dropped`), which the assisted panel shows and the table confirms.
    Nothing on the board moves by itself."""

    picked = Signal(str)  # a character id, or "" for none
    square_tapped = Signal(str)  # a square with no miniature on it
    dropped = Signal(str, str)  # a character dragged to a square: a move declared
    _pressed: tuple[str, Square] | None = None

    def make_item(self, item_type: type[QGraphicsItem]) -> QGraphicsItem:
        # The Board view's items, restyled by the tracker with larger type (items.py).
        item = TABLE_ITEMS.get(item_type, item_type)()
        # Each drawn once and kept as a picture until it changes: a repaint of the board
        # (a move, a resize) copies the miniatures rather than drawing each again (their
        # rims and outlined names were most of it: benchmarks/bench_taps.py).
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return item

    def press_miniature(self, character_id: str, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self.selected != character_id:
            self.select(character_id)
        self._pressed = (character_id, geo.square_at(event.scenePos().x(), event.scenePos().y()))
        self.picked.emit(character_id)

    def drag_miniature(self, character_id: str, position: object) -> None:
        return

    def drop_miniature(self, character_id: str, position: object) -> None:
        return

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        found = next((c for c in self.document.map.characters if c.at == square), None)
        if found is not None:
            self.press_miniature(found.id, event)
            return
        self._pressed = None
        if self.document.board.contains(square):
            self.square_tapped.emit(square.name)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # the Board view's drag paths are not drawn: the panel shows it

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        event.accept()
        if pressed is None:
            return
        square = geo.square_at(event.scenePos().x(), event.scenePos().y())
        if square != pressed[1] and self.document.board.contains(square):
            self.dropped.emit(pressed[0], square.name)

    def contextMenuEvent(self, event: object) -> None:  # no turning: the table moves them
        return


class TrackerBoardView(BoardView):
    """The board view; zoom keys only (Q/E would turn a miniature in the Board view, the
    arrows pan it; here the keys go on to the tracker's and the replay's shortcuts). Qt
    repaints the parts that changed, not the rectangle that holds them all (two
    miniatures far apart: the whole board)."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.zoom_key(event):
            event.ignore()


class TrackerBoard:
    """A document, its scene and a view, shown again whenever the mission moves."""

    def __init__(self, library: TileLibrary, board_map: BoardMap) -> None:
        self.document = BoardDocument(library, board_map)
        self.document.enforce_rules = False  # no drag here: the table moves them
        self.scene = TrackerScene(self.document)
        # The table reads the zones and who fights whom; firing lines and reach belong to
        # the assisted mode's declarations.
        self.scene.overlays.update(reach=False, outlines=False, lines=False)
        self.lit = LitSquares()  # where a wave character may enter
        self.scene.addItem(self.lit)
        self.area = ObjectiveArea()  # the objective's squares, all the mission long
        self.scene.addItem(self.area)
        self.path = LitSquares()  # an assisted move's path and its cost
        self.scene.addItem(self.path)
        self.cards: list[OutOfControlCard] = []
        self.card_shown: object = None
        self.view = TrackerBoardView(self.scene)
        self.view.setObjectName("tracker-board")
        self.view.setMinimumSize(320, 240)

    def light(self, squares: tuple[str, ...], area: tuple[str, ...] = ()) -> None:
        """`squares` lit in white frames (a tap places someone there, this turn's news),
        the objective's `area` in its own; each only when it changed (a repaint)."""
        lit = tuple(Square.parse(s) for s in squares)
        if lit != self.lit.squares:
            self.lit.light(lit, {})
        shown = tuple(Square.parse(s) for s in area)
        if shown != self.area.squares:
            self.area.light(shown, {})

    def show_path(self, squares: tuple[Square, ...], label: str = "") -> None:
        """An assisted move's path lit, its cost written across the squares."""
        self.path.light(squares, {label: squares[-1:]} if label and squares else {})

    def show_cards(self, state: MissionState) -> None:
        shown = card_arrows(state)
        if shown == self.card_shown:
            return
        self.card_shown = shown
        self.scene.drop(list(self.cards))
        self.cards = [OutOfControlCard(*where) for where in shown.values()]
        for item in self.cards:
            self.scene.addItem(item)

    def show(self, state: MissionState, selected: str | None) -> None:
        marks = badges(state)
        changed = marks != self.document.statuses
        self.document.statuses = marks
        if state.board_map != self.document.map:
            self.document.replace(state.board_map, None)
            changed = False  # replace synced the scene
        if selected not in self.document.board.characters:
            selected = None
        if selected != self.scene.selected:
            self.scene.select(selected)
        elif changed:
            self.scene.sync()
        self.show_cards(state)
