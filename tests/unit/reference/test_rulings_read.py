"""RULINGS.md read into rulings (issue 15: each ruling a section cites is linked and
shown in the reference)."""

from __future__ import annotations

from pathlib import Path

from demloc.reference.rulings import load_rulings, parse_rulings
from demloc.reference.text import load_reference


def test_every_ruling_the_reference_cites_is_in_rulings_md() -> None:
    rulings = load_rulings()
    assert len(rulings) >= 100
    cited = {number for section in load_reference().sections for number in section.rulings}
    assert cited and cited <= set(rulings), sorted(cited - set(rulings))


def test_a_ruling_is_its_heading_and_its_text_to_the_next_heading() -> None:
    text = (
        "# Rulings\n\nintro\n\n## R-1 · 4, 6.2 · How is it split?\n\n**Ruling.** So.\n\n"
        "## R-2 · 7 · Who goes first?\n\nThe first.\n## Not a ruling\nignored\n"
    )
    rulings = parse_rulings(text)
    assert list(rulings) == ["R-1", "R-2"]
    assert rulings["R-1"].sections == "4, 6.2" and rulings["R-1"].question == "How is it split?"
    assert rulings["R-1"].text == "**Ruling.** So."
    assert rulings["R-2"].text == "The first."


def test_a_missing_or_huge_rulings_file_gives_none(tmp_path: Path) -> None:
    assert load_rulings(tmp_path / "RULINGS.md") == {}
    huge = tmp_path / "huge.md"
    huge.write_bytes(b"x" * (3 * 1024 * 1024))
    assert load_rulings(huge) == {}
