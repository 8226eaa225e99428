"""Exports: a clean picture without the editor's marks, and the PDF's page set-up
(tiled at table scale over A4 or Letter with overlap and marks, or fitted to one page)."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QBuffer, QIODevice, QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.guide import build_guide
from demloc.board.movement import MoveMode, reachable
from demloc.board.tiles import load_tile_library
from demloc.paths import resources_dir, tiles_dir
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import (
    clean_scene,
    export_pdf,
    export_png,
    map_size_mm,
    prepare_scene,
    render_image,
    render_pages,
)
from demloc.ui.board.page_setup import (
    MARGIN_MM,
    Orientation,
    PageMode,
    PageSetup,
    PageSetupDialog,
    Paper,
)
from demloc.ui.board.panel import BoardPanel
from demloc.ui.board.play_items import MiniatureItem, PathItem
from demloc.ui.board.scene import BoardScene

MAPS = resources_dir() / "maps"
LIBRARY = load_tile_library(tiles_dir())


def _document(name: str = "market-brawl") -> BoardDocument:
    return BoardDocument(LIBRARY, mapfile.load(MAPS / f"{name}.json"), MAPS / f"{name}.json")


def _pil(image: QImage) -> Image.Image:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return Image.open(BytesIO(bytes(buffer.data().data()))).convert("RGB")


def _picture(scene: BoardScene) -> Image.Image:
    return _pil(render_image(scene, 1.0))


def _same(a: Image.Image, b: Image.Image) -> bool:
    """The same picture: no pixel off by more than a shade (drawings in one process vary
    by up to 5 of 255 as Qt's glyph and texture caches fill); a mark is far more."""
    if a.size != b.size:
        return False
    return max(high for _low, high in ImageChops.difference(a, b).getextrema()) <= 10


def _pdf_pages(path: Path) -> list[bytes]:
    """Each page object's dictionary, as written by QPdfWriter."""
    return re.findall(rb"/Type\s*/Page[^s][^>]*", path.read_bytes())


def _first_character(document: BoardDocument) -> str:
    return document.map.characters[0].id


# ---- the editor's marks stay out of exports ---------------------------------------------


def test_an_export_with_a_selection_is_the_export_without_one(qtbot: QtBot) -> None:
    document = _document()
    live = BoardScene(document)
    for name in live.overlays:
        live.set_overlay(name, False)
    before = _picture(live)
    # The export without marks, drawn as exports are (afresh, not from the screen's tile
    # caches, which earlier tests may have filled at another scale: a shade off, up to 20).
    with clean_scene(live) as scene:
        unmarked = _picture(scene)
    who = _first_character(document)
    live.select(who)  # the selection ring
    live.edit_mode, live.selected_tile = True, 0  # the selected tile's outline
    live.selected_element = document.map.elements[0] if document.map.elements else None
    live.set_guide_step(build_guide(document.map, document.library)[0])  # its highlight
    live.sync()
    marked = _picture(live)
    assert not _same(marked, before)  # the live board does show the marks
    with clean_scene(live) as scene:
        exported = _picture(scene)
    assert _same(exported, unmarked)


def test_overlays_stay_but_the_ring_and_the_hover_path_go(qtbot: QtBot, tmp_path: Path) -> None:
    document = _document()
    live = BoardScene(document)
    for name in live.overlays:
        live.set_overlay(name, name == "reach")
    who = _first_character(document)
    live.select(who)
    character = document.board.character(who)
    costs = reachable(document.board, character, character.movement, MoveMode.FREE).squares()
    live.hover = max(costs, key=lambda square: costs[square])  # a long way to go
    live.update_path()
    paths = [i for i in live.overlay_items() if isinstance(i, PathItem)]
    assert paths and paths[0].isVisible()  # the hover path is drawn on the live board
    with clean_scene(live) as scene:
        export_png(scene, tmp_path / "clean.png", 40)
    # The command line's picture of the same overlay for the same miniature.
    export_png(prepare_scene(document, ["reach"], who, False), tmp_path / "cli.png", 40)
    export_png(live, tmp_path / "live.png", 40)
    with Image.open(tmp_path / "clean.png") as clean, Image.open(tmp_path / "cli.png") as cli:
        assert _same(clean.convert("RGB"), cli.convert("RGB"))
        with Image.open(tmp_path / "live.png") as marked:
            assert not _same(clean.convert("RGB"), marked.convert("RGB"))
    # The live board keeps its selection, its ring and its path.
    ring = live.items_by_key[("character", who)]
    assert isinstance(ring, MiniatureItem) and ring.selected
    assert paths[0].isVisible()


def test_the_clean_copy_lets_go_of_the_document(qtbot: QtBot) -> None:
    document = _document()
    live = BoardScene(document)
    with clean_scene(live) as scene:
        copy = scene
    receivers = document.receivers("2changed()")
    assert receivers == 1  # the live scene's only
    document.changed.emit()  # no stale copy is synced
    assert copy.document is document


def test_command_line_overlays_carry_no_selection_ring(qtbot: QtBot) -> None:
    document = _document()
    who = _first_character(document)
    scene = prepare_scene(document, ["zones"], who, False)
    assert scene.selected == who  # the overlays are drawn for it
    rings = [
        item
        for item in scene.items_by_key.values()
        if isinstance(item, MiniatureItem) and item.selected
    ]
    assert rings == []


# ---- page set-up ------------------------------------------------------------------------


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("orientation", list(Orientation))
@pytest.mark.parametrize("mode", list(PageMode))
def test_every_setup_has_a_text_form_and_its_paper(
    paper: Paper, orientation: Orientation, mode: PageMode
) -> None:
    setup = PageSetup(paper, orientation, mode, 12)
    assert PageSetup.parse(setup.text()) == setup
    assert setup.text() == f"{paper.value} {orientation.value} {mode.value} 12"
    short, long = {Paper.A4: (210.0, 297.0), Paper.LETTER: (215.9, 279.4)}[paper]
    width, height = setup.paper_mm()
    expected = (short, long) if orientation is Orientation.PORTRAIT else (long, short)
    assert (round(width, 1), round(height, 1)) == expected


def test_bad_setups_are_named() -> None:
    with pytest.raises(BoardError, match="--paper a3: use a4 or letter"):
        PageSetup.from_options("a3", "portrait", "tile")
    with pytest.raises(BoardError, match="--orientation sideways: use portrait or landscape"):
        PageSetup.from_options("a4", "sideways", "tile")
    with pytest.raises(BoardError, match="--pages many: use tile or fit"):
        PageSetup.from_options("a4", "portrait", "many")
    with pytest.raises(BoardError, match="overlap 60 mm"):
        PageSetup(overlap_mm=60)
    with pytest.raises(BoardError, match="page set-up"):
        PageSetup.parse("a4 portrait")


# The sample maps at table scale (25 mm a square, rulers included), and the pages each
# takes: 10 mm margins, 10 mm overlap.
PAGES = {
    (330.0, 380.0): {  # market brawl, 12 x 14 squares
        (Paper.A4, Orientation.PORTRAIT): (2, 2),
        (Paper.A4, Orientation.LANDSCAPE): (3, 2),
        (Paper.LETTER, Orientation.PORTRAIT): (2, 2),
        (Paper.LETTER, Orientation.LANDSCAPE): (2, 2),
    },
    (630.0, 530.0): {  # all fourteen tiles, 24 x 20 squares
        (Paper.A4, Orientation.PORTRAIT): (2, 4),
        (Paper.A4, Orientation.LANDSCAPE): (3, 3),
        (Paper.LETTER, Orientation.PORTRAIT): (3, 4),
        (Paper.LETTER, Orientation.LANDSCAPE): (3, 3),
    },
}


@pytest.mark.parametrize("size", list(PAGES))
def test_tiles_cover_the_map_with_the_overlap(size: tuple[float, float]) -> None:
    for (paper, orientation), (rows, columns) in PAGES[size].items():
        setup = PageSetup(paper, orientation, PageMode.TILE, 10)
        sheets = setup.sheets(*size)
        assert (sheets[0].rows, sheets[0].columns) == (rows, columns), (paper, orientation)
        assert setup.page_count(*size) == rows * columns
        last = sheets[-1]
        assert last.x + last.width == pytest.approx(size[0])  # nothing is cut off
        assert last.y + last.height == pytest.approx(size[1])
        right = sheets[1] if columns > 1 else None
        if right is not None:  # neighbours share exactly the overlap
            assert sheets[0].x + sheets[0].width - right.x == pytest.approx(10)
        below = sheets[columns] if rows > 1 else None
        if below is not None:
            assert sheets[0].y + sheets[0].height - below.y == pytest.approx(10)
        assert sheets[0].label == (
            f"row 1, column 1 of {rows * columns} pages ({rows} × {columns}), page 1"
        )
        assert PageSetup(paper, orientation, PageMode.FIT).page_count(*size) == 1


@pytest.mark.parametrize(("paper", "orientation"), list(PAGES[(630.0, 530.0)]))
def test_the_pdf_has_those_pages_of_that_paper(
    qtbot: QtBot, tmp_path: Path, paper: Paper, orientation: Orientation
) -> None:
    scene = prepare_scene(_document("all-fourteen-tiles"), [], None, False)
    assert map_size_mm(scene) == (630.0, 530.0)
    rows, columns = PAGES[(630.0, 530.0)][(paper, orientation)]
    out = tmp_path / "map.pdf"
    assert export_pdf(scene, out, setup=PageSetup(paper, orientation, PageMode.TILE)) == (
        rows * columns
    )
    pages = _pdf_pages(out)
    assert len(pages) == rows * columns
    points = {Paper.A4: (595, 842), Paper.LETTER: (612, 792)}[paper]
    width, height = points if orientation is Orientation.PORTRAIT else points[::-1]
    for page in pages:
        box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)", page)
        assert box is not None
        assert (round(float(box[1])), round(float(box[2]))) == (width, height)


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("orientation", list(Orientation))
def test_fit_to_page_is_one_page_then_the_guide(
    qtbot: QtBot, tmp_path: Path, paper: Paper, orientation: Orientation
) -> None:
    document = _document("all-fourteen-tiles")
    scene = prepare_scene(document, [], None, False)
    out = tmp_path / "fit.pdf"
    assert export_pdf(scene, out, setup=PageSetup(paper, orientation, PageMode.FIT)) == 1
    assert len(_pdf_pages(out)) == 1
    text = ["1. Lay tile 1"]
    assert export_pdf(scene, out, text=text, setup=PageSetup(paper, orientation, PageMode.FIT))
    assert len(_pdf_pages(out)) == 2
    # The whole map on the page, shrunk to fit, never enlarged.
    scale = PageSetup(paper, orientation, PageMode.FIT).fit_scale(*map_size_mm(scene))
    assert 0.2 < scale < 1
    assert PageSetup(paper, orientation, PageMode.FIT).fit_scale(100, 100) == 1


