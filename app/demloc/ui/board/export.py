"""Exporting the board to PNG and printable PDF: the scene renders itself, so the picture
is exactly what the screen shows (Tiled's rasterizer model), at a chosen scale."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.guide import build_guide, parts_list
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.page_setup import MARGIN_MM, PageMode, PageSetup, Sheet
from demloc.ui.board.play_items import MiniatureItem, SquaresOverlayItem
from demloc.ui.board.scene import OVERLAYS, BoardScene
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate
from demloc.ui.output import pdf_file, save_image

OVERLAY_NAMES = {"zones": "zone", **{name: name for name in OVERLAYS}}
PDF_DPI = 300
CROP_GAP_MM = 1.5  # between the map's corner and its crop mark
CROP_LENGTH_MM = 5.0


def unmark(scene: BoardScene) -> None:
    """Take the selection ring off the selected miniature: the overlays stay, drawn for
    it, but a printed map shows no editor marks."""
    for item in scene.items_by_key.values():
        if isinstance(item, MiniatureItem) and item.selected:
            item.sync(item.character, item.badges, False)


@contextmanager
def uncached(scene: BoardScene) -> Iterator[None]:
    """Items drawn afresh, not from their screen caches: a device cache at a printer's
    300 dpi is a picture per tile per page (a 9-page PDF of 38 MB, 3 s a page), and a
    cached drawing differs a little from the first one."""
    items = scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        yield
    finally:
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)


@contextmanager
def clean_scene(scene: BoardScene) -> Iterator[BoardScene]:
    """A fresh scene of the same document for an export: the same overlays for the same
    character, and none of the editor's marks (the selection ring, a selected tile's
    outline or element, the hover path, a drag in progress, the guide step's highlight),
    whatever marks the live scene grows later. The live scene is not touched."""
    copy = BoardScene(scene.document)
    try:
        copy.overlays.update(scene.overlays)
        copy.selected = scene.selected
        copy.ooc_target, copy.ooc_roll = scene.ooc_target, scene.ooc_roll
        copy.sync()
        unmark(copy)
        yield copy
    finally:
        scene.document.changed.disconnect(copy.sync)


def prepare_scene(
    document: BoardDocument,
    overlays: list[str],
    for_character: str | None,
    guide: bool,
    target: str | None = None,
    roll: int | None = None,
) -> BoardScene:
    scene = BoardScene(document)
    for name in scene.overlays:
        scene.overlays[name] = False
    for name in overlays:
        key = OVERLAY_NAMES.get(name)
        if key is None:
            raise BoardError(f"'{name}' is not an overlay: {', '.join(sorted(OVERLAY_NAMES))}")
        scene.overlays[key] = True
    if for_character is not None:
        document.board.character(for_character)  # names the known ones if unknown
        scene.selected = for_character
        if target is None and scene.overlays["ooc"]:
            # The card over the nearest enemy, unless a target is named.
            me = document.board.character(for_character)
            enemies = [c for c in document.board.characters.values() if c.is_enemy_of(me)]
            if enemies:
                target = min(
                    enemies, key=lambda c: abs(c.at.x - me.at.x) + abs(c.at.y - me.at.y)
                ).id
    if target is not None:
        document.board.character(target)
    scene.ooc_target, scene.ooc_roll = target, roll
    scene.sync()
    unmark(scene)
    if guide:
        numbers: dict[Square, str] = {}
        for step in build_guide(document.map, document.library):
            square = step.squares[0]
            numbers.setdefault(square, str(step.number))
        labels = SquaresOverlayItem(z=15)
        labels.sync({s: QColor(255, 255, 255, 90) for s in numbers}, numbers)
        scene.addItem(labels)
    return scene


def guide_lines(document: BoardDocument) -> list[str]:
    parts = parts_list(document.map, document.library)
    lines = [f"{step.number}. {step.text}" for step in build_guide(document.map, document.library)]
    lines.append("")
    lines.append(
        translate("board.export", "From the box: {tiles}").format(tiles="; ".join(parts["tiles"]))
    )
    if parts["elements"]:
        elements = ", ".join(f"{n} {k}" for k, n in parts["elements"].items())
        lines.append(translate("board.export", "Elements: {elements}").format(elements=elements))
    return lines


def _wrapped(text: list[str], width: float, line_height: float) -> list[str]:
    """Lines short enough for `width` at the text size of `line_height`."""
    columns = max(20, int(width / (line_height * 0.42)))
    wrapped: list[str] = []
    for line in text:
        wrapped.extend(textwrap.wrap(line, columns, subsequent_indent="    ") or [""])
    return wrapped


def render_image(
    scene: BoardScene, pixels_per_unit: float, text: list[str] | None = None
) -> QImage:
    source = scene.sceneRect()
    width = round(source.width() * pixels_per_unit)
    height = round(source.height() * pixels_per_unit)
    line_height = round(16 * pixels_per_unit)
    if text:
        text = _wrapped(text, width - 2 * line_height, line_height)
    extra = (len(text) + 1) * line_height if text else 0
    image = QImage(width, height + extra, QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    with uncached(scene):
        scene.render(painter, QRectF(0, 0, width, height), source)
    if text:
        _draw_text(
            painter, QRectF(line_height, height, width - 2 * line_height, extra), text, line_height
        )
    painter.end()
    return image


def _draw_text(painter: QPainter, area: QRectF, text: list[str], line_height: float) -> None:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(line_height * 0.7)))
    painter.setFont(f)
    painter.setPen(QColor(20, 20, 20))
    for k, line in enumerate(text):
        painter.drawText(
            QRectF(area.left(), area.top() + (k + 0.5) * line_height, area.width(), line_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )


def export_png(
    scene: BoardScene, path: Path, dpi: float = 150, text: list[str] | None = None
) -> QImage:
    image = render_image(scene, geo.pixels_per_unit(dpi), text)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    try:
        save_image(image, path, "PNG")  # whole or not at all (issue 27)
    except OSError as error:
        raise BoardError(str(error)) from None
    return image


_PagePainter = Callable[[QPainter, float], None]  # paints one page, given pixels a mm


def _pen(painter: QPainter, k: float, width_mm: float, style: Qt.PenStyle) -> None:
    pen = QPen(QColor(0, 0, 0), width_mm * k)
    pen.setStyle(style)
    painter.setPen(pen)


def _label(
    painter: QPainter,
    k: float,
    area: QRectF,
    text: str,
    size_mm: float = 2.6,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(_label_font(k, size_mm))
    painter.setPen(QColor(40, 40, 40))
    painter.drawText(area, align | Qt.AlignmentFlag.AlignVCenter, text)


def _label_font(k: float, size_mm: float = 2.6) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size_mm * k)))
    return f


def _sheet_label(
    painter: QPainter, k: float, frame: QRectF, page_width_mm: float, text: str
) -> None:
    """Under the map between its crop marks; on a page the map only partly covers, in
    the paper beside it; else across the page under it."""
    clear = (CROP_GAP_MM + CROP_LENGTH_MM + 1) * k
    width = QFontMetricsF(_label_font(k), painter.device()).horizontalAdvance(text)
    if width <= frame.width() - 2 * clear:
        _label(painter, k, QRectF(frame.left(), frame.bottom() + 2 * k, frame.width(), 4 * k), text)
    elif frame.right() + clear + width <= (page_width_mm - MARGIN_MM) * k:
        beside = QRectF(frame.right() + clear, frame.bottom() - 4 * k, width + k, 4 * k)
        _label(painter, k, beside, text, align=Qt.AlignmentFlag.AlignLeft)
    else:
        _label(painter, k, QRectF(0, frame.bottom() + 2 * k, page_width_mm * k, 4 * k), text)


def _dashed(painter: QPainter, k: float, start: QPointF, end: QPointF) -> None:
    """A dashed line that shows on dark tiles and light ground alike."""
    painter.setPen(QPen(QColor(255, 255, 255), 0.6 * k))
    painter.drawLine(start, end)
    _pen(painter, k, 0.25, Qt.PenStyle.DashLine)
    painter.drawLine(start, end)


def _crop_marks(painter: QPainter, k: float, frame: QRectF) -> None:
    """L-shaped marks just outside each corner of the printed map, to trim along."""
    _pen(painter, k, 0.2, Qt.PenStyle.SolidLine)
    gap, length = CROP_GAP_MM * k, CROP_LENGTH_MM * k
    for x, dx in ((frame.left(), -1), (frame.right(), 1)):
        for y, dy in ((frame.top(), -1), (frame.bottom(), 1)):
            painter.drawLine(QPointF(x + dx * gap, y), QPointF(x + dx * (gap + length), y))
            painter.drawLine(QPointF(x, y + dy * gap), QPointF(x, y + dy * (gap + length)))


def _sheet_page(
    scene: BoardScene, sheet: Sheet, setup: PageSetup, square_mm: float, title: str
) -> _PagePainter:
    mm_per_unit = square_mm / geo.SQUARE
    scene_rect = scene.sceneRect()
    source = QRectF(
        scene_rect.x() + sheet.x / mm_per_unit,
        scene_rect.y() + sheet.y / mm_per_unit,
        sheet.width / mm_per_unit,
        sheet.height / mm_per_unit,
    )
    overlap = setup.overlap_mm

    def paint(painter: QPainter, k: float) -> None:
        frame = QRectF(MARGIN_MM * k, MARGIN_MM * k, sheet.width * k, sheet.height * k)
        scene.render(painter, frame, source, Qt.AspectRatioMode.IgnoreAspectRatio)
        _crop_marks(painter, k, frame)
        # Where the next page's trimmed edge goes: a dashed line over the shared strip
        # (hidden under that page once taped) and a tick in the margins on each side.
        tick = CROP_LENGTH_MM * k
        if overlap > 0 and sheet.column < sheet.columns - 1:
            x = frame.right() - overlap * k
            _dashed(painter, k, QPointF(x, frame.top()), QPointF(x, frame.bottom()))
            _pen(painter, k, 0.25, Qt.PenStyle.SolidLine)
            painter.drawLine(QPointF(x, frame.top() - tick), QPointF(x, frame.top()))
            painter.drawLine(QPointF(x, frame.bottom()), QPointF(x, frame.bottom() + tick))
        if overlap > 0 and sheet.row < sheet.rows - 1:
            y = frame.bottom() - overlap * k
            _dashed(painter, k, QPointF(frame.left(), y), QPointF(frame.right(), y))
            _pen(painter, k, 0.25, Qt.PenStyle.SolidLine)
            painter.drawLine(QPointF(frame.left() - tick, y), QPointF(frame.left(), y))
            painter.drawLine(QPointF(frame.right(), y), QPointF(frame.right() + tick, y))
        label = translate("board.export", "{map} · {page} · {size} mm a square").format(
            map=title, page=sheet.label, size=f"{square_mm:g}"
        )
        _sheet_label(painter, k, frame, setup.paper_mm()[0], label)
        if sheet.number == 1 and sheet.count > 1:
            # Between the corner marks and the first overlap tick: nothing crosses it.
            room = sheet.width - (overlap if sheet.columns > 1 else 0) - 16
            above = QRectF(frame.left() + 8 * k, frame.top() - 6 * k, room * k, 4 * k)
            _label(
                painter,
                k,
                above,
                translate(
                    "board.export",
                    "Trim each page's left and top edges at the crop marks (not the first "
                    "column's or row's), lay them on the dashed lines of the pages before, tape.",
                ),
                2.0,
            )

    return paint


def _fit_page(scene: BoardScene, setup: PageSetup, square_mm: float, title: str) -> _PagePainter:
    source = scene.sceneRect()
    map_w, map_h = map_size_mm(scene, square_mm)
    scale = setup.fit_scale(map_w, map_h)
    content_w, content_h = setup.content_mm()

    def paint(painter: QPainter, k: float) -> None:
        width, height = map_w * scale, map_h * scale
        frame = QRectF(
            (MARGIN_MM + (content_w - width) / 2) * k,
            (MARGIN_MM + (content_h - height) / 2) * k,
            width * k,
            height * k,
        )
        scene.render(painter, frame, source, Qt.AspectRatioMode.IgnoreAspectRatio)
        scale_text = (
            translate("board.export", "{map} · at table scale, {size} mm a square").format(
                map=title, size=f"{square_mm:g}"
            )
            if scale >= 1
            else translate(
                "board.export",
                "{map} · fitted to one page: {fitted} mm a square ({share} of {size} mm)",
            ).format(
                map=title,
                fitted=f"{square_mm * scale:.1f}",
                share=f"{scale:.0%}",
                size=f"{square_mm:g}",
            )
        )
        _sheet_label(painter, k, frame, setup.paper_mm()[0], scale_text)

    return paint


def _text_page(text: list[str], setup: PageSetup) -> _PagePainter:
    def paint(painter: QPainter, k: float) -> None:
        width, height = setup.paper_mm()
        area = QRectF(0, 0, width * k, height * k).adjusted(
            2 * MARGIN_MM * k, 2 * MARGIN_MM * k, -2 * MARGIN_MM * k, -2 * MARGIN_MM * k
        )
        line_height = min(6 * k, area.height() / (len(text) * 1.5 + 2))
        lines = _wrapped(text, area.width(), line_height)
        _draw_text(painter, area, lines, min(line_height, area.height() / (len(lines) + 1)))

    return paint


def map_title(scene: BoardScene) -> str:
    document = scene.document
    return document.map.name or (
        document.path.stem if document.path else translate("board.export", "DemLoc map")
    )


def pdf_pages(
    scene: BoardScene,
    setup: PageSetup,
    square_mm: float = geo.SQUARE_MM,
    text: list[str] | None = None,
) -> list[_PagePainter]:
    """The pages of the printable PDF: the map as `setup` lays it, then the guide."""
    title = map_title(scene)
    pages: list[_PagePainter]
    if setup.mode is PageMode.FIT:
        pages = [_fit_page(scene, setup, square_mm, title)]
    else:
        sheets = setup.sheets(*map_size_mm(scene, square_mm))
        pages = [_sheet_page(scene, sheet, setup, square_mm, title) for sheet in sheets]
    if text:
        pages.append(_text_page(text, setup))
    return pages


def render_pages(
    scene: BoardScene,
    setup: PageSetup,
    dpi: float,
    square_mm: float = geo.SQUARE_MM,
    text: list[str] | None = None,
) -> list[QImage]:
    """The PDF's pages as pictures, drawn by the same code: previews and tests."""
    k = dpi / 25.4
    width, height = setup.paper_mm()
    images = []
    for paint in pdf_pages(scene, setup, square_mm, text):
        image = QImage(round(width * k), round(height * k), QImage.Format.Format_ARGB32)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        with uncached(scene):
            paint(painter, k)
        painter.end()
        images.append(image)
    return images


