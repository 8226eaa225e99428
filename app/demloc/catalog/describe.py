"""Every field of a card as labelled text rows: what the card detail panel shows.

A pure function of the card, so the Qt panel, a printed roster and the tests agree.
"""

from __future__ import annotations

from collections.abc import Iterable

from demloc.catalog.cards import (
    ArcaneCode,
    Card,
    Daemon,
    FixedWeapon,
    Follower,
    Mercenary,
    PersonalAbility,
    Profile,
    Weapon,
    WeaponType,
    card_keywords,
)
from demloc.catalog.keywords import Keyword, KeywordRule

Row = tuple[str, str]


def _keywords(keywords: Iterable[Keyword]) -> str:
    return ", ".join(str(k) for k in keywords) or "none"


def _types(types: Iterable[WeaponType]) -> str:
    return ", ".join(sorted(t.label for t in types)) or "none"


def _profile(p: Profile) -> list[Row]:
    return [
        ("Armour factor", str(p.armour)),
        ("Impact resistance", str(p.impact_resistance)),
        ("Hit factor", str(p.hit)),
        ("Movement factor", str(p.movement)),
        ("Hand-to-hand ability", str(p.hand_to_hand)),
        ("Ranged weapon ability", str(p.ranged)),
        ("Arcane ability", str(p.arcane)),
    ]


def _ability(a: PersonalAbility) -> str:
    kind = "passive" if a.fate_cost == 0 else f"activated, {a.fate_cost} fate point(s)"
    label = str(a.keyword) if a.keyword else a.name
    return f"{label} ({kind}): {a.rule_text}"


def _abilities(abilities: tuple[PersonalAbility, ...]) -> list[Row]:
    if not abilities:
        return [("Personal ability", "none")]
    return [("Personal ability", _ability(a)) for a in abilities]


def _fixed(label: str, w: FixedWeapon | None) -> Row:
    if w is None:
        return (label, "none")
    damage = f"damage {w.damage}"
    if w.range is not None:
        damage = f"range {w.range}, shooting damage {w.shooting_damage}, hand-to-hand {w.damage}"
    features = f"; {_keywords(w.features)}" if w.features else ""
    return (label, f"{w.name} ({w.type.label}), {damage}{features}")


def describe(card: Card) -> list[Row]:
    """Every field the rulebook lists for the card's kind, in card order."""
    rows: list[Row] = [("Name", card.name), ("Kind", card.kind.label), ("Card id", card.id)]
    match card:
        case Mercenary():
            rows += [
                ("Type", card.type.value),
                ("Level", str(card.level)),
                ("Area of origin", card.area),
                *_profile(card.profile),
                ("Favourite weapon", card.favourite_weapon.label),
                ("Primary weapon coupling", _types(card.primary_coupling)),
                ("Secondary weapon coupling", _types(card.secondary_coupling)),
                *_abilities(card.abilities),
            ]
        case Follower() | Daemon():
            if isinstance(card, Daemon):
                rows += [("Kabbalah", card.kabbalah), ("Level", str(card.level))]
            else:
                rows += [("Copies", str(card.count))]
            rows += [
                *_profile(card.profile),
                _fixed("Primary weapon", card.primary),
                _fixed("Secondary weapon", card.secondary),
                *_abilities(card.abilities),
                ("Arcane code", card.arcane_code or "none"),
            ]
        case Weapon():
            rows += [
                ("Copies", str(card.count)),
                ("Weapon type", card.type.label),
                ("Characteristic", card.characteristic.value),
                ("Grip", card.grip.value),
                ("Hand-to-hand damage", str(card.damage)),
            ]
            if card.is_ranged:
                rows += [
                    ("Range", str(card.range)),
                    ("Shooting damage", str(card.shooting_damage)),
                ]
            rows += [("Features", _keywords(card.features))]
            if card.unique_feature:
                rows += [(card.unique_feature.name, card.unique_feature.text)]
            coupling = ", ".join(sorted(t.value for t in card.coupling)) or "every type"
            rows += [("Mercenary coupling", coupling)]
        case ArcaneCode():
            rows += [("Copies", str(card.count)), ("Kabbalah", card.kabbalah)]
            for number, power in enumerate(card.powers, 1):
                effect = _keywords(power.effects) if power.effects else ""
                if power.unique_effect:
                    effect = f"{effect}; {power.unique_effect}" if effect else power.unique_effect
                rows += [
                    (
                        f"Arcane power {number}",
                        f"{power.name}: cost {power.cost}, range {power.range}, {effect}",
                    )
                ]
            rows += [("Summoning cost", str(card.summoning_cost))]
            pentacle = _keywords(card.pentacle.effects) if card.pentacle.effects else ""
            if card.pentacle.unique_effect:
                pentacle = "; ".join(p for p in (pentacle, card.pentacle.unique_effect) if p)
            rows += [("Summoning pentacle", f"{card.pentacle.name}: {pentacle}")]
    return rows


def keyword_rules(card: Card) -> list[KeywordRule]:
    """The rule of each distinct keyword on the card, in the order they first appear."""
    seen: dict[tuple[str, str], KeywordRule] = {}
    for keyword in card_keywords(card):
        seen.setdefault((keyword.rule.name, keyword.rule.place.value), keyword.rule)
    return list(seen.values())
