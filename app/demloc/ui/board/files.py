"""The board's files: new, open (with recent files), save and save as, the question
before unsaved changes go, and the autosave that keeps the open board and its history
in the data folder after every change (issue 9: nothing a player does is lost)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from demloc import textio
from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.position import BoardMap, PlacedTile, Side
from demloc.board.squares import Square
from demloc.paths import resources_dir
from demloc.ui.board import autosave
from demloc.ui.board.document import BoardDocument
from demloc.ui.files import completed, confirm_overwrite, save_file_name
from demloc.ui.i18n import translate
from demloc.ui.plaintext import ask

log = logging.getLogger(__name__)

MAX_RECENT = 8
TOLD = "board/refused_told"  # kept autosaves whose notice the player dismissed
SUFFIX = ".json"
FILTER = str(QT_TRANSLATE_NOOP("board.files", "DemLoc maps (*.json)"))  # shown through translate
# What may go wrong reading a map the player chose: all become one sentence.
READ_ERRORS = (BoardError, OSError, ValueError, RecursionError, UnicodeError)

Choice = QMessageBox.StandardButton
Ask = Callable[[QWidget, str], Choice]


def ask_to_save(parent: QWidget, what: str) -> Choice:
    return ask(  # `what` is a map's name: plain text
        parent,
        translate("board.files", "Unsaved changes"),
        translate("board.files", "{map} has changes that are not saved. Save them first?").format(
            map=what
        ),
        Choice.Save | Choice.Discard | Choice.Cancel,
        Choice.Save,
    )


def with_suffix(name: str) -> Path:
    """A name typed without `.json` gets it, so Open's filter finds the file again."""
    return completed(name, (SUFFIX,))


def read_map(path: Path) -> BoardMap:
    """Load a map file; every failure is a BoardError naming the file."""
    try:
        return mapfile.load(path)
    except BoardError:
        raise
    except READ_ERRORS as error:
        raise BoardError(
            translate("board.files", "{path}: cannot be read as a map: {error}").format(
                path=path, error=error
            )
        ) from None


