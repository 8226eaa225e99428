"""The custom cards' parse cache: each custom card's text read once (issue 16).

A custom card is stored as its set file's text (one row per card, the set's text
beside each). Reading the collection parses every distinct text of the account; a
screen's refresh reads it more than once, so each text is kept parsed by its text.
The key is the whole text: a row whose text changes asks for another key, a deleted
row is never asked for again, so the cache cannot serve a card a row no longer holds.

It is bounded by the bytes of the texts it keeps, and never evicts a text the reading
in progress asked for: an account with more cards than the bound still parses each
text at most once a reading (an LRU of a fixed count thrashed at 2000 cards).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable

from demloc.catalog.cards import CardSet
from demloc.catalog.errors import CatalogError

# Texts kept beyond those of the reading in progress (a card's text is ~250 bytes:
# some 60,000 cards of several accounts before the oldest go).
MAX_CACHED_BYTES = 16 * 1024 * 1024


class ParseCache:
    """Text -> the set it parses to, or the CatalogError it raises (kept too: a text
    this build cannot read is not read again on every refresh)."""

    def __init__(self, parse: Callable[[str], CardSet], max_bytes: int = MAX_CACHED_BYTES) -> None:
        self.parse, self.max_bytes = parse, max_bytes
        self._kept: OrderedDict[str, CardSet | CatalogError] = OrderedDict()
        self._bytes = 0
        self.parses = 0  # how many texts were parsed (for tests and benchmarks)

    def __call__(self, text: str) -> CardSet:
        """One text's set (CatalogError if it cannot be read), parsed at most once."""
        return _unwrap(self.read([text])[0])

    def read(self, texts: Iterable[str]) -> list[CardSet | CatalogError]:
        """Each of `texts`' set or error, in order; those not kept are parsed now. What
        goes to keep the bound is never one of `texts`."""
        wanted = list(texts)
        out: list[CardSet | CatalogError] = []
        for text in wanted:
            found = self._kept.get(text)
            if found is None:
                self.parses += 1
                try:
                    found = self.parse(text)
                except CatalogError as error:
                    found = error
                self._kept[text] = found
                self._bytes += len(text)
            else:
                self._kept.move_to_end(text)
            out.append(found)
        if self._bytes > self.max_bytes:
            self._evict(set(wanted))
        return out

    def _evict(self, keep: set[str]) -> None:
        for text in list(self._kept):
            if self._bytes <= self.max_bytes:
                break
            if text not in keep:
                del self._kept[text]
                self._bytes -= len(text)

    def cache_clear(self) -> None:
        """Forget every text (as functools' caches do)."""
        self._kept.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._kept)


def _unwrap(found: CardSet | CatalogError) -> CardSet:
    if isinstance(found, CatalogError):
        raise found.with_traceback(None)  # the same error, not the last raise's stack
    return found
