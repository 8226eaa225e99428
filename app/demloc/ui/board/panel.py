"""The app's Board view: the board, its toolbar, overlays with their legend, the undo
history, the build guide and the map editor."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QTabWidget,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.guide import build_guide, parts_list
from demloc.board.position import BoardMap, ElementKind, Side
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.paths import resources_dir
from demloc.render import style
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.export import export_pdf, export_png, guide_lines
from demloc.ui.board.scene import OVERLAYS, BoardScene
from demloc.ui.board.view import BoardView

LEGEND = [
    ("Control zone", style.CONTROL_ZONE[:3]),
    ("First impact zone", style.FIRST_IMPACT[:3]),
    ("Enemy threat", style.THREAT[:3]),
    ("Reach: cheap ... dear", style.REACH_NEAR),
    ("Firing line: clear", style.LINE_CLEAR),
    ("... partial cover (-n on the line)", style.LINE_COVER),
    ("... blocked (dashed, X on the blocker)", style.LINE_BLOCKED),
    ("... out of range (dotted)", style.LINE_OUT_OF_RANGE),
    ("... out of view (dash-dot)", style.LINE_OUT_OF_VIEW),
    ("Engagement: engager -> engaged", style.ENGAGEMENT),
]


def _swatch(rgb: tuple[int, ...]) -> QLabel:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(*rgb[:3]))
    label = QLabel()
    label.setPixmap(pixmap)
    return label


class BoardPanel(QWidget):
    def __init__(
        self,
        library: TileLibrary,
        board_map: BoardMap,
        path: Path | None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.document = BoardDocument(library, board_map, path)
        self.scene = BoardScene(self.document)
        self.view = BoardView(self.scene)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.scene.message.connect(self.status.setText)
        self.scene.selection_changed.connect(self._show_selection)
        self.document.changed.connect(self._refresh_guide)
        self.document.changed.connect(self._show_selection)

        tools = QToolBar()
        self.tool_actions: dict[str, QAction] = {}
        for key, text, shortcut, slot in (
            ("open", "Open…", QKeySequence.StandardKey.Open, self.open_dialog),
            ("save", "Save", QKeySequence.StandardKey.Save, self.save),
            ("save_as", "Save as…", QKeySequence.StandardKey.SaveAs, self.save_as),
            ("fit", "Fit", "Ctrl+0", self.view.fit),
            (
                "zoom_in",
                "Zoom in",
                QKeySequence.StandardKey.ZoomIn,
                lambda: self.view.zoom_by(1.25),
            ),
            (
                "zoom_out",
                "Zoom out",
                QKeySequence.StandardKey.ZoomOut,
                lambda: self.view.zoom_by(0.8),
            ),
            ("new_turn", "New turn", "Ctrl+T", self.document.new_turn),
            ("png", "Export PNG…", "Ctrl+E", lambda: self.export("png")),
            ("pdf", "Export PDF…", "Ctrl+P", lambda: self.export("pdf")),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            tools.addAction(action)
            self.addAction(action)
            self.tool_actions[key] = action
        undo = self.document.undo_stack.createUndoAction(self, "Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.document.undo_stack.createRedoAction(self, "Redo")
        redo.setShortcuts(
            [QKeySequence("Ctrl+Shift+Z"), QKeySequence(QKeySequence.StandardKey.Redo)]
        )
        for action in (undo, redo):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            tools.addAction(action)
            self.addAction(action)
        self.tool_actions["undo"], self.tool_actions["redo"] = undo, redo
        self.enforce = QCheckBox("Enforce rules")
        self.enforce.setChecked(True)
        self.enforce.setToolTip(
            "On: only legal moves, which spend movement points. Off: place freely."
        )
        self.enforce.toggled.connect(self._set_enforce)
        self.edit = QCheckBox("Edit map")
        self.edit.setToolTip(
            "Drag a tile or an element; R rotates a tile or turns a door, F flips a tile, "
            "Delete removes"
        )
        self.edit.toggled.connect(self._set_edit)
        tools.addWidget(self.enforce)
        tools.addWidget(self.edit)

        side = QTabWidget()
        side.addTab(self._overlays_tab(), "Overlays")
        history = QUndoView(self.document.undo_stack)
        history.setEmptyLabel("Opened")
        side.addTab(history, "History")
        side.addTab(self._guide_tab(), "Build guide")
        side.addTab(self._edit_tab(), "Edit")
        side.setMinimumWidth(260)

        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(tools)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        self._refresh_guide()
        self._show_selection()

    # ---- side tabs ---------------------------------------------------------------------

    def _overlays_tab(self) -> QWidget:
        tab = QWidget()
        form = QVBoxLayout(tab)
        self.overlay_boxes: dict[str, QCheckBox] = {}
        for name, label in OVERLAYS.items():
            box = QCheckBox(label)
            box.setChecked(self.scene.overlays[name])
            box.toggled.connect(lambda on, n=name: self.scene.set_overlay(n, on))
            self.overlay_boxes[name] = box
            form.addWidget(box)
        self.ooc_target = QComboBox()
        self.ooc_target.setToolTip("Lay the out-of-control card over this target")
        self.ooc_target.currentIndexChanged.connect(self._set_ooc)
        self.ooc_roll = QComboBox()
        self.ooc_roll.addItem("no roll", None)
        for roll in range(1, 10):
            self.ooc_roll.addItem(f"d10: {roll}", roll)
        self.ooc_roll.currentIndexChanged.connect(self._set_ooc)
        row = QHBoxLayout()
        row.addWidget(QLabel("Card on:"))
        row.addWidget(self.ooc_target, 1)
        row.addWidget(self.ooc_roll)
        form.addLayout(row)
        legend = QFormLayout()
        for text, rgb in LEGEND:
            legend.addRow(_swatch(rgb), QLabel(text))
        form.addSpacing(8)
        form.addWidget(QLabel("<b>Legend</b> — select a miniature to see its overlays"))
        form.addLayout(legend)
        form.addStretch(1)
        return tab

    def _guide_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.guide = QListWidget()
        self.guide.setWordWrap(True)
        self.guide.currentRowChanged.connect(self._show_step)
        self.parts = QLabel()
        self.parts.setWordWrap(True)
        layout.addWidget(QLabel("Lay the map step by step (each step shows on the board):"))
        layout.addWidget(self.guide, 1)
        layout.addWidget(self.parts)
        return tab

    def _edit_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.tile_number = QComboBox()
        for number, tile in sorted(self.document.library.tiles.items()):
            self.tile_number.addItem(f"{number}: {tile.name}", number)
        self.tile_side = QComboBox()
        self.tile_side.addItem("A (exterior)", Side.A)
        self.tile_side.addItem("B (interior)", Side.B)
        add_tile = QPushButton("Add tile beside the map")
        add_tile.clicked.connect(self._add_tile)
        self.element_kind = QComboBox()
        for kind in ElementKind:  # a door goes in the square's first wall; R turns it
            self.element_kind.addItem(kind.label, kind)
        self.element_square = QComboBox()
        self.element_square.setEditable(True)
        add_element = QPushButton("Place element on square")
        add_element.clicked.connect(self._add_element)
        remove_element = QPushButton("Remove element on square")
        remove_element.clicked.connect(self._remove_element)
        form.addRow("Tile", self.tile_number)
        form.addRow("Side", self.tile_side)
        form.addRow(add_tile)
        hint = QLabel(
            "In edit mode, click a tile and drag it: R rotates, F flips, Delete removes. "
            "Drag elements too; R turns a door to the next wall."
        )
        hint.setWordWrap(True)
        form.addRow(hint)
        form.addRow("Element", self.element_kind)
        form.addRow("Square", self.element_square)
        form.addRow(add_element)
        form.addRow(remove_element)
        return tab

    # ---- behaviour ---------------------------------------------------------------------

    def _set_enforce(self, on: bool) -> None:
        self.document.enforce_rules = on
        self.scene.update_overlays()

    def _set_edit(self, on: bool) -> None:
        self.scene.edit_mode = on
        self.scene.selected_tile = None
        self.scene.sync()

    def _set_ooc(self) -> None:
        self.scene.ooc_target = self.ooc_target.currentData()
        self.scene.ooc_roll = self.ooc_roll.currentData()
        self.scene.update_overlays()

    def _refresh_guide(self) -> None:
        self.scene.set_guide_step(None)  # the list is rebuilt without a selection
        self.guide.blockSignals(True)
        self.guide.clear()
        for step in build_guide(self.document.map, self.document.library):
            self.guide.addItem(f"{step.number}. {step.text}")
        self.guide.blockSignals(False)
        parts = parts_list(self.document.map, self.document.library)
        elements = ", ".join(f"{n} {k}" for k, n in parts["elements"].items()) or "none"
        warn = parts["more_than_the_box_has"]
        self.parts.setText(
            "<b>From the box:</b> "
            + "; ".join(parts["tiles"])
            + f"<br><b>Elements:</b> {elements}"
            + (f"<br><b>More than the box has:</b> {warn}" if warn else "")
        )
        self.ooc_target.blockSignals(True)
        current = self.ooc_target.currentData()
        self.ooc_target.clear()
        self.ooc_target.addItem("nobody", None)
        for character in self.document.map.characters:
            self.ooc_target.addItem(character.label, character.id)
        index = self.ooc_target.findData(current)
        self.ooc_target.setCurrentIndex(max(0, index))
        self.ooc_target.blockSignals(False)
        squares = [s.name for s in self.document.board.squares()]
        self.element_square.clear()
        self.element_square.addItems(squares)

    def _show_step(self, row: int) -> None:
        steps = build_guide(self.document.map, self.document.library)
        self.scene.set_guide_step(steps[row] if 0 <= row < len(steps) else None)

    def _show_selection(self) -> None:
        selected = self.scene.selected
        if selected is None or selected not in self.document.board.characters:
            return
        character = self.document.character(selected)
        points = (
            f"{self.document.points_left(selected)} of {character.movement} movement points left"
            if self.document.enforce_rules
            else "free placement"
        )
        self.status.setText(
            f"{character.label} on {character.at.name}, facing {character.facing.name}: {points}. "
            "Drag to move; Q and E, or a right-click, turn."
        )

    def _add_tile(self) -> None:
        board = self.document.board
        at = Square(board.width, 0)
        self.scene.edit(
            lambda: self.document.add_tile(
                self.tile_number.currentData(), self.tile_side.currentData(), at
            )
        )

    def _square(self) -> Square | None:
        try:
            return Square.parse(self.element_square.currentText())
        except BoardError as error:
            self.status.setText(str(error))
            return None

    def _add_element(self) -> None:
        square = self._square()
        if square is not None:
            self.scene.edit(
                lambda: self.document.add_element(self.element_kind.currentData(), square)
            )

    def _remove_element(self) -> None:
        square = self._square()
        element = self.document.element_at(square) if square else None
        if element is None:
            self.status.setText(f"no scene element on {square.name if square else '?'}")
            return
        self.scene.edit(lambda: self.document.remove_element(element))

    # ---- files -----------------------------------------------------------------------

    def open_path(self, path: Path) -> None:
        try:
            self.document.open(path)
        except BoardError as error:
            self.status.setText(f"Not opened: {error}")
            return
        if self.settings is not None:
            self.settings.setValue("board/last_map", str(path))
        self.view.fit()
        self.status.setText(f"Opened {path}")

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open a board", "", "DemLoc maps (*.json)")
        if name:
            self.open_path(Path(name))

    def save(self) -> None:
        path = self.document.path
        if path is None or path.resolve().is_relative_to(resources_dir().resolve()):
            self.save_as()  # a bundled sample is never overwritten: save a copy
            return
        try:
            self.status.setText(f"Saved {self.document.save()}")
        except (BoardError, OSError) as error:
            self.status.setText(f"Not saved: {error}")

    def save_as(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, "Save the board", "", "DemLoc maps (*.json)")
        if name:
            try:
                self.status.setText(f"Saved {self.document.save(Path(name))}")
            except (BoardError, OSError) as error:
                self.status.setText(f"Not saved: {error}")

    def export(self, kind: str) -> None:
        """PNG or PDF (after its page set-up) of a clean copy of the board: the overlays
        shown, without the editor's selection marks."""
        from demloc.ui.board.export import clean_scene, describe_pages, map_size_mm
        from demloc.ui.board.page_setup import PageSetup, PageSetupDialog

        setup: PageSetup | None = None
        if kind == "pdf":
            settings = self.settings
            saved = settings.value("board/page_setup") if settings is not None else None
            try:
                initial = PageSetup.parse(saved) if isinstance(saved, str) else None
            except BoardError:
                initial = None  # a set-up saved by another version: start afresh
            setup = PageSetupDialog.ask(self, map_size_mm(self.scene), 25, initial)
            if setup is None:
                return
            if settings is not None:
                settings.setValue("board/page_setup", setup.text())
        name, _ = QFileDialog.getSaveFileName(
            self, f"Export {kind.upper()}", "", f"{kind.upper()} (*.{kind})"
        )
        if not name:
            return
        path = Path(name).with_suffix(f".{kind}")
        text = guide_lines(self.document) if self.guide.currentRow() >= 0 else None
        try:
            with clean_scene(self.scene) as scene:
                if setup is None:
                    export_png(scene, path, 150, text)
                    done = f"Exported {path}"
                else:
                    pages = export_pdf(scene, path, text=text, setup=setup)
                    done = f"Exported {path}: {describe_pages(scene, setup, pages)}"
        except (BoardError, OSError) as error:
            self.status.setText(f"Not exported: {error}")
            return
        self.status.setText(done)


def default_map(settings: QSettings | None, maps_dir: Path) -> tuple[BoardMap, Path]:
    """The last map opened, or the sample market brawl."""
    if settings is not None:
        last = settings.value("board/last_map")
        if isinstance(last, str) and Path(last).exists():
            try:
                return mapfile.load(Path(last)), Path(last)
            except BoardError:
                pass
    sample = maps_dir / "market-brawl.json"
    return mapfile.load(sample), sample
