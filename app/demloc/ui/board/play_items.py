"""The miniatures and what the board draws over the map while playing: squares
marked, a path, firing lines, engagements, the out-of-control card (drawn from
the model each is given, re-synced with `sync(...)`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from demloc.board.position import (
    Character,
    daemon_tag,
)
from demloc.board.sight import FiringLine
from demloc.board.squares import Facing, Square
from demloc.render import style
from demloc.ui.board.drawing import (
    Z_MINIATURE,
    Z_MINIATURE_HOVER,
    Z_MINIATURE_SELECTED,
    BoardItem,
    S,
    centre,
    colour,
    elided,
    font,
    outlined_text,
    rect,
    text_path,
)
from demloc.ui.i18n import translate
from demloc.ui.plaintext import tooltip

BADGE_LETTERS = {
    "engaged": ("E", (200, 30, 160)),
    "exhausted": ("X", (90, 90, 90)),
    "possessed": ("P", (120, 0, 160)),
    "bleeding": ("B", (180, 0, 0)),
    "poisoned": ("V", (40, 140, 40)),
    "summoning": ("S", (200, 120, 0)),
}
BADGE_NAMES = {  # shown through translate, in a miniature's tooltip
    "engaged": str(QT_TRANSLATE_NOOP("board.play_items", "engaged")),
    "exhausted": str(QT_TRANSLATE_NOOP("board.play_items", "exhausted")),
    "possessed": str(QT_TRANSLATE_NOOP("board.play_items", "possessed")),
    "bleeding": str(QT_TRANSLATE_NOOP("board.play_items", "bleeding")),
    "poisoned": str(QT_TRANSLATE_NOOP("board.play_items", "poisoned")),
    "summoning": str(QT_TRANSLATE_NOOP("board.play_items", "summoning")),
}


class MiniatureItem(BoardItem):
    """A miniature: a round base in its guild's colour with its number, an arrow for its
    facing, its name (whole when hovered or selected), and status badges. Clicks and
    drags go to the scene."""

    NAME_FONT = 11.0
    NUMBER_FONT = 17.0

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MINIATURE)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.selected = False
        self.hovered = False
        self.badges: tuple[str, ...] = ()

    def sync(self, character: Character, badges: tuple[str, ...], selected: bool) -> None:
        if self._unchanged(character, badges, selected):
            return
        self.character, self.badges, self.selected = character, badges, selected
        self.setZValue(self._z())
        self._fit()
        said = translate("board.play_items", "{name} on {square}, facing {side}").format(
            name=character.label, square=character.at.name, side=character.facing.name
        )
        if badges:
            names = ", ".join(translate("board.play_items", BADGE_NAMES.get(b, b)) for b in badges)
            said = translate("board.play_items", "{miniature} ({badges})").format(
                miniature=said, badges=names
            )
        self.setToolTip(tooltip(said))

    @property
    def full_name(self) -> str:
        return self.character.name or self.character.id

    def shown_name(self) -> str:
        """The whole name when hovered or selected, else as much as fits the square."""
        if self.hovered or self.selected:
            return self.full_name
        return elided(self.full_name, self.NAME_FONT, S + 10)

    def _label_rect(self) -> QRectF:
        r = rect(self.character.at)
        width = max(S + 12, text_path(self.shown_name(), font(self.NAME_FONT, bold=True))[1] + 10)
        return QRectF(r.center().x() - width / 2, r.bottom() - 4, width, 16)

    def _fit(self) -> None:
        r = rect(self.character.at).adjusted(-6, -6, 6, 14)
        self._set_bounds(r.united(self._label_rect().adjusted(-2, -2, 2, 2)))

    def _z(self) -> float:
        # A whole name (hovered, selected) lies over its neighbours' elided ones.
        if self.hovered:
            return Z_MINIATURE_HOVER
        return Z_MINIATURE_SELECTED if self.selected else Z_MINIATURE

    def hoverEnterEvent(self, event):  # type: ignore[no-untyped-def]
        self.hovered = True
        self.setZValue(self._z())
        self._fit()

    def hoverLeaveEvent(self, event):  # type: ignore[no-untyped-def]
        self.hovered = False
        self.setZValue(self._z())
        self._fit()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        c = self.character
        r = rect(c.at)
        middle = r.center()
        base = colour(style.GUILD_COLOURS.get(c.colour, (120, 120, 120)))
        if self.selected:
            painter.setPen(QPen(colour(style.SELECTED), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(middle, S * 0.5, S * 0.5)
        # A dark rim, then a light one: the base stands out on any ground (a green base
        # on grass, a yellow one on a control zone).
        painter.setPen(QPen(colour(style.BASE_RIM), 4))
        painter.setBrush(base)
        painter.drawEllipse(middle, S * 0.4, S * 0.4)
        painter.setPen(QPen(QColor(250, 250, 250), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(middle, S * 0.4 - 2, S * 0.4 - 2)
        # The orientation arrow on the base's rim (7.1.1).
        dx, dy = c.facing.vector
        tip = middle + QPointF(dx * S * 0.5, dy * S * 0.5)
        side = QPointF(-dy, dx) * (S * 0.17)
        back = middle + QPointF(dx * S * 0.27, dy * S * 0.27)
        painter.setBrush(QColor(250, 250, 250))
        painter.setPen(QPen(colour(style.BASE_RIM), 1.5))
        painter.drawPolygon(QPolygonF([tip, back + side, back - side]))
        outlined_text(
            painter,
            r,
            daemon_tag(c.number),
            font(self.NUMBER_FONT, bold=True),
            QColor(255, 255, 255),
            colour(style.BASE_RIM),
            width=4,
        )
        label = self._label_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(15, 15, 15, 215))
        painter.drawRoundedRect(label, 3, 3)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(font(self.NAME_FONT, bold=True))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, self.shown_name())
        for k, badge in enumerate(self.badges[:4]):
            letter, rgb = BADGE_LETTERS.get(badge, (badge[:1].upper(), (60, 60, 60)))
            spot = QPointF(r.right() - 2 - k * 13, r.top() + 3)
            painter.setPen(QPen(QColor(255, 255, 255), 1.5))
            painter.setBrush(QColor(*rgb))
            painter.drawEllipse(spot, 7, 7)
            painter.setFont(font(10, bold=True))
            painter.drawText(
                QRectF(spot.x() - 7, spot.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, letter
            )

    def mousePressEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().press_miniature(self.character.id, event)  # type: ignore[attr-defined]

    def mouseMoveEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().drag_miniature(self.character.id, event.scenePos())  # type: ignore[attr-defined]

    def mouseReleaseEvent(self, event):  # type: ignore[no-untyped-def]
        self.scene().drop_miniature(self.character.id, event.scenePos())  # type: ignore[attr-defined]


# ---- overlays -----------------------------------------------------------------------


class SquaresOverlayItem(BoardItem):
    """Squares tinted with colours, optionally labelled: control zones, threats, reach,
    the build guide's highlight."""

    def __init__(self, z: float = 3) -> None:
        super().__init__()
        self.setZValue(z)
        self.fills: dict[Square, QColor] = {}
        self.labels: dict[Square, str] = {}

    def sync(self, fills: dict[Square, QColor], labels: dict[Square, str] | None = None) -> None:
        self.fills, self.labels = fills, labels or {}
        bounds = QRectF()
        for square in fills:
            bounds = bounds.united(rect(square))
        self._set_bounds(bounds)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for square, fill in self.fills.items():
            painter.setBrush(fill)
            painter.drawRect(rect(square).adjusted(1, 1, -1, -1))
        # Costs in dark figures with a light halo, large enough to read at a glance.
        cost_font = font(15, bold=True)
        for square, text in self.labels.items():
            outlined_text(
                painter,
                rect(square).adjusted(2, 1, -3, -2),
                text,
                cost_font,
                QColor(15, 15, 15),
                QColor(255, 255, 255, 230),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            )


