"""Links to the rules reference from anywhere in the app (issue 15).

An address names a page: `rules:7.2.1` a section, `rules:8.1#BLOODING` a section at a
term, `ruling:R-34` a ruling, `search:diagonal` a search, `glossary:` the keyword
glossary. `linkify` turns the section numbers a message cites ("cannot cross the wall
(7.2.1)") into links; a label made by `rule_label` or connected by `follow` hands a
clicked link to `links().asked`, which the main window opens (the Rules view, or the
glossary over the tracker in play)."""

from __future__ import annotations

import functools
import html
import re

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QTextBrowser

# A section number in a message: "7.2.1", "§7.2.2.1", a chapter alone only as "§7"; a
# number that names no section ("2.5 m") is left as it is.
CITED = re.compile(r"§?\b[2-8](?:\.\d{1,2}){1,3}\b(?!\.\d)|§[2-8]\b")
SCHEMES = ("rules", "ruling", "search", "glossary")


class RuleLinks(QObject):
    asked = Signal(str)  # an address to open


_LINKS: RuleLinks | None = None


def links() -> RuleLinks:
    """The one link hub of the application."""
    global _LINKS
    if _LINKS is None:
        _LINKS = RuleLinks()
    return _LINKS


def section_url(section: str, term: str = "") -> str:
    section = section.strip().removeprefix("§")
    return f"rules:{section}#{term}" if term else f"rules:{section}"


def parse_url(url: str) -> tuple[str, str, str]:
    """(scheme, what, term): "rules:8.1#FLY" -> ("rules", "8.1", "FLY")."""
    scheme, _, rest = url.partition(":")
    what, _, term = rest.partition("#")
    return scheme, what, term


def is_rule_url(url: str) -> bool:
    return parse_url(url)[0] in SCHEMES


@functools.cache
def known_sections() -> frozenset[str]:
    """The reference's section numbers (none if its files cannot be read): those of the
    reference the browser read, not a second reading of the files."""
    from demloc.reference.library import library  # read when a link is first made

    return frozenset(library().reference.numbers())


def _cited(text: str) -> list[re.Match[str]]:
    return [m for m in CITED.finditer(text) if m.group().removeprefix("§") in known_sections()]


def linkify(text: str) -> str:
    """`text` (plain) as HTML, each section number it cites a link to that section."""
    parts, last = [], 0
    for match in _cited(text):
        parts.append(html.escape(text[last : match.start()]))
        number = match.group()
        parts.append(f'<a href="{section_url(number)}">{html.escape(number)}</a>')
        last = match.end()
    parts.append(html.escape(text[last:]))
    return "".join(parts).replace("\n", "<br>")


def cites(text: str) -> bool:
    return bool(_cited(text))


def ask(url: str) -> None:
    if is_rule_url(url):
        links().asked.emit(url)


def follow(widget: QLabel | QTextBrowser) -> None:
    """Clicked rule links of `widget` open the reference (other links stay the widget's)."""
    if isinstance(widget, QTextBrowser):
        widget.setOpenLinks(False)
        widget.anchorClicked.connect(lambda url: ask(url.toString()))
    else:
        flags = Qt.TextInteractionFlag
        widget.setTextInteractionFlags(
            flags.LinksAccessibleByMouse | flags.LinksAccessibleByKeyboard
        )
        widget.linkActivated.connect(ask)


def set_linked_text(label: QLabel, text: str) -> None:
    """Plain `text` on a rich-text label, its sections links (a label `follow` set up)."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(linkify(text) if text else "")


class RuleMessage(QLabel):
    """A label of plain text (a refusal, a reason, a status) whose section numbers are
    links to the reference: "cannot cross the wall (7.2.1)". `text()` is the plain text
    it was given."""

    def __init__(self, text: str = "", parent: QLabel | None = None) -> None:
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)
        follow(self)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._plain = text
        self.setTextFormat(Qt.TextFormat.RichText if cites(text) else Qt.TextFormat.PlainText)
        super().setText(linkify(text) if cites(text) else text)

    def text(self) -> str:
        return self._plain
