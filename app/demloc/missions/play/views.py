"""What the tracker's screens ask of a state, answered from the state alone (no event
applied): which ways to end the mission are open now (7.3.2.3), the turn limit a
screen may show (7), and who walks possessed this turn (7.2.3)."""

from __future__ import annotations

import dataclasses

from demloc.missions.play.state import MissionState, Phase

NO_EFFECT = 5  # 5.6: a 5 on the out-of-control card, no effect
ROLL_AGAIN = 10  # 5.6: a 10, the d10 is rolled again


def shown_turn_limit(state: MissionState) -> int:
    """The turn limit for the phase bar: 0 when there is none or the mission hides it
    (7: "the information relating to the number of turns available will not always
    be shown")."""
    if state.plan is not None and state.plan.turn_limit_hidden:
        return 0
    return state.turn_limit


def can_start_turn(state: MissionState) -> bool:
    """Whether "next turn" is open: a turn is over, and neither the turn limit nor a
    reached objective leaves only "end game" (7.3.2.3, RULINGS.md R-57)."""
    return (
        state.phase is Phase.TURN_OVER
        and not state.achieved
        and not (state.turn_limit and state.turn >= state.turn_limit)
    )


def endings(state: MissionState) -> tuple[str, ...]:
    """The `end_mission` reasons open now (7.3.2.3 "Ending the game"): "turn limit",
    "objective" (the app's check found it, or the table says so), "elimination",
    "surrender" (with every other player's agreement)."""
    if state.phase is Phase.ENDED:
        return ()
    open_now = ["surrender"]
    if state.phase is Phase.TURN_OVER and state.turn:
        if state.turn_limit and state.turn >= state.turn_limit:
            open_now.insert(0, "turn limit")
        open_now.insert(0, "objective")
        standing = {f.owner for f in state.fighters.values() if f.in_play}
        if len(standing) <= 1:
            open_now.insert(-1, "elimination")
    return tuple(open_now)


def possessed_to_walk(state: MissionState) -> tuple[str, ...]:
    """The possessed characters still to walk by the out-of-control card this turn, in
    the free movement sub-phase (5.6, 7.2.3): the screen lays the card on them."""
    if state.phase is not Phase.STRATEGIC:
        return ()
    return tuple(
        fid
        for fid, f in state.fighters.items()
        if f.possessed and f.in_play and fid not in state.activated
    )


@dataclasses.dataclass(frozen=True)
class OutOfControl:
    """A possessed character's out-of-control card this turn (5.6, 7.2.3): the d10's
    direction on the card (1-9 round him, its marker the way he faces, RULINGS.md R-32;
    5 no effect), None while not drawn; `effect` says it in words, with the rule."""

    character: str
    direction: int | None
    effect: str


def out_of_control(state: MissionState) -> tuple[OutOfControl, ...]:
    """The out-of-control cards of the possessed characters still in play who have not
    walked this turn: drawn at the start of the turn (RULINGS.md R-71), or not drawn
    (direction None) for one possessed since, or in a save before version 3."""
    drawn = dict(state.out_of_control)
    cards = []
    for fid, fighter in state.fighters.items():
        if not (fighter.possessed and fighter.in_play):
            continue
        rolls = drawn.get(fid)
        if rolls:
            direction = rolls[-1]
            again = len(rolls) - 1
            redo = f" after {again} ten{'s' if again > 1 else ''} rolled again" if again else ""
            if direction == NO_EFFECT:
                effect = f"d10 {direction}{redo}: no effect, they stay where they are (5.6)"
            else:
                effect = (
                    f"d10 {direction}{redo}: they walk that way on the card, all their movement "
                    "points, unless engaged (5.6, 7.2.3)"
                )
            cards.append(OutOfControl(fid, direction, effect))
        elif state.phase is Phase.STRATEGIC and fid not in state.activated:
            cards.append(OutOfControl(
                fid, None, "the d10 is rolled as they walk by the out-of-control card (5.6, 7.2.3)"
            ))  # fmt: skip
    return tuple(cards)
