"""The app's Board view: the board, its toolbar, overlays with their legend, the undo
history, the build guide and the map editor. Files live in `files.py`, the Edit tab in
`edit_tab.py`, the legend in `legend.py`."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from demloc.board import checks
from demloc.board.errors import BoardError
from demloc.board.guide import build_guide, parts_list
from demloc.board.position import BoardMap, PlacedTile, Side
from demloc.board.squares import Square
from demloc.board.tiles import TileLibrary
from demloc.catalog.cards import Card, CardKind, Weapon
from demloc.catalog.catalog import Catalog
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.edit_tab import CardSource, EditTab
from demloc.ui.board.export import export_pdf, export_png, guide_lines
from demloc.ui.board.files import BoardFiles
from demloc.ui.board.legend import legend_widget
from demloc.ui.board.scene import OVERLAYS, BoardScene, overlay_label, side_name
from demloc.ui.board.view import BoardView
from demloc.ui.files import remember_folder, suggested
from demloc.ui.hints.hooks import BoardHints
from demloc.ui.i18n import translate
from demloc.ui.keys import redo_shortcuts
from demloc.ui.photo.hooks import BoardPhoto
from demloc.ui.plaintext import plain_label, tooltip
from demloc.ui.reference.links import RuleMessage, section_url

BANNER_STYLE = "background:#fff1c2; color:#3a2a00; border:1px solid #c8a000; padding:6px;"
EDIT_STYLE = "background:#5a2a82; color:white; font-weight:bold; padding:6px;"


def _placeholder_map(library: TileLibrary) -> BoardMap:
    """Shown until a map is opened: the smallest map there is (one tile)."""
    return BoardMap("", (PlacedTile(min(library.tiles), Side.A, 0, Square(0, 0)),))


# F1 on the board: the rules of what is selected (issue 15).
ELEMENT_SECTION = "5.5"
MOVE_SECTION, SHOOT_SECTION, TILE_SECTION = "7.2.1", "7.2.2", "5.4"


class BoardPanel(QWidget):
    def __init__(
        self,
        library: TileLibrary,
        board_map: BoardMap | None,
        path: Path | None,
        settings: QSettings | None = None,
        *,
        maps_dir: Path | None = None,
        autosave_path: Path | None = None,
        autosave_read_only: bool = False,
        catalog: Catalog | None = None,
        cards: CardSource | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.catalog = catalog
        self.document = BoardDocument(library, board_map or _placeholder_map(library), path)
        self.scene = BoardScene(self.document)
        self.view = BoardView(self.scene)
        self.files = BoardFiles(self.document, self, settings, autosave_path, autosave_read_only)
        self.status = RuleMessage()  # a refused move's section opens the rules (issue 15)
        self.banner = QLabel()
        self.banner.setObjectName("boardBanner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()
        self.file_warning = ""  # a file's failure on the banner, until a map opens
        self.dismissed = ""
        self.edit_banner = QLabel(
            self.tr(
                "Editing the map: drag tiles and elements (what stands on a tile goes with "
                "it); R rotates, F flips, Delete removes. Untick Edit map to move miniatures."
            )
        )
        self.edit_banner.setObjectName("editBanner")
        self.edit_banner.setWordWrap(True)
        self.edit_banner.setStyleSheet(EDIT_STYLE)
        self.edit_banner.hide()
        self.scene.message.connect(self.status.setText)
        self.scene.selection_changed.connect(self._show_selection)
        self.files.message.connect(self.status.setText)
        self.files.warning.connect(self._file_warning)
        self.document.changed.connect(self._refresh_guide)
        self.document.changed.connect(self._show_selection)
        self.document.changed.connect(self._show_rule_warnings)
        self.document.path_changed.connect(self._show_title)
        self.document.path_changed.connect(self._file_done)

        tools = QToolBar()
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_actions: dict[str, QAction] = {}
        std = QKeySequence.StandardKey
        for key, text, shortcut, slot in (
            ("new", self.tr("New map"), std.New, self.new_map),
            ("open", self.tr("Open…"), std.Open, self.files.open_dialog),
            ("save", self.tr("Save"), std.Save, self.files.save),
            ("save_as", self.tr("Save as…"), std.SaveAs, self.files.save_as),
            ("png", self.tr("Export PNG…"), "Ctrl+E", lambda: self.export("png")),
            ("pdf", self.tr("Export PDF…"), std.Print, lambda: self.export("pdf")),
            ("undo", self.tr("Undo"), std.Undo, self.document.undo_stack.undo),
            ("redo", self.tr("Redo"), None, self.document.undo_stack.redo),
            ("fit", self.tr("Fit"), "Ctrl+0", self.view.fit),
            ("zoom_in", self.tr("Zoom in"), std.ZoomIn, self._zoom_in),
            ("zoom_out", self.tr("Zoom out"), std.ZoomOut, self._zoom_out),
            ("new_turn", self.tr("New turn"), "Ctrl+T", self.document.new_turn),
        ):  # fmt: skip
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            # The window's keys while the Board is the view shown (a hidden view's
            # actions do not answer), wherever the focus is.
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            self.tool_actions[key] = action
        self.tool_actions["redo"].setShortcuts(redo_shortcuts())
        for action in self.tool_actions.values():
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(
                self.tr("{action} ({keys})").format(action=action.text(), keys=keys)
                if keys
                else action.text()
            )
        self._follow_undo_stack()

        # The file actions in one drop-down keep the toolbar short at 1024 px.
        self.file_menu = QMenu(self.tr("Board"), self)
        for key in ("new", "open"):
            self.file_menu.addAction(self.tool_actions[key])
        self.file_menu.addMenu(self.files.recent_menu)
        for key in ("save", "save_as", "png", "pdf"):
            self.file_menu.addAction(self.tool_actions[key])
        file_button = QToolButton()
        file_button.setText(self.tr("File"))
        file_button.setMenu(self.file_menu)
        file_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        file_button.setToolTip(self.tr("New, open, recent, save, export"))
        tools.addWidget(file_button)
        for key in ("undo", "redo", "fit", "zoom_out", "zoom_in", "new_turn"):
            tools.addAction(self.tool_actions[key])
        self.enforce = QCheckBox(self.tr("Enforce rules"))
        self.enforce.setChecked(True)
        self.enforce.setToolTip(
            self.tr("On: only legal moves, which spend movement points. Off: place freely.")
        )
        self.enforce.toggled.connect(self._set_enforce)
        self.edit = QCheckBox(self.tr("Edit map"))
        self.edit.setToolTip(
            self.tr(
                "Drag a tile or an element; R rotates a tile or turns a door, F flips a tile, "
                "Delete removes"
            )
        )
        self.edit.toggled.connect(self._set_edit)
        tools.addWidget(self.enforce)
        tools.addWidget(self.edit)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setObjectName("boardTitle")
        self.title.setStyleSheet("font-weight: bold;")

        self.side = QTabWidget()
        self.side.addTab(self._overlays_tab(), self.tr("Overlays"))
        history = QUndoView(self.document.undo_stack)
        history.setEmptyLabel(self.tr("Opened"))
        self.side.addTab(history, self.tr("History"))
        self.guide_tab = self._guide_tab()
        self.side.addTab(self.guide_tab, self.tr("Guide"))
        self.edit_tab = EditTab(
            self.document,
            self.scene,
            cards or (lambda: catalog_cards(catalog)),
            self.status.setText,
            lambda: catalog_weapons(catalog),
        )
        self.document.changed.connect(self.edit_tab.refresh)
        self.side.addTab(self.edit_tab, self.tr("Edit"))
        self.hints = BoardHints(self)  # issue 33: the selected miniature's hints, key I
        self.photo = BoardPhoto(self)  # issue 34: "From a photo…" in the Board menu, a drop
        self.side.setMinimumWidth(280)
        self.side.tabBar().setExpanding(False)
        self.side.currentChanged.connect(self._side_tab_changed)

        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([900, 330])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(tools)
        banner_row = QHBoxLayout()
        banner_row.addWidget(self.banner, 1)
        self.banner_close = QPushButton(self.tr("Dismiss"))
        self.banner_close.hide()
        self.banner_close.clicked.connect(self.hide_warning)
        banner_row.addWidget(self.banner_close)
        layout.addLayout(banner_row)
        layout.addWidget(self.edit_banner)
        layout.addWidget(splitter, 1)
        # The file's name beside the status, not in the toolbar (which must fit 1024 px);
        # two lines of room for the status, so a longer sentence never moves the board.
        bottom = QHBoxLayout()
        bottom.setContentsMargins(6, 0, 6, 2)
        bottom.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        bottom.addWidget(self.status, 1)
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2 + 4)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addLayout(bottom)
        if board_map is None:  # the app: restore the board as it was left
            self.files.start(maps_dir or Path())
        self._refresh_guide()
        self._show_selection()
        self._show_title()
        self._show_rule_warnings()

    # ---- undo and redo keep short names; the tooltip says what they undo ---------------

    def _follow_undo_stack(self) -> None:
        stack = self.document.undo_stack
        undo, redo = self.tool_actions["undo"], self.tool_actions["redo"]

        def update() -> None:
            if not shiboken6.isValid(stack):  # emitted while the stack is destroyed
                return
            undo.setEnabled(stack.canUndo())
            redo.setEnabled(stack.canRedo())
            # The step names hold character names: shown literally (issue 10, item 7).
            undo.setToolTip(
                tooltip(self.tr("Undo {step} (Ctrl+Z)").format(step=stack.undoText()))
                if stack.canUndo()
                else self.tr("Undo")
            )
            redo.setToolTip(
                tooltip(self.tr("Redo {step} (Ctrl+Shift+Z)").format(step=stack.redoText()))
                if stack.canRedo()
                else self.tr("Redo")
            )

        stack.indexChanged.connect(update)
        stack.cleanChanged.connect(update)
        update()

    # ---- side tabs ---------------------------------------------------------------------

    def _overlays_tab(self) -> QWidget:
        tab = QWidget()
        form = QVBoxLayout(tab)
        self.overlay_boxes: dict[str, QCheckBox] = {}
        for name in OVERLAYS:
            box = QCheckBox(overlay_label(name))
            box.setChecked(self.scene.overlays[name])
            box.toggled.connect(lambda on, n=name: self.scene.set_overlay(n, on))
            self.overlay_boxes[name] = box
            form.addWidget(box)
        self.ooc_target = QComboBox()
        self.ooc_target.setToolTip(self.tr("Lay the out-of-control card over this target"))
        self.ooc_target.currentIndexChanged.connect(self._set_ooc)
        self.ooc_roll = QComboBox()
        self.ooc_roll.addItem(self.tr("no roll"), None)
        for roll in range(1, 10):
            self.ooc_roll.addItem(self.tr("d10: {roll}").format(roll=roll), roll)
        self.ooc_roll.currentIndexChanged.connect(self._set_ooc)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Card on:")))
        row.addWidget(self.ooc_target, 1)
        row.addWidget(self.ooc_roll)
        form.addLayout(row)
        form.addSpacing(8)
        form.addWidget(legend_widget(), 1)
        return tab

    def _guide_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.guide = QListWidget()
        self.guide.setWordWrap(True)
        self.guide.currentRowChanged.connect(self._show_step)
        self.parts = plain_label()  # tile names come from the tile files
        self.parts.setWordWrap(True)
        intro = QLabel(self.tr("Lay the map step by step (each step shows on the board):"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addWidget(self.guide, 1)
        layout.addWidget(self.parts)
        return tab

    def _side_tab_changed(self, index: int) -> None:
        # The guide's highlight belongs to the guide: leaving the tab takes it away.
        if self.side.widget(index) is not self.guide_tab:
            self.guide.setCurrentRow(-1)
            self.scene.set_guide_step(None)

    # ---- behaviour ---------------------------------------------------------------------

    def show_warning(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.show()
        self.banner_close.show()

    def _file_warning(self, text: str) -> None:
        self.file_warning = text
        self.show_warning(text)

    def _file_done(self) -> None:
        """A map opened or saved: a file's earlier failure ("Not opened: ...") goes
        (issue 26); the map's own rule warnings come back in its place."""
        if self.file_warning and self.banner.text() == self.file_warning:
            self.banner.hide()
            self.banner_close.hide()
            self._show_rule_warnings()
        self.file_warning = ""

    def hide_warning(self) -> None:
        """Dismissed: the same warning does not come back with the next move; a file's
        failure dismissed, the map's own rule warnings come next."""
        self.dismissed = self.banner.text()
        self.banner.hide()
        self.banner_close.hide()
        if self.file_warning and self.dismissed == self.file_warning:
            self.file_warning = ""
            self.files.kept_told(self.dismissed)  # a kept autosave named: not again
            self._show_rule_warnings()

    def _file_warning_shown(self) -> bool:
        return (
            bool(self.file_warning)
            and self.banner.text() == self.file_warning
            and (not self.banner.isHidden())
        )

    def _show_rule_warnings(self) -> None:
        """What breaks the rules on this map (a mercenary twice, 5.1.1), in the banner."""
        if self._file_warning_shown():
            return  # a file's failure (an autosave kept aside) is read first (issue 27)
        warnings = rule_warnings(self.document, self.catalog)
        # The warnings come from the rules (English); the sentence around them is ours.
        text = self.tr("This map breaks the rules: {warnings}").format(warnings="; ".join(warnings))
        showing = self.banner.text().startswith(
            self.tr("This map breaks the rules: {warnings}").format(warnings="")
        )
        if not warnings:
            if showing:  # gone with its cause
                self.banner.hide()
                self.banner_close.hide()
        elif text != self.dismissed and (text != self.banner.text() or self.banner.isHidden()):
            self.show_warning(text)

    def _show_title(self) -> None:
        path = self.document.path
        name = path.name if path is not None else self.tr("New map (not saved)")
        if self.document.modified:
            name = self.tr("{name} • unsaved changes").format(name=name)
        self.title.setText(name)

    def _set_enforce(self, on: bool) -> None:
        self.document.enforce_rules = on
        self.scene.update_overlays()
        self._show_selection()

    def _set_edit(self, on: bool) -> None:
        self.scene.edit_mode = on
        self.scene.selected_tile = None
        self.edit_banner.setVisible(on)
        self.view.set_edit_frame(on)
        if on:
            self.side.setCurrentWidget(self.edit_tab)
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
        elements = ", ".join(f"{n} {k}" for k, n in parts["elements"].items()) or self.tr("none")
        warn = parts["more_than_the_box_has"]
        text = self.tr("From the box: {tiles}\nElements: {elements}").format(
            tiles="; ".join(parts["tiles"]), elements=elements
        )
        if warn:
            text += "\n" + self.tr("More than the box has: {parts}").format(parts=warn)
        self.parts.setText(text)
        self.ooc_target.blockSignals(True)
        current = self.ooc_target.currentData()
        self.ooc_target.clear()
        self.ooc_target.addItem(self.tr("nobody"), None)
        for character in self.document.map.characters:
            self.ooc_target.addItem(character.label, character.id)
        index = self.ooc_target.findData(current)
        self.ooc_target.setCurrentIndex(max(0, index))
        self.ooc_target.blockSignals(False)

    def _show_step(self, row: int) -> None:
        steps = build_guide(self.document.map, self.document.library)
        self.scene.set_guide_step(steps[row] if 0 <= row < len(steps) else None)

    def rules_topic(self) -> str:
        """F1: a selected element's line in the scene elements' table, a tile's map
        tiles, a character's free movement (his shooting while his firing lines are
        shown); with nothing selected, the map tiles."""
        scene = self.scene
        if scene.selected_element is not None:
            return section_url(ELEMENT_SECTION, scene.selected_element.kind.label.capitalize())
        if scene.selected is not None and scene.selected in self.document.board.characters:
            return section_url(SHOOT_SECTION if scene.overlays["lines"] else MOVE_SECTION)
        return section_url(TILE_SECTION)

    def _show_selection(self) -> None:
        self._show_title()
        selected = self.scene.selected
        if selected is None or selected not in self.document.board.characters:
            return
        character = self.document.character(selected)
        facing = side_name(character.facing)
        if not self.document.enforce_rules:
            points = self.tr("free placement")
        elif self.document.exhausted(selected):
            points = self.tr(
                "moved this turn ({spent} of %n point(s) spent): movement token exhausted, "
                "no more moves until New turn (7.2.1)",
                "",
                character.movement,
            ).format(spent=self.document.spent[selected])
        else:
            points = self.tr("movement token active, %n movement point(s)", "", character.movement)
        self.status.setText(
            self.tr(
                "{name} on {square}, facing {side}: {points}. Drag to move (Q and E while "
                "dragging choose the facing); Q and E, or a right-click, turn."
            ).format(name=character.label, square=character.at.name, side=facing, points=points)
        )

    def _zoom_in(self) -> None:
        self.view.zoom_by(1.25)

    def _zoom_out(self) -> None:
        self.view.zoom_by(0.8)

    def new_map(self) -> None:
        self.files.new_map(self.edit_tab.tile_number.currentData())
        self.view.fit()

    def showEvent(self, event: QShowEvent) -> None:
        # Shown (Ctrl+4 or the list): the board takes the keys, Q and E included.
        super().showEvent(event)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def can_close(self) -> bool:
        """Asked before the window closes: unsaved changes are saved, dropped or kept."""
        return self.files.maybe_save()

    def open_path(self, path: Path) -> None:
        if self.files.open_path(path):
            self.view.fit()

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
        board = self.document.path.stem if self.document.path else self.document.map.name
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export {format}").format(format=kind.upper()),
            suggested(board, f".{kind}"),
            f"{kind.upper()} (*.{kind})",
        )
        if not name:
            return
        path = Path(name).with_suffix(f".{kind}")
        remember_folder(path)
        text = guide_lines(self.document) if self.guide.currentRow() >= 0 else None
        try:
            with clean_scene(self.scene) as scene:
                if setup is None:
                    export_png(scene, path, 150, text)
                    done = self.tr("Exported {path}").format(path=path)
                else:
                    pages = export_pdf(scene, path, text=text, setup=setup)
                    done = self.tr("Exported {path}: {pages}").format(
                        path=path, pages=describe_pages(scene, setup, pages)
                    )
        except (BoardError, OSError) as error:
            self.status.setText(self.tr("Not exported: {error}").format(error=error))
            return
        self.status.setText(done)


def rule_warnings(document: BoardDocument, catalog: Catalog | None) -> list[str]:
    """What the map does against the rules: a mercenary twice (5.1.1), more elements
    than the box holds."""
    warnings = list(document.board.warnings)
    if catalog is not None:
        warnings += checks.rule_warnings(document.map, catalog)
    return warnings


def catalog_cards(catalog: Catalog | None) -> list[tuple[str, Card, tuple[Weapon, ...]]]:
    """Every character card of the catalog, by kind then name."""
    if catalog is None:
        return []
    kinds = (CardKind.MERCENARY, CardKind.FOLLOWER, CardKind.DAEMON)
    return [
        (f"{card.name} ({kind.value})", card, ())
        for kind in kinds
        for card in sorted(catalog.of_kind(kind), key=lambda c: c.name)
    ]


def catalog_weapons(catalog: Catalog | None) -> list[tuple[str, Weapon]]:
    if catalog is None:
        return []
    weapons = [c for c in catalog.of_kind(CardKind.WEAPON) if isinstance(c, Weapon)]
    return [
        (
            translate("board.panel", "{name} (range {range})").format(name=w.name, range=w.range)
            if w.range
            else w.name,
            w,
        )
        for w in sorted(weapons, key=lambda w: w.name)
    ]