def _mean_difference(a: Image.Image, b: Image.Image) -> float:
    histogram = ImageChops.difference(a, b).convert("L").histogram()
    return sum(i * n for i, n in enumerate(histogram)) / (a.size[0] * a.size[1])


def test_neighbouring_pages_share_the_overlap(qtbot: QtBot) -> None:
    scene = prepare_scene(_document(), [], None, False)
    setup = PageSetup(Paper.A4, Orientation.PORTRAIT, PageMode.TILE, 10)
    k = 4  # pixels a millimetre: every page edge falls on a whole pixel
    pages = [_pil(p) for p in render_pages(scene, setup, dpi=25.4 * k)]
    assert len(pages) == 4
    content_w, content_h = setup.content_mm()
    left, top = round(MARGIN_MM * k), round(MARGIN_MM * k)
    step_x, step_y = round((content_w - 10) * k), round((content_h - 10) * k)
    strip = 10 * k
    inner = 3  # keep clear of the dashed line drawn at the overlap's start

    def columns_of(page: Image.Image, x: int) -> Image.Image:
        return page.crop((x + inner, top + 10, x + strip - 1, top + step_y - 10))

    def rows_of(page: Image.Image, y: int) -> Image.Image:
        return page.crop((left + 10, y + inner, left + step_x - 10, y + strip - 1))

    first_right = columns_of(pages[0], left + step_x)
    second_left = columns_of(pages[1], left)
    assert _mean_difference(first_right, second_left) < 3
    elsewhere = columns_of(pages[0], left + step_x - 4 * strip)
    assert _mean_difference(elsewhere, second_left) > 3 * _mean_difference(first_right, second_left)
    first_bottom = rows_of(pages[0], top + step_y)
    third_top = rows_of(pages[2], top)
    assert _mean_difference(first_bottom, third_top) < 3
    assert first_right.getextrema() != ((255, 255), (255, 255), (255, 255))  # map, not paper


