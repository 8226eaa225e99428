"""The sketched boards of the hints' tests (see hints_support.play)."""

from __future__ import annotations

from typing import Any

from hints_support import play

from demloc.missions.play import Context, MissionState, Phase


def drawing(rows: list[str]) -> str:
    """A sketch from rows of squares ("." free, a letter a character, b barrel...)."""
    width = len(rows[0].split())
    edge = "+ " * width + "+"
    lines = [edge]
    for row in rows:
        lines += [" " + " ".join(row.split()), edge]
    return "\n".join(lines)


CROSSBOW = {"card": "rog1-corvin-ashby", "weapons": ["rog-w-harbour-crossbow"]}
GUARD = {"card": "rog-f-city-guard"}
CULTIST = {"card": "rog-f-cultist"}
# S shoots along row 3: T in the open (a friend F and an enemy U beside it, where a
# stray shot may land), U; Z behind his shoulders (facing away: no engagement), Y and K out of range, V behind a
# column. R shoots K over a barrel (partial cover) and V in the open.
SHOOTING = drawing([
    ". . . . . . . . . . . . . .",
    ". . . . . . . F . . . . . .",
    "Z S . . . . . T . . . . . Y",
    ". . . . . . . U . . . . . .",
    ". . . c V . . . . . . . . .",
    ". . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . .",
    ". R . b . K . . . . . . . .",
])  # fmt: skip
SHOOTERS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "S": ("red", "E", CROSSBOW), "R": ("red", "E", CROSSBOW), "F": ("red", "W", GUARD),
    "T": ("blue", "W", GUARD | {"hearts": 2}), "U": ("blue", "W", CULTIST),
    "Z": ("blue", "W", GUARD),
    "Y": ("blue", "W", GUARD), "K": ("blue", "W", GUARD), "V": ("blue", "W", GUARD),
}  # fmt: skip


def shooting() -> tuple[MissionState, Context]:
    return play(SHOOTING, SHOOTERS)


# J casts at P (who holds mana: he defends) and Q (who holds none); X is further than
# every power reaches but Spark Flick's and Whispered Doubt's (6).
CODES = ["rog-code-cinder-lash", "rog-code-mire-choir", "rog-code-veil-grey",
         "rog-code-veil-mirror"]  # fmt: skip
JADIS = {"card": "sol-jadis", "weapons": ["rog-w-iron-knuckledusters"], "codes": CODES,
         "white": 4, "black": 4}  # fmt: skip
CASTING = drawing([
    ". . . . . . . . . . .",
    ". J . . P . . . . . .",
    ". . . . . . . . . . .",
    ". . . . Q . . . X . .",
])  # fmt: skip
CASTERS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "J": ("red", "E", JADIS),
    "P": ("blue", "W", {"card": "sol-alith", "weapons": ["rog-w-yew-short-bow"], "white": 1}),
    "Q": ("blue", "W", GUARD | {"hearts": 2, "hit_damage": 1}),
    "X": ("blue", "W", GUARD),
}


def casting() -> tuple[MissionState, Context]:
    return play(CASTING, CASTERS)


# A engages D (face to face); C can charge G, whose back is turned, and H is beyond
# his reach; N is a friend in reach.
MAGDA = {"card": "rog1-magda-thorne", "weapons": ["rog-w-cinderbite-greataxe"]}
NETTLE = {"card": "rog2-nettle-gauntry", "weapons": ["rog-w-widows-needle", "rog-w-gutter-knife"]}
BRAWLING = drawing([
    ". . . . . . . . . . . . . . . .",
    ". A D . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . . .",
    ". . . . . . . . . . . . . . . .",
    ". C . . . G . . . . . . . . . H",
    ". . . N . . . . . . . . . . . .",
])  # fmt: skip
BRAWLERS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "A": ("red", "E", MAGDA),
    "D": ("blue", "W", GUARD | {"armour_tokens": 2, "hearts": 1}), "C": ("red", "E", NETTLE),
    "G": ("blue", "E", {"card": "rog-f-surgeon", "hearts": 2}), "H": ("blue", "W", GUARD),
    "N": ("red", "E", GUARD),
}  # fmt: skip


def brawling() -> tuple[MissionState, Context]:
    return play(BRAWLING, BRAWLERS, Phase.BRAWL)
