"""A character in play in a mission: its card's numbers, its equipment and its tokens.

Immutable: every rule returns a new Fighter. `to_json` is its canonical text form.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from demloc.catalog.cards import (
    CardKind,
    Character,
    Daemon,
    FixedWeapon,
    Grip,
    Mercenary,
    Profile,
    Weapon,
    WeaponType,
)
from demloc.catalog.keywords import Keyword
from demloc.rules.errors import IllegalActionError

MAX_TOKENS = 3  # 5.1.1: three broken armour tokens, three broken heart tokens


class Token(enum.Enum):
    """The movement token's two sides (5.7)."""

    ACTIVE = "active"
    EXHAUSTED = "exhausted"


@dataclasses.dataclass(frozen=True)
class WeaponInHand:
    """A weapon as a fight uses it: a mercenary's weapon card or a follower's fixed one."""

    name: str
    type: WeaponType
    damage: int  # hand-to-hand damage (5.1.4: a ranged weapon's second value)
    range: int | None = None
    shooting_damage: int | None = None
    features: tuple[Keyword, ...] = ()

    def feature(self, name: str) -> int | None:
        """The x of feature `name` (1 if it has no x), or None if the weapon lacks it."""
        for keyword in self.features:
            if keyword.name == name:
                return keyword.value if keyword.value is not None else 1
        return None

    @classmethod
    def of(cls, weapon: Weapon | FixedWeapon) -> WeaponInHand:
        return cls(
            weapon.name,
            weapon.type,
            weapon.damage,
            weapon.range,
            weapon.shooting_damage,
            weapon.features,
        )


@dataclasses.dataclass(frozen=True)
class Fighter:
    id: str
    owner: str  # the player's guild colour
    card_id: str
    name: str
    kind: CardKind
    profile: Profile
    level: int
    favourite: WeaponType | None = None  # mercenaries only (5.1.1)
    primary: WeaponInHand | None = None
    secondary: WeaponInHand | None = None
    abilities: tuple[Keyword, ...] = ()  # standard personal abilities (8.4)
    fate_costs: tuple[tuple[str, int], ...] = ()  # fate points to activate each (5.1.1)
    kabbalah: str = ""
    codes: tuple[str, ...] = ()  # arcane code card ids he carries (5.1.5)
    pentacle: tuple[Keyword, ...] = ()  # active while his daemon plays (8.3)
    token: Token = Token.ACTIVE
    armour_tokens: int = 0
    armour_damage: int = 0  # damage taken towards the next broken armour token
    hearts: int = 0
    hit_damage: int = 0  # damage taken towards the next broken heart token
    heart_limit: int = MAX_TOKENS  # a daemon's is chosen when summoned (7.2.3.2)
    seals: int = 0
    white: int = 0
    black: int = 0
    lost_dice: int = 0  # arcane dice removed by broken seals (7.2.3)
    bleeding: int = 0
    poison: int = 0
    vigour: int = 0
    weakness: int = 0
    fury_turns: int = 0
    stunned: bool = False
    possessed: bool = False
    summoned: str = ""  # the daemon he keeps in play (7.2.3.2)
    summoner: str = ""  # a daemon's summoner
    escaped: bool = False
    dead: bool = False
    objects: tuple[str, ...] = ()

    # ---- derived ---------------------------------------------------------------

    @property
    def in_play(self) -> bool:
        return not (self.dead or self.escaped)

    @property
    def exhausted(self) -> bool:
        return self.token is Token.EXHAUSTED

    @property
    def long_range(self) -> bool:
        """A weapon in hand with LONG RANGE ENGAGEMENT widens his zone (7.1.1, R-21)."""
        return any(
            w is not None and w.feature("LONG RANGE ENGAGEMENT") is not None
            for w in (self.primary, self.secondary)
        )

    def ability(self, name: str) -> int | None:
        """The x of personal ability `name` (8.4), 1 without x, None if he lacks it."""
        for keyword in self.abilities:
            if keyword.name == name:
                return keyword.value if keyword.value is not None else 1
        return None

    def fate_cost(self, name: str) -> int:
        return dict(self.fate_costs).get(name, 0)

    def pentacle_effect(self, name: str) -> int | None:
        for keyword in self.pentacle:
            if keyword.name == name:
                return keyword.value if keyword.value is not None else 1
        return None

    def weapon_feature(self, name: str) -> int:
        """The sum of feature `name` over the weapons in his hands (0 if none has it)."""
        return sum((w.feature(name) or 0) for w in (self.primary, self.secondary) if w is not None)

    @property
    def monstrous(self) -> int:
        """MONSTRUOUS x (8.4) or the MONSTROUS x pentacle (8.3), RULINGS.md R-5."""
        return max(self.ability("MONSTRUOUS") or 0, self.pentacle_effect("MONSTROUS") or 0)

    @property
    def seal_limit(self) -> int:
        """7.2.3: seals he bears before possession: arcane 0/1: 1, 2: 2, 3: 3, 4: 4."""
        return max(1, self.profile.arcane)

    @property
    def arcane_dice(self) -> int:
        """Arcane dice left to him: his arcane ability less those broken seals removed."""
        return max(0, self.profile.arcane - self.lost_dice)

    @property
    def ranged_weapon(self) -> WeaponInHand | None:
        for weapon in (self.primary, self.secondary):
            if weapon is not None and weapon.range is not None:
                return weapon
        return None

    def to_json(self) -> dict[str, Any]:
        """The canonical text form: what is not at its starting value."""
        defaults = Fighter(
            self.id, self.owner, self.card_id, self.name, self.kind, self.profile, self.level
        )
        state: dict[str, Any] = {"id": self.id, "owner": self.owner, "card": self.card_id}
        for field in (
            "token", "armour_tokens", "armour_damage", "hearts", "hit_damage", "heart_limit",
            "seals", "white", "black", "lost_dice", "bleeding", "poison", "vigour", "weakness",
            "fury_turns", "stunned", "possessed", "summoned", "summoner", "escaped", "dead",
            "objects", "codes",
        ):  # fmt: skip
            value = getattr(self, field)
            if value != getattr(defaults, field):
                state[field] = (
                    value.value
                    if isinstance(value, enum.Enum)
                    else list(value)
                    if isinstance(value, tuple)
                    else value
                )
        return state


