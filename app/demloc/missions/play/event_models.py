"""The mission's events (6.4.2, 7, 8) as pydantic models: one per kind, a discriminated
union on "kind" (`Event`), as the set-up's actions are (missions/actions.py).

`event_check.check_event` validates an event through its model before its handler
(events.apply): a malformed one is refused with one RulesError naming its kind and
every field at fault, and changes nothing. The models hold what each handler reads,
with its type and range; the rules (who may act, what a square holds, a change of
0...) stay with the handlers, which name the rule. The event the app keeps in the log
is the one given, never the model's dump, so a log reads and replays as before.

Every event may carry what the app recorded when it was done (`dice`, `draws`:
missions/play/dice.py), so a replay rolls the same faces.

Each model's `rule` and `examples` (in its JSON Schema) document it in
docs/mission-api.md (missions/play/api_doc.py).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, JsonValue, TypeAdapter
from pydantic_core import PydanticCustomError

from demloc.missions.actions import SQUARE, Colour, documented, meaning

MAX_ID = 120  # a character's id: the map's, or a daemon's made from its summoner's
CharacterId = Annotated[str, Field(min_length=1, max_length=MAX_ID)]
CardId = Annotated[str, Field(min_length=1, max_length=80)]


def _square(text: str) -> str:
    if re.match(SQUARE, text) is None:
        raise PydanticCustomError(
            "square", "{text} is not a square: write a column and a row, like 'C4'",
            {"text": repr(text[:12])},
        )  # fmt: skip
    return text


# A square as the board names it, "C4", as the set-up's actions name one.
Square = Annotated[
    str, Field(max_length=6, json_schema_extra={"pattern": SQUARE}), AfterValidator(_square)
]
Facing = Literal["N", "E", "S", "W"]
ManaColour = Literal["white", "black"]
# The effects a player puts on or takes off a character's card (6.4.2, 8.2, 7.2.1).
EffectName = Literal["stunned", "summoning", "possessed", "escaped", "dead", "exhausted"]
Count = Annotated[int, Field(ge=0, le=99)]
Change = Annotated[int, Field(ge=-99, le=99)]
MAX_FACES = 4096  # of a die in one event: a few per roll, a run of 10s at most 50
Faces = Annotated[list[Annotated[int, Field(ge=0, le=99)]], Field(max_length=MAX_FACES)]


class RecordedDice(BaseModel):
    """The faces each die gave in an event, in the order rolled (rules/dice.py Die; the
    faces are the dice file's, resources/dice.toml)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    fighting: Faces = Field(default_factory=list, description="Fighting dice's faces.")
    enhanced: Faces = Field(default_factory=list, description="Enhanced dice's faces.")
    arcane: Annotated[list[Literal["white", "black", "seal"]], Field(max_length=MAX_FACES)] = Field(
        default_factory=list, description="Arcane dice's faces: mana or a broken seal."
    )
    d6: Faces = Field(default_factory=list, description="Six-sided dice's faces.")
    d10: Faces = Field(
        default_factory=list, description="Ten-sided dice's faces (the out-of-control card)."
    )


# The default of an optional field the handler reads only when given: left out, never
# null (a default is not validated; the event is checked as given, never dumped).
LEFT_OUT: Any = None


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    dice: RecordedDice = Field(
        default_factory=RecordedDice,
        description="Recorded by the app: the faces each die gave, so a replay rolls them again. "
        "Given with a new event: the faces rolled at the table, each checked; only those "
        "the event uses are kept.",
    )
    draws: Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=1024)] = Field(
        default_factory=list,
        description="Recorded by the app: the draws made (a first player, a daemon from the "
        "pantheon), each by its place in what was drawn from. Given with a new event: "
        "the draws made at the table.",
    )


# ---- the turn (7, 7.3.2.3) -----------------------------------------------------------


class NewTurn(_Event):
    """A new turn starts: its first player is drawn, the mission's events and waves of
    the turn come, bleeding and possession take their toll."""

    model_config = documented("7, 7.3.2.3, 6.4.2", {"kind": "new_turn"})
    kind: Literal["new_turn"] = Field(description="The event's kind.")


class Pass(_Event):
    """The current player ends their part of the phase; when all have, the strategic
    phase gives way to the brawl, and the brawl to the turn's end."""

    model_config = documented("7, 7.3.2.3", {"kind": "pass"})
    kind: Literal["pass"] = Field(description="The event's kind.")


