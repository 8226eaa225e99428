"""Missions in play on small sketched boards for the hints' tests, and the same attacks
rolled many times through the rules' own roll functions (`resolve_shot`,
`resolve_brawl`, `cast`) with seeded dice, to hold the exact odds to."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from demloc.board.out_of_control import stray_occupants
from demloc.board.sight import firing_line
from demloc.board.sketch import sketch_map
from demloc.board.zones import engagements, is_behind, zone
from demloc.catalog.cards import ArcaneCode, ManaCost
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.hints.model import AttackHint
from demloc.missions.play import (
    FIRST_SUB_PHASE,
    Context,
    MissionState,
    Phase,
    board_of,
    new_mission,
)
from demloc.missions.play.brawl import step_back_squares
from demloc.missions.play.dry import dry_run
from demloc.paths import builtin_sets_dir, resources_dir
from demloc.rules.arcane import arcane_test, cast
from demloc.rules.brawl import resolve_brawl
from demloc.rules.dice import Die, Mana, RandomDice, load_dice
from demloc.rules.fighter import Fighter
from demloc.rules.shooting import resolve_shot

DICE = load_dice(resources_dir() / "dice.toml")
ROLLS = 100_000
TOLERANCE = 0.005  # 0.5 percentage points
_CATALOG: list[Catalog] = []


def catalog() -> Catalog:
    if not _CATALOG:
        _CATALOG.append(load_catalog([builtin_sets_dir()]))
    return _CATALOG[0]


def play(
    drawing: str,
    people: Mapping[str, tuple[str, str, Mapping[str, Any]]],
    phase: Phase = Phase.STRATEGIC,
    current: str = "red",
) -> tuple[MissionState, Context]:
    """A two-player mission on `drawing`: each letter's (colour, facing, fighter spec);
    in `phase`, `current`'s part of it, nobody activated yet."""
    board_map, library = sketch_map(
        drawing, {k: {"colour": c, "facing": f} for k, (c, f, _) in people.items()}
    )
    ctx = Context(library, catalog(), DICE)
    fighters = {k: dict(spec) for k, (_, _, spec) in people.items()}
    players = [{"colour": "red"}, {"colour": "blue"}]
    mission = new_mission(board_map, fighters, players, ctx, 7)
    state = mission.do({"kind": "new_turn"})
    state = dataclasses.replace(
        state, phase=phase, sub_phase=FIRST_SUB_PHASE[phase], current=current
    )
    return state, ctx


@dataclasses.dataclass
class Rolled:
    """What many rolls did to the target, counted as the hints report it."""

    rolls: int = 0
    to_armour: Counter[int] = dataclasses.field(default_factory=Counter)
    to_hit: Counter[int] = dataclasses.field(default_factory=Counter)
    totals: Counter[int] = dataclasses.field(default_factory=Counter)
    damage: int = 0
    kills: int = 0
    hearts: int = 0
    nothing: int = 0
    strays: Counter[str] = dataclasses.field(default_factory=Counter)
    backlash: Rolled | None = None  # a brawl's: what the attacker took

    def count(self, before: Fighter, after: Fighter, outright_hearts: int = 0) -> None:
        """One roll's target before and after; `outright_hearts` given without damage."""
        hit_factor = max(1, before.profile.hit)
        armour = (after.armour_tokens - before.armour_tokens) * before.profile.armour + (
            after.armour_damage - before.armour_damage
        )
        hit = (after.hearts - before.hearts - outright_hearts) * hit_factor + (
            after.hit_damage - before.hit_damage
        )
        self.rolls += 1
        self.to_armour[armour] += 1
        self.to_hit[hit] += 1
        self.totals[armour + hit] += 1
        self.damage += armour + hit
        self.kills += after.dead and not before.dead
        self.hearts += after.hearts > before.hearts
        unchanged = all(
            getattr(after, name) == getattr(before, name)
            for name in ("armour_tokens", "armour_damage", "hearts", "hit_damage", "dead",
                         "bleeding", "poison", "stunned", "token", "weakness")
        )  # fmt: skip
        self.nothing += unchanged

    def differences(self, hint: AttackHint) -> dict[str, float]:
        """Each reported figure less its share of the rolls (probabilities), and the
        expected damage less the rolls' mean damage."""
        n = self.rolls
        found: dict[str, float] = {
            "kill": float(hint.kill) - self.kills / n,
            "heart": float(hint.heart) - self.hearts / n,
            "nothing": float(hint.nothing) - self.nothing / n,
            "expected": float(hint.expected) - self.damage / n,
        }
        for name, exact, rolled in (
            ("to_armour", hint.to_armour, self.to_armour),
            ("to_hit", hint.to_hit, self.to_hit),
            ("total", hint.total, self.totals),  # the chart's bars (issue 33 review)
        ):
            for value in set(exact) | set(rolled):
                found[f"{name}[{value}]"] = float(exact.get(value, Fraction(0))) - rolled[value] / n
        if self.backlash is not None:
            back = self.backlash
            found["backlash_kill"] = float(hint.backlash_kill) - back.kills / n
            for value in set(hint.backlash) | set(back.totals):
                found[f"backlash[{value}]"] = (
                    float(hint.backlash.get(value, Fraction(0))) - back.totals[value] / n
                )
        if hint.stray is not None:
            exact_strays = {h.fighter: h.chance for h in hint.stray.hits}
            for who in set(exact_strays) | set(self.strays):
                found[f"stray[{who}]"] = (
                    float(exact_strays.get(who, Fraction(0))) - self.strays[who] / n
                )
        return found


