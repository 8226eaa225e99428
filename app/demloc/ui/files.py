"""Choosing a file to write: the suffix is added before the overwrite question, so
"mymap" never silently replaces an existing "mymap.json" (issue 9, item 7)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from demloc.ui.i18n import translate

_last_folder: list[Path] = []  # the folder a file was last chosen in, this run
UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def remember_folder(path: Path) -> None:
    """A file chosen in `path`'s folder: the next dialog starts there."""
    _last_folder[:] = [path.parent]


def start_folder() -> Path:
    """Where a file dialog starts: the folder last used, else the player's documents
    (never the working folder, issue 26)."""
    if _last_folder and _last_folder[0].is_dir():
        return _last_folder[0]
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def suggested(name: str, suffix: str) -> str:
    """A save dialog's start: `name` (a guild's, a map's) as a file name, in
    start_folder(): "The Red Lantern" -> ~/Documents/The Red Lantern.pdf."""
    stem = UNSAFE.sub("-", name).strip(" .-")[:80] or "demloc"
    return str(start_folder() / f"{stem}{suffix}")


def _suffix_of(name_filter: str) -> str:
    """The first suffix a filter such as "DemLoc maps (*.json)" names, without its dot."""
    found = re.search(r"\*\.(\w+)", name_filter)
    return found.group(1) if found else ""


def completed(name: str, suffixes: tuple[str, ...]) -> Path:
    """`name` with the first of `suffixes` (".json") unless it ends in one of them."""
    path = Path(name)
    if path.suffix.lower() in suffixes:
        return path
    return path.with_name(path.name + suffixes[0])


def confirm_overwrite(parent: QWidget | None, path: Path) -> bool:
    answer = QMessageBox.question(
        parent,
        translate("files", "Replace the file?"),
        translate("files", "{name} exists already in {folder}. Replace it?").format(
            name=path.name, folder=path.parent
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def save_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> Path | None:
    """Ask where to write; the chosen filter's suffix is added, and an existing file is
    replaced only when the player says so. None when cancelled."""
    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix(_suffix_of(dialog.selectedNameFilter()))
    dialog.filterSelected.connect(lambda chosen: dialog.setDefaultSuffix(_suffix_of(chosen)))
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    name = dialog.selectedFiles()[0]
    suffixes = tuple(f".{s}" for s in re.findall(r"\*\.(\w+)", filters)) or (".json",)
    chosen = f".{_suffix_of(dialog.selectedNameFilter())}"
    path = completed(name, (chosen, *suffixes) if chosen != "." else suffixes)
    if path != Path(name) and path.exists() and not confirm_overwrite(parent, path):
        return None
    remember_folder(path)
    return path
