"""The set-up's actions (6.4.1): plain JSON objects with an "action" field, checked by
pydantic so that a damaged log names its field, never raises a traceback.

`parse_action` reads one; `action_text` is its canonical text (sorted keys, no
defaults), which round-trips: `parse_action(json.loads(action_text(a))) == a`.
Actions that draw or roll (draw_stake, channel, next into the deployment, start) take a
`seed`; the log records what was drawn beside it, so a replay never draws again. The
log makes each seed from its own seed, the kind of draw and its subject, never from the
action's place in the log (RULINGS.md R-66): the same draw always gives the same result.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from demloc.datafile import problems_of
from demloc.missions.errors import SetupError
from demloc.missions.table import TableGuild

MAX_ACTION_BYTES = 64 * 1024
MAX_SEED = 2**63 - 1

Key = Annotated[str, Field(min_length=1, max_length=80)]
CardId = Annotated[str, Field(min_length=1, max_length=80)]
Colour = Literal["red", "blue", "yellow", "green"]  # rulebook 4: the sub-base colours
SQUARE = r"^[A-Z]{1,2}[1-9][0-9]{0,2}$"  # a square as the board names it: "C4"
SquareName = Annotated[str, Field(pattern=SQUARE)]
Digest = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]
Content = Annotated[dict[Annotated[str, Field(max_length=40)], Digest], Field(max_length=64)]
MAX_FILE_PATH = 4096
Seed = Annotated[int, Field(ge=0, le=MAX_SEED)]
ManaFace = Literal["white", "black", "seal"]
Category = Literal["hunter", "belligerent", "sorcerer", "miserable", "follower", "daemon"]


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


def documented(rule: str, *examples: dict[str, Any]) -> ConfigDict:
    """An action's place in the rulebook and its examples, kept in its JSON Schema (the
    mission API's documentation, docs/mission-api.md)."""
    return ConfigDict(json_schema_extra={"rule": rule, "examples": list(examples)})


def meaning(text: str) -> Any:
    """A field's meaning, in the JSON Schema and docs/mission-api.md."""
    return Field(description=text)


_KIND = meaning("The action's name.")
_PLAYER = meaning("The player at the table (their guild's key).")
_CHARACTER = meaning("The character picked or hired for the mission (their id in the set-up).")


class ChooseMission(_Action):
    """The mission the table plays, from the library."""

    model_config = documented("6.4.1", {"action": "choose_mission", "mission": "chapel-ambush"})
    action: Annotated[Literal["choose_mission"], _KIND]
    mission: Annotated[str, Field(min_length=1, max_length=61), meaning("The mission's id.")]
    # recorded: a digest of each part of the mission file's content (RULINGS.md R-68);
    # a log written before it has none and replays unchecked
    content: Annotated[
        Content | None,
        meaning("Recorded: a digest of each part of the mission file, so a replay knows if the "
              "file changed (R-68)."),
    ] = None  # fmt: skip


class AddPlayer(_Action):
    """A guild joins the table."""

    model_config = documented(
        "6.4, 6.4.1",
        {"action": "add_player", "guild": {"key": "g-1", "name": "Ash Hounds", "colour": "red"}},
    )
    action: Annotated[Literal["add_player"], _KIND]
    guild: Annotated[TableGuild, meaning("The guild as the table sees it, copied whole.")]
    colour: Annotated[
        Colour | None, meaning("The sub-base colour it plays; left out: the guild's preference.")
    ] = None  # None: the guild's preference
    # a guild brought on a file: the file's path, for the resolution to write back to
    file: Annotated[
        Annotated[str, Field(min_length=1, max_length=MAX_FILE_PATH)] | None,
        meaning("A guild brought on a file: its path, where the results are written back."),
    ] = None


class RemovePlayer(_Action):
    """A guild leaves the table."""

    model_config = documented("6.4", {"action": "remove_player", "player": "g-1"})
    action: Annotated[Literal["remove_player"], _KIND]
    player: Annotated[Key, _PLAYER]


class SetColour(_Action):
    """A player's sub-base colour."""

    model_config = documented(
        "5.2, 6.4.1", {"action": "set_colour", "player": "g-1", "colour": "blue"}
    )
    action: Annotated[Literal["set_colour"], _KIND]
    player: Annotated[Key, _PLAYER]
    colour: Annotated[Colour, meaning("The sub-base colour.")]


class SetMode(_Action):
    """A training mission (nothing written to the guilds) or a standard one."""

    model_config = documented("6.4", {"action": "set_mode", "mode": "standard"})
    action: Annotated[Literal["set_mode"], _KIND]
    mode: Annotated[Literal["training", "standard"], meaning("The mission's mode.")]


