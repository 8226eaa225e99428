"""F1 in the tracker (issue 12 "At the table"): what the table is asking about, as a
glossary topic (ui/rules_view.py `find`). In this order:

1. what the pointer is on, then what has the keyboard focus: on a character's card the
   keyword or effect under the pointer (else that character's keywords); a button's
   action or effect by its object name (a declared assisted action's own entry for
   its roll, faces and cancel); any other button, or a label, by the sections its
   tooltip or text cites;
2. else the selected character's keywords (weapon features, abilities, pentacles);
3. else the sub-phase's section, or the phase's.

Only reads the tracker's widgets and state: the glossary shows the topic (RULINGS.md
R-93)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QCursor, QFontMetricsF, QTextLayout, QTextLine, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from demloc.missions.play import Phase
from demloc.rules.fighter import Fighter
from demloc.ui.i18n import translate
from demloc.ui.rules_view import keyword_key, sections
from demloc.ui.tracker.cards import CARD_FORMS, CharacterCard
from demloc.ui.tracker.phase_bar import sub_phase_word
from demloc.ui.tracker.view import TrackerView


@dataclasses.dataclass(frozen=True)
class Topic:
    keys: tuple[str, ...]  # glossary keys, the first shown first (rules_view.find)
    about: str  # what was asked about, in the table's words: the panel's title


# A widget's object name, less a trailing ±1 and a guild colour, -> its glossary entry.
NAMES = {
    "damage": "damage", "damage-life": "damage-life", "seals": "seals",
    "bleeding": "bleeding", "poison": "poison", "armour": "armour", "hearts": "hearts",
    "effect-stunned": "stunned", "effect-possessed": "possessed",
    "effect-exhausted": "exhausted", "effect-escaped": "escaped", "effect-dead": "dead",
    "summon": "summoning", "summon-form": "summoning", "dismiss": "daemon-leaves",
    "shoot": "shoot", "kill-by": "kill", "kills": "kill", "fate": "fate",
    "pass": "pass", "now": "pass", "next-turn": "next-turn", "turn": "next-turn",
    "first": "first-player", "end": "ending", "objective-by": "ending",
    "surrender-by": "ending", "progress": "ending", "control": "control", "undo": "undo",
    "redo": "undo", "possessed-notice": "possessed", "assist-move": "free-movement",
    "assist-attack": "hand-to-hand", "assist-destroy": "destroy", "assist-cast": "cast",
    "assist-channel": "channel", "assist-summon": "summoning",
    "assist-arcane_test": "arcane-test", "assist-pick_up": "objects",
    "assist-deposit": "objects", "assist-escape": "escaped",
    "damage-off-armour": "armour", "damage-off-hit": "hearts",
}  # fmt: skip
# Names followed by a guild colour, a count or an ending: "kill-by-red", "fate-red+1".
FAMILIES = ("kill-by-", "kills-", "fate-", "control-", "objective-by-", "surrender-by-",
            "end-", "summon-", "damage-off-armour-", "damage-off-hit-")  # fmt: skip
# The assisted panel's roll, faces and cancel belong to the action declared.
ASSIST_PARTS = ("shot-", "face-")
# A declared assisted action's kind -> its entry (ui/tracker/assisted.py DECLARE).
ASSIST_KINDS = {
    "shoot": "shoot", "move": "free-movement", "cast": "cast", "channel": "channel",
    "summon": "summoning", "arcane_test": "arcane-test", "attack": "hand-to-hand",
    "destroy": "destroy", "pick_up": "objects", "deposit": "objects", "escape": "escaped",
}  # fmt: skip
# What a card's text says (ui/tracker/cards.py card_lines: its CARD_FORMS, in the language
# shown; the statistics' line, the core's, as it comes) -> its entry or keyword.
CARD_WORDS: tuple[tuple[str, str], ...] = (
    (CARD_FORMS["bleeding"], "bleeding"),
    (CARD_FORMS["poison"], "poison"),
    (CARD_FORMS["possessed"], "possessed"),
    (CARD_FORMS["stunned"], "stunned"),
    (CARD_FORMS["summoning"], "summoning"),
    (CARD_FORMS["daemon of"], "summoning"),
    (CARD_FORMS["dead"], "dead"),
    (CARD_FORMS["escaped"], "escaped"),
    (CARD_FORMS["fury"], "FURY"),
    (CARD_FORMS["vigor"], "VIGOR"),
    (CARD_FORMS["weakness"], "WEAKNESS"),
    (CARD_FORMS["seals"], "seals"),
    (CARD_FORMS["armour"], "armour"),
    (CARD_FORMS["hearts"], "hearts"),
    (CARD_FORMS["token"], "exhausted"),
    (CARD_FORMS["mana"], "channel"),
    (CARD_FORMS["carries"], "objects"),
    ("Move {count}", "free-movement"),
    ("Brawl {dice}", "hand-to-hand"),
    ("Ranged {dice}", "shoot"),
    ("Arcane {count}", "arcane"),
)
# What a form's {placeholder} matches on the card.
FILLED = {"name": r"\S+", "token": r"\w+", "objects": r"[^\n]*", "dice": r"[\d+]+"}


def card_pattern(form: str) -> str:
    """The regular expression of a card's form as shown: its words in the language
    chosen (a form the translator does not know, as it is), a number for a placeholder
    (a name, a word, the dice where FILLED says)."""
    said = re.escape(translate("tracker.cards", form))
    return re.sub(r"\\\{(\w+)\\\}", lambda m: FILLED.get(m.group(1), r"\d+"), said)


PHASES = {Phase.STRATEGIC: "7.2", Phase.BRAWL: "7.3", Phase.TURN_OVER: "7.3.2.3",
          Phase.ENDED: "7.3.2.3"}  # fmt: skip
# A (sub-)phase's section -> its own entry, shown before the others citing the section.
PHASE_ENTRIES = {"7.2": "strategic", "7.2.1": "free-movement", "7.2.2": "shoot",
                 "7.2.3": "arcane", "7.3": "brawl", "7.3.1": "engaging",
                 "7.3.2": "hand-to-hand", "7.3.2.3": "turn-end"}  # fmt: skip


def keywords_of(fighter: Fighter) -> tuple[str, ...]:
    """His keywords' glossary keys: weapon features, personal abilities, pentacles."""
    keys: list[str] = []
    weapons = [w for w in (fighter.primary, fighter.secondary) if w is not None]
    for keyword in (*(k for w in weapons for k in w.features), *fighter.abilities,
                    *fighter.pentacle):  # fmt: skip
        if keyword_key(keyword.rule) not in keys:
            keys.append(keyword_key(keyword.rule))
    return tuple(keys)


