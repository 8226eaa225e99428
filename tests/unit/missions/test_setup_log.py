"""The set-up as an append-only log (STYLE.md 10): the canonical text of every action
round-trips; replay, undo and resume are one mechanism (hypothesis: random valid
sequences); a damaged log raises SetupError naming the action, never a traceback."""

from __future__ import annotations

import contextlib
import dataclasses
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from missions_table import CROWS, GUARD, HANDS, MASKS, OWLS, Table, to_characters, to_deployment

from demloc.missions.actions import ACTIONS, action_json, action_text, parse_action
from demloc.missions.deployment import deployer, legal_squares, zone_chooser, zones
from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog, replay
from demloc.missions.setup import SetupContext, SetupState

SAMPLES: dict[str, dict[str, Any]] = {
    "choose_mission": {"mission": "four-banners"},
    "add_player": {"guild": OWLS.to_json(), "colour": "green"},
    "remove_player": {"player": "owls"},
    "set_colour": {"player": "owls", "colour": "yellow"},
    "set_mode": {"mode": "training"},
    "draw_stake": {"seed": 5, "spot": "gutter-pit", "held_by": "owls"},
    "next": {"seed": 1, "first": "hands"},
    "back": {},
    "pick": {"player": "owls", "card": "sol-jadis", "wave": 1},
    "unpick": {"player": "owls", "character": "3-sol-jadis"},
    "hire": {"player": "owls", "card": GUARD},
    "offer": {"player": "owls", "card": "sol-jadis", "feods": 25},
    "settle": {"card": "sol-jadis"},
    "channel": {"player": "owls", "character": "1-sol-jadis", "faces": ["white", "seal"]},
    "set_base": {"player": "owls", "character": "1-sol-jadis", "number": 4},
    "set_category": {"player": "owls", "character": "1-sol-jadis", "category": "sorcerer"},
    "choose_zone": {"player": "owls", "zone": "north"},
    "deploy": {"player": "owls", "character": "1-sol-jadis", "at": "C1", "facing": "W"},
    "place_element": {"player": "owls", "kind": "barrel", "at": "H7"},
    "start": {"seed": 2, "first": "owls"},
}


@pytest.mark.parametrize("kind", ACTIONS)
def test_the_canonical_text_of_every_action_round_trips(kind: str) -> None:
    action = parse_action({"action": kind, **SAMPLES[kind]})
    text = action_text(action)
    assert parse_action(text) == action == parse_action(json.loads(text))
    assert action_text(parse_action(text)) == text
    assert json.loads(text)["action"] == kind


def _full_log(ctx: SetupContext, seed: int = 7) -> Table:
    t = to_characters(Table(ctx, seed), "retrieve-the-relic", (OWLS, HANDS))
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="hands", card="sol-jadis")
    t("settle", card="sol-jadis")
    t("hire", player="hands", card=GUARD)
    to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})
    t("choose_zone", player=t.state.first_deployer, zone="north")
    while (due := deployer(t.state)) is not None:
        character = next(p.id for p in due.picks if not p.at)
        t("deploy", player=due.key, character=character,
          at=legal_squares(t.state, ctx, due.key)[0], facing="S")  # fmt: skip
    for key, square in (("owls", "H7"), ("owls", "H8"), ("hands", "I7"), ("hands", "I8")):
        t("place_element", player=key, kind="barrel", at=square)
    t("start")
    return t


def test_replay_and_resume_give_the_same_state(ctx: SetupContext) -> None:
    t = _full_log(ctx)
    assert replay(t.log.actions, ctx) == t.state
    saved = json.loads(json.dumps(t.log.save_json()))
    resumed = SetupLog.load_json(saved, ctx)
    assert resumed.state == t.state and resumed.state.canonical() == t.state.canonical()
    # Every draw was written in the log: another seed replays the same.
    assert SetupLog.load_json(saved | {"seed": 12345}, ctx).state == t.state
    # Undo is the replay without the last action.
    for _ in range(len(t.log.actions)):
        actions = list(t.log.actions[:-1])
        assert t.log.undo() == replay(actions, ctx)
    with pytest.raises(SetupError, match="nothing to undo"):
        t.log.undo()


