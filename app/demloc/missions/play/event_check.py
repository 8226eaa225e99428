"""An event checked by its model (event_models.py) before its handler (events.apply):
one RulesError, on one line, naming the event's kind, its rule and each field at fault
with the value refused (issue 29, RULINGS.md R-179)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from demloc.datafile import problems_of
from demloc.missions.play.event_models import MODELS
from demloc.missions.play.state import describe_kind
from demloc.rules.errors import RulesError


def check_event(kind: str, event: Mapping[str, Any]) -> None:
    """`event` (of a kind known to be `kind`) as its model holds it; else one RulesError
    naming the kind and each field at fault."""
    model = MODELS[kind]
    try:
        model.model_validate(dict(event))
    except ValidationError as error:
        problems = problems_of(error, "the event")
        details = error.errors(include_url=False)
        if len(details) == len(problems):
            problems = [p + _got(d) for p, d in zip(problems, details, strict=True)]
        if len(problems) > MAX_PROBLEMS:
            problems = [*problems[:MAX_PROBLEMS], f"and {len(problems) - MAX_PROBLEMS} more"]
        said = "; ".join(_printable(p) for p in problems)
        raise RulesError(f"{describe_kind(kind)} ({RULES[kind]}): {said}") from None


MAX_PROBLEMS = 8  # named one by one in the message; the rest counted
MAX_PROBLEM = 200  # characters: a field's name or value of any length is cut


def _printable(problem: str) -> str:
    """A problem on one line, whatever names the event's fields hold (a newline...)."""
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in problem)
    return text if len(text) <= MAX_PROBLEM else text[: MAX_PROBLEM - 1] + "…"


# Where the value given is said already, or is no help (a whole table).
_SAID = ("missing", "extra_forbidden", "square")


def _got(detail: Any) -> str:
    """ ", got 4": the value refused, when short and not said already."""
    value = detail.get("input")
    if detail["type"] in _SAID or detail["type"].endswith("_type"):
        return ""
    if isinstance(value, bool | int | float) or (isinstance(value, str) and len(value) <= 30):
        return f", got {value!r}"
    return ""


RULES: dict[str, str] = {
    kind: str(model.model_config.get("json_schema_extra", {}).get("rule", ""))  # type: ignore[union-attr]
    for kind, model in MODELS.items()
}
