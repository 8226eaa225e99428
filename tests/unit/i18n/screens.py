"""What a screen shows, read from its widgets, for the pseudo-language run (issue 32):
each visible text with the widget that shows it, and each one cut off."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTabBar,
    QTextEdit,
    QWidget,
)
from tsfiles import CLOSE, OPEN

_TRANSLATED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_TAG = re.compile(r"<[^>]*>|&[a-z]+;|&(?=\S)")
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclasses.dataclass(frozen=True)
class Shown:
    widget: QWidget
    what: str  # "label", "button", "tab", "menu", "header", "title", "placeholder", …
    text: str

    def __str__(self) -> str:
        name = self.widget.objectName() or type(self.widget).__name__
        return f"{self.what} of {name} ({type(self.widget).__name__}): {self.text!r}"


def untranslated_part(text: str) -> str:
    """What `text` says outside the pseudo-language's ⟦…⟧ (a translation inside another:
    the inner first), tags and mnemonics left out."""
    text = _TAG.sub("", text)
    while True:
        shorter = _TRANSLATED.sub(" ", text)
        if shorter == text:
            return text.strip()
        text = shorter


def has_words(text: str) -> bool:
    return bool(_WORD.search(text))


def _menu_texts(menu: QMenu) -> Iterator[Shown]:
    for action in menu.actions():
        if action.isVisible() and not action.isSeparator() and action.text():
            # The keys after the tab are Qt's names of keys, not words to translate.
            yield Shown(menu, "menu entry", action.text().split("\t")[0])
        if action.menu() is not None and isinstance(action.menu(), QMenu):
            yield from _menu_texts(action.menu())


def texts(top: QWidget) -> Iterator[Shown]:
    """Each text a person sees in `top` and its visible children (menus included)."""
    if top.windowTitle():
        yield Shown(top, "window title", top.windowTitle())
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            yield Shown(top.menuBar(), "menu", action.text())
            if isinstance(action.menu(), QMenu):
                yield from _menu_texts(action.menu())
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisible() or (widget.isWindow() and widget is not top):
            continue
        if isinstance(widget, QLabel) and widget.text():
            yield Shown(widget, "label", widget.text())
        elif isinstance(widget, QAbstractButton) and widget.text():
            yield Shown(widget, "button", widget.text())
        elif isinstance(widget, QGroupBox) and widget.title():
            yield Shown(widget, "group box", widget.title())
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                yield Shown(widget, "tab", widget.tabText(index))
        elif (
            (isinstance(widget, QLineEdit) and widget.placeholderText())
            or (isinstance(widget, QTextEdit) and widget.placeholderText())
            or (isinstance(widget, QComboBox) and widget.placeholderText())
        ):
            yield Shown(widget, "placeholder", widget.placeholderText())
        if isinstance(widget, QListWidget) and widget.objectName() == "navigation":
            for row in range(widget.count()):
                yield Shown(widget, "navigation", widget.item(row).text())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            header = getattr(widget, "horizontalHeader", lambda: None)()
            if header is not None and header.isVisible():
                for column in range(model.columnCount()):
                    if not header.isSectionHidden(column):
                        value = model.headerData(
                            column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole
                        )
                        if isinstance(value, str) and value:
                            yield Shown(header, "column header", value)


def cut_off(top: QWidget) -> Iterator[Shown]:
    """Each visible label or button of `top` whose text needs more room than it has."""
    for widget in top.findChildren(QWidget):
        if not widget.isVisible():
            continue
        size = widget.size()
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                needs = widget.heightForWidth(size.width())
                if needs > size.height() + 1:
                    yield Shown(widget, f"label {needs}px high in {size.height()}", widget.text())
                continue
            hint = widget.sizeHint()
            if hint.width() > size.width() + 1 or hint.height() > size.height() + 1:
                yield Shown(widget, f"label {hint.width()}px wide in {size.width()}", widget.text())
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > size.width() + 1:
                yield Shown(
                    widget, f"button {hint.width()}px wide in {size.width()}", widget.text()
                )


SIZE = (1024, 700)  # the smallest screen the app is checked at (issue 26)
# Qt's own texts (its standard buttons): translated by Qt's qtbase_<lang>.qm, not ours.
QT_OWN = frozenset({"OK", "Cancel", "Close", "Yes", "No", "Apply", "Save", "Discard",
                    "Open", "Reset", "Help", "Show Details...", "Hide Details..."})  # fmt: skip
# Widgets whose text frames messages the pure core composes (R-223: shown as they come):
# their frame must be translated, the core's words may stay.
CORE_TEXT = {
    "cardFormSummary": "the catalog's refusal of each field of the card form",
    "missing": "what Next waits for, the core's words, elided to its room (whole in its tooltip)",
    # The tracker's and the results' (R-246):
    "card-body": "a character card's lines: its statistics as the rules compute them "
    "(rules/fighter.py), then ours",
    "progress": "the objective (a mission's data) and its progress as the core counts it",
    "money-line": "fame or feods won: the reason is the core's (a ledger line's, R-223)",
    "fate-words": "a character's fate: why, as the core says it, then what it means",
    "spot": "the control spot's fate (won, kept or lost) as the core says it (R-103)",
    "shot-odds": "a declaration's odds, ours, or the core's refusal of it in our frame",
}
# Widgets that show only the core's words and the data's names.
CORE_LINES = {"map-part": "a mission's parts from the box, as the core lists them"}
_SYMBOLS = re.compile(r"[^\w\s'’-]")
_NUMBERS = re.compile(r"[\d.,+%]+")
SPLIT = re.compile(r"[\n·•|:;,()\[\]/—–]| - |\t")


def problems(top: QWidget, data: frozenset[str]) -> list[str]:
    """Each visible text of `top` not translated (data aside) and each one cut off."""
    found = []
    for shown in texts(top):
        rest = untranslated_part(shown.text)
        if shown.widget.objectName() in CORE_LINES:
            continue
        if shown.widget.objectName() in CORE_TEXT:
            if OPEN not in shown.text:  # not even its frame translated
                found.append(f"not translated: {shown}")
            continue
        if "://" in rest and " " not in rest:  # an address, as an example to type
            continue
        fragments = [f.strip() for f in SPLIT.split(rest) if has_words(f)]
        if any(not _is_data(fragment, data) for fragment in fragments):
            found.append(f"not translated: {shown}")
    found += [f"cut off: {shown}" for shown in cut_off(top)]
    if top.width() > SIZE[0] or top.height() > SIZE[1]:
        found.append(f"{top.objectName()} needs {top.width()}x{top.height()}")
    return found


def _is_data(fragment: str, data: frozenset[str]) -> bool:
    """A name or text from the data files (a version or count beside it)."""
    bare = " ".join(_SYMBOLS.sub(" ", _NUMBERS.sub(" ", fragment)).split())
    return fragment in data or bare in data or not bare
