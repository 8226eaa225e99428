"""The page browser of the rules reference (issue 15), shared by the Rules view and the
glossary over the tracker: opens an address (ui/reference/links.py), keeps a history
like a web browser (Back and Forward: Alt+Left and Alt+Right, the mouse's side buttons),
and marks the words searched for and the term asked about."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from PySide6.QtCore import QRegularExpression, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from demloc.reference.library import library
from demloc.reference.search import NUMBER, stem
from demloc.ui.plaintext import plain_label
from demloc.ui.reference.links import is_rule_url, parse_url
from demloc.ui.reference.pages import (
    Page,
    contents_markdown,
    ruling_page,
    search_page,
    section_page,
)

WORD = re.compile(r"\w+")
MEASURE = 1000  # the widest a page's lines run, in pixels: ~100 characters
HOME = "rules:"


@dataclasses.dataclass(frozen=True)
class Visit:
    url: str
    marks: str = ""  # the words searched for, marked on the page


class PageText(QTextBrowser):
    """A QTextBrowser whose side mouse buttons go back and forward."""

    side = Signal(bool)  # True: forward

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.BackButton, Qt.MouseButton.ForwardButton):
            self.side.emit(event.button() == Qt.MouseButton.ForwardButton)
            return
        super().mouseReleaseEvent(event)


class ReferenceBrowser(QWidget):
    shown = Signal(str)  # the address now shown

    def __init__(self, glossary: Callable[[str], str] | None = None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.glossary = glossary  # "glossary:" pages: the topic -> HTML
        self.link_colour = ""  # links' colour on a dark page (Markdown sets the palette's)
        self.history: list[Visit] = []
        self.at = -1
        self.text = PageText()
        self.text.setObjectName("reference-text")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._clicked)
        self.text.side.connect(lambda forward: self.forward() if forward else self.back())
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.back_button.setObjectName("reference-back")
        self.back_button.setToolTip(self.tr("Back (Alt+Left)"))
        self.back_button.clicked.connect(self.back)
        self.forward_button = QPushButton(self.tr("Forward ▶"))
        self.forward_button.setObjectName("reference-forward")
        self.forward_button.setToolTip(self.tr("Forward (Alt+Right)"))
        self.forward_button.clicked.connect(self.forward)
        self.where = plain_label("")
        self.where.setObjectName("reference-where")
        self.where.setWordWrap(True)
        for key, slot in ((QKeySequence.StandardKey.Back, self.back),
                          (QKeySequence.StandardKey.Forward, self.forward)):  # fmt: skip
            shortcut = QShortcut(QKeySequence(key), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.back_button)
        bar.addWidget(self.forward_button)
        bar.addWidget(self.where, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.text, 1)
        self._sync_buttons()

    # ---- going places ------------------------------------------------------------------

    def open(self, url: str, marks: str = "", replace: bool = False) -> None:
        """Show `url` (a rule address), after what is shown now in the history (or in
        its place)."""
        visit = Visit(url, marks)
        if 0 <= self.at < len(self.history) and self.history[self.at] == visit:
            self._show(visit)
            return
        if replace and self.history:
            self.at -= 1
        del self.history[self.at + 1 :]
        self.history.append(visit)
        self.at = len(self.history) - 1
        self._show(visit)

    def open_best(self, words: str) -> None:
        """The section that best matches `words`, its matches marked, focused (Enter in
        a search box); nothing when none does."""
        hits = library().index.search(words, limit=1)
        if hits:
            self.open(f"rules:{hits[0].section.number}", marks=words)
            self.text.setFocus()

    def back(self) -> None:
        if self.at > 0:
            self.at -= 1
            self._show(self.history[self.at])

    def forward(self) -> None:
        if self.at + 1 < len(self.history):
            self.at += 1
            self._show(self.history[self.at])

    def current(self) -> str:
        return self.history[self.at].url if self.history else ""

    def _clicked(self, url: QUrl) -> None:
        address = url.toString()
        if is_rule_url(address):
            scheme, words, _term = parse_url(self.current())
            self.open(address, marks=words if scheme == "search" else "")
        elif address.startswith("#"):
            self.text.scrollToAnchor(address[1:])

    def _sync_buttons(self) -> None:
        self.back_button.setEnabled(self.at > 0)
        self.forward_button.setEnabled(self.at + 1 < len(self.history))

    # ---- the page ----------------------------------------------------------------------

    def page(self, url: str) -> Page:
        """The page `url` names; an unknown section or ruling gets a page that says so."""
        books = library()
        if books.problem:
            text = self.tr(
                "# The rules reference cannot open\n\n{problem}\n\n"
                "Correct or restore that file in `resources/rules/`."
            ).format(problem=books.problem)
            return Page(self.tr("Rules reference"), text, True)
        scheme, what, _term = parse_url(url)
        if scheme == "rules" and not what:
            return Page(self.tr("Contents"), contents_markdown(books.reference), True)
        if scheme == "rules":
            number = what
            while number:
                try:
                    return section_page(books.reference, number)
                except KeyError:  # 5.1.1.2: the nearest section above it
                    number = number.rpartition(".")[0]
            said = self.tr(
                "# No section {number}\n\nThe reference has no section {number}; see the "
                "[contents](rules:)."
            ).format(number=what)
            return Page(what, said, True)
        if scheme == "ruling":
            return ruling_page(books.reference, books.rulings, what)
        if scheme == "search":
            return search_page(books.index, what)
        if scheme == "glossary" and self.glossary is not None:
            return Page(self.tr("Keyword glossary"), self.glossary(what), False)
        return Page(url, self.tr("# Nothing at {address}").format(address=url), True)

    def _show(self, visit: Visit) -> None:
        page = self.page(visit.url)
        if page.markdown:
            self.text.setMarkdown(page.text)
        else:
            self.text.setHtml(page.text)
        if self.link_colour:
            _colour_links(self.text.document(), QColor(self.link_colour))
        self.where.setText(page.title)
        term = parse_url(visit.url)[2]
        self._mark(visit.marks, term)
        self._sync_buttons()
        self.shown.emit(visit.url)

    def _mark(self, words: str, term: str) -> None:
        """Marks `words` wherever they stand and `term` where it first stands, scrolled
        to the term (else to the first word, else to the top)."""
        selections: list[QTextEdit.ExtraSelection] = []
        document = self.text.document()
        first: QTextCursor | None = None
        flags = QTextDocument.FindFlag.FindWholeWords
        if NUMBER.fullmatch(words.strip().removeprefix("§").strip()):
            words = ""  # a section asked by its number: no digit marked everywhere
        # Each word and the reference's words for it ("bullet": "shot"), every form of
        # each, as the search finds them: "relics" marks "relic".
        terms = [t for group in library().index.terms(words) for t in group] if words else []
        for word in terms:
            pattern = QRegularExpression(
                rf"\b{re.escape(stem(word))}\w*",
                QRegularExpression.PatternOption.CaseInsensitiveOption,
            )
            cursor = document.find(pattern, 0)
            while not cursor.isNull() and cursor.hasSelection():
                selections.append(_selection(cursor, "#ffd400"))
                first = first or QTextCursor(cursor)
                cursor = document.find(pattern, cursor)
        if term:
            cursor = document.find(term, 0, flags | QTextDocument.FindFlag.FindCaseSensitively)
            if cursor.isNull():
                cursor = document.find(term, 0)
            if not cursor.isNull():
                selections.append(_selection(cursor, "#9fd7ff"))
                first = QTextCursor(cursor)
        self.text.setExtraSelections(selections)
        bar = self.text.verticalScrollBar()
        bar.setValue(0)
        if first is not None:
            end = QTextCursor(first)
            end.clearSelection()
            self.text.setTextCursor(end)
            # The word's line at the top of the page, a line of what leads to it above,
            # and its meaning below it in view (issue 26), not on the last line.
            line = self.text.fontMetrics().lineSpacing()
            bar.setValue(bar.value() + self.text.cursorRect(end).top() - line)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lines no longer than MEASURE on a wide screen: the page stands centred."""
        super().resizeEvent(event)
        side = max(0, (self.text.width() - MEASURE) // 2)
        self.text.setViewportMargins(side, 0, side, 0)

    def marked(self) -> list[str]:
        """The words marked on the page (for tests)."""
        return [s.cursor.selectedText() for s in self.text.extraSelections()]


def _colour_links(document: QTextDocument, colour: QColor) -> None:
    """Every link of `document` in `colour`."""
    cursor = QTextCursor(document)
    recolour = QTextCharFormat()
    recolour.setForeground(colour)
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().isAnchor():
                cursor.setPosition(fragment.position())
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor.MoveMode.KeepAnchor)  # fmt: skip
                cursor.mergeCharFormat(recolour)
            it += 1
        block = block.next()


def _selection(cursor: QTextCursor, colour: str) -> QTextEdit.ExtraSelection:
    selection = QTextEdit.ExtraSelection()
    selection.cursor = QTextCursor(cursor)
    selection.format.setBackground(QColor(colour))
    selection.format.setForeground(QColor("#000000"))
    return selection
