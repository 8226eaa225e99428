"""The set-up's draws cannot be fished (RULINGS.md R-66): the control spot is drawn once
(6.4.1), and every draw's seed comes from the log's seed, the kind of draw and its
subject, never from the action's place in the log, so Back, undo or a choice made again
gives the same result: undo is for a mistake, not for a reroll."""

from __future__ import annotations

from collections.abc import Callable

from deploy_helpers import deploy_all
from missions_table import HANDS, OWLS, Table, refuse, to_characters, to_deployment

from demloc.missions import actions as a
from demloc.missions.log import draw_seed
from demloc.missions.setup import Phase, SetupContext


def _to_raffle(t: Table) -> Table:
    t("choose_mission", mission="retrieve-the-relic")
    t("add_player", guild=OWLS)
    t("add_player", guild=HANDS)
    t("next")
    t("set_mode", mode="standard")
    t("next")
    assert t.state.phase is Phase.RAFFLE
    return t


def test_the_control_spot_is_drawn_once(table: Callable[..., Table]) -> None:
    # 6.4.1: "the app shows players the control spot"; one draw, not one per tap.
    t = _to_raffle(table())
    t("draw_stake")
    drawn = t.state.stake
    message = refuse(t, "the control spot at stake is drawn once", "draw_stake")
    assert "(6.4.1, RULINGS.md R-66)" in message and "undo is for a mistake" in message
    assert t.state.stake == drawn


def test_back_to_the_mode_and_again_draws_the_same_spot(table: Callable[..., Table]) -> None:
    t = _to_raffle(table())
    t("draw_stake")
    first = t.state.stake
    t("back")
    t("set_mode", mode="training")  # no stake in training
    assert t.state.stake is None
    t("set_mode", mode="standard")
    t("next")
    t("draw_stake")
    assert t.state.stake == first
    t.log.undo()
    t("draw_stake")
    assert t.state.stake == first


def test_a_draw_does_not_depend_on_its_place_in_the_log(ctx: SetupContext) -> None:
    # Two tables with the same seed, one with more steps before each draw.
    results = []
    for detour in (False, True):
        t = Table(ctx, 7)
        t("choose_mission", mission="retrieve-the-relic")
        t("add_player", guild=OWLS)
        t("add_player", guild=HANDS)
        if detour:
            t("set_colour", player="owls", colour="green")
            t("set_colour", player="owls", colour="red")
        t("next")
        t("set_mode", mode="standard")
        if detour:
            t("back")
            t("next")
        t("next")
        t("draw_stake")
        t("next")
        t("next")
        t("next")
        t("pick", player="owls", card="sol-jadis")
        t("pick", player="hands", card="rog1-magda-thorne")
        if detour:
            t("unpick", player="owls", character=t.char("owls", "sol-jadis"))
            t("pick", player="owls", card="sol-jadis")  # a new id: the same character
        t("next")
        jadis = t.char("owls", "sol-jadis")
        t("channel", player="owls", character=jadis)
        t("next")
        t("next")
        results.append(
            (t.state.stake, t.state.player("owls").pick(jadis).mana, t.state.first_deployer)
        )
    assert results[0] == results[1]
    assert t.log.actions[-1].seed == draw_seed(7, "deploy-first")  # type: ignore[union-attr]


def test_undo_back_and_next_roll_the_same_mana(table: Callable[..., Table]) -> None:
    t = to_characters(table(), "retrieve-the-relic", (OWLS, HANDS))
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="hands", card="rog1-magda-thorne")
    t("next")
    jadis = t.char("owls", "sol-jadis")
    rolls = set()
    for _ in range(4):
        t("channel", player="owls", character=jadis)
        rolls.add(t.state.player("owls").pick(jadis).mana)
        t.log.undo()
        t("back")
        t("next")
    assert len(rolls) == 1
    # Entered from the table, the dice are the players' (6.4.1): no seed is drawn.
    t("channel", player="owls", character=jadis, faces=["seal"] * 4)
    assert isinstance(t.log.actions[-1], a.Channel) and t.log.actions[-1].seed is None


def _to_ready(t: Table) -> Table:
    to_deployment(
        to_characters(t, "retrieve-the-relic", (OWLS, HANDS)),
        {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)},
    )
    deploy_all(t)
    t("start")
    return t


def test_start_back_start_keeps_the_first_player_and_the_relic(ctx: SetupContext) -> None:
    # 7: the app shows the first player to play; Back and "start game" again show the
    # same one, and the true relic (5.7) is the same token.
    for seed in range(6):
        t = _to_ready(Table(ctx, seed))
        drawn = {(t.state.first_player, t.state.true_relic)}
        for _ in range(4):
            t("back")
            assert not t.state.first_player and not t.state.true_relic
            t("start")
            drawn.add((t.state.first_player, t.state.true_relic))
        assert len(drawn) == 1, seed
        start = t.log.actions[-1]
        assert isinstance(start, a.Start)
        assert start.seed == draw_seed(seed, "first-player")
        assert start.relic_seed == draw_seed(seed, "relic")


def test_the_kinds_of_draw_have_their_own_seeds() -> None:
    kinds = ("stake", "deploy-first", "first-player", "relic")
    seeds = {draw_seed(7, kind) for kind in kinds}
    seeds |= {draw_seed(7, "mana", "owls/sol-jadis/1"), draw_seed(7, "mana", "owls/x/1")}
    assert len(seeds) == 6 and all(0 <= s <= a.MAX_SEED for s in seeds)
    assert draw_seed(8, "stake") != draw_seed(7, "stake")


def test_the_spot_at_stake_is_named_with_its_article(table: Callable[..., Table]) -> None:
    # 6.4.1: "at stake: The Gutter Pit, an arena of ..." (not "a arena"; issue 29 review).
    t = _to_raffle(table())
    t("draw_stake", spot="gutter-pit")
    said = t.state.notes[-1]
    assert ", an arena of " in said, said