class DrawStake(_Action):
    """The raffle: the control spot at stake in a standard mission."""

    model_config = documented("6.4.1", {"action": "draw_stake", "seed": 42})
    action: Annotated[Literal["draw_stake"], _KIND]
    seed: Annotated[Seed | None, meaning("The draw's seed; left out, the log makes one.")] = None
    spot: Annotated[Key | None, meaning("Recorded: the control spot drawn.")] = None
    held_by: Annotated[Key | None, meaning("Recorded: the player at the table holding it.")] = None


class Next(_Action):
    """Every player tapped Next: the set-up moves to its next phase."""

    model_config = documented("6.4.1", {"action": "next"})
    action: Annotated[Literal["next"], _KIND]
    seed: Annotated[Seed | None, meaning("The seed of a draw the next phase makes.")] = None
    first: Annotated[
        Key | None, meaning("Recorded: who deploys first (into the deployment phase).")
    ] = None


class Back(_Action):
    """Back to the set-up's previous phase."""

    model_config = documented("6.4.1", {"action": "back"})
    action: Annotated[Literal["back"], _KIND]


class Pick(_Action):
    """A player picks a character: a mercenary of the dormitory, or a guesthouse follower."""

    model_config = documented(
        "6.4.1, 5.1.1", {"action": "pick", "player": "g-1", "card": "sol-altai", "wave": 0}
    )
    action: Annotated[Literal["pick"], _KIND]
    player: Annotated[Key, _PLAYER]
    card: Annotated[CardId, meaning("The character's card.")]
    wave: Annotated[
        int, Field(ge=0, le=12), meaning("The wave he enters with; 0: on the board at the start.")
    ] = 0


class Unpick(_Action):
    """A character picked or hired taken back."""

    model_config = documented("6.4.1", {"action": "unpick", "player": "g-1", "character": "g-1-1"})
    action: Annotated[Literal["unpick"], _KIND]
    player: Annotated[Key, _PLAYER]
    character: Annotated[Key, _CHARACTER]


class Hire(_Action):
    """A player enlists a follower the mission offers, paid in feods."""

    model_config = documented(
        "6.4.1, 5.1.2", {"action": "hire", "player": "g-1", "card": "rog-f-city-guard"}
    )
    action: Annotated[Literal["hire"], _KIND]
    player: Annotated[Key, _PLAYER]
    card: Annotated[CardId, meaning("The follower's card.")]
    wave: Annotated[
        int, Field(ge=0, le=12), meaning("The wave he enters with; 0: on the board at the start.")
    ] = 0


class Offer(_Action):
    """A sealed offer of feods for a mercenary two players want (R-49, R-61)."""

    model_config = documented(
        "5.1.1", {"action": "offer", "player": "g-1", "card": "sol-altai", "feods": 30}
    )
    action: Annotated[Literal["offer"], _KIND]
    player: Annotated[Key, _PLAYER]
    card: Annotated[CardId, meaning("The mercenary's card.")]
    feods: Annotated[int, Field(ge=0, le=10_000_000), meaning("The feods offered.")]


class Settle(_Action):
    """A contest for a mercenary settled by fame, while no one has offered (R-49)."""

    model_config = documented("5.1.1", {"action": "settle", "card": "sol-altai"})
    action: Annotated[Literal["settle"], _KIND]
    card: Annotated[CardId, meaning("The mercenary's card.")]


class Channel(_Action):
    """A character with arcane ability channels mana before the game."""

    model_config = documented(
        "6.4.1", {"action": "channel", "player": "g-1", "character": "g-1-1", "seed": 7}
    )
    action: Annotated[Literal["channel"], _KIND]
    player: Annotated[Key, _PLAYER]
    character: Annotated[Key, _CHARACTER]
    faces: Annotated[
        Annotated[tuple[ManaFace, ...], Field(max_length=8)] | None,
        meaning("The faces rolled at the table; left out, the app rolls."),
    ] = None
    seed: Annotated[Seed | None, meaning("The roll's seed; left out, the log makes one.")] = None


class SetBase(_Action):
    """A character's sub-base number."""

    model_config = documented(
        "5.2, 6.4.1", {"action": "set_base", "player": "g-1", "character": "g-1-1", "number": 2}
    )
    action: Annotated[Literal["set_base"], _KIND]
    player: Annotated[Key, _PLAYER]
    character: Annotated[Key, _CHARACTER]
    number: Annotated[int, Field(ge=1, le=99), meaning("The sub-base's number.")]


