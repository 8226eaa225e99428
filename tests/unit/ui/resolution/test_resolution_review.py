"""What the review of issue 13 found, played from the screens: a possessed character who
left the board stays in his guild (7.2.3, R-110); the guild's Missions tab keeps every
column in sight at 1024x700 and prints its report with the map when this computer has
the mission's rows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.resolution.model import Fate
from demloc.store.schema import Member
from support import resolution_table as rt

STANDARD = "blood-in-the-gutters"


def _written(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> Any:
    window = rt.window(qtbot, sessions, catalog, tmp_path)
    area = rt.area_of(window)
    tracker = rt.play_from_setup(area, STANDARD, "standard")
    rt.key(tracker, "T")
    blue = rt.fighters_of(tracker, "blue")
    rt.killed_by(tracker, blue[0], "red")
    rt.possessed_and_gone(tracker, blue[1])
    rt.end_by(tracker, "surrender", "blue")
    view = rt.results(tracker, area)
    view.go(view.pages[-1])
    rt.press(view, "write-results")
    assert view.controller.written, view.controller.problem
    return window, view, blue[1]


def test_a_possessed_character_who_left_stays_in_his_guild_7_2_3_R110(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]
) -> None:
    _window, view, gone = _written(qtbot, catalog, tmp_path, sessions)
    resolution = view.controller.resolution
    (c,) = [c for g in resolution.guilds for c in g.characters if c.character == gone]
    assert c.fate is Fate.ESCAPED and "not a death" in c.why and "R-110" in c.why
    assert "set them ready in the dormitory" in c.needs
    assert dict(c.deeds)["missions"] == 1 and dict(c.deeds)["objectives"] == 0
    with sessions() as session:
        member = session.scalar(select(Member).where(Member.card_id == c.card_id))
        assert member is not None and member.status == "escaped"  # a member still


@pytest.fixture
def history(qtbot: QtBot, catalog: Catalog, tmp_path: Path, sessions: sessionmaker[Session]) -> Any:
    window, view, _gone = _written(qtbot, catalog, tmp_path, sessions)
    rt.press(view, "back-to-guilds")
    guild = window.views["guild"]
    guild.show_guild("The Red Lantern")
    guild.tabs.setCurrentWidget(guild.missions)
    QApplication.processEvents()
    guild.missions.table.selectRow(0)
    QApplication.processEvents()
    return guild


def test_the_missions_tab_keeps_every_column_in_sight_at_1024x700(history: Any) -> None:
    table = history.missions.table
    header = table.horizontalHeader()
    used = sum(header.sectionSize(c) for c in range(header.count()))
    assert used <= table.viewport().width() and not table.horizontalScrollBar().isVisible()


def test_the_history_prints_its_report_with_the_map_6_3(
    history: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    given: dict[str, Any] = {}

    def save(path: Path, report: str, log: str, **more: Any) -> None:
        given.update(more, report=report, log=log)

    monkeypatch.setattr("demloc.ui.resolution.report.save_record_report", save)
    assert history.missions.save_pdf(tmp_path / "report.pdf"), history.message.text()
    mission = given["mission"]
    assert mission is not None and mission.state.result == "blue surrendered"
    assert given["ctx"] is not None and given["log"]
