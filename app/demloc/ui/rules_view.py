"""The rules reference: for now the keyword glossary of appendix 8, in our own words."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QLabel, QLineEdit, QTextBrowser, QVBoxLayout, QWidget

from demloc.catalog.keywords import RULES, KeywordPlace, rules_for


def glossary_html(text: str = "") -> str:
    wanted = text.casefold().strip()
    parts = []
    for place in KeywordPlace:
        entries = [
            f"<p><b>{html.escape(r.name)}</b>{' x' if r.takes_value else ''}"
            f"{f' ({r.activation.value})' if r.activation else ''} "
            f"<i>[{r.section}]</i>: {html.escape(r.summary)}</p>"
            for r in rules_for(place)
            if not wanted or wanted in f"{r.name} {r.summary}".casefold()
        ]
        if entries:
            parts.append(f"<h3>{html.escape(place.value.capitalize())}s</h3>{''.join(entries)}")
    return "".join(parts) or "<p>No keyword matches.</p>"


class RulesView(QWidget):
    def __init__(self) -> None:
        super().__init__()
        note = QLabel(
            f"<h2>Rules reference</h2><p>The {len(RULES)} standard keywords of the rulebook's "
            "appendix (8.1-8.4, and 7.1.1), in our own words. The full rules reference "
            "with every section, searchable, will join them here.</p>"
        )
        note.setWordWrap(True)
        self.search = QLineEdit(placeholderText="Search keywords and rules…")
        self.search.setClearButtonEnabled(True)
        self.text = QTextBrowser()
        self.search.textChanged.connect(lambda t: self.text.setHtml(glossary_html(t)))
        self.text.setHtml(glossary_html())
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.search)
        layout.addWidget(self.text, 1)
