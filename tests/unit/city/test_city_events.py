"""Random city events (6.2 "Random events"; R-124): one draw per whole day since the last,
fixed by the guild's seed so that drawing again never rerolls; news, choices and threats
to a held spot; the player's answer before the time is up, the default after."""

from __future__ import annotations

import datetime as dt

import pytest
from city_core_support import (
    ALWAYS_CHOICE,
    ALWAYS_NEWS,
    ALWAYS_THREAT,
    DAY,
    FORGE,
    HOUR,
    T0,
    TICK,
    city,
    rules,
    rules_with,
    spot_of,
)

from demloc.city.errors import CityError, CityFormatError
from demloc.city.events import BACKLOG_DAYS, Drawn, answer, draw, lapse
from demloc.city.ledger import Line
from demloc.city.model import SpotKind
from demloc.city.rules import EventKind

HELD = [spot_of(SpotKind.FORGE), spot_of(SpotKind.TAVERN)]


def test_nothing_before_a_whole_day_and_nothing_when_the_clock_went_back_r_124() -> None:
    news = rules_with(ALWAYS_NEWS)
    for now in (T0, T0 + DAY - TICK, T0 - DAY, T0 - 100 * DAY):
        got = draw(news, 1, T0, now, HELD)
        assert (got.days, got.events, got.through) == (0, (), T0)


def test_a_whole_day_draws_once_at_its_end_exactly_r_124() -> None:
    got = draw(rules_with(ALWAYS_NEWS), 1, T0, T0 + DAY, HELD)
    assert got.days == 1 and got.through == T0 + DAY
    (event,) = got.events
    assert (event.event_id, event.kind, event.day) == ("always-news", EventKind.NEWS, T0 + DAY)
    assert event.options == () and event.answer_by is None and event.spot_id is None


def test_drawing_again_never_rerolls_and_day_by_day_is_the_same_as_at_once() -> None:
    at_once = draw(rules(), 42, T0, T0 + 6 * DAY, HELD)
    assert draw(rules(), 42, T0, T0 + 6 * DAY + 5 * HOUR, HELD).events == at_once.events
    one_by_one: list[Drawn] = []
    last = T0
    for day in range(1, 7):
        step = draw(rules(), 42, last, T0 + day * DAY, HELD)
        one_by_one += step.events
        last = step.through
    assert tuple(one_by_one) == at_once.events


def test_another_guilds_seed_draws_other_days() -> None:
    def days(seed: int) -> list[tuple[str, dt.datetime]]:
        got, last = [], T0
        for _ in range(10):
            step = draw(rules(), seed, last, last + 7 * DAY, HELD)
            got += [(e.event_id, e.day) for e in step.events]
            last = step.through
        return got

    assert days(42) == days(42) and days(42) != days(43)


def test_a_long_absence_draws_only_the_last_days_r_124() -> None:
    got = draw(rules_with(ALWAYS_NEWS), 1, T0, T0 + 30 * DAY + HOUR, HELD)
    assert got.days == 30 and got.through == T0 + 30 * DAY
    assert [e.day for e in got.events] == [T0 + d * DAY for d in range(31 - BACKLOG_DAYS, 31)]


def test_the_odds_of_the_built_in_table_show_over_many_days() -> None:
    total = sum(e.odds for e in rules().event)
    got = draw(rules(), 5, T0, T0 + 3000 * DAY, HELD)
    assert total == 37
    # Drawn 7 days at a time, as a player looking every week would.
    events: list[Drawn] = []
    last = T0
    for _ in range(400):
        step = draw(rules(), 5, last, last + 7 * DAY, HELD)
        events += step.events
        last = step.through
    share = len(events) / (400 * 7)
    assert 0.32 < share < 0.42, share
    assert {e.kind for e in events} == set(EventKind)  # news, choices and threats all come
    assert got.days == 3000


def test_a_threat_falls_on_a_held_spot_of_its_kinds_r_124() -> None:
    threat = rules_with(ALWAYS_THREAT)
    got = draw(threat, 1, T0, T0 + 3 * DAY, HELD)
    assert [e.spot_id for e in got.events] == [FORGE] * 3  # the tavern is not a forge
    first = got.events[0]
    assert first.text == "Danger at Kettleburn's Forge." and first.answer_by == T0 + DAY + 12 * HOUR
    assert first.spot_name == "Kettleburn's Forge"


def test_a_threat_with_nothing_to_threaten_is_a_quiet_day_r_124() -> None:
    threat = rules_with(ALWAYS_THREAT)
    assert draw(threat, 1, T0, T0 + 3 * DAY, []).events == ()
    assert draw(threat, 1, T0, T0 + 3 * DAY, [spot_of(SpotKind.TAVERN)]).events == ()
    assert draw(threat, 1, T0, T0 + 3 * DAY, []).through == T0 + 3 * DAY  # the days passed


