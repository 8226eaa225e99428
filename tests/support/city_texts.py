"""The city's rules file with test events added: the built-in kinds without their
events, and events that always happen (a news, a choice, a threat to a forge), shared by
the core's, the store's and the screen's tests (6.2 "Random events")."""

from __future__ import annotations

from demloc.city.rules import CityRules


def kinds_text() -> str:
    """The built-in file without its events: a base to add test events to."""
    from demloc.city.rules import rules_path

    text = rules_path().read_text(encoding="utf-8")
    return text[: text.index("# ---- random city events")]


def rules_with(events: str) -> CityRules:
    from demloc.city.rules import parse_rules

    return parse_rules(kinds_text() + events, "test.toml")


ALWAYS_NEWS = """
[[event]]
id = "always-news"
kind = "news"
odds = 100
title = "News"
text = "Something happened."
"""
ALWAYS_CHOICE = """
[[event]]
id = "always-choice"
kind = "choice"
odds = 100
title = "A choice"
text = "Choose in {spot}."
answer_hours = 24

[[event.option]]
id = "take"
label = "Take it"
text = "Taken."
feods = 10
fame = -1

[[event.option]]
id = "leave"
label = "Leave it"
text = "Left."
default = true
"""
ALWAYS_THREAT = """
[[event]]
id = "always-threat"
kind = "threat"
odds = 100
title = "A threat"
text = "Danger at {spot}."
answer_hours = 12
spot_kinds = ["forge"]

[[event.option]]
id = "defend"
label = "Defend it"
text = "{spot} is safe."
feods = -20

[[event.option]]
id = "yield"
label = "Yield"
text = "{spot} is lost."
lose_spot = true
default = true
"""
