"""The table and the order of the phases (6.4, 6.4.1): players and colours, the mode,
the raffle of the control spot at stake, Next and Back, and what each phase still
needs before Next."""

from __future__ import annotations

import dataclasses
import random

from demloc.board.position import COLOURS, TokenKind
from demloc.missions import actions as a
from demloc.missions.characters import cards_missing, characters_missing, unpick
from demloc.missions.deployment import deployment_missing, miniatures_missing
from demloc.missions.errors import SetupError
from demloc.missions.library import board_map
from demloc.missions.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Mode,
    Phase,
    PlayerSetup,
    SetupContext,
    SetupState,
    Source,
    Stake,
    is_training_mission,
    mission_content,
    mission_of,
)
from demloc.missions.spec import Mission

ORDER = tuple(Phase)


def _counts(mission: Mission) -> str:
    counts = sorted(mission.players)
    return " or ".join(str(n) for n in counts) + " players"


def _fresh_table(state: SetupState) -> SetupState:
    """Players changed: the zones, the deployment and the draws go (their number decides
    the zones, 6.4.1); the characters chosen stay, but the escort's dignitary, who joined
    with the first deployer's zone, leaves with it (RULINGS.md R-69)."""
    players = tuple(
        dataclasses.replace(
            p, zone="", elements=(),
            picks=tuple(
                dataclasses.replace(x, at="", facing="")
                for x in p.picks
                if x.source is not Source.MISSION
            ),
        )
        for p in state.players
    )  # fmt: skip
    return dataclasses.replace(state, players=players, first_deployer="", first_player="")


def content_changed(mission: Mission, recorded: dict[str, str]) -> str:
    """What of the mission file differs from the content recorded when it was chosen
    (RULINGS.md R-68), as a message; "" when nothing does."""
    now = mission_content(mission)
    parts = sorted(k for k in {*now, *recorded} if now.get(k) != recorded.get(k))
    if not parts:
        return ""
    return (
        f"the mission file of {mission.name} changed since this set-up began: its "
        f"{', '.join(parts)} {'is' if len(parts) == 1 else 'are'} not what the set-up was "
        "prepared with, so its steps cannot be replayed on it; put the file back as it "
        "was, or start a new set-up (RULINGS.md R-68)"
    )


def choose_mission(state: SetupState, action: a.ChooseMission, ctx: SetupContext) -> SetupState:
    mission = ctx.mission(action.mission)
    if action.content is not None:
        changed = content_changed(mission, action.content)
        if changed:
            raise SetupError(changed)
    if len(state.players) > max(mission.players):
        raise SetupError(
            f"{mission.name} is for {_counts(mission)}; {len(state.players)} are at the table"
        )
    if state.mission == mission.id:
        return state
    cleared = any(p.picks for p in state.players)
    players = tuple(dataclasses.replace(p, picks=(), zone="", elements=()) for p in state.players)
    state = dataclasses.replace(
        state, mission=mission.id, players=players, contests=(), lost=(), first_deployer="",
        first_player="",
    )  # fmt: skip
    if mode_refused(state, ctx, state.mode):
        state = dataclasses.replace(state, mode=None, stake=None)
    state = state.say(f"mission: {mission.name}")
    if cleared:
        state = state.say("the characters chosen for the other mission are put back")
    return state


def add_player(state: SetupState, action: a.AddPlayer, ctx: SetupContext) -> SetupState:
    guild = action.guild
    for player in state.players:
        if player.key == guild.key:
            raise SetupError(f"{guild.name} is already at the table (6.4)")
    if len(state.players) >= MAX_PLAYERS:
        raise SetupError(f"a mission takes 2 to {MAX_PLAYERS} guilds (6.4): the table is full")
    if state.mission:
        mission = mission_of(state, ctx)
        if len(state.players) + 1 > max(mission.players):
            raise SetupError(f"{mission.name} is for {_counts(mission)} (6.4)")
    used = {p.colour: p.name for p in state.players}
    colour: str = action.colour or guild.colour
    if colour in used:
        if action.colour is not None:
            raise SetupError(_colour_taken(colour, used[colour]))
        colour = next(c for c in COLOURS if c not in used)
        state = state.say(
            f"{guild.colour} is taken by {used[guild.colour]}: {guild.name} takes {colour}"
        )
    if action.file is not None and guild.source != "file":
        raise SetupError(
            f"{guild.name} is a guild of this computer: only a guild brought on a file "
            "names its file (6.4)"
        )
    player = PlayerSetup(guild, colour, file=action.file or "")
    state = dataclasses.replace(state, players=(*state.players, player))
    source = ", from a guild file, for this mission only" if guild.source == "file" else ""
    return _fresh_table(state).say(f"{guild.name} joins the table ({colour}{source})")


