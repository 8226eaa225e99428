"""The mission API's objects documented from their models (issue 29): `schema()` is the
JSON Schema of every set-up action (missions/actions.py) and every event of the
mission (event_models.py), as `demloc mission schema` prints it; `markdown()` is
docs/mission-api.md, written from the same schema (each field's description, each
object's rule and examples), so the file cannot drift from the models.

Regenerate the file with:
    PYTHONPATH=app python -m demloc.missions.play.api_doc > docs/mission-api.md
"""

from __future__ import annotations

import json
from typing import Any

from demloc.missions.actions import _ADAPTER as ACTION_ADAPTER
from demloc.missions.actions import ACTIONS
from demloc.missions.play.event_models import EVENT_ADAPTER, MODELS

REGENERATE = "PYTHONPATH=app python -m demloc.missions.play.api_doc > docs/mission-api.md"
# On every event, and said once: what the app records when it applies one.
RECORDED = ("dice", "draws")


def schema() -> dict[str, Any]:
    """The JSON Schema of every set-up action and every event, in one document."""
    return {
        "actions": ACTION_ADAPTER.json_schema(),
        "events": EVENT_ADAPTER.json_schema(),
    }


def _names(part: dict[str, Any], tag: str) -> dict[str, str]:
    """Each object's name (its "action" or "kind") to its definition's key."""
    return {
        definitions["properties"][tag]["const"]: key
        for key, definitions in part["$defs"].items()
        if tag in definitions.get("properties", {})
    }


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _type(prop: dict[str, Any], defs: dict[str, Any]) -> str:
    """A field's type in words, with its bounds; `defs` the schema's definitions."""
    if "$ref" in prop:
        name = prop["$ref"].rsplit("/", 1)[-1]
        if "properties" not in defs[name]:
            return _type(defs[name], defs)
        return f"[{name}](#{name.lower()}) (an object)"
    if "const" in prop:
        return f'`"{prop["const"]}"`'
    if "enum" in prop:
        return "one of " + ", ".join(f"`{json.dumps(v)}`" for v in prop["enum"])
    if "anyOf" in prop:
        parts = [p for p in prop["anyOf"] if p.get("type") != "null"]
        words = " or ".join(_type(p, defs) for p in parts)
        return words + (" or null" if len(parts) < len(prop["anyOf"]) else "")
    kind = prop.get("type")
    if kind == "string":
        return (
            "text"
            + _bounds(prop, "minLength", "maxLength", "characters")
            + (f" matching `{prop['pattern']}`" if "pattern" in prop else "")
        )
    if kind == "integer":
        return "whole number" + _bounds(prop, "minimum", "maximum", "")
    if kind == "boolean":
        return "true or false"
    if kind == "array" and "prefixItems" in prop:
        return "[" + ", ".join(_type(p, defs) for p in prop["prefixItems"]) + "]"
    if kind == "array":
        items = prop.get("items")
        inner = _type(items, defs) if items else "anything"
        return f"list of {inner}" + _bounds(prop, "minItems", "maxItems", "items")
    if kind == "object":
        keys = _type({"type": "string", **prop.get("propertyNames", {})}, defs)
        values = prop.get("additionalProperties")
        value_words = _type(values, defs) if isinstance(values, dict) else "any JSON value"
        return f"object of {keys} → {value_words}" + _bounds(
            prop, "minProperties", "maxProperties", "entries"
        )
    return "any JSON value"


def _bounds(prop: dict[str, Any], low: str, high: str, unit: str) -> str:
    lo, hi = prop.get(low), prop.get(high)
    unit = f" {unit}" if unit else ""
    if lo is not None and hi is not None:
        return f" ({lo} to {hi}{unit})"
    if hi is not None:
        return f" (at most {hi}{unit})"
    if lo is not None:
        return f" ({lo} or more{unit})"
    return ""


def _fields(
    definition: dict[str, Any], defs: dict[str, Any], skip: tuple[str, ...] = ()
) -> list[str]:
    required = set(definition.get("required", ()))
    lines = ["| Field | Type | Required | Meaning |", "|---|---|---|---|"]
    for name, prop in definition.get("properties", {}).items():
        if name in skip:
            continue
        if name in required:
            need = "required"
        elif "default" in prop and prop["default"] is not None:
            need = f"optional (default `{json.dumps(prop['default'])}`)"
        else:
            need = "optional"
        meaning = prop.get("description", "")
        lines.append(f"| `{name}` | {_cell(_type(prop, defs))} | {need} | {_cell(meaning)} |")
    return lines


def _objects(part: dict[str, Any], order: list[str], tag: str, skip: tuple[str, ...]) -> list[str]:
    names = _names(part, tag)
    lines: list[str] = []
    for name in order:
        definition = part["$defs"][names[name]]
        lines += [f"### `{name}`", "", _cell(definition.get("description", "")), ""]
        lines += [f"Rule: {definition['rule']}.", ""]
        lines += _fields(definition, part["$defs"], skip)
        for example in definition.get("examples", ()):
            named_first = {tag: example[tag], **example}
            lines += ["", "```json", json.dumps(named_first), "```"]
        lines.append("")
    return lines


def _nested(parts: list[dict[str, Any]], tags: tuple[str, ...]) -> list[str]:
    """The objects fields hold (a guild at the table, a wave's placement)."""
    lines: list[str] = []
    seen: set[str] = set()
    for part in parts:
        for key, definition in sorted(part["$defs"].items()):
            props = definition.get("properties", {})
            if key in seen or any(tag in props for tag in tags) or not props:
                continue
            seen.add(key)
            lines += [f"### {key}", ""]
            if definition.get("description"):
                lines += [_cell(definition["description"]), ""]
            lines += [*_fields(definition, part["$defs"]), ""]
    return lines


def markdown() -> str:
    """docs/mission-api.md: every action and event, its fields, its rule, an example."""
    doc = schema()
    actions, events = doc["actions"], doc["events"]
    recorded = next(iter(events["$defs"].values()))["properties"]
    lines = [
        "# The mission API: set-up actions and mission events",
        "",
        "<!-- Generated from the models (missions/actions.py, missions/play/event_models.py)"
        " by missions/play/api_doc.py: do not edit by hand. Regenerate with:",
        f"     {REGENERATE} -->",
        "",
        "A mission is set up by **actions** (6.4.1: the mode, the raffle, the mission, the "
        "players, their characters, the deployment) and played by **events** (6.4.2, 7, 8: "
        "the turns, each character's actions, the app's counters, the table's word). Both "
        "are JSON objects, stored as they are given in the mission's log; the set-up names "
        'its object in `"action"`, the mission in `"kind"`. An object of the wrong shape '
        "is refused with one message naming it and each field at fault, and changes "
        "nothing; a well-formed one the rules refuse is refused naming the rule.",
        "",
        "`demloc mission schema` prints the JSON Schema of all of them, in one document: "
        '`{"actions": ..., "events": ...}`.',
        "",
        "## Set-up actions",
        "",
        *_objects(actions, list(ACTIONS), "action", ()),
        "## Mission events",
        "",
        "Every event may also carry what the app recorded when it was applied, so a "
        "replay gives the same result:",
        "",
        *_fields({"properties": {k: recorded[k] for k in RECORDED}}, events["$defs"]),
        "",
        *_objects(events, list(MODELS), "kind", RECORDED),
        "## Objects inside actions and events",
        "",
        *_nested([actions, events], ("action", "kind")),
    ]
    return "\n".join(lines).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(markdown(), end="")
