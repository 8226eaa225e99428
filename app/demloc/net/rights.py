"""Who may send what at a shared table (issue 30): RULINGS.md R-186 (a spectator
nothing; a player his own characters' and his colour's events, a pass when he is the
one to act, the table's own events and steps; Next through `ready`, R-187; his guild
through `bring`, R-189) and R-188 (a player undoes the last action only when it was
his). Each refusal is one sentence naming the rule. Pure: it reads the states only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.missions.play import MissionState
from demloc.missions.setup import SetupState

# The table's own events: no one's character, any player may send them.
TABLE_EVENTS = frozenset({
    "new_turn", "end_mission", "objective_control", "wave_enters", "news_seen",
    "element_destroyed", "reinforce", "correct",
})  # fmt: skip
# The set-up's steps that no player sends as such over the net.
THROUGH_READY = frozenset({"next", "start"})  # each player's Next


def _text(value: Any) -> str:
    """A field's value as a name in a message: a string, cut short; else ''."""
    return value[:80] if isinstance(value, str) else ""


def event_actors(event: Mapping[str, Any], state: MissionState) -> set[str]:
    """The colours an event acts for (R-186): its character's owner, the player it
    names; a pass, the player to act; a table event, none."""
    kind = event.get("kind")
    if _surrender(event):
        player = event.get("player")
        return {player} if isinstance(player, str) and player else set()
    if kind in TABLE_EVENTS:
        return set()
    if kind == "pass":
        return {state.current} if state.current else set()
    actors = set()
    fighter = state.fighters.get(_text(event.get("character")))
    if fighter is not None:
        actors.add(fighter.owner)
    player = event.get("player")
    if isinstance(player, str) and player:
        actors.add(player)
    return actors


def event_refusal(colour: str, event: Mapping[str, Any], state: MissionState) -> str:
    """Why `colour`'s player may not send this event now ('' he may: R-186)."""
    kind = event.get("kind")
    if _surrender(event):
        if colour in event_actors(event, state):
            return ""
        named = _text(event.get("player")) or "no one"
        return f"only the player who gives up sends a surrender (R-186): {colour} is not {named}"
    if not isinstance(kind, str) or kind in TABLE_EVENTS:
        return ""  # the table's own, or no kind: the rules say what is wrong with it
    if kind == "pass":
        if state.current == colour:
            return ""
        whose = f"it is {state.current}'s turn" if state.current else "no one is to act now"
        return f"only the player to act passes (R-186): {whose}"
    if colour in event_actors(event, state):
        return ""
    named = _text(event.get("character")) or _text(event.get("player"))
    if not named:
        return ""  # it names no one: the rules refuse it, naming the field
    return (
        f"{colour}'s player sends only the events of {colour}'s characters and of "
        f"{colour} (R-186): {named} is not {colour}'s"
    )


def _surrender(event: Mapping[str, Any]) -> bool:
    """An end by surrender is its player's own, not the table's (R-186)."""
    return event.get("kind") == "end_mission" and event.get("reason") == "surrender"


def _key_colour(state: SetupState, key: Any) -> str:
    return next((p.colour for p in state.players if p.key == key), "")


def step_actor(action: Mapping[str, Any], before: SetupState, after: SetupState) -> str:
    """The colour a set-up step acts for ('' a table step: the mission, the mode, the
    raffle, Next, Back, a contest settled, 'start game')."""
    kind = action.get("action")
    if kind == "add_player":
        guild = action.get("guild")
        key = guild.get("key") if isinstance(guild, Mapping) else None
        return _key_colour(after, key) or _key_colour(before, key)
    if "player" in action:
        return _key_colour(before, action.get("player")) or "?"
    return ""


def step_refusal(colour: str, action: Mapping[str, Any], state: SetupState) -> str:
    """Why `colour`'s player may not send this set-up step ('' he may: R-186)."""
    kind = action.get("action")
    if kind in THROUGH_READY:
        return "Next and 'start game' are each player's `ready` at a shared table (R-187)"
    if kind == "add_player":
        return "at a shared table, each player brings a guild with `bring` (R-189)"
    if kind == "set_colour":
        return f"{colour}'s player plays the colour of the seat: colours change at the host (R-186)"
    actor = step_actor(action, state, state)
    if actor and actor != colour:
        named = actor if actor != "?" else _text(action.get("player"))
        return f"a player sends only the steps of the seat's guild (R-186): {named} is not {colour}"
    return ""


def undo_refusal(
    colour: str, last: Mapping[str, Any], before: SetupState | MissionState, after: Any
) -> str:
    """Why `colour`'s player may not take back the last action (R-188: only the last,
    and only when it was his, by R-186; a table event or step is every player's)."""
    if isinstance(before, MissionState):
        actors = event_actors(last, before)
        what = f"the last event ({_text(last.get('kind'))})"
    else:
        actor = step_actor(last, before, after)
        actors = {actor} if actor else set()
        what = f"the last step ({_text(last.get('action'))})"
    if not actors or colour in actors:
        return ""
    whose = " and ".join(sorted(actors))
    return f"a player undoes only a last action of the same colour (R-188): {what} was {whose}'s"
