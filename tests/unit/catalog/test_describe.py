"""The detail panel's rows: every feature the rulebook lists for each kind."""

from __future__ import annotations

from demloc.catalog.cards import ArcaneCode, CardKind, Daemon, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.catalog.describe import describe, keyword_rules


def _labels(catalog: Catalog, kind: CardKind) -> set[str]:
    return {label for label, _ in describe(catalog.of_kind(kind)[0])}


def test_mercenary_rows_hold_the_fourteen_features(catalog: Catalog) -> None:
    # 5.1.1's list of card features.
    assert {
        "Name",
        "Armour factor",
        "Impact resistance",
        "Hit factor",
        "Movement factor",
        "Hand-to-hand ability",
        "Ranged weapon ability",
        "Primary weapon coupling",
        "Secondary weapon coupling",
        "Favourite weapon",
        "Level",
        "Arcane ability",
        "Personal ability",
        "Type",
        "Area of origin",
    } <= _labels(catalog, CardKind.MERCENARY)
    merc = catalog.of_kind(CardKind.MERCENARY)[0]
    assert isinstance(merc, Mercenary)
    ability = dict(describe(merc))["Personal ability"]
    assert ("passive" in ability) or (f"{merc.abilities[0].fate_cost} fate point" in ability)


def test_daemon_weapon_and_code_rows(catalog: Catalog) -> None:
    assert {"Kabbalah", "Level", "Primary weapon", "Secondary weapon"} <= _labels(
        catalog, CardKind.DAEMON
    )
    assert {"Weapon type", "Characteristic", "Grip", "Mercenary coupling"} <= _labels(
        catalog, CardKind.WEAPON
    )
    assert {"Arcane power 1", "Arcane power 2", "Summoning cost", "Summoning pentacle"} <= (
        _labels(catalog, CardKind.ARCANE_CODE)
    )
    ranged = next(c for c in catalog.cards if isinstance(c, Weapon) and c.is_ranged)
    assert {"Range", "Shooting damage"} <= {label for label, _ in describe(ranged)}


def test_keyword_rules_of_a_card_are_its_keywords(catalog: Catalog) -> None:
    code = next(c for c in catalog.cards if isinstance(c, ArcaneCode))
    rules = keyword_rules(code)
    printed = {k.rule.name for p in code.powers for k in p.effects}
    printed |= {k.rule.name for k in code.pentacle.effects}
    assert {r.name for r in rules} == printed
    flyer = next(
        c
        for c in catalog.cards
        if isinstance(c, Daemon) and any(a.keyword and a.keyword.name == "FLY" for a in c.abilities)
    )
    assert [r.section for r in keyword_rules(flyer) if r.name == "FLY"] == ["8.4"]
