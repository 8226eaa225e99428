"""Phases 1 and 2 (6.4): the mission and the guilds at the table, each with its
sub-base colour; then training or standard."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QPushButton, QWidget

from demloc.board.position import COLOURS
from demloc.guild.rules import GuildRules
from demloc.missions.setup import Mode, SetupState
from demloc.missions.table import TableGuild
from demloc.store import Sessions
from demloc.store import missions as store
from demloc.store.errors import StoreError
from demloc.table import TableError
from demloc.ui.i18n import translate
from demloc.ui.mission.common import Screen, button, group, heading, swatch, text
from demloc.ui.mission.controller import SetupController
from demloc.ui.resolution.words import possessive


class PlayersScreen(Screen):
    title = "Players"

    def __init__(self, controller: SetupController, sessions: Sessions, rules: GuildRules) -> None:
        super().__init__(controller)
        self.sessions, self.rules = sessions, rules
        # guild files read this session, each with its path (kept in the add_player
        # step: the resolution writes the results back to the file, R-68) and what
        # "Play the mission" keeps of it: read only when the player picks it
        self.brought: list[store.BroughtGuild] = []
        self.ask_guest_file: Callable[[str], Path | None] = self._ask_guest_file

    def local_guilds(self) -> tuple[list[tuple[TableGuild, str]], str]:
        """Every guild of this computer's database (any account) and its account."""
        try:
            return self.controller.table.guilds(), ""
        except TableError as error:
            return [], self.tr("the guilds cannot be read: {error}").format(error=error)

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("Mission")))
        self.mission_box = QComboBox()
        self.mission_box.setMinimumHeight(40)
        self.mission_box.addItem(self.tr("Choose a mission…"), "")
        for mission in sorted(self.ctx.missions.values(), key=lambda m: m.name):
            counts = "/".join(str(n) for n in sorted(mission.players))
            self.mission_box.addItem(
                self.tr("{mission} ({counts} players)").format(mission=mission.name, counts=counts),
                mission.id,
            )
        self.mission_box.setCurrentIndex(max(0, self.mission_box.findData(state.mission)))
        self.mission_box.activated.connect(self._choose)
        self.content.addWidget(self.mission_box)
        at_table = {p.key for p in state.players}
        # The guilds to add come first and the table below them, the story last: a
        # guild seated or a mission chosen moves no button (issue 26).
        self._guilds(at_table)

        box, layout = group(self.tr("At the table (clockwise)"))
        if not state.players:
            layout.addWidget(text(self.tr("No guild yet: add 2 to 4 guilds above (6.4).")))
        for player in state.players:
            line = QHBoxLayout()
            line.addWidget(swatch(player.colour))
            line.addWidget(text(
                self.tr("{guild} — from a guild file, for this mission only").format(
                    guild=player.name)
                if player.guild.source == "file"
                else player.name
            ), 1)  # fmt: skip
            colours = QComboBox()
            colours.setObjectName(f"colour-{player.key}")
            colours.setMinimumHeight(40)
            colours.addItems(list(COLOURS))
            colours.setCurrentText(player.colour)
            colours.activated.connect(
                lambda _i, key=player.key, box=colours: self.act(
                    "set_colour", player=key, colour=box.currentText()
                )
            )
            line.addWidget(colours)
            remove = button(self.tr("Remove"), self.act_with("remove_player", player=player.key))
            remove.setObjectName(f"remove-{player.key}")
            line.addWidget(remove)
            layout.addLayout(line)
        self.content.addWidget(box)

        if state.mission:
            mission = self.ctx.mission(state.mission)
            self.content.addWidget(text(mission.story))

    def _guilds(self, at_table: set[str]) -> None:
        box, layout = group(self.tr("Guilds on this computer"))
        guilds, problem = self.local_guilds()
        if problem:
            layout.addWidget(text(problem))
        for guild, account in guilds:
            line = QHBoxLayout()
            line.addWidget(swatch(guild.colour))
            line.addWidget(text(self.tr("{guild} — account {account}").format(
                guild=store.guild_summary(guild), account=account)), 1)  # fmt: skip
            line.addWidget(_add_button(guild.key in at_table, functools.partial(self.add, guild),
                                       f"add-{guild.key}"))  # fmt: skip
            layout.addLayout(line)
        for brought in self.brought:  # seated, still listed: nothing below moves
            guild = brought.guild
            line = QHBoxLayout()
            line.addWidget(swatch(guild.colour))
            line.addWidget(text(self.tr("{guild} — from a file").format(
                guild=store.guild_summary(guild))), 1)  # fmt: skip
            line.addWidget(_add_button(guild.key in at_table,
                                       functools.partial(self.add, guild, brought.path),
                                       f"add-file-{guild.key}"))  # fmt: skip
            layout.addLayout(line)
        layout.addWidget(button(self.tr("Bring a guild file…"), self._ask_file, "bring-file"))
        if len(guilds) + len(self.brought) < 2:  # a first start has one guild
            layout.addWidget(text(self.tr(
                "Each player needs a guild: File > Add a player… makes a new player's from "
                "their code card, New guild… in the Guild view (Ctrl+1) another of a "
                "player's; or bring a guild file exported on another computer."
            )))  # fmt: skip
        self.content.addWidget(box)

    def _choose(self, index: int) -> None:
        mission = self.mission_box.itemData(index)
        if mission:
            self.act("choose_mission", mission=mission)

    def add(self, guild: TableGuild, path: Path | None = None) -> bool:
        """`guild` to the table; one brought on a file names the file (its path)."""
        if path is None:
            return self.act("add_player", guild=guild.to_json())
        return self.act("add_player", guild=guild.to_json(), file=str(path.absolute()))

    def _ask_file(self) -> None:
        path = self._pick(self.tr("Bring a guild file"))
        if path is not None:
            self.bring(path)

    def _pick(self, title: str) -> Path | None:
        path, _filter = QFileDialog.getOpenFileName(
            self, title, "", self.tr("DemLoc guild files (*.json);;All files (*)")
        )
        return Path(path) if path else None

    def _ask_guest_file(self, name: str) -> Path | None:
        return self._pick(
            self.tr("Bring {guild_s} guild file to play the mission").format(
                guild_s=possessive(name)
            )
        )

    def bring(self, path: Path) -> bool:
        """A guild brought on a file from another computer, for this mission only."""
        at_table = {p.key for p in self.controller.state.players}
        try:
            brought = store.table_guild_from_file(path, self.ctx.catalog, self.rules, at_table)
        except StoreError as error:
            self.controller.refuse(str(error))
            return False
        self.keep(brought)
        return self.add(brought.guild, path)

    def keep(self, brought: store.BroughtGuild) -> None:
        """A guild file read (picked by the player): listed, and kept for the hand-off."""
        self.brought = [b for b in self.brought if b.guild.key != brought.guild.key]
        self.brought.append(brought)

    def guests(self, state: SetupState) -> dict[str, Any] | None:
        """What each guest's file gives the mission, by colour (RULINGS.md R-159): the
        file read when the player picked it, as seated. A guest whose file was not
        picked in this window (a set-up resumed after a restart, or made on another
        computer of a club's database) is asked for it now; a path the set-up names is
        never opened. A guild brought over the network is what the host kept of it
        (R-189). None, the refusal said, if one is not given or not that guild."""
        kept: dict[str, Any] = {}
        try:
            net = self.controller.table.brought(self.controller.setup_id)
        except TableError:
            net = {}  # then asked for as a file: the refusal names the guild
        for player in state.players:
            if player.guild.source != "file":
                continue
            if player.colour in net:
                kept[player.colour] = net[player.colour]
                continue
            seated = player.guild.to_json()
            brought = next((b for b in self.brought if b.guild.to_json() == seated), None)
            if brought is None:
                path = self.ask_guest_file(player.name)
                if path is None:
                    self.controller.refuse(
                        self.tr(
                            "{guild} came to the table on a guild file: bring that file "
                            "again to play the mission (a guest's file is read only when it is "
                            "picked, R-159)"
                        ).format(guild=player.name)
                    )
                    return None
                try:
                    brought = store.table_guild_from_file(path, self.ctx.catalog, self.rules)
                except StoreError as error:
                    self.controller.refuse(str(error))
                    return None
                if brought.guild.to_json() != seated:
                    self.controller.refuse(
                        self.tr(
                            "{path}: guild: {found} as in this file is not "
                            "{seated} as seated at the table: bring the file it came on"
                        ).format(path=path, found=brought.guild.name, seated=player.name)
                    )
                    return None
                self.keep(brought)
            kept[player.colour] = brought.guest
        return kept


