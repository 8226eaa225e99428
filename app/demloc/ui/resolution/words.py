"""What the resolution screens say (6.4.1 "Resolution phase"), as plain text from a
Resolution: no widgets (only Qt's translator for our words, R-227), so the screens, their
tests and the printed report read the same. It decides no rule: every amount, fate and
reason is the core's (missions/resolution)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from demloc.missions.resolution.model import CharacterResult, Fate, GuildResult, Resolution
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate

# The words below are shown through translate("resolution.words", ...).
TRAINING_BANNER = str(
    QT_TRANSLATE_NOOP(
        "resolution.words",
        "Training mission: nothing is written to the guilds: no fame, no feods, no "
        "injuries, no control spot (6.4)",
    )
)
# What the set-up's hires and auctions cost (RULINGS.md ), by "writes".
CHARGES = {
    True: str(
        QT_TRANSLATE_NOOP(
            "resolution.words",
            "The followers hired and the auctions won in the set-up are paid here, a line "
            "each (R-130).",
        )
    ),
    False: str(
        QT_TRANSLATE_NOOP(
            "resolution.words",
            "In training: the hires are not charged (R-50, R-130); the lines below are what "
            "the mission would give, and nothing is paid or gained.",
        )
    ),
}
# The screens one after another (6.4.1); the spot only in a standard mission.
PAGE_TITLES = (
    str(QT_TRANSLATE_NOOP("resolution.words", "The winner")),
    str(QT_TRANSLATE_NOOP("resolution.words", "Fame and feods")),
    str(QT_TRANSLATE_NOOP("resolution.words", "Items earned")),
    str(QT_TRANSLATE_NOOP("resolution.words", "The characters")),
    str(QT_TRANSLATE_NOOP("resolution.words", "The control spot")),
)
FINAL_TITLE = str(QT_TRANSLATE_NOOP("resolution.words", "The results"))

FATE_WORDS = {
    Fate.FINE: str(QT_TRANSLATE_NOOP("resolution.words", "fine")),
    Fate.INJURED: str(QT_TRANSLATE_NOOP("resolution.words", "seriously injured")),
    Fate.DEAD: str(QT_TRANSLATE_NOOP("resolution.words", "dead")),
    Fate.ESCAPED: str(QT_TRANSLATE_NOOP("resolution.words", "escaped")),
}
# How the mission was won, by the first word of the core's reason (resolve.outcome).
HOW_WORDS = {
    "objective": str(QT_TRANSLATE_NOOP("resolution.words", "by the objective")),
    "control": str(QT_TRANSLATE_NOOP("resolution.words", "by the control count")),
    "elimination": str(QT_TRANSLATE_NOOP("resolution.words", "by elimination")),
    "surrender": str(QT_TRANSLATE_NOOP("resolution.words", "by surrender")),
    "turn limit": str(QT_TRANSLATE_NOOP("resolution.words", "at the turn limit")),
}
# What a money row counts, shown through translate.
MONEY_WORDS = {
    "fame": str(QT_TRANSLATE_NOOP("resolution.words", "fame")),
    "feods": str(QT_TRANSLATE_NOOP("resolution.words", "feods")),
    "blood stones": str(QT_TRANSLATE_NOOP("resolution.words", "blood stones")),
}  # fmt: skip


def words(text: str) -> str:
    """One of this module's marked words in the language chosen."""
    return translate("resolution.words", text)


def fate_word(fate: Fate) -> str:
    return words(FATE_WORDS[fate])


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
    return words(HOW_WORDS[head]) if head in HOW_WORDS else ""


def winner_lines(resolution: Resolution) -> tuple[str, str]:
    """(the proclamation, how: the core's reason in words)."""
    how = how_won(resolution.reason)
    if resolution.winner:
        name = guild_name(resolution, resolution.winner)
        said = {"guild": name, "colour": resolution.winner, "mission": resolution.title}
        head = (
            translate("resolution.words", "{guild} ({colour}) wins {mission}, {how}").format(
                how=how, **said
            )
            if how
            else translate("resolution.words", "{guild} ({colour}) wins {mission}").format(**said)
        )
        return head, resolution.reason
    return (
        translate("resolution.words", "No guild wins {mission}: a draw").format(
            mission=resolution.title
        ),
        resolution.reason,
    )


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
    said = {"fame": signed(result.fame_total), "feods": signed(result.feods_total)}
    if result.blood_stones:
        return translate(
            "resolution.words", "In all: fame {fame}, feods {feods}, blood stones {stones}"
        ).format(stones=signed(stones), **said)
    return translate("resolution.words", "In all: fame {fame}, feods {feods}").format(**said)


def deed_words(deeds: Sequence[tuple[str, int]]) -> str:
    """A mercenary's deeds this mission, every count said (0 is a count too)."""
    counts = Counts()
    return ", ".join(counts.deed(deed, count) for deed, count in deeds)


