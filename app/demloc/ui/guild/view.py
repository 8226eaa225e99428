"""The Guild view: the guild picker, files (files.py) and undo above one tab per building
(see the tab modules). Every action runs one service call in one transaction; every
change is an undoable command on the active guild's own history, kept in the database
with it (ui/undo_rows.py, R-177); a refused action says which rule refused it. A guild
at the table in a mission is locked (6.4, lock.py): a banner says so and every edit is
disabled or refused in its words."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QShowEvent, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import Session, Sessions
from demloc.store import guilds as services
from demloc.store.errors import StoreError
from demloc.store.schema import GUILD_COLOURS, Guild
from demloc.store.starter import active_guild
from demloc.ui.flow import flow_row
from demloc.ui.guild.armory import ArmoryTab
from demloc.ui.guild.common import Action, Shown
from demloc.ui.guild.dormitory import DormitoryTab
from demloc.ui.guild.files import GuildFiles
from demloc.ui.guild.gate import GateTab
from demloc.ui.guild.keepers import KeeperTab
from demloc.ui.guild.ledger import LedgerTab
from demloc.ui.guild.lock import GuildAtTableError, locked_text, mission_of, refuse_at_table
from demloc.ui.guild.missions import MissionsTab
from demloc.ui.guild.overview import OverviewTab
from demloc.ui.keys import undo_buttons
from demloc.ui.plaintext import ask, plain_label, tooltip
from demloc.ui.undo_rows import KeptHistories
from demloc.ui.welcome.words import no_player_text

if TYPE_CHECKING:
    from demloc.store.changes import GuildChange

# What only an action, a file or a history needs (the rows' capture and the undo
# commands, export and import, their modules' imports: the missions, the resolution) is
# imported where it is used: the view's first paint does without (issue 16).

# The guild at the table: read from across the room (table mode), never missed.
BANNER_STYLE = (
    "background:#fff1c4; color:#5a3b00; border:2px solid #c98a00; border-radius:4px; "
    "padding:8px; font-weight:bold; font-size:15px;"
)


COLLECTION = frozenset({"set", "custom"})  # the account's cards: every shop and name
AGAIN = frozenset({"again"})  # the view shown again: what changed meanwhile is read
ALWAYS = frozenset({"building", "member", "item", "held", "mission", "wealth", *COLLECTION})


def touched(change: GuildChange) -> frozenset[str]:
    """What an action (or its undo) changed, for the refresh after it: its rows' tables,
    "held" when a weapon or code a mercenary holds (or held) is among them, "wealth"
    when it wrote a ledger line."""
    found = {table for table, _key in change.rows}
    for (table, _key), rows in change.rows.items():
        if table == "item" and any(row is not None and row[2] is not None for row in rows):
            found.add("held")
    return frozenset(found | ({"wealth"} if change.wealth else set()))


class GuildView(GuildFiles, KeptHistories):
    kind = "guild"  # its kept actions' kind (store/row_history.py)

    guild_changed = Signal(str)  # the shown guild's name, whenever another is shown

    def __init__(self, sessions: Sessions, catalog: Catalog, rules: GuildRules) -> None:
        super().__init__()
        self.sessions, self.catalog, self.rules = sessions, catalog, rules
        # One history per guild: the History tab and Undo show the shown guild's.
        self.histories = QUndoGroup(self)
        self.stacks: dict[str, QUndoStack] = {}
        self.guild_name = ""
        self.at_table = ""  # the mission the shown guild is at the table in (6.4), or ""
        # Names as the last refresh showed them (the guild's own cards), for the
        # history's entries.
        self.card_names: dict[str, str] = {}
        self.member_names: dict[int, str] = {}
        self.ask: Callable[[str], bool] = self._ask
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setObjectName("guildMessage")

        self.picker = QComboBox()
        self.picker.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.picker.setMinimumContentsLength(12)
        self.picker.currentTextChanged.connect(self._pick)
        new_guild = QPushButton(self.tr("New guild…"))
        new_guild.clicked.connect(self._new_guild_dialog)
        # The buttons keep their short text; the action's name is in their tooltip.
        self.undo_button, self.redo_button = undo_buttons(self, self.histories)
        self.histories.canUndoChanged.connect(lambda _can: self._sync_undo())
        self.histories.canRedoChanged.connect(lambda _can: self._sync_undo())
        self.wealth = QLabel()  # numbers and a colour: no names from data
        self.wealth.setObjectName("wealth")
        self.wealth.setWordWrap(True)
        roster_button, export_button, import_button, join_button = (
            QPushButton(self.tr("Roster…")), QPushButton(self.tr("Export…")),
            QPushButton(self.tr("Import…")), QPushButton(self.tr("Join a table…")),
        )  # fmt: skip
        join_button.setObjectName("join-table")
        join_button.setToolTip(
            self.tr("Bring this guild to a table shared on the network; take its results home")
        )
        join_button.clicked.connect(self._join_dialog)
        roster_button.setToolTip(self.tr("Print the guild box check (6.3) as PDF or PNG"))
        roster_button.clicked.connect(self._roster_dialog)
        export_button.clicked.connect(self._export_dialog)
        import_button.clicked.connect(self._import_dialog)
        # One row at 1024 px in English; a longer language wraps it (issue 32).
        top_row, top = flow_row()
        top.add(QLabel(self.tr("Guild:")))
        self.picker.setMaximumWidth(420)
        top.add(self.picker, 1)
        top.add(new_guild)
        top.add(QWidget(), 1)  # the files' buttons and Undo, Redo at the right
        for button in (roster_button, export_button, import_button, join_button):
            top.add(button)
        top.add(self.undo_button)
        top.add(self.redo_button)

        self.overview = OverviewTab(self)
        self.dormitory = DormitoryTab(self)
        self.armory = ArmoryTab(self)
        self.library = KeeperTab(self, "arcane_code")
        self.pantheon = KeeperTab(self, "daemon")
        self.guesthouse = KeeperTab(self, "follower")
        self.gate = GateTab(self)
        self.ledger = LedgerTab(self)
        self.missions = MissionsTab(self)
        # What each tab shows, by what an action changed (store/changes.py's tables, its
        # ledger lines as "wealth", "held" for a weapon or code a mercenary holds): a
        # refresh after an action fills again only those it touched. The
        # Overview shows the guild's purse and buildings; it is cheap, and always shown.
        self.shows: list[tuple[Any, frozenset[str]]] = [
            (self.overview, ALWAYS),
            (self.dormitory, frozenset({"member", "held", "building", *COLLECTION})),
            (self.armory, frozenset({"item", "member", *COLLECTION})),
            (self.library, frozenset({"item", "member", *COLLECTION})),
            (self.pantheon, frozenset({"item", "member", *COLLECTION})),
            (self.guesthouse, frozenset({"item", "member", *COLLECTION})),
            (self.gate, COLLECTION),
            (self.ledger, frozenset({"wealth"})),
            (self.missions, frozenset({"mission"})),
        ]
        self.collection_kept: tuple[Any, dict[str, Any], dict[str, Any]] | None = None
        self.shown_mark: tuple[Any, ...] = ()  # the guild and its cards as last shown
        self.stale: set[Any] = set()  # tabs to fill again once shown
        self.history = QUndoView(self.histories)
        self.history.setEmptyLabel(self.tr("Opened"))
        self.tabs = QTabWidget()
        # A little less padding than the style's: the ten tabs fit a 1024x700 window
        # beside the navigation, none behind the scroll arrows.
        self.tabs.setStyleSheet("QTabBar::tab { padding: 5px 7px; }")
        self.tabs.setUsesScrollButtons(True)
        for tab, title in (
            (self.overview, self.tr("Overview")), (self.dormitory, self.tr("Dormitory")),
            (self.armory, self.tr("Armory")), (self.library, self.tr("Arcane library")),
            (self.pantheon, self.tr("Pantheon")), (self.guesthouse, self.tr("Guesthouse")),
            (self.gate, self.tr("City Gate")), (self.ledger, self.tr("Ledger")),
            (self.missions, self.tr("Missions")), (self.history, self.tr("History")),
        ):  # fmt: skip
            self.tabs.addTab(tab, title)
        # Each tab's message stays on its tab (issue 26: a City Gate error was still
        # shown on the Dormitory): kept when the tab is left, shown again when it comes.
        self.tab_messages: dict[int, str] = {}
        self.shown_tab = 0
        self.tabs.currentChanged.connect(self._tab_changed)
        provisional = QLabel(
            self.tr(
                "<i>Building costs, limits and prices are provisional (resources/guild.toml)."
                " Card and building names stay in English.</i>"
            )
        )
        provisional.setWordWrap(True)
        self.banner = plain_label()  # names the mission: plain text
        self.banner.setObjectName("guildAtTable")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(top_row)
        layout.addWidget(self.banner)
        layout.addWidget(self.wealth)  # its own line: never cut by the buttons
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(provisional)
        self.refresh()
        self._restore_history()

    # ---- the history, kept in the database (store/row_history.py, R-177) ---------------

    def _restore_history(self) -> None:
        """Each guild's kept history on its stack, where it stands (issue 28)."""
        from demloc.store.row_history import histories, old_history_file

        old = old_history_file(getattr(self.sessions.kw.get("bind"), "url", None))
        if old is not None and old.is_file():
            self._adopt(old)
        try:
            with self.sessions.begin() as session:
                names = {g.id: g.name for g in services.all_guilds(session)}
                kept = histories(session, "guild")
        except StoreError as error:  # the guilds are shown; only their history is not
            self.message.setText(
                self.tr("The guilds' undo history could not be read: {error}").format(error=error)
            )
            return
        if not kept:
            return  # a first start: the first paint does without the commands (issue 16)
        from demloc.ui.undo_rows import fill

        for guild_id, entries in kept.items():
            if guild_id in names:
                fill(self, self.stack_for(names[guild_id]), entries)

    def _adopt(self, source: Path) -> None:
        """The history the release before kept in a file (R-142) is kept in the database
        once, and the file renamed, with one message (R-182)."""
        from demloc.store.row_history import OLD_MAX_BYTES, adopt

        try:
            data = textio.read_json(source, max_bytes=OLD_MAX_BYTES)
            with self.sessions.begin() as session:
                count = adopt(session, data)
        except StoreError as error:  # the database, not the file: read at the next start
            self.message.setText(self.tr(
                "The undo history of the version before ({file}) is read at the next start: "
                "{error}").format(file=source.name, error=error))  # fmt: skip
            return
        except (textio.InputError, ValueError, OSError) as error:
            why = str(error).rstrip(".")
            try:
                kept = textio.keep_aside(source).name
            except OSError:
                said = self.tr(
                    "The undo history of the version before ({file}) could not be read: "
                    "{error}; the guilds are as they were, their Undo starts empty."
                ).format(file=source.name, error=why)
            else:
                said = self.tr(
                    "The undo history of the version before ({file}) could not be read: "
                    "{error}; the guilds are as they were, their Undo starts empty. The file "
                    "is kept, unchanged, as {kept}."
                ).format(file=source.name, error=why, kept=kept)
            self.message.setText(said)
            return
        done = source.with_name(source.name.removesuffix(".json") + ".read.json")
        try:  # else read again at the next start: the guilds it named keep what is here
            if done.exists():
                textio.keep_aside(source)
            else:
                source.rename(done)
        except OSError:
            pass
        if count:
            self.message.setText(
                self.tr(
                    "The undo history of the version before (%n guild action(s)) is kept in "
                    "the database now: Undo goes on from where it stood.",
                    "",
                    count,
                )
            )

    def replay(self, entry_id: int, undo: bool, text: str) -> None:
        """Undo (or redo) a kept guild action (ui/undo_rows.py); a guild at the table is
        refused in the banner's words (6.4, R-116)."""
        from demloc.store.changes import apply_change
        from demloc.store.row_history import replay

        done: list[GuildChange] = []  # the change put back: what to show again
        try:
            with self.sessions.begin() as session:

                def apply(change: GuildChange) -> GuildChange:
                    mission = mission_of(session, change.guild_id)
                    if mission:
                        raise GuildAtTableError(locked_text(mission))
                    guild = services.find_guild(session, self.guild_name)
                    if guild.id == change.guild_id and self._as_shown(guild):
                        done.append(change)
                    return apply_change(session, change, undo=undo, text=text,
                                        catalog=self.catalog, rules=self.rules)  # fmt: skip

                replay(session, entry_id, undo=undo, text=text, apply=apply)
        except BaseException:
            self.refresh()  # refused: another window may have moved the guild; all of it
            raise
        self.refresh(touched(done[0]) if done else None)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)

    @property
    def undo_stack(self) -> QUndoStack:
        """The shown guild's history."""
        return self.stack_for(self.guild_name)

    def stack_for(self, name: str) -> QUndoStack:
        if name not in self.stacks:
            self.stacks[name] = QUndoStack(self)
            self.histories.addStack(self.stacks[name])
        return self.stacks[name]

    def card_name(self, card_id: str) -> str:
        """A card's name: the guild's own, or one its shops offer (the collection the
        tab showing it read)."""
        if card_id in self.card_names:
            return self.card_names[card_id]
        card = self.collection_kept[1].get(card_id) if self.collection_kept else None
        return card.name if card is not None else card_id

    def member_name(self, member_id: int | None) -> str:
        return self.member_names.get(member_id or -1, self.tr("a mercenary"))

    def _ask(self, text: str) -> bool:
        # The question names mercenaries, cards and guilds (an import plan): plain text.
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = ask(self, self.tr("Guild"), text, buttons, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    # ---- running actions ---------------------------------------------------------------

    def act(self, text: str, action: Action) -> bool:
        """Run `action` in one transaction, under the guild's lock; push the rows it
        changed on the guild's history; say what failed. A guild at the table is
        refused in the banner's words (6.4), and the banner shown if it was not."""
        from demloc.store.changes import capture, difference
        from demloc.store.row_history import record
        from demloc.ui.undo_rows import RowCommand

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                seen = self._as_shown(guild)
                refuse_at_table(session, guild)
                services.lock_guild(session, guild)
                before = capture(session, guild)
                action(session, guild)
                change = difference(session, guild, before, capture(session, guild))
                entry_id = record(session, guild.id, "guild", text, change)
        except GuildAtTableError as error:
            self.message.setText(self.tr("Not done: {error}").format(error=error))
            self.refresh()  # a mission begun in another window since: the banner
            return False
        except StoreError as error:
            self.message.setText(self.tr("Not done: {error}").format(error=error))
            return False
        self.undo_stack.push(RowCommand(self, self.undo_stack, text, entry_id))
        self.message.setText(self.tr("Done: {action}").format(action=text))
        self.refresh(touched(change) if seen else None)
        return True

    def _as_shown(self, guild: Guild) -> bool:
        """Is `guild` as this view last showed it, before this window's action on it? If
        another window changed it since, the refresh after the action shows all of it,
        not only the action's rows (review of issue 31, R-201)."""
        return self.shown_mark[:2] == (guild.id, guild.revision)

    def _pick(self, name: str) -> None:
        if name and name != self.guild_name:
            self.show_guild(name)

    def show_guild(self, name: str) -> None:
        self.guild_name = name
        self.refresh()

    def _new_guild_dialog(self) -> None:
        """Another guild of a player's account; a new player (his account from his code
        card, R-220) is File > Add a player…, where this leads when there is none yet."""
        try:
            with self.sessions.begin() as session:
                accounts = services.account_names(session)
        except StoreError as error:
            self.message.setText(self.tr("Not done: {error}").format(error=error))
            return
        if not accounts:  # the window's File > Add a player… (no import of the window)
            add_player = self.window().findChild(QAction, "add-player")
            self.message.setText(no_player_text())
            if add_player is not None:
                add_player.trigger()
            return
        name, ok = QInputDialog.getText(self, self.tr("New guild"), self.tr("Name of the guild:"))
        if not ok or not name:
            return
        colour, ok = QInputDialog.getItem(
            self,
            self.tr("New guild"),
            self.tr("Colour of its bases:"),
            list(GUILD_COLOURS),
            0,
            False,
        )
        if not ok:
            return
        account, ok = QInputDialog.getItem(
            self,
            self.tr("New guild"),
            self.tr("Player account (a new player: File > Add a player…):"),
            accounts,
            0,
            False,
        )
        if ok:
            self.create_guild(name, colour, account)

    def create_guild(self, name: str, colour: str, account_name: str | None = None) -> bool:
        from demloc.store.changes import guild_contents
        from demloc.ui.guild.commands import NewGuildCommand

        try:
            with self.sessions.begin() as session:
                if account_name is None and self.guild_name:
                    account_name = services.find_guild(session, self.guild_name).account.name
                account_name = account_name or "Guild Master"
                account = services.find_account(session, account_name)
                made = account is None
                if account is None:
                    account = services.create_account(session, account_name)
                guild = services.create_guild(session, account, name, colour, self.rules)
                name = guild.name
                command = NewGuildCommand(self, guild, account_name, made, self.guild_name,
                                          guild_contents(session, guild))  # fmt: skip
        except StoreError as error:
            self.message.setText(self.tr("Not done: {error}").format(error=error))
            return False
        if name in self.stacks:  # a guild of that name was made and undone before
            self.histories.removeStack(self.stacks.pop(name))
        self.stack_for(name).push(command)
        self.show_guild(name)
        self.message.setText(self.tr("Done: new guild {name}").format(name=name))
        return True

    # ---- showing -----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (from the Mission view, say): read the guild again, so that the
        banner comes when its mission began and goes once it is resolved or given up;
        the tabs are filled again only if the guild or its account's cards changed
        meanwhile (its revision, services.collection_mark: R-201), as a pick does."""
        super().showEvent(event)
        self.refresh(AGAIN)

    def _tab_changed(self, index: int) -> None:
        self.tab_messages[self.shown_tab] = self.message.text()
        self.shown_tab = index
        self.message.setText(self.tab_messages.get(index, ""))
        tab: Any = self.tabs.widget(index)
        if tab in self.stale and self.guild_name:
            try:
                with self.sessions.begin() as session:
                    guild = services.find_guild(session, self.guild_name)
                    mark = services.collection_mark(session, guild.account)
                    tab.show_guild(self._shown(session, guild, mark))
            except StoreError as error:
                self.message.setText(self.tr("Not shown: {error}").format(error=error))
                return
            self.stale.discard(tab)
            self._lock(self.at_table)  # the controls it filled, as the lock has them

    def _sync_undo(self) -> None:
        """Undo and Redo while there is something to undo or redo, and the guild is not
        at the table (its undo would change it, 6.4)."""
        stack = self.histories.activeStack()
        free = not self.at_table
        self.undo_button.setEnabled(free and stack is not None and stack.canUndo())
        self.redo_button.setEnabled(free and stack is not None and stack.canRedo())

    def _lock(self, mission: str) -> None:
        """Show the guild as locked in `mission` (6.4) or free (""): the banner, every
        edit control disabled with the reason as its tooltip, the history and undo."""
        self.at_table = mission
        reason = locked_text(mission) if mission else ""
        self.banner.setText(reason)
        self.banner.setVisible(bool(mission))
        for tab in (self.overview, self.dormitory, self.armory, self.library, self.pantheon,
                    self.guesthouse, self.gate):  # fmt: skip
            for control in tab.edit_controls():
                if control.property("freeTip") is None:
                    control.setProperty("freeTip", control.toolTip())
                control.setEnabled(not mission)
                control.setToolTip(tooltip(reason) if mission else str(control.property("freeTip")))
        self.dormitory.refresh_enlist()
        self.history.setEnabled(not mission)  # a click there undoes or redoes
        self._sync_undo()

    def refresh(self, changed: frozenset[str] | None = None) -> None:
        """Show the guild again: all of it, or after an action only what its `changed`
        rows show (touched(); issue 31, R-201). A busy or damaged database is said in
        the message line (what was shown stays), never raised out of the slot that
        called this."""
        shown_before = self.histories.activeStack()
        try:
            with self.sessions.begin() as session:
                if changed is None or changed is AGAIN or not self.guild_name:
                    self._pick_guild(session)
                if self.guild_name:
                    self._show(session, services.find_guild(session, self.guild_name), changed)
                else:
                    self._lock("")
        except StoreError as error:
            self.message.setText(self.tr("Not shown: {error}").format(error=error))
            return
        stack = self.undo_stack
        if stack is not shown_before:
            self.histories.setActiveStack(stack)
            self.gate.clear_entries()  # the code typed for another guild's account
            self.guild_changed.emit(self.guild_name)

    def _pick_guild(self, session: Session) -> None:
        """The picker's guilds, and the one shown (the active one if none is)."""
        names = [g.name for g in services.all_guilds(session)]
        if not self.guild_name or self.guild_name not in names:
            active = active_guild(session)
            self.guild_name = active.name if active else (names[0] if names else "")
        self.picker.blockSignals(True)
        try:
            self.picker.clear()
            self.picker.addItems(names)
            self.picker.setCurrentText(self.guild_name)
        finally:
            self.picker.blockSignals(False)

    def _collection(self, session: Session, guild: Guild, mark: Any) -> Any:
        """A reader of the account's collection and the cards the guild's records may
        name, for a tab that shows them (Shown.owned, Shown.cards: read on first use,
        R-212): as the last read kept them while the account's cards are as they were
        then (`mark`: services.collection_mark, another window's changes too) and no
        refresh since dropped them (an action that changed a set or a custom card)."""

        def read() -> tuple[dict[str, Any], dict[str, Any]]:
            kept = self.collection_kept
            if kept is None or kept[0] != mark:
                owned = services.collection(session, guild.account, self.catalog)
                cards = services.known_cards(session, guild, self.catalog, owned)
                kept = self.collection_kept = (mark, owned, cards)
            return kept[1], kept[2]

        return read

    def _shown(self, session: Session, guild: Guild, mark: Any) -> Shown:
        """What the tabs show, its names read from the guild's own cards alone (only the
        custom cards its members and items name are parsed, R-212)."""
        named = services.guild_cards(session, guild, self.catalog)
        members = {m.id: (c.name if (c := named.get(m.card_id)) else m.card_id)
                   for m in guild.members}  # fmt: skip
        return Shown(session, guild, named, members, self._collection(session, guild, mark),
                     services.held_cuts(session, guild))  # fmt: skip

    def _show(self, session: Session, guild: Guild, changed: frozenset[str] | None = None) -> None:
        """Show `guild`: every tab, or those `changed` touched (AGAIN: every tab if the
        guild or its cards changed since it was last shown, none if not). Only the tab
        on screen is filled now; the others once they are shown (`stale`, R-212: the
        view's first showing fills one tab and parses no custom card)."""
        cards_mark = services.collection_mark(session, guild.account)
        shown = self._shown(session, guild, cards_mark)
        # The spots held count too: one lost to a rival ends its price cut, and the
        # rival's acquisition changes not this guild's revision (review of issue 31).
        mark = (guild.id, guild.revision, cards_mark, tuple(sorted(shown.cuts.items())))
        if changed is AGAIN:
            changed = frozenset() if mark == self.shown_mark else None
        if changed is None or changed & COLLECTION:
            self.collection_kept = None  # read again by the first tab that shows it
        self.shown_mark = mark
        self.at_table = services.guild_at_table(session, guild)
        self.card_names = {card_id: card.name for card_id, card in shown.named.items()}
        self.member_names = shown.members
        colour = html.escape(guild.colour)  # a damaged database may hold anything
        self.wealth.setText(
            self.tr(
                "<b>{colour}</b> · fame <b>{fame}</b> · feods <b>{feods}</b> · "
                "blood stones <b>{stones}</b>"
            ).format(
                colour=colour,
                fame=f"{guild.fame:,}",
                feods=f"{guild.feods:,}",
                stones=f"{guild.blood_stones:,}",
            )
        )
        current: Any = self.tabs.currentWidget()
        for tab, shows in self.shows:
            if changed is not None and not changed & shows:
                continue
            if tab is current:
                tab.show_guild(shown)
                self.stale.discard(tab)
            else:
                self.stale.add(tab)  # filled once it is shown
        self._lock(self.at_table)
