"""What the printable mission report says (issue 13; 6.4.1, 6.3), as rows of text with
their look: pure, no widgets (only Qt's translator for our words, R-227). report.py lays
the rows out on pages and draws them."""

from __future__ import annotations

import dataclasses
import datetime
import enum
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from demloc.board.position import BoardMap
from demloc.errors import BadInputError
from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
)
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate

AMOUNT_MM = 32.0  # the column of amounts ("+10 fame", "-1 blood stones")
NUMBER_MM = 11.0  # the column of the log's line numbers


class ReportError(BadInputError):
    """A report that cannot be made from what was kept: the message names the field."""


@enum.unique  # two looks with the same numbers would silently be one
class Style(enum.Enum):
    """A row's look: size in mm, bold, space before it in mm."""

    TITLE = (6.4, True, 0.0)
    SUBTITLE = (3.6, False, 1.0)
    HEADING = (4.4, True, 5.0)
    SUBHEADING = (3.6, True, 2.2)
    CHARACTER = (3.3, True, 1.6)  # a character's name and fate, his lines under it
    BODY = (3.3, False, 0.6)
    NOTE = (3.3, True, 1.2)  # training, provisional: said loudly
    LOG = (2.9, False, 0.0)

    @property
    def size_mm(self) -> float:
        return self.value[0]

    @property
    def bold(self) -> bool:
        return self.value[1]

    @property
    def before_mm(self) -> float:
        return self.value[2]

    @property
    def line_mm(self) -> float:
        return self.size_mm * 1.4


@dataclasses.dataclass(frozen=True)
class Row:
    """One line of the report before wrapping: `lead` goes in the narrow column on the
    left (an amount, a log line's number), `swatch` is a guild colour shown before it,
    `indent` in mm."""

    text: str
    style: Style = Style.BODY
    lead: str = ""
    indent: float = 0.0
    swatch: str = ""
    lead_mm: float = AMOUNT_MM  # the lead column's width, when there is a lead


# ---- what the report says (pure) -----------------------------------------------------

# The texts below are shown through translate("resolution.report_rows", ...).
SOURCES = {
    "local": str(QT_TRANSLATE_NOOP("resolution.report_rows", "a guild of this computer")),
    "file": str(QT_TRANSLATE_NOOP(
        "resolution.report_rows",
        "a guest: brought on a guild file, results go home on the file (6.4)")),
}  # fmt: skip
NO_MAP = str(
    QT_TRANSLATE_NOOP(
        "resolution.report_rows",
        "Map not kept: this report was made from the guild's history, which keeps the "
        "results and the log but not the board.",
    )
)
TRAINING = str(
    QT_TRANSLATE_NOOP(
        "resolution.report_rows",
        "Training mission: nothing was written into any guild. No fame, feods or items were "
        "won or lost, and every character goes home as they came (6.4, R-114).",
    )
)
PROVISIONAL = str(
    QT_TRANSLATE_NOOP(
        "resolution.report_rows",
        "Provisional: the injury table, the reward rules and the titles are the app's "
        "provisional data, not yet the rulebook's; check them against the rulebook when it "
        "gives them (6.4.1).",
    )
)
GUILD_BOX = str(
    QT_TRANSLATE_NOOP(
        "resolution.report_rows",
        "For the guild box (6.3): the cards in each binder should agree with the guild in the "
        "app once these results are in.",
    )
)
FATES = {
    Fate.FINE: str(QT_TRANSLATE_NOOP("resolution.report_rows", "fine")),
    Fate.INJURED: str(QT_TRANSLATE_NOOP("resolution.report_rows", "seriously injured")),
    Fate.DEAD: str(QT_TRANSLATE_NOOP("resolution.report_rows", "dead")),
    Fate.ESCAPED: str(QT_TRANSLATE_NOOP("resolution.report_rows", "escaped")),
}


def _t(text: str) -> str:
    """One of this module's marked texts in the language chosen."""
    return translate("resolution.report_rows", text)


def _signed(amount: int) -> str:
    return f"{amount:+d}"


def _player(result: GuildResult) -> str:
    return f"{result.name} ({result.colour})"


def _totals(result: GuildResult) -> str:
    parts = [
        translate("resolution.report_rows", "{change} fame").format(
            change=_signed(result.fame_total)
        ),
        translate("resolution.report_rows", "{change} feods").format(
            change=_signed(result.feods_total)
        ),
    ]
    stones = sum(line.amount for line in result.blood_stones)
    if result.blood_stones:
        parts.append(
            translate("resolution.report_rows", "{change} blood stones").format(
                change=_signed(stones)
            )
        )
    parts.append(Counts().items(sum(line.amount for line in result.items)))
    return translate("resolution.report_rows", "Total: {parts}").format(parts=", ".join(parts))