class EndMission(_Event):
    """The mission ends, for a reason the rules allow."""

    model_config = documented(
        "7.3.2.3",
        {"kind": "end_mission", "reason": "turn limit"},
        {"kind": "end_mission", "reason": "surrender", "player": "blue", "agreed": ["red"]},
    )
    kind: Literal["end_mission"] = Field(description="The event's kind.")
    reason: Literal["turn limit", "elimination", "objective", "surrender"] = Field(
        description="Why it ends: the last turn is over, one guild alone stands, the "
        "objective is reached, or a player gives up with the others' agreement."
    )
    player: Colour = Field(
        LEFT_OUT,
        description="For 'objective': who reached it (else the app's own reading); for "
        "'surrender': who gives up.",
    )
    agreed: Annotated[list[Colour], Field(max_length=4)] = Field(
        default_factory=list, description="For 'surrender': the other players who agree to it."
    )


# ---- the strategic phase (7.2) -------------------------------------------------------


class Move(_Event):
    """A character moves: free or evasive movement in the strategic phase, engaging
    movement in the brawl, or a FLY flight."""

    model_config = documented(
        "7.2.1, 7.3.1, 8.4", {"kind": "move", "character": "red-1", "to": "C4", "facing": "E"}
    )
    kind: Literal["move"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who moves.")
    to: Square = Field(description="The square where the move ends.")
    facing: Facing = Field(description="The way the miniature faces at the end.")
    fly: bool = Field(False, description="A flight with the FLY ability, paid in fate points.")
    fate: Count = Field(
        0, description="Fate points spent on the evasive movement test, if the move is one."
    )


class PossessedMove(_Event):
    """A possessed character walks by the out-of-control card drawn for the turn."""

    model_config = documented("5.6, 7.2.3", {"kind": "possessed_move", "character": "red-2"})
    kind: Literal["possessed_move"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The possessed character who walks.")


class Shoot(_Event):
    """A ranged attack, the app rolling (or the faces entered at the table)."""

    model_config = documented(
        "7.2.2", {"kind": "shoot", "character": "red-1", "target": "blue-3", "fate": 1}
    )
    kind: Literal["shoot"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The shooter.")
    target: CharacterId = meaning("The character shot at.")
    fate: Count = Field(0, description="Fate points spent on the shot.")
    positioned: bool = Field(
        False, description="The shooter took position for the shot (the shooting modifier)."
    )
    back_to: Square = Field(
        LEFT_OUT,
        description="Where a target pushed back (BACKSTACK) steps to; straight back when left out.",
    )


class Channel(_Event):
    """A character channels mana: arcane dice rolled, held cubes rolled again."""

    model_config = documented("7.2.3", {"kind": "channel", "character": "red-1", "roll": 2})
    kind: Literal["channel"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who channels.")
    roll: Count = Field(0, description="Free arcane dice rolled.")
    reroll_white: Count = Field(0, description="White mana cubes held, rolled again.")
    reroll_black: Count = Field(0, description="Black mana cubes held, rolled again.")


class Cast(_Event):
    """An arcane power used on a target, who may defend with an arcane test."""

    model_config = documented(
        "7.2.3.1, 7.2.3.5",
        {"kind": "cast", "character": "red-1", "target": "blue-3",
         "code": "rog-code-cinder-lash", "power": 1, "defend_with": "white"},
    )  # fmt: skip
    kind: Literal["cast"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The caster.")
    target: CharacterId = meaning("The character the power is used on (the caster too).")
    code: CardId = Field(description="The arcane code card used.")
    power: Annotated[int, Field(ge=1, le=9)] = Field(1, description="The code's power used.")
    extra_white: Count = Field(0, description="White mana spent beyond the power's cost.")
    extra_black: Count = Field(0, description="Black mana spent beyond the power's cost.")
    defend_with: Literal["", "white", "black"] = Field(
        "", description="The target's arcane test in defence, paid with this mana; '' none."
    )


class Summon(_Event):
    """A daemon summoned, the app paying its mana and drawing it from the pantheon."""

    model_config = documented(
        "7.2.3.2",
        {"kind": "summon", "character": "red-1", "code": "rog-code-cinder-lash", "level": 1,
         "hearts": 3, "at": "C5", "facing": "S"},
    )  # fmt: skip
    kind: Literal["summon"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The summoner.")
    code: CardId = Field(description="The arcane code card whose kabbalah calls the daemon.")
    level: Annotated[int, Field(ge=1, le=9)] = Field(
        description="The daemon's level asked (a lower one comes if none is left)."
    )
    hearts: Annotated[int, Field(ge=1, le=3)] = Field(
        description="Heart tokens the daemon is given."
    )
    at: Square = Field(description="The square in contact with the summoner it stands on.")
    facing: Facing = Field("N", description="The way the daemon faces.")


class ArcaneTest(_Event):
    """An arcane test: to free a possessed character, or to cancel an effect token."""

    model_config = documented(
        "7.2.3.5",
        {"kind": "arcane_test", "character": "red-1", "target": "red-2", "purpose": "free"},
    )
    kind: Literal["arcane_test"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who makes the test.")
    target: CharacterId = meaning("The character freed, or whose token is cancelled.")
    purpose: Literal["free", "cancel"] = Field(
        description="'free' a possessed character, or 'cancel' an effect token."
    )
    spend: ManaColour = Field("white", description="The mana cube that pays the test.")


class PickUp(_Event):
    """A character picks up the object on their square; it ends their move."""

    model_config = documented("7.2.1", {"kind": "pick_up", "character": "red-1"})
    kind: Literal["pick_up"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who picks it up.")


class Deposit(_Event):
    """A character puts down the last object they picked up; it ends their move."""

    model_config = documented("7.2.1", {"kind": "deposit", "character": "red-1"})
    kind: Literal["deposit"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who puts it down.")


class Escape(_Event):
    """A character leaves the game over the edge of their deployment area."""

    model_config = documented("7.2.1", {"kind": "escape", "character": "red-1"})
    kind: Literal["escape"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who escapes.")


# ---- the brawl phase (7.3, 8) --------------------------------------------------------


class Attack(_Event):
    """A hand-to-hand attack by the engager on the one they engage."""

    model_config = documented(
        "7.3.2, 8.1", {"kind": "attack", "character": "red-1", "target": "blue-3"}
    )
    kind: Literal["attack"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The attacker (the engager).")
    target: CharacterId = meaning("The character engaged, who defends.")
    back_to: Square = Field(
        LEFT_OUT,
        description="Where a target pushed back (BACKSTACK) steps to; straight back when left out.",
    )


class Pentacle(_Event):
    """A summoner's striking pentacle hits every character in contact with them."""

    model_config = documented("8.3", {"kind": "pentacle", "character": "red-1"})
    kind: Literal["pentacle"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The summoner whose pentacle strikes.")


class Ability(_Event):
    """An activated personal ability paid in fate points (FURY)."""

    model_config = documented(
        "5.1.1, 8.4", {"kind": "ability", "character": "red-1", "ability": "FURY"}
    )
    kind: Literal["ability"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who uses it.")
    ability: Annotated[str, Field(min_length=1, max_length=40)] = Field(
        description="The ability's name, as on the card."
    )


class Destroy(_Event):
    """Instead of attacking, a character tries to destroy a barrel or fence in their
    control zone, the app rolling."""

    model_config = documented("7.3.2.2", {"kind": "destroy", "character": "red-1", "at": "D4"})
    kind: Literal["destroy"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who tries.")
    at: Square = Field(description="The square of the barrel or fence.")
    fate: Count = Field(0, description="Fate points spent on the test.")


# ---- the app's counters (6.4.2) ------------------------------------------------------


class Damage(_Event):
    """Damage assigned by hand: armour first, or straight to life."""

    model_config = documented(
        "6.4.2", {"kind": "damage", "character": "blue-3", "amount": 2, "to_life": False}
    )
    kind: Literal["damage"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who takes it.")
    amount: Annotated[int, Field(ge=1, le=99)] = Field(description="The damage taken.")
    to_life: bool = Field(False, description="Straight to life, past the armour.")


class DamageOff(_Event):
    """Damage wrongly assigned, taken off the track it is on (never below 0)."""

    model_config = documented(
        "6.4.2", {"kind": "damage_off", "character": "blue-3", "track": "armour", "amount": 1}
    )
    kind: Literal["damage_off"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character whose card it is on.")
    track: Literal["armour", "hit"] = Field(
        description="The damage track: towards a broken armour or a broken heart token."
    )
    amount: Annotated[int, Field(ge=1, le=99)] = Field(1, description="The damage taken off.")


class Seals(_Event):
    """Broken seals given or taken off; past the card's limit the character is possessed."""

    model_config = documented("6.4.2, 7.2.3", {"kind": "seals", "character": "red-1", "change": 1})
    kind: Literal["seals"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character whose seals break or mend.")
    change: Change = Field(description="Broken seals given (+n) or taken off (-n).")


class Bleeding(_Event):
    """Bleeding tokens given or taken off; each is a hit to life at the turn's start."""

    model_config = documented(
        "6.4.2, 8.1", {"kind": "bleeding", "character": "blue-3", "change": 1, "player": "red"}
    )
    kind: Literal["bleeding"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character who bleeds.")
    change: Change = Field(description="Tokens given (+n) or taken off (-n).")
    player: Colour = Field(
        LEFT_OUT, description="The enemy who gave them, credited should they kill (R-74)."
    )


class Poison(_Event):
    """Poison tokens given or taken off; they grow at each turn's end."""

    model_config = documented(
        "6.4.2, 8.1, 8.2", {"kind": "poison", "character": "blue-3", "change": 1, "player": "red"}
    )
    kind: Literal["poison"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The poisoned character.")
    change: Change = Field(description="Tokens given (+n) or taken off (-n).")
    player: Colour = Field(
        LEFT_OUT, description="The enemy who gave them, credited should they kill (R-74)."
    )


class Fate(_Event):
    """A player's fate points spent or gained (never below 0)."""

    model_config = documented("6.4.2", {"kind": "fate", "player": "red", "change": -1})
    kind: Literal["fate"] = Field(description="The event's kind.")
    player: Colour = Field(description="The player whose fate points change.")
    change: Change = Field(description="Points gained (+n) or spent (-n).")


class Mana(_Event):
    """Mana cubes on a character's card, by colour, as the table moved them."""

    model_config = documented("6.4.2, 7.2.3", {"kind": "mana", "character": "red-1", "white": 1})
    kind: Literal["mana"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character whose card holds the cubes.")
    white: Change = Field(0, description="White cubes added (+n) or taken off (-n).")
    black: Change = Field(0, description="Black cubes added (+n) or taken off (-n).")


# ---- the tracker (6.4.2): the table's word -------------------------------------------


class Effect(_Event):
    """An effect put on or taken off a character's card. For 'summoning' on, the
    summon's fields: the table paid the mana and drew the daemon itself (R-54)."""

    model_config = documented(
        "6.4.2, 8.2, 7.2.1",
        {"kind": "effect", "character": "blue-3", "effect": "stunned", "on": True},
        {"kind": "effect", "character": "red-1", "effect": "summoning", "on": True,
         "code": "rog-code-cinder-lash", "level": 1, "hearts": 3, "at": "C5"},
    )  # fmt: skip
    kind: Literal["effect"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character whose card it is.")
    effect: EffectName = Field(description="The effect.")
    on: bool = Field(description="Put on (true) or taken off (false).")
    code: CardId = Field(
        LEFT_OUT,
        description="'summoning' on: the arcane code card whose kabbalah calls the daemon.",
    )
    level: Annotated[int, Field(ge=1, le=9)] = Field(
        LEFT_OUT, description="'summoning' on: the daemon's level asked."
    )
    hearts: Annotated[int, Field(ge=1, le=3)] = Field(
        LEFT_OUT, description="'summoning' on: heart tokens the daemon is given."
    )
    at: Square = Field(
        LEFT_OUT, description="'summoning' on: the square in contact with the summoner."
    )
    facing: Facing = Field(LEFT_OUT, description="'summoning' on: the way the daemon faces.")


class Tokens(_Event):
    """Broken armour and heart tokens given or taken off by hand; the last heart kills."""

    model_config = documented(
        "6.4.2, 7.3.2.2, 8.2", {"kind": "tokens", "character": "blue-3", "hearts": 1}
    )
    kind: Literal["tokens"] = Field(description="The event's kind.")
    character: CharacterId = meaning("The character whose card it is.")
    armour: Change = Field(0, description="Broken armour tokens given (+n) or taken off (-n).")
    hearts: Change = Field(0, description="Broken heart tokens given (+n) or taken off (-n).")


class Kill(_Event):
    """The kill counter: a player eliminated an enemy (who dies with it if still in play)."""

    model_config = documented("6.4.2", {"kind": "kill", "player": "red", "target": "blue-3"})
    kind: Literal["kill"] = Field(description="The event's kind.")
    player: Colour = Field(description="The player credited with the kill.")
    target: CharacterId = meaning("The enemy eliminated.")


class ElementDestroyed(_Event):
    """The table made the destroy test and it passed: the barrel or fence goes, counted
    for the player whose brawl it is (R-75)."""

    model_config = documented("7.3.2.2", {"kind": "element_destroyed", "at": "D4"})
    kind: Literal["element_destroyed"] = Field(description="The event's kind.")
    at: Square = Field(description="The square of the barrel or fence destroyed.")


class ObjectiveControl(_Event):
    """The table's word on who controls the objective's area this turn, in place of the
    app's reading of the board at the turn's end."""

    model_config = documented("6.4.2", {"kind": "objective_control", "player": "red"})
    kind: Literal["objective_control"] = Field(description="The event's kind.")
    player: Colour | Literal[""] = Field(
        "", description="The player who controls it; '' nobody (the count is suspended)."
    )


# ---- the mission file (6.4.1, 6.4.2) -------------------------------------------------


class Placement(BaseModel):
    """One wave character placed."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    character: CharacterId = meaning("The character due to enter.")
    at: Square = Field(description="A free square of their zone.")
    facing: Facing = Field(description="The way the miniature faces.")
    white: Count = Field(
        LEFT_OUT,
        description="White mana rolled at the table as they enter; the app rolls if neither "
        "colour is given.",
    )
    black: Count = Field(LEFT_OUT, description="Black mana rolled at the table as they enter.")


class WaveEnters(_Event):
    """Characters of a wave due this turn enter on free squares of their zone."""

    model_config = documented(
        "6.4.1, 6.4.2",
        {"kind": "wave_enters",
         "placements": [{"character": "red-5", "at": "A2", "facing": "E", "white": 1}]},
    )  # fmt: skip
    kind: Literal["wave_enters"] = Field(description="The event's kind.")
    placements: Annotated[list[Placement], Field(min_length=1, max_length=64)] = Field(
        description="The characters placed, in order."
    )


class Reinforce(_Event):
    """One of the reinforcements a mission event announced enters the player's
    deployment zone."""

    model_config = documented(
        "6.4.2",
        {"kind": "reinforce", "player": "red", "character": "red-reinforcement-1",
         "spec": {"card": "rog-f-city-guard"}, "at": "A1", "facing": "E"},
    )  # fmt: skip
    kind: Literal["reinforce"] = Field(description="The event's kind.")
    player: Colour = Field(description="The player who brings them.")
    character: CharacterId = meaning("A new character id, not taken in the mission.")
    spec: Annotated[dict[Annotated[str, Field(max_length=40)], JsonValue], Field(max_length=64)] = (
        Field(description="The character: its card ('card') and weapons ('weapons').")
    )
    at: Square = Field(description="A free square of the player's deployment zone.")
    facing: Facing = Field(description="The way the miniature faces.")


class NewsSeen(_Event):
    """The table said Seen to the turn's news (R-87, R-146): kept, no rule changed."""

    model_config = documented("6.4.2", {"kind": "news_seen", "turn": 2})
    kind: Literal["news_seen"] = Field(description="The event's kind.")
    turn: Annotated[int, Field(ge=1, le=999)] = Field(description="The turn whose news was seen.")


# ---- the table's correction (R-248) -------------------------------------------------


class Corrected(BaseModel):
    """One miniature where the table has it."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    character: CharacterId = meaning("A character on the board, neither dead nor gone.")
    at: Square = Field(description="A free square of the board a miniature may stand on.")
    facing: Facing = Field(description="The way the miniature faces.")


class Correct(_Event):
    """The table's correction, not a move (R-248): each miniature named stands on its
    square with its facing, all at once (so two may swap); no movement spent, no token
    or activation changed."""

    model_config = documented(
        "6.4.2",
        {"kind": "correct", "miniatures": [{"character": "red-1", "at": "F7", "facing": "N"}],
         "source": "photo"},
    )  # fmt: skip
    kind: Literal["correct"] = Field(description="The event's kind.")
    miniatures: Annotated[list[Corrected], Field(min_length=1, max_length=64)] = Field(
        description="The miniatures corrected, each once."
    )
    source: Literal["photo", "table"] = Field(
        LEFT_OUT, description="Who said where they stand, for the log: 'table' if left out."
    )


Event = Annotated[
    NewTurn | Pass | EndMission | Move | PossessedMove | Shoot | Channel | Cast | Summon
    | ArcaneTest | PickUp | Deposit | Escape | Attack | Pentacle | Ability | Destroy | Damage
    | DamageOff | Seals | Bleeding | Poison | Fate | Mana | Effect | Tokens | Kill
    | ElementDestroyed | ObjectiveControl | WaveEnters | Reinforce | NewsSeen | Correct,
    Field(discriminator="kind"),
]  # fmt: skip
EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)
MODELS: dict[str, type[_Event]] = {
    model.model_fields["kind"].annotation.__args__[0]: model  # type: ignore[union-attr]
    for model in (
        NewTurn, Pass, EndMission, Move, PossessedMove, Shoot, Channel, Cast, Summon,
        ArcaneTest, PickUp, Deposit, Escape, Attack, Pentacle, Ability, Destroy, Damage,
        DamageOff, Seals, Bleeding, Poison, Fate, Mana, Effect, Tokens, Kill,
        ElementDestroyed, ObjectiveControl, WaveEnters, Reinforce, NewsSeen, Correct,
    )
}  # fmt: skip
