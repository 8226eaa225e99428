"""resolve(): every character's fate and what he needs (6.4.1, 7.2.1, 7.2.3; RULINGS.md
R-97..R-101), the spot at stake (R-103), 4 players."""

from __future__ import annotations

import dataclasses

import pytest
from resolution_support import ended, played

from demloc.missions.play import Mission
from demloc.missions.resolution.injuries import load_table
from demloc.missions.resolution.model import CharacterResult, Fate
from demloc.missions.resolution.resolve import resolve
from demloc.missions.setup import Mode
from demloc.rules.errors import RulesError


def _fates(mission: Mission, **entered: int) -> dict[str, CharacterResult]:
    r = resolve(mission, entered=entered)
    return {c.character: c for g in r.guilds for c in g.characters}


def test_killed_by_damage_each_injury_row_6_4_1_R98() -> None:
    mission = ended(played(0), "elimination")  # A's hearts broken by E's attack
    dead = _fates(mission, A=1)["A"]
    injured = _fates(mission, A=4)["A"]
    fine = _fates(mission, A=10)["A"]
    assert dead.fate is Fate.DEAD and "dormitory" in dead.needs
    assert injured.fate is Fate.INJURED
    assert (injured.missions_out, injured.feods) == (1, 5)
    assert injured.needs == "1 mission out, 5 feods"
    assert fine.fate is Fate.FINE and fine.needs == ""
    assert "taken out by damage" in fine.why
    assert dict(resolve(mission, entered={"A": 4}).rolls) == {"A": 4}


def test_entered_face_out_of_range_is_refused_R99() -> None:
    mission = ended(played(0), "elimination")
    for face in (0, 11):
        with pytest.raises(RulesError, match="d10"):
            resolve(mission, entered={"A": face})
    with pytest.raises(RulesError, match="no character"):
        resolve(mission, entered={"Z": 3})


def _with(mission: Mission, fid: str, **changes: object) -> Mission:
    state = mission.states[mission.cursor]
    fighter = dataclasses.replace(state.fighters[fid], **changes)  # type: ignore[arg-type]
    mission.states[mission.cursor] = dataclasses.replace(
        state, fighters={**state.fighters, fid: fighter}
    )
    return mission


def test_possessed_who_left_the_board_escaped_and_costs_fame_7_2_3_R97() -> None:
    mission = _with(ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"]),
                    "A", possessed=True, escaped=True)  # fmt: skip
    r = resolve(mission)
    red = r.guilds[0]
    a = next(c for c in red.characters if c.character == "A")
    assert a.fate is Fate.ESCAPED and "7.2.3" in a.why
    assert (-5, "1 possessed character left the board (7.2.3)") in [
        (x.amount, x.why) for x in red.fame
    ]


def test_escaped_by_his_zone_is_fine_7_2_1_R97() -> None:
    mission = _with(ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"]),
                    "A", escaped=True)  # fmt: skip
    a = _fates(mission)["A"]
    assert a.fate is Fate.FINE and "7.2.1" in a.why
    assert all(x.amount != -5 for g in resolve(mission).guilds for x in g.fame)


def test_hearts_broken_by_hand_are_a_death_by_damage_R98() -> None:
    mission = played(3, rounds=1)
    victim = next(f for f in mission.state.fighters.values() if f.owner == "blue" and not f.dead)
    while not mission.state.fighters[victim.id].dead:
        mission.do({"kind": "tokens", "character": victim.id, "hearts": 1})
    ended(mission, "surrender", player="blue", agreed=["red"])
    fate = _fates(mission, **{victim.id: 3})[victim.id]
    row = load_table().row_for("damage", 3)
    assert "taken out by damage" in fate.why and fate.days_out == row.days


def test_tokens_death_uses_the_tokens_rows_R98() -> None:
    mission = _with(ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"]),
                    "E", dead=True)  # fmt: skip
    e = _fates(mission, E=3)["E"]
    row = load_table().row_for("tokens", 3)
    assert e.fate is Fate.INJURED and e.building == row.building
    assert e.days_out == row.days and "bleeding or poison" in e.why


