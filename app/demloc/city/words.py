"""The city's numbers in words, for the screens and the commands (6.2): what a kind of
spot yields and grants, a task's remaining time."""

from __future__ import annotations

import datetime as dt

from demloc.city.rules import Income, KindRules

PRICE_WORDS = {
    "weapon": "weapons",
    "arcane_code": "arcane codes",
    "daemon": "daemons",
    "follower": "followers",
}


def amounts(fame: int = 0, feods: int = 0, blood_stones: int = 0) -> str:
    """'2 fame, 10 feods, 1 blood stone' ("nothing" when all are 0); signs are kept."""
    stones = "blood stone" if abs(blood_stones) == 1 else "blood stones"
    parts = [
        f"{n} {word}"
        for n, word in ((fame, "fame"), (feods, "feods"), (blood_stones, stones))
        if n != 0
    ]
    return ", ".join(parts) or "nothing"


def every(hours: int) -> str:
    return (
        f"every {hours // 24} days"
        if hours % 24 == 0 and hours > 24
        else ("every day" if hours == 24 else f"every {hours} h")
    )


def yields(income: Income) -> str:
    """'2 fame every day' (6.2: held spots yield on timers); 'nothing on its own'."""
    got = amounts(income.fame, income.feods, income.blood_stones)
    return "nothing on its own" if got == "nothing" else f"{got} {every(income.period_hours)}"


def grants(rules: KindRules) -> str:
    """What acquiring it gives: paid once, and a price cut while held (R-125)."""
    grant = rules.grant
    parts = []
    once = amounts(grant.fame, grant.feods, grant.blood_stones)
    if once != "nothing":
        parts.append(f"{once} at once")
    if grant.price_of is not None:
        parts.append(f"{PRICE_WORDS[grant.price_of]} {grant.price_cut_percent}% cheaper while held")
    return "; ".join(parts) or "nothing more"


def left(span: dt.timedelta) -> str:
    """A countdown: '2 d 3 h', '3 h 12 min', '4 min 05 s', 'due' at 0."""
    seconds = int(span.total_seconds())
    if seconds <= 0:
        return "due"
    days, rest = divmod(seconds, 86_400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes:02d} min"
    return f"{minutes} min {secs:02d} s"
