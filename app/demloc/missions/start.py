"""What the set-up hands on: the cards to pull from each guild box (6.4.1 "pulling
cards"), and, once "start game" is tapped, everything the tracker needs."""

from __future__ import annotations

import dataclasses
from typing import Any

from demloc.board import mapfile
from demloc.board.board import Board
from demloc.board.errors import BoardError
from demloc.board.position import BoardMap, Character, Element, ElementKind, TokenKind
from demloc.board.squares import Facing, Square
from demloc.catalog.cards import Follower, Mercenary
from demloc.missions.characters import twice_by_name
from demloc.missions.deployment import zones
from demloc.missions.errors import SetupError
from demloc.missions.library import board_map
from demloc.missions.setup import (
    Mode,
    Phase,
    Picked,
    PlayerSetup,
    SetupContext,
    SetupState,
    Source,
    Stake,
    mission_of,
)
from demloc.missions.spec import Mission
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter
from demloc.rules.spec import fighter_from_spec


@dataclasses.dataclass(frozen=True)
class CardToPull:
    """One line of a player's checklist: a character card and what goes with it."""

    character: str
    name: str
    kind: str  # mercenary | follower
    weapons: tuple[str, ...] = ()
    codes: tuple[str, ...] = ()
    wave: int = 0  # kept in the box until his wave (6.4.1)
    # The escort's dignitary: his card comes with the mission (RULINGS.md R-69).
    dignitary: bool = False


def _codes(player: PlayerSetup, picked: Picked, card: Mercenary | Follower) -> tuple[str, ...]:
    if isinstance(card, Follower):
        # 5.1.2: a follower with arcane ability is shown the code to take for the game.
        return (card.arcane_code,) if card.arcane_code and card.profile.arcane > 0 else ()
    mercenary = player.guild.mercenary(card.id)
    return mercenary.codes if mercenary else ()


def checklist(state: SetupState, ctx: SetupContext, key: str) -> list[CardToPull]:
    player = state.player(key)
    lines = []
    for picked in player.picks:
        card = ctx.character_card(picked.card)
        mercenary = player.guild.mercenary(card.id) if picked.source is Source.MERCENARY else None
        lines.append(
            CardToPull(
                picked.id,
                card.name,
                card.kind.value,
                tuple(ctx.card(w).name for w in (mercenary.weapons if mercenary else ())),
                tuple(ctx.card(c).name for c in _codes(player, picked, card)),
                picked.wave,
                picked.source is Source.MISSION,
            )
        )
    return lines


def fighter_spec(player: PlayerSetup, picked: Picked, ctx: SetupContext) -> dict[str, Any]:
    """A character as `rules/spec.py` reads him: his card, weapons, codes and mana."""
    card = ctx.character_card(picked.card)
    spec: dict[str, Any] = {"card": card.id}
    mercenary = player.guild.mercenary(card.id) if picked.source is Source.MERCENARY else None
    if mercenary is not None:
        spec["weapons"] = list(mercenary.weapons)
    codes = _codes(player, picked, card)
    if codes:
        spec["codes"] = list(codes)
    if picked.white:
        spec["white"] = picked.white
    if picked.black:
        spec["black"] = picked.black
    return spec


@dataclasses.dataclass(frozen=True)
class WaveStart:
    number: int
    turn: int
    zone: str  # "own", "any" or a zone's name (spec.Wave)
    text: str
    characters: tuple[str, ...]  # kept aside until then


@dataclasses.dataclass(frozen=True)
class MissionStart:
    """The mission handed to the tracker (6.4.1 "start game")."""

    mission: Mission
    mode: Mode
    stake: Stake | None
    board_map: BoardMap  # everyone placed, the optional elements too
    fighters: dict[str, dict[str, Any]]  # on the board: specs by id (missions.play.new_mission)
    kept_aside: dict[str, dict[str, Any]]  # wave characters' specs, with their owner
    waves: tuple[WaveStart, ...]
    # clockwise: colour, guild key, name, source; zone (its name) and zone_squares;
    # fate_points; guild_file (the path of a guild brought on a file, else absent);
    # charges: what the guild pays, [what, feods] a line each (a follower hired, 5.1.2;
    # a mercenary won at auction, 5.1.1), charged once with a standard mission's
    # results, never in training (RULINGS.md)
    players: tuple[dict[str, Any], ...]
    first: str  # the colour that plays first in turn 1 (7)
    costs: dict[str, int]  # feods each guild pays for hires and auctions (by guild key)
    # The colour of the first player drawn in the set-up, who chose his zone first
    # (6.4.1): an escort mission's escorting guild. "" from a hand-off made without it.
    first_deployer: str = ""
    # The escort's dignitary (RULINGS.md ): his id in `fighters` (his spec's
    # card is the mission's objective.dignitary.card; his owner the escorting guild's
    # colour, its first_deployer). "" in a mission without one.
    dignitary: str = ""

    @property
    def charged(self) -> bool:
        """6.4: a training mission changes nothing about the guilds (RULINGS.md R-50)."""
        return self.mode is Mode.STANDARD

    def to_json(self) -> dict[str, Any]:
        return {
            "mission": self.mission.id,
            "mission_spec": self.mission.model_dump(mode="json"),  # the file as played
            "mode": self.mode.value,
            "stake": dataclasses.asdict(self.stake) if self.stake else None,
            "map": mapfile.to_json(self.board_map),
            "fighters": self.fighters,
            "kept_aside": self.kept_aside,
            "waves": [
                dataclasses.asdict(w) | {"characters": list(w.characters)} for w in self.waves
            ],
            "players": list(self.players),
            "first": self.first,
            "first_deployer": self.first_deployer,
            "dignitary": self.dignitary,
            "costs": self.costs,
            "charged": self.charged,
            "turn_limit": self.mission.turns.limit or 0,
            "turn_limit_hidden": self.mission.turns.hidden,
        }


