"""Golden images of the city map (issue 14 "The city map"): the real city with a fixed
set of marks (every state, the 4 guild colours, tasks under way and one due, a
selected spot), fitted at 1024x700 and 1920x1080. Compared with tests/support/golden.py
(a tolerance; DEMLOC_UPDATE_GOLDEN=1 writes new ones), kept in ./golden/."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import support.golden
from demloc.city.model import load_city
from demloc.city.rules import load_rules
from demloc.city.tasks import SpotState
from demloc.paths import resources_dir
from demloc.ui.city import CityMapView, SpotMark
from support.golden import assert_image_matches

NOW = dt.datetime(2026, 5, 1, 12, 0, tzinfo=dt.UTC)
HERE = Path(__file__).parent / "golden"
pytestmark = pytest.mark.golden


def marks() -> dict[str, SpotMark]:
    hours = dt.timedelta(hours=1)
    return {
        "drowned-lantern": SpotMark(SpotState.HELD, "The Red Lantern", "red"),
        "salt-market": SpotMark(
            SpotState.KNOWN, task="acquiring", due_at=NOW + 3 * hours + dt.timedelta(minutes=12)
        ),
        "pier-nine": SpotMark(SpotState.RIVAL, "The Blue Tide", "blue"),
        "kettleburn-forge": SpotMark(SpotState.RIVAL, "Yellow Fangs", "yellow"),
        "slag-yard": SpotMark(
            SpotState.UNKNOWN, task="exploring", due_at=NOW - dt.timedelta(minutes=1)
        ),
        "saint-ulrec": SpotMark(SpotState.KNOWN),
        "ossuary-gate": SpotMark(SpotState.RIVAL, "The Green Hand", "green"),
        "scriptorium": SpotMark(SpotState.HELD, "The Red Lantern", "red", selected=True),
        "gutter-pit": SpotMark(SpotState.KNOWN),
        "crooked-well": SpotMark(
            SpotState.UNKNOWN, task="exploring", due_at=NOW + dt.timedelta(minutes=40)
        ),
        "counting-house": SpotMark(SpotState.KNOWN, task="acquiring", due_at=NOW + 29 * hours),
        "grey-tower": SpotMark(SpotState.KNOWN),
    }


@pytest.fixture(autouse=True)
def city_golden(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The bundled font, and this folder's baselines instead of tests/golden/."""
    for font_file in sorted((resources_dir() / "fonts").glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font_file))
    monkeypatch.setattr(support.golden, "GOLDEN", HERE)
    yield


def render(qtbot: QtBot, size: tuple[int, int], out: Path) -> Path:
    view = CityMapView(load_city(), load_rules())
    qtbot.addWidget(view)
    view.set_marks(marks())
    view.set_now(NOW)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    assert view.grab().save(str(out))
    return out


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_city_map(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    picture = render(qtbot, size, tmp_path / "actual.png")
    assert_image_matches(f"city-map-{size[0]}x{size[1]}", picture)


def test_a_different_map_fails_the_comparison(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The baseline can fail: every spot unknown is not the golden picture."""
    monkeypatch.setattr(support.golden, "FAILURES", tmp_path / "failures")
    monkeypatch.delenv("DEMLOC_UPDATE_GOLDEN", raising=False)
    if not (HERE / "city-map-1024x700.png").exists():
        pytest.skip("no baseline yet")
    view = CityMapView(load_city(), load_rules())
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    out = tmp_path / "unknown.png"
    assert view.grab().save(str(out))
    with pytest.raises(AssertionError, match="city-map-1024x700"):
        assert_image_matches("city-map-1024x700", out, tolerance=0.5, max_share=0.001)
