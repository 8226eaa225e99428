"""The City view's side: the spot chosen on the map (what it is, what it yields and
grants, who holds it) and what can be done there (6.2): choose ready mercenaries and
see the hours and the chance before sending them to explore or acquire; recall the
task under way; collect what the spot yielded."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
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
from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label, tooltip

BIG = 48  # px: a target for a finger at the table
STATE_WORDS = {  # translated where said
    SpotState.UNKNOWN: str(
        QT_TRANSLATE_NOOP("city.panel", "Unknown: explore it to learn what it is worth")
    ),
    SpotState.KNOWN: str(QT_TRANSLATE_NOOP("city.panel", "Known: nobody holds it")),
    SpotState.HELD: str(QT_TRANSLATE_NOOP("city.panel", "Held by your guild")),
    SpotState.RIVAL: str(QT_TRANSLATE_NOOP("city.panel", "Held by {holder}")),
}


def local(moment: dt.datetime) -> str:
    """A deadline in the player's local time, with its day: 'Tue 14:05'."""
    return moment.astimezone().strftime("%a %H:%M")


def task_words(kind: TaskKind) -> str:
    if kind is TaskKind.EXPLORE:
        return translate("city.panel", "exploring")
    return translate("city.panel", "acquiring")


class SpotPanel(QWidget):
    send_wanted = Signal(str, list)  # TaskKind value, the member ids chosen

    def failure_words(self, failure: Failure) -> str:
        """What a failed acquisition would cost, said before sending (6.2)."""
        parts = [self.tr("{feods} feods").format(feods=failure.feods)] if failure.feods else []
        if failure.injured:
            parts.append(self.tr("%n mercenary(ies) injured", "", failure.injured))
        if failure.retry_hours:
            parts.append(self.tr("{hours} h before trying again").format(hours=failure.retry_hours))
        if not parts:
            return self.tr("If it fails: nothing lost.")
        return self.tr("If it fails: {costs}.").format(costs=", ".join(parts))

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

        self.pick_label = plain_label(self.tr("Send ready mercenaries:"))
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
        self.send = QPushButton(self.tr("Send"))
        self.send.setObjectName("sendButton")
        self.send.setMinimumHeight(BIG)
        self.send.clicked.connect(self._send)
        self.recall = QPushButton(self.tr("Recall them (nothing gained)"))
        self.recall.setObjectName("recallButton")
        self.recall.setMinimumHeight(BIG)
        self.recall.clicked.connect(self._recall)
        self.collect = QPushButton(self.tr("Collect"))
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
            self.title.setText(self.tr("Choose a control spot on the map"))
            self.about.setText(
                self.tr("Tap a spot, or press Tab to go through them and Enter to choose (6.2).")
            )
            for label in (self.state, self.worth, self.timer):
                label.setText("")
            return
        spot = line.spot
        unknown = line.state is SpotState.UNKNOWN  # its name is learnt by exploring (6.2)
        self.title.setText(
            self.tr("An unexplored place in {area}").format(area=line.area)
            if unknown
            else spot.name
        )
        kind = self.tr("a place nobody has mapped yet") if unknown else spot.kind.label
        self.about.setText(f"{line.area} · {kind}")
        self.about.setToolTip(tooltip(spot.description) if spot.description and not unknown else "")
        self.state.setText(
            translate("city.panel", STATE_WORDS[line.state]).format(
                holder=line.holder or self.tr("a rival")
            )
        )
        failure = self.data.rules.of(spot.kind).failure
        worth = self.tr("Yields {yields}. Acquired: {grants}.").format(
            yields=line.yields, grants=line.grants
        )
        if line.state in (SpotState.KNOWN, SpotState.RIVAL):
            worth = f"{worth} {self.failure_words(failure)}"
        self.worth.setText("" if unknown else worth)
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
            self.tr("Explore it (Enter)")
            if line.state is SpotState.UNKNOWN
            else self.tr("Try to acquire it (Enter)")
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
                self.tr("{who} {doing}: back in {left} ({when})").format(
                    who=", ".join(line.task.names),
                    doing=task_words(task.kind),
                    left=words.left(task.remaining(now)),
                    when=local(task.due_at),
                )
            )
        elif line.retry_at is not None and now < line.retry_at:
            self.timer.setText(
                self.tr(
                    "On its guard after your failed attempt: try again in {left} ({when}; R-121)"
                ).format(left=words.left(line.retry_at - now), when=local(line.retry_at))
            )
        elif line.income is not None:
            due = line.income
            got = words.amounts(**{ln.kind: ln.amount for ln in due.lines})
            left = words.left(due.next_at - now)
            self.timer.setText(
                self.tr(
                    "Your clock was put back: collect to start its yield again from now (R-166)."
                )
                if due.reset
                else self.tr("Ready to collect: {got}. Next yield in {left}").format(
                    got=got, left=left
                )
                if due.periods
                else self.tr("Next yield in {left}").format(left=left)
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
        office = self.tr(
            "The master's office sends {limit} at once; %n mercenary(ies) out (6.2).",
            "",
            status.away,
        )
        more = (
            self.tr("More mercenaries: less time (R-120).")
            if self._kind() is TaskKind.EXPLORE
            else self.tr("More mercenaries: less time, more chance (R-120).")
        )
        self.office.setText(f"{office.format(limit=status.limit)} {more}")
        if not status.ready or count == 0:
            self.preview.setText(
                self.tr("No mercenary is ready.") if not status.ready else self.tr("Tick who goes.")
            )
            self.send.setEnabled(False)
            return
        seen = tasks.preview(self.data.city, self.data.rules, line.spot.id, self._kind(), count,
                             line.state)  # fmt: skip
        back = status.now + dt.timedelta(hours=seen.hours)
        preview = (
            self.tr("{count} sent: {hours} h · back {when}")
            if seen.kind is TaskKind.EXPLORE
            else self.tr("{count} sent: {hours} h · {chance}% chance · back {when}")
        ).format(count=count, hours=seen.hours, chance=seen.chance, when=local(back))
        self.preview.setText(preview)
        self.preview.setToolTip(self.tr("back at {when} (UTC)").format(when=stamp(back)))
        self.send.setEnabled(count <= status.free)
        if count > status.free:
            self.preview.setText(
                self.tr("{preview}\nSend {free} at most now.").format(
                    preview=preview, free=status.free
                )
            )

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
