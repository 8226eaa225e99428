"""The city of DemLoc: its 5 areas and their control spots (5.1.1 "Area symbol", 6.2
"Exploring and conquering", 6.4.1 "Raffle phase"), read from `resources/city.toml`, or
from the player's own city.toml in the data folder, which replaces it (README, R-161).

The rulebook names neither the areas nor the spots: the file is a provisional design
(RULINGS.md R-48), checked with pydantic so that every problem of a file is named at
once, with its field, as the mission library does. Who holds each spot is the store's
business: it comes in as plain data, a mapping from spot id to guild key."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc import datafile
from demloc.paths import resources_dir

AREAS = 5  # 5.1.1: "In DemLoc there are 5 different areas of the city"
MAX_FILE_BYTES = 128 * 1024
FILE_NAME = "city.toml"

Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,60}$")]
Name = Annotated[str, Field(min_length=1, max_length=80)]
Text = Annotated[str, Field(max_length=1000)]


class SpotKind(enum.Enum):
    """What a control spot is (6.2 names "taverns, forges, arcane places, etc.")."""

    TAVERN = "tavern"
    FORGE = "forge"
    ARCANE_PLACE = "arcane-place"
    MARKET = "market"
    TEMPLE = "temple"
    DOCK = "dock"
    LIBRARY = "library"
    ARENA = "arena"
    GUILDHALL = "guildhall"
    BARRACKS = "barracks"

    @property
    def label(self) -> str:
        return self.value.replace("-", " ")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class ControlSpot(_Strict):
    id: Id
    name: Name
    kind: SpotKind
    description: Text = ""


class Area(_Strict):
    id: Id
    name: Name
    description: Text = ""
    spots: Annotated[list[ControlSpot], Field(min_length=3, max_length=5)]


class City(_Strict):
    name: Name
    provisional: bool = True
    areas: Annotated[list[Area], Field(min_length=AREAS, max_length=AREAS)]

    @model_validator(mode="after")
    def _unique_ids(self) -> City:
        ids = [a.id for a in self.areas] + [s.id for a in self.areas for s in a.spots]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"ids used twice: {', '.join(twice)}")
        return self

    @property
    def spots(self) -> tuple[ControlSpot, ...]:
        return tuple(s for a in self.areas for s in a.spots)

    def spot(self, spot_id: str) -> ControlSpot:
        for spot in self.spots:
            if spot.id == spot_id:
                return spot
        raise KeyError(f"no control spot '{spot_id}' in {self.name}")

    def area_of(self, spot_id: str) -> Area:
        for area in self.areas:
            if any(s.id == spot_id for s in area.spots):
                return area
        raise KeyError(f"no control spot '{spot_id}' in {self.name}")


class CityFileError(datafile.DataFileError):
    """A city file that cannot be used: every problem, each naming its field."""


def parse_city(text: str, source: Path) -> City:
    data = datafile.loads(text, source, CityFileError)
    table = data.get("city")
    if not isinstance(table, dict) or set(data) != {"city"}:
        raise CityFileError(source, ["expected one [city] table"])
    return datafile.validate(City, table, source, CityFileError)


def default_city_path() -> Path:
    return resources_dir() / FILE_NAME


def city_path() -> Path:
    """The player's own city.toml if there is one, else the app's (README, R-161)."""
    return datafile.own_or_builtin(FILE_NAME)


def load_city(path: Path | None = None) -> City:
    path = path or city_path()
    return parse_city(datafile.read(path, MAX_FILE_BYTES, CityFileError), path)


def holders_problems(city: City, holders: Mapping[str, str]) -> list[str]:
    """Spots the store says are held that the city does not have (a renamed spot)."""
    known = {s.id for s in city.spots}
    return [f"'{s}' is not a control spot of {city.name}" for s in holders if s not in known]
