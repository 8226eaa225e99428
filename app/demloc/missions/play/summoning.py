"""Summoning a daemon (7.2.3.2) and its leaving (7.2.3.3): the draw from the guild's
pantheon, a lower level when none of the level asked is left, a daemon of the same
name already on the board replaced (5.1.3), 1 to 3 hearts, the daemon next to its
summoner, and the summoner locked until it leaves."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from demloc.board.board import Terrain
from demloc.board.position import DAEMON_BASE, DAEMON_NUMBERS, daemon_tag
from demloc.board.position import Character as Miniature
from demloc.board.squares import Square
from demloc.catalog.cards import CardKind, Daemon
from demloc.missions.play.activation import activate
from demloc.missions.play.copies import replace
from demloc.missions.play.settle import settle
from demloc.missions.play.state import (
    Context,
    MissionState,
    Phase,
    board_of,
    facing_field,
    field,
    miniature_of,
    say,
    square_field,
    with_fighter,
)
from demloc.missions.play.strategic import code_card
from demloc.rules import arcane
from demloc.rules.dice import DiceSource
from demloc.rules.errors import IllegalActionError, RulesError

# From version 4 a daemon's miniature is numbered DAEMON_NUMBERS + n (board/position.py),
# n counting the daemons its player summoned this mission: "D1", "D2"... (daemon_tag).
__all__ = ["DAEMON_BASE", "daemon_number", "daemon_tag", "summon"]


def daemon_number(state: MissionState, colour: str) -> int:
    """The next daemon number of `colour` (101 for "D1"): one more than the daemons his
    characters have summoned this mission, gone ones too (a daemon stays among the
    fighters when it leaves), so no two of his daemons share a tag."""
    summoned = sum(
        1 for f in state.fighters.values() if f.kind is CardKind.DAEMON and f.owner == colour
    )
    return DAEMON_NUMBERS + summoned + 1


def summon(
    state: MissionState, event: Mapping[str, Any], ctx: Context, dice: DiceSource
) -> MissionState:
    """7.2.3.2, assisted: the summoner's action of the arcane sub-phase, paid in mana."""
    if state.phase is not Phase.STRATEGIC:
        raise IllegalActionError("summoning belongs to the arcane sub-phase (7.2.3)")
    fid = field(event, "character")
    state = activate(state, fid, "act")
    return bring_daemon(state, event, ctx, dice, fid, paid_at_table=False)


