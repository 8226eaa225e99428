"""The hand-off from the set-up to the tracker (rulebook 6.4.1 "start game", 7;
RULINGS.md R-52): turn 1 is played by the first player the set-up drew; the turn
limit, hidden or not, the objective, the waves, events and rewards go into the save,
and a resumed mission is the same mission."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable

import pytest
from missions_table import HANDS, OWLS, Table, to_characters
from play_support import begun, pass_turn, said, start

from demloc.missions.deployment import (
    deployer,
    elements_owed,
    legal_squares,
    zone_chooser,
    zones,
)
from demloc.missions.play import (
    VERSION,
    Context,
    MissionSaveError,
    Phase,
    begin,
    load_mission,
    new_mission,
)
from demloc.missions.play.begin import deployment_zones
from demloc.missions.play.simulate import play_random_mission
from demloc.missions.start import start_game
from demloc.rules.errors import RulesError


def _deploy(t: Table) -> None:
    while (chooser := zone_chooser(t.state)) is not None:
        taken = {p.zone for p in t.state.players}
        free = next(z.name for z in zones(t.state, t.ctx) if z.name not in taken)
        t("choose_zone", player=chooser.key, zone=free)
    while (due := deployer(t.state)) is not None:
        character = next(p.id for p in due.picks if p.wave == 0 and not p.at)
        t("deploy", player=due.key, character=character,
          at=legal_squares(t.state, t.ctx, due.key)[0], facing="S")  # fmt: skip
    board = t.ctx.board(t.ctx.mission(t.state.mission), len(t.state.players))
    zoned = {s for z in zones(t.state, t.ctx) for s in z.squares}
    for player in t.state.players:
        for kind, count in elements_owed(t.state, t.ctx, player.key).items():
            for _ in range(count):
                taken = {p.at for pl in t.state.players for p in pl.picks} | {
                    at for pl in t.state.players for _k, at in pl.elements
                }
                square = next(
                    s.name for s in board.squares()
                    if s.name not in taken and s.name not in zoned
                    and board.terrain[board.index(s)] == 0
                )  # fmt: skip
                t("place_element", player=player.key, kind=kind, at=square)


def _lamplighters(table: Callable[..., Table]) -> tuple[Table, Context]:
    t = table(seed=5)
    t("choose_mission", mission="the-lamplighters-rise")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    for step in ("next", "set_mode", "next", "next", "next"):
        t(step, **({"mode": "training"} if step == "set_mode" else {}))
    t("pick", player="owls", card="sol-altai")
    t("pick", player="owls", card="sol-jadis", wave=1)
    t("pick", player="hands", card="rog1-magda-thorne")
    for _ in range(3):
        t("next")
    _deploy(t)
    t("start")
    return t, Context(t.ctx.tiles, t.ctx.catalog, t.ctx.dice)


def test_a_set_up_mission_begins_with_its_first_player_and_plan(
    table: Callable[..., Table],
) -> None:
    # 6.4.1: "the app shows the first player to play"; 7: the limit, the objective.
    t, ctx = _lamplighters(table)
    hand_off = start_game(t.state, t.ctx)
    mission = begin(hand_off, ctx, seed=3)
    state = mission.state
    assert state.turn == 0 and state.phase is Phase.TURN_OVER
    assert state.turn_limit == 8 and state.plan is not None
    assert state.objective == hand_off.mission.objective
    assert not state.plan.turn_limit_hidden
    assert [w.characters for w in state.plan.waves] == [w.characters for w in hand_off.waves]
    jadis = t.char("owls", "sol-jadis")
    assert jadis not in state.fighters and jadis in state.plan.kept_aside
    mission.do({"kind": "new_turn"})
    assert mission.state.first == hand_off.first  # not drawn again
    assert "draws" not in mission.events[-1]
    assert said(mission, "drawn at the set-up")
    # The zones each guild chose are kept, for escapes and the relic's way home.
    chosen = {p.colour: p.zone for p in t.state.players}
    assert dict(state.plan.zones) == chosen


def test_turn_two_draws_its_first_player() -> None:
    # 7 "First player playing": every turn after the first draws anew.
    mission = begun()
    mission.do({"kind": "new_turn"})
    pass_turn(mission)
    mission.do({"kind": "new_turn"})
    assert mission.events[-1]["draws"] and mission.state.turn == 2


def test_the_save_keeps_the_plan_and_a_resume_rebuilds_it(table: Callable[..., Table]) -> None:
    t, ctx = _lamplighters(table)
    mission = begin(start_game(t.state, t.ctx), ctx, seed=3)
    for _ in range(2):
        mission.do({"kind": "new_turn"})
        pass_turn(mission)
    mission.do({"kind": "new_turn"})  # turn 3: the wave is due
    assert mission.state.due
    save = json.loads(json.dumps(mission.save_json()))
    assert save["version"] == VERSION == 4 and save["plan"]["mission"]["id"] == (
        "the-lamplighters-rise"
    )
    resumed = load_mission(save, ctx, "save.json")
    assert resumed.state.canonical() == mission.state.canonical()
    assert resumed.state.plan == mission.state.plan
    assert resumed.state.due == mission.state.due


def test_a_version_1_save_still_loads_and_a_newer_one_is_refused() -> None:
    mission = begun()
    mission.do({"kind": "new_turn"})
    old = {k: v for k, v in mission.save_json().items() if k != "plan"} | {"version": 1}
    old["events"] = []
    assert load_mission(old, mission.ctx).state.plan is None
    with pytest.raises(MissionSaveError, match="holds no plan"):
        load_mission(old | {"plan": mission.setup["plan"]}, mission.ctx, "s.json")
    with pytest.raises(MissionSaveError, match="newer DemLoc Companion"):
        load_mission(mission.save_json() | {"version": VERSION + 1}, mission.ctx)


@pytest.mark.parametrize(
    ("damage", "fragment"),
    [
        ({"mission": {"id": "x"}}, r"plan\.mission\."),
        ({"mode": "ranked"}, "plan.mode"),
        ({"first": 3}, "plan.first"),
        ({"waves": [{"number": 1}]}, r"plan\.waves\[0\]"),
        ({"kept_aside": {"X": {"card": "sol-altai"}}}, "plan.kept_aside"),
        ({"zones": {"red": 1}}, "plan.zones"),
        ({"costs": {"owls": "ten"}}, "plan.costs"),
        ({"stake": []}, "plan.stake"),
        ({"kept_aside": {"X": {"owner": "red", "hit": 1, "armour": 10**9}}}, "kept_aside.X"),
        ({"kept_aside": {"X": {"owner": "red", "card": "no-such-card"}}}, "kept_aside.X"),
    ],
)
def test_a_damaged_plan_is_named(damage: dict[str, object], fragment: str) -> None:
    mission = begun()
    save = mission.save_json()
    save["plan"] = save["plan"] | damage
    with pytest.raises(MissionSaveError, match=fragment):
        load_mission(save, mission.ctx, "s.json")


def test_a_hidden_turn_limit_is_kept_hidden() -> None:
    # 7: "the information relating to the number of turns available will not always be
    # shown": the plan says so, and the log never announces the last turn.
    mission = begun(turns={"limit": 1, "hidden": True})
    assert mission.state.plan is not None and mission.state.plan.turn_limit_hidden
    mission.do({"kind": "new_turn"})
    assert not said(mission, "is the last")
    shown = begun(turns={"limit": 1})
    shown.do({"kind": "new_turn"})
    assert said(shown, "turn 1 is the last of the mission (7)")


def test_deployment_zones_come_from_the_miniatures_when_the_set_up_names_none() -> None:
    # 6.4.1: each player deploys in his own zone.
    hand_off, _ctx = start()
    assert deployment_zones(hand_off) == {"red": "west", "blue": "east"}
    named = dataclasses.replace(
        hand_off, players=({"colour": "red", "zone": "east"}, {"colour": "blue", "zone": "west"})
    )
    assert deployment_zones(named) == {"red": "east", "blue": "west"}
    outside, ctx = start(drawing=OUTSIDE)
    with pytest.raises(RulesError, match="red's miniatures do not stand in one deployment zone"):
        begin(outside, ctx, 1)


OUTSIDE = """
+ + + + + + +
 . . A . . E
