"""The five card kinds of rulebook 5.1, as immutable values.

The rulebook prints no statistics; the values come from the data files under
`resources/sets/` and are provisional (resources/README.md).
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Iterator

from demloc.catalog.errors import BadValueError
from demloc.catalog.keywords import Activation, Keyword


class MercenaryType(enum.Enum):
    """5.1.1, 5.2: the four categories of mercenary (and of their miniatures)."""

    SORCERER = "sorcerer"
    HUNTER = "hunter"
    BELLIGERENT = "belligerent"
    MISERABLE = "miserable"


class WeaponType(enum.Enum):
    """5.1.4: the nine weapon types."""

    BOW = "bow"
    GUNPOWDER = "gunpowder"
    SWORD = "sword"
    AXE = "axe"
    NAKED_HANDS = "naked-hands"
    KNIFE = "knife"
    HAMMER = "hammer"
    SHIELD = "shield"
    SPEAR = "spear"

    @property
    def label(self) -> str:
        return WEAPON_TYPE_LABELS[self]


WEAPON_TYPE_LABELS = {
    WeaponType.BOW: "Bows and crossbows",
    WeaponType.GUNPOWDER: "Gunpowder weapons",
    WeaponType.SWORD: "Swords",
    WeaponType.AXE: "Axes",
    WeaponType.NAKED_HANDS: "Naked hands",
    WeaponType.KNIFE: "Knife",
    WeaponType.HAMMER: "Hammers",
    WeaponType.SHIELD: "Shields",
    WeaponType.SPEAR: "Spears and pikes",
}

# 5.1.4: these types are ranged weapons and must carry a range.
RANGED_WEAPON_TYPES = frozenset({WeaponType.BOW, WeaponType.GUNPOWDER})


class WeaponCharacteristic(enum.Enum):
    """5.1.4: the quality of a weapon."""

    NORMAL = "normal"
    VALUABLE = "valuable"
    ARCANE = "arcane"


class Grip(enum.Enum):
    """5.1.4: one or two hands; a two-handed weapon takes the top slot."""

    ONE_HANDED = "one-handed"
    TWO_HANDED = "two-handed"


class ManaColour(enum.Enum):
    """5.3: common mana is white, dark mana is black."""

    WHITE = "white"
    BLACK = "black"


class CardKind(enum.Enum):
    MERCENARY = "mercenary"
    FOLLOWER = "follower"
    DAEMON = "daemon"
    WEAPON = "weapon"
    ARCANE_CODE = "arcane_code"

    @property
    def label(self) -> str:
        return self.value.replace("_", " ").capitalize()


# 5.1.1 names five areas of the city but does not list them: these are ours.
CITY_AREAS = ("old-harbour", "ashen-quarter", "cathedral-hill", "the-warrens", "loch-market")

_ABILITY_SCORE = re.compile(r"^\s*(\d+)\s*(?:\+\s*(\d+))?\s*$")


@dataclasses.dataclass(frozen=True)
class AbilityScore:
    """An ability as printed: dice to roll, plus a fixed modifier ("2+1", 5.1.2, R-4)."""

    dice: int
    bonus: int = 0

    @classmethod
    def parse(cls, text: str) -> AbilityScore:
        match = _ABILITY_SCORE.match(text)
        if match is None:
            raise BadValueError(f"'{text}' is not an ability score: write '3' or '2+1'")
        return cls(int(match[1]), int(match[2] or 0))

    def __str__(self) -> str:
        return f"{self.dice}+{self.bonus}" if self.bonus else str(self.dice)


@dataclasses.dataclass(frozen=True)
class ManaCost:
    """Mana cubes by colour (5.1.5)."""

    white: int = 0
    black: int = 0

    @property
    def total(self) -> int:
        return self.white + self.black

    def __str__(self) -> str:
        parts = []
        if self.white:
            parts.append(f"{self.white} white")
        if self.black:
            parts.append(f"{self.black} black")
        return " + ".join(parts) or "free"


@dataclasses.dataclass(frozen=True)
class PersonalAbility:
    """A personal ability (5.1.1, 8.4): a standard keyword or a unique text."""

    name: str
    activation: Activation
    fate_cost: int
    keyword: Keyword | None = None
    text: str = ""

    @property
    def rule_text(self) -> str:
        return self.keyword.rule.summary if self.keyword else self.text


@dataclasses.dataclass(frozen=True)
class UniqueFeature:
    """A unique weapon feature, arcane effect or pentacle effect: described in words."""

    name: str
    text: str


@dataclasses.dataclass(frozen=True)
class Profile:
    """The fighting statistics every character card has (5.1.1-5.1.3)."""

    armour: int
    impact_resistance: int
    hit: int
    movement: int
    hand_to_hand: AbilityScore
    ranged: AbilityScore
    arcane: int


@dataclasses.dataclass(frozen=True)
class FixedWeapon:
    """A follower's or daemon's printed weapon and its damage (5.1.2)."""

    name: str
    type: WeaponType
    damage: int
    range: int | None = None
    shooting_damage: int | None = None
    features: tuple[Keyword, ...] = ()


@dataclasses.dataclass(frozen=True)
class Mercenary:
    """5.1.1: the fourteen card features, type, area and couplings."""

    id: str
    set_id: str
    name: str
    type: MercenaryType
    level: int
    area: str
    profile: Profile
    favourite_weapon: WeaponType
    primary_coupling: frozenset[WeaponType]
    secondary_coupling: frozenset[WeaponType]
    abilities: tuple[PersonalAbility, ...]
    kind: CardKind = dataclasses.field(default=CardKind.MERCENARY, init=False)
    count: int = dataclasses.field(default=1, init=False)


@dataclasses.dataclass(frozen=True)
class Follower:
    """5.1.2: a support character with fixed weapons; several copies may play at once."""

    id: str
    set_id: str
    name: str
    count: int
    profile: Profile
    primary: FixedWeapon
    secondary: FixedWeapon | None
    abilities: tuple[PersonalAbility, ...]
    arcane_code: str | None
    kind: CardKind = dataclasses.field(default=CardKind.FOLLOWER, init=False)


@dataclasses.dataclass(frozen=True)
class Daemon:
    """5.1.3: a summoned follower of a kabbalah, with a level."""

    id: str
    set_id: str
    name: str
    kabbalah: str
    level: int
    profile: Profile
    primary: FixedWeapon
    secondary: FixedWeapon | None
    abilities: tuple[PersonalAbility, ...]
    arcane_code: str | None
    kind: CardKind = dataclasses.field(default=CardKind.DAEMON, init=False)
    count: int = dataclasses.field(default=1, init=False)


@dataclasses.dataclass(frozen=True)
class Weapon:
    """5.1.4: an equipment card."""

    id: str
    set_id: str
    name: str
    count: int
    type: WeaponType
    characteristic: WeaponCharacteristic
    grip: Grip
    damage: int
    range: int | None
    shooting_damage: int | None
    features: tuple[Keyword, ...]
    unique_feature: UniqueFeature | None
    # Mercenary types that may take it; empty means every type (RULINGS.md R-2).
    coupling: frozenset[MercenaryType]
    kind: CardKind = dataclasses.field(default=CardKind.WEAPON, init=False)

    @property
    def is_ranged(self) -> bool:
        return self.range is not None


@dataclasses.dataclass(frozen=True)
class ArcanePower:
    name: str
    cost: ManaCost
    range: int
    effects: tuple[Keyword, ...]
    unique_effect: str = ""


@dataclasses.dataclass(frozen=True)
class Pentacle:
    name: str
    effects: tuple[Keyword, ...]
    unique_effect: str = ""


@dataclasses.dataclass(frozen=True)
class ArcaneCode:
    """5.1.5: two powers on the standard side, a pentacle on the post-summoning side."""

    id: str
    set_id: str
    name: str
    count: int
    kabbalah: str
    powers: tuple[ArcanePower, ArcanePower]
    summoning_cost: ManaCost
    pentacle: Pentacle
    kind: CardKind = dataclasses.field(default=CardKind.ARCANE_CODE, init=False)


Card = Mercenary | Follower | Daemon | Weapon | ArcaneCode
Character = Mercenary | Follower | Daemon


def card_keywords(card: Card) -> Iterator[Keyword]:
    """Every keyword printed anywhere on a card."""
    match card:
        case Mercenary() | Follower() | Daemon():
            for ability in card.abilities:
                if ability.keyword:
                    yield ability.keyword
            if not isinstance(card, Mercenary):
                yield from card.primary.features
                if card.secondary:
                    yield from card.secondary.features
        case Weapon():
            yield from card.features
        case ArcaneCode():
            for power in card.powers:
                yield from power.effects
            yield from card.pentacle.effects


@dataclasses.dataclass(frozen=True)
class CardSet:
    """What one redeem code adds to a collection (rulebook 4, 6.2 City Gate, R-1)."""

    id: str
    name: str
    box: str
    redeem_code: str
    provisional: bool
    source: str
    cards: tuple[Card, ...]

    def count(self, kind: CardKind) -> int:
        """Physical cards of a kind in the set, copies included."""
        return sum(card.count for card in self.cards if card.kind is kind)