def _reward_rows(result: GuildResult) -> list[Row]:
    rows = [Row(_player(result), Style.SUBHEADING, swatch=result.colour)]
    kinds: tuple[tuple[str, tuple[Line, ...]], ...] = (
        (translate("resolution.report_rows", "{change} fame"), result.fame),
        (translate("resolution.report_rows", "{change} feods"), result.feods),
        (translate("resolution.report_rows", "{change} blood stones"), result.blood_stones),
    )
    for unit, lines in kinds:
        rows.extend(Row(line.why, lead=unit.format(change=_signed(line.amount))) for line in lines)
    rows.extend(Row(translate("resolution.report_rows", "item carried home: {why}").format(
                        why=line.why),
                    lead=Counts().items(line.amount))
                for line in result.items)  # fmt: skip
    if not (result.fame or result.feods or result.blood_stones or result.items):
        rows.append(Row(translate("resolution.report_rows", "nothing won or lost")))
    rows.append(Row(_totals(result), Style.NOTE))
    return rows


def _deeds(character: CharacterResult) -> str:
    return ", ".join(f"{deed} {count}" for deed, count in character.deeds)


def _character_rows(result: GuildResult) -> list[Row]:
    rows = [Row(_player(result), Style.SUBHEADING, swatch=result.colour)]
    titles: dict[str, list[str]] = {}
    for card, title in result.titles:
        titles.setdefault(card, []).append(title)
    for c in result.characters:
        said = translate("resolution.report_rows", "{name} ({kind}): {fate}").format(
            name=c.name, kind=c.kind, fate=_t(FATES[c.fate])
        )
        rows.append(Row(said, Style.CHARACTER))
        rows.append(Row(c.why, indent=4))
        needs = c.needs or (
            translate("resolution.report_rows", "nothing: ready for the next mission")
            if c.fate is Fate.FINE
            else ""
        )
        if c.fate is Fate.DEAD:
            needs = needs or translate("resolution.report_rows", "nothing can bring them back")
        if needs:
            rows.append(
                Row(translate("resolution.report_rows", "needs: {needs}").format(needs=needs),
                    indent=4)
            )  # fmt: skip
        if c.deeds:
            rows.append(
                Row(translate("resolution.report_rows", "deeds this mission: {deeds}").format(
                    deeds=_deeds(c)), indent=4)
            )  # fmt: skip
        earned = titles.pop(c.card_id, []) if c.card_id else []
        if earned:
            rows.append(
                Row(translate("resolution.report_rows", "title earned: {titles}").format(
                    titles=", ".join(earned)), indent=4)
            )  # fmt: skip
    if not result.characters:
        rows.append(Row(translate("resolution.report_rows", "no characters")))
    # A title for a card the list above does not show still belongs in the binder.
    rows.extend(Row(translate("resolution.report_rows", "title earned by {card}: {titles}").format(
                        card=card, titles=", ".join(t)), indent=4)
                for card, t in titles.items())  # fmt: skip
    return rows


def _names(resolution: Resolution) -> dict[str, str]:
    return {g.guild: g.name for g in resolution.guilds if g.guild}


def _spot_rows(resolution: Resolution) -> list[Row]:
    rows = [Row(translate("resolution.report_rows", "The control spot at stake (6.4.1)"),
                Style.HEADING)]  # fmt: skip
    spot = resolution.spot
    if not resolution.writes:
        rows.append(
            Row(translate("resolution.report_rows",
                          "Training mission: no control spot is at stake (6.4)."), Style.NOTE)
        )  # fmt: skip
        return rows
    if spot is None:
        rows.append(Row(translate("resolution.report_rows", "None was at stake in this mission.")))
        return rows
    names = _names(resolution)
    free = translate("resolution.report_rows", "free")
    rows.append(Row(f"{spot.name}: {spot.why}"))
    rows.append(
        Row(translate("resolution.report_rows", "held before: {guild}").format(
            guild=names.get(spot.before, spot.before) or free), indent=4)
    )  # fmt: skip
    rows.append(
        Row(translate("resolution.report_rows", "held now: {guild}").format(
            guild=names.get(spot.after, spot.after) or free), indent=4)
    )  # fmt: skip
    if spot.effects:
        rows.append(
            Row(translate("resolution.report_rows", "what it gives: {effects}").format(
                effects=spot.effects), indent=4)
        )  # fmt: skip
    return rows


def board_key(board_map: BoardMap) -> list[str]:
    """The map's key: each miniature left on the board, his base and his square."""
    return [
        translate("resolution.report_rows", "{miniature} on {square}").format(
            miniature=c.label, square=c.at.name
        )
        for c in board_map.characters
    ]


