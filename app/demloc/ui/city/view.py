"""The City view (rulebook 6.2; issue 14): the map of the city (map_view.py), the spot
chosen and what can be done there (panel.py), the mercenaries away and the news
(news.py), one guild at a time.

Every action is one transaction (store/city.py): the tasks due are settled first, then
the action runs; it goes on the guild's own history as an undoable command
(commands.py). The clock is the view's `clock` (a test's fixed instant): each second
the countdowns move, and once a deadline or a period passes, the view reads the city
again, which settles what fell due (R-122). A refused action says which rule refused
it, and changes nothing."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer
from PySide6.QtGui import (
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QUndoGroup,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.catalog import Catalog
from demloc.city import words
from demloc.city.clock import UTC
from demloc.city.errors import CityError
from demloc.city.tasks import SpotState, TaskKind
from demloc.errors import BadInputError
from demloc.guild.rules import GuildRules
from demloc.store import Session, Sessions, city_events
from demloc.store import city as services
from demloc.store.changes import GuildChange, difference
from demloc.store.city import CityData
from demloc.store.city_changes import capture
from demloc.store.city_status import CityStatus, city_status
from demloc.store.errors import StoreError
from demloc.store.guilds import all_guilds, find_guild, guild_at_table, guild_names
from demloc.store.schema import Guild
from demloc.store.schema_city import CityTask
from demloc.store.starter import active_guild
from demloc.store.transactions import without_waiting
from demloc.ui.city.map_view import CityMapView
from demloc.ui.city.marks import SpotMark
from demloc.ui.city.news import AwayList, NewsList
from demloc.ui.city.panel import SpotPanel, task_words
from demloc.ui.i18n import translate
from demloc.ui.keys import undo_buttons
from demloc.ui.plaintext import plain_label
from demloc.ui.unavailable import REFUSED_STYLE, unavailable
from demloc.ui.undo_rows import KeptHistories

DONE_STYLE = "background:#e4f4e4; color:#114411; padding:6px; font-weight:bold; font-size:15px;"
BANNER_STYLE = (
    "background:#fff1c4; color:#5a3b00; border:2px solid #c98a00; border-radius:4px; "
    "padding:8px; font-weight:bold; font-size:15px;"
)
VIEW_STYLE = (
    "#cityView QLabel, #cityView QPushButton, #cityView QComboBox, #cityView QTabBar "
    "{ font-size:16px; } #cityView QPushButton { padding:6px 12px; }"
)
PANEL_SHARE = 0.36  # of the view's width, between PANEL_MIN and PANEL_MAX px
PANEL_MIN, PANEL_MAX = 300, 560
READ_AGAIN_MS = 60_000  # another window or process may have changed the city

# A step of an action: (session, guild, now) -> None, inside the view's transaction.
Step = Callable[[Session, Guild, dt.datetime], None]


def _now() -> dt.datetime:
    return dt.datetime.now(UTC)


RESULT_WORDS = {  # translated where said
    "explored": str(QT_TRANSLATE_NOOP("city.view", "explored")),
    "acquired": str(QT_TRANSLATE_NOOP("city.view", "acquired")),
    "failed": str(QT_TRANSLATE_NOOP("city.view", "failed")),
    "recalled": str(QT_TRANSLATE_NOOP("city.view", "nothing gained")),
}


def back_words(row: CityTask) -> str:
    """'The Salt Market (failed)': a task come back, for the message line."""
    outcome = services.outcome_of(row)
    name = services.task_of(row).spot_name
    if outcome is None:
        return name
    result = translate("city.view", RESULT_WORDS[outcome.result.value])
    return translate("city.view", "{spot} ({result})").format(spot=name, result=result)


def city_unavailable(error: str) -> QWidget:
    """The City view when its files cannot be read: what is wrong and what to do."""
    return unavailable(translate("city.view", "The city cannot be shown"), error, "city")


def marks_of(status: CityStatus, selected: str) -> dict[str, SpotMark]:
    marks = {}
    for line in status.spots:
        detail = ""
        if line.income is not None and line.income.periods:
            detail = translate("city.view", "yield ready to collect")
        elif line.income is not None and line.income.reset:
            detail = translate(
                "city.view", "your clock was put back: collect to start its yield again (R-166)"
            )
        elif line.retry_at is not None and status.now < line.retry_at:
            detail = translate("city.view", "on its guard after a failed attempt")
        marks[line.spot.id] = SpotMark(
            state=line.state,
            holder=status.guild if line.state is SpotState.HELD else line.holder,
            colour=line.colour,
            task=task_words(line.task.kind) if line.task is not None else "",
            due_at=line.task.task.due_at if line.task is not None else None,
            detail=detail,
            selected=line.spot.id == selected,
        )
    return marks


class CityView(KeptHistories, QWidget):
    kind = "city"  # its kept actions' kind (store/row_history.py)

    def __init__(
        self,
        sessions: Sessions,
        catalog: Catalog,
        rules: GuildRules,
        data: CityData,
        clock: Callable[[], dt.datetime] = _now,
    ) -> None:
        super().__init__()
        self.setObjectName("cityView")
        self.setStyleSheet(VIEW_STYLE)
        self.sessions, self.catalog, self.rules, self.data = sessions, catalog, rules, data
        self.clock = clock
        self.guild_name = ""
        self.status: CityStatus | None = None
        self.next_change: dt.datetime | None = None  # the next deadline or period's end
        self.events_seen: set[int] = set()  # event rows already announced
        self.histories = QUndoGroup(self)
        self.stacks: dict[str, QUndoStack] = {}

        self.picker = QComboBox()
        self.picker.setObjectName("cityGuild")
        self.picker.setMinimumContentsLength(14)
        self.picker.currentTextChanged.connect(self._pick)
        self.whole = QPushButton(self.tr("Whole city"))
        self.whole.setObjectName("wholeCity")
        self.whole.setToolTip(
            self.tr("The whole city at once (Ctrl+0 comes back to readable names)")
        )
        self.whole.clicked.connect(self.whole_city)
        self.collect_all = QPushButton(self.tr("Collect all"))
        self.collect_all.setObjectName("collectAll")
        self.collect_all.setToolTip(
            self.tr("Collect what every spot you hold has yielded (Ctrl+L)")
        )
        self.collect_all.clicked.connect(lambda: self.collect(None))
        self.undo_button, self.redo_button = undo_buttons(self, self.histories)
        self.histories.canUndoChanged.connect(self.undo_button.setEnabled)
        self.histories.canRedoChanged.connect(self.redo_button.setEnabled)
        self.wealth = plain_label()
        self.wealth.setObjectName("cityWealth")
        self.wealth.setMinimumWidth(60)
        self.wealth.setWordWrap(True)  # a longer language: two lines, never cut (issue 32)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Guild:")))
        top.addWidget(self.picker)
        top.addStretch(1)
        for button in (self.whole, self.collect_all, self.undo_button, self.redo_button):
            button.setMinimumHeight(40)
            top.addWidget(button)

        self.banner = plain_label()
        self.banner.setObjectName("cityAtTable")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()

        self.map = CityMapView(data.city, data.rules)
        self.map.spot_clicked.connect(self.choose)
        self.panel = SpotPanel(data)
        self.panel.send_wanted.connect(self._send_wanted)
        self.panel.recall_wanted.connect(self.recall)
        self.panel.collect_wanted.connect(self.collect)
        self.away = AwayList()
        self.away.recall_wanted.connect(self.recall)
        self.away.spot_wanted.connect(self.choose)
        self.news = NewsList()
        self.news.answer_wanted.connect(self.answer)
        self.news.spot_wanted.connect(self.choose)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("cityTabs")
        self.panel_scroll = QScrollArea()  # a small window scrolls, never overlaps
        self.panel_scroll.setWidgetResizable(True)
        self.panel_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.panel_scroll.setWidget(self.panel)
        self.tabs.addTab(self.panel_scroll, self.tr("Spot"))
        self.tabs.addTab(self.away, self.tr("Away"))
        self.tabs.addTab(self.news, self.tr("News"))
        self.tabs.currentChanged.connect(self._tab_shown)
        self.tabs.setMinimumWidth(PANEL_MIN)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.map)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)

        self.message = plain_label()
        self.message.setObjectName("cityMessage")
        self.message.setWordWrap(True)
        self.provisional = plain_label()
        self.provisional.setWordWrap(True)
        self.provisional.setStyleSheet("font-style:italic; font-size:13px;")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.wealth)  # its own line: never cut by the buttons
        layout.addWidget(self.banner)
        layout.addWidget(split, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.provisional)

        # Enter on the map chooses the spot (map_view.py); Enter in the panel sends.
        # Ctrl+L and F5 work whatever has the focus while the view is shown (the views'
        # list, say): a hidden view's window shortcuts do not fire (issue 26).
        window, inside = (
            Qt.ShortcutContext.WindowShortcut,
            Qt.ShortcutContext.WidgetWithChildrenShortcut,
        )
        for keys, slot, where, context in (
            (QKeySequence(Qt.Key.Key_Return), self.panel.enter, self.panel, inside),
            (QKeySequence(Qt.Key.Key_Enter), self.panel.enter, self.panel, inside),
            (QKeySequence("Ctrl+L"), lambda: self.collect(None), self, window),
            (QKeySequence(QKeySequence.StandardKey.Refresh), self.refresh, self, window),
        ):
            shortcut = QShortcut(keys, where)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()
        self.reader = QTimer(self)
        self.reader.setInterval(READ_AGAIN_MS)
        self.reader.timeout.connect(self.read_again)
        self.reader.start()
        self.refresh()
        self._restore_history()

    # ---- the guild and its history ------------------------------------------------------

    @property
    def undo_stack(self) -> QUndoStack:
        if self.guild_name not in self.stacks:
            self.stacks[self.guild_name] = QUndoStack(self)
            self.histories.addStack(self.stacks[self.guild_name])
        return self.stacks[self.guild_name]

    def _restore_history(self) -> None:
        """Each guild's kept city history on its stack, where it stands (issue 28,
        R-177): a restart shows the same Undo and Redo entries."""
        from demloc.store.row_history import histories
        from demloc.ui.undo_rows import fill

        try:
            with self.sessions.begin() as session:
                names = {g.id: g.name for g in all_guilds(session)}
                kept = histories(session, "city")
        except StoreError as error:  # the city is shown; only its history is not
            self.say(
                self.tr("The city's undo history could not be read: {error}").format(error=error),
                refused=True,
            )
            return
        for guild_id, entries in kept.items():
            if guild_id in names:
                shown, self.guild_name = self.guild_name, names[guild_id]
                fill(self, self.undo_stack, entries)
                self.guild_name = shown
        self.histories.setActiveStack(self.undo_stack)

    def replay(self, entry_id: int, undo: bool, text: str) -> None:
        """Undo (or redo) a kept city action (ui/undo_rows.py), after what fell due is
        settled (store/city_changes.py)."""
        from demloc.store.city_changes import apply_change
        from demloc.store.row_history import replay

        def step(session: Session, _guild: Guild, now: dt.datetime) -> None:
            def apply(change: GuildChange) -> GuildChange:
                return apply_change(session, change, undo=undo, text=text, data=self.data,
                                    catalog=self.catalog, rules=self.rules, now=now)  # fmt: skip

            replay(session, entry_id, undo=undo, text=text, apply=apply)

        self.run(step)

    def _pick(self, name: str) -> None:
        if name and name != self.guild_name:
            self.show_guild(name)

    def show_guild(self, name: str) -> None:
        self.guild_name = name
        self.histories.setActiveStack(self.undo_stack)
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        side = int(min(PANEL_MAX, max(PANEL_MIN, self.width() * PANEL_SHARE)))
        self.split.setSizes([max(1, self.width() - side), side])

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()  # what another view did meanwhile (a mission's raffle spot)

    # ---- reading and writing --------------------------------------------------------------

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else DONE_STYLE)

    def _guild(self, session: Session) -> Guild | None:
        if self.guild_name:
            return find_guild(session, self.guild_name)
        guild = active_guild(session)
        if guild is not None:
            self.guild_name = guild.name
            self.histories.setActiveStack(self.undo_stack)
        return guild

    def refresh(self) -> None:
        """Settle what fell due, then show the city as the guild sees it now."""
        now = self.clock()
        try:
            with self.sessions.begin() as session:
                settled = [(r.guild_id, back_words(r))
                           for r in services.settle_due(session, self.data, now)]  # fmt: skip
                names = guild_names(session)
                guild = self._guild(session)
                status, at_table, guild_id = None, "", 0
                if guild is not None:
                    guild_id = guild.id
                    status = city_status(session, guild, self.data, self.rules, self.catalog, now)
                    at_table = guild_at_table(session, guild)
                    wealth = (guild.fame, guild.feods, guild.blood_stones)
        except ValueError as error:  # BadInputError, and what the store read
            self.say(self.tr("The city cannot be read: {error}").format(error=error), refused=True)
            return
        self.picker.blockSignals(True)
        self.picker.clear()
        self.picker.addItems(names)
        self.picker.setCurrentText(self.guild_name)
        self.picker.blockSignals(False)
        self.status = status
        if status is None:
            self.say(
                self.tr(
                    "No guild yet: the city is explored by guilds. File > Add a player… "
                    "makes a new player's account and guild from their code card (6.2)."
                )
            )
            self.panel.show_spot(None, None)
            return
        self.wealth.setToolTip(
            self.tr(
                "{fame} fame, {feods} feods, {stones} blood stones; {away} of "
                "{limit} mercenaries out in the city (the master's office's limit, 6.2)"
            ).format(
                fame=wealth[0],
                feods=wealth[1],
                stones=wealth[2],
                away=status.away,
                limit=status.limit,
            )
        )
        self.wealth.setText(
            self.tr(
                "{guild}: {fame} fame · {feods} feods · {stones} blood stones · "
                "{away} of {limit} mercenaries out in the city"
            ).format(
                guild=status.guild,
                fame=wealth[0],
                feods=wealth[1],
                stones=wealth[2],
                away=status.away,
                limit=status.limit,
            )
        )
        self.banner.setVisible(bool(at_table))
        self.banner.setText(
            self.tr(
                "{guild} is at the table in the mission {mission}: its mercenaries come back "
                "and its city changes once the mission is over (6.4, R-126)."
            ).format(guild=status.guild, mission=at_table)
            if at_table else ""
        )  # fmt: skip
        self.provisional.setText(
            self.tr(
                "Provisional: the city, its spots and its numbers are the app's design "
                "(resources/city.toml, city_rules.toml; R-48, R-119). Correct them in your data "
                "folder. The names of places stay in English."
            )
            if status.provisional else ""
        )  # fmt: skip
        self._show(status)
        mine = [spot for owner, spot in settled if owner == guild_id]
        fresh = [r for r in status.returns if not r.told] + [e for e in status.events if not e.told]
        if mine or (fresh and self.tabs.currentWidget() is not self.news):
            self.tabs.setTabText(
                2,
                self.tr("News ({count} new)").format(count=len(fresh))
                if fresh
                else self.tr("News"),
            )
        told = (
            [self.tr("Back from the city: {spots}").format(spots="; ".join(mine))] if mine else []
        )
        arrived = [e for e in status.events if not e.told and e.id not in self.events_seen]
        told += [
            self.tr("News from the city: {title}").format(title=e.drawn.title) for e in arrived
        ]
        self.events_seen |= {e.id for e in status.events}
        if told:  # shown when it happens (6.2 random events), whatever the tab
            self.say(self.tr("{news} (see News).").format(news=" · ".join(told)))

    def _show(self, status: CityStatus) -> None:
        selected = self.map.selected_spot()
        self.map.set_marks(marks_of(status, selected))
        self.map.set_now(status.now)
        line = next((s for s in status.spots if s.spot.id == selected), None)
        self.panel.show_spot(line, status)
        self.away.show_status(status)
        self.news.show_status(status)
        self.tabs.setTabText(
            1,
            self.tr("Away ({count})").format(count=len(status.tasks))
            if status.tasks
            else self.tr("Away"),
        )
        due = [t.task.due_at for t in status.tasks]
        due += [s.income.next_at for s in status.spots if s.income is not None]
        due += [e.drawn.answer_by for e in status.events
                if e.answer is None and e.drawn.answer_by is not None]  # fmt: skip
        self.next_change = min((d for d in due if d > status.now), default=None)
        self.collect_all.setEnabled(
            any(s.income is not None and s.income.collectable for s in status.spots)
        )

    def tick(self) -> None:
        """Each second: the countdowns; a deadline passed: the city read again."""
        now = self.clock()
        if self.next_change is not None and now >= self.next_change:
            self.read_again()
            return
        self.map.set_now(now)
        self.panel.tick(now)
        self.away.tick(now)
        self.news.tick(now)

    def read_again(self) -> None:
        """A read the player did not ask for (each minute, a countdown's end): with
        another process writing it is not waited for (no band, issue 27 item 8) but
        tried again at the next second's tick or minute."""
        with without_waiting():
            self.refresh()

    def _tab_shown(self, index: int) -> None:
        if self.tabs.widget(index) is self.news and self.status is not None:
            try:
                with self.sessions.begin() as session:
                    guild = find_guild(session, self.status.guild)
                    city_events.told(session, guild)
            except StoreError:
                return  # still new; told next time
            self.tabs.setTabText(2, self.tr("News"))

    def run(self, step: Step) -> None:
        """One transaction: what fell due settled, then `step`; the city shown again.
        Raises what the store raised (nothing written then)."""
        now = self.clock()
        try:
            with self.sessions.begin() as session:
                services.settle_due(session, self.data, now)
                step(session, find_guild(session, self.guild_name), now)
        finally:
            self.refresh()

    def act(self, text: str, do: Step) -> bool:
        """Run `do` (after what fell due is settled) and push the rows it changed on the
        history (store/city_changes.py)."""
        from demloc.store.row_history import record
        from demloc.ui.undo_rows import RowCommand

        entries: list[int] = []

        def step(session: Session, guild: Guild, now: dt.datetime) -> None:
            before = capture(session, guild)
            do(session, guild, now)
            change = difference(session, guild, before, capture(session, guild))
            entries.append(record(session, guild.id, "city", text, change))

        try:
            self.run(step)
        except BadInputError as error:
            self.say(self.tr("Not done: {error}").format(error=error), refused=True)
            return False
        self.undo_stack.push(RowCommand(self, self.undo_stack, text, entries[0]))
        self.say(self.tr("Done: {action}").format(action=text))
        return True

    def whole_city(self) -> None:
        """The overview: the whole city, however small its names."""
        self.map.zoom_by(0.0001)

    # ---- the player's actions -------------------------------------------------------------

    def choose(self, spot_id: str) -> None:
        """A spot chosen on the map or from a list: its panel shown."""
        self.map.select_spot(spot_id)
        if self.status is not None:
            self.map.set_marks(marks_of(self.status, spot_id))
            line = next((s for s in self.status.spots if s.spot.id == spot_id), None)
            self.panel.show_spot(line, self.status)
        self.tabs.setCurrentWidget(self.panel_scroll)
        if not self.panel.members.isHidden() and self.panel.members.count():
            self.panel.members.setCurrentRow(0)  # Space ticks, Enter sends
            self.panel.members.setFocus()

    def _send_wanted(self, kind: str, member_ids: list[int]) -> None:
        spot = self.map.selected_spot()
        if spot:
            self.send(TaskKind(kind), spot, member_ids)

    def send(self, kind: TaskKind, spot_id: str, member_ids: list[int]) -> bool:
        """6.2: explore an unknown spot or acquire a known one with these mercenaries."""
        names = dict(self.status.ready) if self.status is not None else {}

        def do(session: Session, guild: Guild, now: dt.datetime) -> None:
            services.send(session, guild, self.data, self.rules, kind, spot_id, member_ids, now,
                          names=names)  # fmt: skip

        who = ", ".join(names.get(i, f"#{i}") for i in member_ids)
        try:
            place = self.data.city.spot(spot_id).name
            if kind is TaskKind.EXPLORE:  # its name is learnt by exploring (6.2)
                place = self.tr("a place in {area}").format(
                    area=self.data.city.area_of(spot_id).name
                )
        except KeyError:
            place = spot_id
        said = (
            self.tr("Send {who} to explore {place}")
            if kind is TaskKind.EXPLORE
            else self.tr("Send {who} to acquire {place}")
        )
        return self.act(said.format(who=who, place=place), do)

    def recall(self, task_id: int) -> bool:
        def do(session: Session, guild: Guild, now: dt.datetime) -> None:
            services.recall(session, guild, task_id, now)

        status = self.status
        city = self.tr("the city")
        spot = next((status.place(t.task.spot_id) for t in status.tasks if t.id == task_id),
                    city) if status is not None else city  # fmt: skip
        return self.act(self.tr("Recall the mercenaries from {spot}").format(spot=spot), do)

    def collect(self, spot_id: str | None) -> bool:
        """6.2: what held spots yielded, into the ledger (one line per spot)."""
        made: list[services.Collected] = []

        def do(session: Session, guild: Guild, now: dt.datetime) -> None:
            got = services.collect(session, guild, self.data, now, spot_id)
            if not got:
                raise CityError(self.tr("nothing to collect yet: see each spot's next yield (6.2)"))
            made[:] = got

        where = self.data.city.spot(spot_id).name if spot_id else self.tr("every spot held")
        done = self.act(self.tr("Collect from {where}").format(where=where), do)
        if done:
            got = "; ".join(
                self.tr("{amounts} from {spot}").format(
                    amounts=words.amounts(*m.paid), spot=self.data.city.spot(m.spot_id).name
                )
                if any(m.paid)
                else self.tr(
                    "{spot} yields again from now (your clock was put back, R-166)"
                ).format(spot=self.data.city.spot(m.spot_id).name)
                for m in made
            )
            self.say(self.tr("Collected: {what}").format(what=got))
        return done

    def answer(self, event_id: int, option_id: str) -> bool:
        """6.2 random events: the player's answer to a choice or a threat."""

        def do(session: Session, guild: Guild, now: dt.datetime) -> None:
            city_events.answer(session, guild, event_id, option_id, now)

        event = next((e for e in self.status.events if e.id == event_id), None) \
            if self.status is not None else None  # fmt: skip
        label = next((o.label for o in event.drawn.options if o.id == option_id), option_id) \
            if event is not None else option_id  # fmt: skip
        title = event.drawn.title if event is not None else self.tr("the event")
        return self.act(self.tr("Answer {event}: {answer}").format(event=title, answer=label), do)
