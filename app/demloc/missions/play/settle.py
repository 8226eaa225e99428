"""What follows an event (7.2.3.3, 6.4.2, 8.1, 8.2): the dead and the escaped leave
the board, daemons and summoners part, kills are counted, poison kills at once."""

from __future__ import annotations

from demloc.missions.play.copies import replace
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
    told: list[str] = []
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
                if summoner.summoned == fid and summoner.in_play:
                    fighters[summoner.id] = arcane.daemon_leaves(
                        summoner, fighter, killed=fighter.dead
                    )
                    changed = changed or not fighters[summoner.id].in_play
                    told.append(
                        f"{fighter.name} leaves the game: {summoner.name}'s code is back on its "
                        "standard side and their token exhausted (7.2.3.3)"
                        + (
                            f"; killed, it gives them its {fighter.heart_limit} hearts"
                            if fighter.dead
                            else ""
                        )
                    )
            if fighter.summoned and fighter.summoned in fighters:
                daemon = fighters[fighter.summoned]
                if daemon.in_play:
                    fighters[daemon.id] = replace(daemon, escaped=True)
                    changed = True
                    told.append(
                        f"{fighter.name} leaves the game: their daemon {daemon.name} is removed "
                        "with them (7.2.3.3)"
                    )
            before = replace(before, fighters={**before.fighters, fid: fighter})
    in_play = {fid for fid, f in fighters.items() if f.in_play}
    characters = tuple(c for c in state.board_map.characters if c.id in in_play)
    # The same map when no one left it: it keeps the board built for it (board_of).
    board_map = state.board_map
    if len(characters) != len(board_map.characters):
        board_map = replace(board_map, characters=characters)
    return replace(
        state,
        fighters=fighters,
        board_map=board_map,
        players=tuple(players.values()),
        log=(*state.log, *told),
    )


def poison_deaths(state: MissionState) -> MissionState:
    """Whoever has more poison tokens than his hit factor dies now, whatever event made
    it so (6.4.2, 8.1, 8.2, RULINGS.md R-45); the death counts for the enemy who gave
    the tokens, where the app knows him (version 3, R-74)."""
    before = state
    for fighter in before.fighters.values():
        if fighter.poison <= poison_limit(fighter):
            continue  # `poison_kills` leaves him as he is: checked after every event
        after = poison_kills(fighter)
        if after is not fighter:
            state = say(
                with_fighter(state, after),
                f"{fighter.name} dies of poison: {fighter.poison} tokens, hit factor "
                f"{poison_limit(fighter)} (8.1, 8.2)",
            )
            state = credit_wound_death(state, after, "poison")
    return state if state is before else settle(state, before)


def count_kill(
    state: MissionState, killer: Fighter, victim_before: Fighter, victim: Fighter
) -> MissionState:
    """The kill counter (6.4.2) counts enemies eliminated, by kind, for the rewards; an
    enemy who gave him bleeding or poison tokens is kept for the death they bring
    (version 3, RULINGS.md R-74)."""
    if victim.dead and not victim_before.dead and victim.owner != killer.owner:
        state = credit_kill(state, killer.owner, victim)
    if victim.in_play and victim.owner != killer.owner and state.version >= 3:
        for kind in WOUNDS:
            if getattr(victim, kind) > getattr(victim_before, kind):
                state = wounded(state, victim, kind, killer.owner)
    return state


# The tokens that kill later (8.1, 8.2): bleeding at a turn's start, poison at once.
WOUNDS = ("bleeding", "poison")


def wounded(state: MissionState, victim: Fighter, kind: str, colour: str) -> MissionState:
    """`colour`'s character gave `victim` his `kind` tokens last (R-74)."""
    kept = tuple(w for w in state.wounded_by if w[:2] != (victim.id, kind))
    return replace(state, wounded_by=(*kept, (victim.id, kind, colour)))


def credit_wound_death(state: MissionState, victim: Fighter, kind: str) -> MissionState:
    """A death by `kind` (bleeding, poison) counts for the enemy player whose character
    gave the tokens, if the app knows him; else for no one until the table says whose
    it is with a "kill" event (6.4.2, RULINGS.md R-74). Version 3 on."""
    if state.version < 3 or victim.id in dict(state.killed_by):
        return state
    colour = next((c for v, k, c in state.wounded_by if (v, k) == (victim.id, kind)), None)
    if colour is None or colour == victim.owner:
        return state
    state = credit_kill(state, colour, victim)
    return say(state, f"{victim.name}'s death counts for {colour}, whose {kind} it was (R-74)")


def credit_kill(state: MissionState, colour: str, victim: Fighter) -> MissionState:
    """`colour` eliminated `victim` (6.4.2 "Kill counter"): counted once, by his kind."""
    players = tuple(
        p.with_kill(victim.kind.value) if p.colour == colour else p for p in state.players
    )
    return replace(state, players=players, killed_by=(*state.killed_by, (victim.id, colour)))
