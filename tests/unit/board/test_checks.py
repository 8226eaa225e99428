"""A map's characters against the rule of uniqueness (rulebook 5.1.1 mercenaries, 5.1.2
followers, 5.1.3 daemons): warnings, never refusals."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from demloc.board import mapfile
from demloc.board.checks import rule_warnings
from demloc.board.position import BoardMap
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir

MAPS = sorted((resources_dir() / "maps").glob("*.json"))
CHAPEL = resources_dir() / "maps" / "chapel-ambush.json"


def _recast(board_map: BoardMap, **changes: dict[str, str]) -> BoardMap:
    """The map with some miniatures' fields changed, by id."""
    characters = tuple(
        dataclasses.replace(c, **changes[c.id]) if c.id in changes else c
        for c in board_map.characters
    )
    return dataclasses.replace(board_map, characters=characters)


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_every_bundled_sample_obeys_the_rules(path: Path, catalog: Catalog) -> None:
    assert MAPS  # the samples are there to check
    assert rule_warnings(mapfile.load(path), catalog) == []


def test_a_mercenary_on_two_sides_gives_one_warning_naming_him(catalog: Catalog) -> None:
    # 5.1.1: one Wechi in a mission; chapel-ambush's red r1 is Wechi, by card id.
    board_map = _recast(mapfile.load(CHAPEL), b2={"card": "sol-wechi", "name": "Wechi"})
    warnings = rule_warnings(board_map, catalog)
    assert len(warnings) == 1
    assert "Wechi" in warnings[0] and "r1 (red 1)" in warnings[0] and "b2 (blue 2)" in warnings[0]
    assert "twice" in warnings[0] and "(the rule of uniqueness, 5.1.1)" in warnings[0]


def test_a_mercenary_is_known_by_name_when_no_card_is_given(catalog: Catalog) -> None:
    # The older samples name their miniatures without card ids; the same side counts too.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r1={"card": "", "name": "jadis"},
        r2={"card": "", "name": "Jadis"},
    )
    (warning,) = rule_warnings(board_map, catalog)
    assert warning.startswith("mercenary Jadis is on the board 3 times: r1 (red 1), r2 (red 2)")
    assert "b1 (blue 1)" in warning


def test_followers_may_come_twice(catalog: Catalog) -> None:
    # 5.1.2: followers of one name may play together.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r2={"card": "rog-f-city-guard", "name": "City Guard"},
        b2={"card": "", "name": "City Guard"},
    )
    assert rule_warnings(board_map, catalog) == []


def test_a_daemon_twice_is_warned_of(catalog: Catalog) -> None:
    # 5.1.3: one daemon of a name plays at a time.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r2={"card": "rog-daemon-cinder-imp", "name": "Cinder Imp"},
        b2={"card": "", "name": "Cinder Imp"},
    )
    (warning,) = rule_warnings(board_map, catalog)
    assert warning.startswith("daemon Cinder Imp is on the board twice") and "5.1.3" in warning


def test_an_unknown_card_id_is_named(catalog: Catalog) -> None:
    board_map = _recast(mapfile.load(CHAPEL), b1={"card": "sol-nobody"})
    assert rule_warnings(board_map, catalog) == ["b1: card 'sol-nobody' is not in the catalog"]


def test_an_unnamed_or_unknown_miniature_is_let_be(catalog: Catalog) -> None:
    board_map = _recast(
        mapfile.load(CHAPEL), r1={"card": "", "name": ""}, b1={"card": "", "name": "Guard"}
    )
    assert rule_warnings(board_map, catalog) == []
