"""The City Gate tab (6.2): redeem a set's code, add a card from a physical card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.loader import load_set_text
from demloc.store import Session
from demloc.store import guilds as services
from demloc.store.schema import Guild
from demloc.ui.guild.card_form import CardForm
from demloc.ui.guild.common import Shown, plain_label

if TYPE_CHECKING:
    from demloc.ui.guild.view import GuildView


class GateTab(QWidget):
    def __init__(self, view: GuildView) -> None:
        super().__init__()
        self.view = view
        self.owned = plain_label()
        self.owned.setWordWrap(True)
        self.code = QLineEdit(placeholderText=self.tr("the code on the set's card, e.g. ROG1-…"))
        self.code.returnPressed.connect(lambda: self.redeem(self.code.text()))
        redeem = QPushButton(self.tr("Redeem"))
        redeem.clicked.connect(lambda: self.redeem(self.code.text()))
        self.redeem_button = redeem
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        code_row.addWidget(redeem)
        self.custom = QPlainTextEdit()
        self.custom.setPlaceholderText(
            self.tr("Or paste a whole set file's text (resources/README.md)")
        )
        add_text = QPushButton(self.tr("Add the cards of this text"))
        add_text.clicked.connect(lambda: self.add_custom(self.custom.toPlainText()))
        self.add_text_button = add_text
        left = QVBoxLayout()
        sets = QGroupBox(self.tr("Sets"))
        sets_layout = QVBoxLayout(sets)
        sets_layout.addWidget(self.owned)
        sets_layout.addLayout(code_row)
        left.addWidget(sets)
        pasted = QGroupBox(self.tr("A set file's text"))
        pasted_layout = QVBoxLayout(pasted)
        pasted_layout.addWidget(self.custom, 1)
        pasted_layout.addWidget(add_text)
        left.addWidget(pasted, 1)
        # The card form (its fields built and checked) comes when the tab is first
        # filled: the Guild view's first showing does without it (issue 31, R-212).
        self.card = QGroupBox(self.tr("A card from a physical card"))
        self.card_layout = QVBoxLayout(self.card)
        self.built_form: CardForm | None = None
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.card, 1)

    @property
    def form(self) -> CardForm:
        """The card form, built on first use."""
        if self.built_form is None:
            self.built_form = CardForm()
            self.built_form.submitted.connect(self._add_from_form)
            self.card_layout.addWidget(self.built_form)
        return self.built_form

    def edit_controls(self) -> list[QWidget]:
        """What changes the guild's account and history: locked while the guild is at
        the table (lock.py, R-116); the card form as a whole (its box: built or not)."""
        return [self.code, self.redeem_button, self.custom, self.add_text_button, self.card]

    def clear_entries(self) -> None:
        """Another guild (or account) is shown: what was typed for the last one goes."""
        self.code.clear()
        self.custom.clear()
        if self.built_form is not None:
            self.built_form.clear()

    def show_guild(self, shown: Shown) -> None:
        self.form  # noqa: B018  (built: the tab is on screen)
        guild = shown.guild
        sets = {redeemed.set_id for redeemed in guild.account.redeemed_sets}
        names = ", ".join(s.name for s in self.view.catalog.sets if s.id in sets) or self.tr(
            "no set"
        )
        self.owned.setText(
            self.tr("{account} owns: {sets} (%n card(s))", "", len(shown.owned)).format(
                account=guild.account.name, sets=names
            )
        )

    def redeem(self, code: str) -> bool:
        # Its undo takes back the redeemed set: the history holds the account's sets too.
        def run(s: Session, g: Guild) -> None:
            services.redeem(s, g.account, code, self.view.catalog)

        done = self.view.act(self.tr("Redeem {code}").format(code=code), run)
        if done:
            self.code.clear()
        return done

    def add_custom(self, text: str) -> bool:
        def run(s: Session, g: Guild) -> None:
            services.add_custom_card(s, g.account, text, self.view.catalog)

        try:  # the names are known once the text is read: name them in the history
            names = ", ".join(c.name for c in load_set_text(text, "the card").cards)
        except ValueError:
            names = self.tr("a custom card")
        return self.view.act(self.tr("Add custom card {names}").format(names=names), run)

    def _add_from_form(self, text: str) -> None:
        if self.add_custom(text):
            self.form.clear()
