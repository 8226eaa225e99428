"""Full-text search of the rules reference (issues 15 and 26): SQLite's FTS5 (the
standard library's sqlite3) ranks the sections by BM25, a title weighing more than the
text, and marks the matches; where this Python's SQLite lacks FTS5, a plain scan ranks by
how often the words occur and the log says so. The index is built in memory when asked
for (52 sections: milliseconds).

A player searches with the printed rulebook's words and their own: every form of a word
is found alike (Porter stemming: "firing" finds "fire"), each word also finds the words
`synonyms.toml` gives for it ("bullet" finds "shot"), and when no section holds every
word, the sections holding the most of them come first: a search finds nothing only
when no section holds any word [R-140]. Among sections holding as many words, those whose
title holds more of them come first ("firing into a brawl": 7.2.2.2, "Hitting fighting
characters"), then BM25. A word found nowhere is read as the closest words of the
reference or the synonyms ("bulet": bullet; "shoting": shooting) [R-143]."""

from __future__ import annotations

import dataclasses
import logging
import re
import sqlite3
from pathlib import Path

from demloc.paths import resources_dir, user_data_dir
from demloc.reference.text import Reference, Section
from demloc.textio import InputError, read_toml

log = logging.getLogger(__name__)
MARK = ("\x02", "\x03")  # around a match in a snippet (`marked` shows them)
TITLE_WEIGHT, TEXT_WEIGHT = 5.0, 1.0
WORD = re.compile(r"\w+", re.UNICODE)
NUMBER = re.compile(r"\d+(?:\.\d+){0,3}")
SYNONYMS = "synonyms.toml"
MAX_SYNONYMS = 16  # words for one word
# Words that say nothing of a rule: left out of a search with other words in it.
STOP = frozenset(
    re.findall(
        r"\w+",
        "a an and are as at be by can do for from how i if "
        "in into is it its of on or the to what when where which who why with",
    )
)


@dataclasses.dataclass(frozen=True)
class Hit:
    section: Section
    snippet: str  # a few words around the first match, matches in MARK
    complete: bool = True  # the section holds every word searched (else some of them)


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
    words = [w.lower() for w in WORD.findall(query)]
    kept = [w for w in words if w not in STOP]
    return kept or words


def synonym_files() -> list[Path]:
    """The bundled synonyms, then the player's corrections (which replace them)."""
    return [resources_dir() / "rules" / SYNONYMS, user_data_dir() / SYNONYMS]


def load_synonyms(paths: list[Path] | None = None) -> dict[str, tuple[str, ...]]:
    """word -> the reference's words for it, from each file of `paths` that exists, a
    later file's line replacing an earlier one's. A damaged file raises InputError
    naming the file and the word."""
    table: dict[str, tuple[str, ...]] = {}
    for path in synonym_files() if paths is None else paths:
        if not path.is_file():
            continue
        data = read_toml(path, str(path))
        entries = data.get("synonyms", {})
        unknown = sorted(set(data) - {"synonyms"})
        if unknown or not isinstance(entries, dict):
            raise InputError("holds only a [synonyms] table of word = [words]", str(path))
        for word, ours in entries.items():
            words = ours if isinstance(ours, list) else []
            good = all(isinstance(w, str) and WORD.fullmatch(w) for w in words)
            if not WORD.fullmatch(word) or not 0 < len(words) <= MAX_SYNONYMS or not good:
                raise InputError(
                    f"{word[:40]!r}: a word = a list of 1 to {MAX_SYNONYMS} single words, "
                    'e.g. bullet = ["shot"]',
                    str(path),
                )
            table[word.lower()] = tuple(w.lower() for w in ours)
    return table


