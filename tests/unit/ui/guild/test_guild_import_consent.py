"""The Guild view's import asks for the guild's name before it empties it (issue 27
item 4, RULINGS.md R-158): the plan shown says what it takes; an update that leaves
the guild with no mercenaries, or with no wealth and no items, is done only when the
player types the guild's name, as `demloc guild import --empty-guild NAME`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView
from support.guild_files import crafted
from support.guild_tabs import on
from support.shots import save_shot

LANTERN = "The Red Lantern"


def _file(view: GuildView, tmp_path: Path, change: str) -> Path:
    assert view.export_to(tmp_path / "lantern.json")
    exported = json.loads((tmp_path / "lantern.json").read_text(encoding="utf-8"))
    return crafted(exported, tmp_path, change)


def _members(view: GuildView) -> int:
    view.refresh()
    return on(view.dormitory).members.rowCount()


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


@pytest.mark.parametrize(
    ("change", "default", "members"),
    [("member", "No", 4), ("feods", "No", 4), ("wipe", "No", 4), ("richer", "Yes", 4)],
)
def test_enter_on_the_import_question_never_takes(
    qtbot: QtBot,
    view: GuildView,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    change: str,
    default: str,
    members: int,
) -> None:
    """The real question after "Import a guild…": a plan that takes members, items or
    wealth has No as its default button, so a tap on Enter leaves the guild as it is;
    one that takes nothing keeps Yes (R-158)."""
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    path = _file(view, tmp_path, change)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    seen: dict[str, Any] = {}

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QInputDialog):  # the name an emptying asks: not typed
            seen["asked name"] = True
            box.reject()
            return
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press_enter)
            return
        seen["default"] = box.defaultButton().text().replace("&", "")
        seen["text"] = box.text()
        qtbot.keyClick(box, Qt.Key.Key_Return)
        QTimer.singleShot(20, press_enter)

    QTimer.singleShot(0, press_enter)
    view._import_dialog()
    assert seen["default"] == default and seen["text"].endswith("Import it?")
    said = view.message.text()  # the Overview's: read before the Dormitory is shown
    assert _members(view) == members and "asked name" not in seen
    imported = said == f"Imported {LANTERN}"
    assert imported is (default == "Yes"), said
    if change == "richer":
        assert "feods <b>" in view.wealth.text()


def test_an_update_that_drops_the_guild_s_history_needs_the_yes(
    view: GuildView, tmp_path: Path
) -> None:
    """A file that keeps every mercenary, item and feod but makes the ledger one entry
    (it still adds up) erased the guild's history with no more than the plain yes a
    richer file gets: Enter on the question took it (issue 27 review, R-174)."""
    shown: list[str] = []
    path = _file(view, tmp_path, "history")
    assert not view.import_from(path, lambda plan: shown.append(plan) is not None)  # No
    assert f"It takes from {LANTERN}: 4 ledger entries." in shown[0], shown[0]
    assert view.import_from(path, lambda _plan: True)
    view.refresh()
    assert view.message.text() == f"Imported {LANTERN}"


def test_a_no_says_that_nothing_was_imported(view: GuildView, tmp_path: Path) -> None:
    """After a No the view still said "Exported The Red Lantern to …", the last thing
    done: as if the import had not been asked at all (issue 27 review)."""
    path = _file(view, tmp_path, "member")
    assert not view.import_from(path, lambda _plan: False)
    assert view.message.text() == f"Not imported: {path}: nothing was changed"


def test_a_long_plan_keeps_the_question_s_buttons_on_a_1024x700_screen(
    qtbot: QtBot, view: GuildView
) -> None:
    """A full guild wiped lists some 70 changes (10 mercenaries, 45 items, 8 buildings):
    the question grew to 1,200 px, Yes and No below a 700 px screen's edge (issue 27
    review). The plan's head and what it takes are shown, the whole in its details."""
    from demloc.store.import_plan import ImportPlan

    changes = tuple(
        f"loses weapon Woodcutter's Hatchet held by Magda Thorne {n}" for n in range(70)
    )
    plan = ImportPlan(LANTERN, False, ("feods 220 -> 0", *changes), {}, here=LANTERN,
                      removes=("220 feods",), empties="no mercenaries")  # fmt: skip
    seen: dict[str, Any] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen["high"] = box.height()
        seen["text"], seen["details"] = box.text(), box.detailedText()
        seen["default"] = box.defaultButton().text().replace("&", "")
        box.reject()

    QTimer.singleShot(0, look)
    assert not view._confirm_import(plan)
    assert seen["high"] <= 560, seen["high"]  # the title bar and a margin on 700 px
    assert seen["default"] == "No"
    assert f"It empties {LANTERN}: no mercenaries." in seen["text"]
    assert seen["text"].endswith("Import it?") and "and 59 more changes" in seen["text"]
    assert seen["details"] == plan.describe()
