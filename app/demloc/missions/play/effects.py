"""The tracker's effects and kills (6.4.2 "Assign effect", "Kill counter"): the table
rolled its own dice and says what happened; the app keeps the count.

Every event here refuses what the rules do not allow with the rule's number, and a
refused event changes nothing (Mission.do keeps the state before it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

from demloc.missions.play.copies import replace
from demloc.missions.play.event_models import EffectName
from demloc.missions.play.settle import credit_kill, settle
from demloc.missions.play.state import Context, MissionState, field, say, with_fighter
from demloc.missions.play.summoning import bring_daemon, dismiss
from demloc.rules import arcane
from demloc.rules.damage import break_heart
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import MAX_TOKENS, Token

# The effects a player assigns or removes on a character's card (6.4.2, 8.2, 7.2.1).
EFFECTS: tuple[str, ...] = get_args(EffectName)


def effect(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "effect", "character": id, "effect": one of EFFECTS, "on": true|false}
    and, for "summoning" on, the summon's fields (see summoning.bring_daemon)."""
    fid = field(event, "character")
    name = field(event, "effect")
    on = field(event, "on", bool)
    fighter = state.fighter(fid)
    if not fighter.in_play:
        raise IllegalActionError(
            f"{fighter.name} is out of the game ({_gone(state, fighter.id)}): "
            "their effects stay as they were (6.4.2)"
        )
    if name == "summoning":
        if on:
            return bring_daemon(state, event, ctx, dice, fid, paid_at_table=True)
        return dismiss(state, fid)
    before = state
    if name in ("escaped", "dead"):
        if not on:
            # RULINGS.md R-53: who left the game is taken back only by undoing the event.
            raise IllegalActionError(
                f"{fighter.name} is in the game: only an effect they have can be removed (6.4.2)"
            )
        after = replace(fighter, escaped=True) if name == "escaped" else replace(fighter, dead=True)
        text = f"{fighter.name} {'escapes' if name == 'escaped' else 'dies'} (the table's word)"
        return settle(say(with_fighter(state, after), text), before)
    if name == "possessed":
        if on == fighter.possessed:
            raise _already(fighter.name, name, on)
        if on:
            # 7.2.3: the mana he held goes back to the reserve (RULINGS.md R-33).
            after = arcane.possess(fighter)
            text = f"{fighter.name} is possessed: their mana goes back to the reserve (7.2.3)"
        else:
            # 7.2.3: freed with the hearts that kill him already, he dies.
            after = arcane.free_from_possession(fighter)
            text = f"{fighter.name} is freed from possession (7.2.3)" + (
                ": their broken hearts kill them" if after.dead else ""
            )
        return settle(say(with_fighter(state, after), text), before)
    if name == "stunned":
        if on == fighter.stunned:
            raise _already(fighter.name, name, on)
        # 8.2 STUNNING: the movement token goes on its exhausted side; taken off, the
        # mark goes and the token stays as it is (a turn's end turns it back, 7.3.2.3).
        after = replace(fighter, stunned=on, token=Token.EXHAUSTED if on else fighter.token)
        text = (
            f"{fighter.name} is {'stunned: token exhausted (8.2)' if on else 'no longer stunned'}"
        )
        return say(with_fighter(state, after), text)
    # "exhausted": the movement token's side (7.2.1, 5.7).
    if on == fighter.exhausted:
        raise _already(fighter.name, "exhausted", on)
    after = replace(fighter, token=Token.EXHAUSTED if on else Token.ACTIVE)
    return say(
        with_fighter(state, after),
        f"{fighter.name}'s movement token is {'exhausted' if on else 'active'} (7.2.1)",
    )


def _gone(state: MissionState, fid: str) -> str:
    """How he left the game, in a word: dead, replaced (R-79) or escaped."""
    if state.fighter(fid).dead:
        return "dead"
    return "replaced" if state.was_replaced(fid) else "escaped"


def _already(name: str, effect_name: str, on: bool) -> IllegalActionError:
    if on:
        return IllegalActionError(f"{name} is {effect_name} already")
    return IllegalActionError(
        f"{name} is not {effect_name}: only an effect they have can be removed (6.4.2)"
    )


def kill(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "kill", "player": colour, "target": id}: `player` eliminated the target
    (6.4.2 "Kill counter"). A target still in the game dies with it (two taps at the
    table); one dead already is credited if no one has been."""
    colour = field(event, "player")
    player = state.player(colour)
    victim = state.fighter(field(event, "target"))
    if victim.owner == player.colour:
        raise IllegalActionError(
            f"{victim.name} is {colour}'s own: the kill counter counts enemies eliminated (6.4.2)"
        )
    if state.was_replaced(victim.id):
        raise IllegalActionError(
            f"{victim.name} was replaced by a daemon of the same name: not a kill (5.1.3, "
            "RULINGS.md R-79)"
        )
    if victim.escaped:
        raise IllegalActionError(f"{victim.name} escaped: an escape is not a kill (7.2.1)")
    counted = dict(state.killed_by).get(victim.id)
    if counted is not None:
        raise IllegalActionError(f"{victim.name}'s death is counted already, for {counted}")
    before = state
    if victim.in_play:
        state = with_fighter(state, replace(victim, dead=True))
    state = credit_kill(state, colour, victim)
    state = say(state, f"{colour} eliminated {victim.name} ({victim.kind.value}, 6.4.2)")
    return settle(state, before)


def tokens(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "tokens", "character": id, "armour": change, "hearts": change}: broken
    armour and heart tokens given or taken off by hand (6.4.2, 7.3.2.2; CARE and REPAIR,
    8.2). Only tokens he has can be removed, never below 0 (6.4.2); the last heart kills."""
    fid = field(event, "character")
    fighter = state.fighter(fid)
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game")
    armour: int = event.get("armour", 0)
    hearts: int = event.get("hearts", 0)
    if not armour and not hearts:
        raise RulesError("tokens: give a change of 'armour' or 'hearts' other than 0")
    if fighter.armour_tokens + armour < 0:
        raise IllegalActionError(
            f"{fighter.name} has {fighter.armour_tokens} broken armour tokens: only those can "
            "be removed, never below 0 (6.4.2)"
        )
    if fighter.armour_tokens + armour > MAX_TOKENS:
        raise IllegalActionError(
            f"{fighter.name} has {fighter.armour_tokens} broken armour tokens of {MAX_TOKENS} "
            "(5.1.1)"
        )
    if fighter.hearts + hearts < 0:
        raise IllegalActionError(
            f"{fighter.name} has {fighter.hearts} broken heart tokens: only those can be "
            "removed, never below 0 (6.4.2)"
        )
    if fighter.hearts + hearts > fighter.heart_limit:
        raise IllegalActionError(
            f"{fighter.name} bears {fighter.heart_limit} broken hearts; they have {fighter.hearts}"
        )
    before = state
    after = replace(fighter, armour_tokens=fighter.armour_tokens + armour)
    if hearts > 0:
        after, _ = break_heart(after, hearts)
    elif hearts < 0:
        after = replace(after, hearts=after.hearts + hearts)
    parts = []
    if armour:
        parts.append(f"broken armour {armour:+d}, {after.armour_tokens} of {MAX_TOKENS}")
    if hearts:
        parts.append(f"broken hearts {hearts:+d}, {after.hearts} of {after.heart_limit}")
    text = f"{fighter.name}: {'; '.join(parts)} (6.4.2, 7.3.2.2)" + (": dies" if after.dead else "")
    return settle(say(with_fighter(state, after), text), before)
