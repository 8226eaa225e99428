"""A new player made from the welcome or "Add a player…" (R-219): the first entry of
his guild's history in the Guild view, as a new guild's is (ui/guild/commands.py).
Undo takes back all of it (the guild, the set its code card entered, the account once
it holds nothing else); redo makes it again, the same guild."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

from demloc.store import guilds as services
from demloc.store.changes import guild_contents
from demloc.store.errors import StoreError
from demloc.store.schema import Guild
from demloc.store.starter import first_start, player_again, remove_player
from demloc.ui.guild.lock import GuildAtTableError, refuse_at_table
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView


class NewPlayerCommand(QUndoCommand):
    def __init__(self, view: GuildView, guild: Guild, player: str, code: str, set_id: str,
                 previous: str, contents: tuple[Any, ...]) -> None:  # fmt: skip
        super().__init__(
            translate("welcome.commands", "New player {player}, guild {guild}").format(
                player=player, guild=guild.name
            )
        )
        self.view = view
        self.player, self.code, self.set_id = player, code, set_id
        self.name, self.colour, self.uuid = guild.name, guild.colour, guild.uuid
        self.previous, self.contents = previous, contents
        self.first = True  # made before the push
        self.stand = False  # the next redo only moves the history back (a refused undo)

    def redo(self) -> None:
        if self.first or self.stand:
            self.first = self.stand = False
            return
        try:
            with self.view.sessions.begin() as session:
                player_again(session, self.view.catalog, self.view.rules, self.player,
                             self.code, self.name, self.colour, self.uuid)  # fmt: skip
        except StoreError as error:
            self.setObsolete(True)
            self.view.message.setText(
                translate("welcome.commands", "Not redone: {reason}").format(reason=error)
            )
            return
        self.view.show_guild(self.name)

    def undo(self) -> None:
        try:
            with self.view.sessions.begin() as session:
                guild = services.guild_by_uuid(session, self.uuid)
                if guild is None:
                    raise services.GuildRuleError(
                        translate(
                            "welcome.commands", "{guild} is no longer in the database"
                        ).format(guild=self.name)
                    )
                refuse_at_table(session, guild)  # a guild in a mission is never deleted
                if guild_contents(session, guild) != self.contents:
                    raise services.GuildRuleError(
                        translate(
                            "welcome.commands",
                            "{guild} changed since it was made (in another window or the "
                            "mission): it is kept",
                        ).format(guild=guild.name)
                    )
                remove_player(session, guild, self.set_id)
                nobody = first_start(session)
        except GuildAtTableError as error:  # kept with its history, as a new guild is
            self.view.message.setText(
                translate("welcome.commands", "Not undone: {reason}").format(reason=error)
            )
            self.stand = True
            QTimer.singleShot(0, self.view.stack_for(self.name).redo)
            self.view.refresh()
            return
        except StoreError as error:
            self.setObsolete(True)
            self.view.message.setText(
                translate("welcome.commands", "Not undone: {reason}").format(reason=error)
            )
            self.view.refresh()
            return
        self.view.show_guild(self.previous)
        said = (
            translate(
                "welcome.commands",
                "Undone: {what}. No player now: File > Add a player… makes your account "
                "and your guild from your code card (6.2).",
            )
            if nobody
            else translate("welcome.commands", "Undone: {what}")
        )
        self.view.message.setText(said.format(what=self.text()))
