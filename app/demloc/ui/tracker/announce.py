"""What is new this turn, read from the state only (6.4.1, 6.4.2 "Next turn", 7,
7.3.2.3): the mission's events of the turn with what each changed and where, the new
objective and how the app checks it, and the app's own start-of-turn work (bleeding,
poison, possession, FURY, tokens back to active) summed up per character.

No widgets (only Qt's translator for our words, R-227). Everything comes from the
state the log folds to (the plan's events of this turn and the log's lines since the
previous turn's end), never from a widget's memory, so a restarted tracker shows
exactly what the first one showed (RULINGS.md R-87)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from demloc.missions.play import MissionState, Phase
from demloc.missions.play.state import deployment_zone
from demloc.missions.spec import Event, Objective
from demloc.ui.i18n import translate

# The forms turns.py and settle.py write their start- and end-of-turn lines in
# (tests/unit/ui/tracker/test_mission_event_notices.py plays them through the core, so
# a change of wording there fails a test here). (pattern after the name, our words.)
Form = tuple[str, Callable[[re.Match[str]], str]]
_END_OF_TURN: tuple[Form, ...] = (
    (r"'s VIGOR and WEAKNESS cubes go \(8\.2\)$",
     lambda m: translate("tracker.announce", "VIGOR and WEAKNESS cubes off (8.2)")),
    (r"'s poison grows: (\d+) tokens \(8\.1, 8\.2\)$",
     lambda m: translate("tracker.announce", "poison grows to {tokens} (8.1, 8.2)").format(
         tokens=m.group(1))),
    (r"'s FURY: a broken heart, (.+?) \(8\.4\)(: dies)?$",
     lambda m: (translate("tracker.announce", "FURY costs a heart, {what} (8.4), dies")
                if m.group(2)
                else translate("tracker.announce", "FURY costs a heart, {what} (8.4)")).format(
         what=m.group(1))),
)  # fmt: skip
_START_OF_TURN: tuple[Form, ...] = (
    (r" bleeds: (\d+) hits? straight to life \(6\.4\.2, 8\.1 BLOODING, R-137\)(: dies)?"
     r"(: no heart left to break, nothing changes \(7\.2\.3, R-149\))?$",
     lambda m: _bleeds(m)),
    (r" is possessed: (a broken heart|a broken armour token) \(7\.2\.3\)(: dies)?",
     lambda m: (translate("tracker.announce", "possessed: {what} (7.2.3), dies") if m.group(2)
                else translate("tracker.announce",
                               "possessed: {what} (7.2.3); walks by the out-of-control card (5.6)")
                ).format(what=m.group(1))),
)  # fmt: skip
_LEAVES: tuple[Form, ...] = (
    (r" leaves the game: (.*) \(7\.2\.3\.3\)(.*)$",
     lambda m: translate("tracker.announce", "leaves the game: {why} (7.2.3.3)").format(
         why=m.group(1))),
)  # fmt: skip
_FOLLOWING: tuple[Form, ...] = (
    (r"'s out-of-control card: d10 (\d+).*\(5\.6, 7\.2\.3\)$",
     lambda m: translate("tracker.announce", "out-of-control card: d10 {roll} (5.6)").format(
         roll=m.group(1))),
    (r"'s death counts for (\S+), whose (\S+) it was \(R-74\)$",
     lambda m: translate("tracker.announce", "their death counts for {player} (R-74)").format(
         player=m.group(1))),
    (r" dies of poison: .*$", lambda m: translate("tracker.announce", "dies of poison (8.1, 8.2)")),
    *_LEAVES,
)  # fmt: skip


@dataclasses.dataclass(frozen=True)
class News:
    """A mission event of this turn (6.4.2): its text, what the app did (the log's
    line after it; "" for news only), the squares it concerns and, for a new
    objective, the objective's text and how it is checked."""

    text: str
    kind: str  # "news", "open-door", "add-element", "remove-element", "reinforcements", "objective"
    done: str
    squares: tuple[str, ...] = ()
    objective: str = ""
    checked: str = ""


@dataclasses.dataclass(frozen=True)
class Reinforcement:
    """A guild that may still bring characters in this turn (6.4.2, R-56): its zone's
    free squares now (no miniature, no scene element on them; the core checks the rest)."""

    owner: str
    slots: int
    zone: str
    squares: tuple[str, ...]


