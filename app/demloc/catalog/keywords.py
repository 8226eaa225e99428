"""The keyword vocabulary of rulebook appendix 8 (and 7.1.1), parsed from card text.

Card text such as ``BLOODING 1`` or ``FLY 3 (a)`` becomes a typed `Keyword`; each
keyword carries its rule, summarised in our own words with its section number.
"""

from __future__ import annotations

import dataclasses
import enum
import re

from demloc.catalog.errors import BadValueError, UnknownKeywordError


class KeywordPlace(enum.Enum):
    """Where on a card a keyword may stand; the same word can mean different things."""

    WEAPON_FEATURE = "weapon feature"
    ARCANE_EFFECT = "arcane power effect"
    PENTACLE_EFFECT = "summoning pentacle effect"
    PERSONAL_ABILITY = "personal ability"


class Activation(enum.Enum):
    """How a personal ability is used (5.1.1, 8.4)."""

    PASSIVE = "p"
    ACTIVATED = "a"


@dataclasses.dataclass(frozen=True)
class KeywordRule:
    name: str
    place: KeywordPlace
    section: str
    takes_value: bool
    summary: str
    activation: Activation | None = None
    # Other spellings the rulebook uses for the same keyword (RULINGS.md R-5).
    aliases: tuple[str, ...] = ()


W, A, P, S = (
    KeywordPlace.WEAPON_FEATURE,
    KeywordPlace.ARCANE_EFFECT,
    KeywordPlace.PENTACLE_EFFECT,
    KeywordPlace.PERSONAL_ABILITY,
)

RULES: tuple[KeywordRule, ...] = (
    # 8.1 Personal weapon features
    KeywordRule(
        "BACKSTACK",
        W,
        "8.1",
        False,
        "Before damage is dealt, the target is pushed one square back (its owner picks "
        "which). If it has nowhere to go, it takes twice the damage instead.",
    ),
    KeywordRule(
        "DEFENSIVE",
        W,
        "8.1",
        True,
        "When this character is attacked hand-to-hand, add x to its defence roll.",
    ),
    KeywordRule(
        "UNSTOPPABLE",
        W,
        "8.1",
        True,
        "When this character attacks hand-to-hand, add x to its attack roll.",
    ),
    KeywordRule(
        "PERFORATING",
        W,
        "8.1",
        False,
        "When shooting, the target's impact resistance is ignored.",
    ),
    KeywordRule(
        "HEAVY",
        W,
        "8.1",
        True,
        "The weapon is unwieldy in defence: when its wielder is attacked hand-to-hand, "
        "the wielder rolls x fighting dice fewer to defend (RULINGS.md R-6).",
    ),
    KeywordRule(
        "BLOODING",
        W,
        "8.1",
        True,
        "Each time this weapon deals damage, the target gains x bleeding tokens. At the "
        "start of each turn a bleeding character takes one hit per token, straight to life "
        "(RULINGS.md R-7, R-137).",
    ),
    KeywordRule(
        "SHIELD",
        W,
        "8.1",
        True,
        "When this character is shot at, add x to its armour factor for that shot.",
    ),
    KeywordRule(
        "POISONOUS",
        W,
        "8.1",
        True,
        "Each time this weapon deals damage to a character with no poison tokens, it "
        "gains x. A poisoned character gains one more token at the end of each turn "
        "(RULINGS.md R-7) and dies when its poison tokens exceed its hit factor.",
    ),
    # Not in 8.1's list, but a standard weapon ability all the same (RULINGS.md R-8).
    KeywordRule(
        "LONG RANGE ENGAGEMENT",
        W,
        "7.1.1",
        False,
        "The wielder's control zone is widened and gains a first impact zone (7.3.1): it "
        "engages from further away, but a character engaged only in the first impact zone "
        "defends without dealing damage.",
    ),
    # 8.2 Arcane power effects
    KeywordRule(
        "CARE",
        A,
        "8.2",
        True,
        "The target removes up to x broken heart tokens. Not on eliminated characters.",
    ),
    KeywordRule(
        "HIT",
        A,
        "8.2",
        True,
        "x damage to the target, taken by its armour first; once it has 3 broken armour "
        "tokens, by its hit factor.",
    ),
    KeywordRule(
        "ARCANE HIT",
        A,
        "8.2",
        True,
        "x damage to the target, taken straight by its hit factor.",
    ),
    KeywordRule(
        "STUNNING",
        A,
        "8.2",
        False,
        "The target's movement token turns to exhausted.",
    ),
    KeywordRule(
        "REPAIR",
        A,
        "8.2",
        True,
        "The target removes up to x broken armour tokens.",
    ),
    KeywordRule(
        "POISON",
        A,
        "8.2",
        True,
        "The target gains x poison tokens if it has none yet. A poisoned character gains "
        "one more token at the end of each turn (RULINGS.md R-7) and dies when its "
        "poison tokens exceed its hit factor.",
    ),
    KeywordRule(
        "VIGOR",
        A,
        "8.2",
        True,
        "Until the end of the turn the target's hand-to-hand ability is x higher.",
    ),
    KeywordRule(
        "WEAKNESS",
        A,
        "8.2",
        True,
        "Until the end of the turn the target's hand-to-hand ability is x lower, but it "
        "always keeps at least one die.",
    ),
    # 8.3 Summoning pentacle effects (active while the summoner's daemon is in play)
    KeywordRule(
        "SHIELD",
        P,
        "8.3",
        True,
        "While the pentacle is active, its character adds x to its armour factor when shot at.",
    ),
    KeywordRule(
        "DEFENSIVE",
        P,
        "8.3",
        True,
        "While the pentacle is active, its character adds x to its defence roll in hand-to-hand.",
    ),
    KeywordRule(
        "MONSTROUS",
        P,
        "8.3",
        True,
        "While the pentacle is active, an enemy attacking its character hand-to-hand "
        "rolls x fighting dice fewer, unless that enemy is itself MONSTROUS.",
        aliases=("MONSTRUOUS",),
    ),
    KeywordRule(
        "ARCANE HIT",
        P,
        "8.3",
        True,
        "In the hand-to-hand sub-phase, every character in contact with the pentacle's "
        "character takes x damage straight to its hit factor.",
    ),
    KeywordRule(
        "HIT",
        P,
        "8.3",
        True,
        "In the hand-to-hand sub-phase, every character in contact with the pentacle's "
        "character takes x damage, armour first.",
    ),
    # 8.4 Characters' personal abilities
    KeywordRule(
        "MONSTRUOUS",
        S,
        "8.4",
        True,
        "Throughout the brawl phase, enemies roll x fighting dice fewer to attack and to "
        "defend against this character, unless they are MONSTRUOUS too.",
        activation=Activation.PASSIVE,
        aliases=("MONSTROUS",),
    ),
    KeywordRule(
        "FLY",
        S,
        "8.4",
        True,
        "In any movement sub-phase, spend x movement points on one move that ignores "
        "control zones and partially or non-walkable squares. Walls and windows still "
        "stop it.",
        activation=Activation.ACTIVATED,
    ),
    KeywordRule(
        "FURY",
        S,
        "8.4",
        False,
        "Once activated it lasts two turns of fighting: the fighting dice results are "
        "doubled (bonuses and penalties are not). At the end of each of those two turns "
        "the character takes a broken heart token.",
        activation=Activation.ACTIVATED,
    ),
)

