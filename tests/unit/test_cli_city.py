"""`demloc city ...` (rulebook 6.2; issue 14; R-119..R-126): status, send, recall, collect,
answer, seen, driven through demloc.cli.main on a database file, the clock injected with
the hidden --now (never slept), an acquisition's roll with the hidden --seed. Every
main() call opens the file afresh, as a new process would: a restart mid-task is the
next call. The city's rules are the app's without their random events (a quiet city),
except where a test writes its own events into the player's city_rules.toml."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.city import seeded
from demloc.city.rules import FILE_NAME
from demloc.cli import main
from demloc.guild.rules import load_guild_rules
from demloc.paths import resources_dir, user_data_dir
from demloc.store import city as c
from demloc.store import guilds as g
from demloc.store.database import open_database
from demloc.store.schema import Guild, LedgerEntry, Member
from demloc.store.schema_city import CityTask
from support.starter import starter

T0 = "2026-03-01T12:00:00Z"
RED = "The Red Lantern"  # the starter guild: 4 ready mercenaries, #1 to #4
MARKET, TAVERN, FORGE = "salt-market", "drowned-lantern", "kettleburn-forge"
EVENTS = "# ---- random city events"

CHOICE = """
[[event]]
id = "always-a-choice"
kind = "choice"
odds = 100
title = "A stranger's wager"
text = "A stranger bets 5 feods you cannot find him by nightfall."
answer_hours = 12

[[event.option]]
id = "take"
label = "Take the bet"
text = "You find him in the third tavern."
feods = 5

[[event.option]]
id = "pass"
label = "Let him go"
text = "He goes off laughing."
default = true
"""


def at(hours: float = 0, days: int = 0) -> str:
    """T0 moved on (or back, negative) by whole hours and days, as ISO 8601 UTC."""
    import datetime as dt

    start = dt.datetime.fromisoformat(T0)
    return (start + dt.timedelta(days=days, hours=hours)).isoformat()


def write_rules(events: str = "") -> None:
    """The player's own city_rules.toml (R-119): the app's kinds, with `events`."""
    text = (resources_dir() / FILE_NAME).read_text(encoding="utf-8")
    own = user_data_dir() / FILE_NAME
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(text[: text.index(EVENTS)] + events, encoding="utf-8")
    c.city_data.cache_clear()


@pytest.fixture(autouse=True)
def quiet_city() -> Iterator[None]:
    """No random events unless a test writes some: a day's event must not take a held
    spot (a lapsed threat) in a test about income."""
    write_rules()
    yield
    c.city_data.cache_clear()


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A database with the starter guild, its city first seen at T0."""
    path = tmp_path / "city.sqlite3"
    starter(path)
    assert main(["--db", str(path), "city", "status", "--now", T0]) == 0
    capsys.readouterr()
    return path


def city(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), "city", *args])
    out, err = capsys.readouterr()
    return code, out, err


def status(capsys: pytest.CaptureFixture[str], db: Path, now: str) -> dict[str, Any]:
    code, out, err = city(capsys, db, "status", "--json", "--now", now)
    assert code == 0, err
    doc: dict[str, Any] = json.loads(out)
    return doc


def spot(doc: dict[str, Any], spot_id: str) -> dict[str, Any]:
    found: dict[str, Any] = next(s for s in doc["spots"] if s["id"] == spot_id)
    return found


@contextlib.contextmanager
def store(db: Path) -> Iterator[Session]:
    """One transaction on the file, as another writer would: to set a test's scene."""
    sessions = open_database(str(db))
    try:
        with sessions.begin() as session:
            yield session
    finally:
        sessions.kw["bind"].dispose()


def red(session: Session) -> Guild:
    return g.find_guild(session, RED)


def two_explorers(db: Path) -> None:
    """The master's office at level 2 sends 2 at once (guild.toml)."""
    with store(db) as s:
        guild = red(s)
        g.change_wealth(s, guild, "test", fame=500, feods=1000)
        g.upgrade(s, guild, "masters_office", load_guild_rules(resources_dir() / "guild.toml"))


def statuses(db: Path) -> dict[int, str]:
    with store(db) as s:
        return {m.id: m.status for m in s.scalars(select(Member).order_by(Member.id))}


