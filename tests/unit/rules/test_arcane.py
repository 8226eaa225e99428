"""The arcane sub-phase (7.2.3): channeling, powers, arcane tests, possession, daemons."""

from __future__ import annotations

import pytest

from demloc.board.board import Board
from demloc.board.out_of_control import possessed_walk
from demloc.board.sketch import sketch_map
from demloc.catalog.cards import ArcaneCode, Daemon, ManaCost
from demloc.catalog.catalog import Catalog
from demloc.paths import resources_dir
from demloc.rules.arcane import (
    arcane_test,
    cast,
    channel,
    daemon_leaves,
    free_from_possession,
    possession_turn,
    summon,
)
from demloc.rules.dice import Die, EnteredDice, Mana, load_dice
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import Token
from demloc.rules.spec import fighter_from_spec

DICE = load_dice(resources_dir() / "dice.toml")
W, B, S = Mana.WHITE, Mana.BLACK, Mana.SEAL


def _sorcerer(arcane: int = 2, **state: object):  # type: ignore[no-untyped-def]
    spec = {"armour": 3, "hit": 2, "arcane": arcane, "level": 2, "favourite": "knife",
            "primary": {"name": "Knife", "type": "knife", "damage": 1}, **state}  # fmt: skip
    return fighter_from_spec(spec, "s", "red")


def test_channeling_turns_faces_into_mana_and_seals_leave_the_pool() -> None:
    # 7.2.3: one cube per face and colour; a broken seal is noted and its die removed.
    report = channel(_sorcerer(3), EnteredDice(DICE, {Die.ARCANE: [W, B, S]}), roll=3)
    f = report.fighter
    assert (f.white, f.black, f.seals, f.lost_dice, f.arcane_dice) == (1, 1, 1, 1, 2)
    assert not report.became_possessed


def test_channeling_needs_the_active_token_and_free_dice() -> None:
    with pytest.raises(IllegalActionError, match="exhausted"):
        channel(_sorcerer(token="exhausted"), EnteredDice(DICE, {}), roll=1)
    with pytest.raises(IllegalActionError, match="has 0 free arcane dice of 2"):
        channel(_sorcerer(white=2), EnteredDice(DICE, {}), roll=1)
    # Held mana can be rolled again (7.2.3).
    report = channel(_sorcerer(white=2), EnteredDice(DICE, {Die.ARCANE: [B]}), 0, reroll_white=1)
    assert (report.fighter.white, report.fighter.black) == (1, 1)


def test_before_the_game_seals_only_mean_less_mana() -> None:
    # 6.4.1: channeling in the characters choice phase.
    report = channel(_sorcerer(2), EnteredDice(DICE, {Die.ARCANE: [S, S]}), 2, before_the_game=True)
    assert (report.fighter.seals, report.fighter.white, report.fighter.possessed) == (0, 0, False)


@pytest.mark.parametrize(("arcane", "limit"), [(0, 1), (1, 1), (2, 2), (3, 3), (4, 4)])
def test_the_seal_limit_follows_the_arcane_ability(arcane: int, limit: int) -> None:
    # 7.2.3: arcane 0/1 bears 1 seal, 2: 2, 3: 3, 4: 4.
    assert _sorcerer(arcane).seal_limit == limit


@pytest.mark.parametrize("arcane", [1, 2, 3, 4])
def test_possession_comes_past_the_seal_limit(arcane: int) -> None:
    at_limit = channel(
        _sorcerer(arcane, seals=arcane - 1, white=0), EnteredDice(DICE, {Die.ARCANE: [S]}), 1
    )
    assert at_limit.fighter.seals == arcane and not at_limit.became_possessed
    past = channel(_sorcerer(arcane, seals=arcane), EnteredDice(DICE, {Die.ARCANE: [S]}), 1)
    assert past.became_possessed and past.fighter.possessed


def test_possession_breaks_hearts_then_armour() -> None:
    # 7.2.3: a broken heart each turn; after three, broken armour; three of both: dead.
    fighter = _sorcerer(possessed=True, hearts=2, armour_tokens=1)
    fighter, _ = possession_turn(fighter)
    assert (fighter.hearts, fighter.dead) == (3, False)
    fighter, _ = possession_turn(fighter)
    assert fighter.armour_tokens == 2 and not fighter.dead
    fighter, report = possession_turn(fighter)
    assert fighter.dead and report.killed
    # Freed with the hearts to kill him: he dies (7.2.3).
    assert free_from_possession(_sorcerer(possessed=True, hearts=3)).dead
    assert not free_from_possession(_sorcerer(possessed=True, hearts=1)).dead


def test_a_possessed_character_walks_where_the_card_says() -> None:
    board_map, library = sketch_map(
        "+ + + +\n . . .\n+ + + +\n . P .\n+ + + +\n . . .\n+ + + +", {"P": {"facing": "N"}}
    )
    board = Board.build(board_map, library)
    path, escaped = possessed_walk(board, board.character("P"), 8, 4)
    assert [s.name for s in path] == ["B1"] and escaped  # 8: straight on, off the map
    assert possessed_walk(board, board.character("P"), 5, 4) == ([], False)


