"""Issue 29, "the objects documented from their models": `demloc mission schema` prints
the JSON Schema of every set-up action and every event; docs/mission-api.md lists each
with its fields, its rule and an example, and is held equal to the models here."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from demloc.cli import main
from demloc.missions.actions import ACTIONS, parse_action
from demloc.missions.play.api_doc import REGENERATE, markdown, schema
from demloc.missions.play.event_check import check_event
from demloc.missions.play.event_models import MODELS
from demloc.missions.play.events import HANDLERS

DOC = Path(__file__).parents[4] / "docs" / "mission-api.md"


def test_the_doc_is_the_models_own() -> None:
    assert DOC.read_text(encoding="utf-8") == markdown(), (
        f"docs/mission-api.md differs from the models: regenerate it with `{REGENERATE}`"
    )


def _sections(text: str) -> dict[str, dict[str, str]]:
    """Each object's section of the doc ("### `move`" up to the next), by its name, in
    the actions' part and the events' ("channel" is both)."""
    actions = text.split("\n## Set-up actions\n")[1].split("\n## Mission events\n")[0]
    events = text.split("\n## Mission events\n")[1].split("\n## Objects inside")[0]
    found = {}
    for name, part in (("actions", actions), ("events", events)):
        pieces = re.split(r"^### `([a-z_]+)`$", part, flags=re.MULTILINE)
        found[name] = dict(zip(pieces[1::2], pieces[2::2], strict=True))
    return found


def _examples(section: str) -> list[dict[str, Any]]:
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", section, re.S)]


def test_every_action_and_event_has_its_section_with_fields_a_rule_and_an_example() -> None:
    sections = _sections(DOC.read_text(encoding="utf-8"))
    assert list(sections["actions"]) == list(ACTIONS)
    assert set(sections["events"]) == set(HANDLERS)
    for name, section in [*sections["actions"].items(), *sections["events"].items()]:
        assert re.search(r"^Rule: [0-9]+(\.[0-9]+)*", section, re.M), name
        assert "| Field | Type | Required | Meaning |" in section, name
        assert _examples(section), name


def test_every_example_in_the_doc_parses_through_its_model() -> None:
    sections = _sections(DOC.read_text(encoding="utf-8"))
    for name, section in sections["actions"].items():
        for example in _examples(section):
            assert parse_action(example).action == name
    for name, section in sections["events"].items():
        for example in _examples(section):
            assert example["kind"] == name
            check_event(name, example)  # raises RulesError if the model refuses it


def _properties(part: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(key, field, prop) for key, definition in part["$defs"].items()
            for field, prop in definition.get("properties", {}).items()]  # fmt: skip


def test_every_field_says_what_it_means() -> None:
    whole = schema()
    unsaid = [
        f"{key}.{field}"
        for part in whole.values()
        for key, field, prop in _properties(part)
        if len(prop.get("description", "")) < 8
    ]
    assert unsaid == []


def test_the_schema_command_prints_every_action_and_event(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["mission", "schema"]) == 0
    out, err = capsys.readouterr()
    printed = json.loads(out)
    assert err == "" and printed == schema()
    assert set(printed) == {"actions", "events"}
    assert set(printed["actions"]["discriminator"]["mapping"]) == set(ACTIONS)
    assert set(printed["events"]["discriminator"]["mapping"]) == set(HANDLERS) == set(MODELS)
    move = printed["events"]["$defs"]["Move"]
    assert move["required"] == ["kind", "character", "to", "facing"]
    assert move["additionalProperties"] is False and move["rule"].startswith("7.2.1")
