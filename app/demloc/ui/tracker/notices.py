"""What the app tells the table between the phase bar and the board (6.4.1, 6.4.2,
7, 7.2.3): this turn's news in one framed notice (the mission's events, what each
changed on the map and where, lit on the board; a new objective and how it is
checked; the app's own start-of-turn work, one line per character) that stays until
the table taps Seen; the characters to place (a wave's, a guild's reinforcements:
who pulls which card and where, their squares lit, a tap placing them); the
possessed who walk by the out-of-control card this turn, the objective's progress,
and in a control mission the table's word on who controls the area.

Every notice is read from the state (announce.py): a restarted tracker shows the
same. Seen is the table's nod, not an event of the game (RULINGS.md R-87)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import CardKind
from demloc.catalog.catalog import Catalog, UnknownCardError
from demloc.missions.play import Due, MissionState, Phase, out_of_control, possessed_to_walk
from demloc.missions.play.turns import still_to_walk
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate
from demloc.ui.mission.common import button, clear, show_added, text
from demloc.ui.mission.deployment import towards_the_middle
from demloc.ui.tracker.announce import (
    News,
    Reinforcement,
    mission_news,
    news_key,
    possessed_walks,
    reinforcements,
    start_of_turn,
    tokens_back,
    waves_of_this_turn,
)
from demloc.ui.tracker.cards import guild_colour

NOTICE_STYLE = "background:#2d2350; color:#ffffff; padding:4px 8px; font-weight:bold;"
# The turn's news: the brightest thing on the screen until the table says Seen.
NEWS_FRAME = "QFrame#turn-news { background:#4a3300; border:3px solid #ffd400; }"
NEWS_TITLE = "background:transparent; color:#ffd400; font-size:18px; font-weight:bold;"
NEWS_TEXT = "background:transparent; color:#ffffff; font-size:17px; font-weight:bold;"
NEWS_DETAIL = "background:transparent; color:#ffffff; font-size:15px;"
PLACE_STYLE = "background:#0f3d52; color:#ffffff; padding:4px 8px; font-weight:bold;"
# A daemon replaced (5.1.3): its owner must take a card and a miniature off the table.
REPLACED_STYLE = "background:#5a1020; color:#ffffff; padding:4px 8px; font-weight:bold;"

WHAT = {  # shown through translate
    "news": str(QT_TRANSLATE_NOOP("tracker.notices", "news only: nothing changes on the board")),
    "open-door": str(QT_TRANSLATE_NOOP("tracker.notices", "on the board")),
    "add-element": str(QT_TRANSLATE_NOOP("tracker.notices", "on the board")),
    "remove-element": str(QT_TRANSLATE_NOOP("tracker.notices", "on the board")),
    "reinforcements": str(QT_TRANSLATE_NOOP("tracker.notices", "reinforcements")),
    "objective": str(QT_TRANSLATE_NOOP("tracker.notices", "a new objective")),
}


def wave_notice(due: Due, names: dict[str, str]) -> str:
    zone = (
        translate("tracker.notices", "any deployment zone")
        if due.zone == "any"
        else translate("tracker.notices", "the {zone} zone").format(zone=due.zone)
    )
    return translate(
        "tracker.notices",
        "Wave {wave}: {player} ({colour}) pulls the card of {name} and places the miniature "
        "in {zone}: tap a lit square (6.4.1)",
    ).format(
        wave=due.wave, player=names.get(due.owner, due.owner), colour=due.owner, name=due.name,
        zone=zone,
    )  # fmt: skip


def reinforcement_notice(
    reinforcement: Reinforcement, names: dict[str, str], cards: bool = True
) -> str:
    """Who brings how many where; with no card to bring (R-88), that no one is placed."""
    who = translate("tracker.notices", "{player} ({colour})").format(
        player=names.get(reinforcement.owner, reinforcement.owner), colour=reinforcement.owner
    )
    more = Counts().more_characters(reinforcement.slots)
    said = {"who": who, "more": more, "zone": reinforcement.zone}
    if not cards:
        return translate(
            "tracker.notices",
            "Reinforcements: {who} brings {more} into the {zone} zone: no follower card to "
            "bring, so no one to place (6.4.2, R-88)",
        ).format(**said)
    return translate(
        "tracker.notices",
        "Reinforcements: {who} brings {more} into the {zone} zone: pull the card chosen here, "
        "tap a lit square (6.4.2, R-88)",
    ).format(**said)


def news_words(news: News) -> str:
    """A mission event's notice: what changed and where (6.4.2)."""
    if news.kind == "news":
        return translate("tracker.notices", WHAT["news"])
    if news.kind == "objective":
        return translate(
            "tracker.notices", "New objective: {objective} How the app checks it: {how}"
        ).format(objective=news.objective, how=news.checked)
    # The log's line (the core's words), as it comes.
    done = (
        news.done[:1].upper() + news.done[1:]
        if news.done
        else translate("tracker.notices", "Nothing changed")
    )
    if news.kind == "reinforcements":
        return translate(
            "tracker.notices",
            "Reinforcements: each guild's row below says whom it brings and where",
        )
    what = translate("tracker.notices", WHAT[news.kind])
    words = {"what": what[:1].upper() + what[1:], "done": done, "lit": ", ".join(news.squares)}
    if news.squares:
        return translate(
            "tracker.notices", "{what}: {done} (lit: {lit}): change the board to match"
        ).format(**words)
    return translate("tracker.notices", "{what}: {done}: change the board to match").format(**words)


