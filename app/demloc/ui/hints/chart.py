"""A small chart of an attack's damage (issue 33): one bar per number of damage points
the target may take, its height the chance, painted with QPainter. Read from 1.5 m:
bars at least 10 px wide, the figures under them and the likeliest bar's chance in
bold type of 14 px or more; no axis lines to squint at."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from demloc.hints.model import percent
from demloc.ui.i18n import translate

__all__ = ["DamageChart", "bars", "percent"]

NOTHING = QColor(150, 150, 150)  # no damage
SOME = QColor(214, 120, 20)  # some damage
KILLED = QColor(170, 20, 30)  # this much kills him
TYPE_PX = 14  # the least
MOST_BARS = 16  # past this, the rest is one last bar "16+"


def bars(values: Mapping[int, Fraction]) -> list[tuple[str, Fraction]]:
    """(the label, its chance) per bar, from 0 to the most damage, the gaps at 0 and
    the tail past MOST_BARS in one last bar."""
    top = max((v for v, p in values.items() if p > 0), default=0)
    shown: list[tuple[str, Fraction]] = []
    for value in range(min(top, MOST_BARS - 1) + 1):
        shown.append((str(value), values.get(value, Fraction(0))))
    if top >= MOST_BARS:
        rest = sum((p for v, p in values.items() if v >= MOST_BARS - 1), Fraction(0))
        shown[-1] = (f"{MOST_BARS - 1}+", rest)
    return shown


class DamageChart(QWidget):
    """The distribution of an attack's damage points; the bars from `lethal` points on
    (the damage that kills him, if known) in the killing colour."""

    def __init__(self, type_px: int = TYPE_PX, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.type_px = max(TYPE_PX, type_px)
        self.setObjectName("hint-chart")
        self.values: list[tuple[str, Fraction]] = []
        self.lethal: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(60 + 3 * self.type_px)

    def show_values(self, values: Mapping[int, Fraction], lethal: int | None = None) -> None:
        self.values, self.lethal = bars(values), lethal
        self.setToolTip(
            translate("hints.chart", "Damage points: chance")
            + "\n"
            + "\n".join(f"{label}: {percent(p)}" for label, p in self.values)
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(160, 22 * len(self.values)), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(160, 14 * max(1, len(self.values))), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.values:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        type_ = QFont(self.font())
        type_.setPixelSize(self.type_px)
        type_.setBold(True)
        painter.setFont(type_)
        ink = self.palette().color(QPalette.ColorRole.WindowText)  # the host's: light or dark
        line = painter.fontMetrics().height()
        width, height = self.width(), self.height()
        top, bottom = line + 2, height - line - 2  # the likeliest's chance above, labels below
        slot = width / len(self.values)
        gap = min(6.0, slot * 0.2)
        highest = max(p for _label, p in self.values) or Fraction(1)
        likeliest = max(range(len(self.values)), key=lambda i: self.values[i][1])
        for index, (label, chance) in enumerate(self.values):
            x = index * slot + gap / 2
            tall = float(chance / highest) * (bottom - top)
            colour = NOTHING if index == 0 else SOME
            if self.lethal is not None and index >= self.lethal:
                colour = KILLED
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            if chance > 0:
                painter.drawRect(QRectF(x, bottom - max(2.0, tall), slot - gap, max(2.0, tall)))
            painter.setPen(ink)
            painter.drawText(QRectF(index * slot, bottom + 2, slot, line),
                             Qt.AlignmentFlag.AlignCenter, label)  # fmt: skip
            if index == likeliest:
                wide = max(slot, 52.0)
                left = min(max(0.0, index * slot + (slot - wide) / 2), width - wide)
                box = QRectF(left, bottom - tall - line - 1, wide, line)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, percent(chance))
        painter.end()