@dataclasses.dataclass(frozen=True)
class Statistics:
    """A card's numbers as his tokens and effects leave them now, before what a fight
    adds against one opponent (multiple fights, HEAVY, MONSTRUOUS, cover...)."""

    movement: int
    brawl_dice: int  # fighting dice in hand-to-hand (7.3.2)
    brawl_bonus: int
    ranged_dice: int  # fighting dice to shoot (7.2.2); 0 without a ranged ability
    ranged_bonus: int
    arcane_dice: int
    armour: int  # 0 once his three armour tokens are broken (5.1.1)
    hit: int
    possessed: bool  # hand-to-hand 1 (7.2.3)

    def text(self) -> str:
        """The numbers in a line, as a card shows them."""

        def score(dice: int, bonus: int) -> str:
            return f"{dice}+{bonus}" if bonus else str(dice)

        return (
            f"Move {self.movement} · Brawl {score(self.brawl_dice, self.brawl_bonus)} · "
            f"Ranged {score(self.ranged_dice, self.ranged_bonus)} · Arcane {self.arcane_dice} · "
            f"Armour {self.armour} · Hit {self.hit}"
        )


def fighting_dice(fighter: Fighter) -> int:
    """Hand-to-hand fighting dice before a fight's own modifiers, unbounded: his ability
    less a die a broken heart (7.3.2.1), plus VIGOR, less WEAKNESS (8.2). A possessed
    character fights with 1 (7.2.3). The brawl adds its opponent's modifiers, then keeps
    at least one die (8.2, RULINGS.md R-30)."""
    if fighter.possessed:
        return 1
    return fighter.profile.hand_to_hand.dice - fighter.hearts + fighter.vigour - fighter.weakness


def shooting_dice(fighter: Fighter) -> int:
    """Ranged fighting dice: his ability less a die a broken heart, at least one (7.2.2.3,
    RULINGS.md R-30); 0 for a card with no ranged ability."""
    dice = fighter.profile.ranged.dice
    return max(1, dice - fighter.hearts) if dice else 0


