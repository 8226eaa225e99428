"""Phase 9 (6.4.1 "miniatures positioning"): the zones on the board, the first player
drawn choosing the preferred zone, then clockwise one miniature at a time on a legal
square with a facing, and the optional elements; then what "start game" hands on."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QButtonGroup, QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from demloc.board.squares import Square
from demloc.missions.deployment import deployer, elements_owed, legal_squares, zone_chooser, zones
from demloc.missions.errors import SetupError
from demloc.missions.setup import SetupState
from demloc.missions.start import start_game
from demloc.ui.i18n import translate
from demloc.ui.mission.common import Screen, button, group, heading, line, swatch, text
from demloc.ui.mission.controller import SetupController
from demloc.ui.mission.table_board import MissionBoard, setup_map

FACINGS = (
    ("N", str(QT_TRANSLATE_NOOP("mission.deployment", "north"))),
    ("E", str(QT_TRANSLATE_NOOP("mission.deployment", "east"))),
    ("S", str(QT_TRANSLATE_NOOP("mission.deployment", "south"))),
    ("W", str(QT_TRANSLATE_NOOP("mission.deployment", "west"))),
)


def towards_the_middle(squares: tuple[str, ...], width: int, height: int) -> str:
    """The facing from a zone towards the board's middle: a suggestion (a miniature on
    the north edge facing north looks off the board); the table may choose any."""
    if not squares:
        return "N"
    parsed = [Square.parse(s) for s in squares]
    dx = (width - 1) / 2 - sum(s.x for s in parsed) / len(parsed)
    dy = (height - 1) / 2 - sum(s.y for s in parsed) / len(parsed)
    if abs(dx) > abs(dy):
        return "E" if dx > 0 else "W"
    return "S" if dy > 0 else "N"


class DeploymentScreen(Screen):
    title = "Deployment"
    fills_height = True  # the board takes the height the screen has

    def __init__(self, controller: SetupController) -> None:
        super().__init__(controller)
        self.board: MissionBoard | None = None
        self.facing = "N"
        self.facing_for = ""  # the player the facing was suggested for
        self.who: QComboBox | None = None

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("Place the miniatures (6.4.1)")))
        split = QHBoxLayout()
        side = QVBoxLayout()
        if state.first_deployer:
            first = state.player(state.first_deployer)
            side.addLayout(self._line(swatch(first.colour), text(
                self.tr("{guild} was drawn: they choose the zone and place first; then clockwise")
                .format(guild=first.name)
            )))  # fmt: skip
        escorted = state.dignitary()
        if escorted is not None:  # RULINGS.md: with the escort's zone
            escort, dignitary = escorted
            name = self.ctx.card(dignitary.card).name
            box, layout = group(self.tr("The {dignitary}").format(dignitary=name))
            note = text(
                self.tr(
                    "{guild} escorts the {dignitary}: pull the card (it comes with the mission, "
                    "no slot, no feods); the sub-base is {colour} {base}; the {dignitary} is "
                    "placed in the {zone} zone with their miniatures"
                ).format(
                    guild=escort.name,
                    dignitary=name,
                    colour=escort.colour,
                    base=dignitary.base,
                    zone=escort.zone,
                )
            )
            note.setObjectName("dignitary-note")
            layout.addLayout(self._line(swatch(escort.colour), note))
            side.addWidget(box)
        highlight: tuple[str, ...] = ()
        labels: dict[str, tuple[str, ...]] = {}
        chooser = zone_chooser(state)
        due = deployer(state)
        self.who = None
        if chooser is not None:
            box, layout = group(self.tr("Choose a deployment zone"))
            layout.addLayout(self._line(swatch(chooser.colour), text(
                self.tr("{guild}: choose your zone (named on the board)").format(
                    guild=chooser.name), bold=True
            )))  # fmt: skip
            taken = {p.zone for p in state.players}
            for zone in zones(state, self.ctx):
                if zone.name not in taken:
                    said = self.tr("The {zone} zone").format(zone=zone.name)
                    choice = button(said, self.act_with(
                        "choose_zone", player=chooser.key, zone=zone.name))  # fmt: skip
                    choice.setObjectName(f"zone-{zone.name}")
                    layout.addWidget(choice)
                    labels[zone.name] = tuple(zone.squares)
            side.addWidget(box)
        elif due is not None:
            if self.facing_for != due.key:  # each player's turn starts facing the middle
                mine = next((z.squares for z in zones(state, self.ctx) if z.name == due.zone), ())
                board = self.ctx.board(self.ctx.mission(state.mission), len(state.players))
                self.facing = towards_the_middle(tuple(mine), board.width, board.height)
                self.facing_for = due.key
            box, layout = group(self.tr("Place a miniature"))
            layout.addLayout(self._line(swatch(due.colour), text(
                self.tr("{guild} ({colour}, the {zone} zone) places a miniature").format(
                    guild=due.name, colour=due.colour, zone=due.zone), bold=True
            )))  # fmt: skip
            self.who = QComboBox()
            self.who.setObjectName("deploy-who")
            self.who.setMinimumHeight(40)
            for picked in due.picks:
                if picked.wave == 0 and not picked.at:
                    self.who.addItem(
                        f"{self.ctx.card(picked.card).name} ({due.colour} {picked.base})", picked.id
                    )
            layout.addWidget(self.who)
            layout.addWidget(text(self.tr("Facing:")))
            facings = QHBoxLayout()
            self.facings = QButtonGroup(self)
            for code, word in FACINGS:
                face = button(translate("mission.deployment", word))
                face.setObjectName(f"facing-{code}")
                face.setCheckable(True)
                face.setChecked(code == self.facing)
                face.clicked.connect(lambda _=False, c=code: setattr(self, "facing", c))
                self.facings.addButton(face)
                facings.addWidget(face)
            layout.addLayout(facings)
            layout.addWidget(text(self.tr("Then tap a lit square of your zone on the board.")))
            highlight = tuple(legal_squares(state, self.ctx, due.key))
            side.addWidget(box)
        else:
            owed = self._owed(state)
            if owed is not None:
                key, kind = owed
                player = state.player(key)
                box, layout = group(self.tr("Place the optional elements"))
                left = elements_owed(state, self.ctx, key)[kind]
                layout.addLayout(self._line(swatch(player.colour), text(
                    self.tr("{guild}: place a {element}").format(guild=player.name, element=kind),
                    bold=True
                )))  # fmt: skip
                layout.addWidget(text(self.tr(
                    "{count} to place: tap a free square outside the other players' zones, "
                    "off the squares the mission's events change and never shutting a zone "
                    "in (RULINGS.md R-51, R-135, R-148)."
                ).format(count=left)))  # fmt: skip
                side.addWidget(box)
            else:
                side.addWidget(
                    text(self.tr("Every miniature is placed: tap Start game."), bold=True)
                )
        placed = [
            self.tr("{card}: {colour} {base} on {square}, facing {facing}").format(
                card=self.ctx.card(p.card).name, colour=pl.colour, base=p.base, square=p.at,
                facing=p.facing)
            for pl in state.players for p in pl.picks if p.at
        ]  # fmt: skip
        if placed:
            box, layout = group(self.tr("On the board"))
            for line in placed[-8:]:
                layout.addWidget(text(line))
            side.addWidget(box)
        side.addStretch(1)
        holder = QWidget()
        holder.setLayout(side)
        holder.setMinimumWidth(280)
        holder.setMaximumWidth(420)
        split.addWidget(holder, 2)
        self.board = MissionBoard(self.ctx, setup_map(state, self.ctx))
        self.board.view.setMinimumHeight(380)
        self.board.highlight(highlight, labels)
        self.board.scene.square_clicked.connect(self.square_clicked)
        split.addWidget(self.board.view, 3)
        self.content.addLayout(split, 1)

    def _owed(self, state: SetupState) -> tuple[str, str] | None:
        for player in state.players:
            for kind in elements_owed(state, self.ctx, player.key):
                return player.key, kind
        return None

    def square_clicked(self, square: str) -> bool:
        """A tap on the board: the miniature chosen, or the element owed, goes there (the
        core says whether it may)."""
        state = self.controller.state
        due = deployer(state)
        if due is not None and self.who is not None and self.who.count():
            return self.act("deploy", player=due.key, character=self.who.currentData(),
                            at=square, facing=self.facing)  # fmt: skip
        owed = self._owed(state)
        if due is None and zone_chooser(state) is None and owed is not None:
            return self.act("place_element", player=owed[0], kind=owed[1], at=square)
        return False

    @staticmethod
    def _line(*widgets: QWidget) -> QHBoxLayout:
        return line(*widgets)


READY_HEADING = str(QT_TRANSLATE_NOOP("mission.deployment", "Ready: the game begins"))


PLAY_BUTTON = str(QT_TRANSLATE_NOOP("mission.deployment", "Play the mission ▶"))


class ReadyScreen(Screen):
    """What "start game" hands on, and the large "Play the mission" button that hands
    it to the tracker (the Mission area listens to `play_requested`)."""

    title = "Ready"
    play_requested = Signal(object)  # the MissionStart to begin

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(translate("mission.deployment", READY_HEADING)))
        try:
            start = start_game(state, self.ctx)
        except SetupError as error:
            self.content.addWidget(text(str(error)))
            return
        first = state.player(state.first_player)
        self.content.addLayout(DeploymentScreen._line(
            swatch(first.colour), text(self.tr("{guild} plays first in turn 1, by lot (7)").format(
                guild=first.name), bold=True, size=14),
        ))  # fmt: skip
        box, layout = group(self.tr("The mission as it starts (the app keeps it for the game)"))
        layout.addWidget(text(self.tr("Mission: {mission} ({mode})").format(
            mission=start.mission.name, mode=start.mode.value)))  # fmt: skip
        if start.stake is not None:
            layout.addWidget(text(self.tr("At stake: {spot}").format(
                spot=self.ctx.city.spot(start.stake.spot).name)))  # fmt: skip
        layout.addWidget(text(self.tr("Guilds: {guilds}").format(
            guilds=", ".join(f"{p['name']} ({p['colour']})" for p in start.players)
        )))  # fmt: skip
        layout.addWidget(text(self.tr(
            "{fighters} characters on the board, {aside} kept aside for the waves"
        ).format(fighters=len(start.fighters), aside=len(start.kept_aside))))  # fmt: skip
        costs = ", ".join(f"{state.player(k).name} {v}" for k, v in start.costs.items() if v)
        if start.charged and costs:
            layout.addWidget(text(
                self.tr("Feods for hires and auctions: {costs}; charged when the results are "
                        "written (R-130)").format(costs=costs)
            ))  # fmt: skip
        elif start.charged:
            layout.addWidget(text(self.tr("No feods to pay: no follower hired, no auction.")))
        else:
            layout.addWidget(text(
                self.tr("Training: no guild pays or gains anything: the hires and auctions "
                        "({costs}) are not charged (R-50, R-130).").format(costs=costs)
                if costs
                else self.tr("Training: no guild pays or gains anything (R-50, R-130).")
            ))  # fmt: skip
        for wave in start.waves:
            wave_text = self.tr("Wave {number} on turn {turn}: {count} characters")
            layout.addWidget(text(wave_text.format(
                number=wave.number, turn=wave.turn, count=len(wave.characters))))  # fmt: skip
        self.content.addWidget(box)
        play = button(
            translate("mission.deployment", PLAY_BUTTON),
            lambda: self.play_requested.emit(start),
            "play-mission",
        )
        play.setMinimumHeight(72)
        big = QFont(play.font())
        big.setPointSizeF(18)
        big.setBold(True)
        play.setFont(big)
        play.setStyleSheet("QPushButton { background:#5a2a82; color:white; border-radius:6px; }")
        play.setToolTip(
            self.tr("Begin turn 1: the tracker follows every turn, saved as it happens")
        )
        self.content.addWidget(play)
        self.content.addWidget(
            text(self.tr("Back returns to the deployment, every miniature kept."))
        )
        self.content.addWidget(button(self.tr("Prepare another mission"), self.controller.new_setup,
                                      "new-setup"))  # fmt: skip