def export_pdf(
    scene: BoardScene,
    path: Path,
    square_mm: float = geo.SQUARE_MM,
    text: list[str] | None = None,
    setup: PageSetup | None = None,
) -> int:
    """A printable PDF: the map at `square_mm` millimetres a square (table scale by
    default) tiled over pages, or fitted to one page, as `setup` says; with `text`, a
    last page with the build guide. Returns the number of pages."""
    setup = setup or PageSetup()
    try:
        with pdf_file(path) as writer:  # whole or not at all (issue 27)
            writer.setResolution(PDF_DPI)
            if not writer.setPageLayout(setup.layout()):
                raise BoardError(f"cannot lay out {setup.text()} pages")
            writer.setTitle(
                translate("board.export", "DemLoc map: {map}").format(map=map_title(scene))
            )
            writer.setCreator("DemLoc Companion")
            pages = pdf_pages(scene, setup, square_mm, text)
            painter = QPainter(writer)
            if not painter.isActive():
                raise BoardError(translate("board.export", "cannot write {path}").format(path=path))
            k = writer.resolution() / 25.4
            with uncached(scene):
                for number, paint in enumerate(pages):
                    if number and not writer.newPage():
                        painter.end()
                        raise BoardError(
                            translate("board.export", "cannot write page {page} of {path}").format(
                                page=number + 1, path=path
                            )
                        )
                    paint(painter, k)
            painter.end()
    except OSError as error:
        raise BoardError(str(error)) from None
    return len(pages)


