"""The players, the mode and the raffle (6.4, 6.4.1 phases 1-3), Next and Back, and
the bad input of those phases: each refused with a message naming the rule, and
nothing changed."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from missions_table import CROWS, HANDS, MASKS, OWLS, Table, make_guild, refuse, to_characters

from demloc.missions.phases import missing, stake_candidates
from demloc.missions.setup import Mode, Phase, SetupContext

EXTRA = make_guild("fifth", "The Fifth Guild", "blue")


def test_a_guild_already_at_the_table(table: Callable[..., Table]) -> None:
    t = table()
    t("add_player", guild=OWLS)
    refuse(t, "The Grey Owls is already at the table (6.4)", "add_player", guild=OWLS)


def test_two_players_with_one_colour(table: Callable[..., Table]) -> None:
    t = table()
    t("add_player", guild=OWLS)
    # 4, 5.2: the colour is the sub-base colour; each guild its own.
    refuse(t, "red is taken by The Grey Owls", "add_player", guild=HANDS, colour="red")
    t("add_player", guild=HANDS)  # prefers red: given the first free colour, and told
    assert t.state.player("hands").colour == "blue"
    assert "red is taken by The Grey Owls: The Red Hands takes blue" in t.state.notes[-2]
    refuse(t, "blue is taken by The Red Hands", "set_colour", player="owls", colour="blue")


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "green"])
def test_every_colour_can_be_set(table: Callable[..., Table], colour: str) -> None:
    t = table()
    t("add_player", guild=CROWS, colour="yellow" if colour == "green" else "green")
    t("set_colour", player="crows", colour=colour)
    assert t.state.player("crows").colour == colour


@pytest.mark.parametrize("source", ["local", "file"])
def test_a_guild_from_this_computer_or_from_a_file(
    table: Callable[..., Table], source: str
) -> None:
    t = table()
    t("add_player", guild=dataclasses.replace(OWLS, source=source))
    assert ("guild file" in t.state.notes[-1]) is (source == "file")


def test_two_to_four_players(table: Callable[..., Table]) -> None:
    t = table()
    t("choose_mission", mission="hold-the-well")
    t("add_player", guild=OWLS)
    refuse(t, "a mission takes 2 to 4 guilds (6.4): 1 at the table", "next")
    for guild in (HANDS, CROWS, MASKS):
        t("add_player", guild=guild)
    refuse(t, "the table is full", "add_player", guild=EXTRA)


def test_a_mission_that_does_not_support_the_number_of_players(
    table: Callable[..., Table],
) -> None:
    t = table()
    t("choose_mission", mission="four-banners")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    refuse(t, "Four Banners is for 4 players: 2 at the table", "next")
    t("choose_mission", mission="first-blood")
    refuse(t, "First Blood (training) is for 2 players (6.4)", "add_player", guild=CROWS)
    t("choose_mission", mission="hold-the-well")
    t("add_player", guild=CROWS)
    refuse(t, "is for 2 players; 3 are at the table", "choose_mission", mission="first-blood")


def test_no_mission_and_an_unknown_one(table: Callable[..., Table]) -> None:
    t = table()
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    refuse(t, "choose a mission", "next")
    refuse(t, "no mission 'nowhere' in the library", "choose_mission", mission="nowhere")


def test_remove_a_player(table: Callable[..., Table]) -> None:
    t = table()
    t("add_player", guild=OWLS)
    refuse(t, "no player 'ghosts' at the table", "remove_player", player="ghosts")
    t("remove_player", player="owls")
    assert t.state.players == ()


@pytest.mark.parametrize("mode", list(Mode))
def test_both_modes(table: Callable[..., Table], mode: Mode) -> None:
    t = table()
    t("choose_mission", mission="hold-the-well")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    t("next")
    refuse(t, "choose training or standard (6.4)", "next")
    t("set_mode", mode=mode.value)
    t("next")
    # 6.4.1: the raffle phase is for standard missions only.
    assert t.state.phase is (Phase.RAFFLE if mode is Mode.STANDARD else Phase.OBJECTIVE)
    t("back")
    assert t.state.phase is Phase.MODE and t.state.mode is mode  # Back keeps the choice


def test_a_training_scenario_is_played_in_training_mode(table: Callable[..., Table]) -> None:
    t = table()
    t("choose_mission", mission="first-blood")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    t("next")
    refuse(t, "it is played in training mode (6.4, RULINGS.md R-50)", "set_mode", mode="standard")


def test_an_action_of_another_phase(table: Callable[..., Table]) -> None:
    t = table()
    refuse(t, "pick belongs to the characters choice phase; this is the players phase",
           "pick", player="owls", card="sol-jadis")  # fmt: skip
    refuse(t, "this is the first phase", "back")


def _standard_at_raffle(t: Table) -> Table:
    t("choose_mission", mission="hold-the-well")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    t("next")
    t("set_mode", mode="standard")
    t("next")
    return t


def test_the_raffle_draws_a_spot_free_or_held_at_the_table(ctx: SetupContext) -> None:
    spots = [s.id for s in ctx.city.spots]
    # All but two spots held by a guild not at the table: only those two can be drawn.
    holders = {s: "absent" for s in spots[2:]} | {spots[1]: "owls"}
    held = dataclasses.replace(ctx, holders=holders)
    for seed in range(12):
        t = _standard_at_raffle(Table(held, seed))
        refuse(t, "draw the control spot at stake (6.4.1)", "next")
        t("draw_stake")
        stake = t.state.stake
        assert stake is not None and stake.spot in spots[:2]
        assert stake.held_by == ("owls" if stake.spot == spots[1] else None)
        assert ("held by The Grey Owls" in t.state.notes[-1]) is (stake.held_by == "owls")
        # The log keeps what was drawn: a replay does not draw again.
        assert t.log.actions[-1].spot == stake.spot  # type: ignore[union-attr]
    assert {c.spot for c in stake_candidates(t.state, held)} == set(spots[:2])


def test_no_spot_can_be_at_stake(ctx: SetupContext) -> None:
    t = _standard_at_raffle(Table(dataclasses.replace(
        ctx, holders={s.id: "absent" for s in ctx.city.spots}
    )))  # fmt: skip
    refuse(t, "every control spot is held by guilds not at this table", "draw_stake")


def test_a_training_mission_has_nothing_at_stake(table: Callable[..., Table]) -> None:
    t = _standard_at_raffle(table())
    t("draw_stake")
    t("back")
    t("set_mode", mode="training")
    assert t.state.stake is None


def test_back_returns_through_every_phase_keeping_choices(table: Callable[..., Table]) -> None:
    t = to_characters(table(), "hold-the-well", (OWLS, HANDS))
    t("pick", player="owls", card="sol-altai")
    seen = []
    while t.state.phase is not Phase.PLAYERS:
        t("back")
        seen.append(t.state.phase)
    assert seen == [Phase.MAP, Phase.OBJECTIVE, Phase.RAFFLE, Phase.MODE, Phase.PLAYERS]
    assert t.state.player("owls").picks and t.state.stake is not None
    assert missing(t.state, t.ctx) == []
