"""A map's characters against the rule of uniqueness (rulebook 5.1.1 mercenaries, 5.1.2
followers, 5.1.3 daemons): warnings, never refusals."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from demloc.board import mapfile
from demloc.board.checks import rule_warnings
from demloc.board.position import BoardMap
from demloc.board.position import Character as Miniature
from demloc.catalog.cards import CardKind, Daemon, FixedWeapon, Follower, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import check_equipment

MAPS = sorted((resources_dir() / "maps").glob("*.json"))
CHAPEL = resources_dir() / "maps" / "chapel-ambush.json"


def _recast(board_map: BoardMap, **changes: dict[str, Any]) -> BoardMap:
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
    board_map = _recast(
        mapfile.load(CHAPEL), b2={"card": "sol-wechi", "name": "Wechi", "movement": 6, "fly": 0}
    )
    warnings = rule_warnings(board_map, catalog)
    assert len(warnings) == 1
    assert "Wechi" in warnings[0] and "r1 (red 1)" in warnings[0] and "b2 (blue 2)" in warnings[0]
    assert "twice" in warnings[0] and "(the rule of uniqueness, 5.1.1)" in warnings[0]


def test_a_mercenary_is_known_by_name_when_no_card_is_given(catalog: Catalog) -> None:
    # The older samples name their miniatures without card ids; the same side counts too.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r1={"card": "", "name": "jadis", "movement": 5},
        r2={"card": "", "name": "Jadis", "movement": 5},
    )
    (warning,) = rule_warnings(board_map, catalog)
    assert warning.startswith("mercenary Jadis is on the board 3 times: r1 (red 1), r2 (red 2)")
    assert "b1 (blue 1)" in warning


def test_followers_may_come_twice(catalog: Catalog) -> None:
    # 5.1.2: followers of one name may play together.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r2={"card": "rog-f-city-guard", "name": "City Guard", "movement": 4},
        b2={"card": "", "name": "City Guard", "movement": 4, "fly": 0},
    )
    assert rule_warnings(board_map, catalog) == []


def test_a_daemon_twice_is_warned_of(catalog: Catalog) -> None:
    # 5.1.3: one daemon of a name plays at a time.
    board_map = _recast(
        mapfile.load(CHAPEL),
        r2={"card": "rog-daemon-cinder-imp", "name": "Cinder Imp", "movement": 5, "fly": 3},
        b2={"card": "", "name": "Cinder Imp", "movement": 5, "fly": 3},
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


def test_a_name_with_a_trailing_space_is_the_same_mercenary(catalog: Catalog) -> None:
    # 5.1.1: "Wechi " is Wechi; names are compared trimmed and in any case.
    wechi = {"card": "", "name": "Wechi ", "movement": 6, "fly": 0}
    board_map = _recast(mapfile.load(CHAPEL), b2=wechi)
    (warning,) = rule_warnings(board_map, catalog)
    assert warning.startswith("mercenary Wechi is on the board twice: r1 (red 1), b2 (blue 2)")


def test_a_wrong_movement_gives_one_warning_naming_it(catalog: Catalog) -> None:
    # 5.1.1, 7.2.1: the card's movement factor is what a miniature moves; Wechi's is 6.
    board_map = _recast(mapfile.load(CHAPEL), r1={"movement": 5})
    assert rule_warnings(board_map, catalog) == [
        "r1 (red 1) Wechi: movement 5 on the map, 6 on its card (5.1.1)"
    ]
    # Known by name as well as by card id.
    board_map = _recast(board_map, r1={"card": ""})
    assert rule_warnings(board_map, catalog) == [
        "r1 (red 1) Wechi: movement 5 on the map, 6 on its card (5.1.1)"
    ]


def test_a_fly_other_than_the_cards_is_warned_of(catalog: Catalog) -> None:
    # 8.4: Alith's card has FLY 2; a City Guard's has none.
    board_map = _recast(
        mapfile.load(CHAPEL),
        b2={"fly": 0},
        r2={"card": "rog-f-city-guard", "name": "City Guard", "movement": 4, "fly": 3},
    )
    assert rule_warnings(board_map, catalog) == [
        "r2 (red 2) City Guard: fly 3 on the map, 0 on its card (FLY x, 8.4)",
        "b2 (blue 2) Alith: fly 0 on the map, 2 on its card (FLY x, 8.4)",
    ]


def _card_of(miniature: Miniature, catalog: Catalog) -> Mercenary | Follower | Daemon:
    card = catalog.card(miniature.card) if miniature.card else None
    if card is None:
        (card,) = [
            c
            for kind in (CardKind.MERCENARY, CardKind.FOLLOWER, CardKind.DAEMON)
            for c in catalog.of_kind(kind)
            if c.name == miniature.name
        ]
    assert isinstance(card, Mercenary | Follower | Daemon)
    return card


def _long(weapons: Iterable[Weapon | FixedWeapon]) -> bool:
    return any(f.name == "LONG RANGE ENGAGEMENT" for w in weapons for f in w.features)  # 7.1.1


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_every_sample_miniature_shoots_as_its_card_or_its_weapons_say(
    path: Path, catalog: Catalog
) -> None:
    # A follower's or daemon's weapons are printed on its card (5.1.2, 5.1.3); a
    # mercenary's range is that of weapons he may carry (5.1.4, RULINGS.md R-2).
    weapons = [w for w in catalog.of_kind(CardKind.WEAPON) if isinstance(w, Weapon)]
    for miniature in mapfile.load(path).characters:
        card = _card_of(miniature, catalog)
        shown = (miniature.weapon_range, miniature.long_range)
        if isinstance(card, Mercenary):
            loadouts: list[tuple[Weapon, ...]] = [
                (),
                *(
                    chosen
                    for count in (1, 2)
                    for chosen in itertools.permutations(weapons, count)
                    if _legal(card, chosen)
                ),
            ]
            possible = {
                (max((w.range or 0 for w in chosen), default=0), _long(chosen))
                for chosen in loadouts
            }
            assert shown in possible, f"{path.stem} {miniature.id} {card.name}: {shown}"
        else:
            printed = [w for w in (card.primary, card.secondary) if w is not None]
            expected = (max((w.range or 0 for w in printed), default=0), _long(printed))
            assert shown == expected, f"{path.stem} {miniature.id} {card.name}"


def _legal(card: Mercenary, weapons: tuple[Weapon, ...]) -> bool:
    try:
        check_equipment(card, weapons)
    except IllegalActionError:
        return False
    return True
