"""What follows an event (7.2.3.3, 6.4.2, 8.1, 8.2): the dead and the escaped leave
the board, daemons and summoners part, kills are counted, poison kills at once."""

from __future__ import annotations

import dataclasses

from demloc.missions.play.state import MissionState, say, with_fighter
from demloc.rules import arcane
from demloc.rules.fighter import Fighter
from demloc.rules.wounds import poison_kills, poison_limit


def settle(state: MissionState, before: MissionState) -> MissionState:
    """After any event: the dead leave the board; a daemon that leaves play frees its
    summoner (a dead one gives him its hearts); a summoner who leaves takes his daemon
    with him (7.2.3.3); kills are counted."""
    fighters = dict(state.fighters)
    players = {p.colour: p for p in state.players}
    changed = True
    while changed:
        changed = False
        for fid, fighter in list(fighters.items()):
            was = before.fighters.get(fid)
            # Whoever left play with this event, dead or escaped (7.2.3.3: "in any case").
            if fighter.in_play or (was is not None and not was.in_play):
                continue
            if fighter.summoner and fighter.summoner in fighters:
                summoner = fighters[fighter.summoner]
                if summoner.summoned == fid:
                    fighters[summoner.id] = arcane.daemon_leaves(
                        summoner, fighter, killed=fighter.dead
                    )
                    changed = changed or not fighters[summoner.id].in_play
            if fighter.summoned and fighter.summoned in fighters:
                daemon = fighters[fighter.summoned]
                fighters[daemon.id] = dataclasses.replace(daemon, escaped=True)
            before = dataclasses.replace(before, fighters={**before.fighters, fid: fighter})
    in_play = {fid for fid, f in fighters.items() if f.in_play}
    characters = tuple(c for c in state.board_map.characters if c.id in in_play)
    board_map = dataclasses.replace(state.board_map, characters=characters)
    return dataclasses.replace(
        state, fighters=fighters, board_map=board_map, players=tuple(players.values())
    )


def poison_deaths(state: MissionState) -> MissionState:
    """Whoever has more poison tokens than his hit factor dies now, whatever event made
    it so (6.4.2, 8.1, 8.2, RULINGS.md R-45); a death counts as a kill only where a
    weapon or power added the tokens (add_poison), not here."""
    before = state
    for fighter in before.fighters.values():
        after = poison_kills(fighter)
        if after is not fighter:
            state = say(
                with_fighter(state, after),
                f"{fighter.name} dies of poison: {fighter.poison} tokens, hit factor "
                f"{poison_limit(fighter)} (8.1, 8.2)",
            )
    return state if state is before else settle(state, before)


def count_kill(
    state: MissionState, killer: Fighter, victim_before: Fighter, victim: Fighter
) -> MissionState:
    """The kill counter (6.4.2) counts enemies eliminated."""
    if victim.dead and not victim_before.dead and victim.owner != killer.owner:
        players = tuple(
            dataclasses.replace(p, kills=p.kills + 1) if p.colour == killer.owner else p
            for p in state.players
        )
        state = dataclasses.replace(state, players=players)
    return state
