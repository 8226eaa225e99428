"""The Armory tab: buying weapons (5.1.4) and equipping them by drag and drop, by the
Equip button or by the keyboard (Enter equips, Delete unequips)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDrag, QDropEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import Weapon
from demloc.store import Session
from demloc.store import guilds as services
from demloc.store.errors import StoreError
from demloc.store.schema import Guild, Item
from demloc.ui.guild.choices import refill, shop_box
from demloc.ui.guild.common import HintList, Shown, living_first
from demloc.ui.guild.dormitory import member
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

ITEM_MIME = "application/x-demloc-item"


class DropList(QListWidget):
    """The armory's mercenary list: drop a weapon on a mercenary to equip it."""

    dropped = Signal(int, int)  # item id, member id

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: Any) -> None:
        if event.mimeData().hasFormat(ITEM_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: Any) -> None:
        if event.mimeData().hasFormat(ITEM_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        target = self.itemAt(event.position().toPoint())
        if target is None:
            return
        item_id = int(bytes(event.mimeData().data(ITEM_MIME).data()).decode())
        self.dropped.emit(item_id, int(target.data(Qt.ItemDataRole.UserRole)))
        event.acceptProposedAction()


class DragList(HintList):
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
        mime.setData(ITEM_MIME, str(item.data(Qt.ItemDataRole.UserRole)).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.CopyAction)


def _selected(widget: QListWidget) -> int | None:
    current: QListWidgetItem | None = widget.currentItem()
    return int(current.data(Qt.ItemDataRole.UserRole)) if current is not None else None


def weapon_label(card: Weapon, price: str) -> str:
    """A weapon as the Buy list offers it: what it is, how it is held, what it costs."""
    return (
        f"{card.name} ({card.type.value}, {card.grip.value}, {card.characteristic.value}, {price})"
    )


def _item(guild: Guild, item_id: int) -> Item:
    found = next((i for i in guild.items if i.id == item_id), None)
    if found is None:
        raise services.GuildRuleError(
            translate("guild.armory", "that weapon is no longer in the armory")
        )
    return found


class ArmoryTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.weapons = DragList()
        self.weapons.setToolTip(
            self.tr("Drag a weapon onto a mercenary, or select both and press Enter")
        )
        self.fighters = DropList()
        self.fighters.dropped.connect(self.equip)
        self.equip_button = QPushButton(self.tr("Equip →"))
        self.equip_button.setToolTip(
            self.tr("Equip the selected weapon on the selected mercenary (Enter)")
        )
        self.equip_button.clicked.connect(self.equip_selected)
        self.unequip_button = QPushButton(self.tr("Unequip"))
        self.unequip_button.setToolTip(
            self.tr("Take the selected weapon back to the armory (Delete)")
        )
        self.unequip_button.clicked.connect(self.unequip)
        for widget in (self.weapons, self.fighters):
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                shortcut = QShortcut(QKeySequence(key), widget)
                shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
                shortcut.activated.connect(self.equip_selected)
        remove = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.weapons)
        remove.setContext(Qt.ShortcutContext.WidgetShortcut)
        remove.activated.connect(self.unequip)
        middle = QVBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.equip_button)
        middle.addWidget(self.unequip_button)
        middle.addStretch(1)
        left, right = QVBoxLayout(), QVBoxLayout()
        hint = QLabel(self.tr("<b>Weapons</b> (drag one onto a mercenary, or Equip)"))
        hint.setWordWrap(True)
        left.addWidget(hint)
        left.addWidget(self.weapons)
        right.addWidget(QLabel(self.tr("<b>Mercenaries</b>")))
        right.addWidget(self.fighters)
        lists = QHBoxLayout()
        lists.addLayout(left, 1)
        lists.addLayout(middle)
        lists.addLayout(right, 1)
        self.shop = QComboBox()
        self.shop.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.shop.setMinimumContentsLength(20)
        self.choices = shop_box(self.shop, tips=True)  # every weapon of the collection
        buy = QPushButton(self.tr("Buy"))
        buy.clicked.connect(self.buy)
        self.buy_button = buy
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Buy:")))
        row.addWidget(self.shop, 1)
        row.addWidget(buy)
        layout = QVBoxLayout(self)
        layout.addLayout(lists, 1)
        layout.addLayout(row)

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild: locked while it is at the table (lock.py); a drop
        or a key is refused by the view with the same words."""
        return [self.equip_button, self.unequip_button, self.buy_button]

    def show_guild(self, shown: Shown) -> None:
        keep_weapon, keep_fighter = _selected(self.weapons), _selected(self.fighters)
        self.weapons.clear()
        for item in shown.guild.items:
            if item.kind == "weapon":
                holder = (
                    f" — {shown.members.get(item.member_id, '?')} ({item.slot})"
                    if item.member_id else ""
                )  # fmt: skip
                entry = QListWidgetItem(f"{shown.name(item.card_id)}{holder}")
                entry.setData(Qt.ItemDataRole.UserRole, item.id)
                self.weapons.addItem(entry)
                if item.id == keep_weapon:
                    self.weapons.setCurrentItem(entry)
        self.fighters.clear()
        for m in living_first(shown.guild.members):
            dead = m.status == "dead"  # shown, never equipped (6.4.1)
            entry = QListWidgetItem(
                self.tr("{name} — dead").format(name=shown.members[m.id])
                if dead
                else shown.members[m.id]
            )
            if dead:
                entry.setForeground(QBrush(QColor(128, 128, 128)))
                entry.setToolTip(self.tr("Dead: shown in the guild, never usable again (6.4.1)"))
            entry.setData(Qt.ItemDataRole.UserRole, m.id)
            self.fighters.addItem(entry)
            if m.id == keep_fighter:
                self.fighters.setCurrentItem(entry)
        weapons = [card for card in shown.owned.values() if isinstance(card, Weapon)]
        prices = self.view.rules.weapon_price

        def label(row: int) -> str:
            card = weapons[row]
            return weapon_label(card, shown.price("weapon", prices[card.characteristic.value]))

        self.weapons.set_hint(
            self.tr("No weapon in the armory yet. Choose one under Buy and press Buy.")
            if weapons else self.tr("No weapon in the armory yet, and your collection holds no "
            "weapon card: redeem a set that has some, or add one, at the City Gate tab.")
        )  # fmt: skip
        refill(self.shop, self.choices, [card.id for card in weapons], label,
               self.tr("no weapon card in your collection (see the City Gate)"))  # fmt: skip

    def _weapon_name(self, item_id: int) -> str:
        entry = next((self.weapons.item(r) for r in range(self.weapons.count())
                      if self.weapons.item(r).data(Qt.ItemDataRole.UserRole) == item_id),
                     None)  # fmt: skip
        return entry.text().split(" — ")[0] if entry is not None else self.tr("a weapon")

    def equip(self, item_id: int, member_id: int) -> bool:
        def run(s: Session, g: Guild) -> None:
            services.equip(s, member(g, member_id), _item(g, item_id), self.view.catalog)

        text = self.tr("Equip {weapon} on {mercenary}").format(
            weapon=self._weapon_name(item_id), mercenary=self.view.member_name(member_id)
        )
        return self.view.act(text, run)

    def equip_selected(self) -> bool:
        item_id, member_id = _selected(self.weapons), _selected(self.fighters)
        if item_id is None or member_id is None:
            self.view.message.setText(self.tr("Select a weapon and a mercenary first"))
            return False
        return self.equip(item_id, member_id)

    def unequip(self) -> bool:
        item_id = _selected(self.weapons)
        if item_id is None:
            self.view.message.setText(self.tr("Select a weapon first"))
            return False

        try:  # who holds it, for the history's entry
            with self.view.sessions.begin() as session:
                guild = services.find_guild(session, self.view.guild_name)
                holder_id = next((i.member_id for i in guild.items if i.id == item_id), None)
        except StoreError as error:
            self.view.message.setText(self.tr("Not done: {error}").format(error=error))
            return False
        weapon = self._weapon_name(item_id)
        said = (
            self.tr("Unequip {weapon} from {mercenary}").format(
                weapon=weapon, mercenary=self.view.member_name(holder_id)
            )
            if holder_id is not None
            else self.tr("Unequip {weapon}").format(weapon=weapon)
        )
        return self.view.act(
            said,
            lambda s, g: services.unequip(s, _item(g, item_id), self.view.catalog),
        )

    def buy(self) -> bool:
        card_id = self.shop.currentData()
        if not card_id:
            return False
        return self.view.act(
            self.tr("Buy {card}").format(card=self.view.card_name(card_id)),
            lambda s, g: services.buy(s, g, "weapon", card_id, self.view.catalog, self.view.rules),
        )