def character_lines(
    result: GuildResult, character: CharacterResult, *, training: bool = False
) -> tuple[str, str]:
    """(his name and fate, the rest: why, what he needs, deeds, titles). In `training`
    the fate is the table's only: the character comes home unharmed (6.4, R-112)."""
    head = translate("resolution.words", "{name} ({kind}): {fate}").format(
        name=character.name, kind=character.kind, fate=fate_word(character.fate)
    )
    parts = [character.why]  # the core's words, as they come
    if training and character.fate is not Fate.FINE:
        parts.append(
            translate(
                "resolution.words",
                "At the table only: in training every character comes home unharmed (6.4)",
            )
        )
    elif character.fate is Fate.DEAD and character.kind == "mercenary":
        parts.append(
            translate(
                "resolution.words",
                "The mercenary stays in the dormitory, shown but never usable again: not in the "
                "individual game, not in a mission (6.4.1)",
            )
        )
    elif character.fate is Fate.DEAD:
        parts.append(
            translate(
                "resolution.words",
                "Out of the game: a follower or a daemon is the mission's (R-101)",
            )
        )
    elif character.needs:
        parts.append(
            translate(
                "resolution.words", "To be active again {name} needs: {needs} (6.4.1)"
            ).format(name=character.name, needs=character.needs)
        )
    else:
        parts.append(translate("resolution.words", "Ready for the next mission"))
    if character.deeds:
        parts.append(
            translate("resolution.words", "Deeds this mission: {deeds} (R-104)").format(
                deeds=deed_words(character.deeds)
            )
        )
    earned = [title for card, title in result.titles if card and card == character.card_id]
    if earned:
        parts.append(
            translate("resolution.words", "Title earned: {titles} (R-104, provisional)").format(
                titles=", ".join(earned)
            )
        )
    said = [p.rstrip(".") for p in parts if p]
    return head, ". ".join(p[:1].upper() + p[1:] for p in said) + "."


def spot_lines(resolution: Resolution) -> tuple[str, str, str]:
    """(the spot's fate, its holder before and after, its effects)."""
    spot = resolution.spot
    if spot is None:
        return (
            translate("resolution.words", "No control spot was at stake in this mission (6.4.1)."),
            "",
            "",
        )
    free = translate("resolution.words", "free")
    before = guild_name(resolution, spot.before) if spot.before else free
    after = guild_name(resolution, spot.after) if spot.after else free
    # won, kept or lost: the core says; the frame is ours
    head = translate("resolution.words", "{spot}: {why}").format(spot=spot.name, why=spot.why)
    effects = (
        translate("resolution.words", "Its effects: {effects}").format(effects=spot.effects)
        if spot.effects
        else translate("resolution.words", "Its effects: none listed")
    )
    held = translate("resolution.words", "Held before: {before}. Held now: {after}.").format(
        before=before, after=after
    )
    return head, held, effects


def changes(resolution: Resolution) -> list[str]:
    """What writing the results changes, a line per guild of this computer (the
    confirmation names them)."""
    lines = []
    for g in resolution.guilds:
        if g.source != "local":
            continue
        parts = [
            translate("resolution.words", "fame {change}").format(change=signed(g.fame_total)),
            translate("resolution.words", "feods {change}").format(change=signed(g.feods_total)),
        ]
        stones = sum(line.amount for line in g.blood_stones)
        if stones:
            parts.append(
                translate("resolution.words", "blood stones {change}").format(change=signed(stones))
            )
        if g.item_cards:
            parts.append(Counts().items(len(g.item_cards)))
        fates = [c for c in g.characters if c.fate is not Fate.FINE and c.kind == "mercenary"]
        for c in fates:
            parts.append(f"{c.name} {fate_word(c.fate)}")
        lines.append(f"{g.name}: {', '.join(parts)}")
    spot = resolution.spot
    guests = {g.guild for g in resolution.guilds if g.source != "local"}
    if spot is not None and spot.after != spot.before:
        holder = (
            guild_name(resolution, spot.after)
            if spot.after
            else translate("resolution.words", "nobody")
        )
        if spot.after in guests:  # this computer's map holds no guest's guild
            lines.append(
                translate(
                    "resolution.words",
                    "{spot} free on this computer's map ({holder} is a guest, R-108)",
                ).format(spot=spot.name, holder=holder)
            )
        else:
            lines.append(
                translate("resolution.words", "{spot} to {holder}").format(
                    spot=spot.name, holder=holder
                )
            )
    return lines


def possessive(name: str) -> str:
    """The Pale Masks' file, Altai's file: the owner's form, in the language chosen (an
    Italian "di Altai")."""
    if name.endswith("s"):
        return translate("resolution.words", "{name}'").format(name=name)
    return translate("resolution.words", "{name}'s").format(name=name)


def write_question(resolution: Resolution) -> str:
    said = "; ".join(changes(resolution)) or translate(
        "resolution.words", "no guild of this computer changes"
    )
    question = translate(
        "resolution.words", "Write the results? This cannot be undone from the app: {changes}."
    ).format(changes=said)
    guests = [g.name for g in resolution.guilds if g.source != "local"]
    if not guests:
        return question
    # One sentence whatever the number of guests: no verb to agree with it.
    return translate(
        "resolution.words", "{question} Each guest takes their results home on a file: {guests}."
    ).format(question=question, guests=", ".join(guests))
