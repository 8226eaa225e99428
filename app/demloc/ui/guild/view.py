"""The Guild view: the guild picker, files and undo above one tab per building (see the
tab modules). Every action runs one service call in one transaction; every change is an
undoable command on the active guild's own history; a refused action says which rule
refused it. A guild at the table in a mission is locked (6.4, lock.py): a banner says
so and every edit is disabled or refused in its words."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
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
from demloc.store import Session, Sessions, history_path
from demloc.store import guilds as services
from demloc.store.database import StoreError
from demloc.store.schema import GUILD_COLOURS, Guild
from demloc.store.starter import active_guild
from demloc.ui.files import remember_folder, save_file_name, start_folder, suggested
from demloc.ui.guild.armory import ArmoryTab
from demloc.ui.guild.common import Action, Shown
from demloc.ui.guild.dormitory import DormitoryTab
from demloc.ui.guild.gate import GateTab
from demloc.ui.guild.keepers import KeeperTab
from demloc.ui.guild.ledger import LedgerTab
from demloc.ui.guild.lock import GuildAtTableError, locked_text, mission_of, refuse_at_table
from demloc.ui.guild.missions import MissionsTab
from demloc.ui.guild.overview import OverviewTab
from demloc.ui.keys import undo_buttons
from demloc.ui.plaintext import ask, plain_label, tooltip

if TYPE_CHECKING:
    from demloc.store.import_plan import ImportPlan

# What only an action, a file or a history needs (the rows' capture and the undo
# commands, export and import, their modules' imports: the missions, the resolution) is
# imported where it is used: the view's first paint does without (issue 16).

GUILD_FILES = "DemLoc guilds (*.json)"
# The guild at the table: read from across the room (table mode), never missed.
BANNER_STYLE = (
    "background:#fff1c4; color:#5a3b00; border:2px solid #c98a00; border-radius:4px; "
    "padding:8px; font-weight:bold; font-size:15px;"
)
ROSTER_FILES = "PDF (*.pdf);;PNG (*.png)"
PLAN_LINES, PLAN_TAKES = 12, 6  # an import question's changes and takings shown at most
DIALOG_WIDTH = 640  # a question's widest, in px: its text wraps, its buttons stay in view
# An import that empties a guild is done when asked for by its name (RULINGS.md R-158).
EMPTY_LABEL = "To empty it, type the guild's name as it is here:"


class GuildView(QWidget):
    guild_changed = Signal(str)  # the shown guild's name, whenever another is shown

    def __init__(self, sessions: Sessions, catalog: Catalog, rules: GuildRules) -> None:
        super().__init__()
        self.sessions, self.catalog, self.rules = sessions, catalog, rules
        # One history per guild: the History tab and Undo show the shown guild's.
        self.histories = QUndoGroup(self)
        self.stacks: dict[str, QUndoStack] = {}
        self.guild_name = ""
        self.at_table = ""  # the mission the shown guild is at the table in (6.4), or ""
        # Names as the last refresh showed them, for the history's entries.
        self.card_names: dict[str, str] = {}
        self.member_names: dict[int, str] = {}
        self.ask: Callable[[str], bool] = self._ask
        self.history_file: Path | None = None  # set once the view is built
        self.restoring = False
        # The guilds whose history moved in this window; another window's histories of
        # the other guilds are kept as the file holds them (history.write).
        self.moved: set[str] = set()
        self.history_seen: tuple[tuple[int, int], list[Any]] | None = None
        self.guild_ids: dict[str, tuple[int, str]] = {}  # name -> id, identity
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
        new_guild = QPushButton("New guild…")
        new_guild.clicked.connect(self._new_guild_dialog)
        # The buttons keep their short text; the action's name is in their tooltip.
        self.undo_button, self.redo_button = undo_buttons(self, self.histories)
        self.histories.canUndoChanged.connect(lambda _can: self._sync_undo())
        self.histories.canRedoChanged.connect(lambda _can: self._sync_undo())
        self.wealth = QLabel()  # numbers and a colour: no names from data
        self.wealth.setObjectName("wealth")
        self.wealth.setWordWrap(True)
        roster_button, export_button, import_button = (
            QPushButton("Roster…"), QPushButton("Export…"), QPushButton("Import…"),
        )  # fmt: skip
        roster_button.setToolTip("Print the guild box check (6.3) as PDF or PNG")
        roster_button.clicked.connect(self._roster_dialog)
        export_button.clicked.connect(self._export_dialog)
        import_button.clicked.connect(self._import_dialog)
        top = QHBoxLayout()
        top.addWidget(QLabel("Guild:"))
        self.picker.setMaximumWidth(420)
        top.addWidget(self.picker, 1)
        top.addWidget(new_guild)
        top.addStretch(1)
        for button in (roster_button, export_button, import_button):
            top.addWidget(button)
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)

        self.overview = OverviewTab(self)
        self.dormitory = DormitoryTab(self)
        self.armory = ArmoryTab(self)
        self.library = KeeperTab(self, "arcane_code")
        self.pantheon = KeeperTab(self, "daemon")
        self.guesthouse = KeeperTab(self, "follower")
        self.gate = GateTab(self)
        self.ledger = LedgerTab(self)
        self.missions = MissionsTab(self)
        self.history = QUndoView(self.histories)
        self.history.setEmptyLabel("Opened")
        self.tabs = QTabWidget()
        # A little less padding than the style's: the ten tabs fit a 1024x700 window
        # beside the navigation, none behind the scroll arrows.
        self.tabs.setStyleSheet("QTabBar::tab { padding: 5px 7px; }")
        self.tabs.setUsesScrollButtons(True)
        for tab, title in (
            (self.overview, "Overview"), (self.dormitory, "Dormitory"),
            (self.armory, "Armory"), (self.library, "Arcane library"),
            (self.pantheon, "Pantheon"), (self.guesthouse, "Guesthouse"),
            (self.gate, "City Gate"), (self.ledger, "Ledger"), (self.missions, "Missions"),
            (self.history, "History"),
        ):  # fmt: skip
            self.tabs.addTab(tab, title)
        # Each tab's message stays on its tab (issue 26: a City Gate error was still
        # shown on the Dormitory): kept when the tab is left, shown again when it comes.
        self.tab_messages: dict[int, str] = {}
        self.shown_tab = 0
        self.tabs.currentChanged.connect(self._tab_changed)
        provisional = QLabel(
            "<i>Building costs, limits and prices are provisional (resources/guild.toml).</i>"
        )
        provisional.setWordWrap(True)
        self.banner = plain_label()  # names the mission: plain text
        self.banner.setObjectName("guildAtTable")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.wealth)  # its own line: never cut by the buttons
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(provisional)
        self.refresh()
        self._restore_history()

    # ---- the history, kept across a restart (history.py) --------------------------------

    def _restore_history(self) -> None:
        self.history_file = history_path(self.sessions)
        if self.history_file is None or not self.history_file.is_file():
            return  # a first start: the first paint does without history.py (issue 16)
        from demloc.ui.guild.history import restore

        self.restoring = True
        try:
            restore(self, self.history_file)
        except (ValueError, OSError, StoreError) as error:
            # The guilds are not affected: only their history starts empty. The file is
            # kept aside as the board's autosave is (a newer app's, a look by hand),
            # never over another one, and a new one is written at the next change; one
            # that cannot be moved is never written over: no history is kept this run.
            said = f"The guilds' undo history could not be read: {str(error).rstrip('.')}."
            try:
                kept = textio.keep_aside(self.history_file)
            except OSError as failure:
                left, self.history_file = self.history_file, None
                said += (
                    f" It could not be moved aside ({failure.strerror or failure}), so the "
                    f"undo history is not kept this time: {left} is left as it is."
                )
            else:
                said += f" The file is kept, unchanged, as {kept}."
            self.message.setText(said)
        finally:
            self.restoring = False

    def _keep_history(self, name: str) -> None:
        """After every move of a history: the file written again (history.py)."""
        if self.restoring or self.history_file is None:
            return
        self.moved.add(name)
        if not all(shiboken6.isValid(stack) for stack in self.stacks.values()):
            return  # emitted while the view and its histories are destroyed
        from demloc.ui.guild.history import write

        try:
            write(self, self.history_file)
        except (OSError, StoreError) as error:
            self.message.setText(f"The undo history could not be kept: {error}")

    @property
    def undo_stack(self) -> QUndoStack:
        """The shown guild's history."""
        return self.stack_for(self.guild_name)

    def stack_for(self, name: str) -> QUndoStack:
        if name not in self.stacks:
            self.stacks[name] = QUndoStack(self)
            self.stacks[name].indexChanged.connect(lambda _i, n=name: self._keep_history(n))
            self.histories.addStack(self.stacks[name])
        return self.stacks[name]

    def card_name(self, card_id: str) -> str:
        return self.card_names.get(card_id, card_id)

    def member_name(self, member_id: int | None) -> str:
        return self.member_names.get(member_id or -1, "a mercenary")

    def _ask(self, text: str) -> bool:
        # The question names mercenaries, cards and guilds (an import plan): plain text.
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = ask(self, "Guild", text, buttons, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    # ---- running actions ---------------------------------------------------------------

    def act(self, text: str, action: Action) -> bool:
        """Run `action` in one transaction, under the guild's lock; push the rows it
        changed on the guild's history; say what failed. A guild at the table is
        refused in the banner's words (6.4), and the banner shown if it was not."""
        from demloc.store.changes import capture, difference
        from demloc.ui.guild.commands import GuildCommand

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                refuse_at_table(session, guild)
                services.lock_guild(session, guild)
                before = capture(session, guild)
                action(session, guild)
                change = difference(session, guild, before, capture(session, guild))
        except GuildAtTableError as error:
            self.message.setText(f"Not done: {error}")
            self.refresh()  # a mission begun in another window since: the banner
            return False
        except StoreError as error:
            self.message.setText(f"Not done: {error}")
            return False
        self.undo_stack.push(GuildCommand(self, text, change))
        self.message.setText(f"Done: {text}")
        self.refresh()
        return True

    def _pick(self, name: str) -> None:
        if name and name != self.guild_name:
            self.show_guild(name)

    def show_guild(self, name: str) -> None:
        self.guild_name = name
        self.refresh()

    def _new_guild_dialog(self) -> None:
        name, ok = QInputDialog.getText(self, "New guild", "Name of the guild:")
        if not ok or not name:
            return
        colour, ok = QInputDialog.getItem(
            self, "New guild", "Colour of its bases:", list(GUILD_COLOURS), 0, False
        )
        if not ok:
            return
        try:
            with self.sessions.begin() as session:
                accounts = services.account_names(session)
        except StoreError as error:
            self.message.setText(f"Not done: {error}")
            return
        # Each player at the table has an account; type a new name for a new player.
        account, ok = QInputDialog.getItem(
            self, "New guild", "Player account:", accounts or ["Guild Master"], 0, True
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
            self.message.setText(f"Not done: {error}")
            return False
        if name in self.stacks:  # a guild of that name was made and undone before
            self.histories.removeStack(self.stacks.pop(name))
        self.stack_for(name).push(command)
        self.show_guild(name)
        self.message.setText(f"Done: new guild {name}")
        return True

    # ---- files: roster, export, import -------------------------------------------------

    def write_roster(self, path: Path) -> bool:
        """Write the roster; a busy or damaged database or a failed write: said."""
        from demloc.ui.roster import roster_pdf, roster_png

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                rows, title = (
                    services.roster(session, guild, self.catalog),
                    f"{guild.name}: guild box check",
                )
            (roster_pdf if path.suffix.lower() == ".pdf" else roster_png)(path, title, rows)
        except (OSError, StoreError) as error:
            self.message.setText(f"Not written: {error}")
            return False
        self.message.setText(f"Wrote the roster to {path}")
        return True

    def _roster_dialog(self) -> None:
        # The suffix is added before the overwrite question (save_file_name).
        path = save_file_name(self, "Roster", suggested(f"{self.guild_name} roster", ".pdf"),
                              ROSTER_FILES)  # fmt: skip
        if path is not None:
            self.write_roster(path)

    def export_to(self, path: Path) -> bool:
        """Export the shown guild; a busy or damaged database or a failed write: said."""
        from demloc.store.guild_file import dumps, export_guild

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                text = dumps(export_guild(session, guild))
            textio.write_atomic(path, text)
        except (OSError, StoreError) as error:
            self.message.setText(f"Not exported: {error}")
            return False
        self.message.setText(f"Exported {self.guild_name} to {path}")
        return True

    def _export_dialog(self) -> None:
        path = save_file_name(self, "Export the guild", suggested(self.guild_name, ".json"),
                              GUILD_FILES)  # fmt: skip
        if path is not None:
            self.export_to(path)

    def import_from(
        self,
        path: Path,
        confirm: Callable[[str], bool] | None = None,
        ask_name: Callable[[str, str], str | None] | None = None,
        ask_empty: Callable[[str], str | None] | None = None,
    ) -> bool:
        """Check the file, show what changes (`confirm`; None: the screen's question),
        then import it. A different
        guild of the file's name here: `ask_name(why, suggestion)` names the new one
        (None: not imported). An update that empties the guild (RULINGS.md R-158) is
        done only when `ask_empty(why)` gives back the guild's name here."""
        from demloc.store.guild_import import ImportNameTakenError, apply_import

        ask_name = ask_name or self._ask_name
        ask_empty = ask_empty or self._ask_empty
        as_name: str | None = None
        try:
            data = read_guild_file(path)
            while True:
                try:
                    plan = self._plan(data, str(path), as_name)
                    break
                except ImportNameTakenError as taken:
                    as_name = ask_name(str(taken), f"{taken.name} (2)")
                    if not as_name:
                        self.message.setText(f"Not imported: {taken}")
                        return False
            at_table = self._import_at_table(plan)
            if at_table:
                self.message.setText(f"Not imported: {plan.name}: {locked_text(at_table)}")
                return False
            # Asked outside any transaction: no lock is held while the player reads.
            if not (confirm(plan.describe()) if confirm else self._confirm_import(plan)):
                self.message.setText(f"Not imported: {path}: nothing was changed")
                return False
            typed = ask_empty(f"This import empties {plan.here}: {plan.empties}.") if (
                plan.empties) else None  # fmt: skip
            refusal = plan.refusal(confirmed=True, empty=typed)
            if refusal:
                self.message.setText(f"Not imported: {refusal}")
                return False
            with self.sessions.begin() as session:
                apply_import(session, plan)
        except (OSError, ValueError) as error:
            self.message.setText(f"Not imported: {error}")
            return False
        # An import is not undone (export first to keep a copy): that guild's history
        # ends here; the other guilds keep theirs.
        self.stack_for(plan.name).clear()
        self.show_guild(plan.name)
        self.message.setText(f"Imported {plan.name}")
        return True

    def _confirm_import(self, plan: ImportPlan) -> bool:
        """The plan, and "Import it?": No is the default when it takes members, items,
        wealth or history (R-158, R-174), so that Enter alone never takes anything. A
        long plan (a full guild wiped lists some 70 changes) shows its head and what it
        takes, the whole in the question's details: Yes and No stay on the screen."""
        no, yes = QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes
        text, whole = plan.describe(), ""
        if len(plan.changes) > PLAN_LINES:
            whole, more = text, len(plan.changes) - PLAN_LINES
            takes = plan.removes[:PLAN_TAKES] + (
                (f"and {len(plan.removes) - PLAN_TAKES} more",)
                if len(plan.removes) > PLAN_TAKES else ()
            )  # fmt: skip
            text = "\n".join([
                text.split("\n", 1)[0], *(f"- {c}" for c in plan.changes[:PLAN_LINES]),
                f"… and {more} more changes (Show Details…)",
                f"It empties {plan.here}: {plan.empties}." if plan.empties else
                f"It takes from {plan.here}: {'; '.join(takes)}." if plan.removes else "",
            ]).rstrip()  # fmt: skip
        default = no if plan.removes or plan.empties else yes
        return ask(self, "Guild", text + "\n\nImport it?", yes | no, default, whole) == yes

    def _import_at_table(self, plan: ImportPlan) -> str:
        """The mission the guild an import would update is at the table in, or "": a
        file never changes a guild in a mission (6.4); the store refuses it too."""
        if plan.new or plan.target_id is None:
            return ""
        with self.sessions.begin() as session:
            return mission_of(session, plan.target_id)

    def _plan(self, data: object, source: str, as_name: str | None) -> ImportPlan:
        from demloc.store.guild_import import plan_import

        with self.sessions.begin() as session:
            return plan_import(session, data, self.catalog, self.rules, source, as_name)

    def name_dialog(
        self, why: str, suggestion: str, label: str = "Name of the guild to import:"
    ) -> QInputDialog:
        """The dialog that asks a name for an imported guild (or the name of the guild
        an import empties, `label`); `why` names guilds, so its label is plain text
        (QInputDialog.getText would read it as HTML)."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle("Import a guild")
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        # A file's path breaks after each folder: the text wraps within the screen,
        # OK and Cancel on it (issue 26: 1392 px wide on a 1024x700 screen).
        why = why.replace(" (guild import --as NAME)", "")  # the command's hint: not here
        wrappable = re.sub(r"([/\\])", "\\1\u200b", why)
        dialog.setLabelText(f"{wrappable}\n\n{label}")
        for shown in dialog.findChildren(QLabel):
            shown.setTextFormat(Qt.TextFormat.PlainText)
            shown.setWordWrap(True)
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        dialog.setMaximumWidth(min(DIALOG_WIDTH, screen.width() - 40))
        dialog.setTextValue(suggestion)
        return dialog

    def _ask_name(self, why: str, suggestion: str) -> str | None:
        return self._ask_text(self.name_dialog(why, suggestion))

    def _ask_empty(self, why: str) -> str | None:
        return self._ask_text(self.name_dialog(why, "", EMPTY_LABEL))

    @staticmethod
    def _ask_text(dialog: QInputDialog) -> str | None:
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        name = dialog.textValue()
        dialog.deleteLater()
        return name if ok and name.strip() else None

    def _import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a guild", str(start_folder()),
                                              GUILD_FILES)  # fmt: skip
        if name:
            remember_folder(Path(name))
            self.import_from(Path(name))

    # ---- showing -----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again (from the Mission view, say): read the guild again, so that the
        banner comes when its mission began and goes once it is resolved or given up."""
        super().showEvent(event)
        self.refresh()

    def _tab_changed(self, index: int) -> None:
        self.tab_messages[self.shown_tab] = self.message.text()
        self.shown_tab = index
        self.message.setText(self.tab_messages.get(index, ""))

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

    def refresh(self) -> None:
        """Show the guild again; a busy or damaged database is said in the message line
        (what was shown stays), never raised out of the slot that called this."""
        shown_before = self.histories.activeStack()
        try:
            with self.sessions.begin() as session:
                guilds = services.all_guilds(session)
                names = [g.name for g in guilds]
                self.guild_ids = {g.name: (g.id, g.uuid) for g in guilds}  # history.py
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
                if self.guild_name:
                    self._show(session, services.find_guild(session, self.guild_name))
                else:
                    self._lock("")
        except StoreError as error:
            self.message.setText(f"Not shown: {error}")
            return
        stack = self.undo_stack
        if stack is not shown_before:
            self.histories.setActiveStack(stack)
            self.gate.clear_entries()  # the code typed for another guild's account
            self.guild_changed.emit(self.guild_name)

    def _show(self, session: Session, guild: Guild) -> None:
        # The collection is read once a refresh; every tab shares it (issue 16).
        owned = services.collection(session, guild.account, self.catalog)
        cards = services.known_cards(session, guild, self.catalog, owned)
        members = {m.id: (c.name if (c := cards.get(m.card_id)) else m.card_id)
                   for m in guild.members}  # fmt: skip
        shown = Shown(session, guild, cards, owned, members, services.held_cuts(session, guild))
        self.at_table = services.guild_at_table(session, guild)
        self.card_names = {card_id: card.name for card_id, card in cards.items()}
        self.member_names = members
        colour = html.escape(guild.colour)  # a damaged database may hold anything
        self.wealth.setText(
            f"<b>{colour}</b> · fame <b>{guild.fame}</b> · feods <b>{guild.feods}</b> · "
            f"blood stones <b>{guild.blood_stones}</b>"
        )
        for tab in (self.overview, self.dormitory, self.armory, self.library, self.pantheon,
                    self.guesthouse, self.gate, self.ledger, self.missions):  # fmt: skip
            tab.show_guild(shown)
        self._lock(self.at_table)


def read_guild_file(path: Path) -> object:
    """A guild file's JSON through the one reading layer (textio: size, depth, numbers,
    UTF-8, a folder where the file belongs); its failure is the import's refusal, with
    the file named."""
    from demloc.store.guild_file_check import ImportRefusedError
    from demloc.store.missions import MAX_GUILD_FILE_BYTES

    try:
        return textio.read_json(path, max_bytes=MAX_GUILD_FILE_BYTES)
    except textio.InputError as error:
        raise ImportRefusedError(f"the guild file cannot be read: {error}") from None