def shots(state: MissionState, ctx: Context, hint: AttackHint, rolls: int = ROLLS) -> Rolled:
    """`hint`'s shot rolled `rolls` times by `resolve_shot`, as the core's `shoot` calls it."""
    board = board_of(state, ctx)
    me, them = board.characters[hint.attacker], board.characters[hint.target]
    shooter, target = state.fighters[hint.attacker], state.fighters[hint.target]
    weapon = shooter.ranged_weapon
    assert weapon is not None
    line = firing_line(board, me, them, weapon.range)
    around = stray_occupants(board, me.at, them.at)

    def stray(roll: int) -> Fighter | None:
        who = around.get(roll)
        return state.fighters[who] if who else None

    dice = RandomDice(ctx.dice, 20261206)
    rolled = Rolled()
    positioned = bool(hint.event.get("positioned"))
    step_back = bool(step_back_squares(board, hint.target))
    for _ in range(rolls):
        report = resolve_shot(
            shooter, target, dice, line=line, positioned=positioned, stray=stray,
            can_step_back=step_back,
        )  # fmt: skip
        hit = report.target
        if hit is not None and hit.id != target.id:
            rolled.strays[hit.id] += 1
        rolled.count(target, hit if hit is not None and hit.id == target.id else target)
    return rolled


def brawls(state: MissionState, ctx: Context, hint: AttackHint, rolls: int = ROLLS) -> Rolled:
    """`hint`'s attack rolled by `resolve_brawl`, as the core's `attack` calls it; a
    charge from the square it ends on, after the move."""
    if hint.charge_to is not None:
        assert hint.charge_facing is not None
        move = {"kind": "move", "character": hint.attacker, "to": hint.charge_to.name,
                "facing": hint.charge_facing.name}  # fmt: skip
        state = dry_run(state, ctx, move)[0]
    board = board_of(state, ctx)
    fid, tid = hint.attacker, hint.target
    attacker, defender = state.fighters[fid], state.fighters[tid]
    pair = next(e for e in engagements(board) if (e.engager, e.engaged) == (fid, tid))
    charged = state.active is not None and state.active.character == fid and state.active.moved
    dice = RandomDice(ctx.dice, 6122026)
    rolled = Rolled()
    back = rolled.backlash = Rolled()
    for _ in range(rolls):
        report = resolve_brawl(
            attacker, defender, dice, behind=is_behind(board.characters[fid].at,
                                                       board.characters[tid]),
            charge=charged, earlier_attackers=sum(
                1 for d, p in state.attacks if d == tid and p == attacker.owner),
            first_impact=pair.first_impact, can_step_back=bool(step_back_squares(board, tid)),
        )  # fmt: skip
        outright = report.to_defender[-1].hearts if report.outcome.heart_to_defender else 0
        rolled.count(defender, report.defender, outright)
        back.count(attacker, report.attacker)
    return rolled


def casts(state: MissionState, ctx: Context, hint: AttackHint, rolls: int = ROLLS) -> Rolled:
    """`hint`'s power cast by `cast`, the target defending with an arcane test when he
    holds mana (R-229), as the core's `cast` calls them."""
    board = board_of(state, ctx)
    caster, target = state.fighters[hint.attacker], state.fighters[hint.target]
    code = ctx.catalog.card(str(hint.event["code"]))
    assert isinstance(code, ArcaneCode)
    me, them = board.characters[caster.id], board.characters[target.id]
    line = firing_line(board, me, them, arcane=True)
    extra = ManaCost(int(hint.event.get("extra_white", 0)), int(hint.event.get("extra_black", 0)))
    engaged = any(caster.id in (e.engager, e.engaged) for e in engagements(board))
    spend = Mana.WHITE if target.white else Mana.BLACK
    defends = bool(target.white or target.black)
    dice = RandomDice(ctx.dice, 33)
    rolled = Rolled()
    roll: Callable[[], int] = lambda: int(dice.roll(Die.D6, 1)[0])  # noqa: E731
    for _ in range(rolls):
        defence = arcane_test(target, roll(), spend=spend)[1] if defends else None
        report = cast(
            caster, code, int(hint.event["power"]), target, extra=extra, line=line,
            engaged=engaged, target_in_zone=them.at in zone(board, me).all, defence=defence,
        )  # fmt: skip
        rolled.count(target, report.target)
    return rolled


def worst(differences: Mapping[str, float]) -> tuple[str, float]:
    """The figure furthest from the rolls, for the assertion's message."""
    name = max(differences, key=lambda k: abs(differences[k]))
    return name, differences[name]
