"""Rulebook appendix 8.1-8.4 (and 7.1.1): the keyword vocabulary parsed from card text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from demloc.catalog.errors import BadValueError, UnknownKeywordError
from demloc.catalog.keywords import (
    RULES,
    Activation,
    KeywordPlace,
    parse_keyword,
    rules_for,
)

# The rulebook's lists, section by section: every word must be known in its place.
RULEBOOK_VOCABULARY = {
    KeywordPlace.WEAPON_FEATURE: {  # 8.1, plus 7.1.1's long range engagement
        "BACKSTACK",
        "DEFENSIVE",
        "UNSTOPPABLE",
        "PERFORATING",
        "HEAVY",
        "BLOODING",
        "SHIELD",
        "POISONOUS",
        "LONG RANGE ENGAGEMENT",
    },
    KeywordPlace.ARCANE_EFFECT: {  # 8.2
        "CARE",
        "HIT",
        "ARCANE HIT",
        "STUNNING",
        "REPAIR",
        "POISON",
        "VIGOR",
        "WEAKNESS",
    },
    KeywordPlace.PENTACLE_EFFECT: {"SHIELD", "DEFENSIVE", "MONSTROUS", "ARCANE HIT", "HIT"},  # 8.3
    KeywordPlace.PERSONAL_ABILITY: {"MONSTRUOUS", "FLY", "FURY"},  # 8.4
}


@pytest.mark.parametrize("place", list(KeywordPlace), ids=lambda p: p.name)
def test_vocabulary_is_the_rulebooks(place: KeywordPlace) -> None:
    assert {r.name for r in rules_for(place)} == RULEBOOK_VOCABULARY[place]


@pytest.mark.parametrize("rule", RULES, ids=lambda r: f"{r.section}-{r.name}")
def test_every_keyword_parses_with_its_section_and_summary(rule) -> None:  # type: ignore[no-untyped-def]
    text = f"{rule.name} 2" if rule.takes_value else rule.name
    keyword = parse_keyword(text, rule.place)
    assert keyword.rule is rule
    assert keyword.value == (2 if rule.takes_value else None)
    assert rule.section in {"8.1", "8.2", "8.3", "8.4", "7.1.1"}
    assert len(rule.summary) > 20


def test_value_and_marker_are_read() -> None:
    # 8.4: FLY x (a)
    fly = parse_keyword("FLY 3 (a)", KeywordPlace.PERSONAL_ABILITY)
    assert (fly.name, fly.value, fly.rule.activation) == ("FLY", 3, Activation.ACTIVATED)
    assert str(fly) == "FLY 3 (a)"
    # The marker may be left out: the rule knows FLY is activated.
    assert parse_keyword("FLY 3", KeywordPlace.PERSONAL_ABILITY) == fly


def test_fury_is_activated_and_takes_no_value() -> None:
    # 8.4: FURY (a), activated on the app, no x.
    fury = parse_keyword("FURY (a)", KeywordPlace.PERSONAL_ABILITY)
    assert (fury.value, str(fury)) == (None, "FURY (a)")
    with pytest.raises(BadValueError, match="takes no value"):
        parse_keyword("FURY 2 (a)", KeywordPlace.PERSONAL_ABILITY)


def test_the_same_word_means_different_things_in_different_places() -> None:
    # SHIELD is a weapon feature (8.1) and a pentacle effect (8.3).
    weapon = parse_keyword("SHIELD 1", KeywordPlace.WEAPON_FEATURE)
    pentacle = parse_keyword("SHIELD 1", KeywordPlace.PENTACLE_EFFECT)
    assert (weapon.rule.section, pentacle.rule.section) == ("8.1", "8.3")


def test_both_spellings_of_monstrous_are_read() -> None:
    # 8.3 prints MONSTROUS, 8.4 MONSTRUOUS (RULINGS.md R-5).
    assert parse_keyword("MONSTRUOUS 1", KeywordPlace.PENTACLE_EFFECT).name == "MONSTROUS"
    assert parse_keyword("MONSTROUS 1 (p)", KeywordPlace.PERSONAL_ABILITY).name == "MONSTRUOUS"


@pytest.mark.parametrize(
    ("text", "place", "error", "fragment"),
    [
        ("BLEEDING 1", KeywordPlace.WEAPON_FEATURE, UnknownKeywordError, "unknown weapon feature"),
        ("FLY 2", KeywordPlace.WEAPON_FEATURE, UnknownKeywordError, "'FLY'"),
        ("Blooding 1", KeywordPlace.WEAPON_FEATURE, UnknownKeywordError, "capitals"),
        ("BLOODING", KeywordPlace.WEAPON_FEATURE, BadValueError, "needs a value"),
        ("PERFORATING 2", KeywordPlace.WEAPON_FEATURE, BadValueError, "takes no value"),
        ("FLY 3 (p)", KeywordPlace.PERSONAL_ABILITY, BadValueError, "activated"),
        ("HIT 2 (a)", KeywordPlace.ARCANE_EFFECT, BadValueError, "no (a)/(p) marker"),
    ],
)
def test_bad_keywords_are_named(text: str, place: KeywordPlace, error: type, fragment: str) -> None:
    with pytest.raises(error, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        parse_keyword(text, place)


def test_keyword_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        parse_keyword("NOPE", KeywordPlace.ARCANE_EFFECT)


@given(rule=st.sampled_from(RULES), value=st.integers(min_value=0, max_value=99))
def test_canonical_text_round_trips(rule, value: int) -> None:  # type: ignore[no-untyped-def]
    keyword = parse_keyword(f"{rule.name} {value}" if rule.takes_value else rule.name, rule.place)
    assert parse_keyword(str(keyword), rule.place) == keyword