def _colour_taken(colour: str, holder: str) -> str:
    return f"{colour} is taken by {holder}: each guild its own sub-base colour (4, 5.2)"


def remove_player(state: SetupState, action: a.RemovePlayer, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    for contest in [c for c in state.contests if any(x.player == player.key for x in c.claims)]:
        claim = next(x for x in contest.claims if x.player == player.key)
        state = unpick(state, a.Unpick(action="unpick", player=player.key, character=claim.id), ctx)
    players = tuple(p for p in state.players if p.key != player.key)
    lost = tuple(x for x in state.lost if x[1] != player.key)
    state = dataclasses.replace(state, players=players, lost=lost)
    if state.stake is not None and state.stake.held_by == player.key:
        state = dataclasses.replace(state, stake=None).say("the control spot is to be drawn again")
    return _fresh_table(state).say(f"{player.name} leaves the table")


def set_colour(state: SetupState, action: a.SetColour, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    for other in state.players:
        if other.colour == action.colour and other.key != player.key:
            raise SetupError(_colour_taken(action.colour, other.name))
    return state.with_player(dataclasses.replace(player, colour=action.colour))


def mode_refused(state: SetupState, ctx: SetupContext, mode: Mode | None) -> str:
    if mode is Mode.STANDARD and state.mission:
        mission = mission_of(state, ctx)
        if is_training_mission(mission):
            return (
                f"{mission.name} is a training mission: it is played in training mode "
                "(6.4, RULINGS.md R-50)"
            )
    return ""


def set_mode(state: SetupState, action: a.SetMode, ctx: SetupContext) -> SetupState:
    mode = Mode(action.mode)
    why = mode_refused(state, ctx, mode)
    if why:
        raise SetupError(why)
    state = dataclasses.replace(state, mode=mode)
    if mode is Mode.TRAINING:
        return dataclasses.replace(state, stake=None).say(
            "training mission: nothing about the guilds will change (6.4)"
        )
    return state.say("standard mission: control spots, fame and feods are at stake (6.4)")


def stake_candidates(state: SetupState, ctx: SetupContext) -> list[Stake]:
    """6.4.1: a spot free, or under the control of a guild at the table."""
    keys = {p.key for p in state.players}
    spots = []
    for spot in ctx.city.spots:
        holder = ctx.holders.get(spot.id)
        if holder is None or holder in keys:
            spots.append(Stake(spot.id, holder))
    return spots


def draw_stake(state: SetupState, action: a.DrawStake, ctx: SetupContext) -> SetupState:
    if state.stake is not None:
        drawn = ctx.city.spot(state.stake.spot).name if _known(ctx, state.stake.spot) else ""
        raise SetupError(
            f"the control spot at stake is drawn once{f' ({drawn})' if drawn else ''}: "
            "undo is for a mistake, not for a new draw (6.4.1, RULINGS.md R-66)"
        )
    candidates = stake_candidates(state, ctx)
    if action.spot is not None:  # recorded by the log: checked, not drawn again
        stake = Stake(action.spot, action.held_by)
        try:
            ctx.city.spot(stake.spot)
        except KeyError as error:
            raise SetupError(str(error.args[0])) from None
        if stake.held_by is not None and stake.held_by not in {p.key for p in state.players}:
            raise SetupError(f"the spot's holder '{stake.held_by}' is not at the table")
    elif action.seed is not None:
        if not candidates:
            raise SetupError(
                "every control spot is held by guilds not at this table: none can be at stake "
                "(6.4.1)"
            )
        stake = candidates[random.Random(action.seed).randrange(len(candidates))]
    else:
        raise SetupError("draw_stake needs a seed to draw with")
    spot = ctx.city.spot(stake.spot)
    area = ctx.city.area_of(stake.spot)
    holder = state.player(stake.held_by).name if stake.held_by else None
    state = dataclasses.replace(state, stake=stake)
    return state.say(
        f"at stake: {spot.name}, {'an' if spot.kind.label[0] in 'aeiou' else 'a'} "
        f"{spot.kind.label} of {area.name}, "
        + (f"held by {holder}" if holder else "free")
        + " (6.4.1)"
    )


def _known(ctx: SetupContext, spot: str) -> bool:
    try:
        ctx.city.spot(spot)
    except KeyError:
        return False
    return True


# ---- Next and Back ------------------------------------------------------------------------


def missing(state: SetupState, ctx: SetupContext) -> list[str]:
    """What the current phase still needs before Next (empty: Next may go on)."""
    phase = state.phase
    if phase is Phase.PLAYERS:
        problems = [] if state.mission else ["choose a mission"]
        count = len(state.players)
        if count < MIN_PLAYERS:
            problems.append(f"a mission takes 2 to 4 guilds (6.4): {count} at the table")
        elif state.mission and count not in mission_of(state, ctx).players:
            mission = mission_of(state, ctx)
            problems.append(f"{mission.name} is for {_counts(mission)}: {count} at the table")
        return problems
    if phase is Phase.MODE:
        return [] if state.mode else ["choose training or standard (6.4)"]
    if phase is Phase.RAFFLE:
        return [] if state.stake else ["draw the control spot at stake (6.4.1)"]
    if phase is Phase.CHARACTERS:
        return characters_missing(state, ctx)
    if phase is Phase.CARDS:
        return cards_missing(state, ctx)
    if phase is Phase.MINIATURES:
        return miniatures_missing(state, ctx)
    if phase is Phase.DEPLOYMENT:
        return deployment_missing(state, ctx)
    return []


def _step(state: SetupState, forward: bool) -> Phase:
    index = ORDER.index(state.phase) + (1 if forward else -1)
    phase = ORDER[index]
    if phase is Phase.RAFFLE and state.mode is not Mode.STANDARD:
        phase = ORDER[index + (1 if forward else -1)]
    return phase


def next_phase(state: SetupState, action: a.Next, ctx: SetupContext) -> SetupState:
    if state.phase is Phase.DEPLOYMENT:
        raise SetupError("every miniature is placed when all have tapped 'start game' (6.4.1)")
    if state.phase is Phase.READY:
        raise SetupError("the mission has started: the tracker takes it from here")
    problems = missing(state, ctx)
    if problems:
        raise SetupError(f"{state.phase.label} is not finished: " + "; ".join(problems))
    phase = _step(state, forward=True)
    state = dataclasses.replace(state, phase=phase)
    if phase is Phase.DEPLOYMENT and not state.first_deployer:
        first = _draw(state, action.first, action.seed, "next into the deployment")
        state = dataclasses.replace(state, first_deployer=first).say(
            f"{state.player(first).name} deploys first and chooses the zone (6.4.1)"
        )
    return state


def _draw(state: SetupState, recorded: str | None, seed: int | None, what: str) -> str:
    if recorded is not None:
        return state.player(recorded).key
    if seed is None:
        raise SetupError(f"{what} draws a player: it needs a seed")
    return state.players[random.Random(seed).randrange(len(state.players))].key


def back(state: SetupState, action: a.Back, ctx: SetupContext) -> SetupState:
    if state.phase is Phase.PLAYERS:
        raise SetupError("this is the first phase: nothing before it")
    if state.phase is Phase.READY:
        state = dataclasses.replace(state, first_player="", true_relic="")
    return dataclasses.replace(state, phase=_step(state, forward=False))


def start(state: SetupState, action: a.Start, ctx: SetupContext) -> SetupState:
    """6.4.1 "start game": the app shows the first player of turn 1 (7; with no
    previous first player every player is as likely, RULINGS.md R-34)."""
    problems = missing(state, ctx)
    if problems:
        raise SetupError("the miniatures are not all placed: " + "; ".join(problems))
    first = _draw(state, action.first, action.seed, "start")
    relic = _draw_relic(state, ctx, action)
    state = dataclasses.replace(state, phase=Phase.READY, first_player=first, true_relic=relic)
    name = state.player(first).name
    return state.say(f"the game starts: {name} plays first in turn 1, drawn by lot (7)")


def relic_squares(state: SetupState, ctx: SetupContext) -> list[str]:
    """The squares of the mission's relic tokens, in the file's order (5.7)."""
    base = board_map(mission_of(state, ctx), len(state.players))
    return [t.at.name for t in base.tokens if t.kind is TokenKind.RELIC]


def _draw_relic(state: SetupState, ctx: SetupContext, action: a.Start) -> str:
    """5.7: which of the relic tokens is the relic, drawn with equal chances at "start
    game" (RULINGS.md R-68); "" in a mission without them. A log written before R-68
    has no relic seed: its start's own seed draws it."""
    squares = relic_squares(state, ctx)
    if not squares:
        return ""
    if action.relic is not None:  # recorded by the log: checked, not drawn again
        if action.relic not in squares:
            raise SetupError(
                f"start: no relic token on {action.relic} (they stand on {', '.join(squares)})"
            )
        return action.relic
    seed = action.relic_seed if action.relic_seed is not None else action.seed
    if seed is None:
        raise SetupError("start draws the true relic (5.7): it needs a seed")
    return squares[random.Random(seed).randrange(len(squares))]