class SetCategory(_Action):
    """A character's miniature category."""

    model_config = documented(
        "5.2",
        {"action": "set_category", "player": "g-1", "character": "g-1-1", "category": "hunter"},
    )
    action: Annotated[Literal["set_category"], _KIND]
    player: Annotated[Key, _PLAYER]
    character: Annotated[Key, _CHARACTER]
    category: Annotated[Category, meaning("The miniature's category.")]


class ChooseZone(_Action):
    """A player's deployment zone."""

    model_config = documented("6.4.1", {"action": "choose_zone", "player": "g-1", "zone": "west"})
    action: Annotated[Literal["choose_zone"], _KIND]
    player: Annotated[Key, _PLAYER]
    zone: Annotated[
        str, Field(min_length=1, max_length=80), meaning("The deployment zone's name on the map.")
    ]


class Deploy(_Action):
    """A miniature placed in its player's zone."""

    model_config = documented(
        "6.4.1",
        {"action": "deploy", "player": "g-1", "character": "g-1-1", "at": "A2", "facing": "E"},
    )
    action: Annotated[Literal["deploy"], _KIND]
    player: Annotated[Key, _PLAYER]
    character: Annotated[Key, _CHARACTER]
    at: Annotated[SquareName, meaning("The square it stands on.")]
    facing: Annotated[Literal["N", "E", "S", "W"], meaning("The way it faces.")]


class PlaceElement(_Action):
    """An optional barrel or palisade placed on the map."""

    model_config = documented(
        "6.4.1, 5.5", {"action": "place_element", "player": "g-1", "kind": "barrel", "at": "C3"}
    )
    action: Annotated[Literal["place_element"], _KIND]
    player: Annotated[Key, _PLAYER]
    kind: Annotated[Literal["barrel", "palisade"], meaning("The scene element.")]
    at: Annotated[SquareName, meaning("The square it stands on.")]


class Start(_Action):
    """Start game: the set-up hands the mission to the tracker."""

    model_config = documented("6.4.1, 7", {"action": "start", "seed": 9})
    action: Annotated[Literal["start"], _KIND]
    seed: Annotated[Seed | None, meaning("The draw's seed; left out, the log makes one.")] = None
    first: Annotated[Key | None, meaning("Recorded: the first player of turn 1.")] = None
    relic_seed: Annotated[
        Seed | None, meaning("The seed of which relic token is the true one (5.7).")
    ] = None
    relic: Annotated[
        SquareName | None, meaning("Recorded: the true relic's square (never shown in the set-up).")
    ] = None


Action = Annotated[
    ChooseMission | AddPlayer | RemovePlayer | SetColour | SetMode | DrawStake | Next | Back
    | Pick | Unpick | Hire | Offer | Settle | Channel | SetBase | SetCategory | ChooseZone
    | Deploy | PlaceElement | Start,
    Field(discriminator="action"),
]  # fmt: skip
ACTIONS = (
    "choose_mission", "add_player", "remove_player", "set_colour", "set_mode", "draw_stake",
    "next", "back", "pick", "unpick", "hire", "offer", "settle", "channel", "set_base",
    "set_category", "choose_zone", "deploy", "place_element", "start",
)  # fmt: skip
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Mapping[str, Any] | str) -> Action:
    """An action from its JSON object (or text); SetupError names every problem."""
    if isinstance(data, str):
        text = data
    else:
        try:
            text = json.dumps(dict(data))
        except (TypeError, ValueError) as error:
            raise SetupError(f"an action is a JSON object: {error}") from None
    if len(text.encode("utf-8", "replace")) > MAX_ACTION_BYTES:
        raise SetupError(f"an action is at most {MAX_ACTION_BYTES // 1024} kB")
    try:
        return _ADAPTER.validate_json(text)
    except ValidationError as error:
        kind = _kind(text)
        if kind is not None and kind not in ACTIONS:
            raise SetupError(f"'{kind}' is not an action (known: {', '.join(ACTIONS)})") from None
        if kind is None:
            raise SetupError(
                "an action is a JSON object with an 'action' field naming it"
            ) from None
        raise SetupError(f"{kind}: " + "; ".join(problems_of(error, "the action"))) from None


def _kind(text: str) -> str | None:
    try:
        data = json.loads(text)
    except ValueError:
        return None
    kind = data.get("action") if isinstance(data, dict) else None
    return kind[:40] if isinstance(kind, str) else None


def action_json(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = action.model_dump(mode="json", exclude_defaults=True)
    data["action"] = action.action
    return data


def action_text(action: Action) -> str:
    """The canonical text of an action: one line of JSON, sorted keys, no defaults."""
    return json.dumps(action_json(action), sort_keys=True, separators=(",", ":"))
