"""The Dormitory tab: the mercenaries, enlisting (5.1.1), dismissing, their status."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from demloc.catalog.cards import Mercenary
from demloc.store import guilds as services
from demloc.store.schema import MEMBER_STATUSES, Guild, Member
from demloc.ui.guild.common import Shown, fill, plain_label, table, tooltip

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

# A greyed recruit's reason as plain text (its tooltip holds it escaped for Qt).
REASON_ROLE = Qt.ItemDataRole.UserRole + 1


def member(guild: Guild, member_id: int) -> Member:
    found = next((m for m in guild.members if m.id == member_id), None)
    if found is None:
        raise services.GuildRuleError("that mercenary is no longer in the guild")
    return found


class DormitoryTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.members = table(
            ["Mercenary", "Type", "Level", "Favourite", "Status", "Weapons", "Mission"]
        )
        # Every mercenary of the collection not enlisted; those the dormitory cannot
        # take now are greyed with the reason (5.1.1), before anyone clicks.
        self.recruits = QComboBox()
        self.recruits.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.recruits.setMinimumContentsLength(20)
        self.recruits.currentIndexChanged.connect(self._show_reason)
        self.enlist_button = QPushButton("Enlist")
        self.enlist_button.clicked.connect(self.enlist)
        self.dismiss_button = QPushButton("Dismiss…")
        self.dismiss_button.clicked.connect(self.dismiss)
        self.reason = plain_label()
        self.reason.setWordWrap(True)
        self.reason.setObjectName("enlistReason")
        self.status_box = QComboBox()
        self.status_box.addItems(MEMBER_STATUSES)
        self.recovery = QLineEdit(placeholderText="what an injury needs to heal")
        set_status = QPushButton("Set status")
        set_status.clicked.connect(self.set_status)
        row = QHBoxLayout()
        row.addWidget(self.recruits, 1)
        row.addWidget(self.enlist_button)
        row.addWidget(self.dismiss_button)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status_box)
        status_row.addWidget(self.recovery, 1)
        status_row.addWidget(set_status)
        self.slots = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.slots)
        layout.addWidget(self.members, 1)
        layout.addLayout(row)
        layout.addWidget(self.reason)
        layout.addLayout(status_row)

    def show_guild(self, shown: Shown) -> None:
        guild, rules = shown.guild, self.view.rules
        roster = services.roster(shown.session, guild, self.view.catalog)
        favourites = []
        for m in guild.members:
            card = shown.cards.get(m.card_id)
            favourites.append(card.favourite_weapon.label if isinstance(card, Mercenary) else "")
        fill(
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
        self._fill_recruits(shown)

    def _fill_recruits(self, shown: Shown) -> None:
        enlisted = {m.card_id for m in shown.guild.members}
        wanted = self.recruits.currentData()
        self.recruits.blockSignals(True)
        self.recruits.clear()
        model = self.recruits.model()
        assert isinstance(model, QStandardItemModel)
        first_open = -1
        for card in shown.owned.values():
            if not isinstance(card, Mercenary) or card.id in enlisted:
                continue
            fault = services.enlist_fault(
                shown.session, shown.guild, card, self.view.catalog, self.view.rules
            )
            label = f"{card.name} ({card.type.value} {card.level})"
            self.recruits.addItem(f"{label} — {fault}" if fault else label, card.id)
            index = self.recruits.count() - 1
            if fault:
                entry = model.item(index)
                entry.setEnabled(False)
                reason = f"Cannot enlist {card.name}: {fault}"
                entry.setData(reason, REASON_ROLE)
                entry.setToolTip(tooltip(reason))
            elif first_open < 0:
                first_open = index
        keep = self.recruits.findData(wanted)
        self.recruits.setCurrentIndex(
            keep if keep >= 0 and self._open(keep) else max(first_open, 0)
        )
        self.recruits.blockSignals(False)
        self._show_reason()

    def _open(self, index: int) -> bool:
        model = self.recruits.model()
        assert isinstance(model, QStandardItemModel)
        entry = model.item(index)
        return entry is not None and entry.isEnabled()

    def _show_reason(self) -> None:
        """The reason the selected mercenary cannot be enlisted, beside the button."""
        index = self.recruits.currentIndex()
        blocked = index >= 0 and not self._open(index)
        model = self.recruits.model()
        assert isinstance(model, QStandardItemModel)
        reason = model.item(index).data(REASON_ROLE) if blocked else ""
        self.reason.setText(str(reason or ""))  # a plain label: the name as it is
        self.reason.setVisible(blocked)
        self.enlist_button.setEnabled(index >= 0 and not blocked)

    def selected_member(self) -> int | None:
        row = self.members.currentRow()
        cell = self.members.item(row, 0) if row >= 0 else None
        return int(cell.data(Qt.ItemDataRole.UserRole)) if cell is not None else None

    def enlist(self) -> None:
        card_id = self.recruits.currentData()
        if card_id:
            name = self.view.card_name(card_id)
            self.view.act(
                f"Enlist {name}",
                lambda s, g: services.enlist(s, g, card_id, self.view.catalog, self.view.rules),
            )

    def dismiss(self) -> None:
        member_id = self.selected_member()
        if member_id is None:
            self.view.message.setText("Select a mercenary first")
            return
        name = self.view.member_name(member_id)
        if not self.view.ask(
            f"Dismiss {name}? He leaves the guild; his weapons and codes stay in the guild."
        ):
            return
        self.view.act(f"Dismiss {name}", lambda s, g: services.dismiss(s, member(g, member_id)))

    def set_status(self) -> None:
        member_id = self.selected_member()
        status, recovery = self.status_box.currentText(), self.recovery.text()
        if member_id is None:
            self.view.message.setText("Select a mercenary first")
            return
        name = self.view.member_name(member_id)

        def run(s: Session, g: Guild) -> None:
            services.set_status(s, member(g, member_id), status, self.view.catalog,
                                self.view.rules, recovery)  # fmt: skip

        self.view.act(f"Set {name}'s status to {status}", run)
