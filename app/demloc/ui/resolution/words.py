"""What the resolution screens say (6.4.1 "Resolution phase"), as plain text from a
Resolution: no Qt, so the screens, their tests and the printed report read the same.
It decides no rule: every amount, fate and reason is the core's (missions/resolution)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from demloc.missions.resolution.model import CharacterResult, Fate, GuildResult, Resolution

TRAINING_BANNER = (
    "Training mission: nothing is written to the guilds: no fame, no feods, no "
    "injuries, no control spot (6.4)"
)
# What the set-up's hires and auctions cost (RULINGS.md ), by "writes".
CHARGES = {
    True: "The followers hired and the auctions won in the set-up are paid here, a line "
    "each (R-130).",
    False: "In training: the hires are not charged (R-50, R-130); the lines below are what "
    "the mission would give, and nothing is paid or gained.",
}
# The screens one after another (6.4.1); the spot only in a standard mission.
PAGE_TITLES = (
    "The winner",
    "Fame and feods",
    "Items earned",
    "The characters",
    "The control spot",
)
FINAL_TITLE = "The results"

FATE_WORDS = {
    Fate.FINE: "fine",
    Fate.INJURED: "seriously injured",
    Fate.DEAD: "dead",
    Fate.ESCAPED: "escaped",
}
# How the mission was won, by the first word of the core's reason (resolve.outcome).
HOW_WORDS = {
    "objective": "by the objective",
    "control": "by the control count",
    "elimination": "by elimination",
    "surrender": "by surrender",
    "turn limit": "at the turn limit",
}


def signed(amount: int) -> str:
    """+3, −2, 0: a change as the ledger says it."""
    if amount > 0:
        return f"+{amount}"
    if amount < 0:
        return f"−{-amount}"
    return "0"


def guild_name(resolution: Resolution, key: str) -> str:
    """The name of the guild at the table by its uuid or colour ("" when free)."""
    for g in resolution.guilds:
        if key in (g.guild, g.colour):
            return g.name
    return key


def how_won(reason: str) -> str:
    head = reason.split(":", 1)[0].strip()
    return HOW_WORDS.get(head, "")


def winner_lines(resolution: Resolution) -> tuple[str, str]:
    """(the proclamation, how: the core's reason in words)."""
    how = how_won(resolution.reason)
    if resolution.winner:
        name = guild_name(resolution, resolution.winner)
        head = f"{name} ({resolution.winner}) wins {resolution.title}"
        return head + (f", {how}" if how else ""), resolution.reason
    return f"No guild wins {resolution.title}: a draw", resolution.reason


@dataclasses.dataclass(frozen=True)
class MoneyRow:
    what: str  # "fame" | "feods" | "blood stones"
    amount: int
    why: str


def money_rows(result: GuildResult) -> list[MoneyRow]:
    rows = [MoneyRow("fame", line.amount, line.why) for line in result.fame]
    rows += [MoneyRow("feods", line.amount, line.why) for line in result.feods]
    rows += [MoneyRow("blood stones", line.amount, line.why) for line in result.blood_stones]
    return rows


def totals(result: GuildResult) -> str:
    stones = sum(line.amount for line in result.blood_stones)
    text = f"In all: fame {signed(result.fame_total)}, feods {signed(result.feods_total)}"
    return text + (f", blood stones {signed(stones)}" if result.blood_stones else "")


def deed_words(deeds: Sequence[tuple[str, int]]) -> str:
    """A mercenary's deeds this mission, every count said (0 is a count too)."""
    names = {"kills": ("kill", "kills"), "missions": ("mission survived", "missions survived"),
             "objectives": ("objective", "objectives")}  # fmt: skip
    parts = []
    for deed, count in deeds:
        one, many = names.get(deed, (deed, deed))
        parts.append(f"{count} {one if count == 1 else many}")
    return ", ".join(parts)


def character_lines(
    result: GuildResult, character: CharacterResult, *, training: bool = False
) -> tuple[str, str]:
    """(his name and fate, the rest: why, what he needs, deeds, titles). In `training`
    the fate is the table's only: the character comes home unharmed (6.4, R-112)."""
    head = f"{character.name} ({character.kind}): {FATE_WORDS[character.fate]}"
    parts = [character.why]
    if training and character.fate is not Fate.FINE:
        parts.append("At the table only: in training every character comes home unharmed (6.4)")
    elif character.fate is Fate.DEAD and character.kind == "mercenary":
        parts.append(
            "The mercenary stays in the dormitory, shown but never usable again: not in the "
            "individual game, not in a mission (6.4.1)"
        )
    elif character.fate is Fate.DEAD:
        parts.append("Out of the game: a follower or a daemon is the mission's (R-101)")
    elif character.needs:
        parts.append(f"To be active again {character.name} needs: {character.needs} (6.4.1)")
    else:
        parts.append("Ready for the next mission")
    if character.deeds:
        parts.append(f"Deeds this mission: {deed_words(character.deeds)} (R-104)")
    earned = [title for card, title in result.titles if card and card == character.card_id]
    if earned:
        parts.append("Title earned: " + ", ".join(earned) + " (R-104, provisional)")
    said = [p.rstrip(".") for p in parts if p]
    return head, ". ".join(p[:1].upper() + p[1:] for p in said) + "."


def spot_lines(resolution: Resolution) -> tuple[str, str, str]:
    """(the spot's fate, its holder before and after, its effects)."""
    spot = resolution.spot
    if spot is None:
        return "No control spot was at stake in this mission (6.4.1).", "", ""
    before = guild_name(resolution, spot.before) if spot.before else "free"
    after = guild_name(resolution, spot.after) if spot.after else "free"
    head = f"{spot.name}: {spot.why}"  # won, kept or lost: the core says
    effects = f"Its effects: {spot.effects}" if spot.effects else "Its effects: none listed"
    return head, f"Held before: {before}. Held now: {after}.", effects


def changes(resolution: Resolution) -> list[str]:
    """What writing the results changes, a line per guild of this computer (the
    confirmation names them)."""
    lines = []
    for g in resolution.guilds:
        if g.source != "local":
            continue
        parts = [f"fame {signed(g.fame_total)}", f"feods {signed(g.feods_total)}"]
        stones = sum(line.amount for line in g.blood_stones)
        if stones:
            parts.append(f"blood stones {signed(stones)}")
        if g.item_cards:
            parts.append(f"{len(g.item_cards)} item{'s' if len(g.item_cards) != 1 else ''}")
        fates = [c for c in g.characters if c.fate is not Fate.FINE and c.kind == "mercenary"]
        for c in fates:
            parts.append(f"{c.name} {FATE_WORDS[c.fate]}")
        lines.append(f"{g.name}: {', '.join(parts)}")
    spot = resolution.spot
    guests = {g.guild for g in resolution.guilds if g.source != "local"}
    if spot is not None and spot.after != spot.before:
        holder = guild_name(resolution, spot.after) if spot.after else "nobody"
        if spot.after in guests:  # this computer's map holds no guest's guild
            lines.append(f"{spot.name} free on this computer's map ({holder} is a guest, R-108)")
        else:
            lines.append(f"{spot.name} to {holder}")
    return lines


def possessive(name: str) -> str:
    """The Pale Masks' file, Altai's file."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def write_question(resolution: Resolution) -> str:
    said = "; ".join(changes(resolution)) or "no guild of this computer changes"
    guests = [g.name for g in resolution.guilds if g.source != "local"]
    takes = "takes" if len(guests) == 1 else "take"
    more = f" {', '.join(guests)} {takes} their results home on a file." if guests else ""
    return f"Write the results? This cannot be undone from the app: {said}.{more}"
