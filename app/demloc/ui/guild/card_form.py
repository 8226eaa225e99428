"""The City Gate's card form: the fields of one card kind, written out as a set file's
text and checked by the loader that reads every set file (one piece of code per rule).

To show every problem at once, each field is checked alone (the others at a value the
loader accepts), then all together for what only a combination breaks."""

from __future__ import annotations

import dataclasses
import json
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from demloc.catalog.cards import (
    CITY_AREAS,
    CardKind,
    Grip,
    MercenaryType,
    WeaponCharacteristic,
    WeaponType,
)
from demloc.catalog.errors import CatalogError, UnknownFieldError
from demloc.catalog.loader import load_set_text
from demloc.ui.i18n import translate

SET_HEAD = '[set]\nid = "custom"\nname = "Custom cards"\nbox = "Custom"\n'
SET_HEAD += 'redeem_code = "CUSTOM"\nprovisional = false\n'
_NUMBER = re.compile(r"^-?\d{1,9}$")
_INDEXED = re.compile(r"^(abilities|power)\[(\d+)\]\.(.+)$")


@dataclasses.dataclass(frozen=True)
class FormField:
    key: str  # the loader's name for it: "armour", "primary.type", "power[1].cost.white"
    label: str
    default: str = ""  # a value the loader accepts ("" leaves the field out)
    choices: tuple[str, ...] = ()  # a closed list, shown as a drop-down
    many: bool = False  # a list, typed with commas
    words: bool = False  # always text, even when it looks like a number
    n: int = 0  # the ability's or power's number its label says
    weapon: str = ""  # the weapon its label names ("Weapon", "Second weapon")

    @property
    def shown(self) -> str:
        """The label in the language chosen (the fields are made before it is known)."""
        return translate("guild.card_form", self.label).format(
            n=self.n, weapon=translate("guild.card_form", self.weapon)
        )


def _values(
    enum_type: type[MercenaryType | WeaponType | WeaponCharacteristic | Grip],
) -> tuple[str, ...]:
    return tuple(str(m.value) for m in enum_type)


WEAPON_TYPES = _values(WeaponType)
PROFILE = (
    FormField("armour", str(QT_TRANSLATE_NOOP("guild.card_form", "Armour")), "3"),
    FormField(
        "impact_resistance", str(QT_TRANSLATE_NOOP("guild.card_form", "Impact resistance")), "1"
    ),
    FormField("hit", str(QT_TRANSLATE_NOOP("guild.card_form", "Hit")), "3"),
    FormField("movement", str(QT_TRANSLATE_NOOP("guild.card_form", "Movement")), "5"),
    FormField(
        "hand_to_hand",
        str(QT_TRANSLATE_NOOP("guild.card_form", "Hand-to-hand (3 or 2+1)")),
        "2",
        words=True,
    ),
    FormField(
        "ranged", str(QT_TRANSLATE_NOOP("guild.card_form", "Ranged (3 or 2+1)")), "1", words=True
    ),
    FormField("arcane", str(QT_TRANSLATE_NOOP("guild.card_form", "Arcane (0-4)")), "0"),
)


def _ability(n: int) -> tuple[FormField, ...]:
    at = f"abilities[{n}]"
    return (
        FormField(
            f"{at}.keyword",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Ability {n}: keyword (FLY 3 (a))")),
            n=n,
        ),
        FormField(
            f"{at}.name",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Ability {n}: or its name")),
            words=True,
            n=n,
        ),
        FormField(
            f"{at}.activation",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Ability {n}: activation")),
            choices=("", "p", "a"),
            n=n,
        ),
        FormField(
            f"{at}.fate_cost",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Ability {n}: fate cost")),
            n=n,
        ),
        FormField(
            f"{at}.text",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Ability {n}: what it does")),
            words=True,
            n=n,
        ),
    )


def _fixed_weapon(at: str, label: str, required: bool) -> tuple[FormField, ...]:
    return (
        FormField(
            f"{at}.name",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: name")),
            "Claws" if required else "",
            words=True,
            weapon=label,
        ),
        FormField(
            f"{at}.type",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: type")),
            "naked-hands" if required else "",
            WEAPON_TYPES if required else ("", *WEAPON_TYPES),
            weapon=label,
        ),
        FormField(
            f"{at}.damage",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: damage")),
            "1" if required else "",
            weapon=label,
        ),
        FormField(
            f"{at}.range",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: range")),
            weapon=label,
        ),
        FormField(
            f"{at}.shooting_damage",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: shooting damage")),
            weapon=label,
        ),
        FormField(
            f"{at}.features",
            str(QT_TRANSLATE_NOOP("guild.card_form", "{weapon}: features")),
            many=True,
            weapon=label,
        ),
    )


