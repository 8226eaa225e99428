"""The largest value each number of the game takes (issue 10, item 9).

The rulebook prints no statistics, so each bound is a value no card of the game can
need: a few times the largest value of the starter sets (resources/sets), or what the
box itself holds (4: "12x Fighting dice", "10x Arcane dice"). A number above its bound
is refused naming the bound, so a hostile or mistyped file never makes a calculation
run for minutes.
"""

from __future__ import annotations

from demloc.catalog.cards import Profile

# An ability score is the number of fighting dice rolled (5.1.1, 5.1.2), and the box
# holds 12 fighting dice (4). Starter sets: at most 4.
MAX_ABILITY_DICE = 12
MAX_ABILITY_BONUS = 6  # the "+1" of "2+1"; starter sets: none above +1
# 5.1.1: the arcane ability is the number of arcane dice a character may roll, at most 4.
MAX_ARCANE = 4
MAX_MOVEMENT = 20  # 5.1.1 movement factor; starter sets: at most 7
MAX_RANGE = 30  # 5.1.4 weapon range, 5.1.5 arcane power range; starter sets: at most 10
MAX_DAMAGE = 12  # 5.1.4 damage and shooting damage; starter sets: at most 4
MAX_ARMOUR = 20  # 5.1.1 armour factor; starter sets: at most 6
MAX_IMPACT_RESISTANCE = 10  # 5.1.1 impact resistance; starter sets: at most 2
MAX_HIT = 20  # 5.1.1 hit factor; starter sets: at most 5
MAX_FATE_COST = 10  # 5.1.1 fate points to activate an ability; starter sets: at most 2
# The box holds 10 arcane dice (4): no cost of more mana cubes can ever be channeled.
MAX_MANA = 10
MAX_COUNT = 100  # copies of a card in a set (4: the box holds 100 standard weapon cards)
MAX_KEYWORD_VALUE = 10  # the x of BLOODING x, FLY x, VIGOR x (8); starter sets: at most 4
# Entries of one list on a card (personal abilities, keywords, features, couplings): a
# card has room for a few lines; starter cards list at most 4 (RULINGS.md R-163).
MAX_ON_CARD = 12
MAX_TEXT = 2000  # characters of a name or a card's text; a card has room for far fewer


def profile_problem(profile: Profile) -> str | None:
    """What in `profile` is beyond the game's bounds (the first thing), else None."""
    checks = (
        ("armour", profile.armour, MAX_ARMOUR, "an armour factor (5.1.1)"),
        ("impact_resistance", profile.impact_resistance, MAX_IMPACT_RESISTANCE,
         "an impact resistance (5.1.1)"),
        ("hit", profile.hit, MAX_HIT, "a hit factor (5.1.1)"),
        ("movement", profile.movement, MAX_MOVEMENT, "a movement factor (5.1.1)"),
        ("hand_to_hand", profile.hand_to_hand.dice, MAX_ABILITY_DICE,
         "fighting dice of an ability (5.1.1, 4: the box holds 12)"),
        ("hand_to_hand", profile.hand_to_hand.bonus, MAX_ABILITY_BONUS, "an ability's bonus"),
        ("ranged", profile.ranged.dice, MAX_ABILITY_DICE,
         "fighting dice of an ability (5.1.1, 4: the box holds 12)"),
        ("ranged", profile.ranged.bonus, MAX_ABILITY_BONUS, "an ability's bonus"),
        ("arcane", profile.arcane, MAX_ARCANE, "an arcane ability (5.1.1)"),
    )  # fmt: skip
    for name, value, high, rule in checks:
        if not 0 <= value <= high:
            return f"{name}: {value} is out of range: {rule} is 0 to {high}"
    return None
