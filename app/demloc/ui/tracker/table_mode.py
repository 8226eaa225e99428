"""Table mode (issue 26, section 2): the board gets the screen, read from 1.5 m
between dice rolls. What each character has left, in one form for the miniature, its
card and the selected character's line (`Gauge`); and what an action did to each
character, said in a sentence ("Corvin takes 4: armour 2 -> 0, a heart broken").

Pure: no Qt; the view (view.py) lays the screen out and the items (items.py) draw."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from demloc.rules.fighter import MAX_TOKENS, Fighter
from demloc.words import counted

TABLE_KEY = "F10"
SETTING = "tracker/table_mode"  # remembered across restarts (main_window.py)
# The type in table mode by the window's width: every text 20 px at 1920x1080; a
# 1024x700 screen keeps the side panel's words whole at 16 px.
WIDE = 1500
FONT_WIDE, FONT_NARROW = 20, 16


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

    def pips(self) -> str:
        """Armour and hearts as the card writes them: ■ left, □ broken; ♥ left, ♡ broken."""
        parts = []
        if self.armour_max:
            left = self.armour_left
            parts.append("Armour " + "■" * left + "□" * (self.armour_max - left))
        hearts = self.hearts_left
        parts.append("Hearts " + "♥" * hearts + "♡" * (self.hearts_max - hearts))
        return "  ".join(parts)

    def text(self) -> str:
        """The card's and the selected line's words: pips, then every mark spelt out."""
        words = [self.pips()]
        words += [mark_word(m) for m in self.marks]
        if self.exhausted:
            words.append("exhausted")
        return " · ".join(words)


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
    )


def gauges(fighters: Mapping[str, Fighter]) -> dict[str, Gauge]:
    return {fid: gauge(f) for fid, f in fighters.items()}


def _total(tokens: int, damage: int, factor: int) -> int:
    return tokens * factor + damage


def what_happened(before: Fighter, after: Fighter, name: str) -> str:
    """What damage did to a character, said as the table says it ("Corvin takes 4:
    armour 2 -> 0, a heart broken"); "" when he took none."""
    armour = max(0, before.profile.armour)
    hit = max(1, before.profile.hit)
    taken_armour = _total(after.armour_tokens, after.armour_damage, armour) - _total(
        before.armour_tokens, before.armour_damage, armour
    )
    taken_hit = _total(after.hearts, after.hit_damage, hit) - _total(
        before.hearts, before.hit_damage, hit
    )
    taken = taken_armour + taken_hit
    if taken <= 0:
        return ""
    parts = []
    if taken_armour:
        was, now = armour - before.armour_damage, armour - after.armour_damage
        broken = after.armour_tokens - before.armour_tokens
        if broken:  # said down to the token that broke, not the next one's points
            now = 0
        parts.append(f"armour {was} -> {now}")
        if broken:
            parts.append("an armour token broken" if broken == 1 else
                         f"{broken} armour tokens broken")  # fmt: skip
    hearts = after.hearts - before.hearts
    if hearts:
        parts.append("a heart broken" if hearts == 1 else f"{hearts} hearts broken")
    elif taken_hit:
        parts.append(f"{counted(after.hit_damage, 'hit')} on the heart")
    if after.dead and not before.dead:
        parts.append("dead")
    return f"{name} takes {taken}: {', '.join(parts)}"


class Since:
    """What the last action did to whom: the fighters as the last state showed them,
    and the words for the state shown now."""

    def __init__(self) -> None:
        self.before: tuple[int, Mapping[str, Fighter]] | None = None

    def words(
        self, cursor: int, fighters: Mapping[str, Fighter], labels: Mapping[str, str]
    ) -> str | None:
        """The words after one more action ("" if it hurt no one, or after an undo);
        None when the state is the one shown last (a selection changed)."""
        before, self.before = self.before, (cursor, dict(fighters))
        if before is not None and cursor == before[0]:
            return None
        if before is None or cursor != before[0] + 1:
            return ""
        said = []
        for fid, fighter in fighters.items():
            was = before[1].get(fid)
            if was is not None and was is not fighter:
                said.append(what_happened(was, fighter, labels.get(fid, fighter.name)))
        return "; ".join(w for w in said if w)
