"""A clock ten years ahead, then put right (issue 27 item 10; 6.2 income, R-165, R-166):
one collect pays at most 30 days of periods, and once the clock is back the spot pays
again a period after the next collect, not in 2036. On SQLite and PostgreSQL (conftest)
and through `demloc city collect` on a database file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy.orm import Session
from test_city_store import DAY, HOUR, QUIET, T0, done, lines, undo, wealth

from demloc.catalog.catalog import Catalog
from demloc.city.clock import stamp
from demloc.cli import main
from demloc.guild.rules import GuildRules
from demloc.store import city as c
from demloc.store.database import open_database
from demloc.store.schema import Guild
from demloc.store.schema_city import CityClock
from demloc.store.starter import active_guild, load_starter_content

MARKET = "salt-market"  # 15 feods every 24 h
YEARS_10 = 3652 * DAY  # 2026-03-01 to 2036-03-01: 3,652 periods, 54,780 feods


def test_ten_years_ahead_pays_30_days_then_back_pays_again_a_day_later(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    c.hold(session, MARKET, guild, T0)
    session.refresh(guild)
    start = wealth(guild)
    [ahead] = c.collect(session, guild, QUIET, T0 + YEARS_10)  # the clock ten years ahead
    assert ahead.paid == (0, 30 * 15, 0)  # R-165, not 54,780
    assert (
        "30 × 24 h held (6.2); 3622 older lapsed uncollected (R-165)" in lines(session, guild)[-1]
    )
    back = T0 + 5 * HOUR  # the clock put right
    [reset], undo_reset = done(session, guild, lambda: c.collect(session, guild, QUIET, back))
    # nothing paid, anchor now
    assert reset.paid == (0, 0, 0) and reset.through == back
    assert c.income_due(session, guild, QUIET, back)[0].next_at == back + DAY  # not 2036
    assert c.collect(session, guild, QUIET, back + DAY - HOUR) == []
    [day], undo_day = done(session, guild, lambda: c.collect(session, guild, QUIET, back + DAY))
    assert day.paid == (0, 15, 0)
    assert wealth(guild) == (start[0], start[1] + 450 + 15, start[2])
    # The reset is undone like any collect: the anchor back in 2036, nothing paid.
    undo(session, undo_day, back + DAY, catalog, rules)
    undo(session, undo_reset, back + DAY, catalog, rules)
    assert c.income_due(session, guild, QUIET, back)[0].reset


def test_the_cli_says_the_clock_was_put_back_and_pays_again_r_166(
    tmp_path: Path, catalog: Catalog, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "clock.sqlite3"
    sessions = open_database(str(db))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        guild = active_guild(session)
        assert guild is not None
        c.hold(session, MARKET, guild, T0)
        # Income only: ten years of the city's random events (R-124, a seed of its own)
        # could take the spot; the guild's days of events are left unstarted.
        session.delete(session.get_one(CityClock, guild.id))
    sessions.kw["bind"].dispose()

    def collect(now: str) -> dict[str, object]:
        assert main(["--db", str(db), "city", "collect", "--json", "--now", now]) == 0
        answer: dict[str, object] = json.loads(capsys.readouterr().out)
        return answer

    assert [m["feods"] for m in collect(stamp(T0 + YEARS_10))["collected"]] == [450]  # type: ignore[union-attr, index]
    back = collect(stamp(T0 + 5 * HOUR))
    assert back["collected"] == [  # type: ignore[comparison-overlap]
        {"spot": MARKET, "through": stamp(T0 + 5 * HOUR), "why": MARKET,
         "fame": 0, "feods": 0, "blood_stones": 0}
    ]  # fmt: skip
    assert back["next_at"] == stamp(T0 + 5 * HOUR + DAY)
    assert main(["--db", str(db), "city", "collect", "--now", stamp(T0 + 5 * HOUR + DAY)]) == 0
    assert "15 feods" in capsys.readouterr().out


def test_the_cli_status_says_to_collect_after_a_clock_put_back_r_166(
    tmp_path: Path, catalog: Catalog, capsys: pytest.CaptureFixture[str]
) -> None:
    """`demloc city status` with the last collection far ahead (review of issue 27 item
    10): the spot pays nothing until a collect resets it (R-166), so the status says so
    instead of a first period that ends a day after every look (a sliding countdown)."""
    db = tmp_path / "clock.sqlite3"
    sessions = open_database(str(db))
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        guild = active_guild(session)
        assert guild is not None
        c.hold(session, MARKET, guild, T0 + YEARS_10)  # bought with the clock ten years ahead
        session.delete(session.get_one(CityClock, guild.id))
    sessions.kw["bind"].dispose()
    assert main(["--db", str(db), "city", "status", "--now", stamp(T0)]) == 0
    shown = capsys.readouterr().out
    assert "clock was put back" in shown and "R-166" in shown
    assert "the first period ends" not in shown
