"""Guilds at the table as the store will hand them over (`TableGuild`), and a driver
for a set-up log, shared by the set-up's tests."""

from __future__ import annotations

from typing import Any

import pytest

from demloc.missions.errors import SetupError
from demloc.missions.log import SetupLog
from demloc.missions.setup import SetupContext, SetupState
from demloc.missions.table import TableGuild

SABRE = "rog-w-watchmans-sabre"
BOW = "rog-w-yew-short-bow"
GUARD = "rog-f-city-guard"


def make_guild(
    key: str,
    name: str,
    colour: str = "red",
    *,
    fame: int = 10,
    feods: int = 100,
    mercenaries: tuple[tuple[str, tuple[str, ...]], ...] = (("sol-altai", (SABRE,)),),
    statuses: dict[str, str] | None = None,
    guesthouse: tuple[str, ...] = (),
    followers: tuple[tuple[str, int], ...] = ((GUARD, 2),),
    source: str = "local",
) -> TableGuild:
    statuses = statuses or {}
    return TableGuild.from_json(
        {
            "key": key,
            "name": name,
            "colour": colour,
            "fame": fame,
            "feods": feods,
            "source": source,
            "mercenaries": [
                {"card": card, "weapons": list(weapons), "status": statuses.get(card, "ready")}
                for card, weapons in mercenaries
            ],
            "guesthouse": list(guesthouse),
            "followers": [list(f) for f in followers],
        }
    )


OWLS = make_guild(
    "owls", "The Grey Owls", "red", fame=40, feods=200,
    mercenaries=(("sol-jadis", (SABRE,)), ("sol-altai", (SABRE,)), ("sol-wechi", (BOW,))),
    guesthouse=(GUARD,), followers=((GUARD, 2),),
)  # fmt: skip
HANDS = make_guild(
    "hands", "The Red Hands", "red", fame=25, feods=120,
    mercenaries=(("sol-jadis", (SABRE,)), ("rog1-magda-thorne", (SABRE,)),
                 ("rog1-corvin-ashby", (BOW,))),
    followers=((GUARD, 1),),
)  # fmt: skip
CROWS = make_guild(
    "crows", "The Carrion Crows", "green", fame=15,
    mercenaries=(("rog2-bram-kettleburn", (SABRE,)), ("rog2-ilse-crowmantle", (BOW,))),
)  # fmt: skip
MASKS = make_guild(
    "masks", "The Pale Masks", "yellow", fame=5,
    mercenaries=(("rog1-pike-tallow", (SABRE,)), ("rog2-nettle-gauntry", (BOW,))),
)  # fmt: skip


class Table:
    """Drives a set-up log the way the screens will: one action at a time."""

    def __init__(self, ctx: SetupContext, seed: int = 7) -> None:
        self.log = SetupLog(ctx, seed)
        self.ctx = ctx

    @property
    def state(self) -> SetupState:
        return self.log.state

    def __call__(self, action: str, **fields: Any) -> SetupState:
        if "guild" in fields and isinstance(fields["guild"], TableGuild):
            fields["guild"] = fields["guild"].to_json()
        return self.log.do({"action": action, **fields})

    def char(self, key: str, card: str) -> str:
        """The character id of `card` in `key`'s picks."""
        return next(p.id for p in self.state.player(key).picks if p.card == card)


def refuse(t: Table, match: str, action: str, **fields: Any) -> str:
    """`action` is refused with a message containing `match`, and nothing changes."""
    before, count = t.state, len(t.log.actions)
    with pytest.raises(SetupError) as error:
        t(action, **fields)
    assert t.state is before and len(t.log.actions) == count
    assert match in str(error.value), str(error.value)
    return str(error.value)


def to_characters(
    t: Table, mission: str, guilds: tuple[TableGuild, ...], mode: str = "standard"
) -> Table:
    """Players, mode, raffle, objective and map done: the characters phase."""
    t("choose_mission", mission=mission)
    for guild in guilds:
        t("add_player", guild=guild)
    t("next")
    t("set_mode", mode=mode)
    t("next")
    if mode == "standard":
        t("draw_stake")
        t("next")
    t("next")
    t("next")
    return t


def to_deployment(t: Table, picks: dict[str, tuple[str, ...]]) -> Table:
    """From the characters phase: the picks made, mana rolled, bases kept."""
    for key, cards in picks.items():
        for card in cards:
            t("pick", player=key, card=card)
    t("next")
    for player in t.state.players:
        for p in player.picks:
            if t.ctx.character_card(p.card).profile.arcane and p.wave == 0:
                t("channel", player=player.key, character=p.id)
    t("next")
    t("next")
    return t
