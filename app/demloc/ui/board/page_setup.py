"""How a map is laid on paper: at table scale over several A4 or Letter pages that tape
together, or fitted to one page; and the small dialog that asks."""

from __future__ import annotations

import dataclasses
import enum
import math
from typing import TypeVar

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from demloc.board.errors import BoardError
from demloc.ui.i18n import translate

# Room around the map on every page for the crop marks and the page's label; wider than
# most printers' unprintable edge (about 4 mm), so no mark is lost.
MARGIN_MM = 10.0
MAX_OVERLAP_MM = 50.0


class Paper(enum.Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def title(self) -> str:
        return {
            Paper.A4: translate("board.page_setup", "A4"),
            Paper.LETTER: translate("board.page_setup", "Letter"),
        }[self]

    @property
    def label(self) -> str:
        return {
            Paper.A4: translate("board.page_setup", "A4 (210 × 297 mm)"),
            Paper.LETTER: translate("board.page_setup", "Letter (8.5 × 11 in)"),
        }[self]

    @property
    def page_size(self) -> QPageSize:
        return QPageSize(
            {Paper.A4: QPageSize.PageSizeId.A4, Paper.LETTER: QPageSize.PageSizeId.Letter}[self]
        )


class Orientation(enum.Enum):
    PORTRAIT = "portrait"
    LANDSCAPE = "landscape"

    @property
    def qt(self) -> QPageLayout.Orientation:
        return {
            Orientation.PORTRAIT: QPageLayout.Orientation.Portrait,
            Orientation.LANDSCAPE: QPageLayout.Orientation.Landscape,
        }[self]

    @property
    def label(self) -> str:
        """ "portrait" or "landscape", in the language chosen."""
        return {
            Orientation.PORTRAIT: translate("board.page_setup", "portrait"),
            Orientation.LANDSCAPE: translate("board.page_setup", "landscape"),
        }[self]


class PageMode(enum.Enum):
    TILE = "tile"  # table scale, over as many pages as it takes
    FIT = "fit"  # the whole map scaled down to one page

    @property
    def label(self) -> str:
        return {
            PageMode.TILE: translate(
                "board.page_setup", "Table scale, over several pages to tape together"
            ),
            PageMode.FIT: translate("board.page_setup", "Fit the whole map to one page"),
        }[self]


_Choice = TypeVar("_Choice", bound=enum.Enum)


def _choice(kind: type[_Choice], value: str, what: str) -> _Choice:
    try:
        return kind(value.lower())
    except ValueError:
        names = " or ".join(str(m.value) for m in kind)
        raise BoardError(f"{what} {value}: use {names}") from None


@dataclasses.dataclass(frozen=True)
class Sheet:
    """One printed page of a tiled map: where it sits in the grid and the part of the
    map (millimetres from the map's top-left corner) that it shows."""

    row: int
    column: int
    rows: int
    columns: int
    x: float
    y: float
    width: float
    height: float

    @property
    def number(self) -> int:
        return self.row * self.columns + self.column + 1

    @property
    def count(self) -> int:
        return self.rows * self.columns

    @property
    def label(self) -> str:
        return translate(
            "board.page_setup",
            "row {row}, column {column} of {count} pages ({rows} × {columns}), page {page}",
        ).format(
            count=self.count,
            row=self.row + 1,
            column=self.column + 1,
            rows=self.rows,
            columns=self.columns,
            page=self.number,
        )


@dataclasses.dataclass(frozen=True)
class PageSetup:
    paper: Paper = Paper.A4
    orientation: Orientation = Orientation.PORTRAIT
    mode: PageMode = PageMode.TILE
    overlap_mm: float = 10.0

    def __post_init__(self) -> None:
        if not 0 <= self.overlap_mm <= MAX_OVERLAP_MM:
            raise BoardError(f"overlap {self.overlap_mm:g} mm: use 0 to {MAX_OVERLAP_MM:g} mm")

    @classmethod
    def parse(cls, text: str) -> PageSetup:
        """The inverse of `text()`: 'a4 portrait tile 10'."""
        words = text.split()
        if len(words) != 4:
            raise BoardError(f"page set-up '{text}': expected paper orientation pages overlap")
        try:
            overlap = float(words[3])
        except ValueError:
            raise BoardError(f"overlap '{words[3]}': expected millimetres") from None
        return cls(
            _choice(Paper, words[0], "paper"),
            _choice(Orientation, words[1], "orientation"),
            _choice(PageMode, words[2], "pages"),
            overlap,
        )

    @classmethod
    def from_options(
        cls, paper: str, orientation: str, mode: str, overlap_mm: float = 10.0
    ) -> PageSetup:
        """From the command line's --paper, --orientation and --pages, named if bad."""
        return cls(
            _choice(Paper, paper, "--paper"),
            _choice(Orientation, orientation, "--orientation"),
            _choice(PageMode, mode, "--pages"),
            overlap_mm,
        )

    def text(self) -> str:
        return f"{self.paper.value} {self.orientation.value} {self.mode.value} {self.overlap_mm:g}"

    def layout(self) -> QPageLayout:
        """The page, oriented, with no margins: the marks are drawn in our own margin."""
        return QPageLayout(
            self.paper.page_size,
            self.orientation.qt,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )

    def paper_mm(self) -> tuple[float, float]:
        """Width and height of the oriented page."""
        full = self.layout().fullRect(QPageLayout.Unit.Millimeter)
        return full.width(), full.height()

    def content_mm(self) -> tuple[float, float]:
        """The part of each page the map may cover."""
        width, height = self.paper_mm()
        return width - 2 * MARGIN_MM, height - 2 * MARGIN_MM

    def sheets(self, map_width_mm: float, map_height_mm: float) -> list[Sheet]:
        """The pages of a map at table scale, row by row. Each page shows `overlap_mm`
        more than its step to the next, so neighbours share a strip to align and tape."""
        content_w, content_h = self.content_mm()
        columns = _count(map_width_mm, content_w, self.overlap_mm)
        rows = _count(map_height_mm, content_h, self.overlap_mm)
        step_x, step_y = content_w - self.overlap_mm, content_h - self.overlap_mm
        return [
            Sheet(
                row,
                column,
                rows,
                columns,
                column * step_x,
                row * step_y,
                min(content_w, map_width_mm - column * step_x),
                min(content_h, map_height_mm - row * step_y),
            )
            for row in range(rows)
            for column in range(columns)
        ]

    def page_count(self, map_width_mm: float, map_height_mm: float) -> int:
        if self.mode is PageMode.FIT:
            return 1
        return len(self.sheets(map_width_mm, map_height_mm))

    def fit_scale(self, map_width_mm: float, map_height_mm: float) -> float:
        """Fit to page: the share of table scale that puts the whole map on the page.
        Never more than 1: a map that fits prints at table scale, ready to play on."""
        content_w, content_h = self.content_mm()
        return min(1.0, content_w / map_width_mm, content_h / map_height_mm)


def _count(length: float, room: float, overlap: float) -> int:
    if length <= room:
        return 1
    # A tiny epsilon keeps a map that fits exactly from asking for an empty page.
    return math.ceil((length - overlap) / (room - overlap) - 1e-9)


class PageSetupDialog(QDialog):
    """Paper, orientation and how the map is laid on it, with the page count as you
    choose."""

    def __init__(
        self,
        map_mm: tuple[float, float],
        square_mm: float,
        initial: PageSetup | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("PDF page set-up"))
        self._map_mm, self._square_mm = map_mm, square_mm
        if initial is None:  # the orientation that takes fewer pages, portrait if even
            initial = min(
                (PageSetup(orientation=o) for o in Orientation),
                key=lambda setup: setup.page_count(*map_mm),
            )
        self.paper = QComboBox()
        for paper in Paper:
            self.paper.addItem(paper.label, paper)
        self.orientation = QComboBox()
        for orientation in Orientation:
            self.orientation.addItem(orientation.label.capitalize(), orientation)
        self.mode = QComboBox()
        for mode in PageMode:
            self.mode.addItem(mode.label, mode)
        self.overlap = QDoubleSpinBox()
        self.overlap.setRange(0, MAX_OVERLAP_MM)
        self.overlap.setDecimals(0)
        self.overlap.setSuffix(self.tr(" mm"))
        self.overlap.setToolTip(
            self.tr("What neighbouring pages both show, to align and tape them")
        )
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Orientation"), self.orientation)
        form.addRow(self.tr("Pages"), self.mode)
        form.addRow(self.tr("Overlap"), self.overlap)
        form.addRow(self.summary)
        form.addRow(buttons)
        self.set_setup(initial)
        for box in (self.paper, self.orientation, self.mode):
            box.currentIndexChanged.connect(self._update)
        self.overlap.valueChanged.connect(self._update)
        self._update()

    def set_setup(self, setup: PageSetup) -> None:
        self.paper.setCurrentIndex(self.paper.findData(setup.paper))
        self.orientation.setCurrentIndex(self.orientation.findData(setup.orientation))
        self.mode.setCurrentIndex(self.mode.findData(setup.mode))
        self.overlap.setValue(setup.overlap_mm)

    def setup(self) -> PageSetup:
        return PageSetup(
            self.paper.currentData(),
            self.orientation.currentData(),
            self.mode.currentData(),
            self.overlap.value(),
        )

    def _update(self) -> None:
        setup = self.setup()
        self.overlap.setEnabled(setup.mode is PageMode.TILE)
        width, height = self._map_mm
        if setup.mode is PageMode.FIT:
            scale = setup.fit_scale(width, height)
            self.summary.setText(
                self.tr(
                    "One page; a square prints {size} mm wide ({share} of table scale)."
                ).format(size=f"{self._square_mm * scale:.1f}", share=f"{scale:.0%}")
            )
        else:
            sheets = setup.sheets(width, height)
            self.summary.setText(
                self.tr(
                    "%n page(s) ({rows} rows × {columns} columns) at {size} mm a square; trim "
                    "each page's left and top edges at the crop marks, lay them on the dashed "
                    "lines of the pages before, and tape.",
                    "",
                    len(sheets),
                ).format(
                    rows=sheets[0].rows, columns=sheets[0].columns, size=f"{self._square_mm:g}"
                )
            )

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        map_mm: tuple[float, float],
        square_mm: float,
        initial: PageSetup | None = None,
    ) -> PageSetup | None:
        """The chosen set-up, or None if the player cancelled."""
        dialog = cls(map_mm, square_mm, initial, parent)
        return dialog.setup() if dialog.exec() == QDialog.DialogCode.Accepted else None
