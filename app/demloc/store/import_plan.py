"""What a guild import changes, in words for the player, and the consent it needs first.

The plan of an import (store/guild_import.py makes and applies it) lists every change, the
ones that take members, items or wealth, and whether the update leaves the guild empty
(RULINGS.md R-158); its refusal() decides, for the command line and the Guild view
alike, whether it may be applied yet. Pure: it reads two guild files' data, never the
database.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable
from typing import Any

from demloc.guild.rules import BUILDINGS
from demloc.missions.resolution.guest import CAMPAIGN


@dataclasses.dataclass(frozen=True)
class ImportPlan:
    """What an import will do, for the player to confirm."""

    name: str
    new: bool
    changes: tuple[str, ...]
    data: dict[str, Any]
    uuid: str = ""  # the guild's identity (a file from before identities has none)
    target_id: int | None = None  # the guild here it updates
    target_revision: int = 0  # that guild's revision when the plan was made
    here: str = ""  # that guild's name here (the name that asks to empty it, R-158)
    removes: tuple[str, ...] = ()  # the changes that take members, items or wealth
    empties: str = ""  # how the update leaves the guild empty, or ""

    def describe(self) -> str:
        head = f"new guild {self.name}" if self.new else f"update {self.name}"
        text = head + (
            "\n" + "\n".join(f"- {c}" for c in self.changes) if self.changes else ": no change"
        )
        if self.empties:
            return f"{text}\nIt empties {self.here}: {self.empties}."
        if self.removes:
            return f"{text}\nIt takes from {self.here}: {'; '.join(self.removes)}."
        return text

    def refusal(self, *, confirmed: bool, empty: str | None = None) -> str:
        """Why this plan may not be applied yet, or "" (RULINGS.md R-158): an update
        that takes members, items or wealth needs the player's yes (`confirmed`); one
        that empties the guild needs its name here, given as `empty`, as well."""
        if self.empties and (empty is None or empty.strip() != self.here):
            named = f"'{empty.strip()}' is not its name here; " if empty is not None else ""
            return (
                f"this import empties {self.here} ({self.empties}): {named}it is done only "
                f"when asked for by the guild's name; nothing was changed"
            )
        if self.removes and not confirmed:
            return (
                f"this import takes from {self.here}: {'; '.join(self.removes)}; "
                "nothing was changed until you confirm it"
            )
        return ""


def _empty(data: dict[str, Any]) -> str:
    """How a guild (as in a file) is empty (RULINGS.md R-158), or "": no mercenaries
    at all, or no wealth (0 feods, 0 blood stones) and no item."""
    if not data["members"]:
        return "no mercenaries"
    g = data["guild"]
    if g["feods"] == 0 and g["blood_stones"] == 0 and not data["items"]:
        return "0 feods, 0 blood stones and no items"
    return ""


def leaves_empty(old: dict[str, Any], new: dict[str, Any]) -> str:
    """How an update leaves a guild empty that is not empty here, or ""."""
    return _empty(new) if not _empty(old) else ""


def differences(
    old: dict[str, Any],
    new: dict[str, Any],
    card_name: Callable[[str], str],
    history: tuple[tuple[int, int], tuple[int, int]],
) -> tuple[list[str], list[str]]:
    """Every change importing `new` over `old` makes, in words, for the player to confirm:
    cards and mercenaries by their names; and those of them that take members, items
    or wealth (feods, blood stones) away (R-158), or entries of its history (R-174).
    `history`: the counts of ledger lines and mission records before and after (counted
    by the database, never read whole: R-209)."""
    changes = []
    for key, label in (("colour", "colour"), ("fame", "fame"), ("feods", "feods"),
                       ("blood_stones", "blood stones")):  # fmt: skip
        if old["guild"][key] != new["guild"][key]:
            changes.append(f"{label} {old['guild'][key]} -> {new['guild'][key]}")
    removes = [
        f"{old['guild'][key] - new['guild'][key]} {label}"
        for key, label in (("feods", "feods"), ("blood_stones", "blood stones"))
        if new["guild"][key] < old["guild"][key]
    ]
    for key in BUILDINGS:
        was, now = old["buildings"].get(key, 1), new["buildings"].get(key, 1)
        if was != now:
            changes.append(f"{key.replace('_', ' ')} level {was} -> {now}")
    was_members = {m["card"]: m for m in old["members"]}
    now_members = {m["card"]: m for m in new["members"]}
    for card_id in sorted(now_members.keys() - was_members.keys()):
        changes.append(f"enlists {card_name(card_id)}")
    for card_id in sorted(was_members.keys() - now_members.keys()):
        changes.append(f"no longer has {card_name(card_id)}")
        removes.append(f"the mercenary {card_name(card_id)}")
    for card_id in sorted(now_members.keys() & was_members.keys()):
        was_status, now_status = was_members[card_id]["status"], now_members[card_id]["status"]
        if was_status != now_status:
            changes.append(f"{card_name(card_id)} {was_status} -> {now_status}")

    def items(data: dict[str, Any]) -> Counter[str]:
        return Counter(
            f"{i['kind'].replace('_', ' ')} {card_name(i['card'])}"
            + (
                f" held by {card_name(i['holder'])}" + (f" ({i['slot']})" if i["slot"] else "")
                if i["holder"]
                else ""
            )
            for i in data["items"]
        )

    was_items, now_items = items(old), items(new)
    changes += [f"adds {k}" for k in sorted((now_items - was_items).elements())]
    changes += [f"loses {k}" for k in sorted((was_items - now_items).elements())]
    # An item given to another member moves; one the guild no longer keeps is taken.
    kept = [Counter(f"the {i['kind'].replace('_', ' ')} {card_name(i['card'])}"
                    for i in data["items"]) for data in (old, new)]  # fmt: skip
    removes += sorted((kept[0] - kept[1]).elements())
    was_titles = old.get(CAMPAIGN, {}).get("titles", {})
    for card_id, names in sorted(new.get(CAMPAIGN, {}).get("titles", {}).items()):
        for title in names:
            if title not in was_titles.get(card_id, []):
                changes.append(f"{card_name(card_id)} earns the title {title}")
    (was_ledger, was_missions), (now_ledger, now_missions) = history
    if was_missions != now_missions:
        changes.append(f"missions played {was_missions} -> {now_missions}")
    if now_ledger != was_ledger:
        changes.append(f"ledger {was_ledger} -> {now_ledger} entries")
    # Fewer entries of the guild's history take from it too: a file made here
    # (an export, a guest's results) only ever adds to them.
    for lost, one, many in ((was_ledger - now_ledger, "ledger entry", "ledger entries"),
                            (was_missions - now_missions, "mission record",
                             "mission records")):  # fmt: skip
        if lost > 0:
            removes.append(f"{lost} {one if lost == 1 else many}")
    return changes, removes
