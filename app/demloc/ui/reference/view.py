"""The Rules view (Ctrl+6, issue 15): the contents on the left, a search over every
section (ranked, the matches marked), the section pages with their links, Back and
Forward, the keyword glossary, and the reference saved as a PDF.

F1 elsewhere opens it at what that view has selected (MainWindow.show_help); "Return"
(Esc) goes back to that view."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from demloc.reference.library import library
from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label
from demloc.ui.reference.browser import ReferenceBrowser
from demloc.ui.reference.links import parse_url, section_url

STYLE = """
ReferenceView QTextBrowser { font-size:19px; }
ReferenceView QTreeWidget { font-size:16px; }
ReferenceView QTreeWidget::item { padding:3px 0px; }
ReferenceView QLineEdit { font-size:18px; min-height:34px; padding:2px 6px; }
ReferenceView QPushButton { font-size:16px; min-height:36px; padding:2px 12px; }
ReferenceView QLabel#reference-where { font-size:17px; font-weight:bold; }
"""
GLOSSARY = "glossary:"


class ReferenceView(QWidget):
    return_wanted = Signal(str)  # the view F1 came from

    def __init__(self, glossary: Callable[[str], str] | None = None) -> None:
        super().__init__()
        self.setStyleSheet(STYLE)
        self.came_from = ""
        self.search = QLineEdit(
            placeholderText=self.tr("Search every rule… (Ctrl+F; Enter opens the first)")
        )
        self.search.setObjectName("reference-search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._searched)
        self.search.returnPressed.connect(self.open_first)
        self.contents_button = QPushButton(self.tr("Contents"))
        self.contents_button.clicked.connect(lambda: self.open("rules:"))
        self.glossary_button = QPushButton(self.tr("Keywords"))
        self.glossary_button.setToolTip(
            self.tr(
                "The keyword glossary: every card keyword (8) and the tracker's effects and actions"
            )
        )
        self.glossary_button.clicked.connect(lambda: self.open(GLOSSARY))
        # Alt+P: Ctrl+P is the Board's Export PDF, in the window's File menu everywhere.
        self.pdf_button = QPushButton(self.tr("Save as &PDF…"))
        self.pdf_button.setObjectName("reference-pdf")
        self.pdf_button.setToolTip(self.tr("The whole reference, with its contents and the "
                                           "rulings it cites (Alt+P)"))  # fmt: skip
        self.pdf_button.clicked.connect(self.save_pdf)
        self.return_button = QPushButton(self.tr("Return (Esc)"))
        self.return_button.setObjectName("reference-return")
        self.return_button.clicked.connect(self.go_back_to_view)
        self.return_button.hide()
        self.tree = QTreeWidget()
        self.tree.setObjectName("reference-contents")
        self.tree.setHeaderHidden(True)
        self.tree.itemActivated.connect(self._tree_opened)
        self.tree.itemClicked.connect(self._tree_opened)
        self.items: dict[str, QTreeWidgetItem] = {}
        self._fill_tree()
        self.browser = ReferenceBrowser(glossary)
        self.browser.shown.connect(self._follow)
        self.message = plain_label("")
        self.message.setObjectName("reference-message")
        self.message.setWordWrap(True)
        self.message.hide()

        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.focus_search)
        find.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.escape)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        for button in (self.contents_button, self.glossary_button, self.pdf_button,
                       self.return_button):  # fmt: skip
            top.addWidget(button)
        self.split = split = QSplitter()
        split.addWidget(self.tree)
        split.addWidget(self.browser)
        split.setStretchFactor(0, 1)  # a wider window gives the contents a share too
        split.setStretchFactor(1, 3)
        split.setSizes([280, 700])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(split, 1)
        problem = library().problem
        if problem:
            self.show_message(
                self.tr("The rules reference cannot open: {problem}").format(problem=problem)
            )
        self.open("rules:")

    def _fill_tree(self) -> None:
        parents: dict[str, QTreeWidgetItem] = {}
        for section in library().reference.sections:
            parent_number = section.number.rpartition(".")[0]
            while parent_number and parent_number not in parents:
                parent_number = parent_number.rpartition(".")[0]
            item = QTreeWidgetItem([f"{section.number}  {section.title}"])
            item.setData(0, Qt.ItemDataRole.UserRole, section_url(section.number))
            item.setToolTip(0, f"§{section.number} {section.title}")
            if parent_number:
                parents[parent_number].addChild(item)
            else:
                self.tree.addTopLevelItem(item)
            parents[section.number] = item
            self.items[section.number] = item
        glossary = QTreeWidgetItem([self.tr("Keyword glossary")])
        glossary.setData(0, Qt.ItemDataRole.UserRole, GLOSSARY)
        self.tree.addTopLevelItem(glossary)
        self.items[GLOSSARY] = glossary

    # ---- opening -------------------------------------------------------------------------

    def open(self, url: str, marks: str = "") -> None:
        self.browser.open(url, marks)

    def open_from(self, view: str, url: str) -> None:
        """F1 or a link in `view`: the page, and Return to go back to `view`."""
        self.came_from = view
        self.return_button.setText(
            self.tr("Return to {view} (Esc)").format(view=translate("views", view.capitalize()))
        )
        self.return_button.setVisible(bool(view))
        self.open(url)
        self.browser.text.setFocus()

    def escape(self) -> None:
        """Esc: in the search box with words, clears them; else Return."""
        if self.search.hasFocus() and self.search.text():
            self.search.clear()
            return
        self.go_back_to_view()

    def hideEvent(self, event: QHideEvent) -> None:
        """Left by the sidebar or a view's key: Return would go back to a view the
        player has left, so it goes."""
        self.came_from = ""
        self.return_button.hide()
        super().hideEvent(event)

    def go_back_to_view(self) -> None:
        if self.came_from:
            view, self.came_from = self.came_from, ""
            self.return_button.hide()
            self.return_wanted.emit(view)

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _searched(self, text: str) -> None:
        words = " ".join(text.split())
        if not words:
            return
        # One history entry per search, however many keys it took.
        self.browser.open(
            f"search:{words}", replace=parse_url(self.browser.current())[0] == "search"
        )

    def open_first(self) -> None:
        """Enter in the search box: the best section, its matches marked."""
        self.browser.open_best(" ".join(self.search.text().split()))

    def _tree_opened(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        url = str(item.data(0, Qt.ItemDataRole.UserRole))
        if url != self.browser.current():
            self.open(url)

    def _follow(self, url: str) -> None:
        """The contents follow the page shown."""
        scheme, what, _term = parse_url(url)
        key = GLOSSARY if scheme == "glossary" else what if scheme == "rules" else ""
        while key and key not in self.items:
            key = key.rpartition(".")[0]
        item = self.items.get(key)
        self.tree.blockSignals(True)
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)
        else:
            self.tree.clearSelection()
        self.tree.blockSignals(False)

    # ---- the PDF -------------------------------------------------------------------------

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def save_pdf(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the rules reference as a PDF"),
            "demloc-rules.pdf",
            self.tr("PDF (*.pdf)"),
        )
        if path:
            self.write_pdf(path)

    def write_pdf(self, path: str) -> None:
        from demloc.ui.reference.pdf import write_pdf

        try:
            pages = write_pdf(library().reference, path, library().rulings)
        except OSError as error:
            self.show_message(
                self.tr("The PDF was not saved: {path}: {error}").format(
                    path=path, error=error.strerror or error
                )
            )
            return
        self.show_message(
            self.tr("Saved the rules reference, {pages} pages, to {path}").format(
                pages=pages, path=path
            )
        )