class PathItem(BoardItem):
    """The cheapest path to the square under the cursor, its cost, and the facing he
    would arrive in (an arrow on the last square)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MINIATURE - 1)
        self.facing: Facing | None = None

    def sync(self, squares: list[Square], cost: int, facing: Facing | None = None) -> None:
        self.squares, self.cost, self.facing = squares, cost, facing
        bounds = QRectF()
        for square in squares:
            bounds = bounds.united(rect(square))
        self._set_bounds(bounds.adjusted(-10, -10, 10, 10))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.squares:
            return
        painter.setPen(
            QPen(
                colour(style.PATH),
                4,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        path = QPainterPath(centre(self.squares[0]))
        for square in self.squares[1:]:
            path.lineTo(centre(square))
        painter.drawPath(path)
        end = rect(self.squares[-1])
        if self.facing is not None:
            dx, dy = self.facing.vector
            middle = end.center()
            tip = middle + QPointF(dx * S * 0.45, dy * S * 0.45)
            side = QPointF(-dy, dx) * (S * 0.2)
            back = middle + QPointF(dx * S * 0.1, dy * S * 0.1)
            painter.setBrush(colour(style.PATH))
            painter.setPen(QPen(QColor(20, 20, 20), 1.5))
            painter.drawPolygon(QPolygonF([tip, back + side, back - side]))
        painter.setPen(Qt.PenStyle.NoPen)
        bubble = QRectF(end.center().x() - 14, end.top() - 10, 28, 20)
        painter.drawRoundedRect(bubble, 4, 4)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(font(15, bold=True))
        painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, str(self.cost))


LINE_STYLES = {
    "clear": (style.LINE_CLEAR, Qt.PenStyle.SolidLine),
    "cover": (style.LINE_COVER, Qt.PenStyle.SolidLine),
    "blocked": (style.LINE_BLOCKED, Qt.PenStyle.DashLine),
    "out of range": (style.LINE_OUT_OF_RANGE, Qt.PenStyle.DotLine),
    "out of view": (style.LINE_OUT_OF_VIEW, Qt.PenStyle.DashDotLine),
}


def line_status(line: FiringLine) -> str:
    if not line.in_view:
        return "out of view"
    if not line.in_range:
        return "out of range"
    if line.blocked:
        return "blocked"
    return "cover" if line.penalty else "clear"


class FiringLineItem(BoardItem):
    """A firing line: its colour and dash say clear, cover, blocked, out of range or out
    of view; a blocked line marks its first blocker; the tooltip explains in words, and
    so does the status line while the pointer is on it, its section a link (issue 15)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(11)
        self.setAcceptHoverEvents(True)
        self.words = ""

    def sync(self, line: FiringLine, start: Square, end: Square, target: str = "") -> None:
        self.line, self.start, self.end = line, start, end
        self.status = line_status(line)
        self._set_bounds(rect(start).united(rect(end)).adjusted(-8, -8, 8, 8))
        self.setToolTip(tooltip(line.explain()))
        self.words = translate("board.play_items", "Firing line to {target}: {why}").format(
            target=target or line.target, why=line.explain()
        )

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        message = getattr(self.scene(), "message", None)
        if message is not None:
            message.emit(self.words)
        super().hoverEnterEvent(event)

    def shape(self) -> QPainterPath:
        path = QPainterPath(centre(self.start))
        path.lineTo(centre(self.end))
        stroker_width = 8.0
        from PySide6.QtGui import QPainterPathStroker

        stroker = QPainterPathStroker()
        stroker.setWidth(stroker_width)
        return stroker.createStroke(path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rgb, dash = LINE_STYLES[self.status]
        painter.setPen(QPen(colour(rgb), 3, dash, Qt.PenCapStyle.RoundCap))
        a, b = centre(self.start), centre(self.end)
        painter.drawLine(QLineF(a, b))
        middle = (a + b) / 2
        if self.status == "cover":
            painter.setBrush(colour(rgb))
            painter.setPen(Qt.PenStyle.NoPen)
            bubble = QRectF(middle.x() - 13, middle.y() - 9, 26, 18)
            painter.drawRoundedRect(bubble, 5, 5)
            painter.setPen(QColor(20, 20, 20))
            painter.setFont(font(11, bold=True))
            painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, f"-{self.line.penalty}")
        if self.status == "blocked":
            blocker = self.line.blockers[0]
            spot = (
                centre(blocker.square)
                if blocker.other is None
                else (centre(blocker.square) + centre(blocker.other)) / 2
            )
            painter.setPen(QPen(colour(style.LINE_BLOCKED), 4))
            k = 8
            painter.drawLine(QLineF(spot + QPointF(-k, -k), spot + QPointF(k, k)))
            painter.drawLine(QLineF(spot + QPointF(-k, k), spot + QPointF(k, -k)))


