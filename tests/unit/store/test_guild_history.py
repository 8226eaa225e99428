"""A guild's history in pages (issue 31, store/guild_history.py), on both engines: the
ledger lines a filter finds (reason text, kind, days, a mission), newest first, a page
at a time, totalled by the database; the lines written since a page was read; the
mission records without their report, and one record's report; a damaged value said
naming its table, row and column."""

from __future__ import annotations

import dataclasses
import datetime
import json

import pytest
from sqlalchemy import delete, text
from sqlalchemy.orm import Session

from demloc.missions.resolution.model import GuildResult, Resolution
from demloc.store import guild_history as h
from demloc.store.guild_history import DamagedValueError, Kind, LedgerFilter, MissionFilter
from demloc.store.schema import Guild, LedgerEntry, MissionRecord

DAY = datetime.datetime(2026, 3, 1)


def _fresh(session: Session, guild: Guild) -> None:
    """The guild with no ledger line (its creation wrote its purse)."""
    session.execute(delete(LedgerEntry).where(LedgerEntry.guild_id == guild.id))
    session.expire(guild)


def _line(session: Session, guild: Guild, reason: str, at: datetime.datetime = DAY,
          fame: int = 0, feods: int = 0, blood_stones: int = 0) -> int:  # fmt: skip
    entry = LedgerEntry(guild_id=guild.id, at=at, reason=reason, fame=fame, feods=feods,
                        blood_stones=blood_stones)  # fmt: skip
    session.add(entry)
    session.flush()
    return entry.id


def _reasons(session: Session, guild: Guild, wanted: LedgerFilter) -> list[str]:
    return [line.reason for line in h.ledger_page(session, guild.id, wanted, limit=1000)]


