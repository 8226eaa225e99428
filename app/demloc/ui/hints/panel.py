"""The hints panel for the selected character (issue 33), in the tracker and on the
Board view: every attack he could make this phase, best first by the measure chosen
(kill chance, expected damage), and who threatens him next phase, drawn on the board
as a heat map with its legend.

- Worked out off the UI thread (work.py): a tap asks and returns; the answer fills the
  panel when it comes, the newest request's only (R-232).
- Nothing moves under the finger: an answer that comes while a finger (a button) is
  down on the panel waits until it is lifted; the attack chosen stays chosen (and in
  view) in the newer answer.
- Off at a table whose group does not want them (setting.py, R-233); the key I shows
  them for one action while off: until the next action changes the mission's state."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QFrame,
    QGraphicsScene,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.hints.attacks import best_first
from demloc.hints.model import AttackHint, Measure
from demloc.missions.play import Context, MissionState
from demloc.ui.board.heat import HeatLegend, HeatMap, scale
from demloc.ui.flow import FlowLayout
from demloc.ui.hints.cards import (
    TARGET_PX,
    AttackCard,
    FigureHeading,
    HintKey,
    ThreatCard,
    card_style,
    hint_key,
)
from demloc.ui.hints.setting import ONCE_KEY, TableHints
from demloc.ui.hints.work import Hints, HintsWorker

Sorter = Callable[[list[AttackHint], Measure], list[AttackHint]]
BATCH = 4  # attack cards built in one turn of the event loop (about 20 ms)
TYPE_PX = 16  # the panel's type, at the least (table mode's is larger on a wide screen)


def panel_style(px: int) -> str:
    return (
        card_style(px)
        + f"""
QLabel#hints-who {{ font-size:{px + 2}px; font-weight:bold; }}
QLabel#hints-status {{ font-size:{px}px; }}
QWidget#heat-legend QLabel {{ font-size:{px - 1}px; }}
QPushButton#hints-measure, QCheckBox#hints-switch {{ font-size:{px}px; }}
QCheckBox#hints-switch::indicator {{ width:{px + 8}px; height:{px + 8}px; }}
QPushButton#hints-measure:checked {{ background:#5a2a82; color:white; font-weight:bold;
  border:2px solid #ffd400; }}
