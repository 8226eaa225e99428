"""Table mode (issue 26, section 2): the board gets the screen, read from 1.5 m
between dice rolls. What each character has left, in one form for the miniature, its
card and the selected character's line (`Gauge`); and what an action did to each
character, said in a sentence ("Corvin takes 4: an armour token broken (1/3), armour
damage 1/3").

Pure: no Qt; the view (view.py) lays the screen out and the items (items.py) draw."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from demloc.rules.fighter import MAX_TOKENS, Fighter

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


def _total(tokens: int, damage: int, factor: int) -> int:
    return tokens * factor + damage


def what_happened(before: Fighter, after: Fighter, name: str) -> str:
    """What damage did to a character, said as the table says it ("Corvin takes 4:
    an armour token broken (3/3), a heart broken (1/3)"); "" when he took none."""
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
    # Said as the card counts them (5.1.1): the tokens broken, then the damage towards
    # the next one; never "armour 3 -> 2", which reads as a lower armour factor (the
    # shooting's threshold, 7.2.2.4), which damage never lowers.
    parts = []
    if taken_armour:
        parts += _track_words(before.armour_tokens, after.armour_tokens, MAX_TOKENS,
                              "an armour token", after.armour_damage, armour, "armour")  # fmt: skip
    if taken_hit:
        parts += _track_words(before.hearts, after.hearts, after.heart_limit, "a heart",
                              after.hit_damage, hit, "hit")  # fmt: skip
    if after.dead and not before.dead:
        parts.append("dead")
    return f"{name} takes {taken}: {', '.join(parts)}"


def _track_words(
    was: int, now: int, limit: int, one: str, damage: int, factor: int, track: str
) -> list[str]:
    """A track's words: "an armour token broken (1/3)", "armour damage 1/3"."""
    words = []
    if now > was:
        broken = one if now - was == 1 else f"{now - was} {one.split(' ', 1)[1]}s"
        words.append(f"{broken} broken ({now}/{limit})")
    if damage:
        words.append(f"{track} damage {damage}/{factor}")
    return words


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
