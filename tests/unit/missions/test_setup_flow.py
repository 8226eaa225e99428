"""End to end through the core API, phase by phase as 6.4.1 lists them, to "start
game": a standard mission for 2 players, one for 4 ('four-banners'), and a training
mission ('first-blood')."""

from __future__ import annotations

import json
from collections.abc import Callable

from missions_table import CROWS, GUARD, HANDS, MASKS, OWLS, Table

from demloc.board.board import Board
from demloc.missions.deployment import deployer, elements_owed, legal_squares, zone_chooser, zones
from demloc.missions.phases import missing
from demloc.missions.play import Context, new_mission
from demloc.missions.setup import Mode, Phase, Source
from demloc.missions.start import checklist, start_game


def _deploy_everyone(t: Table) -> None:
    """6.4.1: the first player drawn picks the zone, then clockwise; then one miniature
    at a time, clockwise, on free squares of the player's own zone."""
    state = t.state
    while (chooser := zone_chooser(t.state)) is not None:
        taken = {p.zone for p in t.state.players}
        free = next(z.name for z in zones(t.state, t.ctx) if z.name not in taken)
        t("choose_zone", player=chooser.key, zone=free)
    assert state.first_deployer == t.state.first_deployer
    turns = []
    while (due := deployer(t.state)) is not None:
        turns.append(due.key)
        character = next(p.id for p in due.picks if p.wave == 0 and not p.at)
        square = legal_squares(t.state, t.ctx, due.key)[0]
        t("deploy", player=due.key, character=character, at=square, facing="S")
    # Clockwise from the first: the first player places the first miniature.
    assert turns[0] == t.state.first_deployer
    for player in t.state.players:
        for kind, count in elements_owed(t.state, t.ctx, player.key).items():
            board = t.ctx.board(t.ctx.mission(t.state.mission), len(t.state.players))
            for _ in range(count):
                taken = {p.at for pl in t.state.players for p in pl.picks} | {
                    at for pl in t.state.players for _k, at in pl.elements
                }
                zoned = {s for z in zones(t.state, t.ctx) for s in z.squares}
                square = next(
                    s.name for s in board.squares()
                    if s.name not in taken and s.name not in zoned
                    and board.terrain[board.index(s)] == 0
                )  # fmt: skip
                t("place_element", player=player.key, kind=kind, at=square)


def test_a_standard_mission_for_two_players(table: Callable[..., Table]) -> None:
    t = table()
    # 1. Players (6.4): two guilds; the second prefers red too and is given another colour.
    t("choose_mission", mission="retrieve-the-relic")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    assert [p.colour for p in t.state.players] == ["red", "blue"]
    t("next")
    # 2. Mode.
    assert t.state.phase is Phase.MODE
    t("set_mode", mode="standard")
    t("next")
    # 3. Raffle (standard only): a control spot of the city, drawn.
    assert t.state.phase is Phase.RAFFLE
    t("draw_stake")
    assert t.state.stake is not None
    assert t.ctx.city.spot(t.state.stake.spot)
    t("next")
    # 4. Objective, 5. map creation: shown, nothing to choose.
    assert t.state.phase is Phase.OBJECTIVE
    t("next")
    assert t.state.phase is Phase.MAP
    t("next")
    # 6. Characters: both want Jadis (5.1.1): a small auction settles it.
    assert t.state.phase is Phase.CHARACTERS
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="hands", card="sol-jadis")
    assert t.state.contests and "wanted by" in t.state.notes[-1]
    t("offer", player="owls", card="sol-jadis", feods=20)
    t("offer", player="hands", card="sol-jadis", feods=30)
    assert not t.state.contests
    assert "sides with The Red Hands, for 30 feods" in t.state.notes[-1]
    jadis = t.char("hands", "sol-jadis")
    assert t.state.player("hands").pick(jadis).feods == 30
    t("pick", player="owls", card="sol-altai")
    t("pick", player="owls", card=GUARD)  # from the guesthouse
    t("hire", player="owls", card=GUARD)  # from the table's pool, 30 feods
    t("pick", player="hands", card="rog1-magda-thorne")
    t("pick", player="hands", card="rog1-corvin-ashby")
    assert missing(t.state, t.ctx) == []
    t("next")
    # 7. Pulling the cards: Jadis (arcane 4) channels 4 arcane dice, entered by hand.
    assert t.state.phase is Phase.CARDS
    assert checklist(t.state, t.ctx, "hands")[0].name == "Jadis"
    t("channel", player="hands", character=jadis, faces=["white", "black", "seal", "white"])
    assert t.state.player("hands").pick(jadis).white == 2
    t("next")
    # 8. Miniatures: sub-bases suggested 1, 2, 3 per colour; categories fit (5.2).
    assert t.state.phase is Phase.MINIATURES
    assert sorted(p.base for p in t.state.player("owls").picks) == [1, 2, 3]
    t("set_base", player="owls", character=t.char("owls", "sol-altai"), number=3)
    t("set_category", player="hands", character=jadis, category="sorcerer")
    t("next")
    # 9. Deployment.
    assert t.state.phase is Phase.DEPLOYMENT
    assert t.state.first_deployer in ("owls", "hands")
    _deploy_everyone(t)
    assert missing(t.state, t.ctx) == []
    t("start")
    assert t.state.phase is Phase.READY
    start = start_game(t.state, t.ctx)
    assert start.mode is Mode.STANDARD and start.stake == t.state.stake and start.charged
    assert start.costs == {"owls": 30, "hands": 30}
    assert len(start.board_map.characters) == 6
    assert len([e for e in start.board_map.elements if e.kind.value == "barrel"]) >= 4
    assert start.fighters[jadis] == {
        "card": "sol-jadis", "weapons": ["rog-w-watchmans-sabre"], "white": 2, "black": 1
    }  # fmt: skip
    # The tracker takes it from here: the rules engine's mission starts from it.
    Board.build(start.board_map, t.ctx.tiles)
    mission = new_mission(
        start.board_map, start.fighters, start.players,
        Context(t.ctx.tiles, t.ctx.catalog, t.ctx.dice), seed=1,
        turn_limit=start.mission.turns.limit or 0,
    )  # fmt: skip
    assert mission.state.fighter(jadis).white == 2
    assert start.first in ("red", "blue")


