"""The host of a shared table (issue 30, docs/table-net.md): it alone decides. Pure
Python, no Qt, no aiohttp, no SQL: it calls the table API (demloc.table) and the
store's seat services. The server (net/server.py) calls it from ONE thread only, one
frame at a time; the app's own taps reach the same database through their own Table
and the host sees them through `moved()`.

Every command names the revision it was made on: one made on an older revision is
refused with the log lines it missed and who made them ("red acted first", R-183),
never applied on top. A command's id applied once is answered again with the same
acknowledgement, never applied twice: it is recorded in the transaction of its change
(table API `Origin`), so a restarted host, or another host on the same database, knows
it too. Who may send what: net/rights.py (R-186, R-188). What the mission keeps hidden
(a hidden turn limit, which relic is true) is in no view, log line or piece sent.

INTERFACE FIXED BY THE LEAD (docs/table-net.md): the bodies are the host's helper's."""

from __future__ import annotations

import dataclasses
import json
import secrets
from collections.abc import Callable, Iterable
from typing import Any

from demloc.board.position import COLOURS
from demloc.errors import BadInputError
from demloc.missions.log import SetupLog
from demloc.missions.setup import Phase
from demloc.net import rights
from demloc.net.board_page import map_json, pieces_json
from demloc.net.protocol import Bring, Event, Frame, Hello, Ping, Ready, Results, Step, Undo
from demloc.store import Session, table_seats
from demloc.store import missions as setups
from demloc.table import (
    AppliedBeforeError,
    LogMovedError,
    MissionView,
    Origin,
    Stage,
    Table,
    TableError,
)
from demloc.table.held import Guarded, Held
from demloc.table.views import with_keys

AT_HOST = ("host", "a change at the host")  # a revision no command of a device made
MISSED_LINES = 40  # the log lines a refusal on an old revision carries, at most
LAST_LINES = 10  # ... when the host cannot tell which (it never sent that revision)
# Fields of a set-up step that say what a draw gave or how it is drawn: the host's own
# (a player who chose them would choose the draw, R-186).
DRAWN = frozenset({"seed", "spot", "held_by", "first", "relic", "relic_seed", "content"})


@dataclasses.dataclass(frozen=True)
class Seat:
    """Who a connection speaks for: a player of one colour, or a spectator."""

    secret: str  # given once by `welcome`, kept by the device, persisted by the host
    role: str  # "player" | "spectator"
    colour: str  # a player's; "" for a spectator


@dataclasses.dataclass(frozen=True)
class Answer:
    """What one frame gives: the frames for the sender (in order), and whether the
    table moved (then the server sends `state_for(seat)` to every connection)."""

    to_sender: list[dict[str, Any]]
    moved: bool = False


class RefusedCommandError(Exception):
    """A command not applied: the `refused` frame's fields."""

    def __init__(self, reason: str, missed: Iterable[str] = (), by: str = "") -> None:
        super().__init__(reason)
        self.reason, self.missed, self.by = reason, list(missed), by


