"""The pseudo-language run of issue 32: every text of the screens in a made-up language
30% longer (tsfiles.pseudo), each view and dialog opened offscreen at 1024x700; a visible
text not in it, or one cut off, fails naming the widget and the text.

Data stays as it comes (R-223): names and texts from the game's data files, numbers,
what the player typed. Until i18n-play's wrapping is merged, the views made mostly of
ui/board, ui/tracker and ui/reference are expected to fail (PLAY_PENDING)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot
from screens import cut_off, has_words, texts, untranslated_part
from tsfiles import lrelease, lupdate, pseudo_ts

from demloc.paths import resources_dir
from demloc.store.starter import STARTER_GUILD
from demloc.ui.context import AppContext
from demloc.ui.main_window import APP_TITLE, MainWindow

pytestmark = pytest.mark.slow
SIZE = (1024, 700)
PLAY_PENDING = pytest.mark.xfail(
    strict=False, reason="i18n-play's wrapping (ui/board, ui/tracker, ui/reference) pending"
)
# Qt's own texts (its standard buttons): translated by Qt's qtbase_<lang>.qm, not ours.
QT_OWN = frozenset({"OK", "Cancel", "Close", "Yes", "No", "Apply", "Save", "Discard",
                    "Open", "Reset", "Help", "Show Details...", "Hide Details..."})  # fmt: skip
# Widgets whose text frames messages the pure core composes (R-223: shown as they come):
# their frame must be translated, the core's words may stay.
CORE_TEXT = {"cardFormSummary": "the catalog's refusal of each field of the card form"}
_NUMBERS = re.compile(r"[\d.,+%]+")
_SPLIT = re.compile(r"[\n·•|:;,()\[\]/—–]| - |\t")


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


@pytest.fixture(scope="module")
def data_texts() -> frozenset[str]:
    """Every string of the game's data files (R-223: shown as it comes)."""
    found: set[str] = set()
    for path in resources_dir().rglob("*.toml"):
        for text in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            found.update(part.strip() for part in [text, *_SPLIT.split(text)] if part.strip())
    found.add(STARTER_GUILD)  # the guild the first start makes (store/starter.py)
    found.add(APP_TITLE)  # the product's name
    return frozenset(found | QT_OWN)


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    ts = folder / "demloc_pseudo.ts"
    lupdate(ts)
    pseudo_ts(ts)
    lrelease(ts, folder / "demloc_pseudo.qm")
    return folder / "demloc_pseudo.qm"


@pytest.fixture
def pseudo(pseudo_qm: Path) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


@pytest.fixture
def window(qtbot: QtBot, context: AppContext, tmp_path: Path, pseudo: None) -> MainWindow:
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    made = MainWindow(context, settings)
    qtbot.addWidget(made)
    made.resize(*SIZE)
    made.show()
    made.sync_menus()
    return made


def problems(top: QWidget, data: frozenset[str]) -> list[str]:
    """Each visible text of `top` not translated (data aside) and each one cut off."""
    found = []
    for shown in texts(top):
        rest = untranslated_part(shown.text)
        if shown.widget.objectName() in CORE_TEXT:
            if rest == shown.text.strip():  # not even its frame translated
                found.append(f"not translated: {shown}")
            continue
        if "://" in rest and " " not in rest:  # an address, as an example to type
            continue
        fragments = [f.strip() for f in _SPLIT.split(rest) if has_words(f)]
        if any(not _is_data(fragment, data) for fragment in fragments):
            found.append(f"not translated: {shown}")
    found += [f"cut off: {shown}" for shown in cut_off(top)]
    if top.width() > SIZE[0] or top.height() > SIZE[1]:
        found.append(f"{top.objectName()} needs {top.width()}x{top.height()}")
    return found


def _is_data(fragment: str, data: frozenset[str]) -> bool:
    """A name or text from the data files (a version or count beside it)."""
    return fragment in data or " ".join(_NUMBERS.sub(" ", fragment).split()) in data


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
    pending = key in ("mission", "board", "rules")
    return pytest.param(key, marks=PLAY_PENDING) if pending else key


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
