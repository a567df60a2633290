"""The one animation timeline every game plays its events on: beats in order, skippable, with sound cues.

A game's screen turns each event its engine returned into beats (the pictures
of that event) and queues them on a :class:`Timeline`. The timeline plays them
one after another at the animation speed (time left over when a beat ends goes
to the next one, so a beat lasts the same however the frames fall), says which
sounds are due, and on a skip makes every remaining beat take effect at once.

Which beats an event gets is each game's own table (``animate.py``): a
``match`` over the game's event union that ends in ``assert_never``, so an event
class given no picture, and not named silent either, is a type error (mypy runs
in the suite). :class:`~game.render.ball_timeline.Timeline` adds balls moving on a hex
board to this one; a game that moves no balls uses this class itself, with
:class:`Step` beats made of the game's own functions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

import pygame

TL = TypeVar("TL", bound="Timeline")


class Beat(Generic[TL]):
    """One piece of what is shown, with a duration; the timeline that plays it is handed to each call."""

    duration: float = 0.2
    sound: str | None = None
    """A sound cue due when the beat begins."""

    def start(self, tl: TL) -> None:
        """Called when the beat begins."""

    def at(self, tl: TL, t: float) -> None:
        """Show the beat at fraction ``t`` (0..1) of its duration."""

    def end(self, tl: TL) -> None:
        """Leave everything where the beat ends."""

    def holds(self, tl: TL) -> bool:
        """True while the beat must go on after its duration (a die still rolling)."""
        return False


class Timeline:
    """Beats played in order; skippable; reports sound cues."""

    def __init__(self) -> None:
        self.beats: list[Beat[Any]] = []
        self.index = 0
        self.t = 0.0
        self.started = False
        self._cues: list[str] = []

    def add(self, *beats: Beat[Any]) -> None:
        """Queue beats at the end."""
        self.beats.extend(beats)

    @property
    def done(self) -> bool:
        """True when every beat has played."""
        return self.index >= len(self.beats)

    @property
    def current(self) -> Beat[Any] | None:
        """The beat playing now (begun, not ended), if any."""
        return self.beats[self.index] if self.started and not self.done else None

    @property
    def progress(self) -> float:
        """How far the current beat is, 0..1."""
        beat = self.current
        if beat is None or not beat.duration:
            return 1.0
        return min(1.0, self.t / beat.duration)

    def pending(self) -> list[Beat[Any]]:
        """The beats not yet ended, the current one first."""
        return self.beats[self.index :]

    def clear(self) -> None:
        """Forget every beat (the table is shown afresh)."""
        self.beats, self.index, self.t, self.started = [], 0, 0.0, False

    def _begin(self) -> None:
        beat = self.beats[self.index]
        beat.start(self)
        if beat.sound:
            self._cues.append(beat.sound)
        self.started = True

    def _next(self) -> None:
        self.index += 1
        self.t = 0.0
        self.started = False
        if self.done:  # a finished queue is dropped, so a long game never keeps every beat it showed
            self.beats, self.index = [], 0

    def update(self, dt: float) -> list[str]:
        """Advance by ``dt`` seconds (already scaled by the animation speed); the sound cues due."""
        self._cues = []
        remaining = dt
        while not self.done:
            if not self.started:
                self._begin()
            beat = self.beats[self.index]
            need = beat.duration - self.t
            if remaining < need:
                self.t += remaining
                beat.at(self, self.t / beat.duration if beat.duration else 1.0)
                break
            if beat.holds(self):
                self.t = beat.duration
                beat.at(self, 1.0)
                break
            remaining -= max(0.0, need)
            beat.end(self)
            self._next()
        self._age(dt)
        return self._cues

    def finish(self) -> list[str]:
        """Skip to the end: every remaining beat takes effect at once; returns no sounds but the last."""
        while not self.done:
            if not self.started:
                self._begin()
            self.beats[self.index].end(self)
            self._next()
        last = self._cues[-1:]
        self._cues = []
        self._finished()
        return last

    def _age(self, dt: float) -> None:
        """What else moves with time (a subclass's effects)."""

    def _finished(self) -> None:
        """After a skip (a subclass forgets what was moving)."""


class Step(Beat[Timeline]):
    """A beat made of a game's own functions; ``tick`` and ``paint`` get the progress from 0 to 1."""

    def __init__(
        self,
        duration: float,
        begin: Callable[[], None] | None = None,
        end: Callable[[], None] | None = None,
        paint: Callable[[pygame.Surface, float], None] | None = None,
        tick: Callable[[float], None] | None = None,
        wait: Callable[[], bool] | None = None,
        sound: str | None = None,
    ) -> None:
        self.duration = duration
        self.on_begin, self.on_end, self.paint, self.tick, self.wait = begin, end, paint, tick, wait
        """``wait``: the step lasts at least until this says True (dice still rolling)."""
        self.sound = sound

    def start(self, tl: Timeline) -> None:
        if self.on_begin is not None:
            self.on_begin()

    def at(self, tl: Timeline, t: float) -> None:
        if self.tick is not None:
            self.tick(t)

    def end(self, tl: Timeline) -> None:
        if self.tick is not None:
            self.tick(1.0)
        if self.on_end is not None:
            self.on_end()

    def holds(self, tl: Timeline) -> bool:
        return self.wait is not None and not self.wait()
