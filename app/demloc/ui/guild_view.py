"""The Guild view: overview, dormitory, armory, arcane library, pantheon, guesthouse,
buildings, City Gate and ledger. Every action runs one service call in one transaction;
every change is an undoable command; a refused action says which rule refused it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QDrag, QDropEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy import delete, select
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.cards import ArcaneCode, Daemon, Follower, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import BUILDINGS, GuildRules
from demloc.store import guilds as services
from demloc.store.database import StoreError
from demloc.store.exchange import apply_import, dumps, export_guild, plan_import
from demloc.store.schema import (
    GUILD_COLOURS,
    MEMBER_STATUSES,
    Account,
    CustomCard,
    Guild,
    RedeemedSet,
)
from demloc.store.starter import active_guild

Action = Callable[[Session, Guild], Any]


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
    """A new guild, made before the push; undo deletes it (and the account made for it,
    while that account holds nothing), redo makes it again."""

    def __init__(self, view: GuildView, name: str, colour: str, account: str, made: bool) -> None:
        super().__init__(f"New guild {name}")
        self.view, self.name, self.colour = view, name, colour
        self.account, self.made_account = account, made
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
        self.view.guild_name = self.name
        self.view.refresh()

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
        self.view.refresh()


class DropList(QListWidget):
    """The armory's mercenary list: drop a weapon on a mercenary to equip it."""

    dropped = Signal(int, int)  # item id, member id

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: Any) -> None:
        if event.mimeData().hasFormat("application/x-demloc-item"):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: Any) -> None:
        if event.mimeData().hasFormat("application/x-demloc-item"):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        target = self.itemAt(event.position().toPoint())
        if target is None:
            return
        item_id = int(bytes(event.mimeData().data("application/x-demloc-item").data()).decode())
        self.dropped.emit(item_id, int(target.data(Qt.ItemDataRole.UserRole)))
        event.acceptProposedAction()


class DragList(QListWidget):
    """The armory's weapons: drag one onto a mercenary."""

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)

    def startDrag(self, actions: Any) -> None:
        item: QListWidgetItem | None = self.currentItem()
        if item is None:  # nothing selected: nothing to drag
            return
        mime = QMimeData()
        mime.setData("application/x-demloc-item", str(item.data(Qt.ItemDataRole.UserRole)).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.CopyAction)


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], keys: list[int] | None = None) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            cell = QTableWidgetItem(text)
            if keys is not None:
                cell.setData(Qt.ItemDataRole.UserRole, keys[r])
            table.setItem(r, c, cell)
    table.resizeColumnsToContents()


def _ledger_rows(entries: list[Any]) -> list[list[str]]:
    return [
        [e.at.strftime("%Y-%m-%d %H:%M"), e.reason, str(e.fame), str(e.feods), str(e.blood_stones)]
        for e in entries
    ]


