"""Exporting the board to PNG and printable PDF: the scene renders itself, so the picture
is exactly what the screen shows (Tiled's rasterizer model), at a chosen scale."""

from __future__ import annotations

import textwrap
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.guide import build_guide, parts_list
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.render import geometry as geo
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.items import SquaresOverlayItem
from demloc.ui.board.scene import OVERLAYS, BoardScene

OVERLAY_NAMES = {"zones": "zone", **{name: name for name in OVERLAYS}}


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
    lines.append("From the box: " + "; ".join(parts["tiles"]))
    if parts["elements"]:
        lines.append("Elements: " + ", ".join(f"{n} {k}" for k, n in parts["elements"].items()))
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
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]
        raise BoardError(f"cannot write {path}")
    return image


def export_pdf(
    scene: BoardScene, path: Path, square_mm: float = geo.SQUARE_MM, text: list[str] | None = None
) -> None:
    """A PDF whose page is the map at `square_mm` millimetres a square (table scale by
    default), and, with `text`, a second page with the build guide."""
    source = scene.sceneRect()
    mm_per_unit = square_mm / geo.SQUARE
    size = QSizeF(source.width() * mm_per_unit, source.height() * mm_per_unit)
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(size, QPageSize.Unit.Millimeter),
            QPageLayout.Orientation.Portrait,
            QMarginsF(),
        )
    )
    writer.setTitle("DemLoc map")
    painter = QPainter(writer)
    if not painter.isActive():
        raise BoardError(f"cannot write {path}")
    page = QRectF(0, 0, writer.width(), writer.height())
    scene.render(painter, page, source)
    if text:
        writer.newPage()
        area = page.adjusted(40, 40, -40, -40)
        line_height = min(90.0, area.height() / (len(text) * 1.5 + 2))
        lines = _wrapped(text, area.width(), line_height)
        _draw_text(painter, area, lines, min(line_height, area.height() / (len(lines) + 1)))
    painter.end()


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
        export_pdf(scene, out, square_mm, text)
        return f"wrote {out} ({square_mm:g} mm a square)"
    raise BoardError(f"{out}: export to .png or .pdf")
