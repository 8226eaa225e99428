"""The Mission area: the set-up (issue 11) and the tracker (issue 12) in one place. On
opening, a mission in play is resumed exactly where it was (the store's current play),
saying so; else the set-up shows, and its Ready screen's "Play the mission" begins the
mission (start_game, begin, then the store's begin_play in one transaction).

The replay (ui/tracker/replay.py, R-90, R-91, R-92) is a page of its own: "Replay…" (F6) on
the tracker's phase bar replays the mission in play ("how did we get here"); with no
mission in play, F6 (or `open_past`) lists the missions played before to pick one. It
only reads: a past mission is read back in a session that writes nothing. Esc or
"Back" returns to the page it was opened from.

The resolution (issue 13, 6.4.1 "Resolution phase") is a page too: once the mission has
ended, the tracker's "Results ▶" shows its screens (ui/resolution/); "◀ Back to the
mission" returns to the tracker while nothing is written (the last action can still be
undone). Once the results are written (a training mission: finished), the mission is
no longer offered: a new set-up shows, with the same players if the table asks
(RULINGS.md R-111), or the main window's Guild view (`guilds_wanted`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStackedWidget, QWidget

from demloc.missions.play import Context
from demloc.missions.setup import Phase as SetupPhase
from demloc.missions.start import MissionStart
from demloc.store import Sessions
from demloc.store import play as store
from demloc.store.errors import StoreError
from demloc.store.guilds import guild_by_uuid
from demloc.store.missions import table_guild, table_guild_from_file
from demloc.ui.mission.common import button
from demloc.ui.mission.deployment import ReadyScreen
from demloc.ui.mission.players import PlayersScreen
from demloc.ui.mission.view import MissionView
from demloc.ui.resolution import ResolutionController, ResolutionView
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.replay import PastPlays, ReplayView, describe_play
from demloc.ui.tracker.view import TrackerView


class MissionArea(QStackedWidget):
    guilds_wanted = Signal()  # "Back to the guilds": the main window shows its Guild view

    def __init__(self, setup: MissionView, sessions: Sessions) -> None:
        super().__init__()
        self.setObjectName("mission-area")
        self.setup, self.sessions = setup, sessions
        ctx = setup.controller.ctx
        # One table API for the set-up and the play (issue 29): the tracker's Table is
        # the Mission view's, so a mission begun there is the tracker's at once.
        table = setup.controller.table
        self.play = PlayController(sessions, Context(ctx.tiles, ctx.catalog, ctx.dice), table)
        self.tracker = TrackerView(self.play)
        self.addWidget(setup)
        self.addWidget(self.tracker)
        self.replay = ReplayView()
        self.replay.closed.connect(self.close_replay)
        self.past = PastPlays()
        self.past.chosen.connect(self.replay_play)
        self.past.closed.connect(self.close_replay)
        self.addWidget(self.replay)
        self.addWidget(self.past)
        self.resolution = ResolutionView(
            ResolutionController(sessions, ctx.catalog, ctx.city, table)
        )
        self.addWidget(self.resolution)
        self.tracker.results_wanted.connect(self.open_results)
        self.resolution.back_to_mission.connect(self.close_results)
        self.resolution.new_mission_wanted.connect(self.new_mission_same_players)
        self.resolution.guilds_wanted.connect(self.leave_to_guilds)
        self.came_from: QWidget | None = None  # the page a replay was opened from
        self.past_list: list[store.PastPlay] = []
        self.replay_button = button(self.tr("Replay…"), self.open_replay, "open-replay")
        self.replay_button.setToolTip(
            self.tr("The mission so far, turn by turn: how did we get here (F6). It only reads.")
        )
        # the phase bar keeps its room
        self.tracker.add_tool(self.replay_button, self.tr("Replay…"), "F6")
        action = QAction(self.tr("Replay"), self)
        action.setShortcut(QKeySequence("F6"))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _=False: self.replay_key())
        self.addAction(action)
        setup.past_wanted.connect(self.open_past)
        ready = setup.screens[SetupPhase.READY]
        assert isinstance(ready, ReadyScreen)
        ready.play_requested.connect(self.play_mission)
        self.play.changed.connect(self._follow)
        if not self.play.resume():
            self.play.changed.emit()  # a problem resuming is shown on the tracker

    def _follow(self) -> None:
        if self.currentWidget() in (self.replay, self.past):
            return  # the replay stays until Back: the mission it shows is a copy
        if self.currentWidget() is self.resolution and self.play.mission is not None:
            return  # the results stay until Back to the mission, or written
        self.setCurrentWidget(
            self.tracker if self.play.mission is not None or self.play.problem else self.setup
        )

    def play_mission(self, start: object) -> bool:
        """ "Play the mission" on the Ready screen: the set-up begun through the table
        API (its pantheons and seed are the Table's); the guests' files as picked, or
        asked for now (R-159)."""
        assert isinstance(start, MissionStart)
        controller = self.setup.controller
        players = self.setup.screens[SetupPhase.PLAYERS]
        assert isinstance(players, PlayersScreen)
        guests = players.guests(controller.state)  # as picked, or picked now
        if guests is None:
            return False
        if not self.play.begin_setup(controller.setup_id, guests):
            controller.refuse(self.play.error)
            return False
        return True

    # ---- the replay ------------------------------------------------------------------

    def replay_key(self) -> None:
        """F6: the mission in play replayed, or with none the past missions' list."""
        if self.currentWidget() is self.tracker and self.play.mission is not None:
            self.open_replay()
        elif self.currentWidget() is self.setup:
            self.open_past()

    def open_replay(self) -> bool:
        """The mission in play replayed up to where the table is (R-90)."""
        mission = self.play.mission
        if mission is None:
            return False
        self._leave_for_replay()
        self.replay.open(
            mission,
            self.tr("Replay of the mission in play: how did we get here"),
            self.tr("Back to the mission"),
        )
        self.setCurrentWidget(self.replay)
        return True

    def open_past(self) -> None:
        """The missions played at this table, to pick one to replay (R-91)."""
        self._leave_for_replay()
        problem = ""
        try:
            with self.sessions() as session:  # read-only: never begun, never committed
                plays = store.past_plays(session)
        except StoreError as error:
            plays = []
            problem = self.tr("the missions played could not be read: {error}").format(error=error)
        self.past_list = plays
        self.past.show_plays(plays, problem)
        self.setCurrentWidget(self.past)

    def replay_play(self, play_id: int) -> bool:
        """Replay the past mission `play_id`; a damaged one up to its damaged action."""
        found = next((p for p in self.past_list if p.play_id == play_id), None)
        title = (
            self.tr("Replay: {mission}").format(mission=describe_play(found))
            if found
            else self.tr("Replay of mission {number}").format(number=play_id)
        )
        problem = ""
        try:
            with self.sessions() as session:  # read-only
                mission = store.load_play(session, play_id, self.play.ctx)
        except store.PlayStoreError as error:
            if error.kept is None:
                self.past.show_problem(str(error))
                return False
            mission = error.kept
            problem = self.tr("{error} (replayed up to the action before it)").format(error=error)
        except StoreError as error:
            self.past.show_problem(
                self.tr("the mission could not be read: {error}").format(error=error)
            )
            return False
        self.replay.open(mission, title, self.tr("Back to the list"), problem)
        self.setCurrentWidget(self.replay)
        return True

    def _leave_for_replay(self) -> None:
        if self.currentWidget() not in (self.replay, self.past):
            self.came_from = self.currentWidget()

    def close_replay(self) -> None:
        """Esc or Back: from a past mission to the list, else to where it was opened."""
        if self.currentWidget() is self.replay and self.came_from is self.setup:
            self.open_past()
            return
        self.setCurrentWidget(self.came_from or self.setup)
        self.came_from = None
        self._follow()

    # ---- the resolution (issue 13) ----------------------------------------------------

    def open_results(self) -> bool:
        """The ended mission's resolution, screen by screen (6.4.1): the tracker's
        "Results ▶"."""
        mission = self.play.mission
        if mission is None:
            return False
        self.resolution.open(mission, self.play.play_id)
        self.setCurrentWidget(self.resolution)
        self.resolution.setFocus()
        return True

    def close_results(self) -> None:
        """Back to the mission, nothing written: the tracker, where undo is."""
        self.setCurrentWidget(self.tracker)
        self.tracker.refresh()

    def _after_results(self) -> None:
        """The results are written (or the training finished): the mission is no
        longer the tracker's; a new set-up begins."""
        self.play.close()
        self.setup.controller.new_setup()
        self.setCurrentWidget(self.setup)
        self.play.changed.emit()

    def leave_to_guilds(self) -> None:
        self._after_results()
        self.guilds_wanted.emit()

    def new_mission_same_players(self) -> list[str]:
        """A new set-up with the guilds of the mission just resolved at the table, each
        in its colour (R-111): those of this computer as they are now (their results
        in), a guest from the results file saved here (a training one: the file as
        brought). The mission is chosen anew. Returns who could not be seated, and why."""
        mission = self.resolution.controller.mission
        players = list(mission.setup.get("players", [])) if mission is not None else []
        saved = dict(self.resolution.controller.saved_files)
        training = self.resolution.controller.training
        self._after_results()
        controller = self.setup.controller
        screen = self.setup.screens[SetupPhase.PLAYERS]
        assert isinstance(screen, PlayersScreen)
        left: list[str] = []
        for player in players:
            colour, name = str(player.get("colour")), str(player.get("name", ""))
            try:
                if player.get("source") == "file":
                    # The results file saved here (a path the player chose), or in
                    # training the file as brought, kept since it was picked: no path
                    # of the set-up is opened again.
                    path = saved.get(colour)
                    known = next((b for b in screen.brought
                                  if b.guild.key == player.get("guild")), None)  # fmt: skip
                    if path is not None:
                        seated = {p.key for p in controller.state.players}
                        brought = table_guild_from_file(path, controller.ctx.catalog,
                                                        screen.rules, seated)  # fmt: skip
                    elif training and known is not None:
                        brought = known
                    else:
                        todo = self.tr("bring its guild file") if training else self.tr(
                            "save its results file, then bring it (R-111)")  # fmt: skip
                        left.append(self.tr("{guild}: {todo}").format(guild=name, todo=todo))
                        continue
                    screen.keep(brought)
                    action = {"action": "add_player", "guild": brought.guild.to_json(),
                              "colour": colour, "file": str(brought.path.absolute())}  # fmt: skip
                else:
                    with self.sessions() as session:  # reads only
                        guild = guild_by_uuid(session, str(player.get("guild", "")))
                        if guild is None:
                            left.append(
                                self.tr("{guild}: no longer on this computer").format(guild=name)
                            )
                            continue
                        found = table_guild(session, guild, controller.ctx.catalog)
                    action = {"action": "add_player", "guild": found.to_json(),
                              "colour": colour}  # fmt: skip
            except StoreError as error:
                left.append(self.tr("{guild}: {error}").format(guild=name, error=error))
                continue
            if not controller.do(action):
                left.append(self.tr("{guild}: {error}").format(guild=name, error=controller.error))
        if left:
            controller.refuse(
                self.tr("not at the table again: {guilds}").format(guilds="; ".join(left))
            )
        return left