+ + + + + + +
 . . . . . .
+ + + + + + +
"""


def test_the_first_player_must_play_in_the_mission() -> None:
    hand_off, ctx = start(first="green")
    with pytest.raises(RulesError, match="'green' plays no part"):
        begin(hand_off, ctx, 1)


def test_a_version_1_save_of_a_played_mission_replays_the_same() -> None:
    # A save from before the plan: its events, dice and draws replay as they did.
    hand_off, ctx = start()
    played = play_random_mission(
        new_mission(hand_off.board_map, hand_off.fighters, list(hand_off.players), ctx, 5),
        turns=3,
        seed=2,
    )
    old = played.save_json() | {"version": 1}
    assert "plan" not in old
    assert load_mission(old, ctx).state.canonical() == played.state.canonical()


def test_an_escape_leaves_by_the_zone_the_guild_chose() -> None:
    # 7.2.1 "This is possible only in the initial deployment areas": the plan's zone.
    mission = begun(first="red")
    mission.do({"kind": "new_turn"})
    mission.do({"kind": "escape", "character": "A"})
    assert mission.state.fighter("A").escaped


LIBRARY_2P = [
    "a-night-of-deeds", "blood-in-the-gutters", "burn-the-stores", "first-blood",
    "hold-the-well", "retrieve-the-relic", "the-flood-gate", "the-lamplighters-rise",
    "the-magistrates-escort",
]  # fmt: skip


@pytest.mark.parametrize("mission_id", LIBRARY_2P)
def test_every_mission_of_the_library_begins_plays_and_resumes(
    table: Callable[..., Table], mission_id: str
) -> None:
    # 6.4.1 to 7: set up, handed over, played at random to its end or 8 turns; the save
    # replays to the same state.
    t = to_characters(table(seed=3), mission_id, (OWLS, HANDS), mode="training")
    t("pick", player="owls", card="sol-altai")
    t("pick", player="hands", card="rog1-magda-thorne")
    for _ in range(3):
        t("next")
    _deploy(t)
    t("start")
    ctx = Context(t.ctx.tiles, t.ctx.catalog, t.ctx.dice)
    mission = play_random_mission(begin(start_game(t.state, t.ctx), ctx, seed=4), 8, 4)
    state = mission.state
    assert state.turn >= 1 and state.objective is not None and state.progress
    resumed = load_mission(json.loads(json.dumps(mission.save_json())), ctx)
    assert resumed.state.canonical() == state.canonical()


def test_a_standard_missions_mode_stake_and_costs_are_kept() -> None:
    # 6.4: a standard mission changes the guilds; the resolution (issue 13) reads these.
    from demloc.missions.setup import Mode, Stake

    hand_off, ctx = start(mode=Mode.STANDARD)
    hand_off = dataclasses.replace(
        hand_off, stake=Stake("the-red-lantern", "hands"), costs={"owls": 30, "hands": 0}
    )
    mission = begin(hand_off, ctx, 2)
    plan = load_mission(json.loads(json.dumps(mission.save_json())), ctx).state.plan
    assert plan is not None and plan.mode == "standard"
    assert plan.stake == {"spot": "the-red-lantern", "held_by": "hands"}
    assert dict(plan.costs) == {"owls": 30, "hands": 0}
    assert plan.rewards == hand_off.mission.rewards


def test_a_version_1_save_replays_by_version_1s_rules() -> None:
    # Version 1 took a change of 0 and a dead man's counters as doing nothing; a save it
    # wrote still loads, and stays a version 1 save when saved again.
    hand_off, ctx = start()
    events = [
        {"kind": "seals", "character": "A", "change": 0},
        {"kind": "damage", "character": "E", "amount": 20, "to_life": True},
        {"kind": "bleeding", "character": "E", "change": 1},
    ]
    fresh = new_mission(hand_off.board_map, hand_off.fighters, list(hand_off.players), ctx, 5)
    old = fresh.save_json() | {"version": 1, "events": events}
    mission = load_mission(old, ctx, "old.json")
    assert mission.state.fighter("E").dead and mission.state.version == 1
    assert mission.save_json()["version"] == 1
    with pytest.raises(MissionSaveError, match=r"event 1 \(seals\): .*a change of 0"):
        load_mission(old | {"version": 2}, ctx, "new.json")
