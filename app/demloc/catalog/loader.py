"""Reading one set file (TOML, format in resources/README.md) into a CardSet."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from demloc import textio
from demloc.catalog import bounds as b
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
from demloc.catalog.errors import (
    BadValueError,
    CatalogError,
    DataSyntaxError,
    DuplicateIdError,
    MissingFieldError,
    Where,
)
from demloc.catalog.fields import Fields
from demloc.catalog.keywords import Activation, KeywordPlace, parse_keyword

MAX_CARDS = 1000  # cards in one set file; the box's largest set has 42
REDEEM_CODE = re.compile(r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$")
CARD_SECTIONS = ("mercenary", "follower", "daemon", "weapon", "arcane_code")


MAX_SET_BYTES = 4 * 1024 * 1024  # the largest starter set is 14 kB


def load_set_file(path: Path) -> CardSet:
    """Read and validate one set file; raise a CatalogError naming file, card and field.
    A set file says how many cards it holds, so a file cut short is refused whole."""
    try:
        data = textio.read_toml(path, max_bytes=MAX_SET_BYTES)
    except textio.InputError as error:
        raise _syntax(error) from None
    return _load_set(data, str(path), count_required=True)


def load_set_text(text: str, source: str) -> CardSet:
    """A set from its text (a card typed in at the City Gate, or kept in the database)."""
    try:
        data = textio.loads_toml(text, source)
    except textio.InputError as error:
        raise _syntax(error) from None
    return _load_set(data, source, count_required=False)


def _syntax(error: textio.InputError) -> DataSyntaxError:
    return DataSyntaxError(error.located, Where(file=error.source))


def _load_set(data: dict[str, object], source: str, count_required: bool) -> CardSet:
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
    declared = head.optional_integer("cards", 1, MAX_CARDS, "the cards of a set")
    head.finish()

    cards: list[Card] = []
    seen: dict[str, str] = {}
    faults: list[CatalogError] = []  # every card at fault, each with its first problem
    for section in CARD_SECTIONS:
        for index, raw in enumerate(top.tables(section, False, MAX_CARDS)):
            try:
                cards.append(_card(raw, section, index, source, set_id, seen))
            except CatalogError as error:
                faults.append(error)
    top.finish()
    if faults:
        raise faults[0].with_others(faults[1:])
    if declared is None and count_required:
        raise MissingFieldError(
            f"this field is required: the number of cards in the file ({len(cards)}?), "
            "so that a file cut short is refused",
            Where(file=source, field="set.cards"),
        )
    if declared is not None and declared != len(cards):
        # A file cut short between two cards is valid TOML: only the count tells.
        raise BadValueError(
            f"the set says it holds {declared} cards but the file has {len(cards)}: "
            "is it cut short?",
            Where(file=source, field="set.cards"),
        )
    return CardSet(set_id, name, box, code, provisional, source, tuple(cards))


def _card(
    raw: Fields, section: str, index: int, source: str, set_id: str, seen: dict[str, str]
) -> Card:
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
    return card


def _profile(f: Fields) -> Profile:
    return Profile(
        armour=f.integer("armour", 0, b.MAX_ARMOUR, "an armour factor (5.1.1)"),
        impact_resistance=f.integer(
            "impact_resistance", 0, b.MAX_IMPACT_RESISTANCE, "an impact resistance (5.1.1)"
        ),
        hit=f.integer("hit", 1, b.MAX_HIT, "a hit factor (5.1.1)"),
        movement=f.integer("movement", 0, b.MAX_MOVEMENT, "a movement factor (5.1.1)"),
        hand_to_hand=f.ability_score("hand_to_hand"),
        ranged=f.ability_score("ranged"),
        arcane=f.integer("arcane", 0, b.MAX_ARCANE, "an arcane ability (5.1.1)"),
    )


def _abilities(f: Fields) -> tuple[PersonalAbility, ...]:
    result = []
    for a in f.tables("abilities", required=False):
        if a.has("keyword"):
            keyword_text = a.text("keyword")
            with a.located("keyword"):
                keyword = parse_keyword(keyword_text, KeywordPlace.PERSONAL_ABILITY)
            if keyword.value is not None and keyword.value > b.MAX_KEYWORD_VALUE:
                raise BadValueError(
                    f"{keyword.value} is out of range: the x of a keyword (8.4) is at most "
                    f"{b.MAX_KEYWORD_VALUE}",
                    a.where("keyword"),
                )
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
            fate_cost = a.integer("fate_cost", 1, b.MAX_FATE_COST, "a fate point cost (5.1.1)")
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
    weapon_range = f.optional_integer("range", 1, b.MAX_RANGE, "a weapon range (5.1.4)")
    shooting = f.optional_integer("shooting_damage", 0, b.MAX_DAMAGE, "a damage (5.1.4)")
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
        damage=f.integer("damage", 0, b.MAX_DAMAGE, "a damage (5.1.4)"),
        range=weapon_range,
        shooting_damage=shooting,
        features=f.keywords("features", KeywordPlace.WEAPON_FEATURE),
    )
    f.finish()
    return weapon


def _count(f: Fields) -> int:
    return f.integer("count", 1, b.MAX_COUNT, "copies of a card")


_MANA_RULE = "a mana cost (5.1.5; the box holds 10 arcane dice)"


def _mana(f: Fields, name: str) -> ManaCost:
    table = f.table(name)
    cost = ManaCost(
        white=table.integer("white", 0, b.MAX_MANA, _MANA_RULE) if table.has("white") else 0,
        black=table.integer("black", 0, b.MAX_MANA, _MANA_RULE) if table.has("black") else 0,
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
    name, count, profile = (
        f.text("name"),
        _count(f),
        _profile(f),
    )
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
        count=_count(f),
        type=weapon_type,
        characteristic=f.choice("characteristic", WeaponCharacteristic),
        grip=f.choice("grip", Grip),
        damage=f.integer("damage", 0, b.MAX_DAMAGE, "a damage (5.1.4)"),
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
                range=p.integer("range", 0, b.MAX_RANGE, "an arcane power range (5.1.5)"),
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
        count=_count(f),
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
