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
SquareName = Annotated[str, Field(pattern=r"^[A-Z]{1,2}[1-9][0-9]{0,2}$")]
Digest = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]
Content = Annotated[dict[Annotated[str, Field(max_length=40)], Digest], Field(max_length=64)]
MAX_FILE_PATH = 4096
Seed = Annotated[int, Field(ge=0, le=MAX_SEED)]
ManaFace = Literal["white", "black", "seal"]
Category = Literal["hunter", "belligerent", "sorcerer", "miserable", "follower", "daemon"]


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class ChooseMission(_Action):
    action: Literal["choose_mission"]
    mission: Annotated[str, Field(min_length=1, max_length=61)]
    # recorded: a digest of each part of the mission file's content (RULINGS.md R-68);
    # a log written before it has none and replays unchecked
    content: Content | None = None


class AddPlayer(_Action):
    action: Literal["add_player"]
    guild: TableGuild
    colour: Colour | None = None  # None: the guild's preference
    # a guild brought on a file: the file's path, for the resolution to write back to
    file: Annotated[str, Field(min_length=1, max_length=MAX_FILE_PATH)] | None = None


class RemovePlayer(_Action):
    action: Literal["remove_player"]
    player: Key


class SetColour(_Action):
    action: Literal["set_colour"]
    player: Key
    colour: Colour


class SetMode(_Action):
    action: Literal["set_mode"]
    mode: Literal["training", "standard"]


class DrawStake(_Action):
    action: Literal["draw_stake"]
    seed: Seed | None = None
    spot: Key | None = None  # recorded: the spot drawn ...
    held_by: Key | None = None  # ... and its holder at the table, if any


class Next(_Action):
    action: Literal["next"]
    seed: Seed | None = None
    first: Key | None = None  # recorded: who deploys first (into the deployment phase)


class Back(_Action):
    action: Literal["back"]


class Pick(_Action):
    action: Literal["pick"]
    player: Key
    card: CardId  # a mercenary of the guild's dormitory or a guesthouse follower
    wave: Annotated[int, Field(ge=0, le=12)] = 0  # 0: on the board at the start


class Unpick(_Action):
    action: Literal["unpick"]
    player: Key
    character: Key


class Hire(_Action):
    action: Literal["hire"]
    player: Key
    card: CardId
    wave: Annotated[int, Field(ge=0, le=12)] = 0


class Offer(_Action):
    action: Literal["offer"]
    player: Key
    card: CardId
    feods: Annotated[int, Field(ge=0, le=10_000_000)]


class Settle(_Action):
    action: Literal["settle"]
    card: CardId


class Channel(_Action):
    action: Literal["channel"]
    player: Key
    character: Key
    faces: Annotated[tuple[ManaFace, ...], Field(max_length=8)] | None = None
    seed: Seed | None = None


class SetBase(_Action):
    action: Literal["set_base"]
    player: Key
    character: Key
    number: Annotated[int, Field(ge=1, le=99)]


class SetCategory(_Action):
    action: Literal["set_category"]
    player: Key
    character: Key
    category: Category


class ChooseZone(_Action):
    action: Literal["choose_zone"]
    player: Key
    zone: Annotated[str, Field(min_length=1, max_length=80)]


class Deploy(_Action):
    action: Literal["deploy"]
    player: Key
    character: Key
    at: SquareName
    facing: Literal["N", "E", "S", "W"]


class PlaceElement(_Action):
    action: Literal["place_element"]
    player: Key
    kind: Literal["barrel", "palisade"]
    at: SquareName


class Start(_Action):
    action: Literal["start"]
    seed: Seed | None = None
    first: Key | None = None  # recorded: the first player of turn 1
    relic_seed: Seed | None = None  # which relic token is the true one (5.7) ...
    relic: SquareName | None = None  # ... recorded: its square (never shown in the set-up)


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