def test_a_newer_or_foreign_log_is_refused(ctx: SetupContext) -> None:
    saved = _full_log(ctx).log.save_json()
    for damaged, message in (
        (saved | {"version": 2}, "saved by a newer DemLoc Companion"),
        (saved | {"format": "chess"}, "not a DemLoc mission set-up"),
        (saved | {"seed": "x"}, "seed is missing or damaged"),
        (saved | {"actions": {}}, "actions are missing"),
        (
            saved | {"actions": [*saved["actions"], {"action": "next"}]},
            r"action \d+: the mission has started",
        ),
    ):
        with pytest.raises(SetupError, match=message):
            SetupLog.load_json(damaged, ctx)


# ---- random valid sequences ---------------------------------------------------------------

GUILDS = (OWLS, HANDS, CROWS, MASKS)


def _candidates(state: SetupState, ctx: SetupContext) -> list[dict[str, Any]]:
    """Actions a player might tap in this phase (some refused: the fold keeps the rest),
    with Next often and Back now and then, so that sequences reach the later phases."""
    phase = state.phase.value
    found: list[dict[str, Any]] = [{"action": "next"}] * 3 + [{"action": "back"}]
    if phase == "players":
        found += [{"action": "choose_mission", "mission": m}
                  for m in ("hold-the-well", "first-blood", "retrieve-the-relic")]  # fmt: skip
        found += [{"action": "add_player", "guild": g.to_json()} for g in GUILDS] * 2
        found += [{"action": "remove_player", "player": p.key} for p in state.players[:1]]
        found += [{"action": "set_colour", "player": p.key, "colour": c}
                  for p in state.players for c in ("red", "green")]  # fmt: skip
    elif phase == "mode":
        found += [{"action": "set_mode", "mode": m} for m in ("training", "standard")]
    elif phase == "raffle":
        found += [{"action": "draw_stake"}]
    for player in state.players if phase == "characters" else ():
        cards = [m.card for m in player.guild.mercenaries] + [GUARD]
        found += [{"action": "pick", "player": player.key, "card": c} for c in cards] * 2
        found += [{"action": "hire", "player": player.key, "card": GUARD}]
        found += [{"action": "offer", "player": player.key, "card": "sol-jadis", "feods": f}
                  for f in (0, 10)]  # fmt: skip
        found += [{"action": "unpick", "player": player.key, "character": p.id}
                  for p in player.picks[:1]]  # fmt: skip
        found += [{"action": "settle", "card": "sol-jadis"}]
    for player in state.players if phase in ("cards", "miniatures", "deployment") else ():
        for p in player.picks:
            found += [
                {"action": "channel", "player": player.key, "character": p.id},
                {"action": "set_base", "player": player.key, "character": p.id, "number": 2},
            ]
    if phase == "deployment":
        if (chooser := zone_chooser(state)) is not None:
            found += [{"action": "choose_zone", "player": chooser.key, "zone": z.name}
                      for z in zones(state, ctx)]  # fmt: skip
        elif (due := deployer(state)) is not None:
            waiting = [p.id for p in due.picks if not p.at and not p.wave]
            found += [{"action": "deploy", "player": due.key, "character": c, "at": square,
                       "facing": f}
                      for c in waiting[:1] for square in legal_squares(state, ctx, due.key)[:3]
                      for f in ("N", "S")]  # fmt: skip
        found += [{"action": "start"}] * 8
        found += [{"action": "place_element", "player": p.key, "kind": "barrel", "at": sq}
                  for p in state.players for sq in ("H7", "H8", "I7", "I8", "G9")]  # fmt: skip
    return found


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 1000))
def test_random_valid_sequences_replay_undo_and_redo(
    ctx: SetupContext, data: st.DataObject, seed: int
) -> None:
    log = SetupLog(ctx, seed)
    for _ in range(120):
        action = data.draw(st.sampled_from(_candidates(log.state, ctx)))
        try:
            log.do(action)
        except SetupError:
            continue
    assert replay(log.actions, ctx) == log.state
    if log.actions:
        last, after = log.actions[-1], log.state
        before = log.undo()
        assert before == replay(log.actions, ctx)
        assert log.do(action_json(last)) == after  # redo: the same state again