def fighters(state: SetupState, ctx: SetupContext) -> dict[str, Fighter]:
    """Every character chosen, as the rules engine builds him (errors: SetupError)."""
    built = {}
    for player in state.players:
        for picked in player.picks:
            spec = fighter_spec(player, picked, ctx)
            try:
                built[picked.id] = fighter_from_spec(spec, picked.id, player.colour, ctx.catalog)
            except RulesError as error:
                raise SetupError(f"{player.name}: {error}") from None
    return built


def start_game(state: SetupState, ctx: SetupContext) -> MissionStart:
    if state.phase is not Phase.READY or state.mode is None:
        raise SetupError("tap 'start game' in the deployment phase first (6.4.1)")
    mission = mission_of(state, ctx)
    # 5.1.1: the characters phase settles every contest and stops two cards of one
    # name; the board check's own rule says it again here, for a damaged log, so a
    # set-up, a replay and a map agree (RULINGS.md R-136).
    twice = twice_by_name(state, ctx)
    if twice:
        raise SetupError(
            f"{'; '.join(twice)}: go back to the characters phase and leave one of them out"
        )
    built = fighters(state, ctx)
    miniatures, elements = [], []
    on_board: dict[str, dict[str, Any]] = {}
    aside: dict[str, dict[str, Any]] = {}
    for player in state.players:
        for picked in player.picks:
            spec = fighter_spec(player, picked, ctx)
            if picked.wave:
                aside[picked.id] = spec | {"owner": player.colour, "base": picked.base}
                continue
            on_board[picked.id] = spec
            fighter = built[picked.id]
            ranged = fighter.ranged_weapon
            miniatures.append(
                Character(
                    picked.id, player.colour, picked.base, Square.parse(picked.at),
                    Facing.parse(picked.facing), name=fighter.name,
                    movement=fighter.profile.movement,
                    weapon_range=(ranged.range or 0) if ranged else 0,
                    long_range=fighter.long_range, card=picked.card,
                )
            )  # fmt: skip
        elements += [Element(ElementKind(kind), Square.parse(at)) for kind, at in player.elements]
    base = board_map(mission, len(state.players))
    # 5.7: the relic drawn at "start game" (RULINGS.md ); the file says none.
    tokens = tuple(
        dataclasses.replace(t, true_relic=t.at.name == state.true_relic)
        if t.kind is TokenKind.RELIC
        else t
        for t in base.tokens
    )
    placed = dataclasses.replace(
        base, elements=(*base.elements, *elements), characters=tuple(miniatures), tokens=tokens
    )
    try:
        Board.build(placed, ctx.tiles)
    except BoardError as error:
        raise SetupError(f"the board cannot be built: {error}") from None
    waves = tuple(
        WaveStart(
            n, wave.turn, wave.zone, wave.text,
            tuple(p.id for pl in state.players for p in pl.picks if p.wave == n),
        )
        for n, wave in enumerate(mission.waves, start=1)
    )  # fmt: skip
    return MissionStart(
        mission=mission,
        mode=state.mode,
        stake=state.stake if state.mode is Mode.STANDARD else None,
        board_map=placed,
        fighters=on_board,
        kept_aside=aside,
        waves=waves,
        players=tuple(_player(state, ctx, mission, p) for p in state.players),
        first=state.player(state.first_player).colour,
        costs={p.key: p.paid for p in state.players},
        first_deployer=state.player(state.first_deployer).colour,
        dignitary=_dignitary(state, mission),
    )


def charges(player: PlayerSetup, ctx: SetupContext) -> tuple[tuple[str, int], ...]:
    """What `player` pays for, a line each: a follower hired (5.1.2), a mercenary won
    at auction (5.1.1). Charged with the results (RULINGS.md R-130)."""
    lines = []
    for picked in player.picks:
        if not picked.feods:
            continue
        name = ctx.character_card(picked.card).name
        if picked.source is Source.HIRED:
            lines.append((f"{name} hired for the mission (5.1.2, R-130)", picked.feods))
        else:
            lines.append((f"{name} won at auction (5.1.1, R-130)", picked.feods))
    return tuple(lines)


def _dignitary(state: SetupState, mission: Mission) -> str:
    """The dignitary's fighter id; a set-up of an escort mission without him (a log
    from before RULINGS.md R-69 could not reach "start game" with him unplaced) is
    refused rather than handed on without its objective's character."""
    found = state.dignitary()
    if mission.objective.dignitary is None:
        return ""
    if found is None:
        raise SetupError(
            f"{mission.name}: the {mission.objective.dignitary.card} has not joined the "
            "escorting guild: choose the deployment zones (RULINGS.md R-69)"
        )
    return found[1].id


def fate_points(mission: Mission) -> int:
    """Each player's fate points at the start of the mission (6.4.2): the mission
    file's `fate_points`, the same for every guild (RULINGS.md R-65)."""
    return mission.fate_points


def _player(
    state: SetupState, ctx: SetupContext, mission: Mission, player: PlayerSetup
) -> dict[str, Any]:
    zone = next(z for z in zones(state, ctx) if z.name == player.zone)
    entry: dict[str, Any] = {
        "colour": player.colour,
        "guild": player.key,
        "name": player.name,
        "source": player.guild.source,
        "zone": zone.name,
        "zone_squares": list(zone.squares),
        "fate_points": fate_points(mission),
        "charges": [list(line) for line in charges(player, ctx)],
    }
    if player.file:
        entry["guild_file"] = player.file
    return entry
