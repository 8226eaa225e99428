"""What "start game" hands the tracker (6.4.1, 7, RULINGS.md R-52, R-68): each player's
zone with its squares, his fate points and, for a guild brought on a file, the file; the
first player drawn in the set-up; a full copy of the mission; and the true relic (5.7),
drawn at "start game" from the set-up's seed and never said on a set-up screen."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable

import pytest
from deploy_helpers import deploy_all
from missions_table import HANDS, OWLS, SABRE, Table, make_guild, refuse, to_characters

from demloc.board import mapfile
from demloc.board.position import TokenKind
from demloc.missions.deployment import zones
from demloc.missions.errors import SetupError
from demloc.missions.setup import SetupContext
from demloc.missions.start import fate_points, start_game

FILED = make_guild(
    "filed", "The Travellers", "blue", source="file",
    mercenaries=(("sol-jadis", (SABRE,)), ("rog1-magda-thorne", (SABRE,))),
)  # fmt: skip
PATH = "/home/mara/guilds/travellers.demloc-guild.json"


def _ready(t: Table, mission: str = "retrieve-the-relic") -> Table:
    t("choose_mission", mission=mission)
    t("add_player", guild=OWLS)
    t("add_player", guild=FILED, file=PATH)
    for step in ("next", "set_mode", "next", "next", "next"):
        t(step, **({"mode": "training"} if step == "set_mode" else {}))
    t("pick", player="owls", card="sol-altai")
    t("pick", player="filed", card="rog1-magda-thorne")
    t("next")
    t("next")
    t("next")
    deploy_all(t)
    t("start")
    return t


def test_each_player_has_his_zone_fate_points_and_file(table: Callable[..., Table]) -> None:
    t = _ready(table())
    start = start_game(t.state, t.ctx)
    by_zone = {z.name: z for z in zones(t.state, t.ctx)}
    for entry, player in zip(start.players, t.state.players, strict=True):
        assert entry["zone"] == player.zone
        assert entry["zone_squares"] == list(by_zone[player.zone].squares)
        assert entry["fate_points"] == fate_points(start.mission)
        assert {"colour", "guild", "name", "source"} <= set(entry)  # kept as before
    owls, filed = start.players
    assert "guild_file" not in owls and filed["guild_file"] == PATH
    assert t.state.player("filed").file == PATH
    # The path is in the log: a resume keeps it.
    resumed = type(t.log).load_json(t.log.save_json(), t.ctx)
    assert resumed.state.player("filed").file == PATH


def test_only_a_guild_on_a_file_names_a_file(table: Callable[..., Table]) -> None:
    t = table()
    t("choose_mission", mission="retrieve-the-relic")
    refuse(t, "The Grey Owls is a guild of this computer: only a guild brought on a file "
           "names its file (6.4)", "add_player", guild=OWLS, file=PATH)  # fmt: skip


def test_the_first_deployer_and_a_full_copy_of_the_mission(table: Callable[..., Table]) -> None:
    t = _ready(table(), "the-magistrates-escort")
    start = start_game(t.state, t.ctx)
    first = t.state.player(t.state.first_deployer)
    assert start.first_deployer == first.colour  # the escort's "first player drawn"
    data = start.to_json()
    assert data["first_deployer"] == first.colour
    assert data["mission"] == start.mission.id  # as before
    assert data["mission_spec"] == start.mission.model_dump(mode="json")
    assert json.loads(json.dumps(data)) == data  # plain JSON
    assert type(start.mission).model_validate(data["mission_spec"]) == start.mission


def _relic(t: Table) -> str:
    start = start_game(t.state, t.ctx)
    relics = [tk for tk in start.board_map.tokens if tk.kind is TokenKind.RELIC]
    assert len(relics) == 4 and sum(tk.true_relic for tk in relics) == 1  # 5.7
    true = next(tk.at.name for tk in relics if tk.true_relic)
    assert true == t.state.true_relic
    back = mapfile.loads(json.dumps(start.to_json()["map"]), "x")
    assert [tk.at.name for tk in back.tokens if tk.true_relic] == [true]
    return true


@pytest.mark.slow
def test_the_true_relic_is_drawn_at_start_game(ctx: SetupContext) -> None:
    drawn = set()
    for seed in range(12):
        t = _ready(Table(ctx, seed))
        true = _relic(t)
        drawn.add(true)
        # Never said on a set-up screen: no note names it, nor before "start game".
        assert not any(true in note for note in t.state.notes)
        assert t.log.actions[-1].relic == true  # type: ignore[union-attr]
        # The same set-up draws the same relic again.
        assert type(t.log).load_json(t.log.save_json(), ctx).state.true_relic == true
    assert len(drawn) > 1  # the set-up's seed decides, not the mission file


def test_a_recorded_relic_not_on_a_token_is_named(table: Callable[..., Table]) -> None:
    t = _ready(table())
    t("back")
    refuse(t, "start: no relic token on A1", "start", relic="A1")


def test_a_mission_without_relics_draws_none(table: Callable[..., Table]) -> None:
    t = to_characters(table(), "first-blood", (OWLS, HANDS), mode="training")
    t("pick", player="owls", card="sol-altai")
    t("pick", player="hands", card="rog1-magda-thorne")
    for _ in range(3):
        t("next")
    deploy_all(t)
    t("start")
    assert t.state.true_relic == ""
    assert t.log.actions[-1].relic is None  # type: ignore[union-attr]


def test_the_fate_points_are_the_mission_file_s(ctx: SetupContext) -> None:
    # the mission file says how many fate points each guild has (3 if it does not).
    mission = ctx.missions["retrieve-the-relic"].model_copy(update={"fate_points": 5})
    edited = dataclasses.replace(ctx, missions={**ctx.missions, mission.id: mission})
    start = start_game(_ready(Table(edited)).state, edited)
    assert [p["fate_points"] for p in start.players] == [5, 5]
    assert fate_points(ctx.missions["first-blood"]) == ctx.missions["first-blood"].fate_points


def test_start_game_refuses_a_mercenary_on_two_sides(table: Callable[..., Table]) -> None:
    # Issue 26 item 9, 5.1.1, RULINGS.md R-136: the board check's rule, said by the same
    # code; the characters phase settles contests, so only a damaged log gets here.
    t = table()
    t("choose_mission", mission="retrieve-the-relic")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    for step in ("next", "set_mode", "next", "next", "next"):
        t(step, **({"mode": "training"} if step == "set_mode" else {}))
    t("pick", player="owls", card="sol-altai")
    t("pick", player="hands", card="rog1-magda-thorne")
    for _ in range(3):
        t("next")
    deploy_all(t)
    t("start")
    players = tuple(
        dataclasses.replace(
            p, picks=tuple(dataclasses.replace(k, card="sol-jadis") for k in p.picks)
        )
        for p in t.state.players
    )
    twice = dataclasses.replace(t.state, players=players)
    owls, hands = (p.picks[0] for p in players)
    red, blue = (p.colour for p in players)
    with pytest.raises(SetupError) as error:
        start_game(twice, t.ctx)
    assert str(error.value) == (
        f"mercenary Jadis is in the mission twice: {owls.id} ({red} {owls.base}), {hands.id} "
        f"({blue} {hands.base}); a mercenary plays once in a mission (the rule of uniqueness, "
        "5.1.1): go back to the characters phase and leave one of them out"
    )
