"""The app's counters (6.4.2): damage, seals, bleeding and poison tokens assigned
by hand, fate points spent or gained."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.missions.play.copies import replace
from demloc.missions.play.settle import settle, wounded
from demloc.missions.play.state import Context, MissionState, count, field, say, with_fighter
from demloc.rules import arcane
from demloc.rules.damage import DamageKind, changes_nothing, take_damage
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.fighter import MAX_TOKENS, Fighter


def adjust(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """Assign damage, seals, bleeding, poison, possession; spend or gain fate points."""
    kind = event["kind"]
    change = 0 if kind == "damage" else int(field(event, "change", int))
    # Version 1 took a change of 0, and counters of the dead, as doing nothing.
    strict = state.version >= 2
    if kind != "damage" and change == 0 and strict:
        raise RulesError(f"{kind}: a change of 0 changes nothing; give +n or -n")
    if kind == "fate":
        colour = field(event, "player")
        player = state.player(colour)
        if player.fate_points + change < 0:
            raise IllegalActionError(
                f"{colour} has {player.fate_points} fate points; not below 0 (6.4.2)"
            )
        players = tuple(
            replace(p, fate_points=p.fate_points + change) if p.colour == colour else p
            for p in state.players
        )
        return say(
            replace(state, players=players),
            f"{colour}: fate points {change:+d}, {player.fate_points + change} left (6.4.2)",
        )
    fid = field(event, "character")
    fighter = state.fighter(fid)
    if not fighter.in_play and strict:
        raise IllegalActionError(f"{fighter.name} is out of the game: their counters stay (6.4.2)")
    before = state
    if kind == "damage":
        to_life = bool(event.get("to_life", False))
        # Damage is only added; a mistaken one is taken back by undoing its event.
        amount = count(event, "amount", field(event, "amount", int), least=1)
        damage_kind = DamageKind.TO_LIFE if to_life else DamageKind.GENERIC
        why = changes_nothing(fighter, damage_kind)
        if why and state.version >= 4:
            raise IllegalActionError(why)
        after, _ = take_damage(fighter, amount, damage_kind)
        text = _damage_line(fighter, after, amount, to_life)
    elif kind == "seals":
        seals = fighter.seals + change
        if seals < 0:
            raise IllegalActionError(
                f"{fighter.name} has {fighter.seals} broken seals: only seals already assigned "
                "can be removed (6.4.2)"
            )
        after = replace(fighter, seals=seals)
        text = (
            f"{fighter.name}: {_seals(change)} ({change:+d}), {seals} of limit {fighter.seal_limit}"
        )
        if seals > fighter.seal_limit and not fighter.possessed:
            # 6.4.2, 7.2.3: the app assigns possession past the limit (RULINGS.md R-33).
            after = arcane.possess(after)
            text += ": possessed (7.2.3)"
            state = say(state, f"{fighter.name} is possessed: {seals} broken seals (7.2.3)")
        else:
            text += " (6.4.2, 7.2.3)"
    elif kind in ("bleeding", "poison"):
        value = getattr(fighter, kind) + change
        if value < 0:
            raise IllegalActionError(
                f"{fighter.name} has {getattr(fighter, kind)} {kind} tokens: only {kind} tokens "
                "already assigned can be removed (6.4.2)"
            )
        after = replace(fighter, **{kind: value})
        if "player" in event and change > 0 and state.version >= 3:
            # The enemy whose character gave them, credited if they kill.
            state = wounded(state, after, kind, _enemy(state, event, fighter.owner))
        if change > 0:
            text = f"{fighter.name}: {change} {kind} given ({change:+d}), {value} now (6.4.2, 8.1)"
        else:
            text = f"{fighter.name}: {-change} {kind} taken off, {value} left (6.4.2)"
    else:
        raise IllegalActionError(f"'{kind}' is not an event")
    state = with_fighter(state, after)
    return settle(say(state, text), before)


def _seals(change: int) -> str:
    if change == 1:
        return "a broken seal"
    if change == -1:
        return "a broken seal taken off"
    return f"{abs(change)} broken seals" + (" taken off" if change < 0 else "")


def _damage_line(before: Fighter, after: Fighter, amount: int, to_life: bool) -> str:
    """Where hand-entered damage went, for the log (6.4.2): "1 damage, taken by the
    armour (2/3)", "a hit to life, 1/2", with the tokens it broke and a death."""
    parts = []
    armour_hit = (after.armour_tokens, after.armour_damage) != (
        before.armour_tokens,
        before.armour_damage,
    )
    if armour_hit:
        broke = after.armour_tokens - before.armour_tokens
        parts.append(
            f"taken by the armour ({after.armour_damage}/{before.profile.armour})"
            + (f", {broke} broken armour, {after.armour_tokens} of {MAX_TOKENS}" if broke else "")
        )
    hit = max(1, before.profile.hit)
    if (after.hearts, after.hit_damage) != (before.hearts, before.hit_damage) or after.dead:
        broke = after.hearts - before.hearts
        parts.append(
            f"to life ({after.hit_damage}/{hit})"
            + (f", {broke} broken heart, {after.hearts} of {after.heart_limit}" if broke else "")
        )
    if to_life:
        head = "a hit to life" if amount == 1 else f"{amount} hits to life"
        body = f"{after.hit_damage}/{hit}"
        if after.hearts != before.hearts:
            body += f", {after.hearts - before.hearts} broken heart, {after.hearts} of "
            body += f"{after.heart_limit}"
        text = f"{before.name}: {head}, {body}"
    else:
        text = f"{before.name}: {amount} damage, " + ("; ".join(parts) or "no effect")
    return text + (": dies (6.4.2)" if after.dead and not before.dead else " (6.4.2)")


