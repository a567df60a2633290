"""Computer players think off the frame, so a slow decision never stalls the picture.

In a window the bot's ``choose`` runs on a worker thread and the table asks
each frame whether it is done. Headless runs (tests, smoke runs, screenshots)
decide at once, so they stay frame-for-frame reproducible. Either way the
decision is the same: bots are deterministic for their seed and the state.

One worker thread serves every table, started once and then handed each
decision through a queue: starting a thread per decision made the frame that
started it wait for the interpreter lock while the new thread thought (3-4 ms
at 4K, the slowest frames of a computer's turn). While a decision is under
way the interpreter switches threads every half millisecond instead of every
five, so a frame never waits long for the lock the worker holds. The main
thread lowers the interval as it hands a decision over: a thread that is
already waiting for the lock keeps the interval it began waiting with, so the
worker lowering it would come too late for the frame.
"""

from __future__ import annotations

import queue
import sys
import threading
from typing import Any

from game.rules.protocol import Action, Bot, GameState

SWITCH_WHILE_THINKING = 0.0005
"""Seconds between thread switches while a computer thinks (the interpreter's default is 0.005)."""


class _Job:
    """One decision asked of the worker; ``result`` gets ("ok", action) or ("error", exception)."""

    __slots__ = ("bot", "state", "result", "dropped")

    def __init__(self, bot: Bot, state: GameState, result: list[Any]) -> None:
        self.bot, self.state, self.result = bot, state, result
        self.dropped = False


_jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
_started = False
_start_lock = threading.Lock()
_open = 0
"""Decisions handed over and not finished; while there are any, threads switch every SWITCH_WHILE_THINKING."""
_usual_switch = sys.getswitchinterval()
_open_lock = threading.Lock()


def _hand_over(job: _Job) -> None:
    global _open, _usual_switch
    with _open_lock:
        if _open == 0:
            _usual_switch = sys.getswitchinterval()
            sys.setswitchinterval(SWITCH_WHILE_THINKING)
        _open += 1
    _jobs.put(job)


def _finished() -> None:
    global _open
    with _open_lock:
        _open -= 1
        if _open == 0:
            sys.setswitchinterval(_usual_switch)


def _work() -> None:
    while True:
        job = _jobs.get()
        try:
            if not job.dropped:  # else undone or left before it began: nobody waits for it
                job.result.append(("ok", job.bot.choose(job.state)))
        except Exception as exc:  # handed to the main thread, which reports it like any error
            job.result.append(("error", exc))
        finally:
            _finished()


def start_worker() -> None:
    """Start the worker thread (once per run; later calls do nothing)."""
    global _started
    with _start_lock:
        if not _started:
            threading.Thread(target=_work, name="computer-player", daemon=True).start()
            _started = True


class Thinker:
    """One computer decision at a time, on the worker thread or at once."""

    def __init__(self, background: bool = True) -> None:
        self.background = background
        self._ply: int | None = None
        self._job: _Job | None = None
        self._result: list[Any] = []
        if background:
            start_worker()  # now, with the table, rather than in the frame of the first decision

    def decide(self, bot: Bot, state: GameState, ply: int) -> Action | None:
        """The bot's choice for ``state`` (reached after ``ply`` actions), or None while it is still thinking."""
        if not self.background:
            return bot.choose(state)
        if self._ply != ply:
            self.forget()
            start_worker()
            self._ply = ply
            self._result = []
            self._job = _Job(bot, state, self._result)
            _hand_over(self._job)
            return None
        if not self._result:
            return None
        kind, value = self._result[0]
        self.forget()
        if kind == "error":
            raise value
        return value

    def forget(self) -> None:
        """Drop a decision under way (an undo, a new state): its answer will not be used."""
        if self._job is not None:
            self._job.dropped = True
        self._ply = None
        self._job = None
        self._result = []