_BY_NAME: dict[tuple[KeywordPlace, str], KeywordRule] = {}
for _rule in RULES:
    for _spelling in (_rule.name, *_rule.aliases):
        _BY_NAME[(_rule.place, _spelling)] = _rule

_KEYWORD_TEXT = re.compile(
    r"^(?P<name>[A-Z]+(?: [A-Z]+)*)(?: (?P<value>\d{1,3}))?(?: \((?P<act>[ap])\))?$"
)


@dataclasses.dataclass(frozen=True)
class Keyword:
    """A keyword as printed on one card: its rule, its value x and its marker."""

    rule: KeywordRule
    value: int | None = None

    @property
    def name(self) -> str:
        return self.rule.name

    def __str__(self) -> str:
        text = self.rule.name
        if self.value is not None:
            text += f" {self.value}"
        if self.rule.activation is not None:
            text += f" ({self.rule.activation.value})"
        return text


def rules_for(place: KeywordPlace) -> tuple[KeywordRule, ...]:
    return tuple(rule for rule in RULES if rule.place is place)


def parse_keyword(text: str, place: KeywordPlace) -> Keyword:
    """Read one keyword as printed on a card, e.g. ``"BLOODING 1"`` or ``"FLY 3 (a)"``.

    Raises UnknownKeywordError for a word not in the vocabulary of `place`, and
    BadValueError for a missing, surplus or contradictory value or marker.
    """
    cleaned = " ".join(text.split())
    match = _KEYWORD_TEXT.match(cleaned)
    if match is None:
        raise UnknownKeywordError(
            f"'{text}' is not a keyword: write it in capitals with an optional whole "
            "number and (a)/(p) marker, e.g. 'BLOODING 1' or 'FLY 3 (a)'"
        )
    name = match["name"]
    rule = _BY_NAME.get((place, name))
    if rule is None:
        known = ", ".join(r.name for r in rules_for(place))
        raise UnknownKeywordError(f"unknown {place.value} keyword '{name}' (known: {known})")
    value = int(match["value"]) if match["value"] is not None else None
    if rule.takes_value and value is None:
        raise BadValueError(f"{rule.name} needs a value, e.g. '{rule.name} 1' ({rule.section})")
    if not rule.takes_value and value is not None:
        raise BadValueError(f"{rule.name} takes no value ({rule.section})")
    marker = match["act"]
    if marker is not None:
        if rule.activation is None:
            raise BadValueError(f"{rule.name} takes no (a)/(p) marker ({rule.section})")
        if marker != rule.activation.value:
            kind = "passive" if rule.activation is Activation.PASSIVE else "activated"
            raise BadValueError(
                f"{rule.name} is a {kind} ability ({rule.activation.value}) in "
                f"{rule.section}, not ({marker})"
            )
    return Keyword(rule, value)


PLACE_WORDS = {W: "weapon", A: "arcane power", P: "pentacle", S: "ability"}


def filter_choices() -> list[tuple[str, str]]:
    """A keyword filter's entries, (label, keyword name), one per name: the label says
    where the keyword stands and its section, so MONSTROUS (the pentacle's, 8.3) and
    MONSTRUOUS (the ability's, 8.4) read as the two keywords they are."""
    places: dict[str, list[str]] = {}
    for rule in RULES:
        where = f"{PLACE_WORDS[rule.place]} {rule.section}"
        if where not in places.setdefault(rule.name, []):
            places[rule.name].append(where)
    return [(f"{name} ({', '.join(places[name])})", name) for name in sorted(places)]