@pytest.mark.parametrize("kind", ["follower", "daemon"])
def test_followers_and_daemons_out_are_dead_without_a_roll_R101(kind: str) -> None:
    from demloc.catalog.cards import CardKind

    mission = _with(ended(played(0), "elimination"), "A", kind=CardKind(kind))
    r = resolve(mission)
    a = next(c for g in r.guilds for c in g.characters if c.character == "A")
    assert a.fate is Fate.DEAD and a.kind == kind and r.rolls == ()


def test_every_fate_value_is_reached() -> None:
    seen = {c.fate for c in _fates(ended(played(0), "elimination"), A=1).values()}
    seen |= {_fates(ended(played(0), "elimination"), A=4)["A"].fate}
    m = _with(ended(played(3, rounds=1), "surrender", player="red", agreed=["blue"]),
              "A", possessed=True, escaped=True)  # fmt: skip
    seen |= {_fates(m)["A"].fate}
    assert seen == set(Fate)


def _staked(held_by: str | None, winner_reason: dict[str, object]) -> Mission:
    mission = played(3, rounds=1)
    plan = mission.state.plan
    assert plan is not None
    staked = dataclasses.replace(plan, stake={"spot": "drowned-lantern", "held_by": held_by})
    mission.states = [dataclasses.replace(s, plan=staked) for s in mission.states]
    return ended(mission, **winner_reason)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("held", "ending", "after", "word"),
    [
        (None, {"reason": "surrender", "player": "red", "agreed": ["blue"]}, "hands", "won by"),
        ("blue", {"reason": "surrender", "player": "red", "agreed": ["blue"]}, "hands", "kept by"),
        ("red", {"reason": "surrender", "player": "red", "agreed": ["blue"]}, "hands", "lost by"),
        (None, {"reason": "surrender", "player": "blue", "agreed": ["red"]}, "owls", "won by"),
    ],
)
def test_control_spot_won_kept_lost_6_4_1_R103(
    held: str | None, ending: dict[str, object], after: str, word: str
) -> None:
    from demloc.city.model import load_city

    r = resolve(_staked(held, ending), city=load_city())
    assert r.spot is not None and r.spot.after == after and r.spot.why.startswith(word)
    assert r.spot.name == "The Drowned Lantern" and r.spot.effects.startswith("tavern")


def test_control_spot_stays_free_or_held_without_a_winner_R103() -> None:
    mission = _staked(None, {"reason": "objective", "player": "red"})
    # a draw: the turn limit with no one on the objective is tested in the rewards file;
    # here the spot without a winner is checked through the helper directly.
    from demloc.missions.resolution.resolve import _spot

    free = _spot({"spot": "x", "held_by": None}, "", mission, None, "standard")
    assert free is not None and free.why == "stays free (6.4.1)" and free.after == ""
    kept = _spot({"spot": "x", "held_by": "red"}, "", mission, None, "standard")
    assert kept is not None and kept.after == "owls" and kept.why.startswith("kept by Owls")
    assert _spot({"spot": "x"}, "red", mission, None, "training") is None


def test_training_has_no_spot_6_4() -> None:
    r = resolve(ended(played(0, mode=Mode.TRAINING), "elimination"))
    assert r.spot is None and not r.writes


def test_items_are_the_objects_carried_home_R100() -> None:
    mission = _with(ended(played(0), "elimination"), "E", objects=("relic", "token"))
    blue = resolve(mission).guilds[1]
    assert blue.item_cards == ("relic", "token")
    assert [x.why for x in blue.items] == [
        "relic carried home (6.4.1, R-100)", "token carried home (6.4.1, R-100)"]  # fmt: skip
    lost = resolve(_with(mission, "E", possessed=True)).guilds[1]
    assert lost.item_cards == () and lost.items == ()
    dead = resolve(_with(ended(played(0), "elimination"), "A", objects=("relic",)))
    assert dead.guilds[0].item_cards == ()  # a dead character's objects are lost
