"""The resolution's end-to-end table (issue 13, 6.4.1): a mission set up from the
screens, played on the tracker by taps, ended, then its results; and what the tests
check them against, worked out independently of the app: the rewards read straight
from the mission's data file, the fates straight from the injury table's file (the
app's resources/injuries.toml, or a player's own), and the guilds read back from the
database.

Nothing here asks the app what it would write: the expected numbers come from the
files and from the actions the test itself made (who it killed, who escaped)."""

from __future__ import annotations

import dataclasses
import json
import sys
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import select, text
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.catalog import Catalog
from demloc.missions.setup import Phase as SetupPhase
from demloc.paths import resources_dir
from demloc.store.guilds import all_guilds
from demloc.store.schema import Base, Guild
from demloc.ui.main_window import MainWindow
from demloc.ui.tracker import MissionArea, TrackerView
from support.windows import mission_window

_UNIT = Path(__file__).parents[1] / "unit"
for _folder in (_UNIT / "store", _UNIT / "ui" / "mission", _UNIT / "ui" / "tracker"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

import driver  # noqa: E402  (tests/unit/ui/mission: the set-up's screens by their buttons)
from table import key, pass_round, state, tap  # noqa: E402  (the tracker's taps and keys)

__all__ = ["MissionArea", "TrackerView", "key", "pass_round", "state", "tap"]

MISSIONS = resources_dir() / "missions"
INJURIES = resources_dir() / "injuries.toml"
KINDS = ("mercenary", "follower", "daemon")
# Tables a mission in play or in preparation writes as it goes; every other table is a
# guild's (or the city's) and a training mission must leave it as it was (6.4).
PLAY_TABLES = ("mission_play", "mission_play_event", "mission_setup", "mission_setup_action")


# ---- the windows -------------------------------------------------------------------------


def window(
    qtbot: QtBot,
    sessions: sessionmaker[Session],
    catalog: Catalog,
    folder: Path,
    size: tuple[int, int] = (1024, 700),
) -> MainWindow:
    """The main window on its Mission area, as the table opens it (again: a restart),
    its first events handled."""
    made = mission_window(qtbot, sessions, catalog, folder, size)
    QApplication.processEvents()
    return made


def area_of(made: MainWindow) -> MissionArea:
    area = made.views["mission"]
    assert isinstance(area, MissionArea)
    return area


def seat_guest(area: MissionArea, mission: str, leaves: str, path: Path, monkeypatch: Any) -> None:
    """The players screen: `mission`, every guild of this computer but `leaves`, and a
    guild brought on the file at `path` (the file dialog answered with it)."""
    view = area.setup
    players = view.screens[SetupPhase.PLAYERS]
    index = players.mission_box.findData(mission)  # type: ignore[attr-defined]
    players.mission_box.setCurrentIndex(index)  # type: ignore[attr-defined]
    players.mission_box.activated.emit(index)  # type: ignore[attr-defined]
    for name in driver.buttons(view, "add-"):
        driver.press(view, name)
    gone = next(p.key for p in view.state.players if p.name == leaves)
    driver.press(view, f"remove-{gone}")
    monkeypatch.setattr(
        "demloc.ui.mission.players.QFileDialog.getOpenFileName",
        lambda *_a, **_k: (str(path), ""),
    )
    driver.press(view, "bring-file")
    # The set-up's driver goes on from here; its "add every guild" is done already.
    every = driver.buttons
    monkeypatch.setattr(
        driver, "buttons", lambda v, prefix: [] if prefix == "add-" else every(v, prefix)
    )


def play_from_setup(area: MissionArea, mission: str, mode: str, hire: str = "") -> TrackerView:
    """The set-up's screens to Ready (the set-up's driver; `hire`: a follower the first
    player hires), then "Play the mission"."""
    driver.drive(area.setup, mission, mode, hire=hire)
    driver.press(area.setup, "play-mission")
    assert area.currentWidget() is area.tracker
    return area.tracker


# ---- the tracker, by taps ------------------------------------------------------------------


def choose(tracker: TrackerView, fighter: str) -> None:
    """His card tapped: he is the selected character."""
    QTest.mouseClick(tracker.cards[fighter], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert tracker.selected == fighter


def fighters_of(tracker: TrackerView, colour: str) -> list[str]:
    return sorted(f for f, x in state(tracker).fighters.items() if x.owner == colour)


def killed_by(tracker: TrackerView, victim: str, colour: str) -> None:
    """The table's word: `colour` eliminated him (6.4.2 kill counter; a death by damage
    with no character named, R-102)."""
    choose(tracker, victim)
    tap(tracker, f"kill-by-{colour}")
    assert state(tracker).fighters[victim].dead


def poisoned_to_death(tracker: TrackerView, victim: str) -> str:
    """Poison tokens given during an enemy's go until he dies (8.1, 6.4.2: a death by
    tokens, credited to the enemy whose go it was, R-74, R-77); that enemy's colour."""
    owner = state(tracker).fighters[victim].owner
    while state(tracker).current == owner:
        key(tracker, "P")  # his own player passes: an enemy's go
    enemy = state(tracker).current
    choose(tracker, victim)
    for _ in range(12):
        if state(tracker).fighters[victim].dead:
            return enemy
        tap(tracker, "poison+1")
    raise AssertionError(f"{victim} did not die of poison")


def possessed_and_gone(tracker: TrackerView, fighter: str) -> None:
    """Possessed (6.4.2 "Daemon possessed"), then he leaves the board: escaped (7.2.3)."""
    choose(tracker, fighter)
    tap(tracker, "effect-possessed")
    assert state(tracker).fighters[fighter].possessed
    tap(tracker, "effect-escaped")
    assert state(tracker).fighters[fighter].escaped


def end_by(tracker: TrackerView, ending: str, colour: str = "") -> None:
    """The mission ended by the table at the turn's end: "elimination", "surrender"
    (by `colour`), "objective" (reached by `colour`) or "turn limit" (every turn passed)."""
    if ending == "turn limit":
        while True:
            pass_round(tracker)
            if not tracker.bar.next_button.isVisible():
                break
            tap(tracker, "next-turn")
        tap(tracker, "end-turn limit")
        return
    pass_round(tracker)
    if ending == "elimination":
        tap(tracker, "end-elimination")
    elif ending == "surrender":
        tap(tracker, "end-surrender")
        tap(tracker, f"surrender-by-{colour}")
    elif ending == "objective":
        tap(tracker, "end-objective")
        tap(tracker, f"objective-by-{colour}")
    else:
        raise AssertionError(f"no such ending: {ending}")


press = tap  # a real click on a visible, enabled button (the tracker's table.py)


# ---- the resolution's screens --------------------------------------------------------------


def results(tracker: TrackerView, area: MissionArea) -> Any:
    """The tracker's "Results ▶" (the mission has ended): the resolution's first screen."""
    button = tracker.abandon_button
    assert button.text() == "Results ▶", button.text()
    press(tracker, "abandon")
    assert area.currentWidget() is area.resolution
    return area.resolution


def buttons(widget: QWidget) -> list[QPushButton]:
    """The buttons shown in `widget`."""
    QApplication.processEvents()
    return [b for b in widget.findChildren(QPushButton) if b.isVisibleTo(widget)]


def walk(view: QWidget) -> dict[int, str]:
    """Next ▶ from the first screen to the last (the results page): each page's words."""
    seen = {view.page: shown(view)}  # type: ignore[attr-defined]
    for _ in range(10):
        found = [b for b in view.findChildren(QPushButton, "resolution-next") if b.isVisible()]
        if not found:
            return seen
        press(view, "resolution-next")
        seen[view.page] = shown(view)  # type: ignore[attr-defined]
    raise AssertionError("Next ▶ never reached the last screen")


# ---- what the files say ----------------------------------------------------------------------


def mission_rewards(mission: str) -> dict[str, Any]:
    """The mission's [mission.rewards] as its data file has them (read here, not by the app)."""
    with (MISSIONS / f"{mission}.toml").open("rb") as handle:
        data = tomllib.load(handle)
    rewards: dict[str, Any] = data["mission"].get("rewards", {})
    return rewards


def mission_name(mission: str) -> str:
    with (MISSIONS / f"{mission}.toml").open("rb") as handle:
        data = tomllib.load(handle)
    return str(data["mission"]["name"])


@dataclasses.dataclass(frozen=True)
class Owed:
    """What a guild is owed by the mission's reward rules (6.4.1, 6.4.2, 7.2.3)."""

    fame: int
    feods: int
    changes: int  # the ledger lines: one per reason with a fame or feods change


def owed(
    mission: str,
    colour: str,
    winner: str,
    kills: Mapping[str, int],
    *,
    objective: bool = False,
    possessed_gone: int = 0,
) -> Owed:
    """The winner's or the others' reward, each kill by kind, the objective, and each
    possessed character of his who left the board, from the mission file."""
    rewards = mission_rewards(mission)
    parts: list[tuple[dict[str, int], int]] = [
        (rewards.get("winner" if colour == winner else "others", {}), 1)
    ]
    per_kill = rewards.get("per_kill", {})
    parts += [(per_kill.get(kind, {}), kills.get(kind, 0)) for kind in KINDS]
    parts.append((rewards.get("per_objective", {}), int(objective)))
    parts.append((rewards.get("escaped_possessed", {}), possessed_gone))
    fame = sum(r.get("fame", 0) * n for r, n in parts)
    feods = sum(r.get("feods", 0) * n for r, n in parts)
    changes = sum(int(bool(r.get(k, 0) and n)) for r, n in parts for k in ("fame", "feods"))
    return Owed(fame, feods, changes)


def injury_row(cause: str, face: int, table: Path = INJURIES) -> dict[str, Any]:
    """The row of the injury table (resources/injuries.toml, or a player's own file) for a
    mercenary out by `cause` rolling `face`."""
    with table.open("rb") as handle:
        rows = tomllib.load(handle)["row"]
    found = [r for r in rows if r["cause"] == cause and r["low"] <= face <= r["high"]]
    assert len(found) == 1, (cause, face, found)
    row: dict[str, Any] = found[0]
    return row


@dataclasses.dataclass(frozen=True)
class Fated:
    """A member as the mission must leave him: his status, the words his recovery holds
    (empty unless injured), his deeds counted (R-104; None: not checked)."""

    status: str
    needs: tuple[str, ...] = ()
    deeds: Mapping[str, int] | None = None


def fated(story: str, face: int | None, table: Path = INJURIES, won: bool = False) -> Fated:
    """What a story at the table makes of a mercenary: "stood" (ready), "possessed" (gone
    off the board: escaped, 7.2.3, R-110), "blow" or "poison" (the injury table's row for
    that cause and `face`, R-98). His deeds (R-104, R-109, R-110): a mission survived
    unless dead, an objective only if he stood at the end and his guild won, and 0 kills (no
    attack or shot names a killer here)."""
    stood = story == "stood"
    if stood or story == "possessed":
        status = "ready" if stood else "escaped"
        needs: list[str] = []
    else:
        assert face is not None, story
        row = injury_row("damage" if story == "blow" else "tokens", face, table)
        status = {"dead": "dead", "injured": "injured", "fine": "ready"}[row["fate"]]
        needs = []
        if row["fate"] == "injured":
            needs += [f"{row['missions']} mission"] if row.get("missions") else []
            needs += [f"{row['days']} day"] if row.get("days") else []
            needs += [f"{row['feods']} feods"] if row.get("feods") else []
            needs += [row["building"]] if row.get("building") else []
    survived = status != "dead"  # escaped, he still lives in the guild (7.2.3, R-110)
    deeds = {"kills": 0, "missions": int(survived), "objectives": int(stood and won)}
    return Fated(status, tuple(needs), deeds)


def check_written(
    was: GuildNow,
    now: GuildNow,
    *,
    due: Owed,
    shown: Any,
    title: str,
    members: Mapping[str, Fated],
    record: Mapping[str, Any],
) -> None:
    """One guild of this computer after the writing (6.4.1): fame and feods are what it
    had plus the lines `shown` (the resolution's GuildResult on the screens) and plus
    what it is `due` by the mission file; one ledger line per change naming `title`;
    each member in `members` as fated, every other one as he was (the dead stay dead);
    one record more in its history with `record`'s fields, its players and the report."""
    assert now.fame == was.fame + shown.fame_total == was.fame + due.fame, now.name
    assert now.feods == was.feods + shown.feods_total == was.feods + due.feods, now.name
    assert now.blood_stones == was.blood_stones, now.name
    assert now.ledger[: len(was.ledger)] == was.ledger, now.name
    added = now.ledger[len(was.ledger) :]
    assert len(added) == due.changes, (now.name, added)
    assert all(reason.startswith(f"{title}: ") for reason, *_ in added), added
    assert sum(line[1] for line in added) == due.fame, added
    assert sum(line[2] for line in added) == due.feods, added
    for card, (status, recovery) in now.members.items():
        if card not in members:
            assert (status, recovery) == was.members[card], (now.name, card)
            continue
        fate = members[card]
        assert status == fate.status, (now.name, card, fate)
        assert all(words in recovery for words in fate.needs), (recovery, fate)
        assert (recovery == "") is (fate.status != "injured"), recovery
        if fate.deeds is not None:
            assert now.deeds[card] == dict(fate.deeds), (now.name, card)
    assert set(now.members) == set(was.members), now.name  # nobody leaves the dormitory
    assert len(now.records) == len(was.records) + 1, now.name
    written = now.records[-1]
    for name, value in record.items():
        assert written[name] == value, (now.name, name, written[name])


# ---- the database, read back ------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class GuildNow:
    uuid: str
    name: str
    fame: int
    feods: int
    blood_stones: int
    members: dict[str, tuple[str, str]]  # card id -> (status, recovery)
    deeds: dict[str, dict[str, int]]  # card id -> his deeds counted so far
    ledger: tuple[tuple[str, int, int, int], ...]  # (reason, fame, feods, blood stones)
    records: tuple[dict[str, Any], ...]  # the history: one per mission written


def guilds_now(sessions: sessionmaker[Session]) -> dict[str, GuildNow]:
    """Every guild of the database as it is stored, by uuid."""
    with sessions() as session:
        return {g.uuid: _read(g) for g in all_guilds(session)}


def _read(g: Guild) -> GuildNow:
    records = tuple(
        {"mission_id": r.mission_id, "play_uuid": r.play_uuid, "winner": r.winner,
         "mode": r.mode, "result": r.result, "players": r.players, "report": r.report,
         "log": r.log}
        for r in sorted(g.missions, key=lambda r: r.id)
    )  # fmt: skip
    return GuildNow(
        g.uuid, g.name, g.fame, g.feods, g.blood_stones,
        {m.card_id: (m.status, m.recovery) for m in g.members},
        {m.card_id: json.loads(m.deeds) if m.deeds else {} for m in g.members},
        tuple((e.reason, e.fame, e.feods, e.blood_stones)
              for e in sorted(g.ledger, key=lambda e: e.id)),
        records,
    )  # fmt: skip


def guild_tables(sessions: sessionmaker[Session]) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the mission in play's and the set-up's own, in order:
    the guilds, their members, items, buildings, ledgers, histories, the city's holders,
    the results written."""
    dump: dict[str, list[tuple[Any, ...]]] = {}
    with sessions() as session:
        for name, table in sorted(Base.metadata.tables.items()):
            if name in PLAY_TABLES:
                continue
            rows = session.execute(select(table)).all()
            dump[name] = sorted((tuple(r) for r in rows), key=repr)
    return dump


def play_rows(sessions: sessionmaker[Session]) -> list[tuple[int, str, str]]:
    """(id, uuid, status) of every mission in play, oldest first."""
    with sessions() as session:
        rows = session.execute(text("SELECT id, uuid, status FROM mission_play ORDER BY id"))
        return [(int(i), str(u), str(s)) for i, u, s in rows]


def holders(sessions: sessionmaker[Session]) -> dict[str, str]:
    from demloc.store.missions import holders as held

    with sessions() as session:
        return held(session)


def hold_every_spot(sessions: sessionmaker[Session], guild_name: str) -> None:
    """Every control spot of the city held by `guild_name` (so the one drawn is his)."""
    from demloc.city.model import load_city
    from demloc.store.missions import set_holder

    with sessions.begin() as session:
        guild = session.scalar(select(Guild).where(Guild.name == guild_name))
        assert guild is not None
        for spot in load_city().spots:
            set_holder(session, spot.id, guild)


def uuid_of(sessions: sessionmaker[Session], guild_name: str) -> str:
    with sessions() as session:
        guild = session.scalar(select(Guild).where(Guild.name == guild_name))
        assert guild is not None
        return guild.uuid


def set_status(sessions: sessionmaker[Session], guild_name: str, card: str, status: str) -> None:
    """A member's status as an earlier mission left it (a dead one: never usable again)."""
    with sessions.begin() as session:
        guild = session.scalar(select(Guild).where(Guild.name == guild_name))
        assert guild is not None
        member = next(m for m in guild.members if m.card_id == card)
        member.status = status


def shown(widget: QWidget) -> str:
    """Every label shown in `widget`, a line each."""
    QApplication.processEvents()
    return "\n".join(
        label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)
    )


def signed(amount: int) -> str:
    """A change as a ledger prints it: +3, \u22122 (a minus sign), 0."""
    return f"+{amount}" if amount > 0 else (f"\u2212{-amount}" if amount < 0 else "0")
