"""A new player, from the screens (rulebook 4, 6.2; R-219): the first start's welcome
(a database with no account yet: the app made none) and File > Add a player…, one
dialog (dialog.py) that makes the player's account, enters his code card's set in it
and makes his guild, through the store's functions (store/starter.py new_player), in
one transaction, the first entry of the guild's history (commands.py). After the
welcome the tutorial is offered (ui/tutorial). Nothing here imports the store before
the window's first paint (issue 16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from demloc.ui.i18n import translate
from demloc.ui.welcome.words import no_player_text

if TYPE_CHECKING:
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow
    from demloc.ui.welcome.dialog import PlayerDialog


def install(window: MainWindow, file_menu: QMenu, help_menu: QMenu) -> None:
    """File > Add a player… and Help > Tutorial."""
    add = QAction(translate("welcome", "Add a &player…"), window)
    add.setObjectName("add-player")
    add.triggered.connect(lambda _=False: add_player(window))
    quit_action = file_menu.actions()[0]  # the File menu's only entry yet
    file_menu.insertAction(quit_action, add)
    file_menu.insertSeparator(quit_action)
    tour = QAction(translate("welcome", "&Tutorial"), window)
    tour.setObjectName("help-tutorial")
    tour.triggered.connect(lambda _=False: open_tour(window))
    help_menu.addAction(tour)


def _context(window: MainWindow) -> AppContext | None:
    """The window's data, None while it is still opening or has no database."""
    context: AppContext | None = getattr(window, "_context", None)
    return context if context is not None and context.sessions is not None else None


def welcome_if_first_start(window: MainWindow) -> PlayerDialog | None:
    """A database with no player yet: the welcome (Cancel: it asks again next start)."""
    context = _context(window)
    if context is None or not window.isVisible() or not _no_player(context):
        return None  # (closed before: the app ends, nothing asked)
    return _player_dialog(window, context, first=True)


def add_player(window: MainWindow) -> PlayerDialog | None:
    """File > Add a player…: another account, code card and guild (4: a box serves two);
    on a database with no player yet, the welcome itself, the tutorial after it (R-221)."""
    context = _context(window)
    if context is None:
        window.statusBar().showMessage(
            translate("welcome", "A new player needs the guilds' database, still opening"), 8000
        )
        return None
    return _player_dialog(window, context, first=_no_player(context))


def _no_player(context: AppContext) -> bool:
    """No account in the database yet (busy or damaged: False, the views say why)."""
    from demloc.store.errors import StoreError
    from demloc.store.starter import first_start

    assert context.sessions is not None
    try:
        with context.sessions.begin() as session:
            return first_start(session)
    except StoreError:
        return False


def open_tour(window: MainWindow) -> None:
    from demloc.ui.tutorial import open_tutorial

    open_tutorial(window)


def _player_dialog(window: MainWindow, context: AppContext, *, first: bool) -> PlayerDialog:
    from demloc.store.starter import STARTER_BOX, account_card_sets
    from demloc.ui.welcome.dialog import BoxCode, PlayerDialog

    catalog = context.catalog
    cards = account_card_sets(catalog)
    box = [s for s in catalog.sets if s.box == STARTER_BOX]
    codes = [BoxCode(s.name, s.redeem_code, s in cards) for s in box]
    dialog = PlayerDialog(
        window,
        codes,
        lambda player, code: _check(context, player, code),
        lambda player, code, guild, colour: _create(window, player, code, guild, colour),
        first=first,
        provisional=any(s.provisional for s in box),
    )
    if first:
        dialog.accepted.connect(lambda: open_tour(window))
        dialog.rejected.connect(lambda: _no_player_yet(window))
    window.installEventFilter(dialog)  # the window closed: the dialog with it (Cancel)
    dialog.open()
    return dialog


def _no_player_yet(window: MainWindow) -> None:
    """The welcome cancelled: the Guild view says how to make a player later."""
    message = getattr(window.views.built.get("guild"), "message", None)
    if message is not None:
        message.setText(no_player_text())


def _check(context: AppContext, player: str, code: str) -> str:
    """Why the first page cannot make a player, or ""."""
    from demloc.store.errors import StoreError
    from demloc.store.starter import account_card, player_fault

    assert context.sessions is not None
    try:
        with context.sessions.begin() as session:
            fault = player_fault(session, player)
        if not fault:
            account_card(context.catalog, code)
    except StoreError as error:  # a rule's refusal, or busy or damaged: said, nothing made
        return str(error)
    return fault


def _create(window: MainWindow, player: str, code: str, guild_name: str, colour: str) -> str:
    """Make the player, his set and his guild, shown in the Guild view with the entry
    that undoes them; or why nothing was made."""
    from demloc.store.changes import guild_contents
    from demloc.store.errors import StoreError
    from demloc.store.starter import account_card, new_player
    from demloc.ui.guild.view import GuildView
    from demloc.ui.welcome.commands import NewPlayerCommand

    view = window.view("guild")
    if not isinstance(view, GuildView):  # the guild rules cannot be read: it says why
        return translate("welcome", "the Guild view cannot be shown: see it for why")
    previous = view.guild_name
    try:
        card_set = account_card(view.catalog, code)
        with view.sessions.begin() as session:
            guild = new_player(session, view.catalog, view.rules, player, code, guild_name, colour)
            name = guild.name
            command = NewPlayerCommand(
                view, guild, guild.account.name, card_set.redeem_code, card_set.id, previous,
                guild_contents(session, guild),
            )  # fmt: skip
    except StoreError as error:
        return str(error)
    if name in view.stacks:  # a guild of that name was made and undone before
        view.histories.removeStack(view.stacks.pop(name))
    view.stack_for(name).push(command)
    view.show_guild(name)
    view.message.setText(translate("welcome", "Done: {what}").format(what=command.text()))
    window.show_view("guild")
    return ""
