"""The Arcane library, Pantheon and Guesthouse tabs: one kind of card each, bought with
feods and kept within the building's room (5.1.2, 5.1.3, 5.1.5, 6.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
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
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

# Each kind's sentences whole (a translation may not join a noun and a place), translated
# where said.
KINDS = ("arcane_code", "daemon", "follower")
EMPTY = dict(zip(KINDS, (
    str(QT_TRANSLATE_NOOP("guild.keepers", "No arcane code in the library yet.")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "No daemon in the pantheon yet.")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "No follower in the guesthouse yet.")),
), strict=True))  # fmt: skip
NONE_OWNED = dict(zip(KINDS, (
    str(QT_TRANSLATE_NOOP("guild.keepers", "Your collection holds no arcane code card: redeem "
                          "a set that has some, or add one from a physical card, at the City "
                          "Gate tab.")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Your collection holds no daemon card: redeem a set "
                          "that has some, or add one from a physical card, at the City Gate "
                          "tab.")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Your collection holds no follower card: redeem a "
                          "set that has some, or add one from a physical card, at the City "
                          "Gate tab.")),
), strict=True))  # fmt: skip
SHOP_EMPTY = dict(zip(KINDS, (
    str(QT_TRANSLATE_NOOP("guild.keepers", "no arcane code card in your collection "
                          "(see the City Gate)")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "no daemon card in your collection "
                          "(see the City Gate)")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "no follower card in your collection "
                          "(see the City Gate)")),
), strict=True))  # fmt: skip
ADD = dict(zip(KINDS, (
    str(QT_TRANSLATE_NOOP("guild.keepers", "Add {card} to the library")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Add {card} to the pantheon")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Add {card} to the guesthouse")),
), strict=True))  # fmt: skip
REMOVE = dict(zip(KINDS, (
    str(QT_TRANSLATE_NOOP("guild.keepers", "Remove {card} from the library")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Remove {card} from the pantheon")),
    str(QT_TRANSLATE_NOOP("guild.keepers", "Remove {card} from the guesthouse")),
), strict=True))  # fmt: skip


def said(texts: dict[str, str], kind: str) -> str:
    return translate("guild.keepers", texts[kind])


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
        add = QPushButton(self.tr("Enlist permanently") if kind == "follower" else self.tr("Add"))
        add.clicked.connect(self.buy)
        self.add_button = add
        remove = QPushButton(self.tr("Remove"))
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
            assign = QPushButton(self.tr("Assign to"))
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
        how = (
            self.tr("Choose one in the list below and press {button} ({price}).").format(
                button=self.add_button.text(), price=price
            )
            if offered
            else said(NONE_OWNED, self.kind)
        )
        self.held.set_hint(f"{said(EMPTY, self.kind)} {how}")
        refill(self.shop, self.choices, [card.id for card in offered],
               lambda row: f"{offered[row].name} ({price})",
               said(SHOP_EMPTY, self.kind))  # fmt: skip
        self.code_holder.clear()
        for m in shown.guild.members:
            character = shown.cards.get(m.card_id)
            if isinstance(character, Mercenary) and character.profile.arcane > 0:
                self.code_holder.addItem(character.name, m.id)

    def _selected(self) -> tuple[int, str] | None:
        current: QListWidgetItem | None = self.held.currentItem()
        if current is None:
            self.view.message.setText(self.tr("Select a card in the list first"))
            return None
        return int(current.data(Qt.ItemDataRole.UserRole)), current.text().split(" — ")[0]

    def buy(self) -> bool:
        card_id = self.shop.currentData()
        if not card_id:
            return False
        kind, view = self.kind, self.view
        return view.act(
            said(ADD, kind).format(card=view.card_name(card_id)),
            lambda s, g: services.buy(s, g, kind, card_id, view.catalog, view.rules),
        )

    def remove(self) -> bool:
        selected = self._selected()
        if selected is None:
            return False
        item_id, name = selected
        return self.view.act(
            said(REMOVE, self.kind).format(card=name),
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
                    self.tr("a code"))  # fmt: skip
        return self.view.act(
            self.tr("Assign {code} to {mercenary}").format(
                code=name, mercenary=self.view.member_name(member_id)
            ),
            run,
        )
