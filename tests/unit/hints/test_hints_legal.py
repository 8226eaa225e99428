"""Issue 33: a hint is an attack the core would accept (R-80, R-228): targets out of
range (7.2.2), out of view (7.2.2), behind a column (7.2.2.1), friends, a fighting
shooter (7.2.2), powers out of reach (7.2.3.1), brawls only from the engager (7.3.2),
charges only where an engaging move reaches (7.3.1)."""

from __future__ import annotations

import dataclasses

import pytest
from boards import BRAWLERS, BRAWLING, SHOOTERS, SHOOTING, brawling, casting, shooting
from hints_support import play

from demloc.hints.attacks import attacks
from demloc.hints.model import Kind
from demloc.hints.threats import threat_map, threats
from demloc.missions.play import Context, MissionState, Phase
from demloc.missions.play.dry import dry_run
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Token


def _refused(state: MissionState, ctx: Context, event: dict[str, object]) -> bool:
    try:
        dry_run(state, ctx, event)
    except RulesError:
        return True
    return False


def test_shots_only_at_enemies_in_view_in_range_and_not_blocked() -> None:
    """7.2.2: Z is behind S's shoulders, Y and K past the crossbow's 8 squares, V behind
    the column at D5; F is his friend. Every one left out the core refuses."""
    state, ctx = shooting()
    hints = attacks(state, ctx, "S")
    assert {h.target for h in hints} == {"T", "U"}
    assert {h.kind for h in hints} == {Kind.SHOT}
    for target in "ZYKVF":
        assert _refused(state, ctx, {"kind": "shoot", "character": "S", "target": target})
    for hint in hints:
        assert not _refused(state, ctx, dict(hint.event))
    assert {h.target for h in attacks(state, ctx, "R")} == {"V", "K"}


def test_a_fighting_shooter_has_no_shot() -> None:
    """7.2.2: Z turned to face S engages him: S is fighting and cannot shoot."""
    people = dict(SHOOTERS) | {"Z": ("blue", "E", SHOOTERS["Z"][2])}
    state, ctx = play(SHOOTING, people)
    assert attacks(state, ctx, "S") == []


def test_an_exhausted_shooter_has_no_positioned_shot_and_minus_one() -> None:
    """7.2.2, 7.2.2.3: the exhausted token takes 1 from the roll and leaves no
    positioned shot."""
    state, ctx = shooting()
    tired = dataclasses.replace(state.fighters["S"], token=Token.EXHAUSTED)
    state = dataclasses.replace(state, fighters={**state.fighters, "S": tired})
    hints = attacks(state, ctx, "S")
    assert [h.label for h in hints] == ["shot with Harbour Crossbow"] * 2
    assert all(any(m.value == -1 and m.rule == "7.2.2.3" for m in h.modifiers) for h in hints)


def test_powers_only_where_they_reach_and_only_harmful_ones_at_enemies() -> None:
    """7.2.3.1: X is past every power's range; Kiln Breath (range 4) does not reach Q.
    8.2: no power is aimed at a friend, no healing power at an enemy."""
    state, ctx = casting()
    hints = attacks(state, ctx, "J")
    assert {h.kind for h in hints} == {Kind.POWER}
    assert "X" not in {h.target for h in hints}
    assert not [h for h in hints if h.target == "Q" and h.means == "Kiln Breath"]
    assert _refused(
        state, ctx, {"kind": "cast", "character": "J", "target": "Q",
                     "code": "rog-code-cinder-lash", "power": 2},
    )  # fmt: skip
    assert "Borrowed Courage" not in {h.means for h in hints}  # VIGOR 1: not an attack


def test_no_power_without_the_mana_to_pay_it() -> None:
    """7.2.3.1: a power costing more mana than he holds cannot be used."""
    state, ctx = casting()
    poor = dataclasses.replace(state.fighters["J"], white=1, black=0)
    state = dataclasses.replace(state, fighters={**state.fighters, "J": poor})
    means = {h.means for h in attacks(state, ctx, "J")}
    assert means == {"Spark Flick", "Bog Miasma", "Whispered Doubt"}  # the 1-white powers


def test_brawls_and_charges_in_the_brawl_phase_only() -> None:
    """7.3: the strategic phase has no brawl; the brawl phase no shot."""
    state, ctx = brawling()
    assert {h.kind for h in attacks(state, ctx, "A")} == {Kind.BRAWL, Kind.CHARGE}
    strategic = dataclasses.replace(state, phase=Phase.STRATEGIC)
    assert {h.kind for h in attacks(strategic, ctx, "A")} <= {Kind.SHOT, Kind.POWER}
    shooting_state, ctx2 = shooting()
    brawl = dataclasses.replace(shooting_state, phase=Phase.BRAWL)
    assert not [h for h in attacks(brawl, ctx2, "S") if h.kind is Kind.SHOT]


def test_charges_only_on_enemies_an_engaging_move_reaches() -> None:
    """7.3.1: H is beyond C's movement; N is his friend; G's back is turned, so the
    charge ends behind him (R-229)."""
    state, ctx = brawling()
    charges = {h.target: h for h in attacks(state, ctx, "C") if h.kind is Kind.CHARGE}
    assert set(charges) == {"G", "D"}
    g = charges["G"]
    assert g.charge_to is not None and g.charge_to.name == "E5"
    assert any(m.label == "attack from behind" for m in g.modifiers)
    assert _refused(state, ctx, {"kind": "attack", "character": "C", "target": "H"})


def test_only_the_engager_attacks_and_a_player_not_playing_gets_his_hints() -> None:
    """7.3.2: D and A face each other: each engages the other. It is red's part of the
    phase, yet blue's D is shown what he could do in his (R-228)."""
    state, ctx = brawling()
    assert state.current == "red"
    hints = attacks(state, ctx, "D")
    assert {(h.kind, h.target) for h in hints if h.kind is Kind.BRAWL} == {(Kind.BRAWL, "A")}
    people = dict(BRAWLERS) | {"D": ("blue", "E", BRAWLERS["D"][2])}  # D turns his back
    turned, ctx = play(BRAWLING, people, Phase.BRAWL)
    assert not [h for h in attacks(turned, ctx, "D") if h.kind is Kind.BRAWL]


def test_an_activated_character_has_no_more_attacks() -> None:
    """7.2: one action per activation, once a phase."""
    state, ctx = shooting()
    after, _ = dry_run(state, ctx, {"kind": "shoot", "character": "S", "target": "T"})
    assert attacks(after, ctx, "S") == []


def test_an_unknown_character_is_refused() -> None:
    state, ctx = shooting()
    with pytest.raises(RulesError, match="no character 'nobody'"):
        attacks(state, ctx, "nobody")


def test_nothing_once_the_mission_is_over_nor_at_the_dead() -> None:
    """7.3.2.3: an ended mission has no attack and no threat (R-228); a dead enemy is
    no target."""
    state, ctx = shooting()
    ended = dataclasses.replace(state, phase=Phase.ENDED)
    assert attacks(ended, ctx, "S") == [] and threats(ended, ctx, "S") == []
    assert not threat_map(ended, ctx, "S").kill
    dead = dataclasses.replace(state.fighters["T"], dead=True)
    state = dataclasses.replace(state, fighters={**state.fighters, "T": dead})
    assert {h.target for h in attacks(state, ctx, "S")} == {"U"}
    assert attacks(state, ctx, "T") == [] and threats(state, ctx, "T") == []
