"""What the resolution screens say (ui/resolution/words.py, 6.4.1 "Resolution phase"):
every fate, every way a mission is won, the spot won, kept, lost or free, signs and
counts with their edges (0 is a count), and the question before writing."""

from __future__ import annotations

import dataclasses

import pytest

from demloc.missions.resolution.model import (
    CharacterResult,
    Fate,
    GuildResult,
    Line,
    Resolution,
    SpotResult,
)
from demloc.ui.resolution import words


def _guild(colour: str, name: str, source: str = "local", **more: object) -> GuildResult:
    return GuildResult(colour=colour, guild=f"uuid-{colour}", name=name, source=source,
                       **more)  # type: ignore[arg-type]  # fmt: skip


def _resolution(**more: object) -> Resolution:
    fields: dict[str, object] = {
        "play": "p", "mission": "m", "title": "Hold the Well", "story": "A well.",
        "mode": "standard", "winner": "red", "reason": "objective: reached by red (6.4.2)",
        "guilds": (_guild("red", "The Red Lantern"), _guild("blue", "The Pale Masks")),
    }  # fmt: skip
    fields.update(more)
    return Resolution(**fields)  # type: ignore[arg-type]


def _character(fate: Fate, kind: str = "mercenary", **more: object) -> CharacterResult:
    return CharacterResult("A", "card-a", "Altai", kind, fate, "what happened (6.4.1)",
                           **more)  # type: ignore[arg-type]  # fmt: skip


@pytest.mark.parametrize(
    ("signed", "amount"), [("+3", 3), ("+1", 1), ("0", 0), ("−1", -1), ("−25", -25)]
)
def test_signed_every_sign_and_zero(signed: str, amount: int) -> None:
    assert words.signed(amount) == signed


@pytest.mark.parametrize(
    ("reason", "how"),
    [
        ("objective: reached by red (6.4.2)", "by the objective"),
        ("control: red held the objective 3 turns (6.4.2)", "by the control count"),
        ("elimination: only red stands (7.3.2.3)", "by elimination"),
        ("surrender: blue gave up to red (7.3.2.3)", "by surrender"),
        ("turn limit: red had the objective (7.3.2.3)", "at the turn limit"),
    ],
)
def test_6_4_1_the_winner_and_each_way_of_winning(reason: str, how: str) -> None:
    head, said = words.winner_lines(_resolution(reason=reason))
    assert head == f"The Red Lantern (red) wins Hold the Well, {how}"
    assert said == reason


def test_6_4_1_no_winner_is_a_draw() -> None:
    reason = "turn limit: no one reached the objective, a draw (7.3.2.3, R-96)"
    head, said = words.winner_lines(_resolution(winner="", reason=reason))
    assert head == "No guild wins Hold the Well: a draw" and said == reason


def test_every_fate_has_its_words() -> None:
    assert set(words.FATE_WORDS) == set(Fate)
    assert words.FATE_WORDS[Fate.INJURED] == "seriously injured"


@pytest.mark.parametrize("fate", list(Fate))
def test_6_4_1_every_fate_says_what_he_needs(fate: Fate) -> None:
    needs = {Fate.INJURED: "1 mission out, 5 feods",
             Fate.ESCAPED: "their return: set them ready in the dormitory"}.get(fate, "")  # fmt: skip
    guild = _guild("red", "The Red Lantern")
    head, rest = words.character_lines(guild, _character(fate, needs=needs))
    assert head == f"Altai (mercenary): {words.FATE_WORDS[fate]}"
    assert rest.startswith("What happened (6.4.1).")
    if fate is Fate.DEAD:  # shown in the dormitory, never usable (6.4.1)
        assert "stays in the dormitory" in rest and "never usable" in rest
    elif fate is Fate.FINE:
        assert "Ready for the next mission" in rest
    else:
        assert f"To be active again Altai needs: {needs} (6.4.1)" in rest


@pytest.mark.parametrize("kind", ["follower", "daemon"])
def test_r101_a_dead_follower_or_daemon_is_the_missions(kind: str) -> None:
    _head, rest = words.character_lines(_guild("red", "R"), _character(Fate.DEAD, kind))
    assert "R-101" in rest and "dormitory" not in rest