# How strategic.possessed_move says a walk's result (5.6, 7.2.3): the screen shows it
# until the strategic phase ends (tests/unit/ui/tracker/test_review_screens.py plays
# them through the core).
_WALKED: tuple[Form, ...] = (
    (r", possessed, walks to (\S+) \(d10 (\d+)\)$",
     lambda m: translate(
         "tracker.announce",
         "walked by the out-of-control card to {square} (d10 {roll}; 5.6, 7.2.3)",
     ).format(square=m.group(1), roll=m.group(2))),
    (r" runs off the board \(d10 (\d+)\)$",
     lambda m: translate(
         "tracker.announce",
         "ran off the board by the out-of-control card (d10 {roll}): out of the game (7.2.3)",
     ).format(roll=m.group(1))),
    (r" is engaged and does not move \(7\.2\.3\)$",
     lambda m: translate(
         "tracker.announce", "engaged: the out-of-control card does not move them (7.2.3)")),
)  # fmt: skip


def _bleeds(m: re.Match[str]) -> str:
    """A bleeding's start-of-turn line in our words (8.1)."""
    said = translate("tracker.announce", "bleeds {hits}, straight to life (8.1)")
    if m.group(2):
        said = translate("tracker.announce", "bleeds {hits}, straight to life (8.1), dies")
    if m.group(3):
        said = translate(
            "tracker.announce",
            "bleeds {hits}, straight to life (8.1): no heart left to break, nothing changes "
            "(7.2.3)",
        )
    if m.group(2) and m.group(3):
        said = translate(
            "tracker.announce",
            "bleeds {hits}, straight to life (8.1), dies: no heart left to break, nothing "
            "changes (7.2.3)",
        )
    return said.format(hits=m.group(1))


def turn_start(state: MissionState) -> int:
    """The index in the log of this turn's first line ("turn N: ... plays first"); -1
    before the first turn or when the log has none (a damaged save)."""
    if state.turn <= 0:
        return -1
    head = f"turn {state.turn}: "
    for index in range(len(state.log) - 1, -1, -1):
        if state.log[index].startswith(head):
            return index
    return -1


def events_of_this_turn(state: MissionState) -> tuple[Event, ...]:
    if state.plan is None or state.turn <= 0:
        return ()
    return tuple(e for e in state.plan.events if e.turn == state.turn)


def mission_news(state: MissionState) -> tuple[News, ...]:
    """This turn's mission events, in the file's order, each with the log's line that
    says what the app did with it."""
    start = turn_start(state)
    if start < 0:
        return ()
    lines = state.log[start:]
    found: list[News] = []
    at = 0
    for event in events_of_this_turn(state):
        said = f"event: {event.text} (6.4.2)"
        try:
            at = lines.index(said, at) + 1
        except ValueError:
            continue  # the log does not hold it (a save of an older plan): nothing to show
        change = event.change
        if change is None:
            found.append(News(event.text, "news", ""))
            continue
        done = lines[at] if at < len(lines) else ""
        squares: tuple[str, ...] = (change.at,) if change.at is not None else ()
        objective = checked = ""
        if change.kind == "objective" and change.objective is not None:
            objective = change.objective.text
            checked = how_checked(change.objective)
            squares = tuple(change.objective.area)
        found.append(News(event.text, change.kind, done, squares, objective, checked))
    return tuple(found)


def waves_of_this_turn(state: MissionState) -> tuple[str, ...]:
    """This turn's waves in words (6.4.1), or that no one was kept aside for one; who
    is due to enter is said by the Notices' wave rows (state.due)."""
    if state.plan is None or turn_start(state) < 0:
        return ()
    said = []
    for wave in state.plan.waves:
        if wave.turn != state.turn:
            continue
        words = translate("tracker.announce", "Wave {number} enters (6.4.1)").format(
            number=wave.number
        )
        if wave.text:  # the mission file's words, as they come
            words = translate("tracker.announce", "{wave}: {text}").format(
                wave=words, text=wave.text
            )
        if not wave.characters:
            words = translate(
                "tracker.announce", "{wave} No character was kept aside for it: no one to place."
            ).format(wave=words)
        said.append(words)
    return tuple(said)


def how_checked(objective: Objective) -> str:
    """How the tracker checks `objective`, in our words, with its rule (7.3.2.3, 6.4.2)."""
    area = ", ".join(objective.area)
    if objective.check == "control":
        return translate(
            "tracker.announce",
            "the app counts, at the end of each turn, the turns one guild controls {area}; "
            "{turns} such turns win; the table may say who controls it (6.4.2)",
        ).format(area=area, turns=objective.turns)
    if objective.check == "relic":
        return translate(
            "tracker.announce",
            "checked at the end of each turn: a mercenary carrying the true relic in their "
            "guild's deployment zone wins (5.7, 7.3.2.3)",
        )
    if objective.check == "eliminate":
        return translate(
            "tracker.announce",
            "checked at the end of each turn: the last guild with characters in play wins "
            "(7.3.2.3)",
        )
    if objective.check == "escort":
        return translate(
            "tracker.announce",
            "checked at the end of each turn: the dignitary standing on {area} wins for their "
            "escorting guild (6.4.2, 7.3.2.3)",
        ).format(area=area)
    if objective.check == "destroy":
        return translate(
            "tracker.announce",
            "checked at the end of each turn: the first guild to destroy {count} {element} "
            "elements wins (7.3.2.3)",
        ).format(count=objective.count, element=objective.element)
    return translate(
        "tracker.announce",
        "counted by the mission's scoring table all along; the one leader when the last "
        "turn ends wins (7.3.2.3)",
    )


