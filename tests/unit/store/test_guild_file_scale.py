"""A guild of a long campaign leaves its database and comes back (issue 31), on both
engines: its export imports again at the limits a long campaign needs and is refused
just past them, one message naming the file and the field (R-210); brought to a table
it goes as a table copy, its ledger summed into one carried line, and its results add
to the history at home, never replace it (R-209)."""

from __future__ import annotations

import copy
import datetime
import json
from pathlib import Path

import pytest
from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.net.protocol import MAX_FRAME
from demloc.store import guild_file, guild_file_check
from demloc.store.guild_file import MAX_NODES, TABLE_COPY, dumps, export_guild
from demloc.store.guild_file_check import ImportRefusedError, check_guild_data
from demloc.store.guild_import import apply_import, plan_import
from demloc.store.missions import SetupStoreError, table_guild_from_file
from demloc.store.results_home import check_results, guild_to_bring
from demloc.store.schema import Guild, LedgerEntry, MissionRecord
from support.fake_table import with_results

LINES = 20_000  # more than the 10,000 entries a file held before issue 31


def a_long_campaign(session: Session, guild: Guild, lines: int = LINES, records: int = 30) -> None:
    """`lines` ledger lines (worth +1 and -1 feods in turn: the totals stay) and
    `records` mission records added to `guild`, in bulk, as a campaign leaves them."""
    start = datetime.datetime(2025, 1, 1, 18, 0)
    session.execute(
        insert(LedgerEntry),
        [{"guild_id": guild.id, "at": start + datetime.timedelta(hours=i),
          "reason": f"Upkeep of the long campaign, week {i // 7}: the city's due, paid "
                    "at the gate at dusk and given back, all of it, by the keeper of the "
                    "tavern by the river, for a song of the guild's deeds",
          "fame": 0, "feods": 1 if i % 2 == 0 else -1, "blood_stones": 0}
         for i in range(lines)],
    )  # fmt: skip
    session.execute(
        insert(MissionRecord),
        [{"guild_id": guild.id, "at": start + datetime.timedelta(days=i), "mode": "standard",
          "result": f"Mission {i}: won", "play_uuid": f"00000000-0000-4000-8000-{i:012d}",
          "report": "The report. " * 100}
         for i in range(records)],
    ) if records else None  # fmt: skip
    session.expire(guild)


def counts(session: Session, guild: Guild) -> tuple[int, int]:
    return (
        session.scalar(select(func.count()).where(LedgerEntry.guild_id == guild.id)) or 0,
        session.scalar(select(func.count()).where(MissionRecord.guild_id == guild.id)) or 0,
    )