def map_size_mm(scene: BoardScene, square_mm: float = geo.SQUARE_MM) -> tuple[float, float]:
    """The printed map's width and height, rulers included, at `square_mm` a square."""
    source = scene.sceneRect()
    mm_per_unit = square_mm / geo.SQUARE
    return source.width() * mm_per_unit, source.height() * mm_per_unit


def describe_pages(
    scene: BoardScene,
    setup: PageSetup,
    pages: int,
    square_mm: float = geo.SQUARE_MM,
    pages_of: Callable[[int], str] | None = None,
) -> str:
    """'6 pages of A4 landscape: the map at 25 mm a square on 3 × 2 with 10 mm overlap',
    with ', then the build guide' when `pages` counts its page too. `pages_of(n)`: the
    count's words with a {paper} placeholder (the screens': Counts, R-246)."""
    map_w, map_h = map_size_mm(scene, square_mm)
    on_map = setup.page_count(map_w, map_h)
    paper = translate("board.export", "{paper} {orientation}").format(
        paper=setup.paper.title, orientation=setup.orientation.label
    )
    counted = (pages_of or Counts().pages_of)(on_map).format(paper=paper)
    if setup.mode is PageMode.FIT:
        scale = setup.fit_scale(map_w, map_h)
        said = translate("board.export", "{pages}: the map fitted at {size} mm a square").format(
            pages=counted, size=f"{square_mm * scale:.1f}"
        )
    else:
        sheet = setup.sheets(map_w, map_h)[0]
        said = translate(
            "board.export",
            "{pages}: the map at {size} mm a square on {rows} × {columns} with {overlap} mm "
            "overlap",
        ).format(
            pages=counted,
            size=f"{square_mm:g}",
            rows=sheet.rows,
            columns=sheet.columns,
            overlap=f"{setup.overlap_mm:g}",
        )
    if pages > on_map:
        return translate("board.export", "{pages}, then the build guide").format(pages=said)
    return said


