"""The Guild view's new guild command, the first entry of that guild's own history
(its actions are ui/undo_rows.py's RowCommand, kept in the database). A guild at the
table in a mission is never deleted (6.4, R-116): the history stays as it was, to be
used once the mission is resolved or given up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

from demloc.store import guilds as services
from demloc.store.changes import guild_contents
from demloc.store.errors import StoreError
from demloc.store.schema import Guild
from demloc.ui.guild.lock import GuildAtTableError, refuse_at_table
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView


class NewGuildCommand(QUndoCommand):
    """A new guild, made before the push: the first entry of its own history. Undo
    deletes it (and the account made for it, while that account holds nothing) and
    shows the guild that was shown before, unless it changed since it was made; redo
    makes it again, the same guild (its identity)."""

    def __init__(self, view: GuildView, guild: Guild, account: str, made: bool,
                 previous: str, contents: tuple[Any, ...]) -> None:  # fmt: skip
        super().__init__(translate("guild.commands", "New guild {name}").format(name=guild.name))
        self.view, self.name, self.colour = view, guild.name, guild.colour
        self.uuid, self.contents = guild.uuid, contents
        self.account, self.made_account, self.previous = account, made, previous
        self.first = True
        self.stand = False  # the next redo only moves the history back (a refused undo)

    def redo(self) -> None:
        if self.first:  # made already
            self.first = False
            return
        if self.stand:
            self.stand = False
            return
        try:
            with self.view.sessions.begin() as session:
                account = services.find_account(session, self.account)
                if account is None:
                    account = services.create_account(session, self.account)
                services.create_guild(
                    session, account, self.name, self.colour, self.view.rules, self.uuid
                )
        except StoreError as error:
            self.setObsolete(True)
            self.view.message.setText(
                translate("guild.commands", "Not redone: {error}").format(error=error)
            )
            return
        self.view.show_guild(self.name)

    def undo(self) -> None:
        try:
            with self.view.sessions.begin() as session:
                guild = services.guild_by_uuid(session, self.uuid)
                if guild is None:
                    raise services.GuildRuleError(
                        translate("guild.commands", "{name} is no longer in the database").format(
                            name=self.name
                        )
                    )
                refuse_at_table(session, guild)  # a guild in a mission is never deleted
                if guild_contents(session, guild) != self.contents:
                    raise services.GuildRuleError(
                        translate(
                            "guild.commands",
                            "{name} changed since it was made (in another window or the "
                            "mission): it is kept",
                        ).format(name=guild.name)
                    )
                services.delete_guild(session, guild, with_empty_account=self.made_account)
        except GuildAtTableError as error:
            # Kept, and so is the history: undoable once the mission is over (6.4).
            self.view.message.setText(
                translate("guild.commands", "Not undone: {error}").format(error=error)
            )
            self.stand = True
            QTimer.singleShot(0, self.view.stack_for(self.name).redo)
            self.view.refresh()
            return
        except StoreError as error:
            self.setObsolete(True)
            self.view.message.setText(
                translate("guild.commands", "Not undone: {error}").format(error=error)
            )
            self.view.refresh()
            return
        self.view.show_guild(self.previous)
