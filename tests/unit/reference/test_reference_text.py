"""The rules reference (issue 15): every numbered section of the rulebook's contents has
its entry in our own words; the searches a player makes at the table find the right
section first; a damaged chapter file is named with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from demloc.cli import main
from demloc.reference.search import MARK, Index
from demloc.reference.text import ReferenceFileError, load_reference, parse_chapter

# The rulebook's numbered sections (its contents, chapters 2 to 8, and the sub-sections
# it numbers inside its text: 7.2.2.1-7.2.2.4, 7.2.3.1-7.2.3.5, 7.3.2.2).
SECTIONS = [
    "2",
    "2.1",
    "3",
    "4",
    "5",
    "5.1",
    "5.1.1",
    "5.1.2",
    "5.1.3",
    "5.1.4",
    "5.1.5",
    "5.2",
    "5.3",
    "5.4",
    "5.5",
    "5.6",
    "5.7",
    "5.8",
    "6",
    "6.1",
    "6.2",
    "6.3",
    "6.4",
    "6.4.1",
    "6.4.2",
    "7",
    "7.1",
    "7.1.1",
    "7.2",
    "7.2.1",
    "7.2.2",
    "7.2.2.1",
    "7.2.2.2",
    "7.2.2.3",
    "7.2.2.4",
    "7.2.3",
    "7.2.3.1",
    "7.2.3.2",
    "7.2.3.3",
    "7.2.3.4",
    "7.2.3.5",
    "7.3",
    "7.3.1",
    "7.3.2",
    "7.3.2.1",
    "7.3.2.2",
    "7.3.2.3",
    "8",
    "8.1",
    "8.2",
    "8.3",
    "8.4",
]


def test_every_numbered_section_has_its_entry_in_the_rulebooks_order() -> None:
    reference = load_reference()
    assert reference.numbers() == SECTIONS
    for section in reference.sections:
        assert section.title and len(section.text) >= 40, section.number


@pytest.mark.parametrize(
    ("words", "section"),
    [("diagonal", "7.2.1"), ("evasive", "7.2.1"), ("possessed", "7.2.3"),
     ("first player", "7"), ("window", "5.4"), ("relic", "5.7")],
)  # fmt: skip
def test_a_players_search_finds_the_right_section_first(words: str, section: str) -> None:
    """6.4.2: the rules searched by keyword during a mission."""
    hits = Index(load_reference()).search(words)
    assert hits and hits[0].section.number == section
    assert MARK[0] in hits[0].snippet and MARK[1] in hits[0].snippet  # the match marked


def test_the_plain_scan_finds_the_same_first_sections(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without FTS5 the search still works (the log says so)."""
    import demloc.reference.search as search

    monkeypatch.setattr(search, "has_fts5", lambda: False)
    index = Index(load_reference())
    assert index.fts5 is False
    assert index.search("evasive")[0].section.number == "7.2.1"
    assert index.search("") == [] and index.search("zzqx") == []


def test_sections_cite_the_rulings_they_follow() -> None:
    rulings = {r for s in load_reference().sections for r in s.rulings}
    assert {"R-21", "R-33", "R-119"} <= rulings


@pytest.mark.parametrize(
    ("text", "problem"),
    [("# 7.2 Strategic\nx", "section 7.2 takes 2 '#', not 1"),
     ("#7 No space\n", "a heading is '#' marks"),
     ("words first\n# 7 T\n", "text before the first heading"),
     ("", "no section heading")],
)  # fmt: skip
def test_a_damaged_chapter_is_refused_naming_the_file_and_line(text: str, problem: str) -> None:
    with pytest.raises(ReferenceFileError, match=r"ch07\.md") as raised:
        parse_chapter(text, "ch07.md")
    assert problem in str(raised.value)


def test_a_section_twice_is_refused(tmp_path: Path) -> None:
    (tmp_path / "ch01.md").write_text("# 1 One\ntext\n", encoding="utf-8")
    (tmp_path / "ch02.md").write_text("# 1 Again\ntext\n", encoding="utf-8")
    with pytest.raises(ReferenceFileError, match="section 1 twice"):
        load_reference(tmp_path)


def test_the_commands_search_and_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "search", "evasive"]) == 0
    assert capsys.readouterr().out.startswith("7.2.1 Free movement sub-phase")
    assert main(["rules", "show", "§7.3.2.2"]) == 0
    assert capsys.readouterr().out.startswith("7.3.2.2 Assigning damages")
    assert main(["rules", "show", "9.9"]) == 2
    assert "no section 9.9" in capsys.readouterr().err
    assert main(["rules", "search", "zzqx"]) == 1


def test_a_section_number_finds_that_section_and_those_inside_it() -> None:
    index = Index(load_reference())
    assert [h.section.number for h in index.search("7.2.1")] == ["7.2.1"]
    assert [h.section.number for h in index.search("§7.2.2.1")] == ["7.2.2.1"]
    inside = [h.section.number for h in index.search("7.3")]
    assert inside[0] == "7.3" and "7.3.2.2" in inside and all(n.startswith("7.3") for n in inside)
    # No section 9.9: its digits are searched as words, like any other.
    assert all(not h.section.number.startswith("9") for h in index.search("9.9"))


@pytest.mark.parametrize(("typed", "section"), [("diag", "7.2.1"), ("evas", "7.2.1"),
                                                 ("first pla", "7"), ("reli", "5.7")])  # fmt: skip
def test_the_last_word_is_found_while_it_is_typed(typed: str, section: str) -> None:
    assert Index(load_reference()).search(typed)[0].section.number == section
