"""What the table API shows of a mission (issue 29): read-only views, each with its
JSON, made from the set-up's state or the mission's state and nothing else. The screens
show the same things; `demloc mission show --json` prints them."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from typing import Any

from demloc.missions.phases import missing
from demloc.missions.play import Mission, MissionState
from demloc.missions.play import Phase as PlayPhase
from demloc.missions.play.views import endings
from demloc.missions.setup import Phase, SetupContext, SetupState

LOG_LINES = 10  # the log's last lines a view carries


class Stage(enum.Enum):
    """Where a mission stands: in preparation, in play, ended (its results not yet
    written), written (a training one: finished), given up."""

    SETUP = "setup"
    PLAYING = "playing"
    ENDED = "ended"
    WRITTEN = "written"
    GIVEN_UP = "given up"


@dataclasses.dataclass(frozen=True)
class CharacterView:
    """One character: his id and card, and his state (set-up: what was chosen for him;
    play: his tokens, wounds, dead or escaped, his square), as its JSON gives it."""

    id: str
    card: str
    state: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "card": self.card} | self.state


@dataclasses.dataclass(frozen=True)
class PlayerView:
    colour: str
    guild: str  # the guild's name
    key: str  # the guild's identity (its uuid, or its file's)
    account: str
    source: str  # local | file
    fate_points: int
    characters: tuple[CharacterView, ...]

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["characters"] = [c.to_json() for c in self.characters]
        return data


@dataclasses.dataclass(frozen=True)
class MissionView:
    """Where a mission stands: its id and revision (a command changing it names the
    revision it was made on, R-183), its stage, the mission chosen and the mode, the
    set-up's phase or the play's turn, phase, sub-phase and who plays, what Next still
    needs, every player, undo and redo, and the log's last lines."""

    id: int
    revision: int
    stage: Stage
    mission: str
    mode: str
    phase: str
    turn: int
    sub_phase: str
    current: str
    needs: tuple[str, ...]
    players: tuple[PlayerView, ...]
    can_undo: bool
    can_redo: bool
    log: tuple[str, ...]
    problem: str = ""  # why it cannot go on as saved (a damaged row), else ""

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        data["stage"] = self.stage.value
        data["needs"] = list(self.needs)
        data["log"] = list(self.log)
        data["players"] = [p.to_json() for p in self.players]
        return data


@dataclasses.dataclass(frozen=True)
class OpenMission:
    """A set-up or a mission in progress, for `list --open`."""

    id: int
    stage: Stage
    phase: str
    mission: str
    players: tuple[str, ...]
    revision: int

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self) | {"stage": self.stage.value, "players": list(self.players)}


def setup_view(
    mission_id: int, revision: int, stage: Stage, state: SetupState, ctx: SetupContext,
    *, can_undo: bool, can_redo: bool, problem: str = "",
) -> MissionView:  # fmt: skip
    """A set-up in preparation (or ready, or given up before it was played)."""
    needs = () if state.phase is Phase.READY else tuple(missing(state, ctx))
    players = tuple(
        PlayerView(
            p.colour, p.name, p.key, p.guild.account, p.guild.source, 0,
            tuple(CharacterView(c.id, c.card, _picked(c)) for c in p.picks),
        )
        for p in state.players
    )  # fmt: skip
    return MissionView(
        mission_id, revision, stage, state.mission, state.mode.value if state.mode else "",
        state.phase.value, 0, "", "", needs, players, can_undo, can_redo,
        state.notes[-LOG_LINES:], problem,
    )  # fmt: skip


def _picked(picked: Any) -> dict[str, Any]:
    data = dataclasses.asdict(picked)
    data.pop("id")
    data.pop("card")
    data["source"] = picked.source.value
    return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}


def play_needs(state: MissionState) -> tuple[str, ...]:
    """What the play awaits now: between turns, a new turn or an ending; in a phase,
    the player whose turn it is; ended, the results."""
    if state.phase is PlayPhase.ENDED:
        return ("the results: preview them, then write them (6.4.1)",)
    if state.phase is PlayPhase.TURN_OVER:
        return ("a new turn, or the end of the mission: " + ", ".join(endings(state)),)
    step = state.sub_phase.value if state.sub_phase else state.phase.value
    return (f"{state.current or 'the table'} to act ({step})",)


def play_view(
    mission_id: int, revision: int, stage: Stage, mission: Mission, setup: SetupState,
    *, problem: str = "",
) -> MissionView:  # fmt: skip
    """A mission in play (or ended, written, given up), as the tracker holds it."""
    state = mission.state
    squares = {c.id: c for c in state.board_map.characters}
    seated = {p.colour: p for p in setup.players}
    players = []
    for player in state.players:
        chars = []
        for fid, fighter in sorted(state.fighters.items()):
            if fighter.owner != player.colour:
                continue
            data = fighter.to_json()
            data.pop("id")
            data.pop("card")
            if fid in squares:
                data["at"] = squares[fid].at.name
                data["facing"] = squares[fid].facing.name
            chars.append(CharacterView(fid, fighter.card_id, data))
        held = seated.get(player.colour)
        players.append(
            PlayerView(
                player.colour, held.name if held else player.colour,
                held.key if held else "", held.guild.account if held else "",
                held.guild.source if held else "", player.fate_points, tuple(chars),
            )
        )  # fmt: skip
    return MissionView(
        mission_id, revision, stage, setup.mission, setup.mode.value if setup.mode else "",
        state.phase.value, state.turn, state.sub_phase.value if state.sub_phase else "",
        state.current, play_needs(state), tuple(players), mission.cursor > 0,
        mission.cursor < len(mission.events), state.log[-LOG_LINES:], problem,
    )  # fmt: skip


def with_keys(action: dict[str, Any], players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The action with its "player" given as the key the log stores, when it names a
    player at the table by key, else colour, else guild name; anything else is left to
    the rules."""
    named = action.get("player")
    if not isinstance(named, str):
        return action
    for field in ("key", "colour", "guild"):  # a colour first: a guild may be called "blue"
        for player in players:
            if player[field] == named:
                return {**action, "player": player["key"]}
    return action
