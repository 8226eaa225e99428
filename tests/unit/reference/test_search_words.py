"""The rules search takes the printed rulebook's words and a player's own (issue 26,
R-140): every form of a word, the book's terms as synonyms of ours (resources/rules/
synonyms.toml, which a player may correct), and the sections holding the most words
when none holds them all."""

from __future__ import annotations

from pathlib import Path

import pytest

import demloc.reference.search as search
from demloc.reference.search import MARK, Index, load_synonyms, synonym_files
from demloc.reference.text import load_reference
from demloc.textio import InputError

REFERENCE = load_reference()


@pytest.mark.parametrize(
    ("words", "section", "within"),
    [("stray bullet", "7.2.2.2", 1),  # the rulebook's words for a stray shot, 7.2.2.2
     ("bullet", "7.2.2.2", 3),
     ("missed shot lands", "7.2.2.2", 1),
     ("firing into a brawl", "7.2.2", 1),  # who may shoot while fighting, 7.2.2
     ("firing into a brawl", "7.2.2.2", 3),  # firing at fighting characters
     ("shooting into a fight", "7.2.2.2", 3)],
)  # fmt: skip
def test_the_books_words_find_the_section_72222(words: str, section: str, within: int) -> None:
    hits = Index(REFERENCE).search(words)
    assert section in [h.section.number for h in hits[:within]], [h.section.number for h in hits]
    assert MARK[0] in hits[0].snippet  # the reference's word for it marked


def test_every_form_of_a_word_is_found() -> None:
    """Porter stemming: "shots", "shooting", "fired" find what "shot" and "fire" do."""
    index = Index(REFERENCE)
    assert index.search("shots")[0].section.number.startswith("7.2.2")
    assert index.search("fired")[0].section.number.startswith("7.2.2")


def test_not_every_word_found_still_ranks_the_sections_holding_most() -> None:
    index = Index(REFERENCE)
    hits = index.search("zzqx stray bullet")
    assert hits and hits[0].section.number == "7.2.2.2"
    assert not any(h.complete for h in hits)  # none holds "zzqx"
    assert index.search("zzqx") == [] and index.search("") == []
    complete = index.search("stray shot")
    assert complete[0].complete and complete[0].section.number == "7.2.2.2"


def test_the_plain_scan_takes_the_synonyms_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "has_fts5", lambda: False)
    index = Index(REFERENCE)
    assert index.search("stray bullet")[0].section.number == "7.2.2.2"
    assert index.search("zzqx stray bullet")[0].section.number == "7.2.2.2"


def test_a_players_synonyms_replace_the_bundled_ones(tmp_path: Path) -> None:
    mine = tmp_path / "synonyms.toml"
    mine.write_text('[synonyms]\nbullet = ["relic"]\nquarrel = ["shot"]\n', encoding="utf-8")
    table = load_synonyms([synonym_files()[0], mine])
    assert table["bullet"] == ("relic",) and table["quarrel"] == ("shot",)
    assert table["armor"] == ("armour",)  # the bundled lines not replaced stay
    index = Index(REFERENCE, table)
    assert index.search("bullet")[0].section.number == "5.7"
    assert index.search("quarrel")[0].section.number.startswith("7.2.2")


@pytest.mark.parametrize(
    ("text", "problem"),
    [('[synonyms]\nbullet = "shot"\n', "'bullet': a word = a list"),
     ('[synonyms]\nbullet = []\n', "'bullet': a word = a list"),
     ('[synonyms]\n"two words" = ["shot"]\n', "'two words'"),
     ('[words]\nbullet = ["shot"]\n', "only a [synonyms] table"),
     ('[synonyms\n', "not valid TOML")],
)  # fmt: skip
def test_a_damaged_synonyms_file_is_named_with_the_word(tmp_path: Path, text: str,
                                                        problem: str) -> None:  # fmt: skip
    path = tmp_path / "synonyms.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=r"synonyms\.toml") as raised:
        load_synonyms([path])
    assert problem in str(raised.value)


def test_a_damaged_players_file_searches_without_synonyms_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from demloc.cli import main

    bad = tmp_path / "synonyms.toml"
    bad.write_text('[synonyms]\nbullet = "shot"\n', encoding="utf-8")
    monkeypatch.setattr(search, "synonym_files", lambda: [bad])
    index = Index(REFERENCE)
    assert "synonyms.toml" in index.problem and index.synonyms == {}
    assert "7.2.2.2" in [h.section.number for h in index.search("stray")[:2]]
    assert main(["rules", "search", "stray", "bullet"]) == 0
    captured = capsys.readouterr()
    assert "without synonyms" in captured.err and "'bullet'" in captured.err
    assert captured.out.startswith("no section holds every word of 'stray bullet'")


def test_the_command_finds_the_books_words(capsys: pytest.CaptureFixture[str]) -> None:
    from demloc.cli import main

    assert main(["rules", "search", "stray", "bullet"]) == 0
    assert capsys.readouterr().out.startswith("7.2.2.2 Hitting fighting characters")
    assert main(["rules", "synonyms"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith("synonyms.toml")
    assert main(["rules", "search", "stary", "bulet"]) == 0  # said as read
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["read 'stary' as stray; 'bulet' as bullet",
                       "7.2.2.2 Hitting fighting characters"]  # fmt: skip


@pytest.mark.parametrize("scan", [False, True])
def test_a_misspelt_word_finds_what_the_word_would(
    monkeypatch: pytest.MonkeyPatch, scan: bool
) -> None:
    """R-143 (review of issue 26 item 13): a word found nowhere is read as the words of
    the reference (or the synonyms) a typing slip away from it, at the table typed
    fast: "bulet" as "bullet" (so "shot"), "stary" as "stray", "firng" as "firing"."""
    if scan:
        monkeypatch.setattr(search, "has_fts5", lambda: False)
    index = Index(REFERENCE)
    assert "7.2.2.2" in [h.section.number for h in index.search("bulet")[:3]]
    assert index.search("stary bulet")[0].section.number == "7.2.2.2"
    assert [h.section.number for h in index.search("firng into a brawl")][:5] == [
        h.section.number for h in index.search("firing into a brawl")
    ][:5]
    assert "bleeding" in index.terms("bleeding bleding")[1] or scan  # the scan finds "bled"
    assert index.terms("stray") == [["stray"]]  # a word the reference holds: as typed
    assert index.slips("stary bulet shot") == {"stary": ["stray"], "bulet": ["bullet"]}
    assert index.search("zzqx") == [] and index.terms("fgt") == [["fgt"]]  # too short


def test_close_words_are_one_slip_away_and_the_nearest_only() -> None:
    vocabulary = ["bullet", "built", "stray", "stay", "poison", "bleeding", "reinforcement"]
    assert search.close_words("bulet", vocabulary) == ["bullet"]
    assert search.close_words("stary", vocabulary) == ["stray"]  # swapped: nearer than "stay"
    assert search.close_words("stey", vocabulary) == ["stay"]
    assert search.close_words("reinforcment", vocabulary) == ["reinforcement"]
    assert search.close_words("reinfrocemnt", vocabulary) == ["reinforcement"]  # two, long
    assert search.close_words("poisonous", vocabulary) == []
    assert search.close_words("ullet", vocabulary) == []  # the first letter is kept
