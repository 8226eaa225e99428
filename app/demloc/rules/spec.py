"""Fighters from a short text description: a card id with its state, or numbers given
outright. Used by the command line (`demloc odds`, `demloc resolve`) and the test cases.

    {"card": "sol-altai", "weapons": ["rog-w-war-axe"], "hearts": 1, "token": "exhausted"}
    {"name": "Guard", "armour": 4, "impact_resistance": 1, "hit": 2, "hand_to_hand": "2+1",
     "ranged": "1", "primary": {"name": "Halberd", "type": "spear", "damage": 2}}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from demloc.catalog.cards import (
    AbilityScore,
    ArcaneCode,
    CardKind,
    Profile,
    Weapon,
    WeaponType,
)
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.catalog.keywords import KeywordPlace, parse_keyword
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter, Token, WeaponInHand, fighter_from_card

STATE_FIELDS = {
    "token", "armour_tokens", "armour_damage", "hearts", "hit_damage", "heart_limit", "seals",
    "white", "black", "lost_dice", "bleeding", "poison", "vigour", "weakness", "fury_turns",
    "stunned", "possessed", "summoned", "summoner", "escaped", "dead", "objects", "codes",
}  # fmt: skip


def _weapon(spec: Mapping[str, Any], where: str) -> WeaponInHand:
    try:
        return WeaponInHand(
            name=str(spec.get("name", "weapon")),
            type=WeaponType(spec["type"]),
            damage=int(spec["damage"]),
            range=int(spec["range"]) if "range" in spec else None,
            shooting_damage=int(spec["shooting_damage"]) if "shooting_damage" in spec else None,
            features=tuple(
                parse_keyword(f, KeywordPlace.WEAPON_FEATURE) for f in spec.get("features", [])
            ),
        )
    except (KeyError, ValueError, TypeError) as error:
        raise RulesError(f"{where}: not a weapon ({error})") from None


def _optional_weapon(spec: dict[str, Any], slot: str, fighter_id: str) -> WeaponInHand | None:
    return _weapon(spec.pop(slot), f"{fighter_id}.{slot}") if slot in spec else None


def fighter_from_spec(
    spec: Mapping[str, Any], default_id: str, owner: str, catalog: Catalog | None = None
) -> Fighter:
    """A fighter from `spec` (see the module's doc); errors name the field."""
    spec = dict(spec)
    fighter_id = str(spec.pop("id", default_id))
    owner = str(spec.pop("owner", owner))
    state = {k: spec.pop(k) for k in list(spec) if k in STATE_FIELDS}
    if "card" in spec:
        if catalog is None:
            raise RulesError(f"{fighter_id}: a card id needs the catalog")
        try:
            card = catalog.card(str(spec.pop("card")))
            weapons = tuple(catalog.card(w) for w in spec.pop("weapons", []))
        except UnknownCardError as error:
            raise RulesError(f"{fighter_id}: {error.args[0]}") from None
        if not all(isinstance(w, Weapon) for w in weapons):
            raise RulesError(f"{fighter_id}: 'weapons' lists weapon card ids")
        if isinstance(card, Weapon | ArcaneCode):
            raise RulesError(f"{fighter_id}: {card.id} is not a character card")
        fighter = fighter_from_card(card, fighter_id, owner, weapons)  # type: ignore[arg-type]
    else:
        try:
            profile = Profile(
                armour=int(spec.pop("armour")),
                impact_resistance=int(spec.pop("impact_resistance", 0)),
                hit=int(spec.pop("hit")),
                movement=int(spec.pop("movement", 4)),
                hand_to_hand=AbilityScore.parse(str(spec.pop("hand_to_hand", "1"))),
                ranged=AbilityScore.parse(str(spec.pop("ranged", "1"))),
                arcane=int(spec.pop("arcane", 0)),
            )
        except KeyError as error:
            raise RulesError(
                f"{fighter_id}: the field {error} is missing (a character "
                "given by numbers needs at least armour and hit)"
            ) from None
        except ValueError as error:  # a CatalogError among them
            raise RulesError(f"{fighter_id}: {error}") from None
        favourite = spec.pop("favourite", None)
        fighter = Fighter(
            fighter_id, owner, str(spec.pop("card_id", "")), str(spec.pop("name", fighter_id)),
            CardKind.MERCENARY if favourite else CardKind.FOLLOWER, profile,
            int(spec.pop("level", 1)),
            favourite=WeaponType(favourite) if favourite else None,
            primary=_optional_weapon(spec, "primary", fighter_id),
            secondary=_optional_weapon(spec, "secondary", fighter_id),
            abilities=tuple(
                parse_keyword(a, KeywordPlace.PERSONAL_ABILITY) for a in spec.pop("abilities", [])
            ),
            pentacle=tuple(
                parse_keyword(a, KeywordPlace.PENTACLE_EFFECT) for a in spec.pop("pentacle", [])
            ),
        )  # fmt: skip
    if spec:
        raise RulesError(f"{fighter_id}: unknown fields {sorted(spec)}")
    if "token" in state:
        state["token"] = Token(state["token"])
    for field in ("objects", "codes"):
        if field in state:
            state[field] = tuple(state[field])
    try:
        return dataclasses.replace(fighter, **state)
    except (TypeError, ValueError) as error:
        raise RulesError(f"{fighter_id}: {error}") from None
