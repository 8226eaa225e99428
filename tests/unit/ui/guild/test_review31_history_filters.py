"""Review of issue 31: the Ledger's and the Missions' filters at their edges."""

from __future__ import annotations

import datetime

import pytest
from sqlalchemy import delete, insert

from demloc.store.guilds import find_guild
from demloc.store.schema import LedgerEntry, MissionRecord
from demloc.ui.guild import GuildView
from support.guild_tabs import on

DAY = datetime.datetime(2026, 3, 1, 12, 0)
LAST_DAY = datetime.date(9999, 12, 31)  # a QDateEdit's highest day: a player can pick it


def _reasons(view: GuildView) -> list[str]:
    model = on(view.ledger).model
    return [model.index(r, 1).data() for r in range(model.rowCount())]


@pytest.fixture
def ledger(view: GuildView) -> GuildView:
    """Two missions, one's name the start of the other's, and a line of each."""
    view.refresh()
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        session.execute(delete(LedgerEntry).where(LedgerEntry.guild_id == guild.id))
        session.execute(insert(LedgerEntry), [
            {"guild_id": guild.id, "reason": "Ash: won Ash (6.4.1)", "at": DAY, "fame": 3},
            {"guild_id": guild.id, "reason": "Ash Road: won Ash Road (6.4.1)", "at": DAY,
             "fame": 5},
        ])  # fmt: skip
        guild.fame, guild.feods, guild.blood_stones = 8, 0, 0
        for title in ("Ash", "Ash Road"):
            session.add(MissionRecord(guild_id=guild.id, at=DAY, mode="standard",
                                      result=f"{title}: won (objective reached)"))  # fmt: skip
    view.refresh()
    return view


def test_the_ledger_to_the_last_day_a_date_box_offers(ledger: GuildView) -> None:
    on(ledger.ledger).until.set_day(LAST_DAY)
    assert len(_reasons(ledger)) == 2
    assert ledger.ledger.totals.text().startswith("2 lines")


def test_the_missions_to_the_last_day_a_date_box_offers(ledger: GuildView) -> None:
    on(ledger.missions).until.set_day(LAST_DAY)
    assert ledger.missions.model.rowCount() == 2


def test_the_mission_filter_finds_only_that_missions_lines(ledger: GuildView) -> None:
    """6.4.1: the lines a mission wrote are '{its name}: why'; choosing 'Ash' must not
    add the reward of 'Ash Road' to Ash's totals."""
    on(ledger.ledger).mission.setCurrentText("Ash")
    assert _reasons(ledger) == ["Ash: won Ash (6.4.1)"]
    assert ledger.ledger.totals.text().startswith("1 line · fame +3")