def armour_broken(fighter: Fighter) -> bool:
    """His three broken armour tokens: the armour is gone (5.1.1, 7.2.2.4)."""
    return fighter.armour_tokens >= MAX_TOKENS


def statistics(fighter: Fighter) -> Statistics:
    """His card's numbers as the rules use them now (see Statistics)."""
    p = fighter.profile
    return Statistics(
        movement=p.movement,
        brawl_dice=max(1, fighting_dice(fighter)),
        brawl_bonus=p.hand_to_hand.bonus,
        ranged_dice=shooting_dice(fighter),
        ranged_bonus=p.ranged.bonus,
        arcane_dice=fighter.arcane_dice,
        armour=0 if armour_broken(fighter) else p.armour,
        hit=p.hit,
        possessed=fighter.possessed,
    )


def fighter_from_card(
    card: Character,
    fighter_id: str,
    owner: str,
    weapons: tuple[Weapon, ...] = (),
    heart_limit: int = MAX_TOKENS,
) -> Fighter:
    """A character entering a mission. A mercenary carries `weapons` (top slot first);
    followers and daemons fight with their printed weapons (5.1.2)."""
    abilities = tuple(a.keyword for a in card.abilities if a.keyword is not None)
    costs = tuple((a.keyword.name, a.fate_cost) for a in card.abilities if a.keyword is not None)
    if isinstance(card, Mercenary):
        primary, secondary = _equip(card, weapons)
        return Fighter(
            fighter_id, owner, card.id, card.name, card.kind, card.profile, card.level,
            favourite=card.favourite_weapon, primary=primary, secondary=secondary,
            abilities=abilities, fate_costs=costs,
        )  # fmt: skip
    if weapons:
        raise IllegalActionError(
            f"{card.name} cannot be equipped: followers use their own weapons (5.1.2)"
        )
    return Fighter(
        fighter_id, owner, card.id, card.name, card.kind, card.profile,
        # Followers print no level; they count as level 1 (RULINGS.md R-29).
        card.level if isinstance(card, Daemon) else 1,
        primary=WeaponInHand.of(card.primary),
        secondary=WeaponInHand.of(card.secondary) if card.secondary else None,
        abilities=abilities,
        fate_costs=costs,
        kabbalah=card.kabbalah if isinstance(card, Daemon) else "",
        heart_limit=heart_limit,
    )  # fmt: skip


def _equip(
    card: Mercenary, weapons: tuple[Weapon, ...]
) -> tuple[WeaponInHand, WeaponInHand | None]:
    if not weapons:
        raise IllegalActionError(f"{card.name} needs at least one weapon to join a mission (5.1.4)")
    check_equipment(card, weapons)
    primary = WeaponInHand.of(weapons[0])
    secondary = WeaponInHand.of(weapons[1]) if len(weapons) > 1 else None
    return primary, secondary


def check_equipment(card: Mercenary, weapons: tuple[Weapon, ...]) -> None:
    """5.1.4 equipment rules, with the couplings of RULINGS.md R-2 (top slot first)."""
    if len(weapons) > 2:
        raise IllegalActionError(f"{card.name} can hold at most two weapons (5.1.4)")
    if any(w.grip is Grip.TWO_HANDED for w in weapons) and len(weapons) > 1:
        raise IllegalActionError(
            f"{card.name}: a two-handed weapon takes both hands and the top slot (5.1.4)"
        )
    for slot, weapon in zip(("primary", "secondary"), weapons, strict=False):
        accepted = card.primary_coupling if slot == "primary" else card.secondary_coupling
        if accepted and weapon.type not in accepted:
            raise IllegalActionError(
                f"{card.name}'s {slot} slot does not take {weapon.type.label.lower()} "
                f"({weapon.name}) (RULINGS.md R-2)"
            )
        if weapon.coupling and card.type not in weapon.coupling:
            raise IllegalActionError(
                f"{weapon.name} cannot be wielded by a {card.type.value} (RULINGS.md R-2)"
            )
