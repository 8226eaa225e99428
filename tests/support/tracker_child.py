"""The child of the tracker's kill test (tests/unit/ui/tracker/test_tracker_kill.py):
the real app started offscreen as `demloc` starts it (ui/application.py's `run_gui`:
the catalog, the database opened and on a first start filled, the main window), on its
Mission area; the mission in play resumed, or the set-up driven by its screens from
wherever it was left to "Play the mission" (the hand-off); then random actions through
the tracker's widgets (button clicks, keys, taps on the board) until it is killed.

It prints one line after each thing the app acknowledged (saved), flushed:

    start                                     the process is up, the app not started
    opened tracker PLAY CURSOR REDO DIGEST BANNER   the tracker resumed a mission
    opened setup SETUP STEPS PHASE            no mission in play: the set-up shows
    step SETUP STEPS PHASE                    a set-up step saved
    setup SETUP STEPS PHASE                   a new set-up shown (the results written)
    tap play-mission                          about to hand off (not an acknowledgement)
    begin PLAY CURSOR REDO DIGEST -           the hand-off: the mission begun and saved
    do|undo|redo PLAY CURSOR REDO DIGEST EVENT   an action saved (EVENT: its JSON, or -)
    abandon PLAY                              the mission left (no longer offered)

A dialog or a traceback ends it at once (exit 4 or 5, said on stderr): the parent
fails on a child that stops on its own. Run as `python tracker_child.py SEED [MODE]`:
MODE `play` (the default) as above; `give-up` first gives the mission in play up (the
tracker's "Give up this mission"), so the hand-off comes next; `open` only opens the
app, says what it resumed, and ends (exit 0). The paths come from XDG_DATA_HOME (the
app's data folder) and the rest of XDG_*; QT_QPA_PLATFORM=offscreen. No pytest here:
a fast start (a fork server imports this module once, then calls `main`).
"""

from __future__ import annotations

import hashlib
import os
import random
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


MODES = ("play", "give-up", "open")


def say(*words: object) -> None:
    print(*words, flush=True)


