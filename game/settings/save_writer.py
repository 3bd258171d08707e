"""The autosave written off the UI thread: one writer thread, the latest snapshot wins.

Saving after a move costs a few milliseconds of CPU (the record checked and turned into JSON)
and two fsyncs — tens of milliseconds of waiting on a slow disk — which the play scene used to
spend inside the frame that showed the move. Now the UI thread only hands a copy of the record
over (`SaveStore.write_soon`, `clear_soon`) and returns at once; a writer thread does the rest
through the store's usual checked, atomic and durable write (temporary file, fsync, rename).

- A queue of one: a save waiting to be written is replaced by a newer one of the same slot (only
  the latest position matters); what the older one allowed (`replacing` a restarted match, a
  clear of the finished match) is carried over, so the file ends as if each had been written
  in turn.
- Nothing is lost: every other use of the store waits for the writer first (`settle`), the play
  scene settles when it is left (quit, back to the title, the app shutting down after a crash),
  and at the interpreter's exit the writers still holding work are settled (`atexit`).
- A write that fails is logged and its notices (the folder cannot be written: the games are kept
  in memory) are kept for the play scene to show (`take_notices`); the game goes on.
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass

from game.core.record import GameRecord
from game.core.text import Message

log = logging.getLogger(__name__)

SETTLE_TIMEOUT_S = 20.0
"""The longest wait for the writer (a disk that hangs longer is reported, not waited for)."""
LINGER_S = 30.0
"""How long the writer thread waits for more work before it ends (the next save starts it
again): a thread per store while games are played, none left behind by a finished one."""


@dataclass(frozen=True)
class SaveJob:
    """One save to write: the record of a match (`clear`: remove that match's save instead), and
    the match whose save it may replace (a restart)."""

    record: GameRecord
    replacing: GameRecord | None = None
    clear: bool = False

    def after(self, earlier: SaveJob) -> SaveJob:
        """This job, standing for `earlier` too (never written): what `earlier` allowed to be
        replaced — its `replacing`, or its own match when it was a clear — stays allowed."""
        allowed = self.replacing or earlier.replacing
        if allowed is None and earlier.clear:
            allowed = earlier.record
        return SaveJob(self.record, allowed, self.clear)


_writers: weakref.WeakSet[SaveWriter] = weakref.WeakSet()
"""Every writer made, for the settle at the interpreter's exit."""


class SaveWriter:
    """A writer thread with a queue of one: `submit` hands a job over, `settle` waits for it.

    `run(job)` does the writing (on the writer thread) and returns the notices it raised."""

    def __init__(self, run: Callable[[SaveJob], list[Message]], linger_s: float = LINGER_S):
        self._run = run
        self.linger_s = linger_s
        self._condition = threading.Condition()
        self._waiting: SaveJob | None = None
        self._writing = False
        self._thread: threading.Thread | None = None
        self._notices: list[Message] = []
        _writers.add(self)

    def submit(self, job: SaveJob) -> None:
        """Write `job` soon (in place of a job still waiting); returns at once."""
        with self._condition:
            waiting = self._waiting
            self._waiting = job if waiting is None else job.after(waiting)
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="save-writer", daemon=True)
                self._thread.start()
            else:
                self._condition.notify_all()

    def on_writer_thread(self) -> bool:
        """True when called by the writer thread itself (it never waits for itself)."""
        return self._thread is not None and threading.current_thread() is self._thread

    def settle(self, timeout: float = SETTLE_TIMEOUT_S) -> bool:
        """Wait until every job handed over is written; False (logged) when the disk took longer
        than `timeout` seconds. On the writer thread, returns at once."""
        if self.on_writer_thread():
            return True
        with self._condition:
            done = self._condition.wait_for(
                lambda: self._waiting is None and not self._writing, timeout
            )
        if not done:
            log.warning("a save is still being written after %.0f s", timeout)
        return done

    def take_notices(self) -> list[Message]:
        """The messages the writes raised since the last call (each handed out once)."""
        if not self._notices:  # the common case, without taking the lock
            return []
        with self._condition:
            notices, self._notices = self._notices, []
        return notices

    def _serve(self) -> None:
        """The writer thread: write the waiting job, again and again; end after `linger_s`
        without work."""
        while True:
            with self._condition:
                if self._waiting is None:
                    self._condition.wait_for(lambda: self._waiting is not None, self.linger_s)
                job = self._waiting
                if job is None:
                    self._thread = None  # the next submit starts another
                    return
                self._waiting = None
                self._writing = True
            notices: list[Message] = []
            try:
                notices = self._run(job)
            except Exception:  # a save lost is sad; a writer that stops saving is worse
                log.exception("the game could not be saved")
            finally:
                with self._condition:
                    self._notices += notices
                    self._writing = False
                    self._condition.notify_all()


def _settle_all() -> None:
    """At the interpreter's exit, write what is still waiting (daemon threads die after this)."""
    for writer in list(_writers):
        writer.settle()


atexit.register(_settle_all)