class TableHost:
    """One shared mission of one database (`mission_id`: the table API's id). `token`:
    the join token this share gives (R-190); "" resumes the one stored (a restarted
    host), or makes one when the mission was never shared."""

    def __init__(self, table: Table, mission_id: int, token: str) -> None:
        self.table, self.mission_id = table, mission_id
        self.table.show(mission_id)  # TableError: no such mission
        self._sent = -1  # the revision the last state was made for
        self._lines: dict[int, tuple[bool, int]] = {}  # revision -> (in play, log length)
        self._shared: tuple[tuple[int, int], dict[str, Any], set[str]] | None = None
        self._marks = 0  # readiness marked by this host (its states made again)
        self._connected: set[str] | None = None
        if token:
            self.token = token
            with self._writing() as session:
                table_seats.set_token(session, mission_id, token)
        else:
            with self._reading() as session:
                self.token = table_seats.token(session, mission_id)
            if not self.token:
                self.new_token()

    # ---- the interface ---------------------------------------------------------------------

    def new_token(self) -> str:
        """R-190: a new join token, persisted; the one before admits no new device (the
        seats it admitted keep their secrets)."""
        token = join_code()
        with self._writing() as session:
            table_seats.set_token(session, self.mission_id, token)
        self.token = token
        return token

    def hello(self, frame: Hello) -> tuple[Seat | None, Answer]:
        """The first frame of a connection: a seat (new, or found by its secret), or
        None and the refusal (a wrong token, a colour not at the table) or the seats."""
        try:
            return self._hello(frame)
        except RefusedCommandError as refused:
            return None, Answer([self._refused("", refused.reason)])
        except BadInputError as error:  # the database busy, the mission gone: named
            return None, Answer([self._refused("", str(error))])
        except Exception as error:  # a fault of the host's own: said, the host goes on
            reason = f"the host could not answer this hello: {type(error).__name__}"
            return None, Answer([self._refused("", reason)])

    def handle(self, seat: Seat, frame: Frame) -> Answer:
        """Any later frame of a seated connection (never a Hello). It never raises: a
        frame refused gets a `refused` (or `error`) frame and changes nothing."""
        ident = getattr(frame, "id", "")
        try:
            return self._handle(seat, frame)
        except RefusedCommandError as refused:
            frames = [self._refused(ident, refused.reason, refused.missed, refused.by)]
            if refused.by:  # made on an old revision: the state it missed comes with it
                frames.append(self.state_for(seat))
            return Answer(frames)
        except BadInputError as error:  # a TableError, a store error: named
            return Answer([self._refused(ident, str(error))])
        except Exception as error:  # a fault of the host's own: said, the host goes on
            reason = f"the host could not answer this {frame.type}: {type(error).__name__}"
            return Answer([self._refused(ident, reason)])

    def state_for(self, seat: Seat) -> dict[str, Any]:
        """The `state` frame this seat is sent: nothing the mission keeps hidden."""
        view = self._view()
        shared, ready = self._state(view)
        you: dict[str, Any] = {"role": seat.role, "colour": seat.colour, "roster": [],
                               "ready": seat.colour in ready}  # fmt: skip
        if seat.role == "player" and view.stage is Stage.SETUP:
            you["roster"] = self._roster(seat.colour)
        self._sent = view.revision
        return {"type": "state", **shared, "you": you}

    def moved(self) -> bool:
        """Whether the mission's stored revision moved since the host last sent a state
        (the app's own tap, another process): then the server sends states to all."""
        return self._view().revision != self._sent

    def seats_connected(self, seats: Iterable[Seat]) -> None:
        """The seats whose devices are connected now (the server's word): the colours
        the `seats` frame says are taken."""
        self._connected = {s.colour for s in seats if s.role == "player"}

    # ---- joining (R-190) ---------------------------------------------------------------------

    def _hello(self, frame: Hello) -> tuple[Seat | None, Answer]:
        if frame.seat:
            with self._reading() as session:
                found = table_seats.find_seat(session, frame.seat)
            if found is None or found[0] != self.mission_id:
                raise RefusedCommandError(
                    "this device's seat is not at this table: join again with the table's "
                    "code (R-190)"
                )
            seat = Seat(frame.seat, found[1], found[2])
            return seat, Answer([self._welcome(seat), self.state_for(seat)])
        with self._reading() as session:
            stored = table_seats.token(session, self.mission_id)
        typed, given = _code(frame.token), _code(stored or "")
        if not typed or not given or not secrets.compare_digest(typed, given):
            raise RefusedCommandError(
                "the join token is wrong or no longer given: scan the table's code again, "
                "it is new each time the table is shared (R-190)"
            )
        view = self._view()
        if not frame.role:
            return None, Answer([self._seats(view)])
        colour = frame.colour if frame.role == "player" else ""
        if frame.role == "player":
            self._joinable(view, colour)
        seat = Seat(secrets.token_urlsafe(24), frame.role, colour)
        with self._writing() as session:
            table_seats.add_seat(session, self.mission_id, seat.secret, seat.role, seat.colour)
        return seat, Answer([self._welcome(seat), self.state_for(seat)])

    def _joinable(self, view: MissionView, colour: str) -> None:
        if not colour:
            raise RefusedCommandError(
                "a player joins as one colour: hello's 'colour' is empty (R-186)"
            )
        if colour in _colours(view) or self._bringing(view):
            return
        at_table = ", ".join(sorted(_colours(view))) or "none"
        raise RefusedCommandError(
            f"{colour} is not at this table (at the table: {at_table}) (R-186)"
        )

    def _bringing(self, view: MissionView) -> bool:
        """Whether a guild may be brought now: the set-up's players phase (R-189)."""
        return view.stage is Stage.SETUP and view.phase == Phase.PLAYERS.value

    def _seats(self, view: MissionView) -> dict[str, Any]:
        if self._connected is not None:
            taken = self._connected
        else:
            with self._reading() as session:
                taken = table_seats.seated_colours(session, self.mission_id)
        players = [{"colour": p.colour, "guild": p.guild, "account": p.account,
                    "taken": p.colour in taken} for p in view.players]  # fmt: skip
        free = [c for c in COLOURS if c not in _colours(view)]
        chosen = self.table.ctx.missions.get(view.mission)
        name = chosen.name if chosen is not None else view.mission  # "" none chosen yet
        return {"type": "seats", "mission": name, "players": players,
                "free": free if self._bringing(view) else []}  # fmt: skip

    def _welcome(self, seat: Seat) -> dict[str, Any]:
        mission = self.table.mission(self.mission_id)
        return {"type": "welcome", "seat": seat.secret, "role": seat.role, "colour": seat.colour,
                "map": map_json(mission) if mission is not None else None}  # fmt: skip

    # ---- commands ----------------------------------------------------------------------------

    def _handle(self, seat: Seat, frame: Frame) -> Answer:
        if isinstance(frame, Ping):
            return Answer([{"type": "pong"}])
        if isinstance(frame, Hello):
            raise RefusedCommandError("this connection has joined already: hello comes once")
        if seat.role != "player":
            raise RefusedCommandError(
                "a spectator watches the table: a spectator sends no command (R-186)"
            )
        if isinstance(frame, Results):
            return self._results(seat)
        assert isinstance(frame, Event | Step | Undo | Ready | Bring)
        with self._reading() as session:
            applied = table_seats.applied_by(session, self.mission_id, frame.id)
        if applied is not None:  # a resend: the same answer, nothing done again
            done, sender, changed = applied
            if sender != seat.colour or done - changed != frame.at:  # not this command's
                raise RefusedCommandError(
                    f"the id {frame.id!r} is another command's, applied at revision {done}: "
                    "each command has an id of its own; this one was not applied"
                )
            if isinstance(frame, Ready):  # the host may have stopped before its Next
                return self._advance(self._view(), seat.colour, self._ack(frame.id, done))
            return Answer([self._ack(frame.id, done)])
        view = self._view()
        if frame.at != view.revision:
            raise self._moved(frame.at, view.revision)
        origin = Origin(frame.id, seat.colour, what=_what(frame, self._name_of))
        if isinstance(frame, Bring):
            return self._bring(view, frame, origin)
        if seat.colour not in _colours(view):
            raise RefusedCommandError(
                f"{seat.colour} is not at this table: bring a guild first (R-189)"
            )
        if isinstance(frame, Ready):
            return self._ready(view, frame, origin)
        answer = self._apply(frame, lambda: self._change(view, seat.colour, frame, origin))
        if isinstance(frame, Step) and answer.to_sender[0]["type"] == "ack":
            # Every player ready and the Next refused for this missing step: made now
            return self._advance(self._view(), seat.colour, answer.to_sender[0])
        return answer

    def _change(
        self, view: MissionView, colour: str, frame: Event | Step | Undo, origin: Origin
    ) -> int:
        mission = self.table.mission(self.mission_id)
        at, table = frame.at, self.table
        if isinstance(frame, Event):
            if mission is None:
                raise RefusedCommandError(
                    "the mission has not begun: events come once it is played (6.4.1)"
                )
            self._check(rights.event_refusal(colour, frame.event, mission.state))
            return table.event(self.mission_id, frame.event, at=at, origin=origin).revision
        if isinstance(frame, Step):
            if mission is not None or view.stage is not Stage.SETUP:
                raise RefusedCommandError(
                    f"the set-up is over (the mission is {view.stage.value}): no more steps"
                )
            players = [{"key": p.key, "colour": p.colour, "guild": p.guild} for p in view.players]
            action = with_keys(frame.action, players)  # a player named by colour, as events do
            drawn = sorted(DRAWN & set(action))
            if drawn:
                raise RefusedCommandError(
                    f"step: {', '.join(drawn)}: what a draw gives is the host's to draw, "
                    "never a player's to send (R-186)"
                )
            log = self.table.log(self.mission_id)
            self._check(rights.step_refusal(colour, action, log.state))
            return table.step(self.mission_id, action, at=at, origin=origin).revision
        self._check(self._undo_refusal(colour))
        return table.back(self.mission_id, at=at, origin=origin).revision

    def _undo_refusal(self, colour: str) -> str:
        mission = self.table.mission(self.mission_id)
        if mission is not None:
            if mission.cursor == 0:
                return ""  # the table API says why
            last = mission.events[mission.cursor - 1]
            return rights.undo_refusal(colour, last, mission.states[mission.cursor - 1], None)
        log = self.table.log(self.mission_id)
        if not log.actions:
            return ""
        last = _json_of(log.actions[-1])
        return rights.undo_refusal(colour, last, log.states[-2], log.states[-1])

    def _apply(
        self, frame: Event | Step | Undo | Bring | Ready, change: Callable[[], int]
    ) -> Answer:
        try:
            revision = change()
        except AppliedBeforeError as before:  # another host applied it first
            return Answer([self._ack(frame.id, before.revision)])
        except LogMovedError as moved:
            raise self._moved(moved.at, moved.revision) from None
        return Answer([self._ack(frame.id, revision)], moved=True)

    @staticmethod
    def _check(reason: str) -> None:
        if reason:
            raise RefusedCommandError(reason)

    # ---- Next (R-187) ------------------------------------------------------------------------

    def _ready(self, view: MissionView, frame: Ready, origin: Origin) -> Answer:
        if view.stage is not Stage.SETUP:
            raise RefusedCommandError(
                f"Next is the set-up's (R-187): the mission is {view.stage.value}"
            )
        if view.phase == Phase.READY.value:  # every player tapped 'start game': it begins
            guests = self.table.brought(self.mission_id)
            return self._apply(frame, lambda: self._begin(frame.at, guests, origin))
        colour = origin.sender

        def mark(session: Session, loaded: Held) -> tuple[int, set[str]]:
            epoch = _epoch(loaded.log)
            table_seats.mark_ready(session, self.mission_id, colour, epoch)
            return epoch, table_seats.ready(session, self.mission_id, epoch)

        try:
            (_epoch_at, ready), revision = self.table.mark(
                self.mission_id, origin, mark, at=frame.at
            )
        except AppliedBeforeError as before:
            return Answer([self._ack(frame.id, before.revision)])
        except LogMovedError as moved:
            raise self._moved(moved.at, moved.revision) from None
        self._marks += 1
        return self._advance(view, colour, self._ack(frame.id, revision), ready)

    def _advance(
        self, view: MissionView, colour: str, ack: dict[str, Any], ready: set[str] | None = None
    ) -> Answer:
        """Every player ready (R-187): the phase's Next, or 'start game' in the
        deployment, made once (its own id: the revision it is made on). `ready`: the
        colours ready now (None: read them; a resend of a Next whose host stopped
        before making the step makes it now)."""
        if view.stage is not Stage.SETUP or view.phase == Phase.READY.value:
            return Answer([ack])
        if ready is None:
            with self._reading() as session:
                epoch = _epoch(self.table.log(self.mission_id))
                ready = table_seats.ready(session, self.mission_id, epoch)
        if not _colours(view) <= ready:
            return Answer([ack], moved=True)
        revision = view.revision
        kind = "start" if view.phase == Phase.DEPLOYMENT.value else "next"
        advance = Origin(
            f"~{revision}",
            colour,
            lambda s: table_seats.clear_ready(s, self.mission_id),
            f"{kind.replace('start', 'start game')}: every player ready",
        )
        try:
            self.table.step(self.mission_id, {"action": kind}, at=revision, origin=advance)
        except (AppliedBeforeError, LogMovedError):
            return Answer([ack], moved=True)  # another host moved it meanwhile
        except TableError as error:  # every player ready, and the phase not finished
            return Answer([ack | {"note": str(error)}], moved=True)
        return Answer([ack], moved=True)  # the ack as recorded: a resend gets the same

    def _begin(self, at: int, guests: dict[str, Any], origin: Origin) -> int:
        return self.table.begin(self.mission_id, guests=guests, at=at, origin=origin).revision

    # ---- a guild brought, its results taken home (R-189) ---------------------------------------

    def _bring(self, view: MissionView, frame: Bring, origin: Origin) -> Answer:
        colour = origin.sender
        if not self._bringing(view):
            raise RefusedCommandError(
                f"a guild is brought in the set-up's players phase (6.4, R-189): this is the "
                f"{view.phase or view.stage.value} phase"
            )
        if colour in _colours(view):
            raise RefusedCommandError(
                f"{colour} has a guild at the table already: one guild a player (6.4)"
            )
        if self.table.rules is None:
            raise RefusedCommandError(
                "this table cannot check a guild file (no guild rules loaded): bring it at the host"
            )
        state = self.table.log(self.mission_id).state
        at_table = {p.key for p in state.players}
        brought = setups.table_guild_from_data(
            frame.guild, f"{colour}'s guild", self.table.ctx.catalog, self.table.rules, at_table
        )  # SetupStoreError: the file's fault, named
        seated = brought.guild.to_json()
        key, guest = brought.guild.key, brought.guest

        def keep(session: Session) -> None:
            table_seats.keep_guest(session, self.mission_id, key, seated, guest)

        action = {"action": "add_player", "guild": seated, "colour": colour}
        kept = dataclasses.replace(origin, keep=keep)
        return self._apply(
            frame,
            lambda: self.table.step(self.mission_id, action, at=frame.at, origin=kept).revision,
        )

    def _results(self, seat: Seat) -> Answer:
        view = self._view()
        if view.stage is not Stage.WRITTEN:
            raise RefusedCommandError(
                "the results go home once the host has written them (6.4.1): the mission is "
                f"{view.stage.value}"
            )
        text = self.table.guest_file(self.mission_id, seat.colour)
        return Answer([{"type": "results", "guild": json.loads(text)}])

    # ---- what is sent -------------------------------------------------------------------------

    def _view(self) -> MissionView:
        """The mission as stored now; the length of its log at this revision kept (what
        a command made on it missed, later)."""
        view = self.table.show(self.mission_id)
        if view.revision not in self._lines:
            self._lines[view.revision] = (_in_play(self.table, self.mission_id),
                                          len(self._log()))  # fmt: skip
            if len(self._lines) > 4096:
                del self._lines[min(self._lines)]
        return view

    def _log(self) -> tuple[str, ...]:
        mission = self.table.mission(self.mission_id)
        if mission is not None:
            return mission.state.log
        return self.table.log(self.mission_id).state.notes

    def _state(self, view: MissionView) -> tuple[dict[str, Any], set[str]]:
        """What every seat's state shares, made once a revision (and a readiness)."""
        key = (view.revision, self._marks)
        if self._shared is not None and self._shared[0] == key:
            return self._shared[1], self._shared[2]
        ready: set[str] = set()
        waiting: list[str] = []
        with self._reading() as session:
            if view.stage is Stage.SETUP:
                epoch = _epoch(self.table.log(self.mission_id))
                ready = table_seats.ready(session, self.mission_id, epoch)
                waiting = [p.colour for p in view.players if p.colour not in ready]
            made = table_seats.made_by(session, self.mission_id, view.revision - 1)
        mission = self.table.mission(self.mission_id)
        log = self._log()
        by, what = made.get(view.revision, ("host", ""))
        shared = {
            "revision": view.revision,
            "view": view.to_json(),
            "pieces": pieces_json(mission) if mission is not None else None,
            "waiting": waiting,
            "last": {"by": by, "what": what or (log[-1] if log else "")},
        }
        self._shared = (key, shared, ready)
        return shared, ready

    def _name_of(self, character: str) -> str:
        """A character in play by his card's name (his id when he is no one here)."""
        mission = self.table.mission(self.mission_id)
        fighter = mission.state.fighters.get(character) if mission is not None else None
        return character if fighter is None else _name(self.table.ctx.catalog, fighter.card_id)

    def _roster(self, colour: str) -> list[dict[str, Any]]:
        """His guild's characters to pick from in the set-up (6.4.1): the mercenaries
        (why one cannot play, if so) and the guesthouse's followers."""
        state = self.table.log(self.mission_id).state
        player = next((p for p in state.players if p.colour == colour), None)
        if player is None:
            return []
        picked = {p.card for p in player.picks}
        catalog = self.table.ctx.catalog
        roster = [{"card": m.card, "name": _name(catalog, m.card), "follower": False,
                   "fault": m.fault(), "picked": m.card in picked,
                   "arcane": _arcane(catalog, m.card)}
                  for m in player.guild.mercenaries]  # fmt: skip
        roster += [{"card": c, "name": _name(catalog, c), "follower": True, "fault": "",
                    "picked": c in picked, "arcane": _arcane(catalog, c)}
                   for c in player.guild.guesthouse]  # fmt: skip
        return roster

    def _moved(self, at: int, now: int) -> RefusedCommandError:
        """A command made on revision `at`, the mission at `now` (R-183)."""
        if at > now:
            return RefusedCommandError(
                f"this was made on revision {at}, and the mission is at {now}: it was never "
                "there (R-183)"
            )
        with self._reading() as session:
            made = table_seats.made_by(session, self.mission_id, at)
        changes = [made.get(r, AT_HOST) for r in range(at + 1, now + 1)]
        makers = list(dict.fromkeys(who for who, _what in changes))
        log, seen = self._log(), self._lines.get(at)
        if seen is None or seen[0] != _in_play(self.table, self.mission_id) or seen[1] > len(log):
            missed = list(log[-LAST_LINES:])  # it never sent that revision: the last lines
        else:  # the lines since, or (a change the log does not tell: a pass) what each was
            missed = list(log[seen[1] :]) or [f"{who}: {what}" for who, what in changes]
        by = made.get(now, AT_HOST)[0]
        reason = (
            f"{' and '.join(makers)} acted first: the mission is at revision {now}, this was "
            f"made on {at} (R-183)"
        )
        return RefusedCommandError(reason, missed[-MISSED_LINES:], by)

    @staticmethod
    def _ack(ident: str, revision: int) -> dict[str, Any]:
        return {"type": "ack", "id": ident, "revision": revision}

    def _refused(
        self, ident: str, reason: str, missed: Iterable[str] = (), by: str = ""
    ) -> dict[str, Any]:
        try:
            revision = self.table.show(self.mission_id).revision
        except BadInputError:
            revision = -1
        return {"type": "refused", "id": ident, "reason": reason, "revision": revision,
                "missed": list(missed), "by": by}  # fmt: skip

    def _reading(self) -> Any:
        return Guarded(self.table.sessions, write=False)

    def _writing(self) -> Any:
        return Guarded(self.table.sessions, write=True)


