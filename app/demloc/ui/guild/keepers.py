"""The Arcane library, Pantheon and Guesthouse tabs: one kind of card each, bought with
feods and kept within the building's room (5.1.2, 5.1.3, 5.1.5, 6.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import Mercenary
from demloc.store import Session
from demloc.store import guilds as services
from demloc.store.schema import Guild
from demloc.ui.guild.choices import refill, shop_box
from demloc.ui.guild.common import HintList, Shown
from demloc.ui.guild.dormitory import member

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

PLACES = {"arcane_code": "library", "daemon": "pantheon", "follower": "guesthouse"}
NOUNS = {"arcane_code": "arcane code", "daemon": "daemon", "follower": "follower"}


class KeeperTab(QWidget):
    def __init__(self, view: GuildView, kind: str) -> None:
        super().__init__()
        self.view, self.kind = view, kind
        self.held = HintList()
        self.shop = QComboBox()
        self.shop.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.shop.setMinimumContentsLength(20)
        self.choices = shop_box(self.shop)  # every card of its kind in the collection
        add = QPushButton("Enlist permanently" if kind == "follower" else "Add")
        add.clicked.connect(self.buy)
        self.add_button = add
        remove = QPushButton("Remove")
        remove.clicked.connect(self.remove)
        self.controls: list[QWidget] = [add, remove]
        row = QHBoxLayout()
        row.addWidget(self.shop, 1)
        row.addWidget(add)
        row.addWidget(remove)
        layout = QVBoxLayout(self)
        layout.addWidget(self.held, 1)
        layout.addLayout(row)
        self.code_holder = QComboBox()
        if kind == "arcane_code":
            assign = QPushButton("Assign to")
            assign.clicked.connect(self._assign_selected)
            self.controls.append(assign)
            row2 = QHBoxLayout()
            row2.addWidget(assign)
            row2.addWidget(self.code_holder, 1)
            layout.addLayout(row2)

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild: locked while it is at the table (lock.py)."""
        return self.controls

    def _price(self) -> int:
        rules = self.view.rules
        return {"arcane_code": rules.code_price, "daemon": rules.daemon_price,
                "follower": rules.follower_price}[self.kind]  # fmt: skip

    def show_guild(self, shown: Shown) -> None:
        self.held.clear()
        for item in shown.guild.items:
            if item.kind == self.kind:
                holder = f" — {shown.members.get(item.member_id, '?')}" if item.member_id else ""
                entry = QListWidgetItem(f"{shown.name(item.card_id)}{holder}")
                entry.setData(Qt.ItemDataRole.UserRole, item.id)
                self.held.addItem(entry)
        card_type = services.CARD_TYPES[self.kind]
        offered = [card for card in shown.owned.values() if isinstance(card, card_type)]
        price = shown.price(self.kind, self._price())
        noun, place = NOUNS[self.kind], PLACES[self.kind]
        none = (f"Your collection holds no {noun} card: redeem a set that has some, or add "
                "one from a physical card, at the City Gate tab.")  # fmt: skip
        self.held.set_hint(f"No {noun} in the {place} yet. " + (
            f"Choose one in the list below and press {self.add_button.text()} ({price})."
            if offered else none))  # fmt: skip
        refill(self.shop, self.choices, [card.id for card in offered],
               lambda row: f"{offered[row].name} ({price})",
               f"no {noun} card in your collection (see the City Gate)")  # fmt: skip
        self.code_holder.clear()
        for m in shown.guild.members:
            character = shown.cards.get(m.card_id)
            if isinstance(character, Mercenary) and character.profile.arcane > 0:
                self.code_holder.addItem(character.name, m.id)

    def _selected(self) -> tuple[int, str] | None:
        current: QListWidgetItem | None = self.held.currentItem()
        if current is None:
            self.view.message.setText("Select a card in the list first")
            return None
        return int(current.data(Qt.ItemDataRole.UserRole)), current.text().split(" — ")[0]

    def buy(self) -> bool:
        card_id = self.shop.currentData()
        if not card_id:
            return False
        kind, view = self.kind, self.view
        return view.act(
            f"Add {view.card_name(card_id)} to the {PLACES[kind]}",
            lambda s, g: services.buy(s, g, kind, card_id, view.catalog, view.rules),
        )

    def remove(self) -> bool:
        selected = self._selected()
        if selected is None:
            return False
        item_id, name = selected
        return self.view.act(
            f"Remove {name} from the {PLACES[self.kind]}",
            lambda s, g: services.remove_item(s, next(i for i in g.items if i.id == item_id)),
        )

    def _assign_selected(self) -> None:
        selected = self._selected()
        member_id = self.code_holder.currentData()
        if selected is not None and member_id is not None:
            self.assign_code(selected[0], member_id)

    def assign_code(self, item_id: int, member_id: int) -> bool:
        def run(s: Session, g: Guild) -> None:
            code = next(i for i in g.items if i.id == item_id)
            services.assign_code(s, member(g, member_id), code, self.view.catalog)

        name = next((self.held.item(r).text().split(" — ")[0] for r in range(self.held.count())
                     if self.held.item(r).data(Qt.ItemDataRole.UserRole) == item_id),
                    "a code")  # fmt: skip
        return self.view.act(f"Assign {name} to {self.view.member_name(member_id)}", run)