"""
    )


def _scroll(body: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # nothing reflows
    area.setWidget(body)
    return area


class HintsPanel(QWidget):
    measure_changed = Signal(object)  # Measure

    def __init__(
        self,
        worker: HintsWorker | None = None,
        switch: TableHints | None = None,
        order: Sorter = best_first,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("hints-panel")
        self.type_px = TYPE_PX
        self.setStyleSheet(panel_style(self.type_px))
        self.worker = worker or HintsWorker(parent=self)
        self.worker.ready.connect(self._answered)
        self.switch = switch or TableHints()
        self.order = order
        self.measure = Measure.KILL
        self.table = ""
        self.on = True
        self.once: MissionState | None = None  # hints shown for one action: its state
        self.wanted: tuple[MissionState, Context, str] | None = None
        self.asked: tuple[MissionState, str] | None = None  # what the worker was asked
        self.hints: Hints | None = None  # the answer shown
        self.pending: Hints | None = None  # an answer waiting for the finger to lift
        self.held = False  # a finger (a mouse button) is down on the panel
        self.chosen: HintKey | None = None
        self.names: Mapping[str, str] = {}
        self.cards: list[AttackCard] = []
        self.to_show: list[AttackHint] = []  # the attacks shown, best first
        self.filling = 0  # which answer's cards are being built
        self.threat_cards: list[ThreatCard] = []
        self.heat = HeatMap()
        self.compact = False  # each attack one line, whatever the width (set_compact)
        self._build()

    # ---- building ---------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # Whose hints on a line of their own (the tracker hides it: his card is right
        # above, `show_who`); the table's switch and the measures on one line: the
        # attacks keep the room (the tracker's tab is short at 1024x700).
        self.who = QLabel()
        self.who.setObjectName("hints-who")
        self.who.setWordWrap(True)
        layout.addWidget(self.who)
        # One row where it fits, two where it does not (a narrow side, a longer language).
        row = FlowLayout()
        self.switch_box = QCheckBox(self.tr("Hints"))
        self.switch_box.setObjectName("hints-switch")
        self.switch_box.setMinimumHeight(TARGET_PX)
        self.switch_box.setChecked(True)
        self.switch_box.setToolTip(
            self.tr("Hints at this table: kept for its guilds; key {key} shows them for one "
                    "action").format(key=ONCE_KEY)
        )  # fmt: skip
        self.switch_box.toggled.connect(self._switched)
        row.addWidget(self.switch_box)
        self.measures = QButtonGroup(self)
        self.measure_buttons: dict[Measure, QPushButton] = {}
        for measure, words in ((Measure.KILL, self.tr("Kill chance")),
                               (Measure.EXPECTED, self.tr("Damage"))):  # fmt: skip
            button = QPushButton(words)
            button.setObjectName("hints-measure")
            button.setCheckable(True)
            button.setChecked(measure is self.measure)
            button.setMinimumHeight(TARGET_PX)
            button.setToolTip(self.tr("The attacks sorted by this, best first"))
            self.measures.addButton(button)
            button.clicked.connect(lambda _=False, m=measure: self.set_measure(m))
            self.measure_buttons[measure] = button
            row.addWidget(button)
        self._size_measures()
        layout.addLayout(row)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("hints-tabs")
        self.tabs.setUsesScrollButtons(False)  # narrow: the words shortened, never arrows
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        # Why there is no list (off, none, working, a problem): at the top of each tab,
        # where the list would be; never above a list (nothing moves under the finger).
        self.status = self._status()
        self.threat_status = self._status()
        self.attack_body = QWidget()
        self.attack_list = QVBoxLayout(self.attack_body)
        self.attack_list.setContentsMargins(0, 0, 6, 0)
        self.attack_list.addWidget(self.status)
        self.heading = FigureHeading(self.type_px)
        self.heading.hide()
        self.attack_list.addWidget(self.heading)
        self.attack_list.addStretch(1)
        self.attack_area = _scroll(self.attack_body)
        self.threat_body = QWidget()
        threats = QVBoxLayout(self.threat_body)
        threats.setContentsMargins(0, 0, 6, 0)
        threats.addWidget(self.threat_status)
        self.legend = HeatLegend()
        threats.addWidget(self.legend)
        self.threat_list = QVBoxLayout()
        threats.addLayout(self.threat_list)
        threats.addStretch(1)
        self.threat_area = _scroll(self.threat_body)
        self.tabs.addTab(self.attack_area, self.tr("Attacks"))
        self.tabs.addTab(self.threat_area, self.tr("Threats"))
        self.tabs.currentChanged.connect(lambda _index: self._show_heat())
        layout.addWidget(self.tabs, 1)
        for area in (self.attack_area, self.threat_area):
            area.viewport().installEventFilter(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def _size_measures(self) -> None:
        """Each measure's button as wide as its words in the panel's type, bold (the
        chosen one's is, panel_style): never cut to "ill chanc"."""
        font = QFont(self.font())
        font.setPixelSize(self.type_px)
        font.setBold(True)
        metrics = QFontMetrics(font)
        for button in self.measure_buttons.values():
            style = button.style()
            frame = 2 * (
                style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
                + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
            )
            button.setMinimumWidth(metrics.horizontalAdvance(button.text()) + frame + 12)

    @staticmethod
    def _status() -> QLabel:
        label = QLabel()
        label.setObjectName("hints-status")
        label.setWordWrap(True)
        label.hide()
        return label

    def set_compact(self) -> None:
        """The tracker's short tab (R-245): no margins, the lines close together, each
        attack one line, so that three of them are compared at 1024x700."""
        self.compact = True
        layout = self.layout()
        assert layout is not None
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.tabs.setDocumentMode(True)
        self.attack_list.setSpacing(0)  # the lines touch: their edges part them
        for card in self.cards:
            card.set_compact(True)

    def show_who(self, shown: bool) -> None:
        """Whose hints, above them: the tracker shows his card right above instead."""
        self.who.setVisible(shown)

    def set_type(self, px: int) -> None:
        """The host's type size (the tracker's table mode): the panel's follows, never
        below TYPE_PX."""
        px = max(TYPE_PX, px)
        if px != self.type_px:
            self.type_px = px
            self.setStyleSheet(panel_style(px))
            self.heading.set_type(px)
            self._size_measures()
            if self.hints is not None:
                self._fill(self.hints)  # the charts painted at the new size

    def attach_board(self, scene: QGraphicsScene) -> None:
        """The board the heat map is drawn on."""
        self.heat.attach(scene)
        self._show_heat()

    # ---- what is asked ------------------------------------------------------------------

    @property
    def allowed(self) -> bool:
        return self.on or self.once is not None

    def set_table(self, table: str) -> None:
        """The table shown: its switch read (hints on unless its group said off)."""
        if table == self.table and self.switch_box.isChecked() == self.on:
            return
        self.table = table
        self.on = self.switch.on(table)
        self.switch_box.blockSignals(True)
        self.switch_box.setChecked(self.on)
        self.switch_box.blockSignals(False)
        self._ask()

    def show_for(
        self, state: MissionState, ctx: Context, fighter: str, names: Mapping[str, str]
    ) -> None:
        """The selected character (or "" for none) in `state`; asked for at once when
        the panel is shown and hints are on here, else when it is next shown."""
        if self.once is not None and state is not self.once:
            self.once = None  # an action done: the hints shown for one action go off
        self.names = names
        self.wanted = (state, ctx, fighter)
        self._ask()

    def show_problem(self, words: str) -> None:
        """No hints to work out, and why (a miniature with no card)."""
        self.wanted = None
        self.worker.cancel()
        self.asked = None
        self._clear()
        self._say(words)

    def show_once(self) -> None:
        """Key I: the hints for this one action, hints off or not."""
        if self.wanted is not None and not self.on:
            self.once = self.wanted[0]
        self._ask()

    def set_measure(self, measure: Measure) -> None:
        if measure is self.measure:
            return
        self.measure = measure
        self.measure_buttons[measure].setChecked(True)
        self.measure_changed.emit(measure)
        if self.hints is not None:
            self._fill(self.hints)

    def _switched(self, on: bool) -> None:
        self.on = on
        self.switch.switch(self.table, on)  # saved as it is made
        self._ask()

    def _ask(self) -> None:
        fighter = self.wanted[2] if self.wanted is not None else ""
        if not self.allowed or not fighter:
            self.worker.cancel()
            self.asked = None
            self._clear()
            self._say(
                self.tr("Hints are off at this table. Key {key}: the hints for one action.")
                .format(key=ONCE_KEY)
                if not self.allowed
                else self.tr("Select a character: their attacks and who threatens them.")
            )  # fmt: skip
            return
        assert self.wanted is not None
        state, ctx, fighter = self.wanted
        self.who.setText(self.names.get(fighter, fighter))
        if not self.isVisible() or (
            self.asked is not None and self.asked[0] is state and self.asked[1] == fighter
        ):
            return  # asked when shown; or asked already (the very state: never compared)
        if self.hints is not None and self.hints.fighter != fighter:
            self._clear()  # another's hints never stand under his name
        self.asked = (state, fighter)
        if not self.cards:  # his list, if shown, stays until the new one replaces it
            self._say(self.tr("Working out the odds…"))
        self.worker.ask(state, ctx, fighter)

    # ---- the answer ---------------------------------------------------------------------

    def _answered(self, hints: object) -> None:
        if not isinstance(hints, Hints):
            return
        if self.held and QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self.pending = hints  # filled when the finger lifts
            return
        self.held = False  # a release the panel never saw (its widget went) holds nothing
        self._fill(hints)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
            self.held = True
        elif kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.TouchEnd):
            self.held = False
            QTimer.singleShot(0, self, self._lifted)  # after the tap is handled
        return super().eventFilter(watched, event)

    def _lifted(self) -> None:
        pending, self.pending = self.pending, None
        if pending is not None and not self.held:
            self._fill(pending)

    def _fill(self, hints: Hints) -> None:
        """The answer shown: the threats at once, the attacks a few at a time, each few
        in a turn of the event loop of its own, so that a tap is never kept waiting
        behind thirty cards being built; they come below, nothing above them moves."""
        self.hints = hints
        self._clear_lists()
        self.to_show = self.order(list(hints.attacks), self.measure)
        if self.chosen not in {hint_key(h) for h in self.to_show}:
            self.chosen = None
        for threat in sorted(hints.threats, key=lambda t: t.kill, reverse=True):
            threat_card = ThreatCard(threat, self.names.get(threat.enemy, threat.enemy))
            self._watch(threat_card)
            self.threat_list.addWidget(threat_card)
            self.threat_cards.append(threat_card)
        if hints.problem:
            self._say(hints.problem)
        else:
            self._say(
                "" if self.to_show else self.tr("No attack they could make this phase."),
                "" if hints.threats else self.tr("No enemy could attack them next phase."),
            )
        self.heading.setVisible(bool(self.to_show))
        self.tabs.setTabText(0, self.tr("Attacks ({n})").format(n=len(self.to_show)))
        self.tabs.setTabText(1, self.tr("Threats ({n})").format(n=len(hints.threats)))
        self._show_heat()
        self._more(self.filling)

    def _more(self, filling: int) -> None:
        if filling != self.filling:
            return  # another answer, or none, since
        for hint in self.to_show[len(self.cards) : len(self.cards) + BATCH]:
            card = AttackCard(hint, self.names.get(hint.target, hint.target), self.type_px - 2)
            card.chosen.connect(self.choose)
            card.set_compact(self.compact)
            card.set_chosen(card.key == self.chosen)
            self._watch(card)
            self.attack_list.insertWidget(self.attack_list.count() - 1, card)
            # Tab from the list's area along the lines, each with its rule links (a
            # card made later would go last in the window's focus chain).
            before: QWidget = self.cards[-1].rule_links[-1] if self.cards else self.attack_area
            for widget in (card, *card.rule_links):
                QWidget.setTabOrder(before, widget)
                before = widget
            self.cards.append(card)
            if card.key == self.chosen:
                QTimer.singleShot(0, self, lambda c=card: self.attack_area.ensureWidgetVisible(c))
        if not self.filled:
            QTimer.singleShot(0, self, lambda: self._more(filling))

    @property
    def filled(self) -> bool:
        """Every attack of the answer shown has its card."""
        return len(self.cards) == len(self.to_show)

    def choose(self, key: object) -> None:
        """An attack tapped: chosen, its chart and rules shown (it stays chosen, and in
        view, in newer answers); tapped again, only its line (R-245). The attack tapped stays
        where it was under the finger though another's rest folds up above it."""
        key = key if isinstance(key, tuple) else None
        self.chosen = None if key == self.chosen else key
        tapped = next((c for c in self.cards if c.key == key), None)
        viewport = self.attack_area.viewport()
        before = tapped.mapTo(viewport, QPoint(0, 0)).y() if tapped is not None else 0
        for card in self.cards:
            card.set_chosen(card.key == self.chosen)
        if tapped is not None:
            self.attack_list.activate()
            moved = tapped.mapTo(viewport, QPoint(0, 0)).y() - before
            bar = self.attack_area.verticalScrollBar()
            bar.setValue(bar.value() + moved)

    def _watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    def _clear_lists(self) -> None:
        self.filling += 1  # the cards still to build are no one's
        self.to_show = []
        self.heading.hide()
        for card in [*self.cards, *self.threat_cards]:
            card.hide()
            card.deleteLater()
        self.cards, self.threat_cards = [], []

    def _clear(self) -> None:
        self.hints = self.pending = None
        self._clear_lists()
        self.tabs.setTabText(0, self.tr("Attacks"))
        self.tabs.setTabText(1, self.tr("Threats"))
        self.who.setText(self.names.get(self.wanted[2], "") if self.wanted is not None else "")
        self._show_heat()

    def _say(self, words: str, threats: str | None = None) -> None:
        """Why there is no list: `words` on both tabs, or `threats` on the Threats'."""
        for label, said in ((self.status, words), (self.threat_status, threats)):
            said = words if said is None else said
            label.setText(said)
            label.setVisible(bool(said))

    # ---- the heat map -------------------------------------------------------------------

    def heat_shown(self) -> bool:
        """The heat map is drawn while who threatens him is the tab in view."""
        return (
            self.hints is not None
            and self.hints.heat is not None
            and self.allowed
            and self.isVisible()
            and self.tabs.currentWidget() is self.threat_area
        )

    def _show_heat(self) -> None:
        heat = self.hints.heat if self.hints is not None and self.heat_shown() else None
        self.heat.show(heat, self.measure)
        if self.hints is not None and self.hints.heat is not None:
            self.legend.show_scale(self.measure, scale(self.hints.heat, self.measure))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._ask()
        self._show_heat()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._show_heat()
