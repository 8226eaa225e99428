"""The marker sheets as a PDF at table scale (`demloc markers -o sheet.pdf`, R-240).

The one module of the photo package that uses Qt (QPdfWriter): the bundle has no OpenCV
and no Pillow, so the markers are drawn cell by cell from `markers.BITS`. Imported only
by the command line and the UI.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPen, QPolygonF

from demloc.photo import markers
from demloc.photo.model import PhotoError
from demloc.render.geometry import SQUARE_MM
from demloc.ui.output import pdf_file

DPI = 600
PAGE_MM = (210.0, 297.0)  # A4
MARGIN_MM = 10.0
Page = Callable[[QPainter, float], None]


def draw_marker(
    painter: QPainter, k: float, marker: int, x: float, y: float, side: float, pointed: bool
) -> None:
    """The marker's black square `side` mm wide at (x, y) mm, inside its white margin of
    markers.MARGIN_CELLS cells, with a thin cutting line around the margin; `pointed`:
    the line comes to a point markers.POINT_CELLS cells above the top, so a cut base
    marker still shows its front; laid on the rim, its centre is markers.BASE_OFFSET
    from the base's (R-238)."""
    cell = side / 6
    margin = markers.MARGIN_CELLS * cell
    left, top, right, bottom = x - margin, y - margin, x + side + margin, y + side + margin
    corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
    if pointed:
        corners.insert(1, ((left + right) / 2, top - markers.POINT_CELLS * cell))
    outline = QPolygonF([QPointF(px * k, py * k) for px, py in corners])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawPolygon(outline)
    painter.setBrush(QColor(0, 0, 0))
    for r, row in enumerate(markers.cells(marker)):
        for c, white in enumerate(row):
            if not white:  # a hair bigger: no white seam between two black cells
                painter.drawRect(
                    QRectF((x + c * cell) * k, (y + r * cell) * k, cell * k + 1, cell * k + 1)
                )
    pen = QPen(QColor(150, 150, 150))
    pen.setWidthF(0.15 * k)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(outline)


def _label(
    painter: QPainter, k: float, x: float, y: float, width: float, text: str, size: float
) -> None:
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, round(size * k)))
    painter.setFont(font)
    painter.setPen(QColor(0, 0, 0))
    painter.drawText(
        QRectF(x * k, y * k, width * k, size * 2.6 * k),
        int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
        text,
    )


def _grid_pages(
    items: list[tuple[int, str]], side: float, cell_w: float, cell_h: float, title: str
) -> list[Page]:
    pointed = side < markers.REFERENCE_SIZE * SQUARE_MM  # the base markers
    """Pages of markers `side` mm wide, `cell_w` x `cell_h` mm each with its label."""
    usable_w = PAGE_MM[0] - 2 * MARGIN_MM
    usable_h = PAGE_MM[1] - 2 * MARGIN_MM - 12
    columns = max(1, int(usable_w // cell_w))
    rows = max(1, int(usable_h // cell_h))
    per_page = columns * rows
    pages: list[Page] = []
    for start in range(0, len(items), per_page):
        chunk = items[start : start + per_page]

        def paint(painter: QPainter, k: float, chunk: list[tuple[int, str]] = chunk) -> None:
            _label(painter, k, MARGIN_MM, MARGIN_MM, PAGE_MM[0] - 2 * MARGIN_MM, title, 3.2)
            cell = side / 6
            for index, (marker, text) in enumerate(chunk):
                row, column = divmod(index, columns)
                x0 = MARGIN_MM + column * cell_w
                y0 = MARGIN_MM + 12 + row * cell_h
                x = x0 + (cell_w - side) / 2
                room = (markers.MARGIN_CELLS + markers.POINT_CELLS) * cell  # margin, point
                draw_marker(painter, k, marker, x, y0 + room, side, pointed)
                _label(painter, k, x0, y0 + side + 3.5 * cell, cell_w, text, 2.4)

        pages.append(paint)
    return pages


def sheet_pages(lay: markers.Layout | None, map_name: str = "") -> list[Page]:
    """The reference markers (a map's, placed; or all twenty) and the base markers."""
    ref_side = markers.REFERENCE_SIZE * SQUARE_MM
    base_side = markers.BASE_SIZE * SQUARE_MM
    if lay is not None:
        refs = [(p.marker, f"R{p.marker}: {p.where}") for p in lay.references]
        title = (
            f"DemLoc reference markers for {map_name or 'the map'}: each one's centre "
            f"{markers.REFERENCE_GAP * SQUARE_MM:g} mm outside the map's edge, where its "
            "label says (any way round). Print at 100% (no fitting to the page)."
        )
    else:
        refs = [(m, f"R{m}") for m in range(markers.REFERENCES)]
        title = (
            "DemLoc reference markers: 'demloc markers --map MAP' says where each goes. "
            "Print at 100% (no fitting to the page)."
        )
    bases = []
    for marker in range(markers.REFERENCES, markers.REFERENCES + 4 * markers.PER_COLOUR):
        base = markers.base_of(marker)
        assert base is not None
        bases.append((marker, base.tag))
    base_title = (
        "DemLoc base markers: cut on the grey line; stick each on the front of its base, "
        "its point on the rim, toward the base's arrow "
        "(docs/markers.md). Print at 100%."
    )
    pages = _grid_pages(refs, ref_side, 47.0, 40.0, title)
    pages += _grid_pages(bases, base_side, 21.0, 23.0, base_title)
    return pages


def write_sheet(path: Path, lay: markers.Layout | None, map_name: str = "") -> int:
    """Write the sheets to `path` (whole or not at all); the number of pages."""
    pages = sheet_pages(lay, map_name)
    try:
        with pdf_file(path) as writer:
            writer.setResolution(DPI)
            layout = QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF()
            )
            writer.setPageLayout(layout)
            writer.setTitle("DemLoc markers")
            writer.setCreator("DemLoc Companion")
            painter = QPainter(writer)
            if not painter.isActive():
                raise PhotoError(f"cannot write {path}")
            k = writer.resolution() / 25.4
            for number, paint in enumerate(pages):
                if number and not writer.newPage():
                    painter.end()
                    raise PhotoError(f"cannot write page {number + 1} of {path}")
                paint(painter, k)
            painter.end()
    except OSError as error:
        raise PhotoError(str(error)) from None
    return len(pages)
