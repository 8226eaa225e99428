"""What the printable mission report says (issue 13; 6.4.1, 6.3), as rows of text with
their look: pure, no Qt. report.py lays the rows out on pages and draws them."""

from __future__ import annotations

import dataclasses
import datetime
import enum
from collections.abc import Sequence

from demloc.board.position import BoardMap
from demloc.errors import BadInputError
from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
)

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

SOURCES = {
    "local": "a guild of this computer",
    "file": "a guest: brought on a guild file, results go home on the file (6.4)",
}
NO_MAP = (
    "Map not kept: this report was made from the guild's history, which keeps the "
    "results and the log but not the board."
)
TRAINING = (
    "Training mission: nothing was written into any guild. No fame, feods or items were "
    "won or lost, and every character goes home as they came (6.4, R-114)."
)
PROVISIONAL = (
    "Provisional: the injury table, the reward rules and the titles are the app's "
    "provisional data, not yet the rulebook's; check them against the rulebook when it "
    "gives them (6.4.1)."
)
GUILD_BOX = (
    "For the guild box (6.3): the cards in each binder should agree with the guild in the "
    "app once these results are in."
)
FATES = {
    Fate.FINE: "fine",
    Fate.INJURED: "seriously injured",
    Fate.DEAD: "dead",
    Fate.ESCAPED: "escaped",
}


def _signed(amount: int) -> str:
    return f"{amount:+d}"


def _player(result: GuildResult) -> str:
    return f"{result.name} ({result.colour})"


def _totals(result: GuildResult) -> str:
    parts = [f"{_signed(result.fame_total)} fame", f"{_signed(result.feods_total)} feods"]
    stones = sum(line.amount for line in result.blood_stones)
    if result.blood_stones:
        parts.append(f"{_signed(stones)} blood stones")
    items = sum(line.amount for line in result.items)
    parts.append(f"{items} item{'s' if items != 1 else ''}")
    return "Total: " + ", ".join(parts)


def _reward_rows(result: GuildResult) -> list[Row]:
    rows = [Row(_player(result), Style.SUBHEADING, swatch=result.colour)]
    kinds: tuple[tuple[str, tuple[Line, ...]], ...] = (
        ("fame", result.fame),
        ("feods", result.feods),
        ("blood stones", result.blood_stones),
    )
    for unit, lines in kinds:
        rows.extend(Row(line.why, lead=f"{_signed(line.amount)} {unit}") for line in lines)
    rows.extend(Row(f"item carried home: {line.why}",
                    lead=f"{line.amount} item{'s' if line.amount != 1 else ''}")
                for line in result.items)  # fmt: skip
    if not (result.fame or result.feods or result.blood_stones or result.items):
        rows.append(Row("nothing won or lost"))
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
        rows.append(Row(f"{c.name} ({c.kind}): {FATES[c.fate]}", Style.CHARACTER))
        rows.append(Row(c.why, indent=4))
        needs = c.needs or ("nothing: ready for the next mission" if c.fate is Fate.FINE else "")
        if c.fate is Fate.DEAD:
            needs = needs or "nothing can bring them back"
        if needs:
            rows.append(Row(f"needs: {needs}", indent=4))
        if c.deeds:
            rows.append(Row(f"deeds this mission: {_deeds(c)}", indent=4))
        earned = titles.pop(c.card_id, []) if c.card_id else []
        if earned:
            rows.append(Row(f"title earned: {', '.join(earned)}", indent=4))
    if not result.characters:
        rows.append(Row("no characters"))
    # A title for a card the list above does not show still belongs in the binder.
    rows.extend(Row(f"title earned by {card}: {', '.join(t)}", indent=4)
                for card, t in titles.items())  # fmt: skip
    return rows


def _names(resolution: Resolution) -> dict[str, str]:
    return {g.guild: g.name for g in resolution.guilds if g.guild}