def _die(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """A traceback anywhere (a slot too): said on stderr, and the child ends."""
    traceback.print_exception(kind, error, trace, file=sys.stderr)
    sys.stderr.flush()
    os._exit(4)


def digest_of(canonical: str) -> str:
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def main(argv: list[str]) -> int:
    sys.excepthook = _die
    say("start")
    rng = random.Random(int(argv[0]) if argv else 0)
    mode = argv[1] if len(argv) > 1 else "play"
    if mode not in MODES:
        raise SystemExit(f"tracker_child: the mode is one of {', '.join(MODES)}, not {mode!r}")

    # ---- the app starts, as run_gui starts it -------------------------------------
    # Giving up asks first; a player killing this child at random has said yes.
    import demloc.ui.tracker.view as tracker_view

    tracker_view.ask_to_give_up = lambda *_: True  # type: ignore[assignment]
    import demloc.ui.resolution.view as resolution_view

    resolution_view.ask_to_write = lambda *_: True  # type: ignore[assignment]
    from PySide6.QtCore import QSettings

    from demloc.logsetup import configure_logging
    from demloc.paths import user_log_dir
    from demloc.store.errors import StoreError
    from demloc.ui.application import build_context, qt_application, quiet_qt
    from demloc.ui.main_window import MainWindow

    configure_logging(user_log_dir(), "INFO")
    quiet_qt()
    app = qt_application()
    # The English the app shows: "3 actions", not "3 action(s)" (issue 32's plural forms).
    import tempfile
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: its support
    from support.plurals import install_english_plurals

    install_english_plurals(app, Path(tempfile.mkdtemp(prefix="demloc-plurals-")))
    window = MainWindow(None, QSettings(), "mission")  # painted before the data opens
    window.resize(1024, 700)
    window.show()
    app.processEvents()
    try:
        context = build_context(None)  # the first start creates the database (empty, R-219)
    except StoreError as error:
        # run_gui shows this in a dialog: the kill test counts it a failure.
        print(f"dialog: the database cannot be opened: {error}", file=sys.stderr)
        sys.stderr.flush()
        os._exit(5)
    assert context.sessions is not None
    second_guild(context)
    window.open_context(context)
    app.processEvents()
    Driver(window, rng).run(mode)
    return 0


def second_guild(context: object) -> None:
    """The starter guild (a first start makes none: R-219) and the table's second guild,
    The Pale Masks with the second set's mercenaries, as the UI tests' database has
    them. One transaction, so a kill leaves them made or not; made once."""
    from sqlalchemy import select

    from demloc.catalog.cards import Mercenary, Weapon, WeaponCharacteristic
    from demloc.guild.rules import load_guild_rules
    from demloc.paths import resources_dir
    from demloc.store.guilds import all_guilds, buy, create_guild, enlist, equip
    from demloc.store.schema import Guild
    from demloc.store.starter import load_starter_content
    from demloc.ui.context import AppContext

    assert isinstance(context, AppContext) and context.sessions is not None
    catalog = context.catalog
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with context.sessions.begin() as session:
        if session.scalar(select(Guild).where(Guild.name == "The Pale Masks")) is not None:
            return
        load_starter_content(session, catalog)
        first = all_guilds(session)[0]
        guild = create_guild(session, first.account, "The Pale Masks", "blue", rules)
        card_set = next(s for s in catalog.sets if s.id == "rog-guild-2")
        for card in card_set.cards:
            if not isinstance(card, Mercenary):
                continue
            member = enlist(session, guild, card.id, catalog, rules)
            weapon = next(
                w for w in catalog.cards
                if isinstance(w, Weapon) and w.characteristic is WeaponCharacteristic.NORMAL
                and w.type is card.favourite_weapon and w.type in card.primary_coupling
                and (not w.coupling or card.type in w.coupling)
            )  # fmt: skip
            equip(
                session, member, buy(session, guild, "weapon", weapon.id, catalog, rules), catalog
            )


class Driver:
    """The table at the app: the set-up's screens to the hand-off, then the tracker."""

    def __init__(self, window: object, rng: random.Random) -> None:
        from demloc.ui.main_window import MainWindow
        from demloc.ui.tracker import MissionArea

        assert isinstance(window, MainWindow)
        area = window.views["mission"]
        assert isinstance(area, MissionArea)
        self.window, self.area, self.rng = window, area, rng
        self.tracker, self.play = area.tracker, area.play
        self.setup = area.setup
        self.seen: tuple[int, int, list[object]] = (0, 0, [])  # play id, cursor, events
        self.steps = len(self.setup.controller.log.actions)
        self.setup_id = self.setup.controller.setup_id

    # ---- what the app acknowledged ------------------------------------------------

    def _state_words(self) -> list[object]:
        mission = self.play.mission
        assert mission is not None
        return [self.play.play_id, mission.cursor, self.play.redo_count,
                digest_of(mission.state.canonical())]  # fmt: skip

    def _remember(self) -> None:
        mission = self.play.mission
        if mission is None:
            self.seen = (0, 0, [])
        else:
            self.seen = (self.play.play_id, mission.cursor, list(mission.events))

    def opened(self) -> None:
        self.no_dialog()
        if self.play.problem:
            raise AssertionError(f"the mission in play cannot be resumed: {self.play.problem}")
        if self.play.mission is not None:
            banner = self.tracker.banner
            shown = banner.text() if banner.isVisible() else "-"
            say("opened tracker", *self._state_words(), shown)
        else:
            controller = self.setup.controller
            if controller.problem:
                raise AssertionError(f"the set-up cannot be resumed: {controller.problem}")
            say("opened setup", controller.setup_id, self.steps, controller.state.phase.value)
        self._remember()
        self.play.changed.connect(self._changed)
        self.setup.controller.changed.connect(self._stepped)

    def _changed(self) -> None:
        """After each `changed`: a saved action moved the cursor (or begun, or left)."""
        from demloc.store.play import canonical_json

        mission, (play_id, cursor, events) = self.play.mission, self.seen
        if mission is None:
            if play_id:
                say("abandon", play_id)
        elif self.play.play_id != play_id:
            say("begin", *self._state_words(), "-")
        elif mission.cursor != cursor:
            if mission.cursor < cursor:
                op, text = "undo", "-"
            else:
                record = mission.events[mission.cursor - 1]
                redone = len(events) >= mission.cursor and events[mission.cursor - 1] is record
                op, text = ("redo" if redone else "do"), canonical_json(record)
            assert abs(mission.cursor - cursor) == 1, "one action, one event"
            say(op, *self._state_words(), text)
        self._remember()

    def _stepped(self) -> None:
        controller = self.setup.controller
        steps = len(controller.log.actions)
        if controller.setup_id != self.setup_id:  # after the results: a new set-up
            say("setup", controller.setup_id, steps, controller.state.phase.value)
        elif steps != self.steps and not controller.error:
            say("step", controller.setup_id, steps, controller.state.phase.value)
        self.steps, self.setup_id = steps, controller.setup_id

    def no_dialog(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog

        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                print(f"dialog: {widget.windowTitle()}", file=sys.stderr)
                sys.stderr.flush()
                os._exit(5)

    # ---- driving ------------------------------------------------------------------

    def run(self, mode: str) -> None:
        self.opened()
        if mode == "open":
            os._exit(0)  # as a kill would: nothing more is written
        if mode == "give-up" and self.play.mission is not None:
            self.tap("abandon")
        while True:
            if self.play.mission is None:
                self.set_up()
            else:
                self.act()
            self.no_dialog()

    def set_up(self) -> None:
        """One set-up step by its screen, from wherever the set-up is (a restart resumes
        it there); at Ready, "Play the mission"."""
        from demloc.missions.setup import Phase
        from demloc.ui.mission.players import PlayersScreen

        view, state = self.setup, self.setup.state
        phase = state.phase
        if phase is Phase.PLAYERS:
            players = view.screens[Phase.PLAYERS]
            assert isinstance(players, PlayersScreen)
            if state.mission != "first-blood":
                index = players.mission_box.findData("first-blood")
                players.mission_box.setCurrentIndex(index)
                players.mission_box.activated.emit(index)
            elif len(state.players) < 2:
                self.press(self.buttons("add-")[0])
            else:
                self.press("next")
        elif phase is Phase.MODE:
            self.press("next" if state.mode is not None else "mode-training")
        elif phase is Phase.RAFFLE:
            self.press("next" if state.stake else "draw-stake")
        elif phase is Phase.CHARACTERS:
            for player in state.players:
                if len(player.picks) < 2:
                    taken = {p.card for pl in state.players for p in pl.picks}
                    prefix = f"pick-{player.key}-"
                    free = [n for n in self.buttons(prefix) if n.removeprefix(prefix) not in taken]
                    self.press(free[0])
                    return
            self.press("next")
        elif phase is Phase.CARDS:
            rolls = self.buttons("roll-")
            self.press(rolls[0] if rolls else "next")
        elif phase is Phase.DEPLOYMENT:
            self.deploy()
        elif phase is Phase.READY:
            say("tap play-mission")  # not acknowledged: the hand-off starts
            self.press("play-mission")
        else:
            self.press("next")

    def deploy(self) -> None:
        from demloc.board.board import Terrain
        from demloc.missions.deployment import deployer, elements_owed, legal_squares, zones

        view = self.setup
        state, ctx = view.state, view.controller.ctx
        if zone := self.buttons("zone-"):
            self.press(zone[0])
            return
        due = deployer(state)
        if due is not None:
            self.tap_square(legal_squares(state, ctx, due.key)[0])
            return
        board = ctx.board(ctx.mission(state.mission), len(state.players))
        for player in state.players:
            if elements_owed(state, ctx, player.key):
                used = {p.at for pl in state.players for p in pl.picks}
                used |= {at for pl in state.players for _k, at in pl.elements}
                zoned = {s for z in zones(state, ctx) for s in z.squares}
                square = next(
                    s.name for s in board.squares()
                    if s.name not in used and s.name not in zoned
                    and board.terrain[board.index(s)] is Terrain.FREE
                )  # fmt: skip
                self.tap_square(square)
                return
        self.press("next")  # "Start game"

    # ---- the set-up's widgets ----------------------------------------------------

    def buttons(self, prefix: str) -> list[str]:
        from PySide6.QtWidgets import QApplication, QPushButton

        QApplication.processEvents()
        return sorted(
            b.objectName() for b in self.setup.findChildren(QPushButton)
            if b.objectName().startswith(prefix) and b.isVisible() and b.isEnabled()
        )  # fmt: skip

    def press(self, name: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QPushButton

        QApplication.processEvents()
        found = [b for b in self.setup.findChildren(QPushButton, name) if b.isVisible()]
        if not found or not found[0].isEnabled():
            raise AssertionError(
                f"no button {name} to press on the {self.setup.state.phase.value} screen "
                f"({self.setup.missing.text()} {self.setup.controller.error})"
            )
        QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def tap_square(self, square: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from demloc.board.squares import Square
        from demloc.missions.setup import Phase
        from demloc.render import geometry as geo
        from demloc.ui.mission.deployment import DeploymentScreen

        screen = self.setup.screens[Phase.DEPLOYMENT]
        assert isinstance(screen, DeploymentScreen) and screen.board is not None
        view = screen.board.view
        x, y = geo.centre(Square.parse(square))
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(x, y))
        QApplication.processEvents()

    # ---- the tracker's widgets ---------------------------------------------------

    def act(self) -> None:
        """One thing the table does on the tracker: a tap, a button or a key."""
        from demloc.missions.play import Phase

        state = self.play.state
        if state.phase is Phase.ENDED:
            choice = self.rng.random()
            if self.area.currentWidget() is self.area.resolution:
                self.resolve()
            elif choice < 0.5:
                self.key("Ctrl+Z")
            else:
                self.tap("abandon")  # "Results ▶": the resolution's screens (6.4.1)
            return
        due = self.tracker.notices.due
        if due is not None and self.rng.random() < 0.8:
            self.tap_board_square(self.rng.choice(due.squares).name)
            return
        moves: list[tuple[float, Callable[[], None]]] = [
            (3, lambda: self.key("P")),
            (1.5, lambda: self.tap("pass")),
            (2, self.next_turn),
            (2, self.select),
            (1.5, lambda: self.key(self.rng.choice(("D", "H", "S", "B", "V")))),
            (2.5, self.counter),
            (0.6, self.effect),
            (0.6, self.fate),
            (0.15, self.kill),
            (0.25, self.end),
            (1.2, lambda: self.key("Ctrl+Z")),
            (0.4, lambda: self.tap("undo")),
            (0.8, lambda: self.key(self.rng.choice(("Ctrl+Shift+Z", "Ctrl+Y")))),
            (0.4, lambda: self.tap("redo")),
        ]
        weights = [w for w, _m in moves]
        self.rng.choices([m for _w, m in moves], weights)[0]()

    def resolve(self) -> None:
        """The resolution's screens: Next to the last page, there the results written
        (a standard mission), then back to the guilds; the Mission view again shows the
        set-up's Ready."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QPushButton

        view = self.area.resolution
        for name in ("resolution-next", "write-results", "back-to-guilds"):
            found = [
                b for b in view.findChildren(QPushButton, name) if b.isVisible() and b.isEnabled()
            ]  # fmt: skip
            if found:
                QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
                QApplication.processEvents()
        if self.play.mission is None:
            self.window.show_view("mission")
            QApplication.processEvents()

    def next_turn(self) -> None:
        if self.rng.random() < 0.5:
            self.key("T")
        else:
            self.tap("next-turn")

    def select(self) -> None:
        if self.rng.random() < 0.5:
            self.key(self.rng.choice(("N", "Tab")))
            return
        state = self.play.state
        on_board = [c.id for c in state.board_map.characters if c.id in state.fighters]
        if on_board:
            self.tap_character(self.rng.choice(on_board))

    def counter(self) -> None:
        self.tap(self.rng.choice((
            "damage", "damage-life", "seals-1", "seals+1", "bleeding-1", "bleeding+1",
            "poison-1", "poison+1", "armour-1", "armour+1", "hearts-1", "hearts+1",
        )))  # fmt: skip

    def effect(self) -> None:
        names = ("stunned", "possessed", "exhausted", "escaped", "dead")
        self.tap("effect-" + self.rng.choices(names, (3, 2, 3, 0.3, 0.3))[0])

    def fate(self) -> None:
        colours = [p.colour for p in self.play.state.players]
        self.tap(f"fate-{self.rng.choice(colours)}{self.rng.choice((-1, 1)):+d}")

    def kill(self) -> None:
        colours = [p.colour for p in self.play.state.players]
        self.tap(f"kill-by-{self.rng.choice(colours)}")

    def end(self) -> None:
        """An end of the mission the table says (7.3.2.3): the bar's button, then who."""
        from PySide6.QtWidgets import QPushButton

        from demloc.ui.tracker.phase_bar import ENDING_LABELS

        reason = self.rng.choice(sorted(ENDING_LABELS))
        self.tap(f"end-{reason}")
        whom = sorted(
            b.objectName() for b in self.tracker.bar.chooser.findChildren(QPushButton)
            if b.isVisible() and b.objectName().startswith((f"{reason}-by-", "end-cancel"))
        )  # fmt: skip
        if whom:
            self.tap(self.rng.choice(whom))

    def tap(self, name: str) -> None:
        """A real click on the tracker's button `name`, when it is there and enabled
        (the table cannot press a greyed button)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QPushButton

        QApplication.processEvents()
        found = [
            b for b in self.tracker.findChildren(QPushButton, name)
            if b.isVisible() and b.isEnabled()
        ]  # fmt: skip
        if found:
            QTest.mouseClick(found[0], Qt.MouseButton.LeftButton)
            QApplication.processEvents()

    def key(self, sequence: str) -> None:
        """A key as the table presses it, the board holding the focus."""
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        board = self.tracker.board
        assert board is not None
        board.view.setFocus()
        QApplication.processEvents()
        QTest.keySequence(board.view, QKeySequence(sequence))
        QApplication.processEvents()

    def tap_character(self, fighter_id: str) -> None:
        miniature = self.play.state.board_map.character(fighter_id)
        if miniature is not None:
            self.tap_board_square(miniature.at.name)

    def tap_board_square(self, square: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from demloc.board.squares import Square
        from demloc.render import geometry as geo

        board = self.tracker.board
        assert board is not None
        x, y = geo.centre(Square.parse(square))
        view = board.view
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(x, y))
        QApplication.processEvents()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
