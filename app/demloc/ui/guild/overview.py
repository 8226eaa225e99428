"""The Overview tab: the buildings and their next level (6.2), the recent ledger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from demloc.guild.rules import BUILDINGS
from demloc.store import guilds as services
from demloc.ui.guild.common import Shown, fill, table
from demloc.ui.guild.ledger import LEDGER_HEADERS, ledger_rows

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView


class OverviewTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.buildings = table(["Building", "Level", "Next level costs", "Needs fame"])
        upgrade = QPushButton("Upgrade the selected building")
        upgrade.clicked.connect(self.upgrade)
        self.upgrade_button = upgrade
        self.recent = table(LEDGER_HEADERS)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<b>Buildings</b>"))
        layout.addWidget(self.buildings, 3)
        layout.addWidget(upgrade)
        layout.addWidget(QLabel("<b>Recent ledger</b>"))
        layout.addWidget(self.recent, 2)

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild: locked while it is at the table (lock.py)."""
        return [self.upgrade_button]

    def show_guild(self, shown: Shown) -> None:
        rows = []
        for key in BUILDINGS:
            spec, at = self.view.rules.buildings[key], services.level(shown.guild, key)
            nxt = f"{spec.feods[at - 1]} feods" if at < spec.max_level else "highest level"
            fame = str(spec.fame[at - 1]) if at < spec.max_level else "-"
            rows.append([spec.label, str(at), nxt, fame])
        fill(self.buildings, rows)
        fill(self.recent, ledger_rows(list(reversed(shown.guild.ledger))[:10]))

    def upgrade(self) -> None:
        row = self.buildings.currentRow()
        if row < 0:
            self.view.message.setText("Select a building first")
            return
        key = BUILDINGS[row]
        label = self.view.rules.buildings[key].label
        self.view.act(
            f"Upgrade the {label.lower()}",
            lambda s, g: services.upgrade(s, g, key, self.view.rules),
        )
