"""The City Gate's card form: the fields of the card's kind, every problem at once,
checked by the same loader as a set file; a good card goes through add_custom."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from demloc.catalog.cards import CardKind, Grip, Weapon
from demloc.catalog.loader import load_set_text
from demloc.ui.guild import GuildView
from demloc.ui.guild.card_form import FORMS, CardForm, card_text, check
from support.guild_tabs import on

GOOD_WEAPON = {
    "id": "my-ashen-blade", "name": "Ashen Blade", "count": "2", "type": "sword",
    "characteristic": "valuable", "grip": "one-handed", "damage": "2",
    "features": "DEFENSIVE 1, BLOODING 1",
}  # fmt: skip


def test_each_kind_has_its_own_fields(qtbot: QtBot) -> None:
    form = CardForm()
    qtbot.addWidget(form)
    form.set_kind(CardKind.WEAPON)
    assert "grip" in form.inputs and "favourite_weapon" not in form.inputs
    assert isinstance(form.inputs["grip"], QComboBox)
    form.set_kind(CardKind.MERCENARY)
    assert "favourite_weapon" in form.inputs and "grip" not in form.inputs
    form.set_kind(CardKind.ARCANE_CODE)
    assert "power[2].cost.black" in form.inputs and "pentacle.effects" in form.inputs


@pytest.mark.parametrize("kind", list(CardKind))
def test_the_defaults_make_a_card_the_loader_reads(kind: CardKind) -> None:
    # The defaults are what each field is checked against: they must be good together.
    defaults = {f.key: f.default for f in FORMS[kind]}
    assert check(kind, defaults) == {}
    (card,) = load_set_text(card_text(kind, defaults), "test").cards
    assert card.kind is kind


def test_a_good_weapon_is_written_as_the_set_format() -> None:
    assert check(CardKind.WEAPON, GOOD_WEAPON) == {}
    (card,) = load_set_text(card_text(CardKind.WEAPON, GOOD_WEAPON), "test").cards
    assert isinstance(card, Weapon) and card.grip is Grip.ONE_HANDED
    assert [str(k) for k in card.features] == ["DEFENSIVE 1", "BLOODING 1"]


def test_every_problem_is_shown_at_once(qtbot: QtBot) -> None:
    form = CardForm()
    qtbot.addWidget(form)
    form.set_kind(CardKind.WEAPON)
    form.set_values(GOOD_WEAPON | {"id": "Ashen Blade", "count": "0", "damage": "two",
                                   "features": "SHARP"})  # fmt: skip
    problems = form.validate()
    assert set(problems) == {"id", "count", "damage", "features"}
    assert "is not an id" in problems["id"] and "out of range" in problems["count"]
    assert "expected a whole number" in problems["damage"]
    assert "unknown weapon feature keyword 'SHARP'" in problems["features"]
    assert all(not form.notes[k].isHidden() for k in problems)
    assert form.summary.text().startswith("4 problems:") and not form.add.isEnabled()


def test_a_rule_between_fields_is_found_too() -> None:
    # 5.1.4: a bow is a ranged weapon; range and shooting damage come together.
    problems = check(CardKind.WEAPON, GOOD_WEAPON | {"type": "bow", "count": "x"})
    assert "needs range and shooting_damage" in problems["range"]
    assert "expected a whole number" in problems["count"]
    problems = check(CardKind.WEAPON, GOOD_WEAPON | {"range": "4"})
    assert set(problems) == {"shooting_damage"}


def test_an_arcane_code_names_the_power_at_fault() -> None:
    values = {f.key: f.default for f in FORMS[CardKind.ARCANE_CODE]}
    values |= {"power[2].cost.white": "0", "power[1].effects": "FLY 2", "pentacle.effects": ""}
    problems = check(CardKind.ARCANE_CODE, values)
    assert "at least one cube" in problems["power[2].cost.white"]
    assert "unknown arcane power effect keyword 'FLY'" in problems["power[1].effects"]
    assert "needs effects" in problems["pentacle.effects"]


def test_text_is_written_as_text_never_as_toml() -> None:
    values = GOOD_WEAPON | {"name": 'Blade"\n[set]\nid = "x'}
    (card,) = load_set_text(card_text(CardKind.WEAPON, values), "test").cards
    assert card.name == 'Blade"\n[set]\nid = "x'


def test_the_form_adds_the_card_through_the_city_gate(view: GuildView) -> None:
    form = on(view.gate).form
    form.set_kind(CardKind.WEAPON)
    form.set_values(GOOD_WEAPON)
    assert form.add.isEnabled(), form.summary.text()
    form.add.click()
    assert view.undo_stack.undoText() == "Add custom card Ashen Blade", view.message.text()
    assert on(view.armory).shop.findData("my-ashen-blade") >= 0
    assert form.values()["id"] == ""  # the form is ready for the next card
    form.set_values(GOOD_WEAPON)  # the same id again: refused by the shared check
    form.add.click()
    assert "a card with id 'my-ashen-blade' exists already" in view.message.text()


def test_clear_empties_what_was_typed_and_leaves_an_untouched_form_as_built(
    qtbot: QtBot,
) -> None:
    form = CardForm()
    qtbot.addWidget(form)
    form.set_kind(CardKind.WEAPON)
    built = form.inputs["name"]
    form.clear()  # nothing typed: the same fields (issue 16: the Guild view's start)
    assert form.inputs["name"] is built and form.values() == form.empty
    form.set_values({"name": "Ashen Blade"})
    form.clear()
    assert form.inputs["name"] is not built and form.values()["name"] == ""
    assert form.kind is CardKind.WEAPON and form.values() == form.empty