def _add_button(seated: bool, add: Callable[[], object], name: str) -> QPushButton:
    """ "Add to the table", or "At the table" once seated, as wide either way."""
    seated_text = translate("mission.players", "At the table")
    widget = button(seated_text, add, name)
    widest = widget.sizeHint().width()  # either text whole, in any language
    widget.setText(translate("mission.players", "Add to the table"))
    widget.setMinimumWidth(max(widest, widget.sizeHint().width()))
    if seated:
        widget.setText(seated_text)
        widget.setEnabled(False)
    return widget


class ModeScreen(Screen):
    title = "Mode"

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("How is this mission played? (6.4)")))
        for mode, said in (
            (Mode.TRAINING, self.tr("Training: nothing about your guilds will change")),
            (Mode.STANDARD, self.tr("Standard: control spots, fame and feods are at stake")),
        ):
            choice = button(said, self.act_with("set_mode", mode=mode.value))
            choice.setObjectName(f"mode-{mode.value}")
            choice.setCheckable(True)
            choice.setChecked(state.mode is mode)
            choice.setMinimumHeight(56)
            self.content.addWidget(choice)
        if state.mission:
            mission = self.ctx.mission(state.mission)
            kind = mission.kind.value.replace("-", " ")
            self.content.addWidget(
                text(
                    self.tr("{mission} — kind of mission: {kind}").format(
                        mission=mission.name, kind=kind
                    )
                )
            )
        self.content.addWidget(QWidget())
