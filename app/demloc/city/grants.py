"""What the spots a guild holds grant while held (6.2: "Any bonuses ... immediately
applied"): the cut on each of the guild's prices. The one-off fame, feods and blood
stones of a grant are paid by the acquisition's `Outcome.lines`, not here.

For the store: `price_cuts(...)` with the spots the guild holds gives the percent taken
off each price of guild.toml's [prices]; the largest cut of a price applies, cuts never
add up (R-125); `cut_price` rounds the price in the guild's favour but never below 1."""

from __future__ import annotations

from collections.abc import Iterable

from demloc.city.model import City
from demloc.city.rules import PRICES, CityRules, Price


def price_cuts(city: City, rules: CityRules, held: Iterable[str]) -> dict[Price, int]:
    """Price -> percent off, for every price (0: no spot cuts it)."""
    cuts: dict[Price, int] = dict.fromkeys(PRICES, 0)
    known = {s.id: s for s in city.spots}
    for spot_id in held:
        spot = known.get(spot_id)
        if spot is None:
            continue  # a spot city.toml no longer has: holders_problems names it
        grant = rules.of(spot.kind).grant
        if grant.price_of is not None:
            cuts[grant.price_of] = max(cuts[grant.price_of], grant.price_cut_percent)
    return cuts


def cut_price(price: int, percent: int) -> int:
    """`price` less `percent`%, rounded down, at least 1 for anything that costs (R-125)."""
    if price <= 0:
        return price
    return max(1, price * (100 - percent) // 100)
