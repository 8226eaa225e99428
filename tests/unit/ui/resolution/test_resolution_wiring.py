"""The resolution's wiring (issue 13, 6.4.1, 6.4): the tracker's Results ▶, writing the
results once (the question first, default No; a second tap, a second screen and a
restart all find them written and pay nothing twice), a refused writing that changes
nothing, a guest's results file that his home computer's import reads, the report, and
the ways on: a new mission with the same players (R-111), or back to the guilds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from readable import cut_widgets
from resolution_steps import (
    STANDARD,
    TRAINING,
    button_of,
    end_by_elimination,
    end_by_surrender,
    press_on,
    results,
    start,
    start_with_guest,
    written,
)
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of, shown_text, state, tap

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.play import Phase
from demloc.missions.setup import Phase as SetupPhase
from demloc.paths import resources_dir
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guild_import import plan_import
from demloc.store.guilds import GuildRuleError, all_guilds
from demloc.store.results import resolution_of
from demloc.store.schema import Guild, LedgerEntry
from demloc.store.schema_play import MissionPlay, MissionResult
from demloc.ui.resolution import ResolutionController, ResolutionView
from demloc.ui.resolution.view import FINAL
from support.shots import save_shot

Wealth = dict[str, tuple[int, int, int]]  # guild name -> (fame, feods, ledger lines)


def _wealth(sessions: sessionmaker[Session]) -> Wealth:
    with sessions() as session:
        return {
            g.name: (g.fame, g.feods, session.scalar(
                select(func.count()).select_from(LedgerEntry).where(LedgerEntry.guild_id == g.id)
            ) or 0)
            for g in all_guilds(session)
        }  # fmt: skip


def _play(sessions: sessionmaker[Session], play_id: int) -> tuple[str, int]:
    """The play's status and how many guilds' results rows it has."""
    with sessions() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        rows = session.scalar(
            select(func.count()).select_from(MissionResult)
            .where(MissionResult.play_uuid == play.uuid)
        )  # fmt: skip
        return play.status, rows or 0


def _to_final(view: ResolutionView) -> None:
    while view.page != FINAL:
        press_on(view, "resolution-next")


def test_results_button_once_the_mission_has_ended_7_3_2_3(make_window: MakeWindow) -> None:
    window = make_window()
    area = area_of(window)
    tracker = start(window, TRAINING, "training")
    assert tracker.abandon_button.text() == "Give up this mission"
    end_by_surrender(tracker)
    assert tracker.abandon_button.text() == "Results ▶"
    tap(tracker, "undo")
    assert tracker.abandon_button.text() == "Give up this mission"
    tap(tracker, "redo")
    play_id = tracker.controller.play_id
    window.close()
    # Restarted: an ended mission not resolved resumes into the tracker, Results ▶ there.
    again = make_window()
    area = area_of(again)
    assert area.currentWidget() is area.tracker
    assert area.tracker.controller.play_id == play_id
    assert state(area.tracker).phase is Phase.ENDED
    view = results(again)
    assert view.controller.play_id == play_id and view.page == 0


def test_6_4_1_written_once_never_paid_twice(
    make_window: MakeWindow, sessions: sessionmaker[Session], catalog: Catalog, qtbot: QtBot
) -> None:
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    end_by_elimination(tracker)
    play_id = tracker.controller.play_id
    before = _wealth(sessions)
    view = results(window)
    resolution = view.controller.resolution
    assert resolution is not None
    _to_final(view)
    press_on(view, "write-results")
    after = _wealth(sessions)
    for g in resolution.guilds:
        fame, feods, lines = before[g.name]
        assert after[g.name][:2] == (fame + g.fame_total, feods + g.feods_total)
        assert after[g.name][2] == lines + len(g.fame) + len(g.feods)  # a line per reason
    assert _play(sessions, play_id) == ("resolved", 2)
    assert written(view) and view.controller.written_at is not None
    # A second tap: the button is gone; the write asked again pays nothing.
    assert not [b for b in view.findChildren(QPushButton, "write-results") if b.isVisible()]
    assert not view.write()
    assert view.controller.write()  # the store finds it written: nothing changes
    assert "written before" in view.controller.said
    assert _wealth(sessions) == after
    # A second screen over the same database shows what was written, never recomputed.
    other = ResolutionView(ResolutionController(sessions, catalog))
    qtbot.addWidget(other)
    other.show()
    other.open(None, play_id)
    assert written(other) and other.controller.problem == ""
    with sessions() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        assert other.controller.resolution == resolution_of(session, play)
    other.go(FINAL)
    assert "results were written into the guilds on" in shown_text(other)
    assert not [b for b in other.findChildren(QPushButton, "write-results") if not b.isHidden()]
    # Written: the tracker no longer offers the mission; a new set-up shows.
    press_on(view, "back-to-guilds")
    area = area_of(window)
    assert area.play.mission is None and area.currentWidget() is area.setup
    assert window.current_view() == "guild"
    window.close()
    again = make_window()  # a restart: the mission resolved is not resumed
    assert area_of(again).currentWidget() is area_of(again).setup
    assert _wealth(sessions) == after


def test_the_question_names_the_changes_and_no_writes_nothing(
    make_window: MakeWindow,
    sessions: sessionmaker[Session],
    monkeypatch: pytest.MonkeyPatch,
    real_question: Callable[..., bool],
) -> None:
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    end_by_elimination(tracker)
    before = _wealth(sessions)
    asked: list[tuple[Any, ...]] = []
    answer = [QMessageBox.StandardButton.No]

    def question(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args)
        return answer[0]

    monkeypatch.setattr("demloc.ui.resolution.view.QMessageBox.question", question)
    monkeypatch.setattr("demloc.ui.resolution.view.ask_to_write", real_question)
    view = results(window)
    resolution = view.controller.resolution
    assert resolution is not None
    _to_final(view)
    press_on(view, "write-results")
    assert len(asked) == 1
    _parent, _title, words, buttons, default = asked[0]
    assert default == QMessageBox.StandardButton.No
    assert buttons == QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    assert words.startswith("Write the results? This cannot be undone from the app: ")
    for g in resolution.guilds:
        assert f"fame +{g.fame_total}, feods +{g.feods_total}" in words and g.name in words
    assert not written(view) and _wealth(sessions) == before
    answer[0] = QMessageBox.StandardButton.Yes
    press_on(view, "write-results")
    assert written(view) and _wealth(sessions) != before


def test_a_refused_writing_is_one_message_and_changes_nothing(
    make_window: MakeWindow, sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    end_by_elimination(tracker)
    play_id = tracker.controller.play_id
    before = _wealth(sessions)
    from demloc.store import guilds

    real = guilds.change_wealth
    seen: list[str] = []

    def refusing(session: Session, guild: Guild, reason: str, **amounts: int) -> Any:
        seen.append(guild.name)
        if len(set(seen)) == 2:  # the second guild: the first is half-written by now
            raise GuildRuleError(f"{guild.name}: a rule refuses it (a test)")
        return real(session, guild, reason, **amounts)

    monkeypatch.setattr("demloc.store.results.change_wealth", refusing)
    view = results(window)
    _to_final(view)
    press_on(view, "write-results")
    assert view.refusal.isVisible()
    assert view.refusal.text().startswith("⚠ the results were not written, nothing changed: ")
    assert "a rule refuses it" in view.refusal.text()
    assert not written(view)
    assert _wealth(sessions) == before and _play(sessions, play_id) == ("ended", 0)
    assert [b for b in view.findChildren(QPushButton, "write-results") if b.isVisible()]
    monkeypatch.setattr("demloc.store.results.change_wealth", real)
    press_on(view, "write-results")  # put right, it writes, once
    assert written(view) and not view.refusal.isVisible()
    assert _play(sessions, play_id) == ("resolved", 2)


def test_r105_a_guests_results_file_is_read_by_his_home_import(
    make_window: MakeWindow,
    sessions: sessionmaker[Session],
    catalog: Catalog,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_computer: Callable[[Path], sessionmaker[Session]],
) -> None:
    home = other_computer(tmp_path / "home.sqlite3")
    with home() as session:
        guest = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        brought = tmp_path / "pale-masks.json"
        brought.write_text(dumps(export_guild(session, guest)), encoding="utf-8")
        home_fame = guest.fame
    window = make_window()
    tracker = start_with_guest(window, brought)
    end_by_elimination(tracker)
    view = results(window)
    resolution = view.controller.resolution
    assert resolution is not None
    result = next(g for g in resolution.guilds if g.source == "file")
    _to_final(view)
    assert "is a guest's guild: its results go home on a file" in shown_text(view)
    saved = tmp_path / "pale-masks-results.json"
    monkeypatch.setattr("demloc.ui.resolution.view.ask_guest_path", lambda *_: saved)
    press_on(view, "save-guest-file")
    assert saved.is_file() and str(saved) in view.said.text()
    assert not cut_widgets(view), cut_widgets(view)
    save_shot(window, "resolution", "standard-6-guest-1024x700.png")
    press_on(view, "write-results")  # the local guild's; the guest's went on his file
    rules = load_guild_rules(resources_dir() / "guild.toml")
    import json

    with home() as session:  # at home: the import reads it and says what it changes
        plan = plan_import(session, json.loads(saved.read_text()), catalog, rules, str(saved))
        assert not plan.new and plan.changes
        saved_data = json.loads(saved.read_text())
        assert saved_data["guild"]["fame"] == home_fame + result.fame_total
        # His history at home keeps the whole record, its log too.
        record = saved_data["missions"][-1]
        assert record["play_uuid"] == resolution.play and record["report"]
        assert record["log"] and record["log"] == view.controller.log_text()
    # A new mission with the same players: the guest again, from his results file.
    press_on(view, "new-mission")
    area = area_of(window)
    assert area.currentWidget() is area.setup
    seated = area.setup.state.players
    assert [(p.name, p.colour, p.guild.source) for p in seated] == [
        (g.name, g.colour, g.source) for g in resolution.guilds
    ]
    assert seated[1].file == str(saved.absolute())
    assert seated[1].guild.fame == home_fame + result.fame_total


def test_r111_a_new_training_mission_with_the_same_players(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    play_id = tracker.controller.play_id
    colours = dict(tracker.names)  # colour -> guild name
    before = _wealth(sessions)
    view = results(window)
    _to_final(view)
    press_on(view, "new-mission")
    assert _play(sessions, play_id) == ("resolved", 0)  # finished, nothing written (6.4)
    assert _wealth(sessions) == before
    area = area_of(window)
    assert area.currentWidget() is area.setup and area.play.mission is None
    setup = area.setup.state
    assert setup.phase is SetupPhase.PLAYERS and not setup.mission  # the mission anew
    assert {p.colour: p.name for p in setup.players} == colours
    window.close()
    again = make_window()
    assert area_of(again).currentWidget() is area_of(again).setup
    assert {p.colour: p.name for p in area_of(again).setup.state.players} == colours


def test_back_to_the_guilds_after_a_training_mission(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    play_id = tracker.controller.play_id
    view = results(window)
    _to_final(view)
    press_on(view, "back-to-guilds")
    assert window.current_view() == "guild"
    assert _play(sessions, play_id) == ("resolved", 0)
    area = area_of(window)
    assert area.currentWidget() is area.setup and not area.setup.state.players


def test_the_standard_ways_on_wait_for_the_writing(make_window: MakeWindow) -> None:
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    end_by_elimination(tracker)
    view = results(window)
    _to_final(view)
    for name in ("new-mission", "back-to-guilds"):
        found = button_of(view, name)
        assert not found.isEnabled()
        assert found.toolTip() == "Write the results first"
    view.new_mission()  # asked another way: refused by name
    assert "write the results first" in view.refusal.text()
    assert area_of(window).currentWidget() is area_of(window).resolution


def test_print_the_report(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    view = results(window)
    _to_final(view)
    pdf = tmp_path / "report.pdf"
    monkeypatch.setattr("demloc.ui.resolution.view.ask_report_path", lambda *_: pdf)
    press_on(view, "print-report")
    QApplication.processEvents()
    assert pdf.read_bytes().startswith(b"%PDF"), view.refusal.text()
    assert str(pdf) in view.said.text()
    blocked = tmp_path / "no-such-folder" / "report.pdf"
    monkeypatch.setattr("demloc.ui.resolution.view.ask_report_path", lambda *_: blocked)
    press_on(view, "print-report")
    assert view.refusal.isVisible() and "the report was not saved" in view.refusal.text()


def test_r113_an_ended_mission_with_a_damaged_log_is_never_resolved(
    make_window: MakeWindow, sessions: sessionmaker[Session]
) -> None:
    window = make_window()
    area = area_of(window)
    tracker = start(window, TRAINING, "training")
    end_by_surrender(tracker)
    play_id = tracker.controller.play_id
    tracker.controller.problem = "event 9 cannot be replayed (a test)"
    tracker.refresh()
    assert tracker.abandon_button.text() == "Give up this mission"
    tap(tracker, "abandon")
    assert area.currentWidget() is area.setup and tracker.controller.mission is None
    assert _play(sessions, play_id) == ("abandoned", 0)


def test_r111_a_guest_without_his_results_file_is_not_seated_again(
    make_window: MakeWindow,
    tmp_path: Path,
    other_computer: Callable[[Path], sessionmaker[Session]],
) -> None:
    home = other_computer(tmp_path / "home.sqlite3")
    with home() as session:
        guest = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        brought = tmp_path / "pale-masks.json"
        brought.write_text(dumps(export_guild(session, guest)), encoding="utf-8")
    window = make_window()
    tracker = start_with_guest(window, brought)
    end_by_surrender(tracker)
    view = results(window)
    _to_final(view)
    press_on(view, "write-results")
    press_on(view, "new-mission")  # his results file not saved: he is left off, by name
    setup = area_of(window).setup
    assert [p.name for p in setup.state.players] == ["The Red Lantern"]
    assert "The Pale Masks: save its results file, then bring it (R-111)" in (
        setup.controller.error
    )


def test_enter_presses_the_button_the_keyboard_is_on(make_window: MakeWindow) -> None:
    """Tab to "Write the results into the guilds", Enter: written (found in review)."""
    window = make_window()
    tracker = start(window, STANDARD, "standard")
    end_by_elimination(tracker)
    view = results(window)
    _to_final(view)
    button = next(b for b in view.findChildren(QPushButton, "write-results") if b.isVisible())
    button.setFocus()
    QApplication.processEvents()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(button, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert view.controller.written
