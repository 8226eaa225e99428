"""The printable mission report (issue 13; 6.4.1 "Resolution phase", 6.3): the map at the
mission's end, the players, the result, each guild's rewards, every character's fate,
the control spot and the whole log, on A4 pages for the players' binders, so the guild
box and the app can be checked against each other (6.3).

Three steps, each testable alone: `report_rows` says what the report holds (pure text,
no Qt), `layout` wraps and paginates it in millimetres, and `paint_page` draws one page
on any painter (the PDF, or a picture for previews and tests: `render_pages`)."""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
)

from demloc.missions.play import Context, Mission, MissionState
from demloc.missions.resolution.model import (
    Resolution,
    ResolutionFormatError,
)
from demloc.render import geometry as geo
from demloc.render import style
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import PDF_DPI, uncached, unmark
from demloc.ui.i18n import translate
from demloc.ui.output import pdf_file
from demloc.ui.resolution.report_rows import (
    ReportError,
    Row,
    Style,
    board_key,
    report_rows,
)
from demloc.ui.tracker.board import TrackerScene, badges

PAGE_MM = (210.0, 297.0)  # A4 portrait
MARGIN_MM = 15.0
FOOTER_MM = 8.0  # the page's footer line, inside the bottom margin's reach
MAP_MAX_MM = 125.0  # the map's height at most on the first page: room for the players
FONT = "DejaVu Sans"
_MEASURE_K = PDF_DPI / 25.4  # pixels a mm the lines are measured at
_SLACK = 0.97  # a preview's rounded font sizes may run a little wider than the PDF's


# ---- laying it out on pages (millimetres) --------------------------------------------


@dataclasses.dataclass(frozen=True)
class Placed:
    """A row's piece on a page: its top-left corner in mm."""

    text: str
    style: Style
    x: float
    y: float
    lead: str = ""
    swatch: str = ""
    lead_mm: float = 0.0


@dataclasses.dataclass
class Page:
    number: int
    placed: list[Placed] = dataclasses.field(default_factory=list)
    map_rect: tuple[float, float, float, float] | None = None  # x, y, width, height in mm
    map_caption: str = ""


def _font(row_style: Style, k: float) -> QFont:
    f = QFont(FONT)
    f.setPixelSize(max(1, round(row_style.size_mm * k)))
    f.setBold(row_style.bold)
    return f


def text_mm(text: str, row_style: Style) -> float:
    """How wide `text` is printed in `row_style`, in mm."""
    return QFontMetricsF(_font(row_style, _MEASURE_K)).horizontalAdvance(text) / _MEASURE_K


def wrap(text: str, width_mm: float, row_style: Style) -> list[str]:
    """`text` in lines no wider than `width_mm`: broken at spaces, a word longer than a
    line broken inside it; nothing is left out."""
    metrics = QFontMetricsF(_font(row_style, _MEASURE_K))
    limit = width_mm * _SLACK * _MEASURE_K

    def width(s: str) -> float:
        return metrics.horizontalAdvance(s)

    lines: list[str] = []
    for paragraph in text.replace("\t", " ").split("\n"):  # a line drawn holds no breaks
        lines.extend(_wrap_line(paragraph, limit, width))
    return lines


def _wrap_line(text: str, limit: float, width: Callable[[str], float]) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if width(candidate) <= limit:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
        while width(current) > limit and len(current) > 1:
            # The longest head of the word that fits, at least one character.
            low, high = 1, len(current) - 1
            while low < high:
                middle = (low + high + 1) // 2
                low, high = (
                    (middle, high) if width(current[:middle]) <= limit else (low, middle - 1)
                )
            cut = low
            lines.append(current[:cut])
            current = current[cut:]
    lines.append(current)
    return lines


def map_size(scene_rect: QRectF, width_mm: float, height_mm: float) -> tuple[float, float]:
    """The map fitted in width_mm × height_mm, its proportions kept, never larger than
    on the table."""
    table = geo.SQUARE_MM / geo.SQUARE  # mm a scene unit on the table
    scale = min(width_mm / scene_rect.width(), height_mm / scene_rect.height(), table)
    return scene_rect.width() * scale, scene_rect.height() * scale