def _head_rows(
    resolution: Resolution, day: datetime.date, has_map: bool, on_board: Sequence[str]
) -> list[Row]:
    mode = (
        translate("resolution.report_rows", "Standard mission")
        if resolution.writes
        else translate("resolution.report_rows", "Training mission")
    )
    subtitle = translate(
        "resolution.report_rows", "{mode} · {day} · mission {mission} · play {play}"
    )
    rows = [
        Row(translate("resolution.report_rows", "Mission report: {mission}").format(
            mission=resolution.title or resolution.mission), Style.TITLE),
        Row(subtitle.format(mode=mode, day=day.isoformat(), mission=resolution.mission,
                            play=resolution.play or "-"), Style.SUBTITLE),
    ]  # fmt: skip
    if not has_map:
        rows.append(Row(_t(NO_MAP), Style.NOTE))
    elif on_board:
        rows.append(
            Row(translate("resolution.report_rows", "On the board at the end: {miniatures}").format(
                miniatures=" · ".join(on_board)))
        )  # fmt: skip
    else:
        rows.append(
            Row(translate("resolution.report_rows", "On the board at the end: no miniature"))
        )
    if not resolution.writes:
        rows.append(Row(_t(TRAINING), Style.NOTE))
    if resolution.provisional:
        rows.append(Row(_t(PROVISIONAL), Style.NOTE))
    return rows


def _result_rows(resolution: Resolution) -> list[Row]:
    rows = [Row(translate("resolution.report_rows", "The players"), Style.HEADING)]
    for g in resolution.guilds:
        source = _t(SOURCES[g.source]) if g.source in SOURCES else g.source
        rows.append(Row(f"{_player(g)}: {source}", swatch=g.colour))
    if not resolution.guilds:
        rows.append(Row(translate("resolution.report_rows", "no players recorded")))
    rows.append(Row(translate("resolution.report_rows", "The result (6.4.1)"), Style.HEADING))
    winner = next((g for g in resolution.guilds if g.colour == resolution.winner), None)
    if resolution.winner:
        name = _player(winner) if winner is not None else resolution.winner
        rows.append(
            Row(translate("resolution.report_rows", "Winner: {guild}").format(guild=name),
                Style.SUBHEADING, swatch=resolution.winner)
        )  # fmt: skip
    else:
        rows.append(Row(translate("resolution.report_rows", "No winner"), Style.SUBHEADING))
    rows.append(
        Row(translate("resolution.report_rows", "How: {how}").format(how=resolution.reason))
    )
    if resolution.story:
        rows.append(
            Row(translate("resolution.report_rows", "The story: {story}").format(
                story=resolution.story))
        )  # fmt: skip
    return rows


def _guild_rows(resolution: Resolution) -> list[Row]:
    """Rewards and casualties: a standard mission's only (6.4, R-114)."""
    rewards = translate("resolution.report_rows", "Rewards: fame, feods and items (6.4.1, 6.4.2)")
    rows = [Row(rewards, Style.HEADING)]
    for g in resolution.guilds:
        rows.extend(_reward_rows(g))
    casualties = translate(
        "resolution.report_rows", "Casualties: every character's fate (6.4.1, 7.2.3)"
    )
    rows.append(Row(casualties, Style.HEADING))
    for g in resolution.guilds:
        rows.extend(_character_rows(g))
    if resolution.rolls:
        names = {c.character: c.name for g in resolution.guilds for c in g.characters}
        rolled = ", ".join(f"{names.get(who, who)} {face}" for who, face in resolution.rolls)
        rows.append(
            Row(translate("resolution.report_rows", "Injury rolls (d10, R-99): {rolls}").format(
                rolls=rolled))
        )  # fmt: skip
    return rows


def _log_rows(log: Sequence[str]) -> list[Row]:
    rows = [Row(Counts().log_heading(len(log)), Style.HEADING)]
    rows.extend(Row(line, Style.LOG, lead=str(number), lead_mm=NUMBER_MM)
                for number, line in enumerate(log, 1))  # fmt: skip
    if not log:
        rows.append(Row(translate("resolution.report_rows", "no log kept"), Style.LOG))
    return rows


def report_rows(
    resolution: Resolution,
    log: Sequence[str],
    *,
    when: datetime.date | None = None,
    has_map: bool = False,
    on_board: Sequence[str] = (),
) -> list[Row]:
    """Everything the report says, in order, before wrapping. `has_map`: the board is
    drawn under the subtitle (else the report says the map was not kept), `on_board`
    the miniatures it shows, for its key. A training mission's report prints no
    rewards and no fates, only that nothing was written (6.4; RULINGS.md R-114)."""
    day = when or datetime.date.today()
    if isinstance(day, datetime.datetime):  # a record's `at`: the day is enough
        day = day.date()
    rows = _head_rows(resolution, day, has_map, on_board) + _result_rows(resolution)
    if resolution.writes:
        rows.extend(_guild_rows(resolution))
    rows.extend(_spot_rows(resolution))
    if resolution.writes:
        rows.append(Row(_t(GUILD_BOX), Style.NOTE))
    return rows + _log_rows(log)


def report_lines(
    resolution: Resolution,
    log: Sequence[str],
    *,
    when: datetime.date | None = None,
    has_map: bool = False,
    on_board: Sequence[str] = (),
) -> list[str]:
    """The report's text, one string a row (the lead column first): what tests read."""
    rows = report_rows(resolution, log, when=when, has_map=has_map, on_board=on_board)
    return [f"{row.lead}  {row.text}" if row.lead else row.text for row in rows]
