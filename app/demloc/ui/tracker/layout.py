"""The tracker's layout (issue 26): where the side column's head sits in each mode, how
tall it and the actions are, the board's share of the width and its fit, table mode's
type size. The widgets are the view's (`TrackerView` builds them); this holds how they
share the screen, so that the board never moves when the words beside it change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, SignalInstance
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.render import geometry as geo
from demloc.ui.looks import TABLE_MODE_STYLE, TABLE_STYLE
from demloc.ui.tracker.actions import ActionPanel
from demloc.ui.tracker.assisted import AssistPanel
from demloc.ui.tracker.board import TrackerBoard
from demloc.ui.tracker.cards import card_style
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.notices import Notices
from demloc.ui.tracker.phase_bar import PhaseBar
from demloc.ui.tracker.roster import Roster
from demloc.ui.tracker.table_mode import FONT_NARROW, FONT_WIDE, WIDE

SIDE_LEAST, SIDE_MOST, SIDE_SHARE = 390, 620, 0.34  # the side panel's width
# In table mode below WIDE the side panel narrows to what its 16 px words need, so that
# at 1024x700 a 24x20 board gets squares of 28 px (issue 26, section 2).
TABLE_SIDE_LEAST = 296
TABLE_SIDE_SHARE = 0.55  # in table mode, at most: the board takes what its height fills


# Rounds of the layouts a change asked for (`laid_out`): a label's new text asks its
# parent's layout, whose new size asks its own parent's, and so on up the side column.
LAYOUT_ROUNDS = 6


def laid_out() -> None:
    """The layouts asked for (Qt posts them for the next turn of the event loop) done
    now: the paint that follows a tap then sees the final geometry, and paints once.
    Left to the event loop, Qt painted the old layout's frame first, then laid out and
    painted again, each widget moved twice (issue 26, section 3: one frame a tap)."""
    for _ in range(LAYOUT_ROUNDS):
        # New widgets (the turn's news) are polished first: their style sets their size.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.PolishRequest)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def _same_but_contents(before: tuple[object, ...], now: tuple[object, ...]) -> bool:
    """Two fits of the side panel that differ only in what the actions and the card
    want (indexes 1 and 2 of TrackerView.fitted)."""
    return before[:1] + before[3:] == now[:1] + now[3:]


class TrackerLayout(QWidget):
    """The view's geometry. `TrackerView` sets every widget named here."""

    controller: PlayController
    table_mode_changed: SignalInstance
    table_mode: bool
    table_font: int
    selected: str
    dragged: bool
    fitted: tuple[object, ...] | None
    board: TrackerBoard | None
    main_layout: QVBoxLayout
    top: QWidget
    top_area: QScrollArea
    band_row: QWidget
    banner: QLabel
    refusal: QLabel
    said: QLabel
    bar: PhaseBar
    notices: Notices
    split: QSplitter
    side: QWidget
    side_layout: QVBoxLayout
    side_split: QSplitter
    actions_panel: ActionPanel
    actions_area: QScrollArea
    actions_body: QWidget
    assist: AssistPanel
    tabs: QTabWidget
    cards_area: Roster
    table_button: QPushButton
    refresh: Callable[[], None]  # the view's: every part shown again from the state

    def set_table_mode(self, on: bool) -> None:
        """Table mode (issue 26, R-145): the phase bar, the bands and the turn's news go
        above the side panel, so the board has the window's whole height beside it; the
        selected character's line stays in view above the actions; the cards compact,
        a column a player; large type. The window hides its list and status bar."""
        self.table_button.setChecked(on)
        if on == self.table_mode:
            return
        self.table_mode = on
        title = self.actions_panel.title
        if on:  # the phase bar and the selected character's line to the side column
            top = self.top.layout()
            assert isinstance(top, QVBoxLayout)
            top.insertWidget(1, self.bar)
            self.side_layout.insertWidget(1, title)
        else:
            self.main_layout.insertWidget(0, self.bar)
            self.actions_panel.box.insertWidget(0, title)
        self._place_said()
        self.bar.set_stacked(on)
        edge = 2 if on else 6  # table mode: every pixel to the board (issue 26)
        self.main_layout.setContentsMargins(edge, edge if on else 4, edge, edge if on else 4)
        self._table_type()
        self.dragged = False
        self.fitted = None
        self._fit_split()
        self.table_mode_changed.emit(on)
        if self.controller.mission is not None:
            self.refresh()

    def _place_said(self) -> None:
        """What the last action did: in table mode in the bands' row, whose height is kept;
        out of it at the foot of the actions, below what the finger taps, so that its
        coming and going never moves the board nor a button (issue 26; above the board
        it shrank the board at each damage, and the board was painted again)."""
        # Out of table mode its room is kept while it is hidden (`say_kept`).
        policy = self.said.sizePolicy()
        policy.setRetainSizeWhenHidden(not self.table_mode)
        self.said.setSizePolicy(policy)
        self.said.setMinimumHeight(0)
        self.said.setProperty("kept_width", None)
        if self.table_mode:
            bands = self.band_row.layout()
            assert isinstance(bands, QHBoxLayout)
            bands.addWidget(self.said, 1)
        else:
            self.actions_panel.box.addWidget(self.said)

    def _table_type(self) -> None:
        """The type size of table mode for the window's width (FONT_WIDE from WIDE px)."""
        size = (FONT_WIDE if self.width() >= WIDE else FONT_NARROW) if self.table_mode else 0
        if size == self.table_font:
            return
        self.table_font = size
        # Compact cards in table mode, a column a player from WIDE, one below it.
        self.cards_area.set_columns((2 if size == FONT_WIDE else 1) if size else 0)
        self.side.setMinimumWidth(TABLE_SIDE_LEAST if size == FONT_NARROW else SIDE_LEAST)
        if size:  # two lines of words; the rest in the tooltip
            self.band_row.setFixedHeight(2 * round(size * 1.25) + 14)
        else:
            self.band_row.setMinimumHeight(0)
            self.band_row.setMaximumHeight(16777215)  # Qt's QWIDGETSIZE_MAX
        self.actions_panel.set_narrow(size == FONT_NARROW)
        self.bar.set_narrow(size == FONT_NARROW)
        sheet = TABLE_STYLE + card_style()
        if size:
            sheet += TABLE_MODE_STYLE.format(size=size, big=round(size * 1.3))
        self.setStyleSheet(sheet)
        QTimer.singleShot(0, self, self.refit)  # once the new type has laid the cards out

    def refit(self) -> None:
        """Fitted afresh, after a new mode or size has been laid out: the side column's
        shares as the cards are now (a tap's `fit_side` keeps the split where the
        finger is; it would keep one fitted while the new type was not laid out yet)."""
        self.fitted = None
        if self.controller.mission is not None:
            self.refresh()
        else:
            self.fit_side()

    def settle(self) -> None:
        """After a tap: the layouts it asked for, then the side column's shares, all
        before the event loop paints (one frame a tap, issue 26, section 3)."""
        laid_out()
        self.fit_side()
        laid_out()
        if self.board is not None:
            # The board's items changed (a gauge, a selection): the scene marks their
            # squares on the view at a queued call, which came after the paint and
            # painted a second frame. Last: Qt paints the window as it processes them.
            QCoreApplication.sendPostedEvents(self.board.scene, QEvent.Type.MetaCall)

    def fit_head(self) -> bool:
        """The side column's head (bands, table mode's phase bar, the turn's news) whole
        at the column's width (a splitter asks no height for a width), up to what the
        column leaves the actions and the cards; beyond, it scrolls. Nothing in it: no
        room taken. True if its height changed (the actions' and cards' share follows)."""
        shown = [w for w in (self.band_row, self.bar, self.notices) if w.parent() is self.top]
        self.band_row.setVisible(
            self.table_mode or not (self.banner.isHidden() and self.refusal.isHidden())
        )
        if all(w.isHidden() for w in shown):
            if not self.top_area.isHidden():
                self.top_area.hide()
                return True
            return False
        margins = self.side_layout.contentsMargins()
        width = self.side.width() - margins.left() - margins.right()
        title = self.actions_panel.title.sizeHint().height() if self.table_mode else 0
        room = self.side.height() - self.side_split.minimumSizeHint().height() - title - 12
        wanted = self._head_height(width)
        if wanted > room:  # it scrolls: its words wrap beside the scroll bar
            wanted = self._head_height(width - self.top_area.verticalScrollBar().sizeHint().width())
        if wanted != self.top.minimumHeight():
            self.top.setMinimumHeight(wanted)
        height = max(min(80, wanted), min(wanted, room))
        if height != self.top_area.minimumHeight() or self.top_area.isHidden():
            self.top_area.setFixedHeight(height)
            self.top_area.show()
            return True
        return False

    def _head_height(self, width: int) -> int:
        head = self.top.layout()
        assert head is not None
        wanted = head.heightForWidth(width)
        return wanted if wanted > 0 else head.sizeHint().height()

    def fit_side(self) -> None:
        """The actions take the height they need, up to 70% of the side panel, but leave
        the Characters tab room for one whole card (the selected one, else the tallest;
        at least 120 px) unless an action is declared; the actions scroll: to the
        declaration's odds and Cancel, else to the selected character's assisted
        buttons (at 1024x700 they sit below the fold)."""
        if self.fit_head():
            laid_out()  # the column's new share below the head
        total = self.side_split.height()
        if total <= 0:
            return
        wanted = self.actions_body.sizeHint().height() + 12  # the scroll area's own frame
        declared = self.assist.isVisible()
        bar = self.tabs.tabBar().sizeHint().height()
        floor = 120 if declared else max(120, bar + self.cards_area.room(self.selected))
        if self.table_mode and not declared:  # every card in view (issue 26)
            every = self.cards_area.every_room() + self.tabs.tabBar().sizeHint().height()
            floor = max(floor, min(every + 12, round(total * 0.6)))
        # Laid out again only when something it depends on changed: setSizes lays out and
        # repaints the whole side panel (benchmarks/bench_tracker.py).
        fitted = (total, wanted, floor, declared, self.assist.words.text(), self.selected,
                  self.table_mode, len(self.cards_area.cards))  # fmt: skip
        if fitted == self.fitted:
            return
        # The same character, declaration and room: what an action changed in the card or
        # the actions (the words of what it did at their foot) keeps the split and the
        # scroll where the finger is; the parts scroll (issue 26).
        if self.fitted is not None and _same_but_contents(self.fitted, fitted):
            return
        self.fitted = fitted
        top = max(0, min(wanted, round(total * 0.7), total - floor))
        self.side_split.setSizes([top, total - top])
        laid_out()  # the tab has its height: the selected card scrolled to
        self._show_selected_card()
        if declared:  # the action declared is what the table looks at now
            # Down to its Cancel, then up to its odds if the whole does not fit.
            self.actions_area.ensureWidgetVisible(self.assist.cancel_button, 0, 4)
            self.actions_area.ensureWidgetVisible(self.assist.words, 0, 4)
            return
        shown = [b for b in self.actions_panel.assist_buttons.values() if not b.isHidden()]
        if self.table_mode:  # damage first: the table's most frequent (issue 26)
            self.actions_area.ensureWidgetVisible(self.actions_panel.buttons["damage-take"], 0, 4)
            self.actions_area.ensureWidgetVisible(self.actions_panel.buttons["damage"], 0, 4)
        elif self.selected and shown:
            self.actions_area.ensureWidgetVisible(shown[-1], 0, 4)  # the last row of them
            self.actions_area.ensureWidgetVisible(shown[0], 0, 4)  # and Move, first

    def _show_selected_card(self) -> None:
        card = self.cards_area.cards.get(self.selected)
        if card is not None:
            self.cards_area.ensureWidgetVisible(card, 0, 4)

    def _fit_split(self) -> None:
        """The side panel's share; in table mode the board takes the width its whole
        height fills and the side panel the rest (at most TABLE_SIDE_SHARE)."""
        if self.dragged:
            return
        width = self.split.width()
        side = round(min(SIDE_MOST, max(SIDE_LEAST, width * SIDE_SHARE)))
        if self.table_mode and self.board is not None:
            scene = self.board.scene.sceneRect()
            needed = self.split.height() * scene.width() / max(1.0, scene.height()) + 8
            least = self.side.minimumWidth()
            side = round(max(least, min(width * TABLE_SIDE_SHARE, width - needed)))
        self.split.setSizes([max(0, width - side), side])
        self._fit_board()

    def _fit_board(self) -> None:
        """In table mode the board is fitted to its own edges (the Board view keeps a
        square of room around it for an out-of-control card on the edge: 4 px of every
        square at 1920x1080, R-145); out of it, as the Board view fits it."""
        if self.board is None:
            return
        view, scene = self.board.view, self.board.scene.sceneRect()
        room = 4.0 if self.table_mode else geo.SQUARE
        wanted = scene.adjusted(-room, -room, room, room)
        if view.sceneRect() != wanted:
            view.setSceneRect(wanted)
            if view.fitted:
                view.fit()
