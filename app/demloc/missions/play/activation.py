"""Who may act, and how (7.2, 7.3): the current player's characters, each once a
phase, moving before acting, one action each."""

from __future__ import annotations

from demloc.missions.play.copies import replace
from demloc.missions.play.state import Activation, MissionState, Phase
from demloc.rules.errors import IllegalActionError


def activate(state: MissionState, fighter_id: str, step: str) -> MissionState:
    """The activation rules of 7.2 and 7.3: the current player's characters, each once a
    phase, moving before acting, one action each."""
    if state.phase not in (Phase.STRATEGIC, Phase.BRAWL):
        raise IllegalActionError(f"characters act in a phase of a turn; now: {state.phase.value}")
    fighter = state.fighter(fighter_id)
    if fighter.owner != state.current:
        raise IllegalActionError(
            f"it is {state.current}'s part of the {state.phase.value} phase, not {fighter.owner}'s"
        )
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game")
    # 7.2.3: the possessed only walk by the out-of-control card, in the strategic phase
    # and with their movement token; 7.2.3.2: while his daemon plays, a summoner only
    # applies his pentacles (and defends).
    if fighter.possessed and step != "possessed":
        raise IllegalActionError(
            f"{fighter.name} is possessed: the out-of-control card moves them, and they do "
            "nothing else (7.2.3)"
        )
    if step == "possessed":
        if state.phase is not Phase.STRATEGIC or fighter.exhausted:
            raise IllegalActionError(
                f"{fighter.name} walks possessed in the strategic phase, with their movement "
                "token (7.2.3)"
            )
        step = "move"
    if fighter.summoned and step != "pentacle":
        raise IllegalActionError(
            f"{fighter.name} only applies their pentacles while their daemon plays (7.2.3.2)"
        )
    if step == "pentacle":
        step = "act"
    active = state.active
    if active is None or active.character != fighter_id:
        if fighter_id in state.activated:
            raise IllegalActionError(
                f"{fighter.name} was activated already in this phase (7.2, 7.3)"
            )
        active = Activation(fighter_id)
        state = replace(state, activated=(*state.activated, fighter_id))
    if step == "object":
        # Picking up or putting down ends the move (7.2.1); it comes before any action.
        if active.acted:
            raise IllegalActionError(f"{fighter.name} handles objects while moving, before acting")
        active = replace(active, moved=True)
    elif step == "move":
        if active.moved:
            raise IllegalActionError(f"{fighter.name} has moved already in this activation")
        if active.acted:
            raise IllegalActionError(f"{fighter.name} moves before acting, not after (7.2)")
        active = replace(active, moved=True)
    else:
        if active.acted:
            raise IllegalActionError(f"{fighter.name} has had their one action (7.2, 7.3)")
        active = replace(active, acted=True)
    return replace(state, active=active)