def ledger(db: Path) -> list[tuple[str, int, int, int]]:
    with store(db) as s:
        return [
            (e.reason, e.fame, e.feods, e.blood_stones)
            for e in s.scalars(select(LedgerEntry).order_by(LedgerEntry.id))
        ]


def wealth(db: Path) -> tuple[int, int, int]:
    with store(db) as s:
        guild = red(s)
        assert g.ledger_total(s, guild) == (guild.fame, guild.feods, guild.blood_stones)
        return guild.fame, guild.feods, guild.blood_stones


def first_step(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """The guild's first task, at T0: its days of city events start then (R-124)."""
    assert city(capsys, db, "send", "grey-tower", "4", "--now", T0)[0] == 0


def seed_rolling(low: bool) -> int:
    """A seed whose acquisition d100 is 1..5 (low: a success at 45%) or 96..100."""
    return next(
        s for s in range(10_000)
        if (seeded.d100(s, "roll") <= 5 if low else seeded.d100(s, "roll") > 95)
    )  # fmt: skip


def refused(code: int, out: str, err: str) -> str:
    """A refusal: exit 2, nothing on stdout, one line on stderr, no traceback."""
    assert code == 2, (code, out, err)
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("demloc city ")
    assert "Traceback" not in err
    return err


# ---- status ------------------------------------------------------------------------------


def test_status_as_text_names_every_area_and_spot_and_says_provisional_once(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 "look at the map of the city": per area each spot and its state; an unknown
    spot hides its kind and its name (learnt by exploring; issue 26): its id, to send
    someone there, and its area."""
    code, out, _ = city(capsys, db, "status", "--now", T0)
    assert code == 0
    data = c.city_data()
    for area in data.city.areas:
        assert f"\n{area.name}\n" in out
    for each in data.city.spots:
        [line] = [ln for ln in out.splitlines() if ln.startswith(f"  {each.id} ")]
        assert each.name not in line and " ? " in line and line.endswith("unknown")  # hidden
        assert f"a place in {data.city.area_of(each.id).name}" in line
    assert out.count("Provisional data") == 1 and "R-119" in out
    assert "Master's office: 0 of 2 away, 2 more can go" in out
    assert "Corvin Ashby (#1)" in out  # the names the send command takes
    for heading in ("Under way:", "Income due:", "Open events:", "New returns:"):
        assert f"\n{heading}\n" in out


def test_status_json_is_the_stores_form(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    doc = status(capsys, db, T0)
    assert doc["guild"] == RED and doc["now"] == T0.replace("+00:00", "Z")
    assert doc["provisional"] is True
    assert len(doc["spots"]) == len(c.city_data().city.spots)
    assert {s["state"] for s in doc["spots"]} == {"unknown"}
    assert doc["office"] == {"limit": 2, "away": 0}
    assert [m["id"] for m in doc["ready"]] == [1, 2, 3, 4]
    assert doc["tasks"] == doc["returns"] == doc["events"] == []


def test_status_json_never_names_a_spot_nobody_has_explored(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2: a spot's name is learnt by exploring it (review of issue 26 item 12): the JSON
    says "a place in <area>", as the City view does, in its spots and an exploration's
    return once recalled; once explored, its name."""
    doc = status(capsys, db, T0)
    assert spot(doc, MARKET)["name"] == "a place in The Old Harbour"
    assert "Salt Market" not in json.dumps(doc)
    assert city(capsys, db, "send", MARKET, "magda thorne", "--now", T0)[0] == 0
    code, out, _ = city(capsys, db, "recall", "1", "--now", at(hours=1))
    assert code == 0 and "Salt Market" not in out
    doc = status(capsys, db, at(hours=1))
    assert doc["returns"] and "Salt Market" not in json.dumps(doc)
    assert city(capsys, db, "send", MARKET, "magda thorne", "--now", at(hours=2))[0] == 0
    doc = status(capsys, db, at(hours=5))
    assert spot(doc, MARKET)["name"] == "The Salt Market"


def test_status_shows_every_state_of_a_spot(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """R-121: unknown, known, held, held by another guild (its name), in text and JSON."""
    assert city(capsys, db, "status", "--now", T0)[0] == 0
    assert main(["--db", str(db), "guild", "new", "Grey Hands", "--colour", "blue"]) == 0
    capsys.readouterr()
    import datetime as dt

    since = dt.datetime.fromisoformat(T0)
    with store(db) as s:
        c.know(s, red(s).id, MARKET, since)
        c.hold(s, TAVERN, red(s), since)
        c.hold(s, FORGE, g.find_guild(s, "Grey Hands"), since)
    code, out, _ = city(capsys, db, "status", "--guild", RED, "--now", T0)
    assert code == 0
    lines = {ln.split()[0]: ln for ln in out.splitlines() if ln.startswith("  ") and ln.split()}
    assert lines["pier-nine"].endswith(" unknown")
    assert lines[MARKET].endswith(" known")
    assert lines[TAVERN].endswith(" held")
    assert lines[FORGE].endswith(" held by Grey Hands")
    assert "yields 15 feods every day; acquiring it grants 20 feods at once" in out
    doc = json.loads(city(capsys, db, "status", "--guild", RED, "--json", "--now", T0)[1])
    assert [spot(doc, s)["state"] for s in ("pier-nine", MARKET, TAVERN, FORGE)] == [
        "unknown", "known", "held", "rival"]  # fmt: skip
    assert spot(doc, FORGE)["holder"] == "Grey Hands"
    assert doc["price_cuts"] == {}  # the rival's forge cuts nothing for us


# ---- exploring, and the timer's edges ------------------------------------------------------


def test_explore_then_status_after_the_deadline_shows_the_spot_known(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 Explore; R-122: away until the deadline, then known; the deadline in UTC and
    local time; SPOT by name in any case, MERC by name."""
    code, out, _ = city(capsys, db, "send", "THE SALT MARKET", "magda thorne", "--now", T0)
    assert code == 0
    assert "Exploring The Salt Market with 1 mercenary: 3 h." in out
    assert "Sent Magda Thorne to explore The Salt Market (task #1)." in out
    assert "Back 2026-03-01 15:00 UTC (" in out and " local), in 3 h 00 min." in out
    assert statuses(db)[2] == "exploring"
    doc = status(capsys, db, at(hours=2))  # a restart mid-task: a new main(), same file
    assert spot(doc, MARKET)["state"] == "unknown" and spot(doc, MARKET)["task"] == 1
    assert doc["tasks"][0]["left"] == "1 h 00 min" and doc["office"]["away"] == 1
    doc = status(capsys, db, at(hours=3))  # the deadline reached exactly
    assert spot(doc, MARKET)["state"] == "known" and doc["tasks"] == []
    assert [(r["result"], r["told"]) for r in doc["returns"]] == [("explored", False)]
    assert statuses(db)[2] == "ready"
    code, out, _ = city(capsys, db, "status", "--now", at(hours=3))
    assert "#1 The Salt Market, explored (Magda Thorne): The Salt Market is known now" in out


def test_a_clock_moved_back_makes_them_wait_longer_and_never_loses_a_return(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """R-122: a clock moved back before the deadline: still away, more time left; after
    it, the return stays."""
    assert city(capsys, db, "send", MARKET, "2", "--now", T0)[0] == 0
    doc = status(capsys, db, at(days=-1))
    assert doc["tasks"][0]["left"] == "1 d 3 h" and statuses(db)[2] == "exploring"
    assert spot(status(capsys, db, at(hours=5)), MARKET)["state"] == "known"
    doc = status(capsys, db, at(days=-1))  # back again, after the return
    assert spot(doc, MARKET)["state"] == "known" and doc["tasks"] == []
    assert len(doc["returns"]) == 1 and statuses(db)[2] == "ready"


def test_two_tasks_ending_together_both_come_back_the_first_sent_first(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """R-122: a tavern (4 h) sent at T0 and a market (3 h) an hour later end together."""
    two_explorers(db)
    assert city(capsys, db, "send", TAVERN, "1", "--now", T0)[0] == 0
    assert city(capsys, db, "send", MARKET, "2", "--now", at(hours=1))[0] == 0
    doc = status(capsys, db, at(hours=1))
    assert [t["due_at"] for t in doc["tasks"]] == ["2026-03-01T16:00:00Z"] * 2
    code, out, _ = city(capsys, db, "seen", "--now", at(hours=4))  # any command settles
    assert code == 0
    back = [ln for ln in out.splitlines() if ln.startswith("Back from the city")]
    assert back == [
        "Back from the city (task #1): The Drowned Lantern is known now (6.2).",
        "Back from the city (task #2): The Salt Market is known now (6.2).",
    ]
    assert "Seen: 2 returns, 0 events." in out
    assert statuses(db)[1] == statuses(db)[2] == "ready"


def test_a_restart_never_settles_twice(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """R-122: each later command finds the task settled; it comes back once."""
    assert city(capsys, db, "send", TAVERN, "1", "--now", T0)[0] == 0
    outs = [city(capsys, db, "seen", "--now", at(hours=h))[1] for h in (4, 4, 9, 30)]
    assert [o.count("Back from the city") for o in outs] == [1, 0, 0, 0]
    with store(db) as s:
        assert s.scalars(select(CityTask.settled)).all() == [True]


# ---- acquiring -------------------------------------------------------------------------


def test_an_acquisition_shows_its_chance_then_succeeds(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 Acquire; R-120: the chance and hours before sending; on success the ensign goes
    up and the grant is paid at once through the ledger, naming the spot."""
    two_explorers(db)
    assert city(capsys, db, "send", MARKET, "1", "--now", T0)[0] == 0  # explore first
    before = wealth(db)
    seed = str(seed_rolling(low=True))
    code, out, _ = city(capsys, db, "send", MARKET, "1", "2", "--now", at(hours=3),
                        "--seed", seed)  # fmt: skip
    assert code == 0
    # A market: 45% for one, +10% for the second; 12 h less 2 h for the second.
    assert out.splitlines()[1] == "Acquiring The Salt Market with 2 mercenaries: 55% chance, 10 h."
    assert out.splitlines()[0].startswith("Back from the city (task #1)")  # settled first
    assert "to acquire The Salt Market (task #2)" in out
    code, out, _ = city(capsys, db, "status", "--now", at(hours=13))
    assert "  salt-market " in out and " held\n" in out.split("salt-market", 1)[1]
    assert "acquired" in out and "Your ensign flies over The Salt Market." in out
    assert ledger(db)[-1] == ("The Salt Market acquired (6.2)", 0, 20, 0)
    assert wealth(db) == (before[0], before[1] + 20, before[2])


def test_an_acquisition_that_fails_says_what_it_takes_to_try_again(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 "the app will report the effects or actions...": the cost, the wait (R-121)."""
    assert city(capsys, db, "send", MARKET, "1", "--now", T0)[0] == 0
    before = wealth(db)
    seed = str(seed_rolling(low=False))
    code, out, _ = city(capsys, db, "send", MARKET, "1", "--acquire", "--now", at(hours=3),
                        "--seed", seed)  # fmt: skip
    assert code == 0 and "45% chance, 12 h" in out
    code, out, _ = city(capsys, db, "seen", "--now", at(hours=15))
    assert "kept your purse. It cost 20 feods." in out
    assert "try again from 2026-03-02T15:00:00Z (6.2, R-121)" in out  # 12 h after the return
    assert wealth(db) == (before[0], before[1] - 20, before[2])
    assert ledger(db)[-1] == ("Failed to acquire The Salt Market (6.2)", 0, -20, 0)
    err = refused(*city(capsys, db, "send", MARKET, "1", "--now", at(hours=16)))
    assert "try again from 2026-03-02T15:00:00Z (6.2, R-121)" in err
    refused(*city(capsys, db, "send", MARKET, "1", "--now", at(hours=27 - 1 / 3600)))  # 1 s early
    code, out, _ = city(capsys, db, "send", MARKET, "1", "--now", at(hours=27))  # its time
    assert code == 0 and "to acquire The Salt Market" in out


def test_a_dry_run_shows_the_chance_and_sends_nobody(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    assert city(capsys, db, "send", MARKET, "1", "--now", T0)[0] == 0
    code, out, _ = city(capsys, db, "send", MARKET, "Ashby", "--dry-run", "--now", at(hours=3))
    assert code == 0
    assert out.splitlines()[-2:] == [
        "Acquiring The Salt Market with 1 mercenary: 45% chance, 12 h.",
        "Dry run: nobody was sent.",
    ]
    assert out.startswith("Back from the city (task #1)")  # the exploration's return...
    doc = status(capsys, db, at(hours=3))
    assert doc["tasks"] == [] and statuses(db)[1] == "ready"
    assert "Back from" not in city(capsys, db, "seen", "--now", at(hours=3))[1]  # ...was kept
    code, out, _ = city(
        capsys, db, "send", MARKET, "1", "--dry-run", "--json", "--now", at(hours=3)
    )
    assert json.loads(out)["preview"] == {"kind": "acquire", "spot": MARKET, "count": 1,
                                          "hours": 12, "chance": 45}  # fmt: skip
    assert json.loads(out)["task"] is None


def test_send_json_gives_the_task_and_its_deadline(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    code, out, _ = city(capsys, db, "send", TAVERN, "#3", "--json", "--now", T0)
    doc = json.loads(out)
    assert code == 0 and doc["task"] == 1 and doc["dry_run"] is False
    assert doc["mercenaries"] == ["Ezekiel Mourne"] and doc["chance"] == 100
    assert (doc["started_at"], doc["due_at"]) == ("2026-03-01T12:00:00Z", "2026-03-01T16:00:00Z")


# ---- recalling ---------------------------------------------------------------------------


def test_recall_brings_them_back_with_nothing(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """R-122: before the deadline only; the spot stays as it was."""
    assert city(capsys, db, "send", TAVERN, "1", "--now", T0)[0] == 0
    code, out, _ = city(capsys, db, "recall", "1", "--now", at(hours=1))
    assert code == 0 and out.startswith("Recalled task #1: Your mercenaries left")
    doc = status(capsys, db, at(hours=5))
    assert spot(doc, TAVERN)["state"] == "unknown" and statuses(db)[1] == "ready"
    assert [r["result"] for r in doc["returns"]] == ["recalled"]


# ---- income ------------------------------------------------------------------------------


def test_collect_writes_one_ledger_line_naming_the_spot_then_nothing_is_due(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 income on timers; R-123: whole periods; the part under way waits."""
    import datetime as dt

    with store(db) as s:
        c.hold(s, MARKET, red(s), dt.datetime.fromisoformat(T0))
    before, lines = wealth(db), len(ledger(db))
    code, out, _ = city(capsys, db, "collect", "--now", at(days=1, hours=5))
    assert code == 0
    assert out == "Ledger: The Salt Market: 1 × 24 h held (6.2): +15 feods\n"
    assert ledger(db)[lines:] == [("The Salt Market: 1 × 24 h held (6.2)", 0, 15, 0)]
    assert wealth(db) == (before[0], before[1] + 15, before[2])
    code, out, _ = city(capsys, db, "collect", "--now", at(days=1, hours=6))
    assert code == 0
    assert out.startswith("Nothing due; the next period ends 2026-03-03 12:00 UTC (")
    assert out.rstrip().endswith("at The Salt Market (R-123).")
    assert len(ledger(db)) == lines + 1
    code, out, _ = city(capsys, db, "collect", "market", "--json", "--now", at(days=3))
    doc = json.loads(out)
    assert [(m["spot"], m["feods"], m["through"]) for m in doc["collected"]] == [
        (MARKET, 30, "2026-03-04T12:00:00Z")]  # fmt: skip
    assert doc["next_at"] == "2026-03-05T12:00:00Z"


def test_a_clock_moved_back_never_pays_twice(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """R-123: collected through day 3, the clock back to day 1 and on to day 3 pays 0."""
    import datetime as dt

    with store(db) as s:
        c.hold(s, TAVERN, red(s), dt.datetime.fromisoformat(T0))
    assert "3 × 24 h" in city(capsys, db, "collect", "--now", at(days=3))[1]
    after = wealth(db)
    for day in (1, 3):
        code, out, _ = city(capsys, db, "collect", "--now", at(days=day))
        assert code == 0 and out.startswith("Nothing due")
    assert wealth(db) == after


def test_collect_when_nothing_is_held(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    code, out, _ = city(capsys, db, "collect", "--now", T0)
    assert code == 0 and out == f"Nothing due: {RED} holds no control spot in the city (6.2).\n"
    assert json.loads(city(capsys, db, "collect", "--json", "--now", T0)[1]) == {
        "came_back": [], "collected": [], "next_at": None}  # fmt: skip


# ---- events ------------------------------------------------------------------------------


def test_an_event_is_shown_answered_once_and_its_effect_is_in_the_ledger(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 random events; R-124: a day's event, answered before its time is up."""
    write_rules(CHOICE)
    first_step(capsys, db)  # the city's days start with the guild's first step
    code, out, _ = city(capsys, db, "status", "--now", at(days=1, hours=1))
    assert code == 0
    assert "#1 A stranger's wager: A stranger bets 5 feods" in out
    assert "take (Take the bet), pass (Let him go, the default)" in out
    assert "Answer by 2026-03-03 00:00 UTC (" in out
    before = wealth(db)
    code, out, _ = city(capsys, db, "answer", "1", "take", "--now", at(days=1, hours=2))
    assert code == 0 and out == "You find him in the third tavern. (+5 feods)\n"
    assert wealth(db) == (before[0], before[1] + 5, before[2])
    assert ledger(db)[-1] == ("A stranger's wager: Take the bet (6.2)", 0, 5, 0)
    err = refused(*city(capsys, db, "answer", "1", "pass", "--now", at(days=1, hours=3)))
    assert "A stranger's wager is answered already (R-124)" in err
    err = refused(*city(capsys, db, "answer", "1", "bet", "--now", at(days=1, hours=3)))
    assert "answered already" in err  # the answer stands before the option is looked at
    doc = status(capsys, db, at(days=1, hours=3))
    assert doc["events"][0]["answer"]["option"] == "take" and doc["events"][0]["open"] is False


def test_an_event_not_answered_in_time_lapses_into_its_default(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """R-124: past answer_by the default stands, and the answer says so."""
    write_rules(CHOICE)
    first_step(capsys, db)  # the city's days start with the guild's first step
    err = refused(*city(capsys, db, "answer", "1", "take", "--now", at(days=1, hours=12)))
    assert "the time to answer ended at 2026-03-03T00:00:00Z; 'Let him go' stands (R-124)" in err
    err = refused(*city(capsys, db, "answer", "2", "nonsense", "--now", at(days=2, hours=1)))
    assert "'nonsense' is not an answer; choose take, pass (6.2)" in err
    code, out, _ = city(capsys, db, "seen", "--now", at(days=2, hours=1))
    assert code == 0 and "Seen: 1 return, 1 event." in out  # the lapsed one; #2 still open
    assert "1 event waits for your answer" in out
    code, out, _ = city(capsys, db, "answer", "2", "take", "--now", at(days=2, hours=12 - 1 / 3600))
    assert code == 0 and out == "You find him in the third tavern. (+5 feods)\n"  # 1 s to spare


# ---- refusals ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["send", "nowhere", "1"], "'nowhere' is not a control spot of Dämonen Loch"),
        (["send", "salt-markt", "1"], "did you mean salt-market (The Salt Market)?"),
        (["send", "ing", "1"], "'ing' names 2 control spots (rat-kings-court, counting-house)"),
        (["send", MARKET, "nobody"], "has no mercenary named 'nobody'"),
        (["send", MARKET, "99"], "The Red Lantern has no member #99"),
        (["send", MARKET, "1", "1"], "a mercenary is listed twice: each goes once (6.2)"),
        (["send", MARKET, "1", "2", "3"], "the master's office sends 2 mercenaries into the "
         "city at once and 0 are out: send 2 at most, or upgrade the office (6.2, R-121)"),
        (["send", MARKET, "1", "--acquire"], "The Salt Market is unknown: explore it before"),
        (["send", MARKET, "1", "--seed", "-1"], "--seed -1: a seed is 0 to 2**63 - 1"),
        (["status", "--guild", "Nobody"], "no guild named 'Nobody' (guilds: The Red Lantern)"),
        (["status", "--now", "2026-03-01T12:00:00"], "has no time zone: the city keeps its "
         "deadlines in UTC (R-122)"),
        (["status", "--now", "tomorrow"], "--now 'tomorrow' is not an ISO 8601 time"),
        (["recall", "7"], "The Red Lantern has no task #7 in the city"),
        (["collect", MARKET], "The Red Lantern does not hold 'salt-market': nothing to collect"),
        (["answer", "3", "yes"], "The Red Lantern has no city event #3"),
    ],
)  # fmt: skip
def test_every_refusal_is_one_line_naming_the_rule_and_exits_2(
    capsys: pytest.CaptureFixture[str], db: Path, args: list[str], words: str
) -> None:
    if "--now" not in args:
        args = [*args, "--now", T0]
    err = refused(*city(capsys, db, *args))
    assert words in err


@pytest.mark.parametrize("state", ["exploring", "injured", "dead", "escaped"])
def test_only_a_ready_mercenary_is_sent(
    capsys: pytest.CaptureFixture[str], db: Path, state: str
) -> None:
    """6.2: "select their active mercenaries"; every other status is refused by name."""
    with store(db) as s:
        s.get_one(Member, 1).status = state
    err = refused(*city(capsys, db, "send", MARKET, "1", "--now", T0))
    assert f"Corvin Ashby is {state}: only ready mercenaries go into the city (6.2)" in err
    assert statuses(db)[1] == state


def test_a_second_task_past_the_office_and_a_recall_after_the_deadline(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """R-121: the office counts everyone away; R-122: once due, the result stands."""
    assert city(capsys, db, "send", TAVERN, "1", "--now", T0)[0] == 0
    err = refused(*city(capsys, db, "send", MARKET, "2", "3", "--now", at(hours=1)))
    assert "sends 2 mercenaries into the city at once and 1 is out: send 1 at most" in err
    err = refused(*city(capsys, db, "send", TAVERN, "2", "--now", at(hours=1)))
    assert "your mercenaries are already at The Drowned Lantern: one task a spot (R-121)" in err
    err = refused(*city(capsys, db, "recall", "1", "--now", at(hours=4)))
    assert "the task at The Drowned Lantern is over already (R-122)" in err
    # The refusal wrote nothing: the next look settles the task and says so, once.
    assert city(capsys, db, "seen", "--now", at(hours=4))[1].count("Back from the city") == 1


def test_several_guilds_need_one_named(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    assert main(["--db", str(db), "guild", "new", "Grey Hands", "--colour", "blue"]) == 0
    capsys.readouterr()
    err = refused(*city(capsys, db, "status", "--now", T0))
    assert "2 guilds here (Grey Hands, The Red Lantern): name one with --guild NAME" in err
    doc = json.loads(city(capsys, db, "status", "--guild", "Grey Hands", "--json", "--now", T0)[1])
    assert doc["guild"] == "Grey Hands" and doc["ready"] == []


def test_a_broken_rules_file_is_named_with_its_field(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """R-119: the player's own city_rules.toml, refused with the file and the field."""
    own = user_data_dir() / FILE_NAME
    own.write_text(own.read_text(encoding="utf-8").replace("base_chance = 50", "base_chance = 500"),
                   encoding="utf-8")  # fmt: skip
    c.city_data.cache_clear()
    err = refused(*city(capsys, db, "status", "--now", T0))
    assert str(own) in err and "kinds.tavern.base_chance" in err


def test_a_guild_at_the_table_is_left_alone(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    """6.4, R-126: a guild in a mission sends nobody; the refusal names the mission."""
    from demloc.store.schema_play import MissionPlay

    with store(db) as s:
        guild = red(s)
        setup = {"players": [{"guild": guild.uuid}], "plan": {"mission": {"name": "Crash"}}}
        s.add(MissionPlay(uuid="p" * 32, mission_id="m", status="playing",
                          setup=json.dumps(setup)))  # fmt: skip
    err = refused(*city(capsys, db, "send", MARKET, "1", "--now", T0))
    assert "is at the table in the mission Crash" in err


NEWS = """
[[event]]
id = "always-news"
kind = "news"
odds = 100
title = "Fog on the harbour"
text = "Nobody walked the piers last night."
"""

THREAT = """
[[event]]
id = "always-a-threat"
kind = "threat"
odds = 100
title = "A rival's claim"
text = "Bravos gather outside {spot}."
answer_hours = 12

[[event.option]]
id = "defend"
label = "Pay men to hold it"
text = "{spot} stays yours."
feods = -20

[[event.option]]
id = "yield"
label = "Let them have it"
text = "Their ensign goes up over {spot}."
lose_spot = true
default = true
"""


def test_news_is_told_then_seen_and_asks_nothing(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 "the players can choose whether to interact": news only tells (R-124)."""
    write_rules(NEWS)
    first_step(capsys, db)  # the city's days start with the guild's first step
    code, out, _ = city(capsys, db, "status", "--now", at(days=2))
    assert code == 0
    assert out.count("Fog on the harbour: Nobody walked the piers last night.") == 2  # 2 days
    assert "Open events:\n  none" in out
    err = refused(*city(capsys, db, "answer", "1", "anything", "--now", at(days=2)))
    assert "Fog on the harbour is news: there is nothing to answer (6.2)" in err
    code, out, _ = city(capsys, db, "seen", "--json", "--now", at(days=2))
    assert json.loads(out) == {"came_back": [], "returns": 1, "events": 2, "waiting": 0}
    assert "\nNews:\n" not in city(capsys, db, "status", "--now", at(days=2))[1]


def test_a_threat_answered_keeps_the_spot_and_one_not_answered_takes_it(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    """6.2 events that "directly affect ... the control zones": the player has to answer;
    unanswered, the default stands and the ensign comes down (R-124, R-126)."""
    import datetime as dt

    write_rules(THREAT)
    with store(db) as s:
        c.hold(s, MARKET, red(s), dt.datetime.fromisoformat(T0))
    status(capsys, db, T0)  # holding the spot started the city's days
    before = wealth(db)
    code, out, _ = city(capsys, db, "status", "--now", at(days=1, hours=1))
    assert "#1 A rival's claim: Bravos gather outside The Salt Market." in out
    code, out, _ = city(capsys, db, "answer", "1", "defend", "--json", "--now", at(days=1, hours=2))
    doc = json.loads(out)
    assert code == 0 and doc["text"] == "The Salt Market stays yours."
    assert doc["amounts"] == {"feods": -20} and doc["lost_spot"] is None
    assert wealth(db) == (before[0], before[1] - 20, before[2])
    # The second day's threat is left to lapse: the spot is lost with its income.
    doc = status(capsys, db, at(days=2, hours=12))
    assert spot(doc, MARKET)["state"] == "known"
    assert doc["events"][0]["answer"]["how"] == "lapsed"
    code, out, _ = city(capsys, db, "collect", "--now", at(days=3))
    assert out == f"Nothing due: {RED} holds no control spot in the city (6.2).\n"


def test_recall_json(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    assert city(capsys, db, "send", TAVERN, "1", "--now", T0)[0] == 0
    code, out, _ = city(capsys, db, "recall", "1", "--json", "--now", at(hours=1))
    doc = json.loads(out)
    assert code == 0 and doc["id"] == 1 and doc["result"] == "recalled" and doc["task"] == "explore"
    assert doc["at"] == "2026-03-01T13:00:00Z" and doc["mercenaries"] == [1]


def test_the_deadline_in_utc_and_in_local_time(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-122: deadlines are kept in UTC; the player reads his own clock beside it."""
    import time

    with monkeypatch.context() as local:
        local.setenv("TZ", "Europe/Rome")
        time.tzset()
        try:
            code, out, _ = city(
                capsys, db, "send", MARKET, "1", "--now", "2026-03-01T13:00:00+01:00"
            )
        finally:
            local.undo()
            time.tzset()
    assert code == 0
    assert "Back 2026-03-01 15:00 UTC (2026-03-01 16:00 CET local), in 3 h 00 min." in out


@pytest.mark.parametrize(
    "args",
    [["recall", "99999999999999999999"], ["answer", "99999999999999999999", "pay"],
     ["recall", "0"], ["status", "--now", "9999-12-31T00:00:00Z"],
     ["status", "--now", "1900-01-01T00:00:00Z"]],
)  # fmt: skip
def test_out_of_range_numbers_and_times_are_refused_in_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Bad input: a number or a clock out of range is one line and exit 2, no traceback."""
    from demloc.cli import main

    try:
        code = main(["--db", str(tmp_path / "range.sqlite3"), "city", *args])
    except SystemExit as stop:  # argparse's refusal of a bad command line: also exit 2
        code = stop.code  # type: ignore[assignment]
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and err.strip()