def mana(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "mana", "character": id, "white": change, "black": change}: the mana
    cubes on his card, by colour, as the table moved them (6.4.2, 7.2.3; RULINGS.md
    R-78): only cubes he holds come off, never below 0; he holds no more cubes than his
    arcane dice (his arcane ability less the dice broken seals took), and a possessed
    character none (7.2.3, R-33)."""
    fighter = state.fighter(field(event, "character"))
    white: int = event.get("white", 0)
    black: int = event.get("black", 0)
    if white == 0 and black == 0:
        raise RulesError("mana: a change of 0 changes nothing; give +n or -n white or black")
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game: their counters stay (6.4.2)")
    for colour, change in (("white", white), ("black", black)):
        has: int = getattr(fighter, colour)
        if has + change < 0:
            raise IllegalActionError(
                f"{fighter.name} holds {has} {colour} mana: only cubes held can be taken "
                "off, never below 0 (6.4.2)"
            )
    if fighter.possessed and (white > 0 or black > 0):
        raise IllegalActionError(
            f"{fighter.name} is possessed: they channel no mana, theirs went back to the "
            "reserve (7.2.3, RULINGS.md R-33)"
        )
    held = fighter.white + white + fighter.black + black
    if (white > 0 or black > 0) and held > fighter.arcane_dice:
        raise IllegalActionError(
            f"{fighter.name} would hold {held} mana cubes: they channel with their arcane dice, "
            f"{fighter.arcane_dice} of them, so holds no more (7.2.3, RULINGS.md R-78)"
        )
    after = replace(fighter, white=fighter.white + white, black=fighter.black + black)
    changes = ", ".join(
        f"{change:+d} {colour}" for colour, change in (("white", white), ("black", black)) if change
    )
    return say(
        with_fighter(state, after),
        f"{fighter.name}: mana {changes}, {after.white} white and {after.black} black held "
        f"of {fighter.arcane_dice} arcane dice (6.4.2, 7.2.3)",
    )


def _enemy(state: MissionState, event: Mapping[str, Any], owner: str) -> str:
    colour: str = field(event, "player")
    state.player(colour)
    if colour == owner:
        raise IllegalActionError(
            f"{event['kind']}: '{colour}' is the character's own player: name the enemy who "
            "gave the tokens (6.4.2 kill counter, RULINGS.md R-74)"
        )
    return colour


def damage_off(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """{"kind": "damage_off", "character": id, "track": "armour" or "hit", "amount": n}:
    damage wrongly assigned taken off the track it is on (6.4.2: only what he has, never
    below 0). Broken tokens stay: they come off with their own "tokens" event
    (RULINGS.md R-73)."""
    fighter = state.fighter(field(event, "character"))
    track = field(event, "track")
    amount = count(event, "amount", 1, least=1)
    if not fighter.in_play:
        raise IllegalActionError(f"{fighter.name} is out of the game: their counters stay (6.4.2)")
    name = "armour_damage" if track == "armour" else "hit_damage"
    has: int = getattr(fighter, name)
    if amount > has:
        raise IllegalActionError(
            f"{fighter.name} has {has} damage on their {track} track: only damage taken can be "
            "taken off, never below 0 (6.4.2); a broken token comes off by itself (R-73)"
        )
    if track == "armour":
        after = replace(fighter, armour_damage=has - amount)
    else:
        after = replace(fighter, hit_damage=has - amount)
    return say(
        with_fighter(state, after),
        f"{fighter.name}: {amount} {track} damage taken off, {has - amount} left (6.4.2, R-73)",
    )