def test_a_long_campaign_exports_and_imports_again_r210(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    a_long_campaign(session, guild)
    had = counts(session, guild)
    data = json.loads(dumps(export_guild(session, guild)))
    assert (len(data["ledger"]), len(data["missions"])) == had
    plan = plan_import(session, data, catalog, rules)
    assert plan.changes == () and not plan.removes  # the same guild: nothing to say
    apply_import(session, plan)
    session.flush()
    assert counts(session, guild) == had
    again = json.loads(dumps(export_guild(session, guild)))
    assert again["ledger"] == data["ledger"] and again["missions"] == data["missions"]
    # As a new guild (another identity): every line and record comes in.
    data["guild"]["uuid"] = "0d8c1a57-0000-4000-8000-000000000077"
    new = apply_import(session, plan_import(session, data, catalog, rules, as_name="Copy"))
    session.flush()
    assert counts(session, new) == had
    assert new.ledger[-1].reason == guild.ledger[-1].reason


def test_the_history_at_its_limit_and_one_past_r210(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    a_long_campaign(session, guild, records=0)
    data = export_guild(session, guild)
    monkeypatch.setattr(guild_file_check, "MAX_HISTORY", len(data["ledger"]))
    check_guild_data(data, catalog, rules)  # at the limit: fit
    data["ledger"].append(dict(data["ledger"][-1], feods=0))
    with pytest.raises(ImportRefusedError) as refused:
        check_guild_data(data, catalog, rules, "campaign.json")
    assert str(refused.value) == (
        f"campaign.json: ledger: more than {len(data['ledger']) - 1} entries"
    )


def test_a_file_past_its_size_is_refused_before_it_is_read_r210(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules,
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    a_long_campaign(session, guild)
    path = tmp_path / "campaign.json"
    path.write_text(dumps(export_guild(session, guild)), encoding="utf-8")
    size = path.stat().st_size
    assert size > 4 * 1024 * 1024  # more than a guild file might be before issue 31
    assert table_guild_from_file(path, catalog, rules).guild.name == guild.name
    monkeypatch.setattr(guild_file, "MAX_GUILD_FILE_BYTES", size - 1)
    with pytest.raises(SetupStoreError, match=rf"{path}: is larger than .*not a file of ours"):
        table_guild_from_file(path, catalog, rules)
    hostile = tmp_path / "hostile.json"
    with hostile.open("wb") as f:  # a sparse file past the real limit: never read
        f.truncate(64 * 1024 * 1024 + 1)
    monkeypatch.undo()
    with pytest.raises(SetupStoreError, match=rf"{hostile}: is larger than 64 MB"):
        table_guild_from_file(hostile, catalog, rules)


def test_a_file_of_too_many_objects_is_refused_before_it_is_parsed_r210(
    catalog: Catalog, rules: GuildRules, tmp_path: Path
) -> None:
    """A hostile file of tiny objects under the size limit (64 MiB of "{}" would take
    gigabytes once parsed): refused by its count of objects, named, at once."""
    hostile = tmp_path / "tiny.json"
    hostile.write_text('{"format": "demloc-guild", "ledger": [' + ",".join(["{}"] * MAX_NODES)
                       + "]}")  # fmt: skip
    with pytest.raises(SetupStoreError) as refused:
        table_guild_from_file(hostile, catalog, rules)
    assert str(refused.value) == (
        f"the guild file cannot be read: {hostile}: holds {MAX_NODES + 2} objects and lists "
        f"(each {{ and [ counted); a guild file holds at most {MAX_NODES}: not a file of ours"
    )


def test_a_hostile_list_is_counted_not_kept_r210(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    data = export_guild(session, guild)
    data["ledger"] = [{}] * 300_000
    with pytest.raises(ImportRefusedError) as refused:
        check_guild_data(data, catalog, rules, "hostile.json")
    message = str(refused.value)
    assert message.startswith("hostile.json: ledger[0].reason: this field is required; ")
    assert message.endswith("; and 299980 more") and message.count(";") == 20


def test_a_long_campaign_goes_to_a_table_as_a_table_copy_r209(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    a_long_campaign(session, guild)
    lines, records = counts(session, guild)
    whole = export_guild(session, guild)
    assert len(json.dumps(whole, ensure_ascii=False)) > MAX_FRAME  # longer than a frame
    brought = guild_to_bring(session, guild.name)
    assert len(json.dumps(brought, ensure_ascii=False)) < 64 * 1024
    (carried,) = brought["ledger"]
    assert carried["reason"] == f"carried to the table: its {lines} ledger lines summed (R-209)"
    assert [carried[k] for k in ("fame", "feods", "blood_stones")] == [
        guild.fame, guild.feods, guild.blood_stones]  # fmt: skip
    assert carried["at"] == whole["ledger"][-1]["at"]
    assert brought["missions"] == [] and brought[TABLE_COPY] == {"ledger": lines,
                                                                 "missions": records}  # fmt: skip
    assert {k: v for k, v in brought.items() if k not in ("ledger", "missions", TABLE_COPY,
            "exported_at")} == {k: v for k, v in whole.items()
                                if k not in ("ledger", "missions", "exported_at")}  # fmt: skip
    check_guild_data(brought, catalog, rules)  # a guild file as any: checked as one

    # Its results come home: the history here kept whole, the table's lines added.
    revision, first = guild.revision, guild.ledger[0].reason
    results = with_results(brought, fame=3)
    check_results(session, results, guild.uuid, guild.name, revision)
    forged = copy.deepcopy(results)  # totals that are not the guild's here: refused
    forged["ledger"][0]["fame"] += 5
    forged["guild"]["fame"] += 5
    with pytest.raises(ImportRefusedError, match=r"changed here since \(R-209\)"):
        plan_import(session, forged, catalog, rules)
    plan = plan_import(session, results, catalog, rules)
    assert f"ledger {lines} -> {lines + 1} entries" in plan.changes
    assert f"missions played {records} -> {records + 1}" in plan.changes
    assert not plan.removes  # nothing of the history is taken
    apply_import(session, plan)
    session.flush()
    assert counts(session, guild) == (lines + 1, records + 1)
    assert guild.ledger[0].reason == first and guild.fame == carried["fame"] + 3
    assert guild.ledger[-1].reason == "Blood in the Gutters: won (6.4.1)"
    assert guild.missions[-1].play_uuid == results["campaign"]["results"][-1]
    # The same results again, past check_results (`guild import` of the file): refused.
    with pytest.raises(ImportRefusedError, match=r"taken home already.*\(R-209\); nothing"):
        plan_import(session, results, catalog, rules, "results.json")
    assert counts(session, guild) == (lines + 1, records + 1)


def test_a_table_copy_of_a_guild_with_no_history_adds_its_first_lines_r209(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> None:
    session.execute(LedgerEntry.__table__.delete().where(LedgerEntry.guild_id == guild.id))
    guild.fame = guild.feods = guild.blood_stones = 0
    session.flush()
    brought = guild_to_bring(session, guild.name)
    assert brought["ledger"] == [] and brought[TABLE_COPY] == {"ledger": 0, "missions": 0}
    apply_import(session, plan_import(session, with_results(brought, fame=2), catalog, rules))
    session.flush()
    session.refresh(guild)
    assert [(e.reason, e.fame) for e in guild.ledger] == [("Blood in the Gutters: won (6.4.1)", 2)]
