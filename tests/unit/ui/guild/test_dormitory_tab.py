"""The Dormitory tab: whom the guild cannot enlist, and why, before a click (5.1.1);
Dismiss asks first; the history names whom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel

from demloc.ui.guild import GuildView
from demloc.ui.plaintext import tooltip
from support.guild_tabs import on


def _entries(view: GuildView) -> list[tuple[str, bool, str]]:
    box = on(view.dormitory).recruits
    model = box.model()
    assert isinstance(model, QStandardItemModel)
    return [
        (box.itemText(i), model.item(i).isEnabled(), model.item(i).toolTip())
        for i in range(box.count())
    ]


def test_a_full_dormitory_greys_every_recruit_with_the_reason(view: GuildView) -> None:
    entries = _entries(view)
    assert entries and not any(enabled for _text, enabled, _tip in entries)
    text, _enabled, tip = entries[0]
    reason = on(view.dormitory).reason.text()  # the plain text; the tooltip holds it escaped
    assert "has 4 slots, all taken" in text and reason.startswith("Cannot enlist ")
    assert tip == tooltip(reason) and not on(view.dormitory).enlist_button.isEnabled()


def test_after_an_upgrade_only_those_the_limits_allow_are_offered(view: GuildView) -> None:
    on(view.overview).buildings.selectRow(0)
    view.ask = lambda _text: True  # the upgrade's question
    on(view.overview).upgrade()  # the dormitory to level 2: 6 slots, 5 of level 1
    assert all(enabled for _text, enabled, _tip in _entries(view))
    # The first one the guild can take is selected, and enlisting it works.
    assert (
        on(view.dormitory).enlist_button.isEnabled() and not on(view.dormitory).reason.isVisible()
    )
    name = on(view.dormitory).recruits.currentText().split(" (")[0]
    on(view.dormitory).enlist()
    assert view.undo_stack.undoText() == f"Enlist {name}"
    entries = _entries(view)
    closed = [(text, tip) for text, enabled, tip in entries if not enabled]
    assert closed and all(" 1)" in text for text, _tip in closed)  # the level-1 ones
    assert all("takes 5 level-1 mercenaries (5.1.1)" in tip for _text, tip in closed)
    assert any(enabled for _text, enabled, _tip in entries)  # higher levels still fit


def test_dismiss_asks_first_and_names_whom(view: GuildView, guild_of: Any) -> None:
    asked: list[str] = []
    answer = [False]
    view.ask = lambda text: asked.append(text) is None and answer[0]
    on(view.dormitory).members.selectRow(0)
    name = on(view.dormitory).members.item(0, 0).text()
    on(view.dormitory).dismiss()
    assert asked and name in asked[0] and on(view.dormitory).members.rowCount() == 4
    answer[0] = True
    on(view.dormitory).dismiss()
    assert on(view.dormitory).members.rowCount() == 3
    assert view.undo_stack.undoText() == f"Dismiss {name}"
    view.undo_stack.undo()
    assert on(view.dormitory).members.rowCount() == 4


def test_a_status_change_names_the_mercenary(view: GuildView) -> None:
    on(view.dormitory).members.selectRow(1)
    name = on(view.dormitory).members.item(1, 0).text()
    on(view.dormitory).status_box.setCurrentText("injured")
    on(view.dormitory).recovery.setText("a week's rest")
    on(view.dormitory).set_status()
    assert view.undo_stack.undoText() == f"Set {name}'s status to injured"
    member_id = on(view.dormitory).members.item(1, 0).data(Qt.ItemDataRole.UserRole)
    assert view.member_name(member_id) == name
