"""The resolution phase's screens (6.4.1 "Resolution phase"), one after another: the
winner proclaimed, fame and feods, items earned, every character's fate, the control
spot (standard missions only), then the results page: write them into the guilds (once,
after a question naming what changes), save a guest's results file, print the report, a
new mission with the same players or back to the guilds.

Keys: Enter or Right the next screen, Backspace or Left the one before. Until the results
are written, "◀ Back to the mission" on the first screen returns to the tracker, where
the last action can still be undone (the mission is then in play again)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.missions.resolution.model import Fate, GuildResult, Resolution
from demloc.ui.i18n import translate
from demloc.ui.looks import DIM_EDGE, DONE, GOLD, PURPLE, REFUSED, TRAINING, band, table_sheet
from demloc.ui.mission.common import button, clear, swatch, text
from demloc.ui.resolution import words
from demloc.ui.resolution.controller import ResolutionController

# The tracker's look (ui/looks.py), larger; the main action purple as a checked button.
RESOLUTION_STYLE = (
    table_sheet("ResolutionView", size=17, padding="6px 14px")
    + f"""
ResolutionView QPushButton#write-results {{ background:{PURPLE}; border:2px solid {GOLD}; }}
ResolutionView QFrame#guild-box {{ border:1px solid {DIM_EDGE}; border-radius:6px; }}
"""
)
REFUSAL_STYLE = band(REFUSED, padding=8)
SAID_STYLE = band(DONE, padding=8)
TRAINING_STYLE = band(TRAINING, padding=8)
BIG = 56  # px: the Next and Back buttons, the results' buttons
FATE_COLOURS = {
    Fate.FINE: "#9be29b",
    Fate.INJURED: "#ffb347",
    Fate.DEAD: "#ff7b7b",
    Fate.ESCAPED: "#9ec9ff",
}
FINAL = 5  # the results page comes after the five screens (0..4)


def ask_to_write(parent: QWidget, question: str) -> bool:
    """The question before the results are written: Yes or No, No the default. (Tests
    answer it by patching this, as the tracker's ask_to_give_up.)"""
    answer = QMessageBox.question(
        parent, translate("resolution.view", "Write the results"), question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )  # fmt: skip
    return answer == QMessageBox.StandardButton.Yes


def ask_guest_path(parent: QWidget, name: str) -> Path | None:
    """Where the guest's results file goes (None: cancelled). Tests patch this."""
    from demloc.ui.files import save_file_name

    title = translate("resolution.view", "Save {owner} results file").format(
        owner=words.possessive(name)
    )
    return save_file_name(
        parent, title, "", translate("resolution.view", "DemLoc guild files (*.json)")
    )


def ask_report_path(parent: QWidget) -> Path | None:
    from demloc.ui.files import save_file_name

    return save_file_name(
        parent,
        translate("resolution.view", "Print the mission report"),
        "",
        translate("resolution.view", "PDF files (*.pdf)"),
    )


def _label(value: str, css: str = "", name: str = "") -> QLabel:
    label = text(value)
    if css:
        label.setStyleSheet(css)
    if name:
        label.setObjectName(name)
    return label


def _big(label: str, slot: Callable[[], object], name: str) -> QPushButton:
    widget = button(label, slot, name)
    widget.setMinimumHeight(BIG)
    return widget


class ResolutionView(QWidget):
    back_to_mission = Signal()  # "◀ Back to the mission": the tracker, to undo
    new_mission_wanted = Signal()  # a new set-up with the same players
    guilds_wanted = Signal()  # back to the guilds (the main window's Guild view)

    def __init__(self, controller: ResolutionController) -> None:
        super().__init__()
        self.setObjectName("resolution")
        self.controller = controller
        self.page = 0
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its keys, with no button tapped
        self.setStyleSheet(RESOLUTION_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        top = QHBoxLayout()
        self.title = _label("", "font-size:26px; font-weight:bold;", "resolution-title")
        self.step = _label("", "color:#cfcfcf;", "resolution-step")
        self.step.setWordWrap(False)
        top.addWidget(self.title, 1)
        top.addWidget(self.step)
        layout.addLayout(top)
        self.training = _label(
            words.words(words.TRAINING_BANNER), TRAINING_STYLE, "training-banner"
        )
        layout.addWidget(self.training)
        self.said = _label("", SAID_STYLE, "resolution-said")
        layout.addWidget(self.said)
        self.refusal = _label("", REFUSAL_STYLE, "refusal")
        layout.addWidget(self.refusal)
        self.stack = QStackedWidget()
        self.bodies: list[QVBoxLayout] = []
        for _ in range(FINAL + 1):
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            body = QWidget()
            content = QVBoxLayout(body)
            content.setContentsMargins(4, 4, 12, 4)
            area.setWidget(body)
            self.stack.addWidget(area)
            self.bodies.append(content)
        layout.addWidget(self.stack, 1)
        bottom = QHBoxLayout()
        self.back_button = _big(self.tr("◀ Back"), self.back, "resolution-back")
        self.next_button = _big(self.tr("Next ▶"), self.next, "resolution-next")
        for widget in (self.back_button, self.next_button):
            widget.setMinimumWidth(220)
        bottom.addWidget(self.back_button)
        bottom.addStretch(1)
        bottom.addWidget(self.next_button)
        layout.addLayout(bottom)
        for name, keys, slot in (
            (self.tr("Next screen"), ("Return", "Enter"), self.enter),
            (self.tr("Next screen"), ("Right",), self.next),
            (self.tr("Screen before"), ("Backspace", "Left"), self.back),
        ):
            action = QAction(name, self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.addAction(action)
        self.controller.changed.connect(self.refresh)

    # ---- moving ----------------------------------------------------------------------

    @property
    def pages(self) -> tuple[int, ...]:
        """The screens shown, in order: no control spot in a training mission."""
        if self.controller.resolution is None:
            return (0,)
        shown = (0, 1, 2, 3) if self.controller.training else (0, 1, 2, 3, 4)
        return (*shown, FINAL)

    def open(self, mission: object, play_id: int) -> None:
        from demloc.missions.play import Mission

        assert mission is None or isinstance(mission, Mission)
        self.page = 0
        self.controller.open(mission, play_id)
        self.setFocus()

    def go(self, page: int) -> None:
        if page in self.pages:
            self.page = page
            self.refresh()

    def enter(self) -> None:
        """Enter presses the button the keyboard is on (Tab to "Write the results…"),
        else goes to the next screen."""
        focused = QApplication.focusWidget()
        if (
            isinstance(focused, QPushButton)
            and focused not in (self.next_button, self.back_button)
            and self.isAncestorOf(focused)
            and focused.isVisible()
            and focused.isEnabled()
        ):
            focused.click()
            return
        self.next()

    def next(self) -> None:
        pages = self.pages
        if self.page in pages and self.page != pages[-1]:
            self.go(pages[pages.index(self.page) + 1])

    def back(self) -> None:
        pages = self.pages
        if self.page == pages[0]:
            if not self.controller.written:
                self.back_to_mission.emit()  # the mission is still the tracker's
            return
        self.go(pages[pages.index(self.page) - 1] if self.page in pages else pages[0])

    # ---- the results page's actions --------------------------------------------------

    def write(self) -> bool:
        """Standard: the results written once, after the table says Yes (default No,
        R-112)."""
        resolution = self.controller.resolution
        if resolution is None or self.controller.written:
            self.refresh()
            return False
        if resolution.writes and not ask_to_write(self, words.write_question(resolution)):
            return False
        return self.controller.write()

    def _finish(self) -> bool:
        """Training: the play finished (resolved) before leaving; standard: written
        (RULINGS.md R-112)."""
        if self.controller.written:
            return True
        if self.controller.training:
            return self.controller.write()
        self.controller.refuse(self.tr("write the results first: the guilds have not changed yet"))
        return False

    def new_mission(self) -> None:
        if self._finish():
            self.new_mission_wanted.emit()

    def to_guilds(self) -> None:
        if self._finish():
            self.guilds_wanted.emit()

    def save_guest_file(self, colour: str, path: Path | None = None) -> bool:
        names = dict(self.controller.guest_colours())
        if colour not in names:
            self.controller.refuse(
                self.tr("{colour} is no guild brought on a file").format(colour=colour)
            )
            return False
        chosen = path if path is not None else ask_guest_path(self, names[colour])
        if chosen is None:
            return False
        return self.controller.save_guest_file(colour, chosen)

    def print_report(self, path: Path | None = None) -> bool:
        resolution = self.controller.resolution
        if resolution is None:
            return False
        from demloc.ui.resolution.report import save_report  # the PDF's own module, when asked

        chosen = path if path is not None else ask_report_path(self)
        if chosen is None:
            return False
        mission = self.controller.mission
        log = list(mission.state.log) if mission is not None else []
        try:
            save_report(chosen, resolution, log=log, mission=mission,
                        ctx=mission.ctx if mission is not None else None)  # fmt: skip
        except (OSError, ValueError) as error:  # ReportError is a ValueError (report.py)
            self.controller.refuse(
                self.tr("the report was not saved ({path}): {error}").format(
                    path=chosen, error=error
                )
            )
            return False
        self.controller.said = self.tr("Mission report saved: {path}").format(path=chosen)
        self.refresh()
        return True

    # ---- showing ---------------------------------------------------------------------

    def refresh(self) -> None:
        c = self.controller
        resolution = c.resolution
        if self.page not in self.pages:
            self.page = self.pages[0]
        self.training.setVisible(c.training)
        self.said.setText(c.said)
        self.said.setVisible(bool(c.said))
        self.refusal.setText(f"⚠ {c.problem}" if c.problem else "")
        self.refusal.setVisible(bool(c.problem))
        pages = self.pages
        title = words.FINAL_TITLE if self.page == FINAL else words.PAGE_TITLES[self.page]
        self.title.setText(words.words(title))
        self.step.setText(
            self.tr("{screen} of {screens}").format(
                screen=pages.index(self.page) + 1, screens=len(pages)
            )
        )
        first, last = self.page == pages[0], self.page == pages[-1]
        self.back_button.setText(self.tr("◀ Back to the mission") if first else self.tr("◀ Back"))
        self.back_button.setEnabled(not (first and c.written))
        self.back_button.setToolTip(
            self.tr("The tracker: the last action can still be undone (Backspace)")
            if first
            else self.tr("The screen before (Backspace or Left)")
        )
        self.next_button.setVisible(not last)
        self.next_button.setToolTip(self.tr("The next screen (Enter or Right)"))
        body = self.bodies[self.page]
        clear(body)
        if resolution is None:
            body.addWidget(text(self.tr("No results to show.") if not c.problem else ""))
        elif self.page == 0:
            self._winner(body, resolution)
        elif self.page == 1:
            self._money(body, resolution)
        elif self.page == 2:
            self._items(body, resolution)
        elif self.page == 3:
            self._characters(body, resolution)
        elif self.page == 4:
            self._spot(body, resolution)
        else:
            self._final(body, resolution)
        body.addStretch(1)
        self.stack.setCurrentIndex(self.page)
        focus = QApplication.focusWidget()
        if self.isVisible() and (focus is None or not self.isAncestorOf(focus)):
            self.setFocus()  # a rebuilt page's button had it: the keys work on

    def _guild_box(self, body: QVBoxLayout, result: GuildResult) -> QVBoxLayout:
        box = QFrame()
        box.setObjectName("guild-box")
        inner = QVBoxLayout(box)
        head = QHBoxLayout()
        head.addWidget(swatch(result.colour))
        said = (
            self.tr("{guild} ({colour}) — brought on a file")
            if result.source == "file"
            else self.tr("{guild} ({colour})")
        ).format(guild=result.name, colour=result.colour)
        head.addWidget(text(said, bold=True, size=15), 1)
        inner.addLayout(head)
        body.addWidget(box)
        return inner

    def _winner(self, body: QVBoxLayout, r: Resolution) -> None:
        head, how = words.winner_lines(r)
        body.addWidget(_label(head, f"font-size:30px; font-weight:bold; color:{GOLD};",
                              "proclamation"))  # fmt: skip
        body.addWidget(_label(self.tr("How: {how}").format(how=how), "font-size:19px;", "how"))
        title = (
            r.title
            if r.mode in r.title.lower()
            else self.tr("{mission} ({mode} mission)").format(mission=r.title, mode=r.mode)
        )  # "(training)"
        body.addWidget(_label(title, "font-weight:bold;", "mission-title"))
        if r.story:
            body.addWidget(_label(r.story, "font-style:italic; color:#dddddd;", "story"))

    def _money(self, body: QVBoxLayout, r: Resolution) -> None:
        body.addWidget(text(self.tr("Fame and feods won or lost by each guild, a line for "
                                    "each reason (6.4.1, 6.4.2):")))  # fmt: skip
        body.addWidget(text(words.words(words.CHARGES[r.writes])))
        for result in r.guilds:
            inner = self._guild_box(body, result)
            rows = words.money_rows(result)
            if not rows:
                inner.addWidget(
                    text(self.tr("Nothing won or lost: this mission gives no reward here"))
                )
            for row in rows:
                what = words.words(words.MONEY_WORDS.get(row.what, row.what))
                line = text(  # the reason is the core's words
                    self.tr("{what} {amount} — {why}").format(
                        what=what, amount=words.signed(row.amount), why=row.why
                    )
                )
                line.setObjectName("money-line")
                inner.addWidget(line)
            inner.addWidget(_label(words.totals(result), f"font-weight:bold; color:{GOLD};"))

    def _items(self, body: QVBoxLayout, r: Resolution) -> None:
        body.addWidget(text(self.tr("The objects each guild's characters carry home (6.4.1):")))
        for result in r.guilds:
            inner = self._guild_box(body, result)
            if not result.items:
                inner.addWidget(text(self.tr("No item earned")))
            for line in result.items:
                inner.addWidget(text(line.why))

    def _characters(self, body: QVBoxLayout, r: Resolution) -> None:
        if r.provisional:
            from demloc.missions.resolution.injuries import table_path

            body.addWidget(_label(
                self.tr(
                    "PROVISIONAL: the rulebook gives no injury table; the app's is a design "
                    "of its own (R-98), in {path}. A player's own injuries.toml in their data "
                    "folder replaces it. The titles are provisional too (titles.toml)."
                ).format(path=table_path()),
                TRAINING_STYLE, "provisional",
            ))  # fmt: skip
        if not r.writes:
            body.addWidget(text(self.tr(
                "In training these fates stay at the table: no member of a guild is injured "
                "or dies, and no deed is counted (6.4)."
            )))  # fmt: skip
        for result in r.guilds:
            inner = self._guild_box(body, result)
            if not result.characters:
                inner.addWidget(text(self.tr("No character in this mission")))
            for character in result.characters:
                head, rest = words.character_lines(result, character, training=not r.writes)
                colour = FATE_COLOURS[character.fate]
                inner.addWidget(_label(head, f"font-weight:bold; color:{colour};", "fate"))
                said = text(rest)  # the core's why first, then ours
                said.setObjectName("fate-words")
                inner.addWidget(said)

    def _spot(self, body: QVBoxLayout, r: Resolution) -> None:
        head, holders, effects = words.spot_lines(r)
        body.addWidget(_label(head, "font-size:22px; font-weight:bold;", "spot"))
        for line in (holders, effects):
            if line:
                body.addWidget(text(line))

    def _final(self, body: QVBoxLayout, r: Resolution) -> None:
        c = self.controller
        if not r.writes:
            body.addWidget(_label(
                self.tr("Nothing was written to the guilds: a training mission changes no "
                        "guild (6.4)."),
                "font-size:20px; font-weight:bold;", "final-words",
            ))  # fmt: skip
        elif c.written:
            said = (
                self.tr("The results were written into the guilds on {day} at {time} UTC. They "
                        "are final: the app does not undo them.").format(
                    day=f"{c.written_at:%Y-%m-%d}", time=f"{c.written_at:%H:%M}")
                if c.written_at
                else self.tr("The results were written into the guilds. They are final: the "
                             "app does not undo them.")
            )  # fmt: skip
            body.addWidget(_label(said, "font-size:20px; font-weight:bold;", "final-words"))
        else:
            changes = words.changes(r) or [self.tr("no guild of this computer changes")]
            body.addWidget(_label(
                self.tr("Writing the results is final: the app cannot undo it. It changes:"),
                "font-size:20px; font-weight:bold;", "final-words",
            ))  # fmt: skip
            for line in changes:
                body.addWidget(text(f"• {line}"))
            body.addWidget(_big(self.tr("Write the results into the guilds"), self.write,
                                "write-results"))  # fmt: skip
        for colour, name in c.guest_colours():
            saved = c.saved_files.get(colour)
            said = self.tr(
                "{guild} is a guest's guild: its results go home on a file imported there "
                "(R-105), or, brought from its player's own DemLoc, with its 'Take the results "
                "home' (R-195)."
            ).format(guild=name)
            if saved:
                said = self.tr("{said} Saved: {path}").format(said=said, path=saved)
            body.addWidget(text(said))
            save = _big(
                self.tr("Save {owner} results file…").format(owner=words.possessive(name)),
                functools.partial(self.save_guest_file, colour),
                "save-guest-file",
            )
            save.setProperty("colour", colour)
            body.addWidget(save)
        body.addWidget(_big(self.tr("Print the report…"), self.print_report, "print-report"))
        ready = c.written or not r.writes
        row = QHBoxLayout()
        for label, slot, name in (
            (self.tr("A new mission with the same players"), self.new_mission, "new-mission"),
            (self.tr("Back to the guilds"), self.to_guilds, "back-to-guilds"),
        ):
            widget = _big(label, slot, name)
            widget.setEnabled(ready)
            widget.setToolTip("" if ready else self.tr("Write the results first"))
            row.addWidget(widget)
        body.addLayout(row)
