"""The arcane sub-phase (7.2.3): channeling mana, arcane powers, arcane tests,
possession, and summoning daemons."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from demloc.board.sight import FiringLine
from demloc.catalog.cards import ArcaneCode, ArcanePower, CardKind, Daemon, ManaCost
from demloc.catalog.keywords import Keyword
from demloc.rules.ability import TestResult, ability_test
from demloc.rules.damage import DamageKind, DamageReport, remove_tokens, take_damage
from demloc.rules.dice import DiceSource, Die, Mana
from demloc.rules.errors import IllegalActionError
from demloc.rules.fighter import MAX_TOKENS, Fighter, Token, fighter_from_card
from demloc.rules.wounds import add_poison

FREE_THE_POSSESSED = 3  # 7.2.3.5: +3 to the die


# ---- channeling ------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class ChannelReport:
    fighter: Fighter
    faces: tuple[Mana, ...]
    became_possessed: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "character": self.fighter.id,
            "arcane_dice": [f.value for f in self.faces],
            "white": self.fighter.white,
            "black": self.fighter.black,
            "seals": self.fighter.seals,
            "possessed": self.became_possessed,
            "rule": "7.2.3",
        }


def channel(
    fighter: Fighter,
    dice: DiceSource,
    roll: int,
    reroll_white: int = 0,
    reroll_black: int = 0,
    before_the_game: bool = False,
) -> ChannelReport:
    """Roll `roll` free arcane dice, and reroll held mana if asked (7.2.3).

    Each white or black face is a mana cube of that colour; each broken seal is a seal
    token and its die leaves the game. In the characters choice phase
    (`before_the_game`) a seal only means less mana (6.4.1).
    """
    if not fighter.in_play or fighter.possessed:
        raise IllegalActionError(f"{fighter.name} cannot channel now (7.2.3)")
    if not before_the_game and fighter.exhausted:
        raise IllegalActionError(
            f"{fighter.name}'s movement token is exhausted: channeling needs it active (7.2.3)"
        )
    held = fighter.white + fighter.black
    free = fighter.arcane_dice - held
    if roll < 0 or roll > free:
        raise IllegalActionError(
            f"{fighter.name} has {free} free arcane dice of {fighter.arcane_dice}; "
            f"cannot roll {roll}"
        )
    if not 0 <= reroll_white <= fighter.white or not 0 <= reroll_black <= fighter.black:
        raise IllegalActionError(f"{fighter.name} cannot reroll more mana than they hold")
    count = roll + reroll_white + reroll_black
    if count == 0:
        raise IllegalActionError("channeling rolls at least one arcane die")
    faces = tuple(f for f in dice.roll(Die.ARCANE, count) if isinstance(f, Mana))
    seals = faces.count(Mana.SEAL)
    after = dataclasses.replace(
        fighter,
        white=fighter.white - reroll_white + faces.count(Mana.WHITE),
        black=fighter.black - reroll_black + faces.count(Mana.BLACK),
    )
    possessed = False
    if seals and not before_the_game:
        after = dataclasses.replace(
            after, seals=after.seals + seals, lost_dice=after.lost_dice + seals
        )
        if after.seals > after.seal_limit:
            after = possess(after)
            possessed = True
    return ChannelReport(after, faces, possessed)


# ---- possession -------------------------------------------------------------------


def possess(fighter: Fighter) -> Fighter:
    """More broken seals than he can bear: possessed (7.2.3, RULINGS.md R-33). His mana
    goes back to the reserve."""
    return dataclasses.replace(fighter, possessed=True, white=0, black=0)


def possession_turn(fighter: Fighter) -> tuple[Fighter, DamageReport]:
    """The possession's price each turn (7.2.3): a broken heart; once three are
    reached, a broken armour token; three of both and he is dead."""
    if not fighter.possessed or not fighter.in_play:
        return fighter, DamageReport(0, DamageKind.TO_LIFE)
    if fighter.hearts < fighter.heart_limit:
        after = dataclasses.replace(fighter, hearts=fighter.hearts + 1)
        return after, DamageReport(0, DamageKind.TO_LIFE, 0, 1, False)
    armour = min(MAX_TOKENS, fighter.armour_tokens + 1)
    dead = armour >= MAX_TOKENS
    after = dataclasses.replace(fighter, armour_tokens=armour, dead=dead)
    return after, DamageReport(0, DamageKind.TO_LIFE, armour - fighter.armour_tokens, 0, dead)


def free_from_possession(fighter: Fighter) -> Fighter:
    """Freed by an arcane test: the effect goes; with the hearts to kill him, he dies."""
    return dataclasses.replace(
        fighter, possessed=False, dead=fighter.dead or fighter.hearts >= fighter.heart_limit
    )


# ---- arcane tests -----------------------------------------------------------------


def arcane_test(
    fighter: Fighter,
    die: int,
    fate_points: int = 0,
    *,
    freeing: bool = False,
    spend: Mana = Mana.WHITE,
) -> tuple[Fighter, TestResult]:
    """7.2.3.5: an arcane ability test paid with one channeled mana cube (`spend`,
    RULINGS.md R-36);
    +3 on the die to free a possessed character. Once per sub-phase: the mission
    checks that."""
    if spend is Mana.SEAL:
        raise IllegalActionError("an arcane test is paid with white or black mana")
    held = fighter.white if spend is Mana.WHITE else fighter.black
    if held < 1:
        raise IllegalActionError(
            f"{fighter.name} holds no {spend.value} mana for an arcane test (7.2.3.5)"
        )
    paid = dataclasses.replace(
        fighter,
        white=fighter.white - (spend is Mana.WHITE),
        black=fighter.black - (spend is Mana.BLACK),
    )
    penalty = FREE_THE_POSSESSED if freeing else 0
    return paid, ability_test(fighter.profile.arcane, die, fate_points, penalty)


# ---- arcane powers ----------------------------------------------------------------


NO_MANA = ManaCost()


def pay(fighter: Fighter, cost: ManaCost, extra: ManaCost = NO_MANA) -> Fighter:
    """Place mana cubes of the colours a cost asks for (5.1.5), and any extra ones."""
    white, black = cost.white + extra.white, cost.black + extra.black
    if fighter.white < white or fighter.black < black:
        raise IllegalActionError(
            f"{fighter.name} holds {fighter.white} white and {fighter.black} black mana; "
            f"this needs {white} white and {black} black (7.2.3.1)"
        )
    return dataclasses.replace(fighter, white=fighter.white - white, black=fighter.black - black)


def apply_effect(target: Fighter, effect: Keyword) -> tuple[Fighter, str]:
    """One standard arcane power effect (8.2) on `target`; returns what it did."""
    x = effect.value or 0
    name = effect.name
    if name == "HIT":
        target, report = take_damage(target, x, DamageKind.GENERIC)
        return (
            target,
            f"{x} damage, armour first ({report.armour_tokens} armour, {report.hearts} hearts)",
        )
    if name == "ARCANE HIT":
        target, report = take_damage(target, x, DamageKind.TO_LIFE)
        return target, f"{x} damage to the hit factor ({report.hearts} hearts)"
    if name == "CARE":
        if target.dead:
            return target, "no effect: CARE does not work on eliminated characters"
        return remove_tokens(target, hearts=x), f"up to {x} broken hearts removed"
    if name == "REPAIR":
        return remove_tokens(target, armour=x), f"up to {x} broken armour tokens removed"
    if name == "STUNNING":
        return dataclasses.replace(target, token=Token.EXHAUSTED, stunned=True), "token exhausted"
    if name == "POISON":
        target, added = add_poison(target, x)
        if not added:
            return target, "no effect: already poisoned"
        killed = ": killed by poison (8.2)" if target.dead else ""
        return target, f"{added} poison tokens{killed}"
    if name == "VIGOR":
        return dataclasses.replace(target, vigour=target.vigour + x), f"+{x} hand-to-hand this turn"
    if name == "WEAKNESS":
        return (
            dataclasses.replace(target, weakness=target.weakness + x),
            f"-{x} hand-to-hand this turn",
        )
    raise IllegalActionError(f"{name} is not an arcane power effect (8.2)")


def power_lands(victim: Fighter, power: ArcanePower) -> tuple[Fighter, tuple[str, ...]]:
    """A power's standard effects on `victim`, in the card's order (8.2), and what each
    did. The cast and the odds (hints) both use it."""
    said = []
    for effect in power.effects:
        victim, what = apply_effect(victim, effect)
        said.append(f"{effect}: {what}")
    return victim, tuple(said)


@dataclasses.dataclass(frozen=True)
class CastReport:
    caster: Fighter
    target: Fighter
    power: str
    paid: ManaCost
    defence: TestResult | None
    effects: tuple[str, ...]
    unique_effect: str

    def to_json(self) -> dict[str, Any]:
        answer: dict[str, Any] = {
            "caster": self.caster.id,
            "target": self.target.id,
            "power": self.power,
            "paid": {"white": self.paid.white, "black": self.paid.black},
            "effects": list(self.effects),
            "rule": "7.2.3.1",
        }
        if self.defence is not None:
            answer["defence"] = self.defence.to_json()
        if self.unique_effect:
            answer["apply_by_hand"] = self.unique_effect
        return answer


def cast(
    caster: Fighter,
    code: ArcaneCode,
    power: int,
    target: Fighter,
    *,
    extra: ManaCost = NO_MANA,
    line: FiringLine | None = None,
    engaged: bool = False,
    target_in_zone: bool = True,
    defence: TestResult | None = None,
) -> CastReport:
    """Use power 1 or 2 of `code` on `target` (7.2.3.1).

    An exhausted caster pays one more mana per level (`extra`, colours of his choice).
    The line is an arcane line: view, range, full blockers only. An engaged caster
    targets only characters in his control zone. `defence` is the target's arcane test
    against it, if he made one: passed, the power does nothing (7.2.3.5).
    """
    if not caster.in_play or caster.possessed:
        raise IllegalActionError(f"{caster.name} cannot use arcane powers now (7.2.3)")
    if code.id not in caster.codes:
        raise IllegalActionError(f"{caster.name} does not carry {code.name}")
    if caster.summoned:
        raise IllegalActionError(
            f"{caster.name}'s code is on its post-summoning side while their daemon plays (5.1.5)"
        )
    if power not in (1, 2):
        raise IllegalActionError("an arcane code has powers 1 and 2")
    chosen = code.powers[power - 1]
    if caster.exhausted and extra.total != caster.level:
        raise IllegalActionError(
            f"{caster.name} is exhausted: they pay {caster.level} extra mana, "
            "one per level (7.2.3.1)"
        )
    if not caster.exhausted and extra.total:
        extra = NO_MANA
    if engaged and not target_in_zone:
        raise IllegalActionError(
            f"{caster.name} is fighting: their target must be in their control zone (7.2.3.1)"
        )
    if line is not None and (not line.in_view or line.blocked or line.distance > chosen.range):
        reason = (
            line.explain()
            if line.blocked or not line.in_view
            else (f"out of range: {line.distance} squares, range {chosen.range}")
        )
        raise IllegalActionError(f"{chosen.name} cannot reach {target.name}: {reason}")
    caster = pay(caster, chosen.cost, extra)
    same = target.id == caster.id
    effects: list[str] = []
    if defence is None or not defence.passed:
        victim, landed = power_lands(caster if same else target, chosen)
        effects += landed
        if same:
            caster = victim
        target = victim
    else:
        effects.append("no effect: the target passed an arcane test (7.2.3.5)")
    paid = ManaCost(chosen.cost.white + extra.white, chosen.cost.black + extra.black)
    return CastReport(
        caster, target, chosen.name, paid, defence, tuple(effects), chosen.unique_effect
    )


# ---- summoning --------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class SummonReport:
    summoner: Fighter
    daemon: Fighter
    wanted_level: int
    drawn_level: int

    def to_json(self) -> dict[str, Any]:
        return {
            "summoner": self.summoner.id,
            "daemon": self.daemon.name,
            "daemon_id": self.daemon.id,
            "kabbalah": self.daemon.kabbalah,
            "level_asked": self.wanted_level,
            "level_drawn": self.drawn_level,
            "hearts": self.daemon.heart_limit,
            "rule": "7.2.3.2",
        }


def summon(
    summoner: Fighter,
    code: ArcaneCode,
    level: int,
    hearts: int,
    pantheon: Sequence[Daemon],
    dice: DiceSource,
    daemon_id: str,
) -> SummonReport:
    """Summon a daemon of `code`'s kabbalah (7.2.3.2): pay the summoning cost, draw a
    daemon of the level asked from the guild's pantheon (a lower level if there is
    none), give it 1 to 3 hearts. The code turns to its pentacle; the summoner will
    not move while the daemon plays. The mission replaces a daemon of the same name
    already on the board."""
    if summoner.kind is not CardKind.MERCENARY:
        raise IllegalActionError(
            f"{summoner.name} is not a mercenary: followers do not summon (5.1.2)"
        )
    if summoner.exhausted:
        raise IllegalActionError(f"{summoner.name}'s token is exhausted: summoning needs it active")
    if summoner.summoned:
        raise IllegalActionError(f"{summoner.name} already has a daemon in play")
    if code.id not in summoner.codes:
        raise IllegalActionError(f"{summoner.name} does not carry {code.name}")
    if not 1 <= hearts <= MAX_TOKENS:
        raise IllegalActionError("a daemon is given 1 to 3 heart tokens (7.2.3.2)")
    summoner = pay(summoner, code.summoning_cost)
    for drawn_level in range(level, 0, -1):
        candidates = [d for d in pantheon if d.kabbalah == code.kabbalah and d.level == drawn_level]
        if candidates:
            break
    else:
        raise IllegalActionError(
            f"the pantheon has no daemon of the {code.kabbalah} kabbalah at level {level} or lower"
        )
    card = sorted(candidates, key=lambda d: d.id)[dice.draw(len(candidates))]
    daemon = dataclasses.replace(
        fighter_from_card(card, daemon_id, summoner.owner, heart_limit=hearts),
        summoner=summoner.id,
    )
    summoner = dataclasses.replace(summoner, summoned=daemon.id, pentacle=code.pentacle.effects)
    return SummonReport(summoner, daemon, level, drawn_level)


def daemon_leaves(summoner: Fighter, daemon: Fighter, killed: bool) -> Fighter:
    """7.2.3.3: the code returns to its standard side and the summoner's token is
    exhausted; if the daemon was killed, the summoner takes the hearts it had."""
    summoner = dataclasses.replace(summoner, summoned="", pentacle=(), token=Token.EXHAUSTED)
    if killed:
        hearts = min(summoner.heart_limit, summoner.hearts + daemon.heart_limit)
        summoner = dataclasses.replace(
            summoner,
            hearts=hearts,
            dead=summoner.dead or (hearts >= summoner.heart_limit and not summoner.possessed),
        )
    return summoner