def layout(rows: Sequence[Row], map_rect: QRectF | None = None) -> list[Page]:
    """The rows wrapped to the page's width and laid out on A4 pages; the map (its
    scene rectangle), when there is one, under the subtitle on page 1."""
    width_mm = PAGE_MM[0] - 2 * MARGIN_MM
    bottom = PAGE_MM[1] - MARGIN_MM - FOOTER_MM
    pages = [Page(1)]
    y = MARGIN_MM

    def new_page() -> None:
        nonlocal y
        pages.append(Page(len(pages) + 1))
        y = MARGIN_MM

    for row in rows:
        # A lead wider than its column pushes its own text on: never over it.
        lead_mm = max(row.lead_mm, text_mm(row.lead, row.style) + 2) if row.lead else 0.0
        text_x = MARGIN_MM + row.indent + lead_mm + (5 if row.swatch else 0)
        pieces = wrap(row.text, MARGIN_MM + width_mm - text_x, row.style)
        before = row.style.before_mm if pages[-1].placed else 0.0
        # A heading keeps its first line of text with it on the page.
        keep = 2 if row.style in (Style.HEADING, Style.SUBHEADING) else 1
        if y + before + keep * row.style.line_mm > bottom:
            new_page()
            before = 0.0
        y += before
        for number, piece in enumerate(pieces):
            if y + row.style.line_mm > bottom:
                new_page()
            first = number == 0
            pages[-1].placed.append(Placed(piece, row.style, text_x, y,
                                           row.lead if first else "",
                                           row.swatch if first else "", lead_mm))  # fmt: skip
            y += row.style.line_mm
        if row.style is Style.SUBTITLE and map_rect is not None and pages[0].map_rect is None:
            w, h = map_size(map_rect, width_mm, MAP_MAX_MM)
            pages[0].map_rect = (MARGIN_MM + (width_mm - w) / 2, y + 3, w, h)
            squares = map_rect.width() / geo.SQUARE
            square_mm = w / squares
            pages[0].map_caption = (
                translate("resolution.report", "The board at the mission's end, at table scale")
                if square_mm > geo.SQUARE_MM - 0.05
                else translate(
                    "resolution.report",
                    "The board at the mission's end, {size} mm a square ({table} mm on the table)",
                ).format(size=f"{square_mm:.1f}", table=f"{geo.SQUARE_MM:g}")
            )
            y += 3 + h + 7
    return pages


# ---- drawing -------------------------------------------------------------------------


def _swatch_colour(colour: str) -> QColor:
    rgb = style.GUILD_COLOURS.get(colour)
    return QColor(*rgb) if rgb is not None else QColor(150, 150, 150)


def paint_page(
    painter: QPainter,
    k: float,
    page: Page,
    count: int,
    title: str,
    scene: TrackerScene | None = None,
) -> None:
    """One page at `k` pixels a mm: the rows, the map on page 1, the footer."""
    if page.map_rect is not None and scene is not None:
        x, y, w, h = page.map_rect
        frame = QRectF(x * k, y * k, w * k, h * k)
        scene.render(painter, frame, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        painter.setPen(QPen(QColor(60, 60, 60), 0.2 * k))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(frame)
        f = _font(Style.LOG, k)
        painter.setFont(f)
        painter.setPen(QColor(60, 60, 60))
        painter.drawText(QPointF(x * k, (y + h + 4) * k), page.map_caption)
    for placed in page.placed:
        f = _font(placed.style, k)
        painter.setFont(f)
        ascent = QFontMetricsF(f).ascent()
        top = placed.y * k + (placed.style.line_mm * k - QFontMetricsF(f).height()) / 2
        baseline = top + ascent
        if placed.swatch:
            side = placed.style.size_mm * 0.85 * k
            box = QRectF(placed.x * k - 5 * k, top + (ascent - side) / 2 + side * 0.1, side, side)
            painter.fillRect(box, _swatch_colour(placed.swatch))
        painter.setPen(QColor(90, 90, 90) if placed.style is Style.LOG else QColor(20, 20, 20))
        if placed.lead:
            painter.drawText(QPointF((placed.x - placed.lead_mm) * k, baseline), placed.lead)
        painter.drawText(QPointF(placed.x * k, baseline), placed.text)
    footer = _font(Style.LOG, k)
    painter.setFont(footer)
    painter.setPen(QColor(90, 90, 90))
    y = (PAGE_MM[1] - MARGIN_MM + 2) * k
    painter.drawText(
        QRectF(MARGIN_MM * k, y, (PAGE_MM[0] - 2 * MARGIN_MM) * k, FOOTER_MM * k),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
        translate(
            "resolution.report",
            "DemLoc Companion · mission report · {mission} · page {page} of {pages}",
        ).format(mission=title, page=page.number, pages=count),
    )


@contextmanager
def final_board(mission: Mission | None, ctx: Context | None) -> Iterator[TrackerScene | None]:
    """The board at the mission's end as the tracker draws it (its badges, no selection
    and no editor marks), or None without a mission."""
    if mission is None:
        yield None
        return
    state: MissionState = mission.state
    library = (ctx or mission.ctx).library
    document = BoardDocument(library, state.board_map)
    document.enforce_rules = False
    document.statuses = badges(state)
    scene = TrackerScene(document)
    scene.overlays.update(reach=False, outlines=False, lines=False)
    scene.sync()
    unmark(scene)
    try:
        with uncached(scene):
            yield scene
    finally:
        scene.clear()
        document.deleteLater()


def _pages(resolution: Resolution, log: Sequence[str], scene: TrackerScene | None,
           when: datetime.date | None) -> list[Page]:  # fmt: skip
    on_board = board_key(scene.document.map) if scene is not None else []
    rows = report_rows(resolution, log, when=when, has_map=scene is not None, on_board=on_board)
    return layout(rows, scene.sceneRect() if scene is not None else None)


def write_report(
    path: Path,
    resolution: Resolution,
    *,
    log: Sequence[str],
    mission: Mission | None = None,
    ctx: Context | None = None,
    when: datetime.date | None = None,
) -> int:
    """`save_report`, returning the number of pages written."""
    with pdf_file(path) as writer:  # drawn in memory, written whole (issue 27)
        writer.setResolution(PDF_DPI)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
                QPageLayout.Unit.Millimeter,
            )
        )
        title = resolution.title or resolution.mission
        writer.setTitle(
            translate("resolution.report", "DemLoc mission report: {mission}").format(mission=title)
        )
        writer.setCreator("DemLoc Companion")
        with final_board(mission, ctx) as scene:
            pages = _pages(resolution, log, scene, when)
            painter = QPainter(writer)
            if not painter.isActive():
                raise OSError(
                    translate("resolution.report", "cannot write the mission report {path}").format(
                        path=path
                    )
                )
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
            )
            k = writer.resolution() / 25.4
            for page in pages:
                if page.number > 1 and not writer.newPage():
                    painter.end()
                    raise OSError(
                        translate(
                            "resolution.report",
                            "cannot write page {page} of the mission report {path}",
                        ).format(page=page.number, path=path)
                    )
                paint_page(painter, k, page, len(pages), title, scene)
            painter.end()
    return len(pages)