def _what(frame: Event | Step | Undo | Ready | Bring, name_of: Callable[[str], str]) -> str:
    """A command in a few words, for those who missed it ("damage on Ilse Crowmantle")."""
    if isinstance(frame, Event):
        kind, character = frame.event.get("kind"), frame.event.get("character")
        what = kind.replace("_", " ") if isinstance(kind, str) else "an event"
        return f"{what} on {name_of(character[:80])}" if isinstance(character, str) else what
    if isinstance(frame, Step):
        kind = frame.action.get("action")
        return kind.replace("_", " ") if isinstance(kind, str) else "a step"
    if isinstance(frame, Bring):
        return "a guild brought"
    return frame.type  # undo, ready


def _colours(view: MissionView) -> set[str]:
    return {p.colour for p in view.players}


def _in_play(table: Table, mission_id: int) -> bool:
    return table.mission(mission_id) is not None


def _epoch(log: SetupLog) -> int:
    """The set-up's step that entered its phase now: a Next marks a player ready for
    this phase only (R-187), so the phase moved (or taken back) leaves it behind."""
    states = log.states
    index = len(states) - 1
    while index > 0 and states[index - 1].phase is states[-1].phase:
        index -= 1
    return index


def _json_of(action: Any) -> dict[str, Any]:
    from demloc.missions.actions import action_json

    return action_json(action)


def _name(catalog: Any, card: str) -> str:
    try:
        return str(catalog.card(card).name)
    except (LookupError, ValueError):  # a card this build does not know: its id
        return card


def _arcane(catalog: Any, card: str) -> int:
    """His arcane ability (0: none), so the page offers mana only to who can channel."""
    try:
        profile = getattr(catalog.card(card), "profile", None)
        return int(getattr(profile, "arcane", 0) or 0)
    except (LookupError, ValueError):
        return 0


# A join code read aloud or typed at the table: no 0/O, 1/I/L, 5/S or 2/Z to
# mistake; 8 of these 27 characters are 38 bits, and wrong codes are slowed.
CODE_CHARACTERS = "346789ABCDEFGHJKMNPQRTUVWXY"


def join_code() -> str:
    """A new join code, "K7QM-XW4P"."""
    code = "".join(secrets.choice(CODE_CHARACTERS) for _ in range(8))
    return f"{code[:4]}-{code[4:]}"


def _code(token: str) -> str:
    """A code as typed, compared without case, spaces or dashes."""
    return token.upper().replace("-", "").replace(" ", "")
