"""The Guild view's mission history (issue 13, 6.4.1): every mission the guild played,
newest first, written through store/results.py write_results from a finished
mission; the selected one's report (the result, this guild's rewards with why, its
casualties with fate and needs, the titles, the control spot, then the log); a
damaged report is one message naming the mission; a record from before reports were
kept shows its result line only; the report saved as a PDF."""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

import pytest
from guild_plays import MISSION, RIVAL, resolution, resolve, seat

from demloc.catalog.catalog import Catalog
from demloc.missions.resolution.model import CharacterResult, Fate, Resolution
from demloc.store.guilds import find_guild
from demloc.store.schema import MissionRecord
from demloc.store.schema_play import MissionPlay
from demloc.ui.guild import GuildView
from demloc.ui.guild.missions import FATE_WORDS, HEADERS, NO_REPORT
from demloc.ui.resolution.words import possessive
from support.guild_tabs import on

LOG = "turn 1: red's archer shoots\nturn 1: the mission ends (turn limit)"


def played_one(view: GuildView, catalog: Catalog) -> None:
    play_id = seat(view, catalog, ended=True)
    resolve(view, play_id, catalog, log=LOG)
    view.refresh()


def row(view: GuildView, r: int) -> dict[str, str]:
    model = on(view.missions).model
    return {h: model.index(r, c).data() for c, h in enumerate(HEADERS)}


def report(view: GuildView, r: int = 0) -> str:
    on(view.missions).table.selectRow(r)
    return on(view.missions).report.toPlainText()


def add_record(view: GuildView, **fields: object) -> None:
    """A record as another version of the app (or a damaged database) left it."""
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        guild.missions.append(MissionRecord(**{"mode": "standard", "result": "", **fields}))


def a_resolution(view: GuildView, catalog: Catalog) -> Resolution:
    """The First Blood results of guild_plays, as a text a record keeps."""
    play_id = seat(view, catalog, ended=True)
    with view.sessions.begin() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        return resolution(session, play, find_guild(session, view.guild_name), catalog)


def test_a_written_mission_is_in_the_history_with_its_report_6_4_1(
    view: GuildView, catalog: Catalog
) -> None:
    played_one(view, catalog)
    assert view.tabs.tabText(view.tabs.indexOf(view.missions)) == "Missions"
    assert on(view.missions).model.rowCount() == 1
    shown = row(view, 0)
    assert shown["Mission"] == MISSION and shown["Mode"] == "standard"
    assert shown["Result"] == "won (objective reached)"  # the mission's name has its column
    assert shown["Winner"] == f"red ({view.guild_name})"
    assert shown["Who played"] == f"red {view.guild_name}, blue {RIVAL}"
    with view.sessions.begin() as session:
        names = [catalog.card(m.card_id).name for m in find_guild(session, view.guild_name).members]
    text = report(view)
    expected = [
        f"{MISSION} · standard mission · played ",
        f"Result: red ({view.guild_name}) won",
        "How it ended: objective reached",
        f"{possessive(view.guild_name)} rewards (6.4.1):",
        "Fame +3: won First Blood (6.4.1)",
        "Fame +1: 1 mercenary eliminated",
        "Feods +5: the reward (6.4.1)",
        "Blood stones +1: the reward (6.4.1)",
        "Item: a spare weapon carried home",
        "Casualties (6.4.1):",
        f"{names[0]}: seriously injured: out of the game by an attack (injury roll 4); "
        "to be active again: 1 mission out",
        f"{names[1]}: dead: shown in the dormitory, never usable again (6.4.1)",
        f"Came back fine: {names[2]}",
        f"{names[2]}: Blooded",
        "The control spot at stake: The Old Mill: won by red. Its effects: 1 feod a day",
        "The log:",
        "turn 1: red's archer shoots",
        "turn 1: the mission ends (turn limit)",
    ]
    at = [text.find(line) for line in expected]
    assert -1 not in at, [line for line, i in zip(expected, at, strict=True) if i < 0]
    assert at == sorted(at), "the report's parts are in this order, the log last"
    assert "provisional" in text
    assert on(view.missions).pdf_button.isEnabled()


def test_each_guild_reads_its_own_rewards(view: GuildView, catalog: Catalog) -> None:
    played_one(view, catalog)
    view.show_guild(RIVAL)
    assert on(view.missions).model.rowCount() == 1
    assert row(view, 0)["Result"] == "red won (objective reached)"
    text = report(view)
    assert f"{possessive(RIVAL)} rewards (6.4.1):" in text and "Fame +0: lost First Blood" in text
    assert "Feods +5" not in text
    assert "Casualties (6.4.1):\n  none" in text


def test_the_history_is_newest_first_and_old_records_show_their_result_only(
    view: GuildView, catalog: Catalog
) -> None:
    long_ago = datetime.datetime(2025, 3, 1, 20, 15)
    add_record(view, at=long_ago, mode="training", result="The docks: a draw")  # before 0007
    played_one(view, catalog)
    assert [row(view, r)["Mission"] for r in range(2)] == [MISSION, "The docks"]
    old = row(view, 1)
    assert old["When"] == "2025-03-01 20:15" and old["Mode"] == "training"
    assert old["Winner"] == "—" and old["Who played"] == "—" and old["Result"] == "a draw"
    text = report(view, 1)
    assert text.splitlines()[1:] == ["Result: The docks: a draw", "", NO_REPORT]
    assert not on(view.missions).pdf_button.isEnabled()
    assert "No report was kept" in on(view.missions).pdf_button.toolTip()