def test_a_standard_mission_for_four_players(table: Callable[..., Table]) -> None:
    t = table(seed=11)
    t("choose_mission", mission="four-banners")
    for guild in (OWLS, HANDS, CROWS, MASKS):
        t("add_player", guild=guild)
    assert len({p.colour for p in t.state.players}) == 4
    for step in ("next", "set_mode", "next", "draw_stake", "next", "next", "next"):
        t(step, **({"mode": "standard"} if step == "set_mode" else {}))
    assert t.state.phase is Phase.CHARACTERS
    for key, cards in {
        "owls": ("sol-jadis", "sol-altai", "sol-wechi"),
        "hands": ("rog1-magda-thorne", "rog1-corvin-ashby"),
        "crows": ("rog2-bram-kettleburn", "rog2-ilse-crowmantle"),
        "masks": ("rog1-pike-tallow", "rog2-nettle-gauntry"),
    }.items():
        for card in cards:
            t("pick", player=key, card=card)
    t("hire", player="crows", card=GUARD)
    t("next")
    for player in t.state.players:
        for p in player.picks:
            if t.ctx.character_card(p.card).profile.arcane:
                t("channel", player=player.key, character=p.id)  # rolled by the app
    t("next")
    t("next")
    _deploy_everyone(t)
    t("start")
    start = start_game(t.state, t.ctx)
    assert {p["colour"] for p in start.players} == {"red", "blue", "green", "yellow"}
    assert len(start.board_map.characters) == 10
    assert {p.zone for p in t.state.players} == {"north", "south", "west", "east"}


def test_a_training_mission(table: Callable[..., Table]) -> None:
    t = table(seed=3)
    t("choose_mission", mission="first-blood")
    t("add_player", guild=CROWS)
    t("add_player", guild=MASKS)
    t("next")
    t("set_mode", mode="training")
    assert "nothing about the guilds will change" in t.state.notes[-1]
    t("next")
    assert t.state.phase is Phase.OBJECTIVE  # no raffle in training (6.4.1)
    t("next")
    t("next")
    t("pick", player="crows", card="rog2-bram-kettleburn")
    t("pick", player="masks", card="rog1-pike-tallow")
    t("next")
    pike = t.char("masks", "rog1-pike-tallow")
    t("channel", player="masks", character=pike, faces=["seal"])  # arcane 1: one die
    assert t.state.player("masks").pick(pike).mana == ("seal",)
    t("next")
    t("next")
    _deploy_everyone(t)
    t("start")
    start = start_game(t.state, t.ctx)
    assert start.mode is Mode.TRAINING and start.stake is None and not start.charged
    assert all(p.source is not Source.HIRED for pl in t.state.players for p in pl.picks)
    # Back from the start returns to the deployment, keeping every miniature.
    t("back")
    assert t.state.phase is Phase.DEPLOYMENT and not t.state.first_player
    assert all(p.at for pl in t.state.players for p in pl.picks)


def test_a_wave_mission_hands_its_waves_to_the_tracker(table: Callable[..., Table]) -> None:
    # 6.4.1: wave characters are chosen now, kept in the box, and the app says when.
    t = table(seed=5)
    t("choose_mission", mission="the-lamplighters-rise")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    for step in ("next", "set_mode", "next", "next", "next"):
        t(step, **({"mode": "training"} if step == "set_mode" else {}))
    t("pick", player="owls", card="sol-altai")
    t("pick", player="owls", card="sol-jadis", wave=1)
    t("pick", player="hands", card="rog1-magda-thorne")
    t("next")
    t("next")  # Jadis waits: he channels when he enters
    t("next")
    _deploy_everyone(t)
    t("start")
    start = start_game(t.state, t.ctx)
    jadis = t.char("owls", "sol-jadis")
    assert jadis not in start.fighters and start.kept_aside[jadis]["owner"] == "red"
    assert start.waves[0].characters == (jadis,) and start.waves[0].turn >= 2
    assert start.to_json()["waves"][0]["characters"] == [jadis]
    assert json.loads(json.dumps(start.to_json())) == start.to_json()  # plain JSON
