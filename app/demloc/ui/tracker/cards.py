"""Each character's card on the tracker (6.4.2): his statistics as his tokens and
effects leave them, armour and hit damage with the broken tokens, seals against the
limit, his effects, movement token, mana by colour, objects, weapons and codes. And
each player's fate points and kill counter by kind. A card is a view of the state; a
tap selects its character (the board selects the same one)."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from demloc.catalog.catalog import Catalog
from demloc.missions.play import (
    KILL_KINDS,
    MissionState,
    OutOfControl,
    PlayerState,
    out_of_control,
)
from demloc.render import style
from demloc.render.gauge import gauge
from demloc.rules.fighter import MAX_TOKENS, Fighter
from demloc.rules.fighter import statistics as fighter_statistics
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate
from demloc.ui.looks import BUTTON, GOLD, RAISED, TEXT
from demloc.ui.mission.common import HeightsKept, button
from demloc.ui.plaintext import plain_label

# A card's words, shown through `card_said`; help.py finds them again on the card (F1).
CARD_FORMS = {
    "dead": str(QT_TRANSLATE_NOOP("tracker.cards", "DEAD")),
    "replaced": str(QT_TRANSLATE_NOOP("tracker.cards", "replaced by {guild}'s daemon (7.2.3.2)")),
    "escaped": str(QT_TRANSLATE_NOOP("tracker.cards", "ESCAPED")),
    "possessed": str(QT_TRANSLATE_NOOP("tracker.cards", "POSSESSED")),
    "stunned": str(QT_TRANSLATE_NOOP("tracker.cards", "stunned")),
    "bleeding": str(QT_TRANSLATE_NOOP("tracker.cards", "bleeding {count}")),
    "poison": str(QT_TRANSLATE_NOOP("tracker.cards", "poison {count}")),
    "summoning": str(QT_TRANSLATE_NOOP("tracker.cards", "summoning (a daemon in play)")),
    "daemon of": str(QT_TRANSLATE_NOOP("tracker.cards", "daemon of {name}")),
    "a daemon": str(QT_TRANSLATE_NOOP("tracker.cards", "a daemon")),
    "fury": str(QT_TRANSLATE_NOOP("tracker.cards", "FURY {count}")),
    "vigor": str(QT_TRANSLATE_NOOP("tracker.cards", "VIGOR {count}")),
    "weakness": str(QT_TRANSLATE_NOOP("tracker.cards", "WEAKNESS {count}")),
    "armour": str(QT_TRANSLATE_NOOP(
        "tracker.cards", "Armour: {tokens}/{most} broken, damage {damage}/{armour}")),
    "hearts": str(QT_TRANSLATE_NOOP(
        "tracker.cards", "Hearts: {tokens}/{most} broken, damage {damage}/{hit}")),
    "seals": str(QT_TRANSLATE_NOOP("tracker.cards", "Seals {seals}/{limit}")),
    "token": str(QT_TRANSLATE_NOOP("tracker.cards", "Movement token {token}")),
    "mana": str(QT_TRANSLATE_NOOP("tracker.cards", "Mana: {white} white, {black} black")),
    "carries": str(QT_TRANSLATE_NOOP("tracker.cards", "Carries: {objects}")),
}  # fmt: skip


def card_said(key: str, **values: object) -> str:
    """One of the card's words (CARD_FORMS) in the language chosen, filled in."""
    return translate("tracker.cards", CARD_FORMS[key]).format(**values)


GAUGE_FORMS = {  # render/gauge.py's words, shown through translate
    "armour": str(QT_TRANSLATE_NOOP("tracker.cards", "Armour {pips}")),
    "armour damage": str(QT_TRANSLATE_NOOP("tracker.cards", "Armour {pips} (damage {done}/{of})")),
    "hearts": str(QT_TRANSLATE_NOOP("tracker.cards", "Hearts {pips}")),
    "hearts damage": str(QT_TRANSLATE_NOOP("tracker.cards", "Hearts {pips} (damage {done}/{of})")),
    "B": str(QT_TRANSLATE_NOOP("tracker.cards", "bleeding {count}")),
    "V": str(QT_TRANSLATE_NOOP("tracker.cards", "poison {count}")),
    "S": str(QT_TRANSLATE_NOOP("tracker.cards", "seals {count}")),
    "P": str(QT_TRANSLATE_NOOP("tracker.cards", "POSSESSED")),
    "St": str(QT_TRANSLATE_NOOP("tracker.cards", "stunned")),
    "exhausted": str(QT_TRANSLATE_NOOP("tracker.cards", "exhausted")),
}  # fmt: skip