def save_report(
    path: Path,
    resolution: Resolution,
    *,
    log: Sequence[str],
    mission: Mission | None = None,
    ctx: Context | None = None,
    when: datetime.date | None = None,
) -> None:
    """The mission report as a PDF at `path`: the map at the end when `mission` is given
    (`ctx`: the tiles to draw it with, else the mission's own), the players, the result,
    the rewards, the casualties, the control spot and the whole log. `when`: the day it
    was played (today by default). An unwritable path raises OSError naming it."""
    write_report(path, resolution, log=log, mission=mission, ctx=ctx, when=when)


def record_resolution(record_report: str) -> Resolution:
    """The Resolution a mission record kept (store/schema.py MissionRecord.report); a
    missing or damaged text raises ReportError naming the field."""
    if not record_report.strip():
        raise ReportError(translate(
            "resolution.report",
            "this mission's record keeps no report: it was played before the app kept them",
        ))  # fmt: skip
    try:
        return Resolution.from_text(record_report)
    except ResolutionFormatError as error:
        raise ReportError(
            translate(
                "resolution.report", "the mission's kept report cannot be read: {error}"
            ).format(error=error)
        ) from None


def save_record_report(
    path: Path,
    record_report: str,
    log: str,
    mission: Mission | None = None,
    ctx: Context | None = None,
    *,
    when: datetime.date | None = None,
) -> None:
    """The report of a mission in a guild's history, from its MissionRecord's `report`
    (the Resolution's text) and `log` (one line an entry). Raises ReportError for a
    damaged report, OSError for an unwritable path."""
    resolution = record_resolution(record_report)
    save_report(path, resolution, log=log.splitlines(), mission=mission, ctx=ctx, when=when)


def render_pages(
    resolution: Resolution,
    *,
    log: Sequence[str],
    mission: Mission | None = None,
    ctx: Context | None = None,
    when: datetime.date | None = None,
    dpi: float = 100,
) -> list[QImage]:
    """The report's pages as pictures at `dpi`, drawn by the same code and at the same
    scale as the PDF: previews and tests."""
    k = dpi / 25.4
    title = resolution.title or resolution.mission
    images = []
    with final_board(mission, ctx) as scene:
        pages = _pages(resolution, log, scene, when)
        for page in pages:
            image = QImage(round(PAGE_MM[0] * k), round(PAGE_MM[1] * k), QImage.Format.Format_RGB32)
            image.fill(QColor(255, 255, 255))
            painter = QPainter(image)
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
            )
            # Drawn at the PDF's own scale and shrunk: the same type sizes, the same
            # line widths, whatever the picture's resolution.
            painter.scale(k / _MEASURE_K, k / _MEASURE_K)
            paint_page(painter, _MEASURE_K, page, len(pages), title, scene)
            painter.end()
            images.append(image)
    return images
