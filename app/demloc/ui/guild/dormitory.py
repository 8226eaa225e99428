"""The Dormitory tab: the mercenaries, enlisting (5.1.1), dismissing, their status; each
one's deeds and titles over the campaign (issue 13, R-104; the titles PROVISIONAL)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import Mercenary
from demloc.missions.resolution.deeds import DEEDS
from demloc.missions.resolution.titles import load_titles, titles_path
from demloc.store import Session
from demloc.store import guilds as services
from demloc.store.schema import MEMBER_STATUSES, Guild, Member
from demloc.ui.guild.common import Shown, fill, living_first, plain_label, table, tooltip
from demloc.ui.i18n import translate

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView

# A greyed recruit's reason as plain text (its tooltip holds it escaped for Qt).
REASON_ROLE = Qt.ItemDataRole.UserRole + 1
HEADERS = ["Mercenary", "Type", "Favourite", "Weapons", "Status", "Deeds", "Titles"]
HEADER_WORDS = (  # HEADERS as shown
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Mercenary")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Type")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Favourite")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Weapons")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Status")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Deeds")),
    str(QT_TRANSLATE_NOOP("guild.dormitory", "Titles")),
)
# The widest a column opens by itself: a longer text wraps in its cell, so that every
# column, deeds and titles too, is in sight at 1024x700 (the player may widen one).
# The widths are those of a 1024x700 window's table (FIT_WIDTH); a wider one widens them.
WIDEST = {"Favourite": 100, "Weapons": 150, "Status": 130, "Deeds": 120}  # fmt: skip
FIT_WIDTH = 830
DEAD = QColor(128, 128, 128)  # a dead mercenary's row: shown, never usable (6.4.1)


def deeds_of(member: Member) -> dict[str, int] | None:
    """His deeds counted over the missions ({} for none yet); None when the stored
    text cannot be read."""
    try:
        data = json.loads(member.deeds) if member.deeds else {}
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    counts = {str(k): v for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)}
    return counts if len(counts) == len(data) else None


def titles_of(member: Member) -> list[str] | None:
    """The titles he earned ([] for none); None when the stored text cannot be read."""
    try:
        data = json.loads(member.titles) if member.titles else []
    except ValueError:
        return None
    if not isinstance(data, list) or not all(isinstance(t, str) for t in data):
        return None
    return data


def state_text(member: Member, ready: str) -> str:
    """His status and what he needs to be active again (6.4.1); `ready` is the store's
    word for a mission (mission_ready: "ready", or what he lacks)."""
    if member.status == "dead":
        return translate("guild.dormitory", "dead: never usable again (6.4.1)")
    if member.status == "escaped":
        return translate("guild.dormitory", "escaped (7.2.3): holds no dormitory slot")
    if member.status == "injured":
        return translate("guild.dormitory", "injured: {needs}").format(
            needs=member.recovery or translate("guild.dormitory", "what they need was not recorded")
        )
    if member.status == "exploring":
        return translate(
            "guild.dormitory",
            "exploring: away in the city, back at their task's end (the City view, 6.2)",
        )
    if member.status == "ready" and ready != "ready":
        return translate("guild.dormitory", "ready, but {lacks}").format(lacks=ready)
    if member.status == "ready":
        return translate("guild.dormitory", "ready")
    return member.status


def member(guild: Guild, member_id: int) -> Member:
    found = next((m for m in guild.members if m.id == member_id), None)
    if found is None:
        raise services.GuildRuleError(
            translate("guild.dormitory", "that mercenary is no longer in the guild")
        )
    return found


class DormitoryTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.members = table([translate("guild.dormitory", h) for h in HEADER_WORDS])
        self.members.setWordWrap(True)
        self.fitted: dict[int, int] = {}  # column -> the width fit_columns gave it
        self.members.viewport().installEventFilter(self)
        # Rows as tall as their wrapped text at the width the columns have now: once a
        # player's resize; once after a refresh's (`fitting`), not once a column.
        self.fitting = False
        self.members.horizontalHeader().sectionResized.connect(
            lambda *_: None if self.fitting else self.members.resizeRowsToContents()
        )
        self.members.itemSelectionChanged.connect(self._show_campaign)
        # Per member id: his name, deeds and titles as the last refresh read them.
        self.campaign_of: dict[int, tuple[str, str, list[str] | None]] = {}
        self.effects: dict[str, str] | None = None  # title -> its effect (titles.toml)
        self.titles_problem = ""
        # Every mercenary of the collection not enlisted; those the dormitory cannot
        # take now are greyed with the reason (5.1.1), before anyone clicks.
        self.recruits = QComboBox()
        self.recruits.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.recruits.setMinimumContentsLength(20)
        self.recruits.currentIndexChanged.connect(self._show_reason)
        self.enlist_button = QPushButton(self.tr("Enlist"))
        self.enlist_button.clicked.connect(self.enlist)
        self.dismiss_button = QPushButton(self.tr("Dismiss…"))
        self.dismiss_button.clicked.connect(self.dismiss)
        self.reason = plain_label()
        self.reason.setWordWrap(True)
        self.reason.setObjectName("enlistReason")
        self.status_box = QComboBox()
        self.status_box.addItems(MEMBER_STATUSES)
        self.recovery = QLineEdit(placeholderText=self.tr("what an injury needs to heal"))
        set_status = QPushButton(self.tr("Set status"))
        set_status.clicked.connect(self.set_status)
        self.set_status_button = set_status
        row = QHBoxLayout()
        row.addWidget(self.recruits, 1)
        row.addWidget(self.enlist_button)
        row.addWidget(self.dismiss_button)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status_box)
        status_row.addWidget(self.recovery, 1)
        status_row.addWidget(set_status)
        self.slots = QLabel()
        # The selected mercenary's deeds and titles, with the titles' effects.
        self.campaign = plain_label()
        self.campaign.setWordWrap(True)
        self.campaign.setObjectName("memberCampaign")
        layout = QVBoxLayout(self)
        layout.addWidget(self.slots)
        layout.addWidget(self.members, 1)
        layout.addWidget(self.campaign)
        layout.addLayout(row)
        layout.addWidget(self.reason)
        layout.addLayout(status_row)

    def deeds_text(self, counts: dict[str, int] | None) -> str:
        """ "2 kills, 1 mission survived, 0 objectives": every deed once any is counted (a
        count of 0 is said, R-104)."""
        if counts is None:
            return self.tr("unreadable")
        if not counts:
            return self.tr("none yet")
        return ", ".join(
            self.deed_words(deed, counts.get(deed, 0))
            for deed in (*DEEDS, *sorted(set(counts) - set(DEEDS)))
        )

    def deed_words(self, deed: str, n: int) -> str:
        """ "2 kills": a deed counted, in words (plural by Qt's rules; self.tr: lupdate
        records a plural only there)."""
        if deed == "kills":
            return self.tr("%n kill(s)", "", n)
        if deed == "missions":
            return self.tr("%n mission(s) survived", "", n)
        if deed == "objectives":
            return self.tr("%n objective(s)", "", n)
        return f"{n} {deed}"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.members.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """The long columns as wide as their text needs, at most their share of the
        table's width (WIDEST at 1024x700, more in a wider window): a longer text wraps
        in its cell and every column stays in sight. A width the player set stays."""
        header = self.members.horizontalHeader()
        needed = list(self.members.property("needed") or [])
        scale = max(1.0, self.members.viewport().width() / FIT_WIDTH)
        self.fitting, was = True, self.fitting
        try:
            for name, widest in WIDEST.items():
                column = HEADERS.index(name)
                if column >= len(needed):
                    continue
                if column in self.fitted and header.sectionSize(column) != self.fitted[column]:
                    continue  # the player's width
                width = min(int(needed[column]), int(widest * scale))
                header.resizeSection(column, width)
                self.fitted[column] = width
        finally:
            self.fitting = was
        self.members.resizeRowsToContents()

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild: locked while it is at the table (lock.py); Enlist
        also waits for a recruit with room (_show_reason)."""
        return [self.enlist_button, self.dismiss_button, self.set_status_button,
                self.status_box, self.recovery]  # fmt: skip

    def _load_titles(self) -> dict[str, str]:
        """The titles' effects (PROVISIONAL data), read once a refresh shows a title (a
        guild with none never reads the file: issue 16); a file that cannot be read is
        said under the list, never raised."""
        if self.effects is None:
            try:
                self.effects = {t.name: t.effect for t in load_titles().title}
            except (ValueError, OSError) as error:
                self.effects, self.titles_problem = (
                    {},
                    self.tr("The titles cannot be read: {error}").format(error=error),
                )
        return self.effects

    def show_guild(self, shown: Shown) -> None:
        guild, rules = shown.guild, self.view.rules
        roster = services.roster(shown.session, guild, self.view.catalog, shown.cards)
        self.effects, self.titles_problem = None, ""  # read again if a title is shown
        rows, self.campaign_of = [], {}
        pairs = living_first(zip(roster, guild.members, strict=True), lambda pair: pair[1])
        members = [m for _r, m in pairs]
        for r, m in pairs:
            card = shown.cards.get(m.card_id)
            fav = card.favourite_weapon.label if isinstance(card, Mercenary) else ""
            deeds, titles = self.deeds_text(deeds_of(m)), titles_of(m)
            self.campaign_of[m.id] = (r.name, deeds, titles)
            rows.append([
                r.name, f"{r.type} {r.level}", fav, ", ".join(r.weapons) or self.tr("none"),
                state_text(m, r.ready), deeds,
                self.tr("unreadable") if titles is None else ", ".join(titles) or "—",
            ])  # fmt: skip
        header = self.members.horizontalHeader()
        before = [header.sectionSize(c) for c in range(len(HEADERS))]
        self.fitting = True  # fill's own widening: the rows are measured once, below
        try:
            changed = fill(self.members, rows, [m.id for m in members])
        finally:
            self.fitting = False
        widened = False
        for column, width in enumerate(before):  # opened by fill for a longer text
            if header.sectionSize(column) != width:
                self.fitted.pop(column, None)
                widened = True
        if widened or not self.fitted:
            self.fit_columns()
        else:  # the columns as they were: only the rows set again change height
            for row in changed:
                self.members.resizeRowToContents(row)
        for row in changed:
            m = members[row]
            titles = self.campaign_of[m.id][2] or []
            cells = [self.members.item(row, column) for column in range(len(HEADERS))]
            if titles and (cell := cells[HEADERS.index("Titles")]) is not None:
                cell.setToolTip(tooltip("\n".join(self._effect(t) for t in titles)))
            for cell in cells if m.status == "dead" else []:
                if cell is not None:
                    cell.setForeground(QBrush(DEAD))
        self._show_campaign()
        dormitory = rules.buildings["dormitory"]
        at = services.level(guild, "dormitory")
        living = sum(1 for m in guild.members if m.status not in ("dead", "escaped"))
        slots, per_type = dormitory.limit("slots", at), dormitory.limit("per_type", at)
        self.slots.setText(
            self.tr(
                "Dormitory level {level}: {living} of %n slot(s) taken, "
                "{per_type} of a type at most",
                "",
                slots,
            ).format(level=at, living=living, per_type=per_type)
        )
        self._fill_recruits(shown)

    def _effect(self, title: str) -> str:
        effect = self._load_titles().get(title)
        if effect:
            return f"{title}: {effect}"
        return self.tr("{title}: no longer in the titles file").format(title=title)

    def _show_campaign(self) -> None:
        """The selected mercenary's deeds and titles, each title with its effect; the
        titles are PROVISIONAL and the line names their file (R-104)."""
        member_id = self.selected_member()
        found = self.campaign_of.get(member_id) if member_id is not None else None
        source = self.tr(
            "Titles and their effects are PROVISIONAL, not in the rulebook: {file}"
        ).format(file=titles_path())
        if found is None:
            lines = [self.tr("Select a mercenary to see their deeds and titles."), source]
        else:
            name, deeds, titles = found
            lines = [self.tr("{name}: deeds {deeds}.").format(name=name, deeds=deeds)]
            if titles is None:
                lines.append(self.tr("Their titles cannot be read."))
            elif titles:
                lines += [self.tr("Title {title}").format(title=self._effect(t)) for t in titles]
            else:
                lines.append(self.tr("No title yet."))
            lines.append(source)
        if self.titles_problem:
            lines.append(self.titles_problem)
        self.campaign.setText("\n".join(lines))

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
                shown.session, shown.guild, card, self.view.catalog, self.view.rules, shown.cards
            )
            label = f"{card.name} ({card.type.value} {card.level})"
            self.recruits.addItem(f"{label} — {fault}" if fault else label, card.id)
            index = self.recruits.count() - 1
            if fault:
                entry = model.item(index)
                entry.setEnabled(False)
                reason = self.tr("Cannot enlist {card}: {fault}").format(
                    card=card.name, fault=fault
                )
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

    def refresh_enlist(self) -> None:
        """Enlist again as the recruit and the lock (view.at_table) allow."""
        self._show_reason()

    def _show_reason(self) -> None:
        """The reason the selected mercenary cannot be enlisted, beside the button."""
        index = self.recruits.currentIndex()
        blocked = index >= 0 and not self._open(index)
        model = self.recruits.model()
        assert isinstance(model, QStandardItemModel)
        reason = model.item(index).data(REASON_ROLE) if blocked else ""
        self.reason.setText(str(reason or ""))  # a plain label: the name as it is
        self.reason.setVisible(blocked)
        self.enlist_button.setEnabled(index >= 0 and not blocked and not self.view.at_table)

    def selected_member(self) -> int | None:
        row = self.members.currentRow()
        cell = self.members.item(row, 0) if row >= 0 else None
        return int(cell.data(Qt.ItemDataRole.UserRole)) if cell is not None else None

    def enlist(self) -> None:
        card_id = self.recruits.currentData()
        if card_id:
            name = self.view.card_name(card_id)
            self.view.act(
                self.tr("Enlist {name}").format(name=name),
                lambda s, g: services.enlist(s, g, card_id, self.view.catalog, self.view.rules),
            )

    def dismiss(self) -> None:
        member_id = self.selected_member()
        if member_id is None:
            self.view.message.setText(self.tr("Select a mercenary first"))
            return
        name = self.view.member_name(member_id)
        if not self.view.ask(
            self.tr(
                "Dismiss {name}? {name} leaves the guild; their weapons and codes stay in the "
                "guild."
            ).format(name=name)
        ):
            return
        self.view.act(
            self.tr("Dismiss {name}").format(name=name),
            lambda s, g: services.dismiss(s, member(g, member_id)),
        )

    def set_status(self) -> None:
        member_id = self.selected_member()
        status, recovery = self.status_box.currentText(), self.recovery.text()
        if member_id is None:
            self.view.message.setText(self.tr("Select a mercenary first"))
            return
        name = self.view.member_name(member_id)

        def run(s: Session, g: Guild) -> None:
            services.set_status(s, member(g, member_id), status, self.view.catalog,
                                self.view.rules, recovery)  # fmt: skip

        self.view.act(
            self.tr("Set {name}'s status to {status}").format(name=name, status=status), run
        )
