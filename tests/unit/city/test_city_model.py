"""The city of DemLoc (5.1.1: 5 areas; 6.2: control spots such as taverns, forges and
arcane places): a provisional data file, checked with every problem named."""

from __future__ import annotations

from pathlib import Path

import pytest

from demloc.city.model import (
    AREAS,
    CityFileError,
    SpotKind,
    default_city_path,
    holders_problems,
    load_city,
    parse_city,
)

SOURCE = Path("city.toml")


def test_the_city_has_five_areas_of_three_to_five_spots() -> None:
    city = load_city()
    assert city.provisional and len(city.areas) == AREAS
    assert all(3 <= len(area.spots) <= 5 for area in city.areas)
    assert all(spot.description for spot in city.spots)
    # 6.2 names taverns, forges and arcane places: the city has each.
    assert {SpotKind.TAVERN, SpotKind.FORGE, SpotKind.ARCANE_PLACE} <= {s.kind for s in city.spots}
    spot = city.spots[0]
    assert city.spot(spot.id) == spot and spot in city.area_of(spot.id).spots
    with pytest.raises(KeyError):
        city.spot("nowhere")


def _text() -> str:
    return default_city_path().read_text(encoding="utf-8")


def test_every_problem_is_named_with_its_field() -> None:
    text = _text()
    assert parse_city(text, SOURCE).name == "Dämonen Loch"
    smithy = text.replace('kind = "forge"', 'kind = "smithy"', 1)
    no_name = text.replace('name = "The Salt Market"\n', "", 1)
    broken = smithy.replace('name = "The Salt Market"\n', "", 1)
    with pytest.raises(CityFileError) as error:
        parse_city(broken, SOURCE)
    message = str(error.value)
    assert "areas.1.spots.0.kind: Input should be 'tavern', 'forge'" in message
    assert "areas.0.spots.1.name: this field is required" in message  # both at once
    assert no_name != text
    twice = text.replace('id = "salt-market"', 'id = "drowned-lantern"')
    with pytest.raises(CityFileError, match="ids used twice: drowned-lantern"):
        parse_city(twice, SOURCE)


def test_five_areas_and_three_spots_at_least() -> None:
    text = _text()
    four = text[: text.rindex("[[city.areas]]")]
    with pytest.raises(CityFileError, match="areas: List should have at least 5 items"):
        parse_city(four, SOURCE)
    with pytest.raises(CityFileError, match="not valid TOML"):
        parse_city("[city", SOURCE)
    with pytest.raises(CityFileError, match="expected one \\[city\\] table"):
        parse_city("[town]\nname = 'x'\n", SOURCE)
    with pytest.raises(CityFileError, match=r"/nonexistent/city\.toml: no such file"):
        load_city(Path("/nonexistent/city.toml"))


def test_spots_the_store_holds_that_the_city_lacks() -> None:
    city = load_city()
    assert holders_problems(city, {city.spots[0].id: "owls"}) == []
    assert holders_problems(city, {"old-mill": "owls"}) == [
        "'old-mill' is not a control spot of Dämonen Loch"
    ]


def test_the_players_own_city_toml_replaces_the_apps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """README: a copy of city.toml in the data folder replaces the app's (issue 27, item
    9: it was passed over without a word; R-161)."""
    from demloc import datafile

    monkeypatch.setattr(datafile, "user_data_dir", lambda: tmp_path)
    assert load_city().name == "Dämonen Loch"
    (tmp_path / "city.toml").write_text(
        _text().replace('name = "Dämonen Loch"', 'name = "Our Loch"', 1), encoding="utf-8"
    )
    assert load_city().name == "Our Loch"
    (tmp_path / "city.toml").write_text(_text().replace("provisional = true", "provisional = 1"))
    with pytest.raises(CityFileError, match=r"city.toml: provisional: .*, got a whole number"):
        load_city()


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('name = "Dämonen Loch"', "name = 1866-05-01", "name: a date or time, where the file"),
        ("provisional = true", 'provisional = "true"', "provisional: expected true or false, "
         "got text"),
    ],
)  # fmt: skip
def test_a_value_of_another_type_is_refused_never_converted(old: str, new: str, words: str) -> None:
    """R-161: a value is taken as the file writes it."""
    text = _text()
    assert old in text
    with pytest.raises(CityFileError) as caught:
        parse_city(text.replace(old, new, 1), SOURCE)
    assert words in str(caught.value)