def gauge_text(fighter: Fighter) -> str:
    """The card's and the selected line's gauge (render/gauge.py's `Gauge.text`) in the
    language chosen: pips, the damage towards the next token, the marks spelt out."""
    said = gauge(fighter)

    def track(name: str, left: int, most: int, damage: tuple[int, int]) -> str:
        pips = ("■" if name == "armour" else "♥") * left
        pips += ("□" if name == "armour" else "♡") * (most - left)
        key = f"{name} damage" if damage[0] else name
        return translate("tracker.cards", GAUGE_FORMS[key]).format(
            pips=pips, done=damage[0], of=damage[1]
        )

    pips = [track("hearts", said.hearts_left, said.hearts_max, said.hit_damage)]
    if said.armour_max:
        pips.insert(0, track("armour", said.armour_left, said.armour_max, said.armour_damage))
    words = ["  ".join(pips)]
    for mark in said.marks:
        key = mark if mark in GAUGE_FORMS else mark[:1]
        words.append(translate("tracker.cards", GAUGE_FORMS[key]).format(count=mark[1:]))
    if said.exhausted:
        words.append(translate("tracker.cards", GAUGE_FORMS["exhausted"]))
    return " · ".join(words)


def statistics(fighter: Fighter) -> str:
    """The card's numbers as the rules use them now (rules.fighter.statistics: dice less
    a die a broken heart, VIGOR and WEAKNESS, 1 to fight possessed, armour gone at
    three broken armour tokens), in a line."""
    return fighter_statistics(fighter).text()


def effects(
    fighter: Fighter, state: MissionState | None = None, names: Mapping[str, str] | None = None
) -> list[str]:
    """His effects in words, the gravest first. With the mission's `state`: a daemon's
    summoner by his name, and a daemon replaced by a same-name daemon said as such
    (5.1.3, 7.2.3.2: he did not escape, which the rewards count), with the guild's name
    from `names` (colour -> guild name) where given."""
    shown = []
    replaced = (
        next((r for r in state.replaced if r[0] == fighter.id), None) if state is not None else None
    )
    if fighter.dead:
        shown.append(card_said("dead"))
    if replaced is not None:
        shown.append(card_said("replaced", guild=(names or {}).get(replaced[1], replaced[1])))
    elif fighter.escaped:
        shown.append(card_said("escaped"))
    if fighter.possessed:
        shown.append(card_said("possessed"))
    if fighter.stunned:
        shown.append(card_said("stunned"))
    if fighter.bleeding:
        shown.append(card_said("bleeding", count=fighter.bleeding))
    if fighter.poison:
        shown.append(card_said("poison", count=fighter.poison))
    if fighter.summoned:
        shown.append(card_said("summoning"))
    if fighter.summoner:
        summoner = state.fighters.get(fighter.summoner) if state is not None else None
        shown.append(
            card_said("daemon of", name=summoner.name)
            if summoner is not None
            else card_said("a daemon")
        )
    if fighter.fury_turns:
        shown.append(card_said("fury", count=fighter.fury_turns))
    if fighter.vigour:
        shown.append(card_said("vigor", count=fighter.vigour))
    if fighter.weakness:
        shown.append(card_said("weakness", count=fighter.weakness))
    return shown


def out_of_control_text(card: OutOfControl) -> str:
    """The out-of-control card's line (5.6, 7.2.3)."""
    return translate("tracker.cards", "Out of control: {effect}").format(effect=card.effect)


def card_of(state: MissionState, fighter_id: str) -> OutOfControl | None:
    """The character's out-of-control card this turn, if he has one (views.out_of_control)."""
    return next((c for c in out_of_control(state) if c.character == fighter_id), None)


def card_lines(
    fighter: Fighter,
    catalog: Catalog,
    card: OutOfControl | None = None,
    state: MissionState | None = None,
    names: Mapping[str, str] | None = None,
) -> list[str]:
    """The card's lines below its title, as plain text; `state` (and the guilds' `names`)
    name his summoner and say a replacement (`effects`)."""
    lines = [statistics(fighter)]
    armour = card_said(
        "armour", tokens=fighter.armour_tokens, most=MAX_TOKENS, damage=fighter.armour_damage,
        armour=fighter.profile.armour,
    )  # fmt: skip
    hearts = card_said(
        "hearts", tokens=fighter.hearts, most=fighter.heart_limit, damage=fighter.hit_damage,
        hit=max(1, fighter.profile.hit),
    )  # fmt: skip
    lines.append(f"{armour} · {hearts}")
    token = (
        translate("tracker.cards", "exhausted")
        if fighter.exhausted
        else translate("tracker.cards", "active")
    )
    lines.append(" · ".join((
        card_said("seals", seals=fighter.seals, limit=fighter.seal_limit),
        card_said("token", token=token),
        card_said("mana", white=fighter.white, black=fighter.black),
    )))  # fmt: skip
    marks = effects(fighter, state, names)
    if marks:
        lines.append(
            translate("tracker.cards", "Effects: {effects}").format(effects=", ".join(marks))
        )
    if card is not None:
        lines.append(out_of_control_text(card))
    weapons = [w for w in (fighter.primary, fighter.secondary) if w is not None]
    if weapons:
        lines.append(
            translate("tracker.cards", "Weapons: {weapons}").format(
                weapons="; ".join(_weapon(w) for w in weapons)
            )
        )
    if fighter.codes:
        lines.append(
            translate("tracker.cards", "Codes: {codes}").format(
                codes=", ".join(_card_name(catalog, c) for c in fighter.codes)
            )
        )
    if fighter.objects:
        lines.append(card_said("carries", objects=", ".join(fighter.objects)))
    return lines