def test_arcane_test_costs_a_mana_and_frees_at_plus_three() -> None:
    # 7.2.3.5: a test on arcane ability using an arcane die of the pool.
    paid, result = arcane_test(_sorcerer(3, black=1), die=3, spend=Mana.BLACK)
    assert paid.black == 0 and result.passed
    _, freeing = arcane_test(_sorcerer(3, white=1), die=1, freeing=True)
    assert freeing.result == 4 and not freeing.passed
    with pytest.raises(IllegalActionError, match="holds no white mana"):
        arcane_test(_sorcerer(3), die=1)


def _code(catalog: Catalog) -> ArcaneCode:
    code = next(c for c in catalog.cards if isinstance(c, ArcaneCode))
    return code


def test_a_power_is_paid_by_colour_and_applies_its_effects(catalog: Catalog) -> None:
    code = _code(catalog)
    power = code.powers[0]
    caster = _sorcerer(3, white=5, black=5, codes=[code.id])
    target = fighter_from_spec({"armour": 3, "hit": 2}, "t", "blue")
    report = cast(caster, code, 1, target)
    assert (report.caster.white, report.caster.black) == (
        5 - power.cost.white,
        5 - power.cost.black,
    )
    assert len(report.effects) == len(power.effects)


def test_an_exhausted_caster_pays_one_more_mana_per_level(catalog: Catalog) -> None:
    # 7.2.3.1.
    code = _code(catalog)
    caster = _sorcerer(3, white=9, black=9, codes=[code.id], token="exhausted")
    target = fighter_from_spec({"armour": 3, "hit": 2}, "t", "blue")
    with pytest.raises(IllegalActionError, match="pay 2 extra mana, one per level"):
        cast(caster, code, 1, target)
    report = cast(caster, code, 1, target, extra=ManaCost(white=1, black=1))
    assert report.paid.total == code.powers[0].cost.total + 2


def test_an_engaged_caster_targets_only_his_control_zone(catalog: Catalog) -> None:
    code = _code(catalog)
    caster = _sorcerer(3, white=9, black=9, codes=[code.id])
    target = fighter_from_spec({"armour": 3, "hit": 2}, "t", "blue")
    with pytest.raises(IllegalActionError, match="must be in their control zone"):
        cast(caster, code, 1, target, engaged=True, target_in_zone=False)


def test_effects_hit_care_stunning_poison_vigor() -> None:
    # 8.2, each standard effect.
    from demloc.catalog.keywords import KeywordPlace, parse_keyword
    from demloc.rules.arcane import apply_effect

    def k(text: str):  # type: ignore[no-untyped-def]
        return parse_keyword(text, KeywordPlace.ARCANE_EFFECT)

    target = fighter_from_spec({"armour": 2, "hit": 2}, "t", "blue")
    hit, _ = apply_effect(target, k("HIT 3"))
    assert (hit.armour_tokens, hit.armour_damage, hit.hearts) == (1, 1, 0)
    arcane, _ = apply_effect(target, k("ARCANE HIT 2"))
    assert (arcane.armour_tokens, arcane.hearts) == (0, 1)
    cared, _ = apply_effect(arcane, k("CARE 1"))
    assert cared.hearts == 0
    stunned, _ = apply_effect(target, k("STUNNING"))
    assert stunned.token is Token.EXHAUSTED
    poisoned, _ = apply_effect(target, k("POISON 2"))
    again, what = apply_effect(poisoned, k("POISON 2"))
    assert poisoned.poison == 2 and again.poison == 2 and "already poisoned" in what
    vigour, _ = apply_effect(target, k("VIGOR 2"))
    assert vigour.vigour == 2


def test_summoning_draws_from_the_pantheon_and_falls_back_a_level(catalog: Catalog) -> None:
    # 7.2.3.2.
    code = _code(catalog)
    pantheon = [d for d in catalog.cards if isinstance(d, Daemon) and d.kabbalah == code.kabbalah]
    low = [d for d in pantheon if d.level == 1]
    summoner = _sorcerer(3, white=9, black=9, codes=[code.id])
    report = summon(summoner, code, 3, 2, low, EnteredDice(DICE, {}, draws=[0]), "d1")
    assert report.drawn_level == 1 and report.daemon.heart_limit == 2
    assert report.summoner.summoned == "d1" and report.summoner.pentacle == code.pentacle.effects
    assert report.daemon.token is Token.ACTIVE and report.daemon.summoner == summoner.id
    with pytest.raises(IllegalActionError, match="1 to 3 heart tokens"):
        summon(summoner, code, 1, 4, low, EnteredDice(DICE, {}, draws=[0]), "d2")


def test_a_killed_daemon_gives_its_hearts_to_the_summoner() -> None:
    # 7.2.3.3.
    summoner = _sorcerer(summoned="d1", hearts=0)
    daemon = fighter_from_spec({"armour": 2, "hit": 2, "heart_limit": 2}, "d1", "red")
    after = daemon_leaves(summoner, daemon, killed=True)
    assert (after.hearts, after.summoned, after.token) == (2, "", Token.EXHAUSTED)
    assert daemon_leaves(summoner, daemon, killed=False).hearts == 0
