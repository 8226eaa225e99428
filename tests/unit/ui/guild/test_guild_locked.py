"""A guild at the table is locked in the Guild view (6.4, R-107, R-116): while a mission
naming it is playing or ended, a banner names the mission and every edit (hire,
dismiss, status, equip, unequip, buy, add, remove, assign, upgrade, redeem, a custom
card, undo, redo, the undo that deletes a new guild, an import over it) is disabled
or refused in the banner's words, changing nothing; once the mission's results are
written or it is given up, the banner goes and the edits work again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from guild_plays import MISSION, give_up, resolve, seat
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy.orm import Session

from demloc.catalog.catalog import Catalog
from demloc.store.changes import guild_contents
from demloc.store.guilds import find_guild
from demloc.store.schema_play import PLAY_STATUSES, MissionPlay
from demloc.ui.guild import GuildView
from demloc.ui.guild.lock import locked_text
from demloc.ui.plaintext import tooltip
from support.guild_tabs import on

LOCKED = locked_text(MISSION)
CUSTOM = """[set]
id = "custom"
name = "Custom cards"
box = "Custom"
redeem_code = "CUSTOM"
provisional = false

[[weapon]]
id = "my-long-bow"
name = "My long bow"
count = 1
type = "bow"
characteristic = "normal"
grip = "two-handed"
damage = 1
range = 8
shooting_damage = 2
"""


def contents(view: GuildView) -> tuple[Any, ...]:
    """What the shown guild holds and its wealth, as the store reads it now."""
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        sets = sorted(s.set_id for s in guild.account.redeemed_sets)
        return (*guild_contents(session, guild), len(guild.ledger), sets)


def done(view: GuildView, act: Callable[[], object]) -> None:
    act()
    assert view.message.text().startswith("Done"), view.message.text()


@pytest.fixture
def stocked(view: GuildView) -> GuildView:
    """The starter guild with a code, a daemon and a follower held (something to remove
    and assign), one action undone (something to redo) and one done (to undo)."""
    for tab in (view.library, view.pantheon, view.guesthouse):
        done(view, on(tab).buy)
    on(view.dormitory).members.selectRow(0)
    on(view.dormitory).status_box.setCurrentText("exploring")
    done(view, on(view.dormitory).set_status)
    view.undo_stack.undo()
    assert view.message.text().startswith("Undone"), view.message.text()
    on(view.dormitory).status_box.setCurrentText("injured")
    on(view.dormitory).members.selectRow(1)
    done(view, on(view.dormitory).set_status)
    view.undo_stack.undo()
    view.undo_stack.redo()  # one to undo, and none to redo: the redo test undoes first
    view.ask = lambda _text: True
    return view


def _select(view: GuildView) -> None:
    on(view.overview).buildings.selectRow(0)
    on(view.dormitory).members.selectRow(0)
    on(view.armory).weapons.setCurrentRow(0)
    on(view.armory).fighters.setCurrentRow(1)
    for tab in (view.library, view.pantheon, view.guesthouse):
        on(tab).held.setCurrentRow(0)


def _first(widget: Any) -> int:
    from PySide6.QtCore import Qt

    return int(widget.item(0).data(Qt.ItemDataRole.UserRole))


EDITS: dict[str, Callable[[GuildView], object]] = {
    "upgrade a building": lambda v: on(v.overview).upgrade(),
    "enlist (hire)": lambda v: on(v.dormitory).enlist(),
    "dismiss": lambda v: on(v.dormitory).dismiss(),
    "set a status": lambda v: on(v.dormitory).set_status(),
    "equip by the button or Enter": lambda v: on(v.armory).equip_selected(),
    "equip by a drop": lambda v: on(v.armory).equip(_first(on(v.armory).weapons), _first(on(v.armory).fighters)),
    "unequip": lambda v: on(v.armory).unequip(),
    "buy a weapon": lambda v: on(v.armory).buy(),
    "add a code": lambda v: on(v.library).buy(),
    "remove (sell) a code": lambda v: on(v.library).remove(),
    "assign a code": lambda v: on(v.library).assign_code(_first(on(v.library).held),
                                                     int(on(v.library).code_holder.itemData(0))),
    "add a daemon": lambda v: on(v.pantheon).buy(),
    "remove a daemon": lambda v: on(v.pantheon).remove(),
    "enlist a follower": lambda v: on(v.guesthouse).buy(),
    "remove a follower": lambda v: on(v.guesthouse).remove(),
    "redeem a set": lambda v: on(v.gate).redeem("ROG2-0000"),
    "add a custom card": lambda v: on(v.gate).add_custom(CUSTOM),
}  # fmt: skip


@pytest.mark.parametrize("status", PLAY_STATUSES)
def test_the_banner_names_the_mission_while_the_guild_is_at_the_table_6_4(
    view: GuildView, catalog: Catalog, status: str
) -> None:
    play_id = seat(view, catalog, ended=True)
    with view.sessions.begin() as session:
        play = session.get(MissionPlay, play_id)
        assert play is not None
        play.status = status
    view.refresh()
    at_table = status in ("playing", "ended")
    assert view.banner.isVisibleTo(view) is at_table
    assert view.at_table == (MISSION if at_table else "")
    assert view.banner.text() == (LOCKED if at_table else "")
    assert on(view.overview).upgrade_button.isEnabled() is not at_table


def test_the_banner_comes_when_the_view_is_shown_again(
    view: GuildView, catalog: Catalog, qtbot: QtBot
) -> None:
    view.show()
    qtbot.waitExposed(view)
    assert not view.banner.isVisible()
    view.hide()
    seat(view, catalog)  # begun in the Mission view meanwhile
    view.show()
    qtbot.waitExposed(view)
    assert view.banner.isVisible() and view.banner.text() == LOCKED
    assert "At the table in First Blood" in LOCKED and "(6.4)" in LOCKED


def test_every_edit_control_is_disabled_with_the_reason_6_4(
    stocked: GuildView, catalog: Catalog
) -> None:
    view = stocked
    seat(view, catalog)
    view.refresh()
    controls: list[QWidget] = [
        on(view.overview).upgrade_button,
        on(view.dormitory).enlist_button, on(view.dormitory).dismiss_button,
        on(view.dormitory).set_status_button, on(view.dormitory).status_box, on(view.dormitory).recovery,
        on(view.armory).equip_button, on(view.armory).unequip_button, on(view.armory).buy_button,
        *on(view.library).controls, *on(view.pantheon).controls, *on(view.guesthouse).controls,
        on(view.gate).code, on(view.gate).redeem_button, on(view.gate).custom, on(view.gate).add_text_button,
        on(view.gate).card,  # the card form's box: the form inside it, built or not
    ]  # fmt: skip
    assert len(on(view.library).controls) == 3  # add, remove, assign
    assert len(on(view.pantheon).controls) == len(on(view.guesthouse).controls) == 2
    for control in controls:
        assert not control.isEnabled(), control
        assert control.toolTip() == tooltip(LOCKED), control
    assert not on(view.gate).form.isEnabled() and not view.gate.form.add.isEnabled()
    assert not view.undo_button.isEnabled() and not view.redo_button.isEnabled()
    assert not view.history.isEnabled()  # a click there would undo or redo
    assert view.undo_stack.canUndo()  # the history is kept, for after the mission


@pytest.mark.slow
@pytest.mark.parametrize("edit", list(EDITS))
def test_every_edit_is_refused_in_the_banners_words_and_changes_nothing_6_4(
    stocked: GuildView, catalog: Catalog, edit: str
) -> None:
    view = stocked
    seat(view, catalog)
    view.refresh()
    _select(view)
    before = contents(view)
    EDITS[edit](view)
    assert view.message.text() == f"Not done: {LOCKED}"
    assert contents(view) == before
    assert view.banner.isVisibleTo(view)


def test_a_mission_begun_elsewhere_is_refused_and_shows_the_banner(
    view: GuildView, catalog: Catalog
) -> None:
    seat(view, catalog)  # the view has not read it yet
    assert not view.banner.isVisibleTo(view) and on(view.overview).upgrade_button.isEnabled()
    on(view.overview).buildings.selectRow(0)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()
    assert view.message.text() == f"Not done: {LOCKED}"
    assert view.banner.isVisibleTo(view) and not on(view.overview).upgrade_button.isEnabled()


@pytest.mark.parametrize("verb", ["undo", "redo"])
def test_undo_and_redo_are_refused_and_the_history_kept_6_4(
    stocked: GuildView, catalog: Catalog, qtbot: QtBot, verb: str
) -> None:
    view = stocked
    if verb == "redo":
        view.undo_stack.undo()
    index, before = view.undo_stack.index(), contents(view)
    seat(view, catalog)
    view.refresh()
    (view.undo_stack.undo if verb == "undo" else view.undo_stack.redo)()
    qtbot.waitUntil(lambda: view.undo_stack.index() == index)  # back where the guild is
    assert view.message.text() == f"Not {verb}ne: {LOCKED}"  # undone, redone
    assert view.undo_stack.index() == index
    assert contents(view) == before


def test_undoing_a_new_guild_at_the_table_never_deletes_it_6_4(
    view: GuildView, catalog: Catalog, qtbot: QtBot
) -> None:
    assert view.create_guild("The Third Hand", "green")
    seat(view, catalog)  # the new guild, red, at the table
    view.refresh()
    view.undo_stack.undo()
    qtbot.waitUntil(lambda: view.undo_stack.index() == 1)  # the history put back
    assert view.message.text() == f"Not undone: {LOCKED}"
    assert view.guild_name == "The Third Hand" and view.undo_stack.index() == 1
    with view.sessions.begin() as session:
        assert find_guild(session, "The Third Hand").colour == "green"


def test_an_import_over_a_guild_at_the_table_is_refused_before_it_is_asked(
    stocked: GuildView, catalog: Catalog, tmp_path: Path
) -> None:
    view = stocked
    path = tmp_path / "guild.json"
    assert view.export_to(path)
    seat(view, catalog)
    view.refresh()
    asked: list[str] = []

    def confirm(text: str) -> bool:
        asked.append(text)
        return True

    before = contents(view)
    assert not view.import_from(path, confirm)
    assert asked == []
    assert view.message.text() == f"Not imported: {view.guild_name}: {LOCKED}"
    assert contents(view) == before


@pytest.mark.parametrize("end", ["resolved", "abandoned"])
def test_every_edit_works_again_once_resolved_or_given_up_6_4(
    stocked: GuildView, catalog: Catalog, qtbot: QtBot, end: str
) -> None:
    view = stocked
    view.show()
    qtbot.waitExposed(view)
    play_id = seat(view, catalog, ended=True)
    view.refresh()
    assert view.banner.isVisible()
    view.hide()
    if end == "resolved":
        resolve(view, play_id, catalog)
    else:
        give_up(view, play_id)
    view.show()  # back from the Mission view: read again
    qtbot.waitExposed(view)
    assert not view.banner.isVisible() and view.at_table == ""
    assert on(view.overview).upgrade_button.isEnabled() and view.history.isEnabled()
    assert on(view.armory).buy_button.toolTip() == ""  # the reason went with the lock
    assert view.undo_button.isEnabled()
    on(view.dormitory).members.selectRow(2)  # untouched by the results (the dead listed last)
    on(view.dormitory).status_box.setCurrentText("exploring")
    done(view, on(view.dormitory).set_status)
    view.undo_stack.undo()
    assert view.message.text().startswith("Undone"), view.message.text()
    done(view, on(view.armory).buy)
    on(view.gate).add_custom(CUSTOM)
    assert view.message.text().startswith("Done"), view.message.text()
    with view.sessions.begin() as session:
        assert "My long bow" in [c.name for c in _collection(session, view, catalog)]


def _collection(session: Session, view: GuildView, catalog: Catalog) -> list[Any]:
    from demloc.store.guilds import collection

    return list(collection(session, find_guild(session, view.guild_name).account, catalog).values())
