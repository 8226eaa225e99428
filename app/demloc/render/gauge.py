"""A character's state at a glance (6.4.2): armour and hearts left, the tokens on him
as short marks and their colours. One form for the tracker's miniature, card and line
(ui/tracker/table_mode.py) and the table's web page (net/board_page.py). Pure."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from demloc.rules.fighter import MAX_TOKENS, Fighter


@dataclasses.dataclass(frozen=True)
class Gauge:
    """A character's state at a glance (6.4.2): armour and hearts left (pips), the
    tokens on him as short marks, and whether his movement token is exhausted."""

    armour_left: int
    armour_max: int  # 0: no armour factor, no pips
    hearts_left: int
    hearts_max: int
    marks: tuple[str, ...]  # "B2" bleeding, "V1" poison, "S1" seals, "P" possessed, "St"
    exhausted: bool
    out: bool  # out of the game
    # The damage towards the next broken token, of the factor that breaks one (5.1.1).
    armour_damage: tuple[int, int] = (0, 0)
    hit_damage: tuple[int, int] = (0, 0)

    def pips(self) -> str:
        """Armour and hearts as the card writes them: ■ left, □ broken; ♥ left, ♡
        broken; then the damage towards the next broken token, as the band says it."""
        parts = []
        if self.armour_max:
            left = self.armour_left
            parts.append("Armour " + "■" * left + "□" * (self.armour_max - left)
                         + _damage(self.armour_damage))  # fmt: skip
        hearts = self.hearts_left
        parts.append("Hearts " + "♥" * hearts + "♡" * (self.hearts_max - hearts)
                     + _damage(self.hit_damage))  # fmt: skip
        return "  ".join(parts)

    def text(self) -> str:
        """The card's and the selected line's words: pips, then every mark spelt out."""
        words = [self.pips()]
        words += [mark_word(m) for m in self.marks]
        if self.exhausted:
            words.append("exhausted")
        return " · ".join(words)


def _damage(damage: tuple[int, int]) -> str:
    return f" (damage {damage[0]}/{damage[1]})" if damage[0] else ""


MARK_WORDS = {"B": "bleeding", "V": "poison", "S": "seals", "P": "POSSESSED", "St": "stunned"}


def mark_word(mark: str) -> str:
    """A miniature's mark in words: "B2" is "bleeding 2", "P" is "POSSESSED"."""
    if mark in MARK_WORDS:
        return MARK_WORDS[mark]
    return f"{MARK_WORDS.get(mark[:1], mark[:1])} {mark[1:]}"


MARK_COLOURS = {  # the miniature's marks, as the Board view's badges colour them
    "B": (180, 0, 0),
    "V": (40, 140, 40),
    "S": (30, 90, 200),
    "P": (120, 0, 160),
    "St": (200, 120, 0),
    "X": (90, 90, 90),
}


def gauge(fighter: Fighter) -> Gauge:
    marks = []
    if fighter.bleeding:
        marks.append(f"B{fighter.bleeding}")
    if fighter.poison:
        marks.append(f"V{fighter.poison}")
    if fighter.seals:
        marks.append(f"S{fighter.seals}")
    if fighter.possessed:
        marks.append("P")
    if fighter.stunned:
        marks.append("St")
    armoured = fighter.profile.armour > 0
    return Gauge(
        armour_left=MAX_TOKENS - fighter.armour_tokens if armoured else 0,
        armour_max=MAX_TOKENS if armoured else 0,
        hearts_left=max(0, fighter.heart_limit - fighter.hearts),
        hearts_max=fighter.heart_limit,
        marks=tuple(marks),
        exhausted=fighter.exhausted,
        out=not fighter.in_play,
        armour_damage=(fighter.armour_damage, fighter.profile.armour),
        hit_damage=(fighter.hit_damage, max(1, fighter.profile.hit)),
    )


def gauges(fighters: Mapping[str, Fighter]) -> dict[str, Gauge]:
    return {fid: gauge(f) for fid, f in fighters.items()}