class EngagementItem(BoardItem):
    """An engagement: an arrow from the engager to the character he engages."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(9)

    def sync(self, engager: Square, engaged: Square, first_impact: bool) -> None:
        self.a, self.b, self.first_impact = engager, engaged, first_impact
        self._set_bounds(rect(engager).united(rect(engaged)))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        a, b = centre(self.a), centre(self.b)
        line = QLineF(a, b)
        if line.length() < 1:
            return
        dash = Qt.PenStyle.DashLine if self.first_impact else Qt.PenStyle.SolidLine
        painter.setPen(QPen(colour(style.ENGAGEMENT), 3, dash))
        shortened = QLineF(a, b)
        shortened.setLength(line.length() - S * 0.42)
        painter.drawLine(shortened)
        tip = shortened.p2()
        unit = (b - a) / line.length()
        normal = QPointF(-unit.y(), unit.x())
        painter.setBrush(colour(style.ENGAGEMENT))
        painter.drawPolygon(
            QPolygonF([tip, tip - unit * 9 + normal * 5, tip - unit * 9 - normal * 5])
        )


class OutOfControlItem(BoardItem):
    """The out-of-control card laid over a target: the d10 results around it (5.6)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(13)

    def sync(self, squares: dict[int, Square | None], target: Square, hit: Square | None) -> None:
        self.squares, self.target, self.hit = squares, target, hit
        self._set_bounds(rect(target).adjusted(-S, -S, S, S))
        self.setZValue(Z_MINIATURE - 2)  # under the miniatures, which stay readable

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(QColor(30, 30, 30), 2))
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRect(rect(self.target).adjusted(-S, -S, S, S))
        painter.setFont(font(13, bold=True))
        for roll, square in self.squares.items():
            where = rect(square if square is not None else self.target)
            if square is not None and square == self.hit:
                painter.setBrush(QColor(230, 40, 40, 160))
                painter.drawRect(where.adjusted(3, 3, -3, -3))
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(where, Qt.AlignmentFlag.AlignCenter, str(roll))
