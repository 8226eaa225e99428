"""The city's provisional rules file (resources/city_rules.toml; R-119): every spot kind
has its rules, every event kind occurs, a bad file is refused with every problem named
with the file and the field, and a player's own copy replaces the app's."""

from __future__ import annotations

from pathlib import Path

import pytest
from city_core_support import rules

from demloc import datafile
from demloc.city.errors import CityRulesFileError
from demloc.city.model import SpotKind, load_city
from demloc.city.rules import (
    FILE_NAME,
    MAX_BYTES,
    EventKind,
    load_rules,
    parse_rules,
    rules_path,
)

SOURCE = "city_rules.toml"


def _text() -> str:
    return rules_path().read_text(encoding="utf-8")


def test_the_built_in_file_is_provisional_and_covers_every_kind_r_119() -> None:
    loaded = rules()
    assert loaded.provisional and "PROVISIONAL" in _text()
    assert set(loaded.kinds) == set(SpotKind)
    assert {s.kind for s in load_city().spots} <= set(loaded.kinds)  # every spot has rules
    for kind in SpotKind:
        k = loaded.of(kind)
        assert 1 <= k.min_hours <= min(k.explore_hours, k.acquire_hours)
        assert k.min_chance <= k.base_chance <= k.max_chance <= 100
        assert k.income.period_hours >= 1 and k.grant.text and k.failure.text
        assert k.income.fame + k.income.feods + k.income.blood_stones > 0  # held, it yields


def test_every_event_kind_is_in_the_built_in_table_6_2() -> None:
    events = rules().event
    assert {e.kind for e in events} == set(EventKind)
    assert sum(e.odds for e in events) <= 100
    for event in events:
        if event.kind is not EventKind.NEWS:
            assert event.default_option in event.option
            assert event.option_named(event.option[0].id) == event.option[0]
    assert rules().event_named("harbour-fog").kind is EventKind.NEWS
    with pytest.raises(KeyError):
        rules().event_named("nothing")
    with pytest.raises(KeyError):
        events[-1].option_named("nothing")


def _refused(text: str) -> str:
    assert text != _text(), "the test's replacement matched nothing"
    with pytest.raises(CityRulesFileError) as error:
        parse_rules(text, SOURCE)
    message = str(error.value)
    assert message.startswith(f"{SOURCE}: ")
    return message


def test_every_problem_is_named_at_once_with_its_field() -> None:
    two = (
        _text()
        .replace("explore_hours = 4\n", "explore_hours = 0\n", 1)
        .replace("income = { feods = 10, period_hours = 24 }", "income = { feods = 10 }")
    )
    message = _refused(two)
    assert "kinds.tavern.explore_hours: Input should be greater than or equal to 1" in message
    assert "kinds.forge.income.period_hours: this field is required" in message


@pytest.mark.parametrize(
    ("old", "new", "named"),
    [
        ("[kinds.forge]", "[kinds.smithy]", "kinds.smithy.[key]: Input should be 'tavern'"),
        ("[kinds.forge]", "[kinds.tavern-two]", "kinds.tavern-two"),
        ('price_of = "weapon"', 'price_of = "armour"', "kinds.forge.grant.price_of"),
        (', price_of = "weapon"', "", "kinds.forge.grant: a price cut needs both"),
        ("min_hours = 2\n", "min_hours = 20\n", "kinds.tavern: min_hours: longer than"),
        ("base_chance = 50\n", "base_chance = 95\n", "kinds.tavern: base_chance: must lie"),
        ("base_chance = 50\n", "base_chance = 101\n", "kinds.tavern.base_chance"),
        ("provisional = true", "provisional = true\nmood = 1", "mood: this field is not part of the format"),
        ("feods = 10, retry_hours = 12", "feods = -10, retry_hours = 12", "failure.feods"),
        ("odds = 8", "odds = 80", "event: the odds add up to 109%"),
        ('id = "bells-at-midnight"', 'id = "harbour-fog"', "event: ids used twice: harbour-fog"),
        ('kind = "news"', 'kind = "rumour"', "event.0.kind: Input should be"),
        ("night.\"\n", "night.\"\nanswer_hours = 3\n", "event.0: news has no options"),
        ('text = "Nobody remembers the challenge by morning."\ndefault = true',
         'text = "x"', "event.2: option: exactly one option is the default"),
        ('label = "Let it pass"', 'label = "Let it pass"\nlose_spot = true',
         "event.2: a choice threatens no spot"),
        ('id = "decline"', 'id = "accept"', "event.2: option: two options have the same id"),
        ("answer_hours = 12\nspot_kinds", "spot_kinds", "event.6: answer_hours: a threat needs one"),
        ('spot_kinds = ["forge"', 'spot_kinds = ["smithy"', "event.6.spot_kinds.0: Input should be"),
        ("[kinds.tavern]", "[kinds.tavern", "not valid TOML"),
    ],
)  # fmt: skip
def test_a_bad_field_is_named(old: str, new: str, named: str) -> None:
    assert named in _refused(_text().replace(old, new, 1))


def test_a_kind_without_rules_is_named() -> None:
    text = _text()
    start = text.index("[kinds.dock]")
    end = text.index("[kinds.library]")
    assert "kinds: no rules for dock" in _refused(text[:start] + text[end:])


def test_a_choice_of_one_option_is_refused() -> None:
    text = _text()
    start = text.index('[[event.option]]\nid = "decline"')
    end = text.index('[[event]]\nid = "tax-collector"')
    assert "event.2: option: a choice needs 2 options at least" in _refused(
        text[:start] + text[end:]
    )


def test_the_players_own_copy_replaces_the_apps_r_119(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(datafile, "user_data_dir", lambda: tmp_path)
    assert rules_path().name == FILE_NAME and rules_path().parent != tmp_path
    own = tmp_path / FILE_NAME
    own.write_text(
        _text()
        .replace("provisional = true", "provisional = false")
        .replace("base_chance = 50\n", "base_chance = 60\n", 1),
        encoding="utf-8",
    )
    assert rules_path() == own
    mine = load_rules()
    assert not mine.provisional and mine.of(SpotKind.TAVERN).base_chance == 60
    own.write_text("provisional = 3\n", encoding="utf-8")
    with pytest.raises(CityRulesFileError, match=f"{own}: .*provisional"):
        load_rules()  # a broken own copy is named, never silently replaced by the app's


def test_too_large_not_text_and_not_a_file_are_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text(_text() + "#" * MAX_BYTES, encoding="utf-8")
    with pytest.raises(CityRulesFileError, match="larger than 256 kB"):
        load_rules(big)
    latin = tmp_path / "latin.toml"
    latin.write_bytes(_text().encode("utf-8") + "# café".encode("latin-1"))
    with pytest.raises(CityRulesFileError, match="not valid UTF-8"):
        load_rules(latin)
    with pytest.raises(CityRulesFileError, match="is a folder"):
        load_rules(tmp_path)
    with pytest.raises(CityRulesFileError, match="no such file"):
        load_rules(tmp_path / "missing.toml")