def _weapon(weapon: object) -> str:
    from demloc.rules.fighter import WeaponInHand

    assert isinstance(weapon, WeaponInHand)
    text = translate("tracker.cards", "damage {damage}").format(damage=weapon.damage)
    if weapon.range is not None:
        text = translate("tracker.cards", "{weapon}, range {range}, shot {shot}").format(
            weapon=text, range=weapon.range, shot=weapon.shooting_damage or 0
        )
    features = [k.name + (f" {k.value}" if k.value is not None else "") for k in weapon.features]
    return f"{weapon.name} ({text}" + (", " + ", ".join(features) if features else "") + ")"


def _card_name(catalog: Catalog, card_id: str) -> str:
    try:
        return catalog.card(card_id).name
    except (KeyError, ValueError):
        return card_id


def guild_colour(colour: str) -> str:
    return QColor(*style.GUILD_COLOURS.get(colour, (128, 128, 128))).name()


def damage_off_event(fighter_id: str, track: str) -> dict[str, object]:
    """The event of a card's "−1" by a damage track: one damage taken off (R-73)."""
    return {"kind": "damage_off", "character": fighter_id, "track": track, "amount": 1}


class CharacterCard(QFrame):
    """One character's card; a tap selects him. "−1" by each damage track takes a wrong
    damage off (an undoable event, `wanted`), shown only where he has damage there."""

    clicked = Signal(str)
    wanted = Signal(dict)  # an event for the controller (Controller.do)

    def __init__(self, fighter_id: str, owner: str = "") -> None:
        super().__init__()
        self.fighter_id = fighter_id
        self.setObjectName(f"card-{fighter_id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = HeightsKept(self)  # the roster asks two widths at each change
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.title = plain_label()
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.gauge = plain_label()
        self.gauge.setObjectName("card-gauge")
        self.gauge.setWordWrap(True)
        layout.addWidget(self.gauge)
        self.body = plain_label()
        self.body.setObjectName("card-body")  # its rules line is the core's
        self.body.setWordWrap(True)
        layout.addWidget(self.body)
        self.marked: tuple[bool, bool] | None = None
        self.shown: tuple[Fighter, object] | None = None  # what Roster.show_state showed
        self.setProperty("owner", owner)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.damage_off: dict[str, QPushButton] = {}
        for track, words in (("armour", self.tr("armour damage")), ("hit", self.tr("hit damage"))):
            widget = button(
                f"\u22121 {words}",
                functools.partial(self._damage_off, track),
                f"damage-off-{track}-{fighter_id}",
            )
            widget.setToolTip(
                self.tr(
                    "Take one {damage} off: only damage taken, never below 0 (6.4.2); a broken "
                    "token stays (RULINGS.md R-73). Undo takes it back."
                ).format(damage=words)
            )
            widget.hide()
            self.damage_off[track] = widget
            row.addWidget(widget)
        row.addStretch(1)
        layout.addLayout(row)

    def _damage_off(self, track: str) -> None:
        self.wanted.emit(damage_off_event(self.fighter_id, track))

    def set_compact(self, compact: bool) -> None:
        """Table mode (issue 26): the name and what he has left only, so that every
        character of every side is in view at once; his statistics on the full card."""
        self.body.setVisible(not compact)

    def show_fighter(
        self,
        fighter: Fighter,
        label: str,
        catalog: Catalog,
        selected: bool,
        out_of_control: OutOfControl | None = None,
        state: MissionState | None = None,
        names: Mapping[str, str] | None = None,
    ) -> None:
        # Each text set only when it changed: a label's new text lays the card out again.
        _say(
            self.title,
            label if fighter.in_play else self.tr("{name} — out of the game").format(name=label),
        )
        _say(self.gauge, gauge_text(fighter))
        if not self.body.isHidden():  # compact: written when the full card shows again
            _say(self.body, "\n".join(card_lines(fighter, catalog, out_of_control, state, names)))
        for track, widget in self.damage_off.items():
            damage = fighter.armour_damage if track == "armour" else fighter.hit_damage
            widget.setVisible(fighter.in_play and damage > 0)
        self.mark(selected, fighter.in_play)

    def mark(self, selected: bool, in_play: bool) -> None:
        """Selected and out of the game as the card's properties, styled by the view's
        one style sheet (`card_style`): a property changed repolishes this card only,
        where a style sheet of its own (4 ms a card) re-read the whole card's styles."""
        if (selected, in_play) == self.marked:
            return
        out_changed = self.marked is None or self.marked[1] != in_play
        self.marked = (selected, in_play)
        self.setProperty("selected", selected)
        self.setProperty("out", not in_play)
        self.style().unpolish(self)
        self.style().polish(self)
        if out_changed:
            for label in (self.title, self.gauge, self.body):
                label.style().unpolish(label)
                label.style().polish(label)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit(self.fighter_id)
        event.accept()


def _say(label: QLabel, words: str) -> None:
    if label.text() != words:
        label.setText(words)


def card_style() -> str:
    """The cards' look, in the view's one style sheet: the guild's colour on the edge,
    gold and wider when selected, greyed once out of the game (CharacterCard._mark)."""
    rules = [
        f"CharacterCard {{ border:2px solid #808080; border-radius:6px; background:{RAISED}; }}",
        f'CharacterCard[out="true"] {{ background:{BUTTON}; }}',
        f"CharacterCard QLabel {{ color:{TEXT}; background:transparent; }}",
        'CharacterCard[out="true"] QLabel { color:#b0b0b0; }',
        "CharacterCard QLabel#card-gauge { color:#ffd9a0; font-weight:bold; }",
    ]
    rules += [
        f'CharacterCard[owner="{colour}"] {{ border-color:{guild_colour(colour)}; }}'
        for colour in style.GUILD_COLOURS
    ]
    rules.append(f'CharacterCard[selected="true"] {{ border:4px solid {GOLD}; }}')
    return "\n".join(rules)


def kills_text(player: PlayerState) -> str:
    """The kill counter by kind (6.4.2), for the rewards."""
    counts = Counts()
    parts = [counts.killed(kind, player.killed(kind)) for kind in KILL_KINDS]
    return translate("tracker.cards", "Kills: {count} ({kinds})").format(
        count=player.kills, kinds=", ".join(parts)
    )


class PlayerHeader(QWidget):
    """A player's band above his cards: his colour and name, fate points with - and +,
    and his kill counter."""

    def __init__(self, colour: str, name: str) -> None:
        super().__init__()
        self.colour = colour
        self.setObjectName(f"player-{colour}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 2)
        top = self.top = QHBoxLayout()
        self.name = plain_label(f"{name} ({colour})")
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.name.setFont(font)
        self.name.setStyleSheet(
            f"color:white; background:{guild_colour(colour)}; padding:4px 8px; border-radius:4px;"
        )
        self.name.setWordWrap(True)
        top.addWidget(self.name, 1)
        self.fate = plain_label()
        self.fate.setObjectName(f"fate-{colour}")
        top.addWidget(self.fate)
        self.buttons = QHBoxLayout()
        top.addLayout(self.buttons)
        layout.addLayout(top)
        self.second = QHBoxLayout()  # compact: the fate points under the name
        layout.addLayout(self.second)
        self.compact = False
        self.kills = plain_label()
        self.kills.setObjectName(f"kills-{colour}")
        self.kills.setWordWrap(True)
        layout.addWidget(self.kills)

    def set_compact(self, compact: bool) -> None:
        """Table mode: the kills by kind give way to their count beside the fate points."""
        self.compact = compact
        self.kills.setVisible(not compact)
        if compact:  # under the name: a column a player is narrow
            self.top.removeWidget(self.fate)
            self.top.removeItem(self.buttons)
            self.second.addWidget(self.fate, 1)
            self.second.addLayout(self.buttons)

    def show_player(self, player: PlayerState) -> None:
        fate = self.tr("Fate {points}").format(points=player.fate_points)
        if self.compact:
            fate = self.tr("{fate} · Kills {kills}").format(fate=fate, kills=player.kills)
        _say(self.fate, fate)
        _say(self.kills, kills_text(player))


def label_of(state: MissionState, fighter_id: str) -> str:
    """A character as the table names him: his name, colour and base number."""
    miniature = state.board_map.character(fighter_id)
    if miniature is not None:
        return miniature.label
    fighter = state.fighters[fighter_id]
    return f"{fighter.name} ({fighter.owner})"


def size_label(label: QLabel, factor: float) -> None:
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    label.setFont(font)
