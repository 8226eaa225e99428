"""Phases 7 and 8 (6.4.1, 5.2): the cards each player pulls from the guild box, as a
printable checklist, and the mana each arcane character channels (rolled by the app or
entered from the table); then each miniature's sub-base number and category."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMarginsF, QRectF
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from demloc.missions.characters import arcane
from demloc.missions.deployment import fitting_category
from demloc.missions.errors import SetupError
from demloc.missions.setup import SetupContext, SetupState
from demloc.missions.start import checklist
from demloc.ui.i18n import translate
from demloc.ui.mission.common import (
    TARGET,
    Screen,
    button,
    group,
    heading,
    line,
    swatch,
    text,
)
from demloc.ui.mission.controller import SetupController
from demloc.ui.output import pdf_file, save_image

FACES = ("white", "black", "seal")
SPACING = 6  # px between a character's roll and his faces
MANA_ROOM = 2 * TARGET + SPACING  # a character's mana: his roll's row and his faces' row


def checklist_text(state: SetupState, ctx: SetupContext, key: str, *, title: bool = True) -> str:
    """One player's checklist as plain text: what to take from the guild box (the
    screen's box names the guild already: `title=False`)."""
    player = state.player(key)
    lines = [
        translate(
            "mission.cards", "{guild} ({colour}): the cards to take from the guild box"
        ).format(guild=player.name, colour=player.colour),
        "",
    ]
    if not title:
        lines = [translate("mission.cards", "Take from the guild box:")]
    for entry in checklist(state, ctx, key):
        wave = (
            "  "
            + translate("mission.cards", "(kept aside for wave {number})").format(number=entry.wave)
            if entry.wave
            else ""
        )
        if entry.dignitary:  # RULINGS.md R-69: his card is the mission's, not the box's
            wave += "  " + translate(
                "mission.cards", "(the dignitary: the card comes with the mission)"
            )
        lines.append(f"[ ] {entry.name}, {entry.kind}{wave}")
        weapon = translate("mission.cards", "weapon: {card}")
        code = translate("mission.cards", "arcane code: {card}")
        lines += [f"      [ ] {weapon.format(card=w)}" for w in entry.weapons]
        lines += [f"      [ ] {code.format(card=c)}" for c in entry.codes]
    return "\n".join(lines)


def _document(body: str) -> QTextDocument:
    document = QTextDocument()
    document.setPlainText(body)  # names from data: never HTML
    font = document.defaultFont()
    font.setPointSize(12)
    document.setDefaultFont(font)
    return document


def writable(path: Path) -> None:
    """OSError naming `path` and why, before a printer writes it (Qt's writers fail
    without a word: an empty result, a warning in the log)."""
    try:
        with path.open("ab"):
            pass
    except OSError as error:
        raise OSError(f"cannot write {path}: {error.strerror or error}") from None


