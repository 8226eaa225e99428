"""Reading one set file (TOML, format in resources/README.md) into a CardSet."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path

from demloc.catalog.cards import (
    CITY_AREAS,
    RANGED_WEAPON_TYPES,
    AbilityScore,
    ArcaneCode,
    ArcanePower,
    Card,
    CardSet,
    Daemon,
    FixedWeapon,
    Follower,
    Grip,
    ManaColour,
    ManaCost,
    Mercenary,
    MercenaryType,
    Pentacle,
    PersonalAbility,
    Profile,
    UniqueFeature,
    Weapon,
    WeaponCharacteristic,
    WeaponType,
)
from demloc.catalog.errors import BadValueError, DataSyntaxError, DuplicateIdError, Where
from demloc.catalog.fields import Fields
from demloc.catalog.keywords import Activation, KeywordPlace, parse_keyword

REDEEM_CODE = re.compile(r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$")
CARD_SECTIONS = ("mercenary", "follower", "daemon", "weapon", "arcane_code")


def load_set_file(path: Path) -> CardSet:
    """Read and validate one set file; raise a CatalogError naming file, card and field."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataSyntaxError(f"cannot be read: {error}", Where(file=str(path))) from None
    return load_set_text(text, str(path))


def load_set_text(text: str, source: str) -> CardSet:
    """A set from its text (a file's, or a card typed in at the City Gate)."""
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as error:
        # ValueError: a number too long for Python to read; RecursionError: nesting.
        raise DataSyntaxError(f"not valid TOML: {error}", Where(file=source)) from None

    top = Fields(data, Where(file=source))
    head = top.table("set")
    set_id = head.identifier("id")
    code = head.text("redeem_code")
    if not REDEEM_CODE.match(code):
        raise BadValueError(
            f"'{code}' is not a redeem code: use capitals, digits and dashes",
            Where(file=source, field="set.redeem_code"),
        )
    name, box, provisional = head.text("name"), head.text("box"), head.boolean("provisional")
    head.finish()

    cards: list[Card] = []
    seen: dict[str, str] = {}
    for section in CARD_SECTIONS:
        for index, raw in enumerate(top.tables(section, required=False)):
            kind = section.replace("_", " ")
            card_id = raw.rooted(Where(file=source, card=f"{kind} #{index + 1}")).identifier("id")
            fields = raw.rooted(Where(file=source, card=f"{kind} '{card_id}'"))
            fields.identifier("id")
            if card_id in seen:
                raise DuplicateIdError(
                    f"id '{card_id}' is used twice in this file (also by a {seen[card_id]})",
                    Where(file=source, card=f"{section} '{card_id}'", field="id"),
                )
            seen[card_id] = kind
            card = _READERS[section](fields, card_id, set_id)
            fields.finish()
            cards.append(card)
    top.finish()
    return CardSet(set_id, name, box, code, provisional, source, tuple(cards))


def _profile(f: Fields) -> Profile:
    return Profile(
        armour=f.integer("armour"),
        impact_resistance=f.integer("impact_resistance"),
        hit=f.integer("hit", minimum=1),
        movement=f.integer("movement"),
        hand_to_hand=f.ability_score("hand_to_hand"),
        ranged=f.ability_score("ranged"),
        arcane=f.integer("arcane", maximum=4),
    )


def _abilities(f: Fields) -> tuple[PersonalAbility, ...]:
    result = []
    for a in f.tables("abilities", required=False):
        if a.has("keyword"):
            keyword_text = a.text("keyword")
            with a.located("keyword"):
                keyword = parse_keyword(keyword_text, KeywordPlace.PERSONAL_ABILITY)
            assert keyword.rule.activation is not None  # 8.4 keywords all carry one
            activation = keyword.rule.activation
            name, text = keyword.rule.name.title(), ""
        else:
            keyword = None
            name = a.text("name")
            activation_text = a.text("activation")
            with a.located("activation"):
                activation = _activation(activation_text)
            text = a.text("text")
        # Activated abilities cost fate points, passive ones none (RULINGS.md R-9).
        if activation is Activation.ACTIVATED:
            fate_cost = a.integer("fate_cost", minimum=1)
        else:
            if a.has("fate_cost"):
                raise BadValueError(
                    "a passive ability has no fate point cost (5.1.1)",
                    a.where("fate_cost"),
                )
            fate_cost = 0
        a.finish()
        result.append(PersonalAbility(name, activation, fate_cost, keyword, text))
    return tuple(result)


