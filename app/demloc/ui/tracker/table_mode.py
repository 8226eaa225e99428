"""Table mode (issue 26, section 2): the board gets the screen, read from 1.5 m
between dice rolls. What each character has left is render/gauge.py's `Gauge`; here,
what an action did to each
character, said in a sentence ("Corvin takes 4: an armour token broken (1/3), armour
damage 1/3").

No widgets (only Qt's translator for our words, R-227); the view (view.py) lays the
screen out and the items (items.py) draw."""

from __future__ import annotations

from collections.abc import Mapping

from demloc.rules.fighter import MAX_TOKENS, Fighter
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate

TABLE_KEY = "F10"
SETTING = "tracker/table_mode"  # remembered across restarts (main_window.py)
# The type in table mode by the window's width: every text 20 px at 1920x1080; a
# 1024x700 screen keeps the side panel's words whole at 16 px.
WIDE = 1500
FONT_WIDE, FONT_NARROW = 20, 16


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
                              after.armour_damage, armour, "armour")  # fmt: skip
    if taken_hit:
        parts += _track_words(before.hearts, after.hearts, after.heart_limit,
                              after.hit_damage, hit, "hit")  # fmt: skip
    if after.dead and not before.dead:
        parts.append(translate("tracker.table_mode", "dead"))
    return translate("tracker.table_mode", "{name} takes {taken}: {what}").format(
        name=name, taken=taken, what=", ".join(parts)
    )


def _track_words(was: int, now: int, limit: int, damage: int, factor: int, track: str) -> list[str]:
    """A track's words: "1 armour token broken (1/3)", "armour damage 1/3"."""
    words = []
    counts = {"now": now, "limit": limit}
    if now > was and track == "armour":
        words.append(Counts().armour_broken(now - was).format(**counts))
    elif now > was:
        words.append(Counts().hearts_broken(now - was).format(**counts))
    if damage:
        words.append(
            (
                translate("tracker.table_mode", "armour damage {damage}/{factor}")
                if track == "armour"
                else translate("tracker.table_mode", "hit damage {damage}/{factor}")
            ).format(damage=damage, factor=factor)
        )
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
