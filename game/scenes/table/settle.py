"""A decision that comes up right after a skip waits for a pause before it takes a key or a click.

A person skips an animation with a click or a key, often several in a row
(Space, Space: the die lands, the outcome's pause ends). The press meant for
one more skip can land on the decision that has just come up: a click struck
Carom's ball toward the pointer, a Space swung Roll in One's preselected club.
The hand-over card's rule (:data:`~game.scenes.handover.ARM_SECONDS`) applies:
a decision that appears within that time of a skip takes no committing key or
click until the player pauses for it, and every press meanwhile starts the
wait again. The skip may also come too late: the animation ended just before
the press meant to skip it arrived, which then lands on the decision as its
first input. So any decision that comes up as an animation ends takes no
committing press for :data:`REACT_SECONDS` (less than a person needs to see a
new prompt and act on it). Moving the aim, the focus or the view is never held
back.
"""

from __future__ import annotations

from time import monotonic

import pygame

from game.scenes.handover import ARM_SECONDS
from game.ui.controls import is_action

MOVING = ("up", "down", "left", "right", "previous", "next", "rotate", "next_card", "zoom_in", "zoom_out", "fit", "pan_up", "pan_down", "pan_left", "pan_right")
"""Actions that move an aim, a focus or the view and commit nothing: taken at once even just after a skip."""

REACT_SECONDS = 0.3
"""A press this soon after a decision came up was on its way before it did (a person reacts to a new prompt in a
quarter of a second or more, and then still aims or reads): it was meant for the animation that just ended."""

Moment = tuple[float, float]
"""A moment on two clocks: seconds of frames (tests step frames) and the wall clock (a resting loop runs no frames)."""


def _since(then: Moment, now: Moment) -> float:
    return max(now[0] - then[0], now[1] - then[1])


class SkipGuard:
    """Remembers the last skip and when the table's decision came up, and says whether a press is too soon for it."""

    def __init__(self) -> None:
        self.clock = 0.0
        """Seconds of frames seen (see :meth:`tick`)."""
        self.pressed: Moment | None = None
        """The last press that skipped, or that this guard held back."""
        self.shown: Moment = (0.0, monotonic())
        """When the decision on screen came up (the table stopped showing)."""
        self._showing = False

    def now(self) -> Moment:
        return (self.clock, monotonic())

    def tick(self, dt: float) -> None:
        self.clock += dt

    def watch(self, showing: bool) -> None:
        """The table says whether it is still showing something; the moment it stops, the decision has come up."""
        if self._showing and not showing:
            self.shown = self.now()
        self._showing = showing

    def skipped(self) -> None:
        """A key or click skipped what was being shown."""
        self.pressed = self.now()

    def settling(self) -> bool:
        """True while the decision on screen takes no committing press yet: it came up a moment ago as an animation
        ended, or just after a skip (then until a pause)."""
        now = self.now()
        if _since(self.shown, now) < REACT_SECONDS:
            return True
        if self.pressed is None:
            return False
        soon_after = _since(self.pressed, self.shown) < ARM_SECONDS  # the decision came up within the time of a skip (or after it)
        return soon_after and (_since(self.shown, now) < ARM_SECONDS or _since(self.pressed, now) < ARM_SECONDS)

    def holds_back(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is a committing press that comes too soon: it is swallowed, and the wait starts again."""
        if event.type == pygame.KEYDOWN:
            if is_action(event, *MOVING):
                return False
        elif not (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            return False
        if not self.settling():
            return False
        self.pressed = self.now()
        return True

    def clear(self) -> None:
        """Someone confirmed a hand-over or closed results: what they press next is meant for what they see."""
        self.pressed = None
        self.shown = (float("-inf"), float("-inf"))
        self._showing = False  # what the table still shows until the next frame is not 'an animation that just ended'
