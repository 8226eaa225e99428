"""The Guild view's import asks for the guild's name before it empties it (issue 27
item 4, RULINGS.md R-158): the plan shown says what it takes; an update that leaves
the guild with no mercenaries, or with no wealth and no items, is done only when the
player types the guild's name, as `demloc guild import --empty-guild NAME`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView
from support.guild_files import crafted
from support.shots import save_shot

LANTERN = "The Red Lantern"


def _file(view: GuildView, tmp_path: Path, change: str) -> Path:
    assert view.export_to(tmp_path / "lantern.json")
    exported = json.loads((tmp_path / "lantern.json").read_text(encoding="utf-8"))
    return crafted(exported, tmp_path, change)


def _members(view: GuildView) -> int:
    view.refresh()
    return view.dormitory.members.rowCount()


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        (None, "it is done only when asked for by the guild's name"),
        ("the red lantern", "'the red lantern' is not its name here"),
        ("Iron Quills", "'Iron Quills' is not its name here"),
    ],
)
def test_emptying_needs_the_guild_s_name(
    view: GuildView, tmp_path: Path, typed: str | None, said: str
) -> None:
    path = _file(view, tmp_path, "wipe")
    shown: list[str] = []
    asked: list[str] = []
    imported = view.import_from(
        path,
        lambda plan: shown.append(plan) is None,
        ask_empty=lambda why: asked.append(why) or typed,
    )
    assert not imported
    assert f"It empties {LANTERN}: no mercenaries." in shown[0]
    assert asked == [f"This import empties {LANTERN}: no mercenaries."]
    message = view.message.text()
    assert message.startswith(f"Not imported: this import empties {LANTERN}"), message
    assert said in message and "nothing was changed" in message
    assert _members(view) == 4


def test_emptying_is_done_when_named(view: GuildView, tmp_path: Path) -> None:
    path = _file(view, tmp_path, "broke")
    assert view.import_from(path, lambda _plan: True, ask_empty=lambda _why: LANTERN)
    assert view.message.text() == f"Imported {LANTERN}"
    assert _members(view) == 4 and "feods <b>0</b>" in view.wealth.text()


def test_a_no_asks_nothing_more_and_changes_nothing(view: GuildView, tmp_path: Path) -> None:
    asked: list[str] = []
    path = _file(view, tmp_path, "wipe")
    assert not view.import_from(
        path, lambda _plan: False, ask_empty=lambda w: asked.append(w) or LANTERN
    )
    assert not asked and _members(view) == 4


@pytest.mark.parametrize("change", ["member", "feods", "item", "moved", "richer"])
def test_an_update_that_does_not_empty_is_asked_once(
    view: GuildView, tmp_path: Path, change: str
) -> None:
    """The screen's yes is the command's --yes: what it takes is in the plan shown."""
    shown: list[str] = []
    asked: list[str] = []
    path = _file(view, tmp_path, change)

    def confirm(plan: str) -> bool:
        shown.append(plan)
        return True

    assert view.import_from(path, confirm, ask_empty=lambda w: asked.append(w) or None)
    assert not asked and view.message.text() == f"Imported {LANTERN}"
    takes = change in ("member", "feods", "item")
    assert (f"It takes from {LANTERN}: " in shown[0]) is takes, shown[0]
    assert _members(view) == (3 if change == "member" else 4)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_name_is_typed_in_the_screen_s_dialog(
    qtbot: QtBot, view: GuildView, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The real dialog: shown over the view, it takes the typed name (Enter)."""
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    path = _file(view, tmp_path, "wipe")
    seen: dict[str, Any] = {}

    def type_the_name() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, type_the_name)
            return
        seen["label"] = dialog.labelText()
        seen["fits"] = dialog.frameGeometry().width() <= size[0]
        save_shot(dialog, "shots27", f"empty-name-{size[0]}.png")
        dialog.setTextValue(LANTERN)
        dialog.accept()

    QTimer.singleShot(0, type_the_name)
    assert view.import_from(path, lambda _plan: True), view.message.text()
    assert "This import empties The Red Lantern: no mercenaries." in seen["label"]
    assert "type the guild's name as it is here" in seen["label"] and seen["fits"]
    assert _members(view) == 0
