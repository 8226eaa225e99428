"""The printable mission report (issue 13; 6.4.1 "Resolution phase", 6.3 the guild box
and the app agree; RULINGS.md R-114): a PDF for a standard and a training mission, each
section's text, the map at the end or "map not kept", the whole log wrapped and
paginated with nothing cut, an unwritable path, a damaged record. The pages are drawn
to pictures by the same code (render_pages), saved where DEMLOC_SHOTS says (support/shots.py)."""

from __future__ import annotations

import dataclasses
import datetime
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from demloc.catalog.catalog import Catalog
from demloc.missions.play import Mission
from demloc.missions.resolution.model import Fate, Line, Resolution
from demloc.missions.resolution.resolve import resolve
from demloc.ui.resolution.report import (
    PAGE_MM,
    layout,
    render_pages,
    save_record_report,
    save_report,
    text_mm,
    wrap,
    write_report,
)
from demloc.ui.resolution.report_rows import (
    GUILD_BOX,
    NO_MAP,
    PROVISIONAL,
    TRAINING,
    ReportError,
    Style,
    board_key,
    report_lines,
    report_rows,
)
from support.report_support import full, long_log, random_mission
from support.shots import save_shot

DAY = datetime.date(2026, 12, 1)


def _pdf_pages(path: Path) -> int:
    """The pages in a PDF that Qt wrote: its page objects (`/Type /Page`, not /Pages)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def _shoot(name: str, resolution: Resolution, log: list[str], mission: Mission | None) -> None:
    for number, image in enumerate(
        render_pages(resolution, log=log, mission=mission, when=DAY, dpi=110), 1
    ):
        save_shot(image, "shots13r", f"{name}-{number}.png")


@pytest.fixture
def standard(qapp: QApplication) -> tuple[Mission, Resolution]:
    mission = random_mission()
    return mission, full(resolve(mission, "play-1", entered={"A": 4}))


def test_standard_report_has_every_section_6_4_1(standard: tuple[Mission, Resolution]) -> None:
    mission, resolution = standard
    text = "\n".join(report_lines(resolution, mission.state.log, when=DAY, has_map=True))
    for expected in (
        "Mission report: Test Mission",
        "Standard mission · 2026-12-01",
        "The players",
        "Owls (red): a guest: brought on a guild file",
        "Hands (blue): a guild of this computer",
        "Winner: Hands (blue)",
        "How: elimination: only blue stands (7.3.2.3)",
        "The story: A test.",
        "+10 fame  won the mission (6.4.1)",
        "+5 feods  won the mission (6.4.1)",
        "-1 blood stones  a possessed character's seal broke (7.2.3)",
        "1 item  item carried home: the Lantern Key (R-100)",
        "Total: +17 fame, +6 feods, 1 item",
        "Total: +2 fame, +0 feods, -1 blood stones, 0 items",
        "A (mercenary): seriously injured\nout of the game (taken out by damage)",
        "needs: 1 mission out, 5 feods",
        "Brannoc the Lame (mercenary): dead\npoisoned to death (6.4.1)",
        "needs: stays in the dormitory, never usable again",
        "Cissa (mercenary): escaped\npossessed, left the board (7.2.3)",
        "E (mercenary): fine\non the board at the end (6.4.1)",
        "deeds this mission: kills 1, missions 1, objectives 1",
        "title earned: Bloodied",
        "Injury rolls (d10, R-99): A 4",
        "The Drowned Lantern: lost by Owls to Hands (6.4.1)",
        "held before: Owls",
        "held now: Hands",
        "what it gives: tavern",
        PROVISIONAL,
        f"The log ({len(mission.state.log)} lines)",
        f"1  {mission.state.log[0]}",
    ):
        assert expected in text, expected
    assert NO_MAP not in text and TRAINING not in text and GUILD_BOX in text


def test_every_fate_is_named_in_the_report_6_4_1(standard: tuple[Mission, Resolution]) -> None:
    _mission, resolution = standard
    red, blue = resolution.guilds
    for fate, word in ((Fate.FINE, "fine"), (Fate.INJURED, "seriously injured"),
                       (Fate.DEAD, "dead"), (Fate.ESCAPED, "escaped")):  # fmt: skip
        one = dataclasses.replace(red.characters[0], fate=fate, name="Vell")
        changed = dataclasses.replace(
            resolution, guilds=(dataclasses.replace(red, characters=(one,)), blue)
        )
        assert f"Vell (mercenary): {word}\n" in "\n".join(report_lines(changed, []))


def test_standard_report_pdf_with_the_map_and_a_long_log(
    standard: tuple[Mission, Resolution], tmp_path: Path
) -> None:
    mission, resolution = standard
    log = long_log(mission.state.log)
    path = tmp_path / "report.pdf"
    pages = write_report(path, resolution, log=log, mission=mission, when=DAY)
    assert pages > 1
    assert _pdf_pages(path) == pages
    laid = layout(report_rows(resolution, log, when=DAY, has_map=True), mission_rect(mission))
    assert len(laid) == pages and laid[0].map_rect is not None
    assert all(page.map_rect is None for page in laid[1:])
    _shoot("standard", resolution, log, mission)


def mission_rect(mission: Mission):  # type: ignore[no-untyped-def]
    from demloc.ui.resolution.report import final_board

    with final_board(mission, None) as scene:
        assert scene is not None
        return scene.sceneRect()


def test_the_whole_log_is_printed_wrapped_nothing_cut(standard: tuple[Mission, Resolution]) -> None:
    mission, resolution = standard
    log = long_log(mission.state.log)
    pages = layout(report_rows(resolution, log, has_map=False))
    width = PAGE_MM[0]
    placed = [p for page in pages for p in page.placed if p.style is Style.LOG]
    printed = "".join(p.text for p in placed).replace(" ", "")
    assert printed.replace("nologkept", "") == "".join(log).replace(" ", "")
    numbers = [p.lead for p in placed if p.lead]
    assert numbers == [str(n) for n in range(1, len(log) + 1)]
    # Both long lines take several lines, each within the page's right margin.
    assert sum(1 for p in placed if p.text.startswith("W")) >= 3
    assert sum(1 for p in placed if "very long line" in p.text) >= 2
    for page in pages:
        for p in page.placed:
            assert 0 < p.x < width - 15 and 15 <= p.y < PAGE_MM[1] - 15, p
            assert p.x + text_mm(p.text, p.style) <= width - 15, p
    assert [page.number for page in pages] == list(range(1, len(pages) + 1))


def test_a_log_line_with_breaks_is_printed_on_lines_of_its_own(qapp: QApplication) -> None:
    assert wrap("first\tpart\nsecond part", 180, Style.LOG) == ["first part", "second part"]
    assert wrap("", 180, Style.LOG) == [""]


def test_an_amount_never_runs_into_its_reason(standard: tuple[Mission, Resolution]) -> None:
    _mission, resolution = standard
    red, blue = resolution.guilds
    wide = dataclasses.replace(red, blood_stones=(Line(-1000, "a wide amount (7.2.3)"),))
    rows = report_rows(dataclasses.replace(resolution, guilds=(wide, blue)), [])
    placed = [p for page in layout(rows) for p in page.placed if p.lead]
    assert any(p.lead == "-1000 blood stones" for p in placed)
    two = dataclasses.replace(blue, items=(Line(2, "two Lantern Keys (R-100)"),))
    lines = report_lines(dataclasses.replace(resolution, guilds=(red, two)), [])
    assert "2 items  item carried home: two Lantern Keys (R-100)" in lines
    assert "Total: +17 fame, +6 feods, 2 items" in lines
    for p in placed:
        assert p.x - p.lead_mm + text_mm(p.lead, p.style) < p.x, p


def test_training_report_says_nothing_was_written_6_4_R114(
    qapp: QApplication, tmp_path: Path
) -> None:
    mission = random_mission(training=True)
    resolution = resolve(mission, "play-2")
    assert not resolution.writes and resolution.guilds[1].fame_total > 0
    text = "\n".join(report_lines(resolution, mission.state.log, when=DAY, has_map=True))
    assert "Training mission · 2026-12-01" in text and TRAINING in text
    assert "Training mission: no control spot is at stake (6.4)." in text
    # Neither rewards nor fates: a training mission changes no guild.
    assert "Rewards:" not in text and "Casualties:" not in text and "fame  " not in text
    assert "Winner: Hands (blue)" in text and "The log (" in text and GUILD_BOX not in text
    path = tmp_path / "training.pdf"
    pages = write_report(path, resolution, log=long_log(mission.state.log), mission=mission)
    assert pages > 1 and _pdf_pages(path) == pages
    _shoot("training", resolution, long_log(mission.state.log, 60), mission)


def test_no_mission_means_map_not_kept(
    standard: tuple[Mission, Resolution], tmp_path: Path
) -> None:
    mission, resolution = standard
    text = report_lines(resolution, mission.state.log)
    assert NO_MAP in text
    pages = layout(report_rows(resolution, mission.state.log, has_map=False))
    assert all(page.map_rect is None for page in pages)
    path = tmp_path / "nomap.pdf"
    save_report(path, resolution, log=mission.state.log)
    assert _pdf_pages(path) == len(pages)


def test_no_winner_no_spot_no_log_and_not_provisional(
    standard: tuple[Mission, Resolution],
) -> None:
    _mission, resolution = standard
    draw = dataclasses.replace(resolution, winner="", spot=None, provisional=False,
                               reason="turn limit: no one reached the objective, a draw "
                                      "(7.3.2.3, R-96)")  # fmt: skip
    text = report_lines(draw, [])
    assert "No winner" in text and "None was at stake in this mission." in text
    assert "The log (0 lines)" in text and "no log kept" in text
    assert PROVISIONAL not in text
    one = report_lines(draw, ["mission over"])
    assert "The log (1 line)" in one and "1  mission over" in one


def test_an_unwritable_path_raises_oserror_naming_it(
    standard: tuple[Mission, Resolution], tmp_path: Path
) -> None:
    _mission, resolution = standard
    for path in (tmp_path / "no-such-folder" / "report.pdf", tmp_path):
        with pytest.raises(OSError, match=re.escape(str(path))):
            save_report(path, resolution, log=[])


def test_a_record_report_from_the_history(
    standard: tuple[Mission, Resolution], tmp_path: Path
) -> None:
    mission, resolution = standard
    path = tmp_path / "record.pdf"
    save_record_report(path, resolution.to_text(), "\n".join(mission.state.log), when=DAY)
    assert _pdf_pages(path) == len(layout(report_rows(resolution, mission.state.log)))
    # A record's time of play gives the report its day.
    at = datetime.datetime(2026, 11, 30, 21, 15)
    assert "Standard mission · 2026-11-30 · " in report_lines(resolution, [], when=at)[1]
    # With the mission, its map is drawn as from the tracker.
    save_record_report(path, resolution.to_text(), "\n".join(mission.state.log), mission)
    assert path.read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("", "keeps no report"),
        ("not json", "not JSON"),
        ('{"format": "demloc-resolution", "version": 1}', "resolution.mode"),
    ],
)
def test_a_damaged_record_raises_report_error_naming_the_field(
    qapp: QApplication, tmp_path: Path, text: str, named: str
) -> None:
    path = tmp_path / "damaged.pdf"
    with pytest.raises(ReportError, match=named):
        save_record_report(path, text, "")
    assert not path.exists()


def test_a_damaged_field_deep_in_the_record_is_named(
    standard: tuple[Mission, Resolution], tmp_path: Path
) -> None:
    _mission, resolution = standard
    damaged = resolution.to_text().replace('"fate":"dead"', '"fate":"asleep"')
    with pytest.raises(ReportError, match=r"resolution\.guilds\[0\]\.characters\[1\]\.fate"):
        save_record_report(tmp_path / "d.pdf", damaged, "")


def test_a_tracker_played_mission_report_with_its_real_map(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    """Retrieve the Relic set up and ended from the tracker's screens (standard, a spot at
    stake): the map drawn is the library mission's, at the end."""
    from support.report_support import tracker_mission

    mission, play = tracker_mission(qtbot, catalog, tmp_path)
    from demloc.city.model import load_city

    resolution = resolve(mission, play, city=load_city())
    assert resolution.writes and resolution.spot is not None
    path = tmp_path / "relic.pdf"
    pages = write_report(path, resolution, log=mission.state.log, mission=mission, when=DAY)
    assert _pdf_pages(path) == pages >= 1
    on_board = board_key(mission.state.board_map)
    text = report_lines(resolution, mission.state.log, has_map=True, on_board=on_board)
    assert any(line.startswith(f"{resolution.spot.name}: ") for line in text)
    # The map's key names every miniature left on the board, with his square.
    (key,) = [line for line in text if line.startswith("On the board at the end: ")]
    for miniature in mission.state.board_map.characters:
        assert f"{miniature.label} on {miniature.at.name}" in key
    # The injury rolls name the characters, not their ids in the mission.
    rolls = [line for line in text if line.startswith("Injury rolls")]
    names = {c.character: c.name for g in resolution.guilds for c in g.characters}
    for who, face in resolution.rolls:
        assert f"{names[who]} {face}" in rolls[0]
    _shoot("relic", resolution, list(mission.state.log), mission)