def test_each_kind_finds_the_lines_that_change_its_purse(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    _line(session, guild, "fame only", fame=2)
    _line(session, guild, "feods only", feods=-5)
    _line(session, guild, "stones only", blood_stones=1)
    _line(session, guild, "all three", fame=1, feods=3, blood_stones=-1)
    _line(session, guild, "nothing")
    assert _reasons(session, guild, LedgerFilter(kind=Kind.FAME)) == ["all three", "fame only"]
    assert _reasons(session, guild, LedgerFilter(kind=Kind.FEODS)) == ["all three", "feods only"]
    stones = LedgerFilter(kind=Kind.BLOOD_STONES)
    assert _reasons(session, guild, stones) == ["all three", "stones only"]
    assert _reasons(session, guild, LedgerFilter()) == [
        "nothing", "all three", "stones only", "feods only", "fame only",
    ]  # fmt: skip


def test_a_day_range_holds_its_first_and_last_day_whole(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    _line(session, guild, "the day before, last moment", DAY - datetime.timedelta(microseconds=1))
    _line(session, guild, "first moment", DAY)
    _line(session, guild, "last moment", DAY + datetime.timedelta(hours=23, minutes=59, seconds=59))
    _line(session, guild, "the day after", DAY + datetime.timedelta(days=1))
    one_day = LedgerFilter(since=DAY.date(), until=DAY.date())
    assert _reasons(session, guild, one_day) == ["last moment", "first moment"]
    since = LedgerFilter(since=DAY.date())
    assert _reasons(session, guild, since) == ["the day after", "last moment", "first moment"]
    until = LedgerFilter(until=DAY.date())
    assert _reasons(session, guild, until) == [
        "last moment", "first moment", "the day before, last moment",
    ]  # fmt: skip


def test_the_text_and_the_mission_are_found_in_the_reason_case_ignored(
    session: Session, guild: Guild
) -> None:
    _fresh(session, guild)
    _line(session, guild, "First Blood: won First Blood (6.4.1)", fame=3)
    _line(session, guild, "Burn the Stores: the reward (6.4.1)", feods=5)
    _line(session, guild, "Armory: Parish Buckler", feods=-4)
    _line(session, guild, "ÉCOLE des armes: 50% off_", feods=-1)
    assert _reasons(session, guild, LedgerFilter(mission="First Blood")) == [
        "First Blood: won First Blood (6.4.1)"
    ]
    assert _reasons(session, guild, LedgerFilter(text="armory")) == ["Armory: Parish Buckler"]
    assert _reasons(session, guild, LedgerFilter(text="école")) == ["ÉCOLE des armes: 50% off_"]
    # LIKE's own characters are the player's text, not patterns.
    assert _reasons(session, guild, LedgerFilter(text="50%")) == ["ÉCOLE des armes: 50% off_"]
    assert _reasons(session, guild, LedgerFilter(text="s_o")) == []
    both = LedgerFilter(text="reward", mission="Burn the Stores", kind=Kind.FEODS)
    assert _reasons(session, guild, both) == ["Burn the Stores: the reward (6.4.1)"]


def test_a_mission_finds_the_lines_it_wrote_and_no_other(session: Session, guild: Guild) -> None:
    """6.4.1: a mission's lines are "{its name}: why" (store/results.py); a name that
    starts another's, holds LIKE's characters or stands later in a reason finds only
    its own lines, on both engines."""
    _fresh(session, guild)
    _line(session, guild, "Ash: won Ash (6.4.1)", fame=3)
    _line(session, guild, "Ash Road: won Ash Road (6.4.1)", fame=5)
    _line(session, guild, "Armory: sold the Ash: relic", feods=2)
    _line(session, guild, "100%_sure: won (6.4.1)", fame=1)
    _line(session, guild, "100xxsure: won (6.4.1)", fame=1)
    _line(session, guild, "ash: lower case, another name", fame=1)
    assert _reasons(session, guild, LedgerFilter(mission="Ash")) == ["Ash: won Ash (6.4.1)"]
    assert _reasons(session, guild, LedgerFilter(mission="100%_sure")) == ["100%_sure: won (6.4.1)"]
    assert h.ledger_totals(session, guild.id, LedgerFilter(mission="Ash")).fame == 3


def test_the_last_day_a_date_can_name_ends_no_range(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    _line(session, guild, "far", datetime.datetime(9999, 12, 31, 23, 59))
    _line(session, guild, "now", DAY)
    last = datetime.date.max
    assert _reasons(session, guild, LedgerFilter(until=last)) == ["now", "far"]
    assert _reasons(session, guild, LedgerFilter(since=last, until=last)) == ["far"]
    _record(session, guild, at=DAY)
    assert h.mission_count(session, guild.id, MissionFilter(until=last)) == h.mission_count(
        session, guild.id
    )


def test_pages_go_on_from_the_last_line_shown_newest_first(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    ids = [_line(session, guild, f"line {i}", feods=1) for i in range(450)]
    first = h.ledger_page(session, guild.id)
    assert len(first) == h.PAGE == 200 and [x.id for x in first] == ids[::-1][:200]
    second = h.ledger_page(session, guild.id, before=first[-1].id)
    third = h.ledger_page(session, guild.id, before=second[-1].id)
    assert [x.id for x in first + second + third] == ids[::-1]
    assert len(third) == 50 and h.ledger_page(session, guild.id, before=third[-1].id) == []
    assert h.ledger_page(session, guild.id, offset=440, limit=20)[-1].id == ids[0]
    assert first[0] == h.LedgerLine(ids[-1], DAY, "line 449", 0, 1, 0)  # plain, frozen
    with pytest.raises(dataclasses.FrozenInstanceError):
        first[0].reason = "x"  # type: ignore[misc]


def test_the_totals_are_what_the_filter_finds(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    _line(session, guild, "upkeep", feods=-3)
    _line(session, guild, "upkeep", feods=-4, fame=-1)
    _line(session, guild, "a win", fame=5, feods=10, blood_stones=2)
    assert h.ledger_totals(session, guild.id) == h.Totals(3, 4, 3, 2)
    assert h.ledger_totals(session, guild.id, LedgerFilter(text="upkeep")) == h.Totals(2, -1, -7, 0)
    assert h.ledger_totals(session, guild.id, LedgerFilter(kind=Kind.FAME)) == h.Totals(2, 4, 6, 2)
    assert h.ledger_totals(session, guild.id, LedgerFilter(text="none")) == h.Totals()


def test_the_lines_written_since_and_a_ledger_replaced(session: Session, guild: Guild) -> None:
    _fresh(session, guild)
    old = _line(session, guild, "old", feods=1)
    assert h.ledger_newest(session, guild.id) == old
    assert h.ledger_newer(session, guild.id, LedgerFilter(), old) == ([], old)
    a = _line(session, guild, "bought a sword", feods=-2)
    b = _line(session, guild, "won a fight", fame=1)
    found = h.ledger_newer(session, guild.id, LedgerFilter(kind=Kind.FEODS), old)
    assert found is not None and [x.reason for x in found[0]] == ["bought a sword"]
    assert found[1] == b > a  # the next call goes on from the newest, whatever it shows
    assert h.ledger_newer(session, guild.id, LedgerFilter(), old, limit=1) is None  # too many
    session.execute(delete(LedgerEntry).where(LedgerEntry.id == old))  # an import replaced it
    assert h.ledger_newer(session, guild.id, LedgerFilter(), old) is None


def _record(session: Session, guild: Guild, **fields: object) -> int:
    record = MissionRecord(guild_id=guild.id, **{"mode": "standard", "result": "", "at": DAY,
                                                 **fields})  # fmt: skip
    session.add(record)
    session.flush()
    return record.id


PLAYERS = json.dumps([{"colour": "red", "guild": "", "name": "The Grey Hands"},
                      {"colour": "blue", "guild": "", "name": "The Knives"}])  # fmt: skip


def test_mission_records_are_listed_light_and_read_one_at_a_time(
    session: Session, guild: Guild
) -> None:
    old = _record(session, guild, mode="training", result="The docks: a draw",
                  at=DAY - datetime.timedelta(days=30))  # fmt: skip
    won = _record(session, guild, result="Night: The Mill: red won (objective reached)",
                  mission_id="the-mill", winner="red", players=PLAYERS, report="{}",
                  log="turn 1: x")  # fmt: skip
    rows = h.mission_page(session, guild.id)
    assert [r.id for r in rows] == [won, old]
    assert rows[0].title == "Night: The Mill"  # a name with ": " in it
    assert rows[0].players == (("red", "The Grey Hands"), ("blue", "The Knives"))
    assert rows[0].has_report and not rows[1].has_report
    assert rows[1].title == "The docks" and rows[1].mode == "training"
    assert not hasattr(rows[0], "report")  # the list holds no report
    kept = h.mission_report(session, guild.id, won)
    assert kept == h.MissionReport(won, "{}", "turn 1: x")
    assert h.mission_report(session, guild.id + 1000, won) is None  # another guild's: none
    assert h.mission_state(session, guild.id) == (2, won)
    assert h.mission_names(session, guild.id) == ["Night: The Mill", "The docks"]
    assert [r.id for r in h.mission_page(session, guild.id, MissionFilter(mode="training"))] == [
        old
    ]
    assert [r.id for r in h.mission_page(session, guild.id, MissionFilter(text="MILL"))] == [won]
    assert [r.id for r in h.mission_page(session, guild.id, MissionFilter(text="the-mill"))] == [
        won
    ]
    since = MissionFilter(since=DAY.date(), until=DAY.date())
    assert [r.id for r in h.mission_page(session, guild.id, since)] == [won]
    assert h.mission_count(session, guild.id, MissionFilter(text="docks")) == 1
    assert [r.id for r in h.mission_page(session, guild.id, before=won)] == [old]


def test_who_played_comes_from_the_report_when_the_list_cannot_be_read(
    session: Session, guild: Guild
) -> None:
    ours = GuildResult(colour="red", guild="", name="The Grey Hands", source="local")
    theirs = dataclasses.replace(ours, colour="blue", name="The Knives")
    report = Resolution(play="p", mission="m", title="T", story="", mode="standard",
                        winner="red", reason="objective", guilds=(ours, theirs)).to_text()  # fmt: skip
    _record(session, guild, result="T: won (objective)", report=report, players="{broken")
    (row,) = h.mission_page(session, guild.id)
    assert row.players == (("red", "The Grey Hands"), ("blue", "The Knives"))


DAMAGES = [
    ("ledger_entry", "at", "'yesterday'", "at is not a date and time"),
    ("ledger_entry", "fame", "x'00ff'", "fame is not a whole number"),
    ("ledger_entry", "reason", "x'6869'", "reason is not text"),  # a blob
]


@pytest.mark.parametrize(("table", "column", "value", "said"), DAMAGES)
def test_a_damaged_ledger_value_is_said_naming_table_row_and_column(
    session: Session, guild: Guild, table: str, column: str, value: str, said: str
) -> None:
    if session.get_bind().dialect.name != "sqlite":
        pytest.skip("PostgreSQL keeps every value to its column's type")
    _fresh(session, guild)
    good = _line(session, guild, "good", feods=1)
    bad = _line(session, guild, "bad", feods=1)
    session.execute(text(f"UPDATE {table} SET {column} = {value} WHERE id = {bad}"))
    with pytest.raises(DamagedValueError) as raised:
        h.ledger_page(session, guild.id)
    assert str(raised.value).startswith(f"table ledger_entry, row {bad}: {said} (")
    assert [x.id for x in h.ledger_page(session, guild.id, before=bad)] == [good]


def test_a_damaged_mission_time_is_said_naming_table_row_and_column(
    session: Session, guild: Guild
) -> None:
    if session.get_bind().dialect.name != "sqlite":
        pytest.skip("PostgreSQL keeps every value to its column's type")
    bad = _record(session, guild, result="x")
    session.execute(text(f"UPDATE mission_record SET at = 'soon' WHERE id = {bad}"))
    with pytest.raises(DamagedValueError, match=f"table mission_record, row {bad}: at is not"):
        h.mission_page(session, guild.id)
