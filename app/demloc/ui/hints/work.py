"""The hints worked out off the UI thread (issue 33, R-232): a tap asks and returns at
once; the answer comes back by a signal. One job at a time on a pool of its own; a
newer request supersedes the older (a request still waiting is dropped, an answer to
an older one is never shown), so a table tapping from character to character only
ever sees the hints of the one selected now.

The job reads the state (frozen values) and a copy of the context whose board caches
are the worker's own: the UI thread's caches are never written from another thread."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from demloc.errors import BadInputError
from demloc.hints.model import AttackHint, Threat, ThreatMap
from demloc.missions.play import Context, MissionState
from demloc.ui.i18n import translate

log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class Hints:
    """What the panel shows for one character: his attacks (in the engine's order; the
    panel sorts them by the measure chosen), who threatens him and where."""

    fighter: str
    attacks: tuple[AttackHint, ...] = ()
    threats: tuple[Threat, ...] = ()
    heat: ThreatMap | None = None
    problem: str = ""  # why there are none (a bad input's message), else ""


Compute = Callable[[MissionState, Context, str], Hints]


def compute(state: MissionState, ctx: Context, fighter: str) -> Hints:
    """The engine's answers for `fighter` (demloc.hints): his attacks, who threatens
    him, and where."""
    from demloc.hints.attacks import attacks
    from demloc.hints.threats import threat_map, threats

    return Hints(
        fighter,
        tuple(attacks(state, ctx, fighter)),
        tuple(threats(state, ctx, fighter)),
        threat_map(state, ctx, fighter),
    )


class _Relay(QObject):
    """Lives in the UI thread: a job's answer emitted from the pool's thread reaches
    the worker queued, in the UI thread."""

    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, serial: int, call: Callable[[], Hints], fighter: str, relay: _Relay) -> None:
        super().__init__()
        self.serial, self.call, self.fighter, self.relay = serial, call, fighter, relay

    def run(self) -> None:
        try:
            answer = self.call()
        except BadInputError as error:  # a state the engine refuses: said, never raised
            answer = Hints(self.fighter, problem=str(error))
        except Exception:
            log.exception("the hints for %s could not be worked out", self.fighter)
            answer = Hints(
                self.fighter,
                problem=translate("hints.work", "The hints could not be worked out (see the log)."),
            )
        self.relay.done.emit(self.serial, answer)


class HintsWorker(QObject):
    """`ask` starts a job and returns at once; `ready` brings the newest answer."""

    ready = Signal(object)  # Hints, only the newest request's
    started = Signal()  # a request made: the panel says it is working

    def __init__(self, work: Compute = compute, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self._done)
        self.serial = 0  # the newest request's number
        self.busy = False  # an answer is awaited
        self._ctx: tuple[Context, Context] | None = None  # (the UI's, the worker's copy)

    def ask(self, state: MissionState, ctx: Context, fighter: str) -> int:
        """Work out `fighter`'s hints; an older request still waiting is dropped."""
        self.serial += 1
        self.pool.clear()
        own = self._own(ctx)
        work = self.work
        self.busy = True
        self.pool.start(_Job(self.serial, lambda: work(state, own, fighter), fighter, self.relay))
        self.started.emit()
        return self.serial

    def cancel(self) -> None:
        """No answer wanted any more (the character unselected, hints off)."""
        self.serial += 1
        self.pool.clear()
        self.busy = False

    def wait(self) -> None:
        """The job running now finished (a closing window, a test's end)."""
        self.pool.waitForDone()

    def _own(self, ctx: Context) -> Context:
        if self._ctx is None or self._ctx[0] is not ctx:
            self._ctx = (ctx, dataclasses.replace(ctx, boards={}, boards_by_id={}))
        return self._ctx[1]

    def _done(self, serial: int, answer: object) -> None:
        if serial != self.serial or not isinstance(answer, Hints):
            return  # superseded: a newer request's answer is coming
        self.busy = False
        self.ready.emit(answer)