def save_checklists(state: SetupState, ctx: SetupContext, path: Path) -> None:
    """Every player's checklist: a PDF (a page each) or a PNG (one picture)."""
    bodies = [checklist_text(state, ctx, p.key) for p in state.players]
    # Drawn in memory, then written whole or not at all (issue 27).
    if path.suffix.lower() == ".png":
        document = _document("\n\n".join(bodies))
        document.setTextWidth(900)
        size = document.size().toSize()
        image = QImage(size.width() + 40, size.height() + 40, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.translate(20, 20)
        document.drawContents(painter)
        painter.end()
        save_image(image, path, "PNG")
        return
    with pdf_file(path) as writer:
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        _paint_pages(writer, bodies, f"cannot write {path}")


def _paint_pages(device: QPdfWriter | QPrinter, bodies: list[str], refused: str) -> None:
    """A page a player; OSError(`refused`) if the device takes no painting (a folder
    that cannot be written, a printer gone): never a silent empty result."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(refused)
    try:
        area = painter.viewport()
        for number, body in enumerate(bodies):
            if number:
                device.newPage()
            document = _document(body)
            document.setPageSize(area.size().toSizeF())
            painter.save()
            scale = device.logicalDpiX() / 96
            painter.scale(scale, scale)
            document.setTextWidth(area.width() / scale)
            document.drawContents(
                painter, QRectF(0, 0, area.width() / scale, area.height() / scale)
            )
            painter.restore()
    finally:
        painter.end()


UNSET = str(QT_TRANSLATE_NOOP("mission.cards", "face?"))  # a die whose face is not chosen yet
PDF, PNG = "PDF (*.pdf)", "PNG picture (*.png)"


class CardsScreen(Screen):
    title = "Cards"

    def __init__(self, controller: SetupController) -> None:
        super().__init__(controller)
        self.faces: dict[str, list[str]] = {}  # faces chosen, not entered yet: by character
        self.faces_of = 0  # the set-up they were chosen in

    def fill(self, state: SetupState) -> None:
        if self.faces_of != self.controller.setup_id:
            self.faces, self.faces_of = {}, self.controller.setup_id
        waiting = {p.id for pl in state.players for p in pl.picks if p.mana is None}
        self.faces = {k: v for k, v in self.faces.items() if k in waiting}
        self._fill(state)

    def _fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("Pull the cards and channel the mana (6.4.1)")))
        self.content.addLayout(self._line(
            button(self.tr("Print the checklists…"), self.print_checklists, "print-checklists"),
            button(self.tr("Save as PDF or PNG…"), self._ask_save, "save-checklists"),
            button(self.tr("Copy as text"), self.copy_checklists, "copy-checklists"),
        ))  # fmt: skip
        self.content.addWidget(text(self.tr(
            "Each character with arcane ability rolls as many arcane dice as it says and "
            "takes a cube for each white or black mana; a broken seal only means less mana "
            "now (6.4.1). Roll here, or roll at the table and enter the faces."
        )))  # fmt: skip
        for player in state.players:
            box, layout = group(f"{player.name} — {player.colour}")
            body = text(checklist_text(state, self.ctx, player.key, title=False))
            body.setObjectName(f"checklist-{player.key}")
            layout.addWidget(body)
            for picked in player.picks:
                dice = arcane(self.ctx, picked)
                if not dice:
                    continue
                name = self.ctx.card(picked.card).name
                if picked.wave:
                    layout.addWidget(
                        text(
                            self.tr("{name} channels on entering (wave {number})").format(
                                name=name, number=picked.wave
                            )
                        )
                    )
                    continue
                # His dice and what they gave take the same room: a roll moves nothing
                # below it (issue 26).
                room = QWidget()
                room.setMinimumHeight(MANA_ROOM)
                layout.addWidget(room)
                section = QVBoxLayout(room)
                section.setContentsMargins(0, 0, 0, 0)
                section.setSpacing(SPACING)
                if picked.mana is not None:
                    seals = picked.mana.count("seal")
                    channelled = self.tr(
                        "✔ {name} channelled {white} white and {black} black mana: put those "
                        "cubes on their card"
                    ).format(name=name, white=picked.white, black=picked.black)
                    if seals:
                        channelled += self.tr("; %n broken seal(s): no effect now", "", seals)
                    said = text(channelled)
                    said.setObjectName(f"mana-{picked.id}")
                    section.addWidget(said)
                else:
                    self._mana_rows(section, player.key, picked.id, name, dice)
            self.content.addWidget(box)

    def _mana_rows(
        self, layout: QVBoxLayout, key: str, character: str, name: str, dice: int
    ) -> None:
        roll = button(self.tr("Roll %n arcane die(s) for {name}", "", dice).format(name=name),
                      self.act_with("channel", player=key, character=character))  # fmt: skip
        roll.setObjectName(f"roll-{character}")
        layout.addLayout(self._line(roll))
        chosen = self.faces.setdefault(character, [""] * dice)
        boxes = []
        for number in range(dice):
            face = QComboBox()
            face.setObjectName(f"face-{character}-{number}")
            face.setMinimumHeight(40)
            face.addItem(translate("mission.cards", UNSET), "")
            for value in FACES:
                face.addItem(value, value)
            face.setCurrentIndex(max(0, face.findData(chosen[number])))
            face.activated.connect(
                lambda _i, n=number, b=face: chosen.__setitem__(n, b.currentData())
            )
            boxes.append(face)

        def enter_faces() -> bool:
            return self.enter_faces(key, character, name, [b.currentData() for b in boxes])

        enter = button(self.tr("Enter these faces"), enter_faces, f"enter-{character}")
        layout.addLayout(
            self._line(text(self.tr("or, rolled at the table:"), wrap=False), *boxes, enter)
        )

    def enter_faces(self, key: str, character: str, name: str, faces: list[str]) -> bool:
        """The faces rolled at the table; a die left without a face is refused, and the
        faces chosen are kept for the next try."""
        blank = [str(n) for n, face in enumerate(faces, start=1) if not face]
        if blank:
            self.controller.refuse(
                self.tr(
                    "{name}: choose the face of arcane die(s) {dice} ({faces}), as rolled "
                    "at the table; nothing was entered (6.4.1)",
                    "",
                    len(blank),
                ).format(name=name, dice=", ".join(blank), faces=", ".join(FACES))
            )
            return False
        if not self.act("channel", player=key, character=character, faces=faces):
            return False
        self.faces.pop(character, None)
        return True

    def bodies(self) -> list[str]:
        state = self.controller.state
        return [checklist_text(state, self.ctx, p.key) for p in state.players]

    def print_checklists(self) -> bool:
        printer = QPrinter()
        if not QPrintDialog(printer, self).exec():
            return False
        try:
            if printer.outputFileName():  # "print to file"
                writable(Path(printer.outputFileName()))
            _paint_pages(printer, self.bodies(), self.tr("the printer took nothing"))
        except OSError as error:
            self.controller.refuse(
                self.tr("the checklists were not printed: {error}").format(error=error)
            )
            return False
        return True

    def copy_checklists(self) -> None:
        """Every checklist as plain text, to paste into a message to the table."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText("\n\n".join(self.bodies()))

    def _ask_save(self) -> bool:
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Save the checklists"), "checklists.pdf", f"{PDF};;{PNG}"
        )
        if not path:
            return False
        target = Path(path)
        if target.suffix.lower() not in (".pdf", ".png"):  # the filter chosen says which
            target = target.with_name(target.name + (".png" if chosen == PNG else ".pdf"))
        try:
            save_checklists(self.controller.state, self.ctx, target)
        except OSError as error:
            self.controller.refuse(str(error))
            return False
        return True

    @staticmethod
    def _line(*widgets: QWidget) -> QHBoxLayout:
        return line(*widgets)


