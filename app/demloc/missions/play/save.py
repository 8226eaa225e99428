"""The mission save: the setup and the events, replayed with their recorded dice;
a damaged save raises MissionSaveError naming the file and the field or event."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from demloc import textio
from demloc.board import mapfile
from demloc.board.errors import BoardError
from demloc.board.squares import Square
from demloc.catalog.bounds import profile_problem
from demloc.catalog.cards import Daemon
from demloc.catalog.catalog import UnknownCardError
from demloc.errors import BadInputError
from demloc.missions.play.copies import replace
from demloc.missions.play.dice import recorded_dice
from demloc.missions.play.mission import FORMAT, VERSION, Mission, new_mission
from demloc.missions.play.plan import plan_from_json
from demloc.missions.play.state import Context, board_of, describe_kind
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter
from demloc.rules.spec import fighter_from_spec


class MissionSaveError(RulesError):
    """A mission save that cannot be replayed: unreadable, damaged or not a save; the
    message names the file and the field or event at fault."""


MAX_SAVE_BYTES = 32 * 1024 * 1024  # a long mission's log is well under 1 MB
MAX_EVENTS = 100_000  # a mission of 99 turns takes a few thousand events
MAX_TURN_LIMIT = 99
MAX_FATE = 99  # a guild's fate points for a mission (6.4.1): single figures in practice
MAX_STATE = 99  # tokens, damage, mana cubes, seals or turns of one fighter
_MISSING = object()


def read_mission(path: Path, ctx: Context) -> Mission:
    """Read and replay the mission save `path`; any fault raises MissionSaveError."""
    try:
        data = textio.read_json(path, max_bytes=MAX_SAVE_BYTES)
    except textio.InputError as error:
        raise MissionSaveError(str(error)) from None
    return load_mission(data, ctx, str(path))


def loads_mission(text: str, ctx: Context, source: str = "<mission>") -> Mission:
    """The mission of a save's JSON text (see `read_mission`)."""
    try:
        data = textio.loads_json(text, source)
    except textio.InputError as error:
        raise MissionSaveError(str(error)) from None
    return load_mission(data, ctx, source)


class _Save:
    """Typed access to a save's top-level fields; errors name the file and field."""

    def __init__(self, data: object, source: str) -> None:
        if not isinstance(data, dict):
            raise MissionSaveError(f"{source}: not a DemLoc mission save (expected an object)")
        self.data: dict[str, Any] = data
        self.source = source

    def fail(self, where: str, detail: str) -> MissionSaveError:
        return MissionSaveError(f"{self.source}: {where}: {detail}")

    def get(self, name: str, kind: type[Any], default: Any = _MISSING) -> Any:
        if name not in self.data:
            if default is _MISSING:
                raise self.fail(name, "this field is required")
            return default
        value = self.data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            names = {int: "a whole number", str: "text", list: "a list", dict: "an object"}
            raise self.fail(name, f"expected {names.get(kind, kind.__name__)}")
        return value

    def number(self, name: str, low: int, high: int, default: int | None = None) -> int:
        value: int = self.get(name, int, _MISSING if default is None else default)
        if not low <= value <= high:
            raise self.fail(name, f"{value} is out of range: {low} to {high}")
        return value


def _check_players(save: _Save) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = save.get("players", list)
    for index, player in enumerate(players):
        where = f"players[{index}]"
        if not isinstance(player, dict) or not isinstance(player.get("colour"), str):
            raise save.fail(where, "expected a player with a colour")
        fate = player.get("fate_points", 0)
        if type(fate) is not int or not 0 <= fate <= MAX_FATE:
            raise save.fail(f"{where}.fate_points", f"expected a whole number 0 to {MAX_FATE}")
    return players


def _check_events(save: _Save) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = save.get("events", list, [])
    if len(events) > MAX_EVENTS:
        raise save.fail("events", f"more than {MAX_EVENTS} events")
    for index, event in enumerate(events):
        where = f"events[{index}]"
        if not isinstance(event, dict) or not isinstance(event.get("kind"), str):
            raise save.fail(where, "expected an event: an object with its kind")
        dice = event.get("dice", {})
        if not isinstance(dice, dict) or not all(
            isinstance(faces, list) and all(type(f) in (int, str) for f in faces)
            for faces in dice.values()
        ):
            raise save.fail(f"{where}.dice", "expected the faces rolled, by die")
        draws = event.get("draws", [])
        if not isinstance(draws, list) or not all(type(d) is int for d in draws):
            raise save.fail(f"{where}.draws", "expected a list of whole numbers")
    return events


def _check_fighters(mission: Mission, save: _Save, ctx: Context) -> None:
    """Every fighter within the game's bounds: a roll of 10**17 dice never ends. The
    characters kept aside for a wave too, built as they will enter."""
    for fighter_id, fighter in mission.state.fighters.items():
        _check_fighter(fighter, f"fighters.{fighter_id}", save)
    plan = mission.state.plan
    for fighter_id, spec in (plan.kept_aside if plan is not None else {}).items():
        where = f"plan.kept_aside.{fighter_id}"
        try:
            built = fighter_from_spec(
                {k: v for k, v in spec.items() if k != "base"}, fighter_id, "", ctx.catalog
            )
        except BadInputError as error:
            raise save.fail(where, str(error)) from None
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise save.fail(where, f"a character cannot be made ({type(error).__name__})") from None
        _check_fighter(built, where, save)