def _spot_rows(resolution: Resolution) -> list[Row]:
    rows = [Row("The control spot at stake (6.4.1)", Style.HEADING)]
    spot = resolution.spot
    if not resolution.writes:
        rows.append(Row("Training mission: no control spot is at stake (6.4).", Style.NOTE))
        return rows
    if spot is None:
        rows.append(Row("None was at stake in this mission."))
        return rows
    names = _names(resolution)
    rows.append(Row(f"{spot.name}: {spot.why}"))
    rows.append(Row(f"held before: {names.get(spot.before, spot.before) or 'free'}", indent=4))
    rows.append(Row(f"held now: {names.get(spot.after, spot.after) or 'free'}", indent=4))
    if spot.effects:
        rows.append(Row(f"what it gives: {spot.effects}", indent=4))
    return rows


def board_key(board_map: BoardMap) -> list[str]:
    """The map's key: each miniature left on the board, his base and his square."""
    return [f"{c.label} on {c.at.name}" for c in board_map.characters]


def _head_rows(
    resolution: Resolution, day: datetime.date, has_map: bool, on_board: Sequence[str]
) -> list[Row]:
    mode = "Standard mission" if resolution.writes else "Training mission"
    subtitle = f"{mode} · {day.isoformat()} · mission {resolution.mission}"
    rows = [
        Row(f"Mission report: {resolution.title or resolution.mission}", Style.TITLE),
        Row(f"{subtitle} · play {resolution.play or '-'}", Style.SUBTITLE),
    ]
    if not has_map:
        rows.append(Row(NO_MAP, Style.NOTE))
    elif on_board:
        rows.append(Row("On the board at the end: " + " · ".join(on_board)))
    else:
        rows.append(Row("On the board at the end: no miniature"))
    if not resolution.writes:
        rows.append(Row(TRAINING, Style.NOTE))
    if resolution.provisional:
        rows.append(Row(PROVISIONAL, Style.NOTE))
    return rows


def _result_rows(resolution: Resolution) -> list[Row]:
    rows = [Row("The players", Style.HEADING)]
    for g in resolution.guilds:
        rows.append(Row(f"{_player(g)}: {SOURCES.get(g.source, g.source)}", swatch=g.colour))
    if not resolution.guilds:
        rows.append(Row("no players recorded"))
    rows.append(Row("The result (6.4.1)", Style.HEADING))
    winner = next((g for g in resolution.guilds if g.colour == resolution.winner), None)
    if resolution.winner:
        name = _player(winner) if winner is not None else resolution.winner
        rows.append(Row(f"Winner: {name}", Style.SUBHEADING, swatch=resolution.winner))
    else:
        rows.append(Row("No winner", Style.SUBHEADING))
    rows.append(Row(f"How: {resolution.reason}"))
    if resolution.story:
        rows.append(Row(f"The story: {resolution.story}"))
    return rows


def _guild_rows(resolution: Resolution) -> list[Row]:
    """Rewards and casualties: a standard mission's only (6.4, R-114)."""
    rows = [Row("Rewards: fame, feods and items (6.4.1, 6.4.2)", Style.HEADING)]
    for g in resolution.guilds:
        rows.extend(_reward_rows(g))
    rows.append(Row("Casualties: every character's fate (6.4.1, 7.2.3)", Style.HEADING))
    for g in resolution.guilds:
        rows.extend(_character_rows(g))
    if resolution.rolls:
        names = {c.character: c.name for g in resolution.guilds for c in g.characters}
        rolled = ", ".join(f"{names.get(who, who)} {face}" for who, face in resolution.rolls)
        rows.append(Row(f"Injury rolls (d10, R-99): {rolled}"))
    return rows


def _log_rows(log: Sequence[str]) -> list[Row]:
    count = len(log)
    rows = [Row(f"The log ({count} line{'s' if count != 1 else ''})", Style.HEADING)]
    rows.extend(Row(line, Style.LOG, lead=str(number), lead_mm=NUMBER_MM)
                for number, line in enumerate(log, 1))  # fmt: skip
    if not log:
        rows.append(Row("no log kept", Style.LOG))
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
        rows.append(Row(GUILD_BOX, Style.NOTE))
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