class MiniaturesScreen(Screen):
    title = "Miniatures"

    def _set_base(self, key: str, character: str, number: QSpinBox) -> bool:
        """A number changed: one step. The box says it again when the rebuilt screen
        takes its focus away; by then the state has that number and nothing is done."""
        try:
            if number.value() == self.controller.state.player(key).pick(character).base:
                return False
        except SetupError:  # a box of a set-up left since: nothing to change
            return False
        return self.act("set_base", player=key, character=character, number=number.value())

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("Choose the miniatures (5.2)")))
        self.content.addWidget(text(self.tr(
            "Each character gets a sub-base of their guild's colour with a number of its own "
            "(suggested; change it if your bases differ) and a miniature of the category "
            "their card shows."
        )))  # fmt: skip
        guilds = QGridLayout()  # two guilds a row, as on the characters screen
        for index, player in enumerate(state.players):
            box, layout = group(f"{player.name} — {player.colour}")
            table = QGridLayout()
            for column, heading_text in ((2, self.tr("Sub-base")), (3, self.tr("Miniature"))):
                table.addWidget(text(heading_text, wrap=False, bold=True), 0, column)
            for row_number, picked in enumerate(player.picks, start=1):
                table.addWidget(swatch(player.colour), row_number, 0)
                table.addWidget(text(self.ctx.card(picked.card).name), row_number, 1)
                number = QSpinBox()
                number.setObjectName(f"base-{picked.id}")
                number.setRange(1, 99)
                number.setPrefix(f"{player.colour} ")
                number.setMinimumHeight(40)
                number.setValue(picked.base or 1)
                number.editingFinished.connect(
                    lambda k=player.key, c=picked.id, s=number: self._set_base(k, c, s)
                )
                table.addWidget(number, row_number, 2)
                # The card says the category (5.2): shown, not chosen; a set-up saved
                # with another one is put right with a tap.
                fits = fitting_category(self.ctx.character_card(picked.card))
                category: QWidget = text(self.tr("a {category}").format(category=fits), wrap=False)
                if picked.category != fits:
                    put_right = self.act_with(
                        "set_category", player=player.key, character=picked.id, category=fits
                    )
                    category = button(
                        self.tr("Use a {category} miniature").format(category=fits), put_right
                    )
                category.setObjectName(f"category-{picked.id}")
                table.addWidget(category, row_number, 3)
            table.setColumnStretch(1, 1)
            layout.addLayout(table)
            guilds.addWidget(box, index // 2, index % 2)
        guilds.setColumnStretch(0, 1)
        guilds.setColumnStretch(1, 1)
        self.content.addLayout(guilds)