def test_each_page_has_crop_marks_overlap_lines_and_its_label(qtbot: QtBot) -> None:
    scene = prepare_scene(_document(), [], None, False)
    setup = PageSetup(Paper.A4, Orientation.PORTRAIT, PageMode.TILE, 10)
    k = 4
    pages = [_pil(p) for p in render_pages(scene, setup, dpi=25.4 * k)]
    content_w, _content_h = setup.content_mm()
    edge = round(MARGIN_MM * k)

    def dark(page: Image.Image, x_mm: float, y_mm: float) -> bool:
        """Ink within half a millimetre: a 0.2 mm line is grey on two rows of pixels."""
        x, y = round(x_mm * k), round(y_mm * k)
        return page.crop((x - 2, y - 2, x + 3, y + 3)).convert("L").getextrema()[0] < 160

    for page in pages:
        # The top-left crop mark, in the margin beside the map's corner.
        assert dark(page, MARGIN_MM - 4, MARGIN_MM)
        assert dark(page, MARGIN_MM, MARGIN_MM - 4)
        assert not dark(page, MARGIN_MM - 4, MARGIN_MM - 4)  # the corner itself is clear
        assert not dark(page, 1, 1)
    # The first page's overlap tick above the map, where page 2's trimmed edge goes.
    assert dark(pages[0], MARGIN_MM + content_w - 10, MARGIN_MM - 2)
    assert not dark(pages[1], MARGIN_MM + content_w - 10, MARGIN_MM - 2)  # last column
    # A label just under the map on every page ("row r, column c of N"), in the margin.
    for page, sheet in zip(pages, setup.sheets(*map_size_mm(scene)), strict=True):
        under = round((MARGIN_MM + sheet.height) * k)
        band = page.crop((edge + 40, under + 4, page.size[0] - edge - 40, under + 6 * k))
        assert band.convert("L").getextrema()[0] < 128
        empty = page.crop((edge + 40, under + 7 * k, page.size[0] - edge - 40, under + 9 * k))
        assert empty.convert("L").getextrema()[0] > 200