class Index:
    def __init__(self, reference: Reference,
                 synonyms: dict[str, tuple[str, ...]] | None = None) -> None:  # fmt: skip
        self.reference = reference
        self.problem = ""  # a damaged synonyms file: searched without synonyms, said why
        if synonyms is None:
            try:
                synonyms = load_synonyms()
            except InputError as error:
                log.warning("the rules search has no synonyms: %s", error)
                self.problem, synonyms = str(error), {}
        self.synonyms = synonyms
        # Every word of the reference and of the synonyms: a misspelt word's neighbours.
        self.vocabulary = sorted(
            {w.lower() for s in reference.sections for w in WORD.findall(f"{s.title} {s.text}")
             if not w.isdigit()} | set(synonyms)
        )  # fmt: skip
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
        # The synonyms' words, stemmed as the sections are: "firing" finds "fire".
        self.db.execute("CREATE VIRTUAL TABLE synonym USING fts5(word, tokenize = 'porter')")
        self.db.executemany("INSERT INTO synonym (word) VALUES (?)",
                            [(w,) for w in self.synonyms])  # fmt: skip

    def terms(self, query: str) -> list[list[str]]:
        """Each word of `query` with the reference's words for it (the word first)."""
        groups = []
        for word in _words(query):
            keys = self._keys(word)
            spelt = [word]
            if not keys:
                spelt += self._read_as(word)
                keys = [k for w in spelt[1:] for k in self._keys(w)]
            found = dict.fromkeys(spelt)
            for key in keys:
                found.update(dict.fromkeys(self.synonyms[key]))
            groups.append(list(found))
        return groups

    def slips(self, query: str) -> dict[str, list[str]]:
        """The words of `query` found nowhere, each with the words it is read as [R-143]."""
        read = {word: self._read_as(word) for word in _words(query) if not self._keys(word)}
        return {word: close for word, close in read.items() if close}

    def _read_as(self, word: str) -> list[str]:
        """A word no section holds: the closest words of the reference [R-143]."""
        return [] if self._holds(word) else close_words(word, self.vocabulary)

    def _holds(self, word: str) -> bool:
        """Some section holds `word` (in any of its forms)."""
        if not self.fts5:
            return any(stem(word) in f"{s.title} {s.text}".lower() for s in self.reference.sections)
        query = "SELECT 1 FROM section WHERE section MATCH ? LIMIT 1"
        return self.db.execute(query, (_phrase(word),)).fetchone() is not None

    def _keys(self, word: str) -> list[str]:
        if not self.fts5:
            return [k for k in self.synonyms if stem(k) == stem(word)]
        rows = self.db.execute("SELECT word FROM synonym WHERE synonym MATCH ?", (_phrase(word),))
        return [w for (w,) in rows]

    def search(self, query: str, limit: int = 20) -> list[Hit]:
        """The sections that hold every word of `query` (or one of its synonyms; the last
        word also as the start of a word: the player may still be typing it), best
        first, then those holding some of its words, the most first ([] when no section
        holds any). A section number ("7.2.1", "§7.2.1") finds that section and those
        inside it."""
        number = query.strip().removeprefix("§").strip()
        if NUMBER.fullmatch(number):
            inside = [s for s in self.reference.sections
                      if s.number == number or s.number.startswith(number + ".")]  # fmt: skip
            if inside:
                return [Hit(s, _opening(s.text)) for s in inside[:limit]]
        groups = self.terms(query)
        if not groups:
            return []
        if not self.fts5:
            return self._scan(groups, limit)
        matches = [" OR ".join(_phrase(t) for t in group) for group in groups]
        matches[-1] += f" OR {_phrase(groups[-1][0])}*"
        counts: dict[str, int] = {}
        titles: dict[str, int] = {}  # of those words, how many the title holds
        for match in matches:
            for (n,) in self.db.execute("SELECT number FROM section WHERE section MATCH ?",
                                        (match,)):  # fmt: skip
                counts[n] = counts.get(n, 0) + 1
            for (n,) in self.db.execute("SELECT number FROM section WHERE section MATCH ?",
                                        (f"title : ({match})",)):  # fmt: skip
                titles[n] = titles.get(n, 0) + 1
        rows = self.db.execute(
            "SELECT number, snippet(section, 2, ?, ?, '…', 12) FROM section "
            "WHERE section MATCH ? ORDER BY bm25(section, 0, ?, ?)",
            (*MARK, " OR ".join(f"({m})" for m in matches), TITLE_WEIGHT, TEXT_WEIGHT),
        ).fetchall()
        # Stable: BM25 within the same counts.
        rows.sort(key=lambda row: (-counts[row[0]], -titles.get(row[0], 0)))
        return [Hit(self.reference.section(n), " ".join(snippet.split()),
                    counts[n] == len(groups)) for n, snippet in rows[:limit]]  # fmt: skip

    def _scan(self, groups: list[list[str]], limit: int) -> list[Hit]:
        """Whole words, and the last as a word's start, as FTS5 reads them (in substance:
        a substring test of each word's stem finds both)."""
        scored = []
        for section in self.reference.sections:
            title, body = section.title.lower(), section.text.lower()
            held = [[stem(t) for t in g if stem(t) in title or stem(t) in body]
                    for g in groups]  # fmt: skip
            count = sum(1 for found in held if found)
            if count:
                in_title = sum(1 for found in held if any(t in title for t in found))
                score = sum(TITLE_WEIGHT * title.count(t) + body.count(t)
                            for found in held for t in found)  # fmt: skip
                scored.append((-count, -in_title, -score, section, count == len(groups)))
        scored.sort(key=lambda item: item[:3])
        words = [stem(t) for group in groups for t in group]
        return [Hit(s, _snippet(s.text, words), complete)
                for _c, _t, _s, s, complete in scored[:limit]]  # fmt: skip


def close_words(word: str, vocabulary: list[str], most: int = 4) -> list[str]:
    """The words of `vocabulary` a typing slip away from `word`: the same first letter,
    one letter added, dropped, changed or two swapped (two for a word of 8 letters or
    more); the nearest only, two letters swapped (the commonest slip) nearer than the
    others. A word under 4 letters is taken as typed [R-143]."""
    if len(word) < 4:
        return []
    limit = 2 if len(word) < 8 else 4  # in half slips: a swap is one, any other two
    found: dict[int, list[str]] = {}
    for other in vocabulary:
        if other[:1] == word[:1] and abs(len(other) - len(word)) * 2 <= limit and other != word:
            distance = _slips(word, other, limit)
            if distance <= limit:
                found.setdefault(distance, []).append(other)
    return found[min(found)][:most] if found else []


def _slips(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (Damerau-Levenshtein without repeated edits of
    one place) in half slips, two letters swapped costing one, any other slip two;
    stopped past `limit`."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        earlier, before, row = before, row, [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 2 * (a[i - 1] != b[j - 1])
            row[j] = min(before[j] + 2, row[j - 1] + 2, before[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], earlier[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
    return row[-1]


def _phrase(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def stem(word: str) -> str:
    """The word less a common ending (the plain scan's stemming, and the marks'):
    relics, shots, summoned, summoning -> relic, shot, summon, summon."""
    low = word.casefold()
    for ending in ("ing", "ed", "es", "s"):
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            return low[: -len(ending)]
    return low


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
