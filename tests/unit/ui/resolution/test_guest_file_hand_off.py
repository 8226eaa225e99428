"""A guest's guild file is read only when the player picks it (issue 27 item 5, R-159).

A set-up names a guest's file by its path; on a club's shared database anyone can write
that path, and "Play the mission" used to read whatever file it named on the computer
that pressed it and store it whole in the shared database. Now a file is read when the
player picks it (the set-up's "Bring a guild file…", or at "Play the mission" if it was
not picked in this window), checked as the guild import checks a file, and the mission
keeps only the guild file format's fields of it (6.4).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from driver import drive, press
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker
from table import MakeWindow, area_of

from demloc.catalog.catalog import Catalog
from demloc.guild.rules import load_guild_rules
from demloc.missions.setup import Phase as SetupPhase
from demloc.paths import resources_dir
from demloc.store import missions as store
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guilds import all_guilds
from demloc.store.schema_play import MissionPlay
from demloc.ui.mission.players import PlayersScreen

STANDARD = "blood-in-the-gutters"
SECRET = "hunter2-not-for-the-club"


def _stored(db: Path) -> bytes:
    """Every byte the database holds on disk (its write-ahead log too)."""
    return b"".join(p.read_bytes() for p in db.parent.glob(db.name + "*"))


def _plays(sessions: sessionmaker[Session]) -> int:
    with sessions() as session:
        return session.scalar(select(func.count()).select_from(MissionPlay)) or 0


@pytest.fixture
def guest(tmp_path: Path, other_computer: Callable[[Path], sessionmaker[Session]]) -> Path:
    """The Pale Masks' file, exported on the guest's computer, with a text the check
    does not read (its export time): never kept. (A key the format does not define
    refuses the whole file, R-161.)"""
    home = other_computer(tmp_path / "home.sqlite3")
    with home() as session:
        pale = next(g for g in all_guilds(session) if g.name == "The Pale Masks")
        data = export_guild(session, pale)
    data["exported_at"] = SECRET
    path = tmp_path / "pale-masks.json"
    path.write_text(dumps(data), encoding="utf-8")
    return path


def _players(window: object) -> PlayersScreen:
    screen = area_of(window).setup.screens[SetupPhase.PLAYERS]
    assert isinstance(screen, PlayersScreen)
    return screen


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (json.dumps({"token": SECRET, "guild": {"name": "x"}}), "format: not a DemLoc guild file"),
        (json.dumps({"format": "demloc-guild", "version": 2, "exported_at": SECRET}),
         "guild: this field is required"),
        ("[" * 5000 + json.dumps(SECRET) + "]" * 5000, "nested deeper than 64 levels"),
        ("\ufeff" + SECRET + "\x00", "line 1, column 1: not valid JSON"),
    ],
)  # fmt: skip
def test_a_file_that_is_not_a_guild_file_is_named_and_stores_nothing(
    make_window: MakeWindow, tmp_path: Path, content: str, said: str
) -> None:
    window = make_window()
    players, setup = _players(window), area_of(window).setup
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    assert not players.bring(path)
    error = setup.controller.error
    assert str(path) in error and said in error, error
    assert "\n" not in error and "Traceback" not in error
    assert setup.state.players == () and not players.brought
    assert SECRET.encode() not in _stored(tmp_path / "resolution.sqlite3")


def test_a_set_up_naming_a_path_reads_it_only_when_the_player_picks_it(
    make_window: MakeWindow,
    sessions: sessionmaker[Session],
    catalog: Catalog,
    tmp_path: Path,
    guest: Path,
) -> None:
    window = make_window()
    players, setup = _players(window), area_of(window).setup
    index = players.mission_box.findData(STANDARD)
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)
    red = next(g for g, _ in players.local_guilds()[0] if g.name == "The Red Lantern")
    press(setup, f"add-{red.key}")
    # The step as another computer of the club could have written it: the guest seated,
    # the guest's file named by a path that holds something else on this computer.
    rules = load_guild_rules(resources_dir() / "guild.toml")
    seated = store.table_guild_from_file(guest, catalog, rules).guild
    secret = tmp_path / "secret.json"
    secret.write_text(json.dumps({"api_key": SECRET}), encoding="utf-8")
    assert setup.controller.do({"action": "add_player", "guild": seated.to_json(),
                                "file": str(secret)})  # fmt: skip
    drive(setup, STANDARD, "standard")
    db = tmp_path / "resolution.sqlite3"
    other = tmp_path / "other.json"
    with sessions() as session:
        lantern = next(g for g in all_guilds(session) if g.name == "The Red Lantern")
        other.write_text(dumps(export_guild(session, lantern)), encoding="utf-8")
    picked: list[str] = []
    for answer, said in (
        (None, "The Pale Masks came to the table on a guild file: bring that file again"),
        (secret, f"{secret}: format: not a DemLoc guild file"),
        (other, f"{other}: guild: The Red Lantern as in this file is not The Pale Masks"),
    ):
        players.ask_guest_file = lambda name, a=answer: picked.append(name) or a
        press(setup, "play-mission")
        assert setup.controller.error.count(said) == 1, setup.controller.error
        assert _plays(sessions) == 0 and area_of(window).currentWidget() is setup
    assert picked == ["The Pale Masks"] * 3
    assert SECRET.encode() not in _stored(db)
    players.ask_guest_file = lambda name: picked.append(name) or guest
    press(setup, "play-mission")
    assert _plays(sessions) == 1, setup.controller.error
    assert area_of(window).currentWidget() is area_of(window).tracker
    with sessions() as session:
        play = session.scalars(select(MissionPlay)).one()
        kept = json.loads(play.guests)
    colour = next(p.colour for p in setup.state.players if p.guild.source == "file")
    assert list(kept) == [colour]
    assert sorted(kept[colour]) == sorted(
        ["format", "version", "guild", "account", "buildings", "members", "items",
         "ledger", "missions", "campaign"]
    )  # fmt: skip
    assert kept[colour]["guild"]["name"] == "The Pale Masks"
    assert SECRET.encode() not in _stored(db)  # neither the other file nor the key


def test_a_guild_picked_in_this_window_is_not_asked_again(
    make_window: MakeWindow, sessions: sessionmaker[Session], tmp_path: Path, guest: Path
) -> None:
    window = make_window()
    players, setup = _players(window), area_of(window).setup
    players.ask_guest_file = lambda name: pytest.fail(f"asked for {name}'s file again")
    index = players.mission_box.findData(STANDARD)
    players.mission_box.setCurrentIndex(index)
    players.mission_box.activated.emit(index)
    red = next(g for g, _ in players.local_guilds()[0] if g.name == "The Red Lantern")
    press(setup, f"add-{red.key}")
    assert players.bring(guest), setup.controller.error
    guest.write_text(json.dumps({"replaced": SECRET}), encoding="utf-8")  # read once
    drive(setup, STANDARD, "standard")
    press(setup, "play-mission")
    assert _plays(sessions) == 1, setup.controller.error
    assert SECRET.encode() not in _stored(tmp_path / "resolution.sqlite3")


def test_a_refusal_naming_a_deep_path_is_readable_in_the_set_up_s_line(
    make_window: MakeWindow, tmp_path: Path, guest: Path
) -> None:
    """At 1024x700 the refusal beside Next showed a path's folders and was clipped at its
    top and bottom, without its "…": the field and what to do were never seen (issue 27
    review). It is fitted when it appears; a path in it is said by its file's name (the
    folders, with everything else, in the tap's tooltip), so the whole message shows."""
    window = make_window()
    players, setup = _players(window), area_of(window).setup
    folder = tmp_path / "home" / "player" / "Documents" / "DemLoc Companion" / "from friends"
    folder.mkdir(parents=True)
    notes = folder / "notes-for-the-next-mission.json"
    notes.write_text(json.dumps({"format": "demloc-guild", "version": 2}), encoding="utf-8")
    assert not players.bring(notes)
    QApplication.processEvents()
    error = setup.error
    shown, full = error.text(), f"⚠ {setup.controller.error}"
    assert str(notes) in full
    assert shown == full.replace(f"{folder}/", "…/"), shown
    assert shown.endswith("notes-for-the-next-mission.json: guild: this field is required")
    room = error.contentsRect()
    used = error.fontMetrics().boundingRect(
        QRect(0, 0, room.width(), 100_000), int(Qt.TextFlag.TextWordWrap), shown
    )
    assert used.height() <= room.height() and used.width() <= room.width(), (used, room)
    assert str(notes) in error.toolTip()


def test_the_file_dialog_at_play_names_the_guild_plainly(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its title said "Bring The Pale Masks's guild file …" (issue 27 review)."""
    players = _players(make_window())
    titles: list[str] = []
    monkeypatch.setattr(
        "demloc.ui.mission.players.QFileDialog.getOpenFileName",
        lambda _parent, title, *_a: titles.append(title) or ("", ""),
    )
    assert players.ask_guest_file("The Pale Masks") is None
    assert titles == ["Bring The Pale Masks' guild file to play the mission"]
