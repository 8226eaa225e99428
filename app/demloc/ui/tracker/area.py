"""The Mission area: the set-up (issue 11) and the tracker (issue 12) in one place. On
opening, a mission in play is resumed exactly where it was (the store's current play),
saying so; else the set-up shows, and its Ready screen's "Play the mission" begins the
mission (start_game, begin, then the store's begin_play in one transaction)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QStackedWidget
from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from demloc.missions.errors import SetupError
from demloc.missions.play import Context
from demloc.missions.setup import Phase as SetupPhase
from demloc.missions.start import MissionStart
from demloc.store.schema import Guild, Item
from demloc.ui.mission.deployment import ReadyScreen
from demloc.ui.mission.view import MissionView
from demloc.ui.tracker.controller import PlayController
from demloc.ui.tracker.view import TrackerView


def pantheons(
    session: Session, players: tuple[Mapping[str, object], ...]
) -> dict[str, tuple[str, ...]]:
    """Each colour's pantheon (the daemons its guild keeps, 7.2.3.2), for the guilds of
    this computer; a guild brought on a file brings none (its daemons are drawn from
    the cards the table has: none here)."""
    found: dict[str, tuple[str, ...]] = {}
    for player in players:
        guild = session.scalar(select(Guild).where(Guild.uuid == str(player.get("guild", ""))))
        if guild is None:
            continue
        daemons = session.scalars(
            select(Item.card_id).where(Item.guild_id == guild.id, Item.kind == "daemon")
        ).all()
        found[str(player["colour"])] = tuple(daemons)
    return found


class MissionArea(QStackedWidget):
    def __init__(self, setup: MissionView, sessions: sessionmaker[Session]) -> None:
        super().__init__()
        self.setObjectName("mission-area")
        self.setup, self.sessions = setup, sessions
        ctx = setup.controller.ctx
        self.play = PlayController(sessions, Context(ctx.tiles, ctx.catalog, ctx.dice))
        self.tracker = TrackerView(self.play)
        self.addWidget(setup)
        self.addWidget(self.tracker)
        ready = setup.screens[SetupPhase.READY]
        assert isinstance(ready, ReadyScreen)
        ready.play_requested.connect(self.play_mission)
        self.play.changed.connect(self._follow)
        if not self.play.resume():
            self.play.changed.emit()  # a problem resuming is shown on the tracker

    def _follow(self) -> None:
        self.setCurrentWidget(
            self.tracker if self.play.mission is not None or self.play.problem else self.setup
        )

    def play_mission(self, start: object) -> bool:
        assert isinstance(start, MissionStart)
        controller = self.setup.controller
        try:
            with self.sessions() as session:
                gods = pantheons(session, start.players)
        except SetupError as error:  # pragma: no cover - read-only
            controller.refuse(str(error))
            return False
        seed = (controller.log.seed * 7919 + controller.setup_id) % 2**31
        if not self.play.begin(start, seed, gods, controller.setup_id or None):
            controller.refuse(self.play.error)
            return False
        return True