def card_spans(text: str, fighter: Fighter) -> Iterator[tuple[int, int, str]]:
    """(start, end, glossary key) of each thing on a card's text: his keywords first,
    then the effects and counters."""
    weapons = [w for w in (fighter.primary, fighter.secondary) if w is not None]
    for keyword in (*(k for w in weapons for k in w.features), *fighter.abilities,
                    *fighter.pentacle):  # fmt: skip
        for found in re.finditer(rf"\b{re.escape(keyword.name)}\b", text):
            yield found.start(), found.end(), keyword_key(keyword.rule)
    for form, key in CARD_WORDS:
        for found in re.finditer(card_pattern(form), text):
            yield found.start(), found.end(), key


def index_at(label: QLabel, point: QPoint) -> int | None:
    """The character of a plain-text label under `point` (the label's coordinates), laid
    out as QPainter.drawText lays out a label's text (its width, wrap, leading)."""
    text = label.text()
    if not text:
        return None
    rect = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(),
                                         -label.margin())  # fmt: skip
    layout = QTextLayout(text.replace("\n", "\u2028"), label.font())
    option = QTextOption()
    option.setWrapMode(
        QTextOption.WrapMode.WordWrap if label.wordWrap() else QTextOption.WrapMode.NoWrap
    )
    layout.setTextOption(option)
    leading = QFontMetricsF(label.font()).leading()
    layout.beginLayout()
    height = -leading
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(0, rect.width()) if label.wordWrap() else 1e7)
        height += leading
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    top = rect.top() + max(0.0, (rect.height() - height) / 2)  # a label centres vertically
    x, y = point.x() - rect.left(), point.y() - top
    for n in range(layout.lineCount()):
        line = layout.lineAt(n)
        if line.y() <= y < line.y() + line.height() and 0 <= x <= line.naturalTextWidth():
            return int(line.xToCursor(x, QTextLine.CursorPosition.CursorOnCharacter))
    return None


def _card_topic(tracker: TrackerView, card: CharacterCard, widget: QWidget,
                point: QPoint | None) -> Topic | None:  # fmt: skip
    mission = tracker.controller.mission
    if mission is None or card.fighter_id not in mission.state.fighters:
        return None
    fighter = mission.state.fighters[card.fighter_id]
    name = tracker.labels.get(fighter.id, fighter.name)
    if widget is card.body and point is not None:
        index = index_at(card.body, point)
        if index is not None:
            for start, end, key in card_spans(card.body.text(), fighter):
                if start <= index < end:
                    about = translate("tracker.help", "{words} on {name}'s card").format(
                        words=card.body.text()[start:end], name=name
                    )
                    return Topic((key,), about)
    keys = keywords_of(fighter)
    return Topic(keys, _keywords_of(name)) if keys else None