def bring_daemon(
    state: MissionState,
    event: Mapping[str, Any],
    ctx: Context,
    dice: DiceSource,
    fid: str,
    *,
    paid_at_table: bool,
) -> MissionState:
    """The summoning itself. Event fields: `code` (the arcane code card id: its
    kabbalah), `level` (asked), `hearts` (1 to 3), `at` (a square in contact with the
    summoner), `facing` (N, E, S or W; N when left out). `paid_at_table`: the tracker's
    summoning effect, where the players moved the mana cubes themselves (RULINGS.md
    R-54)."""
    summoner = state.fighter(fid)
    if not summoner.in_play:
        raise IllegalActionError(f"{summoner.name} is out of the game")
    if summoner.possessed:
        raise IllegalActionError(f"{summoner.name} is possessed: they summon nothing (7.2.3)")
    code = code_card(ctx, field(event, "code"))
    level = int(field(event, "level", int))
    if not 1 <= level <= 9:
        raise IllegalActionError(f"a daemon's level is 1 or more; asked {level} (5.1.3)")
    hearts = int(field(event, "hearts", int))
    at = square_field(event, "at")
    facing = facing_field(event, "facing", "N")
    _check_square(state, ctx, fid, at)
    # 7.2.3.2: the daemon comes from the pantheon of the summoner's guild. A card whose
    # daemon this guild already has in play is on the table, not in the draw
    # (RULINGS.md R-54); another guild's daemon of the same name may be drawn, and it
    # is replaced (5.1.3).
    own_in_play = {
        f.card_id
        for f in state.fighters.values()
        if f.kind is CardKind.DAEMON and f.in_play and f.owner == summoner.owner
    }
    pantheon = [ctx.catalog.card(d) for d in ctx.pantheons.get(summoner.owner, ())]
    if state.version < 2:
        own_in_play = set()  # version 1 drew from the whole pantheon
    draw = [d for d in pantheon if isinstance(d, Daemon) and d.id not in own_in_play]
    cost = code.summoning_cost
    if paid_at_table and state.version < 4:
        # Up to version 3 the cubes the table moved stayed on the app's card: the engine
        # was given them before paying, so the card kept them (R-54; R-78 from 4).
        summoner = replace(
            summoner, white=summoner.white + cost.white, black=summoner.black + cost.black
        )
    elif paid_at_table and (summoner.white < cost.white or summoner.black < cost.black):
        # From version 4 the cubes placed on the code at the table come off his card in
        # the app too (RULINGS.md R-78): a card without them cannot have paid.
        raise IllegalActionError(
            f"{summoner.name}'s card holds {summoner.white} white and {summoner.black} black "
            f"mana; the summoning costs {cost.white} white and {cost.black} black: record "
            "the mana channelled at the table first (7.2.3.2, RULINGS.md R-78)"
        )
    daemon_id = _daemon_id(state, fid)
    report = arcane.summon(summoner, code, level, hearts, draw, dice, daemon_id)
    daemon = report.daemon
    if report.drawn_level != level:
        state = say(
            state,
            f"no level {level} daemon of the {code.kabbalah} kabbalah is left in "
            f"{summoner.owner}'s pantheon: a level {report.drawn_level} one comes (7.2.3.2)",
        )
    before = state
    for other in list(state.fighters.values()):
        if other.kind is CardKind.DAEMON and other.in_play and other.name == daemon.name:
            # 5.1.3, 7.2.3.3: the new daemon replaces the one on the board; both players
            # are told, and the one replaced is removed, card and miniature.
            # Off the board as an escape is, and told apart in `replaced`.
            state = with_fighter(state, replace(other, escaped=True))
            state = replace(
                state, replaced=(*state.replaced, (other.id, summoner.owner, state.turn))
            )
            state = say(
                state,
                f"{daemon.name} comes to {summoner.owner}: {other.owner} removes the card and "
                f"the miniature of their {other.name} from the game (5.1.3, 7.2.3.3)",
            )
    state = settle(state, before)
    number = DAEMON_BASE if state.version < 4 else daemon_number(state, summoner.owner)
    miniature = Miniature(
        daemon_id, summoner.owner, number, at, facing, name=daemon.name,
        movement=daemon.profile.movement, long_range=daemon.long_range, card=daemon.card_id,
    )  # fmt: skip
    state = replace(
        state, board_map=replace(
            state.board_map, characters=(*state.board_map.characters, miniature)
        ),
    )  # fmt: skip
    state = with_fighter(with_fighter(state, report.summoner), daemon)
    return say(
        state,
        f"{summoner.name} summons {daemon.name} (level {report.drawn_level}, {hearts} hearts) "
        f"at {at.name}: {summoner.name} does not move while it plays (7.2.3.2)",
    )


def _check_square(state: MissionState, ctx: Context, fid: str, at: Square) -> None:
    here = miniature_of(state, fid).at
    summoner = state.fighter(fid)
    if max(abs(at.x - here.x), abs(at.y - here.y)) != 1:
        raise IllegalActionError(
            f"the daemon stands in a square in contact with {summoner.name}, not {at.name} "
            "(7.2.3.2)"
        )
    board = board_of(state, ctx)
    if not board.contains(at):
        raise IllegalActionError(f"{at.name} is off the map: the daemon stands on the board")
    i = board.index(at)
    if i in board.occupant or board.terrain[i] is not Terrain.FREE:
        raise IllegalActionError(
            f"{at.name} is not free ground: the daemon stands where a character may (7.2.1)"
        )


def _daemon_id(state: MissionState, fid: str) -> str:
    base = f"{fid}-daemon-{state.turn}"
    n, daemon_id = 1, base
    while daemon_id in state.fighters:
        n += 1
        daemon_id = f"{base}-{n}"
    return daemon_id


def dismiss(state: MissionState, fid: str) -> MissionState:
    """The tracker's summoning effect taken off (6.4.2): the daemon quits the game not
    killed (7.2.3.3), and settle frees its summoner."""
    fighter = state.fighter(fid)
    daemon_id = fighter.summoned or (fid if fighter.summoner else "")
    if not daemon_id or daemon_id not in state.fighters:
        raise IllegalActionError(
            f"{fighter.name} has no daemon in play: only an effect they have can be removed (6.4.2)"
        )
    daemon = state.fighter(daemon_id)
    if not daemon.in_play:
        raise RulesError(f"{daemon.name} is out of the game already")
    before = state
    state = with_fighter(state, replace(daemon, escaped=True))
    return settle(say(state, f"{daemon.name} quits the game (7.2.3.3)"), before)
