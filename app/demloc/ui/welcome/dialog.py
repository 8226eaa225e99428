"""The player dialog (R-219): a new player's name and code card, then his guild's name
and colour; Create makes them, Cancel makes nothing. The first start's welcome and
"Add a player…" are this one dialog. It knows no database: the window gives it the
box's codes, a check of the first page and the function that creates (ui/welcome)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from demloc.ui.i18n import translate
from demloc.ui.plaintext import plain_label

# store/schema.py GUILD_COLOURS and render/style.py's colours (not imported: the store
# is opened after the window's first paint).
COLOURS: dict[str, tuple[object, tuple[int, int, int]]] = {
    "red": (QT_TRANSLATE_NOOP("welcome.dialog", "Red"), (196, 40, 40)),
    "blue": (QT_TRANSLATE_NOOP("welcome.dialog", "Blue"), (36, 84, 196)),
    "yellow": (QT_TRANSLATE_NOOP("welcome.dialog", "Yellow"), (222, 178, 20)),
    "green": (QT_TRANSLATE_NOOP("welcome.dialog", "Green"), (36, 140, 60)),
}

# Large at the table (readable from 1.5 m, targets a finger finds).
STYLE = """
* { font-size: 19px; }
QLabel#title { font-size: 30px; font-weight: bold; }
QLabel#problem { color: #a00000; font-weight: bold; }
QLineEdit { font-size: 22px; min-height: 48px; padding: 0 10px; }
QPushButton { min-height: 52px; padding: 0 22px; font-size: 18px; }
QPushButton#code { font-family: "DejaVu Sans Mono"; text-align: left; }
QPushButton#colour { min-width: 150px; font-weight: bold; }
"""


@dataclasses.dataclass(frozen=True)
class BoxCode:
    """One set of the box on the welcome: its name, its code, and whether the code is a
    player's code card (a Basic Guild Set's, 4) or one for the City Gate later."""

    name: str
    code: str
    account_card: bool


# (player, code) -> why they cannot make a player, or "".
Check = Callable[[str, str], str]
# (player, code, guild, colour) -> why nothing was made, or "" once it was.
Create = Callable[[str, str, str, str], str]


class PlayerDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        codes: list[BoxCode],
        check: Check,
        create: Create,
        *,
        first: bool,
        provisional: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("welcome" if first else "add-player")
        self.check, self.make = check, create
        self.setWindowTitle(self.tr("Welcome") if first else self.tr("Add a player"))
        self.setStyleSheet(STYLE)
        self.setModal(True)
        self.pages = QStackedWidget()
        self.name = QLineEdit()
        self.name.setObjectName("player-name")
        self.name.setMaxLength(60)  # store/guilds NAME_LENGTH
        self.code = QLineEdit()
        self.code.setObjectName("code-card")
        self.code.setPlaceholderText("ROG1-XXXX-XXXX")
        self.guild = QLineEdit()
        self.guild.setObjectName("guild-name")
        self.guild.setMaxLength(60)
        self.colours = QButtonGroup(self)
        self.colours.setExclusive(True)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.pages.addWidget(self._player_page(codes, first, provisional))
        self.pages.addWidget(self._guild_page())

        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.clicked.connect(self.reject)
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.back)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.forward)
        # A colour chosen (tap, Space or Enter): Create next, as a code card's code.
        self.colours.buttonClicked.connect(lambda _button: self.next_button.setFocus())
        back_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self)
        back_key.activated.connect(self.back)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)

        column = QVBoxLayout()
        column.addWidget(self.pages, 1)
        column.addWidget(self.problem)
        column.addLayout(buttons)
        body = QWidget()
        body.setLayout(column)
        body.setMaximumWidth(960)  # lines a reader can follow on a large screen
        outer = QHBoxLayout(self)
        outer.setContentsMargins(28, 24, 28, 24)
        outer.addWidget(body)
        # Enter in a field presses Next; on a focused button, that button (Qt's
        # autoDefault: a code card's code, a colour, Back, Cancel). Set once the button
        # is in the dialog, or the dialog makes its first button the default.
        self.next_button.setDefault(True)
        self.resize(900, 660)
        self._show_page(0)

    # ---- the pages -------------------------------------------------------------------

    def _player_page(self, codes: list[BoxCode], first: bool, provisional: bool) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Welcome to DemLoc Companion") if first else self.tr("A new player"))
        title.setObjectName("title")
        layout.addWidget(title)
        intro = QLabel(
            self.tr(
                "Make your player account and your first guild from the code card of your "
                "Basic Guild Set (rules 4 and 6.2). Nothing is made before you press Create."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QGridLayout()
        form.setVerticalSpacing(10)
        name_label = QLabel(self.tr("&Your name"))
        name_label.setBuddy(self.name)
        code_label = QLabel(self.tr("Your &code card"))
        code_label.setBuddy(self.code)
        form.addWidget(name_label, 0, 0)
        form.addWidget(self.name, 0, 1)
        form.addWidget(code_label, 1, 0)
        form.addWidget(self.code, 1, 1)
        layout.addLayout(form)
        said = (
            self.tr("The codes of the Rise of Guilds box (provisional until the printed "
                    "cards' codes are known). Tap a code card's code to use it:")
            if provisional
            else self.tr("The codes of the Rise of Guilds box. Tap a code card's code to use it:")
        )  # fmt: skip
        heading = QLabel(said)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        grid = QGridLayout()
        row = 0
        for box_code in codes:
            if not box_code.account_card:
                continue
            button = QPushButton(box_code.code)
            button.setObjectName("code")
            button.clicked.connect(lambda _=False, c=box_code.code: self._use_code(c))
            grid.addWidget(button, row, 0)
            grid.addWidget(plain_label(box_code.name), row, 1)
            row += 1
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        others = [c for c in codes if not c.account_card]
        if others:
            later = QLabel(
                self.tr("The box's other codes, for the City Gate once your guild is made:")
                + "".join(f"\n    {c.code}   {c.name}" for c in others)
            )
            later.setTextFormat(Qt.TextFormat.PlainText)
            later.setWordWrap(True)
            later.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(later)
        layout.addStretch(1)
        return page

    def _guild_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(self.tr("Your guild"))
        title.setObjectName("title")
        layout.addWidget(title)
        intro = QLabel(
            self.tr(
                "A new guild starts with its buildings at level 1 and its starting purse; "
                "its bases take its colour at the table (rule 4)."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        name_label = QLabel(self.tr("&Name of your guild"))
        name_label.setBuddy(self.guild)
        layout.addWidget(name_label)
        layout.addWidget(self.guild)
        colour_label = QLabel(self.tr("Colour of its bases"))
        layout.addWidget(colour_label)
        row = QHBoxLayout()
        for key, (shown, rgb) in COLOURS.items():
            button = QPushButton(translate("welcome.dialog", str(shown)))
            button.setObjectName("colour")
            button.setProperty("colour", key)
            button.setCheckable(True)
            red, green, blue = rgb
            ink = "#000" if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else "#fff"
            button.setStyleSheet(
                f"QPushButton {{ background: rgb{rgb}; color: {ink}; border: 3px solid #888;"
                " border-radius: 6px; }"
                "QPushButton:checked { border: 6px solid #111; }"
                "QPushButton:focus { border-style: dashed; }"
            )
            self.colours.addButton(button)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)
        return page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window it was opened over closes: Cancel (the app may then end)."""
        if watched is self.parent() and event.type() == QEvent.Type.Close and self.isVisible():
            self.reject()
        return False

    # ---- moving ----------------------------------------------------------------------

    def _use_code(self, code: str) -> None:
        self.code.setText(code)
        self.next_button.setFocus()

    def colour(self) -> str:
        checked = self.colours.checkedButton()
        return str(checked.property("colour")) if checked is not None else ""

    def _show_page(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        self.back_button.setEnabled(index > 0)
        self.next_button.setText(self.tr("Next") if index == 0 else self.tr("Create"))
        (self.name if index == 0 else self.guild).setFocus()
        if index == 1:
            self.summary.setText(
                self.tr(
                    "Create makes the account of {player}, enters the set of code {code} in "
                    "it, and makes the guild."
                ).format(player=self.name.text().strip(), code=self.code.text().strip())
            )

    def back(self) -> None:
        if self.pages.currentIndex() > 0:
            self.problem.clear()
            self._show_page(0)

    def forward(self) -> None:
        """Next (the player's name and code checked) or Create; a refusal is said under
        the page, which stays as it is."""
        player, code = self.name.text(), self.code.text()
        if self.pages.currentIndex() == 0:
            problem = self.check(player, code)
            self.problem.setText(
                self.tr("Cannot go on: {reason}").format(reason=problem) if problem else ""
            )
            if not problem:
                self._show_page(1)
            return
        if not self.guild.text().strip():
            self.problem.setText(self.tr("Give your guild a name."))
            self.guild.setFocus()
            return
        if not self.colour():
            self.problem.setText(self.tr("Choose the colour of your guild's bases."))
            return
        problem = self.make(player, code, self.guild.text(), self.colour())
        said = self.tr("Not made: {reason}").format(reason=problem) if problem else ""
        self.problem.setText(said)
        if not problem:
            self.accept()
