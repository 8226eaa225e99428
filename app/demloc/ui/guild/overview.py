"""The Overview tab: the buildings and their next level (6.2), the recent ledger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from demloc.guild.rules import BUILDINGS, Building
from demloc.store import guild_history
from demloc.store import guilds as services
from demloc.ui.guild.common import Shown, fill, table
from demloc.ui.guild.ledger import ledger_headers, ledger_rows
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

RECENT = 10  # ledger lines the overview shows


class OverviewTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.buildings = table([self.tr("Building"), self.tr("Level"), self.tr("Next level costs"),
                                self.tr("Needs fame"), self.tr("Next level gives")])  # fmt: skip
        self.levels: dict[str, int] = {}  # as last shown, with the guild's purse
        self.purse = (0, 0)  # fame, feods
        upgrade = QPushButton(self.tr("Upgrade the selected building"))
        upgrade.clicked.connect(self.upgrade)
        self.upgrade_button = upgrade
        self.recent = table(ledger_headers())
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Buildings</b>")))
        layout.addWidget(self.buildings, 3)
        layout.addWidget(upgrade)
        layout.addWidget(QLabel(self.tr("<b>Recent ledger</b>")))
        layout.addWidget(self.recent, 2)

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild: locked while it is at the table (lock.py)."""
        return [self.upgrade_button]

    def show_guild(self, shown: Shown) -> None:
        rows = []
        for key in BUILDINGS:
            spec, at = self.view.rules.buildings[key], services.level(shown.guild, key)
            nxt = (
                self.tr("{feods} feods").format(feods=spec.feods[at - 1])
                if at < spec.max_level
                else self.tr("highest level")
            )
            fame = str(spec.fame[at - 1]) if at < spec.max_level else "-"
            rows.append([spec.label, str(at), nxt, fame, gains(spec, at)])
            self.levels[key] = at
        self.purse = (shown.guild.fame, shown.guild.feods)
        fill(self.buildings, rows)
        # The newest lines only, read as the Ledger tab reads its pages (issue 31).
        recent = guild_history.ledger_page(shown.session, shown.guild.id, limit=RECENT)
        fill(self.recent, ledger_rows(recent))

    def upgrade(self) -> None:
        row = self.buildings.currentRow()
        if row < 0:
            self.view.message.setText(self.tr("Select a building first"))
            return
        key = BUILDINGS[row]
        spec = self.view.rules.buildings[key]
        label, at = spec.label, self.levels.get(key, 1)
        if at < spec.max_level and not self.view.at_table:
            cost, needs = spec.feods[at - 1], spec.fame[at - 1]
            fame, feods = self.purse
            # Asked only when it can be done; a refusal says why without a question.
            if (
                feods >= cost
                and fame >= needs
                and not self.view.ask(
                    self.tr(
                        "Upgrade the {building} to level {level} for {cost} feods "
                        "(you have {feods})?\n\nAt level {level}: {gains}."
                    ).format(
                        building=label.lower(),
                        level=at + 1,
                        cost=cost,
                        feods=feods,
                        gains=gains(spec, at),
                    )
                )
            ):
                return
        self.view.act(
            self.tr("Upgrade the {building}").format(building=label.lower()),
            lambda s, g: services.upgrade(s, g, key, self.view.rules),
        )


# What a building's limits count, for "what the next level gives" (resources/guild.toml).
LIMIT_WORDS = {  # translated where said (gains)
    "slots": str(QT_TRANSLATE_NOOP("guild.overview", "lodges {count} mercenaries")),
    "per_type": str(QT_TRANSLATE_NOOP("guild.overview", "{count} of one type")),
    "weapons": str(QT_TRANSLATE_NOOP("guild.overview", "holds {count} weapon cards")),
    "codes": str(QT_TRANSLATE_NOOP("guild.overview", "holds {count} arcane codes")),
    "followers": str(QT_TRANSLATE_NOOP("guild.overview", "lodges {count} followers")),
    "daemons": str(QT_TRANSLATE_NOOP("guild.overview", "holds {count} daemons")),
    "explorers": str(
        QT_TRANSLATE_NOOP("guild.overview", "sends {count} mercenaries into the city at once")
    ),
}


def gains(spec: Building, at: int) -> str:
    """What level `at` + 1 gives over level `at`: "holds 14 weapon cards (now 8)"; or
    that it is the highest."""
    if at >= spec.max_level:
        return translate("guild.overview", "highest level")
    said = []
    for name in spec.limits:
        now, then = spec.limit(name, at), spec.limit(name, at + 1)
        if then != now:
            words = (
                translate("guild.overview", LIMIT_WORDS[name])
                if name in LIMIT_WORDS
                else name.replace("_", " ") + ": {count}"
            )
            said.append(
                translate("guild.overview", "{gain} (now {count})").format(
                    gain=words.format(count=then), count=now
                )
            )
    higher = [str(lv) for lv, counts in sorted(spec.per_level.items())
              if len(counts) > at and counts[at] > counts[at - 1]]  # fmt: skip
    if higher:
        said.append(
            translate("guild.overview", "more mercenaries of level {levels}").format(
                levels=", ".join(higher)
            )
        )
    return ", ".join(said) or translate(
        "guild.overview", "no effect in the app yet: the rulebook names it, no use (6.2)"
    )