# ---- damaged logs -------------------------------------------------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=12)
    | st.floats(allow_nan=True),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)  # fmt: skip


@pytest.mark.fuzz
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_log_raises_only_setup_error(ctx: SetupContext, data: st.DataObject) -> None:
    saved = _SAVED.setdefault("log", _full_log(ctx).log.save_json())
    actions = [dict(a) for a in saved["actions"]]
    for _ in range(data.draw(st.integers(1, 4))):
        n = data.draw(st.integers(0, len(actions) - 1))
        how = data.draw(st.sampled_from(["drop", "field", "key", "swap", "junk"]))
        if how == "drop":
            del actions[n]
        elif how == "swap":
            m = data.draw(st.integers(0, len(actions) - 1))
            actions[n], actions[m] = actions[m], actions[n]
        elif how == "junk":
            actions[n] = data.draw(JUNK)
        elif isinstance(actions[n], dict) and actions[n]:
            key = data.draw(st.sampled_from(sorted(actions[n])))
            if how == "field":
                actions[n][key] = data.draw(JUNK)
            else:
                del actions[n][key]
        if not actions:
            break
    with contextlib.suppress(SetupError):
        SetupLog.load_json(saved | {"actions": actions}, ctx)


_SAVED: dict[str, dict[str, Any]] = {}


def _edited(ctx: SetupContext, mission_id: str, **changes: Any) -> SetupContext:
    mission = ctx.missions[mission_id].model_copy(update=changes)
    return dataclasses.replace(ctx, missions={**ctx.missions, mission_id: mission})


def test_the_mission_chosen_is_recorded_with_its_content(ctx: SetupContext) -> None:
    # RULINGS.md R-68: the log records a digest of the mission file as it records a
    # draw; a saved set-up whose mission file changed since is named at its first step,
    # with what changed, never at a later step with a puzzling message.
    t = _full_log(ctx)
    saved = t.log.save_json()
    first = saved["actions"][0]
    assert first["action"] == "choose_mission" and set(first["content"]) >= {"slots", "map"}
    assert SetupLog.load_json(saved, ctx).state == t.state  # the same file: resumed
    mission = ctx.missions["retrieve-the-relic"]
    edited = _edited(ctx, "retrieve-the-relic", slots=mission.slots + 1)
    with pytest.raises(SetupError) as error:
        SetupLog.load_json(saved, edited)
    assert str(error.value) == (
        f"action 1: the mission file of {mission.name} changed since this set-up began: its "
        "slots is not what the set-up was prepared with, so its steps cannot be replayed "
        "on it; put the file back as it was, or start a new set-up (RULINGS.md R-68)"
    )
    two = list(reversed(mission.deployment.two or []))
    zones_moved = mission.deployment.model_copy(update={"two": two})
    edited = _edited(ctx, "retrieve-the-relic", deployment=zones_moved, story="Another.")
    with pytest.raises(SetupError, match=r"action 1: .* its deployment, story are not what"):
        SetupLog.load_json(saved, edited)


def test_a_log_without_the_content_still_replays(ctx: SetupContext) -> None:
    t = _full_log(ctx)
    saved = t.log.save_json()
    del saved["actions"][0]["content"]  # written before R-68
    assert SetupLog.load_json(saved, ctx).state == t.state


def test_a_content_that_is_no_digest_is_named() -> None:
    with pytest.raises(SetupError, match=r"choose_mission\.content\.map: String should match"):
        parse_action({"action": "choose_mission", "mission": "x", "content": {"map": "zz"}})
