"""Made-up answers of the hints engine, for the panel's tests (issue 33): the panel is
tested for what it shows and when, whatever the odds; the engine's own tests check the
odds (tests/unit/hints)."""

from __future__ import annotations

import threading
from fractions import Fraction

from demloc.board.squares import Square
from demloc.hints.model import AttackHint, Kind, Measure, Threat, ThreatMap
from demloc.missions.play import Context, MissionState
from demloc.rules.ability import Modifier
from demloc.ui.hints.work import Hints


def hint(
    target: str, kill: str, expected: str, kind: Kind = Kind.SHOT, label: str = ""
) -> AttackHint:
    """An attack on `target`: killing him at `kill`, `expected` damage points (the rest
    of the odds made to agree: 0 or 2 points)."""
    two = Fraction(expected) / 2
    total = {0: 1 - two, 2: two}
    return AttackHint(
        attacker="A",
        target=target,
        kind=kind,
        label=label or f"{kind.value} at {target}",
        means="Bow",
        to_armour={0: 1 - two, 1: two},
        to_hit={0: 1 - two, 1: two},
        total=total,
        expected=Fraction(expected),
        kill=Fraction(kill),
        heart=two,
        nothing=1 - two,
        modifiers=(Modifier("cover", -1, "7.2.2.1"), Modifier("charge", 1, "7.3.1")),
        rule=kind.rule,
    )


def order(hints: list[AttackHint], measure: Measure) -> list[AttackHint]:
    """best_first, as the engine sorts (the measure, then the other)."""
    if measure is Measure.KILL:
        return sorted(hints, key=lambda h: (h.kill, h.expected), reverse=True)
    return sorted(hints, key=lambda h: (h.expected, h.kill), reverse=True)


ATTACKS = (hint("E", "1/10", "1/2"), hint("F", "1/2", "1/5"), hint("E", "1/4", "3/2", Kind.BRAWL))
HEAT = ThreatMap("A", {Square(1, 1): Fraction(1, 2), Square(2, 1): Fraction(1, 10)},
                 {Square(1, 1): Fraction(2), Square(2, 1): Fraction(1, 2)})  # fmt: skip
THREATS = (Threat("E", hint("A", "1/3", "1"), Fraction(1, 3)),
           Threat("F", hint("A", "1/2", "1"), Fraction(1, 2)))  # fmt: skip


class Engine:
    """The answers by fighter; `gate` (when set) holds each job until the test opens it,
    so a test can ask again while one is still being worked out."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.threads: set[int] = set()
        self.gate: threading.Event | None = None
        self.attacks = ATTACKS

    def __call__(self, state: MissionState, ctx: Context, fighter: str) -> Hints:
        self.threads.add(threading.get_ident())
        self.asked.append(fighter)
        if self.gate is not None:
            assert self.gate.wait(10)
        return Hints(fighter, self.attacks, THREATS, HEAT)
