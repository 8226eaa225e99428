"""A mission in play (`Mission`): its setup, its event log and a cursor in it; undo,
redo and save. `new_mission` makes one ready for its first turn.

A new event's dice come from a random source seeded by the mission's seed and the
event's place in the log, so undoing a roll and doing it again rolls the same dice:
undo is for mistakes, not for rerolls.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from demloc import textio
from demloc.board import mapfile
from demloc.board.checks import uniqueness_warnings
from demloc.board.position import BoardMap
from demloc.catalog.catalog import UnknownCardError
from demloc.missions.play.copies import replace
from demloc.missions.play.dice import RecordingDice, recorded_dice
from demloc.missions.play.events import apply, checked
from demloc.missions.play.objectives import reading
from demloc.missions.play.plan import Plan
from demloc.missions.play.settle import poison_deaths
from demloc.missions.play.state import (
    SAVE_VERSION,
    Context,
    MissionState,
    PlayerState,
    base_board,
)
from demloc.missions.play.states import States, whole
from demloc.rules.dice import DiceSource, RandomDice
from demloc.rules.errors import IllegalActionError, RulesError
from demloc.rules.spec import fighter_from_spec

FORMAT = "demloc-mission"
# 2: the mission's plan (objective, waves, events, zones: plan.py). A version 1 save
# has none and still loads.
VERSION = SAVE_VERSION


class Mission:
    """A mission in play: its setup, its event log and a cursor in it."""

    def __init__(self, start: MissionState, ctx: Context, seed: int, setup: dict[str, Any]) -> None:
        self.ctx, self.seed, self.setup = ctx, seed, setup
        self.events: list[dict[str, Any]] = []
        # The state after each event, for undo and the replay; each log kept once, so
        # memory grows with the events, not their square (states.py).
        self._states = States(start)
        self.cursor = 0
        self._held = start  # the current state, kept alive: the same object while current
        # What the rules of the cards say against the characters at the start, as the
        # board check says it (RULINGS.md ): warned of, never refused.
        self.warnings = uniqueness(start, ctx)

    @property
    def states(self) -> States:
        return self._states

    @states.setter
    def states(self, states: Sequence[MissionState]) -> None:
        """Every state put in place (each log the one before's and more): a snapshot's."""
        self._states = states if isinstance(states, States) else whole(states)

    @property
    def state(self) -> MissionState:
        self._held = self.states[self.cursor]
        return self._held

    def do(self, event: Mapping[str, Any], faces: DiceSource | None = None) -> MissionState:
        """Apply a new event. `faces`: the dice the players rolled at the table; else
        the mission's random source. An illegal event raises and changes nothing.
        The event's own "dice" and "draws", when no faces are given, are the faces rolled
        at the table, as a replay enters them: checked, and kept only as used (R-184)."""
        self.record(event, faces)
        return self.state

    def record(self, event: Mapping[str, Any], faces: DiceSource | None = None) -> None:
        """`do` without making the new state whole (its log): a save's replay."""
        if faces is None and checked(event) and ("dice" in event or "draws" in event):
            faces = recorded_dice(self.ctx.dice, event)
        source = faces or RandomDice(self.ctx.dice, self.seed * 1_000_003 + self.cursor)
        dice = RecordingDice(source)
        # The core only appends to the log and never reads it: the event is applied to
        # the state without its log, and the lines it adds are its log (states.py).
        after = apply(self.states.bare(self.cursor), event, self.ctx, dice)
        record = {key: value for key, value in event.items() if key not in ("dice", "draws")}
        if dice.faces:
            record["dice"] = dice.faces
        if dice.draws:
            record["draws"] = dice.draws
        del self.events[self.cursor :]
        self.states.truncate(self.cursor + 1)
        self.events.append(record)
        self.states.append_bare(replace(after, log=()), after.log)
        self.cursor += 1

    def undo(self) -> MissionState:
        if self.cursor == 0:
            raise IllegalActionError("nothing to undo")
        self.cursor -= 1
        return self.state

    def redo(self) -> MissionState:
        if self.cursor == len(self.events):
            raise IllegalActionError("nothing to redo")
        self.cursor += 1
        return self.state

    def save_json(self) -> dict[str, Any]:
        return self.setup | {"events": self.events[: self.cursor]}

    def save(self, path: Path) -> None:
        textio.write_atomic(path, json.dumps(self.save_json(), indent=2) + "\n")


def uniqueness(start: MissionState, ctx: Context) -> tuple[str, ...]:
    """The rule of uniqueness (5.1.1, 5.1.3) over every character of the mission, on
    the board and kept aside for a wave: the board check's own words (R-46, R-136)."""
    numbers = {c.id: c.number for c in start.board_map.characters}
    holders = [
        (f"{f.id} ({f.owner} {numbers.get(f.id, 0)})", f.card_id) for f in start.fighters.values()
    ]
    kept = start.plan.kept_aside if start.plan is not None else {}
    holders += [
        (f"{fid} ({spec.get('owner', '')} {spec.get('base', 0)}, kept for a wave)",
         str(spec.get("card", "")))
        for fid, spec in kept.items()
    ]  # fmt: skip
    known = []
    for who, card_id in holders:
        try:
            known.append((who, ctx.catalog.card(card_id)))
        except UnknownCardError:  # a character of numbers only: no card, no name to hold
            continue
    return tuple(uniqueness_warnings(known, "in the mission"))


def new_mission(
    board_map: BoardMap,
    fighters: Mapping[str, Mapping[str, Any]],
    players: Sequence[Mapping[str, Any]],
    ctx: Context,
    seed: int,
    turn_limit: int = 0,
    plan: Plan | None = None,
    version: int = VERSION,
) -> Mission:
    """A mission ready for its first "new_turn": the map with the miniatures placed, a
    spec per character id (rules/spec.py), the players in clockwise order, and the
    mission file's plan if there is one (begin.py). `version`: a save's, whose rules
    its events are replayed by (a version 1 save stays version 1)."""
    built = {}
    miniatures = {c.id: c for c in board_map.characters}
    for fid, spec in fighters.items():
        if fid not in miniatures:
            raise RulesError(f"character '{fid}' has no miniature on the map")
        built[fid] = fighter_from_spec(spec, fid, miniatures[fid].colour, ctx.catalog)
    missing = sorted(set(miniatures) - set(built))
    if missing:
        raise RulesError(f"miniatures without a character: {', '.join(missing)}")
    # The cards decide who widens his zone (7.1.1), whatever the map file says.
    board_map = replace(board_map, characters=tuple(
        replace(c, long_range=built[c.id].long_range) for c in board_map.characters
    ))  # fmt: skip
    player_states = tuple(
        PlayerState(str(p["colour"]), int(p.get("fate_points", 0))) for p in players
    )
    if plan is not None and plan.first and plan.first not in {p.colour for p in player_states}:
        raise RulesError(f"the first player '{plan.first}' plays no part in this mission")
    start = poison_deaths(
        MissionState(
            board_map, built, player_states, turn_limit=turn_limit, plan=plan,
            objective=plan.objective if plan is not None else None,
            first=plan.first if plan is not None else "", version=version,
        )
    )  # fmt: skip
    # The map checked as `Board.build` checks it, from the board of the same tiles,
    # elements and tokens when one was built already (it is built, and kept, if not).
    base_board(board_map, ctx).with_characters(board_map.characters).check_zones(board_map.zones)
    # The objective's progress on the screen from the start.
    start = replace(start, progress=reading(start)[1])
    setup = {
        "format": FORMAT,
        "version": version,
        "seed": seed,
        "turn_limit": turn_limit,
        "map": mapfile.to_json(board_map),
        "players": [dict(p) for p in players],
        "fighters": {k: dict(v) for k, v in fighters.items()},
        "pantheons": {k: list(v) for k, v in ctx.pantheons.items()},
    }
    if plan is not None:
        setup["plan"] = plan.to_json()
    return Mission(start, ctx, seed, setup)
