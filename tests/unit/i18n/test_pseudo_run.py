"""The pseudo-language run of issue 32: every text of the screens in a made-up language
30% longer (tsfiles.pseudo), each view and dialog opened offscreen at 1024x700; a visible
text not in it, or one cut off, fails naming the widget and the text.

Data stays as it comes (R-223): names and texts from the game's data files, numbers,
what the player typed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot
from screens import SIZE, problems

from demloc.ui.context import AppContext
from demloc.ui.main_window import MainWindow

pytestmark = pytest.mark.slow


@pytest.fixture
def window(qtbot: QtBot, context: AppContext, tmp_path: Path, pseudo: None) -> MainWindow:
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    made = MainWindow(context, settings)
    qtbot.addWidget(made)
    made.resize(*SIZE)
    made.show()
    made.sync_menus()
    return made


def _tabs(view: QWidget) -> Iterator[str]:
    """Each tab of the view's first tab widget shown in turn (the view alone if none)."""
    tabs = view.findChild(QTabWidget)
    if tabs is None:
        yield ""
        return
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        yield tabs.tabText(index)


def _view_case(key: str) -> object:
    return key


@pytest.mark.parametrize(
    "key", [_view_case(k) for k in ("guild", "city", "mission", "board", "catalog", "rules")]
)
def test_every_view_is_translated_and_nothing_is_cut_off(
    qtbot: QtBot, window: MainWindow, data_texts: frozenset[str], key: str
) -> None:
    window.show_view(key)
    found = []
    for tab in _tabs(window.views[key]):
        QApplication.processEvents()
        found += [f"[{key} {tab}] {problem}" for problem in problems(window, data_texts)]
    assert not found, "\n".join(sorted(set(found)))


def modal_problems(qtbot: QtBot, opens: Callable[[], object], data: frozenset[str]) -> list[str]:
    """The problems of the modal dialog `opens` shows (it is closed after)."""
    found: list[str] = []
    seen: list[QWidget] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        seen.append(dialog)
        QApplication.processEvents()
        found.extend(problems(dialog, data))
        dialog.close()

    QTimer.singleShot(0, look)
    opens()
    assert seen, "no dialog opened"
    return found


@pytest.mark.parametrize(
    "dialog", ["preferences", "about", "join table", "new guild", "dismiss", "upgrade"]
)
def test_every_dialog_is_translated_and_nothing_is_cut_off(
    qtbot: QtBot, window: MainWindow, data_texts: frozenset[str], dialog: str
) -> None:
    if dialog == "join table":  # not modal: the table's answer comes while it is open
        from demloc.ui.join_table import JoinTableDialog

        window.show_view("guild")
        shown = JoinTableDialog(window.views["guild"])  # type: ignore[arg-type]
        qtbot.addWidget(shown)
        shown.show()
        QApplication.processEvents()
        found = problems(shown, data_texts)
    elif dialog in ("new guild", "dismiss", "upgrade"):  # the Guild view's questions
        window.show_view("guild")
        view = window.views["guild"]
        if dialog == "new guild":
            opens: Callable[[], object] = view._new_guild_dialog  # type: ignore[attr-defined]
        elif dialog == "dismiss":
            view.tabs.setCurrentWidget(view.dormitory)  # type: ignore[attr-defined]
            view.dormitory.members.selectRow(0)  # type: ignore[attr-defined]
            opens = view.dormitory.dismiss  # type: ignore[attr-defined]
        else:
            view.overview.buildings.selectRow(0)  # type: ignore[attr-defined]
            opens = view.overview.upgrade  # type: ignore[attr-defined]
        found = modal_problems(qtbot, opens, data_texts)
    else:
        name = "preferences" if dialog == "preferences" else "about"
        action = next(a for a in window.findChildren(QAction) if a.objectName() == name)
        found = modal_problems(qtbot, action.trigger, data_texts)
    assert not found, "\n".join(found)


def test_the_check_sees_an_untranslated_text_and_a_cut_one(
    qtbot: QtBot, data_texts: frozenset[str]
) -> None:
    """The run above can fail: an English label, and a translated one too narrow."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    top = QWidget()
    qtbot.addWidget(top)
    english = QLabel("Buy the card")
    narrow = QLabel("⟦Käüfë dïë Kärtë ~~~⟧")
    narrow.setFixedWidth(20)
    data = QLabel("The Red Lantern")  # a guild's name: data
    layout = QVBoxLayout(top)
    for label in (english, narrow, data):
        layout.addWidget(label)
    top.show()
    found = problems(top, data_texts)
    assert len(found) == 2, found
    assert "not translated" in found[0] and "Buy the card" in found[0]
    assert "cut off" in found[1]
