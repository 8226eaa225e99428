"""The rules reference as a PDF (issue 15): a title page with the contents and each
section's page number, then every chapter from a new page, each page numbered.

Laid out by one QTextDocument on A4: the contents are written, the sections' pages
read from the layout, and the contents written again with those numbers until they
hold (a number's width can move a line; twice is the most it has taken)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from demloc.reference.text import Reference
from demloc.ui.reference.pages import section_markdown

SCREEN_DPI = 96  # the document's own units
FOOTER = 28.0  # the page number's band, in document units
TITLE = "DemLoc: the rules reference"


def _contents_html(reference: Reference, pages: dict[str, int]) -> str:
    rows = "".join(
        f"<tr><td style='padding-left:{(s.depth - 1) * 18}px'>"
        f"{'<b>' if s.depth == 1 else ''}{s.number} {html.escape(s.title)}"
        f"{'</b>' if s.depth == 1 else ''}</td>"
        f"<td align='right'>{pages.get(s.number, 0) or '–'}</td></tr>"
        for s in reference.sections
    )
    return (
        f"<h1>{TITLE}</h1><p>The whole game in our own words, with the rulebook's section "
        "numbers; [R-n] is a ruling of the DemLoc Companion team (RULINGS.md).</p>"
        f"<h2>Contents</h2><table width='100%' cellspacing='0' cellpadding='2'>{rows}</table>"
    )


def _build(reference: Reference, pages: dict[str, int],
           size: QSizeF) -> tuple[QTextDocument, dict[str, int]]:  # fmt: skip
    """The document, and where each section's heading starts in it."""
    document = QTextDocument()
    font = QFont()
    font.setPointSizeF(10.5)
    document.setDefaultFont(font)
    document.setPageSize(size)
    cursor = QTextCursor(document)
    cursor.insertHtml(_contents_html(reference, pages))
    starts: dict[str, int] = {}
    for section in reference.sections:
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertBlock(QTextBlockFormat())
        if section.depth == 1:
            breaking = QTextBlockFormat()
            breaking.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            cursor.setBlockFormat(breaking)
        starts[section.number] = cursor.position()
        cursor.insertMarkdown(section_markdown(reference, section, nav=False))
    return document, starts


def _heading_pages(document: QTextDocument, starts: dict[str, int]) -> dict[str, int]:
    """Each section's page (1 is the first), read where its heading was laid out."""
    height = document.pageSize().height()
    layout = document.documentLayout()
    return {number: int(layout.blockBoundingRect(document.findBlock(at)).top() // height) + 1
            for number, at in starts.items()}  # fmt: skip


def write_pdf(reference: Reference, path: str | Path) -> int:
    """Writes the reference to `path`; returns its number of pages. OSError if the file
    cannot be written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("ab"):  # a path that cannot be written fails here, with its reason
        pass
    writer = QPdfWriter(str(target))
    writer.setTitle(TITLE)
    writer.setCreator("DemLoc Companion")
    margins = QMarginsF(18, 16, 18, 14)
    a4 = QPageSize(QPageSize.PageSizeId.A4)
    writer.setPageLayout(
        QPageLayout(a4, QPageLayout.Orientation.Portrait, margins, QPageLayout.Unit.Millimeter)
    )
    paint = writer.pageLayout().paintRect(QPageLayout.Unit.Point)
    body = QSizeF(paint.width() * SCREEN_DPI / 72, paint.height() * SCREEN_DPI / 72 - FOOTER)
    pages: dict[str, int] = {}
    for _attempt in range(4):
        document, starts = _build(reference, pages, body)
        found = _heading_pages(document, starts)
        if found == pages:
            break
        pages = found
    count = document.pageCount()
    painter = QPainter(writer)
    try:
        scale = writer.resolution() / SCREEN_DPI
        painter.scale(scale, scale)
        width, height = body.width(), body.height()
        for page in range(count):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * height)
            document.drawContents(painter, QRectF(0, page * height, width, height))
            painter.restore()
            footer = QFont(document.defaultFont())
            footer.setPixelSize(11)
            painter.setFont(footer)
            painter.drawText(QRectF(0, height + 6, width, FOOTER - 6),
                             int(Qt.AlignmentFlag.AlignCenter),
                             f"{TITLE} · page {page + 1} of {count}")  # fmt: skip
    finally:
        painter.end()
    return count