def _power(n: int) -> tuple[FormField, ...]:
    at = f"power[{n}]"
    return (
        FormField(
            f"{at}.name",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: name")),
            f"Power {n}",
            words=True,
            n=n,
        ),
        FormField(
            f"{at}.cost.white",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: white mana")),
            "1",
            n=n,
        ),
        FormField(
            f"{at}.cost.black",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: black mana")),
            n=n,
        ),
        FormField(
            f"{at}.range", str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: range")), "4", n=n
        ),
        FormField(
            f"{at}.effects",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: effects (HIT 1, …)")),
            "HIT 1",
            many=True,
            n=n,
        ),
        FormField(
            f"{at}.text",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Power {n}: unique effect")),
            words=True,
            n=n,
        ),
    )


_CHARACTER_FOLLOWERS = (
    *PROFILE,
    *_fixed_weapon("primary", str(QT_TRANSLATE_NOOP("guild.card_form", "Weapon")), True),
    *_fixed_weapon("secondary", str(QT_TRANSLATE_NOOP("guild.card_form", "Second weapon")), False),
    *_ability(1),
    *_ability(2),
    FormField(
        "arcane_code", str(QT_TRANSLATE_NOOP("guild.card_form", "Arcane code id (if arcane > 0)"))
    ),
)
FORMS: dict[CardKind, tuple[FormField, ...]] = {
    CardKind.MERCENARY: (
        FormField("id", str(QT_TRANSLATE_NOOP("guild.card_form", "Id (my-rook-varga)")), "my-card"),
        FormField("name", str(QT_TRANSLATE_NOOP("guild.card_form", "Name")), "My card", words=True),
        FormField(
            "type",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Type")),
            "hunter",
            _values(MercenaryType),
        ),
        FormField("level", str(QT_TRANSLATE_NOOP("guild.card_form", "Level (1-5)")), "1"),
        FormField(
            "area",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Area of origin")),
            CITY_AREAS[0],
            CITY_AREAS,
        ),
        *PROFILE,
        FormField(
            "favourite_weapon",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Favourite weapon")),
            "sword",
            WEAPON_TYPES,
        ),
        FormField(
            "primary_coupling",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Top slot takes")),
            "sword",
            many=True,
        ),
        FormField(
            "secondary_coupling",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Lower slot takes")),
            "knife",
            many=True,
        ),
        *_ability(1),
        *_ability(2),
    ),
    CardKind.FOLLOWER: (
        FormField("id", str(QT_TRANSLATE_NOOP("guild.card_form", "Id (my-city-guard)")), "my-card"),
        FormField("name", str(QT_TRANSLATE_NOOP("guild.card_form", "Name")), "My card", words=True),
        FormField("count", str(QT_TRANSLATE_NOOP("guild.card_form", "Copies")), "1"),
        *_CHARACTER_FOLLOWERS,
    ),
    CardKind.DAEMON: (
        FormField("id", str(QT_TRANSLATE_NOOP("guild.card_form", "Id (my-cinder-imp)")), "my-card"),
        FormField("name", str(QT_TRANSLATE_NOOP("guild.card_form", "Name")), "My card", words=True),
        FormField(
            "kabbalah",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Kabbalah (cinder, mire, veil)")),
            "cinder",
        ),
        FormField("level", str(QT_TRANSLATE_NOOP("guild.card_form", "Level (1-3)")), "1"),
        *_CHARACTER_FOLLOWERS,
    ),
    CardKind.WEAPON: (
        FormField("id", str(QT_TRANSLATE_NOOP("guild.card_form", "Id (my-long-bow)")), "my-card"),
        FormField("name", str(QT_TRANSLATE_NOOP("guild.card_form", "Name")), "My card", words=True),
        FormField("count", str(QT_TRANSLATE_NOOP("guild.card_form", "Copies")), "1"),
        FormField("type", str(QT_TRANSLATE_NOOP("guild.card_form", "Type")), "sword", WEAPON_TYPES),
        FormField(
            "characteristic",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Characteristic")),
            "normal",
            _values(WeaponCharacteristic),
        ),
        FormField(
            "grip", str(QT_TRANSLATE_NOOP("guild.card_form", "Grip")), "one-handed", _values(Grip)
        ),
        FormField("damage", str(QT_TRANSLATE_NOOP("guild.card_form", "Damage")), "1"),
        FormField("range", str(QT_TRANSLATE_NOOP("guild.card_form", "Range (ranged weapons)"))),
        FormField(
            "shooting_damage",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Shooting damage (ranged weapons)")),
        ),
        FormField(
            "features",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Features (PERFORATING, …)")),
            many=True,
        ),
        FormField(
            "unique_feature.name",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Unique feature: name")),
            words=True,
        ),
        FormField(
            "unique_feature.text",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Unique feature: text")),
            words=True,
        ),
        FormField(
            "coupling",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Only for (hunter, …; empty: all)")),
            many=True,
        ),
    ),
    CardKind.ARCANE_CODE: (
        FormField(
            "id", str(QT_TRANSLATE_NOOP("guild.card_form", "Id (my-code-cinder-lash)")), "my-card"
        ),
        FormField("name", str(QT_TRANSLATE_NOOP("guild.card_form", "Name")), "My card", words=True),
        FormField(
            "kabbalah",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Kabbalah (cinder, mire, veil)")),
            "cinder",
        ),
        FormField("count", str(QT_TRANSLATE_NOOP("guild.card_form", "Copies")), "1"),
        FormField(
            "summoning_cost.white",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Summoning: white mana")),
            "1",
        ),
        FormField(
            "summoning_cost.black",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Summoning: black mana")),
        ),
        *_power(1),
        *_power(2),
        FormField(
            "pentacle.name",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Pentacle: name")),
            "Pentacle",
            words=True,
        ),
        FormField(
            "pentacle.effects",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Pentacle: effects (SHIELD 1, …)")),
            "HIT 1",
            many=True,
        ),
        FormField(
            "pentacle.text",
            str(QT_TRANSLATE_NOOP("guild.card_form", "Pentacle: unique effect")),
            words=True,
        ),
    ),
}


