"""Colours and line styles of the board, as RGB(A) tuples: the look in one place."""

from __future__ import annotations

from demloc.board.position import ElementKind

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# Rulebook 4: the colours of the guilds' bases.
GUILD_COLOURS: dict[str, RGB] = {
    "red": (196, 40, 40),
    "blue": (36, 84, 196),
    "yellow": (222, 178, 20),
    "green": (36, 140, 60),
}
EXTERIOR: RGB = (168, 176, 140)  # side A: cobbles and dirt
EXTERIOR_ALT: RGB = (158, 166, 130)
INTERIOR: RGB = (186, 160, 120)  # side B: wooden floor
INTERIOR_ALT: RGB = (176, 150, 110)
GRID: RGBA = (60, 50, 40, 70)
WALL: RGB = (48, 40, 36)
DOOR: RGB = (140, 90, 40)
WINDOW: RGB = (120, 180, 220)
OFF_MAP: RGB = (236, 236, 232)
TILE_OUTLINE: RGBA = (90, 30, 120, 200)
ZONE_FILL: dict[str, RGBA] = {c: (*rgb, 50) for c, rgb in GUILD_COLOURS.items()}

ELEMENT_COLOURS: dict[ElementKind, RGB] = {
    ElementKind.TREE: (46, 110, 50),
    ElementKind.COLUMN: (150, 150, 160),
    ElementKind.BARREL: (130, 84, 44),
    ElementKind.BUSH: (90, 150, 70),
    ElementKind.PALISADE: (110, 76, 40),
    ElementKind.SMALL_WALL: (128, 120, 110),
    ElementKind.DOOR: DOOR,
}

# Overlays.
CONTROL_ZONE: RGBA = (250, 200, 40, 110)
FIRST_IMPACT: RGBA = (250, 120, 40, 90)
THREAT: RGBA = (220, 40, 40, 60)
REACH_NEAR: RGB = (80, 200, 120)  # cheap squares
REACH_FAR: RGB = (30, 90, 160)  # the dearest squares
PATH: RGB = (255, 255, 255)
LINE_CLEAR: RGB = (40, 170, 60)
LINE_COVER: RGB = (230, 160, 20)
LINE_BLOCKED: RGB = (200, 30, 30)
LINE_OUT_OF_RANGE: RGB = (120, 120, 120)
LINE_OUT_OF_VIEW: RGB = (160, 160, 200)
ENGAGEMENT: RGB = (200, 30, 160)
GUIDE_HIGHLIGHT: RGBA = (255, 230, 0, 120)
SELECTED: RGB = (255, 255, 255)
BASE_RIM: RGB = (20, 20, 20)  # the dark rim around a base and its number