def _activation(value: str) -> Activation:
    for member in Activation:
        if member.value == value:
            return member
    raise BadValueError(f"'{value}' is not an activation: use 'p' (passive) or 'a' (activated)")


def _ranged_pair(f: Fields) -> tuple[int | None, int | None]:
    """Range and shooting damage come together (5.1.4) or not at all."""
    weapon_range = f.optional_integer("range", minimum=1)
    shooting = f.optional_integer("shooting_damage")
    if (weapon_range is None) != (shooting is None):
        missing = "shooting_damage" if shooting is None else "range"
        raise BadValueError(
            "a ranged weapon needs both range and shooting_damage (5.1.4)",
            f.where(missing),
        )
    return weapon_range, shooting


def _check_ranged_type(f: Fields, weapon_type: WeaponType, weapon_range: int | None) -> None:
    if weapon_type in RANGED_WEAPON_TYPES and weapon_range is None:
        raise BadValueError(
            f"a {weapon_type.value} weapon is a ranged weapon and needs range and "
            "shooting_damage (5.1.4)",
            f.where("range"),
        )


def _fixed_weapon(f: Fields) -> FixedWeapon:
    weapon_type = f.choice("type", WeaponType)
    weapon_range, shooting = _ranged_pair(f)
    _check_ranged_type(f, weapon_type, weapon_range)
    weapon = FixedWeapon(
        name=f.text("name"),
        type=weapon_type,
        damage=f.integer("damage"),
        range=weapon_range,
        shooting_damage=shooting,
        features=f.keywords("features", KeywordPlace.WEAPON_FEATURE),
    )
    f.finish()
    return weapon


def _mana(f: Fields, name: str) -> ManaCost:
    table = f.table(name)
    cost = ManaCost(
        white=table.integer(ManaColour.WHITE.value) if table.has("white") else 0,
        black=table.integer(ManaColour.BLACK.value) if table.has("black") else 0,
    )
    table.finish()
    if cost.total == 0:
        raise BadValueError(
            "a mana cost needs at least one cube (white or black)",
            f.where(name),
        )
    return cost


def _mercenary(f: Fields, card_id: str, set_id: str) -> Mercenary:
    return Mercenary(
        id=card_id,
        set_id=set_id,
        name=f.text("name"),
        type=f.choice("type", MercenaryType),
        level=f.integer("level", minimum=1, maximum=5),  # RULINGS.md R-12
        area=f.one_of("area", CITY_AREAS),
        profile=_profile(f),
        favourite_weapon=f.choice("favourite_weapon", WeaponType),
        primary_coupling=f.choices("primary_coupling", WeaponType),
        secondary_coupling=f.choices("secondary_coupling", WeaponType),
        abilities=_abilities(f),
    )


def _weapons(f: Fields) -> tuple[FixedWeapon, FixedWeapon | None]:
    primary = _fixed_weapon(f.table("primary"))
    secondary_fields = f.optional_table("secondary")
    secondary = _fixed_weapon(secondary_fields) if secondary_fields else None
    return primary, secondary


def _arcane_code_ref(f: Fields, profile: Profile) -> str | None:
    # 5.1.2: a follower with arcane ability plays with an arcane code named for it.
    if f.has("arcane_code"):
        return f.identifier("arcane_code")
    if profile.arcane > 0:
        f.identifier("arcane_code")  # raises MissingFieldError
    return None