def _by_name(state: MissionState) -> list[str]:
    # Longest first: "Kesh the Elder" is not read as "Kesh".
    return sorted({f.name for f in state.fighters.values()}, key=len, reverse=True)


def _read(line: str, names: list[str], forms: tuple[Form, ...]) -> tuple[str, str]:
    for name in names:
        if not line.startswith(name):
            continue
        rest = line[len(name) :]
        for pattern, words in forms:
            match = re.match(pattern, rest)
            if match is not None:
                return name, words(match)
    return "", ""


def start_of_turn(state: MissionState) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """What the app did on its own between the previous turn's last pass and this
    turn's first player (7.3.2.3 at the end of the turn, 8.1, 7.2.3 at its start), by
    character name, in the log's order: ((name, (what, ...)), ...)."""
    start = turn_start(state)
    if start < 0:
        return ()
    names = _by_name(state)
    log = state.log
    picked: list[tuple[str, str]] = []
    over = -1
    if state.turn > 1:
        head = f"turn {state.turn - 1} is over: "
        over = next((i for i in range(start - 1, -1, -1) if log[i].startswith(head)), -1)
    if over >= 0:
        # Back from the end of the turn: its run of end-of-turn lines (and the
        # departures they caused), then the poison deaths after it.
        first = over
        while first > 0 and _read(log[first - 1], names, (*_END_OF_TURN, *_FOLLOWING))[0]:
            first -= 1
        for line in log[first:over]:
            picked.append(_read(line, names, (*_END_OF_TURN, *_FOLLOWING)))
        for line in log[over + 1 : start]:
            picked.append(_read(line, names, _FOLLOWING))
    last = ""  # the character the new turn's last start-of-turn line was about
    for line in log[start + 1 :]:
        who, what = _read(line, names, _START_OF_TURN)
        if who:
            picked.append((who, what))
            last = who
            continue
        read = _read(line, names, _FOLLOWING) if last else ("", "")
        # What follows his line is his (his d10, his death counted), or a daemon or
        # summoner leaving with him; any other line ends the run (a later action's).
        if read[0] == last or _read(line, names, _LEAVES)[0]:
            picked.append(read)
        else:
            last = ""
    grouped: dict[str, list[str]] = {}
    for who, what in picked:
        if who:
            grouped.setdefault(who, []).append(what)
    return tuple((who, tuple(whats)) for who, whats in grouped.items())


def possessed_walks(state: MissionState) -> tuple[tuple[str, str], ...]:
    """The possessed walks made in this turn's strategic phase, in the log's order:
    ((name, what came of it), ...); none once the phase is over."""
    start = turn_start(state)
    if start < 0 or state.phase is not Phase.STRATEGIC:
        return ()
    names = _by_name(state)
    found = []
    for line in state.log[start + 1 :]:
        who, what = _read(line, names, _WALKED)
        if who:
            found.append((who, what))
    return tuple(found)


def tokens_back(state: MissionState) -> bool:
    """Whether the previous turn ended (every movement token back to active, 7.3.2.3)."""
    return state.turn > 1 and any(
        line.startswith(f"turn {state.turn - 1} is over: ") for line in state.log
    )


def reinforcements(state: MissionState) -> tuple[Reinforcement, ...]:
    """The guilds with reinforcements still to bring in now, and where (6.4.2, R-56)."""
    if state.phase not in (Phase.STRATEGIC, Phase.TURN_OVER):
        return ()
    taken = {c.at for c in state.board_map.characters}
    taken |= {e.at for e in state.board_map.elements if e.edge is None}
    found = []
    for colour, slots in state.reinforcements:
        zone = deployment_zone(state, colour)
        if slots <= 0 or zone is None:
            continue
        squares = tuple(s.name for s in zone.squares if s not in taken)
        found.append(Reinforcement(colour, slots, zone.name, squares))
    return tuple(found)


def news_key(state: MissionState) -> tuple[object, ...]:
    """What the table acknowledges with "Seen": this turn's news and start-of-turn
    work; the same state (after a restart, an undo and redo) gives the same key."""
    return (
        state.turn, turn_start(state), mission_news(state), waves_of_this_turn(state),
        start_of_turn(state),
    )  # fmt: skip
