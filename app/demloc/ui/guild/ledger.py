"""The Ledger tab: every change of fame, feods and blood stones, filtered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from demloc.store import guilds as services
from demloc.store.errors import StoreError
from demloc.store.schema import Guild
from demloc.ui.guild.common import Shown, fill, table

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

LEDGER_HEADERS = ["When", "Reason", "Fame", "Feods", "Blood stones"]


def ledger_rows(entries: list[Any]) -> list[list[str]]:
    return [
        [e.at.strftime("%Y-%m-%d %H:%M"), e.reason, str(e.fame), str(e.feods), str(e.blood_stones)]
        for e in entries
    ]


class LedgerTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.filter = QLineEdit(placeholderText="Filter by reason…")
        self.filter.setClearButtonEnabled(True)
        self.kind = QComboBox()
        self.kind.addItems(["every change", "feods", "fame", "blood stones"])
        self.table = table(LEDGER_HEADERS)
        self.filter.textChanged.connect(lambda _t: self._refilter())
        self.kind.currentIndexChanged.connect(lambda _i: self._refilter())
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.kind)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)

    def _refilter(self) -> None:
        """A new filter: only the ledger table is filled again."""
        if self.view.guild_name:
            try:
                with self.view.sessions.begin() as session:
                    self._fill(services.find_guild(session, self.view.guild_name))
            except StoreError as error:  # busy or damaged: said, never raised from the slot
                self.view.message.setText(f"Not shown: {error}")

    def show_guild(self, shown: Shown) -> None:
        self._fill(shown.guild)

    def _fill(self, guild: Guild) -> None:
        wanted = self.filter.text().casefold()
        kind = self.kind.currentText()
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
        fill(self.table, ledger_rows(entries))