def _follower(f: Fields, card_id: str, set_id: str) -> Follower:
    name, count, profile = f.text("name"), f.integer("count", minimum=1), _profile(f)
    primary, secondary = _weapons(f)
    return Follower(
        id=card_id,
        set_id=set_id,
        name=name,
        count=count,
        profile=profile,
        primary=primary,
        secondary=secondary,
        abilities=_abilities(f),
        arcane_code=_arcane_code_ref(f, profile),
    )


def _daemon(f: Fields, card_id: str, set_id: str) -> Daemon:
    name, kabbalah = f.text("name"), f.identifier("kabbalah")
    level, profile = f.integer("level", minimum=1, maximum=5), _profile(f)
    primary, secondary = _weapons(f)
    return Daemon(
        id=card_id,
        set_id=set_id,
        name=name,
        kabbalah=kabbalah,
        level=level,
        profile=profile,
        primary=primary,
        secondary=secondary,
        abilities=_abilities(f),
        arcane_code=_arcane_code_ref(f, profile),
    )


def _weapon(f: Fields, card_id: str, set_id: str) -> Weapon:
    weapon_type = f.choice("type", WeaponType)
    weapon_range, shooting = _ranged_pair(f)
    _check_ranged_type(f, weapon_type, weapon_range)
    unique = f.optional_table("unique_feature")
    unique_feature = None
    if unique is not None:
        unique_feature = UniqueFeature(unique.text("name"), unique.text("text"))
        unique.finish()
    return Weapon(
        id=card_id,
        set_id=set_id,
        name=f.text("name"),
        count=f.integer("count", minimum=1),
        type=weapon_type,
        characteristic=f.choice("characteristic", WeaponCharacteristic),
        grip=f.choice("grip", Grip),
        damage=f.integer("damage"),
        range=weapon_range,
        shooting_damage=shooting,
        features=f.keywords("features", KeywordPlace.WEAPON_FEATURE),
        unique_feature=unique_feature,
        coupling=f.choices("coupling", MercenaryType),
    )


def _arcane_code(f: Fields, card_id: str, set_id: str) -> ArcaneCode:
    powers = []
    power_tables = f.tables("power")
    if len(power_tables) != 2:
        raise BadValueError(
            f"the standard side has exactly two arcane powers (5.1.5), found {len(power_tables)}",
            f.where("power"),
        )
    for p in power_tables:
        powers.append(
            ArcanePower(
                name=p.text("name"),
                cost=_mana(p, "cost"),
                range=p.integer("range", minimum=0),
                effects=p.keywords("effects", KeywordPlace.ARCANE_EFFECT),
                unique_effect=p.optional_text("text"),
            )
        )
        _require_effect(p, powers[-1].effects, powers[-1].unique_effect)
        p.finish()
    pentacle_fields = f.table("pentacle")
    pentacle = Pentacle(
        name=pentacle_fields.text("name"),
        effects=pentacle_fields.keywords("effects", KeywordPlace.PENTACLE_EFFECT),
        unique_effect=pentacle_fields.optional_text("text"),
    )
    _require_effect(pentacle_fields, pentacle.effects, pentacle.unique_effect)
    pentacle_fields.finish()
    return ArcaneCode(
        id=card_id,
        set_id=set_id,
        name=f.text("name"),
        count=f.integer("count", minimum=1),
        kabbalah=f.identifier("kabbalah"),
        powers=(powers[0], powers[1]),
        summoning_cost=_mana(f, "summoning_cost"),
        pentacle=pentacle,
    )


def _require_effect(f: Fields, effects: tuple[object, ...], text: str) -> None:
    if not effects and not text:
        raise BadValueError(
            "needs effects (keywords) or a text describing a unique effect",
            f.where("effects"),
        )


_READERS: dict[str, Callable[[Fields, str, str], Card]] = {
    "mercenary": _mercenary,
    "follower": _follower,
    "daemon": _daemon,
    "weapon": _weapon,
    "arcane_code": _arcane_code,
}

__all__ = ["AbilityScore", "load_set_file"]
