"""Deeds and titles on each mercenary in the dormitory (issue 13, R-104; the titles
PROVISIONAL, resources/titles.toml) and his state after a mission (6.4.1): an injured
one with what he needs, a dead one shown and never usable, an escaped one (7.2.3)."""

from __future__ import annotations

import json

import pytest
from guild_plays import resolve, seat
from PySide6.QtCore import Qt

from demloc.catalog.catalog import Catalog
from demloc.missions.resolution.titles import load_titles
from demloc.paths import user_data_dir
from demloc.store.guilds import find_guild
from demloc.store.schema import MEMBER_STATUSES, Member
from demloc.ui.guild import GuildView
from demloc.ui.guild.dormitory import DEAD, HEADERS, state_text
from demloc.ui.plaintext import tooltip
from support.guild_tabs import on


def row(view: GuildView, r: int) -> int:
    """The dormitory's row of the guild's `r`th mercenary enlisted (the dead are listed
    after the living)."""
    with view.sessions.begin() as session:
        member_id = find_guild(session, view.guild_name).members[r].id
    table = on(view.dormitory).members
    rows = [n for n in range(table.rowCount())
            if (item := table.item(n, 0)) is not None
            and item.data(Qt.ItemDataRole.UserRole) == member_id]  # fmt: skip
    assert len(rows) == 1
    return rows[0]


def fighter(view: GuildView, r: int) -> int:
    """The Armory's row of the guild's `r`th mercenary enlisted."""
    with view.sessions.begin() as session:
        member_id = find_guild(session, view.guild_name).members[r].id
    fighters = on(view.armory).fighters
    return next(n for n in range(fighters.count())
                if fighters.item(n).data(Qt.ItemDataRole.UserRole) == member_id)  # fmt: skip


def cell(view: GuildView, r: int, header: str) -> str:
    """The cell of the guild's `r`th mercenary enlisted."""
    item = on(view.dormitory).members.item(row(view, r), HEADERS.index(header))
    assert item is not None
    return item.text()


def after_first_blood(view: GuildView, catalog: Catalog) -> list[str]:
    """The guild_plays mission written: its members' names, in the dormitory's order."""
    resolve(view, seat(view, catalog, ended=True), catalog)
    view.refresh()
    with view.sessions.begin() as session:
        return [catalog.card(m.card_id).name for m in find_guild(session, view.guild_name).members]


def set_member(view: GuildView, r: int, **fields: str) -> None:
    """A member as the results (or another version of the app) left him."""
    with view.sessions.begin() as session:
        member: Member = find_guild(session, view.guild_name).members[r]
        for name, value in fields.items():
            setattr(member, name, value)
    view.refresh()


def test_deeds_and_titles_after_a_mission_r_104(view: GuildView, catalog: Catalog) -> None:
    names = after_first_blood(view, catalog)
    assert cell(view, 2, "Mercenary") == names[2]
    assert cell(view, 2, "Deeds") == "2 kills, 1 mission survived, 1 objective"
    assert cell(view, 2, "Titles") == "Blooded"
    effect = {t.name: t.effect for t in load_titles().title}["Blooded"]
    titles_cell = on(view.dormitory).members.item(row(view, 2), HEADERS.index("Titles"))
    assert titles_cell is not None and titles_cell.toolTip() == tooltip(f"Blooded: {effect}")
    on(view.dormitory).members.selectRow(row(view, 2))
    lines = on(view.dormitory).campaign.text().splitlines()
    assert lines[0] == f"{names[2]}: deeds 2 kills, 1 mission survived, 1 objective."
    assert lines[1] == f"Title Blooded: {effect}"
    assert "PROVISIONAL" in lines[2] and lines[2].endswith("titles.toml")


def test_a_count_of_0_is_said_r_104(view: GuildView, catalog: Catalog) -> None:
    after_first_blood(view, catalog)
    assert cell(view, 0, "Deeds") == "0 kills, 1 mission survived, 0 objectives"
    assert cell(view, 0, "Titles") == "—"
    on(view.dormitory).members.selectRow(row(view, 0))
    assert "No title yet." in on(view.dormitory).campaign.text()


def test_no_deeds_yet(view: GuildView) -> None:
    assert cell(view, 0, "Deeds") == "none yet" and cell(view, 0, "Titles") == "—"
    assert on(view.dormitory).campaign.text().startswith("Select a mercenary")


def test_the_injured_the_dead_and_the_fine_after_a_mission_6_4_1(
    view: GuildView, catalog: Catalog
) -> None:
    after_first_blood(view, catalog)
    assert cell(view, 0, "Status") == "injured: 1 mission out"
    assert cell(view, 1, "Status") == "dead: never usable again (6.4.1)"
    for column in range(len(HEADERS)):  # greyed, the whole row
        item = on(view.dormitory).members.item(row(view, 1), column)
        assert item is not None and item.foreground().color() == DEAD
    fine = on(view.dormitory).members.item(row(view, 2), 0)
    assert fine is not None and fine.foreground().color() != DEAD
    assert cell(view, 2, "Status") == "ready"
    on(view.dormitory).members.selectRow(row(view, 1))
    on(view.dormitory).status_box.setCurrentText("ready")
    on(view.dormitory).set_status()  # the dead never come back
    assert "never come back (6.4.1)" in view.message.text()
    assert cell(view, 1, "Status") == "dead: never usable again (6.4.1)"


