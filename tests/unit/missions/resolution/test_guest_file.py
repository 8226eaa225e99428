"""apply_to_file: a guest guild's results into its guild file (issue 13; RULINGS.md
R-105): fame, feods and the ledger, members' states, a mission record, deeds and
titles, the revision bumped, and the same mission refused the second time by name."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from resolution_support import ended, played

from demloc.missions.resolution.guest import applied, apply_to_file
from demloc.missions.resolution.model import CharacterResult, Fate, Line
from demloc.missions.resolution.resolve import resolve
from demloc.missions.resolution.titles import load_titles
from demloc.missions.setup import Mode
from demloc.rules.errors import RulesError

AT = "2026-12-01T18:00:00+00:00"


def guild_file(uuid: str = "hands", feods: int = 3) -> dict[str, Any]:
    return {
        "format": "demloc-guild", "version": 1, "exported_at": AT,
        "guild": {"uuid": uuid, "name": "Hands", "colour": "blue", "fame": 0,
                  "feods": feods, "blood_stones": 0, "revision": 4},
        "account": {"name": "ann", "sets": [], "custom_cards": []},
        "buildings": {},
        "members": [{"card": "m1", "status": "ready", "recovery": ""},
                    {"card": "m2", "status": "ready", "recovery": ""},
                    {"card": "m3", "status": "ready", "recovery": ""},
                    {"card": "m4", "status": "ready", "recovery": ""}],
        "items": [],
        "ledger": [{"at": AT, "reason": "founded", "fame": 0, "feods": feods,
                    "blood_stones": 0}],
        "missions": [],
    }  # fmt: skip


def test_winner_file_gets_fame_feods_ledger_record_revision_R105() -> None:
    r = dataclasses.replace(resolve(ended(played(0), "elimination")), play="play-9")
    blue = r.guilds[1]
    out = apply_to_file(guild_file(), blue, r, at=AT, deeds={"m1": {"kills": 1, "missions": 1}})
    g = out["guild"]
    assert (g["fame"], g["feods"], g["revision"]) == (blue.fame_total, 3 + blue.feods_total, 5)
    added = out["ledger"][len(guild_file()["ledger"]) :]
    # A line per reason, each naming the mission, as a local guild's ledger.
    assert len(added) == len([x for x in (*blue.fame, *blue.feods) if x.amount])
    assert sum(e["fame"] for e in added) == blue.fame_total
    assert all(e["reason"].startswith(f"{r.title}: ") for e in added)
    assert out["missions"][-1]["play_uuid"] == "play-9"
    assert sum(e["feods"] for e in out["ledger"]) == g["feods"]  # the import's check
    assert out["missions"][-1]["mode"] == "standard" and "won" in out["missions"][-1]["result"]
    assert applied(out) == ("play-9",)
    assert out["campaign"]["titles"] == {"m1": ["Blooded"]}
    with pytest.raises(RulesError, match=r"play-9.*already"):
        apply_to_file(out, blue, r, at=AT)
    assert guild_file()["guild"]["revision"] == 4  # the input is not changed


def test_members_take_each_fate_R105() -> None:
    r = dataclasses.replace(resolve(ended(played(0), "elimination")), play="p")

    def c(card: str, fate: Fate, needs: str = "") -> CharacterResult:
        return CharacterResult(card, card, card, "mercenary", fate, "why", needs=needs)

    blue = dataclasses.replace(r.guilds[1], characters=(
        c("m1", Fate.FINE), c("m2", Fate.INJURED, "1 mission out"), c("m3", Fate.DEAD),
        c("m4", Fate.ESCAPED)))  # fmt: skip
    members = {m["card"]: m for m in apply_to_file(guild_file(), blue, r, at=AT)["members"]}
    assert [members[k]["status"] for k in ("m1", "m2", "m3", "m4")] == [
        "ready", "injured", "dead", "escaped"]  # fmt: skip
    assert members["m2"]["recovery"] == "1 mission out" and members["m3"]["recovery"] == ""


def test_feods_never_below_zero_R105() -> None:
    r = dataclasses.replace(resolve(ended(played(0), "elimination")), play="p")
    red = dataclasses.replace(r.guilds[0], feods=(Line(-10, "a loss"),))
    out = apply_to_file(guild_file("owls", feods=3), red, r, at=AT)
    assert out["guild"]["feods"] == 0 and out["ledger"][-1]["feods"] == -3


def test_refusals_training_other_guild_no_identity_6_4() -> None:
    training = resolve(ended(played(0, mode=Mode.TRAINING), "elimination"), "p")
    with pytest.raises(RulesError, match="training"):
        apply_to_file(guild_file(), training.guilds[1], training, at=AT)
    r = resolve(ended(played(0), "elimination"), "p")
    with pytest.raises(RulesError, match="Owls's"):
        apply_to_file(guild_file(), r.guilds[0], r, at=AT)
    with pytest.raises(RulesError, match="names no mission"):
        unnamed = dataclasses.replace(r, play="")
        apply_to_file(guild_file(), r.guilds[1], unnamed, at=AT)


def test_titles_not_given_twice() -> None:
    r = resolve(ended(played(0), "elimination"), "p1")
    once = apply_to_file(guild_file(), r.guilds[1], r, at=AT, deeds={"m1": {"kills": 1}},
                         titles=load_titles())  # fmt: skip
    r2 = dataclasses.replace(r, play="p2")
    twice = apply_to_file(once, r.guilds[1], r2, at=AT, deeds={"m1": {"kills": 1}})
    assert twice["campaign"]["titles"] == {"m1": ["Blooded"]}
    assert twice["campaign"]["deeds"]["m1"]["kills"] == 2 and applied(twice) == ("p1", "p2")


def test_a_guests_loss_takes_what_there_is_and_says_so_R117() -> None:
    r = dataclasses.replace(resolve(ended(played(0), "elimination")), play="p")
    blue = dataclasses.replace(
        r.guilds[1],
        fame=(Line(-4, "a possessed one left (7.2.3)"),),
        feods=(Line(-10, "the price"),),
        blood_stones=(Line(-1, "a stone"),),
    )
    out = apply_to_file(guild_file(feods=3), blue, r, at=AT)
    assert (out["guild"]["fame"], out["guild"]["feods"], out["guild"]["blood_stones"]) == (-4, 0, 0)
    fame, feods, stones = out["ledger"][-3:]
    assert fame["fame"] == -4 and "R-117" not in fame["reason"]  # fame has no floor
    assert feods["feods"] == -3 and "(3 of 10 feods due: all it had, R-117)" in feods["reason"]
    assert stones["blood_stones"] == 0 and "(0 of 1 blood stones due" in stones["reason"]
    assert sum(e["feods"] for e in out["ledger"]) == 0  # the import's check holds
