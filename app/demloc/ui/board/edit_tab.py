"""The Board view's Edit tab: tiles, scene elements and miniatures added to or taken
from the map. Every change goes through the document's undo stack."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from demloc.board.checks import card_fly
from demloc.board.errors import BoardError
from demloc.board.position import COLOURS, Character, ElementKind, Side
from demloc.board.squares import Facing, Square
from demloc.catalog.cards import Card, Daemon, FixedWeapon, Follower, Mercenary, Weapon
from demloc.ui.board.document import BoardDocument
from demloc.ui.board.scene import BoardScene, side_name

# What a player may put on the board: (label, card, the weapons he carries), from the
# catalog (a mercenary's weapons then chosen in the tab) and the guilds' members.
CardSource = Callable[[], list[tuple[str, Card, tuple[Weapon, ...]]]]

MAX_BASE_NUMBER = 99


def miniature_for(card: Card, character_id: str, colour: str, number: int, at: Square,
                  facing: Facing, carried: tuple[Weapon, ...] = ()) -> Character:  # fmt: skip
    """The board's view of a character card: what moving and shooting need. A
    follower's or daemon's printed weapons give his range (5.1.2); a mercenary's are
    those he carries (5.1.4), which a card alone does not say."""
    weapons: list[Weapon | FixedWeapon] = (
        [w for w in (card.primary, card.secondary) if w is not None]
        if isinstance(card, Follower | Daemon)
        else list(carried)
    )
    return Character(
        id=character_id,
        colour=colour,
        number=number,
        at=at,
        facing=facing,
        name=card.name,
        movement=card.profile.movement,  # type: ignore[union-attr]
        weapon_range=max((w.range or 0 for w in weapons), default=0),
        long_range=any(
            f.name == "LONG RANGE ENGAGEMENT" for w in weapons for f in w.features
        ),  # 7.1.1
        fly=card_fly(card),  # type: ignore[arg-type]  # FLY x of the card (8.4)
        card=card.id,
    )


class EditTab(QWidget):
    def __init__(
        self,
        document: BoardDocument,
        scene: BoardScene,
        cards: CardSource,
        say: Callable[[str], None],
        catalog_weapons: Callable[[], list[tuple[str, Weapon]]] = list,
    ) -> None:
        super().__init__()
        self.document, self.scene, self.cards, self.say = document, scene, cards, say
        self.catalog_weapons = catalog_weapons
        self.weapons_by_id: dict[str, Weapon] = {}
        # The form scrolls when the window is too short for it (1024x700, a language
        # longer than English): a squeezed wrapped label would be cut (issue 32).
        page = QWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(page)
        frame = QVBoxLayout(self)
        frame.setContentsMargins(0, 0, 0, 0)
        frame.addWidget(scroll)
        outer = QVBoxLayout(page)
        hint = QLabel(
            self.tr(
                "Tick Edit map, click a tile and drag it: what stands on it goes with it. "
                "R rotates, F flips, Delete removes. Drag elements too; R turns a door."
            )
        )
        hint.setWordWrap(True)
        # Outside the form: a wrapped label in a form row is given too little height.
        outer.addWidget(hint)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)

        self.tile_number = QComboBox()
        for number, tile in sorted(document.library.tiles.items()):
            self.tile_number.addItem(f"{number}: {tile.name}", number)
        self.tile_side = QComboBox()
        self.tile_side.addItem(self.tr("A (exterior)"), Side.A)
        self.tile_side.addItem(self.tr("B (interior)"), Side.B)
        add_tile = QPushButton(self.tr("Add tile beside the map"))
        add_tile.clicked.connect(self.add_tile)
        form.addRow(self.tr("Tile"), self.tile_number)
        form.addRow(self.tr("Side"), self.tile_side)
        form.addRow(add_tile)

        self.element_kind = QComboBox()
        for kind in ElementKind:  # a door goes in the square's first wall; R turns it
            self.element_kind.addItem(kind.label, kind)
        self.square = QComboBox()
        self.square.setEditable(True)
        self.square.setToolTip(self.tr("A square such as C4 (column letter, row number)"))
        add_element = QPushButton(self.tr("Place element on square"))
        add_element.clicked.connect(self.add_element)
        remove_element = QPushButton(self.tr("Remove element on square"))
        remove_element.clicked.connect(self.remove_element)
        form.addRow(self.tr("Square"), self.square)
        form.addRow(self.tr("Element"), self.element_kind)
        form.addRow(add_element)
        form.addRow(remove_element)

        self.card = QComboBox()
        self.card.setToolTip(self.tr("A card of the catalog or a member of a guild"))
        self.card.view().setMinimumWidth(260)
        self.card.currentIndexChanged.connect(self._offer_weapons)
        self.weapon = QComboBox()
        self.weapon.setToolTip(
            self.tr(
                "A mercenary of the catalog carries the weapon chosen here (its range and "
                "long range come from it); a guild's member carries their own"
            )
        )
        self.colour = QComboBox()
        for name in COLOURS:
            self.colour.addItem(name, name)
        self.colour.currentIndexChanged.connect(self._suggest_number)
        self.number = QSpinBox()
        self.number.setRange(1, MAX_BASE_NUMBER)
        self.facing = QComboBox()
        for side in Facing:
            self.facing.addItem(side_name(side), side)
        add_miniature = QPushButton(self.tr("Add miniature on square"))
        add_miniature.clicked.connect(self.add_miniature)
        self.remove_miniature_button = QPushButton(self.tr("Remove the selected miniature"))
        self.remove_miniature_button.clicked.connect(self.remove_miniature)
        form.addRow(self.tr("Character"), self.card)
        form.addRow(self.tr("Weapon"), self.weapon)
        form.addRow(self.tr("Base colour"), self.colour)
        form.addRow(self.tr("Base number"), self.number)
        form.addRow(self.tr("Facing"), self.facing)
        form.addRow(add_miniature)
        form.addRow(self.remove_miniature_button)
        self.refresh()

    def refresh(self) -> None:
        """Squares and cards follow the map."""
        current = self.square.currentText()
        self.square.blockSignals(True)
        self.square.clear()
        self.square.addItems([s.name for s in self.document.board.squares()])
        self.square.setEditText(current)
        self.square.blockSignals(False)
        # Offer a tile that is not on the map yet (the box has one of each).
        used = {t.tile for t in self.document.map.tiles}
        if self.tile_number.currentData() in used:
            free = next(
                (i for i in range(self.tile_number.count())
                 if self.tile_number.itemData(i) not in used), None,
            )  # fmt: skip
            if free is not None:
                self.tile_number.setCurrentIndex(free)
        if self.card.count() == 0:
            try:
                offered = self.cards()
            except ValueError as error:  # a StoreError reading the guilds' members (busy)
                self.say(
                    self.tr(
                        "The characters to add are listed once the database is free: {error}"
                    ).format(error=error)
                )
                offered = []  # asked again at the next change
            for label, card, weapons in offered:
                self.card.addItem(label, (card, weapons))
            self._offer_weapons()
        self._suggest_number()

    def _offer_weapons(self) -> None:
        """A catalog mercenary picks a weapon; others carry what they have."""
        chosen = self.card.currentData()
        self.weapon.clear()
        if chosen is None:
            return
        card, carried = chosen
        if isinstance(card, Mercenary) and not carried:
            self.weapon.addItem(self.tr("none"), "")
            self.weapons_by_id = {w.id: w for _label, w in self.catalog_weapons()}
            for label, weapon in self.catalog_weapons():
                self.weapon.addItem(label, weapon.id)
            self.weapon.setEnabled(True)
        else:
            names = ", ".join(w.name for w in carried) or self.tr("its printed weapons")
            self.weapon.addItem(
                names if isinstance(card, Mercenary) else self.tr("printed weapons")
            )
            self.weapon.setEnabled(False)

    def _suggest_number(self) -> None:
        """The first free number of the colour chosen."""
        colour = self.colour.currentData()
        used = {c.number for c in self.document.map.characters if c.colour == colour}
        self.number.setValue(next(n for n in range(1, MAX_BASE_NUMBER + 2) if n not in used))

    def _chosen_square(self) -> Square | None:
        try:
            return Square.parse(self.square.currentText().strip())
        except BoardError as error:
            self.say(self.tr("{error}: type a square such as C4").format(error=error))
            return None

    def add_tile(self) -> None:
        at = Square(self.document.board.width, 0)
        self.scene.edit(
            lambda: self.document.add_tile(
                self.tile_number.currentData(), self.tile_side.currentData(), at
            )
        )

    def add_element(self) -> None:
        square = self._chosen_square()
        if square is not None:
            kind = self.element_kind.currentData()
            self.scene.edit(lambda: self.document.add_element(kind, square))

    def remove_element(self) -> None:
        square = self._chosen_square()
        if square is None:
            return
        element = self.document.element_at(square)
        if element is None:
            self.say(self.tr("no scene element on {square}").format(square=square.name))
            return
        self.scene.edit(lambda: self.document.remove_element(element))

    def add_miniature(self) -> None:
        square = self._chosen_square()
        chosen = self.card.currentData()
        if square is None:
            return
        if chosen is None or not isinstance(chosen[0], Mercenary | Follower | Daemon):
            self.say(self.tr("choose a character card first"))
            return
        card, carried = chosen
        weapon = self.weapons_by_id.get(self.weapon.currentData() or "")
        if self.weapon.isEnabled() and weapon is not None:
            carried = (weapon,)
        character = miniature_for(
            card,
            self.document.next_character_id(),
            self.colour.currentData(),
            self.number.value(),
            square,
            self.facing.currentData(),
            carried,
        )
        self.scene.edit(lambda: self.document.add_character(character))
        self._suggest_number()

    def remove_miniature(self) -> None:
        selected = self.scene.selected
        if selected is None or selected not in self.document.board.characters:
            self.say(self.tr("select a miniature on the board first"))
            return
        self.scene.edit(lambda: self.document.remove_character(selected))
