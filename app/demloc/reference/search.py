"""Full-text search of the rules reference (issue 15): SQLite's FTS5 (the standard
library's sqlite3) ranks the sections by BM25, a title weighing more than the text, and
marks the matches; where this Python's SQLite lacks FTS5, a plain scan ranks by how
often the words occur and the log says so. The index is built in memory when asked
for (52 sections: milliseconds)."""

from __future__ import annotations

import dataclasses
import logging
import re
import sqlite3

from demloc.reference.text import Reference, Section

log = logging.getLogger(__name__)
MARK = ("\x02", "\x03")  # around a match in a snippet (`marked` shows them)
TITLE_WEIGHT, TEXT_WEIGHT = 5.0, 1.0
WORD = re.compile(r"\w+", re.UNICODE)
NUMBER = re.compile(r"\d+(?:\.\d+){0,3}")


@dataclasses.dataclass(frozen=True)
class Hit:
    section: Section
    snippet: str  # a few words around the first match, matches in MARK


def marked(snippet: str, before: str = "[", after: str = "]") -> str:
    """A snippet with its matches between `before` and `after`."""
    return snippet.replace(MARK[0], before).replace(MARK[1], after)


def has_fts5() -> bool:
    try:
        with sqlite3.connect(":memory:") as connection:
            connection.execute("CREATE VIRTUAL TABLE probe USING fts5(x)")
    except sqlite3.OperationalError:
        return False
    return True


def _words(query: str) -> list[str]:
    return [w.lower() for w in WORD.findall(query)]


class Index:
    def __init__(self, reference: Reference) -> None:
        self.reference = reference
        self.fts5 = has_fts5()
        if not self.fts5:
            log.warning("this SQLite has no FTS5: the rules reference is searched by a plain scan")
            return
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE section USING fts5(number UNINDEXED, title, body, "
            "tokenize = 'porter unicode61')"
        )
        self.db.executemany(
            "INSERT INTO section (number, title, body) VALUES (?, ?, ?)",
            [(s.number, s.title, s.text) for s in reference.sections],
        )

    def search(self, query: str, limit: int = 20) -> list[Hit]:
        """The sections that hold every word of `query` (the last one as the start of a
        word: the player may still be typing it), best first ([] for no word). A
        section number ("7.2.1", "§7.2.1") finds that section and those inside it."""
        number = query.strip().removeprefix("§").strip()
        if NUMBER.fullmatch(number):
            inside = [s for s in self.reference.sections
                      if s.number == number or s.number.startswith(number + ".")]  # fmt: skip
            if inside:
                return [Hit(s, _opening(s.text)) for s in inside[:limit]]
        words = _words(query)
        if not words:
            return []
        if not self.fts5:
            return self._scan(words, limit)
        match = " ".join('"' + w.replace('"', '""') + '"' for w in words) + "*"
        rows = self.db.execute(
            "SELECT number, snippet(section, 2, ?, ?, '…', 12) FROM section "
            "WHERE section MATCH ? ORDER BY bm25(section, 0, ?, ?) LIMIT ?",
            (*MARK, match, TITLE_WEIGHT, TEXT_WEIGHT, limit),
        ).fetchall()
        return [Hit(self.reference.section(n), " ".join(snippet.split())) for n, snippet in rows]

    def _scan(self, words: list[str], limit: int) -> list[Hit]:
        """Whole words, and the last as a word's start, as FTS5 reads them (in substance:
        a substring test finds both)."""
        scored = []
        for section in self.reference.sections:
            title, body = section.title.lower(), section.text.lower()
            if all(w in title or w in body for w in words):
                score = sum(TITLE_WEIGHT * title.count(w) + body.count(w) for w in words)
                scored.append((-score, section))
        scored.sort(key=lambda pair: pair[0])
        return [Hit(s, _snippet(s.text, words)) for _score, s in scored[:limit]]


def _opening(text: str) -> str:
    """A section's first words, for a hit found by its number."""
    words = text.split()
    return " ".join(words[:24]) + ("…" if len(words) > 24 else "")


def _snippet(text: str, words: list[str]) -> str:
    low = text.lower()
    at = min((i for i in (low.find(w) for w in words) if i >= 0), default=0)
    start = max(0, at - 60)
    piece = text[start : at + 80]
    for word in words:
        piece = re.sub(f"(?i)({re.escape(word)})", f"{MARK[0]}\\1{MARK[1]}", piece)
    return ("…" if start else "") + piece.replace("\n", " ") + "…"
