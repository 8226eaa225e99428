"""The City Gate's card form: the fields of one card kind, written out as a set file's
text and checked by the loader that reads every set file (one piece of code per rule).

To show every problem at once, each field is checked alone (the others at a value the
loader accepts), then all together for what only a combination breaks."""

from __future__ import annotations

import dataclasses
import json
import re

from PySide6.QtCore import Qt, Signal
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


def _values(
    enum_type: type[MercenaryType | WeaponType | WeaponCharacteristic | Grip],
) -> tuple[str, ...]:
    return tuple(str(m.value) for m in enum_type)


WEAPON_TYPES = _values(WeaponType)
PROFILE = (
    FormField("armour", "Armour", "3"),
    FormField("impact_resistance", "Impact resistance", "1"),
    FormField("hit", "Hit", "3"),
    FormField("movement", "Movement", "5"),
    FormField("hand_to_hand", "Hand-to-hand (3 or 2+1)", "2", words=True),
    FormField("ranged", "Ranged (3 or 2+1)", "1", words=True),
    FormField("arcane", "Arcane (0-4)", "0"),
)


def _ability(n: int) -> tuple[FormField, ...]:
    at = f"abilities[{n}]"
    return (
        FormField(f"{at}.keyword", f"Ability {n}: keyword (FLY 3 (a))"),
        FormField(f"{at}.name", f"Ability {n}: or its name", words=True),
        FormField(f"{at}.activation", f"Ability {n}: activation", choices=("", "p", "a")),
        FormField(f"{at}.fate_cost", f"Ability {n}: fate cost"),
        FormField(f"{at}.text", f"Ability {n}: what it does", words=True),
    )


def _fixed_weapon(at: str, label: str, required: bool) -> tuple[FormField, ...]:
    return (
        FormField(f"{at}.name", f"{label}: name", "Claws" if required else "", words=True),
        FormField(
            f"{at}.type",
            f"{label}: type",
            "naked-hands" if required else "",
            WEAPON_TYPES if required else ("", *WEAPON_TYPES),
        ),
        FormField(f"{at}.damage", f"{label}: damage", "1" if required else ""),
        FormField(f"{at}.range", f"{label}: range"),
        FormField(f"{at}.shooting_damage", f"{label}: shooting damage"),
        FormField(f"{at}.features", f"{label}: features", many=True),
    )


def _power(n: int) -> tuple[FormField, ...]:
    at = f"power[{n}]"
    return (
        FormField(f"{at}.name", f"Power {n}: name", f"Power {n}", words=True),
        FormField(f"{at}.cost.white", f"Power {n}: white mana", "1"),
        FormField(f"{at}.cost.black", f"Power {n}: black mana"),
        FormField(f"{at}.range", f"Power {n}: range", "4"),
        FormField(f"{at}.effects", f"Power {n}: effects (HIT 1, …)", "HIT 1", many=True),
        FormField(f"{at}.text", f"Power {n}: unique effect", words=True),
    )


_CHARACTER_FOLLOWERS = (
    *PROFILE,
    *_fixed_weapon("primary", "Weapon", True),
    *_fixed_weapon("secondary", "Second weapon", False),
    *_ability(1),
    *_ability(2),
    FormField("arcane_code", "Arcane code id (if arcane > 0)"),
)
FORMS: dict[CardKind, tuple[FormField, ...]] = {
    CardKind.MERCENARY: (
        FormField("id", "Id (my-rook-varga)", "my-card"),
        FormField("name", "Name", "My card", words=True),
        FormField("type", "Type", "hunter", _values(MercenaryType)),
        FormField("level", "Level (1-5)", "1"),
        FormField("area", "Area of origin", CITY_AREAS[0], CITY_AREAS),
        *PROFILE,
        FormField("favourite_weapon", "Favourite weapon", "sword", WEAPON_TYPES),
        FormField("primary_coupling", "Top slot takes", "sword", many=True),
        FormField("secondary_coupling", "Lower slot takes", "knife", many=True),
        *_ability(1),
        *_ability(2),
    ),
    CardKind.FOLLOWER: (
        FormField("id", "Id (my-city-guard)", "my-card"),
        FormField("name", "Name", "My card", words=True),
        FormField("count", "Copies", "1"),
        *_CHARACTER_FOLLOWERS,
    ),
    CardKind.DAEMON: (
        FormField("id", "Id (my-cinder-imp)", "my-card"),
        FormField("name", "Name", "My card", words=True),
        FormField("kabbalah", "Kabbalah (cinder, mire, veil)", "cinder"),
        FormField("level", "Level (1-3)", "1"),
        *_CHARACTER_FOLLOWERS,
    ),
    CardKind.WEAPON: (
        FormField("id", "Id (my-long-bow)", "my-card"),
        FormField("name", "Name", "My card", words=True),
        FormField("count", "Copies", "1"),
        FormField("type", "Type", "sword", WEAPON_TYPES),
        FormField("characteristic", "Characteristic", "normal", _values(WeaponCharacteristic)),
        FormField("grip", "Grip", "one-handed", _values(Grip)),
        FormField("damage", "Damage", "1"),
        FormField("range", "Range (ranged weapons)"),
        FormField("shooting_damage", "Shooting damage (ranged weapons)"),
        FormField("features", "Features (PERFORATING, …)", many=True),
        FormField("unique_feature.name", "Unique feature: name", words=True),
        FormField("unique_feature.text", "Unique feature: text", words=True),
        FormField("coupling", "Only for (hunter, …; empty: all)", many=True),
    ),
    CardKind.ARCANE_CODE: (
        FormField("id", "Id (my-code-cinder-lash)", "my-card"),
        FormField("name", "Name", "My card", words=True),
        FormField("kabbalah", "Kabbalah (cinder, mire, veil)", "cinder"),
        FormField("count", "Copies", "1"),
        FormField("summoning_cost.white", "Summoning: white mana", "1"),
        FormField("summoning_cost.black", "Summoning: black mana"),
        *_power(1),
        *_power(2),
        FormField("pentacle.name", "Pentacle: name", "Pentacle", words=True),
        FormField("pentacle.effects", "Pentacle: effects (SHIELD 1, …)", "HIT 1", many=True),
        FormField("pentacle.text", "Pentacle: unique effect", words=True),
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
        return "not used with what else is filled in here: leave it empty"
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
        self.add = QPushButton("Add the card")
        self.add.clicked.connect(lambda: self.submitted.emit(self.text()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        kind_row = QFormLayout()
        kind_row.addRow("Kind of card", self.kind_box)
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
                widget = QLineEdit(placeholderText=f"e.g. {field.default}" if field.default else "")
                widget.textChanged.connect(lambda _t: self.validate())
            note = QLabel()
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setWordWrap(True)
            note.setStyleSheet("color:#a00000;")
            note.hide()
            self.inputs[field.key], self.notes[field.key] = widget, note
            self.form.addRow(field.label, widget)
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
        labels = {f.key: f.label for f in FORMS[self.kind]}
        lines = [f"{labels.get(key, 'The card')}: {why}" for key, why in problems.items()]
        count = f"{len(lines)} problem{'s' if len(lines) != 1 else ''}"
        self.summary.setText(f"{count}:\n" + "\n".join(lines) if lines else "Ready to add.")
        self.add.setEnabled(not problems)
        return problems
