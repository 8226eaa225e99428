"""A mission in play as an event log (7, 6.4.2): every action is an event, the state
is the fold of the events; undo and redo move along the log; a save replays exactly.
Pure core: no Qt, no database.

Events are JSON objects with a "kind" (see `events.HANDLERS`). The dice an event
rolled are stored in it, so a replay needs neither the random source nor the dice
file's order.

- `state`: `MissionState`, `Phase`, `SubPhase`, `Context`, `board_of` and the helpers every event
  uses.
- `activation`: who may act, and how (7.2, 7.3).
- `settle`: what follows any event: the dead leave, daemons part, kills, poison.
- `turns`: a new turn, passing, the end of a turn, the end of the mission.
- `strategic`: move, shoot, channel, cast, arcane test, objects, escape (7.2).
- `summoning`: a daemon summoned, drawn, replacing its namesake, leaving (7.2.3.2-3).
- `brawl`: attack, push back, destroy, abilities, pentacles (7.3).
- `counters`: the app's counters (6.4.2).
- `effects`: the tracker's effects, broken tokens and kills (6.4.2).
- `plan`: what the mission file adds: objective, waves, events, zones (6.4.1).
- `mission_events`: the mission's events at the start of their turn (6.4.2).
- `waves`: wave characters due and entering (6.4.1).
- `objectives`: the objective checked at the end of each turn (7.3.2.3, 6.4.2).
- `begin`: the hand-off from the set-up (`begin(start, ctx, seed)`).
- `views`: what the screens ask of a state (endings open, the limit shown, who walks
  possessed).
- `events`: `HANDLERS` by kind and `apply`.
- `dice`: the dice an event rolled, recorded and replayed.
- `mission`: `Mission` (log, cursor, undo, redo, save) and `new_mission`.
- `save`: reading a save back (`read_mission`, `load_mission`) and its bounds.
- `simulate`: random legal play, for the benchmark and the tests.
"""

from demloc.missions.play.begin import begin
from demloc.missions.play.events import HANDLERS, apply
from demloc.missions.play.mission import FORMAT, VERSION, Mission, new_mission
from demloc.missions.play.plan import Plan, WavePlan
from demloc.missions.play.save import (
    MAX_EVENTS,
    MAX_FATE,
    MAX_SAVE_BYTES,
    MAX_STATE,
    MAX_TURN_LIMIT,
    MissionSaveError,
    load_mission,
    loads_mission,
    read_mission,
)
from demloc.missions.play.state import (
    FIRST_SUB_PHASE,
    KILL_KINDS,
    Activation,
    Context,
    Due,
    MissionState,
    Phase,
    PlayerState,
    SubPhase,
    board_of,
)
from demloc.missions.play.strategic import objects_for_objective
from demloc.missions.play.views import (
    OutOfControl,
    can_start_turn,
    endings,
    out_of_control,
    possessed_to_walk,
    shown_turn_limit,
)

__all__ = [
    "FIRST_SUB_PHASE",
    "FORMAT",
    "HANDLERS",
    "KILL_KINDS",
    "MAX_EVENTS",
    "MAX_FATE",
    "MAX_SAVE_BYTES",
    "MAX_STATE",
    "MAX_TURN_LIMIT",
    "VERSION",
    "Activation",
    "Context",
    "Due",
    "Mission",
    "MissionSaveError",
    "MissionState",
    "OutOfControl",
    "Phase",
    "Plan",
    "PlayerState",
    "SubPhase",
    "WavePlan",
    "apply",
    "begin",
    "board_of",
    "can_start_turn",
    "endings",
    "load_mission",
    "loads_mission",
    "new_mission",
    "objects_for_objective",
    "out_of_control",
    "possessed_to_walk",
    "read_mission",
    "shown_turn_limit",
]