def test_a_threat_of_any_kind_picks_among_every_held_spot() -> None:
    anything = rules_with(ALWAYS_THREAT.replace('spot_kinds = ["forge"]\n', ""))
    got = draw(anything, 9, T0, T0 + 7 * DAY, HELD)
    assert {e.spot_id for e in got.events} == {s.id for s in HELD}


def test_no_events_in_the_file_means_quiet_days() -> None:
    got = draw(rules_with(""), 1, T0, T0 + 5 * DAY, HELD)
    assert got.events == () and got.days == 5


def _choice() -> Drawn:
    return draw(rules_with(ALWAYS_CHOICE), 1, T0, T0 + DAY, HELD).events[0]


def test_a_choice_answered_in_time_6_2() -> None:
    choice = _choice()
    assert choice.kind is EventKind.CHOICE and choice.text == "Choose in the city."
    got = answer(choice, "take", choice.day)
    assert got.lines == (Line(-1, "fame", "A choice: Take it (6.2)"),
                         Line(10, "feods", "A choice: Take it (6.2)"))  # fmt: skip
    assert (got.text, got.lose_spot, got.option_id) == ("Taken.", None, "take")
    assert choice.answer_by is not None
    assert answer(choice, "leave", choice.answer_by - TICK).lines == ()


def test_an_answer_that_is_no_option_is_refused_naming_the_options() -> None:
    with pytest.raises(CityError, match="'steal' is not an answer; choose take, leave"):
        answer(_choice(), "steal", T0 + DAY)


@pytest.mark.parametrize("late", [dt.timedelta(0), HOUR])
def test_too_late_to_answer_the_default_stands_r_124(late: dt.timedelta) -> None:
    choice = _choice()
    assert choice.answer_by is not None
    with pytest.raises(CityError, match="'Leave it' stands"):
        answer(choice, "take", choice.answer_by + late)
    lapsed = lapse(choice, choice.answer_by + late)
    assert lapsed is not None and lapsed.option_id == "leave" and lapsed.lines == ()
    assert lapse(choice, choice.answer_by - TICK) is None


def test_news_asks_nothing() -> None:
    news = draw(rules_with(ALWAYS_NEWS), 1, T0, T0 + DAY, HELD).events[0]
    with pytest.raises(CityError, match="is news: there is nothing to answer"):
        answer(news, "any", T0 + DAY)
    assert lapse(news, T0 + 99 * DAY) is None


def _threat() -> Drawn:
    return draw(rules_with(ALWAYS_THREAT), 1, T0, T0 + DAY, HELD).events[0]


def test_a_threat_answered_keeps_the_spot_or_loses_it_6_2() -> None:
    threat = _threat()
    kept = answer(threat, "defend", T0 + DAY)
    assert kept.lose_spot is None and kept.text == "Kettleburn's Forge is safe."
    assert kept.lines == (Line(-20, "feods", "A threat: Defend it (6.2)"),)
    lost = answer(threat, "yield", T0 + DAY)
    assert lost.lose_spot == FORGE and lost.lines == ()
    assert threat.answer_by is not None
    unanswered = lapse(threat, threat.answer_by)
    assert unanswered is not None and unanswered.lose_spot == FORGE  # the default stands


def test_a_threat_to_a_spot_no_longer_held_passes_r_124() -> None:
    threat = _threat()
    gone = answer(threat, "defend", T0 + DAY, still_held=False)
    assert gone.lines == () and gone.lose_spot is None and "no longer yours" in gone.text
    assert threat.answer_by is not None
    lapsed = lapse(threat, threat.answer_by, still_held=False)
    assert lapsed is not None and lapsed.lose_spot is None


def test_drawn_events_round_trip_through_json() -> None:
    for drawn in (
        _choice(),
        _threat(),
        draw(rules_with(ALWAYS_NEWS), 1, T0, T0 + DAY, []).events[0],
    ):
        assert Drawn.from_json(drawn.to_json()) == drawn


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"kind": "riot"}, "kind"),
        ({"options": []}, "news has no options"),
        ({"answer_by": None}, "news has no options"),
        ({"spot_id": None}, "a threat, and only a threat"),
        ({"day": "2026-03-02T12:00:00"}, "day"),
        ({"extra": 1}, "extra: this field is not part of the format"),
    ],
)
def test_a_damaged_stored_event_is_refused_naming_its_field(
    change: dict[str, object], field: str
) -> None:
    data = {k: v for k, v in (_threat().to_json() | change).items() if v is not None}
    with pytest.raises(CityFormatError, match=f"event: .*{field}"):
        Drawn.from_json(data)


def test_a_stored_event_with_two_defaults_is_refused() -> None:
    data = _threat().to_json()
    data["options"][0]["default"] = True
    with pytest.raises(CityFormatError, match="exactly one is the default"):
        Drawn.from_json(data)


def test_every_event_kind_has_a_label() -> None:
    assert [k.label for k in EventKind] == ["news", "choice", "threat"]
    assert city().name == "Dämonen Loch"
