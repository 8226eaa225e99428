"""The City view's lists: the mercenaries away (each task with its live countdown and a
Recall button) and the news (who came back and with what, the city's events; a choice
or a threat with one large button per answer and the time left to answer; 6.2)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from demloc.city import words
from demloc.city.rules import EventKind, Option
from demloc.city.tasks import Result
from demloc.store.city_status import CityStatus, EventLine, ReturnLine, TaskLine
from demloc.ui.city.panel import BIG, local
from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label

NEW_STYLE = "QFrame#card { border:2px solid #c98a00; border-radius:6px; background:#fff7dc; }"
OLD_STYLE = "QFrame#card { border:1px solid #9a9a9a; border-radius:6px; }"
RESULT_WORDS = {  # translated where said
    Result.EXPLORED: str(QT_TRANSLATE_NOOP("city.news", "Explored")),
    Result.ACQUIRED: str(QT_TRANSLATE_NOOP("city.news", "Acquired")),
    Result.FAILED: str(QT_TRANSLATE_NOOP("city.news", "Failed")),
    Result.RECALLED: str(QT_TRANSLATE_NOOP("city.news", "Recalled")),
}
EVENT_WORDS = {
    EventKind.NEWS: str(QT_TRANSLATE_NOOP("city.news", "News")),
    EventKind.CHOICE: str(QT_TRANSLATE_NOOP("city.news", "A choice")),
    EventKind.THREAT: str(QT_TRANSLATE_NOOP("city.news", "A threat")),
}


def said(text: str) -> str:
    return translate("city.news", text)


def _card(new: bool) -> tuple[QFrame, QVBoxLayout]:
    card = QFrame()
    card.setObjectName("card")
    card.setStyleSheet(NEW_STYLE if new else OLD_STYLE)
    return card, QVBoxLayout(card)


def _text(text: str, style: str = "") -> QLabel:
    label = plain_label(text)
    label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label


class CardList(QScrollArea):
    """A column of cards that scrolls; rebuilt from the status on each refresh."""

    def __init__(self, empty: str) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.empty = empty
        self.inner = QWidget()
        self.column = QVBoxLayout(self.inner)
        self.setWidget(self.inner)

    def clear(self) -> None:
        while self.column.count():
            item = self.column.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def finish(self, count: int) -> None:
        if count == 0:
            self.column.addWidget(_text(self.empty, "color:#555555;"))
        self.column.addStretch(1)


class AwayList(CardList):
    recall_wanted = Signal(int)
    spot_wanted = Signal(str)

    def __init__(self) -> None:
        super().__init__(translate("city.news", "Nobody is away in the city."))
        self.clocks: list[tuple[QLabel, TaskLine]] = []

    def show_status(self, status: CityStatus) -> None:
        self.clear()
        self.clocks = []
        for line in status.tasks:
            card, column = _card(False)
            task = line.task
            who = ", ".join(line.names)
            where = status.place(task.spot_id)  # unexplored: not named (6.2)
            doing = (
                self.tr("Exploring {place}")
                if task.kind.value == "explore"
                else self.tr("Acquiring {place}")
            )
            column.addWidget(_text(doing.format(place=where),
                                   "font-size:17px; font-weight:bold;"))  # fmt: skip
            column.addWidget(_text(
                who if task.kind.value == "explore"
                else self.tr("{who} · {chance}% chance").format(who=who, chance=task.chance)
            ))  # fmt: skip
            clock = _text("", "font-size:18px; font-weight:bold;")
            clock.setObjectName("awayClock")
            column.addWidget(clock)
            self.clocks.append((clock, line))
            row = QHBoxLayout()
            show = QPushButton(self.tr("Show on the map"))
            show.setMinimumHeight(BIG)
            show.clicked.connect(lambda _=False, s=task.spot_id: self.spot_wanted.emit(s))
            recall = QPushButton(self.tr("Recall"))
            recall.setObjectName("awayRecall")
            recall.setMinimumHeight(BIG)
            recall.clicked.connect(lambda _=False, i=line.id: self.recall_wanted.emit(i))
            row.addWidget(show)
            row.addWidget(recall)
            column.addLayout(row)
            self.column.addWidget(card)
        self.finish(len(status.tasks))
        self.tick(status.now)

    def tick(self, now: dt.datetime) -> None:
        for clock, line in self.clocks:
            clock.setText(
                self.tr("back in {left} ({when})").format(
                    left=words.left(line.task.remaining(now)), when=local(line.task.due_at)
                )
            )


def return_text(line: ReturnLine) -> str:
    outcome = line.outcome
    who = ", ".join(line.names)
    head = translate("city.news", "{result}: {spot} ({when})").format(
        result=said(RESULT_WORDS[outcome.result]), spot=line.place, when=local(outcome.at)
    )
    roll = (
        "\n"
        + translate("city.news", "Rolled {roll} against {chance}%.").format(
            roll=outcome.roll, chance=outcome.chance
        )
        if outcome.roll is not None
        else ""
    )
    paid = "".join(
        f"\n{ln.amount:+d} {ln.kind.replace('_', ' ')}: {ln.why}" for ln in outcome.lines
    )
    again = (
        "\n"
        + translate(
            "city.news", "{spot} stays known: try to acquire it again from {when} (R-121)."
        ).format(spot=line.place, when=local(outcome.retry_at))
        if outcome.retry_at is not None
        else ""
    )
    back = translate("city.news", "{who} came back.").format(who=who)
    return f"{head}\n{back} {outcome.text}{roll}{paid}{again}"


def option_text(line: EventLine, option: Option) -> str:
    """An answer's button: what it costs or gives, and the spot it gives up (6.2)."""
    parts = []
    got = words.amounts(option.fame, option.feods, option.blood_stones)
    if got != "nothing":
        parts.append(got)
    if option.lose_spot:
        parts.append(
            translate("city.news", "you lose {spot}").format(
                spot=line.drawn.spot_name or translate("city.news", "the spot")
            )
        )
    if option.default:
        parts.append(translate("city.news", "(if you do not answer)"))
    return "\n".join([option.label, *parts])  # a line each: narrow panels never cut it


