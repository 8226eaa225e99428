"""A count reads in English as a person writes it (R-225, R-246): every plural goes
through Qt's plural forms (`self.tr("%n page(s)", "", n)`, a module function through
ui/counts.py's Counts), and translations/demloc_en.ts gives each its English forms."""

from __future__ import annotations

import pytest
from tsfiles import ENGLISH, TRANSLATIONS, messages

from demloc.ui.counts import Counts


def test_every_plural_has_its_english_forms() -> None:
    """A plural with no English forms reads "1 movement points": its source needs the
    "(s)" mark tsfiles.english_plurals reads (or forms written by a person)."""
    english = messages(TRANSLATIONS / f"demloc_{ENGLISH}.ts")
    plurals = [m for m in english if m.numerus]
    assert len(plurals) > 40
    bare = [m.where for m in plurals if m.kind == "unfinished" or not all(m.translations)]
    assert not bare, bare


@pytest.mark.parametrize(
    ("said", "one", "two"),
    [
        (lambda c, n: c.pages_of(n).format(paper="A4 portrait"), "1 page of A4 portrait",
         "2 pages of A4 portrait"),
        (lambda c, n: c.killed("mercenary", n), "1 mercenary", "2 mercenaries"),
        (lambda c, n: c.killed("follower", n), "1 follower", "2 followers"),
        (lambda c, n: c.killed("daemon", n), "1 daemon", "2 daemons"),
        (lambda c, n: c.actions(n), "1 action", "2 actions"),
        (lambda c, n: c.more_characters(n), "1 more character", "2 more characters"),
        (lambda c, n: c.armour_broken(n).format(now=n, limit=3), "1 armour token broken (1/3)",
         "2 armour tokens broken (2/3)"),
        (lambda c, n: c.hearts_broken(n).format(now=n, limit=3), "1 heart broken (1/3)",
         "2 hearts broken (2/3)"),
        (lambda c, n: c.deed("kills", n), "1 kill", "2 kills"),
        (lambda c, n: c.deed("missions", n), "1 mission survived", "2 missions survived"),
        (lambda c, n: c.deed("objectives", n), "1 objective", "2 objectives"),
        (lambda c, n: c.items(n), "1 item", "2 items"),
        (lambda c, n: c.log_heading(n), "The log (1 line)", "The log (2 lines)"),
        (lambda c, n: c.sections(n), "1 section", "2 sections"),
    ],
)  # fmt: skip
def test_a_count_reads_one_and_two_in_english(said: object, one: str, two: str) -> None:
    counts = Counts()
    assert callable(said)
    assert (said(counts, 1), said(counts, 2)) == (one, two)
    assert said(counts, 0) == two.replace("2", "0")  # English says "0 kills"
