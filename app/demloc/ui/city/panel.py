"""The City view's side: the spot chosen on the map (what it is, what it yields and
grants, who holds it) and what can be done there (6.2): choose ready mercenaries and
see the hours and the chance before sending them to explore or acquire; recall the
task under way; collect what the spot yielded."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.city import tasks, words
from demloc.city.clock import stamp
from demloc.city.rules import Failure
from demloc.city.tasks import SpotState, TaskKind
from demloc.store.city import CityData
from demloc.store.city_status import CityStatus, SpotLine
from demloc.ui.plaintext import plain_label, tooltip

BIG = 48  # px: a target for a finger at the table
STATE_WORDS = {
    SpotState.UNKNOWN: "Unknown: explore it to learn what it is worth",
    SpotState.KNOWN: "Known: nobody holds it",
    SpotState.HELD: "Held by your guild",
    SpotState.RIVAL: "Held by {holder}",
}


def local(moment: dt.datetime) -> str:
    """A deadline in the player's local time, with its day: 'Tue 14:05'."""
    return moment.astimezone().strftime("%a %H:%M")


def task_words(kind: TaskKind) -> str:
    return "exploring" if kind is TaskKind.EXPLORE else "acquiring"


def failure_words(failure: Failure) -> str:
    """What a failed acquisition would cost, said before sending (6.2)."""
    parts = [f"{failure.feods} feods"] if failure.feods else []
    if failure.injured:
        parts.append(f"{failure.injured} mercenary injured" if failure.injured == 1
                     else f"{failure.injured} mercenaries injured")  # fmt: skip
    if failure.retry_hours:
        parts.append(f"{failure.retry_hours} h before trying again")
    return f" If it fails: {', '.join(parts)}." if parts else " If it fails: nothing lost."


