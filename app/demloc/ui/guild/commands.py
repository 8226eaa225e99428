"""The Guild view's undo commands: each guild's actions go on that guild's own stack."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand
from sqlalchemy import select
from sqlalchemy.orm import Session

from demloc.store import guilds as services
from demloc.store.exchange import apply_import, plan_import
from demloc.store.schema import Account, CustomCard

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView


class GuildCommand(QUndoCommand):
    """One guild action: the guild as it was before and after (an export), restored on
    undo and redo. Restoring the "after" copy also brings back the account's sets and
    custom cards it lists; actions on the account (City Gate) add their own undo."""

    def __init__(self, view: GuildView, text: str, before: dict[str, Any], after: dict[str, Any],
                 account_undo: Callable[[Session], None] | None = None) -> None:  # fmt: skip
        super().__init__(text)
        self.view, self.before, self.after = view, before, after
        self.account_undo = account_undo
        self.first = True

    def _restore(
        self, snapshot: dict[str, Any], account_step: Callable[[Session], None] | None
    ) -> None:
        with self.view.sessions.begin() as session:
            plan = plan_import(
                session, snapshot, self.view.catalog, self.view.rules, allow_older=True
            )
            guild = services.find_guild(session, plan.name)
            revision = guild.revision
            restored = apply_import(session, plan, guild.account)
            # An undo is a change too: the revision goes up, never back, so a file
            # exported before the undo cannot later pass for newer (RULINGS.md R-42).
            restored.revision = revision + 1
            if account_step is not None:
                account_step(session)
        self.view.refresh()

    def redo(self) -> None:
        if self.first:  # the action itself already ran
            self.first = False
            return
        self._restore(self.after, None)

    def undo(self) -> None:
        self._restore(self.before, self.account_undo)


class NewGuildCommand(QUndoCommand):
    """A new guild, made before the push: the first entry of its own history. Undo
    deletes it (and the account made for it, while that account holds nothing) and
    shows the guild that was shown before; redo makes it again."""

    def __init__(self, view: GuildView, name: str, colour: str, account: str, made: bool,
                 previous: str) -> None:  # fmt: skip
        super().__init__(f"New guild {name}")
        self.view, self.name, self.colour = view, name, colour
        self.account, self.made_account, self.previous = account, made, previous
        self.first = True

    def redo(self) -> None:
        if self.first:  # made already
            self.first = False
            return
        with self.view.sessions.begin() as session:
            account = session.scalar(select(Account).where(Account.name == self.account))
            if account is None:
                account = services.create_account(session, self.account)
            services.create_guild(session, account, self.name, self.colour, self.view.rules)
        self.view.show_guild(self.name)

    def undo(self) -> None:
        with self.view.sessions.begin() as session:
            guild = services.find_guild(session, self.name)
            account = guild.account
            session.delete(guild)
            session.flush()
            session.refresh(account)
            owns_cards = session.scalar(
                select(CustomCard.id).where(CustomCard.account_id == account.id).limit(1)
            )
            if self.made_account and not (account.guilds or account.redeemed_sets or owns_cards):
                session.delete(account)
        self.view.show_guild(self.previous)