def _toml(field: FormField, raw: str) -> str | None:
    """One value as TOML: a number, a text or a list of texts; None leaves it out."""
    raw = raw.strip()
    if not raw:
        return None
    if field.many:
        return "[" + ", ".join(json.dumps(p.strip()) for p in raw.split(",") if p.strip()) + "]"
    if _NUMBER.match(raw) and not field.words:
        return str(int(raw))
    return json.dumps(raw, ensure_ascii=False)  # a JSON string is a TOML basic string


def card_text(kind: CardKind, values: dict[str, str]) -> str:
    """The set file text of one card of `kind` (resources/README.md)."""
    main: list[str] = []
    tables: dict[tuple[str, int], list[str]] = {}
    for field in FORMS[kind]:
        value = _toml(field, values.get(field.key, ""))
        if value is None:
            continue
        indexed = _INDEXED.match(field.key)
        if indexed:
            tables.setdefault((indexed[1], int(indexed[2])), []).append(f"{indexed[3]} = {value}")
        else:
            main.append(f"{field.key} = {value}")
    abilities = [f"{{ {', '.join(v)} }}" for (name, _), v in sorted(tables.items())
                 if name == "abilities"]  # fmt: skip
    if abilities:
        main.append(f"abilities = [{', '.join(abilities)}]")
    text = f"{SET_HEAD}\n[[{kind.value}]]\n" + "\n".join(main) + "\n"
    if kind is CardKind.ARCANE_CODE:  # 5.1.5: exactly two powers
        for n in (1, 2):
            text += "\n[[arcane_code.power]]\n" + "\n".join(tables.get(("power", n), [])) + "\n"
    return text


def _error(kind: CardKind, values: dict[str, str]) -> CatalogError | None:
    try:
        load_set_text(card_text(kind, values), "the card form")
    except CatalogError as error:
        return error
    return None


def _fields_of(error: CatalogError, kind: CardKind) -> list[str]:
    """The form's fields an error names: "power[1].cost" is both of its mana fields."""
    at = error.where.field or ""
    return [f.key for f in FORMS[kind] if at and (f.key == at or f.key.startswith(at + "."))]


def _detail(error: CatalogError) -> str:
    if isinstance(error, UnknownFieldError):
        return translate(
            "guild.card_form", "not used with what else is filled in here: leave it empty"
        )
    return error.detail