class SpotPanel(QWidget):
    send_wanted = Signal(str, list)  # TaskKind value, the member ids chosen
    recall_wanted = Signal(int)  # task id
    collect_wanted = Signal(str)  # spot id

    def __init__(self, data: CityData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = data
        self.line: SpotLine | None = None
        self.status: CityStatus | None = None
        self.title = plain_label()
        self.title.setObjectName("spotTitle")
        self.title.setStyleSheet("font-size:22px; font-weight:bold;")
        self.title.setWordWrap(True)
        self.about = plain_label()
        self.about.setWordWrap(True)
        self.about.setObjectName("spotAbout")
        self.state = plain_label()
        self.state.setWordWrap(True)
        self.state.setObjectName("spotState")
        self.state.setStyleSheet("font-weight:bold;")
        self.worth = plain_label()
        self.worth.setWordWrap(True)
        self.worth.setObjectName("spotWorth")
        self.timer = plain_label()
        self.timer.setWordWrap(True)
        self.timer.setObjectName("spotTimer")
        self.timer.setStyleSheet("font-size:19px; font-weight:bold;")

        self.pick_label = plain_label("Send ready mercenaries:")
        self.members = QListWidget()
        self.members.setObjectName("sendMembers")
        self.members.setMinimumHeight(3 * 38)
        self.members.setStyleSheet(
            "QListWidget { font-size:17px; } QListWidget::item { min-height: 36px; }"
        )
        self.members.itemChanged.connect(lambda _item: self._preview())
        self.preview = plain_label()
        self.preview.setObjectName("sendPreview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("font-size:19px; font-weight:bold;")
        self.office = plain_label()
        self.office.setObjectName("sendOffice")
        self.office.setWordWrap(True)
        self.office.setStyleSheet("font-size:14px;")
        self.send = QPushButton("Send")
        self.send.setObjectName("sendButton")
        self.send.setMinimumHeight(BIG)
        self.send.clicked.connect(self._send)
        self.recall = QPushButton("Recall them (nothing gained)")
        self.recall.setObjectName("recallButton")
        self.recall.setMinimumHeight(BIG)
        self.recall.clicked.connect(self._recall)
        self.collect = QPushButton("Collect")
        self.collect.setObjectName("collectButton")
        self.collect.setMinimumHeight(BIG)
        self.collect.clicked.connect(self._collect)

        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.about, self.state, self.worth, self.timer, rule,
                       self.pick_label):  # fmt: skip
            layout.addWidget(widget)
        layout.addWidget(self.members, 1)
        layout.addWidget(self.preview)
        layout.addWidget(self.office)
        buttons = QHBoxLayout()
        buttons.addWidget(self.send, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.recall)
        layout.addWidget(self.collect)
        self.show_spot(None, None)

    # ---- what is shown ------------------------------------------------------------------

    def show_spot(self, line: SpotLine | None, status: CityStatus | None) -> None:
        checked = self.chosen() if line is not None and self.line is not None and (
            line.spot.id == self.line.spot.id
        ) else []  # fmt: skip
        self.line, self.status = line, status
        sending = line is not None and line.task is None and line.state is not SpotState.HELD
        for widget in (self.pick_label, self.members, self.preview, self.office, self.send):
            widget.setVisible(sending)
        self.recall.setVisible(line is not None and line.task is not None)
        self.collect.setVisible(line is not None and line.state is SpotState.HELD)
        if line is None or status is None:
            self.title.setText("Choose a control spot on the map")
            self.about.setText(
                "Tap a spot, or press Tab to go through them and Enter to choose (6.2)."
            )
            for label in (self.state, self.worth, self.timer):
                label.setText("")
            return
        spot = line.spot
        unknown = line.state is SpotState.UNKNOWN  # its name is learnt by exploring (6.2)
        self.title.setText(f"An unexplored place in {line.area}" if unknown else spot.name)
        kind = "a place nobody has mapped yet" if unknown else spot.kind.label
        self.about.setText(f"{line.area} · {kind}")
        self.about.setToolTip(tooltip(spot.description) if spot.description and not unknown else "")
        self.state.setText(STATE_WORDS[line.state].format(holder=line.holder or "a rival"))
        failure = self.data.rules.of(spot.kind).failure
        risk = failure_words(failure) if line.state in (SpotState.KNOWN, SpotState.RIVAL) else ""
        self.worth.setText(
            "" if unknown else f"Yields {line.yields}. Acquired: {line.grants}.{risk}"
        )
        self.members.blockSignals(True)
        self.members.clear()
        for member_id, name in status.ready:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, member_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if member_id in checked else Qt.CheckState.Unchecked
            )
            self.members.addItem(item)
        self.members.blockSignals(False)
        self.send.setText(
            "Explore it (Enter)" if line.state is SpotState.UNKNOWN else "Try to acquire it (Enter)"
        )
        self._preview()
        self.tick(status.now)

    def tick(self, now: dt.datetime) -> None:
        """The countdowns, every second, from the caller's clock."""
        line = self.line
        if line is None:
            return
        if line.task is not None:
            task = line.task.task
            self.timer.setText(
                f"{', '.join(line.task.names)} {task_words(task.kind)}: back in "
                f"{words.left(task.remaining(now))} ({local(task.due_at)})"
            )
        elif line.retry_at is not None and now < line.retry_at:
            self.timer.setText(
                f"On its guard after your failed attempt: try again in "
                f"{words.left(line.retry_at - now)} ({local(line.retry_at)}; R-121)"
            )
        elif line.income is not None:
            due = line.income
            got = words.amounts(**{ln.kind: ln.amount for ln in due.lines})
            ready = f"Ready to collect: {got}. " if due.periods else ""
            self.timer.setText(
                "Your clock was put back: collect to start its yield again from now (R-166)."
                if due.reset
                else f"{ready}Next yield in {words.left(due.next_at - now)}"
            )
        else:
            self.timer.setText("")
        self.collect.setEnabled(line.income is not None and line.income.collectable)

    def chosen(self) -> list[int]:
        ids = []
        for row in range(self.members.count()):
            item = self.members.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                ids.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return ids

    def _kind(self) -> TaskKind:
        unknown = self.line is not None and self.line.state is SpotState.UNKNOWN
        return TaskKind.EXPLORE if unknown else TaskKind.ACQUIRE

    def _preview(self) -> None:
        """6.2: before sending, the hours and the chance for the mercenaries chosen."""
        line, status = self.line, self.status
        if line is None or status is None:
            return
        count = len(self.chosen())
        self.office.setText(
            f"The master's office sends {status.limit} at once; {status.away} "
            f"{'is' if status.away == 1 else 'are'} out (6.2). More mercenaries: less time"
            + ("" if self._kind() is TaskKind.EXPLORE else ", more chance")
            + " (R-120)."
        )
        if not status.ready or count == 0:
            self.preview.setText("No mercenary is ready." if not status.ready else "Tick who goes.")
            self.send.setEnabled(False)
            return
        seen = tasks.preview(self.data.city, self.data.rules, line.spot.id, self._kind(), count,
                             line.state)  # fmt: skip
        back = status.now + dt.timedelta(hours=seen.hours)
        chance = "" if seen.kind is TaskKind.EXPLORE else f" · {seen.chance}% chance"
        self.preview.setText(f"{count} sent: {seen.hours} h{chance} · back {local(back)}")
        self.preview.setToolTip(f"back at {stamp(back)} (UTC)")
        self.send.setEnabled(count <= status.free)
        if count > status.free:
            self.preview.setText(self.preview.text() + f"\nSend {status.free} at most now.")

    # ---- what is asked ------------------------------------------------------------------

    def _send(self) -> None:
        if self.line is not None and not self.send.isHidden() and self.send.isEnabled():
            self.send_wanted.emit(self._kind().value, self.chosen())

    def _recall(self) -> None:
        if self.line is not None and self.line.task is not None:
            self.recall_wanted.emit(self.line.task.id)

    def _collect(self) -> None:
        if self.line is not None:
            self.collect_wanted.emit(self.line.spot.id)

    def enter(self) -> None:
        """Enter: send, else collect (the spot's main action)."""
        if not self.send.isHidden():
            self._send()
        elif not self.collect.isHidden() and self.collect.isEnabled():
            self._collect()