def test_r104_deeds_every_count_said_and_the_title_earned() -> None:
    deeds = (("kills", 0), ("missions", 1), ("objectives", 2))
    assert words.deed_words(deeds) == "0 kills, 1 mission survived, 2 objectives"
    assert words.deed_words((("kills", 1),)) == "1 kill"
    assert words.deed_words(()) == ""
    guild = _guild("red", "R", titles=(("card-a", "Blooded"), ("card-b", "Other")))
    _head, rest = words.character_lines(guild, _character(Fate.FINE, deeds=deeds))
    assert "Deeds this mission: 0 kills" in rest
    assert "Title earned: Blooded (R-104, provisional)" in rest and "Other" not in rest


def test_6_4_1_fame_and_feods_lines_and_totals() -> None:
    guild = _guild(
        "red", "R", fame=(Line(10, "won (6.4.1)"), Line(-5, "possessed gone (7.2.3)")),
        feods=(Line(0, "nothing"),), blood_stones=(Line(1, "a stone"),),
    )  # fmt: skip
    rows = words.money_rows(guild)
    assert [(r.what, r.amount) for r in rows] == [
        ("fame", 10), ("fame", -5), ("feods", 0), ("blood stones", 1)
    ]  # fmt: skip
    assert words.totals(guild) == "In all: fame +5, feods 0, blood stones +1"
    assert words.totals(_guild("blue", "B")) == "In all: fame 0, feods 0"


@pytest.mark.parametrize(
    ("before", "after", "why", "held"),
    [
        ("", "uuid-red", "won by The Red Lantern (6.4.1)", "free. Held now: The Red Lantern"),
        ("uuid-red", "uuid-red", "kept by The Red Lantern (6.4.1)", "The Red Lantern. Held now: The Red Lantern"),
        ("uuid-blue", "uuid-red", "lost by The Pale Masks to The Red Lantern (6.4.1)",
         "The Pale Masks. Held now: The Red Lantern"),
        ("", "", "stays free (6.4.1)", "free. Held now: free"),
    ],
)  # fmt: skip
def test_r103_the_spot_won_kept_lost_or_free(before: str, after: str, why: str, held: str) -> None:
    spot = SpotResult("well", "The Old Well", before, after, why, "tavern: ale")
    head, holders, effects = words.spot_lines(_resolution(spot=spot))
    assert head == f"The Old Well: {why}"
    assert holders == f"Held before: {held}."
    assert effects == "Its effects: tavern: ale"


def test_6_4_1_no_spot_at_stake() -> None:
    assert words.spot_lines(_resolution(spot=None))[0].startswith("No control spot")


def test_the_question_names_every_local_change_and_the_guests() -> None:
    red = _guild(
        "red", "The Red Lantern", fame=(Line(3, "won"),), feods=(Line(40, "won"),),
        item_cards=("relic",), characters=(_character(Fate.DEAD),),
    )  # fmt: skip
    guest = _guild("blue", "The Pale Masks", "file", fame=(Line(2, "took part"),))
    spot = SpotResult("well", "The Old Well", "", "uuid-red", "won", "")
    question = words.write_question(_resolution(guilds=(red, guest), spot=spot))
    assert question == (
        "Write the results? This cannot be undone from the app: The Red Lantern: fame +3, "
        "feods +40, 1 item, Altai dead; The Old Well to The Red Lantern. "
        "Each guest takes their results home on a file: The Pale Masks."
    )
    kept = dataclasses.replace(spot, before="uuid-red")  # kept: no change to say
    assert "Old Well" not in words.write_question(_resolution(guilds=(red,), spot=kept))
    nobody = words.write_question(_resolution(guilds=(guest,), spot=None))
    assert "no guild of this computer changes" in nobody


def test_r108_a_spot_won_by_a_guest_is_free_here() -> None:
    guest = _guild("blue", "The Pale Masks", "file")
    spot = SpotResult("well", "The Old Well", "", "uuid-blue", "won by The Pale Masks", "")
    said = words.changes(_resolution(guilds=(_guild("red", "R"), guest), spot=spot))
    assert said[-1] == "The Old Well free on this computer's map (The Pale Masks is a guest, R-108)"


@pytest.mark.parametrize(
    ("name", "owned"), [("The Pale Masks", "The Pale Masks'"), ("Altai", "Altai's")]
)
def test_possessive(name: str, owned: str) -> None:
    assert words.possessive(name) == owned


@pytest.mark.parametrize("fate", [Fate.DEAD, Fate.INJURED])
def test_6_4_a_training_fate_stays_at_the_table_never_usable_again_R132(fate: Fate) -> None:
    _head, rest = words.character_lines(_guild("red", "R"), _character(fate), training=True)
    assert "in training every character comes home unharmed (6.4)" in rest
    assert "never usable again" not in rest