class GuildView(QWidget):
    changed = Signal(str)  # the active guild's name

    def __init__(
        self, sessions: sessionmaker[Session], catalog: Catalog, rules: GuildRules
    ) -> None:
        super().__init__()
        self.sessions, self.catalog, self.rules = sessions, catalog, rules
        self.undo_stack = QUndoStack(self)
        self.guild_name = ""
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("guildMessage")

        self.picker = QComboBox()
        self.picker.currentTextChanged.connect(self._pick)
        new_guild = QPushButton("New guild…")
        new_guild.clicked.connect(self._new_guild_dialog)
        undo = self.undo_stack.createUndoAction(self, "Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, "Redo")
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        for action in (undo, redo):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
        undo_button, redo_button = QPushButton("Undo"), QPushButton("Redo")
        undo_button.clicked.connect(self.undo_stack.undo)
        redo_button.clicked.connect(self.undo_stack.redo)
        self.wealth = QLabel()
        self.wealth.setObjectName("wealth")
        roster_button, export_button, import_button = (
            QPushButton("Roster…"), QPushButton("Export…"), QPushButton("Import…"),
        )  # fmt: skip
        roster_button.setToolTip("Print the guild box check (6.3) as PDF or PNG")
        roster_button.clicked.connect(self._roster_dialog)
        export_button.clicked.connect(self._export_dialog)
        import_button.clicked.connect(self._import_dialog)
        top = QHBoxLayout()
        top.addWidget(QLabel("Guild:"))
        top.addWidget(self.picker, 1)
        top.addWidget(new_guild)
        top.addWidget(self.wealth, 2)
        top.addWidget(roster_button)
        top.addWidget(export_button)
        top.addWidget(import_button)
        top.addWidget(undo_button)
        top.addWidget(redo_button)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._overview_tab(), "Overview")
        self.tabs.addTab(self._dormitory_tab(), "Dormitory")
        self.tabs.addTab(self._armory_tab(), "Armory")
        self.tabs.addTab(self._keeper_tab("arcane_code", ArcaneCode, "library"), "Arcane library")
        self.tabs.addTab(self._keeper_tab("daemon", Daemon, "pantheon"), "Pantheon")
        self.tabs.addTab(self._keeper_tab("follower", Follower, "guesthouse"), "Guesthouse")
        self.tabs.addTab(self._gate_tab(), "City Gate")
        self.tabs.addTab(self._ledger_tab(), "Ledger")
        history = QUndoView(self.undo_stack)
        history.setEmptyLabel("Opened")
        self.tabs.addTab(history, "History")
        provisional = QLabel(
            "<i>Building costs, limits and prices are provisional (resources/guild.toml).</i>"
        )
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(provisional)
        self.refresh()

    # ---- running actions ---------------------------------------------------------------

    def act(
        self, text: str, action: Action, account_undo: Callable[[Session], None] | None = None
    ) -> bool:
        """Run `action` in one transaction; push it on the undo stack; say what failed."""
        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                before = export_guild(session, guild)
                action(session, guild)
                session.flush()
                after = export_guild(session, guild)
        except StoreError as error:
            self.message.setText(f"Not done: {error}")
            return False
        self.undo_stack.push(GuildCommand(self, text, before, after, account_undo))
        self.message.setText(f"Done: {text}")
        self.refresh()
        return True

    def _pick(self, name: str) -> None:
        if name and name != self.guild_name:
            self.guild_name = name
            self.refresh()
            self.changed.emit(name)

    def _new_guild_dialog(self) -> None:
        name, ok = QInputDialog.getText(self, "New guild", "Name of the guild:")
        if not ok or not name:
            return
        colour, ok = QInputDialog.getItem(
            self, "New guild", "Colour of its bases:", list(GUILD_COLOURS), 0, False
        )
        if not ok:
            return
        with self.sessions.begin() as session:
            accounts = list(session.scalars(select(Account.name).order_by(Account.name)))
        # Each player at the table has an account; type a new name for a new player.
        account, ok = QInputDialog.getItem(
            self, "New guild", "Player account:", accounts or ["Guild Master"], 0, True
        )
        if ok:
            self.create_guild(name, colour, account)

    def create_guild(self, name: str, colour: str, account_name: str | None = None) -> bool:
        try:
            with self.sessions.begin() as session:
                if account_name is None and self.guild_name:
                    account_name = services.find_guild(session, self.guild_name).account.name
                account_name = account_name or "Guild Master"
                account = session.scalar(select(Account).where(Account.name == account_name))
                made = account is None
                if account is None:
                    account = services.create_account(session, account_name)
                name = services.create_guild(session, account, name, colour, self.rules).name
        except StoreError as error:
            self.message.setText(f"Not done: {error}")
            return False
        self.undo_stack.push(NewGuildCommand(self, name, colour, account_name, made))
        self.guild_name = name
        self.refresh()
        self.message.setText(f"Done: new guild {name}")
        return True

    # ---- files: roster, export, import -------------------------------------------------

    def write_roster(self, path: Path) -> None:
        from demloc.ui.roster import roster_pdf, roster_png

        with self.sessions.begin() as session:
            guild = services.find_guild(session, self.guild_name)
            rows, title = (
                services.roster(session, guild, self.catalog),
                f"{guild.name}: guild box check",
            )
        (roster_pdf if path.suffix.lower() == ".pdf" else roster_png)(path, title, rows)
        self.message.setText(f"Wrote the roster to {path}")

    def _roster_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, "Roster", "", "PDF (*.pdf);;PNG (*.png)")
        if name:
            try:
                self.write_roster(Path(name) if Path(name).suffix else Path(name + ".pdf"))
            except OSError as error:
                self.message.setText(f"Not written: {error}")

    def export_to(self, path: Path) -> None:
        with self.sessions.begin() as session:
            text = dumps(export_guild(session, services.find_guild(session, self.guild_name)))
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)
        self.message.setText(f"Exported {self.guild_name} to {path}")

    def _export_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, "Export the guild", "", "DemLoc guilds (*.json)"
        )
        if name:
            try:
                self.export_to(Path(name))
            except OSError as error:
                self.message.setText(f"Not exported: {error}")

    def import_from(self, path: Path, confirm: Callable[[str], bool]) -> bool:
        """Check the file, show what changes (`confirm`), then import it."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            with self.sessions.begin() as session:
                plan = plan_import(session, data, self.catalog, self.rules, str(path))
                if not confirm(plan.describe()):
                    session.rollback()
                    return False
                apply_import(session, plan)
        except (OSError, ValueError) as error:
            self.message.setText(f"Not imported: {error}")
            return False
        self.guild_name = plan.name
        self.undo_stack.clear()  # an import is not undone: export first to keep a copy
        self.refresh()
        self.message.setText(f"Imported {plan.name}")
        return True

    def _import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a guild", "", "DemLoc guilds (*.json)")
        if name:
            self.import_from(
                Path(name),
                lambda text: (
                    QMessageBox.question(self, "Import", text + "\n\nImport it?")
                    == QMessageBox.StandardButton.Yes
                ),
            )

    # ---- tabs --------------------------------------------------------------------------

    def _overview_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.buildings = _table(["Building", "Level", "Next level costs", "Needs fame"])
        upgrade = QPushButton("Upgrade the selected building")
        upgrade.clicked.connect(self._upgrade)
        self.recent = _table(["When", "Reason", "Fame", "Feods", "Blood stones"])
        layout.addWidget(QLabel("<b>Buildings</b>"))
        layout.addWidget(self.buildings)
        layout.addWidget(upgrade)
        layout.addWidget(QLabel("<b>Recent ledger</b>"))
        layout.addWidget(self.recent)
        return tab

    def _upgrade(self) -> None:
        row = self.buildings.currentRow()
        if row < 0:
            self.message.setText("Select a building first")
            return
        key = BUILDINGS[row]
        label = self.rules.buildings[key].label
        self.act(
            f"Upgrade the {label.lower()}", lambda s, g: services.upgrade(s, g, key, self.rules)
        )

    def _dormitory_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.members = _table(
            ["Mercenary", "Type", "Level", "Favourite", "Status", "Weapons", "Mission"]
        )
        self.recruits = QComboBox()
        enlist = QPushButton("Enlist")
        enlist.clicked.connect(self._enlist)
        dismiss = QPushButton("Dismiss")
        dismiss.clicked.connect(self._dismiss)
        self.status_box = QComboBox()
        self.status_box.addItems(MEMBER_STATUSES)
        self.recovery = QLineEdit(placeholderText="what an injury needs to heal")
        set_status = QPushButton("Set status")
        set_status.clicked.connect(self._set_status)
        row = QHBoxLayout()
        row.addWidget(self.recruits, 1)
        row.addWidget(enlist)
        row.addWidget(dismiss)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status_box)
        status_row.addWidget(self.recovery, 1)
        status_row.addWidget(set_status)
        self.slots = QLabel()
        layout.addWidget(self.slots)
        layout.addWidget(self.members, 1)
        layout.addLayout(row)
        layout.addLayout(status_row)
        return tab

    def _selected_member(self) -> int | None:
        row = self.members.currentRow()
        cell = self.members.item(row, 0) if row >= 0 else None
        return int(cell.data(Qt.ItemDataRole.UserRole)) if cell is not None else None

    def _member(self, session: Session, guild: Guild, member_id: int) -> Any:
        member = next((m for m in guild.members if m.id == member_id), None)
        if member is None:
            raise services.GuildRuleError("that mercenary is no longer in the guild")
        return member

    def _enlist(self) -> None:
        card_id = self.recruits.currentData()
        if card_id:
            self.act(
                f"Enlist {self.recruits.currentText()}",
                lambda s, g: services.enlist(s, g, card_id, self.catalog, self.rules),
            )

    def _dismiss(self) -> None:
        member_id = self._selected_member()
        if member_id is not None:
            self.act(
                "Dismiss a mercenary",
                lambda s, g: services.dismiss(s, self._member(s, g, member_id)),
            )

    def _set_status(self) -> None:
        member_id = self._selected_member()
        status, recovery = self.status_box.currentText(), self.recovery.text()
        if member_id is not None:
            self.act(
                f"Set status {status}",
                lambda s, g: services.set_status(
                    s, self._member(s, g, member_id), status, self.catalog, self.rules, recovery
                ),
            )

    def _armory_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.weapons = DragList()
        self.fighters = DropList()
        self.fighters.dropped.connect(self.equip)
        lists = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(QLabel("<b>Weapons</b> (drag one onto a mercenary)"))
        left.addWidget(self.weapons)
        right.addWidget(QLabel("<b>Mercenaries</b>"))
        right.addWidget(self.fighters)
        lists.addLayout(left)
        lists.addLayout(right)
        self.shop = QComboBox()
        buy = QPushButton("Buy")
        buy.clicked.connect(lambda: self._buy("weapon", self.shop))
        unequip = QPushButton("Unequip the selected weapon")
        unequip.clicked.connect(self._unequip)
        row = QHBoxLayout()
        row.addWidget(self.shop, 1)
        row.addWidget(buy)
        row.addWidget(unequip)
        layout.addLayout(lists, 1)
        layout.addLayout(row)
        return tab

    def equip(self, item_id: int, member_id: int) -> bool:
        def run(s: Session, g: Guild) -> None:
            item = next((i for i in g.items if i.id == item_id), None)
            if item is None:
                raise services.GuildRuleError("that weapon is no longer in the armory")
            services.equip(s, self._member(s, g, member_id), item, self.catalog)

        return self.act("Equip a weapon", run)

    def _unequip(self) -> None:
        current: QListWidgetItem | None = self.weapons.currentItem()
        if current is None:  # nothing selected
            return
        item_id = int(current.data(Qt.ItemDataRole.UserRole))
        self.act(
            "Unequip a weapon",
            lambda s, g: services.unequip(
                s, next(i for i in g.items if i.id == item_id), self.catalog
            ),
        )

    def _buy(self, kind: str, box: QComboBox) -> None:
        card_id = box.currentData()
        if card_id:
            self.act(
                f"Buy {box.currentText()}",
                lambda s, g: services.buy(s, g, kind, card_id, self.catalog, self.rules),
            )

    def _keeper_tab(self, kind: str, card_type: type, word: str) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        held = QListWidget()
        shop = QComboBox()
        add = QPushButton("Add" if kind != "follower" else "Enlist permanently")
        add.clicked.connect(lambda: self._buy(kind, shop))
        remove = QPushButton("Remove")

        def remove_selected() -> None:
            current = held.currentItem()
            if current is not None:
                item_id = int(current.data(Qt.ItemDataRole.UserRole))
                self.act(
                    f"Remove from the {word}",
                    lambda s, g: services.remove_item(
                        s, next(i for i in g.items if i.id == item_id)
                    ),
                )

        remove.clicked.connect(remove_selected)
        row = QHBoxLayout()
        row.addWidget(shop, 1)
        row.addWidget(add)
        row.addWidget(remove)
        layout.addWidget(held, 1)
        layout.addLayout(row)
        if kind == "arcane_code":
            self.code_holder = QComboBox()
            assign = QPushButton("Assign to")

            def assign_selected() -> None:
                current = held.currentItem()
                member_id = self.code_holder.currentData()
                if current is not None and member_id is not None:
                    self.assign_code(int(current.data(Qt.ItemDataRole.UserRole)), member_id)

            assign.clicked.connect(assign_selected)
            row2 = QHBoxLayout()
            row2.addWidget(assign)
            row2.addWidget(self.code_holder, 1)
            layout.addLayout(row2)
        setattr(self, f"{kind}_list", held)
        setattr(self, f"{kind}_shop", shop)
        setattr(self, f"{kind}_type", card_type)
        return tab

    def assign_code(self, item_id: int, member_id: int) -> bool:
        def run(s: Session, g: Guild) -> None:
            code = next(i for i in g.items if i.id == item_id)
            services.assign_code(s, self._member(s, g, member_id), code, self.catalog)

        return self.act("Assign a code", run)

    def _gate_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.code = QLineEdit(placeholderText="the code on the set's card, e.g. ROG1-…")
        redeem = QPushButton("Redeem")
        redeem.clicked.connect(lambda: self.redeem(self.code.text()))
        self.custom = QPlainTextEdit()
        self.custom.setPlaceholderText(
            "A card from a physical card, in the set file format (resources/README.md)"
        )
        add = QPushButton("Add the card")
        add.clicked.connect(lambda: self.add_custom(self.custom.toPlainText()))
        self.owned = QLabel()
        self.owned.setWordWrap(True)
        form.addRow("Set code", self.code)
        form.addRow(redeem)
        form.addRow("Custom card", self.custom)
        form.addRow(add)
        form.addRow(self.owned)
        return tab

    def redeem(self, code: str) -> bool:
        holder: dict[str, str] = {}

        def run(s: Session, g: Guild) -> None:
            holder["set"] = services.redeem(s, g.account, code, self.catalog).id
            holder["account"] = str(g.account_id)

        def undo(s: Session) -> None:
            s.execute(delete(RedeemedSet).where(RedeemedSet.account_id == int(holder["account"]),
                                                RedeemedSet.set_id == holder["set"]))  # fmt: skip

        return self.act(f"Redeem {code}", run, undo)

    def add_custom(self, text: str) -> bool:
        holder: dict[str, Any] = {}

        def run(s: Session, g: Guild) -> None:
            holder["ids"] = [
                c.id for c in services.add_custom_card(s, g.account, text, self.catalog).cards
            ]
            holder["account"] = g.account_id

        def undo(s: Session) -> None:
            s.execute(delete(CustomCard).where(CustomCard.account_id == holder["account"],
                                               CustomCard.card_id.in_(holder["ids"])))  # fmt: skip

        return self.act("Add a custom card", run, undo)

    def _ledger_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.ledger_filter = QLineEdit(placeholderText="Filter by reason…")
        self.ledger_kind = QComboBox()
        self.ledger_kind.addItems(["every change", "feods", "fame", "blood stones"])
        self.ledger = _table(["When", "Reason", "Fame", "Feods", "Blood stones"])
        self.ledger_filter.textChanged.connect(lambda _t: self._refresh_ledger())
        self.ledger_kind.currentIndexChanged.connect(lambda _i: self._refresh_ledger())
        row = QHBoxLayout()
        row.addWidget(self.ledger_filter, 1)
        row.addWidget(self.ledger_kind)
        layout.addLayout(row)
        layout.addWidget(self.ledger, 1)
        return tab

    # ---- showing -----------------------------------------------------------------------

    def refresh(self) -> None:
        with self.sessions.begin() as session:
            names = [g.name for g in services.all_guilds(session)]
            if not self.guild_name or self.guild_name not in names:
                active = active_guild(session)
                self.guild_name = active.name if active else (names[0] if names else "")
            self.picker.blockSignals(True)
            self.picker.clear()
            self.picker.addItems(names)
            self.picker.setCurrentText(self.guild_name)
            self.picker.blockSignals(False)
            if not self.guild_name:
                return
            guild = services.find_guild(session, self.guild_name)
            self._show(session, guild)

    def _show(self, session: Session, guild: Guild) -> None:
        catalog, rules = self.catalog, self.rules
        cards = services.known_cards(session, guild, catalog)

        def name(card_id: str) -> str:
            card = cards.get(card_id)
            return card.name if card else card_id

        self.wealth.setText(
            f"<b>{guild.colour}</b> · fame <b>{guild.fame}</b> · feods <b>{guild.feods}</b> · "
            f"blood stones <b>{guild.blood_stones}</b>"
        )
        rows = []
        for key in BUILDINGS:
            spec, at = rules.buildings[key], services.level(guild, key)
            nxt = f"{spec.feods[at - 1]} feods" if at < spec.max_level else "highest level"
            fame = str(spec.fame[at - 1]) if at < spec.max_level else "-"
            rows.append([spec.label, str(at), nxt, fame])
        _fill(self.buildings, rows)
        recent = list(reversed(guild.ledger))[:10]
        _fill(self.recent, _ledger_rows(recent))

        roster = services.roster(session, guild, catalog)
        favourites = []
        for member in guild.members:
            card = cards.get(member.card_id)
            favourites.append(card.favourite_weapon.label if isinstance(card, Mercenary) else "")
        _fill(
            self.members,
            [
                [
                    r.name,
                    r.type,
                    str(r.level),
                    fav,
                    r.status,
                    ", ".join(r.weapons) or "none",
                    r.ready,
                ]
                for r, fav in zip(roster, favourites, strict=True)
            ],
            [m.id for m in guild.members],
        )
        dormitory = rules.buildings["dormitory"]
        at = services.level(guild, "dormitory")
        living = sum(1 for m in guild.members if m.status not in ("dead", "escaped"))
        slots, per_type = dormitory.limit("slots", at), dormitory.limit("per_type", at)
        self.slots.setText(
            f"Dormitory level {at}: {living} of {slots} slots taken, {per_type} of a type at most"
        )
        owned = services.collection(session, guild.account, catalog)
        enlisted = {m.card_id for m in guild.members}
        self.recruits.clear()
        for card in owned.values():
            if isinstance(card, Mercenary) and card.id not in enlisted:
                self.recruits.addItem(f"{card.name} ({card.type.value} {card.level})", card.id)

        names = {m.id: name(m.card_id) for m in guild.members}
        self.weapons.clear()
        for item in guild.items:
            if item.kind == "weapon":
                holder = (
                    f" — {names.get(item.member_id or -1)} ({item.slot})" if item.member_id else ""
                )
                entry = QListWidgetItem(f"{name(item.card_id)}{holder}")
                entry.setData(Qt.ItemDataRole.UserRole, item.id)
                self.weapons.addItem(entry)
        self.fighters.clear()
        for member in guild.members:
            entry = QListWidgetItem(names[member.id])
            entry.setData(Qt.ItemDataRole.UserRole, member.id)
            self.fighters.addItem(entry)
        self.shop.clear()
        for card in owned.values():
            if isinstance(card, Weapon):
                self.shop.addItem(
                    f"{card.name} ({card.characteristic.value}, "
                    f"{rules.weapon_price[card.characteristic.value]} feods)",
                    card.id,
                )
        prices = {
            "arcane_code": rules.code_price,
            "daemon": rules.daemon_price,
            "follower": rules.follower_price,
        }
        for kind in ("arcane_code", "daemon", "follower"):
            held: QListWidget = getattr(self, f"{kind}_list")
            shop: QComboBox = getattr(self, f"{kind}_shop")
            card_type = getattr(self, f"{kind}_type")
            held.clear()
            for item in guild.items:
                if item.kind == kind:
                    holder = f" — {names.get(item.member_id or -1)}" if item.member_id else ""
                    entry = QListWidgetItem(f"{name(item.card_id)}{holder}")
                    entry.setData(Qt.ItemDataRole.UserRole, item.id)
                    held.addItem(entry)
            shop.clear()
            for card in owned.values():
                if isinstance(card, card_type):
                    shop.addItem(f"{card.name} ({prices[kind]} feods)", card.id)
        self.code_holder.clear()
        for member in guild.members:
            card = cards.get(member.card_id)
            if isinstance(card, Mercenary) and card.profile.arcane > 0:
                self.code_holder.addItem(card.name, member.id)
        sets = set(
            session.scalars(
                select(RedeemedSet.set_id).where(RedeemedSet.account_id == guild.account_id)
            )
        )
        self.owned.setText(f"<b>{guild.account.name}</b> owns: " + ", ".join(
            s.name for s in catalog.sets if s.id in sets) + f" ({len(owned)} cards)")  # fmt: skip
        self._show_ledger(guild)

    def _refresh_ledger(self) -> None:
        """A new filter: only the ledger table is filled again."""
        if self.guild_name:
            with self.sessions.begin() as session:
                self._show_ledger(services.find_guild(session, self.guild_name))

    def _show_ledger(self, guild: Guild) -> None:
        wanted = self.ledger_filter.text().casefold()
        kind = self.ledger_kind.currentText()
        entries = [
            e
            for e in reversed(guild.ledger)
            if wanted in e.reason.casefold()
            and (
                kind == "every change"
                or (kind == "feods" and e.feods)
                or (kind == "fame" and e.fame)
                or (kind == "blood stones" and e.blood_stones)
            )
        ]
        _fill(self.ledger, _ledger_rows(entries))
