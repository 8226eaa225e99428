"""The guild box check (6.3): a printable roster of every mercenary with his equipment
and arcane codes, to compare the binder with the app. PNG or PDF."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter

from demloc.store.guilds import RosterRow
from demloc.ui.i18n import translate
from demloc.ui.output import pdf_file, save_image

COLUMNS = (  # translated where drawn
    (str(QT_TRANSLATE_NOOP("roster", "Mercenary")), 0.22),
    (str(QT_TRANSLATE_NOOP("roster", "Type / level")), 0.13),
    (str(QT_TRANSLATE_NOOP("roster", "Status")), 0.13),
    (str(QT_TRANSLATE_NOOP("roster", "Weapons")), 0.30),
    (str(QT_TRANSLATE_NOOP("roster", "Codes")), 0.22),
)


def _paint(
    painter: QPainter, width: float, title: str, rows: list[RosterRow], unit: float
) -> float:
    """Draw the roster from the top; return the height used."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(unit * 1.6))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(20, 20, 20))
    y = unit
    painter.drawText(QRectF(unit, y, width, unit * 2.4), Qt.AlignmentFlag.AlignLeft, title)
    y += unit * 3
    font.setPixelSize(round(unit))
    painter.setFont(font)
    x = unit
    for label, share in COLUMNS:
        painter.drawText(
            QRectF(x, y, (width - 2 * unit) * share, unit * 1.6),
            Qt.AlignmentFlag.AlignLeft,
            translate("roster", label),
        )
        x += (width - 2 * unit) * share
    y += unit * 1.8
    font.setBold(False)
    painter.setFont(font)
    for index, row in enumerate(rows):
        height = unit * 1.6 * max(1, len(row.weapons), len(row.codes))
        if index % 2 == 0:
            painter.fillRect(
                QRectF(unit * 0.5, y - unit * 0.2, width - unit, height), QColor(236, 232, 222)
            )
        cells = (
            f"{row.name}",
            f"{row.type} {row.level}",
            row.status if row.ready == "ready" else f"{row.status}: {row.ready}",
            "\n".join(row.weapons) or translate("roster", "none"),
            "\n".join(row.codes) or "-",
        )
        x = unit
        for (_label, share), text in zip(COLUMNS, cells, strict=True):
            painter.drawText(
                QRectF(x, y, (width - 2 * unit) * share - unit * 0.3, height),
                Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                text,
            )
            x += (width - 2 * unit) * share
        y += height + unit * 0.4
    return y + unit


def roster_png(path: Path, title: str, rows: list[RosterRow], width: int = 1400) -> None:
    unit = width / 80
    height = round(
        unit * (6 + sum(1.6 * max(1, len(r.weapons), len(r.codes)) + 0.4 for r in rows)) + unit * 3
    )
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    _paint(painter, width, title, rows, unit)
    painter.end()
    save_image(image, path, "PNG")  # whole or not at all (issue 27)


def roster_pdf(path: Path, title: str, rows: list[RosterRow]) -> None:
    with pdf_file(path) as writer:  # whole or not at all (issue 27)
        writer.setResolution(300)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Landscape,
                QMarginsF(10, 10, 10, 10),
            )
        )
        writer.setTitle(title)
        painter = QPainter(writer)
        if not painter.isActive():
            raise OSError(f"cannot write {path}")
        _paint(painter, writer.width(), title, rows, writer.width() / 80)
        painter.end()
