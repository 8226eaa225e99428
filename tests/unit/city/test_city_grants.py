"""A held spot's bonus (6.2 "Any bonuses ... immediately applied"; R-125): the price cuts
while held, the largest of a price applying, never a price below 1 feod."""

from __future__ import annotations

import pytest
from city_core_support import FORGE, city, rules

from demloc.city.grants import cut_price, price_cuts
from demloc.city.rules import PRICES


def test_no_spot_held_cuts_no_price() -> None:
    assert price_cuts(city(), rules(), []) == dict.fromkeys(PRICES, 0)


def test_each_price_a_spot_cuts_r_125() -> None:
    held = [FORGE, "tide-chapel", "scriptorium", "pier-nine"]
    assert price_cuts(city(), rules(), held) == {
        "weapon": 10, "arcane_code": 15, "daemon": 10, "follower": 10,
    }  # fmt: skip


def test_two_cuts_of_one_price_do_not_add_up_r_125() -> None:
    both = price_cuts(city(), rules(), ["pier-nine", "watch-barracks"])  # 10% and 20%
    assert both["follower"] == 20


def test_spots_without_a_cut_and_spots_not_of_the_city_change_nothing() -> None:
    assert price_cuts(city(), rules(), ["drowned-lantern", "renamed"]) == dict.fromkeys(PRICES, 0)


@pytest.mark.parametrize(
    ("price", "percent", "cut"),
    [(20, 10, 18), (20, 0, 20), (3, 50, 1), (1, 90, 1), (150, 15, 127), (0, 50, 0), (9, 90, 1)],
)
def test_a_cut_price_rounds_down_but_never_below_one_r_125(
    price: int, percent: int, cut: int
) -> None:
    assert cut_price(price, percent) == cut
