"""The catalog browser: filter the cards, read every field and each keyword's rule."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import Card, CardKind, MercenaryType, WeaponType, card_keywords
from demloc.catalog.catalog import Catalog
from demloc.catalog.describe import describe, keyword_rules
from demloc.catalog.keywords import filter_choices
from demloc.catalog.query import CardFilter, card_level, card_type
from demloc.ui.i18n import translate
from demloc.ui.reference.links import follow, section_url

COLUMNS = (  # the headers, translated where shown (headerData)
    str(QT_TRANSLATE_NOOP("catalog_view", "Name")),
    str(QT_TRANSLATE_NOOP("catalog_view", "Kind")),
    str(QT_TRANSLATE_NOOP("catalog_view", "Set")),
    str(QT_TRANSLATE_NOOP("catalog_view", "Type")),
    str(QT_TRANSLATE_NOOP("catalog_view", "Level")),
    str(QT_TRANSLATE_NOOP("catalog_view", "Keywords")),
)
_Index = QModelIndex | QPersistentModelIndex


class CardTableModel(QAbstractTableModel):
    def __init__(self, catalog: Catalog) -> None:
        super().__init__()
        self._catalog = catalog
        self._cards: list[Card] = list(catalog.cards)

    def set_cards(self, cards: list[Card]) -> None:
        self.beginResetModel()
        self._cards = cards
        self.endResetModel()

    def card_at(self, row: int) -> Card:
        return self._cards[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("catalog_view", COLUMNS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        card = self._cards[index.row()]
        card_set = self._catalog.set_by_id(card.set_id)
        level = card_level(card)
        return (
            card.name,
            card.kind.label,
            card_set.name.split(": ", 1)[-1] if card_set else card.set_id,
            card_type(card) or "",
            "" if level is None else str(level),
            ", ".join(str(k) for k in card_keywords(card)),
        )[index.column()]


# Where the rules reference explains each kind of card (5.1.1 to 5.1.5).
KIND_SECTIONS = {CardKind.MERCENARY: "5.1.1", CardKind.FOLLOWER: "5.1.2",
                 CardKind.DAEMON: "5.1.3", CardKind.WEAPON: "5.1.4",
                 CardKind.ARCANE_CODE: "5.1.5"}  # fmt: skip


def card_url(card: Card) -> str:
    """The reference page F1 opens for a card: its first keyword's entry, else the
    section on its kind of card."""
    rules = keyword_rules(card)
    if rules:
        return section_url(rules[0].section, rules[0].name)
    return section_url(KIND_SECTIONS[card.kind])


def card_html(card: Card) -> str:
    """The detail panel: every field, then the rule of each keyword on the card, each
    keyword and section a link to the rules reference."""
    rows = "".join(
        f"<tr><td><b>{html.escape(label)}</b></td><td>{html.escape(value)}</td></tr>"
        for label, value in describe(card)
    )
    rules = "".join(
        f'<p><b><a href="{section_url(rule.section, rule.name)}">{html.escape(rule.name)}</a>'
        f"</b> <i>({html.escape(rule.place.value)}, rulebook "
        f'<a href="{section_url(rule.section)}">{rule.section}</a>)</i>: '
        f"{html.escape(rule.summary)}</p>"
        for rule in keyword_rules(card)
    )
    kind = KIND_SECTIONS[card.kind]
    about = "<p><i>{}</i></p>".format(
        translate("catalog_view", "{kind} cards: {link}rules {section}</a> (F1)").format(
            kind=html.escape(card.kind.label), link=f'<a href="{section_url(kind)}">', section=kind
        )
    )
    heading = translate("catalog_view", "Keyword rules")
    return (
        f"<h3>{html.escape(card.name)}</h3><table cellspacing='4'>{rows}</table>"
        + (f"<h4>{heading}</h4>{rules}" if rules else "")
        + about
    )


class CatalogView(QWidget):
    def __init__(self, catalog: Catalog, user_sets_dir: str) -> None:
        super().__init__()
        self._catalog = catalog
        self.model = CardTableModel(catalog)

        banner = QLabel(
            self.tr(
                "<b>Provisional values.</b> The rulebook prints no card statistics: these are "
                "our designs. Correct a set by copying its file into "
                "<code>{folder}</code> (see resources/README.md). Card texts stay in English."
            ).format(folder=html.escape(user_sets_dir))
        )
        banner.setWordWrap(True)
        banner.setObjectName("provisionalBanner")
        banner.setStyleSheet("background:#fff4cc; color:#5a4500; padding:6px;")
        self.problems = QLabel(self._problems_html())
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("background:#fde2e2; color:#7a1010; padding:6px;")
        self.problems.setVisible(bool(catalog.skipped))

        self.search = QLineEdit(placeholderText=self.tr("Search name, ability, keyword… (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        # A window shortcut on this view: it answers whenever the Catalog is the view
        # shown, wherever the focus is, and never while another view is (hidden widgets'
        # shortcuts are not matched), so no other view's Find is made ambiguous.
        self.find_action = QAction(self.tr("Find a card"), self)
        self.find_action.setShortcuts(QKeySequence.StandardKey.Find)
        self.find_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.find_action.triggered.connect(self.focus_search)
        self.addAction(self.find_action)
        self.kind = self._combo(self.tr("All kinds"), [(k.label, k) for k in CardKind])
        self.set_box = self._combo(self.tr("All sets"), [(s.name, s.id) for s in catalog.sets])
        kabbalahs = sorted(
            {t for c in catalog.cards if (t := card_type(c)) is not None}
            - {*(m.value for m in MercenaryType), *(w.value for w in WeaponType)}
        )
        self.type_box = self._combo(
            self.tr("All types"),
            [(m.value, m.value) for m in MercenaryType]
            + [(w.label, w.value) for w in WeaponType]
            + [(self.tr("kabbalah {name}").format(name=k), k) for k in kabbalahs],
        )
        levels = sorted({lv for c in catalog.cards if (lv := card_level(c)) is not None})
        self.level_box = self._combo(
            self.tr("All levels"),
            [(self.tr("Level {level}").format(level=lv), lv) for lv in levels],
        )
        # MONSTROUS (pentacle, 8.3) and MONSTRUOUS (ability, 8.4) labelled apart.
        self.keyword_box = self._combo(self.tr("All keywords"), filter_choices())

        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        for box in (self.kind, self.set_box, self.type_box, self.level_box, self.keyword_box):
            filters.addWidget(box, 1)
            box.currentIndexChanged.connect(self.apply_filter)
        self.search.textChanged.connect(self.apply_filter)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.selectionModel().currentRowChanged.connect(self._show_current)
        self.detail = QTextBrowser()
        follow(self.detail)  # a keyword or section opens the rules reference
        self.count = QLabel()

        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.detail)
        splitter.setSizes([700, 430])

        layout = QVBoxLayout(self)
        layout.addWidget(banner)
        layout.addWidget(self.problems)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.count)
        self.apply_filter()

    def _combo(self, everything: str, items: Sequence[tuple[str, object]]) -> QComboBox:
        box = QComboBox()
        # Let the filter row shrink on a small screen instead of widening the window.
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(6)
        box.addItem(everything, None)
        for label, value in items:
            box.addItem(label, value)
        return box

    def _problems_html(self) -> str:
        items = "".join(
            f"<li>{html.escape(str(e), quote=False)}</li>" for e in self._catalog.skipped
        )
        return self.tr("<b>Skipped data files</b> (the other sets loaded):<ul>{items}</ul>").format(
            items=items
        )

    def focus_search(self) -> None:
        """Ctrl+F: the search box, its text selected so typing replaces it."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def current_filter(self) -> CardFilter:
        return CardFilter(
            kind=self.kind.currentData(),
            set_id=self.set_box.currentData(),
            type=self.type_box.currentData(),
            level=self.level_box.currentData(),
            keyword=self.keyword_box.currentData(),
            text=self.search.text().strip(),
        )

    def apply_filter(self) -> None:
        wanted = self.current_filter()
        cards = [c for c in self._catalog.cards if wanted.matches(c)]
        self.model.set_cards(cards)
        self.count.setText(
            self.tr("{shown} of %n card(s)", "", len(self._catalog.cards)).format(shown=len(cards))
        )
        if cards:
            self.table.selectRow(0)
        else:
            self.detail.setHtml(self.tr("<p>No card matches these filters.</p>"))

    def rules_topic(self) -> str | None:
        """F1: the rules for the card selected (its first keyword, else its kind)."""
        current = self.table.currentIndex()
        if not current.isValid():
            return None
        return card_url(self.model.card_at(current.row()))

    def _show_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.detail.setHtml(card_html(self.model.card_at(current.row())))