def _check_fighter(fighter: Fighter, where: str, save: _Save) -> None:
    problem = profile_problem(fighter.profile)
    if problem is not None:
        raise save.fail(where, problem)
    for field in dataclasses.fields(fighter):
        value = getattr(fighter, field.name)
        if type(value) is int and not 0 <= value <= MAX_STATE:
            raise save.fail(f"{where}.{field.name}", f"{value} is out of range: 0 to {MAX_STATE}")


def _check_named(mission: Mission, save: _Save, ctx: Context) -> None:
    """What the save names is there (issue 27, R-161): each pantheon's cards are daemons
    of the catalog, of a player's colour; the plan's squares lie on the map, its zones are
    the map's deployment zones."""
    colours = {p.colour for p in mission.state.players}
    for colour, cards in ctx.pantheons.items():
        if colour not in colours:
            raise save.fail(f"pantheons.{colour}"[:80], f"no player plays {colour}"[:200])
        for index, card_id in enumerate(cards):
            where = f"pantheons.{colour}[{index}]"
            try:
                card = ctx.catalog.card(card_id)
            except UnknownCardError:
                raise save.fail(where, f"no card with id '{card_id[:80]}'") from None
            if not isinstance(card, Daemon):
                raise save.fail(where, f"{card.name} is not a daemon (5.1.3)")
    plan = mission.state.plan
    if plan is None:
        return
    board = board_of(mission.state, mission.ctx)
    spec = plan.mission
    named = [("objective.area", spec.objective.area)]
    for n, event in enumerate(spec.events):
        change = event.change
        if change is not None and change.at is not None:
            named.append((f"events.{n}.change.at", [change.at]))
        if change is not None and change.objective is not None:
            named.append((f"events.{n}.change.objective.area", change.objective.area))
    named += [(f"map.tokens.{n}.at", [t.at]) for n, t in enumerate(spec.map.tokens)]
    named += [(f"map.elements.{n}.at", [e.at]) for n, e in enumerate(spec.map.elements)]
    for where, squares in named:
        off = [s for s in squares if not board.contains(Square.parse(s))]
        if off:
            raise save.fail(f"plan.mission.{where}", f"{', '.join(off)} is off the map")
    zones = {z.name for z in mission.state.board_map.zones}
    chosen = [(f"plan.zones.{c}", name) for c, name in plan.zones.items()]
    chosen += [(f"plan.waves[{n}].zone", w.zone) for n, w in enumerate(plan.waves)]
    for where, name in chosen:
        if name not in zones and (name not in ("own", "any") or ".zones." in where):
            raise save.fail(where[:80], f"no deployment zone '{name[:40]}' on the map")


def load_mission(data: object, ctx: Context, source: str = "<mission>") -> Mission:
    """Replay a saved mission event by event with the dice it recorded. A damaged save
    raises MissionSaveError naming the file and the field or event; never a traceback."""
    save = _Save(data, source)
    if save.data.get("format") != FORMAT:
        raise MissionSaveError(f"{source}: not a DemLoc mission save (format {FORMAT!r} expected)")
    version = save.number("version", 1, 10**9)
    if version > VERSION:
        raise save.fail("version", f"saved by a newer DemLoc Companion (version {version})")
    map_data = save.get("map", dict)
    fighters = save.get("fighters", dict)
    if not all(isinstance(spec, dict) for spec in fighters.values()):
        raise save.fail("fighters", "expected a character description by id")
    players = _check_players(save)
    pantheons = save.get("pantheons", dict, {})
    if not all(
        isinstance(v, list) and all(isinstance(i, str) for i in v) for v in pantheons.values()
    ):
        raise save.fail("pantheons", "expected lists of daemon card ids by guild colour")
    seed = save.get("seed", int)
    turn_limit = save.number("turn_limit", 0, MAX_TURN_LIMIT, 0)
    events = _check_events(save)
    plan = None
    if "plan" in save.data and save.data["plan"] is not None:
        if version < 2:
            raise save.fail("plan", "a version 1 save holds no plan")
        try:
            plan = plan_from_json(save.data["plan"])
        except RulesError as error:
            raise MissionSaveError(f"{source}: {error}") from None
    try:
        board_map = mapfile.from_json(map_data, f"{source}: map")
    except BoardError as error:
        raise MissionSaveError(str(error)) from None
    ctx = replace(ctx, pantheons={k: tuple(v) for k, v in pantheons.items()})
    try:
        mission = new_mission(board_map, fighters, players, ctx, seed, turn_limit, plan, version)
    except BadInputError as error:
        raise MissionSaveError(f"{source}: {error}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        # A character description of the wrong shape ("hit": [1]...): bad input.
        raise save.fail(
            "fighters", f"a character cannot be made ({type(error).__name__})"
        ) from None
    _check_fighters(mission, save, ctx)
    _check_named(mission, save, ctx)
    for index, event in enumerate(events):
        kind = describe_kind(event["kind"])
        try:
            mission.record(event, recorded_dice(ctx.dice, event))
        except BadInputError as error:
            raise MissionSaveError(f"{source}: event {index + 1} ({kind}): {error}") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            # A saved event of the wrong shape ("to": 5, "target": [1]...) is bad input:
            # the handlers check what the rules need, not every type a file can hold.
            raise MissionSaveError(
                f"{source}: event {index + 1} ({kind}): its fields are not what a {kind} "
                "event holds"
            ) from None
    return mission