def test_an_escaped_one_is_shown_escaped_7_2_3(view: GuildView) -> None:
    set_member(view, 0, status="escaped", recovery="")
    assert cell(view, 0, "Status") == "escaped (7.2.3): holds no dormitory slot"


@pytest.mark.parametrize("status", MEMBER_STATUSES)
def test_every_status_says_what_he_needs(view: GuildView, status: str) -> None:
    set_member(view, 0, status=status, recovery="2 days" if status == "injured" else "")
    expected = {
        "ready": "ready",  # the starter's mercenaries hold their weapon (5.1.4)
        "exploring": "exploring: away in the city, back at their task's end (the City view, 6.2)",
        "injured": "injured: 2 days",
        "dead": "dead: never usable again (6.4.1)",
        "escaped": "escaped (7.2.3): holds no dormitory slot",
    }
    assert cell(view, 0, "Status") == expected[status]


def test_an_injury_without_its_need_recorded_says_so() -> None:
    member = Member(card_id="x", status="injured", recovery="")
    assert state_text(member, "injured") == "injured: what they need was not recorded"


def test_a_ready_one_without_a_weapon_says_what_he_lacks_5_1_4(view: GuildView) -> None:
    with view.sessions.begin() as session:
        guild = find_guild(session, view.guild_name)
        for item in guild.items:
            if item.member_id == guild.members[0].id:
                item.member_id, item.slot = None, ""
    view.refresh()
    assert cell(view, 0, "Status") == "ready, but needs a weapon (5.1.4)"
    assert cell(view, 0, "Type").split()[-1] == "1"  # his type and level


@pytest.mark.parametrize(
    ("deeds", "titles"),
    [("{broken", "[1]"), ("[1, 2]", "{}"), ('{"kills": "many"}', "not json")],
)
def test_unreadable_deeds_and_titles_are_said(view: GuildView, deeds: str, titles: str) -> None:
    set_member(view, 0, deeds=deeds, titles=titles)
    assert cell(view, 0, "Deeds") == "unreadable" and cell(view, 0, "Titles") == "unreadable"
    on(view.dormitory).members.selectRow(row(view, 0))
    assert "Their titles cannot be read." in on(view.dormitory).campaign.text()


def test_a_title_no_longer_in_the_file_is_named(view: GuildView) -> None:
    set_member(view, 0, deeds=json.dumps({"kills": 7}), titles=json.dumps(["Old Hand"]))
    assert cell(view, 0, "Deeds") == "7 kills, 0 missions survived, 0 objectives"
    on(view.dormitory).members.selectRow(row(view, 0))
    assert "Title Old Hand: no longer in the titles file" in on(view.dormitory).campaign.text()


def test_the_players_own_titles_file_is_used_and_a_broken_one_said(view: GuildView) -> None:
    own = user_data_dir() / "titles.toml"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(
        'provisional = true\n[[title]]\nname = "Old Hand"\ndeed = "missions"\nat = 2\n'
        'effect = "Knows every alley."\n',
        encoding="utf-8",
    )
    set_member(view, 0, titles=json.dumps(["Old Hand"]))
    on(view.dormitory).members.selectRow(row(view, 0))
    text = on(view.dormitory).campaign.text()
    assert "Title Old Hand: Knows every alley." in text and str(own) in text
    own.write_text("provisional = [", encoding="utf-8")
    view.refresh()
    on(view.dormitory).members.selectRow(row(view, 0))
    text = on(view.dormitory).campaign.text()
    assert "The titles cannot be read:" in text and str(own) in text
    assert "Title Old Hand: no longer in the titles file" in text


def test_the_dormitory_keeps_its_selection_and_data_role(view: GuildView) -> None:
    on(view.dormitory).members.selectRow(row(view, 1))
    view.refresh()
    assert on(view.dormitory).members.currentRow() == 1
    item = on(view.dormitory).members.item(row(view, 1), 0)
    assert (
        item is not None
        and item.data(Qt.ItemDataRole.UserRole) == on(view.dormitory).selected_member()
    )


def test_the_armory_shows_the_dead_and_never_equips_him_6_4_1(
    view: GuildView, catalog: Catalog
) -> None:
    names = after_first_blood(view, catalog)
    fighters = on(view.armory).fighters
    assert fighters.item(fighter(view, 1)).text() == f"{names[1]} — dead"
    assert fighters.item(fighter(view, 0)).text() == names[0]  # the injured: no mark here
    on(view.armory).weapons.setCurrentRow(0)
    fighters.setCurrentRow(fighter(view, 1))
    assert not on(view.armory).equip_selected()
    assert view.message.text() == "Not done: the dead are not equipped"
