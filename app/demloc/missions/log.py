"""The set-up's log (STYLE.md 10): `apply` folds one action into the state, `replay`
folds a whole log; undo is a replay without the last action; Back is an action.

The store keeps the log (`SetupLog.save_json`), one transaction per action, and
resumes by replaying it. A new action that draws or rolls gets a seed made from the
log's seed, the kind of draw and its subject (`draw_seed`), never from its place in
the log: the same draw gives the same result however often it is made again, through
Back, undo or a new choice (RULINGS.md R-66: undo is for mistakes, not for rerolls).
Its result is written beside it, so a replay reads what was drawn and never draws
again. The mission chosen is recorded with a digest of its file (R-68).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from demloc.missions import actions as a
from demloc.missions import characters, deployment, phases
from demloc.missions.errors import SetupError
from demloc.missions.setup import Phase, SetupContext, SetupState, mission_content

FORMAT = "demloc-mission-setup"
VERSION = 1
MAX_ACTIONS = 10_000

Handler = Callable[[SetupState, Any, SetupContext], SetupState]

# Which phase each action belongs to (None: any phase but the last).
HANDLERS: dict[str, tuple[Handler, tuple[Phase, ...] | None]] = {
    "choose_mission": (phases.choose_mission, (Phase.PLAYERS,)),
    "add_player": (phases.add_player, (Phase.PLAYERS,)),
    "remove_player": (phases.remove_player, (Phase.PLAYERS,)),
    "set_colour": (phases.set_colour, (Phase.PLAYERS,)),
    "set_mode": (phases.set_mode, (Phase.MODE,)),
    "draw_stake": (phases.draw_stake, (Phase.RAFFLE,)),
    "next": (phases.next_phase, None),
    "back": (phases.back, tuple(Phase)),
    "pick": (characters.pick, (Phase.CHARACTERS,)),
    "unpick": (characters.unpick, (Phase.CHARACTERS,)),
    "hire": (characters.hire, (Phase.CHARACTERS,)),
    "offer": (characters.offer, (Phase.CHARACTERS,)),
    "settle": (characters.settle, (Phase.CHARACTERS,)),
    "channel": (characters.channel, (Phase.CARDS,)),
    "set_base": (deployment.set_base, (Phase.MINIATURES,)),
    "set_category": (deployment.set_category, (Phase.MINIATURES,)),
    "choose_zone": (deployment.choose_zone, (Phase.DEPLOYMENT,)),
    "deploy": (deployment.deploy, (Phase.DEPLOYMENT,)),
    "place_element": (deployment.place_element, (Phase.DEPLOYMENT,)),
    "start": (phases.start, (Phase.DEPLOYMENT,)),
}
assert set(HANDLERS) == set(a.ACTIONS)


def apply(state: SetupState, action: a.Action | Mapping[str, Any], ctx: SetupContext) -> SetupState:
    """The state after `action`. A refused action raises SetupError, naming the rule;
    the state given is never changed (it is immutable)."""
    if not isinstance(action, a._Action):
        action = a.parse_action(action)
    handler, allowed = HANDLERS[action.action]
    if allowed is not None and state.phase not in allowed:
        where = " or ".join(p.label for p in allowed)
        raise SetupError(
            f"{action.action.replace('_', ' ')} belongs to the {where} phase; this is the "
            f"{state.phase.label} phase"
        )
    return handler(state, action, ctx)


def replay(actions: Iterable[a.Action | Mapping[str, Any]], ctx: SetupContext) -> SetupState:
    """The state a log leads to; SetupError names the action at fault."""
    state = SetupState()
    for number, action in enumerate(actions, start=1):
        if number > MAX_ACTIONS:
            raise SetupError(f"a set-up log holds at most {MAX_ACTIONS} actions")
        try:
            state = apply(state, action, ctx)
        except SetupError as error:
            raise SetupError(f"action {number}: {error}") from None
    return state


def recorded(
    action: a.Action, before: SetupState, after: SetupState, ctx: SetupContext
) -> a.Action:
    """The action as the log keeps it: what it drew or rolled written beside its seed,
    the mission chosen with the digest of its file (RULINGS.md R-68)."""
    if isinstance(action, a.ChooseMission) and action.content is None:
        content = mission_content(ctx.mission(action.mission))
        return action.model_copy(update={"content": content})
    if isinstance(action, a.DrawStake) and action.spot is None and after.stake:
        return action.model_copy(update={"spot": after.stake.spot, "held_by": after.stake.held_by})
    drew_first = not before.first_deployer and after.first_deployer
    if isinstance(action, a.Next) and action.first is None and drew_first:
        return action.model_copy(update={"first": after.first_deployer})
    if isinstance(action, a.Start):
        update: dict[str, Any] = {}
        if action.first is None:
            update["first"] = after.first_player
        if action.relic is None and after.true_relic:
            update["relic"] = after.true_relic
        return action.model_copy(update=update) if update else action
    if isinstance(action, a.Channel) and action.faces is None:
        picked = after.player(action.player).pick(action.character)
        return action.model_copy(update={"faces": picked.mana})
    return action


def draw_seed(seed: int, kind: str, subject: str = "") -> int:
    """The seed of one draw of a set-up: from the log's seed, the kind of draw
    ("stake", "mana", "deploy-first", "first-player", "relic") and its subject (for
    mana, the character), never from the draw's place in the log (RULINGS.md R-66)."""
    digest = hashlib.sha256(f"{seed}\x1f{kind}\x1f{subject}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1  # 0 .. 2**63 - 1 (actions.MAX_SEED)


def mana_subject(state: SetupState, action: a.Channel) -> str:
    """Whose mana a channel rolls: the player, the card and which of the player's
    characters of that card (1 for a mercenary: one per table, 5.1.1), so picking him
    again under a new id rolls the same dice."""
    player = next((p for p in state.players if p.key == action.player), None)
    if player is None:
        return f"{action.player}/{action.character}"
    same: dict[str, int] = {}
    for picked in player.picks:
        same[picked.card] = same.get(picked.card, 0) + 1
        if picked.id == action.character:
            return f"{player.key}/{picked.card}/{same[picked.card]}"
    return f"{player.key}/{action.character}"


def _seeded(action: a.Action, state: SetupState, seed: int) -> a.Action:
    """A new action that draws, with the seeds of its draws (R-66)."""
    update: dict[str, int] = {}
    if isinstance(action, a.DrawStake) and action.seed is None:
        update["seed"] = draw_seed(seed, "stake")
    elif isinstance(action, a.Next) and action.seed is None:
        update["seed"] = draw_seed(seed, "deploy-first")
    elif isinstance(action, a.Channel) and action.seed is None and action.faces is None:
        update["seed"] = draw_seed(seed, "mana", mana_subject(state, action))
    elif isinstance(action, a.Start):
        if action.seed is None:
            update["seed"] = draw_seed(seed, "first-player")
        if action.relic_seed is None and action.relic is None:
            update["relic_seed"] = draw_seed(seed, "relic")
    return action.model_copy(update=update) if update else action


class SetupLog:
    """A set-up in progress: its seed and its actions; the state is their fold."""

    def __init__(self, ctx: SetupContext, seed: int, actions: Iterable[a.Action] = ()) -> None:
        self.ctx, self.seed = ctx, seed
        self.actions: list[a.Action] = []
        self.states: list[SetupState] = [SetupState()]
        for action in actions:
            self.do(action)

    @property
    def state(self) -> SetupState:
        return self.states[-1]

    def do(self, action: a.Action | Mapping[str, Any]) -> SetupState:
        """Apply and keep a new action; a refused one raises and changes nothing."""
        if not isinstance(action, a._Action):
            action = a.parse_action(action)
        before = self.state
        action = _seeded(action, before, self.seed)
        after = apply(before, action, self.ctx)
        self.actions.append(recorded(action, before, after, self.ctx))
        self.states.append(after)
        return after

    def undo(self) -> SetupState:
        """Drop the last action: the state is the replay of those before it."""
        if not self.actions:
            raise SetupError("nothing to undo")
        self.actions.pop()
        self.states.pop()
        return self.state

    def save_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "actions": [a.action_json(x) for x in self.actions],
        }

    @classmethod
    def load_json(cls, data: Mapping[str, Any], ctx: SetupContext) -> SetupLog:
        """Resume a saved set-up by replaying it; SetupError names what is wrong."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise SetupError("not a DemLoc mission set-up")
        version, seed, actions = data.get("version"), data.get("seed"), data.get("actions")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise SetupError("the set-up's version is missing or damaged")
        if version > VERSION:
            raise SetupError(f"saved by a newer DemLoc Companion (set-up version {version})")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= a.MAX_SEED:
            raise SetupError("the set-up's seed is missing or damaged")
        if not isinstance(actions, list):
            raise SetupError("the set-up's actions are missing")
        log = cls(ctx, seed)
        for number, action in enumerate(actions, start=1):
            try:
                if not isinstance(action, Mapping):
                    raise SetupError("an action is a JSON object")
                log.do(action)
            except SetupError as error:
                raise SetupError(f"action {number}: {error}") from None
        return log