class BoardFiles(QObject):
    """File actions for one board document. `message` carries a sentence for the player;
    `warning` one that must not be missed (shown in the banner)."""

    message = Signal(str)
    warning = Signal(str)

    def __init__(
        self,
        document: BoardDocument,
        parent: QWidget,
        settings: QSettings | None,
        autosave_path: Path | None,
        read_only: bool = False,
    ) -> None:
        super().__init__(parent)
        # A screenshot's board: the autosave read, never written, moved nor removed.
        self.read_only = read_only
        self.document = document
        self.parent_widget = parent
        self.settings = settings
        self.autosave_path = autosave_path
        self.ask: Ask | None = None  # None: the dialog (tests put an answer here)
        self.pick_open: Callable[[str], str] = self._open_dialog
        self.pick_save: Callable[[str], str] = self._save_dialog
        self.confirm: Callable[[QWidget, Path], bool] = confirm_overwrite
        self.restoring = False  # no autosave of a half-restored history
        self.recent_menu = QMenu(self.tr("Open recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        # After the stack has moved (during `changed` an undo's index is not yet set).
        document.undo_stack.indexChanged.connect(self.autosave)
        document.undo_stack.cleanChanged.connect(self.autosave)
        document.path_changed.connect(self.autosave)

    # ---- start --------------------------------------------------------------------

    def start(self, maps_dir: Path) -> None:
        """The board at start: the autosave (the board as it was left, with its
        history), else the last map, else the sample; a file that cannot be shown is
        named in the banner, never a crash. An autosave kept aside at an earlier start
        is named again until its notice is dismissed (`kept_told`)."""
        problems: list[str] = []
        earlier = self._kept_untold()
        stale: Path | None = None  # a saved board whose file changed since
        if self.autosave_path is not None and self.autosave_path.exists():
            try:
                self.restoring = True
                try:
                    autosave.restore(self.document, self.autosave_path)
                finally:
                    self.restoring = False
                if self._autosave_still_true(problems):
                    where = self.document.path.name if self.document.path else self.tr("a new map")
                    self.message.emit(
                        self.tr("Restored the board as you left it ({map})").format(map=where)
                    )
                    self._report(problems + earlier)
                    return
                stale = self.document.path
            except BoardError as error:
                problems.append(self._keep_refused(error))
        last = self.settings.value("board/last_map") if self.settings is not None else None
        if stale is not None:
            last = str(stale)
        if isinstance(last, str) and last:
            try:
                self.document.replace(read_map(Path(last)), Path(last))
                self._report(problems + earlier)
                return
            except BoardError as error:
                problems.append(
                    self.tr("The last map opened, {path}, cannot be shown: {error}").format(
                        path=last, error=error
                    )
                )
        sample = maps_dir / "market-brawl.json"
        try:
            self.document.replace(read_map(sample), sample)
        except BoardError as error:  # a damaged installation: say so, keep going
            problems.append(self.tr("The sample map cannot be shown: {error}").format(error=error))
        self._report(problems + earlier)

    def _kept_untold(self) -> list[str]:
        """The sentence naming refused autosaves kept aside at earlier starts whose
        notice the player has not dismissed: the Board is built behind the first view,
        so a player who quit without looking at it was never told (review, issue 27)."""
        if self.autosave_path is None:
            return []
        told = set(self._names(TOLD))
        untold = [p for p in textio.kept_aside(self.autosave_path) if p.name not in told]
        if not untold:
            return []
        others = len(untold) - 1
        if not others:
            return [
                self.tr(
                    "An autosaved board that could not be restored at an earlier start is "
                    "kept, unchanged, as {path}."
                ).format(path=untold[-1])
            ]
        return [
            self.tr(
                "An autosaved board that could not be restored at an earlier start is kept, "
                "unchanged, as {path} (and %n earlier one(s) beside it).",
                "",
                others,
            ).format(path=untold[-1])
        ]

    def kept_told(self, dismissed: str) -> None:
        """A banner was dismissed: if it named a kept autosave, the kept ones are not
        named again (another file's failure dismissed tells nothing of them)."""
        if self.settings is None or self.autosave_path is None:
            return
        kept = textio.kept_aside(self.autosave_path)
        if not any(str(p) in dismissed for p in kept):
            return
        # The kept files there now (all named): a name deleted since needs no mark.
        self.settings.setValue(TOLD, [p.name for p in kept])
        self.settings.sync()

    def _keep_refused(self, error: BoardError) -> str:
        """An autosave that cannot be restored is moved aside and named, never written
        over (issue 27); one that cannot be moved stops the autosave for this run."""
        assert self.autosave_path is not None
        log.warning("autosave not restored: %s", error)
        said = self.tr("The autosaved board cannot be restored: {error}.").format(
            error=str(error).rstrip(".")
        )
        if self.read_only:
            return self.tr("{said} It is left as it is.").format(said=said)
        try:
            kept = textio.keep_aside(self.autosave_path)
        except OSError as failure:
            log.warning("refused autosave not moved aside: %s", failure)
            left, self.autosave_path = self.autosave_path, None
            return self.tr(
                "{said} It could not be moved aside ({failure}), so this board is not "
                "autosaved: {path} is left as it is."
            ).format(said=said, failure=failure.strerror or failure, path=left)
        log.warning("refused autosave kept as %s", kept)
        return self.tr("{said} The file is kept, unchanged, as {path}.").format(
            said=said, path=kept
        )

    def _autosave_still_true(self, problems: list[str]) -> bool:
        """A restored board with no unsaved changes stands for its file: if the file was
        changed since, the file wins and is opened as it now is. A file that cannot be
        read now (damaged, gone) cannot win: the autosave holds the board as it was
        saved, and stays, never written over by another map (issue 27), and counts as
        unsaved: Open, New map or quitting asks before it goes (review, issue 27)."""
        path = self.document.path
        if self.document.modified or path is None:
            return True
        try:
            on_disk = read_map(path)
            if on_disk == self.document.map:
                return True
            self.document.check(on_disk)  # it can be shown: it wins
            return False
        except BoardError as error:
            problems.append(
                self.tr(
                    "The map {path} cannot be shown now ({error}). The board is shown as it "
                    "was when last saved, from the autosave: save it to write {name} again."
                ).format(path=path, error=str(error).rstrip("."), name=path.name)
            )
            # The only copy now: unsaved, so nothing replaces it without asking (review).
            self.document.undo_stack.resetClean()
            return True

    def _report(self, problems: list[str]) -> None:
        if problems:
            self.warning.emit(" ".join(problems))

    # ---- asking before changes go -------------------------------------------------

    def maybe_save(self) -> bool:
        """True when the open board may go: saved, unchanged, or the player said so."""
        if not self.document.modified:
            return True
        name = self.document.path.name if self.document.path else self.tr("The new map")
        choice = (self.ask or ask_to_save)(self.parent_widget, name)
        if choice == Choice.Save:
            return self.save()
        if choice == Choice.Discard:
            self.discard_autosave()
            return True
        return False

    def discard_autosave(self) -> None:
        if self.autosave_path is not None and not self.read_only:
            self.autosave_path.unlink(missing_ok=True)

    # ---- new, open ----------------------------------------------------------------

    def new_map(self, tile: int) -> bool:
        """A new map of one tile, to grow in edit mode."""
        if not self.maybe_save():
            return False
        self.document.replace(
            BoardMap(self.tr("New map"), (PlacedTile(tile, Side.A, 0, Square(0, 0)),)), None
        )
        self.message.emit(self.tr("A new map: add tiles, elements and miniatures in the Edit tab"))
        return True

    def _start_folder(self) -> str:
        last = self.settings.value("board/last_dir") if self.settings is not None else None
        if isinstance(last, str) and Path(last).is_dir():
            return last
        return str(resources_dir() / "maps")

    def _open_dialog(self, folder: str) -> str:
        name, _ = QFileDialog.getOpenFileName(
            self.parent_widget, self.tr("Open a board"), folder, translate("board.files", FILTER)
        )
        return name

    def open_dialog(self) -> None:
        name = self.pick_open(self._start_folder())
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        if not self.maybe_save():
            return False
        try:
            self.document.replace(read_map(path), path)
        except BoardError as error:
            self.warning.emit(self.tr("Not opened: {error}").format(error=error))
            return False
        self._remember(path)
        self.message.emit(self.tr("Opened {path}").format(path=path))
        return True

    def _remember(self, path: Path) -> None:
        if self.settings is None:
            return
        self.settings.setValue("board/last_map", str(path))
        self.settings.setValue("board/last_dir", str(path.parent))
        recent = [str(path)] + [p for p in self.recent() if p != str(path)]
        self.settings.setValue("board/recent", recent[:MAX_RECENT])

    def recent(self) -> list[str]:
        return self._names("board/recent")

    def _names(self, key: str) -> list[str]:
        """A list of names kept in the settings under `key`."""
        value = self.settings.value(key, []) if self.settings is not None else []
        if isinstance(value, str):  # QSettings gives one value as a plain string
            value = [value]
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for name in self.recent():
            action = QAction(name, self.recent_menu)
            action.setEnabled(Path(name).is_file())
            action.triggered.connect(lambda _=False, n=name: self.open_path(Path(n)))
            self.recent_menu.addAction(action)
        if not self.recent_menu.actions():
            self.recent_menu.addAction(self.tr("No maps opened yet")).setEnabled(False)

    # ---- save ---------------------------------------------------------------------

    def save(self) -> bool:
        path = self.document.path
        if path is None or path.resolve().is_relative_to(resources_dir().resolve()):
            return self.save_as()  # a bundled sample is never overwritten: save a copy
        return self._save_to(path)

    def _save_dialog(self, folder: str) -> str:
        path = save_file_name(
            self.parent_widget, self.tr("Save the board"), folder, translate("board.files", FILTER)
        )
        return str(path) if path is not None else ""

    def _save_folder(self) -> str:
        """Where Save as starts: the last folder used, else home; never the bundled
        maps, where a saved board would count as a sample."""
        folder = self._start_folder()
        bundled = Path(folder).resolve().is_relative_to(resources_dir().resolve())
        return str(Path.home()) if bundled else folder

    def save_as(self) -> bool:
        name = self.pick_save(self._save_folder())
        if not name:
            return False
        path = with_suffix(name)
        if path != Path(name) and path.exists() and not self.confirm(self.parent_widget, path):
            return False  # "mine" typed, "mine.json" there: asked, not replaced
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            saved = self.document.save(path)
        except (BoardError, OSError) as error:
            self.warning.emit(self.tr("Not saved: {error}").format(error=error))
            return False
        self._remember(saved)
        self.message.emit(self.tr("Saved {path}").format(path=saved))
        return True

    # ---- autosave -----------------------------------------------------------------

    def autosave(self) -> None:
        if (
            self.autosave_path is None
            or self.read_only
            or self.restoring
            or not shiboken6.isValid(self.document.undo_stack)
        ):
            return
        try:
            autosave.write(self.document, self.autosave_path)
        except (OSError, BoardError) as error:
            self.warning.emit(
                self.tr("The board could not be autosaved to {path}: {error}").format(
                    path=self.autosave_path, error=error
                )
            )