@dataclasses.dataclass(frozen=True)
class Placement:
    """Characters to place now, a wave's or a guild's reinforcements (6.4.1, 6.4.2):
    the squares a tap may place one on, and the event a tap on one makes."""

    owner: str
    squares: tuple[str, ...]
    event: Callable[[str, str], dict[str, Any]]  # (square, facing) -> the event


class Notices(QWidget):
    wanted = Signal(dict)  # an event for the controller
    relit = Signal()  # Seen: the squares lit have changed (the board lights `lit()`)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("notices")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(2)
        self.due: Due | None = None
        self.facing = "N"
        self.said: object = None
        self.board_size = (0, 0)
        self.placements: list[Placement] = []
        self.news_squares: tuple[str, ...] = ()
        self.area: tuple[str, ...] = ()  # the objective's squares (control, escort)
        # The turns' news the table said Seen to (R-87: not an event, this window's).
        self.seen: set[tuple[object, ...]] = set()
        self.key: tuple[object, ...] = ()
        self.cards: dict[str, QComboBox] = {}
        # The view may set it (as the action panel's): the reinforcement cards' names.
        self.catalog: Catalog | None = None
        self.last: tuple[MissionState, dict[str, str], dict[str, str]] | None = None
        # The control row and its widgets (progress, words, buttons): `_place_control`.
        self.control_row: QGridLayout | None = None
        self.control_widgets: tuple[QLabel | None, QLabel, list[QPushButton]] | None = None
        self.control_columns = 0

    def show_state(self, state: MissionState, names: dict[str, str], labels: dict[str, str],
                   size: tuple[int, int]) -> None:  # fmt: skip
        key = news_key(state)
        shown = (state.due, possessed_to_walk(state), state.progress, state.phase,
                 state.control_claim, state.objective, tuple(names.items()), key,
                 key in self.seen, reinforcements(state), state.reinforcements, size,
                 state.current, walkers(state), possessed_walks(state),
                 replaced_now(state))  # fmt: skip
        self.last = (state, names, labels)
        if shown == self.said:
            return
        self.said = shown
        self.board_size = size
        self.key = key
        kept = {colour: box.currentData() for colour, box in self.cards.items()}
        clear(self.box)
        self.control_row = self.control_widgets = None
        self.cards = {}
        self.placements = []
        self.news_squares = ()
        objective = state.objective
        self.area = (
            tuple(objective.area) if objective is not None and state.phase is not Phase.ENDED
            else ()
        )  # fmt: skip
        playing = state.phase in (Phase.STRATEGIC, Phase.BRAWL)
        if playing and key not in self.seen:
            self._news(state, labels)
        self.due = state.due[0] if state.due and state.phase is not Phase.ENDED else None
        if self.due is not None:
            due = self.due
            self._line(wave_notice(due, names), "wave-notice")
            squares = tuple(s.name for s in due.squares)
            self.facing = towards_the_middle(squares, *size)
            self.placements.append(Placement(due.owner, squares, functools.partial(_wave, due)))
        for reinforcement in reinforcements(state):
            self._reinforcement(state, reinforcement, names, kept.get(reinforcement.owner))
        for words in replaced_words(state, names, labels):
            self._line(words, "replaced-notice", REPLACED_STYLE)
        self._possessed(state, labels)
        control = (
            objective is not None
            and objective.check == "control"
            and state.phase in (Phase.STRATEGIC, Phase.BRAWL)
        )
        band = objective_words(state)
        area_tip = (self.tr("The objective's area, lit on the board: {area}").format(
            area=", ".join(self.area)) if self.area else "")  # fmt: skip
        if band and not control:
            self._line(band, "progress")
            self._tip("progress", area_tip)
        if control:
            row = self.control_row = QGridLayout()
            row.setSpacing(4)
            progress = None
            if band:
                # One row with the table's word: the board keeps the height (1024x700).
                progress = text(band)
                progress.setObjectName("progress")
                progress.setStyleSheet(NOTICE_STYLE)
                progress.setToolTip(area_tip)
            claim = state.control_claim
            said = (
                self.tr("the board decides")
                if claim is None
                else (
                    self.tr("{player} controls").format(player=claim)
                    if claim
                    else self.tr("nobody: the count is suspended")
                )
            )
            asked = text(self.tr("Control this turn ({who}):").format(who=said), bold=True)
            claims = []
            for player in state.players:
                # The colour on the bases: four guild names do not fit a row.
                claim_button = button(
                    player.colour.capitalize(),
                    functools.partial(self._control, player.colour), f"control-{player.colour}",
                )  # fmt: skip
                claim_button.setToolTip(
                    self.tr("{player} controls the area this turn (6.4.2)").format(
                        player=names.get(player.colour, player.colour)
                    )
                )
                claim_button.setStyleSheet(
                    f"QPushButton {{ border:3px solid {guild_colour(player.colour)}; }}"
                )
                claims.append(claim_button)
            claims.append(
                button(self.tr("Nobody"), functools.partial(self._control, ""), "control-none")
            )
            for widget in (asked, *claims):
                # The words wrap; the buttons keep their text whole.
                widget.ensurePolished()
            for claim_button in claims:
                claim_button.setMinimumWidth(claim_button.sizeHint().width())
            self.control_widgets = (progress, asked, claims)
            self.control_columns = 0
            self._place_control()
            self.box.addLayout(row)
        self.setVisible(self.box.count() > 0)
        show_added(self)  # shown now, measured by the tap's layout

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_control()

    def _place_control(self) -> None:
        """The control row (6.4.2): the progress, the words and the buttons on one line
        where they fit; else the buttons wrap under the words, as many a line as fit
        (table mode's side column, issue 26)."""
        if self.control_row is None or self.control_widgets is None:
            return
        progress, words, claims = self.control_widgets
        widest = max(c.minimumWidth() for c in claims) + 4
        room = self.width()
        line = words.sizeHint().width() + len(claims) * widest + (200 if progress else 0)
        columns = len(claims) if room >= line else max(1, room // widest)
        if columns == self.control_columns:
            return
        self.control_columns = columns
        row = self.control_row
        for widget in (progress, words, *claims):
            if widget is not None:
                row.removeWidget(widget)
        for column in range(row.columnCount()):
            row.setColumnStretch(column, 0)
        if columns == len(claims):  # one line: the buttons right of the words
            start = 0
            if progress is not None:
                row.addWidget(progress, 0, 0)
                row.setColumnStretch(0, 1)
                start = 1
            row.addWidget(words, 0, start)
            for n, claim in enumerate(claims):
                row.addWidget(claim, 0, start + 1 + n)
            if progress is None:
                row.setColumnStretch(start + 1 + len(claims), 1)
            return
        top = 0
        if progress is not None:
            row.addWidget(progress, 0, 0, 1, columns)
            top = 1
        row.addWidget(words, top, 0, 1, columns)
        for n, claim in enumerate(claims):
            row.addWidget(claim, top + 1 + n // columns, n % columns)

    # ---- the turn's news ---------------------------------------------------------------

    def _news(self, state: MissionState, labels: dict[str, str]) -> None:
        news = mission_news(state)
        work = start_of_turn(state)
        back = tokens_back(state)
        waves = waves_of_this_turn(state)
        if not news and not work and not waves:
            return  # tokens back to active alone is every turn's: the phase bar says the turn
        frame = QFrame()
        frame.setObjectName("turn-news")
        frame.setStyleSheet(NEWS_FRAME)
        outer = QHBoxLayout(frame)
        outer.setContentsMargins(8, 4, 8, 4)
        inner = QVBoxLayout()
        inner.setSpacing(1)
        outer.addLayout(inner, 1)
        seen = button(self.tr("Seen"), self._seen, "seen")
        seen.setToolTip(self.tr("The table has seen this turn's news: the notice goes (not an "
                                "action of the game: nothing to undo, R-87)"))  # fmt: skip
        outer.addWidget(seen, 0, Qt.AlignmentFlag.AlignTop)
        lit: list[str] = []
        for item in news:
            said = text(
                self.tr("Turn {turn}, mission event (6.4.2): {event}").format(
                    turn=state.turn, event=item.text
                )
            )
            said.setObjectName("event-text")
            said.setStyleSheet(NEWS_TEXT)
            inner.addWidget(said)
            detail = text(news_words(item))
            detail.setObjectName(f"event-{item.kind}")
            detail.setStyleSheet(NEWS_DETAIL)
            inner.addWidget(detail)
            lit.extend(s for s in item.squares if s not in lit)
        for words in waves:
            wave = text(self.tr("Turn {turn}: {wave}").format(turn=state.turn, wave=words))
            wave.setObjectName("wave-news")
            wave.setStyleSheet(NEWS_TEXT)
            inner.addWidget(wave)
        if work:
            heading = text(
                (
                    self.tr(
                        "Start of turn {turn}, done by the app: every movement token is active "
                        "again (7.3.2.3):"
                    )
                    if back
                    else self.tr("Start of turn {turn}, done by the app:")
                ).format(turn=state.turn)
            )
            if not news and not waves:
                heading.setStyleSheet(NEWS_TITLE)
            heading.setObjectName("start-of-turn")
            if news or waves:
                heading.setStyleSheet(NEWS_TEXT)
            inner.addWidget(heading)
            for name, whats in work:
                line = text(f"{self._who(state, name, labels)}: {'; '.join(whats)}")
                line.setObjectName("start-of-turn-line")
                line.setStyleSheet(NEWS_DETAIL)
                inner.addWidget(line)
        self.news_squares = tuple(lit)
        self.box.addWidget(frame)

    @staticmethod
    def _who(state: MissionState, name: str, labels: dict[str, str]) -> str:
        # The label with his colour and number when the name is one character's.
        ids = [f for f, x in state.fighters.items() if x.name == name]
        return labels.get(ids[0], name) if len(ids) == 1 else name

    def _seen(self) -> None:
        self.seen.add(self.key)
        self.said = None
        if self.last is not None:
            self.show_state(*self.last, self.board_size)
        self.relit.emit()

    # ---- characters to place -----------------------------------------------------------

    def _reinforcement(self, state: MissionState, reinforcement: Reinforcement,
                       names: dict[str, str], kept: object) -> None:  # fmt: skip
        colour = reinforcement.owner
        cards = reinforcement_cards(state, colour)
        words = reinforcement_notice(reinforcement, names)
        if not cards:
            # the file offers no follower and the guild fields none.
            self._line(
                reinforcement_notice(reinforcement, names, cards=False),
                f"reinforce-notice-{colour}",
            )
            return
        label = text(words)
        label.setObjectName(f"reinforce-notice-{colour}")
        label.setStyleSheet(PLACE_STYLE)
        row = QHBoxLayout()
        row.addWidget(label, 1)
        box = QComboBox()
        box.setObjectName(f"reinforce-card-{colour}")
        box.setMinimumHeight(40)
        for card_id in cards:
            box.addItem(self._card_name(state, card_id), card_id)
        if kept is not None and box.findData(kept) >= 0:
            box.setCurrentIndex(box.findData(kept))
        box.setToolTip(self.tr("The card the guild pulls for this reinforcement (R-88)"))
        row.addWidget(box)
        self.cards[colour] = box
        self.box.addLayout(row)
        make = functools.partial(self._reinforce, colour)
        self.placements.append(Placement(colour, reinforcement.squares, make))

    def _card_name(self, state: MissionState, card_id: str) -> str:
        for fighter in state.fighters.values():
            if fighter.card_id == card_id:
                return fighter.name
        catalog = self.catalog
        if catalog is not None:
            try:
                return catalog.card(card_id).name
            except UnknownCardError:
                pass
        return card_id

    def _reinforce(self, colour: str, square: str, facing: str) -> dict[str, Any]:
        assert self.last is not None  # a row is only built by show_state
        state = self.last[0]  # the state shown now: the id is free in it
        box = self.cards.get(colour)
        card = box.currentData() if box is not None else None
        number = 1
        while f"{colour}-reinforcement-{number}" in state.fighters:
            number += 1
        return {
            "kind": "reinforce", "player": colour,
            "character": f"{colour}-reinforcement-{number}",
            "spec": {"card": card if isinstance(card, str) else ""},
            "at": square, "facing": facing,
        }  # fmt: skip

    def _tip(self, name: str, tip: str) -> None:
        for label in self.findChildren(QLabel, name):
            label.setToolTip(tip)

    def _line(self, words: str, name: str, style: str = NOTICE_STYLE) -> None:
        label = text(words)
        label.setObjectName(name)
        label.setStyleSheet(style)
        self.box.addWidget(label)

    # ---- the possessed (5.6, 7.2.3, R-71, R-76) -----------------------------------------

    def _possessed(self, state: MissionState, labels: dict[str, str]) -> None:
        """Who walks by the out-of-control card this turn; a button for each one whose
        card is drawn and who can walk (his owner cannot pass before, R-76), enabled in
        his owner's go; then what came of the walks made."""
        walking = possessed_to_walk(state)
        if walking:
            who = ", ".join(labels.get(f, f) for f in walking)
            self._line(
                self.tr(
                    "Possessed: {who} walk by the out-of-control card this turn; their owner "
                    "moves them in the free movement sub-phase (5.6, 7.2.3)"
                ).format(who=who),
                "possessed-notice",
            )
        for fid, effect in walkers(state):
            fighter = state.fighters[fid]
            row = QHBoxLayout()
            label = text(f"{labels.get(fid, fid)}: {effect}")
            label.setObjectName(f"walk-card-{fid}")
            label.setStyleSheet(NOTICE_STYLE)
            row.addWidget(label, 1)
            walk = button(
                self.tr("Walk them by the card"), functools.partial(self._walk, fid), f"walk-{fid}"
            )
            walk.ensurePolished()
            walk.setMinimumWidth(walk.sizeHint().width())
            mine = fighter.owner == state.current
            walk.setEnabled(mine)
            walk.setToolTip(
                self.tr("The app moves them by the out-of-control card drawn, all their movement "
                        "points (5.6, 7.2.3); their owner passes only after (R-76)")
                if mine else self.tr("In {player}'s go: their owner walks them (7.2.3)").format(
                    player=fighter.owner)
            )  # fmt: skip
            row.addWidget(walk)
            self.box.addLayout(row)
        for name, what in possessed_walks(state):
            self._line(f"{self._who(state, name, labels)} {what}", "walked-notice")

    def _walk(self, fighter_id: str) -> None:
        self.wanted.emit({"kind": "possessed_move", "character": fighter_id})

    def _control(self, colour: str) -> None:
        self.wanted.emit({"kind": "objective_control", "player": colour})

    def lit(self, area: bool = True) -> tuple[str, ...]:
        """Every square lit on the board: the squares a tap may place a character on,
        then this turn's news's squares until the table says Seen, then (unless `area`
        is False) the objective's area all the mission long (`self.area`, which the
        board draws apart)."""
        squares: list[str] = []
        for placement in self.placements:
            squares.extend(s for s in placement.squares if s not in squares)
        squares.extend(s for s in self.news_squares if s not in squares)
        if area:
            squares.extend(s for s in self.area if s not in squares)
        return tuple(squares)

    def square_tapped(self, square: str) -> bool:
        """A tap on the board: the character to place whose squares hold it placed there,
        else the first one's event, for the core to refuse naming the rule."""
        if not self.placements:
            return False
        placement = next((p for p in self.placements if square in p.squares), self.placements[0])
        facing = towards_the_middle(placement.squares, *self.board_size)
        self.wanted.emit(placement.event(square, facing))
        return True


def walkers(state: MissionState) -> tuple[tuple[str, str], ...]:
    """The possessed whose out-of-control card was drawn this turn and who can still
    walk by it (R-71, R-76), with what the card says: (id, effect)."""
    cards = {card.character: card for card in out_of_control(state)}
    due = []
    for player in state.players:
        for fid in still_to_walk(state, player.colour):
            card = cards.get(fid)
            if card is not None and card.direction is not None:
                due.append((fid, card.effect))
    return tuple(due)


def replaced_now(state: MissionState) -> tuple[tuple[str, str, int], ...]:
    """The daemons replaced by a same-name daemon this turn (5.1.3, R-79)."""
    return tuple(r for r in state.replaced if r[2] == state.turn)


def replaced_words(state: MissionState, names: dict[str, str],
                   labels: dict[str, str]) -> tuple[str, ...]:  # fmt: skip
    """Each daemon replaced this turn told to both players, the one who loses him
    first: he takes the card and the miniature off the table (5.1.3, R-79)."""
    said = []
    for daemon_id, colour, _turn in replaced_now(state):
        daemon = state.fighters.get(daemon_id)
        if daemon is None:
            continue
        said.append(
            translate(
                "tracker.notices",
                "Daemon replaced: {owner} ({owner_colour}), your {daemon} leaves the game: take "
                "its card and miniature off the table. {other} ({other_colour}) summoned a "
                "{name}, and one daemon of a name stays on the board: yours was replaced, it "
                "did not escape (5.1.3, R-79)",
            ).format(
                owner=names.get(daemon.owner, daemon.owner),
                owner_colour=daemon.owner,
                daemon=labels.get(daemon_id, daemon.name),
                other=names.get(colour, colour),
                other_colour=colour,
                name=daemon.name,
            )
        )
    return tuple(said)


def objective_words(state: MissionState) -> str:
    """The objective band: the mission's objective in its file's words, its area, and
    its progress, all the mission long (6.4.1, 6.4.2)."""
    if state.phase is Phase.ENDED:
        return ""
    objective = state.objective
    parts = []
    if objective is not None:
        # The area is lit on the board (and named in the band's tooltip): at 1024x700 a
        # line more here is a line less for the board and the cards.
        parts.append(
            translate("tracker.notices", "Objective (6.4.1): {objective}").format(
                objective=objective.text
            )
        )
    if state.progress:  # the core's words, as they come
        parts.append(
            state.progress
            if parts
            else translate("tracker.notices", "Objective: {progress}").format(
                progress=state.progress
            )
        )
    return " · ".join(parts)


def _wave(due: Due, square: str, facing: str) -> dict[str, Any]:
    return {
        "kind": "wave_enters",
        "placements": [{"character": due.character, "at": square, "facing": facing}],
    }


def reinforcement_cards(state: MissionState, colour: str) -> tuple[str, ...]:
    """The cards a guild may bring as reinforcements (R-88): the followers the mission
    offers, then the follower cards the guild already fields, each once."""
    cards: list[str] = []
    if state.plan is not None:
        cards.extend(offer.card for offer in state.plan.mission.followers)
    for fighter in state.fighters.values():
        if fighter.owner == colour and fighter.kind is CardKind.FOLLOWER and fighter.card_id:
            cards.append(fighter.card_id)
    return tuple(dict.fromkeys(cards))
