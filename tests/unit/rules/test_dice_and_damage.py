"""Dice (5.3), ability tests (7.2.1) and damage to armour and hit factor (5.1.1, 6.4.2)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demloc.catalog.cards import AbilityScore, CardKind, Profile
from demloc.paths import resources_dir
from demloc.rules.ability import ability_test
from demloc.rules.damage import DamageKind, break_heart, remove_tokens, take_damage
from demloc.rules.dice import DiceError, Die, EnteredDice, Mana, RandomDice, load_dice, parse_faces
from demloc.rules.fighter import Fighter

DICE = load_dice(resources_dir() / "dice.toml")


def _fighter(armour: int = 3, hit: int = 2, heart_limit: int = 3) -> Fighter:
    profile = Profile(armour, 1, hit, 4, AbilityScore(2), AbilityScore(2), 0)
    return Fighter("f", "red", "", "F", CardKind.FOLLOWER, profile, 1, heart_limit=heart_limit)


def test_every_die_of_the_box_is_defined() -> None:
    # 5.3: fighting, enhanced and arcane dice, a standard d6 and d10.
    assert len(DICE[Die.FIGHTING]) == len(DICE[Die.ENHANCED]) == len(DICE[Die.ARCANE]) == 6
    assert set(DICE.mana()) == {Mana.WHITE, Mana.BLACK, Mana.SEAL}
    # The enhanced die is the better fighting die (5.3).
    assert sum(DICE.numbers(Die.ENHANCED)) > sum(DICE.numbers(Die.FIGHTING))


def test_a_seed_replays_every_roll() -> None:
    one, two = RandomDice(DICE, 42), RandomDice(DICE, 42)
    rolls = [one.roll(die, 5) for die in Die]
    assert rolls == [two.roll(die, 5) for die in Die]
    assert all(face in DICE[die] for die, faces in zip(Die, rolls, strict=True) for face in faces)


def test_the_source_seeded_at_the_first_roll_rolls_what_a_seeded_random_does() -> None:
    import random

    for seed in (0, 7, 1_000_003 * 5 + 17):
        dice, plain = RandomDice(DICE, seed), random.Random(seed)
        assert dice.draw(6) == plain.randrange(6)
        for die in Die:
            assert dice.roll(die, 3) == tuple(plain.choice(DICE[die]) for _ in range(3))


def test_entered_faces_are_checked_and_used_in_order() -> None:
    dice = EnteredDice(DICE, {Die.FIGHTING: [3, 0, 2]})
    assert dice.roll(Die.FIGHTING, 2) == (3, 0)
    with pytest.raises(DiceError, match="needs 2 fighting dice; 1 entered"):
        dice.roll(Die.FIGHTING, 2)
    with pytest.raises(DiceError, match="7 is not a face of the fighting die"):
        EnteredDice(DICE, {Die.FIGHTING: [7]})
    assert parse_faces("white, seal", Die.ARCANE) == [Mana.WHITE, Mana.SEAL]
    with pytest.raises(DiceError, match="arcane faces are white, black or seal"):
        parse_faces("red", Die.ARCANE)


def test_a_bad_dice_file_is_named(tmp_path: Path) -> None:
    bad = tmp_path / "dice.toml"
    bad.write_text((resources_dir() / "dice.toml").read_text().replace('"seal"]', '"skull"]'))
    with pytest.raises(DiceError, match=r"dice\.toml: arcane\.faces\.5: Input should be 'white'"):
        load_dice(bad)


def test_every_fault_of_the_dice_file_is_named_at_once(tmp_path: Path) -> None:
    # 5.3 and issue 28: the one reading of a data file names each die and face at fault.
    bad = tmp_path / "dice.toml"
    text = (resources_dir() / "dice.toml").read_text()
    bad.write_text(text.replace("[0, 1, 1, 2, 2, 3]", "[0, 1, -1, 2]").replace('"seal"]', "3]"))
    with pytest.raises(DiceError) as caught:
        load_dice(bad)
    assert str(caught.value) == (
        f"{bad}: fighting.faces.2: Input should be greater than or equal to 0; "
        "arcane.faces.5: Input should be 'white', 'black' or 'seal'"
    )


@pytest.mark.parametrize(
    ("ability", "die", "fate", "passed"),
    [(3, 3, 0, True), (3, 4, 0, False), (3, 5, 2, True), (1, 6, 9, True), (0, 1, 3, False)],
)
def test_ability_test(ability: int, die: int, fate: int, passed: bool) -> None:
    # 7.2.1: d6 <= ability passes; each fate point lowers the die by 1, never below 1.
    assert ability_test(ability, die, fate).passed is passed


def test_a_penalty_adds_to_the_die() -> None:
    # 7.3.2.2: destroying a barrel adds +2 to the die.
    assert ability_test(3, 1, penalty=2).passed and not ability_test(3, 2, penalty=2).passed


def test_generic_damage_fills_the_armour_first() -> None:
    # 5.1.1: armour factor 3 = three damages per broken armour token.
    after, report = take_damage(_fighter(armour=3), 7, DamageKind.GENERIC)
    assert (after.armour_tokens, after.armour_damage, after.hearts) == (2, 1, 0)
    assert report.armour_tokens == 2


def test_after_three_armour_tokens_damage_goes_to_the_hit_factor() -> None:
    # 7.3.2.2; the overflow of the third token goes on (RULINGS.md R-28).
    after, report = take_damage(_fighter(armour=1, hit=2), 5, DamageKind.GENERIC)
    assert (after.armour_tokens, after.hearts, after.hit_damage) == (3, 1, 0)
    assert report.hearts == 1


def test_damage_to_life_skips_the_armour_and_three_hearts_kill() -> None:
    after, report = take_damage(_fighter(hit=2), 6, DamageKind.TO_LIFE)
    assert after.armour_tokens == 0 and after.hearts == 3 and after.dead and report.killed


def test_a_daemon_dies_at_the_hearts_it_was_given() -> None:
    # 7.2.3.2: a daemon bears the 1-3 hearts assigned when summoned.
    after, _ = break_heart(_fighter(heart_limit=1))
    assert after.dead


def test_tokens_are_removed_never_below_zero() -> None:
    # 6.4.2, 8.2 CARE/REPAIR.
    fighter = dataclasses.replace(_fighter(), hearts=1, armour_tokens=2)
    healed = remove_tokens(fighter, hearts=3, armour=1)
    assert (healed.hearts, healed.armour_tokens) == (0, 1)


@given(st.lists(st.tuples(st.integers(0, 9), st.booleans()), max_size=12))
def test_tokens_stay_in_range_and_damage_never_heals(hits: list[tuple[int, bool]]) -> None:
    fighter = _fighter(armour=2, hit=2)
    for amount, to_life in hits:
        before = fighter
        fighter, _ = take_damage(
            fighter, amount, DamageKind.TO_LIFE if to_life else DamageKind.GENERIC
        )
        assert 0 <= fighter.armour_tokens <= 3 and 0 <= fighter.hearts <= 3
        assert fighter.hearts >= before.hearts and fighter.armour_tokens >= before.armour_tokens
        assert fighter.dead == (fighter.hearts == 3)