def english_pages(n: int) -> str:
    """The command line's count of pages: it prints English (R-227) and loads no
    translator, so Qt's plural forms are not there to say "1 page"."""
    return "1 page of {paper}" if n == 1 else f"{n} pages of {{paper}}"


def render_map_file(
    map_path: Path,
    out: Path,
    library: TileLibrary,
    overlays: list[str],
    for_character: str | None = None,
    guide: bool = False,
    dpi: float = 150,
    square_mm: float = geo.SQUARE_MM,
    target: str | None = None,
    roll: int | None = None,
    setup: PageSetup | None = None,
) -> str:
    """`demloc map render`: returns a sentence saying what was written."""
    document = BoardDocument(library, mapfile.load(map_path), map_path)
    scene = prepare_scene(document, overlays, for_character, guide, target, roll)
    text = guide_lines(document) if guide else None
    suffix = out.suffix.lower()
    out.parent.mkdir(parents=True, exist_ok=True)
    if suffix == ".png":
        image = export_png(scene, out, dpi, text)
        return f"wrote {out} ({image.width()}x{image.height()} at {dpi:g} dpi)"
    if suffix == ".pdf":
        setup = setup or PageSetup()
        pages = export_pdf(scene, out, square_mm, text, setup)
        said = describe_pages(scene, setup, pages, square_mm, english_pages)
        return f"wrote {out} ({said})"
    raise BoardError(f"{out}: export to .png or .pdf")