def check(kind: CardKind, values: dict[str, str]) -> dict[str, str]:
    """Every problem of the card, by field key ("" for the card as a whole)."""
    defaults = {f.key: f.default for f in FORMS[kind]}
    problems: dict[str, str] = {}
    for field in FORMS[kind]:
        error = _error(kind, defaults | {field.key: values.get(field.key, "")})
        if error is not None and field.key in _fields_of(error, kind):
            problems[field.key] = _detail(error)
    trial = {**defaults, **values} | {key: defaults[key] for key in problems}
    for _ in FORMS[kind]:
        error = _error(kind, trial)
        if error is None:
            break
        keys = _fields_of(error, kind)
        if not keys:
            problems[""] = str(error)
            break
        if all(key in problems for key in keys):
            break  # the same fault again: what it depends on is already named
        problems[keys[0]] = _detail(error)
        trial |= {key: defaults[key] for key in keys}
    return problems


class CardForm(QWidget):
    """The form: pick the card's kind, fill in its fields; Add stays off while any
    field is wrong, and every wrong field says why under it."""

    submitted = Signal(str)  # the card's set file text

    def __init__(self) -> None:
        super().__init__()
        self.kind_box = QComboBox()
        for kind in CardKind:
            self.kind_box.addItem(kind.label, kind)
        self.kind_box.currentIndexChanged.connect(lambda _i: self._build())
        self.inputs: dict[str, QLineEdit | QComboBox] = {}
        self.notes: dict[str, QLabel] = {}
        self.empty: dict[str, str] = {}  # the values of the fields as built
        self.fields = QWidget()
        self.form = QFormLayout(self.fields)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.fields)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("cardFormSummary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Every problem, in a box of its own that scrolls: the fields keep their room.
        problems = QScrollArea()
        problems.setWidgetResizable(True)
        problems.setWidget(self.summary)
        problems.setMaximumHeight(96)
        problems.setFrameShape(QScrollArea.Shape.NoFrame)
        self.add = QPushButton(self.tr("Add the card"))
        self.add.clicked.connect(lambda: self.submitted.emit(self.text()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        kind_row = QFormLayout()
        kind_row.addRow(self.tr("Kind of card"), self.kind_box)
        layout.addLayout(kind_row)
        layout.addWidget(scroll, 1)
        layout.addWidget(problems)
        layout.addWidget(self.add)
        self._build()

    @property
    def kind(self) -> CardKind:
        kind = self.kind_box.currentData()
        assert isinstance(kind, CardKind)
        return kind

    def set_kind(self, kind: CardKind) -> None:
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))

    def _build(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs.clear()
        self.notes.clear()
        for field in FORMS[self.kind]:
            widget: QLineEdit | QComboBox
            if field.choices:
                widget = QComboBox()
                widget.addItems(list(field.choices))
                widget.setCurrentText(field.default)
                widget.currentTextChanged.connect(lambda _t: self.validate())
            else:
                widget = QLineEdit(
                    placeholderText=self.tr("e.g. {value}").format(value=field.default)
                    if field.default
                    else ""
                )
                widget.textChanged.connect(lambda _t: self.validate())
            note = QLabel()
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setWordWrap(True)
            note.setStyleSheet("color:#a00000;")
            note.hide()
            self.inputs[field.key], self.notes[field.key] = widget, note
            self.form.addRow(field.shown, widget)
            self.form.addRow(note)  # the whole width: a long reason wraps, never cut
        self.empty = self.values()
        self.validate()

    def values(self) -> dict[str, str]:
        return {key: (w.currentText() if isinstance(w, QComboBox) else w.text())
                for key, w in self.inputs.items()}  # fmt: skip

    def set_values(self, values: dict[str, str]) -> None:
        for key, value in values.items():
            widget = self.inputs[key]
            if isinstance(widget, QComboBox):
                widget.setCurrentText(value)
            else:
                widget.setText(value)

    def text(self) -> str:
        return card_text(self.kind, self.values())

    def clear(self) -> None:
        """Ready for the next card: the fields empty again (untouched: as they are, not
        built again, issue 16)."""
        if self.values() != self.empty:
            self._build()

    def validate(self) -> dict[str, str]:
        values = self.values()
        problems = check(self.kind, values)
        for key, note in self.notes.items():
            # Under a field only once something is typed in it; the summary has all.
            note.setText(problems.get(key, ""))
            note.setVisible(key in problems and bool(values[key].strip()))
        labels = {f.key: f.shown for f in FORMS[self.kind]}
        card = self.tr("The card")
        lines = [f"{labels.get(key, card)}: {why}" for key, why in problems.items()]
        count = self.tr("%n problem(s):", "", len(lines))
        self.summary.setText(f"{count}\n" + "\n".join(lines) if lines else self.tr("Ready to add."))
        self.add.setEnabled(not problems)
        return problems
