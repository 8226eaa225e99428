"""The titles file's model (resources/titles.toml, PROVISIONAL; RULINGS.md R-104): read
through `deeds.load_titles`. Apart from deeds.py, so that what shows the deeds (the
Guild view's first paint, issue 16) imports pydantic only once a file is read."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from demloc.missions.resolution.deeds import Deed


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Title(_Strict):
    name: Annotated[str, Field(min_length=1, max_length=60)]
    deed: Deed
    at: Annotated[int, Field(ge=1, le=10_000)]
    effect: Annotated[str, Field(min_length=1, max_length=300)]


class Titles(_Strict):
    provisional: bool = True
    title: Annotated[list[Title], Field(max_length=200)] = []

    @model_validator(mode="after")
    def _unique(self) -> Titles:
        names = [t.name for t in self.title]
        if len(set(names)) != len(names):
            raise ValueError("title: a name is listed twice")
        return self