@pytest.mark.parametrize(
    "damage",
    [
        "{not json",
        "[]",
        '{"format": "demloc-resolution", "version": 1}',
        '{"format": "demloc-resolution", "version": 99}',
    ],
)
def test_a_damaged_report_is_one_message_naming_the_mission(view: GuildView, damage: str) -> None:
    add_record(view, result=f"{MISSION}: won (objective)", mission_id="first-blood",
               report=damage, log="turn 1: something")  # fmt: skip
    view.refresh()
    assert row(view, 0)["Mission"] == MISSION
    text = report(view)
    assert text.count("cannot be read") == 1
    assert f"The report of {MISSION} cannot be read" in text
    assert "Traceback" not in text and "resolution" in text  # the field named
    assert "turn 1: something" in text  # the log is its own, and kept
    assert not on(view.missions).pdf_button.isEnabled()
    assert view.message.text() == ""


def test_a_damaged_players_list_leaves_who_played_to_the_report(
    view: GuildView, catalog: Catalog
) -> None:
    text = a_resolution(view, catalog).to_text()
    add_record(view, result="x", report=text, players="{broken")
    view.refresh()
    assert row(view, 0)["Who played"] == f"red {view.guild_name}, blue {RIVAL}"


@pytest.mark.parametrize("mode", ["standard", "training"])
def test_each_mode_says_what_was_written_6_4(view: GuildView, catalog: Catalog, mode: str) -> None:
    res = dataclasses.replace(a_resolution(view, catalog), mode=mode)
    add_record(view, mode=mode, result="x", report=res.to_text())
    view.refresh()
    text = report(view)
    assert ("nothing was written to the guilds (6.4)" in text) is (mode == "training")
    assert row(view, 0)["Mode"] == mode


@pytest.mark.parametrize("fate", list(Fate))
def test_every_fate_is_said_with_what_he_needs_6_4_1(
    view: GuildView, catalog: Catalog, fate: Fate
) -> None:
    res = a_resolution(view, catalog)
    ours = res.guilds[0]
    one = CharacterResult("A", "card-a", "Ansel", "mercenary", fate, "what befell him",
                          needs="2 days and 10 feods" if fate is Fate.INJURED else "")  # fmt: skip
    res = dataclasses.replace(res, guilds=(dataclasses.replace(ours, characters=(one,)),))
    add_record(view, result="x", report=res.to_text())
    view.refresh()
    text = report(view)
    if fate is Fate.FINE:
        assert "Casualties (6.4.1):\n  none\n  Came back fine: Ansel" in text
    else:
        assert f"  Ansel: {FATE_WORDS[fate]}: what befell him" in text
    assert ("to be active again: 2 days and 10 feods" in text) is (fate is Fate.INJURED)


@pytest.mark.parametrize("winner", ["red", "blue", ""])
def test_the_winner_or_a_draw(view: GuildView, catalog: Catalog, winner: str) -> None:
    res = dataclasses.replace(a_resolution(view, catalog), winner=winner)
    add_record(view, result="x", report=res.to_text(), winner=winner)
    view.refresh()
    names = {"red": view.guild_name, "blue": RIVAL}
    assert row(view, 0)["Winner"] == (f"{winner} ({names[winner]})" if winner else "none (a draw)")
    assert ("Result: no winner" in report(view)) is (winner == "")


def test_no_spot_at_stake_is_said(view: GuildView, catalog: Catalog) -> None:
    res = dataclasses.replace(a_resolution(view, catalog), spot=None)
    add_record(view, result="x", report=res.to_text())
    view.refresh()
    assert "No control spot was at stake." in report(view)


def test_the_report_is_saved_as_a_pdf(view: GuildView, catalog: Catalog, tmp_path: Path) -> None:
    played_one(view, catalog)
    on(view.missions).table.selectRow(0)
    path = tmp_path / "first-blood.pdf"
    assert on(view.missions).save_pdf(path), view.message.text()
    assert path.read_bytes().startswith(b"%PDF")
    assert view.message.text() == f"Wrote the report of {MISSION} to {path}"


def test_a_pdf_that_cannot_be_written_is_said_naming_the_file(
    view: GuildView, catalog: Catalog, tmp_path: Path
) -> None:
    played_one(view, catalog)
    on(view.missions).table.selectRow(0)
    folder = tmp_path / "a-folder.pdf"
    folder.mkdir()  # a folder where the file belongs
    assert not on(view.missions).save_pdf(folder)
    assert view.message.text().startswith("Not written: ")
    assert "a-folder.pdf" in view.message.text()


def test_no_mission_yet_says_so(view: GuildView) -> None:
    assert on(view.missions).model.rowCount() == 0
    assert on(view.missions).empty.isVisibleTo(view.missions)
    assert not on(view.missions).pdf_button.isEnabled()
    assert not on(view.missions).save_pdf(Path("/nonexistent/x.pdf"))
    assert view.message.text() == "Not written: select a mission with a report first"
