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

from demloc.reference.rulings import Ruling
from demloc.reference.text import Reference
from demloc.ui.output import pdf_file
from demloc.ui.reference.pages import section_markdown

SCREEN_DPI = 96  # the document's own units
FOOTER = 28.0  # the page number's band, in document units
TITLE = "DemLoc: the rules reference"
RULINGS_KEY, RULINGS_TITLE = "rulings", "Rulings of the team"


def _rulings_markdown(reference: Reference, rulings: dict[str, Ruling]) -> str:
    """The rulings the sections cite, in number order, so a printed [R-n] can be read."""
    cited = {n for s in reference.sections for n in s.rulings if n in rulings}
    lines = [f"# {RULINGS_TITLE}\n", "Where the rulebook is unclear, the DemLoc Companion team "
             "decided; each section cites the ruling it follows as [R-n].\n"]  # fmt: skip
    for number in sorted(cited, key=lambda n: int(n.removeprefix("R-"))):
        ruling = rulings[number]
        lines.append(f"### {number} · {ruling.question} ({ruling.sections})\n\n{ruling.text}\n")
    return "\n".join(lines)


def _contents_html(reference: Reference, pages: dict[str, int]) -> str:
    rows = "".join(
        f"<tr><td style='padding-left:{(s.depth - 1) * 18}px'>"
        f"{'<b>' if s.depth == 1 else ''}{s.number} {html.escape(s.title)}"
        f"{'</b>' if s.depth == 1 else ''}</td>"
        f"<td align='right'>{pages.get(s.number, 0) or '–'}</td></tr>"
        for s in reference.sections
    ) + (f"<tr><td><b>{RULINGS_TITLE}</b></td><td align='right'>"
         f"{pages.get(RULINGS_KEY, 0) or '–'}</td></tr>")  # fmt: skip
    return (
        f"<h1>{TITLE}</h1><p>The whole game in our own words, with the rulebook's section "
        "numbers; [R-n] is a ruling of the DemLoc Companion team (RULINGS.md).</p>"
        f"<h2>Contents</h2><table width='100%' cellspacing='0' cellpadding='2'>{rows}</table>"
    )


def _build(
    reference: Reference,
    pages: dict[str, int],
    size: QSizeF,
    rulings: dict[str, Ruling] | None = None,
) -> tuple[QTextDocument, dict[str, int]]:
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
    if rulings:
        cursor.movePosition(QTextCursor.MoveOperation.End)
        breaking = QTextBlockFormat()
        breaking.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        cursor.insertBlock(breaking)
        starts[RULINGS_KEY] = cursor.position()
        cursor.insertMarkdown(_rulings_markdown(reference, rulings))
    return document, starts


def _heading_pages(document: QTextDocument, starts: dict[str, int]) -> dict[str, int]:
    """Each section's page (1 is the first), read where its heading's first line was
    laid out: the first block from its start that holds text (an empty block before it
    can end the page before)."""
    height = document.pageSize().height()
    layout = document.documentLayout()
    pages = {}
    for number, at in starts.items():
        block = document.findBlock(at)
        while block.isValid() and not block.text().strip():
            block = block.next()
        top = layout.blockBoundingRect(block).top()
        lines = block.layout()
        if lines.lineCount():  # a line that would not fit is laid out on the next page
            top += lines.lineAt(0).y() + lines.lineAt(0).height() / 2
        pages[number] = int(top // height) + 1
    return pages


def write_pdf(reference: Reference, path: str | Path,
              rulings: dict[str, Ruling] | None = None) -> int:  # fmt: skip
    """Writes the reference (and the rulings it cites) to `path`; returns its number of
    pages. OSError if the file cannot be written (a missing folder is not made)."""
    target = Path(path)
    if not target.parent.is_dir():
        raise FileNotFoundError(2, "no such folder", str(target.parent))
    with pdf_file(target) as writer:  # drawn in memory, written whole (issue 27)
        return _draw(reference, rulings, writer)


def _draw(reference: Reference, rulings: dict[str, Ruling] | None, writer: QPdfWriter) -> int:
    """Lay out the reference and draw its pages on `writer`; the number of pages."""
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
        document, starts = _build(reference, pages, body, rulings)
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