# ---- the dialog and the Board view's Export ------------------------------------------------


def test_the_dialog_counts_the_pages_as_you_choose(qtbot: QtBot) -> None:
    dialog = PageSetupDialog((330.0, 380.0), 25)
    qtbot.addWidget(dialog)
    assert dialog.setup() == PageSetup()
    assert dialog.summary.text().startswith("4 pages (2 rows × 2 columns) at 25 mm a square")
    dialog.orientation.setCurrentIndex(dialog.orientation.findData(Orientation.LANDSCAPE))
    assert dialog.summary.text().startswith("6 pages (3 rows × 2 columns)")
    dialog.mode.setCurrentIndex(dialog.mode.findData(PageMode.FIT))
    assert dialog.summary.text().startswith("One page; a square prints")
    assert not dialog.overlap.isEnabled()
    dialog.set_setup(PageSetup(Paper.LETTER, Orientation.PORTRAIT, PageMode.TILE, 20))
    assert dialog.setup() == PageSetup(Paper.LETTER, Orientation.PORTRAIT, PageMode.TILE, 20)
    assert dialog.overlap.isEnabled()
    wide = PageSetupDialog((630.0, 300.0), 25)  # 8 pages portrait, 6 landscape
    qtbot.addWidget(wide)
    assert wide.setup().orientation is Orientation.LANDSCAPE


def _panel(qtbot: QtBot, settings: QSettings) -> BoardPanel:
    map_path = MAPS / "market-brawl.json"
    panel = BoardPanel(LIBRARY, mapfile.load(map_path), map_path, settings)
    qtbot.addWidget(panel)
    return panel


def test_board_export_asks_the_page_setup_and_remembers_it(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = _panel(qtbot, settings)
    asked: list[PageSetup | None] = []

    def ask(_parent, _map_mm, _square_mm, initial):  # type: ignore[no-untyped-def]
        asked.append(initial)
        return PageSetup(Paper.LETTER, Orientation.LANDSCAPE, PageMode.TILE, 10)

    monkeypatch.setattr(PageSetupDialog, "ask", staticmethod(ask))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "m"), ""))
    )
    panel.export("pdf")
    assert len(_pdf_pages(tmp_path / "m.pdf")) == 4
    assert "4 pages of Letter landscape" in panel.status.text()
    assert settings.value("board/page_setup") == "letter landscape tile 10"
    panel.export("pdf")
    assert asked == [None, PageSetup(Paper.LETTER, Orientation.LANDSCAPE, PageMode.TILE, 10)]


def test_board_export_cancelled_at_the_page_setup_writes_nothing(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = _panel(qtbot, settings)
    monkeypatch.setattr(PageSetupDialog, "ask", staticmethod(lambda *a: None))

    def no_file_dialog(*_args: object, **_kwargs: object) -> tuple[str, str]:
        raise AssertionError("no file is asked for after a cancelled page set-up")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(no_file_dialog))
    panel.export("pdf")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["png", "pdf"])
def test_board_export_to_an_unwritable_place_says_so(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    panel = _panel(qtbot, settings)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr(PageSetupDialog, "ask", staticmethod(lambda *a: PageSetup()))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(blocker / "x"), ""))
    )
    panel.export(kind)
    assert panel.status.text().startswith(f"Not exported: cannot write {blocker / 'x'}.{kind}")


def test_board_export_png_leaves_the_selection_out(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = _panel(qtbot, settings)
    for box in panel.overlay_boxes.values():
        box.setChecked(False)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "a"), ""))
    )
    panel.export("png")
    panel.scene.select(_first_character(panel.document))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "b"), ""))
    )
    panel.export("png")
    with Image.open(tmp_path / "a.png") as a, Image.open(tmp_path / "b.png") as b:
        assert _same(a.convert("RGB"), b.convert("RGB"))
    assert panel.scene.selected == _first_character(panel.document)
