"""The escort's dignitary in the set-up (6.4.1, RULINGS.md R-64, R-69): he joins the
first deployer's guild when it chooses its zone, beyond its slots and for no feods, is
on its checklist with a sub-base number, is placed in its zone one miniature at a time,
and is handed to the tracker (`MissionStart.dignitary`, his spec's card the mission's
`objective.dignitary.card`); Back, undo and a change of table keep it all consistent."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from deploy_helpers import deploy_all
from missions_table import HANDS, OWLS, Table, refuse, to_characters, to_deployment
from pydantic import ValidationError

from demloc.missions.characters import pool, used_slots
from demloc.missions.deployment import deployer, zone_chooser
from demloc.missions.setup import Phase, SetupContext, Source
from demloc.missions.spec import Dignitary
from demloc.missions.start import checklist, start_game

ESCORT = "the-magistrates-escort"
CARD = "rog-f-dignitary"


def _at_deployment(table: Callable[..., Table], seed: int = 7) -> Table:
    t = to_characters(table(seed), ESCORT, (OWLS, HANDS), mode="training")
    return to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})


def _phase(t: Table) -> Phase:
    return t.state.phase


def _dignitaries(t: Table) -> list[tuple[str, str]]:
    return [
        (player.key, p.id)
        for player in t.state.players
        for p in player.picks
        if p.source is Source.MISSION
    ]


def test_he_joins_the_first_deployer_when_it_chooses_its_zone(
    table: Callable[..., Table],
) -> None:
    t = _at_deployment(table)
    first = t.state.first_deployer
    assert first and _dignitaries(t) == []  # the zones are not chosen yet
    slots_before = used_slots(t.state, first, 0)
    feods_before = t.state.player(first).feods_left
    pool_before = pool(t.state)
    t("choose_zone", player=first, zone="north")
    [(key, fid)] = _dignitaries(t)
    assert key == first
    player = t.state.player(first)
    picked = player.pick(fid)
    assert picked.card == CARD and picked.wave == 0 and picked.feods == 0
    assert picked.category == "follower"
    bases = [p.base for p in player.picks]
    assert picked.base == max(bases) and len(set(bases)) == len(bases)  # the next free number
    assert used_slots(t.state, first, 0) == slots_before  # beyond the slots
    assert player.feods_left == feods_before  # no feods
    assert pool(t.state) == pool_before  # no card of the table's pool
    assert any("escorts the Dignitary: pull the card (rog-f-dignitary)" in n
               for n in t.state.notes)  # fmt: skip
    # On the escorting guild's checklist, marked as the mission's card.
    lines = checklist(t.state, t.ctx, first)
    [line] = [x for x in lines if x.character == fid]
    assert (line.name, line.kind, line.dignitary) == ("Dignitary", "follower", True)
    assert not any(x.dignitary for x in lines if x.character != fid)
    other = next(p.key for p in t.state.players if p.key != first)
    assert not any(x.dignitary for x in checklist(t.state, t.ctx, other))


def test_he_is_placed_in_the_escorts_zone_one_at_a_time(table: Callable[..., Table]) -> None:
    t = _at_deployment(table)
    first = t.state.first_deployer
    while (chooser := zone_chooser(t.state)) is not None:
        taken = {p.zone for p in t.state.players}
        t("choose_zone", player=chooser.key, zone="north" if "north" not in taken else "south")
    [(_key, fid)] = _dignitaries(t)
    other = next(p.key for p in t.state.players if p.key != first)
    zone = next(z for z in t.ctx.mission(ESCORT).deployment.for_players(2) or ()
                if z.name == t.state.player(other).zone)  # fmt: skip
    refuse(t, f"is not in {t.state.player(first).name}'s", "deploy",
           player=first, character=fid, at=zone.squares[0], facing="S")  # fmt: skip
    # Clockwise, one miniature at a time: the escort has two to place, the other one.
    order = []
    while (due := deployer(t.state)) is not None:
        character = next(p.id for p in due.picks if p.wave == 0 and not p.at)
        mine = next(z for z in t.ctx.mission(ESCORT).deployment.for_players(2) or ()
                    if z.name == due.zone)  # fmt: skip
        taken = {p.at for pl in t.state.players for p in pl.picks}
        square = next(s for s in mine.squares if s not in taken)
        order.append(due.key)
        t("deploy", player=due.key, character=character, at=square, facing="S")
    assert order == [first, other, first]
    assert t.state.player(first).pick(fid).at in next(
        z.squares for z in t.ctx.mission(ESCORT).deployment.for_players(2) or ()
        if z.name == t.state.player(first).zone
    )  # fmt: skip


def test_the_hand_off_names_him(table: Callable[..., Table]) -> None:
    t = _at_deployment(table)
    deploy_all(t)
    t("start")
    start = start_game(t.state, t.ctx)
    [(key, fid)] = _dignitaries(t)
    escort = t.state.player(key)
    assert key == t.state.first_deployer and start.first_deployer == escort.colour
    assert start.dignitary == fid
    assert start.fighters[fid]["card"] == start.mission.objective.dignitary.card == CARD  # type: ignore[union-attr]
    [miniature] = [c for c in start.board_map.characters if c.id == fid]
    assert (miniature.colour, miniature.number, miniature.card) == (
        escort.colour, escort.pick(fid).base, CARD,
    )  # fmt: skip
    assert start.costs[key] == 0  # training; and he is never paid for
    data = start.to_json()
    assert data["dignitary"] == fid and data["fighters"][fid]["card"] == CARD
    assert json.loads(json.dumps(data)) == data


def test_a_mission_without_a_dignitary_hands_none(table: Callable[..., Table]) -> None:
    t = to_characters(table(), "retrieve-the-relic", (OWLS, HANDS), mode="training")
    t = to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})
    deploy_all(t)
    assert _dignitaries(t) == []
    t("start")
    start = start_game(t.state, t.ctx)
    assert start.dignitary == "" and start.to_json()["dignitary"] == ""


def test_undo_and_back_keep_him_consistent(table: Callable[..., Table]) -> None:
    t = _at_deployment(table)
    first = t.state.first_deployer
    # Back before the zones: no dignitary; Next again: the same first deployer.
    t("back")
    assert _dignitaries(t) == []
    t("next")
    assert t.state.first_deployer == first and _dignitaries(t) == []
    t("choose_zone", player=first, zone="south")
    [(_key, fid)] = _dignitaries(t)
    # Undo the zone choice: he leaves.
    t.log.undo()
    assert _dignitaries(t) == [] and zone_chooser(t.state).key == first  # type: ignore[union-attr]
    # Chosen again, he comes back as the same character (the same id, the same number).
    t("choose_zone", player=first, zone="north")
    [(_key, again)] = _dignitaries(t)
    assert again == fid
    # Back through the phases: he stays with his guild, takes no slot and is not
    # unpicked; the characters phase's Next is not held up by him.
    for _ in range(3):
        t("back")
    assert _phase(t) is Phase.CHARACTERS
    refuse(t, "comes with the mission", "unpick", player=first, character=fid)
    t("next")
    t("next")
    t("next")
    assert _phase(t) is Phase.DEPLOYMENT and _dignitaries(t) == [(first, fid)]
    # Resuming the log gives the same table.
    resumed = type(t.log).load_json(t.log.save_json(), t.ctx)
    assert resumed.state == t.state


def test_a_new_table_sends_him_away(table: Callable[..., Table]) -> None:
    t = _at_deployment(table)
    t("choose_zone", player=t.state.first_deployer, zone="north")
    assert _dignitaries(t)
    for _ in range(7):  # back to the players phase (training: no raffle)
        t("back")
    assert _phase(t) is Phase.PLAYERS and _dignitaries(t)  # nothing changed yet
    t("remove_player", player="hands")
    assert _dignitaries(t) == []  # the zones went, and the dignitary with them
    assert t.state.first_deployer == ""


def test_only_the_first_deployer_escorts() -> None:
    assert Dignitary(card=CARD).escort == "first-deployer"
    with pytest.raises(ValidationError, match="drawn at 'start game', after the dignitary"):
        Dignitary.model_validate({"card": CARD, "escort": "first-player"})


def test_an_arcane_dignitary_is_refused(ctx: SetupContext) -> None:
    from demloc.missions.library import check_mission

    mission = ctx.mission(ESCORT)
    objective = mission.objective.model_copy(update={"dignitary": Dignitary(card="rog-f-cultist")})
    problems = check_mission(mission.model_copy(update={"objective": objective}), ctx.tiles,
                             ctx.catalog)  # fmt: skip
    assert any("objective.dignitary.card" in p and "arcane ability" in p for p in problems), (
        problems
    )
