"""What the city map is told about each control spot, and the words it shows for it.

`SpotMark` is the map's input per spot (the store builds one per spot for the guild
looking at the map); a spot without a mark is drawn unknown. `countdown` and
`hover_text` are pure: the map passes its caller's `now`, never reads a clock."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math

from demloc.city import words
from demloc.city.model import City, SpotKind
from demloc.city.rules import CityRules, Grant, Income
from demloc.city.tasks import SpotState
from demloc.ui.i18n import translate

COLOURS = ("red", "blue", "yellow", "green")  # store/schema.py GUILD_COLOURS


@dataclasses.dataclass(frozen=True)
class SpotMark:
    """One spot as one guild sees it (6.2: unknown, known, held with its ensign)."""

    state: SpotState
    holder: str = ""  # the holding guild's name; "" if nobody holds it, or unknown
    colour: str = ""  # the holder's colour (COLOURS), or "" if nobody
    task: str = ""  # the guild's task under way there ("exploring", "acquiring"), or ""
    due_at: dt.datetime | None = None  # aware UTC: when that task ends
    detail: str = ""  # more lines for the hover ("next income in 5 h")
    selected: bool = False

    def __post_init__(self) -> None:
        if self.colour and self.colour not in COLOURS:
            raise ValueError(
                f"a guild's colour is one of {', '.join(COLOURS)}, not {self.colour!r}"
            )
        if self.due_at is not None and self.due_at.utcoffset() is None:
            raise ValueError("a task's due_at is an aware UTC time")


UNKNOWN = SpotMark(SpotState.UNKNOWN)

# 6.2 names taverns, forges and arcane places; a symbol each, all different, all in the
# bundled DejaVu Sans (tests/unit/ui/city checks both).
KIND_SYMBOLS: dict[SpotKind, str] = {
    SpotKind.TAVERN: "\u2615",  # a steaming cup
    SpotKind.FORGE: "\u2692",  # hammer and pick
    SpotKind.ARCANE_PLACE: "\u2736",  # a six-pointed star
    SpotKind.MARKET: "\u2696",  # scales
    SpotKind.TEMPLE: "\u2720",  # a Maltese cross
    SpotKind.DOCK: "\u2693",  # an anchor
    SpotKind.LIBRARY: "\u270e",  # a pen
    SpotKind.ARENA: "\u2694",  # crossed swords
    SpotKind.GUILDHALL: "\u269c",  # a fleur-de-lis
    SpotKind.BARRACKS: "\u265c",  # a tower
}
UNKNOWN_SYMBOL = "?"


def countdown(due_at: dt.datetime, now: dt.datetime) -> str:
    """The time left as the badge shows it: "3 h 12 min", "1 d 6 h", "12 min", and "due"
    from the deadline itself on (a task ends at its instant, R-122). Rounded up: the
    badge never says 0 min while the task still runs."""
    left = (due_at - now).total_seconds()
    if left <= 0:
        return translate("city.marks", "due")
    minutes = math.ceil(left / 60)
    if minutes < 60:
        return translate("city.marks", "{minutes} min").format(minutes=minutes)
    if minutes < 24 * 60:
        hours, rest = divmod(minutes, 60)
        if rest:
            return translate("city.marks", "{hours} h {minutes} min").format(
                hours=hours, minutes=rest
            )
        return translate("city.marks", "{hours} h").format(hours=hours)
    days, hours = divmod(math.ceil(minutes / 60), 24)
    if hours:
        return translate("city.marks", "{days} d {hours} h").format(days=days, hours=hours)
    return translate("city.marks", "{days} d").format(days=days)


def yield_text(income: Income) -> str:
    return translate("city.marks", "yields {what}").format(what=words.yields(income))


def grant_text(grant: Grant) -> str:
    return grant.text


def state_text(mark: SpotMark) -> str:
    if mark.state is SpotState.HELD:
        return translate("city.marks", "held by your guild")
    if mark.state is SpotState.RIVAL and mark.holder:
        return translate("city.marks", "held by {guild}").format(guild=mark.holder)
    if mark.state is SpotState.RIVAL:
        return SpotState.RIVAL.label
    return mark.state.label


def hover_text(
    city: City, rules: CityRules, spot_id: str, mark: SpotMark, now: dt.datetime | None
) -> str:
    """The spot's details, a line each. An unknown spot (6.2: not yet explored) shows
    only its area and what to do: its name, kind, yield and grant are learnt by
    exploring it."""
    spot, area = city.spot(spot_id), city.area_of(spot_id)
    lines: list[str] = []
    if mark.state is SpotState.UNKNOWN:
        lines += [
            translate("city.marks", "An unexplored place in {area}").format(area=area.name),
            translate("city.marks", "unknown: explore it to learn more"),
        ]
    else:
        kind = rules.of(spot.kind)
        lines += [
            spot.name,
            translate("city.marks", "{kind} in {area}").format(
                kind=spot.kind.label, area=area.name
            ),
            state_text(mark),
        ]
        if mark.state is SpotState.HELD and mark.holder:
            lines.append(translate("city.marks", "your ensign: {guild}").format(guild=mark.holder))
        lines.append(yield_text(kind.income))
        lines.append(
            translate("city.marks", "when acquired: {grant}").format(grant=grant_text(kind.grant))
        )
        if spot.description:
            lines.append(spot.description)
    if mark.task:
        if mark.due_at is not None and now is not None:
            left = countdown(mark.due_at, now)
            lines.append(
                f"{mark.task}: {left}"
                if mark.due_at <= now
                else translate("city.marks", "{task}: {left} left").format(
                    task=mark.task, left=left
                )
            )
        else:
            lines.append(mark.task)
    if mark.detail:
        lines.append(mark.detail)
    return "\n".join(lines)
