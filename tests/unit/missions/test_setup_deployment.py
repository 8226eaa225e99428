"""The miniatures positioning phase (6.4.1): the first player drawn picks the zone, the
others clockwise (RULINGS.md R-51); then one miniature at a time, clockwise, on free
squares of the player's own zone (7.2.1), with a facing; optional elements placed now."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from missions_table import (
    BOW,
    CROWS,
    HANDS,
    OWLS,
    SABRE,
    Table,
    make_guild,
    refuse,
    to_characters,
    to_deployment,
)

from demloc.missions.deployment import (
    deployer,
    elements_owed,
    legal_squares,
    zone_chooser,
    zones,
)
from demloc.missions.phases import missing
from demloc.missions.setup import Phase

PICKS = {
    "owls": ("sol-jadis", "sol-altai", "sol-wechi"),
    "hands": ("rog1-magda-thorne", "rog1-corvin-ashby"),
}


def _deployment(t: Table, guilds: tuple = (OWLS, HANDS), picks: dict = PICKS) -> Table:  # type: ignore[type-arg]
    to_deployment(to_characters(t, "retrieve-the-relic", guilds), picks)
    assert t.state.phase is Phase.DEPLOYMENT
    return t


def _other(t: Table, key: str) -> str:
    return next(p.key for p in t.state.players if p.key != key)


def test_the_first_player_drawn_chooses_the_zone(table: Callable[..., Table]) -> None:
    t = _deployment(table())
    first = t.state.first_deployer
    assert "deploys first and chooses the zone (6.4.1)" in t.state.notes[-1]
    # The draw is written in the log: replaying it gives the same first player.
    assert t.log.actions[-1].first == first  # type: ignore[union-attr]
    refuse(t, "chooses a zone now: the first player drawn chooses first",
           "choose_zone", player=_other(t, first), zone="north")  # fmt: skip
    refuse(t, "no zone 'east' here (the zones: north, south)",
           "choose_zone", player=first, zone="east")  # fmt: skip
    refuse(t, "choose the deployment zones first", "deploy", player=first,
           character=t.state.player(first).picks[0].id, at="C1", facing="S")  # fmt: skip
    t("choose_zone", player=first, zone="south")
    # Two players: the other is given the last zone.
    assert t.state.player(_other(t, first)).zone == "north"
    assert zone_chooser(t.state) is None


def test_zones_clockwise_with_three_players(table: Callable[..., Table]) -> None:
    picks = {**PICKS, "crows": ("rog2-bram-kettleburn",)}
    t = _deployment(table(), (OWLS, HANDS, CROWS), picks)
    ring = [p.key for p in t.state.players]
    first = ring.index(t.state.first_deployer)
    second, third = ring[(first + 1) % 3], ring[(first + 2) % 3]
    t("choose_zone", player=ring[first], zone="north")
    refuse(t, "the north zone is taken by", "choose_zone", player=second, zone="north")
    t("choose_zone", player=second, zone="west")
    assert t.state.player(third).zone == "south"


def _zones_chosen(t: Table) -> tuple[str, str]:
    first = t.state.first_deployer
    t("choose_zone", player=first, zone="north")
    return first, _other(t, first)


def test_one_miniature_at_a_time_clockwise(table: Callable[..., Table]) -> None:
    t = _deployment(table())
    _zones_chosen(t)
    order = []
    while (due := deployer(t.state)) is not None:
        order.append(due.key)
        character = next(p.id for p in due.picks if not p.at)
        t("deploy", player=due.key, character=character,
          at=legal_squares(t.state, t.ctx, due.key)[0], facing="N")  # fmt: skip
    # The Owls have 3, the Hands 2: alternate while both have some, then the Owls.
    first = t.state.first_deployer
    expected = ["owls", "hands", "owls", "hands", "owls"] if first == "owls" else [
        "hands", "owls", "hands", "owls", "owls"]  # fmt: skip
    assert order == expected


def test_a_square_off_the_zone_or_occupied(table: Callable[..., Table]) -> None:
    t = _deployment(table())
    north, south = _zones_chosen(t)
    mover = t.state.player(north).picks[0].id
    name = t.state.player(north).name
    refuse(t, f"C14 is not in {name}'s north zone (6.4.1)", "deploy",
           player=north, character=mover, at="C14", facing="S")  # fmt: skip
    refuse(t, "is not in", "deploy", player=north, character=mover, at="Z99", facing="S")
    refuse(t, "places a miniature now", "deploy", player=south,
           character=t.state.player(south).picks[0].id, at="C14", facing="N")  # fmt: skip
    t("deploy", player=north, character=mover, at="C1", facing="S")
    refuse(t, "stands on C1 already", "deploy", player=north, character=mover, at="D1",
           facing="S")  # fmt: skip
    t("deploy", player=south, character=t.state.player(south).picks[0].id, at="C14",
      facing="N")  # fmt: skip
    other = next(p.id for p in t.state.player(north).picks if not p.at)
    refuse(t, "C1 is taken by", "deploy", player=north, character=other, at="C1", facing="S")
    refuse(t, "every miniature is placed when all have tapped 'start game'", "next")
    refuse(t, "the miniatures are not all placed", "start")


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
def test_every_facing(table: Callable[..., Table], facing: str) -> None:
    t = _deployment(table())
    first, _ = _zones_chosen(t)
    character = t.state.player(first).picks[0].id
    t("deploy", player=first, character=character, at="E1", facing=facing)
    assert t.state.player(first).pick(character).facing == facing


def test_optional_elements_are_placed_in_this_phase(table: Callable[..., Table]) -> None:
    t = _deployment(table())
    north, south = _zones_chosen(t)
    assert elements_owed(t.state, t.ctx, north) == {"barrel": 2}  # per player (6.4.1)
    refuse(t, "has no palisade left to place (this mission gives each player 0)",
           "place_element", player=north, kind="palisade", at="H7")  # fmt: skip
    refuse(t, "C14 is in", "place_element", player=north, kind="barrel", at="C14")
    refuse(t, "B4 is not free ground", "place_element", player=north, kind="barrel", at="B4")
    refuse(t, "Z99 is off the map", "place_element", player=north, kind="barrel", at="Z99")
    t("place_element", player=north, kind="barrel", at="D1")  # his own zone: allowed
    refuse(t, "D1 is taken by a barrel", "place_element", player=south, kind="barrel", at="D1")
    mover = t.state.player(north).picks[0].id
    refuse(t, "D1 is taken by a barrel", "deploy", player=north, character=mover, at="D1",
           facing="S")  # fmt: skip
    t("place_element", player=north, kind="barrel", at="H8")
    refuse(t, "has no barrel left", "place_element", player=north, kind="barrel", at="H9")
    assert "D1" not in legal_squares(t.state, t.ctx, north)


def test_wave_characters_wait_off_the_board(table: Callable[..., Table]) -> None:
    t = to_characters(table(), "the-lamplighters-rise", (OWLS, HANDS))
    t("pick", player="owls", card="sol-jadis", wave=1)
    to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})
    t("choose_zone", player=t.state.first_deployer, zone="north")
    if t.state.first_deployer == "hands":
        magda = t.char("hands", "rog1-magda-thorne")
        t("deploy", player="hands", character=magda,
          at=legal_squares(t.state, t.ctx, "hands")[0], facing="N")  # fmt: skip
    square = legal_squares(t.state, t.ctx, "owls")[0]
    refuse(t, "enters with wave 1: the app says when and where (6.4.1)", "deploy",
           player="owls", character=t.char("owls", "sol-jadis"), at=square, facing="S")  # fmt: skip
    assert deployer(t.state).key == "owls"  # type: ignore[union-attr]


def test_no_miniature_before_every_player_has_a_zone(table: Callable[..., Table]) -> None:
    # 6.4.1: the zones first, then "the first player places his first miniature and then
    # the others", one at a time, clockwise (RULINGS.md R-67).
    picks = {**PICKS, "crows": ("rog2-bram-kettleburn",)}
    t = _deployment(table(), (OWLS, HANDS, CROWS), picks)
    ring = [p.key for p in t.state.players]
    first = t.state.first_deployer
    second = ring[(ring.index(first) + 1) % 3]
    t("choose_zone", player=first, zone="north")
    mover = t.state.player(first).picks[0].id
    message = refuse(t, "choose the deployment zones first", "deploy",
                     player=first, character=mover, at="C1", facing="N")  # fmt: skip
    assert f"{t.state.player(second).name} chooses now" in message
    assert "(6.4.1, RULINGS.md R-67)" in message
    t("choose_zone", player=second, zone="south")  # the last is given the west
    t("deploy", player=first, character=mover, at="C1", facing="N")


FIVE = (("sol-jadis", (SABRE,)), ("sol-altai", (SABRE,)), ("sol-wechi", (BOW,)),
        ("rog1-magda-thorne", (SABRE,)), ("rog1-corvin-ashby", (BOW,)))  # fmt: skip


def _self_block(t: Table) -> Table:
    """Burn the Stores for 4: the east zone holds 6 squares; Guild A has 5 miniatures
    to place there and 3 barrels he may put in his own zone (R-51)."""
    guilds = (
        make_guild("a", "Guild A", "red", mercenaries=FIVE),
        make_guild("b", "Guild B", "blue", mercenaries=(("rog2-bram-kettleburn", (SABRE,)),)),
        make_guild("c", "Guild C", "green", mercenaries=(("rog2-ilse-crowmantle", (BOW,)),)),
        make_guild("d", "Guild D", "yellow", mercenaries=(("rog2-nettle-gauntry", (SABRE,)),)),
    )
    to_characters(t, "burn-the-stores", guilds, mode="training")
    to_deployment(t, {"a": tuple(c for c, _ in FIVE), "b": ("rog2-bram-kettleburn",),
                      "c": ("rog2-ilse-crowmantle",), "d": ("rog2-nettle-gauntry",)})  # fmt: skip
    while (chooser := zone_chooser(t.state)) is not None:
        taken = {p.zone for p in t.state.players}
        free = [z.name for z in zones(t.state, t.ctx) if z.name not in taken]
        t("choose_zone", player=chooser.key,
          zone="east" if chooser.key == "a" else next(f for f in free if f != "east"))  # fmt: skip
    return t


def test_an_element_may_not_leave_a_zone_without_its_squares(table: Callable[..., Table]) -> None:
    # a barrel that leaves a zone fewer free squares than miniatures still to be
    # placed there is refused, naming it; the deployment can always be finished.
    t = _self_block(table())
    east = legal_squares(t.state, t.ctx, "a")
    assert len(east) == 6
    t("place_element", player="a", kind="barrel", at=east[0])
    message = refuse(t, f"a barrel on {east[1]} would leave Guild A no legal square left in "
                     "the east zone", "place_element", player="a", kind="barrel", at=east[1])  # fmt: skip
    assert "(4 free squares for 5 miniatures)" in message and "R-67" in message
    # Once one of his miniatures stands there, the square he no longer needs is free.
    while (due := deployer(t.state)) is not None and due.key != "a":
        t("deploy", player=due.key, character=due.picks[0].id,
          at=legal_squares(t.state, t.ctx, due.key)[0], facing="W")  # fmt: skip
    t("deploy", player="a", character=t.state.player("a").picks[0].id, at=east[1], facing="W")
    refuse(t, "no legal square left", "place_element", player="a", kind="barrel", at=east[2])


def test_a_zone_left_short_anyway_is_named(table: Callable[..., Table]) -> None:
    # A mission file or a log written before R-67 can still leave a zone short: what
    # the phase needs says so, never a deployment stuck in silence.
    t = _self_block(table())
    east = legal_squares(t.state, t.ctx, "a")
    player = t.state.player("a")
    stuck = dataclasses.replace(player, elements=(("barrel", east[0]), ("barrel", east[1])))
    needs = missing(t.state.with_player(stuck), t.ctx)
    assert any(
        n.startswith("Guild A has no legal square left in the east zone for Corvin Ashby")
        and "R-67" in n
        for n in needs
    ), needs


def test_no_optional_element_on_a_square_an_event_changes(table: Callable[..., Table]) -> None:
    # Issue 26 item 8, RULINGS.md R-135: the Chapel of Bells' turn-3 event opens a door
    # on the south edge of H10; a palisade on H10 (or H11, beyond it) would bar it.
    t = to_characters(table(), "the-chapel-of-bells", (OWLS, HANDS))
    to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})
    first = t.state.first_deployer
    t("choose_zone", player=first, zone="north")
    t("choose_zone", player=_other(t, first), zone="south")
    for square in ("H10", "H11"):
        # Said in the table's words, not the file's ("events.0", "the S edge").
        refuse(t, f"{square} is changed by the mission: on turn 3 an event opens a door in "
               "the south wall of H10; a palisade there would stand in the way",
               "place_element", player=first, kind="palisade", at=square)  # fmt: skip
    t("place_element", player=first, kind="palisade", at="G10")
    assert t.state.player(first).elements == (("palisade", "G10"),)


def test_no_optional_element_shuts_a_zone_in(table: Callable[..., Table]) -> None:
    # 6.4.1, 7.2.1, RULINGS.md: the crypt's one way out before turn 3 is its
    # side door on the west edge of G12, onto F12. A palisade (blocked ground, R-16) on
    # F12 would shut the south zone in again, as the mission check refuses of a map's.
    t = to_characters(table(), "the-chapel-of-bells", (OWLS, HANDS))
    to_deployment(t, {"owls": ("sol-altai",), "hands": ("rog1-magda-thorne",)})
    first = t.state.first_deployer
    t("choose_zone", player=first, zone="north")
    t("choose_zone", player=_other(t, first), zone="south")
    refuse(t, "a palisade on F12 would shut the south zone in: no walk would lead from G13, "
           "H13, I13, J13, G14, H14, I14, J14 to the bell-yard, north zones; place it "
           "elsewhere (6.4.1, 7.2.1, RULINGS.md R-135, R-148)",
           "place_element", player=first, kind="palisade", at="F12")  # fmt: skip
    assert t.state.player(first).elements == ()
    # A barrel is partially walkable ground (7.2.1): a way through, at a cost.
    t("place_element", player=first, kind="barrel", at="F12")
    t("place_element", player=first, kind="palisade", at="F11")
    assert t.state.player(first).elements == (("barrel", "F12"), ("palisade", "F11"))
