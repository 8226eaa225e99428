"""The characters choice phase (6.4.1): ready mercenaries (5.1.4), guesthouse and
hired followers from the table's pool (5.1.2), slots and waves, the rule of uniqueness
across the table (5.1.1, RULINGS.md R-49); then the card pulling (mana) and the
miniatures (5.2)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from missions_table import (
    BOW,
    GUARD,
    HANDS,
    OWLS,
    SABRE,
    Table,
    make_guild,
    refuse,
    to_characters,
)

from demloc.catalog.catalog import load_catalog
from demloc.missions.characters import no_ready_mercenary, pool, used_slots
from demloc.missions.errors import SetupError
from demloc.missions.log import apply
from demloc.missions.phases import missing
from demloc.missions.setup import Phase, SetupContext, Source
from demloc.missions.table import Status
from demloc.paths import builtin_sets_dir


def _two(t: Table, mission: str = "retrieve-the-relic", guilds: tuple = (OWLS, HANDS)) -> Table:  # type: ignore[type-arg]
    return to_characters(t, mission, guilds)


@pytest.mark.parametrize("status", [s for s in Status if s is not Status.READY])
def test_a_mercenary_not_ready_cannot_join(table: Callable[..., Table], status: Status) -> None:
    sick = make_guild("sick", "The Sick House", "green", statuses={"sol-altai": status.value})
    t = _two(table(), guilds=(OWLS, sick))
    refuse(t, f"Altai cannot join the mission: the mercenary is {status.value} (6.4.1)",
           "pick", player="sick", card="sol-altai")  # fmt: skip


def test_a_mercenary_needs_a_weapon(table: Callable[..., Table]) -> None:
    bare = make_guild("bare", "The Bare Hands", "green", mercenaries=(("sol-altai", ()),))
    t = _two(table(), guilds=(OWLS, bare))
    refuse(t, "has no weapon equipped: a mercenary needs at least one (5.1.4)",
           "pick", player="bare", card="sol-altai")  # fmt: skip
    # Said at the characters phase, with the reason, and Next refused.
    # The cards named by name, not id (issue 11 review, finding 6).
    assert no_ready_mercenary(t.state, t.ctx) == [
        "The Bare Hands has no ready mercenary (Altai has no weapon equipped: a mercenary "
        "needs at least one (5.1.4)): a mercenary needs good health and a weapon they can hold "
        "(5.1.4)"
    ]
    refuse(t, "The Bare Hands has no ready mercenary (Altai has no weapon", "next")


def test_every_reason_named_by_card_name(table: Callable[..., Table]) -> None:
    # 6.4.1, 5.1.4: each mercenary of the dormitory with why he cannot join, by name.
    sick = make_guild("sick", "The Sick Ward", "green",
                      mercenaries=(("sol-jadis", (SABRE,)), ("sol-altai", (SABRE,))),
                      statuses={"sol-jadis": "injured", "sol-altai": "dead"})  # fmt: skip
    t = _two(table(), guilds=(OWLS, sick))
    t("pick", player="owls", card="sol-jadis")
    message = refuse(t, "The Sick Ward has no ready mercenary (Jadis is injured; Altai is dead)",
                     "next")  # fmt: skip
    assert "sol-" not in message


def test_a_weapon_he_cannot_hold(table: Callable[..., Table]) -> None:
    # 5.1.4: "at least one weapon equipped" means one he can hold: the ready check is
    # the check pick makes, so Next names the reason and never asks to pick him.
    wrong = make_guild("wrong", "The Wrong Grip", "green", mercenaries=(("sol-altai", (BOW,)),))
    t = _two(table(), guilds=(OWLS, wrong))
    refuse(t, "Altai cannot join the mission", "pick", player="wrong", card="sol-altai")
    t("pick", player="owls", card="sol-jadis")
    [problem] = no_ready_mercenary(t.state, t.ctx)
    assert problem.startswith(
        "The Wrong Grip has no ready mercenary (Altai cannot hold their weapons: Altai's primary "
        "slot does not take bows and crossbows (Yew Short Bow)"
    )
    message = refuse(t, "The Wrong Grip has no ready mercenary (Altai cannot hold", "next")
    assert "pick one" not in message


def test_a_mercenary_of_another_dormitory(table: Callable[..., Table]) -> None:
    t = _two(table())
    refuse(t, "Wechi is not in The Red Hands's dormitory (5.1.1)",
           "pick", player="hands", card="sol-wechi")  # fmt: skip
    t("pick", player="owls", card="sol-wechi")
    refuse(t, "The Grey Owls has picked Wechi already", "pick", player="owls", card="sol-wechi")


def test_more_picks_than_slots_refused(table: Callable[..., Table]) -> None:
    many = make_guild("many", "The Many", "green", feods=500, mercenaries=(
        ("sol-altai", (SABRE,)), ("sol-wechi", (BOW,)), ("rog1-magda-thorne", (SABRE,)),
        ("rog1-corvin-ashby", (BOW,)),
    ))  # fmt: skip
    t = to_characters(table(), "first-blood", (many, HANDS), mode="training")
    for card in ("sol-altai", "sol-wechi", "rog1-magda-thorne"):
        t("pick", player="many", card=card)
    refuse(t, "The Many has 3 slots at the start in First Blood (training), all taken",
           "pick", player="many", card="rog1-corvin-ashby")  # fmt: skip


def test_guesthouse_followers(table: Callable[..., Table]) -> None:
    t = _two(table())
    t("pick", player="owls", card=GUARD)
    assert t.state.player("owls").picks[-1].source is Source.GUESTHOUSE
    refuse(t, "The Grey Owls's guesthouse lodges 1 City Guard: all picked",
           "pick", player="owls", card=GUARD)  # fmt: skip
    refuse(t, "City Guard is not in The Red Hands's guesthouse: hire them",
           "pick", player="hands", card=GUARD)  # fmt: skip


def test_hired_followers_come_from_the_pool_of_the_table(table: Callable[..., Table]) -> None:
    # 5.1.2: the Owls' collection holds 2 City Guards, the Hands' 1: 3 at the table.
    t = _two(table())
    assert pool(t.state)[GUARD] == (3, 0, 3)
    t("pick", player="owls", card=GUARD)  # the guesthouse's takes a card too
    t("hire", player="hands", card=GUARD)
    assert "1 left at the table" in t.state.notes[-1]
    t("hire", player="owls", card=GUARD)
    assert pool(t.state)[GUARD] == (3, 3, 0)
    refuse(t, "no City Guard card is left at the table: the players' collections hold 3 "
           "between them and 3 are taken (5.1.2)", "hire", player="hands", card=GUARD)  # fmt: skip
    assert t.state.player("owls").feods_left == 170


def test_a_guesthouse_follower_takes_a_card_of_the_pool(table: Callable[..., Table]) -> None:
    # 5.1.2, R-50: every follower on the table, from a guesthouse or hired, takes a card.
    t = _two(table())  # 3 City Guard cards at the table; the Owls lodge one
    for _ in range(3):
        t("hire", player="hands" if t.state.player("hands").feods_left >= 30 else "owls",
          card=GUARD)  # fmt: skip
    refuse(t, "no City Guard card is left at the table: the players' collections hold 3 "
           "between them and 3 are taken; a guesthouse follower needs one too (5.1.2, "
           "RULINGS.md R-50)", "pick", player="owls", card=GUARD)  # fmt: skip


def test_a_guild_leaving_takes_its_cards_and_next_says_so(table: Callable[..., Table]) -> None:
    # 5.1.2, R-50: the Lenders' 3 City Guard cards go with them; 4 picked from 1 card left
    # is named and Next refused until the extra are unpicked.
    owls = make_guild("owls", "The Grey Owls", "red", feods=200, followers=((GUARD, 1),))
    lend = make_guild("lend", "The Lenders", "blue", mercenaries=(("sol-jadis", (SABRE,)),),
                      followers=((GUARD, 3),))  # fmt: skip
    third = make_guild("third", "The Third", "green", mercenaries=(("sol-wechi", (BOW,)),),
                       followers=())  # fmt: skip
    t = _two(table(), guilds=(owls, lend, third))
    t("pick", player="owls", card="sol-altai")
    for _ in range(4):
        t("hire", player="owls", card=GUARD)
    while t.state.phase is not Phase.PLAYERS:
        t("back")
    t("remove_player", player="lend")
    while t.state.phase is not Phase.CHARACTERS:
        t("draw_stake") if t.state.phase is Phase.RAFFLE and not t.state.stake else t("next")
    t("pick", player="third", card="sol-wechi")
    assert pool(t.state)[GUARD] == (1, 4, 0)
    refuse(t, "4 City Guard are picked but the collections at the table hold 1 between "
           "them: unpick 3 (5.1.2, RULINGS.md R-50)", "next")  # fmt: skip
    guards = [p.id for p in t.state.player("owls").picks if p.card == GUARD]
    for character in guards[:3]:
        t("unpick", player="owls", character=character)
    assert missing(t.state, t.ctx) == []


def test_the_guilds_of_one_account_count_its_collection_once(
    table: Callable[..., Table],
) -> None:
    # 5.1.2, R-62: one account, one box of cards, whatever the number of its guilds.
    one = make_guild("one", "The One", "red", followers=((GUARD, 4),))
    two = make_guild("two", "The Two", "blue", mercenaries=(("sol-jadis", (SABRE,)),),
                     followers=((GUARD, 4),))  # fmt: skip
    same = [dataclasses.replace(g, account="account-1") for g in (one, two)]
    t = _two(table(), guilds=tuple(same))
    assert pool(t.state)[GUARD] == (4, 0, 4)
    # Without an account (or of two accounts) each guild brings its own cards.
    t = _two(table(), guilds=(one, two))
    assert pool(t.state)[GUARD] == (8, 0, 8)


def test_not_enough_feods_for_a_follower(table: Callable[..., Table]) -> None:
    poor = make_guild("poor", "The Poor", "green", feods=20)
    t = _two(table(), guilds=(OWLS, poor))
    refuse(t, "The Poor has 20 feods left; a City Guard costs 30 (5.1.2)",
           "hire", player="poor", card=GUARD)  # fmt: skip


def test_only_the_followers_on_offer(table: Callable[..., Table]) -> None:
    t = _two(table())
    refuse(t, "Surgeon is not on offer in Retrieve the Relic", "hire",
           player="owls", card="rog-f-surgeon")  # fmt: skip
    refuse(t, "is not in the catalog", "hire", player="owls", card="nobody")


def test_wave_characters_are_chosen_now_and_kept_aside(table: Callable[..., Table]) -> None:
    t = _two(table(), mission="the-lamplighters-rise")  # waves of 2 and 1 slots
    t("pick", player="owls", card="sol-altai")
    t("pick", player="owls", card="sol-jadis", wave=1)
    t("pick", player="owls", card="sol-wechi", wave=2)
    t("pick", player="hands", card="rog1-corvin-ashby", wave=2)
    refuse(t, "The Red Hands has 1 slot in wave 2", "pick",
           player="hands", card="rog1-magda-thorne", wave=2)  # fmt: skip
    refuse(t, "has 2 waves: no wave 3", "pick", player="hands", card="sol-jadis", wave=3)
    t("pick", player="hands", card="rog1-magda-thorne")
    t("next")
    jadis = t.char("owls", "sol-jadis")
    # a wave character channels when he enters, not now.
    refuse(t, "enters with wave 1: they channel on entering", "channel",
           player="owls", character=jadis, seed=1)  # fmt: skip
    assert missing(t.state, t.ctx) == []


def test_no_waves_in_a_mission_without_them(table: Callable[..., Table]) -> None:
    t = _two(table())
    refuse(t, "has no waves", "pick", player="owls", card="sol-altai", wave=1)


# ---- 5.1.1 across the table ---------------------------------------------------------------


def test_the_greater_fame_takes_him_by_default(table: Callable[..., Table]) -> None:
    t = _two(table())
    t("pick", player="hands", card="sol-jadis")
    t("pick", player="owls", card="sol-jadis")
    assert "Jadis is wanted by The Red Hands and The Grey Owls" in t.state.notes[-1]
    assert t.state.player("hands").picks == ()
    refuse(t, "Jadis is wanted by The Red Hands and The Grey Owls: settle it", "next")
    t("settle", card="sol-jadis")
    assert (
        "Jadis sides with The Grey Owls, the guild with the greater fame (40 against 25)"
        in (t.state.notes[-1])
    )
    refuse(t, "Jadis is already at the table with The Grey Owls: a mercenary plays once in "
           "a mission (5.1.1)", "pick", player="hands", card="sol-jadis")  # fmt: skip


def test_the_contest_note_gives_each_guild_its_own_fame(table: Callable[..., Table]) -> None:
    # settling by fame; the fame named is the famous guild's, whoever chose first.
    t = _two(table())
    t("pick", player="hands", card="sol-jadis")  # fame 25, first
    t("pick", player="owls", card="sol-jadis")  # fame 40
    assert "Settle: the greater fame (The Grey Owls, 40 against 25)" in t.state.notes[-1]


def test_the_contest_note_at_equal_fame_says_who_chose_first(
    table: Callable[..., Table],
) -> None:
    # equal fame: whoever chose him first.
    twin = make_guild("twin", "The Twins", "green", fame=40, mercenaries=(("sol-jadis", (SABRE,)),))
    t = _two(table(), guilds=(twin, OWLS))
    t("pick", player="twin", card="sol-jadis")
    t("pick", player="owls", card="sol-jadis")
    note = t.state.notes[-1]
    assert "greater fame" not in note
    assert (
        "Settle: equal fame (The Twins and The Grey Owls, 40 each), so The Twins, who chose "
        "them first" in note
    )
    t("settle", card="sol-jadis")
    assert "Jadis sides with The Twins, who chose them first" in t.state.notes[-1]


def test_giving_up_a_contested_mercenary_names_the_rule(table: Callable[..., Table]) -> None:
    # 5.1.1: a guild that gives up its claim leaves him to the other; the note names it.
    crows = make_guild("crows", "The Crows", "green", mercenaries=(("sol-jadis", (SABRE,)),))
    t = _two(table(), guilds=(OWLS, HANDS, crows))
    for key in ("owls", "hands", "crows"):
        t("pick", player=key, card="sol-jadis")
    contest = t.state.contests[0]
    t("unpick", player="crows", character=contest.claims[2].id)
    assert t.state.notes[-1] == (
        "The Crows gives up Jadis: The Grey Owls and The Red Hands still want them (5.1.1)"
    )
    t("unpick", player="hands", character=contest.claims[1].id)
    assert t.state.notes[-1] == "The Red Hands gives up Jadis: Jadis goes to The Grey Owls (5.1.1)"


def test_equal_offers_then_equal_fame(table: Callable[..., Table]) -> None:
    twin = make_guild("twin", "The Twins", "green", fame=40, feods=200,
                      mercenaries=(("sol-jadis", (SABRE,)),))  # fmt: skip
    t = _two(table(), guilds=(twin, OWLS))
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="twin", card="sol-jadis")
    t("offer", player="twin", card="sol-jadis", feods=10)
    t("offer", player="owls", card="sol-jadis", feods=10)
    assert "Jadis sides with The Grey Owls, who chose them first" in t.state.notes[-1]
    assert t.state.player("owls").paid == 10


def test_an_auction_refuses_what_is_not_his_to_offer(table: Callable[..., Table]) -> None:
    t = _two(table())
    refuse(t, "nothing to settle", "settle", card="sol-jadis")
    t("pick", player="owls", card="sol-jadis")
    refuse(t, "The Red Hands is not bidding for Jadis", "offer",
           player="hands", card="sol-jadis", feods=5)  # fmt: skip
    t("pick", player="hands", card="sol-jadis")
    refuse(t, "The Red Hands has 120 feods left: cannot offer 121", "offer",
           player="hands", card="sol-jadis", feods=121)  # fmt: skip
    # A claim holds a slot; giving it up leaves him to the other.
    assert used_slots(t.state, "hands", 0) == 1
    claim = t.state.contests[0].claims[1].id
    t("unpick", player="hands", character=claim)
    assert "The Red Hands gives up Jadis: Jadis goes to The Grey Owls (5.1.1)" in t.state.notes[-1]
    assert t.state.player("owls").picks[0].card == "sol-jadis"


BOTH = (("sol-jadis", (SABRE,)), ("sol-altai", (SABRE,)), ("sol-wechi", (BOW,)))
POOR = make_guild("poor", "The Poor Fleas", "red", fame=5, feods=100, mercenaries=BOTH)
RICH = make_guild("rich", "The Famous Lions", "blue", fame=90, feods=500, mercenaries=BOTH)


def _contested(t: Table, *cards: str) -> Table:
    t = _two(t, guilds=(POOR, RICH))
    for card in cards:
        t("pick", player="rich", card=card)
        t("pick", player="poor", card=card)
    return t


def test_open_offers_hold_their_feods_back(table: Callable[..., Table]) -> None:
    # the same 100 feods cannot be offered twice, nor offered and spent on a hire.
    t = _contested(table(), "sol-jadis", "sol-altai")
    t("offer", player="poor", card="sol-jadis", feods=100)
    held = ("The Poor Fleas has 100 feods left, part of them held back by their sealed offer "
            "for Jadis until that auction ends (RULINGS.md R-60)")  # fmt: skip
    refuse(t, f"{held}: cannot offer 1 (5.1.1)", "offer", player="poor", card="sol-altai",
           feods=1)  # fmt: skip
    refuse(t, f"{held}; a City Guard costs 30 (5.1.2)", "hire", player="poor", card=GUARD)
    t("offer", player="poor", card="sol-altai", feods=0)
    t("offer", player="rich", card="sol-jadis", feods=0)
    t("offer", player="rich", card="sol-altai", feods=0)
    assert t.state.player("poor").feods_left == 0  # Jadis for 100; Altai by fame to the Lions
    t("pick", player="poor", card="sol-wechi")
    assert missing(t.state, t.ctx) == []


def test_an_offer_he_cannot_pay_is_passed_over(table: Callable[..., Table]) -> None:
    # settling never makes a winner pay more than he has (an offer recorded before
    # offers held feods back, say): he is passed over and told why.
    t = _contested(table(), "sol-jadis")
    contest = t.state.contests[0]
    claims = tuple(dataclasses.replace(c, offer=150) if c.player == "poor" else c
                   for c in contest.claims)  # fmt: skip
    t.log.states[-1] = dataclasses.replace(
        t.state, contests=(dataclasses.replace(contest, claims=claims),)
    )
    t("offer", player="rich", card="sol-jadis", feods=10)
    assert "The Poor Fleas's offer of 150 feods for Jadis is passed over: it has 100 feods " \
        "to pay with (5.1.1, RULINGS.md R-60)" in t.state.notes  # fmt: skip
    assert t.state.player("rich").paid == 10 and t.state.player("poor").feods_left == 100


def test_next_refused_while_a_guild_has_spent_more_than_it_has(
    table: Callable[..., Table],
) -> None:
    # "feods left >= 0 for every player" is part of what the phase needs.
    t = _two(table())
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="hands", card="rog1-magda-thorne")
    t("hire", player="hands", card=GUARD)
    hands = t.state.player("hands")
    over = tuple(dataclasses.replace(p, feods=150) if p.card == GUARD else p for p in hands.picks)
    t.log.states[-1] = t.state.with_player(dataclasses.replace(hands, picks=over))
    refuse(t, "The Red Hands has spent 150 feods and has 120: unpick what costs 30 more than "
           "it has (5.1.1, 5.1.2, RULINGS.md R-60)", "next")  # fmt: skip


def test_settling_by_fame_is_refused_once_an_offer_is_in(table: Callable[..., Table]) -> None:
    # settle goes by fame, and only while no one has offered: a guild cannot
    # offer 1 and settle before the other has answered.
    t = _contested(table(), "sol-jadis")
    t("offer", player="poor", card="sol-jadis", feods=1)
    refuse(t, "the auction for Jadis is open (The Poor Fleas offered): it ends when The "
           "Famous Lions offer or give them up, not by fame (5.1.1, RULINGS.md R-61)",
           "settle", card="sol-jadis")  # fmt: skip
    t("offer", player="rich", card="sol-jadis", feods=0)
    assert "Jadis sides with The Poor Fleas, for 1 feods, the higher offer" in t.state.notes[-1]


def test_offers_are_sealed_made_once_and_shown_together(table: Callable[..., Table]) -> None:
    # each claimant offers once, hidden; all are shown when the last is in, so the
    # last to offer cannot outbid by one what he has read.
    t = _contested(table(), "sol-jadis")
    t("offer", player="poor", card="sol-jadis", feods=80)
    assert t.state.notes[-1] == (
        "The Poor Fleas makes a sealed offer for Jadis; still to offer: The Famous Lions "
        "(5.1.1, RULINGS.md R-61)"
    )
    assert "80" not in t.state.notes[-1]
    refuse(t, "The Poor Fleas has offered for Jadis already: each claimant offers once, "
           "sealed", "offer", player="poor", card="sol-jadis", feods=90)  # fmt: skip
    t("offer", player="rich", card="sol-jadis", feods=70)
    assert t.state.notes[-1] == (
        "Jadis sides with The Poor Fleas, for 80 feods, the higher offer (against: The "
        "Famous Lions 70) (5.1.1, RULINGS.md R-49)"
    )


def test_a_claimant_giving_up_ends_the_auction_if_the_rest_have_offered(
    table: Callable[..., Table],
) -> None:
    # R-61: with the others' sealed offers in, a claimant giving up ends the auction.
    crows = make_guild("crows", "The Crows", "green", mercenaries=(("sol-jadis", (SABRE,)),))
    t = _two(table(), guilds=(OWLS, HANDS, crows))
    for key in ("owls", "hands", "crows"):
        t("pick", player=key, card="sol-jadis")
    t("offer", player="owls", card="sol-jadis", feods=5)
    t("offer", player="hands", card="sol-jadis", feods=20)
    t("unpick", player="crows", character=t.state.contests[0].claims[2].id)
    assert t.state.contests == ()
    assert "Jadis sides with The Red Hands, for 20 feods" in t.state.notes[-1]


def test_the_winner_putting_him_back_frees_the_loser(table: Callable[..., Table]) -> None:
    # won at auction, unpicked (refunded) and picked again is no free win while
    # the loser stays barred: the loser may want him again, and a new contest begins.
    t = _contested(table(), "sol-jadis")
    t("offer", player="rich", card="sol-jadis", feods=60)
    t("offer", player="poor", card="sol-jadis", feods=50)
    t("unpick", player="rich", character=t.char("rich", "sol-jadis"))
    assert t.state.notes[-1] == (
        "The Famous Lions puts Jadis back: The Poor Fleas may pick them again (5.1.1, "
        "RULINGS.md R-61)"
    )
    t("pick", player="rich", card="sol-jadis")
    t("pick", player="poor", card="sol-jadis")
    assert t.state.contest("sol-jadis") is not None


def test_unpick(table: Callable[..., Table]) -> None:
    t = _two(table())
    t("hire", player="owls", card=GUARD)
    guard = t.state.player("owls").picks[0].id
    refuse(t, "The Red Hands has no character", "unpick", player="hands", character=guard)
    t("unpick", player="owls", character=guard)
    assert t.state.player("owls").feods_left == 200  # a hire unpicked is not paid


# ---- pulling the cards (6.4.1) ------------------------------------------------------------


def _at_cards(t: Table) -> Table:
    t = _two(t)
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="owls", card="sol-altai")
    t("pick", player="hands", card="rog1-magda-thorne")
    t("next")
    return t


@pytest.mark.parametrize("face", ["white", "black", "seal"])
def test_channel_entered_faces(table: Callable[..., Table], face: str) -> None:
    t = _at_cards(table())
    jadis = t.char("owls", "sol-jadis")
    refuse(t, "has not channelled their mana yet", "next")
    refuse(t, "Jadis rolls 4 arcane dice (their arcane ability, 6.4.1): 3 entered",
           "channel", player="owls", character=jadis, faces=[face] * 3)  # fmt: skip
    t("channel", player="owls", character=jadis, faces=[face] * 4)
    picked = t.state.player("owls").pick(jadis)
    assert (picked.white, picked.black) == {"white": (4, 0), "black": (0, 4), "seal": (0, 0)}[face]
    # 6.4.1: broken seals have no effect here; the character only has less mana.
    assert ("no effect now" in t.state.notes[-1]) is (face == "seal")
    refuse(t, "has channelled already", "channel", player="owls", character=jadis, seed=3)
    t("next")


def test_channel_rolled_by_the_app_and_refusals(table: Callable[..., Table]) -> None:
    t = _at_cards(table())
    jadis, altai = t.char("owls", "sol-jadis"), t.char("owls", "sol-altai")
    refuse(t, "Altai has no arcane ability", "channel", player="owls", character=altai, seed=1)
    # The log gives every roll a seed; a bare action has neither seed nor faces.
    bare = {"action": "channel", "player": "owls", "character": jadis}
    with pytest.raises(SetupError, match="needs the faces rolled at the table, or a seed"):
        apply(t.state, bare, t.ctx)
    t.log.do({"action": "channel", "player": "owls", "character": jadis, "seed": 99})
    first = t.state.player("owls").pick(jadis).mana
    t.log.undo()
    t.log.do({"action": "channel", "player": "owls", "character": jadis, "seed": 99})
    assert t.state.player("owls").pick(jadis).mana == first and len(first or ()) == 4


# ---- miniatures (5.2) -------------------------------------------------------------------


def _at_miniatures(t: Table) -> Table:
    t = _at_cards(t)
    t("channel", player="owls", character=t.char("owls", "sol-jadis"), seed=5)
    t("next")
    assert t.state.phase is Phase.MINIATURES
    return t


def test_sub_bases_suggested_and_unique_per_colour(table: Callable[..., Table]) -> None:
    t = _at_miniatures(table())
    jadis, altai = t.char("owls", "sol-jadis"), t.char("owls", "sol-altai")
    owls = t.state.player("owls")
    assert (owls.pick(jadis).base, owls.pick(altai).base) == (1, 2)
    t("set_base", player="owls", character=jadis, number=2)  # Altai's: the two swap
    owls = t.state.player("owls")
    assert (owls.pick(jadis).base, owls.pick(altai).base) == (2, 1)
    assert "red 2 was the number of Altai, who takes red 1" in t.state.notes[-1]
    t("set_base", player="owls", character=jadis, number=7)
    assert missing(t.state, t.ctx) == []


@pytest.mark.parametrize(
    "category", ["hunter", "belligerent", "sorcerer", "miserable", "follower", "daemon"]
)
def test_the_miniature_category_fits_the_card(table: Callable[..., Table], category: str) -> None:
    t = _at_miniatures(table())
    jadis = t.char("owls", "sol-jadis")  # a sorcerer
    if category == "sorcerer":
        t("set_category", player="owls", character=jadis, category=category)
        assert t.state.player("owls").pick(jadis).category == "sorcerer"
    else:
        refuse(t, f"Jadis is a sorcerer: the miniature is of the sorcerer category, not "
               f"{category} (5.2)", "set_category", player="owls", character=jadis,
               category=category)  # fmt: skip


def test_two_cards_of_one_mercenary_name_stop_the_characters_phase(
    ctx: SetupContext, tmp_path: Path
) -> None:
    # 5.1.1, RULINGS.md: the rule of uniqueness goes by the name. A set of
    # a player's own may print Jadis again under its own card id; the contest of the
    # characters phase goes by card, so both were picked, and "start game" refused them
    # only after every miniature was placed. Next is stopped here, naming them.
    source = (builtin_sets_dir() / "sons-of-loch.toml").read_text(encoding="utf-8")
    jadis = source[source.index('[[mercenary]]\nid = "sol-jadis"') :]
    jadis = jadis[: jadis.index("[[mercenary]]", 1)].replace('"sol-jadis"', '"rp-jadis"')
    (tmp_path / "reprint.toml").write_text(
        '[set]\nid = "reprint"\nname = "Reprint"\nbox = "Promo"\nredeem_code = "RPR1-6HZN-'
        'JRTY"\nprovisional = true\ncards = 1\n\n' + jadis,
        encoding="utf-8",
    )
    catalog = load_catalog([builtin_sets_dir(), tmp_path])
    assert not catalog.skipped and catalog.card("rp-jadis").name == "Jadis"
    t = Table(dataclasses.replace(ctx, catalog=catalog, boards={}))
    crows = make_guild("crows", "The Carrion Crows", "green",
                       mercenaries=(("rp-jadis", (SABRE,)),))  # fmt: skip
    to_characters(t, "retrieve-the-relic", (OWLS, crows))
    t("pick", player="owls", card="sol-jadis")
    t("pick", player="crows", card="rp-jadis")
    owls, crows_ = (p.picks[0] for p in t.state.players)
    red, green = (p.colour for p in t.state.players)
    assert missing(t.state, t.ctx) == [
        f"mercenary Jadis is in the mission twice: {owls.id} ({red} {owls.base}), {crows_.id} "
        f"({green} {crows_.base}); a mercenary plays once in a mission (the rule of "
        "uniqueness, 5.1.1): leave one of them out"
    ]
    refuse(t, "mercenary Jadis is in the mission twice", "next")
