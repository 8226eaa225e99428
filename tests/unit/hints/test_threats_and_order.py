"""Issue 33: who threatens a character (R-230), the heat map's squares (R-231), and
best first by each measure."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from boards import shooting

from demloc.board.squares import Square
from demloc.hints.attacks import attacks, best_first
from demloc.hints.model import AttackHint, Kind, Measure
from demloc.hints.threats import threat_map, threats
from demloc.missions.play import Phase


def test_each_enemy_s_best_attack_on_him_likeliest_to_kill_first() -> None:
    """T is threatened by F's charge (7.3.1) and S's shot (7.2.2); each threat is the
    best, by kill chance, of the attacks that enemy would have on T in his own part of
    that phase (R-230); U, his friend, and the enemies who cannot reach him are not."""
    state, ctx = shooting()
    found = threats(state, ctx, "T")
    assert [(t.enemy, t.hint.kind) for t in found] == [("F", Kind.CHARGE), ("S", Kind.SHOT)]
    assert found[0].kill >= found[1].kill
    shots_at_t = [h for h in attacks(state, ctx, "S") if h.target == "T"]
    assert found[1].hint == best_first(shots_at_t, Measure.KILL)[0]
    assert found[1].hint.label == "positioned shot with Harbour Crossbow"
    brawl = dataclasses.replace(state, phase=Phase.BRAWL, current="red")
    charges = [h for h in attacks(brawl, ctx, "F") if h.target == "T"]
    assert found[0].hint == best_first(charges)[0]
    assert all(t.kill == t.hint.kill for t in found)


def test_the_heat_map_covers_where_he_can_stand_and_agrees_with_the_threats() -> None:
    """R-231: his own square holds the worst of `threats`; every square is one his free
    move ends on; past the reach of every enemy nothing is marked."""
    state, ctx = shooting()
    heat = threat_map(state, ctx, "T")
    here = Square.parse("H3")
    assert heat.at(here) == max(t.kill for t in threats(state, ctx, "T"))
    assert heat.at(here, Measure.EXPECTED) == max(t.hint.expected for t in threats(state, ctx, "T"))
    assert heat.kill.keys() == heat.expected.keys()
    assert Square.parse("N7") not in heat.kill  # beyond his movement
    # S, far from every blue miniature but Z, is threatened only by Z's and V's charges.
    s_heat = threat_map(state, ctx, "S")
    assert s_heat.at(Square.parse("B3"), Measure.EXPECTED) > 0
    assert all(v == 0 for v in s_heat.kill.values())


def _hint(label: str, kill: str, expected: str, nothing: str = "0") -> AttackHint:
    return AttackHint(
        attacker="a", target="t", kind=Kind.SHOT, label=label, means="bow", to_armour={},
        to_hit={}, total={}, expected=Fraction(expected), kill=Fraction(kill),
        heart=Fraction(0), nothing=Fraction(nothing), modifiers=(),
    )  # fmt: skip


def test_best_first_by_each_measure() -> None:
    sure = _hint("sure", "1/2", "1")
    heavy = _hint("heavy", "1/10", "3")
    both = _hint("both", "1/2", "2")
    idle = _hint("idle", "1/2", "2", "1/3")
    hints = [sure, heavy, idle, both]
    assert [h.label for h in best_first(hints, Measure.KILL)] == ["both", "idle", "sure", "heavy"]
    assert [h.label for h in best_first(hints, Measure.EXPECTED)] == [
        "heavy", "both", "idle", "sure",
    ]  # fmt: skip
    assert best_first([], Measure.EXPECTED) == []