def event_text(line: EventLine, now: dt.datetime) -> str:
    drawn = line.drawn
    head = translate("city.news", "{kind}: {title} ({when})").format(
        kind=said(EVENT_WORDS[drawn.kind]), title=drawn.title, when=local(drawn.day)
    )
    head = f"{head}\n{drawn.text}"
    if line.answer is not None:
        how = (
            translate("city.news", "You answered: {answer}")
            if line.answer.get("how") == "answered"
            else translate("city.news", "Unanswered in time: {answer}")
        )
        return f"{head}\n{how.format(answer=line.answer.get('text', ''))}"
    if drawn.answer_by is not None:
        within = translate("city.news", "Answer within {left} (R-124).")
        return f"{head}\n{within.format(left=words.left(drawn.answer_by - now))}"
    return head


class NewsList(CardList):
    answer_wanted = Signal(int, str)  # event row id, option id
    spot_wanted = Signal(str)

    def __init__(self) -> None:
        super().__init__(translate("city.news", "No news from the city yet."))
        self.clocks: list[tuple[QLabel, EventLine]] = []

    def show_status(self, status: CityStatus) -> None:
        self.clear()
        self.clocks = []
        items: list[tuple[dt.datetime, QFrame]] = []
        for event in status.events:
            card, column = _card(not event.told)
            label = _text(event_text(event, status.now))
            label.setObjectName("eventText")
            column.addWidget(label)
            self.clocks.append((label, event))
            if event.open(status.now):
                for option in event.drawn.options:
                    button = QPushButton(option_text(event, option))
                    button.setObjectName(f"answer-{option.id}")
                    button.setMinimumHeight(BIG)
                    button.setToolTip(event.drawn.words(option.text))
                    button.clicked.connect(
                        lambda _=False, e=event.id, o=option.id: self.answer_wanted.emit(e, o)
                    )
                    column.addWidget(button)
            items.append((event.drawn.day, card))
        for line in status.returns:
            card, column = _card(not line.told)
            label = _text(return_text(line))
            label.setObjectName("returnText")
            column.addWidget(label)
            show = QPushButton(self.tr("Show on the map"))
            show.setMinimumHeight(BIG)
            show.clicked.connect(lambda _=False, s=line.outcome.spot_id: self.spot_wanted.emit(s))
            column.addWidget(show)
            items.append((line.outcome.at, card))
        for _day, card in sorted(items, key=lambda pair: pair[0], reverse=True):
            self.column.addWidget(card)
        self.finish(len(items))

    def tick(self, now: dt.datetime) -> None:
        for label, event in self.clocks:
            if event.answer is None and event.drawn.answer_by is not None:
                label.setText(event_text(event, now))
