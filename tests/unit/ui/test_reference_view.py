"""The Rules view and the links to it (issue 15): every section has its page; the
search ranks and marks; Back and Forward; rule links from the catalog, the board and a
refusal; F1 from the board and the catalog opens the section of what is selected, and
Return goes back; the reference as a PDF with its contents. Screens at both sizes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from demloc.board.position import Element, ElementKind
from demloc.catalog.catalog import Catalog
from demloc.cli import main
from demloc.reference.library import Library
from demloc.reference.search import Index
from demloc.reference.text import Reference, load_reference
from demloc.ui.board.panel import BoardPanel
from demloc.ui.catalog_view import CatalogView, card_url
from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow
from demloc.ui.reference import browser as browser_module
from demloc.ui.reference.browser import ReferenceBrowser
from demloc.ui.reference.links import RuleMessage, linkify, parse_url, section_url
from demloc.ui.reference.pdf import _build, _heading_pages, write_pdf
from demloc.ui.reference.view import ReferenceView
from demloc.ui.rules_view import topic_glossary
from support.shots import save_shot

REFERENCE = load_reference()


@pytest.fixture
def view(qtbot: QtBot) -> ReferenceView:
    shown = ReferenceView(topic_glossary)
    qtbot.addWidget(shown)
    shown.resize(1024, 700)
    return shown


@pytest.fixture
def window(qtbot: QtBot, context: AppContext, settings: QSettings) -> MainWindow:
    made = MainWindow(context, settings)
    qtbot.addWidget(made)
    made.resize(1024, 700)
    made.show()
    return made


def test_every_section_has_its_page_with_its_number_and_title(view: ReferenceView) -> None:
    for section in REFERENCE.sections:
        view.open(section_url(section.number))
        assert view.browser.where.text() == f"§{section.number} {section.title}"
        shown = view.browser.text.toPlainText()
        assert f"{section.number} {section.title}" in shown
        # The contents follow the page.
        assert view.tree.currentItem().text(0).startswith(f"{section.number} ")


def test_cross_references_and_rulings_are_links(view: ReferenceView) -> None:
    view.open("rules:7")
    page = view.browser.text.toHtml()
    assert 'href="rules:7.2"' in page and 'href="ruling:R-34"' in page
    view.browser.text.anchorClicked.emit(QUrl("ruling:R-34"))
    assert view.browser.current() == "ruling:R-34"
    text = view.browser.text.toPlainText()
    assert "The draw of the first player" in text and "7 The board game" in text


def test_an_unknown_section_opens_the_nearest_one_above_it(view: ReferenceView) -> None:
    view.open("rules:7.2.9")
    assert view.browser.where.text() == "§7.2 Strategic phase"
    view.open("rules:99")
    assert "No section 99" in view.browser.text.toPlainText()
    view.open("ruling:R-9999")
    assert "does not hold" in view.browser.text.toPlainText()


@pytest.mark.parametrize(
    ("words", "section"),
    [("diagonal", "7.2.1"), ("evasive", "7.2.1"), ("possessed", "7.2.3"),
     ("first player", "7"), ("window", "5.4"), ("relic", "5.7")],
)  # fmt: skip
def test_the_search_ranks_the_right_section_first_and_enter_opens_it_marked(
    qtbot: QtBot, view: ReferenceView, words: str, section: str
) -> None:
    qtbot.keyClicks(view.search, words)
    assert view.browser.current() == f"search:{words}"
    results = view.browser.text.toHtml()
    first = re.search(r'href="rules:([\d.]+)"', results)
    assert first is not None and first.group(1) == section
    assert "#ffd400" in results  # the matches marked in the snippets
    QTest.keyClick(view.search, Qt.Key.Key_Return)
    assert view.browser.current() == section_url(section)
    marked = {m.casefold() for m in view.browser.marked()}
    assert set(words.split()) <= marked
    # One history entry for the search, however many keys it took.
    view.browser.back()
    assert view.browser.current() == f"search:{words}"
    view.browser.back()
    assert view.browser.current() == "rules:"


def test_a_search_with_no_match_says_so(qtbot: QtBot, view: ReferenceView) -> None:
    qtbot.keyClicks(view.search, "zzqx")
    assert "No section holds" in view.browser.text.toPlainText()
    QTest.keyClick(view.search, Qt.Key.Key_Return)  # nothing to open: stays
    assert view.browser.current() == "search:zzqx"


def test_back_and_forward_like_a_browser_with_their_keys(qtbot: QtBot, view: ReferenceView) -> None:
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    assert not view.browser.back_button.isEnabled()
    view.open("rules:7.2")
    view.browser.text.anchorClicked.emit(QUrl("rules:7.2.1"))
    assert view.browser.current() == "rules:7.2.1"
    view.browser.text.setFocus()
    QTest.keyClick(view.browser.text, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert view.browser.current() == "rules:7.2"
    assert view.browser.forward_button.isEnabled()
    QTest.keyClick(view.browser.text, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert view.browser.current() == "rules:7.2.1"
    view.browser.back_button.click()
    view.browser.back_button.click()
    assert view.browser.current() == "rules:" and not view.browser.back_button.isEnabled()
    view.open("rules:5.4")  # a new page drops what was ahead
    assert not view.browser.forward_button.isEnabled()


def test_the_keyword_glossary_is_a_page_with_links_to_the_sections(view: ReferenceView) -> None:
    view.glossary_button.click()
    assert view.browser.current() == "glossary:"
    page = view.browser.text.toHtml()
    assert "PERFORATING" in view.browser.text.toPlainText()
    assert 'href="rules:8.1#BLOODING"' in page and 'href="rules:7.2.1"' in page
    view.browser.text.anchorClicked.emit(QUrl("rules:8.1#BLOODING"))
    assert view.browser.current() == "rules:8.1#BLOODING"
    assert "BLOODING" in view.browser.marked()  # the term marked, scrolled to


def test_a_message_citing_a_section_links_it() -> None:
    html = linkify("cannot cross the wall (7.2.1); see §7.2.2.1 and §7")
    assert '<a href="rules:7.2.1">7.2.1</a>' in html
    assert '<a href="rules:7.2.2.1">§7.2.2.1</a>' in html and '<a href="rules:7">§7</a>' in html
    # A number that names no section is no link: a count, a size, a ruling.
    for plain in ("not enough fate points (2)", "(3, 4)", "2.5 m", "R-34", "7.9.9", "5.1.1.1.1"):
        assert "<a" not in linkify(plain), plain
    assert parse_url("rules:8.1#FLY") == ("rules", "8.1", "FLY")


def test_a_refused_moves_section_opens_the_rules_and_return_goes_back(
    window: MainWindow,
) -> None:
    window.show_view("board")
    board = window.views["board"]
    assert isinstance(board, BoardPanel)
    board.status.setText("cannot stop there: no character may stop there (7.2.1)")
    assert board.status.text() == "cannot stop there: no character may stop there (7.2.1)"
    href = re.search(r'href="([^"]+)"', QLabelText.of(board.status))
    assert href is not None
    board.status.linkActivated.emit(href.group(1))
    assert window.current_view() == "rules"
    reference = window.views["rules"]
    assert isinstance(reference, ReferenceView)
    assert reference.browser.current() == "rules:7.2.1"
    assert reference.return_button.isVisible() and "Board" in reference.return_button.text()
    QTest.keyClick(reference.browser.text, Qt.Key.Key_Escape)
    assert window.current_view() == "board"


class QLabelText:
    @staticmethod
    def of(label: RuleMessage) -> str:
        """The rich text the label shows (its text() is the plain one)."""
        return QLabel.text(label)


def test_f1_on_the_board_opens_the_section_of_what_is_selected(window: MainWindow) -> None:
    window.show_view("board")
    board = window.views["board"]
    assert isinstance(board, BoardPanel)
    reference = window.views["rules"]
    assert isinstance(reference, ReferenceView)
    board.scene.selected = None
    board.scene.selected_element = None
    QTest.keyClick(board.view, Qt.Key.Key_F1)
    assert window.current_view() == "rules" and reference.browser.current() == "rules:5.4"
    window.show_view("board")
    characters = list(board.document.board.characters)
    assert characters, "the sample board has miniatures"
    board.scene.selected = characters[0]
    board.scene.overlays["lines"] = False
    QTest.keyClick(board.view, Qt.Key.Key_F1)
    assert reference.browser.current() == "rules:7.2.1"
    window.show_view("board")
    board.scene.overlays["lines"] = True  # his firing lines shown: the shooting rules
    window.help_action.trigger()
    assert reference.browser.current() == "rules:7.2.2"
    window.show_view("board")
    board.scene.selected = None
    for kind in ElementKind:
        board.scene.selected_element = Element(kind, board.document.board.map.tiles[0].at)
        window.help_action.trigger()
        assert reference.browser.current() == section_url("5.5", kind.label.capitalize())
        window.show_view("board")
    board.scene.selected_element = Element(ElementKind.BARREL, board.document.board.map.tiles[0].at)
    window.help_action.trigger()
    assert "Barrel" in reference.browser.marked()


def test_a_firing_lines_reason_shows_on_the_status_line_with_its_link(window: MainWindow) -> None:
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    from demloc.ui.board.play_items import FiringLineItem

    window.show_view("board")
    board = window.views["board"]
    assert isinstance(board, BoardPanel)
    board.scene.overlays["lines"] = True
    lines: list[FiringLineItem] = []
    for character in board.document.board.characters:
        board.scene.selected = character
        board.scene.sync()
        lines = [i for i in board.scene.items()
                 if isinstance(i, FiringLineItem) and "(7.2.2)" in i.words]  # fmt: skip
        if lines:
            break
    assert lines, "the sample board has a firing line blocked, covered or out of range"
    lines[0].hoverEnterEvent(QGraphicsSceneHoverEvent())
    assert board.status.text().startswith("Firing line to ")
    assert 'href="rules:7.2.2"' in QLabelText.of(board.status)


def test_f1_in_the_catalog_opens_the_selected_cards_rules(qtbot: QtBot, window: MainWindow) -> None:
    window.show_view("catalog")
    catalog = window.views["catalog"]
    assert isinstance(catalog, CatalogView)
    reference = window.views["rules"]
    assert isinstance(reference, ReferenceView)
    qtbot.keyClicks(catalog.search, "altai")  # MONSTRUOUS 1 (p), rulebook 8.4
    QTest.keyClick(catalog.table, Qt.Key.Key_F1)
    assert window.current_view() == "rules"
    assert reference.browser.current() == "rules:8.4#MONSTRUOUS"
    assert "MONSTRUOUS" in reference.browser.marked()
    reference.return_button.click()
    assert window.current_view() == "catalog"
    # A keyword on the card is a link too.
    assert 'href="rules:8.4#MONSTRUOUS"' in catalog.detail.toHtml()
    catalog.detail.anchorClicked.emit(QUrl("rules:5.1.1"))
    assert window.current_view() == "rules" and reference.browser.current() == "rules:5.1.1"


def test_every_card_opens_a_page_that_exists(catalog: Catalog) -> None:
    numbers = set(REFERENCE.numbers())
    for card in catalog.cards:
        scheme, what, _term = parse_url(card_url(card))
        assert scheme == "rules" and what in numbers, card.id


def test_a_damaged_reference_says_which_file_and_the_app_goes_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = Reference(())
    broken = Library(empty, Index(empty), {}, "ch07.md line 3: text before the first heading")
    monkeypatch.setattr(browser_module, "library", lambda: broken)
    monkeypatch.setattr("demloc.ui.reference.view.library", lambda: broken)
    shown = ReferenceView()
    qtbot.addWidget(shown)
    assert "ch07.md line 3" in shown.message.text() and not shown.message.isHidden()
    assert "ch07.md line 3" in shown.browser.text.toPlainText()
    alone = ReferenceBrowser()
    qtbot.addWidget(alone)
    alone.open("rules:7.2.1")
    assert "cannot open" in alone.text.toPlainText()


def test_the_pdf_has_the_contents_with_each_sections_page(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "rules.pdf"
    pages = write_pdf(REFERENCE, path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and pages >= 30
    assert data.count(b"/Type /Page") - data.count(b"/Type /Pages") == pages
    from PySide6.QtCore import QSizeF

    document, starts = _build(REFERENCE, {}, QSizeF(700, 1000))
    found = _heading_pages(document, starts)
    assert set(found) == set(REFERENCE.numbers())
    order = [found[n] for n in REFERENCE.numbers()]
    assert order == sorted(order) and order[0] >= 2  # after the contents, in order
    contents = _build(REFERENCE, found, QSizeF(700, 1000))[0].toPlainText()
    assert f"7.2.1 Free movement sub-phase\n{found['7.2.1']}" in contents.replace("\t", "\n")


def test_the_pdf_command_writes_it_or_says_why(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    assert main(["rules", "pdf", str(tmp_path / "rules.pdf")]) == 0
    assert "pages" in capsys.readouterr().out
    assert (tmp_path / "rules.pdf").read_bytes().startswith(b"%PDF")
    # A folder that is not there is not made: the path was mistyped.
    assert main(["rules", "pdf", str(tmp_path / "no" / "such" / "rules.pdf")]) == 2
    assert "no such folder" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()
    (tmp_path / "taken").mkdir()
    assert main(["rules", "pdf", str(tmp_path / "taken")]) == 2
    assert "demloc rules pdf" in capsys.readouterr().err


def test_the_pdf_button_saves_and_says_where(view: ReferenceView, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    target = tmp_path / "mine.pdf"
    monkeypatch.setattr("demloc.ui.reference.view.QFileDialog.getSaveFileName",
                        lambda *_a, **_k: (str(target), "PDF (*.pdf)"))  # fmt: skip
    view.pdf_button.click()
    assert target.read_bytes().startswith(b"%PDF")
    assert str(target) in view.message.text()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_rules_view_shot(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.show_view("rules")
    reference = window.views["rules"]
    assert isinstance(reference, ReferenceView)
    qtbot.keyClicks(reference.search, "diagonal")
    save_shot(window, "shots15", f"rules-search-{size[0]}x{size[1]}.png")
    QTest.keyClick(reference.search, Qt.Key.Key_Return)
    save_shot(window, "shots15", f"rules-section-{size[0]}x{size[1]}.png")
    # Nothing cut off: the buttons fit beside the search box.
    for button in (reference.contents_button, reference.glossary_button, reference.pdf_button):
        assert button.width() >= button.sizeHint().width(), button.text()
    reference.open("rules:7.3.2.2")  # the damage table
    save_shot(window, "shots15", f"rules-table-{size[0]}x{size[1]}.png")


def test_every_keyword_link_lands_on_its_entry_marked(view: ReferenceView) -> None:
    """A keyword on a card opens its appendix section at the keyword (8.1 to 8.4, 7.1.1)."""
    from demloc.catalog.keywords import RULES

    for rule in RULES:
        view.open(section_url(rule.section, rule.name))
        assert view.browser.where.text().startswith(f"§{rule.section} ")
        assert rule.name in view.browser.marked(), rule.name


def test_a_rule_message_shows_hostile_words_literally(qtbot: QtBot) -> None:
    hostile = "<img src=x width=30000 height=30000> cannot stop there (7.2.1)"
    label = RuleMessage(hostile)
    qtbot.addWidget(label)
    assert label.text() == hostile
    assert "<img" not in QLabel.text(label) and "&lt;img" in QLabel.text(label)
    label.setText("nothing cited")
    assert label.textFormat() is Qt.TextFormat.PlainText


def test_a_section_number_in_the_search_opens_it_unmarked(
    qtbot: QtBot, view: ReferenceView
) -> None:
    for typed, section in (("7.2.1", "7.2.1"), ("§7.2.2.1", "7.2.2.1"), ("8.1", "8.1")):
        view.search.clear()
        qtbot.keyClicks(view.search, typed)
        QTest.keyClick(view.search, Qt.Key.Key_Return)
        assert view.browser.current() == section_url(section)
        assert view.browser.marked() == []  # no digit marked all over the page


def test_every_form_of_a_word_is_marked(qtbot: QtBot, view: ReferenceView) -> None:
    qtbot.keyClicks(view.search, "relics")
    QTest.keyClick(view.search, Qt.Key.Key_Return)
    assert view.browser.current() == "rules:5.7"
    assert "relic" in {m.casefold() for m in view.browser.marked()}


def test_the_search_counts_every_section_it_finds(qtbot: QtBot, view: ReferenceView) -> None:
    qtbot.keyClicks(view.search, "the")
    assert f"{len(REFERENCE.sections)} sections hold" in view.browser.text.toPlainText()
    assert "**" not in view.browser.text.toPlainText()  # the snippets' Markdown marks go


def test_esc_clears_the_search_then_returns_and_a_left_view_is_not_returned_to(
    qtbot: QtBot, window: MainWindow
) -> None:
    reference = window.views["rules"]
    assert isinstance(reference, ReferenceView)
    window.show_view("board")
    window.help_action.trigger()
    assert window.current_view() == "rules" and not reference.return_button.isHidden()
    reference.focus_search()
    qtbot.keyClicks(reference.search, "relic")
    QTest.keyClick(reference.search, Qt.Key.Key_Escape)
    assert reference.search.text() == "" and window.current_view() == "rules"
    # Leaving by the sidebar: Return would go back to a view already left, so it goes.
    window.show_view("guild")
    window.show_view("rules")
    assert reference.return_button.isHidden()
    QTest.keyClick(reference.browser.text, Qt.Key.Key_Escape)
    assert window.current_view() == "rules"


def test_save_as_pdf_has_its_own_key_not_the_boards_ctrl_p(view: ReferenceView) -> None:
    assert "&P" in view.pdf_button.text()  # Alt+P
    assert "Alt+P" in view.pdf_button.toolTip()


def test_the_pdf_ends_with_the_rulings_it_cites(qtbot: QtBot) -> None:
    from PySide6.QtCore import QSizeF

    from demloc.reference.rulings import load_rulings
    from demloc.ui.reference.pdf import RULINGS_KEY, RULINGS_TITLE

    document, starts = _build(REFERENCE, {}, QSizeF(700, 1000), load_rulings())
    pages = _heading_pages(document, starts)
    text = document.toPlainText()
    assert RULINGS_TITLE in text and "R-34 · The draw of the first player" in text
    assert pages[RULINGS_KEY] > max(v for k, v in pages.items() if k != RULINGS_KEY) - 1


def test_a_rule_link_brings_its_word_to_the_top_of_the_page(
    qtbot: QtBot, view: ReferenceView
) -> None:
    """Issue 26: a keyword's link (F1) and a search hit open the section with the word
    at the top and its meaning below it, not on the last line."""
    from demloc.catalog.keywords import RULES

    view.show()
    qtbot.waitExposed(view)
    text = view.browser.text
    line = text.fontMetrics().lineSpacing()
    moved = 0
    for rule in RULES:
        view.open(section_url(rule.section, rule.name))
        bar = text.verticalScrollBar()
        selections = text.extraSelections()
        term = [QTextCursor(s.cursor) for s in selections if s.cursor.selectedText() == rule.name]
        top = text.cursorRect(term[0]).top()
        assert top >= 0 and (top <= 2 * line or bar.value() == bar.maximum()), rule.name
        moved += bar.value() > 0
    assert moved  # some words stand far down their section
    view.search.setText("stray bullet")
    QTest.keyClick(view.search, Qt.Key.Key_Return)
    assert view.browser.current() == section_url("7.2.2.2")
    assert {"shot", "stray"} <= {m.casefold() for m in view.browser.marked()}  # "bullet"
    cursor = text.textCursor()
    bar = text.verticalScrollBar()
    assert text.cursorRect(cursor).top() <= 2 * line or bar.value() == bar.maximum()


def test_a_misspelt_search_says_how_it_was_read_and_enter_opens_the_section_marked(
    qtbot: QtBot, view: ReferenceView
) -> None:
    """R-143 (review of issue 26 item 13): "stary bulet" typed fast finds 7.2.2.2, the
    page says it read "stray" and "bullet", and the section opens with them marked."""
    qtbot.keyClicks(view.search, "stary bulet")
    results = view.browser.text.toPlainText()
    assert "Read “stary” as stray; “bulet” as bullet." in results
    QTest.keyClick(view.search, Qt.Key.Key_Return)
    assert view.browser.current() == section_url("7.2.2.2")
    assert {"stray", "shot"} <= {m.casefold() for m in view.browser.marked()}