def _keywords_of(name: str) -> str:
    return translate("tracker.help", "{name}'s keywords").format(name=name)


def _name_topic(tracker: TrackerView, widget: QWidget) -> Topic | None:
    name = re.sub(r"[+\-−]\d+$", "", widget.objectName())
    words = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    shown = " ".join(words.replace("&", "").split())
    if name.startswith(ASSIST_PARTS) or name == "assisted":
        kind = getattr(tracker.assist, "kind", "") or "shoot"
        key = ASSIST_KINDS.get(kind, "shoot")
        about = shown or translate("tracker.help", "the action declared")
        return Topic((key,), f"{about} ({kind.replace('_', ' ')})")
    if name == "phase":
        return _phase_topic(tracker)
    key = NAMES.get(name) or next(
        (NAMES.get(f.rstrip("-"), "") for f in FAMILIES if name.startswith(f)), ""
    )
    return Topic((key,), shown or key) if key else None


def widget_topic(tracker: TrackerView, widget: QWidget | None,
                 point: QPoint | None = None) -> Topic | None:  # fmt: skip
    """The topic of `widget` (and `point` in its coordinates), or of the nearest of its
    parents in the tracker that has one; None outside the tracker."""
    seen = widget
    while seen is not None and seen is not tracker:
        parent = seen.parentWidget()
        # On a card: what its text says there (a button on it says its own action).
        if isinstance(parent, CharacterCard) and not isinstance(seen, QAbstractButton):
            return _card_topic(tracker, parent, seen, point)
        if isinstance(seen, CharacterCard):
            return _card_topic(tracker, seen, seen, None)
        if isinstance(seen, QAbstractButton | QLabel | QComboBox | QSpinBox) or seen.objectName():
            topic = _name_topic(tracker, seen)
            if topic is not None:
                return topic
            cited = sections(seen.toolTip())
            if not cited and isinstance(seen, QLabel):
                cited = sections(seen.text())
            if cited:
                words = seen.text() if isinstance(seen, QAbstractButton) else seen.toolTip()
                return Topic(cited, " ".join(words.split())[:60] or ", ".join(cited))
        seen = parent
    return None


def _phase_topic(tracker: TrackerView) -> Topic:
    state = tracker.controller.state
    if state.turn == 0 and state.phase is Phase.TURN_OVER:  # before turn 1: its start
        return Topic(("next-turn", "first-player"), translate("tracker.help", "before turn 1"))
    sub = getattr(state, "sub_phase", None)
    if sub is not None and state.phase in (Phase.STRATEGIC, Phase.BRAWL):
        section = sub.rule
        about = translate("tracker.help", "{phase} phase: {sub_phase}").format(
            phase=state.phase.value, sub_phase=sub_phase_word(sub)
        )
    else:
        section = PHASES[state.phase]
        about = translate("tracker.help", "the phase: {phase}").format(phase=state.phase.value)
    return Topic((PHASE_ENTRIES[section], section), about)


def topic_for(tracker: TrackerView, pointed: QWidget | None = None,
              point: QPoint | None = None, focused: QWidget | None = None) -> Topic:  # fmt: skip
    """What F1 asks about: the widget pointed at (`point` in its coordinates), then the
    focused one, then the selected character's keywords, then the phase."""
    for widget, at in ((pointed, point), (focused, None)):
        topic = widget_topic(tracker, widget, at)
        if topic is not None:
            return topic
    mission = tracker.controller.mission
    if mission is None:
        return Topic(("6.4.2",), translate("tracker.help", "the tracker"))
    fighter = mission.state.fighters.get(tracker.selected)
    if fighter is not None:
        keys = keywords_of(fighter)
        if keys:
            name = tracker.labels.get(fighter.id, fighter.name)
            return Topic(keys, _keywords_of(name))
    return _phase_topic(tracker)


def topic_now(tracker: TrackerView) -> Topic:
    """The topic for where the pointer and the focus are now."""
    pointer = QCursor.pos()
    pointed = QApplication.widgetAt(pointer)
    point = pointed.mapFromGlobal(pointer) if pointed is not None else None
    return topic_for(tracker, pointed, point, QApplication.focusWidget())
